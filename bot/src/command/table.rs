//! The one command table: every command's word (and its Russian words),
//! its help, where the chat platforms list it (Telegram's command menu,
//! Discord's slash commands), the options it takes there, and how it
//! reads: nothing but a number, or the reader of its family. Telegram's
//! menu, Discord's command definitions, `help`, the text reader, the
//! options reader and the printer of buttons all come from here.
//!
//! A command that takes nothing but the number of its game is one row
//! ([`game_command`]) and one variant of [`Command`]: nothing else in this
//! module changes for it.

use std::fmt;

use kibitz_rules::Variant;

use super::error::CommandError;
use super::given::OptionValue;
use super::request::{Command, MAX_RECORD_CHARS, RecordText, Solve, Topic};
use super::spec::{
    CHALLENGE_NUMBER, Choices, Family, Form, GAME, OptionKind, OptionSpec, Spec, Term,
};
use super::tournaments::{self, TOURNAMENT_NUMBER};
use super::words::{cut, unexpected, unquoted};
use super::{challenge, forgetting, linking, listing, playing, seek, settings};
use crate::command::PuzzleTheme;

/// A command that takes nothing but the number of its game (or, for one
/// that answers a challenge or is about a tournament, of its challenge or
/// tournament): `command`, named `name`,
/// helped by the message `help`, in Telegram's menu as `telegram` when
/// listed there, described to Discord as `discord`.
const fn game_command(
    (name, words): (&'static str, &'static [&'static str]),
    command: Command,
    help: &'static str,
    telegram: Option<&'static str>,
    discord: &'static str,
) -> Spec {
    Spec {
        name,
        words,
        alias_of: None,
        help,
        telegram,
        discord: Some(discord),
        options: if command.answers_a_challenge() {
            &[CHALLENGE_NUMBER]
        } else if command.names_a_tournament() {
            &[TOURNAMENT_NUMBER]
        } else {
            &[GAME]
        },
        form: Form::Number(command),
    }
}

static ACCEPT: Spec = game_command(
    ("accept", &["принять", "принимаю"]),
    Command::Accept,
    "help-accept",
    Some("telegram-command-accept"),
    "discord-command-accept",
);
static CANCEL: Spec = game_command(
    ("cancel", &["отменить"]),
    Command::Cancel,
    "help-accept",
    None,
    "discord-command-cancel",
);
static BOARD: Spec = game_command(
    ("board", &["доска"]),
    Command::Board,
    "help-board",
    Some("telegram-command-board"),
    "discord-command-board",
);
static DRAW: Spec = game_command(
    ("draw", &["ничья"]),
    Command::Draw,
    "help-draw",
    Some("telegram-command-draw"),
    "discord-command-draw",
);
static TAKEBACK: Spec = game_command(
    ("takeback", &["возврат"]),
    Command::Takeback,
    "help-takeback",
    Some("telegram-command-takeback"),
    "discord-command-takeback",
);
static ABORT: Spec = game_command(
    ("abort", &["прервать"]),
    Command::Abort,
    "help-abort",
    None,
    "discord-command-abort",
);
static MORETIME: Spec = game_command(
    ("moretime", &["время"]),
    Command::MoreTime,
    "help-moretime",
    None,
    "discord-command-moretime",
);
static BERSERK: Spec = game_command(
    ("berserk", &["берсерк"]),
    Command::Berserk,
    "help-join",
    None,
    "discord-command-berserk",
);
static PAGE: Spec = game_command(
    ("page", &["ссылка"]),
    Command::Page,
    "help-page",
    None,
    "discord-command-page",
);
static CLAIM: Spec = game_command(
    ("claim", &["требую"]),
    Command::Claim,
    "help-claim",
    None,
    "discord-command-claim",
);
static REMATCH: Spec = game_command(
    ("rematch", &["реванш"]),
    Command::Rematch,
    "help-rematch",
    None,
    "discord-command-rematch",
);
static GIF: Spec = game_command(
    ("gif", &["гиф"]),
    Command::Gif,
    "help-pgn",
    None,
    "discord-command-gif",
);
/// Reads and writes `analyse`: of a game here, or of a record or a
/// position pasted after it (which the text reader takes whole, before
/// any words are read: see `read::pasted_record`).
static ANALYSE_FAMILY: Family = Family {
    read: |_, words| match words.args {
        [] => Ok(Command::Analyse),
        args => Ok(Command::AnalyseRecord(RecordText::new(&args.join(" "))?)),
    },
    options: |spec, given| {
        let mut asked = Command::Analyse;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Record, OptionValue::Text(text)) => {
                    asked = Command::AnalyseRecord(RecordText::new(text)?);
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(asked)
    },
    write: |command, f| match command {
        Command::AnalyseRecord(record) => write!(f, " {}", record.as_str()),
        _ => Ok(()),
    },
};

/// Reads and writes `puzzle`: its theme, as lichess names it or spaced
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
    write: |command, f| match command {
        Command::Puzzle(Some(theme)) => write!(f, " {}", theme.name()),
        _ => Ok(()),
    },
};

/// The puzzle of the theme a phrase names.
fn puzzle_theme(phrase: &str) -> Result<Command, CommandError> {
    PuzzleTheme::read(phrase)
        .map(|theme| Command::Puzzle(Some(theme)))
        .ok_or_else(|| CommandError::PuzzleTheme(cut(phrase)))
}

/// `puzzle`: a puzzle put to the chat.
static PUZZLE: Spec = Spec {
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
};

/// Reads and writes `solve`: nothing (the asker's link to the puzzle's
/// page), or a move with the round it is for when named (`solve Rxe8
/// round:17`).
static SOLVE_FAMILY: Family = Family {
    read: |_, words| solve(words.args),
    options: |spec, given| match given.first() {
        Some((option, _)) => Err(spec.unknown(option.name)),
        None => Ok(Command::Solve(Solve::Page)),
    },
    write: |command, f| match command {
        Command::Solve(Solve::Move { words, round }) => {
            write!(f, " {}", words.as_str())?;
            match round {
                Some(round) => write!(f, " {ROUND_MARK}{round}"),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    },
};

/// The mark of the round a `solve` is for.
const ROUND_MARK: &str = "round:";

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
        words: playing::move_words(&text.join(" "))?,
        round,
    }))
}

