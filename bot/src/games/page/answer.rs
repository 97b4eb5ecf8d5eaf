//! What a page's question comes to: refused, and why ([`PageError`]), or
//! acted on ([`Acted`]).

use crate::chat::{Place, Reply};
use crate::context::Failure;
use crate::store::{PlayerRow, StoreError};

/// Why a page's question has no answer.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    /// No such game (or no such move of it).
    #[error("there is no such game")]
    NoGame,
    /// No such puzzle round.
    #[error("there is no such puzzle")]
    NoPuzzle,
    /// No such tournament (or one called off before it began).
    #[error("there is no such tournament")]
    NoTournament,
    /// The one asking does not play in this game.
    #[error("you do not play in this game")]
    NotAPlayer,
    /// The one asking may not do this here, for this reason.
    #[error("{0}")]
    Forbidden(String),
    /// A request a page may not send, or one about another game.
    #[error("{0}")]
    NotForThisPage(String),
    /// Who the page says is asking cannot be proven.
    #[error("{0}")]
    Unknown(String),
    /// The store or the pictures failed: the page may try again.
    #[error("{0}")]
    Trouble(String),
}

impl From<Failure> for PageError {
    fn from(failure: Failure) -> PageError {
        PageError::Trouble(failure.to_string())
    }
}

impl From<StoreError> for PageError {
    fn from(error: StoreError) -> PageError {
        PageError::Trouble(error.to_string())
    }
}

/// What came of a request sent from a page: the reply, and the game's chat
/// where it is to be published when it changed something, with the
/// game's players (who hear of it privately where the chat refuses it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Acted {
    /// The reply, as the game's chat would have it.
    pub reply: Reply,
    /// The game's chat.
    pub place: Place,
    /// The game's players, White's first.
    pub players: [PlayerRow; 2],
}
