//! Connecting to Postgres or SQLite and bringing the schema up to date.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::PgConnectOptions;

use super::postgres::PgConnections;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

/// The SQLite file used when no `DATABASE_URL` is set.
pub const DEFAULT_URL: &str = "sqlite:kibitz.sqlite";

/// How long a request waits for a connection before it fails.
const ACQUIRE_TIMEOUT: Duration = Duration::from_millis(1500);

/// A Postgres connection idle for longer than this is checked before it is
/// used (one round trip); a busy pool's connections are used without one.
const CHECK_IF_IDLE_FOR: Duration = Duration::from_secs(1);

/// How long one store call may take on Postgres, its checkout included,
/// before it is given up (and the user told to try again): a database that
/// hangs is told as quickly as one that refuses.
const CALL_LIMIT: Duration = Duration::from_secs(2);

/// What each Postgres session is set to: the server ends a statement that
/// outlives the call that asked for it (so that it frees its locks), and a
/// transaction left open by a client that vanished; and it checks an idle
/// connection's client with TCP keepalives (10 s idle, then every 5 s,
/// given up after 3 unanswered), so that a vanished client's session ends.
/// sqlx (0.8) sets no keepalive on the client's side of a connection: there
/// the call limit, and the check of a connection that sat idle, find a
/// server that vanished.
const SESSION_SETTINGS: [(&str, &str); 5] = [
    ("statement_timeout", "2s"),
    ("idle_in_transaction_session_timeout", "10s"),
    ("tcp_keepalives_idle", "10"),
    ("tcp_keepalives_interval", "5"),
    ("tcp_keepalives_count", "3"),
];

/// How many connections a process keeps to Postgres.
const POSTGRES_CONNECTIONS: usize = 16;

/// How long an SQLite write waits for another process's write lock.
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_millis(1500);

/// How many connections read an SQLite file beside its one writer.
const SQLITE_READERS: u32 = 4;

/// A store on one of the two databases.
#[derive(Clone, Debug)]
pub enum Store {
    /// Postgres, shared by any number of processes.
    Postgres(PgConnections),
    /// SQLite, one process.
    Sqlite(SqlitePools),
}

/// An SQLite file as one process uses it: one connection writes (so that
/// writes queue in the process rather than wait on the file's lock), a few
/// read beside it (WAL lets readers and the writer go on at once).
#[derive(Clone, Debug)]
pub struct SqlitePools {
    /// The one connection that writes.
    pub writer: SqlitePool,
    /// Read-only connections.
    pub readers: SqlitePool,
}

/// Why the store could not do something.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The URL names no database Kibitz can use.
    #[error("DATABASE_URL must start with postgres:// or sqlite:, not {0:?}")]
    Url(String),
    /// The database failed or could not be reached.
    #[error("database error: {0}")]
    Database(#[source] sqlx::Error),
    /// The update being handled was handled already (by another process,
    /// or before a restart): its effect was not made again.
    #[error("this update was handled already")]
    Replayed,
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
}

impl From<sqlx::Error> for StoreError {
    /// A database error, counted in the metrics by kind.
    fn from(error: sqlx::Error) -> StoreError {
        let kind = match &error {
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => "connection",
            sqlx::Error::Database(_) | sqlx::Error::RowNotFound => "query",
            _ => "other",
        };
        crate::telemetry::count_store_error(kind);
        StoreError::Database(error)
    }
}

