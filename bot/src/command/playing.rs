//! The commands of a game that take words: `move e4`, `premove Nf6 e5;
//! d5 exd5`, the steps of a resignation (`resign ask`, `resign confirm
//! white`), and `decline` (a challenge, or `decline draw`).

use std::fmt;

use kibitz_rules::Color;

use super::error::CommandError;
use super::given::OptionValue;
use super::request::{
    Command, Conditional, ConditionalLines, MAX_CONDITIONAL_CHARS, MoveWords, Offer, Request,
    ResignStep,
};
use super::spec::{
    CHALLENGE_NUMBER, Choices, Family, Form, GAME, OptionKind, OptionSpec, Spec, Term,
};
use super::words::{Marked, unexpected, unquoted};
use crate::model::GameId;

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
    write,
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
    write,
};

/// Reads and writes `resign` and its steps.
static RESIGNATIONS: Family = Family {
    read: |_, words| Ok(Command::Resign(resign_step(words.args)?)),
    options: |spec, given| match given.first() {
        Some((option, _)) => Err(spec.unknown(option.name)),
        None => Ok(Command::Resign(ResignStep::Now)),
    },
    write,
};

/// Reads and writes `decline`.
static DECLINES: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Decline),
        [word] => offer(word)
            .map(Command::DeclineOffer)
            .ok_or_else(|| unexpected(spec.name, word, None)),
        [_, extra, ..] => Err(unexpected(spec.name, extra, None)),
    },
    options: |spec, given| {
        let mut command = Command::Decline;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Offer, OptionValue::Text(text)) => {
                    command = Command::DeclineOffer(
                        offer(text).ok_or_else(|| unexpected(spec.name, text, None))?,
                    );
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(command)
    },
    write,
};

/// `move e4`: a move, in any notation the rules read.
pub(super) static MOVE: Spec = Spec {
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
};

/// `premove`: conditional lines, added (none: shown; `clear`: dropped).
pub(super) static PREMOVE: Spec = Spec {
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
};

/// `resign`, and the steps of a resignation a button asks for.
pub(super) static RESIGN: Spec = Spec {
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
};

/// `decline`: a challenge, or an offer in a game (`decline draw`).
pub(super) static DECLINE: Spec = Spec {
    name: "decline",
    words: &["отклонить", "отказ"],
    alias_of: None,
    help: "help-accept",
    telegram: None,
    discord: Some("discord-command-decline"),
    options: &[
        CHALLENGE_NUMBER,
        OptionSpec {
            name: "offer",
            description: "discord-option-offer",
            kind: OptionKind::Choice {
                choices: Choices::Offers,
                required: false,
            },
            term: Term::Offer,
        },
        GAME,
    ],
    form: Form::Family {
        family: &DECLINES,
        owns: |command| matches!(command, Command::Decline | Command::DeclineOffer(_)),
    },
};

/// The words of a move (`e4`, `e2 e4`).
pub(super) fn move_words(text: &str) -> Result<MoveWords, CommandError> {
    if text.trim().is_empty() {
        return Err(CommandError::MissingMove);
    }
    MoveWords::new(text).ok_or_else(|| CommandError::MoveTooLong {
        chars: text.chars().count(),
    })
}

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

/// The offer a word names.
fn offer(word: &str) -> Option<Offer> {
    [Offer::Draw, Offer::Takeback]
        .into_iter()
        .find(|offer| word.eq_ignore_ascii_case(offer.name()))
}

/// Writes what follows a game's command.
fn write(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Move(words) => write!(f, " {}", words.as_str()),
        Command::Conditional(Conditional::Add(lines)) => write!(f, " {}", lines.as_str()),
        Command::Conditional(Conditional::Clear) => f.write_str(" clear"),
        Command::Conditional(Conditional::List) => f.write_str(" list"),
        Command::Resign(ResignStep::Ask) => f.write_str(" ask"),
        Command::Resign(ResignStep::Confirm(color)) => {
            write!(f, " confirm {}", color_name(*color))
        }
        Command::Resign(ResignStep::Cancel(color)) => write!(f, " cancel {}", color_name(*color)),
        Command::DeclineOffer(offer) => write!(f, " {}", offer.name()),
        _ => Ok(()),
    }
}

/// `white` or `black`, as commands write a side.
const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
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
    text.strip_prefix(MOVE.name)
        .unwrap_or(&text)
        .trim_start()
        .to_owned()
}
