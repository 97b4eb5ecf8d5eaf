//! A slash command's typed options into a [`Request`], judged by the same
//! rules as typed text: Discord gives numbers, words, users and
//! subcommands, never text to read.

use kibitz_rules::Variant;

use super::error::CommandError;
use super::read::{
    Marked, Opponent, Terms, cut, days, help_topic, level, move_words, notify_setting, page,
    premove as read_premove, setting, switch,
};
use super::request::{
    Command, Mention, Offer, Page, Premove, Request, ResignStep, SetUpText, StartFrom,
};
use super::table::Verb;
use crate::model::ColorChoice;

/// The value of one option, as the platform gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A number.
    Number(i64),
    /// A word or text, typed or chosen.
    Text(String),
    /// A user.
    User(UserOption),
    /// A subcommand, with its own options.
    Sub(Vec<(String, OptionValue)>),
    /// True or false.
    Flag(bool),
    /// A kind of value no command takes (a role, an attachment...).
    Other,
}

/// A user given as an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UserOption {
    /// This bot itself.
    Me,
    /// Someone else, as a command mentions them (`<@123>`); the message's
    /// mentions say who.
    Mentioned(String),
}

/// The request a command named `name` makes with these options.
pub fn from_options(
    name: &str,
    options: &[(String, OptionValue)],
) -> Result<Request, CommandError> {
    let verb = Verb::named(name).ok_or_else(|| CommandError::Unknown {
        word: cut(name),
        suggestion: None,
    })?;
    let command_name = verb.name();
    let unknown = |option: &str| CommandError::UnknownOption {
        command: command_name,
        option: cut(option),
    };
    let mut given: Option<u64> = None;
    let mut named = |id: u64| -> Result<(), CommandError> {
        match given {
            Some(previous) if previous != id => Err(CommandError::TwoNumbers(previous, id)),
            _ => {
                given = Some(id);
                Ok(())
            }
        }
    };
    let mut ply = None;
    let command = match verb {
        Verb::Challenge | Verb::Play => {
            let mut terms = Terms::default();
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("opponent", OptionValue::User(UserOption::Me)) => {
                        terms.opponent = Some(Opponent::Bot);
                    }
                    ("opponent", OptionValue::User(UserOption::Mentioned(written))) => {
                        let mention = Mention::new(written)
                            .ok_or_else(|| unexpected(command_name, written))?;
                        terms.opponent = Some(Opponent::User(mention));
                    }
                    ("variant", OptionValue::Text(text)) => {
                        terms.variant = Some(
                            Variant::from_name(text)
                                .ok_or_else(|| unexpected(command_name, text))?,
                        );
                    }
                    ("color", OptionValue::Text(text)) => {
                        terms.color = Some(
                            ColorChoice::from_name(text)
                                .ok_or_else(|| unexpected(command_name, text))?,
                        );
                    }
                    ("days", OptionValue::Number(n)) => terms.time = Some(days(&n.to_string())?),
                    ("level", OptionValue::Number(n)) => terms.level = Some(level(&n.to_string())?),
                    ("rated", OptionValue::Flag(on)) => terms.rated = Some(*on),
                    ("fen" | "moves", OptionValue::Text(text)) => {
                        let text = SetUpText::new(text)
                            .ok_or(CommandError::SetUp { word: name.clone() })?;
                        if terms.start.is_some() {
                            return Err(CommandError::Twice {
                                command: command_name,
                                what: "starts",
                                first: "fen".into(),
                                second: "moves".into(),
                            });
                        }
                        terms.start = Some(if name == "moves" {
                            StartFrom::Moves(text)
                        } else {
                            StartFrom::Position(text)
                        });
                    }
                    (other, _) => return Err(unknown(other)),
                }
            }
            terms.command()?
        }
        Verb::Move => {
            let mut words = None;
            for (name, value) in options {
                match (name.as_str(), value) {
                    // A suggested move may name its game (`Nf3 #12`).
                    ("move", OptionValue::Text(text)) => {
                        let marked = Marked::read(text)?;
                        if let Some(id) = marked.number {
                            named(id)?;
                        }
                        ply = marked.ply;
                        words = Some(move_words(&marked.words.join(" "))?);
                    }
                    ("game", OptionValue::Number(n)) => named(number(*n)?)?,
                    (other, _) => return Err(unknown(other)),
                }
            }
            Command::Move(words.ok_or(CommandError::MissingMove)?)
        }
        Verb::Premove => {
            let mut premove = Premove::List;
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("lines", OptionValue::Text(text)) => {
                        let marked = Marked::read(text)?;
                        let words: Vec<&str> = marked.words.iter().map(String::as_str).collect();
                        premove = read_premove(&words)?;
                    }
                    ("game", OptionValue::Number(n)) => named(number(*n)?)?,
                    (other, _) => return Err(unknown(other)),
                }
            }
            Command::Premove(premove)
        }
        Verb::Vacation => {
            let mut on = None;
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("value", OptionValue::Text(text)) => {
                        on = Some(switch(text).ok_or_else(|| unexpected(command_name, text))?);
                    }
                    (other, _) => return Err(unknown(other)),
                }
            }
            Command::Vacation(on)
        }
        Verb::Help => {
            let mut topic = None;
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("command", OptionValue::Text(text)) => topic = Some(help_topic(text)?),
                    (other, _) => return Err(unknown(other)),
                }
            }
            Command::Help(topic)
        }
        Verb::Rules => {
            let mut variant = None;
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("variant", OptionValue::Text(text)) => {
                        variant = Some(
                            Variant::from_name(text)
                                .ok_or_else(|| unexpected(command_name, text))?,
                        );
                    }
                    (other, _) => return Err(unknown(other)),
                }
            }
            Command::Rules(variant)
        }
        Verb::Set => match subcommand(options) {
            Some((what, Some(value))) => Command::Set(setting(what, value)?),
            _ => return Err(CommandError::Setting),
        },
        Verb::Notify => match subcommand(options) {
            None if options.is_empty() => Command::Notify(None),
            Some((what, Some(value))) => Command::Notify(Some(notify_setting(what, value)?)),
            _ => return Err(CommandError::Notify),
        },
        Verb::Accept => game_only(options, &mut named, Command::Accept)?,
        Verb::Decline => {
            let offer = options
                .iter()
                .find_map(|(name, value)| match (name.as_str(), value) {
                    ("offer", OptionValue::Text(text)) => Some(text.as_str()),
                    _ => None,
                });
            let command = match offer {
                None => Command::Decline,
                Some("draw") => Command::DeclineOffer(Offer::Draw),
                Some("takeback") => Command::DeclineOffer(Offer::Takeback),
                Some(other) => return Err(unexpected(command_name, other)),
            };
            let rest: Vec<(String, OptionValue)> = options
                .iter()
                .filter(|(name, _)| name != "offer")
                .cloned()
                .collect();
            game_only(&rest, &mut named, command)?
        }
        Verb::Cancel => game_only(options, &mut named, Command::Cancel)?,
        Verb::Board => game_only(options, &mut named, Command::Board)?,
        Verb::Draw => game_only(options, &mut named, Command::Draw)?,
        Verb::Resign => game_only(options, &mut named, Command::Resign(ResignStep::Now))?,
        Verb::Takeback => game_only(options, &mut named, Command::Takeback)?,
        Verb::Abort => game_only(options, &mut named, Command::Abort)?,
        Verb::MoreTime => game_only(options, &mut named, Command::MoreTime)?,
        Verb::Page => game_only(options, &mut named, Command::Page)?,
        Verb::Claim => game_only(options, &mut named, Command::Claim)?,
        Verb::Games => {
            let mut mine = false;
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("mine", OptionValue::Flag(on)) => mine = *on,
                    (other, _) => return Err(unknown(other)),
                }
            }
            Command::Games { mine }
        }
        Verb::Profile | Verb::History | Verb::Top => {
            let mut player = None;
            let mut variant = None;
            let mut global = false;
            let mut at = Page::FIRST;
            for (name, value) in options {
                match (name.as_str(), value) {
                    ("user", OptionValue::User(UserOption::Mentioned(written)))
                        if verb != Verb::Top =>
                    {
                        player = Some(
                            Mention::new(written)
                                .ok_or_else(|| unexpected(command_name, written))?,
                        );
                    }
                    ("user", OptionValue::User(UserOption::Me)) if verb != Verb::Top => {
                        return Err(CommandError::BotHasNoProfile);
                    }
                    ("variant", OptionValue::Text(text)) if verb != Verb::Profile => {
                        variant = Some(
                            Variant::from_name(text)
                                .ok_or_else(|| unexpected(command_name, text))?,
                        );
                    }
                    ("global", OptionValue::Flag(on)) if verb == Verb::Top => global = *on,
                    ("page", OptionValue::Number(n)) if verb != Verb::Profile => {
                        at = page(&n.to_string())?;
                    }
                    (other, _) => return Err(unknown(other)),
                }
            }
            match verb {
                Verb::Profile => Command::Profile(player),
                Verb::History => Command::History {
                    player,
                    variant,
                    page: at,
                },
                _ => Command::Top {
                    variant: variant.unwrap_or(Variant::Standard),
                    global,
                    page: at,
                },
            }
        }
        Verb::Rematch => game_only(options, &mut named, Command::Rematch)?,
        Verb::Gif => game_only(options, &mut named, Command::Gif)?,
        Verb::Pgn => game_only(options, &mut named, Command::Pgn)?,
        Verb::Fen => game_only(options, &mut named, Command::Fen)?,
    };
    let mut request = Request::new(command).numbered(given)?;
    request.ply = ply;
    Ok(request)
}