impl Store {
    /// Connects to the database a URL names and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Store, StoreError> {
        let store = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            // While the database is down, a user hears so within two
            // seconds rather than waiting ten.
            let connections = PgConnections::connect(
                PgConnectOptions::from_str(url)?.options(SESSION_SETTINGS),
                POSTGRES_CONNECTIONS,
                ACQUIRE_TIMEOUT,
                CHECK_IF_IDLE_FOR,
                CALL_LIMIT,
            )
            .await?;
            Store::Postgres(connections)
        } else if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?
                // Under WAL, a commit is durable against a crash of the
                // process and consistent against one of the machine; only
                // the last commits before a power cut may be lost.
                .synchronous(SqliteSynchronous::Normal)
                .foreign_keys(true)
                .busy_timeout(SQLITE_BUSY_TIMEOUT);
            let writer = SqlitePoolOptions::new()
                .max_connections(1)
                .acquire_timeout(ACQUIRE_TIMEOUT * 2)
                .test_before_acquire(false)
                .connect_with(
                    options
                        .clone()
                        .create_if_missing(true)
                        .journal_mode(SqliteJournalMode::Wal),
                )
                .await?;
            // An in-memory database is one connection's own: it reads
            // where it writes.
            let in_memory = url.contains(":memory:") || url.contains("mode=memory");
            let readers = if in_memory {
                writer.clone()
            } else {
                SqlitePoolOptions::new()
                    .max_connections(SQLITE_READERS)
                    .acquire_timeout(ACQUIRE_TIMEOUT * 2)
                    .test_before_acquire(false)
                    .connect_lazy_with(options.read_only(true))
            };
            Store::Sqlite(SqlitePools { writer, readers })
        } else {
            return Err(StoreError::Url(url.chars().take(40).collect()));
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        match self {
            Store::Postgres(connections) => {
                // A migration may outlast a statement's limit.
                let mut connection = connections.unlimited().await?;
                sqlx::migrate!("../migrations/postgres")
                    .run(&mut *connection)
                    .await?;
            }
            Store::Sqlite(pools) => {
                renumber_sqlite_migrations(&pools.writer).await?;
                sqlx::migrate!("../migrations/sqlite")
                    .run(&pools.writer)
                    .await?
            }
        }
        Ok(())
    }

    /// Whether the store answers and holds every migration this build
    /// knows (a newer build's beside them is fine): `Err` says why not.
    pub async fn ready(&self) -> Result<(), String> {
        let known = match self {
            Store::Postgres(_) => sqlx::migrate!("../migrations/postgres")
                .iter()
                .map(|m| m.version)
                .max(),
            Store::Sqlite(_) => sqlx::migrate!("../migrations/sqlite")
                .iter()
                .map(|m| m.version)
                .max(),
        }
        .unwrap_or(0);
        let applied = self
            .last_migration()
            .await
            .map_err(|error| format!("the store does not answer: {error}"))?;
        match applied {
            Some(applied) if applied >= known => Ok(()),
            applied => Err(format!(
                "the store's migrations stop at {} where this build needs {known}",
                applied.unwrap_or(0)
            )),
        }
    }

    /// The last migration the store holds, if any.
    async fn last_migration(&self) -> Result<Option<i64>, StoreError> {
        let sql = "SELECT MAX(version) FROM _sqlx_migrations WHERE success";
        Ok(on_reader!(self, pool => sqlx::query_scalar(sql).fetch_one(pool).await?))
    }

    /// Closes every connection.
    pub async fn close(&self) {
        match self {
            Store::Postgres(connections) => connections.close().await,
            Store::Sqlite(pools) => {
                pools.readers.close().await;
                pools.writer.close().await;
            }
        }
    }
}

/// The migrations an SQLite file recorded under the numbers they had
/// before the two trees were numbered alike: conditional moves as 13 and
/// vacation as 14, which are 15 and 16 now, as on PostgreSQL.
const RENUMBERED: [(i64, i64, &str); 2] = [(14, 16, "vacation"), (13, 15, "conditional moves")];

/// Renumbers an SQLite file's records of [`RENUMBERED`] migrations, in one
/// transaction, so that the file migrates as one made since: its
/// migrations' checksums are unchanged, and those it never ran (13, 14
/// and 17, which have nothing to do on SQLite) run next. A new file, or
/// one renumbered already, is left as it is.
async fn renumber_sqlite_migrations(writer: &SqlitePool) -> Result<(), sqlx::Error> {
    let mut tx = writer.begin().await?;
    let recorded: Option<(String,)> = sqlx::query_as(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
    )
    .fetch_optional(&mut *tx)
    .await?;
    if recorded.is_some() {
        for (old, new, description) in RENUMBERED {
            sqlx::query(
                "UPDATE _sqlx_migrations SET version = $1 WHERE version = $2 AND description = $3",
            )
            .bind(new)
            .bind(old)
            .bind(description)
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await
}
