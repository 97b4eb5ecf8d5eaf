//! The command language, the same words on every platform: a chat message
//! read into a [`Request`] (which game, which command) before anything else
//! looks at it. Reading never consults the database; a bad message gets a
//! [`CommandError`] that says exactly what was wrong.

use std::fmt;

use kibitz_render::Theme;
use kibitz_rules::{Color, Variant};

use crate::i18n::{Language, Text};

/// The longest message read as a command, in characters.
pub const MAX_COMMAND_CHARS: usize = 300;

/// The days per move a correspondence challenge may give, as lichess offers.
pub const DAYS_PER_MOVE: [u8; 7] = [1, 2, 3, 5, 7, 10, 14];

/// A game's number, as players write it (`#12`, `game:12`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Which colour the challenger wants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColorChoice {
    /// White.
    White,
    /// Black.
    Black,
    /// Decided by a coin toss when the challenge is accepted.
    #[default]
    Random,
}

impl ColorChoice {
    /// Every choice.
    pub const ALL: [ColorChoice; 3] = [ColorChoice::White, ColorChoice::Black, ColorChoice::Random];

    /// The word for it in commands, storage and messages: `white`, `black`
    /// or `random`.
    pub const fn name(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }

    /// The choice a word names.
    pub fn from_name(name: &str) -> Option<ColorChoice> {
        ColorChoice::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl From<Color> for ColorChoice {
    fn from(color: Color) -> ColorChoice {
        match color {
            Color::White => ColorChoice::White,
            Color::Black => ColorChoice::Black,
        }
    }
}

/// How long a player has for each move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No limit.
    #[default]
    Unlimited,
    /// Correspondence: this many days per move.
    DaysPerMove(u8),
}

/// How the board is turned for a user.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// The user's own colour at the bottom.
    Mine,
    /// The side to move at the bottom.
    SideToMove,
    /// Always White at the bottom.
    White,
}

impl Orientation {
    /// Every orientation.
    pub const ALL: [Orientation; 3] = [
        Orientation::Mine,
        Orientation::SideToMove,
        Orientation::White,
    ];

    /// The word for it in commands, storage and messages: `mine`, `turn` or
    /// `white`.
    pub const fn name(self) -> &'static str {
        match self {
            Orientation::Mine => "mine",
            Orientation::SideToMove => "turn",
            Orientation::White => "white",
        }
    }

    /// The orientation a word names.
    pub fn from_name(name: &str) -> Option<Orientation> {
        Orientation::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// A per-user setting being changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Board orientation.
    Orientation(Orientation),
    /// Board theme.
    Theme(Theme),
    /// Language of replies.
    Language(Language),
}

/// A notification being turned on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotifySetting {
    /// Direct messages about opponents' moves and reminders.
    DirectMessages(bool),
    /// A daily digest of the games where it is the user's turn.
    Digest(bool),
}

/// What a message asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge a user (a mention as the platform wrote it) or, with no
    /// opponent, anyone in the channel.
    Challenge {
        /// The challenged user's mention, if any.
        opponent: Option<String>,
        /// The variant.
        variant: Variant,
        /// The challenger's colour.
        color: ColorChoice,
        /// Time per move.
        time: TimeControl,
    },
    /// Start a game against the bot at once: `challenge bot`, `play bot`,
    /// `challenge @kibitz`, or any challenge with a `level`.
    PlayBot {
        /// The variant.
        variant: Variant,
        /// The player's colour.
        color: ColorChoice,
        /// Time per move (for the player; the bot answers at once).
        time: TimeControl,
        /// The bot's level, 1 to 8.
        level: u8,
    },
    /// Accept a challenge.
    Accept,
    /// Decline a challenge.
    Decline,
    /// Withdraw one's own challenge.
    Cancel,
    /// Play a move, in any notation the rules crate reads.
    Move(String),
    /// Show the board.
    Board,
    /// Resign.
    Resign,
    /// Offer a draw, or accept the opponent's offer.
    Draw,
    /// Ask to take back the last move, or agree to the opponent's request.
    Takeback,
    /// Abort a game before both sides have moved.
    Abort,
    /// Claim a draw by threefold repetition or the fifty-move rule.
    Claim,
    /// List one's active games.
    Games,
    /// The game record as a PGN file.
    Pgn,
    /// The game's state string (FEN).
    Fen,
    /// Help, on one command or in general.
    Help(Option<String>),
    /// The rules of a variant, or the list of variants.
    Rules(Option<Variant>),
    /// Change a setting.
    Set(Setting),
    /// Show the notifications (`None`) or turn one on or off.
    Notify(Option<NotifySetting>),
}

