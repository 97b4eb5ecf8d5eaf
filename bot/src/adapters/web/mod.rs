//! The game's web page, served by the `kibitz` binary itself beside
//! whatever else the process serves: `/game/<id>` shows a game to anyone
//! (board, players, status, a text move list and position, the record and
//! the replay to download) and follows it live through server-sent events
//! fed by the store, so a move made through any process appears;
//! `/puzzle/<round>` does the same for a puzzle put to a chat, where its
//! solvers answer by tapping; `/tournament/<id>` shows a tournament's
//! table and rounds, each board leading to its game's page.
//!
//! Set up with `KIBITZ_WEB_LISTEN` (the address to listen on) and
//! `KIBITZ_WEB_URL` (the public address the chats link to).

mod app;
mod assets;
mod caching;
mod connections;
mod error;
mod events;
mod extract;
mod files;
mod follow;
mod identity;
mod new_game;
mod page;
mod play;
mod policy;
mod puzzle;
mod reader;
mod replays;
mod shapes;
mod shared;
pub mod telegram_auth;

use std::net::SocketAddr;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::Response;
use axum::routing::{get, post};

use error::WebError;
use extract::{GameNumber, Shown, TournamentNumber};
pub use identity::MINI_APP_DATA_AGE;
pub use play::MAX_ACTION_BYTES;
use reader::Reader;
pub use shared::Pages;
use shared::file;

/// Where the pages are served and linked from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebConfig {
    /// The address to listen on.
    pub listen: SocketAddr,
    /// The public address, without a trailing `/` (`https://chess.example`).
    pub public_url: String,
}

impl WebConfig {
    /// The configuration from the two values (`KIBITZ_WEB_LISTEN` and
    /// `KIBITZ_WEB_URL`): `None` when neither is given; an error naming
    /// what is wrong when only one is, or either does not read.
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

/// The routes of the pages.
pub fn router(pages: Pages) -> Router {
    let ops = crate::adapters::ops::routes(pages.service.clone());
    Router::new()
        .route("/game/{id}", get(game_page))
        .route("/game/{id}/board.png", get(board_png))
        .route("/game/{id}/board", get(play::board))
        .route("/game/{id}/seat", post(play::seat))
        .route("/game/{id}/act", post(play::act))
        .route("/game/{id}/pgn", get(record))
        .route("/game/{id}/gif", get(replay))
        .route("/game/{id}/analysis.png", get(analysis_graph))
        .route("/game/{id}/events", get(events::events))
        .route("/puzzle/{id}", get(puzzle::puzzle_page))
        .route("/puzzle/{id}/board", get(puzzle::board))
        .route("/puzzle/{id}/board.png", get(puzzle::board_png))
        .route("/puzzle/{id}/seat", post(puzzle::seat))
        .route("/puzzle/{id}/act", post(puzzle::act))
        .route("/puzzle/{id}/events", get(events::puzzle_events))
        .route("/tournament/{id}", get(tournament_page))
        .route("/tournament/{id}/standings.png", get(tournament_standings))
        .route("/privacy", get(policy::privacy_page))
        .route("/terms", get(policy::terms_page))
        .route("/app", get(app::home))
        .route("/app/games", post(app::games))
        .route("/app/play", post(app::play))
        .route("/app/challenge", post(app::challenge))
        .route("/assets/{name}", get(assets::asset))
        .route("/favicon.ico", get(assets::icon))
        .fallback(not_found)
        .layer(axum::extract::DefaultBodyLimit::max(MAX_ACTION_BYTES))
        .layer(axum::middleware::map_response(with_safety_headers))
        .layer(axum::middleware::from_fn(caching::validated))
        // Brotli or gzip as the browser accepts; never the event streams
        // (they would wait for a block to fill) nor pictures.
        .layer(tower_http::compression::CompressionLayer::new())
        .with_state(pages)
        .merge(ops)
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
    let caps = connections::Caps::of_this_process();
    tracing::info!(
        address = %config.listen,
        url = %config.public_url,
        connections = caps.total,
        per_address = caps.per_address,
        "serving the game pages"
    );
    // On shutdown the event streams end too: the connections of the pages
    // that follow a game would otherwise keep the process from ending.
    let stopping = pages.stopping.clone();
    axum::serve(
        connections::CappedListener::new(listener, caps),
        router(pages),
    )
    .with_graceful_shutdown(async move {
        shutdown.await;
        stopping.cancel();
    })
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

/// The page for an unknown address.
async fn not_found() -> WebError {
    WebError::NotFound
}

async fn game_page(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
    reader: Reader,
) -> Result<Response, WebError> {
    let view = pages.service.pages().game_view(id, reader.language).await?;
    // The board as its script draws it comes with the page, so that it is
    // drawn without asking for it first.
    let board = serde_json::to_string(&shapes::Board::from(&view.board)).unwrap_or_default();
    Ok(reader::answer(
        page::game(&view, reader.language, &board),
        reader,
    ))
}

async fn tournament_page(
    State(pages): State<Pages>,
    TournamentNumber(id): TournamentNumber,
    reader: Reader,
) -> Result<Response, WebError> {
    let view = pages
        .service
        .tournaments()
        .tournament_view(id, reader.language)
        .await?;
    Ok(reader::answer(
        page::tournament(&view, reader.language),
        reader,
    ))
}

async fn tournament_standings(
    State(pages): State<Pages>,
    TournamentNumber(id): TournamentNumber,
    reader: Reader,
) -> Result<Response, WebError> {
    let png = pages
        .service
        .tournaments()
        .tournament_standings_png(id, reader.language)
        .await?;
    Ok(file(png, "image/png", None))
}

async fn board_png(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
    Shown(ply): Shown,
    reader: Reader,
) -> Result<Response, WebError> {
    let png = pages
        .service
        .pages()
        .game_png(id, ply, reader.language)
        .await?;
    Ok(file(png, "image/png", None))
}

async fn record(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
) -> Result<Response, WebError> {
    let pgn = pages.service.pages().game_pgn(id).await?;
    let name = format!("kibitz-{}.pgn", id.get());
    Ok(file(pgn, "application/x-chess-pgn", Some(name)))
}

async fn analysis_graph(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
) -> Result<Response, WebError> {
    let png = pages.service.analyses().analysis_png(id).await?;
    Ok(file(png, "image/png", None))
}

async fn replay(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
) -> Result<Response, WebError> {
    let gif = pages.replays.replay(&pages.service, id).await?;
    let name = format!("kibitz-{}.gif", id.get());
    Ok(file(gif.as_ref().clone(), "image/gif", Some(name)))
}

#[cfg(test)]
mod tests {
    use super::*;

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
