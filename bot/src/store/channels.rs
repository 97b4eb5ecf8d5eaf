//! Channels: the chats games are played in, known by platform and id.

use super::{Store, StoreError};

impl Store {
    /// The id of a platform channel seen before, without creating it.
    pub async fn find_channel(
        &self,
        platform: &str,
        channel_id: &str,
    ) -> Result<Option<i64>, StoreError> {
        let select = "SELECT id FROM channels WHERE platform = $1 AND platform_channel_id = $2";
        let known: Option<(i64,)> = on_pool!(self, pool => sqlx::query_as(select)
            .bind(platform)
            .bind(channel_id)
            .fetch_optional(pool)
            .await?);
        Ok(known.map(|(id,)| id))
    }

    /// A channel's platform and its id there.
    pub async fn channel_by_id(&self, id: i64) -> Result<Option<(String, String)>, StoreError> {
        let select = "SELECT platform, platform_channel_id FROM channels WHERE id = $1";
        Ok(on_pool!(self, pool => sqlx::query_as(select).bind(id).fetch_optional(pool).await?))
    }

    /// The id of a platform channel, created on first sight.
    pub async fn channel(&self, platform: &str, channel_id: &str) -> Result<i64, StoreError> {
        if let Some(id) = self.find_channel(platform, channel_id).await? {
            return Ok(id);
        }
        let sql = "INSERT INTO channels (platform, platform_channel_id) VALUES ($1, $2) \
                   ON CONFLICT (platform, platform_channel_id) DO UPDATE SET platform = excluded.platform \
                   RETURNING id";
        let (id,): (i64,) = on_pool!(self, pool => sqlx::query_as(sql)
            .bind(platform)
            .bind(channel_id)
            .fetch_one(pool)
            .await?);
        Ok(id)
    }
}