/// A command and the game it is about, if the message named one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The game named with `#12` or `game:12`.
    pub game: Option<GameId>,
    /// `ply:N`, which buttons carry: the number of half-moves the game had
    /// when the button was shown, so that a late or repeated press is
    /// refused instead of acting on a position its presser never saw.
    pub ply: Option<u32>,
    /// The command.
    pub command: Command,
}

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
    /// `move` without a move.
    MissingMove,
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
        /// What was given twice: `colours`, `variants`, `opponents`, `levels` or `time`.
        what: &'static str,
        /// The first.
        first: String,
        /// The second.
        second: String,
    },
    /// `days` without an allowed number (empty when none was given).
    Days(String),
    /// `level` without a number from 1 to 8 (empty when none was given).
    Level(String),
    /// A `level` in a challenge to a person, not the bot.
    LevelForPerson,
    /// A game number that is no number.
    GameId(String),
    /// Two different game numbers.
    TwoGames(GameId, GameId),
    /// A `ply:` mark that is no number.
    Ply(String),
    /// An unknown setting or value.
    Setting,
    /// An unknown notification or value.
    Notify,
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
            CommandError::MissingMove => Text::new("command-missing-move"),
            CommandError::UnexpectedWord {
                command,
                word,
                expected,
            } => {
                let id = match (command, expected) {
                    (&"challenge", Some(_)) => "command-unexpected-challenge",
                    (&"rules", Some(_)) => "command-unexpected-rules",
                    _ => "command-unexpected-word",
                };
                Text::new(id).arg("command", *command).arg("word", word)
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
            CommandError::Days(value) if value.is_empty() => Text::new("command-days-missing"),
            CommandError::Days(value) => Text::new("command-days").arg("value", value),
            CommandError::Level(value) if value.is_empty() => Text::new("command-level-missing"),
            CommandError::Level(value) => Text::new("command-level").arg("value", value),
            CommandError::LevelForPerson => Text::new("command-level-person"),
            CommandError::GameId(word) => Text::new("command-game-id").arg("word", word),
            CommandError::TwoGames(a, b) => Text::new("command-two-games")
                .arg("first", a.to_string())
                .arg("second", b.to_string()),
            CommandError::Ply(word) => Text::new("command-ply").arg("word", word),
            CommandError::Setting => Text::new("command-setting"),
            CommandError::Notify => Text::new("command-notify"),
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

/// Every command word, for help and suggestions.
pub const COMMAND_WORDS: [&str; 19] = [
    "challenge",
    "accept",
    "decline",
    "cancel",
    "move",
    "board",
    "resign",
    "draw",
    "takeback",
    "abort",
    "claim",
    "games",
    "pgn",
    "fen",
    "help",
    "rules",
    "set",
    "notify",
    "play",
];

/// Reads a chat message as a command.
pub fn parse(message: &str) -> Result<Request, CommandError> {
    let chars = message.chars().count();
    if chars > MAX_COMMAND_CHARS {
        return Err(CommandError::TooLong { chars });
    }
    // Zero-width characters are invisible in chat; they are dropped.
    let cleaned: String = message
        .chars()
        .filter(|c| !matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}'))
        .collect();
    if cleaned
        .chars()
        .any(|c| c.is_control() && !c.is_whitespace())
    {
        return Err(CommandError::ControlCharacters);
    }
    let mut game = None;
    let mut ply = None;
    let mut words = Vec::new();
    for word in cleaned.split_whitespace() {
        let id = word
            .strip_prefix('#')
            .or_else(|| word.strip_prefix("game:"))
            .filter(|rest| !rest.is_empty());
        match id {
            Some(number) => {
                let id = number
                    .parse::<u64>()
                    .map(GameId)
                    .map_err(|_| CommandError::GameId(cut(word)))?;
                if let Some(previous) = game
                    && previous != id
                {
                    return Err(CommandError::TwoGames(previous, id));
                }
                game = Some(id);
            }
            None => match word.strip_prefix("ply:") {
                Some(number) => {
                    ply = Some(
                        number
                            .parse::<u32>()
                            .map_err(|_| CommandError::Ply(cut(word)))?,
                    );
                }
                None => words.push(word),
            },
        }
    }
    let Some((&first, args)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    let command = command_word(first)?;
    let command = match command {
        "challenge" | "play" => challenge(args)?,
        "move" => {
            if args.is_empty() {
                return Err(CommandError::MissingMove);
            }
            Command::Move(args.join(" "))
        }
        "help" => Command::Help(match args {
            [] => None,
            [topic, ..] => Some(topic.trim_start_matches('/').to_lowercase()),
        }),
        "rules" => Command::Rules(match args {
            [] => None,
            [name] => {
                Some(
                    Variant::from_name(name).ok_or_else(|| CommandError::UnexpectedWord {
                        command: "rules",
                        word: cut(name),
                        expected: Some("a variant, for example `rules crazyhouse`"),
                    })?,
                )
            }
            [_, extra, ..] => return Err(unexpected("rules", extra, None)),
        }),
        "set" => Command::Set(setting(args)?),
        "notify" => Command::Notify(notify_setting(args)?),
        word => {
            if let Some(extra) = args.first() {
                return Err(unexpected(command_static(word), extra, None));
            }
            match word {
                "accept" => Command::Accept,
                "decline" => Command::Decline,
                "cancel" => Command::Cancel,
                "board" => Command::Board,
                "resign" => Command::Resign,
                "draw" => Command::Draw,
                "takeback" => Command::Takeback,
                "abort" => Command::Abort,
                "claim" => Command::Claim,
                "games" => Command::Games,
                "pgn" => Command::Pgn,
                _ => Command::Fen,
            }
        }
    };
    Ok(Request { game, ply, command })
}

/// The command a first word names: `/move`, `/move@kibitzbot`, `Move`.
fn command_word(word: &str) -> Result<&'static str, CommandError> {
    let bare = word.trim_start_matches('/');
    let bare = bare.split_once('@').map_or(bare, |(name, _bot)| name);
    let lower = bare.to_lowercase();
    if let Some(&known) = COMMAND_WORDS.iter().find(|&&w| w == lower) {
        return Ok(known);
    }
    let suggestion = COMMAND_WORDS
        .iter()
        .map(|&w| (strsim::damerau_levenshtein(w, &lower), w))
        .filter(|&(d, w)| d <= 2 && d < w.len())
        .min()
        .map(|(_, w)| w);
    Err(CommandError::Unknown {
        word: cut(word),
        suggestion,
    })
}

fn command_static(word: &str) -> &'static str {
    COMMAND_WORDS
        .iter()
        .find(|&&w| w == word)
        .copied()
        .unwrap_or("command")
}

