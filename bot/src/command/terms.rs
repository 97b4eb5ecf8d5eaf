//! Readers of terms several commands share: days per move, a live clock
//! by name, a move, a switch, a subcommand with its value; and a move as
//! a suggestion writes it.

use super::error::CommandError;
use super::error::cut;
use super::given::OptionValue;
use super::live_clock::{LiveClock, Speed};
use super::request::{Command, Request};
use super::spec::{Given, Spec};
use super::values::{Days, MoveWords, TimeControl};
use crate::model::GameId;

/// Days per move, if a game may give that many.
pub fn days(number: &str) -> Result<TimeControl, CommandError> {
    number
        .parse::<u8>()
        .ok()
        .and_then(Days::new)
        .map(TimeControl::DaysPerMove)
        .ok_or_else(|| CommandError::Days(cut(number)))
}

/// A live clock chosen or typed as an option: a speed's (`blitz`) or a
/// clock lichess allows (`5+3`).
pub fn named_clock(text: &str) -> Result<LiveClock, CommandError> {
    match Speed::from_name(text) {
        Some(speed) => Ok(LiveClock::of_speed(speed)),
        None => LiveClock::parse(text).ok_or_else(|| CommandError::Clock(cut(text))),
    }
}

/// The words of a move (`e4`, `e2 e4`).
pub fn move_words(text: &str) -> Result<MoveWords, CommandError> {
    if text.trim().is_empty() {
        return Err(CommandError::MissingMove);
    }
    MoveWords::new(text).ok_or_else(|| CommandError::MoveTooLong {
        chars: text.chars().count(),
    })
}

/// What the `move` option of a slash command holds for a suggested move:
/// the move, and the game when several could be meant (`Nf3 #12`), as a
/// `move` command writes them.
pub fn move_option(words: &MoveWords, game: Option<GameId>) -> String {
    let request = Request {
        game,
        ..Request::new(Command::Move(words.clone()))
    };
    let text = request.to_string();
    text.strip_prefix("move")
        .unwrap_or(&text)
        .trim_start()
        .to_owned()
}

/// `on` (or `yes`) and `off` (or `no`), in any case.
pub fn switch(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "on" | "yes" => Some(true),
        "off" | "no" => Some(false),
        _ => None,
    }
}

/// The one subcommand given (none when nothing is), with its `value`.
pub fn subcommand<'a>(
    spec: &Spec,
    given: &'a [Given],
) -> Result<Option<(&'static str, Option<&'a str>)>, CommandError> {
    match given {
        [] => Ok(None),
        [(option, OptionValue::Sub(inner))] => Ok(Some((
            option.name,
            match inner.as_slice() {
                [(name, OptionValue::Text(value))] if name == "value" => Some(value.as_str()),
                _ => None,
            },
        ))),
        [(option, _), ..] => Err(spec.unknown(option.name)),
    }
}
