//! The commands that change how the bot treats a user or a chat: `set
//! board|theme|language|chat|games VALUE`, `notify dm|digest on|off` and
//! `vacation on|off`; their words, their slash options (a subcommand per
//! setting, holding its `value`), and how they are written back.

use std::fmt;

use super::error::CommandError;
use super::given::OptionValue;
use super::request::{Command, DailyPuzzle, GamesPlace, NotifySetting, Setting};
use super::spec::{Choices, Family, Form, Given, OptionKind, OptionSpec, Spec, Term};
use super::words::{time_of_day, unexpected};
use crate::model::{Language, Orientation, Theme};

/// The `value` of a subcommand, one of `choices`, described as the
/// subcommand is.
const fn value(description: &'static str, choices: Choices) -> [OptionSpec; 1] {
    [OptionSpec {
        name: "value",
        description,
        kind: OptionKind::Choice {
            choices,
            required: true,
        },
        term: Term::Setting,
    }]
}

/// The daily puzzle's subcommand: on or off, and the time of day.
const DAILY_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "value",
        description: "discord-option-set-daily",
        kind: OptionKind::Choice {
            choices: Choices::Switch,
            required: true,
        },
        term: Term::Setting,
    },
    OptionSpec {
        name: "time",
        description: "discord-option-set-daily-time",
        kind: OptionKind::Lines { max: 5 },
        term: Term::Setting,
    },
];

