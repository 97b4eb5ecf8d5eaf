//! The bot's own name on each platform, as a process serving it last
//! heard it from the platform, so that any process can write the links
//! that open a chat with the bot there (`t.me/<username>?start=…`).

use chrono::{DateTime, Utc};

use super::connect::{Store, StoreError};
use crate::model::Platform;

impl Store {
    /// Keeps the bot's `username` on `platform`, heard at `now`.
    pub async fn remember_bot_account(
        &self,
        platform: Platform,
        username: &str,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let sql = "INSERT INTO bot_accounts (platform, username, seen_at) VALUES ($1, $2, $3) \
                   ON CONFLICT (platform) DO UPDATE SET username = excluded.username, \
                   seen_at = excluded.seen_at";
        on_writer!(self, pool => sqlx::query(sql)
            .bind(platform.name())
            .bind(username)
            .bind(now)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }

    /// The bot's username on `platform`, if a process serving it has told.
    pub async fn bot_account(&self, platform: Platform) -> Result<Option<String>, StoreError> {
        let sql = "SELECT username FROM bot_accounts WHERE platform = $1";
        Ok(on_reader!(self, pool => sqlx::query_scalar(sql)
            .bind(platform.name())
            .fetch_optional(pool)
            .await?))
    }
}
