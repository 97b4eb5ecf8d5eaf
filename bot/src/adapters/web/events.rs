//! The pages' event streams: `GET /game/<id>/events` and `GET
//! /puzzle/<round>/events` send `changed` with the page's version whenever
//! what it shows changes (see [`super::follow`] for how it is watched).

use std::convert::Infallible;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::{Stream, StreamExt};
use tokio::sync::watch;

use super::error::WebError;
use super::extract::{GameNumber, RoundNumber};
use super::follow::Watched;
use super::shared::Pages;

/// `GET /game/<id>/events`.
pub(super) async fn events(
    State(pages): State<Pages>,
    GameNumber(id): GameNumber,
) -> Result<Response, WebError> {
    follow(&pages, Watched::Game(id)).await
}

/// `GET /puzzle/<round>/events`.
pub(super) async fn puzzle_events(
    State(pages): State<Pages>,
    RoundNumber(round): RoundNumber,
) -> Result<Response, WebError> {
    follow(&pages, Watched::PuzzleRound(round)).await
}

/// The event stream of `id`'s changes.
async fn follow(pages: &Pages, id: Watched) -> Result<Response, WebError> {
    let first = id.version(&pages.service).await?;
    let receiver = pages.followed.follow(&pages.service, id, first);
    let stopping = pages.stopping.clone().cancelled_owned();
    Ok(Sse::new(changes(receiver).take_until(stopping))
        .keep_alive(KeepAlive::default())
        .into_response())
}

/// The changes a receiver sees; ends when the game is gone.
fn changes(
    receiver: watch::Receiver<Option<i64>>,
) -> impl Stream<Item = Result<Event, Infallible>> {
    futures_util::stream::unfold(receiver, |mut receiver| async move {
        receiver.changed().await.ok()?;
        let version = (*receiver.borrow_and_update())?;
        let event = Event::default().event("changed").data(version.to_string());
        Some((Ok(event), receiver))
    })
}
