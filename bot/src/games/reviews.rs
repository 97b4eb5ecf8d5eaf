//! What the games show of their computer analysis (on a game's page, in
//! its record, as the Analyse button under a finished game), which the
//! analysis domain keeps and tells them through [`Reviews`]: the games
//! never reach into the analyses themselves.

use std::fmt;

use async_trait::async_trait;

use crate::games::state::loaded::Loaded;
use crate::model::{GameId, Language};
use crate::store::StoreError;

/// A game's computer analysis as its page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageAnalysis {
    /// None can be had: the game is being played, or no engine here plays
    /// its variant.
    Unavailable,
    /// The game can be analysed and nobody asked yet.
    Offered,
    /// Asked for, not done yet.
    Queued,
    /// Done: the result's lines, as the chat was told them; the graph is
    /// at `/game/<id>/analysis.png`.
    Done(Vec<String>),
}

/// A finished game's analysis as its record carries it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    /// Each move, in order.
    pub moves: Vec<ReviewedMove>,
}

/// One move of an analysed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// The score after it as a record writes it (`[%eval 0.35]`, `#-3`);
    /// none after a mate given, as lichess exports it.
    pub eval: Option<String>,
    /// Its judgement's NAG (`$6`, `$2`, `$4`), when it was judged.
    pub nag: Option<u8>,
    /// Its judgement's mark (`?!`, `?`, `??`), or nothing.
    pub glyph: &'static str,
}

/// What the analysis domain tells the games of a game's analysis.
#[async_trait]
pub(crate) trait Reviews: Send + Sync + fmt::Debug {
    /// Whether a finished game can be analysed here: an engine of its
    /// variant runs here, and it has moves (or, pasted, is a position).
    fn analysable(&self, loaded: &Loaded) -> bool;

    /// How far game `game`'s analysis got, for a page following it: 0
    /// never asked, 1 queued, 2 done.
    async fn stage(&self, game: GameId) -> Result<i64, StoreError>;

    /// A finished game's analysis as its page shows it, in `language`.
    async fn shown(&self, loaded: &Loaded, language: Language) -> Result<PageAnalysis, StoreError>;

    /// A finished game's analysis, once done.
    async fn review(&self, loaded: &Loaded) -> Result<Option<Review>, StoreError>;
}