/// A word, cut to 40 characters for an error message.
fn cut(word: &str) -> String {
    let mut out: String = word.chars().take(40).collect();
    if word.chars().count() > 40 {
        out.push('…');
    }
    out
}

fn unexpected(command: &'static str, word: &str, expected: Option<&'static str>) -> CommandError {
    CommandError::UnexpectedWord {
        command,
        word: cut(word),
        expected,
    }
}

/// The level the bot plays at when none is asked for.
pub const DEFAULT_BOT_LEVEL: u8 = 3;

/// The words that name the bot as an opponent.
const BOT_NAMES: [&str; 3] = ["bot", "kibitz", "@kibitz"];

/// `challenge [@user | bot] [variant] [white|black|random] [days N |
/// unlimited] [level 1-8]`, in any order; with the bot or a level, a game
/// against the bot.
fn challenge(args: &[&str]) -> Result<Command, CommandError> {
    let mut opponent: Option<String> = None;
    let mut bot = false;
    let mut level: Option<u8> = None;
    let mut variant: Option<(Variant, String)> = None;
    let mut color: Option<(ColorChoice, String)> = None;
    let mut time: Option<(TimeControl, String)> = None;
    let twice = |what, first: &str, second: &str| CommandError::Twice {
        command: "challenge",
        what,
        first: cut(first),
        second: cut(second),
    };
    let mut words = args.iter().peekable();
    while let Some(&word) = words.next() {
        let lower = word.to_lowercase();
        if BOT_NAMES.contains(&lower.as_str()) {
            if let Some(first) = &opponent {
                return Err(twice("opponents", first, word));
            }
            opponent = Some(word.to_owned());
            bot = true;
        } else if lower == "level" {
            let Some(&n) = words.next() else {
                return Err(CommandError::Level(String::new()));
            };
            let n = n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=8).contains(n))
                .ok_or_else(|| CommandError::Level(cut(n)))?;
            if let Some(first) = level {
                return Err(twice(
                    "levels",
                    &format!("level {first}"),
                    &format!("level {n}"),
                ));
            }
            level = Some(n);
        } else if is_mention(word) {
            if let Some(first) = &opponent {
                return Err(twice("opponents", first, word));
            }
            opponent = Some(word.to_owned());
        } else if let Some(c) = match lower.as_str() {
            "white" | "w" => Some(ColorChoice::White),
            "black" | "b" => Some(ColorChoice::Black),
            "random" => Some(ColorChoice::Random),
            _ => None,
        } {
            if let Some((_, first)) = &color {
                return Err(twice("colours", first, word));
            }
            color = Some((c, word.to_owned()));
        } else if lower == "unlimited"
            || lower == "days"
            || lower.ends_with('d') && lower[..lower.len() - 1].parse::<u8>().is_ok()
        {
            let (control, text) = if lower == "unlimited" {
                (TimeControl::Unlimited, word.to_owned())
            } else {
                let number = if lower == "days" {
                    let Some(&n) = words.next() else {
                        return Err(CommandError::Days(String::new()));
                    };
                    n
                } else {
                    &word[..word.len() - 1]
                };
                let days = number
                    .parse::<u8>()
                    .ok()
                    .filter(|d| DAYS_PER_MOVE.contains(d))
                    .ok_or_else(|| CommandError::Days(cut(number)))?;
                (TimeControl::DaysPerMove(days), format!("days {days}"))
            };
            if let Some((_, first)) = &time {
                return Err(twice("time", first, &text));
            }
            time = Some((control, text));
        } else if let Some(v) = Variant::from_name(word) {
            if let Some((_, first)) = &variant {
                return Err(twice("variants", first, word));
            }
            variant = Some((v, word.to_owned()));
        } else {
            return Err(unexpected(
                "challenge",
                word,
                Some(
                    "it takes @user or bot, a variant, white|black|random, days N|unlimited and level N",
                ),
            ));
        }
    }
    if level.is_some() && opponent.is_some() && !bot {
        return Err(CommandError::LevelForPerson);
    }
    if bot || level.is_some() {
        return Ok(Command::PlayBot {
            variant: variant.map_or(Variant::Standard, |(v, _)| v),
            color: color.map_or(ColorChoice::Random, |(c, _)| c),
            time: time.map_or(TimeControl::Unlimited, |(t, _)| t),
            level: level.unwrap_or(DEFAULT_BOT_LEVEL),
        });
    }
    Ok(Command::Challenge {
        opponent,
        variant: variant.map_or(Variant::Standard, |(v, _)| v),
        color: color.map_or(ColorChoice::Random, |(c, _)| c),
        time: time.map_or(TimeControl::Unlimited, |(t, _)| t),
    })
}

