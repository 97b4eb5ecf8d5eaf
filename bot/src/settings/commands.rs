//! `set`: a player's own settings (`set board|theme|language VALUE`) and,
//! by its managers, a chat's (`set chat|games VALUE`, `set daily puzzle on
//! [HH:MM]`); its words, and its slash options (a subcommand per setting,
//! holding its `value`).

use crate::command::error::CommandError;
use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{
    Choices, Family, Form, OptionKind, OptionSpec, Reads, Spec, Term, setting_value,
};
use crate::command::terms::{subcommand, switch};
use crate::command::values::{DailyPuzzle, GamesPlace, Setting};
use crate::command::words::time_of_day;
use crate::model::{Language, Orientation, Theme};

/// The settings' commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 1] = [&SET];

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
        kind: OptionKind::Sub(&setting_value(
            "discord-option-set-board",
            Choices::Orientations,
        )),
        term: Term::Setting,
    },
    OptionSpec {
        name: "theme",
        description: "discord-option-set-theme",
        kind: OptionKind::Sub(&setting_value("discord-option-set-theme", Choices::Themes)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "language",
        description: "discord-option-set-language",
        kind: OptionKind::Sub(&setting_value(
            "discord-option-set-language",
            Choices::Languages,
        )),
        term: Term::Setting,
    },
    OptionSpec {
        name: "chat",
        description: "discord-option-set-chat",
        kind: OptionKind::Sub(&setting_value(
            "discord-option-set-chat",
            Choices::ChatLanguages,
        )),
        term: Term::Setting,
    },
    OptionSpec {
        name: "games",
        description: "discord-option-set-games",
        kind: OptionKind::Sub(&setting_value(
            "discord-option-set-games",
            Choices::GamesPlaces,
        )),
        term: Term::Setting,
    },
    OptionSpec {
        name: "daily",
        description: "discord-option-set-daily",
        kind: OptionKind::Sub(&DAILY_OPTIONS),
        term: Term::Setting,
    },
];

/// `set`: one of the user's settings, or (by its managers) the chat's.
pub static SET: Spec = Spec {
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
    reads: Reads::Words,
    starts_games: false,
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
