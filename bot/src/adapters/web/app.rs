//! The Mini App's home, `/app`: the address BotFather's `/newapp` (or the
//! bot's menu button) opens in Telegram. Opened from a direct link with a
//! game (`t.me/<bot>/<app>?startapp=12`) it goes straight to that game's
//! page, with a puzzle round (`?startapp=puzzle-17`) to that puzzle's page;
//! otherwise it lists the user's games, those waiting for their move
//! first. Telegram's signed data proves who they are, as on a game's page.

use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::Pages;
use super::error::WebError;
use super::extract::JsonBody;
use super::identity::mini_app_user;
use super::page;
use super::play::Asking;
use super::shapes::{OwnGameShape, OwnGames};

/// `GET /app`.
pub(super) async fn home() -> Response {
    page::html(page::app()).into_response()
}

/// `POST /app/games` with `{"auth": {"telegram": initData}}`: the user's
/// active games.
pub(super) async fn games(
    State(pages): State<Pages>,
    JsonBody(asking): JsonBody<Asking>,
) -> Result<Json<Value>, WebError> {
    let actor = mini_app_user(&pages, &asking.auth)?;
    let games = pages.service.own_games(&actor).await?;
    let listed = OwnGames {
        name: &actor.name,
        games: games.iter().map(OwnGameShape::from).collect(),
    };
    Ok(Json(serde_json::to_value(&listed).unwrap_or(Value::Null)))
}
