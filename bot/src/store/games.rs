//! Games: created, read, and changed under optimistic locking.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use kibitz_rules::{ByColor, Color, EndReason, Outcome, Variant};

use super::cells::{Cells, Cursor, whole};
use super::columns::{color_name, color_named, outcome_of, read, read_optional};
use super::connect::{Store, StoreError};
use super::results::{Ending, RecordEnding};
use super::updates::{commit_delivered, unmarked_delivery};
use crate::rating::Score;

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// The game's number.
    pub id: i64,
    /// The channel it is played in.
    pub channel_id: i64,
    /// The game played.
    pub variant: Variant,
    /// White's player id.
    pub white_id: i64,
    /// Black's player id.
    pub black_id: i64,
    /// The state the game started from.
    pub start_state: String,
    /// The moves in UCI, separated by spaces.
    pub moves: String,
    /// The current state.
    pub state: String,
    /// Played, or finished with its outcome.
    pub status: GameStatus,
    /// The side offering a draw.
    pub draw_offer: Option<Color>,
    /// The side asking to take back.
    pub takeback_offer: Option<Color>,
    /// Days per move, for correspondence games.
    pub days_per_move: Option<i32>,
    /// When the side to move runs out of time.
    pub deadline: Option<DateTime<Utc>>,
    /// When the side to move is reminded (once per move).
    pub remind_at: Option<DateTime<Utc>>,
    /// An announcement decided but not yet delivered.
    pub notice: Option<OwedNotice>,
    /// The player owed a direct message about the game's latest change.
    pub dm_for: Option<i64>,
    /// The chat is owed the news that a player went on vacation or came
    /// back.
    pub vacation_news: Option<VacationNews>,
    /// The bot's level in a game against it; `None` between people.
    pub bot_level: Option<i32>,
    /// Chess football: each side's placements sent ahead for the line-up,
    /// in order, separated by spaces (empty when none).
    pub queued: ByColor<String>,
    /// Each side's conditional moves: the lines it left while its opponent
    /// is to move, each a series of UCI moves from the position the game
    /// now has (the opponent's first), separated by spaces; lines separated
    /// by `;` (empty when none). Only their owner sees them.
    pub conditional: ByColor<String>,
    /// Whether its result changes the players' ratings.
    pub rated: bool,
    /// When it ended.
    pub ended_at: Option<DateTime<Utc>>,
    /// The side that offered a rematch of the finished game.
    pub rematch_offer: Option<Color>,
    /// The rematch, once both players agreed to it.
    pub rematch_id: Option<i64>,
    /// How many of its first moves were the line it was set up from.
    pub set_up_plies: i32,
    /// Bumped by every change.
    pub version: i64,
    /// When the game was created.
    pub created_at: DateTime<Utc>,
}

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

/// An announcement a game owes, decided and committed but not yet
/// delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwedNotice {
    /// The game ended on time.
    Timeout,
}

impl OwedNotice {
    /// The stored name.
    const fn name(self) -> &'static str {
        match self {
            OwedNotice::Timeout => "timeout",
        }
    }

    fn named(name: &str) -> Option<OwedNotice> {
        (name == OwedNotice::Timeout.name()).then_some(OwedNotice::Timeout)
    }
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
    const fn name(self) -> &'static str {
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

