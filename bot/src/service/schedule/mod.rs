//! Scheduled work: each pass over due correspondence games (reminders,
//! time-outs, direct messages), the daily digests, and the loop that runs
//! the passes beside the adapters.

pub(crate) mod pass;
mod run;

pub use pass::Pass;
pub use run::{SchedulerConfig, run};
