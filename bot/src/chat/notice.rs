//! What the bot says unasked: reminders, time-outs, direct messages about
//! opponents' moves, daily digests. The scheduler decides what to say and
//! to whom; each chat platform delivers it through its own [`Notifier`], so
//! the scheduler never knows the platform.

use async_trait::async_trait;

use super::{Place, Platform, Reply};

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

/// Delivers notices on one platform or more.
#[async_trait]
pub trait Notifier: Send + Sync {
    /// Posts the notice; `Err` when it could not be posted (it is tried
    /// again later).
    async fn deliver(&self, notice: &Notice) -> Result<(), String>;
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

#[async_trait]
impl Notifier for Notifiers {
    async fn deliver(&self, notice: &Notice) -> Result<(), String> {
        let platform = notice.to.platform();
        match self.routes.iter().find(|(p, _)| *p == platform) {
            Some((_, notifier)) => notifier.deliver(notice).await,
            None => Err(format!("no notifier for {} is running", platform.name())),
        }
    }
}