impl GameRow {
    /// What the row's end writes beside it, if it is finished and counts
    /// (an aborted game leaves nothing).
    pub(super) fn ending(&self) -> Option<Ending> {
        let GameStatus::Finished(outcome) = self.status else {
            return None;
        };
        if outcome.reason == EndReason::Aborted {
            return None;
        }
        Some(Ending {
            game_id: self.id,
            channel_id: self.channel_id,
            variant: self.variant,
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

    /// When the game next has scheduled work: at once for an undelivered
    /// notice or direct message; else, while it is played, its reminder or its deadline,
    /// whichever comes first.
    pub fn due_at(&self) -> Option<DateTime<Utc>> {
        if self.notice.is_some() || self.dm_for.is_some() || self.vacation_news.is_some() {
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

/// How many columns [`GAME_COLUMNS`] lists.
pub(super) const GAME_COLUMN_COUNT: usize = 31;

impl GameRow {
    /// Reads a game from the cursor's next [`GAME_COLUMNS`]; `None` when
    /// its id is null (a join that found no game), the columns passed over.
    pub(super) fn read_optional<R: Cells>(
        cells: &mut Cursor<'_, R>,
    ) -> Result<Option<GameRow>, sqlx::Error> {
        let Some(id) = cells.next::<Option<i64>>()? else {
            cells.skip(GAME_COLUMN_COUNT - 1);
            return Ok(None);
        };
        let channel_id = cells.next()?;
        let variant: String = cells.next()?;
        let white_id = cells.next()?;
        let black_id = cells.next()?;
        let start_state = cells.next()?;
        let moves = cells.next()?;
        let state = cells.next()?;
        let status: String = cells.next()?;
        let result: Option<String> = cells.next()?;
        let end_reason: Option<String> = cells.next()?;
        let status = match status.as_str() {
            "active" => GameStatus::Active,
            _ => {
                let result = result.as_deref().unwrap_or_default();
                let reason = end_reason.as_deref().unwrap_or_default();
                GameStatus::Finished(read("status", &status, |status| {
                    (status == "finished").then(|| outcome_of(result, reason))?
                })?)
            }
        };
        let draw_offer: Option<String> = cells.next()?;
        let takeback_offer: Option<String> = cells.next()?;
        let days_per_move = cells.next()?;
        let deadline = cells.next()?;
        let remind_at = cells.next()?;
        let notice: Option<String> = cells.next()?;
        let dm_for = cells.next()?;
        let vacation_news: Option<String> = cells.next()?;
        let bot_level = cells.next()?;
        let queued_white = cells.next()?;
        let queued_black = cells.next()?;
        let conditional_white = cells.next()?;
        let conditional_black = cells.next()?;
        let rated = cells.next()?;
        let ended_at = cells.next()?;
        let rematch_offer: Option<String> = cells.next()?;
        Ok(Some(GameRow {
            id,
            channel_id,
            variant: read("variant", &variant, Variant::from_name)?,
            white_id,
            black_id,
            start_state,
            moves,
            state,
            status,
            draw_offer: read_optional("draw_offer", draw_offer.as_deref(), color_named)?,
            takeback_offer: read_optional(
                "takeback_offer",
                takeback_offer.as_deref(),
                color_named,
            )?,
            days_per_move,
            deadline,
            remind_at,
            notice: read_optional("notice", notice.as_deref(), OwedNotice::named)?,
            dm_for,
            vacation_news: read_optional(
                "vacation_news",
                vacation_news.as_deref(),
                VacationNews::named,
            )?,
            bot_level,
            queued: ByColor {
                white: queued_white,
                black: queued_black,
            },
            conditional: ByColor {
                white: conditional_white,
                black: conditional_black,
            },
            rated,
            ended_at,
            rematch_offer: read_optional("rematch_offer", rematch_offer.as_deref(), color_named)?,
            rematch_id: cells.next()?,
            set_up_plies: cells.next()?,
            version: cells.next()?,
            created_at: cells.next()?,
        }))
    }
}

impl<'r, R: Cells> sqlx::FromRow<'r, R> for GameRow {
    fn from_row(row: &'r R) -> Result<GameRow, sqlx::Error> {
        whole(row, GameRow::read_optional)
    }
}

/// A game about to be created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The channel.
    pub channel_id: i64,
    /// The game played.
    pub variant: Variant,
    /// White's player id.
    pub white_id: i64,
    /// Black's player id.
    pub black_id: i64,
    /// The start state.
    pub start_state: String,
    /// Moves already played from it, in UCI, separated by spaces (empty for
    /// none).
    pub moves: String,
    /// The current state, after those moves.
    pub state: String,
    /// Days per move, for correspondence games.
    pub days_per_move: Option<i32>,
    /// The first deadline, if any.
    pub deadline: Option<DateTime<Utc>>,
    /// The bot's level in a game against it.
    pub bot_level: Option<i32>,
    /// Whether its result changes the players' ratings.
    pub rated: bool,
    /// How many of `moves` are the line it was set up from.
    pub set_up_plies: i32,
}

pub(super) const GAME_COLUMNS: &str = "id, channel_id, variant, white_id, black_id, start_state, moves, state, \
     status, result, end_reason, draw_offer, takeback_offer, days_per_move, \
     deadline, remind_at, notice, dm_for, vacation_news, bot_level, queued_white, queued_black, conditional_white, conditional_black, rated, ended_at, \
     rematch_offer, rematch_id, set_up_plies, version, created_at";

impl Store {
    /// Creates a game, active, with the moves it begins with.
    pub async fn create_game(&self, new: &NewGame) -> Result<GameRow, StoreError> {
        let sql = insert_game_sql();
        let delivery = unmarked_delivery();
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let row: GameRow = bind_new_game(sqlx::query_as(&sql), new, None)
                .fetch_one(&mut *tx)
                .await?;
            commit_delivered!(tx, &delivery);
            Ok(row)
        })
    }

    /// A game by its number.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }

    /// The active games of a player in a channel, oldest first.
    pub async fn active_games(
        &self,
        channel_id: i64,
        player_id: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status = 'active' \
             AND (white_id = $2 OR black_id = $2) ORDER BY id"
        );
        Ok(
            on_reader!(self, pool => sqlx::query_as(&sql).bind(channel_id).bind(player_id).fetch_all(pool).await?),
        )
    }

    /// The game a thread or topic is about: its newest game in progress,
    /// else its newest game.
    pub async fn game_of_thread(&self, channel_id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 \
             ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END, id DESC LIMIT 1"
        );
        Ok(
            on_reader!(self, pool => sqlx::query_as(&sql).bind(channel_id).fetch_optional(pool).await?),
        )
    }

    /// The games being played in a channel, oldest first.
    pub async fn games_in_channel(&self, channel_id: i64) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status = 'active' ORDER BY id"
        );
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(channel_id).fetch_all(pool).await?))
    }

    /// The active games of a player in every channel, oldest first.
    pub async fn games_of_player(&self, player_id: i64) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' \
             AND (white_id = $1 OR black_id = $1) ORDER BY id"
        );
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(player_id).fetch_all(pool).await?))
    }

    /// The newest game of a player in a channel, finished or not.
    pub async fn latest_game(
        &self,
        channel_id: i64,
        player_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 \
             AND (white_id = $2 OR black_id = $2) ORDER BY id DESC LIMIT 1"
        );
        Ok(
            on_reader!(self, pool => sqlx::query_as(&sql).bind(channel_id).bind(player_id).fetch_optional(pool).await?),
        )
    }

    /// Writes a game's changed fields if its version is still
    /// `game.version`, and bumps the version. Gives the stored row, or
    /// `None` when someone else changed the game first (re-read and judge
    /// again). The game's scheduled work follows from the fields written;
    /// a scheduler's claim on it stays until its lease runs out, so that
    /// the scheduler that ended a game on time also announces it. A game
    /// that ends gets its history lines and, when rated, both players' new
    /// ratings in the same transaction: all of it commits, or none.
    pub async fn update_game(&self, game: &GameRow) -> Result<Option<GameRow>, StoreError> {
        let lock = self.row_lock();
        macro_rules! update {
            ($sql:expr, $executor:expr $(, $more:expr)*) => {
                bind_change(sqlx::query_as($sql), game)
                    $(.bind($more))*
                    .fetch_optional($executor)
                    .await
            };
        }
        // A game that goes on (or is aborted) is one statement, its
        // update's mark included; one that ends takes its results and
        // ratings along in a transaction.
        let delivery = unmarked_delivery();
        if game.ending().is_none() {
            match (self, &delivery) {
                (_, None) => {
                    return Ok(on_writer!(self, pool => update!(UPDATE_GAME.as_str(), pool)?));
                }
                (Store::Postgres(connections), Some(delivery)) => {
                    let mut connection = connections.checkout().await?;
                    let saved = update!(
                        UPDATE_GAME_AND_MARK.as_str(),
                        &mut *connection,
                        Utc::now(),
                        delivery.platform(),
                        delivery.update_id()
                    );
                    // The statement ran to its end, or failed in the
                    // database (not on the way there): the connection is
                    // fit to be used again.
                    if !matches!(&saved, Err(e) if !matches!(e, sqlx::Error::Database(_))) {
                        connection.release();
                    }
                    return match saved {
                        Err(error) if is_replayed(&error) => {
                            delivery.settle(false);
                            Err(StoreError::Replayed)
                        }
                        Err(error) => Err(error.into()),
                        Ok(saved) => {
                            if saved.is_some() {
                                delivery.settle(true);
                            }
                            Ok(saved)
                        }
                    };
                }
                (Store::Sqlite(_), Some(_)) => {}
            }
        }
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let saved: Option<GameRow> = update!(UPDATE_GAME.as_str(), &mut *tx)?;
            match saved {
                None => {
                    tx.rollback().await?;
                    Ok(None)
                }
                Some(saved) => {
                    if let Some(ending) = saved.ending() {
                        tx.record_ending(&ending, lock).await?;
                    }
                    commit_delivered!(tx, &delivery);
                    Ok(Some(saved))
                }
            }
        })
    }

    /// Writes what a game no longer owes (its reminder, its announcement,
    /// its direct message: delivered), as `game` says, if its version is
    /// still `game.version`; whether it was written (`false`: someone
    /// changed the game first, and it owes what that change set).
    ///
    /// The game's `due_at` is left as it was, still due, until
    /// [`Store::release_games`] gives its claim back and sets it anew for
    /// the whole pass in one statement: so the mark changes no indexed
    /// column, and Postgres writes it in place (a heap-only update) rather
    /// than into every index of the table. A process that stops between
    /// the two leaves the game due but owing nothing: the pass that claims
    /// it after the lease does nothing for it but set its `due_at`.
    ///
    /// On Postgres the write does not wait for the disk (its commit is
    /// asynchronous, as `synchronous_commit = off` makes it): the mark is
    /// bookkeeping, written once per delivery, and the wait is most of its
    /// cost. Only a crash of the database server itself, within its last
    /// fraction of a second, can lose such a mark, and a lost mark means a
    /// notice delivered twice, never a change to a game lost.
    pub async fn clear_owed(&self, game: &GameRow) -> Result<bool, StoreError> {
        const CLEAR: &str = "UPDATE games SET remind_at = $1, notice = $2, dm_for = $3, \
                             vacation_news = $4, version = version + 1, updated_at = CURRENT_TIMESTAMP";
        const WHICH: &str = "WHERE id = $5 AND version = $6";
        static POSTGRES: LazyLock<String> = LazyLock::new(|| {
            format!(
                "WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true)) \
                 {CLEAR} FROM relaxed {WHICH}"
            )
        });
        static SQLITE: LazyLock<String> = LazyLock::new(|| format!("{CLEAR} {WHICH}"));
        let sql = match self {
            Store::Postgres(_) => POSTGRES.as_str(),
            Store::Sqlite(_) => SQLITE.as_str(),
        };
        let written = on_writer!(self, pool => sqlx::query(sql)
            .bind(game.remind_at)
            .bind(game.notice.map(OwedNotice::name))
            .bind(game.dm_for)
            .bind(game.vacation_news.map(VacationNews::name))
            .bind(game.id)
            .bind(game.version)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(written == 1)
    }

    /// Starts the rematch of a finished game: creates `rematch` and marks
    /// `game` (at the version read) as having it, in one transaction.
    /// `None` when the game changed first (its rematch may have begun).
    pub async fn start_rematch(
        &self,
        game: &GameRow,
        rematch: &NewGame,
    ) -> Result<Option<GameRow>, StoreError> {
        let insert = insert_game_sql();
        let mark = "UPDATE games SET rematch_id = $1, rematch_offer = NULL, version = version + 1 \
                    WHERE id = $2 AND version = $3 AND rematch_id IS NULL";
        let delivery = unmarked_delivery();
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let row: GameRow = bind_new_game(sqlx::query_as(&insert), rematch, None)
                .fetch_one(&mut *tx)
                .await?;
            let marked = sqlx::query(mark)
                .bind(row.id)
                .bind(game.id)
                .bind(game.version)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if marked == 1 {
                commit_delivered!(tx, &delivery);
                Ok(Some(row))
            } else {
                tx.rollback().await?;
                Ok(None)
            }
        })
    }
}

