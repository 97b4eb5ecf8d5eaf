//! What the command table is made of: a command's row ([`Spec`]), how it
//! reads and is written ([`Form`], [`Family`]), and the options it takes as
//! a slash command ([`OptionSpec`]), each saying which term of the command
//! it fills ([`Term`]), as the same word typed would.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::error::CommandError;
use super::error::cut;
use super::given::OptionValue;
use super::request::{Command, NumberOf, Numbered};

/// One command of the table.
pub struct Spec {
    /// Its word, as typed (`move`) and as a slash command (`/move`).
    pub name: &'static str,
    /// Other words for it, read as its own: Russian, so that `ход e4`,
    /// `сдаюсь` and `ничья` work as typed (the first is its Russian name
    /// on Discord). Buttons and menus keep its word.
    pub words: &'static [&'static str],
    /// The command it is another word for (`play`, for `challenge`).
    pub alias_of: Option<&'static str>,
    /// The message `help <name>` answers with.
    pub help: &'static str,
    /// Its line in Telegram's command menu, when listed there.
    pub telegram: Option<&'static str>,
    /// Its description as a Discord slash command, when it is one.
    pub discord: Option<&'static str>,
    /// The options it takes as a slash command.
    pub options: &'static [OptionSpec],
    /// How it reads.
    pub form: Form,
    /// What of a typed message its reader takes.
    pub reads: Reads,
    /// Whether it may start a game (or asks for games in threads): where
    /// it is typed, the platform must say whether a thread or topic can be
    /// opened.
    pub starts_games: bool,
}

/// How a command reads from words and options.
pub enum Form {
    /// Nothing but (at most) the number of its game, challenge or
    /// tournament: the command is the row itself ([`Command::Numbered`]).
    Number,
    /// The commands of a family of its own reader, which this row `owns`
    /// (the row a command is written under is the one that owns it).
    Family {
        /// Its readers.
        family: &'static Family,
        /// Whether a command is this row's.
        owns: fn(&Command) -> bool,
    },
}

/// What of a typed message a command's reader takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reads {
    /// Its words, the game's number and a button's `ply:` taken out
    /// wherever they stand.
    Words,
    /// The rest of the message whole, lines and `#` marks included, when
    /// it is more than numbers and marks (a record pasted after
    /// `analyse`).
    Whole,
    /// Its words, the last of them its number when it follows at most one
    /// other word (`tournament cancel 3`).
    NumberLast,
}

/// The words a family's reader reads: those after the command's word.
pub struct Words<'a> {
    /// The words, marks and numbers taken out.
    pub args: &'a [&'a str],
    /// Whether a word names this bot (the platform's mentions of it).
    pub names_bot: &'a dyn Fn(&str) -> bool,
    /// The row a word names in the table the command was read by (to
    /// read a command named in its words: `help move`).
    pub named: &'a dyn Fn(&str) -> Option<&'static Spec>,
}

/// A slash command's option as given: the table's option and its value
/// (a text's game and `ply:` marks taken out).
pub type Given = (&'static OptionSpec, OptionValue);

/// How the commands of a family read: typed words and a slash command's
/// options fill the same terms, which make the command (its `Display`
/// writes it back, see [`super::written`]).
pub struct Family {
    /// Reads the words after a command's word.
    pub read: fn(&'static Spec, &Words<'_>) -> Result<Command, CommandError>,
    /// Reads a slash command's options (its numbers taken out).
    pub options: fn(&'static Spec, &[Given]) -> Result<Command, CommandError>,
}

impl fmt::Debug for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Spec({})", self.name)
    }
}

impl PartialEq for Spec {
    /// The same command: names are unique.
    fn eq(&self, other: &Spec) -> bool {
        self.name == other.name
    }
}

impl Eq for Spec {}

impl PartialEq<Spec> for Numbered {
    /// Whether it is the command of the row `spec`.
    fn eq(&self, spec: &Spec) -> bool {
        self.name == spec.name
    }
}

impl Hash for Spec {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

/// An option of a slash command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name.
    pub name: &'static str,
    /// The message that describes it.
    pub description: &'static str,
    /// What it takes.
    pub kind: OptionKind,
    /// What it says of the command.
    pub term: Term,
}

