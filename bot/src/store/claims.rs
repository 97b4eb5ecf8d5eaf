//! Claims on scheduled work: due games and digests taken for a lease, so
//! that no two processes do the same work.

use chrono::{DateTime, Utc};

use super::connect::{Store, StoreError};
use super::games::{GAME_COLUMNS, GameRow};
use super::players::{PLAYER_COLUMNS, PlayerRow};

impl Store {
    /// Claims up to `limit` games whose scheduled work is due at `now`
    /// (earliest first) for this scheduler until `until`: no other
    /// scheduler gets them before then. Games another scheduler is claiming right now are
    /// skipped, not waited for (`FOR UPDATE SKIP LOCKED` on Postgres;
    /// SQLite serves one process, and its writes take turns).
    pub async fn claim_due_games(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = self.claim_sql("games", "due_at", "claimed_until", GAME_COLUMNS);
        let mut rows: Vec<GameRow> = on_writer!(self, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        rows.sort_by_key(|row| (row.due_at(), row.id));
        Ok(rows)
    }

    /// Frees a game claimed until `until` once its work is done, so that
    /// work a change made meanwhile is taken by the next pass.
    pub async fn release_game(&self, id: i64, until: DateTime<Utc>) -> Result<(), StoreError> {
        let sql = "UPDATE games SET claimed_until = NULL WHERE id = $1 AND claimed_until = $2";
        on_writer!(self, pool => sqlx::query(sql).bind(id).bind(until).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// The query that claims rows of `table` due by `due` for a lease kept
    /// in `lease`: binds `$1` the lease's end, `$2` now, `$3` the limit.
    /// Rows another scheduler is claiming right now are skipped, not
    /// waited for (`FOR UPDATE SKIP LOCKED` on Postgres; SQLite serves one
    /// process, and its writes take turns).
    fn claim_sql(&self, table: &str, due: &str, lease: &str, columns: &str) -> String {
        let lock = match self {
            Store::Postgres(_) => "FOR UPDATE SKIP LOCKED",
            Store::Sqlite(_) => "",
        };
        format!(
            "UPDATE {table} SET {lease} = $1 WHERE id IN (SELECT id FROM {table} \
             WHERE {due} <= $2 AND ({lease} IS NULL OR {lease} < $2) \
             ORDER BY {due} LIMIT $3 {lock}) RETURNING {columns}"
        )
    }

    /// Claims up to `limit` players whose daily digest is due at `now`
    /// (earliest first) until `until`, as [`Store::claim_due_games`] does
    /// for games.
    pub async fn claim_due_digests(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<PlayerRow>, StoreError> {
        let sql = self.claim_sql(
            "players",
            "digest_at",
            "digest_claimed_until",
            PLAYER_COLUMNS,
        );
        let mut rows: Vec<PlayerRow> = on_writer!(self, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        rows.sort_by_key(|row| (row.digest_at, row.id));
        Ok(rows)
    }

    /// Moves a claimed digest from `from` to `next` and frees the claim,
    /// unless the player changed the digest meanwhile; whether it moved.
    pub async fn advance_digest(
        &self,
        player_id: i64,
        from: DateTime<Utc>,
        next: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE players SET digest_at = $1, digest_claimed_until = NULL \
                   WHERE id = $2 AND digest_at = $3";
        let done = on_writer!(self, pool => sqlx::query(sql)
            .bind(next)
            .bind(player_id)
            .bind(from)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }
}
