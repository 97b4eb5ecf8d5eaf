//! Channels: the chats games are played in, known by platform and id.

use super::columns::read;
use super::connect::{Store, StoreError};
use crate::chat::{Place, Platform};

impl Store {
    /// The id of a platform channel seen before, without creating it.
    pub async fn find_channel(&self, place: &Place) -> Result<Option<i64>, StoreError> {
        let select = "SELECT id FROM channels WHERE platform = $1 AND platform_channel_id = $2";
        let known: Option<(i64,)> = on_pool!(self, pool => sqlx::query_as(select)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .fetch_optional(pool)
            .await?);
        Ok(known.map(|(id,)| id))
    }

    /// The chat a channel id stands for.
    pub async fn channel_by_id(&self, id: i64) -> Result<Option<Place>, StoreError> {
        let select = "SELECT platform, platform_channel_id FROM channels WHERE id = $1";
        let found: Option<(String, String)> =
            on_pool!(self, pool => sqlx::query_as(select).bind(id).fetch_optional(pool).await?);
        let Some((platform, channel)) = found else {
            return Ok(None);
        };
        let platform = read("platform", &platform, Platform::from_name)?;
        Ok(Some(Place::new(platform, channel)))
    }

    /// The id of a platform channel, created on first sight.
    pub async fn channel(&self, place: &Place) -> Result<i64, StoreError> {
        if let Some(id) = self.find_channel(place).await? {
            return Ok(id);
        }
        let sql = "INSERT INTO channels (platform, platform_channel_id) VALUES ($1, $2) \
                   ON CONFLICT (platform, platform_channel_id) DO UPDATE SET platform = excluded.platform \
                   RETURNING id";
        let (id,): (i64,) = on_pool!(self, pool => sqlx::query_as(sql)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .fetch_one(pool)
            .await?);
        Ok(id)
    }
}