/// The fields a change to a game writes, in the order they are bound
/// (`$1` to `$19`), with their Postgres types.
pub(super) const CHANGED: [(&str, &str); 19] = [
    ("moves", "text"),
    ("state", "text"),
    ("status", "text"),
    ("result", "text"),
    ("end_reason", "text"),
    ("draw_offer", "text"),
    ("takeback_offer", "text"),
    ("deadline", "timestamptz"),
    ("remind_at", "timestamptz"),
    ("notice", "text"),
    ("due_at", "timestamptz"),
    ("dm_for", "bigint"),
    ("vacation_news", "text"),
    ("queued_white", "text"),
    ("queued_black", "text"),
    ("conditional_white", "text"),
    ("conditional_black", "text"),
    ("ended_at", "timestamptz"),
    ("rematch_offer", "text"),
];

/// The assignments of a change to a game: the [`CHANGED`] fields from
/// `$1` to `$19` (`$20` is the game's id and `$21` the version it was
/// read at), and the version and time of the change.
static CHANGED_FIELDS: LazyLock<String> = LazyLock::new(|| {
    let fields: Vec<String> = CHANGED
        .iter()
        .enumerate()
        .map(|(i, (field, _))| format!("{field} = ${}", i + 1))
        .collect();
    format!(
        "{}, version = version + 1, updated_at = CURRENT_TIMESTAMP",
        fields.join(", ")
    )
});

