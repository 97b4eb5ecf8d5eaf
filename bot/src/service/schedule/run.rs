//! The scheduler's loop: a pass over due correspondence work at start-up
//! (so a game whose deadline passed while the bot was down ends at once),
//! then again whenever a pass found a full batch or a change owes a direct
//! message, else every little while.
//! Any number of processes may run it on one Postgres: each game's work is
//! claimed in the store, and done by one of them.

use std::sync::Arc;
use std::time::Duration;

use chrono::TimeDelta;

use crate::chat::Notifier;
use crate::service::Service;

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

/// Runs passes until the process stops.
pub async fn run(service: Service, notifier: Arc<dyn Notifier>, config: SchedulerConfig) {
    loop {
        match service
            .run_due(notifier.as_ref(), config.batch, config.lease)
            .await
        {
            Ok(pass) => {
                if pass.claimed > 0 {
                    tracing::info!(?pass, "scheduled work done");
                }
                if pass.more {
                    continue;
                }
            }
            Err(error) => tracing::error!(%error, "the scheduler could not read the store"),
        }
        // A change in this process that owes a direct message wakes it
        // early; other processes' changes wait for the next pass.
        tokio::select! {
            () = tokio::time::sleep(config.every) => {}
            () = service.work_waiting() => {}
        }
    }
}
