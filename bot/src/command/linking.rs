//! `link` (`связать`), `link CODE` and `unlink` (`отвязать`): one player on
//! two platforms. `link` asks for a one-time code; the code typed on the
//! other platform joins the two accounts; `unlink` parts them again.

use std::fmt;

use super::request::{Command, LinkStep};
use super::spec::{Family, Form, OptionKind, OptionSpec, Spec, Term};
use super::words::unexpected;

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
pub(super) static LINK: Spec = Spec {
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
};

/// `unlink`.
pub(super) static UNLINK: Spec = Spec {
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
};

/// The code as typed: its words joined (a user may type `ABCD EFGH`),
/// within [`MAX_CODE_CHARS`]; it is read against the codes given later.
fn code(spec: &Spec, words: &[&str]) -> Result<Command, super::error::CommandError> {
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
        [(option, super::given::OptionValue::Text(text))] if option.term == Term::Code => {
            let words: Vec<&str> = text.split_whitespace().collect();
            if words.is_empty() {
                Ok(Command::Link(LinkStep::Ask))
            } else {
                code(spec, &words)
            }
        }
        [(option, _), ..] => Err(spec.unknown(option.name)),
    },
    write: |command, f| match command {
        Command::Link(LinkStep::Code(code)) => write!(f, " {code}"),
        _ => Ok(()),
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
    write: |_: &Command, _: &mut fmt::Formatter<'_>| Ok(()),
};

#[cfg(test)]
mod tests {
    use crate::command::{Command, LinkStep, parse};

    fn read(text: &str) -> Result<Command, String> {
        parse(text)
            .map(|r| r.command)
            .map_err(|e| e.text().write(crate::model::Language::En))
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
        use crate::command::{OptionValue, from_options};
        let code = |value: &str| {
            from_options("link", &[("code".into(), OptionValue::Text(value.into()))])
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
            from_options("link", &[]).map(|r| r.command),
            Ok(Command::Link(LinkStep::Ask))
        );
        assert_eq!(
            from_options("unlink", &[]).map(|r| r.command),
            Ok(Command::Unlink)
        );
    }
}
