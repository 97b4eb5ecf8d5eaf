//! The game's web page, served by the `kibitz` binary itself beside
//! whatever else the process serves: `/game/<id>` shows a game to anyone
//! (board, players, status, a text move list and position, the record and
//! the replay to download) and follows it live through server-sent events
//! fed by the store, so a move made through any process appears.
//!
//! Set up with `KIBITZ_WEB_LISTEN` (the address to listen on) and
//! `KIBITZ_WEB_URL` (the public address the chats link to).

mod app;
mod assets;
mod follow;
mod identity;
mod page;
mod play;
mod replays;
pub mod telegram_auth;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use crate::chat::Notifier;
use crate::service::Service;
pub use identity::MINI_APP_DATA_AGE;
pub use play::MAX_ACTION_BYTES;

/// The largest game number a path may hold (a store id is an `i64`).
const MOST_DIGITS: usize = 18;

/// Where the pages are served and linked from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebConfig {
    /// The address to listen on.
    pub listen: SocketAddr,
    /// The public address, without a trailing `/` (`https://chess.example`).
    pub public_url: String,
}

impl WebConfig {
    /// The configuration in `KIBITZ_WEB_LISTEN` and `KIBITZ_WEB_URL`:
    /// `None` when neither is set; an error naming what is wrong when only
    /// one is, or either does not read.
    pub fn from_env() -> Result<Option<WebConfig>, String> {
        let read = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        WebConfig::from_values(
            read("KIBITZ_WEB_LISTEN").as_deref(),
            read("KIBITZ_WEB_URL").as_deref(),
        )
    }

    /// The configuration from the two values, as [`WebConfig::from_env`].
    pub fn from_values(
        listen: Option<&str>,
        url: Option<&str>,
    ) -> Result<Option<WebConfig>, String> {
        match (listen, url) {
            (None, None) => Ok(None),
            (Some(_), None) | (None, Some(_)) => Err(
                "KIBITZ_WEB_LISTEN and KIBITZ_WEB_URL go together: set both to serve the game pages, or neither"
                    .to_owned(),
            ),
            (Some(listen), Some(url)) => {
                let listen = listen.trim().parse::<SocketAddr>().map_err(|_| {
                    format!("KIBITZ_WEB_LISTEN must be an address such as 0.0.0.0:8080, not {listen:?}")
                })?;
                let url = url.trim().trim_end_matches('/');
                let fits = (url.starts_with("https://") || url.starts_with("http://"))
                    && url.len() > "https://".len()
                    && url.chars().all(|c| c.is_ascii_graphic());
                if !fits {
                    return Err(format!(
                        "KIBITZ_WEB_URL must be the pages' public http(s) address, not {url:?}"
                    ));
                }
                Ok(Some(WebConfig {
                    listen,
                    public_url: url.to_owned(),
                }))
            }
        }
    }
}

/// What the pages need: the service, the notifier that posts what a
/// player does on a page in the game's chat, and the Telegram bot's token
/// that Mini App data is checked with (when the process knows it).
#[derive(Clone)]
pub struct Pages {
    service: Service,
    notifier: Arc<dyn Notifier>,
    telegram_token: Option<Arc<str>>,
    followed: Arc<follow::Followed>,
    replays: Arc<replays::Replays>,
}

impl Pages {
    /// Pages over `service`, posting in chats through `notifier`.
    pub fn new(service: Service, notifier: Arc<dyn Notifier>) -> Pages {
        Pages {
            service,
            notifier,
            telegram_token: None,
            followed: Arc::default(),
            replays: Arc::default(),
        }
    }

    /// The same pages, taking Telegram Mini App data signed for the bot
    /// whose token is `token`.
    pub fn with_telegram_token(mut self, token: &str) -> Pages {
        self.telegram_token = Some(Arc::from(token));
        self
    }
}

/// The routes of the pages.
pub fn router(pages: Pages) -> Router {
    Router::new()
        .route("/game/{id}", get(game_page))
        .route("/game/{id}/board.png", get(board_png))
        .route("/game/{id}/board", get(play::board))
        .route("/game/{id}/seat", post(play::seat))
        .route("/game/{id}/act", post(play::act))
        .route("/game/{id}/pgn", get(record))
        .route("/game/{id}/gif", get(replay))
        .route("/game/{id}/events", get(follow::events))
        .route("/app", get(app::home))
        .route("/app/games", post(app::games))
        .route("/assets/{name}", get(assets::asset))
        .fallback(not_found)
        .layer(axum::extract::DefaultBodyLimit::max(MAX_ACTION_BYTES))
        .layer(axum::middleware::map_response(with_safety_headers))
        .with_state(pages)
}

/// Serves the pages until `shutdown` completes.
pub async fn serve(
    pages: Pages,
    config: &WebConfig,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {} for the game pages: {e}", config.listen))?;
    tracing::info!(address = %config.listen, url = %config.public_url, "serving the game pages");
    axum::serve(listener, router(pages))
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|e| format!("the game pages stopped: {e}"))
}

