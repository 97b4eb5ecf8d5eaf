//! A game as stored, the one row every command may read: its columns,
//! its statuses, a new game's row, the statements that insert it and
//! change it at the version it was read at, and what its end leaves for
//! others to record ([`Ending`], [`Forfeit`]).

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use kibitz_rules::{ByColor, Color, EndReason, Outcome, Variant};

use super::cells::{Cells, Cursor};
use super::columns::{
    Kind, Stored, Value, color_named, new_row, outcome_of, placeholders, read, row, stored_names,
};
use super::connect::{Store, StoreError};
use super::marked::saved_and_marked;
use crate::model::{ChallengeId, ChannelId, GameId, PlayerId};
use crate::perf::{Perf, Speed};
use crate::rating::Score;

row! {
    /// A game as stored.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct GameRow {
        /// The game's number.
        id: GameId = "id",
        /// The channel it is played in.
        channel_id: ChannelId = "channel_id" kept,
        /// A second chat it is played in (possibly on the other platform):
        /// moves typed there are its moves, and its boards go there too.
        also_channel_id: Option<ChannelId> = "also_channel_id" kept,
        /// The player whose chat the second is (who took the game up
        /// there), when it is known.
        also_for: Option<PlayerId> = "also_for" kept,
        /// The chat of the two not yet shown the game's latest change, owed
        /// its board.
        board_owed_in: Option<ChannelId> = "board_owed_in" changes,
        /// The game played.
        variant: Variant = "variant" kept,
        /// White's player id.
        white_id: PlayerId = "white_id" kept,
        /// Black's player id.
        black_id: PlayerId = "black_id" kept,
        /// The state the game started from.
        start_state: String = "start_state" kept,
        /// The moves in UCI, separated by spaces.
        moves: String = "moves" changes,
        /// The current state.
        state: String = "state" changes,
        /// Played, or finished with its outcome.
        status: GameStatus = "status, result, end_reason" changes,
        /// The side offering a draw.
        draw_offer: Option<Color> = "draw_offer" changes,
        /// The side asking to take back.
        takeback_offer: Option<Color> = "takeback_offer" changes,
        /// Days per move, for correspondence games.
        days_per_move: Option<i32> = "days_per_move" kept,
        /// A live game's base time, in seconds.
        clock_base: Option<i32> = "clock_base" kept,
        /// A live game's increment, in seconds a move.
        clock_increment: Option<i32> = "clock_increment" kept,
        /// A live game: each side's time left, in milliseconds, as of
        /// `turn_started_at`.
        clock_ms: ByColor<Option<i64>> = "white_clock_ms, black_clock_ms" changes,
        /// A live game: when the side to move's time began to run.
        turn_started_at: Option<DateTime<Utc>> = "turn_started_at" changes,
        /// A live game: the time each half-move's mover had left after
        /// it, in milliseconds, separated by spaces (empty without a
        /// clock).
        move_clocks: String = "move_clocks" changes,
        /// When the side to move runs out of time.
        deadline: Option<DateTime<Utc>> = "deadline" changes,
        /// When the side to move is reminded (once per move).
        remind_at: Option<DateTime<Utc>> = "remind_at" changes,
        /// An announcement decided but not yet delivered.
        notice: Option<OwedNotice> = "notice" changes,
        /// The player owed a direct message about the game's latest change.
        dm_for: Option<PlayerId> = "dm_for" changes,
        /// The chat is owed the news that a player went on vacation or
        /// came back.
        vacation_news: Option<VacationNews> = "vacation_news" changes,
        /// The bot's level in a game against it; `None` between people.
        bot_level: Option<i32> = "bot_level" kept,
        /// Chess football: each side's placements sent ahead for the
        /// line-up, in order, separated by spaces (empty when none).
        queued: ByColor<String> = "queued_white, queued_black" changes,
        /// Each side's conditional moves: the lines it left while its
        /// opponent is to move, each a series of UCI moves from the position
        /// the game now has (the opponent's first), separated by spaces;
        /// lines separated by `;` (empty when none). Only their owner sees
        /// them.
        conditional: ByColor<String> = "conditional_white, conditional_black" changes,
        /// Whether its result changes the players' ratings.
        rated: bool = "rated" kept,
        /// When it ended.
        ended_at: Option<DateTime<Utc>> = "ended_at" changes,
        /// The side that offered a rematch of the finished game.
        rematch_offer: Option<Color> = "rematch_offer" changes,
        /// The rematch, once both players agreed to it.
        rematch_id: Option<GameId> = "rematch_id" kept,
        /// How many of its first moves were the line it was set up from.
        set_up_plies: i32 = "set_up_plies" kept,
        /// A game pasted to be analysed, not played here: who pasted it.
        imported_by: Option<PlayerId> = "imported_by" kept,
        /// An imported game: its record's tag pairs, one a line.
        record_tags: Option<String> = "record_tags" kept,
        /// Bumped by every change.
        version: i64 = "version" kept,
        /// When the game was created.
        created_at: DateTime<Utc> = "created_at" kept,
    }
    derived {
        "due_at": Option<DateTime<Utc>> = due_at,
    }
}

