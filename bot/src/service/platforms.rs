//! What the adapters keep of their platforms in the store, asked of the
//! service (the adapters' one way to it): the slots of a platform's rate
//! limits, shared by every process on the store (Telegram's sends,
//! Discord's IDENTIFYs); what sending learns of a chat (it moved, the bot
//! was removed); the bot's own name on a platform.

use chrono::{DateTime, TimeDelta, Utc};

use crate::identity::store::IdentityStore;
use crate::model::Platform;
use crate::service::Service;
/// A rule of a rate limit: at most `count` in any `window` (re-exported so
/// that adapters need not reach into the store).
pub use crate::store::Rule;
use crate::store::Store;
/// Why the store could not answer (re-exported so that adapters need not
/// reach into the store).
pub use crate::store::StoreError;

/// The platforms' records: rate limits' slots, chats, the bot's names.
#[derive(Clone, Debug)]
pub struct PlatformRecords {
    store: Store,
    chats: IdentityStore,
}

impl PlatformRecords {
    /// Takes the first slot at or after `now` that keeps every bucket's
    /// rules (`Ok(Ok(at))`), when it comes within `most`; else takes none
    /// and says when the first would come (`Ok(Err(at))`).
    pub async fn take_slot(
        &self,
        buckets: &[(&str, &[Rule])],
        now: DateTime<Utc>,
        most: TimeDelta,
    ) -> Result<Result<DateTime<Utc>, DateTime<Utc>>, StoreError> {
        self.store.take_send_slot(buckets, now, most).await
    }

    /// Whether the bot was removed from chat `chat` of `platform`.
    pub async fn chat_left(&self, platform: Platform, chat: &str) -> Result<bool, StoreError> {
        self.chats.channel_left(platform, chat).await
    }

    /// Moves chat `from` of `platform` to its new id `to`, as the platform
    /// said when refusing a message to the old one; whether it moved.
    pub async fn chat_moved(
        &self,
        platform: Platform,
        from: &str,
        to: &str,
    ) -> Result<bool, StoreError> {
        self.chats.move_channel(platform, from, to).await
    }

    /// Keeps the bot's `username` on `platform`, heard at `now`, so that
    /// every process can write the links that open a chat with it.
    pub async fn remember_bot_account(
        &self,
        platform: Platform,
        username: &str,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        self.store
            .remember_bot_account(platform, username, now)
            .await
    }
}

impl Service {
    /// The platforms' records in this service's store.
    pub fn platform_records(&self) -> PlatformRecords {
        let store = self.config.store.clone();
        PlatformRecords {
            chats: IdentityStore::new(store.clone()),
            store,
        }
    }
}