/// A mention as platforms write them: `@name`, or Discord's `<@123>`.
fn is_mention(word: &str) -> bool {
    (word.len() > 1 && word.starts_with('@'))
        || (word.starts_with("<@") && word.ends_with('>') && word.len() > 3)
}

/// `set board mine|turn|white`, `set theme NAME`, `set language en|ru`.
fn setting(args: &[&str]) -> Result<Setting, CommandError> {
    let [what, value] = args else {
        return Err(CommandError::Setting);
    };
    let value = value.to_lowercase();
    Ok(match what.to_lowercase().as_str() {
        "board" | "orientation" => Setting::Orientation(match value.as_str() {
            "mine" | "me" => Orientation::Mine,
            "turn" => Orientation::SideToMove,
            "white" => Orientation::White,
            _ => return Err(CommandError::Setting),
        }),
        "theme" => Setting::Theme(
            Theme::ALL
                .into_iter()
                .find(|t| t.name() == value)
                .ok_or(CommandError::Setting)?,
        ),
        "language" | "lang" => Setting::Language(
            Language::ALL
                .into_iter()
                .find(|l| l.code() == value)
                .ok_or(CommandError::Setting)?,
        ),
        _ => return Err(CommandError::Setting),
    })
}

/// `notify`, `notify dm on|off`, `notify digest on|off`.
fn notify_setting(args: &[&str]) -> Result<Option<NotifySetting>, CommandError> {
    let [what, value] = args else {
        return match args {
            [] => Ok(None),
            [word] if word.eq_ignore_ascii_case("status") => Ok(None),
            _ => Err(CommandError::Notify),
        };
    };
    let on = match value.to_lowercase().as_str() {
        "on" | "yes" => true,
        "off" | "no" => false,
        _ => return Err(CommandError::Notify),
    };
    match what.to_lowercase().as_str() {
        "dm" | "dms" | "direct" | "private" => Ok(Some(NotifySetting::DirectMessages(on))),
        "digest" | "daily" => Ok(Some(NotifySetting::Digest(on))),
        _ => Err(CommandError::Notify),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(text: &str) -> Command {
        parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .command
    }

    #[test]
    fn moves_with_and_without_slash_and_bot_name() {
        for text in [
            "move e4",
            "/move e4",
            "/move@kibitzbot e4",
            "MOVE e4",
            "  move   e4 ",
        ] {
            assert_eq!(command(text), Command::Move("e4".into()), "{text}");
        }
        assert_eq!(command("move e2 e4"), Command::Move("e2 e4".into()));
        assert_eq!(parse("move"), Err(CommandError::MissingMove));
    }

    #[test]
    fn games_are_named_anywhere_in_the_message() {
        for text in ["#12 move e4", "move e4 #12", "move game:12 e4"] {
            let r = parse(text).expect("reads");
            assert_eq!(r.game, Some(GameId(12)), "{text}");
            assert_eq!(r.command, Command::Move("e4".into()));
        }
        assert_eq!(parse("#1 resign #1").map(|r| r.game), Ok(Some(GameId(1))));
        assert_eq!(
            parse("#1 resign #2"),
            Err(CommandError::TwoGames(GameId(1), GameId(2)))
        );
        assert_eq!(parse("resign #x1"), Err(CommandError::GameId("#x1".into())));
        let pressed = parse("move Nbd2 #7 ply:12").expect("a button's command reads");
        assert_eq!((pressed.game, pressed.ply), (Some(GameId(7)), Some(12)));
        assert_eq!(
            parse("move e4 ply:x"),
            Err(CommandError::Ply("ply:x".into()))
        );
    }

    #[test]
    fn the_bot_is_challenged_by_name_or_by_a_level() {
        let bot = |variant, color, level| Command::PlayBot {
            variant,
            color,
            time: TimeControl::Unlimited,
            level,
        };
        assert_eq!(
            command("play bot"),
            bot(Variant::Standard, ColorChoice::Random, DEFAULT_BOT_LEVEL)
        );
        assert_eq!(
            command("challenge @Kibitz immortal black level 8"),
            bot(Variant::Immortal, ColorChoice::Black, 8)
        );
        assert_eq!(
            command("challenge level 1 football"),
            bot(Variant::Football, ColorChoice::Random, 1)
        );
        assert_eq!(
            command("play kibitz white days 3"),
            Command::PlayBot {
                variant: Variant::Standard,
                color: ColorChoice::White,
                time: TimeControl::DaysPerMove(3),
                level: DEFAULT_BOT_LEVEL,
            }
        );
        assert_eq!(
            parse("play bot level 0"),
            Err(CommandError::Level("0".into()))
        );
        assert_eq!(
            parse("play bot level nine"),
            Err(CommandError::Level("nine".into()))
        );
        assert_eq!(
            parse("play bot level"),
            Err(CommandError::Level(String::new()))
        );
        assert_eq!(
            parse("challenge @ann level 2"),
            Err(CommandError::LevelForPerson)
        );
        assert!(matches!(
            parse("play bot @ann"),
            Err(CommandError::Twice {
                what: "opponents",
                ..
            })
        ));
        assert!(matches!(
            parse("play bot level 2 level 3"),
            Err(CommandError::Twice { what: "levels", .. })
        ));
    }

    #[test]
    fn challenges_take_their_options_in_any_order() {
        assert_eq!(
            command("challenge"),
            Command::Challenge {
                opponent: None,
                variant: Variant::Standard,
                color: ColorChoice::Random,
                time: TimeControl::Unlimited
            }
        );
        assert_eq!(
            command("challenge days 3 black crazyhouse <@42>"),
            Command::Challenge {
                opponent: Some("<@42>".into()),
                variant: Variant::Crazyhouse,
                color: ColorChoice::Black,
                time: TimeControl::DaysPerMove(3)
            }
        );
        assert_eq!(
            command("challenge @bob 960 white 7d"),
            Command::Challenge {
                opponent: Some("@bob".into()),
                variant: Variant::Chess960,
                color: ColorChoice::White,
                time: TimeControl::DaysPerMove(7)
            }
        );
        assert_eq!(
            parse("challenge days 4"),
            Err(CommandError::Days("4".into()))
        );
        assert_eq!(
            parse("challenge days"),
            Err(CommandError::Days(String::new()))
        );
        assert!(matches!(
            parse("challenge white black"),
            Err(CommandError::Twice {
                what: "colours",
                ..
            })
        ));
        assert!(matches!(
            parse("challenge @a @b"),
            Err(CommandError::Twice {
                what: "opponents",
                ..
            })
        ));
        assert!(matches!(
            parse("challenge shogi"),
            Err(CommandError::UnexpectedWord {
                command: "challenge",
                ..
            })
        ));
    }

    #[test]
    fn simple_commands_refuse_extra_words() {
        assert_eq!(command("resign"), Command::Resign);
        assert_eq!(command("/games"), Command::Games);
        let err = parse("resign now").expect_err("refused");
        assert_eq!(err.to_string(), "`resign` does not understand `now`.");
    }

    #[test]
    fn help_rules_and_settings() {
        assert_eq!(command("help"), Command::Help(None));
        assert_eq!(command("help /Move"), Command::Help(Some("move".into())));
        assert_eq!(
            command("rules atomic"),
            Command::Rules(Some(Variant::Atomic))
        );
        assert!(parse("rules chess2").is_err());
        assert_eq!(
            command("set board turn"),
            Command::Set(Setting::Orientation(Orientation::SideToMove))
        );
        assert_eq!(
            command("set theme Blue"),
            Command::Set(Setting::Theme(Theme::Blue))
        );
        assert_eq!(
            command("set language ru"),
            Command::Set(Setting::Language(Language::Ru))
        );
        assert_eq!(parse("set theme green"), Err(CommandError::Setting));
        assert_eq!(
            command("notify dm on"),
            Command::Notify(Some(NotifySetting::DirectMessages(true)))
        );
        assert_eq!(
            command("notify Digest OFF"),
            Command::Notify(Some(NotifySetting::Digest(false)))
        );
        assert_eq!(command("notify"), Command::Notify(None));
        assert_eq!(parse("notify dm maybe"), Err(CommandError::Notify));
        assert_eq!(parse("notify sms on"), Err(CommandError::Notify));
        assert_eq!(parse("notify dm"), Err(CommandError::Notify));
    }

    #[test]
    fn bad_input_is_answered_precisely() {
        assert_eq!(parse(""), Err(CommandError::Empty));
        assert_eq!(parse(" \u{200B} "), Err(CommandError::Empty));
        assert_eq!(
            parse("mo\u{200B}ve e4").map(|r| r.command),
            Ok(Command::Move("e4".into()))
        );
        assert_eq!(
            parse("move e4\u{0007}"),
            Err(CommandError::ControlCharacters)
        );
        let long = "move ".to_owned() + &"e".repeat(400);
        assert_eq!(parse(&long), Err(CommandError::TooLong { chars: 405 }));
        let err = parse("mvoe e4").expect_err("unknown");
        assert_eq!(
            err.to_string(),
            "Unknown command `mvoe`; did you mean `move`?"
        );
        let err = parse("'; DROP TABLE games; --").expect_err("unknown");
        assert_eq!(err.to_string(), "Unknown command `';`; try `help`.");
        assert!(parse("♔♕♖♗♘♙ 象棋 шахматы").is_err());
    }

    #[test]
    fn every_refusal_reads_in_both_languages() {
        let refusals = [
            "",
            &"x".repeat(301),
            "move\u{1}",
            "mvoe",
            "zzzz",
            "move",
            "resign now",
            "challenge shogi",
            "rules chess2",
            "challenge white black",
            "challenge atomic horde",
            "challenge @a @b",
            "challenge days 1 days 2",
            "challenge days 4",
            "challenge days",
            "resign #x",
            "resign #1 #2",
            "move e4 ply:-1",
            "set colour red",
        ];
        for text in refusals {
            let err = parse(text).expect_err(text);
            let en = err.text().write(Language::En);
            let ru = err.text().write(Language::Ru);
            assert!(
                !en.is_empty() && !ru.is_empty() && en != ru,
                "{text}: {en} / {ru}"
            );
            assert!(!en.contains('{') && !ru.contains('{'), "{en} / {ru}");
        }
    }
}
