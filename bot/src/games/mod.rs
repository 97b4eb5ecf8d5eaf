//! Games: played, offered, clocked and kept, in every chat.

pub mod access;
pub mod commands;
pub mod correspondence;
pub mod judge;
pub mod live_board;
pub mod new_game;
pub mod page;
pub mod play;
pub mod publish;
pub mod reviews;
pub mod state;
pub mod store;
pub mod threads;
pub mod timed;
pub mod views;

use std::sync::Arc;

use kibitz_engine::Opponent;
use tokio::sync::Notify;

use crate::clock::Clock;
use crate::games::reviews::Reviews;
use crate::games::state::cache::GameCache;
use crate::games::store::GameStore;
use crate::standing::store::StandingStore;
use crate::store::Store;

/// The games as every domain reaches them: found for a command, loaded,
/// changed under optimistic locking, shown, posted, and started.
#[derive(Clone, Debug)]
pub struct GameAccess {
    store: Store,
    game_store: GameStore,
    standing_store: StandingStore,
    clock: Arc<dyn Clock>,
    /// Signalled when a change owes work to the scheduler (a direct
    /// message, a board, a live game's flag), so that it comes at once.
    wake: Arc<Notify>,
    /// Games as rebuilt at their last change, so that the next one need
    /// not replay them.
    cache: Arc<GameCache>,
    /// The bot as a player: its engines.
    opponent: Arc<Opponent>,
    /// The public address of the game pages, when they are served.
    web_url: Option<Arc<str>>,
    /// What the analysis domain tells of a game's analysis.
    reviews: Arc<dyn Reviews>,
}

/// What the games are made of: the stores they read, the clock, what
/// wakes the scheduler, the games kept rebuilt, the bot's engines, the
/// pages' address and what is told of the analyses.
#[derive(Clone, Debug)]
pub(crate) struct GameParts {
    /// The store.
    pub store: Store,
    /// The time.
    pub clock: Arc<dyn Clock>,
    /// Signalled when a change owes the scheduler work.
    pub wake: Arc<Notify>,
    /// Games kept rebuilt.
    pub cache: Arc<GameCache>,
    /// The bot's engines.
    pub opponent: Arc<Opponent>,
    /// The pages' public address.
    pub web_url: Option<Arc<str>>,
    /// What the analysis domain tells of a game's analysis.
    pub reviews: Arc<dyn Reviews>,
}

impl GameAccess {
    /// The games over `parts`.
    pub(crate) fn new(parts: GameParts) -> GameAccess {
        GameAccess {
            game_store: GameStore::new(parts.store.clone()),
            standing_store: StandingStore::new(parts.store.clone()),
            store: parts.store,
            clock: parts.clock,
            wake: parts.wake,
            cache: parts.cache,
            opponent: parts.opponent,
            web_url: parts.web_url,
            reviews: parts.reviews,
        }
    }

    /// The store.
    pub(crate) fn store(&self) -> &Store {
        &self.store
    }

    /// Results, ratings and leaderboards, which the games show.
    pub(crate) fn standing(&self) -> &StandingStore {
        &self.standing_store
    }

    /// The games' table.
    pub(crate) fn table(&self) -> &GameStore {
        &self.game_store
    }

    /// The pages' public address, when they are served.
    pub(crate) fn web_url(&self) -> Option<&Arc<str>> {
        self.web_url.as_ref()
    }

    /// What the analysis domain tells of a game's analysis.
    pub(crate) fn reviews(&self) -> &Arc<dyn Reviews> {
        &self.reviews
    }
}
