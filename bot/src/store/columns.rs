//! How typed values are kept in columns and read back: the one place that
//! knows the stored names and the columns each value takes. A row's type
//! declares its columns once ([`row!`]); the select list, the count, the
//! reader and the binders of its changes all come from that declaration.
//! A value no name matches is a decoding error that names the column.

use std::fmt;

use chrono::{DateTime, Utc};
use kibitz_rules::{ByColor, Color, EndReason, Outcome, Variant};

use super::cells::{Cell, Cells, Cursor};
use crate::model::{
    ChallengeId, ChannelId, ColorChoice, GameId, Language, Orientation, Platform, PlayerId, Theme,
    TournamentFormat, TournamentId,
};

/// A stored text that names nothing the bot knows.
#[derive(Debug)]
pub(crate) struct UnknownValue {
    column: &'static str,
    value: String,
}

impl fmt::Display for UnknownValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "column {} holds {:?}, which names nothing known",
            self.column, self.value
        )
    }
}

impl std::error::Error for UnknownValue {}

/// Reads a column's text with `read`; text it does not know is an error.
pub(crate) fn read<T>(
    column: &'static str,
    value: &str,
    read: impl FnOnce(&str) -> Option<T>,
) -> Result<T, sqlx::Error> {
    read(value).ok_or_else(|| sqlx::Error::ColumnDecode {
        index: column.to_owned(),
        source: Box::new(UnknownValue {
            column,
            value: value.chars().take(40).collect(),
        }),
    })
}

/// Reads an optional column's text with `read`.
pub(crate) fn read_optional<T>(
    column: &'static str,
    value: Option<&str>,
    reader: impl FnOnce(&str) -> Option<T>,
) -> Result<Option<T>, sqlx::Error> {
    value.map(|value| read(column, value, reader)).transpose()
}

/// The stored name of a colour.
pub(crate) const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The colour a stored name names.
pub(crate) fn color_named(name: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|&c| color_name(c) == name)
}

/// The outcome a finished game's `result` and `end_reason` record.
pub(crate) fn outcome_of(result: &str, end_reason: &str) -> Option<Outcome> {
    let reason = EndReason::from_name(end_reason)?;
    let winner = match result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        "1/2-1/2" | "*" => None,
        _ => return None,
    };
    Some(Outcome { winner, reason })
}

/// What kind of value a column takes, as a statement binds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A 64-bit integer.
    Int,
    /// A 32-bit integer.
    Small,
    /// True or false.
    Flag,
    /// Text.
    Text,
    /// A moment.
    Time,
}

/// One column's value as a statement binds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value<'a> {
    /// A 64-bit integer, or null.
    Int(Option<i64>),
    /// A 32-bit integer, or null.
    Small(Option<i32>),
    /// True or false.
    Flag(bool),
    /// Text, or null.
    Text(Option<&'a str>),
    /// A moment, or null.
    Time(Option<DateTime<Utc>>),
}

/// A value kept in one column or several, read from a row's cells in order
/// and written as the values of those columns.
pub(crate) trait Stored: Sized {
    /// The kinds of its columns, in order.
    const KINDS: &'static [Kind];

    /// Reads it from the cursor's next columns; `column` names them in an
    /// error.
    fn read<R: Cells>(cells: &mut Cursor<'_, R>, column: &'static str)
    -> Result<Self, sqlx::Error>;

    /// Appends the values of its columns, in order.
    fn write<'a>(&'a self, out: &mut Vec<Value<'a>>);
}

/// How many columns values of these kinds take.
pub(crate) const fn width(kinds: &[&[Kind]]) -> usize {
    let mut total = 0;
    let mut i = 0;
    while i < kinds.len() {
        total += kinds[i].len();
        i += 1;
    }
    total
}

/// Makes plain cell types [`Stored`] in one column of a kind.
macro_rules! stored_cells {
    ($($t:ty => $kind:ident($value:expr)),* $(,)?) => {
        $(impl Stored for $t {
            const KINDS: &'static [Kind] = &[Kind::$kind];

            fn read<R: Cells>(cells: &mut Cursor<'_, R>, _: &'static str) -> Result<Self, sqlx::Error> {
                cells.next()
            }

            fn write<'a>(&'a self, out: &mut Vec<Value<'a>>) {
                let value: fn(&'a $t) -> Value<'a> = $value;
                out.push(value(self));
            }
        })*
    };
}

