//! `vacation`: a player's clocks stop in every correspondence game of
//! theirs while they are away, as on chess.com. Each player has a yearly
//! allowance of days; a vacation ends by itself when it runs out, or
//! sooner with `vacation off`.
//!
//! Going away moves the deadline (and the reminder) of every game where
//! the player is to move by the whole allowance left, and a move made to
//! them while they are away starts their time when the vacation ends; so
//! the deadlines stored are the true ones, and reminders and time-outs
//! need nothing more from the scheduler. Coming back early takes the
//! unused part off again. The player's vacation and every game it changes
//! are written in one transaction, each game at the version read, and
//! each game's chat is owed the news (delivered by the scheduler, once).

use crate::clock::moment;
use chrono::{DateTime, Datelike, TimeDelta, Utc};

use crate::chat::Reply;
use crate::context::{Ctx, Failure, MAX_ATTEMPTS};
use crate::games::correspondence::Correspondence;
use crate::i18n::Text;
use crate::model::PlayerId;
use crate::store::{GameRow, GameStatus, Vacation, VacationNews};

/// The days of vacation a player has each year, unless configured.
pub const DEFAULT_VACATION_DAYS: u16 = 30;

/// The most days of vacation a year may allow.
pub const MOST_VACATION_DAYS: u16 = 365;

/// Vacation time left, as days and hours.
fn days_left(length: TimeDelta) -> Text {
    let hours = length.num_hours().max(0);
    Text::new("vacation-left")
        .number("days", (hours / 24) as f64)
        .number("hours", (hours % 24) as f64)
}

/// The vacation with the latest one folded into the time used, once it
/// is over.
fn settled(vacation: Vacation, now: DateTime<Utc>) -> Vacation {
    match (vacation.from, vacation.until) {
        (Some(from), Some(until)) if until <= now => {
            let used = if from.year() == vacation.year {
                vacation.used
            } else {
                0
            };
            Vacation {
                from: None,
                until: None,
                year: from.year(),
                used: used.saturating_add((until - from).num_seconds()),
            }
        }
        _ => vacation,
    }
}

/// The vacation time taken in `now`'s year, the one under way included.
fn used_this_year(vacation: Vacation, now: DateTime<Utc>) -> TimeDelta {
    let vacation = settled(vacation, now);
    let before = if vacation.year == now.year() {
        vacation.used
    } else {
        0
    };
    let current = match vacation.from {
        Some(from) if vacation.is_away(now) => (now - from).num_seconds(),
        _ => 0,
    };
    TimeDelta::seconds(before.saturating_add(current))
}

/// The player's correspondence games as they stand once the player goes
/// away (`away`) or comes back at `now`: where they are to move, deadline
/// and reminder moved by `shift` (a deadline passed already is not: that
/// game is lost on time, as if the vacation had come a moment later);
/// every chat owed the news.
fn shifted(
    games: &[GameRow],
    player_id: PlayerId,
    (away, now): (bool, DateTime<Utc>),
    shift: TimeDelta,
) -> Vec<GameRow> {
    games
        .iter()
        .filter(|row| row.status == GameStatus::Active && row.days_per_move.is_some())
        .filter_map(|row| {
            let color = if row.white_id == player_id {
                kibitz_rules::Color::White
            } else {
                kibitz_rules::Color::Black
            };
            let mut row = row.clone();
            if crate::games::state::next_row::waits_for(&row, player_id)
                && row.deadline.is_some_and(|d| d > now)
            {
                let moved =
                    |at: Option<DateTime<Utc>>| at.and_then(|at| at.checked_add_signed(shift));
                row.deadline = Some(moved(row.deadline)?);
                row.remind_at = moved(row.remind_at);
            }
            row.vacation_news = Some(VacationNews { color, away });
            Some(row)
        })
        .collect()
}

