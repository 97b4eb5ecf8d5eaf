//! The scheduler's loop: a pass over due work at start-up (so a game whose
//! deadline passed while the bot was down ends at once), then again
//! whenever a pass found a full batch, a change here owes a direct message
//! or moved a live game's flag, or the next work falls due (looked up at
//! least once a second), and at least every `every` for the digests.
//! Any number of processes may run it on one Postgres: each game's work is
//! claimed in the store, and done by one of them.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use futures_util::FutureExt;

use chrono::TimeDelta;

use crate::chat::Outbox;
use crate::service::Service;
use crate::service::schedule::pass::Pass;

/// How the scheduler runs.
#[derive(Clone, Copy, Debug)]
pub struct SchedulerConfig {
    /// The pause between passes that found less than a full batch.
    pub every: Duration,
    /// The most games one pass claims.
    pub batch: usize,
    /// How long a claim keeps other processes off a game's work.
    pub lease: TimeDelta,
}

impl Default for SchedulerConfig {
    fn default() -> SchedulerConfig {
        SchedulerConfig {
            every: Duration::from_secs(30),
            batch: 200,
            lease: TimeDelta::minutes(5),
        }
    }
}

/// How often records of old updates are dropped.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// The longest wait between looks at when the next work is due: a flag
/// that another process's move brought forward (or a game another process
/// created) is seen within it.
const WATCH: Duration = Duration::from_secs(1);

/// How long to wait before the next look: until the earliest work is due
/// (zero when it is due now), at most [`WATCH`]; [`WATCH`] when the store
/// cannot say.
async fn wait_for_due(service: &Service, outbox: &dyn Outbox) -> Duration {
    match service.next_due(outbox).await {
        Ok(Some(at)) => (at - service.now())
            .to_std()
            .unwrap_or(Duration::ZERO)
            .min(WATCH),
        Ok(None) => WATCH,
        Err(error) => {
            tracing::warn!(%error, "the next scheduled work could not be read");
            WATCH
        }
    }
}

/// Runs one pruning of `what`, logging what it dropped or why it could
/// not; a panic in it is logged and left.
async fn prune(
    what: &'static str,
    pruning: impl std::future::Future<Output = Result<u64, crate::store::StoreError>>,
) {
    match AssertUnwindSafe(pruning).catch_unwind().await {
        Ok(Ok(0)) => {}
        Ok(Ok(dropped)) => tracing::info!(dropped, what, "old records dropped"),
        Ok(Err(error)) => tracing::warn!(%error, what, "dropping old records failed"),
        Err(_) => tracing::error!(what, "dropping old records panicked"),
    }
}

/// Runs passes until the process stops.
pub async fn run(service: Service, outbox: Arc<dyn Outbox>, config: SchedulerConfig) {
    let mut pruned: Option<std::time::Instant> = None;
    loop {
        if pruned.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
            pruned = Some(std::time::Instant::now());
            prune("records of old updates", service.prune_updates()).await;
            prune(
                "old link codes and tries",
                service.identity.prune_link_records(),
            )
            .await;
        }
        // A pass that panics is logged and left: its games' claims run out
        // and a later pass takes them up; the scheduler goes on.
        let pass = AssertUnwindSafe(service.run_due(outbox.as_ref(), config.batch, config.lease))
            .catch_unwind()
            .await
            .unwrap_or_else(|_| {
                tracing::error!("a scheduler pass panicked; its work is left to a later pass");
                Ok(Pass::default())
            });
        // Whether the pass found anything to do: one that found nothing
        // while work looked due (another scheduler took it first, or it
        // cannot be taken yet) waits a whole look before the next.
        let worked = match pass {
            Ok(pass) => {
                if pass.claimed > 0 {
                    tracing::info!(?pass, "scheduled work done");
                }
                if pass.more {
                    continue;
                }
                pass.claimed > 0
            }
            Err(error) => {
                tracing::error!(%error, "the scheduler could not read the store");
                false
            }
        };
        // The next pass comes when a game's work is due (a look at the
        // store at least every [`WATCH`], one indexed row), when a change
        // in this process owes a direct message or moved a live game's
        // flag, and at least every `config.every` for the digests.
        let since = std::time::Instant::now();
        loop {
            let left = config.every.saturating_sub(since.elapsed());
            let mut wait = AssertUnwindSafe(wait_for_due(&service, outbox.as_ref()))
                .catch_unwind()
                .await
                .unwrap_or(WATCH);
            if wait.is_zero() && !worked && since.elapsed() < WATCH {
                wait = WATCH - since.elapsed();
            }
            let wait = wait.min(left);
            if wait.is_zero() {
                break;
            }
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = service.work_waiting() => break,
            }
        }
    }
}
