//! The identity's commands. `forget me` (`забудь меня`): a player's personal data deleted. Typed, it
//! asks first; its Confirm button names the player it was put to, so that
//! nobody else's press (in a group, where anyone sees the buttons) forgets
//! anyone.

use crate::command::error::unexpected;
use crate::command::request::Command;
use crate::command::spec::{Family, Form, OptionKind, OptionSpec, Reads, Spec, Term};
use crate::command::values::{ForgetStep, LinkStep};

/// The identity's commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 3] = [&FORGET, &LINK, &UNLINK];

/// `forget me`.
pub static FORGET: Spec = Spec {
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
    reads: Reads::Words,
    starts_games: false,
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
};

/// The longest code read: eight letters and digits, a dash, and room for
/// spaces a user put between them.
pub const MAX_CODE_CHARS: usize = 16;

/// `code`: the code `link` gave on the other platform.
const CODE: OptionSpec = OptionSpec {
    name: "code",
    description: "discord-option-link-code",
    kind: OptionKind::Lines {
        max: MAX_CODE_CHARS as u16,
    },
    term: Term::Code,
};

/// `link` and `link CODE`.
pub static LINK: Spec = Spec {
    name: "link",
    words: &["связать"],
    alias_of: None,
    help: "help-link",
    telegram: Some("telegram-command-link"),
    discord: Some("discord-command-link"),
    options: &[CODE],
    form: Form::Family {
        family: &LINKING,
        owns: |command| matches!(command, Command::Link(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// `unlink`.
pub static UNLINK: Spec = Spec {
    name: "unlink",
    words: &["отвязать"],
    alias_of: None,
    help: "help-unlink",
    telegram: None,
    discord: Some("discord-command-unlink"),
    options: &[],
    form: Form::Family {
        family: &UNLINKING,
        owns: |command| matches!(command, Command::Unlink),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// The code as typed: its words joined (a user may type `ABCD EFGH`),
/// within [`MAX_CODE_CHARS`]; it is read against the codes given later.
fn code(spec: &Spec, words: &[&str]) -> Result<Command, crate::command::error::CommandError> {
    let joined = words.concat();
    if joined.chars().count() > MAX_CODE_CHARS {
        let first = words.first().copied().unwrap_or_default();
        return Err(unexpected(spec.name, first, Some("`link ABCD-2345`")));
    }
    Ok(Command::Link(LinkStep::Code(joined)))
}

/// Reads and writes `link`.
static LINKING: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Link(LinkStep::Ask)),
        args => code(spec, args),
    },
    options: |spec, given| match given {
        [] => Ok(Command::Link(LinkStep::Ask)),
        [(option, crate::command::given::OptionValue::Text(text))] if option.term == Term::Code => {
            let words: Vec<&str> = text.split_whitespace().collect();
            if words.is_empty() {
                Ok(Command::Link(LinkStep::Ask))
            } else {
                code(spec, &words)
            }
        }
        [(option, _), ..] => Err(spec.unknown(option.name)),
    },
};

/// Reads and writes `unlink`.
static UNLINKING: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Unlink),
        [word, ..] => Err(unexpected(spec.name, word, None)),
    },
    options: |spec, given| match given {
        [] => Ok(Command::Unlink),
        [(option, _), ..] => Err(spec.unknown(option.name)),
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Table;

    /// The identity's rows alone.
    static TABLE: Table = Table::new(&[&COMMANDS]);

    fn read(text: &str) -> Result<Command, String> {
        TABLE
            .parse(text)
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

    #[test]
    fn link_asks_for_a_code_reads_one_and_unlink_takes_nothing() {
        for text in ["link", "/link", "связать"] {
            assert_eq!(read(text), Ok(Command::Link(LinkStep::Ask)), "{text}");
        }
        assert_eq!(
            read("link ABCD-2345"),
            Ok(Command::Link(LinkStep::Code("ABCD-2345".into())))
        );
        assert_eq!(
            read("связать abcd 2345"),
            Ok(Command::Link(LinkStep::Code("abcd2345".into())))
        );
        for text in ["unlink", "отвязать"] {
            assert_eq!(read(text), Ok(Command::Unlink), "{text}");
        }
        for step in [LinkStep::Ask, LinkStep::Code("ABCD-2345".into())] {
            let written = Command::Link(step.clone()).to_string();
            assert_eq!(read(&written), Ok(Command::Link(step)), "{written}");
        }
        for bad in ["unlink me", "link ABCD-2345-EFGH-6789-XYZ"] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn discords_link_reads_its_code_option_as_typed_words_would() {
        use crate::command::OptionValue;
        let code = |value: &str| {
            TABLE
                .from_options("link", &[("code".into(), OptionValue::Text(value.into()))])
                .map(|r| r.command)
        };
        assert_eq!(
            code("ABCD-2345"),
            Ok(Command::Link(LinkStep::Code("ABCD-2345".into())))
        );
        assert_eq!(
            code("abcd 2345"),
            Ok(Command::Link(LinkStep::Code("abcd2345".into())))
        );
        assert_eq!(code("  "), Ok(Command::Link(LinkStep::Ask)));
        assert_eq!(
            TABLE.from_options("link", &[]).map(|r| r.command),
            Ok(Command::Link(LinkStep::Ask))
        );
        assert_eq!(
            TABLE.from_options("unlink", &[]).map(|r| r.command),
            Ok(Command::Unlink)
        );
    }
}