impl Correspondence {
    /// `vacation`: how much is left this year; `vacation on`: away until
    /// the allowance runs out; `vacation off`: back.
    pub(crate) async fn vacation(
        &self,
        ctx: &Ctx<'_>,
        setting: Option<bool>,
    ) -> Result<Reply, Failure> {
        let allowance = TimeDelta::days(i64::from(self.vacation_days));
        for _ in 0..MAX_ATTEMPTS {
            let now = self.clock.now();
            let player = self
                .store
                .player_by_id(ctx.player.id)
                .await?
                .unwrap_or_else(|| ctx.player.clone());
            let old = player.vacation;
            let used = used_this_year(old, now);
            let left = (allowance - used).max(TimeDelta::zero());
            let (new, away, shift) = match setting {
                None => {
                    let text = match old.until.filter(|_| old.is_away(now)) {
                        Some(until) => Text::new("vacation-status-away")
                            .arg("until", moment(until))
                            .text("left", days_left(left)),
                        None => Text::new("vacation-status")
                            .text("left", days_left(left))
                            .number("allowance", f64::from(self.vacation_days)),
                    };
                    return Ok(Reply::info(ctx.say_privately(text)));
                }
                Some(true) => {
                    if let Some(until) = old.until.filter(|_| old.is_away(now)) {
                        return Ok(
                            ctx.refuse(Text::new("vacation-already").arg("until", moment(until)))
                        );
                    }
                    if left < TimeDelta::hours(1) {
                        return Ok(ctx.refuse(
                            Text::new("vacation-none-left")
                                .number("allowance", f64::from(self.vacation_days)),
                        ));
                    }
                    // Not away: the time used this year is all taken before.
                    let new = Vacation {
                        from: Some(now),
                        until: Some(now + left),
                        year: now.year(),
                        used: used.num_seconds(),
                    };
                    (new, true, left)
                }
                Some(false) => {
                    let (Some(from), Some(until)) =
                        (old.from, old.until.filter(|_| old.is_away(now)))
                    else {
                        return Ok(ctx.refuse(Text::new("vacation-not-away")));
                    };
                    let new = Vacation {
                        from: None,
                        until: None,
                        year: old.year,
                        used: old.used.saturating_add((now - from).num_seconds()),
                    };
                    (new, false, now - until)
                }
            };
            let games = self.games.table().games_of_player(player.id).await?;
            let changed = shifted(&games, player.id, (away, now), shift);
            if self
                .store
                .set_vacation(player.id, &old, &new, &changed, ctx.delivery)
                .await?
            {
                if !changed.is_empty() {
                    self.wake.notify_one();
                }
                let games = changed.len() as f64;
                let text = if away {
                    Text::new("vacation-on")
                        .arg("until", moment(now + left))
                        .number("games", games)
                } else {
                    let left = (allowance - used_this_year(new, now)).max(TimeDelta::zero());
                    Text::new("vacation-off")
                        .number("games", games)
                        .text("left", days_left(left))
                };
                return Ok(Reply::done(ctx.say_privately(text)));
            }
        }
        Ok(ctx.refuse(Text::new("service-busy")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .expect("a time")
            .with_timezone(&Utc)
    }

    #[test]
    fn a_vacation_counts_while_it_lasts_and_whole_once_it_is_over() {
        let vacation = Vacation {
            from: Some(at("2026-03-01T00:00:00Z")),
            until: Some(at("2026-03-11T00:00:00Z")),
            year: 2026,
            used: 86_400,
        };
        assert!(vacation.is_away(at("2026-03-05T00:00:00Z")));
        assert_eq!(
            used_this_year(vacation, at("2026-03-05T00:00:00Z")),
            TimeDelta::days(5)
        );
        assert_eq!(
            used_this_year(vacation, at("2026-04-01T00:00:00Z")),
            TimeDelta::days(11)
        );
        assert_eq!(
            vacation.back_by(at("2026-03-05T00:00:00Z")),
            at("2026-03-11T00:00:00Z")
        );
        assert_eq!(
            vacation.back_by(at("2026-03-12T00:00:00Z")),
            at("2026-03-12T00:00:00Z")
        );
    }

    #[test]
    fn a_new_year_gives_the_whole_allowance_again() {
        let vacation = Vacation {
            from: Some(at("2025-12-01T00:00:00Z")),
            until: Some(at("2025-12-31T00:00:00Z")),
            year: 2025,
            used: 0,
        };
        assert_eq!(
            used_this_year(vacation, at("2026-01-02T00:00:00Z")),
            TimeDelta::zero()
        );
    }
}
