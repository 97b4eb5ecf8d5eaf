//! `challenge` and `play`: a game against someone, anyone in the chat, or
//! the bot. Its terms read from words in any order or from a slash
//! command's options, into the same [`Terms`]; written back canonically
//! (`challenge @bob atomic white days 3`, `play bot level 5`).

use kibitz_engine::Level;
use kibitz_rules::Variant;

use crate::command::error::CommandError;
use crate::command::error::{cut, unexpected};
use crate::command::given::{OptionValue, UserOption};
use crate::command::live_clock::{LiveClock, Speed};
use crate::command::request::Command;
use crate::command::spec::{
    CLOCK, CUSTOM_CLOCK, Choices, DAYS, Family, Form, Given, OptionKind, OptionSpec, RATED, Reads,
    Spec, Term, VARIANT, Words,
};
use crate::command::terms::{days, named_clock};
use crate::command::values::{
    DEFAULT_BOT_LEVEL, Mention, QUOTES, SetUpText, StartFrom, TimeControl, is_bot_name,
};
use crate::command::words::unquoted;
use crate::model::ColorChoice;

/// `challenge`'s options.
const OPTIONS: [OptionSpec; 11] = [
    OptionSpec {
        name: "opponent",
        description: "discord-option-opponent",
        kind: OptionKind::User,
        term: Term::Opponent,
    },
    VARIANT,
    OptionSpec {
        name: "color",
        description: "discord-option-color",
        kind: OptionKind::Choice {
            choices: Choices::Colors,
            required: false,
        },
        term: Term::Color,
    },
    DAYS,
    CLOCK,
    CUSTOM_CLOCK,
    OptionSpec {
        name: "level",
        description: "discord-option-level",
        kind: OptionKind::Level,
        term: Term::Level,
    },
    OptionSpec {
        name: "fen",
        description: "discord-option-fen",
        kind: OptionKind::SetUp,
        term: Term::Position,
    },
    OptionSpec {
        name: "moves",
        description: "discord-option-moves",
        kind: OptionKind::SetUp,
        term: Term::Line,
    },
    RATED,
    OptionSpec {
        name: "link",
        description: "discord-option-challenge-link",
        kind: OptionKind::Flag,
        term: Term::Link,
    },
];

/// The words that ask for a challenge shared as a link.
const LINK_WORDS: [&str; 2] = ["link", "ссылка"];

/// Reads and writes challenges and games against the bot.
static FAMILY: Family = Family {
    read: read_words,
    options: read_options,
};

