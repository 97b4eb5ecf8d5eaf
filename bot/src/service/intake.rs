//! Updates in, each handled exactly once: an update is recorded before the
//! service that sent it is told it arrived ([`Service::receive`]), handled
//! with its [`Delivery`] passed to every write that makes its effect (which
//! marks it handled in the same transaction), and marked handled after its
//! answer when no write did ([`Service::finish`]). What came of it is an
//! [`Outcome`]: answered, nothing to say, handled already, or waiting for
//! the store. Every adapter takes its updates through here; the time is
//! the service's clock.

use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::time::Duration;

use chrono::TimeDelta;
use futures_util::FutureExt;

use super::{Asked, Service};
use crate::chat::{Actor, Body, Message, Outbox, Place, Reply};
use crate::command::{Command, Request};
use crate::model::Platform;
use crate::service::commands::COMMANDS;
/// An update being handled (re-exported so that adapters need not reach
/// into the store).
pub use crate::store::Delivery;
/// What the store keeps of an update it has recorded (re-exported so that
/// adapters need not reach into the store).
pub use crate::store::Receipt;
use crate::store::StoreError;
use crate::telemetry;

/// What became of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Handled: the answer to publish.
    Answered(Reply),
    /// Nothing to say: chatter that is no command.
    Silent,
    /// Its update was handled already (by another process, or before a
    /// restart): its answer was given then, and none is given now.
    Replayed,
    /// The store failed before anything changed. The update may be
    /// handled again once the store is back; a platform that cannot wait
    /// answers with the reply ("try again").
    WaitsForStore(Reply),
}

impl Outcome {
    /// The reply to give now, by a platform that does not wait for the
    /// store: the answer, or "try again".
    pub fn reply(self) -> Option<Reply> {
        match self {
            Outcome::Answered(reply) | Outcome::WaitsForStore(reply) => Some(reply),
            Outcome::Silent | Outcome::Replayed => None,
        }
    }
}

/// Counts a handled message in the metrics: its outcome, its reply's kind,
/// and for a move answered, how long it took.
fn counted(platform: Platform, message: &Message, outcome: &Outcome, took: Duration) {
    let name = match outcome {
        Outcome::Answered(reply) if reply.is_refused() => "refused",
        Outcome::Answered(_) => "answered",
        Outcome::Silent => "silent",
        Outcome::Replayed => "replayed",
        Outcome::WaitsForStore(_) => "waits_for_store",
    };
    telemetry::count_update_handled(platform, name);
    let (Outcome::Answered(reply) | Outcome::WaitsForStore(reply)) = outcome else {
        return;
    };
    let kind = if reply.is_refused() {
        "refusal"
    } else if reply.board.is_some() {
        "board"
    } else if reply.is_private() {
        "private"
    } else {
        "text"
    };
    telemetry::count_reply(platform, kind);
    if kind == "board" && is_move(message) {
        telemetry::observe_move(platform, took);
    }
}

/// Whether the message is a move (typed, a command's, or bare in a chat).
fn is_move(message: &Message) -> bool {
    match &message.body {
        Body::Chatter(text) => COMMANDS.bare_move(text).is_some(),
        _ => message
            .read(&COMMANDS)
            .as_ref()
            .is_ok_and(|request| matches!(request.command, Command::Move(_))),
    }
}

/// A handling that panicked: the update gets "try again" and nothing else
/// is lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Panicked;

/// Why an update could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum Unrecorded {
    /// The store failed: nothing was recorded, and the platform may bring
    /// the update again.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Recording it panicked: the update is answered "try again" and
    /// dropped, as one whose handling panicked.
    #[error("recording the update panicked")]
    Fault,
}

/// Runs `work` so that a panic in it costs only its own result.
pub async fn isolated<T>(work: impl Future<Output = T>) -> Result<T, Panicked> {
    AssertUnwindSafe(work)
        .catch_unwind()
        .await
        .map_err(|_| Panicked)
}

