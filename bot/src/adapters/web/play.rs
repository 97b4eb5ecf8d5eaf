//! The board component's data and a player's actions: `GET
//! /game/<id>/board` (the position with its marks, for anyone), `POST
//! /game/<id>/seat` (the same, with the legal moves of the player who
//! proves who they are) and `POST /game/<id>/act` (a request in the command
//! language: `move e2e4 #12 ply:3`). An action is judged by the service as
//! the same command typed in the game's chat, and what it changed is
//! published there.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::Value;

use super::error::WebError;
use super::extract::{GameNumber, JsonBody, Shown};
use super::identity::identify;
use super::shapes::{Board, Said, SeatShape, Seated};
use super::shared::Pages;
use crate::chat::{NoticeKind, ReplyKind, plain_name, write_link_mentions};
use crate::command::Request;
use crate::service::LinkSubject;
use crate::service::commands::COMMANDS;

/// The largest body an action may have, in bytes.
pub const MAX_ACTION_BYTES: usize = 8 * 1024;

/// `GET /game/<id>/board?ply=K`: the board for anyone.
pub(super) async fn board(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
    Shown(ply): Shown,
) -> Result<Json<Value>, WebError> {
    let (board, _) = pages.service.pages().page_board(id, ply, None).await?;
    Ok(Json(json(&Board::from(&board))))
}

/// A value as JSON.
fn json(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Who asks: `{"auth": {"telegram": initData}}` or `{"auth": {"link":
/// token}}`.
#[derive(Deserialize)]
pub(super) struct Asking {
    /// The proof of who asks, as the page holds it.
    #[serde(default)]
    pub auth: Value,
}

/// `POST /game/<id>/seat` with `{"auth": ...}`: the board, and what the
/// identified player may do.
pub(super) async fn seat(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
    JsonBody(asking): JsonBody<Asking>,
) -> Result<Json<Value>, WebError> {
    let actor = identify(&pages, &asking.auth, LinkSubject::Game(id)).await?;
    let (board, seat) = pages
        .service
        .pages()
        .page_board(id, None, Some(&actor))
        .await?;
    let language = pages.service.pages().reader_language(&actor).await?;
    Ok(Json(json(&Seated {
        board: Board::from(&board),
        seat: seat.as_ref().map(SeatShape::from),
        name: &actor.name,
        language: language.code(),
    })))
}

/// An action: who asks, and the request.
#[derive(Deserialize)]
pub(super) struct Acting {
    #[serde(default)]
    auth: Value,
    request: Option<String>,
}

/// A reply's text for a page: link mentions written as names.
pub(super) fn page_text(text: &str) -> String {
    let plain = write_link_mentions(
        text,
        |out, _id, name| out.push_str(name),
        |out, rest| out.push_str(rest),
    );
    plain_name(&plain)
}

/// `POST /game/<id>/act` with `{"auth": ..., "request": "move e2e4 #12
/// ply:3"}`: 200 with the reply's text when done (and published in the
/// game's chat), 409 when refused (nothing changed), 400 for a request
/// that does not read or that a page may not send, 401 for an unknown
/// identity, 403 for a user who does not play this game.
pub(super) async fn act(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
    JsonBody(acting): JsonBody<Acting>,
) -> Result<Json<Said>, WebError> {
    let text = acting.request.ok_or_else(|| {
        WebError::bad("the request needs `request`: a command such as `move e2e4 #1 ply:0`")
    })?;
    let actor = identify(&pages, &acting.auth, LinkSubject::Game(id)).await?;
    let request: Request = COMMANDS
        .parse(&text)
        .map_err(|error: crate::command::CommandError| WebError::bad(error.to_string()))?;
    let acted = pages.service.act_on_page(id, &actor, request).await?;
    let said = page_text(&acted.reply.text);
    if acted.reply.kind != ReplyKind::Done {
        return Err(WebError::Refused(StatusCode::CONFLICT, said));
    }
    // Committed: the game's chat is told, as if it had been typed there
    // (or, where the chat refuses it for good, its players privately).
    if let Err(error) = pages
        .service
        .announce(
            NoticeKind::Update,
            id,
            (acted.reply, &acted.place),
            pages.outbox.as_ref(),
            &acted.players,
        )
        .await
    {
        tracing::warn!(%error, game = id.get(), "a move made on the page could not be posted in its chat");
    }
    Ok(Json(Said { text: said }))
}