/// `challenge`: a challenge, or with the bot or a level a game against it.
pub static CHALLENGE: Spec = Spec {
    name: "challenge",
    words: &["вызов"],
    alias_of: None,
    help: "help-challenge",
    telegram: Some("telegram-command-challenge"),
    discord: Some("discord-command-challenge"),
    options: &OPTIONS,
    form: Form::Family {
        family: &FAMILY,
        owns: |command| matches!(command, Command::Challenge { .. }),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// `play`: another word for `challenge`, mostly `play bot`.
pub static PLAY: Spec = Spec {
    name: "play",
    words: &["играть"],
    alias_of: Some("challenge"),
    help: "help-challenge",
    telegram: None,
    discord: None,
    options: &[],
    form: Form::Family {
        family: &FAMILY,
        owns: |command| matches!(command, Command::PlayBot { .. }),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// Who is challenged.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Opponent {
    /// The bot itself.
    Bot,
    /// A user, as mentioned.
    User(Mention),
}

/// A challenge's terms as they are given, each at most once; what is not
/// given takes its default.
#[derive(Clone, Debug, Default)]
struct Terms {
    /// Who is challenged.
    pub opponent: Option<Opponent>,
    /// The variant.
    pub variant: Option<Variant>,
    /// The challenger's colour.
    pub color: Option<ColorChoice>,
    /// Time per move.
    pub time: Option<TimeControl>,
    /// The bot's level.
    pub level: Option<Level>,
    /// Where the game starts.
    pub start: Option<StartFrom>,
    /// `rated` or `casual`, when said.
    pub rated: Option<bool>,
    /// `link`: an open challenge to share as a link.
    pub link: bool,
}

impl Terms {
    /// The command the terms make: a game against the bot when they name
    /// it or give a level, a challenge otherwise; a level for a person is
    /// refused.
    fn command(self) -> Result<Command, CommandError> {
        let variant = self.variant.unwrap_or(Variant::Standard);
        let color = self.color.unwrap_or_default();
        let time = self.time.unwrap_or_default();
        if self.link && (self.opponent.is_some() || self.level.is_some()) {
            return Err(CommandError::LinkForSomeone);
        }
        match (self.opponent, self.level) {
            (Some(Opponent::User(_)), Some(_)) => Err(CommandError::LevelForPerson),
            (Some(Opponent::Bot), _) | (None, Some(_)) if self.rated == Some(true) => {
                Err(CommandError::RatedBot)
            }
            (Some(Opponent::Bot), level) | (None, level @ Some(_)) => Ok(Command::PlayBot {
                variant,
                color,
                time,
                level: level.unwrap_or(DEFAULT_BOT_LEVEL),
                start: self.start,
            }),
            (opponent, None) => Ok(Command::Challenge {
                opponent: match opponent {
                    Some(Opponent::User(mention)) => Some(mention),
                    _ => None,
                },
                variant,
                color,
                time,
                rated: match (self.rated, &self.start) {
                    (Some(true), Some(_)) => return Err(CommandError::RatedSetUp),
                    (Some(rated), _) => rated,
                    (None, start) => start.is_none(),
                },
                start: self.start,
                link: self.link,
            }),
        }
    }
}

/// A level from 1 to 8.
fn level(number: &str) -> Result<Level, CommandError> {
    number
        .parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| CommandError::Level(cut(number)))
}

/// `challenge [@user | bot] [variant] [white|black|random] [days N |
/// unlimited] [level 1-8]`, in any order; with the bot or a level, a game
/// against the bot.
fn read_words(_: &'static Spec, words: &Words<'_>) -> Result<Command, CommandError> {
    let (args, names_bot) = (words.args, words.names_bot);
    let mut terms = Terms::default();
    // Each term as first written, for the refusal of a second.
    let mut opponent_word: Option<String> = None;
    let mut variant_word: Option<String> = None;
    let mut color_word: Option<String> = None;
    let mut time_word: Option<String> = None;
    let twice = |what, first: &str, second: &str| CommandError::Twice {
        command: "challenge",
        what,
        first: cut(first),
        second: cut(second),
    };
    let mut words = args.iter().peekable();
    while let Some(&word) = words.next() {
        let lower = word.to_lowercase();
        let mention = Mention::new(word);
        if is_bot_name(word) || names_bot(word) || mention.is_some() {
            if let Some(first) = &opponent_word {
                return Err(twice("opponents", first, word));
            }
            opponent_word = Some(word.to_owned());
            terms.opponent = Some(match mention {
                Some(mention) if !names_bot(word) => Opponent::User(mention),
                _ => Opponent::Bot,
            });
        } else if lower == "fen" || lower == "position" || lower == "moves" {
            // The position or the moves: quoted, or else the rest of the
            // message.
            let text = match words.next() {
                Some(quoted) if quoted.starts_with(QUOTES) => unquoted(quoted).to_owned(),
                Some(first) => std::iter::once(*first)
                    .chain(words.by_ref().copied())
                    .collect::<Vec<_>>()
                    .join(" "),
                None => String::new(),
            };
            let text = SetUpText::new(&text).ok_or(CommandError::SetUp { word: cut(word) })?;
            let start = if lower == "moves" {
                StartFrom::Moves(text)
            } else {
                StartFrom::Position(text)
            };
            if let Some(first) = &terms.start {
                return Err(twice(
                    "starts",
                    &format!("{} \"{}\"", first.word(), first.text()),
                    &format!("{} \"{}\"", start.word(), start.text()),
                ));
            }
            terms.start = Some(start);
        } else if LINK_WORDS.contains(&lower.as_str()) {
            terms.link = true;
        } else if lower == "casual" || lower == "rated" {
            let rated = lower == "rated";
            if terms.rated.is_some_and(|first| first != rated) {
                return Err(twice("modes", "rated", "casual"));
            }
            terms.rated = Some(rated);
        } else if lower == "level" {
            let Some(&n) = words.next() else {
                return Err(CommandError::Level(String::new()));
            };
            let n = level(n)?;
            if let Some(first) = terms.level {
                return Err(twice(
                    "levels",
                    &format!("level {first}"),
                    &format!("level {n}"),
                ));
            }
            terms.level = Some(n);
        } else if let Some(c) = match lower.as_str() {
            "white" | "w" => Some(ColorChoice::White),
            "black" | "b" => Some(ColorChoice::Black),
            "random" => Some(ColorChoice::Random),
            _ => None,
        } {
            if let Some(first) = &color_word {
                return Err(twice("colours", first, word));
            }
            color_word = Some(word.to_owned());
            terms.color = Some(c);
        } else if LiveClock::looks_like(&lower) || Speed::from_name(&lower).is_some() {
            let control = match Speed::from_name(&lower) {
                Some(speed) => LiveClock::of_speed(speed),
                None => LiveClock::parse(&lower).ok_or_else(|| CommandError::Clock(cut(word)))?,
            };
            let text = control.to_string();
            if let Some(first) = &time_word {
                return Err(twice("time", first, &text));
            }
            time_word = Some(text);
            terms.time = Some(TimeControl::Live(control));
        } else if lower == "unlimited"
            || lower == "days"
            || lower.ends_with('d') && lower[..lower.len() - 1].parse::<u8>().is_ok()
        {
            let (control, text) = if lower == "unlimited" {
                (TimeControl::Unlimited, word.to_owned())
            } else {
                let number = if lower == "days" {
                    let Some(&n) = words.next() else {
                        return Err(CommandError::Days(String::new()));
                    };
                    n
                } else {
                    &word[..word.len() - 1]
                };
                let control = days(number)?;
                let days = control.days().unwrap_or_default();
                (control, format!("days {days}"))
            };
            if let Some(first) = &time_word {
                return Err(twice("time", first, &text));
            }
            time_word = Some(text);
            terms.time = Some(control);
        } else if let Some(v) = Variant::from_name(word) {
            if let Some(first) = &variant_word {
                return Err(twice("variants", first, word));
            }
            variant_word = Some(word.to_owned());
            terms.variant = Some(v);
        } else {
            return Err(unexpected(
                "challenge",
                word,
                Some(
                    "it takes @user or bot, a variant, white|black|random, a clock like 5+3 or blitz, days N|unlimited, casual, level N, link, and fen \"…\" or moves \"…\"",
                ),
            ));
        }
    }
    terms.command()
}

/// A challenge's slash options: the same terms as its words.
fn read_options(spec: &'static Spec, given: &[Given]) -> Result<Command, CommandError> {
    let name = spec.name;
    let mut terms = Terms::default();
    for (option, value) in given {
        match (option.term, value) {
            (Term::Opponent, OptionValue::User(UserOption::Me)) => {
                terms.opponent = Some(Opponent::Bot);
            }
            (Term::Opponent, OptionValue::User(UserOption::Mentioned(written))) => {
                let mention =
                    Mention::new(written).ok_or_else(|| unexpected(name, written, None))?;
                terms.opponent = Some(Opponent::User(mention));
            }
            (Term::Variant, OptionValue::Text(text)) => {
                terms.variant =
                    Some(Variant::from_name(text).ok_or_else(|| unexpected(name, text, None))?);
            }
            (Term::Color, OptionValue::Text(text)) => {
                terms.color =
                    Some(ColorChoice::from_name(text).ok_or_else(|| unexpected(name, text, None))?);
            }
            (Term::Days, OptionValue::Number(n)) => terms.time = Some(days(&n.to_string())?),
            (Term::Clock, OptionValue::Text(text)) => {
                let clock = named_clock(text)?;
                if terms.time.is_some() {
                    return Err(CommandError::Twice {
                        command: name,
                        what: "time",
                        first: terms
                            .time
                            .map(|t| t.clock().map_or("days".into(), |c| c.to_string()))
                            .unwrap_or_default(),
                        second: clock.to_string(),
                    });
                }
                terms.time = Some(TimeControl::Live(clock));
            }
            (Term::Level, OptionValue::Number(n)) => terms.level = Some(level(&n.to_string())?),
            (Term::Rated, OptionValue::Flag(on)) => terms.rated = Some(*on),
            (Term::Link, OptionValue::Flag(on)) => terms.link = *on,
            (Term::Position | Term::Line, OptionValue::Text(text)) => {
                let text = SetUpText::new(text).ok_or(CommandError::SetUp {
                    word: option.name.to_owned(),
                })?;
                if terms.start.is_some() {
                    return Err(CommandError::Twice {
                        command: name,
                        what: "starts",
                        first: "fen".into(),
                        second: "moves".into(),
                    });
                }
                terms.start = Some(match option.term {
                    Term::Line => StartFrom::Moves(text),
                    _ => StartFrom::Position(text),
                });
            }
            _ => return Err(spec.unknown(option.name)),
        }
    }
    terms.command()
}