/// A game's columns, as a select list.
pub(crate) const GAME_COLUMNS: &str = GameRow::COLUMNS;

/// Whether a game is played or over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// Being played.
    Active,
    /// Over, with how it ended.
    Finished(Outcome),
}

impl GameStatus {
    /// How the game ended, once it has.
    pub fn outcome(self) -> Option<Outcome> {
        match self {
            GameStatus::Active => None,
            GameStatus::Finished(outcome) => Some(outcome),
        }
    }

    /// The stored name: `active` or `finished`.
    pub const fn name(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished(_) => "finished",
        }
    }
}

impl Stored for GameStatus {
    const KINDS: &'static [Kind] = &[Kind::Text, Kind::Text, Kind::Text];

    fn read<R: Cells>(cells: &mut Cursor<'_, R>, _: &'static str) -> Result<Self, sqlx::Error> {
        let status: String = cells.next()?;
        let result: Option<String> = cells.next()?;
        let end_reason: Option<String> = cells.next()?;
        if status == GameStatus::Active.name() {
            return Ok(GameStatus::Active);
        }
        let result = result.as_deref().unwrap_or_default();
        let reason = end_reason.as_deref().unwrap_or_default();
        read("status", &status, |status| {
            (status == "finished").then(|| outcome_of(result, reason))?
        })
        .map(GameStatus::Finished)
    }

    fn write<'a>(&'a self, out: &mut Vec<Value<'a>>) {
        let outcome = self.outcome();
        out.push(Value::Text(Some(self.name())));
        out.push(Value::Text(outcome.map(Outcome::result)));
        out.push(Value::Text(outcome.map(|o| o.reason.name())));
    }
}

/// An announcement a game owes, decided and committed but not yet
/// delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwedNotice {
    /// The game ended on time.
    Timeout,
}

impl OwedNotice {
    /// The stored name.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            OwedNotice::Timeout => "timeout",
        }
    }

    fn named(name: &str) -> Option<OwedNotice> {
        (name == OwedNotice::Timeout.name()).then_some(OwedNotice::Timeout)
    }
}

stored_names! {
    OwedNotice: |n| n.name(), OwedNotice::named;
    VacationNews: |n| n.name(), VacationNews::named;
}

/// The news of a player's vacation a game's chat is owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationNews {
    /// The player's side.
    pub color: Color,
    /// Away (the vacation began) or back (it ended).
    pub away: bool,
}

