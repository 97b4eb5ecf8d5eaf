//! Time, read through a clock so that tests can set it: deadlines and
//! reminders are computed from [`Clock::now`], never from the system
//! directly.

use std::sync::Mutex;

use chrono::{DateTime, TimeDelta, Utc};

/// Where the service reads the time.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// The current time.
    fn now(&self) -> DateTime<Utc>;
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that stands still until it is moved: for tests and simulations.
#[derive(Debug)]
pub struct ManualClock(Mutex<DateTime<Utc>>);

impl ManualClock {
    /// A clock showing `start`.
    pub fn new(start: DateTime<Utc>) -> ManualClock {
        ManualClock(Mutex::new(start))
    }

    /// Moves the clock forward (or back, with a negative step).
    pub fn advance(&self, step: TimeDelta) {
        let mut now = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *now += step;
    }

    /// Sets the clock.
    pub fn set(&self, time: DateTime<Utc>) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = time;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The first time at `time` of day (UTC) from `now` on: a daily post's,
/// a tournament's start.
pub fn next_at(
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

/// A moment as replies write it: `2026-12-22 12:00 UTC`.
pub fn moment(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let start = DateTime::from_timestamp(1_700_000_000, 0).expect("a valid time");
        let clock = ManualClock::new(start);
        assert_eq!(clock.now(), start);
        clock.advance(TimeDelta::days(2));
        assert_eq!(clock.now() - start, TimeDelta::days(2));
    }
}
