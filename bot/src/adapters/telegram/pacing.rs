//! Telegram's limits on sending, kept by every process together: about
//! one message a second in a chat (a short burst allowed, as Telegram
//! allows one: three in three seconds, so that a board and its files go
//! together), twenty a minute in a group, thirty a second in all
//! (Telegram's FAQ for bots). Before each message the bot
//! takes a slot in the store ([`PlatformRecords::take_slot`]) and waits for it;
//! when the first free slot lies too far off, the send is not made and
//! counts as Telegram's own "retry after" (a notice then stays owed and a
//! later pass sends it). Without a store (a test's outbox) nothing is
//! paced.

use std::sync::Arc;

use chrono::{TimeDelta, Utc};
use teloxide::types::{ChatId, Seconds};
use teloxide::{ApiError, RequestError};

use crate::model::Platform;
use crate::service::platforms::{PlatformRecords, Rule};

/// How long the store may take to give a slot: a store in trouble must
/// not hold up the message that says so.
const STORE_WAIT: std::time::Duration = std::time::Duration::from_millis(200);

/// The limits, as Telegram states them, or scaled down in time for tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// At most so many messages in one chat in this long.
    pub chat: Rule,
    /// At most so many messages in a group in this long.
    pub group: Rule,
    /// At most so many messages in all in this long.
    pub overall: Rule,
}

impl Limits {
    /// Telegram's own.
    pub const TELEGRAM: Limits = Limits {
        chat: Rule {
            count: 3,
            window: TimeDelta::seconds(3),
        },
        group: Rule {
            count: 20,
            window: TimeDelta::minutes(1),
        },
        overall: Rule {
            count: 30,
            window: TimeDelta::seconds(1),
        },
    };

    /// Telegram's, with every time divided by `divisor` (for tests, where
    /// a minute is too long to wait; at least 1).
    pub fn faster(divisor: i32) -> Limits {
        let divisor = divisor.max(1);
        let t = Limits::TELEGRAM;
        Limits {
            chat: Rule {
                window: t.chat.window / divisor,
                ..t.chat
            },
            group: Rule {
                window: t.group.window / divisor,
                ..t.group
            },
            overall: Rule {
                window: t.overall.window / divisor,
                ..t.overall
            },
        }
    }
}

/// How long a send may wait for its slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Patience {
    /// An answer to someone who asked: it waits its turn (a group's
    /// twenty a minute allow a wait of up to a minute).
    Answer,
    /// A notice the scheduler delivers: it waits briefly, else stays owed.
    Notice,
    /// An answer in the webhook's response (given exactly once, with the
    /// update's mark): it takes its slot but does not wait for it, since
    /// a slower response would widen the moment in which a process that
    /// dies leaves it unrecorded; the messages after it wait their turn.
    Response,
}

/// Pacing through the platforms' records in the store, or none.
#[derive(Clone, Debug, Default)]
pub struct Pace(Option<Arc<(PlatformRecords, Limits)>>);

impl Pace {
    /// No pacing.
    pub fn none() -> Pace {
        Pace(None)
    }

    /// Pacing kept in the store of `records` (shared by every process on
    /// it), to `limits`.
    pub fn shared(records: PlatformRecords, limits: Limits) -> Pace {
        Pace(Some(Arc::new((records, limits))))
    }

    /// Moves chat `from` to its new id `to` in the store, as Telegram said
    /// when refusing a message to the old one; whether it moved.
    pub(super) async fn chat_moved(&self, from: ChatId, to: ChatId) -> bool {
        let Some(shared) = &self.0 else {
            return false;
        };
        let moved = shared
            .0
            .chat_moved(Platform::Telegram, &from.0.to_string(), &to.0.to_string())
            .await;
        match moved {
            Ok(moved) => moved,
            Err(error) => {
                tracing::warn!(%error, "a chat that moved could not be moved in the store");
                false
            }
        }
    }

    /// Takes a slot to send a message to `chat` and waits for it (an
    /// answer for a webhook's response does not wait); refused as Telegram
    /// refuses it when the bot was removed from the chat; `Err` (as
    /// Telegram's "retry after") when none comes within the `patience`
    /// allowed. A store that cannot answer in time leaves a notice owed
    /// (as "retry after"), and lets an answer go unpaced (Telegram's own
    /// 429 is still waited out).
    pub(super) async fn turn(&self, chat: ChatId, patience: Patience) -> Result<(), RequestError> {
        let Some(shared) = &self.0 else {
            return Ok(());
        };
        let (records, limits) = shared.as_ref();
        let group = [limits.chat, limits.group];
        let private = [limits.chat];
        // Telegram's groups and channels have negative ids.
        let rules: &[Rule] = if chat.0 < 0 { &group } else { &private };
        let overall = [limits.overall];
        let bucket = format!("chat:{}", chat.0);
        let most = match patience {
            Patience::Answer => limits.group.window,
            Patience::Notice => limits.chat.window * 2,
            Patience::Response => limits.group.window,
        };
        let now = Utc::now();
        // A chat the bot was removed from gets nothing more; else its slot.
        // Both asked of the store within one short wait.
        let asked = tokio::time::timeout(STORE_WAIT, async {
            if records
                .chat_left(Platform::Telegram, &chat.0.to_string())
                .await?
            {
                return Ok(None);
            }
            records
                .take_slot(&[(&bucket, rules), ("all", &overall)], now, most)
                .await
                .map(Some)
        })
        .await;
        let taken = match asked {
            Ok(Ok(None)) => return Err(RequestError::Api(ApiError::BotKicked)),
            Ok(Ok(Some(taken))) => Ok(taken),
            Ok(Err(error)) => Err(error.to_string()),
            Err(_) => Err(format!("no answer within {STORE_WAIT:?}")),
        };
        match taken {
            // Waited for from now: the store reckoned the slot from when it
            // held the buckets, and the wait for them is behind us.
            Ok(Ok(slot)) => {
                if let Ok(wait) = (slot - Utc::now()).to_std()
                    && patience != Patience::Response
                {
                    tokio::time::sleep(wait).await;
                }
                Ok(())
            }
            Ok(Err(slot)) => {
                let wait = (slot - now).num_seconds().clamp(1, i64::from(u32::MAX));
                Err(RequestError::RetryAfter(Seconds::from_seconds(
                    u32::try_from(wait).unwrap_or(u32::MAX),
                )))
            }
            // A notice stays owed, and is sent by a later pass once the
            // store answers: sending it unpaced while the store is merely
            // slow would break the limits for every process at once.
            Err(error) if patience == Patience::Notice => {
                tracing::warn!(%error, "no slot from the store; the notice stays owed");
                Err(RequestError::RetryAfter(Seconds::from_seconds(1)))
            }
            // Someone asked: better answered unpaced than not at all.
            Err(error) => {
                tracing::warn!(%error, "no slot from the store; sending unpaced");
                Ok(())
            }
        }
    }
}