/// What an option says of its command: the term it fills, as the same
/// word typed would.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    /// The number of the game it is about.
    Game,
    /// The number of the challenge it answers.
    Challenge,
    /// Who is challenged.
    Opponent,
    /// The player it is about.
    Player,
    /// A variant.
    Variant,
    /// A colour.
    Color,
    /// Days per move.
    Days,
    /// A live game's clock.
    Clock,
    /// The bot's level.
    Level,
    /// A position to start from.
    Position,
    /// A line of moves to start after.
    Line,
    /// Rated or casual.
    Rated,
    /// A move.
    Move,
    /// Conditional lines.
    Lines,
    /// A game's record or a position to analyse.
    Record,
    /// A puzzle theme.
    Theme,
    /// An offer declined.
    Offer,
    /// One's own games only.
    Mine,
    /// The leaderboard of everywhere.
    Global,
    /// The puzzle leaderboard.
    Puzzles,
    /// A speed standard chess is rated at.
    Speed,
    /// A page of a list.
    Page,
    /// A command `help` tells of.
    Topic,
    /// On or off.
    Switch,
    /// A setting (a subcommand named as the setting's word) with its value.
    Setting,
    /// The number of the tournament it is about.
    Tournament,
    /// A tournament's format.
    Format,
    /// A Swiss's rounds.
    Rounds,
    /// A round-robin played twice.
    Double,
    /// An arena's minutes.
    Minutes,
    /// The days a correspondence tournament's round may last.
    RoundDays,
    /// When a tournament starts.
    Starts,
    /// A one-time code of `link`.
    Code,
    /// The opponents' ratings a seek will play.
    Range,
    /// The user's seek withdrawn.
    Withdraw,
    /// An open challenge to share as a link.
    Link,
}

/// What an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A user: the one challenged, or the bot itself.
    User,
    /// The number of a game or a challenge; `suggested` when the user's
    /// games are offered as they type.
    Number {
        /// Whether suggestions are offered.
        suggested: bool,
    },
    /// The bot's level, 1 to 8.
    Level,
    /// Text the user types (a move), with suggestions as they type.
    Text {
        /// The most characters.
        max: u16,
    },
    /// A position or a line of moves a game starts from (optional, no
    /// suggestions).
    SetUp,
    /// A command's name, suggested as the user types (there are more
    /// commands than a fixed list may hold).
    Topic,
    /// Text of moves the user types, optional, without suggestions.
    Lines {
        /// The most characters.
        max: u16,
    },
    /// One of a fixed list.
    Choice {
        /// The list.
        choices: Choices,
        /// Whether it must be given.
        required: bool,
    },
    /// A subcommand, with its own options.
    Sub(&'static [OptionSpec]),
    /// True or false (optional).
    Flag,
    /// A game's record or a position, pasted whole (optional, without
    /// suggestions, read as given: no game number is taken out of it).
    Record {
        /// The most characters.
        max: u16,
    },
}

/// The fixed lists options choose from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choices {
    /// Every variant.
    Variants,
    /// White, black, random.
    Colors,
    /// The days per move a correspondence game may give.
    Days,
    /// The live clocks lichess's lobby offers.
    Clocks,
    /// The speeds standard chess is rated at.
    Speeds,
    /// How the board is turned.
    Orientations,
    /// The board's colours.
    Themes,
    /// The languages replies are written in.
    Languages,
    /// The languages a chat's posts may be written in, or none (each
    /// reader's own).
    ChatLanguages,
    /// Where a chat's games are played: `thread`, `here`.
    GamesPlaces,
    /// On or off.
    Switch,
    /// A draw offer or a takeback request.
    Offers,
    /// The formats a tournament may be created in.
    TournamentFormats,
}

impl Spec {
    /// Whether a command is this row's.
    pub fn owns(&self, command: &Command) -> bool {
        match &self.form {
            Form::Number => matches!(command, Command::Numbered(row) if row.name == self.name),
            Form::Family { owns, .. } => owns(command),
        }
    }

    /// The command this row is, when its form is [`Form::Number`] (a
    /// family's row is no one command: the command its name makes is owned
    /// by no row, and no domain carries it out).
    pub fn command(&self) -> Command {
        let number = if self.names_tournaments() {
            NumberOf::Tournament
        } else if self.answers_challenges() {
            NumberOf::Challenge
        } else {
            NumberOf::Game
        };
        Command::Numbered(Numbered {
            name: self.name,
            number,
            starts_games: self.starts_games,
        })
    }

    /// Whether the number it is given names a tournament.
    pub fn names_tournaments(&self) -> bool {
        self.options
            .iter()
            .any(|option| option.term == Term::Tournament)
    }