impl VacationNews {
    /// The stored name: `away-white`, `back-black`...
    pub(crate) const fn name(self) -> &'static str {
        match (self.away, self.color) {
            (true, Color::White) => "away-white",
            (true, Color::Black) => "away-black",
            (false, Color::White) => "back-white",
            (false, Color::Black) => "back-black",
        }
    }

    fn named(name: &str) -> Option<VacationNews> {
        let (state, color) = name.split_once('-')?;
        Some(VacationNews {
            color: color_named(color)?,
            away: match state {
                "away" => true,
                "back" => false,
                _ => return None,
            },
        })
    }
}

/// The half-moves its players made themselves, of a game `plies`
/// half-moves long whose first `set_up` were the line it was set up from
/// (a challenge's `moves`): those are not the players' moves.
pub fn own_plies(plies: usize, set_up: usize) -> usize {
    plies.saturating_sub(set_up)
}

/// Whether both sides have made a move of their own, in a game `plies`
/// half-moves long whose first `set_up` were the line it was set up from:
/// the one rule of when a game has begun. Then a live game's clocks run,
/// and the game can no longer be aborted (nor end unplayed when a side
/// never moves).
pub fn both_moved(plies: usize, set_up: usize) -> bool {
    own_plies(plies, set_up) >= 2
}

impl GameRow {
    /// The half-moves of the line it was set up from.
    pub fn set_up_length(&self) -> usize {
        usize::try_from(self.set_up_plies).unwrap_or(0)
    }

    /// Whether both sides have made a move of their own, `plies`
    /// half-moves in ([`both_moved`]).
    pub fn both_sides_moved(&self, plies: usize) -> bool {
        both_moved(plies, self.set_up_length())
    }

    /// Whether its players have made no move yet, `plies` half-moves in (a
    /// new game's first board).
    pub fn unplayed(&self, plies: usize) -> bool {
        own_plies(plies, self.set_up_length()) == 0
    }

    /// The rating the game counts for: standard chess's by the speed of
    /// its live clock (correspondence without one), another variant's own.
    pub fn perf(&self) -> Perf {
        Perf::of(
            self.variant,
            Speed::of_stored(self.clock_base, self.clock_increment),
        )
    }

    /// What the row's end writes beside it, if it is finished and counts
    /// (an aborted game, or one imported rather than played here, leaves
    /// nothing).
    pub(crate) fn ending(&self) -> Option<Ending> {
        let GameStatus::Finished(outcome) = self.status else {
            return None;
        };
        if outcome.reason == EndReason::Aborted || self.imported_by.is_some() {
            return None;
        }
        Some(Ending {
            game_id: self.id,
            channel_id: self.channel_id,
            variant: self.variant,
            perf: self.perf(),
            white_id: self.white_id,
            black_id: self.black_id,
            white_score: match outcome.winner {
                Some(Color::White) => Score::Win,
                Some(Color::Black) => Score::Loss,
                None => Score::Draw,
            },
            rated: self.rated,
            ended_at: self.ended_at.unwrap_or(self.created_at),
        })
    }

    /// The forfeit an aborted game is in a tournament (whose games start
    /// from the usual position, White first): White wins when only White
    /// moved, both lose when neither did (nothing for a game not aborted,
    /// or one both players moved in).
    pub(crate) fn forfeit(&self) -> Option<Forfeit> {
        let GameStatus::Finished(outcome) = self.status else {
            return None;
        };
        if outcome.reason != EndReason::Aborted || self.imported_by.is_some() {
            return None;
        }
        let played = own_plies(self.moves.split_whitespace().count(), self.set_up_length());
        let at = self.ended_at.unwrap_or(self.created_at);
        match played {
            0 => Some(Forfeit {
                game_id: self.id,
                white_score: Score::Loss,
                double: true,
                at,
            }),
            1 => Some(Forfeit {
                game_id: self.id,
                white_score: Score::Win,
                double: false,
                at,
            }),
            _ => None,
        }
    }

    /// Whether the game is played in chat `channel` (its own, or the
    /// second it is also played in).
    pub fn played_in(&self, channel: ChannelId) -> bool {
        self.channel_id == channel || self.also_channel_id == Some(channel)
    }

