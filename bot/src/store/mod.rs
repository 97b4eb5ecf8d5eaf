//! The database: Postgres in production, an SQLite file by default. One
//! API over both; every query is written once and runs on either pool.
//!
//! A game row holds everything needed to rebuild the game (variant, start
//! state, moves, current state) and a `version`: an update names the version
//! it read and succeeds only if that is still the row's version, so two
//! processes or two clicks can never both change a game.

/// Runs the same code on whichever pool the store has.
macro_rules! on_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match $store {
            Store::Postgres($pool) => $body,
            Store::Sqlite($pool) => $body,
        }
    };
}

mod boards;
mod challenges;
mod channels;
mod claims;
mod columns;
mod connect;
mod games;
mod players;
mod results;
pub(crate) mod updates;

pub use challenges::{ChallengeEnd, ChallengeRow, ChallengeStatus, NewChallenge};
pub use channels::ChannelRow;
pub use connect::{DEFAULT_URL, Store, StoreError};
pub use games::{GameRow, GameStatus, NewGame, OwedNotice};
pub use players::{BOT_USER_ID, PlayerRow};
pub use results::{EVERYWHERE, RatingRow, ResultRow, Standing, Tally};
pub use updates::{Delivery, Receipt};
