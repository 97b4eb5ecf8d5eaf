//! A puzzle round's page: `GET /puzzle/<round>` (the page), `/board` (the
//! position with its marks, for anyone), `/board.png` (its picture, for a
//! reader without scripts), `POST /seat` (the same, with the moves of the
//! solver who proves who they are) and `POST /act` (`{"auth": ...,
//! "move": "e2e4", "progress": 2}`: a move, judged as `solve e2e4 round:N
//! ply:2` typed in the round's chat, and told there).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use serde_json::Value;

use super::error::WebError;
use super::extract::{JsonBody, RoundNumber};
use super::identity::identify;
use super::page;
use super::play::{Asking, page_text};
use super::reader::{self, Reader};
use super::shapes::{Board, PuzzleSeatShape, PuzzleSeated, Said};
use super::shared::{Pages, file};
use crate::chat::{NoticeKind, ReplyKind};
use crate::games::publish::Asked;
use crate::puzzles::page_view::PuzzleProof;
use crate::service::LinkSubject;

/// How `auth` proves its solver: Telegram's data when it holds some (as
/// [`identify`] reads it first), else a link.
fn proof_of(auth: &Value) -> PuzzleProof {
    if auth.get("telegram").is_some() {
        PuzzleProof::MiniApp
    } else {
        PuzzleProof::Link
    }
}

/// `GET /puzzle/<round>`.
pub(super) async fn puzzle_page(
    State(pages): State<Pages>,
    RoundNumber(round): RoundNumber,
    reader: Reader,
) -> Result<Response, WebError> {
    let view = pages
        .service
        .puzzles()
        .puzzle_view(round, reader.language)
        .await?;
    Ok(reader::answer(page::puzzle(&view, reader.language), reader))
}

/// `GET /puzzle/<round>/board`: the board for anyone.
pub(super) async fn board(
    State(pages): State<Pages>,
    RoundNumber(round): RoundNumber,
) -> Result<Json<Value>, WebError> {
    let (board, _) = pages.service.puzzles().puzzle_board(round, None).await?;
    Ok(Json(
        serde_json::to_value(Board::from(&board)).unwrap_or(Value::Null),
    ))
}

/// `GET /puzzle/<round>/board.png`.
pub(super) async fn board_png(
    State(pages): State<Pages>,
    RoundNumber(round): RoundNumber,
    reader: Reader,
) -> Result<Response, WebError> {
    let png = pages
        .service
        .puzzles()
        .puzzle_png(round, reader.language)
        .await?;
    Ok(file(png, "image/png", None))
}

/// `POST /puzzle/<round>/seat` with `{"auth": ...}`: the board, and the
/// moves the identified solver may answer with.
pub(super) async fn seat(
    State(pages): State<Pages>,
    RoundNumber(round): RoundNumber,
    JsonBody(asking): JsonBody<Asking>,
) -> Result<Json<Value>, WebError> {
    let actor = identify(&pages, &asking.auth, LinkSubject::PuzzleRound(round)).await?;
    let (board, seat) = pages
        .service
        .puzzles()
        .puzzle_board(round, Some((&actor, proof_of(&asking.auth))))
        .await?;
    let language = pages.service.pages().reader_language(&actor).await?;
    let seated = PuzzleSeated {
        board: Board::from(&board),
        seat: seat.as_ref().map(PuzzleSeatShape::from),
        language: language.code(),
        name: &actor.name,
    };
    Ok(Json(serde_json::to_value(&seated).unwrap_or(Value::Null)))
}

/// A move sent from a puzzle's page.
#[derive(Deserialize)]
pub(super) struct Answering {
    #[serde(default)]
    auth: Value,
    #[serde(rename = "move")]
    mv: Option<String>,
    progress: Option<u32>,
}

/// `POST /puzzle/<round>/act`: 200 with the reply's text when the move
/// was judged (right or wrong; told in the round's chat), 409 when it is
/// refused (illegal, the round moved on or is over; nothing changed), 400
/// for a body without a move or the position shown, 401 for an unknown
/// identity, 403 for Mini App data on a puzzle put to a group.
pub(super) async fn act(
    State(pages): State<Pages>,
    RoundNumber(round): RoundNumber,
    JsonBody(answering): JsonBody<Answering>,
) -> Result<Json<Said>, WebError> {
    let (Some(mv), Some(progress)) = (answering.mv, answering.progress) else {
        return Err(WebError::bad(
            "the request needs `move` (such as `e2e4`) and `progress` (the solution's moves the page showed)",
        ));
    };
    let actor = identify(&pages, &answering.auth, LinkSubject::PuzzleRound(round)).await?;
    let acted = pages
        .service
        .act_on_puzzle_page(round, (&actor, proof_of(&answering.auth)), &mv, progress)
        .await?;
    let said = page_text(&acted.reply.text);
    if acted.reply.kind == ReplyKind::Refused {
        return Err(WebError::Refused(StatusCode::CONFLICT, said));
    }
    // Judged and stored: the round's chat is told, as if it had been typed
    // there.
    let told = pages
        .service
        .publish(
            acted.reply,
            &acted.place,
            pages.outbox.as_ref(),
            Asked::Unasked {
                kind: NoticeKind::PuzzleMove,
                game_id: None,
            },
        )
        .await;
    if let Err(error) = told {
        tracing::warn!(%error, round, "a puzzle move made on its page could not be told in its chat");
    }
    Ok(Json(Said { text: said }))
}
