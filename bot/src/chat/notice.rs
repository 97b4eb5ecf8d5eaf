//! What the bot says unasked: reminders, time-outs, direct messages about
//! opponents' moves, daily digests. The scheduler decides what to say and
//! to whom; each chat platform delivers it through its own [`Notifier`], so
//! the scheduler never knows the platform.

use async_trait::async_trait;

use super::actor::{Place, Platform};
use super::reply::Reply;

/// Why the bot speaks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// The player to move has used 80% of their time.
    Reminder,
    /// The player to move ran out of time; the game is over.
    Timeout,
    /// The opponent moved (or resigned, offered a draw...): a direct message.
    Update,
    /// The daily list of games where it is the player's turn.
    Digest,
    /// A player went on vacation or came back: the game's chat is told.
    Vacation,
}

/// Where a notice goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recipient {
    /// A chat, where the game is played.
    Channel(Place),
    /// One user, privately.
    User {
        /// The user's platform.
        platform: Platform,
        /// The user's id there.
        user_id: String,
    },
}

impl Recipient {
    /// The platform that delivers it.
    pub fn platform(&self) -> Platform {
        match self {
            Recipient::Channel(place) => place.platform,
            Recipient::User { platform, .. } => *platform,
        }
    }
}

/// One message the bot sends unasked.
#[derive(Clone, Debug)]
pub struct Notice {
    /// Why.
    pub kind: NoticeKind,
    /// The game it is about, if one.
    pub game_id: Option<i64>,
    /// Where it goes.
    pub to: Recipient,
    /// What to post: text with mentions, the board, buttons.
    pub reply: Reply,
}

/// Why a notice was not delivered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DeliveryError {
    /// A failure that will not pass by itself: the bot has no access to
    /// the chat, the chat or the user is gone, the user refuses messages.
    #[error("{0} (lasting)")]
    Lasting(String),
    /// A failure that may pass: a rate limit, the network, the platform
    /// having trouble, the platform not served by this process.
    #[error("{0} (passing)")]
    Passing(String),
}

impl DeliveryError {
    /// Whether trying again later may succeed.
    pub fn may_pass(&self) -> bool {
        matches!(self, DeliveryError::Passing(_))
    }
}

/// Delivers notices on one platform or more.
#[async_trait]
pub trait Notifier: Send + Sync {
    /// Posts the notice; `Err` says why it could not be posted, and whether
    /// that may pass.
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError>;

    /// Posts the notice as [`Notifier::deliver`] does; the id of the
    /// message that shows its board, where the platform tells it.
    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        self.deliver(notice).await.map(|()| None)
    }

    /// Takes the buttons off an earlier message of the bot's in a chat (a
    /// game's board that a newer one replaced). A failure is logged: a
    /// stale button is refused by the `ply:` it carries all the same.
    async fn take_buttons_off(&self, _place: &Place, _message_id: &str) {}
}

/// Sends each notice to the notifier of its platform.
#[derive(Default)]
pub struct Notifiers {
    routes: Vec<(Platform, Box<dyn Notifier>)>,
}

impl Notifiers {
    /// No platform yet.
    pub fn new() -> Notifiers {
        Notifiers::default()
    }

    /// Delivers notices of `platform` through `notifier`.
    pub fn with(mut self, platform: Platform, notifier: Box<dyn Notifier>) -> Notifiers {
        self.routes.push((platform, notifier));
        self
    }
}

impl Notifiers {
    fn route(&self, platform: Platform) -> Option<&dyn Notifier> {
        self.routes
            .iter()
            .find(|(p, _)| *p == platform)
            .map(|(_, notifier)| notifier.as_ref())
    }
}

#[async_trait]
impl Notifier for Notifiers {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.post(notice).await.map(|_| ())
    }

    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        let platform = notice.to.platform();
        match self.route(platform) {
            Some(notifier) => notifier.post(notice).await,
            // Another process that serves the platform may deliver it.
            None => Err(DeliveryError::Passing(format!(
                "no notifier for {} is running here",
                platform.name()
            ))),
        }
    }

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        if let Some(notifier) = self.route(place.platform) {
            notifier.take_buttons_off(place, message_id).await;
        }
    }
}
