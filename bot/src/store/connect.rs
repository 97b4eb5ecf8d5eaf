//! Connecting to Postgres or SQLite and bringing the schema up to date.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};

use super::{Store, StoreError};

impl Store {
    /// Connects to the database a URL names and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Store, StoreError> {
        let store = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
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