/// `solve`: the chat's open puzzle answered, or solved on its page.
static SOLVE: Spec = Spec {
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
};

/// `analyse`: a finished game's analysis, or a pasted game's.
pub(super) static ANALYSE: Spec = Spec {
    name: "analyse",
    words: &["analyze", "анализ"],
    alias_of: None,
    help: "help-analyse",
    telegram: Some("telegram-command-analyse"),
    discord: Some("discord-command-analyse"),
    options: &[
        GAME,
        OptionSpec {
            name: "record",
            description: "discord-option-analyse-record",
            kind: OptionKind::Record {
                max: MAX_RECORD_CHARS as u16,
            },
            term: Term::Record,
        },
    ],
    form: Form::Family {
        family: &ANALYSE_FAMILY,
        owns: |command| matches!(command, Command::Analyse | Command::AnalyseRecord(_)),
    },
};
/// `join`: into a tournament.
static JOIN: Spec = game_command(
    ("join", &["участвую", "вступить"]),
    Command::Join,
    "help-join",
    Some("telegram-command-join"),
    "discord-command-join",
);
/// `leave`: a tournament not started.
static LEAVE: Spec = game_command(
    ("leave", &["выйти"]),
    Command::Leave,
    "help-join",
    None,
    "discord-command-leave",
);
/// `withdraw`: from a tournament under way.
static WITHDRAW: Spec = game_command(
    ("withdraw", &["сняться"]),
    Command::Withdraw,
    "help-join",
    None,
    "discord-command-withdraw",
);
/// `standings`: a tournament's table.
static STANDINGS: Spec = game_command(
    ("standings", &["таблица"]),
    Command::Standings,
    "help-standings",
    Some("telegram-command-standings"),
    "discord-command-standings",
);
/// `pairings`: the boards of a tournament's round.
static PAIRINGS: Spec = game_command(
    ("pairings", &["пары"]),
    Command::Pairings,
    "help-standings",
    None,
    "discord-command-pairings",
);
static PGN: Spec = game_command(
    ("pgn", &["запись"]),
    Command::Pgn,
    "help-pgn",
    Some("telegram-command-pgn"),
    "discord-command-pgn",
);
static FEN: Spec = game_command(
    ("fen", &["фен"]),
    Command::Fen,
    "help-pgn",
    None,
    "discord-command-fen",
);

