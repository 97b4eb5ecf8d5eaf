//! The pages' own files, embedded in the binary: the style, the script,
//! and the board component (lichess's chessground, vendored with its
//! licence; see `assets/chessground/NOTICE.md`).

use axum::extract::Path;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// The chessground style sheets, in the order they apply.
const CHESSGROUND_CSS: &str = concat!(
    include_str!("assets/chessground/chessground.base.css"),
    include_str!("assets/chessground/chessground.brown.css"),
    include_str!("assets/chessground/chessground.cburnett.css"),
);

/// An embedded file by name: its type and contents.
fn file(name: &str) -> Option<(&'static str, &'static str)> {
    const JS: &str = "text/javascript; charset=utf-8";
    const CSS: &str = "text/css; charset=utf-8";
    Some(match name {
        "page.js" => (JS, include_str!("assets/page.js")),
        "app.js" => (JS, include_str!("assets/app.js")),
        "board.js" => (JS, include_str!("assets/board.js")),
        "puzzle.js" => (JS, include_str!("assets/puzzle.js")),
        "page.css" => (CSS, include_str!("assets/page.css")),
        "noscript.css" => (CSS, include_str!("assets/noscript.css")),
        "chessground.js" => (JS, include_str!("assets/chessground/chessground.min.js")),
        "chessground.css" => (CSS, CHESSGROUND_CSS),
        "chessground-license.txt" => (
            "text/plain; charset=utf-8",
            include_str!("assets/chessground/LICENSE"),
        ),
        _ => return None,
    })
}

/// `GET /assets/<name>`.
pub(super) async fn asset(Path(name): Path<String>) -> Response {
    match file(&name) {
        Some((mime, body)) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static(mime)),
                (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            ],
            body,
        )
            .into_response(),
        None => super::error::WebError::NotFound.into_response(),
    }
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