    /// The chat that is to be shown a change made in `channel`: of a game
    /// played in two chats, the other of them (the second, for a change
    /// made in neither, such as one made on the game's page, whose board is
    /// posted in the game's own chat); `None` for a game in one chat.
    pub fn other_chat(&self, channel: ChannelId) -> Option<ChannelId> {
        let also = self.also_channel_id?;
        Some(if channel == also {
            self.channel_id
        } else {
            also
        })
    }

    /// When the game next has scheduled work: at once for an undelivered
    /// notice, direct message or board; else, while it is played, its reminder or its deadline,
    /// whichever comes first.
    pub fn due_at(&self) -> Option<DateTime<Utc>> {
        if self.notice.is_some()
            || self.dm_for.is_some()
            || self.vacation_news.is_some()
            || self.board_owed_in.is_some()
        {
            return Some(DateTime::<Utc>::UNIX_EPOCH);
        }
        if self.status != GameStatus::Active {
            return None;
        }
        match (self.remind_at, self.deadline) {
            (Some(remind), Some(deadline)) => Some(remind.min(deadline)),
            (remind, deadline) => remind.or(deadline),
        }
    }
}

new_row! {
    /// A game about to be created.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct NewGame {
        /// The channel.
        channel_id: ChannelId = "channel_id",
        /// A second chat it is played in, if any.
        also_channel_id: Option<ChannelId> = "also_channel_id",
        /// The player whose chat the second is.
        also_for: Option<PlayerId> = "also_for",
        /// The chat of the two owed the first board (the other has it in
        /// the answer that began the game).
        board_owed_in: Option<ChannelId> = "board_owed_in",
        /// The game played.
        variant: Variant = "variant",
        /// White's player id.
        white_id: PlayerId = "white_id",
        /// Black's player id.
        black_id: PlayerId = "black_id",
        /// The start state.
        start_state: String = "start_state",
        /// Moves already played from it, in UCI, separated by spaces (empty
        /// for none).
        moves: String = "moves",
        /// The current state, after those moves.
        state: String = "state",
        /// Days per move, for correspondence games.
        days_per_move: Option<i32> = "days_per_move",
        /// A live game's base time, in seconds.
        clock_base: Option<i32> = "clock_base",
        /// A live game's increment, in seconds a move.
        clock_increment: Option<i32> = "clock_increment",
        /// A live game: each side's time left at the start, in
        /// milliseconds.
        clock_ms: ByColor<Option<i64>> = "white_clock_ms, black_clock_ms",
        /// A live game: when the first side's time began to run.
        turn_started_at: Option<DateTime<Utc>> = "turn_started_at",
        /// The first deadline, if any.
        deadline: Option<DateTime<Utc>> = "deadline",
        /// The bot's level in a game against it.
        bot_level: Option<i32> = "bot_level",
        /// Whether its result changes the players' ratings.
        rated: bool = "rated",
        /// How many of `moves` are the line it was set up from.
        set_up_plies: i32 = "set_up_plies",
        /// When it is created, by the service's clock (which its deadlines
        /// and its players' results also keep).
        created_at: DateTime<Utc> = "created_at",
    }
    derived {
        "due_at": Option<DateTime<Utc>> = due_at,
    }
}

impl NewGame {
    /// When the new game first has scheduled work: at once when a chat is
    /// owed its first board, else its first deadline.
    fn due_at(&self) -> Option<DateTime<Utc>> {
        match self.board_owed_in {
            Some(_) => Some(DateTime::<Utc>::UNIX_EPOCH),
            None => self.deadline,
        }
    }
}

impl Store {
    /// A game by its number.
    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }
}

