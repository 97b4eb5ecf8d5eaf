//! The challenges' commands: a challenge and a game against the bot
//! (`challenge`), the lobby (`seek`), and a challenge answered, declared
//! here (`accept`, `decline`, `cancel`; `decline` also turns down an
//! offer in a game).

pub mod challenge;
pub mod seek;

use crate::command::error::unexpected;
use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{
    CHALLENGE_NUMBER, Choices, Family, Form, GAME, OptionKind, OptionSpec, Reads, Spec, Term,
};
use crate::command::values::Offer;

/// The challenges' commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 6] = [
    &challenge::CHALLENGE,
    &challenge::PLAY,
    &ACCEPT,
    &DECLINE,
    &CANCEL,
    &seek::SEEK,
];

/// `accept`: take up a challenge addressed to the user, or an open one.
pub static ACCEPT: Spec = Spec::numbered(
    ("accept", &["принять", "принимаю"]),
    &[CHALLENGE_NUMBER],
    "help-accept",
    Some("telegram-command-accept"),
    "discord-command-accept",
)
.starting_games();

/// `cancel`: withdraw one's own challenge.
pub static CANCEL: Spec = Spec::numbered(
    ("cancel", &["отменить"]),
    &[CHALLENGE_NUMBER],
    "help-accept",
    None,
    "discord-command-cancel",
);

