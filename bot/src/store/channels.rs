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

    /// The id of a platform channel, created on first sight; the
    /// community it belongs to is kept up to date.
    pub async fn channel(&self, place: &Place) -> Result<i64, StoreError> {
        let select =
            "SELECT id, community FROM channels WHERE platform = $1 AND platform_channel_id = $2";
        let known: Option<(i64, Option<String>)> = on_pool!(self, pool => sqlx::query_as(select)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .fetch_optional(pool)
            .await?);
        if let Some((id, community)) = known
            && (place.community.is_none() || community == place.community)
        {
            return Ok(id);
        }
        let sql = "INSERT INTO channels (platform, platform_channel_id, community) VALUES ($1, $2, $3) \
                   ON CONFLICT (platform, platform_channel_id) DO UPDATE SET community = excluded.community \
                   RETURNING id";
        let (id,): (i64,) = on_pool!(self, pool => sqlx::query_as(sql)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .bind(place.community.as_deref())
            .fetch_one(pool)
            .await?);
        Ok(id)
    }
}