/// The headers every answer carries: nothing from elsewhere runs or loads
/// in a page (the pieces are pictures inside the style sheet, `data:`),
/// which no other site may read (no CORS header) and only Telegram may
/// frame.
async fn with_safety_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; img-src 'self' data:; script-src 'self'; style-src 'self'; \
             connect-src 'self'; base-uri 'none'; form-action 'none'; \
             frame-ancestors 'self' https://web.telegram.org",
        ),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// A game's number from a path, if it is one.
pub(super) fn game_id(text: &str) -> Option<i64> {
    if text.is_empty() || text.len() > MOST_DIGITS || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<i64>().ok().filter(|id| *id > 0)
}

/// The page for an unknown game or address.
pub(super) async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, page::html(page::not_found())).into_response()
}

/// An error reading the store: logged, and a plain 500.
pub(super) fn trouble(error: &str) -> Response {
    tracing::error!(%error, "a game page could not be read");
    (
        StatusCode::INTERNAL_SERVER_ERROR,
        "The game could not be read; try again.",
    )
        .into_response()
}

async fn game_page(State(pages): State<Pages>, Path(id): Path<String>) -> Response {
    let Some(id) = game_id(&id) else {
        return not_found().await;
    };
    match pages.service.game_view(id).await {
        Ok(Some(view)) => page::html(page::game(&view)).into_response(),
        Ok(None) => not_found().await,
        Err(error) => trouble(&error),
    }
}

/// A file answer: its type, and whether to download it under a name.
fn file(bytes: Vec<u8>, mime: &'static str, download: Option<String>) -> Response {
    let mut response = (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(mime)),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ],
        bytes,
    )
        .into_response();
    if let Some(name) = download
        && let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
    {
        response
            .headers_mut()
            .insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// The query of a board's picture: `ply` (the position after that many
/// moves; the page's replay) and `v` (the version, which only keeps a
/// browser from showing an old picture).
#[derive(Debug, Default)]
struct BoardQuery {
    ply: Option<usize>,
}

impl BoardQuery {
    /// Reads the query; `None` when `ply` is there but not a number.
    fn read(query: Option<&str>) -> Option<BoardQuery> {
        let mut read = BoardQuery::default();
        for (name, value) in url::form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
            if name == "ply" {
                if value.is_empty() || value.len() > 6 || !value.bytes().all(|b| b.is_ascii_digit())
                {
                    return None;
                }
                read.ply = Some(value.parse().ok()?);
            }
        }
        Some(read)
    }
}

/// A game's number and the move to show, from a board's path and query.
pub(super) fn game_and_ply(id: &str, uri: &axum::http::Uri) -> Option<(i64, Option<usize>)> {
    Some((game_id(id)?, BoardQuery::read(uri.query())?.ply))
}

async fn board_png(
    State(pages): State<Pages>,
    Path(id): Path<String>,
    uri: axum::http::Uri,
) -> Response {
    let Some((id, ply)) = game_and_ply(&id, &uri) else {
        return not_found().await;
    };
    match pages.service.game_png(id, ply).await {
        Ok(Some(png)) => file(png, "image/png", None),
        Ok(None) => not_found().await,
        Err(error) => trouble(&error),
    }
}

async fn record(State(pages): State<Pages>, Path(id): Path<String>) -> Response {
    let Some(id) = game_id(&id) else {
        return not_found().await;
    };
    match pages.service.game_pgn(id).await {
        Ok(Some(pgn)) => file(
            pgn,
            "application/x-chess-pgn",
            Some(format!("kibitz-{id}.pgn")),
        ),
        Ok(None) => not_found().await,
        Err(error) => trouble(&error),
    }
}

async fn replay(State(pages): State<Pages>, Path(id): Path<String>) -> Response {
    let Some(id) = game_id(&id) else {
        return not_found().await;
    };
    match pages.replays.replay(&pages.service, id).await {
        Ok(Some(gif)) => file(
            gif.as_ref().clone(),
            "image/gif",
            Some(format!("kibitz-{id}.gif")),
        ),
        Ok(None) => not_found().await,
        Err(error) => trouble(&error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_number_is_digits_that_fit_a_store_id() {
        assert_eq!(game_id("12"), Some(12));
        for bad in ["", "0", "-1", "1e3", "12a", "99999999999999999999", "１２"] {
            assert_eq!(game_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn both_settings_are_needed_and_each_must_read() {
        assert_eq!(WebConfig::from_values(None, None), Ok(None));
        assert!(WebConfig::from_values(Some("127.0.0.1:8080"), None).is_err());
        assert!(WebConfig::from_values(None, Some("https://chess.example")).is_err());
        assert!(WebConfig::from_values(Some("localhost"), Some("https://chess.example")).is_err());
        assert!(WebConfig::from_values(Some("127.0.0.1:8080"), Some("chess.example")).is_err());
        assert_eq!(
            WebConfig::from_values(Some("127.0.0.1:8080"), Some("https://chess.example/")),
            Ok(Some(WebConfig {
                listen: "127.0.0.1:8080".parse().expect("an address"),
                public_url: "https://chess.example".to_owned(),
            }))
        );
    }
}
