//! Settings: a player's own and a chat's.

pub mod commands;
pub mod set;

use crate::games::GameAccess;
use crate::puzzles::Puzzles;
use crate::store::Store;

/// The settings players and chats' managers change.
#[derive(Clone, Debug)]
pub struct Settings {
    games: GameAccess,
    puzzles: Puzzles,
    store: Store,
}

impl Settings {
    /// Settings kept in `store`, a chat's games and daily puzzle among
    /// them.
    pub fn new(games: GameAccess, puzzles: Puzzles, store: Store) -> Settings {
        Settings {
            games,
            puzzles,
            store,
        }
    }
}
