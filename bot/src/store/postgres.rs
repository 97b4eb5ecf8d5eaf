//! Connections to Postgres, pooled (by `deadpool`) without a round trip of
//! their own on every use, and each store call's work kept within a time
//! limit.
//!
//! sqlx's pool checks each connection it hands out and each it takes back
//! with a round trip (a `Sync` and its answer): two for every statement,
//! as many as the statements themselves. Here a connection is checked only
//! when it sat idle for a while (the server may have dropped it meanwhile),
//! and one that may be broken is never taken back: a connection goes back
//! to the pool only when the work done with it ran to its end, not when it
//! ended early on an error, a panic, or the caller giving up mid-statement.

use std::time::Duration;

use deadpool::managed::{Manager, Metrics, Object, Pool, PoolError, RecycleResult, Timeouts};
use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{ConnectOptions, Connection};

/// Opens connections, and checks those that sat idle.
#[derive(Debug)]
pub struct Connector {
    options: PgConnectOptions,
    check_if_idle_for: Duration,
}

impl Manager for Connector {
    type Type = PgConnection;
    type Error = sqlx::Error;

    async fn create(&self) -> Result<PgConnection, sqlx::Error> {
        self.options.connect().await
    }

    async fn recycle(
        &self,
        connection: &mut PgConnection,
        metrics: &Metrics,
    ) -> RecycleResult<sqlx::Error> {
        if metrics.last_used() > self.check_if_idle_for {
            connection.ping().await?;
        }
        Ok(())
    }
}

/// A pool of Postgres connections.
#[derive(Clone, Debug)]
pub struct PgConnections {
    pool: Pool<Connector>,
    limit: Duration,
}

/// A connection taken from the pool: it goes back only when
/// [`Checkout::release`] says the work with it ran to its end; dropped
/// otherwise, it is closed.
pub struct Checkout {
    object: Option<Object<Connector>>,
    /// Whether it may go back to the pool once released (a connection
    /// whose session settings were changed may not).
    reusable: bool,
}

impl PgConnections {
    /// A pool of up to `size` connections made with `options`: a caller
    /// waits up to `timeout` for one (and as long for one to be made or
    /// checked), and one idle for longer than `check_if_idle_for` is
    /// checked before it is handed out; the work of one store call,
    /// checkout included, is given up after `limit` (see
    /// [`PgConnections::within`]). Connects once, so that a wrong address
    /// or password fails here.
    pub async fn connect(
        options: PgConnectOptions,
        size: usize,
        timeout: Duration,
        check_if_idle_for: Duration,
        limit: Duration,
    ) -> Result<PgConnections, sqlx::Error> {
        let connector = Connector {
            options,
            check_if_idle_for,
        };
        let pool = Pool::builder(connector)
            .max_size(size)
            .timeouts(Timeouts {
                wait: Some(timeout),
                create: Some(timeout),
                recycle: Some(timeout),
            })
            .runtime(deadpool::Runtime::Tokio1)
            .build()
            .map_err(|e| sqlx::Error::Configuration(e.to_string().into()))?;
        let connections = PgConnections { pool, limit };
        connections
            .within(async {
                connections.checkout().await?.release();
                Ok::<_, sqlx::Error>(())
            })
            .await?;
        Ok(connections)
    }

    /// Runs the work of one store call, its checkout included, for at most
    /// the pool's time limit: a database that hangs (a stopped server, a
    /// network that drops packets) fails the call as one that refuses
    /// does, rather than keeping its caller waiting for as long as the
    /// hang lasts. Work given up drops its connection unreleased, which
    /// closes it (the server rolls back what it had not committed; a
    /// commit already sent may still take effect, which the update's
    /// handled mark in the same transaction makes safe to try again).
    pub async fn within<T, E: From<sqlx::Error>>(
        &self,
        work: impl Future<Output = Result<T, E>>,
    ) -> Result<T, E> {
        match tokio::time::timeout(self.limit, work).await {
            Ok(done) => done,
            Err(_) => {
                tracing::warn!(limit = ?self.limit, "the database did not answer in time");
                Err(sqlx::Error::Io(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    format!("the database did not answer within {:?}", self.limit),
                ))
                .into())
            }
        }
    }

    /// A connection.
    pub async fn checkout(&self) -> Result<Checkout, sqlx::Error> {
        match self.pool.get().await {
            Ok(object) => Ok(Checkout {
                object: Some(object),
                reusable: true,
            }),
            Err(PoolError::Backend(error)) => Err(error),
            Err(PoolError::Timeout(_)) => Err(sqlx::Error::PoolTimedOut),
            Err(PoolError::Closed) => Err(sqlx::Error::PoolClosed),
            Err(other) => Err(sqlx::Error::Configuration(other.to_string().into())),
        }
    }

    /// A connection for long work (a migration, a bulk load) whose
    /// statements have no time limit; it is closed afterwards, never given
    /// back to the pool.
    pub async fn unlimited(&self) -> Result<Checkout, sqlx::Error> {
        let mut connection = self.checkout().await?;
        connection.reusable = false;
        sqlx::query("SET statement_timeout = 0")
            .execute(&mut *connection)
            .await?;
        Ok(connection)
    }

    /// Closes the pool: its idle connections are closed, and so is each
    /// one in use when it comes back.
    pub async fn close(&self) {
        self.pool.close();
    }
}

impl Checkout {
    /// Gives the connection back to the pool: the work done with it ran to
    /// its end, so it is in a state to be used again.
    pub fn release(mut self) {
        if self.reusable {
            self.object.take();
        }
    }
}

impl Drop for Checkout {
    fn drop(&mut self) {
        // Not released: the work with it ended early, and it may be
        // broken or mid-statement.
        if let Some(object) = self.object.take() {
            drop(Object::take(object));
        }
    }
}

impl std::ops::Deref for Checkout {
    type Target = PgConnection;

    fn deref(&self) -> &PgConnection {
        self.object
            .as_deref()
            .expect("a checkout holds its connection until dropped")
    }
}

impl std::ops::DerefMut for Checkout {
    fn deref_mut(&mut self) -> &mut PgConnection {
        self.object
            .as_deref_mut()
            .expect("a checkout holds its connection until dropped")
    }
}