/// What a change writes to a game's row, in the order of [`CHANGED`].
pub(super) struct Change<'a> {
    pub moves: &'a str,
    pub state: &'a str,
    pub status: &'static str,
    pub result: Option<&'static str>,
    pub end_reason: Option<&'static str>,
    pub draw_offer: Option<&'static str>,
    pub takeback_offer: Option<&'static str>,
    pub deadline: Option<DateTime<Utc>>,
    pub remind_at: Option<DateTime<Utc>>,
    pub notice: Option<&'static str>,
    pub due_at: Option<DateTime<Utc>>,
    pub dm_for: Option<i64>,
    pub vacation_news: Option<&'static str>,
    pub queued_white: &'a str,
    pub queued_black: &'a str,
    pub conditional_white: &'a str,
    pub conditional_black: &'a str,
    pub ended_at: Option<DateTime<Utc>>,
    pub rematch_offer: Option<&'static str>,
}

impl GameRow {
    /// What writing this row changes, field by field.
    pub(super) fn change(&self) -> Change<'_> {
        let outcome = self.status.outcome();
        Change {
            moves: &self.moves,
            state: &self.state,
            status: self.status.name(),
            result: outcome.map(Outcome::result),
            end_reason: outcome.map(|o| o.reason.name()),
            draw_offer: self.draw_offer.map(color_name),
            takeback_offer: self.takeback_offer.map(color_name),
            deadline: self.deadline,
            remind_at: self.remind_at,
            notice: self.notice.map(OwedNotice::name),
            due_at: self.due_at(),
            dm_for: self.dm_for,
            vacation_news: self.vacation_news.map(VacationNews::name),
            queued_white: &self.queued.white,
            queued_black: &self.queued.black,
            conditional_white: &self.conditional.white,
            conditional_black: &self.conditional.black,
            ended_at: self.ended_at,
            rematch_offer: self.rematch_offer.map(color_name),
        }
    }
}

