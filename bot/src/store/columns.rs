//! How typed values are written in the store's text columns and read back:
//! the one place that knows the stored names. A value no name matches is a
//! decoding error that names the column.

use std::fmt;

use kibitz_rules::{Color, EndReason, Outcome};

/// A stored text that names nothing the bot knows.
#[derive(Debug)]
pub(super) struct UnknownValue {
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
pub(super) fn read<T>(
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
pub(super) fn read_optional<T>(
    column: &'static str,
    value: Option<&str>,
    reader: impl FnOnce(&str) -> Option<T>,
) -> Result<Option<T>, sqlx::Error> {
    value.map(|value| read(column, value, reader)).transpose()
}

/// The stored name of a colour.
pub(super) const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The colour a stored name names.
pub(super) fn color_named(name: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|&c| color_name(c) == name)
}

/// The outcome a finished game's `result` and `end_reason` record.
pub(super) fn outcome_of(result: &str, end_reason: &str) -> Option<Outcome> {
    let reason = EndReason::from_name(end_reason)?;
    let winner = match result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        "1/2-1/2" | "*" => None,
        _ => return None,
    };
    Some(Outcome { winner, reason })
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
                    // An aborted game records no winner.
                    EndReason::Aborted => Outcome::draw(reason),
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
}