/// `set`'s subcommands, one per setting.
const SET_OPTIONS: [OptionSpec; 6] = [
    OptionSpec {
        name: "board",
        description: "discord-option-set-board",
        kind: OptionKind::Sub(&value("discord-option-set-board", Choices::Orientations)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "theme",
        description: "discord-option-set-theme",
        kind: OptionKind::Sub(&value("discord-option-set-theme", Choices::Themes)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "language",
        description: "discord-option-set-language",
        kind: OptionKind::Sub(&value("discord-option-set-language", Choices::Languages)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "chat",
        description: "discord-option-set-chat",
        kind: OptionKind::Sub(&value("discord-option-set-chat", Choices::ChatLanguages)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "games",
        description: "discord-option-set-games",
        kind: OptionKind::Sub(&value("discord-option-set-games", Choices::GamesPlaces)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "daily",
        description: "discord-option-set-daily",
        kind: OptionKind::Sub(&DAILY_OPTIONS),
        term: Term::Setting,
    },
];

/// `notify`'s subcommands, one per notification.
const NOTIFY_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "dm",
        description: "discord-option-notify-dm",
        kind: OptionKind::Sub(&value("discord-option-notify-dm", Choices::Switch)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "digest",
        description: "discord-option-notify-digest",
        kind: OptionKind::Sub(&value("discord-option-notify-digest", Choices::Switch)),
        term: Term::Setting,
    },
];

/// `set`: one of the user's settings, or (by its managers) the chat's.
pub(super) static SET: Spec = Spec {
    name: "set",
    words: &["настройки"],
    alias_of: None,
    help: "help-set",
    telegram: None,
    discord: Some("discord-command-set"),
    options: &SET_OPTIONS,
    form: Form::Family {
        family: &SETTINGS,
        owns: |command| matches!(command, Command::Set(_)),
    },
};

/// `notify`: direct messages and the daily digest.
pub(super) static NOTIFY: Spec = Spec {
    name: "notify",
    words: &["уведомления"],
    alias_of: None,
    help: "help-notify",
    telegram: Some("telegram-command-notify"),
    discord: Some("discord-command-notify"),
    options: &NOTIFY_OPTIONS,
    form: Form::Family {
        family: &NOTIFICATIONS,
        owns: |command| matches!(command, Command::Notify(_)),
    },
};

/// `vacation`: the user's clocks stopped, started again, or the days left.
pub(super) static VACATION: Spec = Spec {
    name: "vacation",
    words: &["отпуск"],
    alias_of: None,
    help: "help-vacation",
    telegram: None,
    discord: Some("discord-command-vacation"),
    options: &[OptionSpec {
        name: "value",
        description: "discord-option-vacation",
        kind: OptionKind::Choice {
            choices: Choices::Switch,
            required: false,
        },
        term: Term::Switch,
    }],
    form: Form::Family {
        family: &VACATIONS,
        owns: |command| matches!(command, Command::Vacation(_)),
    },
};

/// Reads and writes `set`.
static SETTINGS: Family = Family {
    read: |_, words| match words.args {
        [daily, rest @ ..] if is_daily(daily) => {
            Ok(Command::Set(Setting::DailyPuzzle(daily_puzzle(rest)?)))
        }
        [what, value] => Ok(Command::Set(setting(what, value)?)),
        _ => Err(CommandError::Setting),
    },
    options: |spec, given| match given {
        [(option, OptionValue::Sub(inner))] if option.name == "daily" => {
            let words: Vec<&str> = ["value", "time"]
                .iter()
                .filter_map(|name| {
                    inner.iter().find_map(|(given, value)| match value {
                        OptionValue::Text(text) if given == name => Some(text.as_str()),
                        _ => None,
                    })
                })
                .collect();
            Ok(Command::Set(Setting::DailyPuzzle(daily_puzzle(&words)?)))
        }
        _ => match subcommand(spec, given)? {
            Some((what, Some(value))) => Ok(Command::Set(setting(what, value)?)),
            _ => Err(CommandError::Setting),
        },
    },
    write,
};

/// Whether a word names the daily puzzle (`set daily puzzle on`).
fn is_daily(word: &str) -> bool {
    let word = word.to_lowercase();
    ["daily", "ежедневная", "ежедневно"].contains(&word.as_str())
}

/// What follows `set daily`: `[puzzle] on [HH:MM]`, `[puzzle] HH:MM`,
/// `[puzzle] off`.
fn daily_puzzle(words: &[&str]) -> Result<DailyPuzzle, CommandError> {
    let words = match words {
        [puzzle, rest @ ..]
            if ["puzzle", "puzzles", "задача"].contains(&puzzle.to_lowercase().as_str()) =>
        {
            rest
        }
        _ => words,
    };
    match words {
        [switch_word] => match switch(switch_word) {
            Some(true) => Ok(DailyPuzzle::On(None)),
            Some(false) => Ok(DailyPuzzle::Off),
            None => daily_at(switch_word),
        },
        [on, at] if switch(on) == Some(true) => daily_at(at),
        _ => Err(CommandError::DailyPuzzle),
    }
}

/// The daily puzzle posted at a time of day (`18:00`).
fn daily_at(word: &str) -> Result<DailyPuzzle, CommandError> {
    time_of_day(word)
        .map(|at| DailyPuzzle::On(Some(at)))
        .ok_or(CommandError::DailyPuzzle)
}

/// Reads and writes `notify`.
static NOTIFICATIONS: Family = Family {
    read: |_, words| match words.args {
        [] => Ok(Command::Notify(None)),
        [word] if word.eq_ignore_ascii_case("status") => Ok(Command::Notify(None)),
        [what, value] => Ok(Command::Notify(Some(notify_setting(what, value)?))),
        _ => Err(CommandError::Notify),
    },
    options: |spec, given| match subcommand(spec, given)? {
        None => Ok(Command::Notify(None)),
        Some((what, Some(value))) => Ok(Command::Notify(Some(notify_setting(what, value)?))),
        Some((_, None)) => Err(CommandError::Notify),
    },
    write,
};

/// Reads and writes `vacation`.
static VACATIONS: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Vacation(None)),
        [word] if word.eq_ignore_ascii_case("status") => Ok(Command::Vacation(None)),
        [word] => Ok(Command::Vacation(Some(switch(word).ok_or_else(|| {
            unexpected(spec.name, word, Some("`vacation on` or `vacation off`"))
        })?))),
        [_, extra, ..] => Err(unexpected(spec.name, extra, None)),
    },
    options: |spec, given| {
        let mut on = None;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Switch, OptionValue::Text(text)) => {
                    on = Some(switch(text).ok_or_else(|| unexpected(spec.name, text, None))?);
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(Command::Vacation(on))
    },
    write,
};

/// The one subcommand given (none when nothing is), with its `value`.
fn subcommand<'a>(
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

/// `set board mine|turn|white`, `set theme NAME`, `set language en|ru`,
/// `set chat en|ru|off`, `set games thread|here`.
fn setting(what: &str, value: &str) -> Result<Setting, CommandError> {
    let value = value.to_lowercase();
    Ok(match what.to_lowercase().as_str() {
        "board" | "orientation" => Setting::Orientation(match value.as_str() {
            "mine" | "me" => Orientation::Mine,
            other => Orientation::from_name(other).ok_or(CommandError::Setting)?,
        }),
        "theme" => Setting::Theme(
            Theme::ALL
                .into_iter()
                .find(|t| t.name() == value)
                .ok_or(CommandError::Setting)?,
        ),
        "language" | "lang" => Setting::Language(language(&value).ok_or(CommandError::Setting)?),
        "chat" => Setting::ChatLanguage(match value.as_str() {
            "off" | "none" => None,
            code => Some(language(code).ok_or(CommandError::Setting)?),
        }),
        "games" => Setting::Games(match value.as_str() {
            "thread" | "threads" | "topic" | "topics" => GamesPlace::Thread,
            "here" | "channel" | "chat" => GamesPlace::Here,
            _ => return Err(CommandError::Setting),
        }),
        _ => return Err(CommandError::Setting),
    })
}

/// The language of a code (`en`, `ru`).
fn language(code: &str) -> Option<Language> {
    Language::ALL.into_iter().find(|l| l.code() == code)
}

/// `notify dm on|off`, `notify digest on|off`.
fn notify_setting(what: &str, value: &str) -> Result<NotifySetting, CommandError> {
    let on = switch(value).ok_or(CommandError::Notify)?;
    match what.to_lowercase().as_str() {
        "dm" | "dms" | "direct" | "private" => Ok(NotifySetting::DirectMessages(on)),
        "digest" | "daily" => Ok(NotifySetting::Digest(on)),
        _ => Err(CommandError::Notify),
    }
}

/// `on` (or `yes`) and `off` (or `no`), in any case.
fn switch(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "on" | "yes" => Some(true),
        "off" | "no" => Some(false),
        _ => None,
    }
}

