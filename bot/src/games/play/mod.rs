//! What players do in a game: moves and the other game commands
//! (`commands`), resigning (`resign`), the bot's answers in games against
//! Kibitz (`against_kibitz`), and the finished game's replay (`replay`).

pub mod against_kibitz;
pub mod bot_game;
pub mod commands;
pub mod listing;
pub mod rematch;
pub mod replay;
pub mod resign;

use std::sync::Arc;

use crate::clock::Clock;
use crate::games::GameAccess;

/// What players do in a game, and what they ask to see of one.
#[derive(Clone, Debug)]
pub struct Play {
    games: GameAccess,
    clock: Arc<dyn Clock>,
}

impl Play {
    /// Play on `games`.
    pub fn new(games: GameAccess, clock: Arc<dyn Clock>) -> Play {
        Play { games, clock }
    }
}
