//! Every way the SQL of the two databases differs, named once. Statements
//! are written once, in the SQL both speak (`$1` parameters, `RETURNING`,
//! `ON CONFLICT … DO`, `CURRENT_TIMESTAMP`); where Postgres and SQLite part,
//! the statement asks its [`Dialect`] for the piece here:
//!
//! - locks: [`Dialect::row_lock`] (rows read to be written), and
//!   [`Dialect::skip_locked`] (rows another scheduler claims are skipped);
//! - a list of ids bound as one parameter: [`Dialect::id_rows`], with
//!   [`Dialect::json_list`] for SQLite's way of binding it;
//! - a lock named by a text, held until the transaction ends, so that
//!   processes about to write the same rows take turns:
//!   [`Dialect::named_lock`] (an advisory lock on Postgres; nothing on
//!   SQLite, whose one writer takes turns already);
//! - commits that need not wait for the disk: [`Dialect::without_waiting`],
//!   and on Postgres the common table expression [`RELAXED`] that a
//!   statement of its own reads (players' rows, `players.rs`);
//! - a change to a game and the mark of the update it was made for in one
//!   statement, which Postgres fails with [`REPLAYED`] when the update was
//!   handled already ([`is_replayed`]; `games.rs`, `UPDATE_GAME_AND_MARK`);
//!   SQLite, whose one writer makes a transaction as cheap, writes them in
//!   one transaction;
//! - many games changed in one statement of arrays (`unnest`, with
//!   [`array_type`]; `batch_updates.rs`) on Postgres; SQLite, in the process,
//!   where a statement costs no round trip, writes them one by one in one
//!   transaction.
//!
//! Those two are paths of their own on Postgres, which take its
//! connection, and so branch on the store itself rather than on a piece of
//! text here.
//!
//! Outside SQL text: the migrations are two trees, `migrations/postgres`
//! and `migrations/sqlite`, numbered alike (a file that one database needs
//! and the other does not is present in both, empty where it has nothing
//! to do); connections are set up in `connect.rs` (SQLite: WAL, a busy
//! timeout, one writer and a few readers; Postgres: a pool of its own).

use super::columns::Kind;
use super::connect::Store;

/// Which database a statement is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// Postgres: many processes share it; rows are locked one by one.
    Postgres,
    /// SQLite: one process holds it, and its writes take turns.
    Sqlite,
}

/// The error code Postgres's `kibitz_require_marked` raises when a change
/// was made for an update that is handled already (migration 0013).
pub(crate) const REPLAYED: &str = "KB001";

/// Whether a statement failed because the update it marks was handled
/// already ([`REPLAYED`]).
pub(crate) fn is_replayed(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.code().as_deref() == Some(REPLAYED))
}

/// On Postgres, a common table expression (`relaxed`) that has the
/// statement reading it commit without waiting for the disk:
/// `synchronous_commit` off for its own transaction only.
pub(crate) const RELAXED: &str =
    "relaxed AS (SELECT set_config('synchronous_commit', 'off', true))";

/// Postgres's name of a column kind's type, for the casts of arrays of it.
pub(crate) const fn array_type(kind: Kind) -> &'static str {
    match kind {
        Kind::Int => "bigint",
        Kind::Small => "integer",
        Kind::Flag => "boolean",
        Kind::Text => "text",
        Kind::Time => "timestamptz",
    }
}

impl Store {
    /// The SQL this store speaks.
    pub(crate) const fn dialect(&self) -> Dialect {
        match self {
            Store::Postgres(_) => Dialect::Postgres,
            Store::Sqlite(_) => Dialect::Sqlite,
        }
    }
}

impl Dialect {
    /// What follows a `SELECT` of rows a transaction will write: ` FOR
    /// UPDATE` on Postgres; nothing on SQLite, whose one writer holds the
    /// whole database.
    pub(crate) const fn row_lock(self) -> &'static str {
        match self {
            Dialect::Postgres => " FOR UPDATE",
            Dialect::Sqlite => "",
        }
    }

    /// What follows the `SELECT` of a claim, so that rows another
    /// scheduler is claiming right now are skipped, not waited for: `FOR
    /// UPDATE SKIP LOCKED` on Postgres; nothing on SQLite (one process).
    pub(crate) const fn skip_locked(self) -> &'static str {
        match self {
            Dialect::Postgres => "FOR UPDATE SKIP LOCKED",
            Dialect::Sqlite => "",
        }
    }

    /// The statement that takes the lock named by the text bound as `$1`,
    /// held until the transaction ends (`relaxed`: the transaction also
    /// commits without waiting for the disk): an advisory lock on
    /// Postgres; none on SQLite, whose one writer takes turns already.
    pub(crate) const fn named_lock(self, relaxed: bool) -> Option<&'static str> {
        match (self, relaxed) {
            (Dialect::Postgres, false) => Some("SELECT pg_advisory_xact_lock(hashtext($1))"),
            (Dialect::Postgres, true) => Some(
                "SELECT set_config('synchronous_commit', 'off', true), \
                 pg_advisory_xact_lock(hashtext($1))",
            ),
            (Dialect::Sqlite, _) => None,
        }
    }

    /// The rows of a list of ids bound as parameter `$n`, one id a row:
    /// an array of `BIGINT` on Postgres, a JSON list ([`Dialect::json_list`])
    /// on SQLite.
    pub(crate) fn id_rows(self, n: usize) -> String {
        match self {
            Dialect::Postgres => format!("SELECT unnest(CAST(${n} AS BIGINT[]))"),
            Dialect::Sqlite => format!("SELECT value FROM json_each(${n})"),
        }
    }

    /// Ids as a JSON list, how SQLite takes a list in one parameter.
    pub(crate) fn json_list(ids: impl Iterator<Item = i64>) -> String {
        let ids: Vec<String> = ids.map(|id| id.to_string()).collect();
        format!("[{}]", ids.join(","))
    }

    /// `UPDATE {table} SET {set} {which}`, committed without waiting for
    /// the disk: on Postgres `synchronous_commit` is off for its own
    /// transaction; SQLite (WAL, `synchronous = NORMAL`) does not wait
    /// for it anyway.
    pub(crate) fn without_waiting(self, table: &str, set: &str, which: &str) -> String {
        match self {
            Dialect::Postgres => {
                format!("WITH {RELAXED} UPDATE {table} SET {set} FROM relaxed {which}")
            }
            Dialect::Sqlite => format!("UPDATE {table} SET {set} {which}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_dialect_writes_its_own_pieces() {
        assert_eq!(Dialect::Postgres.row_lock(), " FOR UPDATE");
        assert_eq!(Dialect::Sqlite.skip_locked(), "");
        assert_eq!(
            Dialect::Sqlite.id_rows(2),
            "SELECT value FROM json_each($2)"
        );
        assert_eq!(Dialect::json_list([3, 14].into_iter()), "[3,14]");
        assert_eq!(Dialect::Sqlite.named_lock(true), None);
        assert!(
            Dialect::Postgres
                .named_lock(true)
                .is_some_and(|lock| lock.contains("synchronous_commit"))
        );
        assert_eq!(Dialect::json_list(std::iter::empty()), "[]");
        assert!(
            Dialect::Postgres
                .without_waiting("games", "x = $1", "WHERE id = $2")
                .contains("synchronous_commit")
        );
        assert_eq!(
            Dialect::Sqlite.without_waiting("games", "x = $1", "WHERE id = $2"),
            "UPDATE games SET x = $1 WHERE id = $2"
        );
    }
}