/// How long after a game ended a board of it may still be owed.
const OWED_FOR: TimeDelta = TimeDelta::minutes(10);

/// How long to keep the record of a chat update: replays come within
/// minutes, and the services reuse ids only after a week.
pub(crate) const KEEP_UPDATES: TimeDelta = TimeDelta::days(2);

impl Service {
    /// Records update `update_id` of `platform`, which has just arrived
    /// (with its `body` when another process may have to handle it), and
    /// claims it for `lease`: whether this process is to handle it.
    pub async fn receive(
        &self,
        platform: Platform,
        update_id: &str,
        body: Option<&str>,
        lease: Duration,
    ) -> Result<Receipt, Unrecorded> {
        let recorded = isolated(async {
            let now = self.config.clock.now();
            let until = now + TimeDelta::from_std(lease).unwrap_or(TimeDelta::MAX);
            self.config
                .store
                .receive_update(platform, update_id, body, now, (&self.claimant, until))
                .await
        })
        .await;
        let counted = match &recorded {
            Ok(Ok(Receipt::Take)) => "taken",
            Ok(Ok(Receipt::Handled | Receipt::Claimed)) => "again",
            Ok(Err(_)) | Err(Panicked) => "unrecorded",
        };
        telemetry::count_update_received(platform, counted);
        match recorded {
            Ok(receipt) => Ok(receipt?),
            Err(Panicked) => {
                tracing::error!(%platform, update_id, "recording an update panicked");
                Err(Unrecorded::Fault)
            }
        }
    }

    /// The delivery of update `update_id` of `platform`, about to be
    /// handled: what its writes mark.
    pub fn delivery(&self, platform: Platform, update_id: &str) -> Delivery {
        Delivery::new(platform, update_id, self.config.clock.now())
    }

    /// Handles a message of `delivery`'s update (none for a message that
    /// is no platform's update, such as the console's): its outcome.
    pub async fn handle(
        &self,
        delivery: Option<&Delivery>,
        actor: &Actor,
        place: &Place,
        message: &Message,
    ) -> Outcome {
        let started = std::time::Instant::now();
        let handled = self.handle_message(delivery, actor, place, message).await;
        let outcome = if delivery.is_some_and(Delivery::replayed) {
            tracing::info!(platform = %place.platform, "an update was handled already");
            Outcome::Replayed
        } else {
            handled
        };
        counted(place.platform, message, &outcome, started.elapsed());
        outcome
    }

    /// Marks the update of `delivery` handled after its handling, if
    /// nothing did (a failure is logged: the update is then taken up again
    /// later, and any change it made refuses to be made twice).
    pub async fn finish(&self, delivery: &Delivery) {
        if delivery.marked() || delivery.replayed() {
            return;
        }
        let (platform, update_id) = (delivery.platform(), delivery.update_id());
        let marked = isolated(self.config.store.mark_delivered(delivery)).await;
        match marked {
            Ok(Ok(_)) => {}
            Ok(Err(error)) => {
                tracing::error!(platform, update_id, %error, "an update could not be marked handled");
            }
            Err(Panicked) => {
                tracing::error!(platform, update_id, "marking an update handled panicked");
            }
        }
    }

    /// Marks the update of `delivery` handled with `answer` recorded, the
    /// answer its webhook response is to carry (a repost of the update is
    /// given it again); whether it is to be given: `false` when the update
    /// was handled already elsewhere, whose answer was given then. A store
    /// that fails is logged, and the answer is given all the same (the
    /// update is taken up again later, as one never marked).
    pub async fn finish_answered(&self, delivery: &Delivery, answer: &str) -> bool {
        let (platform, update_id) = (delivery.platform(), delivery.update_id());
        match isolated(self.config.store.mark_answered(delivery, answer)).await {
            Ok(Ok(marked)) => marked,
            Ok(Err(error)) => {
                tracing::error!(platform, update_id, %error, "an update could not be marked answered");
                true
            }
            Err(Panicked) => {
                tracing::error!(platform, update_id, "marking an update answered panicked");
                true
            }
        }
    }

