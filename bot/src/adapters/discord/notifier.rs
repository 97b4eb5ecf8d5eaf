//! The scheduler's notices as Discord messages: the same embed, picture,
//! mentions and buttons as an answer to a command, in the game's channel
//! or in a direct message to one user.

use std::sync::Arc;

use serenity::all::{ChannelId, EditMessage, Http, MessageId, UserId};

use super::respond::Parts;
use crate::chat::{DeliveryError, Notice, Notifier, Place, Recipient};

/// Posts notices in Discord channels and direct messages.
#[derive(Clone)]
pub struct DiscordNotifier {
    http: Arc<Http>,
}

impl DiscordNotifier {
    pub(super) fn new(http: Http) -> DiscordNotifier {
        DiscordNotifier {
            http: Arc::new(http),
        }
    }

    /// The channel a notice goes to; for a user, their direct-message
    /// channel with the bot (which Discord opens on request).
    async fn channel(&self, to: &Recipient) -> Result<ChannelId, DeliveryError> {
        let snowflake = |id: &str, what: &str| {
            id.parse::<u64>()
                .ok()
                .filter(|&id| id != 0)
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
impl Notifier for DiscordNotifier {
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

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        let id = |text: &str| text.parse::<u64>().ok().filter(|&id| id != 0);
        if let (Some(channel), Some(message)) = (id(&place.channel_id), id(message_id)) {
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
fn failed(what: &str, error: &serenity::Error) -> DeliveryError {
    let message = format!("{what}: {error}");
    let lasting = match error {
        serenity::Error::Http(http) => http.status_code().is_some_and(|status| {
            status.is_client_error() && !matches!(status.as_u16(), 408 | 429)
        }),
        _ => false,
    };
    if lasting {
        DeliveryError::Lasting(message)
    } else {
        DeliveryError::Passing(message)
    }
}
