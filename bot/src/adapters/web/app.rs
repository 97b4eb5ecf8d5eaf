//! The Mini App's home, `/app`: the address BotFather's `/newapp` (or the
//! bot's menu button) opens in Telegram. Opened from a direct link with a
//! game (`t.me/<bot>/<app>?startapp=12`) it goes straight to that game's
//! page, with a puzzle round (`?startapp=puzzle-17`) to that puzzle's page;
//! otherwise it lists the user's games, those waiting for their move
//! first, and starts a game against the bot (played in their private chat
//! with the bot and on its page). Telegram's signed data proves who they
//! are, as on a game's page.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

use super::error::WebError;
use super::extract::JsonBody;
use super::identity::mini_app_user;
use super::page;
use super::play::{Asking, page_text};
use super::reader::{self, Reader};
use super::shapes::{OpponentShape, OwnGameShape, OwnGames};
use super::shared::Pages;
use crate::chat::ReplyKind;
use crate::command::Request;
use crate::games::publish::Asked;
use crate::model::PlayerId;
use crate::service::commands::COMMANDS;

/// `GET /app`.
pub(super) async fn home(reader: Reader) -> Response {
    reader::answer(page::app(reader.language), reader)
}

/// `POST /app/games` with `{"auth": {"telegram": initData}}`: the user's
/// active games, the language they read, and whom they may challenge.
pub(super) async fn games(
    State(pages): State<Pages>,
    JsonBody(asking): JsonBody<Asking>,
) -> Result<Json<Value>, WebError> {
    let actor = mini_app_user(&pages, &asking.auth)?;
    let games = pages.service.pages().own_games(&actor).await?;
    let opponents = pages.service.pages().app_opponents(&actor).await?;
    let language = pages.service.pages().reader_language(&actor).await?;
    let listed = OwnGames {
        name: &actor.name,
        language: language.code(),
        games: games.iter().map(OwnGameShape::from).collect(),
        opponents: opponents
            .iter()
            .map(|(o, _)| OpponentShape::from(o))
            .collect(),
    };
    Ok(Json(serde_json::to_value(&listed).unwrap_or(Value::Null)))
}

/// A game asked for from the home: who asks, and the `play bot` request.
#[derive(Deserialize)]
pub(super) struct Starting {
    #[serde(default)]
    auth: Value,
    request: Option<String>,
}

/// `POST /app/play` with `{"auth": {"telegram": initData}, "request":
/// "play bot crazyhouse 5+3 level 3"}`: a game against the bot, started
/// as if typed in the user's private chat with the bot and posted there;
/// 200 with the reply and the new game's number, 409 when refused
/// (nothing changed), 400 for anything but `play bot`.
pub(super) async fn play(
    State(pages): State<Pages>,
    JsonBody(starting): JsonBody<Starting>,
) -> Result<Json<Value>, WebError> {
    let actor = mini_app_user(&pages, &starting.auth)?;
    let text = starting
        .request
        .ok_or_else(|| WebError::bad("the request needs `request`: `play bot` and its terms"))?;
    let request: Request = COMMANDS
        .parse(&text)
        .map_err(|error: crate::command::CommandError| WebError::bad(error.to_string()))?;
    let (reply, place) = pages.service.play_from_app(&actor, request).await?;
    let said = page_text(&reply.text);
    let game = reply.board.as_ref().map(|board| board.game_id.get());
    if reply.kind != ReplyKind::Done || game.is_none() {
        return Err(WebError::Refused(StatusCode::CONFLICT, said));
    }
    // Committed: the board goes to the private chat, as if typed there.
    if let Err(error) = pages
        .service
        .publish(reply, &place, pages.outbox.as_ref(), Asked::Typed)
        .await
    {
        tracing::warn!(%error, "a game started from the Mini App could not be posted in the user's chat");
    }
    Ok(Json(json!({ "text": said, "game": game })))
}

/// A challenge asked for from the home: who asks, whom (one of those the
/// home offers), and the terms as `challenge` reads them.
#[derive(Deserialize)]
pub(super) struct Challenging {
    #[serde(default)]
    auth: Value,
    opponent: Option<i64>,
    #[serde(default)]
    terms: String,
}

/// The longest terms a challenge from the home may have, in bytes.
const MOST_TERMS_BYTES: usize = 200;

/// `POST /app/challenge` with `{"auth": {"telegram": initData},
/// "opponent": 7, "terms": "crazyhouse 5+3 white"}`: the challenge, sent
/// as typed by the user in the chat of their latest game with that
/// opponent and posted there; 200 with the reply, 409 when refused
/// (nothing changed), 400 for an opponent the home does not offer or
/// terms that do not read.
pub(super) async fn challenge(
    State(pages): State<Pages>,
    JsonBody(challenging): JsonBody<Challenging>,
) -> Result<Json<Value>, WebError> {
    let actor = mini_app_user(&pages, &challenging.auth)?;
    let opponent = challenging
        .opponent
        .filter(|id| *id > 0)
        .ok_or_else(|| WebError::bad("the request needs `opponent`: whom to challenge"))?;
    if challenging.terms.len() > MOST_TERMS_BYTES {
        return Err(WebError::bad("the terms are too long"));
    }
    let (reply, place) = pages
        .service
        .challenge_from_app(&actor, PlayerId(opponent), &challenging.terms)
        .await?;
    let said = page_text(&reply.text);
    if reply.kind != ReplyKind::Done {
        return Err(WebError::Refused(StatusCode::CONFLICT, said));
    }
    // Committed: the challenge goes to the chat, as if typed there.
    if let Err(error) = pages
        .service
        .publish(reply, &place, pages.outbox.as_ref(), Asked::Typed)
        .await
    {
        tracing::warn!(%error, "a challenge made from the Mini App could not be posted in its chat");
    }
    Ok(Json(json!({ "text": said })))
}