    /// A command that takes nothing but the number of its game (or, with
    /// `number` [`CHALLENGE_NUMBER`] or a tournament's, of its challenge or
    /// tournament): `name` (with its other `words`), helped by the message
    /// `help`, in Telegram's menu as `telegram` when listed there,
    /// described to Discord as `discord`.
    pub const fn numbered(
        (name, words): (&'static str, &'static [&'static str]),
        number: &'static [OptionSpec],
        help: &'static str,
        telegram: Option<&'static str>,
        discord: &'static str,
    ) -> Spec {
        Spec {
            name,
            words,
            alias_of: None,
            help,
            telegram,
            discord: Some(discord),
            options: number,
            form: Form::Number,
            reads: Reads::Words,
            starts_games: false,
        }
    }

    /// The same row, which may start a game.
    pub const fn starting_games(self) -> Spec {
        Spec {
            starts_games: true,
            ..self
        }
    }

    /// Whether it takes the number of a game or of a challenge.
    pub fn takes_a_number(&self) -> bool {
        self.options
            .iter()
            .any(|option| matches!(option.term, Term::Game | Term::Challenge | Term::Tournament))
    }

    /// Whether a number standing alone after its word is the number of its
    /// game or challenge (`pgn 2` as `pgn #2`): it takes one, and no text
    /// a number could be part of (a move, conditional lines).
    pub fn reads_a_lone_number(&self) -> bool {
        self.takes_a_number()
            && !self.options.iter().any(|option| {
                matches!(
                    option.kind,
                    OptionKind::Text { .. } | OptionKind::Lines { .. }
                )
            })
    }

    /// Whether it answers a challenge (one made in a server's channel, so
    /// answered there).
    pub fn answers_challenges(&self) -> bool {
        self.options
            .iter()
            .any(|option| option.term == Term::Challenge)
    }

    /// Its option named `name`.
    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|option| option.name == name)
    }

    /// The refusal of an option it does not take (or not of that kind).
    pub fn unknown(&self, option: &str) -> CommandError {
        CommandError::UnknownOption {
            command: self.name,
            option: cut(option),
        }
    }
}

/// The `value` of a subcommand, one of `choices`, described as the
/// subcommand is.
pub const fn setting_value(description: &'static str, choices: Choices) -> [OptionSpec; 1] {
    [OptionSpec {
        name: "value",
        description,
        kind: OptionKind::Choice {
            choices,
            required: true,
        },
        term: Term::Setting,
    }]
}

/// `game`: one of the user's games here, suggested as they type.
pub const GAME: OptionSpec = OptionSpec {
    name: "game",
    description: "discord-option-game",
    kind: OptionKind::Number { suggested: true },
    term: Term::Game,
};

/// `challenge`: a challenge's number.
pub const CHALLENGE_NUMBER: OptionSpec = OptionSpec {
    name: "challenge",
    description: "discord-option-challenge",
    kind: OptionKind::Number { suggested: false },
    term: Term::Challenge,
};

/// `variant`: one variant, optional.
pub const VARIANT: OptionSpec = OptionSpec {
    name: "variant",
    description: "discord-option-variant",
    kind: OptionKind::Choice {
        choices: Choices::Variants,
        required: false,
    },
    term: Term::Variant,
};

/// `days`: days per move, one of those allowed.
pub const DAYS: OptionSpec = OptionSpec {
    name: "days",
    description: "discord-option-days",
    kind: OptionKind::Choice {
        choices: Choices::Days,
        required: false,
    },
    term: Term::Days,
};

/// `clock`: one of the live clocks lichess's lobby offers.
pub const CLOCK: OptionSpec = OptionSpec {
    name: "clock",
    description: "discord-option-clock",
    kind: OptionKind::Choice {
        choices: Choices::Clocks,
        required: false,
    },
    term: Term::Clock,
};

/// `custom-clock`: any other live clock, typed (`7+2`).
pub const CUSTOM_CLOCK: OptionSpec = OptionSpec {
    name: "custom-clock",
    description: "discord-option-custom-clock",
    kind: OptionKind::Lines { max: 16 },
    term: Term::Clock,
};

/// `rated`: whether the games count for ratings.
pub const RATED: OptionSpec = OptionSpec {
    name: "rated",
    description: "discord-option-rated",
    kind: OptionKind::Flag,
    term: Term::Rated,
};
