//! Channels: the chats games are played in, known by platform and id.

use super::columns::read;
use super::connect::{Store, StoreError};
use crate::chat::{Place, Platform};
use crate::i18n::Language;

/// A chat as stored, with its own settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelRow {
    /// The chat's id in the store.
    pub id: i64,
    /// The language of the bot's posts there, when its managers set one.
    pub language: Option<Language>,
}

impl ChannelRow {
    fn read(id: i64, language: Option<String>) -> Result<ChannelRow, StoreError> {
        let language = match language {
            Some(code) => Some(read("language", &code, Language::from_code)?),
            None => None,
        };
        Ok(ChannelRow { id, language })
    }
}

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
        Ok(self.channel_row(place).await?.id)
    }

    /// A platform channel with its settings, created on first sight; the
    /// community it belongs to is kept up to date.
    pub async fn channel_row(&self, place: &Place) -> Result<ChannelRow, StoreError> {
        let select = "SELECT id, community, language FROM channels \
                      WHERE platform = $1 AND platform_channel_id = $2";
        let known: Option<(i64, Option<String>, Option<String>)> = on_pool!(self, pool => sqlx::query_as(select)
                .bind(place.platform.name())
                .bind(&place.channel_id)
                .fetch_optional(pool)
                .await?);
        if let Some((id, community, language)) = known
            && (place.community.is_none() || community == place.community)
        {
            return ChannelRow::read(id, language);
        }
        let sql = "INSERT INTO channels (platform, platform_channel_id, community) VALUES ($1, $2, $3) \
                   ON CONFLICT (platform, platform_channel_id) DO UPDATE SET community = excluded.community \
                   RETURNING id, language";
        let (id, language): (i64, Option<String>) = on_pool!(self, pool => sqlx::query_as(sql)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .bind(place.community.as_deref())
            .fetch_one(pool)
            .await?);
        ChannelRow::read(id, language)
    }

    /// The language of the bot's posts in a chat, if its managers set one.
    pub async fn channel_language(&self, id: i64) -> Result<Option<Language>, StoreError> {
        let select = "SELECT language FROM channels WHERE id = $1";
        let found: Option<(Option<String>,)> =
            on_pool!(self, pool => sqlx::query_as(select).bind(id).fetch_optional(pool).await?);
        Ok(ChannelRow::read(id, found.and_then(|(language,)| language))?.language)
    }

    /// Sets the language of the bot's posts in a chat (`None`: each
    /// reader's own).
    pub async fn set_channel_language(
        &self,
        id: i64,
        language: Option<Language>,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE channels SET language = $1 WHERE id = $2";
        on_pool!(self, pool => sqlx::query(sql)
            .bind(language.map(Language::code))
            .bind(id)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }
}