/// What a game's end writes beside the game.
pub struct Ending {
    /// The game.
    pub game_id: GameId,
    /// Its channel, whose community the leaderboards are.
    pub channel_id: ChannelId,
    /// The game played.
    pub variant: Variant,
    /// The rating it counts for.
    pub perf: Perf,
    /// White.
    pub white_id: PlayerId,
    /// Black.
    pub black_id: PlayerId,
    /// How it went for White.
    pub white_score: Score,
    /// Whether ratings change.
    pub rated: bool,
    /// When it ended.
    pub ended_at: DateTime<Utc>,
}

/// A game aborted before both players moved, as its tournament board
/// counts it: a forfeit win for the one who moved, or a double forfeit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The game.
    pub game_id: GameId,
    /// White's score (a loss in a double forfeit).
    pub white_score: Score,
    /// Neither moved.
    pub double: bool,
    /// When it was aborted.
    pub at: DateTime<Utc>,
}

/// The assignments of a change to a game: each column a change writes
/// from `$1` on, in the order of [`GameRow::changed`]; then the version and
/// the time of the change. The id and the version read follow as the next
/// two parameters (see [`GameRow::change_values`]).
static CHANGED_FIELDS: LazyLock<String> = LazyLock::new(|| {
    let fields: Vec<String> = GameRow::changed()
        .iter()
        .enumerate()
        .map(|(i, (column, _))| format!("{column} = ${}", i + 1))
        .collect();
    format!(
        "{}, version = version + 1, updated_at = CURRENT_TIMESTAMP",
        fields.join(", ")
    )
});

/// How many parameters a change binds: its columns, the id, the version.
fn change_parameters() -> usize {
    GameRow::changed().len() + 2
}

/// A change to a game at the version it was read at.
pub(crate) static UPDATE_GAME: LazyLock<String> = LazyLock::new(|| {
    let n = change_parameters();
    format!(
        "UPDATE games SET {} WHERE id = ${} AND version = ${n} RETURNING {GAME_COLUMNS}",
        CHANGED_FIELDS.as_str(),
        n - 1,
    )
});

/// On Postgres, a change to a game and the mark of the update it was made
/// for (the three parameters after the change's: now, the platform, the
/// update's id) in one statement (see [`saved_and_marked`]).
pub(crate) static UPDATE_GAME_AND_MARK: LazyLock<String> =
    LazyLock::new(|| saved_and_marked("", &UPDATE_GAME, GAME_COLUMNS, change_parameters()));

impl GameRow {
    /// The values a change to the game binds to [`struct@CHANGED_FIELDS`]'
    /// statements: what it writes, its id, the version it was read at.
    pub(crate) fn change_values(&self) -> Vec<Value<'_>> {
        let mut values = self.changes();
        values.push(Value::Int(Some(self.id.get())));
        values.push(Value::Int(Some(self.version)));
        values
    }
}

/// The insert of a new game: its columns, then its challenge if it came
/// from one; the row as stored.
pub(crate) static INSERT_GAME: LazyLock<String> = LazyLock::new(|| {
    let n = NewGame::COLUMN_COUNT;
    format!(
        "INSERT INTO games ({}, challenge_id, status) VALUES ({}, ${}, 'active') \
         RETURNING {GAME_COLUMNS}",
        NewGame::COLUMNS,
        placeholders(1, n),
        n + 1,
    )
});

impl NewGame {
    /// The values a new game, and the challenge it came from, bind to
    /// [`struct@INSERT_GAME`].
    pub(crate) fn insert_values(&self, challenge_id: Option<ChallengeId>) -> Vec<Value<'_>> {
        let mut values = self.values();
        values.push(Value::Int(challenge_id.map(ChallengeId::get)));
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves_a_game_was_set_up_from_are_not_its_players() {
        assert!(!both_moved(0, 0));
        assert!(!both_moved(1, 0));
        assert!(both_moved(2, 0));
        // Set up from `e4 e5 Nf3`: black's first move of its own is the
        // fourth half-move, white's the fifth.
        assert!(!both_moved(3, 3));
        assert!(!both_moved(4, 3));
        assert!(both_moved(5, 3));
        assert_eq!(own_plies(2, 5), 0);
    }
}
