//! Puzzles solved in the chat: a chat's rounds (one puzzle put to it at a
//! time), each player's attempt at a round, and players' puzzle ratings.
//! A step of a round (a move found, a move missed, the last move) is
//! written in one transaction, and only from the progress it was judged
//! at: two solvers racing cannot both take the same step.

use std::collections::HashSet;

use chrono::{DateTime, Utc};

use super::PuzzleStore;
use super::community_puzzles::RATE_COMMUNITY_PUZZLE;
use crate::model::{ChannelId, PlayerId};
use crate::rating::Rating;
use crate::standing::store::PuzzleRating;
use crate::store::connect::{Store, StoreError};
use crate::store::updates::{Delivery, commit_delivered, unmarked};
use crate::store::{on_reader, on_writer};

/// One puzzle put to a chat.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PuzzleRound {
    /// Its number.
    pub id: i64,
    /// The chat.
    pub channel_id: ChannelId,
    /// Lichess's id of the puzzle.
    pub puzzle_id: String,
    /// Who asked for it.
    pub asked_by: PlayerId,
    /// When.
    pub started_at: DateTime<Utc>,
    /// The solution's half-moves played so far.
    pub progress: i32,
    /// When it ended, solved or not.
    pub finished_at: Option<DateTime<Utc>>,
    /// Who played its last move.
    pub solved_by: Option<PlayerId>,
    /// The day (`YYYY-MM-DD`, UTC) it is the chat's daily puzzle of, if it is.
    pub daily_on: Option<String>,
}

/// A player's attempt at a round, rated once it is decided.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    /// The player.
    pub player: PlayerId,
    /// Whether they solved it.
    pub solved: bool,
    /// Their rating before.
    pub before: PuzzleRating,
    /// Their rating after.
    pub after: PuzzleRating,
}

/// One step of a round, judged at `from`.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundStep {
    /// The round.
    pub round: i64,
    /// The puzzle.
    pub puzzle_id: String,
    /// The progress it was judged at.
    pub from: i32,
    /// The progress after it.
    pub to: i32,
    /// Who moved, when they moved right and their attempt stays open.
    pub joined: Option<PlayerId>,
    /// The attempts it decides, rated.
    pub rated: Vec<Rated>,
    /// The round ends with it: solved by this player, or not.
    pub ends: Option<Option<PlayerId>>,
    /// A mined puzzle's rating after the tries it rates (a shipped
    /// puzzle's stays as lichess settled it).
    pub puzzle_rating: Option<Rating>,
    /// When.
    pub at: DateTime<Utc>,
}

pub(crate) const ROUND_COLUMNS: &str =
    "id, channel_id, puzzle_id, asked_by, started_at, progress, finished_at, solved_by, daily_on";

