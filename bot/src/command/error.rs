//! Why a message is not a command, told precisely: each refusal names
//! what to fix, in every language.

use std::fmt;

use super::values::{MAX_COMMAND_CHARS, RecordRefusal};
use crate::i18n::Text;

/// Why a message is not a command; each names what to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// Nothing but spaces.
    Empty,
    /// Longer than any command.
    TooLong {
        /// Characters given.
        chars: usize,
    },
    /// Control characters, which no command contains.
    ControlCharacters,
    /// The first word is no command.
    Unknown {
        /// The word given (cut to 40 characters).
        word: String,
        /// The command it most resembles.
        suggestion: Option<&'static str>,
    },
    /// The first word is no command but a move (`e4` where `move e4` was
    /// needed).
    BareMove {
        /// The move given (cut to 40 characters).
        word: String,
    },
    /// `move` without a move.
    MissingMove,
    /// `fen` or `moves` without a position or moves a command can hold.
    SetUp {
        /// The word given (`fen`, `moves`).
        word: String,
    },
    /// A word the command does not take.
    UnexpectedWord {
        /// The command.
        command: &'static str,
        /// The word (cut to 40 characters).
        word: String,
        /// What the command takes there.
        expected: Option<&'static str>,
    },
    /// The same kind of option twice (`white black`, two variants).
    Twice {
        /// The command.
        command: &'static str,
        /// What was given twice: `colours`, `variants`, `speeds`, `opponents`, `levels` or `time`.
        what: &'static str,
        /// The first.
        first: String,
        /// The second.
        second: String,
    },
    /// A speed given with a variant other than standard chess, which has
    /// one rating at every speed (`top atomic blitz`).
    SpeedOfOtherVariant {
        /// The command.
        command: &'static str,
        /// The variant, as written.
        variant: String,
        /// The speed, as written.
        speed: String,
    },
    /// `days` without an allowed number (empty when none was given).
    Days(String),
    /// A clock lichess does not allow (`7+0`), as written.
    Clock(String),
    /// `level` without a number from 1 to 8 (empty when none was given).
    Level(String),
    /// A `level` in a challenge to a person, not the bot.
    LevelForPerson,
    /// `link` in a challenge to someone, or to the bot: a link is for
    /// anyone.
    LinkForSomeone,
    /// A seek's rating range that is none (`1800-1400`, `±0`), as written.
    Range(String),
    /// `rated` in a game against the bot, which is never rated.
    RatedBot,
    /// `rated` in a game from a set position, which is never rated.
    RatedSetUp,
    /// `page` without a page number (1 to 10000).
    Page(String),
    /// A profile or history asked of the bot itself.
    BotHasNoProfile,
    /// A game's or challenge's number that is no number.
    Number(String),
    /// Two different numbers of games or challenges.
    TwoNumbers(u64, u64),
    /// A number too big to be any game's (or challenge's, when `challenge`).
    NoSuch {
        /// Whether it names a challenge rather than a game.
        challenge: bool,
        /// The number.
        number: u64,
    },
    /// A `ply:` mark that is no number.
    Ply(String),
    /// A move longer than any move.
    MoveTooLong {
        /// Characters given.
        chars: usize,
    },
    /// Conditional lines longer than a command holds.
    ConditionalTooLong {
        /// Characters given.
        chars: usize,
    },
    /// A pasted record or position longer than `analyse` takes.
    RecordTooLong {
        /// Characters given.
        chars: usize,
    },
    /// A puzzle theme that is none of the shipped puzzles'.
    PuzzleTheme(String),
    /// `help` about a word that is no command.
    HelpTopic(String),
    /// A slash command's option that the command does not take.
    UnknownOption {
        /// The command.
        command: &'static str,
        /// The option's name (cut to 40 characters).
        option: String,
    },
    /// An unknown setting or value.
    Setting,
    /// `set daily puzzle` without `on`, `off` or a time of day that reads.
    DailyPuzzle,
    /// An unknown notification or value.
    Notify,
    /// A number too big to be any tournament's.
    NoSuchTournament(u64),
    /// A new tournament without its format (`swiss`, `round-robin`).
    TournamentFormat,
    /// Rounds a Swiss cannot have (3 to 100), or rounds given to a
    /// round-robin, as written.
    TournamentRounds(String),
    /// A round length that is no number of days from 1 to 60 (or one
    /// given to a live tournament), as written.
    TournamentRoundDays(String),
    /// A start that is no time of day (`20:00`) or `in N minutes|hours`
    /// within thirty days, as written.
    TournamentStarts(String),
    /// `unlimited` time in a tournament, whose rounds must end.
    TournamentUnlimited,
    /// An arena's minutes out of bounds (or rounds given to one, or
    /// minutes to another format), as written.
    ArenaMinutes(String),
    /// An arena without a live clock.
    ArenaClock,
}

