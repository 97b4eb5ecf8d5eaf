//! What the bot posts in Discord on its own, over REST: notices (the same
//! embed, picture, mentions and buttons as an answer to a command) in a
//! game's channel or in a direct message to one user, a game's thread, and
//! the buttons taken off a board a newer one replaced.

use std::sync::Arc;

use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateThread, EditMessage, Http, MessageId, UserId,
};

use super::respond::Parts;
use crate::chat::{DeliveryError, NewThread, Notice, OpenedThread, Outbox, Place, Recipient};
use crate::model::Platform;

/// Posts in Discord channels and direct messages.
#[derive(Clone)]
pub struct DiscordOutbox {
    http: Arc<Http>,
}

/// A Discord id (a snowflake) written in text, if it is one.
pub(super) fn snowflake(id: &str) -> Option<u64> {
    id.parse::<u64>().ok().filter(|&id| id != 0)
}

/// Discord's archive choice for a thread that may stay quiet `minutes`.
fn archive_after(minutes: u16) -> AutoArchiveDuration {
    match minutes {
        ..=60 => AutoArchiveDuration::OneHour,
        61..=1440 => AutoArchiveDuration::OneDay,
        1441..=4320 => AutoArchiveDuration::ThreeDays,
        _ => AutoArchiveDuration::OneWeek,
    }
}

impl DiscordOutbox {
    pub(super) fn new(http: Arc<Http>) -> DiscordOutbox {
        DiscordOutbox { http }
    }

    /// The REST client it posts with.
    pub(super) fn http(&self) -> &Arc<Http> {
        &self.http
    }

    /// The channel a notice goes to; for a user, their direct-message
    /// channel with the bot (which Discord opens on request).
    async fn channel(&self, to: &Recipient) -> Result<ChannelId, DeliveryError> {
        let snowflake = |id: &str, what: &str| {
            snowflake(id)
                .ok_or_else(|| DeliveryError::Lasting(format!("`{id}` is no Discord {what}")))
        };
        match to {
            Recipient::Channel(place) => {
                Ok(ChannelId::new(snowflake(&place.channel_id, "channel")?))
            }
            Recipient::User { user_id, .. } => {
                let user = UserId::new(snowflake(user_id, "user")?);
                let channel = user
                    .create_dm_channel(&self.http)
                    .await
                    .map_err(|error| failed("Discord opened no direct messages", &error))?;
                Ok(channel.id)
            }
        }
    }
}

#[async_trait::async_trait]
impl Outbox for DiscordOutbox {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.post(notice).await.map(|_| ())
    }

    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        self.channel(&notice.to)
            .await?
            .send_message(&self.http, Parts::of(&notice.reply).message())
            .await
            .map(|message| Some(message.id.get().to_string()))
            .map_err(|error| failed("Discord did not take the notice", &error))
    }

    async fn open_thread(
        &self,
        home: &Place,
        thread: &NewThread,
    ) -> Result<OpenedThread, DeliveryError> {
        let channel = snowflake(&home.channel_id).ok_or_else(|| {
            DeliveryError::Lasting(format!("`{}` is no Discord channel", home.channel_id))
        })?;
        let builder = CreateThread::new(thread.name.clone())
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(archive_after(thread.quiet_minutes));
        let opened = ChannelId::new(channel)
            .create_thread(&self.http, builder)
            .await
            .map_err(|error| failed("Discord opened no thread", &error))?;
        let mut place = Place::new(Platform::Discord, opened.id.get().to_string())
            .in_thread_of(channel.to_string());
        if let Some(community) = &home.community {
            place = place.in_community(community.clone());
        }
        Ok(OpenedThread {
            place,
            link: format!("<#{}>", opened.id.get()),
        })
    }

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        if let (Some(channel), Some(message)) =
            (snowflake(&place.channel_id), snowflake(message_id))
        {
            take_buttons_off(&self.http, ChannelId::new(channel), MessageId::new(message)).await;
        }
    }
}

/// Edits the buttons off a message of the bot's (a failure is logged).
pub(super) async fn take_buttons_off(http: &Http, channel: ChannelId, message: MessageId) {
    let edit = EditMessage::new().components(Vec::new());
    if let Err(error) = channel.edit_message(http, message, edit).await {
        tracing::error!(%error, "Discord: taking the buttons off an old board failed");
    }
}

/// A failed call, as lasting or passing: Discord refusing the request
/// itself (no access, an unknown channel or user, a user who takes no
/// direct messages) lasts; a rate limit, a time-out, Discord's own trouble
/// or the network may pass.
pub(super) fn failed(what: &str, error: &serenity::Error) -> DeliveryError {
    let message = format!("{what}: {error}");
    let lasting = match error {
        serenity::Error::Http(http) => http.status_code().is_some_and(|status| {
            status.is_client_error() && !matches!(status.as_u16(), 408 | 429)
        }),
        _ => false,
    };
    let kind = if lasting { "lasting" } else { "passing" };
    crate::telemetry::count_platform_error(crate::model::Platform::Discord, kind);
    if lasting {
        DeliveryError::Lasting(message)
    } else {
        DeliveryError::Passing(message)
    }
}
