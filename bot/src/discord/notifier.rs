//! The scheduler's notices as Discord channel messages: the same embed,
//! picture, mentions and buttons as an answer to a command.

use std::sync::Arc;

use serenity::all::{ChannelId, Http};

use super::respond::Parts;
use crate::notify::{Notice, Notifier};

/// Posts notices in Discord channels.
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
}

#[async_trait::async_trait]
impl Notifier for DiscordNotifier {
    async fn deliver(&self, notice: &Notice) -> Result<(), String> {
        let channel = notice
            .place
            .channel_id
            .parse::<u64>()
            .ok()
            .filter(|&id| id != 0)
            .map(ChannelId::new)
            .ok_or_else(|| format!("`{}` is no Discord channel", notice.place.channel_id))?;
        channel
            .send_message(&self.http, Parts::of(&notice.reply).message())
            .await
            .map(|_| ())
            .map_err(|error| format!("Discord did not take the notice: {error}"))
    }
}
