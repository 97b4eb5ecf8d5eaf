//! The words of a command before any command reads them: the game and
//! `ply:` marks taken out wherever they stand ([`Marked`]), quoted spans
//! kept whole, numbers read, and the words a refusal quotes cut short.

use super::error::{CommandError, cut};
use super::values::{CLOSING_QUOTES, MAX_COMMAND_CHARS, QUOTES, is_invisible};

/// A text's words, with the game and `ply:` marks taken out wherever they
/// stand.
#[derive(Debug, Default)]
pub(crate) struct Marked {
    /// `#12` or `game:12`: a game's or a challenge's number.
    pub number: Option<u64>,
    /// `ply:N`.
    pub ply: Option<u32>,
    /// The other words, in order.
    pub words: Vec<String>,
}

impl Marked {
    /// Reads a text's marks and words. Zero-width characters, which chat
    /// clients do not show, are dropped; other control characters, which
    /// no command holds, are refused.
    pub(crate) fn read(message: &str) -> Result<Marked, CommandError> {
        let chars = message.chars().count();
        if chars > MAX_COMMAND_CHARS {
            return Err(CommandError::TooLong { chars });
        }
        let cleaned: String = message.chars().filter(|&c| !is_invisible(c)).collect();
        if cleaned
            .chars()
            .any(|c| c.is_control() && !c.is_whitespace())
        {
            return Err(CommandError::ControlCharacters);
        }
        let mut marked = Marked::default();
        let mut words = cleaned.split_whitespace();
        while let Some(word) = words.next() {
            // A quoted span (a position, a line of moves) is one word, kept
            // with its quotes, and no marks are read inside it.
            if word.starts_with(QUOTES) {
                let mut span = word.to_owned();
                let mut closed = word.chars().count() > 1 && word.ends_with(CLOSING_QUOTES);
                while !closed {
                    let Some(next) = words.next() else {
                        break;
                    };
                    span.push(' ');
                    span.push_str(next);
                    closed = next.ends_with(CLOSING_QUOTES);
                }
                marked.words.push(span);
                continue;
            }
            let id = word
                .strip_prefix('#')
                .or_else(|| word.strip_prefix("game:"))
                .filter(|rest| !rest.is_empty());
            if let Some(digits) = id {
                marked.name_number(read_number(digits, word)?)?;
            } else if let Some(number) = word.strip_prefix("ply:") {
                marked.ply = Some(
                    number
                        .parse::<u32>()
                        .map_err(|_| CommandError::Ply(cut(word)))?,
                );
            } else {
                marked.words.push(word.to_owned());
            }
        }
        Ok(marked)
    }

    /// Notes the number named; naming two is refused.
    pub(crate) fn name_number(&mut self, number: u64) -> Result<(), CommandError> {
        if let Some(previous) = self.number
            && previous != number
        {
            return Err(CommandError::TwoNumbers(previous, number));
        }
        self.number = Some(number);
        Ok(())
    }

    /// The words, borrowed.
    pub(crate) fn words(&self) -> Vec<&str> {
        self.words.iter().map(String::as_str).collect()
    }
}

/// A game's or challenge's number, written in `word` as `digits`.
pub(crate) fn read_number(digits: &str, word: &str) -> Result<u64, CommandError> {
    digits
        .parse::<u64>()
        .map_err(|_| CommandError::Number(cut(word)))
}

/// Whether a word is a number written in digits alone.
pub(crate) fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A quoted span without its quote marks (any other word as it is).
pub(crate) fn unquoted(span: &str) -> &str {
    match span.strip_prefix(QUOTES) {
        Some(inner) => inner.strip_suffix(CLOSING_QUOTES).unwrap_or(inner),
        None => span,
    }
}

/// A time of day as `HH:MM` (or `H:MM`), UTC: a daily post's, a
/// tournament's start.
pub(crate) fn time_of_day(word: &str) -> Option<chrono::NaiveTime> {
    let (hours, minutes) = word.split_once(':')?;
    let digits = |text: &str, most: u32| {
        (matches!(text.len(), 1 | 2) && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse::<u32>().ok())
            .flatten()
            .filter(|n| *n <= most)
    };
    let hours = digits(hours, 23)?;
    let minutes = digits(minutes, 59).filter(|_| minutes.len() == 2)?;
    chrono::NaiveTime::from_hms_opt(hours, minutes, 0)
}
