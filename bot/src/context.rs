//! What handling one message gives every domain: who asks, where and in
//! which language ([`Ctx`]), how a step that may be refused ends
//! ([`Judged`]), and what is a fault rather than a refusal ([`Failure`]).

use crate::chat::{Actor, DeliveryError, Message, Reply};
use crate::i18n::Text;
use crate::model::{ChannelId, Language};
use crate::store::{ChannelRow, Delivery, PlayerRow, SeatedGame, Store, StoreError};

/// How often a change is judged again after losing a race, before the
/// user is asked to try again.
pub(crate) const MAX_ATTEMPTS: usize = 8;

/// Why a command could not be carried out at all: not a refusal, a fault.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Failure {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored game or challenge cannot be used as it is.
    #[error("{kind} {id} is damaged in the store: {detail}")]
    Damaged {
        kind: &'static str,
        id: i64,
        detail: String,
    },
    /// A command of the table that no domain carries out: a row declared
    /// without its handler (a test sees every row handled).
    #[error("no domain carries out `{0}`")]
    Unhandled(&'static str),
    /// A notice the scheduler owes could not be delivered (it stays owed).
    #[error("{0}")]
    Undelivered(#[from] DeliveryError),
    /// Not a fault: the command was refused, and the refusal is its answer
    /// (so that `?` ends a handler at a refused step, [`Judged`]); the
    /// dispatcher answers with it ([`answered`]).
    #[error("refused")]
    Refused(Box<Reply>),
}

impl From<Box<Reply>> for Failure {
    fn from(refusal: Box<Reply>) -> Failure {
        Failure::Refused(refusal)
    }
}

/// A handler's result as an answer: a refusal that ended it is its
/// answer; a fault stays one.
pub(crate) fn answered(handled: Result<Reply, Failure>) -> Result<Reply, Failure> {
    match handled {
        Err(Failure::Refused(refusal)) => Ok(*refusal),
        other => other,
    }
}

/// The result of a step that may end in a refusal: `Err` holds the reply.
pub(crate) type Judged<T> = Result<T, Box<Reply>>;

/// One message being handled: who, where, in which language, and the
/// update it came in (whose mark the first write that makes its effect
/// commits).
pub(crate) struct Ctx<'a> {
    pub(crate) actor: &'a Actor,
    pub(crate) message: &'a Message,
    pub(crate) delivery: Option<&'a Delivery>,
    pub(crate) player: PlayerRow,
    pub(crate) channel_id: ChannelId,
    /// The chat as stored, with its settings.
    pub(crate) channel: ChannelRow,
    pub(crate) language: Language,
    /// The half-moves the game had when the pressed button was shown.
    pub(crate) ply: Option<u32>,
    /// Whether the reader is alone with the bot (a direct message): their
    /// own board setting turns the pictures.
    pub(crate) direct: bool,
    /// The user's own language, for what only they see (refusals): the
    /// chat's language may differ.
    pub(crate) own_language: Language,
    /// The games the command may be about, with their players, as read
    /// with the message (see [`Scene::games`]); `None` when they were not
    /// read, and are looked up when needed.
    pub(crate) games: Option<Vec<SeatedGame>>,
}

impl Ctx<'_> {
    /// A message written in the user's language.
    pub(crate) fn say(&self, text: Text) -> String {
        text.write(self.language)
    }

    /// A message for the user alone, in their own language.
    pub(crate) fn say_privately(&self, text: Text) -> String {
        text.write(self.own_language)
    }

    /// A refusal in the user's own language.
    pub(crate) fn refuse(&self, text: Text) -> Reply {
        Reply::refused(self.say_privately(text))
    }

    /// A refusal, as the error of a judged step.
    pub(crate) fn refusal(&self, text: Text) -> Box<Reply> {
        Box::new(self.refuse(text))
    }
}

/// The language `actor` reads: the one they chose, else the one their
/// platform says they use, else the one they were last answered in, else
/// English; as the chats choose it.
pub(crate) fn reader_language(player: Option<&PlayerRow>, actor: &Actor) -> Language {
    player
        .filter(|p| p.language_chosen)
        .map(|p| p.language)
        .or(actor.locale)
        .or(player.map(|p| p.language))
        .unwrap_or_default()
}

/// The language `actor` reads the pages in, as the store knows them
/// ([`reader_language`]).
pub(crate) async fn reader_language_of(
    store: &Store,
    actor: &Actor,
) -> Result<Language, StoreError> {
    let player = store.find_player(actor).await?;
    Ok(reader_language(player.as_ref(), actor))
}
