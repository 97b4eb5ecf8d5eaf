//! A chat's daily puzzle: the time its next one is due, the scheduler's
//! claim on posting it, and the day's round. A chat has at most one daily
//! round a day (an index), so a post tried twice puts the same puzzle.

use chrono::{DateTime, Utc};

use super::PuzzleStore;
use super::puzzles::{PuzzleRound, ROUND_COLUMNS};
use crate::chat::Place;
use crate::model::{ChannelId, Language, Platform, PlayerId};
use crate::store::connect::{Store, StoreError};
use crate::store::{on_reader, on_writer};

/// A chat whose daily puzzle is due, claimed for a scheduler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuePuzzlePost {
    /// The chat.
    pub channel: ChannelId,
    /// Where to post.
    pub place: Place,
    /// The chat's language, when its managers chose one.
    pub language: Option<Language>,
    /// When the post was due.
    pub due: DateTime<Utc>,
    /// The manager who asked for the daily puzzle.
    pub by: PlayerId,
}

/// The columns of a claimed chat, as returned by the claim.
#[derive(sqlx::FromRow)]
struct DueRow {
    id: ChannelId,
    platform: String,
    platform_channel_id: String,
    language: Option<String>,
    daily_puzzle_at: DateTime<Utc>,
    daily_puzzle_by: PlayerId,
}

impl PuzzleStore {
    /// Sets when a chat's next daily puzzle is due and who asked for it
    /// (`None`: no more daily puzzles), freeing any claim on the post.
    pub async fn set_daily_puzzle(
        &self,
        channel: ChannelId,
        at: Option<DateTime<Utc>>,
        by: PlayerId,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE channels SET daily_puzzle_at = $1, daily_puzzle_by = $2, \
                   daily_puzzle_claimed_until = NULL WHERE id = $3";
        on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(at)
            .bind(by)
            .bind(channel)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }

    /// When a chat's next daily puzzle is due, if it has them.
    pub async fn daily_puzzle_at(
        &self,
        channel: ChannelId,
    ) -> Result<Option<DateTime<Utc>>, StoreError> {
        let sql = "SELECT daily_puzzle_at FROM channels WHERE id = $1";
        let row: Option<(Option<DateTime<Utc>>,)> = on_reader!(&self.store, pool => sqlx::query_as(sql).bind(channel).fetch_optional(pool).await?);
        Ok(row.and_then(|(at,)| at))
    }

    /// Claims up to `limit` chats whose daily puzzle is due at `now`
    /// (earliest first) until `until`, as [`Store::claim_due_games`] does
    /// for games: no other scheduler posts them before then.
    pub async fn claim_due_daily_puzzles(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<DuePuzzlePost>, StoreError> {
        let sql = self.store.claim_sql(
            "channels",
            ("daily_puzzle_at", ""),
            ("daily_puzzle_claimed_until", "$1"),
            "id, platform, platform_channel_id, language, daily_puzzle_at, daily_puzzle_by",
        );
        let rows: Vec<DueRow> = on_writer!(&self.store, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        let mut due: Vec<DuePuzzlePost> = rows
            .into_iter()
            .filter_map(|row| {
                let Some(platform) = Platform::from_name(&row.platform) else {
                    tracing::error!(
                        channel = row.id.get(),
                        platform = row.platform,
                        "a chat of an unknown platform"
                    );
                    return None;
                };
                Some(DuePuzzlePost {
                    channel: row.id,
                    place: Place::new(platform, row.platform_channel_id),
                    language: row.language.as_deref().and_then(Language::from_code),
                    due: row.daily_puzzle_at,
                    by: row.daily_puzzle_by,
                })
            })
            .collect();
        due.sort_by_key(|post| (post.due, post.channel));
        Ok(due)
    }

    /// Moves a claimed daily puzzle from `from` to `next` and frees the
    /// claim, unless the chat's managers changed it meanwhile; whether it
    /// moved.
    pub async fn advance_daily_puzzle(
        &self,
        channel: ChannelId,
        from: DateTime<Utc>,
        next: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE channels SET daily_puzzle_at = $1, daily_puzzle_claimed_until = NULL \
                   WHERE id = $2 AND daily_puzzle_at = $3";
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(next)
            .bind(channel)
            .bind(from)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// The chat's daily round of `day` (`YYYY-MM-DD`): the one already
    /// put, or `puzzle_id` put now, ending first the round open there (a
    /// puzzle asked for, or the last daily one). `None` when a round was
    /// opened there at the same moment: the post waits for a later pass.
    pub async fn start_daily_round(
        &self,
        (channel, puzzle_id, asked_by): (ChannelId, &str, PlayerId),
        day: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<PuzzleRound>, StoreError> {
        let existing = format!(
            "SELECT {ROUND_COLUMNS} FROM puzzle_rounds WHERE channel_id = $1 AND daily_on = $2"
        );
        let end = "UPDATE puzzle_rounds SET finished_at = $1 \
                   WHERE channel_id = $2 AND finished_at IS NULL";
        let insert = format!(
            "INSERT INTO puzzle_rounds (channel_id, puzzle_id, asked_by, started_at, daily_on) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING {ROUND_COLUMNS}"
        );
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let found: Option<PuzzleRound> = sqlx::query_as(&existing)
                .bind(channel)
                .bind(day)
                .fetch_optional(&mut *tx)
                .await?;
            let round = if found.is_some() {
                found
            } else {
                sqlx::query(end).bind(now).bind(channel).execute(&mut *tx).await?;
                sqlx::query_as(&insert)
                    .bind(channel)
                    .bind(puzzle_id)
                    .bind(asked_by)
                    .bind(now)
                    .bind(day)
                    .fetch_optional(&mut *tx)
                    .await?
            };
            tx.commit().await?;
            Ok(round)
        })
    }

    /// The chat's last daily round before `day`, if any.
    pub async fn daily_round_before(
        &self,
        channel: ChannelId,
        day: &str,
    ) -> Result<Option<PuzzleRound>, StoreError> {
        let sql = format!(
            "SELECT {ROUND_COLUMNS} FROM puzzle_rounds \
             WHERE channel_id = $1 AND daily_on IS NOT NULL AND daily_on < $2 \
             ORDER BY daily_on DESC LIMIT 1"
        );
        Ok(on_reader!(&self.store, pool =>
            sqlx::query_as(&sql).bind(channel).bind(day).fetch_optional(pool).await?))
    }

    /// The names of the players who solved a round, in the order they
    /// joined it.
    pub async fn round_solvers(&self, round: i64) -> Result<Vec<String>, StoreError> {
        let sql = "SELECT p.display_name FROM puzzle_attempts a JOIN players p ON p.id = a.player_id \
                   WHERE a.round_id = $1 AND a.solved ORDER BY a.tried_at, p.id";
        let rows: Vec<(String,)> =
            on_reader!(&self.store, pool => sqlx::query_as(sql).bind(round).fetch_all(pool).await?);
        Ok(rows.into_iter().map(|(name,)| name).collect())
    }
}
