//! The pages' own files served: each under a name with a hash of its
//! contents, which browsers keep for good (see `files`), and the icon.

use super::files::served;
use axum::extract::Path;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// `GET /assets/<name>`: a file by its hashed name, kept by browsers for a
/// year and never asked for again; by its plain name (an old page's), to
/// be checked again each time (its validator answers that cheaply).
pub(super) async fn asset(Path(name): Path<String>) -> Response {
    let files = served();
    let (file, lasting) = match files.get(name.as_str()) {
        Some(file) => (file, false),
        None => match files.values().find(|file| file.hashed == name) {
            Some(file) => (file, true),
            None => return super::error::WebError::NotFound.into_response(),
        },
    };
    let cache = if lasting {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(file.mime)),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        file.body.clone(),
    )
        .into_response()
}

/// The pages' icon's size, in pixels (browsers scale it for the tab).
const ICON_PIXELS: u32 = 64;

/// `GET /favicon.ico`: the pages' icon (a PNG, which every browser takes
/// at this address), drawn once.
pub(super) async fn icon() -> Response {
    static ICON: std::sync::OnceLock<Option<Vec<u8>>> = std::sync::OnceLock::new();
    let drawn = ICON.get_or_init(|| match kibitz_render::icon(ICON_PIXELS) {
        Ok(png) => Some(png),
        Err(error) => {
            tracing::error!(%error, "the pages' icon could not be drawn");
            None
        }
    });
    match drawn {
        Some(png) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=86400"),
                ),
            ],
            png.clone(),
        )
            .into_response(),
        None => super::error::WebError::NotFound.into_response(),
    }
}