/// Reads and writes `help`: `help <game>` is that game's rules.
static HELP_TOPICS: Family = Family {
    read: |_, words| match words.args {
        [] => Ok(Command::Help(None)),
        [topic, ..] => help_about(topic),
    },
    options: |spec, given| {
        let mut asked = Command::Help(None);
        for (option, value) in given {
            match (option.term, value) {
                (Term::Topic, OptionValue::Text(text)) => asked = help_about(text)?,
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(asked)
    },
    write: |command, f| match command {
        Command::Help(Some(topic)) => write!(f, " {}", topic.name()),
        _ => Ok(()),
    },
};

/// `help`: the commands, or how one is used.
static HELP: Spec = Spec {
    name: "help",
    words: &["помощь"],
    alias_of: None,
    help: "help-help",
    telegram: Some("telegram-command-help"),
    discord: Some("discord-command-help"),
    options: &[OptionSpec {
        name: "command",
        description: "discord-option-help",
        kind: OptionKind::Topic,
        term: Term::Topic,
    }],
    form: Form::Family {
        family: &HELP_TOPICS,
        owns: |command| matches!(command, Command::Help(_)),
    },
};

/// What `help <word>` asks: how a command is used (`move`, `/Move`), or
/// how a game is played (`football`, as `rules football`).
fn help_about(word: &str) -> Result<Command, CommandError> {
    match help_topic(word) {
        Ok(topic) => Ok(Command::Help(Some(topic))),
        Err(unknown) => Variant::from_name(word.trim_start_matches('/'))
            .map(|variant| Command::Rules(Some(variant)))
            .ok_or(unknown),
    }
}

/// The command `help` is asked about: `move`, `/Move`.
fn help_topic(word: &str) -> Result<Topic, CommandError> {
    let topic = word.trim_start_matches('/').to_lowercase();
    Spec::named(&topic)
        .map(Spec::topic)
        .ok_or_else(|| CommandError::HelpTopic(topic.chars().take(40).collect()))
}

/// Reads and writes `rules`.
static VARIANT_RULES: Family = Family {
    read: |spec, words| {
        Ok(Command::Rules(match words.args {
            [] => None,
            [name] => {
                Some(
                    Variant::from_name(name).ok_or_else(|| CommandError::UnexpectedWord {
                        command: spec.name,
                        word: cut(name),
                        expected: Some("a variant, for example `rules crazyhouse`"),
                    })?,
                )
            }
            [_, extra, ..] => return Err(unexpected(spec.name, extra, None)),
        }))
    },
    options: |spec, given| {
        let mut variant = None;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Variant, OptionValue::Text(text)) => {
                    variant = Some(
                        Variant::from_name(text)
                            .ok_or_else(|| unexpected(spec.name, text, None))?,
                    );
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(Command::Rules(variant))
    },
    write: |command, f| match command {
        Command::Rules(Some(variant)) => write!(f, " {}", variant.name()),
        _ => Ok(()),
    },
};

/// `rules`: the variants, or how one is played.
static RULES: Spec = Spec {
    name: "rules",
    words: &["правила"],
    alias_of: None,
    help: "help-rules",
    telegram: Some("telegram-command-rules"),
    discord: Some("discord-command-rules"),
    options: &[OptionSpec {
        name: "variant",
        description: "discord-option-rules",
        kind: OptionKind::Choice {
            choices: Choices::Variants,
            required: false,
        },
        term: Term::Variant,
    }],
    form: Form::Family {
        family: &VARIANT_RULES,
        owns: |command| matches!(command, Command::Rules(_)),
    },
};

/// Every command, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 42] = [
    &challenge::CHALLENGE,
    &challenge::PLAY,
    &ACCEPT,
    &playing::DECLINE,
    &CANCEL,
    &playing::MOVE,
    &BOARD,
    &DRAW,
    &playing::RESIGN,
    &TAKEBACK,
    &ABORT,
    &MORETIME,
    &PAGE,
    &playing::PREMOVE,
    &settings::VACATION,
    &CLAIM,
    &listing::GAMES,
    &listing::PROFILE,
    &listing::HISTORY,
    &listing::TOP,
    &REMATCH,
    &GIF,
    &ANALYSE,
    &PUZZLE,
    &SOLVE,
    &tournaments::TOURNAMENT,
    &JOIN,
    &LEAVE,
    &WITHDRAW,
    &BERSERK,
    &STANDINGS,
    &PAIRINGS,
    &PGN,
    &FEN,
    &RULES,
    &settings::SET,
    &settings::NOTIFY,
    &forgetting::FORGET,
    &linking::LINK,
    &linking::UNLINK,
    &seek::SEEK,
    &HELP,
];

impl Spec {
    /// The command a word names (in lower case): a table word or one of
    /// the other words for it.
    pub fn named(word: &str) -> Option<&'static Spec> {
        COMMANDS
            .iter()
            .copied()
            .find(|spec| spec.name == word || spec.words.contains(&word))
    }

    /// The row whose command it is: its own, or the one it is another word
    /// for.
    pub fn main(&'static self) -> &'static Spec {
        self.alias_of.and_then(Spec::named).unwrap_or(self)
    }

    /// It, as a topic of `help`.
    pub fn topic(&'static self) -> Topic {
        Topic(self.name)
    }
}

impl Topic {
    /// The row of the command `help` tells of.
    pub fn spec(self) -> &'static Spec {
        Spec::named(self.name()).unwrap_or(&HELP)
    }
}

