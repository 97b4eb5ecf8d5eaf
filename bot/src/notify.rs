//! What the bot says unasked: reminders, time-outs. The scheduler decides
//! what to say and where; each chat platform delivers it through its own
//! [`Notifier`], so the scheduler never knows the platform.

use async_trait::async_trait;

use crate::service::{Place, Platform, Reply};

/// Why the bot speaks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// The player to move has used 80% of their time.
    Reminder,
    /// The player to move ran out of time; the game is over.
    Timeout,
}

/// One message to post in a game's chat.
#[derive(Clone, Debug)]
pub struct Notice {
    /// Why.
    pub kind: NoticeKind,
    /// The game it is about.
    pub game_id: i64,
    /// The chat to post in.
    pub place: Place,
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
        match self
            .routes
            .iter()
            .find(|(p, _)| *p == notice.place.platform)
        {
            Some((_, notifier)) => notifier.deliver(notice).await,
            None => Err(format!(
                "no notifier for {} is running",
                notice.place.platform.name()
            )),
        }
    }
}
