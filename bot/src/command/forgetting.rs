//! `forget me` (`забудь меня`): a player's personal data deleted. Typed, it
//! asks first; its Confirm button names the player it was put to, so that
//! nobody else's press (in a group, where anyone sees the buttons) forgets
//! anyone.

use std::fmt;

use super::request::{Command, ForgetStep};
use super::spec::{Family, Form, Spec};
use super::words::unexpected;

/// `forget me`.
pub(super) static FORGET: Spec = Spec {
    name: "forget",
    words: &["забудь"],
    alias_of: None,
    help: "help-forget",
    telegram: None,
    discord: Some("discord-command-forget"),
    options: &[],
    form: Form::Family {
        family: &FORGETTING,
        owns: |command| matches!(command, Command::Forget(_)),
    },
};

/// Reads and writes `forget`.
static FORGETTING: Family = Family {
    read: |spec, words| {
        let lower: Vec<String> = words.args.iter().map(|w| w.to_lowercase()).collect();
        let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
        match lower.as_slice() {
            [] | ["me" | "меня"] => Ok(Command::Forget(ForgetStep::Ask)),
            ["cancel"] => Ok(Command::Forget(ForgetStep::Cancel)),
            ["confirm", player] => player
                .parse::<i64>()
                .ok()
                .filter(|id| *id > 0)
                .map(|id| Command::Forget(ForgetStep::Confirm(id)))
                .ok_or_else(|| unexpected(spec.name, words.args[1], None)),
            [_, ..] => Err(unexpected(spec.name, words.args[0], Some("`forget me`"))),
        }
    },
    options: |spec, given| match given {
        [] => Ok(Command::Forget(ForgetStep::Ask)),
        [(option, _), ..] => Err(spec.unknown(option.name)),
    },
    write,
};

/// What follows `forget`.
fn write(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Forget(ForgetStep::Ask) => f.write_str(" me"),
        Command::Forget(ForgetStep::Confirm(player)) => write!(f, " confirm {player}"),
        Command::Forget(ForgetStep::Cancel) => f.write_str(" cancel"),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use crate::command::{Command, ForgetStep, parse};

    fn read(text: &str) -> Result<Command, String> {
        parse(text)
            .map(|r| r.command)
            .map_err(|e| e.text().write(crate::model::Language::En))
    }

    #[test]
    fn forget_me_asks_and_its_buttons_read_back() {
        for text in ["forget me", "/forget", "Forget Me", "забудь меня"] {
            assert_eq!(read(text), Ok(Command::Forget(ForgetStep::Ask)), "{text}");
        }
        for step in [ForgetStep::Ask, ForgetStep::Confirm(42), ForgetStep::Cancel] {
            let written = Command::Forget(step).to_string();
            assert_eq!(read(&written), Ok(Command::Forget(step)), "{written}");
        }
        for bad in [
            "forget you",
            "forget confirm",
            "forget confirm x",
            "forget confirm -3",
        ] {
            let error = read(bad).expect_err(bad);
            assert!(!error.is_empty(), "{bad}");
        }
    }
}
