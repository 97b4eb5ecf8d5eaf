//! What an adapter hands the intake: an update of its platform
//! ([`Arrival`]), read on demand into what it asks ([`Event`]), answered
//! through the adapter's own outbox for it ([`Answers`]). The adapter
//! translates; the intake records, handles, publishes, finishes and tries
//! again.

use std::time::Duration;

use async_trait::async_trait;

use crate::chat::{Actor, Message, Outbox, Place};
use crate::i18n::Text;
use crate::model::Platform;
use crate::service::Asked;

/// An update as its adapter hands it in.
#[async_trait]
pub trait Arrival: Send + Sync {
    /// Its platform.
    fn platform(&self) -> Platform;

    /// The platform's id of it, which makes it handled once.
    fn id(&self) -> String;

    /// The platform's outbox, for what the bot says unasked about the
    /// update (the players of a chat the bot was removed from).
    fn outbox(&self) -> &dyn Outbox;

    /// What it asks, read (again at each try: reading may ask the
    /// platform what the message needs to know of its chat).
    async fn event(&self) -> Event;

    /// Tells its sender `text`, a refusal, where it came from (a pressed
    /// button's presser alone): that something failed and nothing
    /// changed, that it waits, why it is left.
    async fn tell(&self, text: Text);

    /// Tells its sender that it waits for the bot's records to come back
    /// (an adapter that may be asked often tells once an update).
    async fn tell_waiting(&self) {
        self.tell(Text::new("store-unreachable")).await;
    }
}

/// What an update asks.
pub enum Event {
    /// A message (typed, a command's, or a button pressed) to handle.
    Message(Box<Incoming>),
    /// A change of a chat rather than a question to the bot.
    ChatChanged(ChatChange),
    /// Nothing for the bot: left (the adapter logs why), with what its
    /// sender is told where they asked the bot for something.
    Left(Option<Text>),
}

/// A message to handle: who, where, what, how it was asked, and the outbox
/// its answers go through.
pub struct Incoming {
    /// Who wrote or pressed.
    pub actor: Actor,
    /// Where.
    pub place: Place,
    /// What they said or pressed.
    pub message: Message,
    /// Typed, or a button pressed on a message.
    pub asked: Asked,
    /// The adapter's outbox for this update.
    pub answers: Box<dyn Answers>,
}

/// A chat that changes under the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChatChange {
    /// The chat `from` is now `to` (a group that became a supergroup).
    Moved {
        /// The old id.
        from: String,
        /// The new id.
        to: String,
    },
    /// The bot is no longer in the chat.
    Removed(Place),
    /// The bot is in the chat (again).
    Added(Place),
}

/// The outbox of one update, answering as its platform answers, with
/// what the platform asks of an answer besides.
#[async_trait]
pub trait Answers: Outbox {
    /// Lets the first answer ride in the response to the platform's own
    /// request that brought the update (Telegram's webhook post) when
    /// `may`; a platform without one ignores it.
    fn carry_in_response(&self, _may: bool) {}

    /// The answer kept for that response, once given: the call, as text,
    /// recorded with the update's mark.
    fn kept(&self) -> Option<String> {
        None
    }

    /// How long the platform waits for a first answer before it must be
    /// told one is coming (`None`: it never asks).
    fn patience(&self) -> Option<Duration> {
        None
    }

    /// Tells the platform an answer is coming.
    async fn defer(&self) {}
}

/// How a platform's updates are handled when the store fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// How long an update whose handling met the store down is tried
    /// again (within its claim).
    pub retry_for: Duration,
    /// Whether an update given up on stays recorded for a later sweep
    /// (its body kept), rather than answered "try again" at once.
    pub swept: bool,
}