/// Reads and writes `decline`.
static DECLINES: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Decline),
        [word] => offer(word)
            .map(Command::DeclineOffer)
            .ok_or_else(|| unexpected(spec.name, word, None)),
        [_, extra, ..] => Err(unexpected(spec.name, extra, None)),
    },
    options: |spec, given| {
        let mut command = Command::Decline;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Offer, OptionValue::Text(text)) => {
                    command = Command::DeclineOffer(
                        offer(text).ok_or_else(|| unexpected(spec.name, text, None))?,
                    );
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(command)
    },
};
/// `decline`: a challenge, or an offer in a game (`decline draw`).
pub static DECLINE: Spec = Spec {
    name: "decline",
    words: &["отклонить", "отказ"],
    alias_of: None,
    help: "help-accept",
    telegram: None,
    discord: Some("discord-command-decline"),
    options: &[
        CHALLENGE_NUMBER,
        OptionSpec {
            name: "offer",
            description: "discord-option-offer",
            kind: OptionKind::Choice {
                choices: Choices::Offers,
                required: false,
            },
            term: Term::Offer,
        },
        GAME,
    ],
    form: Form::Family {
        family: &DECLINES,
        owns: |command| matches!(command, Command::Decline | Command::DeclineOffer(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};
/// The offer a word names.
fn offer(word: &str) -> Option<Offer> {
    [Offer::Draw, Offer::Takeback]
        .into_iter()
        .find(|offer| word.eq_ignore_ascii_case(offer.name()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{
        CommandError, DEFAULT_BOT_LEVEL, Days, Mention, SetUpText, StartFrom, Table, TimeControl,
    };
    use crate::model::ColorChoice;
    use kibitz_engine::Level;
    use kibitz_rules::Variant;

    /// The table of these rows alone.
    static TABLE: Table = Table::new(&[&COMMANDS]);

    /// A mention.
    fn at(written: &str) -> Option<Mention> {
        Some(Mention::new(written).expect("a mention"))
    }

    /// Days per move.
    fn days(n: u8) -> TimeControl {
        TimeControl::DaysPerMove(Days::new(n).expect("allowed days"))
    }

    /// A level.
    fn level(n: u8) -> Level {
        Level::new(n).expect("a level")
    }

    #[test]
    fn the_bot_is_challenged_by_name_or_by_a_level() {
        let bot = |variant, color, level| Command::PlayBot {
            variant,
            color,
            time: TimeControl::Unlimited,
            level,
            start: None,
        };
        assert_eq!(
            TABLE.command("play bot"),
            bot(Variant::Standard, ColorChoice::Random, DEFAULT_BOT_LEVEL)
        );
        assert_eq!(
            TABLE.command("challenge @Kibitz immortal black level 8"),
            bot(Variant::Immortal, ColorChoice::Black, level(8))
        );
        assert_eq!(
            TABLE.command("challenge level 1 football"),
            bot(Variant::Football, ColorChoice::Random, level(1))
        );
        assert_eq!(
            TABLE.command("play kibitz white days 3"),
            Command::PlayBot {
                variant: Variant::Standard,
                color: ColorChoice::White,
                time: days(3),
                level: DEFAULT_BOT_LEVEL,
                start: None,
            }
        );
        assert_eq!(
            TABLE.parse("play bot level 0"),
            Err(CommandError::Level("0".into()))
        );
        assert_eq!(
            TABLE.parse("play bot level nine"),
            Err(CommandError::Level("nine".into()))
        );
        assert_eq!(
            TABLE.parse("play bot level"),
            Err(CommandError::Level(String::new()))
        );
        assert_eq!(
            TABLE.parse("challenge @ann level 2"),
            Err(CommandError::LevelForPerson)
        );
        assert!(matches!(
            TABLE.parse("play bot @ann"),
            Err(CommandError::Twice {
                what: "opponents",
                ..
            })
        ));
        assert!(matches!(
            TABLE.parse("play bot level 2 level 3"),
            Err(CommandError::Twice { what: "levels", .. })
        ));
    }
    #[test]
    fn challenges_take_their_options_in_any_order() {
        assert_eq!(
            TABLE.command("challenge"),
            Command::Challenge {
                opponent: None,
                variant: Variant::Standard,
                color: ColorChoice::Random,
                time: TimeControl::Unlimited,
                start: None,
                rated: true,
                link: false,
            }
        );
        assert_eq!(
            TABLE.command("challenge days 3 black crazyhouse <@42>"),
            Command::Challenge {
                opponent: at("<@42>"),
                variant: Variant::Crazyhouse,
                color: ColorChoice::Black,
                time: days(3),
                start: None,
                rated: true,
                link: false,
            }
        );
        assert_eq!(
            TABLE.command("challenge @bob 960 white 7d"),
            Command::Challenge {
                opponent: at("@bob"),
                variant: Variant::Chess960,
                color: ColorChoice::White,
                time: days(7),
                start: None,
                rated: true,
                link: false,
            }
        );
        assert_eq!(
            TABLE.command("challenge @bob casual"),
            Command::Challenge {
                opponent: at("@bob"),
                variant: Variant::Standard,
                color: ColorChoice::Random,
                time: TimeControl::Unlimited,
                start: None,
                rated: false,
                link: false,
            }
        );
        assert!(matches!(
            TABLE.command("challenge link 5+3"),
            Command::Challenge {
                opponent: None,
                link: true,
                ..
            }
        ));
        assert!(matches!(
            TABLE.command("вызов ссылка"),
            Command::Challenge { link: true, .. }
        ));
        for text in [
            "challenge @bob link",
            "play bot link",
            "challenge link level 3",
        ] {
            assert_eq!(
                TABLE.parse(text),
                Err(CommandError::LinkForSomeone),
                "{text}"
            );
        }
        assert_eq!(TABLE.parse("play bot rated"), Err(CommandError::RatedBot));
        assert_eq!(
            TABLE.parse("challenge @bob rated fen \"8/8/8/8/8/8/8/K6k w - - 0 1\""),
            Err(CommandError::RatedSetUp)
        );
        assert!(matches!(
            TABLE.parse("challenge casual rated"),
            Err(CommandError::Twice { what: "modes", .. })
        ));
        assert_eq!(
            TABLE.parse("challenge days 4"),
            Err(CommandError::Days("4".into()))
        );
        assert_eq!(
            TABLE.parse("challenge days"),
            Err(CommandError::Days(String::new()))
        );
        assert!(matches!(
            TABLE.parse("challenge white black"),
            Err(CommandError::Twice {
                what: "colours",
                ..
            })
        ));
        assert!(matches!(
            TABLE.parse("challenge @a @b"),
            Err(CommandError::Twice {
                what: "opponents",
                ..
            })
        ));
        assert!(matches!(
            TABLE.parse("challenge shogi"),
            Err(CommandError::UnexpectedWord {
                command: "challenge",
                ..
            })
        ));
    }

    fn start_of(text: &str) -> Option<StartFrom> {
        match TABLE.parse(text).map(|r| r.command) {
            Ok(Command::Challenge { start, .. } | Command::PlayBot { start, .. }) => start,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn a_position_or_a_line_is_read_quoted_or_to_the_end() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        let quoted = start_of(&format!("challenge @bob fen \"{fen}\" black days 3"));
        assert_eq!(quoted.as_ref().map(StartFrom::text), Some(fen));
        // The side to move (`b`) inside the quotes is no colour.
        assert!(matches!(
            TABLE
                .parse(&format!("challenge @bob fen \"{fen}\""))
                .map(|r| r.command),
            Ok(Command::Challenge {
                color: ColorChoice::Random,
                ..
            })
        ));
        let to_the_end = start_of(&format!("challenge @bob white fen {fen}"));
        assert_eq!(to_the_end, quoted);
        let phone = start_of("play bot moves «1. e4 e5 2. Nf3»");
        assert_eq!(
            phone,
            Some(StartFrom::Moves(
                SetUpText::new("1. e4 e5 2. Nf3").expect("a text")
            ))
        );
        // A mate mark inside a quoted line is no game number.
        let mate = start_of("play bot moves \"f3 e5 g4 Qh4#\"");
        assert_eq!(mate.as_ref().map(StartFrom::text), Some("f3 e5 g4 Qh4#"));
    }

    #[test]
    fn a_missing_or_doubled_start_is_refused() {
        assert!(matches!(
            TABLE.parse("challenge @bob fen"),
            Err(CommandError::SetUp { .. })
        ));
        assert!(matches!(
            TABLE.parse("challenge @bob fen \"8/8\" moves \"e4\""),
            Err(CommandError::Twice { what: "starts", .. })
        ));
        assert!(matches!(
            TABLE.parse("challenge @bob moves \"e4 \" e5\""),
            Err(CommandError::SetUp { .. }) | Err(CommandError::UnexpectedWord { .. })
        ));
    }
}
