//! What the bot says unasked: reminders, time-outs, direct messages about
//! opponents' moves, daily digests. The scheduler decides what to say and
//! to whom; each chat platform delivers it through its own [`Notifier`], so
//! the scheduler never knows the platform.

use async_trait::async_trait;

use super::actor::{Actor, Place};
use super::reply::{NewThread, Reply};
use crate::model::{GameId, Platform};

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
    /// A finished game's computer analysis, in the chat it was asked in.
    Analysis,
    /// The puzzle of the day, in a chat that asked for one.
    DailyPuzzle,
    /// A move made on a puzzle's page, told in the puzzle's chat.
    PuzzleMove,
    /// A tournament's round, or its end, in the tournament's chat.
    Tournament,
    /// A game's board after a change made in the other chat it is played
    /// in (or on its page, or by its clock), in the chat not yet shown it.
    Board,
    /// A challenge, privately to a player challenged from a chat of the
    /// other platform.
    Challenge,
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
    /// A user, privately, on their platform.
    pub fn user(actor: Actor) -> Recipient {
        Recipient::User {
            platform: actor.platform,
            user_id: actor.user_id,
        }
    }

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
    pub game_id: Option<GameId>,
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

/// A thread or topic an outbox opened for a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenedThread {
    /// The thread, as a place of its own.
    pub place: Place,
    /// A link to it, as the platform writes one in a message.
    pub link: String,
}

/// What a platform does with the bot's posts. Platforms implement it for
/// what the bot says unasked ([`Outbox::deliver`]); an adapter that answers
/// an update implements it for that update too, answering as its platform
/// answers (Discord's interaction response, Telegram's reply to the message
/// or alert to the presser of a button).
#[async_trait]
pub trait Outbox: Send + Sync {
    /// Posts the notice; `Err` says why it could not be posted, and whether
    /// that may pass.
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError>;

    /// Posts the notice as [`Outbox::deliver`] does; the id of the message
    /// that shows its board, where the platform tells it.
    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        self.deliver(notice).await.map(|()| None)
    }

    /// Answers what a user did in `place` with `reply`: a refusal or a
    /// question for them alone where the platform can show one so; the id of
    /// the message that shows its board. Unless the outbox answers an
    /// update, it posts in `place`.
    async fn answer(&self, place: &Place, reply: &Reply) -> Result<Option<String>, DeliveryError> {
        let notice = Notice {
            kind: NoticeKind::Update,
            game_id: reply.board.as_ref().map(|board| board.game_id),
            to: Recipient::Channel(place.clone()),
            reply: reply.clone(),
        };
        self.post(&notice).await
    }

    /// Replaces the question whose button was pressed (message
    /// `message_id` in `place`) with its answer, its buttons gone. Unless
    /// the outbox answers that press, it answers anew.
    async fn replace_question(
        &self,
        place: &Place,
        _message_id: &str,
        reply: &Reply,
    ) -> Result<(), DeliveryError> {
        self.answer(place, reply).await.map(|_| ())
    }

    /// Opens a thread or topic for a game in `home`, as `thread` describes
    /// it. Platforms without threads cannot.
    async fn open_thread(
        &self,
        _home: &Place,
        _thread: &NewThread,
    ) -> Result<OpenedThread, DeliveryError> {
        Err(DeliveryError::Lasting(
            "this platform opens no threads".to_owned(),
        ))
    }

    /// Takes the buttons off an earlier message of the bot's in a chat (a
    /// game's board that a newer one replaced). A failure is logged: a
    /// stale button is refused by the `ply:` it carries all the same.
    async fn take_buttons_off(&self, _place: &Place, _message_id: &str) {}

    /// Whether it posts to chats of `platform`: a scheduler takes up only
    /// the work it can deliver, and leaves the rest to a process that
    /// serves the platform.
    fn serves(&self, _platform: Platform) -> bool {
        true
    }
}

/// Sends each post to the outbox of its platform.
#[derive(Default)]
pub struct Outboxes {
    routes: Vec<(Platform, Box<dyn Outbox>)>,
}

impl Outboxes {
    /// No platform yet.
    pub fn new() -> Outboxes {
        Outboxes::default()
    }

