//! What the game pages and the Telegram Mini App ask of the service: a game
//! as its page shows it, the board its component draws, what a proven
//! player may do there and doing it, a player's own link to a page, a
//! player's games, and a puzzle round as its page shows it. Each answer is typed; what cannot be answered is a
//! [`PageError`].

pub mod board;
pub mod own;
pub mod pass;
pub mod view;

pub use crate::games::page::pass::{
    LinkError, LinkSubject, PAGE_LINK_LIFETIME, PageHolder, PageKey,
};
pub use crate::puzzles::page_view::{PuzzleActed, PuzzleProof, PuzzleSeat, PuzzleView};
pub(crate) use board::board_state;
pub use board::{BoardState, Seat};
pub(crate) use own::reader_language;
pub use own::{AppOpponent, OwnGame};
pub(crate) use view::page_style;
pub use view::{GameView, Legend, MoveLine, PageAnalysis, PageClocks, StandingLine};

use crate::chat::Place;
use crate::context::Failure;
use crate::games::state::loaded::Loaded;
use crate::model::GameId;
use crate::service::Service;
use crate::store::StoreError;

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
    pub reply: crate::chat::Reply,
    /// The game's chat.
    pub place: Place,
    /// The game's players, White's first.
    pub players: [crate::store::PlayerRow; 2],
}

impl Service {
    /// A stored game with its players, rebuilt; `NoGame` if there is none.
    async fn page_game(&self, id: GameId) -> Result<Loaded, PageError> {
        let Some(row) = self.game_store.game(id).await? else {
            return Err(PageError::NoGame);
        };
        let seated = self.seat(row).await?;
        Ok(self.load(seated).await?)
    }
}
