//! The record of each update, which makes its handling happen exactly
//! once: recorded before its platform is told it arrived
//! ([`Service::receive`]), handled with its [`Delivery`] passed to every
//! write that makes its effect (which marks it handled in the same
//! transaction), and marked handled after its answer when no write did
//! ([`Service::finish`]); the updates left waiting claimed again, the old
//! records pruned.

use std::time::Duration;

use chrono::TimeDelta;

use crate::model::Platform;
use crate::service::Service;
use crate::service::intake::outcome::{Panicked, Unrecorded, isolated};
use crate::store::{Delivery, Receipt, StoreError};
use crate::telemetry;

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
