//! The commands of a game that take words: `move e4`, `premove Nf6 e5;
//! d5 exd5`, the steps of a resignation (`resign ask`, `resign confirm
//! white`), and `decline` (a challenge, or `decline draw`).

use kibitz_rules::Color;

use crate::command::error::CommandError;
use crate::command::error::unexpected;
use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{Family, Form, GAME, OptionKind, OptionSpec, Reads, Spec, Term};
use crate::command::terms::move_words;
use crate::command::values::{Conditional, ConditionalLines, MAX_CONDITIONAL_CHARS, ResignStep};
use crate::command::words::{Marked, unquoted};

/// Reads and writes `move`.
static MOVES: Family = Family {
    read: |_, words| {
        // A move in quotes is the move.
        let text: Vec<&str> = words.args.iter().map(|w| unquoted(w)).collect();
        Ok(Command::Move(move_words(&text.join(" "))?))
    },
    options: |spec, given| {
        let mut words = None;
        for (option, value) in given {
            match (option.term, value) {
                // A suggested move may name its game (`Nf3 #12`): its
                // marks are read already.
                (Term::Move, OptionValue::Text(text)) => words = Some(move_words(text)?),
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(Command::Move(words.ok_or(CommandError::MissingMove)?))
    },
};

/// Reads and writes `premove`.
static PREMOVES: Family = Family {
    read: |_, words| Ok(Command::Conditional(premove(words.args)?)),
    options: |spec, given| {
        let mut lines = Conditional::List;
        for (option, value) in given {
            match (option.term, value) {
                // Its marks are no part of the lines.
                (Term::Lines, OptionValue::Text(text)) => {
                    lines = premove(&Marked::read(text)?.words())?;
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(Command::Conditional(lines))
    },
};

/// Reads and writes `resign` and its steps.
static RESIGNATIONS: Family = Family {
    read: |_, words| Ok(Command::Resign(resign_step(words.args)?)),
    options: |spec, given| match given.first() {
        Some((option, _)) => Err(spec.unknown(option.name)),
        None => Ok(Command::Resign(ResignStep::Now)),
    },
};

/// `move e4`: a move, in any notation the rules read.
pub static MOVE: Spec = Spec {
    name: "move",
    words: &["ход"],
    alias_of: None,
    help: "help-move",
    telegram: Some("telegram-command-move"),
    discord: Some("discord-command-move"),
    options: &[
        OptionSpec {
            name: "move",
            description: "discord-option-move",
            kind: OptionKind::Text { max: 40 },
            term: Term::Move,
        },
        GAME,
    ],
    form: Form::Family {
        family: &MOVES,
        owns: |command| matches!(command, Command::Move(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// `premove`: conditional lines, added (none: shown; `clear`: dropped).
pub static PREMOVE: Spec = Spec {
    name: "premove",
    words: &["предход"],
    alias_of: None,
    help: "help-premove",
    telegram: None,
    discord: Some("discord-command-premove"),
    options: &[
        OptionSpec {
            name: "lines",
            description: "discord-option-premove-lines",
            kind: OptionKind::Lines {
                max: MAX_CONDITIONAL_CHARS as u16,
            },
            term: Term::Lines,
        },
        GAME,
    ],
    form: Form::Family {
        family: &PREMOVES,
        owns: |command| matches!(command, Command::Conditional(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// `resign`, and the steps of a resignation a button asks for.
pub static RESIGN: Spec = Spec {
    name: "resign",
    words: &["сдаюсь", "сдаться"],
    alias_of: None,
    help: "help-resign",
    telegram: Some("telegram-command-resign"),
    discord: Some("discord-command-resign"),
    options: &[GAME],
    form: Form::Family {
        family: &RESIGNATIONS,
        owns: |command| matches!(command, Command::Resign(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// What `premove` is asked: nothing or `list` shows the lines, `clear`
/// drops them, anything else is lines to add (quotes around them are
/// dropped).
fn premove(args: &[&str]) -> Result<Conditional, CommandError> {
    match args {
        [] => Ok(Conditional::List),
        [word] if word.eq_ignore_ascii_case("list") => Ok(Conditional::List),
        [word] if word.eq_ignore_ascii_case("clear") => Ok(Conditional::Clear),
        _ => {
            let text = args
                .iter()
                .map(|w| unquoted(w))
                .collect::<Vec<_>>()
                .join(" ");
            ConditionalLines::new(&text)
                .map(Conditional::Add)
                .ok_or_else(|| CommandError::ConditionalTooLong {
                    chars: text.chars().count(),
                })
        }
    }
}

/// `resign`, `resign ask`, `resign confirm white`, `resign cancel black`.
fn resign_step(args: &[&str]) -> Result<ResignStep, CommandError> {
    let side = |word: &str| match word.to_lowercase().as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    };
    let step = |word: &str| word.to_lowercase();
    match args {
        [] => Ok(ResignStep::Now),
        [word] if step(word) == "ask" => Ok(ResignStep::Ask),
        [word, color] if step(word) == "confirm" => side(color)
            .map(ResignStep::Confirm)
            .ok_or_else(|| unexpected("resign", color, Some("white or black"))),
        [word, color] if step(word) == "cancel" => side(color)
            .map(ResignStep::Cancel)
            .ok_or_else(|| unexpected("resign", color, Some("white or black"))),
        [word, ..] if ["ask", "confirm", "cancel"].contains(&step(word).as_str()) => Err(
            unexpected("resign", args.last().copied().unwrap_or(word), None),
        ),
        [extra, ..] => Err(unexpected("resign", extra, None)),
    }
}
