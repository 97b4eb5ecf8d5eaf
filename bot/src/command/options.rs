//! A slash command's typed options into a [`Request`], judged by the same
//! rules as typed text: each option is looked up in the command's row of
//! the table, numbers name its game or challenge, typed text has its marks
//! taken out, and the rest fills the same terms its words would.

use super::error::CommandError;
use super::given::OptionValue;
use super::request::Request;
use super::spec::{Form, Given, OptionKind, Spec, Term};
use super::words::{Marked, cut};

/// The request a command named `name` makes with these options.
pub fn from_options(
    name: &str,
    options: &[(String, OptionValue)],
) -> Result<Request, CommandError> {
    let spec = Spec::named(name).ok_or_else(|| CommandError::Unknown {
        word: cut(name),
        suggestion: None,
    })?;
    let mut marked = Marked::default();
    let mut given: Vec<Given> = Vec::new();
    for (name, value) in options {
        let option = spec.option(name).ok_or_else(|| spec.unknown(name))?;
        match (option.term, option.kind, value) {
            (Term::Game | Term::Challenge | Term::Tournament, _, OptionValue::Number(n)) => {
                marked.name_number(number(*n)?)?;
            }
            (Term::Game | Term::Challenge | Term::Tournament, _, _) => {
                return Err(spec.unknown(name));
            }
            // A subcommand's number is its command's, as a top-level one.
            (_, OptionKind::Sub(inner_specs), OptionValue::Sub(inner)) => {
                let mut rest = Vec::with_capacity(inner.len());
                for (inner_name, inner_value) in inner {
                    let numbered = inner_specs.iter().any(|o| {
                        o.name == inner_name
                            && matches!(o.term, Term::Game | Term::Challenge | Term::Tournament)
                    });
                    match inner_value {
                        OptionValue::Number(n) if numbered => marked.name_number(number(*n)?)?,
                        _ if numbered => return Err(spec.unknown(inner_name)),
                        _ => rest.push((inner_name.clone(), inner_value.clone())),
                    }
                }
                given.push((option, OptionValue::Sub(rest)));
            }
            // Typed text may carry its marks: a suggested move names its
            // game (`Nf3 #12`), a button's its ply.
            (_, OptionKind::Text { .. }, OptionValue::Text(text)) => {
                let read = Marked::read(text)?;
                if let Some(number) = read.number {
                    marked.name_number(number)?;
                }
                marked.ply = read.ply.or(marked.ply);
                given.push((option, OptionValue::Text(read.words.join(" "))));
            }
            _ => given.push((option, value.clone())),
        }
    }
    let command = match &spec.form {
        Form::Number(command) => match given.first() {
            Some((option, _)) => return Err(spec.unknown(option.name)),
            None => command.clone(),
        },
        Form::Family { family, .. } => (family.options)(spec, &given)?,
    };
    let mut request = Request::new(command).numbered(marked.number)?;
    request.ply = marked.ply;
    Ok(request)
}

