//! The database: Postgres in production, an SQLite file by default. One
//! API over both; every query is written once and runs on either pool.
//!
//! A game row holds everything needed to rebuild the game (variant, start
//! state, moves, current state) and a `version`: an update names the version
//! it read and succeeds only if that is still the row's version, so two
//! processes or two clicks can never both change a game.

/// Runs the same code with a connection of Postgres's pool, given back
/// only when the code ran to its end (see [`postgres::Checkout`]), within
/// the pool's time limit (see [`postgres::PgConnections::within`]), or on
/// the SQLite pool `$sqlite` names.
macro_rules! on_pool_of {
    ($store:expr, $sqlite:ident, $pool:ident => $body:expr) => {
        match $store {
            Store::Postgres(connections) => {
                #[allow(unused_imports)]
                use sqlx::Connection as _;
                connections
                    .within(async {
                        let mut connection = connections.checkout().await?;
                        let value = {
                            let $pool: &mut sqlx::PgConnection = &mut connection;
                            $body
                        };
                        connection.release();
                        Ok::<_, $crate::store::StoreError>(value)
                    })
                    .await?
            }
            Store::Sqlite(pools) => {
                let $pool = &pools.$sqlite;
                $body
            }
        }
    };
}

/// Runs the same code on whichever pool the store reads from: Postgres's
/// one pool, or SQLite's read-only connections.
macro_rules! on_reader {
    ($store:expr, $pool:ident => $body:expr) => {
        $crate::store::on_pool_of!($store, readers, $pool => $body)
    };
}

/// Runs the same code on whichever pool the store writes with: Postgres's
/// one pool, or SQLite's one writing connection.
macro_rules! on_writer {
    ($store:expr, $pool:ident => $body:expr) => {
        $crate::store::on_pool_of!($store, writer, $pool => $body)
    };
}

pub(crate) mod bot_accounts;
pub(crate) mod cells;
pub(crate) mod channels;
pub(crate) mod claims;
pub(crate) mod columns;
pub(crate) mod connect;
pub(crate) mod dialect;
pub(crate) mod games;
pub(crate) mod marked;
pub(crate) mod pacing;
pub(crate) mod players;
pub mod postgres;
pub(crate) mod queues;
pub(crate) mod scene;
pub(crate) mod updates;

pub use channels::{ChannelRow, SeenChannel};
pub use claims::DueGame;
pub use connect::{DEFAULT_URL, SqlitePools, Store, StoreError};
pub use games::{
    Ending, Forfeit, GameRow, GameStatus, NewGame, OwedNotice, VacationNews, both_moved, own_plies,
};
pub use pacing::{Rule, slot_for};
pub use players::{BOT_USER_ID, LinkedAccount, PlayerRow, RECORD_USER_IDS, Vacation};
pub use postgres::{Checkout, PgConnections};
pub use scene::{Scene, SeatedGame};
pub use updates::{Delivery, Receipt};

pub(crate) use {on_pool_of, on_reader, on_writer};