    /// Whether the update of `delivery` was marked handled meanwhile, by
    /// a write of its own whose answer the store never gave (it failed or
    /// froze after the commit); `None` when the store cannot say.
    pub async fn handled_meanwhile(&self, delivery: &Delivery) -> Option<bool> {
        let platform = Platform::from_name(delivery.platform())?;
        match isolated(
            self.config
                .store
                .update_handled(platform, delivery.update_id()),
        )
        .await
        {
            Ok(Ok(handled)) => Some(handled),
            Ok(Err(_)) | Err(Panicked) => None,
        }
    }

    /// The answer recorded for handled update `update_id` of `platform`
    /// (see [`Service::finish_answered`]): what a repost of it is given.
    /// `None` when it has none, or the store cannot say (logged).
    pub async fn recorded_answer(&self, platform: Platform, update_id: &str) -> Option<String> {
        match isolated(self.config.store.recorded_answer(platform, update_id)).await {
            Ok(Ok(answer)) => answer,
            Ok(Err(error)) => {
                tracing::warn!(%platform, update_id, %error, "an update's recorded answer could not be read");
                None
            }
            Err(Panicked) => None,
        }
    }

    /// Posts, through `outbox` as answers of `actor`'s update in `place`,
    /// the boards owed there: of `actor`'s games in `place` whose live
    /// board is behind their moves (see [`Store::boards_behind`]), after a
    /// process died between a move's commit and its board. For a handled
    /// update that its platform brings again because its answer was never
    /// confirmed; how many boards were posted.
    ///
    /// [`Store::boards_behind`]: crate::store::Store::boards_behind
    pub async fn post_owed_boards(
        &self,
        actor: &Actor,
        place: &Place,
        outbox: &dyn Outbox,
    ) -> usize {
        let since = self.config.clock.now() - OWED_FOR;
        let owed = isolated(async {
            let Some(player) = self.config.store.find_player(actor).await? else {
                return Ok(Vec::new());
            };
            let Some(channel) = self.config.store.find_channel(place).await? else {
                return Ok(Vec::new());
            };
            self.games
                .table()
                .boards_behind(player.id, channel, since)
                .await
        })
        .await;
        let owed = match owed {
            Ok(Ok(owed)) => owed,
            Ok(Err(error)) => {
                tracing::warn!(%error, "the boards owed could not be read");
                return 0;
            }
            Err(Panicked) => return 0,
        };
        let mut posted = 0;
        for game in owed {
            let board = Message::request(Ok(
                Request::new(crate::games::commands::BOARD.command()).about(game)
            ));
            let Outcome::Answered(reply) = self.handle(None, actor, place, &board).await else {
                continue;
            };
            tracing::info!(
                game = game.get(),
                "posting a board owed since a process stopped"
            );
            match self.games.publish(reply, place, outbox, Asked::Typed).await {
                Ok(()) => posted += 1,
                Err(error) => tracing::warn!(%error, "a board owed could not be posted"),
            }
        }
        posted
    }

    /// Claims up to `limit` updates of `platform` left waiting (their
    /// process stopped, or the store was down) for `lease`, oldest first:
    /// their ids and bodies.
    pub async fn claim_waiting(
        &self,
        platform: Platform,
        lease: Duration,
        limit: i64,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let now = self.config.clock.now();
        let until = now + TimeDelta::from_std(lease).unwrap_or(TimeDelta::MAX);
        self.config
            .store
            .claim_waiting_updates(platform, now, (&self.claimant, until), limit)
            .await
    }

    /// Forgets the records of updates older than [`KEEP_UPDATES`]; how many.
    pub(crate) async fn prune_updates(&self) -> Result<u64, StoreError> {
        self.config
            .store
            .prune_updates(self.config.clock.now() - KEEP_UPDATES)
            .await
    }
}