/// A command that takes nothing but the number of its game or challenge.
fn game_only(
    options: &[(String, OptionValue)],
    named: &mut impl FnMut(u64) -> Result<(), CommandError>,
    command: Command,
) -> Result<Command, CommandError> {
    for (name, value) in options {
        match (name.as_str(), value) {
            ("challenge" | "game", OptionValue::Number(n)) => named(number(*n)?)?,
            (other, _) => {
                return Err(CommandError::UnknownOption {
                    command: command.verb().name(),
                    option: cut(other),
                });
            }
        }
    }
    Ok(command)
}

/// A game's or challenge's number, which is at least 1.
fn number(n: i64) -> Result<u64, CommandError> {
    u64::try_from(n)
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| CommandError::Number(n.to_string()))
}

/// The one subcommand given, with its `value`.
fn subcommand(options: &[(String, OptionValue)]) -> Option<(&str, Option<&str>)> {
    let [(what, OptionValue::Sub(inner))] = options else {
        return None;
    };
    let value = match inner.as_slice() {
        [(name, OptionValue::Text(value))] if name == "value" => Some(value.as_str()),
        _ => None,
    };
    Some((what.as_str(), value))
}

fn unexpected(command: &'static str, word: &str) -> CommandError {
    CommandError::UnexpectedWord {
        command,
        word: cut(word),
        expected: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{COMMANDS, parse};

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
        let cases: [(&str, Options, &str); 10] = [
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
            Ok(Command::Help(Some(Verb::Move)))
        );
    }

    #[test]
    fn bad_options_are_refused_as_bad_words_are() {
        let refused = |name: &str, given: Options| from_options(name, &given).expect_err(name);
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