/// A change to a game at the version it was read at.
pub(super) static UPDATE_GAME: LazyLock<String> = LazyLock::new(|| {
    format!(
        "UPDATE games SET {} WHERE id = $20 AND version = $21 RETURNING {GAME_COLUMNS}",
        CHANGED_FIELDS.as_str()
    )
});

/// On Postgres, a change to a game and the mark of the update it was made
/// for (`$22` now, `$23` the platform, `$24` the update's id) in one
/// statement: when the change is made but the update was handled already,
/// `kibitz_require_marked` fails the statement (`KB001`) and neither stays.
static UPDATE_GAME_AND_MARK: LazyLock<String> = LazyLock::new(|| {
    format!(
        "WITH saved AS (UPDATE games SET {} WHERE id = $20 AND version = $21 \
         RETURNING {GAME_COLUMNS}), \
         marked AS (UPDATE updates SET handled_at = $22, body = NULL, claimed_until = NULL \
         WHERE platform = $23 AND update_id = $24 AND handled_at IS NULL \
         AND EXISTS (SELECT 1 FROM saved) RETURNING 1) \
         SELECT {GAME_COLUMNS} FROM saved WHERE kibitz_require_marked((SELECT count(*) FROM marked))",
        CHANGED_FIELDS.as_str()
    )
});

