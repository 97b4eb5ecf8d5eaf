//! Chats that change under the bot: a group that became a supergroup (its
//! games and settings follow it to its new id), and a chat the bot was
//! removed from: nothing more is posted there, and each player of a game
//! in progress there is told privately where the game went.

use crate::chat::{NoticeKind, Outbox, Place, Reply, deliver_privately};
use crate::i18n::Text;
use crate::identity::Identity;
use crate::model::Platform;
use crate::store::{Delivery, StoreError};

impl Identity {
    /// The chat `from` of `platform` is now `to` (Telegram's
    /// `migrate_to_chat_id`): whether the store knew it and moved it.
    pub async fn chat_moved(
        &self,
        platform: Platform,
        from: &str,
        to: &str,
    ) -> Result<bool, StoreError> {
        let moved = self.identity_store.move_channel(platform, from, to).await?;
        if moved {
            tracing::info!(%platform, from, to, "a chat moved to a new id; its games follow");
        }
        Ok(moved)
    }

    /// The bot was added to `place` again: it posts there again.
    pub async fn bot_added(&self, place: &Place) -> Result<(), StoreError> {
        self.identity_store
            .mark_channel_left(place, None, None)
            .await?;
        Ok(())
    }

    /// The bot was removed from `place` (the update `delivery`): nothing
    /// more is posted there; each player of a game in progress there hears
    /// privately, through `outbox`, where it went (its page, when the
    /// pages are served; else back in the chat, once the bot is added
    /// again). How many were told.
    pub async fn bot_removed(
        &self,
        delivery: Option<&Delivery>,
        place: &Place,
        outbox: &dyn Outbox,
    ) -> Result<usize, StoreError> {
        let now = self.clock.now();
        let games = self
            .identity_store
            .mark_channel_left(place, Some(now), delivery)
            .await?;
        tracing::info!(platform = %place.platform, chat = %place.channel_id, games = games.len(), "the bot was removed from a chat");
        let mut told = 0;
        for game in games {
            let Some((white, black)) = self.store.player_pair(game.white_id, game.black_id).await?
            else {
                continue;
            };
            for player in [&white, &black].into_iter().filter(|p| !p.is_bot()) {
                let text = if self.web_url.is_some() {
                    Text::new("chat-removed-game-page")
                } else {
                    Text::new("chat-removed-game")
                };
                let text = text
                    .arg("game", game.id.to_string())
                    .arg("white", &white.display_name)
                    .arg("black", &black.display_name)
                    .write(player.language);
                let to = (player.id, player.actor_on(place.platform));
                let reply = Reply::done(text);
                told += deliver_privately(outbox, to, NoticeKind::Update, Some(game.id), reply)
                    .await
                    .delivered;
            }
        }
        Ok(told)
    }
}