impl From<RecordRefusal> for CommandError {
    fn from(refusal: RecordRefusal) -> CommandError {
        match refusal {
            RecordRefusal::TooLong { chars } => CommandError::RecordTooLong { chars },
            RecordRefusal::ControlCharacters => CommandError::ControlCharacters,
        }
    }
}

impl CommandError {
    /// The answer to the user, in any language.
    pub fn text(&self) -> Text {
        match self {
            CommandError::Empty => Text::new("command-empty"),
            CommandError::TooLong { chars } => Text::new("command-too-long")
                .number("chars", *chars as f64)
                .number("max", MAX_COMMAND_CHARS as f64),
            CommandError::ControlCharacters => Text::new("command-control-characters"),
            CommandError::Unknown {
                word,
                suggestion: None,
            } => Text::new("command-unknown").arg("word", word),
            CommandError::Unknown {
                word,
                suggestion: Some(s),
            } => Text::new("command-unknown-suggest")
                .arg("word", word)
                .arg("suggestion", *s),
            CommandError::BareMove { word } => Text::new("command-bare-move").arg("word", word),
            CommandError::MissingMove => Text::new("command-missing-move"),
            CommandError::SetUp { word } => Text::new("command-set-up")
                .arg("word", word)
                .number("max", super::values::MAX_SET_UP_CHARS as f64),
            CommandError::UnexpectedWord {
                command,
                word,
                expected,
            } => {
                let text = match (command, expected) {
                    (&"challenge", Some(_)) => Text::new("command-unexpected-challenge"),
                    (&"rules", Some(_)) => Text::new("command-unexpected-rules"),
                    (&"history", Some(_)) => Text::new("command-unexpected-history"),
                    (&"top", Some(_)) => Text::new("command-unexpected-top"),
                    _ => Text::new("command-unexpected-word"),
                };
                text.arg("command", *command).arg("word", word)
            }
            CommandError::Twice {
                command,
                what,
                first,
                second,
            } => Text::new("command-twice")
                .arg("command", *command)
                .arg("what", *what)
                .arg("first", first)
                .arg("second", second),
            CommandError::SpeedOfOtherVariant {
                command,
                variant,
                speed,
            } => Text::new("command-speed-of-variant")
                .arg("command", *command)
                .arg("variant", variant)
                .arg("speed", speed),
            CommandError::Days(value) if value.is_empty() => Text::new("command-days-missing"),
            CommandError::Days(value) => Text::new("command-days").arg("value", value),
            CommandError::Clock(value) => Text::new("command-clock").arg("value", value),
            CommandError::Level(value) if value.is_empty() => Text::new("command-level-missing"),
            CommandError::Level(value) => Text::new("command-level").arg("value", value),
            CommandError::LevelForPerson => Text::new("command-level-person"),
            CommandError::LinkForSomeone => Text::new("command-link-for-someone"),
            CommandError::Range(value) => Text::new("command-range").arg("value", value),
            CommandError::RatedBot => Text::new("command-rated-bot"),
            CommandError::RatedSetUp => Text::new("command-rated-set-up"),
            CommandError::BotHasNoProfile => Text::new("command-bot-profile"),
            CommandError::Page(word) => Text::new("command-page")
                .arg("word", word)
                .number("max", super::values::Page::MAX as f64),
            CommandError::Number(word) => Text::new("command-game-id").arg("word", word),
            CommandError::TwoNumbers(a, b) => Text::new("command-two-games")
                .arg("first", format!("#{a}"))
                .arg("second", format!("#{b}")),
            CommandError::NoSuch {
                challenge: false,
                number,
            } => Text::new("game-not-found").arg("game", format!("#{number}")),
            CommandError::NoSuch {
                challenge: true,
                number,
            } => Text::new("challenge-not-found").arg("challenge", format!("#{number}")),
            CommandError::Ply(word) => Text::new("command-ply").arg("word", word),
            CommandError::MoveTooLong { chars } => {
                Text::new("move-too-long").number("chars", *chars as f64)
            }
            CommandError::ConditionalTooLong { chars } => Text::new("command-premove-too-long")
                .number("chars", *chars as f64)
                .number("max", super::values::MAX_CONDITIONAL_CHARS as f64),
            CommandError::RecordTooLong { chars } => Text::new("command-record-too-long")
                .number("chars", *chars as f64)
                .number("max", super::values::MAX_RECORD_CHARS as f64),
            CommandError::PuzzleTheme(word) => {
                Text::new("puzzle-theme-unknown").arg("word", word).arg(
                    "themes",
                    crate::command::puzzle_theme::PuzzleTheme::ALL
                        .iter()
                        .map(|t| t.name())
                        .collect::<Vec<_>>()
                        .join(", "),
                )
            }
            CommandError::HelpTopic(topic) => Text::new("help-unknown").arg("topic", topic),
            CommandError::UnknownOption { command, option } => Text::new("command-unexpected-word")
                .arg("command", *command)
                .arg("word", option),
            CommandError::Setting => Text::new("command-setting"),
            CommandError::DailyPuzzle => Text::new("command-daily-puzzle"),
            CommandError::Notify => Text::new("command-notify"),
            CommandError::NoSuchTournament(number) => {
                Text::new("tournament-not-found").arg("number", format!("#{number}"))
            }
            CommandError::TournamentFormat => Text::new("command-tournament-format"),
            CommandError::TournamentRounds(word) => Text::new("command-tournament-rounds")
                .arg("word", word)
                .number("fewest", super::values::FEWEST_SWISS_ROUNDS)
                .number("most", super::values::MOST_SWISS_ROUNDS),
            CommandError::TournamentRoundDays(word) => Text::new("command-tournament-round-days")
                .arg("word", word)
                .number("most", super::values::MOST_ROUND_DAYS),
            CommandError::TournamentStarts(word) => {
                Text::new("command-tournament-starts").arg("word", word)
            }
            CommandError::TournamentUnlimited => Text::new("command-tournament-unlimited"),
            CommandError::ArenaMinutes(word) => Text::new("command-arena-minutes")
                .arg("word", word)
                .number("fewest", super::values::FEWEST_ARENA_MINUTES)
                .number("most", super::values::MOST_ARENA_MINUTES),
            CommandError::ArenaClock => Text::new("command-arena-clock"),
        }
    }
}

impl fmt::Display for CommandError {
    /// In English, for logs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for CommandError {}

/// A word, cut to 40 characters for an error message.
pub(crate) fn cut(word: &str) -> String {
    let mut out: String = word.chars().take(40).collect();
    if word.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// The refusal of a word `command` does not take (saying what it takes
/// there, when that helps).
pub(crate) fn unexpected(
    command: &'static str,
    word: &str,
    expected: Option<&'static str>,
) -> CommandError {
    CommandError::UnexpectedWord {
        command,
        word: cut(word),
        expected,
    }
}
