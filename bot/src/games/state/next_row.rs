//! The row a change to a game writes: its moves and state, the next
//! deadline and reminder, and how it ended.

use chrono::{DateTime, TimeDelta, Utc};
use kibitz_rules::{ByColor, Color, EndReason, Game, Outcome};

use crate::games::state::live_clock::{after_moves, clock_of, left_at};
use crate::games::state::loaded::Loaded;
use crate::model::PlayerId;
use crate::store::{GameRow, GameStatus, OwedNotice, PlayerRow};

/// Whether the stored game is active and waits for `player_id`'s move
/// (false if its state does not read).
pub(crate) fn waits_for(row: &GameRow, player_id: PlayerId) -> bool {
    let Ok(game) = Game::from_state(row.variant, &row.state) else {
        return false;
    };
    let side = if game.turn() == Color::White {
        row.white_id
    } else {
        row.black_id
    };
    !game.is_over() && side == player_id
}

/// Marks a row finished at `now` with an outcome; offers and deadline go.
pub(crate) fn finish(row: &mut GameRow, outcome: Outcome, now: DateTime<Utc>) {
    row.status = GameStatus::Finished(outcome);
    row.ended_at = Some(now);
    row.draw_offer = None;
    row.takeback_offer = None;
    row.deadline = None;
    row.remind_at = None;
    row.conditional = ByColor::default();
    row.vacation_news = None;
}

/// The deadline of the side to move after a move at `now`: a whole move's
/// time from `now`, or from the end of the vacation of a player who is
/// away (`to_move`'s).
pub(crate) fn next_deadline(
    days_per_move: Option<i32>,
    to_move: &PlayerRow,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    days_per_move.map(|days| to_move.vacation.back_by(now) + TimeDelta::days(i64::from(days)))
}

/// When the player to move after a move at `now` is reminded: once 80% of
/// their time has passed (counted as [`next_deadline`] counts it). As on
/// lichess, there is no reminder for the very first move of a game (it
/// has no move yet when it is created).
fn next_reminder(row: &GameRow, to_move: &PlayerRow, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    row.days_per_move
        .map(|days| to_move.vacation.back_by(now) + TimeDelta::days(i64::from(days)) * 4 / 5)
}

/// A row with the game's moves and state written into it, finished if the
/// game's rules ended it, with no placements sent ahead.
pub(crate) fn with_game(loaded: &Loaded, game: &Game, now: DateTime<Utc>) -> GameRow {
    let mut row = loaded.row.clone();
    row.moves = game
        .history()
        .iter()
        .map(|m| m.uci.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    row.state = game.state();
    row.takeback_offer = None;
    // Placements sent ahead were meant for the game as it stood: whoever
    // writes a new position keeps them only by saying so.
    row.queued = ByColor::default();
    // So were conditional lines: a move keeps the ones it follows.
    row.conditional = ByColor::default();
    let to_move = loaded.player(game.turn());
    row.deadline = next_deadline(row.days_per_move, to_move, now);
    row.remind_at = next_reminder(&row, to_move, now);
    if let Some(clock) = clock_of(&row) {
        let movers: Vec<Color> = game.history().iter().map(|played| played.by).collect();
        let before = loaded.game.history().len();
        if movers.len() > before {
            after_moves(&mut row, clock, (before, &movers), now);
        } else {
            // Moves taken back: the side that was to move spent its time
            // until now, and the side to move now has its time from now.
            if let Some(left) = left_at(&loaded.row, (before, loaded.game.turn()), now) {
                row.clock_ms = ByColor {
                    white: Some(left.white),
                    black: Some(left.black),
                };
            }
            after_moves(&mut row, clock, (movers.len(), &movers), now);
        }
    }
    if let Some(outcome) = game.outcome() {
        finish(&mut row, outcome, now);
    }
    row
}

/// Plays the placements sent ahead by the side to place, for as long as it
/// has some and the line-up goes on; what is left when the line-up ends is
/// void. A placement no longer possible is dropped with the rest of its
/// side's, and returned.
pub(crate) fn play_queued(
    game: &mut Game,
    queued: &mut ByColor<String>,
) -> Option<(Color, String)> {
    let mut dropped = None;
    while game.is_lining_up() && !game.is_over() {
        let side = game.turn();
        let queue = queued.get_mut(side);
        let Some(next) = queue.split_whitespace().next().map(str::to_owned) else {
            break;
        };
        let rest = queue
            .split_whitespace()
            .skip(1)
            .collect::<Vec<_>>()
            .join(" ");
        if game.play_text(&next).is_ok() {
            *queue = rest;
        } else {
            queue.clear();
            dropped = Some((side, next));
        }
    }
    if !game.is_lining_up() {
        *queued = ByColor::default();
    }
    dropped
}
/// The row of a game lost on time by the side to move (drawn when the
/// opponent could not possibly win; aborted, as on lichess, when that side
/// never made a move of its own), its announcement owed (and the direct
/// message it owed sent with it).
pub(crate) fn timed_out(loaded: &Loaded, now: DateTime<Utc>) -> GameRow {
    let outcome = if never_moved(loaded) {
        Outcome::draw(EndReason::Aborted)
    } else {
        loaded.game.timeout_outcome()
    };
    let mut row = loaded.row.clone();
    // A live game's flagged side has no time left.
    if crate::games::state::live_clock::clock_of(&row).is_some() && !never_moved(loaded) {
        *row.clock_ms.get_mut(loaded.game.turn()) = Some(0);
    }
    finish(&mut row, outcome, now);
    row.notice = Some(OwedNotice::Timeout);
    row.dm_for = None;
    // The game's second chat, if any, is shown its end too.
    row.board_owed_in = row.also_channel_id;
    row
}

/// Whether the side to move has not made a move of its own: fewer than
/// two moves were played since the players began (the moves a game was
/// set up with are not theirs).
fn never_moved(loaded: &Loaded) -> bool {
    !loaded.row.both_sides_moved(loaded.game.history().len())
}
