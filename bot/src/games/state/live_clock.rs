//! A live game's clocks, kept as lichess keeps them and rebuilt from what
//! is committed: each side's time left as of the moment the side to move's
//! time began to run (the previous move's commit), so that a process that
//! dies loses no time accounting. A side's time runs only once both sides
//! have made a move of their own; until then each side has a first move's
//! time ([`LiveClock::first_move_seconds`]) and the game is aborted
//! without it. A move spends the time since the previous move's commit and
//! gains the increment (Fischer). The moment the side to move runs out is
//! the game's `deadline`, which the scheduler watches.

use chrono::{DateTime, TimeDelta, Utc};
use kibitz_rules::{ByColor, Color};

use crate::command::{LiveClock, Speed};
use crate::store::GameRow;
use crate::store::both_moved;

/// A game's live clock, if it has one.
pub(crate) fn clock_of(row: &GameRow) -> Option<LiveClock> {
    stored_clock(row.clock_base, row.clock_increment)
}

/// A clock as the store keeps it (seconds of base and of increment).
pub(crate) fn stored_clock(base: Option<i32>, increment: Option<i32>) -> Option<LiveClock> {
    let base = u32::try_from(base?).ok()?;
    let increment = u32::try_from(increment.unwrap_or(0)).ok()?;
    LiveClock::new(base, increment)
}

/// The time each half-move's mover had left after it, for the record.
pub(crate) fn move_clocks(row: &GameRow) -> Vec<Option<u64>> {
    row.move_clocks
        .split_whitespace()
        .map(|ms| ms.parse().ok())
        .collect()
}

/// A clock as the store keeps it: seconds of base and of increment.
pub(crate) fn to_stored(clock: Option<LiveClock>) -> (Option<i32>, Option<i32>) {
    match clock {
        Some(clock) => (
            i32::try_from(clock.base()).ok(),
            i32::try_from(clock.increment()).ok(),
        ),
        None => (None, None),
    }
}

/// The clocks of a game beginning at `now`: each side's whole base, the
/// first side's first move's time running.
pub(crate) fn starting_clocks(
    clock: LiveClock,
    now: DateTime<Utc>,
) -> (ByColor<Option<i64>>, DateTime<Utc>, DateTime<Utc>) {
    let base = i64::from(clock.base()) * 1000;
    (
        ByColor {
            white: Some(base),
            black: Some(base),
        },
        now,
        now + TimeDelta::seconds(i64::from(clock.first_move_seconds())),
    )
}

/// Writes into `row` the clocks after the moves from half-move `before` to
/// `movers.len()` were made at `now`, `movers` being the side that made
/// each half-move of the game: the first of them spends the time since the
/// previous move's commit, the rest (the bot's answer, placements sent
/// ahead) none; each gains the increment once time runs, and its clock is
/// kept for the record. The side to move after them has until the new
/// `deadline`: its time left, or a first move's time.
pub(crate) fn after_moves(
    row: &mut GameRow,
    clock: LiveClock,
    (before, movers): (usize, &[Color]),
    now: DateTime<Utc>,
) {
    let set_up = row.set_up_length();
    let increment = i64::from(clock.increment()) * 1000;
    // Each half-move's clock, kept for the record: those of moves taken
    // back go.
    let mut kept: Vec<&str> = row.move_clocks.split_whitespace().take(before).collect();
    // Moves without a clock (the line a game was set up from) hold a `-`.
    kept.resize(before, "-");
    let mut added = Vec::new();
    for (ply, side) in movers.iter().enumerate().skip(before) {
        let left = row.clock_ms.get_mut(*side);
        let mut ms = left.unwrap_or(i64::from(clock.base()) * 1000);
        if both_moved(ply, set_up) {
            if ply == before {
                let spent = row
                    .turn_started_at
                    .map_or(0, |started| (now - started).num_milliseconds().max(0));
                ms = ms.saturating_sub(spent).max(0);
            }
            ms = ms.saturating_add(increment);
        }
        *left = Some(ms);
        added.push(ms.to_string());
    }
    kept.extend(added.iter().map(String::as_str));
    row.move_clocks = kept.join(" ");
    row.turn_started_at = Some(now);
    let to_move = match movers.last() {
        Some(side) => !*side,
        None => Color::White,
    };
    row.deadline = Some(if both_moved(movers.len(), set_up) {
        now + TimeDelta::milliseconds(row.clock_ms.get(to_move).unwrap_or(0))
    } else {
        now + TimeDelta::seconds(i64::from(clock.first_move_seconds()))
    });
    row.remind_at = low_time_warning(row, clock, (to_move, movers), now);
}

/// When the side to move is to be told in the game's chat that its time
/// is low, once in a game: in rapid and classical games only (bullet and
/// blitz players watch their clocks, and a post a minute would only
/// distract), at the moment its time falls to the low mark
/// ([`LiveClock::low_time_ms`], where the picture turns it red); not when
/// it began its turn at or below the mark, nor once one of its moves
/// ended below it (it knows, or was told).
fn low_time_warning(
    row: &GameRow,
    clock: LiveClock,
    (to_move, movers): (Color, &[Color]),
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    let set_up = row.set_up_length();
    if clock.speed() < Speed::Rapid || !both_moved(movers.len(), set_up) {
        return None;
    }
    let low = clock.low_time_ms();
    let left = row.clock_ms.get(to_move).filter(|left| *left > low)?;
    let was_low = row
        .move_clocks
        .split_whitespace()
        .zip(movers)
        .any(|(ms, side)| *side == to_move && ms.parse::<i64>().is_ok_and(|ms| ms < low));
    (!was_low).then(|| now + TimeDelta::milliseconds(left - low))
}

/// Each side's time left at `now` in a game going on (the side to move's
/// running down once time runs), in milliseconds; `None` for a game with
/// no clock.
pub(crate) fn left_at(
    row: &GameRow,
    (plies, to_move): (usize, Color),
    now: DateTime<Utc>,
) -> Option<ByColor<i64>> {
    clock_of(row)?;
    let set_up = row.set_up_length();
    let mut left = ByColor {
        white: row.clock_ms.white.unwrap_or(0),
        black: row.clock_ms.black.unwrap_or(0),
    };
    if row.status == crate::store::GameStatus::Active && both_moved(plies, set_up) {
        let spent = row
            .turn_started_at
            .map_or(0, |started| (now - started).num_milliseconds().max(0));
        let side = left.get_mut(to_move);
        *side = side.saturating_sub(spent).max(0);
    }
    Some(left)
}

/// A time left as a clock shows it: `4:32`, `1:02:03`, and with tenths
/// under ten seconds, `9.4`.
pub(crate) fn clock_shown(ms: i64) -> String {
    let ms = ms.max(0);
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_left_are_shown_as_a_clock_with_tenths_under_ten_seconds() {
        assert_eq!(clock_shown(272_000), "4:32");
        assert_eq!(clock_shown(3_723_000), "1:02:03");
        assert_eq!(clock_shown(10_000), "0:10");
        assert_eq!(clock_shown(9_460), "9.4");
        assert_eq!(clock_shown(0), "0.0");
        assert_eq!(clock_shown(-5), "0.0");
    }
}
