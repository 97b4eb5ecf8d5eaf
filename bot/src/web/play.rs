//! The board component's data and a player's actions: `GET
//! /game/<id>/board` (the position with its marks, for anyone), `POST
//! /game/<id>/seat` (the same, with the legal moves of the player who
//! proves who they are) and `POST /game/<id>/act` (a move, a draw offer, a
//! resignation). An action is judged by the service as the same command
//! typed in the game's chat, and what it changed is posted there.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::identity::{Unknown, identify};
use super::{Pages, game_and_ply, game_id, not_found, trouble};
use crate::chat::{Notice, NoticeKind, Recipient, ReplyKind, plain_name, write_link_mentions};
use crate::service::{Acted, BoardState, PageAction, Seat};

/// The largest body an action may have, in bytes.
pub const MAX_ACTION_BYTES: usize = 8 * 1024;

/// A JSON answer with a status.
fn answer(status: StatusCode, body: Value) -> Response {
    (status, axum::Json(body)).into_response()
}

/// A refusal the page shows: `{"error": text}`.
pub(super) fn refusal(status: StatusCode, text: impl Into<String>) -> Response {
    answer(status, json!({ "error": text.into() }))
}

/// The JSON of a board.
fn board_json(board: &BoardState) -> Value {
    let color = |c: kibitz_rules::Color| if c.is_white() { "white" } else { "black" };
    json!({
        "version": board.version,
        "plies": board.plies,
        "shown": board.shown,
        "placement": board.placement,
        "turn": color(board.turn),
        "lastMove": board.last_move.as_ref().map(|(a, b)| [a, b]),
        "check": board.check,
        "swap": board.swap.as_ref().map(|(a, b)| [a, b]),
        "ball": board.ball,
        "goals": { "white": board.goals[0], "black": board.goals[1] },
        "pockets": board.pockets.as_ref().map(|[w, b]| json!({ "white": w, "black": b })),
        "over": board.over,
    })
}

/// The JSON of a player's seat.
fn seat_json(seat: &Seat) -> Value {
    json!({
        "color": if seat.color.is_white() { "white" } else { "black" },
        "legal": seat.legal,
        "drawOffered": seat.draw_offered,
    })
}

/// `GET /game/<id>/board?ply=K`: the board for anyone.
pub(super) async fn board(
    State(pages): State<Pages>,
    Path(id): Path<String>,
    uri: axum::http::Uri,
) -> Response {
    let Some((id, ply)) = game_and_ply(&id, &uri) else {
        return not_found().await;
    };
    match pages.service.page_board(id, ply, None).await {
        Ok(Some((board, _))) => answer(StatusCode::OK, board_json(&board)),
        Ok(None) => not_found().await,
        Err(error) => trouble(&error),
    }
}

/// A JSON object from a request's body, or the status and words of the
/// refusal to send.
pub(super) fn read_body(body: &[u8]) -> Result<Value, (StatusCode, &'static str)> {
    if body.len() > MAX_ACTION_BYTES {
        return Err((StatusCode::PAYLOAD_TOO_LARGE, "too much data"));
    }
    serde_json::from_slice::<Value>(body)
        .ok()
        .filter(Value::is_object)
        .ok_or((StatusCode::BAD_REQUEST, "the request is not a JSON object"))
}

/// The game of a request's path, its JSON body, and the user its `auth`
/// proves; or the answer refusing it (404, 400, 413 or 401).
async fn identified(
    pages: &Pages,
    id: &str,
    body: &[u8],
) -> Result<(i64, Value, crate::chat::Actor), Box<Response>> {
    let Some(id) = game_id(id) else {
        return Err(Box::new(not_found().await));
    };
    let body = read_body(body).map_err(|(status, why)| Box::new(refusal(status, why)))?;
    match identify(pages, &body["auth"], id).await {
        Ok(actor) => Ok((id, body, actor)),
        Err(Unknown(why)) => Err(Box::new(refusal(StatusCode::UNAUTHORIZED, why))),
    }
}

/// `POST /game/<id>/seat` with `{"auth": ...}`: the board, and what the
/// identified player may do.
pub(super) async fn seat(
    State(pages): State<Pages>,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let (id, _, actor) = match identified(&pages, &id, &body).await {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    match pages.service.page_board(id, None, Some(&actor)).await {
        Ok(Some((board, seat))) => answer(
            StatusCode::OK,
            json!({
                "board": board_json(&board),
                "seat": seat.as_ref().map(seat_json),
                "name": actor.name,
            }),
        ),
        Ok(None) => not_found().await,
        Err(error) => trouble(&error),
    }
}

/// A reply's text for a page: link mentions written as names.
fn page_text(text: &str) -> String {
    let plain = write_link_mentions(
        text,
        |out, _id, name| out.push_str(name),
        |out, rest| out.push_str(rest),
    );
    plain_name(&plain)
}

/// `POST /game/<id>/act` with `{"auth": ..., "do": "move"|"draw"|
/// "decline-draw"|"resign", "uci": "e2e4", "ply": N}`: 200 with the
/// reply's text when done (and posted in the game's chat), 409 when
/// refused (nothing changed), 401 for an unknown identity, 403 for a
/// user who does not play this game.
pub(super) async fn act(
    State(pages): State<Pages>,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let (id, body, actor) = match identified(&pages, &id, &body).await {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    let action = PageAction::read(
        body["do"].as_str().unwrap_or_default(),
        body.get("uci").and_then(Value::as_str),
    );
    let ply = body["ply"].as_u64().and_then(|ply| u32::try_from(ply).ok());
    let (Some(action), Some(ply)) = (action, ply) else {
        return refusal(
            StatusCode::BAD_REQUEST,
            "the request needs `do` (move, draw, decline-draw or resign), `uci` for a move and `ply`",
        );
    };
    let (reply, place) = match pages.service.act_on_page(id, &actor, &action, ply).await {
        Ok(Acted::Handled(reply, place)) => (*reply, place),
        Ok(Acted::NoGame) => return not_found().await,
        Ok(Acted::NotAPlayer) => {
            return refusal(StatusCode::FORBIDDEN, "you do not play in this game");
        }
        Err(error) => return trouble(&error),
    };
    // Without the line that links to this very page.
    let here = format!("/game/{id}");
    let text = page_text(&reply.text)
        .lines()
        .filter(|line| !line.contains(&here))
        .collect::<Vec<_>>()
        .join("\n");
    if reply.kind != ReplyKind::Done {
        return refusal(StatusCode::CONFLICT, text);
    }
    // Committed: the game's chat is told, as if it had been typed there.
    let notice = Notice {
        kind: NoticeKind::Update,
        game_id: Some(id),
        to: Recipient::Channel(place.clone()),
        reply,
    };
    match pages.notifier.post(&notice).await {
        Ok(posted) => {
            if let (Some(game), Some(message)) = (notice.reply.live_board(), posted)
                && let Some(previous) = pages.service.board_posted(&place, game, &message).await
            {
                pages.notifier.take_buttons_off(&place, &previous).await;
            }
        }
        Err(error) => {
            tracing::warn!(%error, game = id, "a move made on the page could not be posted in its chat");
        }
    }
    answer(StatusCode::OK, json!({ "text": text }))
}
