//! The games' commands about how a player hears of their games and
//! stops their clocks: `notify dm|digest on|off` and `vacation on|off`.

use crate::command::error::CommandError;
use crate::command::error::unexpected;
use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{
    Choices, Family, Form, OptionKind, OptionSpec, Reads, Spec, Term, setting_value,
};
use crate::command::terms::{subcommand, switch};
use crate::command::values::NotifySetting;

/// `notify`'s subcommands, one per notification.
const NOTIFY_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "dm",
        description: "discord-option-notify-dm",
        kind: OptionKind::Sub(&setting_value("discord-option-notify-dm", Choices::Switch)),
        term: Term::Setting,
    },
    OptionSpec {
        name: "digest",
        description: "discord-option-notify-digest",
        kind: OptionKind::Sub(&setting_value(
            "discord-option-notify-digest",
            Choices::Switch,
        )),
        term: Term::Setting,
    },
];

/// `notify`: direct messages and the daily digest.
pub static NOTIFY: Spec = Spec {
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
    reads: Reads::Words,
    starts_games: false,
};

/// `vacation`: the user's clocks stopped, started again, or the days left.
pub static VACATION: Spec = Spec {
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
    reads: Reads::Words,
    starts_games: false,
};

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
};

/// `notify dm on|off`, `notify digest on|off`.
fn notify_setting(what: &str, value: &str) -> Result<NotifySetting, CommandError> {
    let on = switch(value).ok_or(CommandError::Notify)?;
    match what.to_lowercase().as_str() {
        "dm" | "dms" | "direct" | "private" => Ok(NotifySetting::DirectMessages(on)),
        "digest" | "daily" => Ok(NotifySetting::Digest(on)),
        _ => Err(CommandError::Notify),
    }
}
