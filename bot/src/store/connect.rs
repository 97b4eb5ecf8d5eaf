//! Connecting to Postgres or SQLite and bringing the schema up to date.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

/// The SQLite file used when no `DATABASE_URL` is set.
pub const DEFAULT_URL: &str = "sqlite:kibitz.sqlite";

/// How long a request waits for a Postgres connection before it fails.
const ACQUIRE_TIMEOUT: Duration = Duration::from_millis(1500);

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
    /// The update being handled was handled already (by another process,
    /// or before a restart): its effect was not made again.
    #[error("this update was handled already")]
    Replayed,
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
}

impl Store {
    /// Connects to the database a URL names and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Store, StoreError> {
        let store = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                // While the database is down, a user hears so within two
                // seconds rather than waiting ten.
                .acquire_timeout(ACQUIRE_TIMEOUT)
                .connect(url)
                .await?;
            Store::Postgres(pool)
        } else if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10));
            let pool = SqlitePoolOptions::new()
                .max_connections(8)
                .connect_with(options)
                .await?;
            Store::Sqlite(pool)
        } else {
            return Err(StoreError::Url(url.chars().take(40).collect()));
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        match self {
            Store::Postgres(pool) => sqlx::migrate!("../migrations/postgres").run(pool).await?,
            Store::Sqlite(pool) => sqlx::migrate!("../migrations/sqlite").run(pool).await?,
        }
        Ok(())
    }

    /// Closes every connection.
    pub async fn close(&self) {
        on_pool!(self, pool => pool.close().await)
    }
}