/// A game's or challenge's number, which is at least 1.
fn number(n: i64) -> Result<u64, CommandError> {
    u64::try_from(n)
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| CommandError::Number(n.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{COMMANDS, Command, UserOption, parse};

    fn text(value: &str) -> OptionValue {
        OptionValue::Text(value.to_owned())
    }

    /// A command's options, as a platform gives them.
    type Options = Vec<(String, OptionValue)>;

    fn options(list: &[(&str, OptionValue)]) -> Options {
        list.iter()
            .map(|(name, value)| ((*name).to_owned(), value.clone()))
            .collect()
    }

    #[test]
    fn options_make_the_request_their_words_would() {
        let cases: [(&str, Options, &str); 18] = [
            (
                "top",
                options(&[
                    ("speed", text("blitz")),
                    ("global", OptionValue::Flag(true)),
                ]),
                "top blitz global",
            ),
            (
                "top",
                options(&[
                    ("variant", text("standard")),
                    ("speed", text("correspondence")),
                ]),
                "top correspondence",
            ),
            (
                "history",
                options(&[("speed", text("bullet")), ("page", OptionValue::Number(2))]),
                "history bullet page 2",
            ),
            (
                "challenge",
                options(&[
                    (
                        "opponent",
                        OptionValue::User(UserOption::Mentioned("<@42>".into())),
                    ),
                    ("fen", text("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")),
                ]),
                "challenge <@42> fen \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"",
            ),
            (
                "challenge",
                options(&[
                    ("opponent", OptionValue::User(UserOption::Me)),
                    ("moves", text("e4 e5 Nf3")),
                ]),
                "play bot moves “e4 e5 Nf3”",
            ),
            (
                "challenge",
                options(&[
                    (
                        "opponent",
                        OptionValue::User(UserOption::Mentioned("<@42>".into())),
                    ),
                    ("variant", text("crazyhouse")),
                    ("color", text("black")),
                    ("days", OptionValue::Number(3)),
                ]),
                "challenge <@42> crazyhouse black days 3",
            ),
            (
                "challenge",
                options(&[
                    ("opponent", OptionValue::User(UserOption::Me)),
                    ("level", OptionValue::Number(5)),
                ]),
                "play bot level 5",
            ),
            (
                "challenge",
                options(&[("level", OptionValue::Number(2))]),
                "play bot level 2",
            ),
            (
                "move",
                options(&[("move", text("Nf3 #12"))]),
                "move Nf3 #12",
            ),
            (
                "move",
                options(&[("move", text("e4")), ("game", OptionValue::Number(7))]),
                "move e4 #7",
            ),
            (
                "resign",
                options(&[("game", OptionValue::Number(3))]),
                "resign #3",
            ),
            (
                "set",
                options(&[(
                    "theme",
                    OptionValue::Sub(options(&[("value", text("blue"))])),
                )]),
                "set theme blue",
            ),
            (
                "notify",
                options(&[("dm", OptionValue::Sub(options(&[("value", text("on"))])))]),
                "notify dm on",
            ),
            (
                "tournament",
                options(&[(
                    "create",
                    OptionValue::Sub(options(&[
                        ("format", text("swiss")),
                        ("rounds", OptionValue::Number(5)),
                        ("clock", text("5+3")),
                        ("starts", text("20:00")),
                    ])),
                )]),
                "tournament swiss 5 rounds blitz 5+3 starts 20:00",
            ),
            (
                "tournament",
                options(&[(
                    "create",
                    OptionValue::Sub(options(&[
                        ("double", OptionValue::Flag(true)),
                        ("format", text("round-robin")),
                        ("variant", text("atomic")),
                        ("days", OptionValue::Number(2)),
                        ("round-days", OptionValue::Number(10)),
                        ("starts", text("in 2 hours")),
                        ("rated", OptionValue::Flag(false)),
                    ])),
                )]),
                "tournament round-robin double atomic days 2 every 10 days starts in 120 minutes casual",
            ),
            (
                "tournament",
                options(&[(
                    "cancel",
                    OptionValue::Sub(options(&[("tournament", OptionValue::Number(3))])),
                )]),
                "tournament cancel #3",
            ),
            (
                "tournament",
                options(&[("show", OptionValue::Sub(Vec::new()))]),
                "tournament",
            ),
            (
                "join",
                options(&[("tournament", OptionValue::Number(3))]),
                "join #3",
            ),
        ];
        for (name, given, words) in cases {
            assert_eq!(from_options(name, &given), parse(words), "{words}");
        }
        assert_eq!(
            from_options("notify", &[]).map(|r| r.command),
            Ok(Command::Notify(None))
        );
        assert_eq!(
            from_options("help", &options(&[("command", text("move"))])).map(|r| r.command),
            Ok(Command::Help(Spec::named("move").map(Spec::topic)))
        );
    }

    #[test]
    fn bad_options_are_refused_as_bad_words_are() {
        let refused = |name: &str, given: Options| from_options(name, &given).expect_err(name);
        assert_eq!(
            refused(
                "top",
                options(&[("variant", text("atomic")), ("speed", text("blitz"))])
            ),
            CommandError::SpeedOfOtherVariant {
                command: "top",
                variant: "atomic".into(),
                speed: "blitz".into(),
            }
        );
        assert_eq!(
            refused(
                "challenge",
                options(&[
                    (
                        "opponent",
                        OptionValue::User(UserOption::Mentioned("<@42>".into()))
                    ),
                    ("level", OptionValue::Number(3)),
                ])
            ),
            CommandError::LevelForPerson
        );
        assert_eq!(
            refused("challenge", options(&[("days", OptionValue::Number(4))])),
            CommandError::Days("4".into())
        );
        assert_eq!(
            refused("challenge", options(&[("level", OptionValue::Number(9))])),
            CommandError::Level("9".into())
        );
        assert!(matches!(
            refused("challenge", options(&[("variant", text("shogi"))])),
            CommandError::UnexpectedWord { .. }
        ));
        assert_eq!(
            refused("resign", options(&[("game", OptionValue::Number(0))])),
            CommandError::Number("0".into())
        );
        assert_eq!(
            refused(
                "move",
                options(&[("move", text("e4 #3")), ("game", OptionValue::Number(4))])
            ),
            CommandError::TwoNumbers(3, 4)
        );
        assert!(matches!(
            refused("board", options(&[("colour", text("red"))])),
            CommandError::UnknownOption { .. }
        ));
        assert!(matches!(
            refused("castle", Vec::new()),
            CommandError::Unknown { .. }
        ));
        assert_eq!(refused("set", Vec::new()), CommandError::Setting);
        assert_eq!(
            refused("help", options(&[("command", text("castle"))])),
            CommandError::HelpTopic("castle".into())
        );
        // Every refusal has its words.
        for spec in COMMANDS {
            let error = refused(spec.name, options(&[("nonsense", OptionValue::Other)]));
            assert!(!error.to_string().is_empty());
        }
    }
}
