//! How deep the queues every process shares are: the games whose work
//! (a reminder, a time-out, an owed notice) is due, and the finished games
//! whose analysis is not yet posted. Read for the metrics.

use chrono::{DateTime, Utc};

use crate::store::connect::{Store, StoreError};

impl Store {
    /// The games with work due at `now`, and the analyses not yet posted.
    pub async fn queue_depths(&self, now: DateTime<Utc>) -> Result<(i64, i64), StoreError> {
        let games = "SELECT COUNT(*) FROM games WHERE due_at IS NOT NULL AND due_at <= $1";
        let analyses = "SELECT COUNT(*) FROM analyses WHERE NOT posted";
        let due: i64 =
            on_reader!(self, pool => sqlx::query_scalar(games).bind(now).fetch_one(pool).await?);
        let waiting: i64 =
            on_reader!(self, pool => sqlx::query_scalar(analyses).fetch_one(pool).await?);
        Ok((due, waiting))
    }
}