impl PuzzleStore {
    /// The chat's round still open, if any.
    pub async fn open_puzzle_round(
        &self,
        channel: ChannelId,
    ) -> Result<Option<PuzzleRound>, StoreError> {
        let sql = format!(
            "SELECT {ROUND_COLUMNS} FROM puzzle_rounds WHERE channel_id = $1 AND finished_at IS NULL"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel).fetch_optional(pool).await?),
        )
    }

    /// The round numbered `id`, open or not.
    pub async fn puzzle_round(&self, id: i64) -> Result<Option<PuzzleRound>, StoreError> {
        let sql = format!("SELECT {ROUND_COLUMNS} FROM puzzle_rounds WHERE id = $1");
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?),
        )
    }

    /// Who tried a round, in the order they first answered, and how it
    /// went: solved, missed, or still on the way (`None`).
    pub async fn puzzle_round_tries(
        &self,
        round: i64,
    ) -> Result<Vec<(PlayerId, Option<bool>)>, StoreError> {
        let sql = "SELECT player_id, solved FROM puzzle_attempts WHERE round_id = $1 \
                   ORDER BY tried_at, player_id";
        Ok(on_reader!(&self.store, pool => sqlx::query_as(sql).bind(round).fetch_all(pool).await?))
    }

    /// The chat's latest round, open or not.
    pub async fn latest_puzzle_round(
        &self,
        channel: ChannelId,
    ) -> Result<Option<PuzzleRound>, StoreError> {
        let sql = format!(
            "SELECT {ROUND_COLUMNS} FROM puzzle_rounds WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel).fetch_optional(pool).await?),
        )
    }

    /// The puzzles a player tried or asked for.
    pub async fn seen_puzzles(&self, player: PlayerId) -> Result<HashSet<String>, StoreError> {
        let sql = "SELECT puzzle_id FROM puzzle_attempts WHERE player_id = $1 \
                   UNION SELECT puzzle_id FROM puzzle_rounds WHERE asked_by = $1";
        let rows: Vec<(String,)> = on_reader!(&self.store, pool => sqlx::query_as(sql).bind(player).fetch_all(pool).await?);
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// Whether a player's attempt at a round is open (`Some(None)`),
    /// decided (`Some(Some(solved))`), or not begun (`None`).
    pub async fn puzzle_attempt(
        &self,
        round: i64,
        player: PlayerId,
    ) -> Result<Option<Option<bool>>, StoreError> {
        let sql = "SELECT solved FROM puzzle_attempts WHERE round_id = $1 AND player_id = $2";
        let row: Option<(Option<bool>,)> = on_reader!(&self.store, pool =>
            sqlx::query_as(sql).bind(round).bind(player).fetch_optional(pool).await?);
        Ok(row.map(|(solved,)| solved))
    }

    /// Which of `players` tried `puzzle_id` in another round than `round`
    /// (the same puzzle put to another chat, or put again): their moves
    /// help the race, but they are not rated on it twice.
    pub async fn tried_elsewhere(
        &self,
        puzzle_id: &str,
        round: i64,
        players: &[PlayerId],
    ) -> Result<HashSet<PlayerId>, StoreError> {
        let sql = "SELECT player_id FROM puzzle_attempts \
                   WHERE puzzle_id = $1 AND round_id <> $2 AND player_id = $3";
        let mut tried = HashSet::new();
        for &player in players {
            let row: Option<(PlayerId,)> = on_reader!(&self.store, pool => sqlx::query_as(sql)
                .bind(puzzle_id)
                .bind(round)
                .bind(player)
                .fetch_optional(pool)
                .await?);
            tried.extend(row.map(|(p,)| p));
        }
        Ok(tried)
    }

    /// The players whose attempts at a round are open.
    pub async fn open_puzzle_attempts(&self, round: i64) -> Result<Vec<PlayerId>, StoreError> {
        let sql = "SELECT player_id FROM puzzle_attempts WHERE round_id = $1 AND solved IS NULL \
                   ORDER BY tried_at, player_id";
        let rows: Vec<(PlayerId,)> =
            on_reader!(&self.store, pool => sqlx::query_as(sql).bind(round).fetch_all(pool).await?);
        Ok(rows.into_iter().map(|(p,)| p).collect())
    }

    /// Puts a puzzle to a chat, as the effect of `delivery`, ending first
    /// the round `ending` (one left open too long); the round, or `None`
    /// when another round was opened there at the same moment.
    pub async fn start_puzzle_round(
        &self,
        (channel, puzzle_id, asked_by): (ChannelId, &str, PlayerId),
        ending: Option<i64>,
        now: DateTime<Utc>,
        delivery: Option<&Delivery>,
    ) -> Result<Option<PuzzleRound>, StoreError> {
        let end = "UPDATE puzzle_rounds SET finished_at = $1 WHERE id = $2 AND finished_at IS NULL";
        // The chat's one open round is the index's to keep: a round opened
        // there at the same moment makes this insert nothing.
        let insert = format!(
            "INSERT INTO puzzle_rounds (channel_id, puzzle_id, asked_by, started_at) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (channel_id) WHERE finished_at IS NULL DO NOTHING \
             RETURNING {ROUND_COLUMNS}"
        );
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            if let Some(round) = ending {
                sqlx::query(end).bind(now).bind(round).execute(&mut *tx).await?;
            }
            let round: Option<PuzzleRound> = sqlx::query_as(&insert)
                .bind(channel)
                .bind(puzzle_id)
                .bind(asked_by)
                .bind(now)
                .fetch_optional(&mut *tx)
                .await?;
            if round.is_none() {
                tx.rollback().await?;
                Ok(None)
            } else {
                commit_delivered!(tx, delivery);
                Ok(round)
            }
        })
    }

    /// Ends a round left open, unsolved; whether it was still open.
    pub async fn end_puzzle_round(
        &self,
        round: i64,
        now: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE puzzle_rounds SET finished_at = $1 WHERE id = $2 AND finished_at IS NULL";
        let done = on_writer!(&self.store, pool =>
            sqlx::query(sql).bind(now).bind(round).execute(pool).await?.rows_affected());
        Ok(done == 1)
    }

    /// Writes a step of a round judged at `step.from`, with the attempts
    /// it rates and their players' ratings, as the effect of `delivery`;
    /// `false` (nothing written) when the round moved on first.
    pub async fn take_puzzle_step(
        &self,
        step: &RoundStep,
        delivery: Option<&Delivery>,
    ) -> Result<bool, StoreError> {
        let advance = "UPDATE puzzle_rounds SET progress = $1, \
                       finished_at = CASE WHEN $2 THEN $3 ELSE finished_at END, solved_by = $4 \
                       WHERE id = $5 AND progress = $6 AND finished_at IS NULL";
        let join = "INSERT INTO puzzle_attempts (player_id, puzzle_id, round_id, tried_at) \
                    VALUES ($1, $2, $3, $4) ON CONFLICT (player_id, puzzle_id) DO NOTHING";
        let decide = "INSERT INTO puzzle_attempts \
                      (player_id, puzzle_id, round_id, tried_at, solved, rating_before, rating_after) \
                      VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id, puzzle_id) \
                      DO UPDATE SET solved = $5, rating_before = $6, rating_after = $7";
        let rate = "INSERT INTO puzzle_ratings \
                    (player_id, rating, deviation, volatility, attempts, streak, best_streak, rated_at) \
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (player_id) DO UPDATE SET \
                    rating = $2, deviation = $3, volatility = $4, attempts = $5, streak = $6, \
                    best_streak = $7, rated_at = $8";
        // The puzzle leaderboards: the round's community's and the
        // platform's, as a game's rating is ranked (`perf` 'puzzles').
        let standing = "INSERT INTO standings \
                        (platform, community, perf, player_id, rating, games, steady_until) \
                        SELECT CASE WHEN $6 THEN '*' ELSE c.platform END, CASE WHEN $6 THEN '*' ELSE COALESCE(c.community, c.platform_channel_id) END, \
                        'puzzles', $1, $2, $3, $4 \
                        FROM puzzle_rounds r JOIN channels c ON c.id = r.channel_id WHERE r.id = $5 \
                        ON CONFLICT (platform, community, perf, player_id) DO NOTHING";
        let standings = "UPDATE standings SET rating = $1, games = $2, steady_until = $3 \
                         WHERE player_id = $4 AND perf = 'puzzles'";
        let delivery = unmarked(delivery);
        let (ends, solved_by) = match step.ends {
            Some(solver) => (true, solver),
            None => (false, None),
        };
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let moved = sqlx::query(advance)
                .bind(step.to)
                .bind(ends)
                .bind(step.at)
                .bind(solved_by)
                .bind(step.round)
                .bind(step.from)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if moved != 1 {
                tx.rollback().await?;
                Ok(false)
            } else {
                if let Some(player) = step.joined {
                    sqlx::query(join)
                        .bind(player)
                        .bind(&step.puzzle_id)
                        .bind(step.round)
                        .bind(step.at)
                        .execute(&mut *tx)
                        .await?;
                }
                for rated in &step.rated {
                    sqlx::query(decide)
                        .bind(rated.player)
                        .bind(&step.puzzle_id)
                        .bind(step.round)
                        .bind(step.at)
                        .bind(rated.solved)
                        .bind(rated.before.rating.rating)
                        .bind(rated.after.rating.rating)
                        .execute(&mut *tx)
                        .await?;
                    let after = &rated.after;
                    sqlx::query(rate)
                        .bind(rated.player)
                        .bind(after.rating.rating)
                        .bind(after.rating.deviation)
                        .bind(after.rating.volatility)
                        .bind(i32::try_from(after.rating.games).unwrap_or(i32::MAX))
                        .bind(after.streak)
                        .bind(after.best_streak)
                        .bind(after.rating.rated_at)
                        .execute(&mut *tx)
                        .await?;
                    let games = i32::try_from(after.rating.games).unwrap_or(i32::MAX);
                    let steady_until = after.rating.steady_until();
                    for everywhere in [false, true] {
                        sqlx::query(standing)
                            .bind(rated.player)
                            .bind(after.rating.rating)
                            .bind(games)
                            .bind(steady_until)
                            .bind(step.round)
                            .bind(everywhere)
                            .execute(&mut *tx)
                            .await?;
                    }
                    sqlx::query(standings)
                        .bind(after.rating.rating)
                        .bind(games)
                        .bind(steady_until)
                        .bind(rated.player)
                        .execute(&mut *tx)
                        .await?;
                }
                if let Some(rating) = &step.puzzle_rating {
                    sqlx::query(RATE_COMMUNITY_PUZZLE)
                        .bind(rating.rating)
                        .bind(rating.deviation)
                        .bind(rating.volatility)
                        .bind(i32::try_from(rating.games).unwrap_or(i32::MAX))
                        .bind(rating.rated_at)
                        .bind(&step.puzzle_id)
                        .execute(&mut *tx)
                        .await?;
                }
                commit_delivered!(tx, delivery);
                Ok(true)
            }
        })
    }
}
