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

mod challenges;
mod channels;
mod claims;
mod columns;
mod connect;
mod games;
mod players;

use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;

pub use challenges::{ChallengeEnd, ChallengeRow, ChallengeStatus, NewChallenge};
pub use games::{GameRow, GameStatus, NewGame, OwedNotice};
pub use players::{BOT_USER_ID, PlayerRow};

/// The SQLite file used when no `DATABASE_URL` is set.
pub const DEFAULT_URL: &str = "sqlite:kibitz.sqlite";

/// A store on one of the two databases.
#[derive(Clone, Debug)]
pub enum Store {
    /// Postgres, shared by any number of processes.
    Postgres(PgPool),
    /// SQLite, one process.
    Sqlite(SqlitePool),
}

/// Why the store could not do something.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The URL names no database Kibitz can use.
    #[error("DATABASE_URL must start with postgres:// or sqlite:, not {0:?}")]
    Url(String),
    /// The database failed or could not be reached.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
}
