//! Scheduled work: each pass over due correspondence games (reminders,
//! time-outs, direct messages), the daily digests, and the loop that runs
//! the passes beside the adapters.

pub(crate) mod pass;
mod run;

pub use pass::Pass;
pub use run::{SchedulerConfig, run};

/// The first time at `time` of day (UTC) from `now` on: a daily post's,
/// a tournament's start.
pub(crate) fn next_at(
    now: chrono::DateTime<chrono::Utc>,
    time: chrono::NaiveTime,
) -> chrono::DateTime<chrono::Utc> {
    let today = now.date_naive().and_time(time).and_utc();
    if today >= now {
        today
    } else {
        today + chrono::TimeDelta::days(1)
    }
}