stored_cells!(
    i64 => Int(|v| Value::Int(Some(*v))),
    Option<i64> => Int(|v| Value::Int(*v)),
    i32 => Small(|v| Value::Small(Some(*v))),
    Option<i32> => Small(|v| Value::Small(*v)),
    bool => Flag(|v| Value::Flag(*v)),
    String => Text(|v| Value::Text(Some(v.as_str()))),
    Option<String> => Text(|v| Value::Text(v.as_deref())),
    DateTime<Utc> => Time(|v| Value::Time(Some(*v))),
    Option<DateTime<Utc>> => Time(|v| Value::Time(*v)),
);

/// Makes the store's ids [`Stored`] as the integers they are.
macro_rules! stored_ids {
    ($($id:ident),* $(,)?) => {
        $(
            impl Cell for $id {
                fn from_postgres(row: &sqlx::postgres::PgRow, index: usize) -> Result<Self, sqlx::Error> {
                    i64::from_postgres(row, index).map($id)
                }

                fn from_sqlite(row: &sqlx::sqlite::SqliteRow, index: usize) -> Result<Self, sqlx::Error> {
                    i64::from_sqlite(row, index).map($id)
                }
            }

            impl Cell for Option<$id> {
                fn from_postgres(row: &sqlx::postgres::PgRow, index: usize) -> Result<Self, sqlx::Error> {
                    Option::<i64>::from_postgres(row, index).map(|id| id.map($id))
                }

                fn from_sqlite(row: &sqlx::sqlite::SqliteRow, index: usize) -> Result<Self, sqlx::Error> {
                    Option::<i64>::from_sqlite(row, index).map(|id| id.map($id))
                }
            }

            stored_cells!(
                $id => Int(|v| Value::Int(Some(v.0))),
                Option<$id> => Int(|v| Value::Int(v.map(|id| id.0))),
            );
        )*
    };
}

stored_ids!(GameId, ChallengeId, PlayerId, ChannelId, TournamentId);

/// Makes a type kept as its name [`Stored`] in one text column: `$name`
/// writes the name, `$named` reads it back.
macro_rules! stored_names {
    ($($t:ty: $name:expr, $named:expr;)*) => {
        $(
            impl $crate::store::columns::Stored for $t {
                const KINDS: &'static [$crate::store::columns::Kind] = &[$crate::store::columns::Kind::Text];

                fn read<R: $crate::store::cells::Cells>(cells: &mut $crate::store::cells::Cursor<'_, R>, column: &'static str) -> Result<Self, sqlx::Error> {
                    let text: String = cells.next()?;
                    $crate::store::columns::read(column, &text, $named)
                }

                fn write<'a>(&'a self, out: &mut Vec<$crate::store::columns::Value<'a>>) {
                    let name: fn(&$t) -> &'static str = $name;
                    out.push($crate::store::columns::Value::Text(Some(name(self))));
                }
            }

            impl $crate::store::columns::Stored for Option<$t> {
                const KINDS: &'static [$crate::store::columns::Kind] = &[$crate::store::columns::Kind::Text];

                fn read<R: $crate::store::cells::Cells>(cells: &mut $crate::store::cells::Cursor<'_, R>, column: &'static str) -> Result<Self, sqlx::Error> {
                    let text: Option<String> = cells.next()?;
                    $crate::store::columns::read_optional(column, text.as_deref(), $named)
                }

                fn write<'a>(&'a self, out: &mut Vec<$crate::store::columns::Value<'a>>) {
                    let name: fn(&$t) -> &'static str = $name;
                    out.push($crate::store::columns::Value::Text(self.as_ref().map(name)));
                }
            }
        )*
    };
}
pub(crate) use stored_names;

stored_names! {
    Variant: |v| v.name(), Variant::from_name;
    Color: |c| color_name(*c), color_named;
    Platform: |p| p.name(), Platform::from_name;
    Language: |l| l.code(), Language::from_code;
    Theme: |t| t.name(), Theme::from_name;
    Orientation: |o| o.name(), Orientation::from_name;
    ColorChoice: |c| c.name(), ColorChoice::from_name;
    TournamentFormat: |f| f.name(), TournamentFormat::from_name;
}

impl<T: Stored> Stored for ByColor<T> {
    const KINDS: &'static [Kind] = &[T::KINDS[0], T::KINDS[0]];

    fn read<R: Cells>(
        cells: &mut Cursor<'_, R>,
        column: &'static str,
    ) -> Result<Self, sqlx::Error> {
        Ok(ByColor {
            white: T::read(cells, column)?,
            black: T::read(cells, column)?,
        })
    }

    fn write<'a>(&'a self, out: &mut Vec<Value<'a>>) {
        self.white.write(out);
        self.black.write(out);
    }
}

