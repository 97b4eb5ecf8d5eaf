//! `puzzle [theme]` and `solve [move]`: a puzzle put to the chat, and the
//! chat's open puzzle answered (or solved on its page).

use crate::command::error::CommandError;
use crate::command::error::{cut, unexpected};
use crate::command::given::OptionValue;
use crate::command::puzzle_theme::PuzzleTheme;
use crate::command::request::Command;
use crate::command::spec::{Family, Form, OptionKind, OptionSpec, Reads, Spec, Term};
use crate::command::terms::move_words;
use crate::command::values::Solve;
use crate::command::words::unquoted;
use crate::command::written::ROUND_MARK;

/// The puzzles' commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 2] = [&PUZZLE, &SOLVE];

/// Reads `puzzle`: its theme, as lichess names it or spaced
/// (`puzzle fork`, `puzzle mate in 2`).
static PUZZLE_FAMILY: Family = Family {
    read: |_, words| match words.args {
        [] => Ok(Command::Puzzle(None)),
        args => puzzle_theme(&args.join(" ")),
    },
    options: |spec, given| {
        let mut asked = Command::Puzzle(None);
        for (option, value) in given {
            match (option.term, value) {
                (Term::Theme, OptionValue::Text(text)) => asked = puzzle_theme(text)?,
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(asked)
    },
};

/// The puzzle of the theme a phrase names.
fn puzzle_theme(phrase: &str) -> Result<Command, CommandError> {
    PuzzleTheme::read(phrase)
        .map(|theme| Command::Puzzle(Some(theme)))
        .ok_or_else(|| CommandError::PuzzleTheme(cut(phrase)))
}

/// `puzzle`: a puzzle put to the chat.
pub static PUZZLE: Spec = Spec {
    name: "puzzle",
    words: &["задача"],
    alias_of: None,
    help: "help-puzzle",
    telegram: Some("telegram-command-puzzle"),
    discord: Some("discord-command-puzzle"),
    options: &[OptionSpec {
        name: "theme",
        description: "discord-option-puzzle-theme",
        kind: OptionKind::Lines { max: 40 },
        term: Term::Theme,
    }],
    form: Form::Family {
        family: &PUZZLE_FAMILY,
        owns: |command| matches!(command, Command::Puzzle(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// Reads `solve`: nothing (the asker's link to the puzzle's
/// page), or a move with the round it is for when named (`solve Rxe8
/// round:17`).
static SOLVE_FAMILY: Family = Family {
    read: |_, words| solve(words.args),
    options: |spec, given| match given.first() {
        Some((option, _)) => Err(spec.unknown(option.name)),
        None => Ok(Command::Solve(Solve::Page)),
    },
};

/// What `solve`'s words ask: the page, or a move (its last word may name
/// the round, `round:17`).
fn solve(args: &[&str]) -> Result<Command, CommandError> {
    let (round, moves) = match args.split_last() {
        None => return Ok(Command::Solve(Solve::Page)),
        Some((last, rest)) => match last.strip_prefix(ROUND_MARK) {
            Some(number) => {
                let round = (!number.is_empty()
                    && number.len() <= 19
                    && number.bytes().all(|b| b.is_ascii_digit()))
                .then(|| number.parse::<i64>().ok())
                .flatten()
                .ok_or_else(|| unexpected("solve", last, None))?;
                (Some(round), rest)
            }
            None => (None, args),
        },
    };
    let text: Vec<&str> = moves.iter().map(|w| unquoted(w)).collect();
    Ok(Command::Solve(Solve::Move {
        words: move_words(&text.join(" "))?,
        round,
    }))
}

/// `solve`: the chat's open puzzle answered, or solved on its page.
pub static SOLVE: Spec = Spec {
    name: "solve",
    words: &["решить", "решение"],
    alias_of: None,
    help: "help-solve",
    telegram: None,
    discord: None,
    options: &[],
    form: Form::Family {
        family: &SOLVE_FAMILY,
        owns: |command| matches!(command, Command::Solve(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};
