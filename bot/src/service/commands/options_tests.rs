//! A slash command's options read as its words would be, for every row of
//! every domain.

use super::COMMANDS;
use crate::command::*;

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
        assert_eq!(
            COMMANDS.from_options(name, &given),
            COMMANDS.parse(words),
            "{words}"
        );
    }
    assert_eq!(
        COMMANDS.from_options("notify", &[]).map(|r| r.command),
        Ok(Command::Notify(None))
    );
    assert_eq!(
        COMMANDS
            .from_options("help", &options(&[("command", text("move"))]))
            .map(|r| r.command),
        Ok(Command::Help(Some(Topic::new("move"))))
    );
}

#[test]
fn bad_options_are_refused_as_bad_words_are() {
    let refused = |name: &str, given: Options| COMMANDS.from_options(name, &given).expect_err(name);
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
    for spec in COMMANDS.rows() {
        let error = refused(spec.name, options(&[("nonsense", OptionValue::Other)]));
        assert!(!error.to_string().is_empty());
    }
}
