//! The Mini App's home, `/app`: the address BotFather's `/newapp` (or the
//! bot's menu button) opens in Telegram. Opened from a direct link with a
//! game (`t.me/<bot>/<app>?startapp=12`) it goes straight to that game's
//! page; otherwise it lists the user's games, those waiting for their move
//! first. Telegram's signed data proves who they are, as on a game's page.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::identity::{Unknown, mini_app_user};
use super::page;
use super::play::{read_body, refusal};
use super::{Pages, trouble};

/// `GET /app`.
pub(super) async fn home() -> Response {
    page::html(page::app()).into_response()
}

/// `POST /app/games` with `{"auth": {"telegram": initData}}`: the user's
/// active games.
pub(super) async fn games(State(pages): State<Pages>, body: Bytes) -> Response {
    let body = match read_body(&body) {
        Ok(body) => body,
        Err((status, why)) => return refusal(status, why),
    };
    let actor = match mini_app_user(&pages, &body["auth"]) {
        Ok(actor) => actor,
        Err(Unknown(why)) => return refusal(StatusCode::UNAUTHORIZED, why),
    };
    match pages.service.own_games(&actor).await {
        Ok(games) => {
            let games: Vec<_> = games
                .iter()
                .map(|game| {
                    json!({
                        "id": game.id,
                        "opponent": game.opponent,
                        "variant": game.variant,
                        "myMove": game.my_move,
                    })
                })
                .collect();
            (
                StatusCode::OK,
                axum::Json(json!({ "name": actor.name, "games": games })),
            )
                .into_response()
        }
        Err(error) => trouble(&error),
    }
}