/// Declares a row the store reads and writes, each column once: the
/// struct, and from the same list its columns (`COLUMNS`, `COLUMN_COUNT`),
/// its reader (`read_optional`, and `FromRow`), and the columns a change
/// writes with their values (`changes`, `CHANGED`). Each field names its
/// columns (several for a value kept in several, as `"status, result,
/// end_reason"`) and says whether a change writes them (`changes`) or they
/// stay as created (`kept`); `derived` columns are written by every change
/// from a method of the row, and not read. The first field is the row's id:
/// a null id (a join that found no row) reads as `None`.
macro_rules! row {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(#[$id_meta:meta])*
            $id:ident: $id_ty:ty = $id_col:literal,
            $(
                $(#[$field_meta:meta])*
                $field:ident: $ty:ty = $cols:literal $how:ident,
            )*
        }
        $(derived {
            $($derived_col:literal: $derived_ty:ty = $derived:ident,)*
        })?
    ) => {
        $(#[$meta])*
        pub struct $name {
            $(#[$id_meta])*
            pub $id: $id_ty,
            $(
                $(#[$field_meta])*
                pub $field: $ty,
            )*
        }

        impl $name {
            /// Its columns, as a select list.
            pub(crate) const COLUMNS: &'static str =
                $crate::store::columns::comma_list!($id_col $(, $cols)*);

            /// How many columns [`Self::COLUMNS`] lists.
            pub(crate) const COLUMN_COUNT: usize = $crate::store::columns::width(&[
                <$id_ty as $crate::store::columns::Stored>::KINDS,
                $(<$ty as $crate::store::columns::Stored>::KINDS,)*
            ]);

            /// The columns a change writes, in the order [`Self::changes`]
            /// gives their values, with their kinds (rows no change writes
            /// have none).
            #[allow(dead_code)]
            pub(crate) fn changed() -> Vec<(&'static str, $crate::store::columns::Kind)> {
                #[allow(unused_mut)]
                let mut changed = Vec::new();
                $(
                    $crate::store::columns::when_changed!($how, {
                        let kinds = <$ty as $crate::store::columns::Stored>::KINDS;
                        changed.extend($cols.split(", ").zip(kinds.iter().copied()));
                    });
                )*
                $($(
                    changed.push(($derived_col, <$derived_ty as $crate::store::columns::Derived>::KIND));
                )*)?
                changed
            }

            /// The values a change writes, in the order of
            /// [`Self::changed`].
            #[allow(dead_code)]
            pub(crate) fn changes(&self) -> Vec<$crate::store::columns::Value<'_>> {
                #[allow(unused_imports)]
                use $crate::store::columns::Stored as _;
                #[allow(unused_mut)]
                let mut values = Vec::new();
                $(
                    $crate::store::columns::when_changed!($how, {
                        self.$field.write(&mut values);
                    });
                )*
                $($(
                    values.push(<$derived_ty as $crate::store::columns::Derived>::value(&self.$derived()));
                )*)?
                values
            }

            /// Reads a row from the cursor's next [`Self::COLUMNS`];
            /// `None` when its id is null, the columns passed over.
            pub(crate) fn read_optional<R: $crate::store::cells::Cells>(
                cells: &mut $crate::store::cells::Cursor<'_, R>,
            ) -> Result<Option<$name>, sqlx::Error> {
                let Some($id) = cells.next::<Option<$id_ty>>()? else {
                    cells.skip(Self::COLUMN_COUNT - 1);
                    return Ok(None);
                };
                $(
                    let $field = <$ty as $crate::store::columns::Stored>::read(cells, $cols)?;
                )*
                Ok(Some($name { $id, $($field,)* }))
            }
        }

        impl<'r, R: $crate::store::cells::Cells> sqlx::FromRow<'r, R> for $name {
            fn from_row(row: &'r R) -> Result<$name, sqlx::Error> {
                $crate::store::cells::whole(row, $name::read_optional)
            }
        }
    };
}
pub(crate) use row;

/// Its columns as one list: `"a", "b"` as `"a, b"`.
macro_rules! comma_list {
    ($first:literal $(, $rest:literal)* $(,)?) => {
        concat!($first $(, ", ", $rest)*)
    };
}
pub(crate) use comma_list;

/// Declares a row the store creates, each column once: the struct, its
/// columns (`COLUMNS`) and their values in the same order (`values`), with
/// the `derived` columns written from methods of the row after them.
macro_rules! new_row {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(
                $(#[$field_meta:meta])*
                $field:ident: $ty:ty = $cols:literal,
            )*
        }
        $(derived {
            $($derived_col:literal: $derived_ty:ty = $derived:ident,)*
        })?
    ) => {
        $(#[$meta])*
        pub struct $name {
            $(
                $(#[$field_meta])*
                pub $field: $ty,
            )*
        }

        impl $name {
            /// The columns it fills, in the order of [`Self::values`].
            pub(crate) const COLUMNS: &'static str =
                $crate::store::columns::comma_list!($($cols,)* $($($derived_col),*)?);

            /// How many columns [`Self::COLUMNS`] lists.
            pub(crate) const COLUMN_COUNT: usize = $crate::store::columns::width(&[
                $(<$ty as $crate::store::columns::Stored>::KINDS,)*
                $($(&[<$derived_ty as $crate::store::columns::Derived>::KIND],)*)?
            ]);

            /// The values of its columns, in order.
            pub(crate) fn values(&self) -> Vec<$crate::store::columns::Value<'_>> {
                #[allow(unused_imports)]
                use $crate::store::columns::Stored as _;
                let mut values = Vec::new();
                $(self.$field.write(&mut values);)*
                $($(
                    values.push(<$derived_ty as $crate::store::columns::Derived>::value(&self.$derived()));
                )*)?
                values
            }
        }
    };
}
pub(crate) use new_row;

/// `$1, $2, … $count`, then `$from`… : the placeholders of `count` values
/// bound from the `from`th on.
pub(crate) fn placeholders(from: usize, count: usize) -> String {
    (from..from + count)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Runs the code given for a field that a change writes (`changes`), and
/// none for one kept as created (`kept`); any other word is no field's.
macro_rules! when_changed {
    (changes, $code:block) => {
        $code
    };
    (kept, $code:block) => {};
}
pub(crate) use when_changed;

/// A value a row derives from its fields and every change writes in a
/// column of its own (never text, which would borrow from the row).
pub(crate) trait Derived {
    /// The kind of its column.
    const KIND: Kind;

    /// Its value.
    fn value(&self) -> Value<'static>;
}

impl Derived for Option<DateTime<Utc>> {
    const KIND: Kind = Kind::Time;

    fn value(&self) -> Value<'static> {
        Value::Time(*self)
    }
}

/// Binds values to a statement, in order.
pub(crate) fn bind_values<'q, DB, O>(
    query: sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>,
    values: Vec<Value<'q>>,
) -> sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>
where
    DB: sqlx::Database,
    Option<i64>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<i32>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    bool: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<&'q str>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<DateTime<Utc>>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
{
    values.into_iter().fold(query, |query, value| match value {
        Value::Int(v) => query.bind(v),
        Value::Small(v) => query.bind(v),
        Value::Flag(v) => query.bind(v),
        Value::Text(v) => query.bind(v),
        Value::Time(v) => query.bind(v),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_outcomes_read_back() {
        assert_eq!(
            outcome_of("1/2-1/2", "agreement"),
            Some(Outcome::draw(EndReason::Agreement))
        );
        for reason in EndReason::ALL {
            for winner in [Some(Color::White), Some(Color::Black), None] {
                let outcome = Outcome { winner, reason };
                let read = outcome_of(outcome.result(), reason.name());
                let expected = match reason {
                    // An aborted or unfinished game records no winner.
                    EndReason::Aborted | EndReason::Unfinished => Outcome::draw(reason),
                    _ => outcome,
                };
                assert_eq!(read, Some(expected));
            }
        }
        assert_eq!(outcome_of("2-0", "checkmate"), None);
        assert_eq!(outcome_of("1-0", "checkmated"), None);
    }

    #[test]
    fn unknown_text_is_a_decoding_error_that_names_the_column() {
        let error = read("variant", "bughouse", |_| None::<()>).expect_err("unknown");
        assert!(error.to_string().contains("variant"), "{error}");
        assert_eq!(read("status", "x", |_| Some(1)).ok(), Some(1));
        assert_eq!(read_optional("x", None, |_| Some(1)).ok(), Some(None));
    }

    #[test]
    fn a_value_kept_in_several_columns_counts_each() {
        assert_eq!(width(&[<ByColor<String>>::KINDS, i64::KINDS]), 3);
        let mut values = Vec::new();
        let queued = ByColor {
            white: "a".to_owned(),
            black: "b".to_owned(),
        };
        queued.write(&mut values);
        assert_eq!(values, [Value::Text(Some("a")), Value::Text(Some("b"))]);
    }
}