impl Command {
    /// The row of the table that reads and writes the command.
    pub fn spec(&self) -> &'static Spec {
        COMMANDS
            .iter()
            .copied()
            .find(|spec| spec.owns(self))
            .unwrap_or(&HELP)
    }
}

impl fmt::Display for Command {
    /// The command as typed, canonically: its row's word, then what its
    /// family writes (`challenge @bob atomic white days 3`, `move Nf3`,
    /// `set theme blue`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let spec = self.spec();
        f.write_str(spec.name)?;
        match &spec.form {
            Form::Number(_) => Ok(()),
            Form::Family { family, .. } => (family.write)(self, f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_names_one_command_once() {
        let mut words: Vec<&str> = Vec::new();
        for spec in COMMANDS {
            assert_eq!(Spec::named(spec.name), Some(spec), "{}", spec.name);
            for word in spec.words {
                assert_eq!(word.to_lowercase(), *word);
                assert_eq!(Spec::named(word), Some(spec), "{word}");
            }
            words.push(spec.name);
            words.extend(spec.words);
            assert!(
                spec.alias_of.is_none_or(
                    |main| Spec::named(main).is_some_and(|main| main.alias_of.is_none())
                )
            );
        }
        let count = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), count, "a word names two commands");
        assert_eq!(Spec::named("castle"), None);
    }

    #[test]
    fn a_row_that_reads_a_number_alone_writes_its_command_under_its_word() {
        for spec in COMMANDS {
            if let Form::Number(command) = &spec.form {
                assert_eq!(command.spec(), spec);
                assert_eq!(command.to_string(), spec.name);
                assert!(spec.reads_a_lone_number(), "{}", spec.name);
                assert_eq!(command.answers_a_challenge(), spec.answers_challenges());
            }
        }
        // Text a number could be part of keeps the number as a word.
        assert!(!playing::MOVE.reads_a_lone_number());
        assert!(!playing::PREMOVE.reads_a_lone_number());
        assert!(playing::RESIGN.reads_a_lone_number());
    }
}