/// Whether a statement failed because the update it marks was handled
/// already (see [`UPDATE_GAME_AND_MARK`]).
fn is_replayed(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.code().as_deref() == Some("KB001"))
}

/// Binds a game's changed fields, id and version read to
/// [`struct@CHANGED_FIELDS`]' statements (`$1` to `$21`).
pub(super) fn bind_change<'q, DB, O>(
    query: sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>,
    game: &'q GameRow,
) -> sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>
where
    DB: sqlx::Database,
    i64: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<i64>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<DateTime<Utc>>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<&'q str>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
{
    let change = game.change();
    query
        .bind(change.moves)
        .bind(change.state)
        .bind(change.status)
        .bind(change.result)
        .bind(change.end_reason)
        .bind(change.draw_offer)
        .bind(change.takeback_offer)
        .bind(change.deadline)
        .bind(change.remind_at)
        .bind(change.notice)
        .bind(change.due_at)
        .bind(change.dm_for)
        .bind(change.vacation_news)
        .bind(change.queued_white)
        .bind(change.queued_black)
        .bind(change.conditional_white)
        .bind(change.conditional_black)
        .bind(change.ended_at)
        .bind(change.rematch_offer)
        .bind(game.id)
        .bind(game.version)
}

/// The insert of a new game, with its challenge if it came from one.
pub(super) fn insert_game_sql() -> String {
    format!(
        "INSERT INTO games (channel_id, challenge_id, variant, white_id, black_id, start_state, moves, \
         state, status, days_per_move, deadline, due_at, bot_level, rated, set_up_plies) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $10, $10, $11, $12, $13) \
         RETURNING {GAME_COLUMNS}"
    )
}

/// Binds a new game's fields to [`insert_game_sql`].
pub(super) fn bind_new_game<'q, DB, O>(
    query: sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>,
    game: &'q NewGame,
    challenge_id: Option<i64>,
) -> sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>
where
    DB: sqlx::Database,
    i64: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<i64>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<i32>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    i32: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<DateTime<Utc>>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    bool: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
{
    query
        .bind(game.channel_id)
        .bind(challenge_id)
        .bind(game.variant.name())
        .bind(game.white_id)
        .bind(game.black_id)
        .bind(game.start_state.as_str())
        .bind(game.moves.as_str())
        .bind(game.state.as_str())
        .bind(game.days_per_move)
        .bind(game.deadline)
        .bind(game.bot_level)
        .bind(game.rated)
        .bind(game.set_up_plies)
}
