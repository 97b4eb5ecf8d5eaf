//! Reading a row's cells by position, on either database: so that one row
//! can hold several records side by side (a game with both its players,
//! the chat and the author of a message), each read by the same code that
//! reads it alone.

use chrono::{DateTime, Utc};
use sqlx::Row;
use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;

/// A value a cell holds, readable from a row of either database.
pub(crate) trait Cell: Sized {
    /// The value of cell `index` of a Postgres row.
    fn from_postgres(row: &PgRow, index: usize) -> Result<Self, sqlx::Error>;
    /// The value of cell `index` of an SQLite row.
    fn from_sqlite(row: &SqliteRow, index: usize) -> Result<Self, sqlx::Error>;
}

/// Makes each type a [`Cell`] through sqlx's own decoding.
macro_rules! cells {
    ($($t:ty),* $(,)?) => {
        $(impl Cell for $t {
            fn from_postgres(row: &PgRow, index: usize) -> Result<Self, sqlx::Error> {
                row.try_get(index)
            }

            fn from_sqlite(row: &SqliteRow, index: usize) -> Result<Self, sqlx::Error> {
                row.try_get(index)
            }
        })*
    };
}

cells!(
    i32,
    i64,
    bool,
    String,
    DateTime<Utc>,
    Option<i32>,
    Option<i64>,
    Option<String>,
    Option<DateTime<Utc>>,
);

/// A row of either database, read by position.
pub(crate) trait Cells: Row {
    /// The value of cell `index`.
    fn cell<T: Cell>(&self, index: usize) -> Result<T, sqlx::Error>;
}

impl Cells for PgRow {
    fn cell<T: Cell>(&self, index: usize) -> Result<T, sqlx::Error> {
        T::from_postgres(self, index)
    }
}

impl Cells for SqliteRow {
    fn cell<T: Cell>(&self, index: usize) -> Result<T, sqlx::Error> {
        T::from_sqlite(self, index)
    }
}

/// Reads a row's cells in order, from a position on.
pub(crate) struct Cursor<'r, R> {
    row: &'r R,
    next: usize,
}

impl<'r, R: Cells> Cursor<'r, R> {
    /// A cursor at the row's first cell.
    pub fn new(row: &'r R) -> Cursor<'r, R> {
        Cursor { row, next: 0 }
    }

    /// The next cell's value.
    pub fn next<T: Cell>(&mut self) -> Result<T, sqlx::Error> {
        let value = self.row.cell(self.next);
        self.next += 1;
        value
    }

    /// Moves past `count` cells unread.
    pub fn skip(&mut self, count: usize) {
        self.next += count;
    }
}

/// A record read from a row's first cells by `read`, which gives `None`
/// when the record's id is null: as a whole row, it is an error.
pub(crate) fn whole<'r, R: Cells, T>(
    row: &'r R,
    read: impl FnOnce(&mut Cursor<'r, R>) -> Result<Option<T>, sqlx::Error>,
) -> Result<T, sqlx::Error> {
    read(&mut Cursor::new(row))?.ok_or_else(|| sqlx::Error::ColumnDecode {
        index: "id".to_owned(),
        source: "a row without an id".into(),
    })
}

/// The columns of a table as a select list, each prefixed with the table's
/// alias in the query (`g.id, g.moves`): `columns` separated by commas.
pub(crate) fn aliased(alias: &str, columns: &str) -> String {
    columns
        .split(',')
        .map(|column| format!("{alias}.{}", column.trim()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliased_columns_carry_the_tables_alias() {
        assert_eq!(aliased("g", "id, moves,state"), "g.id, g.moves, g.state");
    }
}