    /// Delivers notices of `platform` through `outbox`.
    pub fn with(mut self, platform: Platform, outbox: Box<dyn Outbox>) -> Outboxes {
        self.routes.push((platform, outbox));
        self
    }
}

impl Outboxes {
    fn route(&self, platform: Platform) -> Option<&dyn Outbox> {
        self.routes
            .iter()
            .find(|(p, _)| *p == platform)
            .map(|(_, outbox)| outbox.as_ref())
    }
}

#[async_trait]
impl Outbox for Outboxes {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.post(notice).await.map(|_| ())
    }

    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        let platform = notice.to.platform();
        match self.route(platform) {
            Some(outbox) => outbox.post(notice).await,
            // Another process that serves the platform may deliver it.
            None => Err(DeliveryError::Passing(format!(
                "no outbox for {} is running here",
                platform.name()
            ))),
        }
    }

    async fn open_thread(
        &self,
        home: &Place,
        thread: &NewThread,
    ) -> Result<OpenedThread, DeliveryError> {
        match self.route(home.platform) {
            Some(outbox) => outbox.open_thread(home, thread).await,
            None => Err(DeliveryError::Passing(format!(
                "no outbox for {} is running here",
                home.platform.name()
            ))),
        }
    }

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        if let Some(outbox) = self.route(place.platform) {
            outbox.take_buttons_off(place, message_id).await;
        }
    }

    fn serves(&self, platform: Platform) -> bool {
        self.route(platform).is_some()
    }
}

/// What became of the notices some timed work sent: delivered, dropped
/// for good (a chat or a person that refuses them), or left for a later
/// pass (a failure that may pass).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sent {
    /// Delivered.
    pub delivered: usize,
    /// Dropped, and not tried again.
    pub dropped: usize,
    /// Left owed for a later pass.
    pub failed: usize,
}

impl Sent {
    /// One notice delivered.
    pub const DELIVERED: Sent = Sent {
        delivered: 1,
        dropped: 0,
        failed: 0,
    };

    /// One notice dropped.
    pub const DROPPED: Sent = Sent {
        delivered: 0,
        dropped: 1,
        failed: 0,
    };

    /// One notice left for a later pass.
    pub const FAILED: Sent = Sent {
        delivered: 0,
        dropped: 0,
        failed: 1,
    };
}

impl std::ops::AddAssign for Sent {
    fn add_assign(&mut self, other: Sent) {
        self.delivered += other.delivered;
        self.dropped += other.dropped;
        self.failed += other.failed;
    }
}

/// What became of a notice delivered once ([`deliver_once`]).
#[derive(Debug)]
pub enum Fate {
    /// Delivered.
    Delivered,
    /// Refused for good (the chat or the person refuses it, or is gone):
    /// given up, not tried again.
    GivenUp(DeliveryError),
    /// Failed in a way that may pass: to be tried again later.
    Later(DeliveryError),
}

/// Delivers `notice` through `outbox` once, and classifies the failure:
/// the one place a failure is told lasting from passing.
pub async fn deliver_once(outbox: &dyn Outbox, notice: &Notice) -> Fate {
    match outbox.deliver(notice).await {
        Ok(()) => Fate::Delivered,
        Err(error) if error.may_pass() => Fate::Later(error),
        Err(error) => Fate::GivenUp(error),
    }
}

/// Delivers `reply` privately to `to` (an account of player `reader`), at
/// most once: a direct message that cannot be delivered is logged and
/// dropped, as most such failures last (the user never opened a chat with
/// the bot, or refuses messages).
pub async fn deliver_privately(
    outbox: &dyn Outbox,
    (reader, to): (crate::model::PlayerId, Actor),
    kind: NoticeKind,
    game_id: Option<GameId>,
    reply: Reply,
) -> Sent {
    let notice = Notice {
        kind,
        game_id,
        to: Recipient::user(to),
        reply,
    };
    match deliver_once(outbox, &notice).await {
        Fate::Delivered => Sent::DELIVERED,
        Fate::GivenUp(error) | Fate::Later(error) => {
            tracing::info!(player = reader.get(), ?kind, %error, "a direct message was dropped");
            Sent::DROPPED
        }
    }
}