/// `on` or `off`.
const fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// Writes what follows a setting's command.
fn write(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Set(Setting::Orientation(o)) => write!(f, " board {}", o.name()),
        Command::Set(Setting::Theme(theme)) => write!(f, " theme {}", theme.name()),
        Command::Set(Setting::Language(language)) => write!(f, " language {}", language.code()),
        Command::Set(Setting::ChatLanguage(language)) => {
            write!(f, " chat {}", language.map_or("off", Language::code))
        }
        Command::Set(Setting::Games(place)) => write!(f, " games {}", place.name()),
        Command::Set(Setting::DailyPuzzle(DailyPuzzle::On(None))) => write!(f, " daily puzzle on"),
        Command::Set(Setting::DailyPuzzle(DailyPuzzle::On(Some(at)))) => {
            write!(f, " daily puzzle on {}", at.format("%H:%M"))
        }
        Command::Set(Setting::DailyPuzzle(DailyPuzzle::Off)) => write!(f, " daily puzzle off"),
        Command::Notify(Some(NotifySetting::DirectMessages(on))) => {
            write!(f, " dm {}", on_off(*on))
        }
        Command::Notify(Some(NotifySetting::Digest(on))) => write!(f, " digest {}", on_off(*on)),
        Command::Vacation(Some(on)) => write!(f, " {}", on_off(*on)),
        _ => Ok(()),
    }
}
