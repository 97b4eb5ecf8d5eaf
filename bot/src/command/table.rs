//! The one command table: every command's word, its help, where the chat
//! platforms list it (Telegram's command menu, Discord's slash commands)
//! and the options it takes there. Telegram's menu, Discord's command
//! definitions, `help` and the parser's list of words all come from here.

/// The longest text of conditional lines a command holds, in characters.
pub const MAX_PREMOVE_CHARS: usize = 240;

/// What a command does, by the word that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    /// Challenge someone, anyone, or the bot.
    Challenge,
    /// Another word for `challenge`, mostly `play bot`.
    Play,
    /// Accept a challenge.
    Accept,
    /// Decline a challenge.
    Decline,
    /// Withdraw one's challenge.
    Cancel,
    /// Play a move.
    Move,
    /// Show the board.
    Board,
    /// Offer or accept a draw.
    Draw,
    /// Resign.
    Resign,
    /// Ask for or agree to a takeback.
    Takeback,
    /// Abort a game.
    Abort,
    /// Give the opponent one more day on their move.
    MoreTime,
    /// One's own link to a game's page.
    Page,
    /// Leave conditional moves.
    Premove,
    /// Stop one's clocks for a while.
    Vacation,
    /// Claim a draw.
    Claim,
    /// List the games being played here, or one's own.
    Games,
    /// A player's ratings and results.
    Profile,
    /// A player's finished games.
    History,
    /// The leaderboard.
    Top,
    /// Play a finished game again, colours swapped.
    Rematch,
    /// A game as an animation.
    Gif,
    /// A game's record.
    Pgn,
    /// A game's position as text.
    Fen,
    /// How the variants are played.
    Rules,
    /// Change a setting.
    Set,
    /// Direct messages and digests.
    Notify,
    /// Help.
    Help,
}

/// One command of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// What it does.
    pub verb: Verb,
    /// Its word, as typed (`move`) and as a slash command (`/move`).
    pub name: &'static str,
    /// The command it is another word for, if it is one.
    pub alias_of: Option<Verb>,
    /// The message `help <name>` answers with.
    pub help: &'static str,
    /// Its line in Telegram's command menu, when listed there.
    pub telegram: Option<&'static str>,
    /// Its description as a Discord slash command, when it is one.
    pub discord: Option<&'static str>,
    /// The options it takes as a slash command.
    pub options: &'static [OptionSpec],
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
}

/// `game`: one of the user's games here, suggested as they type.
const GAME: OptionSpec = OptionSpec {
    name: "game",
    description: "discord-option-game",
    kind: OptionKind::Number { suggested: true },
};

/// `challenge`: a challenge's number.
const CHALLENGE_NUMBER: OptionSpec = OptionSpec {
    name: "challenge",
    description: "discord-option-challenge",
    kind: OptionKind::Number { suggested: false },
};

/// `user`: the player a command is about (the caller when not given).
const USER: OptionSpec = OptionSpec {
    name: "user",
    description: "discord-option-user",
    kind: OptionKind::User,
};

/// `variant`: one variant, optional.
const VARIANT: OptionSpec = OptionSpec {
    name: "variant",
    description: "discord-option-variant",
    kind: OptionKind::Choice {
        choices: Choices::Variants,
        required: false,
    },
};

/// `page`: a page of a list.
const PAGE: OptionSpec = OptionSpec {
    name: "page",
    description: "discord-option-page",
    kind: OptionKind::Number { suggested: false },
};

const CHALLENGE_OPTIONS: [OptionSpec; 8] = [
    OptionSpec {
        name: "opponent",
        description: "discord-option-opponent",
        kind: OptionKind::User,
    },
    OptionSpec {
        name: "variant",
        description: "discord-option-variant",
        kind: OptionKind::Choice {
            choices: Choices::Variants,
            required: false,
        },
    },
    OptionSpec {
        name: "color",
        description: "discord-option-color",
        kind: OptionKind::Choice {
            choices: Choices::Colors,
            required: false,
        },
    },
    OptionSpec {
        name: "days",
        description: "discord-option-days",
        kind: OptionKind::Choice {
            choices: Choices::Days,
            required: false,
        },
    },
    OptionSpec {
        name: "level",
        description: "discord-option-level",
        kind: OptionKind::Level,
    },
    OptionSpec {
        name: "fen",
        description: "discord-option-fen",
        kind: OptionKind::SetUp,
    },
    OptionSpec {
        name: "moves",
        description: "discord-option-moves",
        kind: OptionKind::SetUp,
    },
    OptionSpec {
        name: "rated",
        description: "discord-option-rated",
        kind: OptionKind::Flag,
    },
];

const MOVE_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "move",
        description: "discord-option-move",
        kind: OptionKind::Text { max: 40 },
    },
    GAME,
];

/// `premove`'s options: the lines to add (none: show the lines; `clear`:
/// drop them), and the game.
const PREMOVE_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "lines",
        description: "discord-option-premove-lines",
        kind: OptionKind::Lines {
            max: MAX_PREMOVE_CHARS as u16,
        },
    },
    GAME,
];

/// The `value` of a subcommand, one of `choices`, described as the
/// subcommand is.
const fn value(description: &'static str, choices: Choices) -> [OptionSpec; 1] {
    [OptionSpec {
        name: "value",
        description,
        kind: OptionKind::Choice {
            choices,
            required: true,
        },
    }]
}

const SET_OPTIONS: [OptionSpec; 5] = [
    OptionSpec {
        name: "board",
        description: "discord-option-set-board",
        kind: OptionKind::Sub(&value("discord-option-set-board", Choices::Orientations)),
    },
    OptionSpec {
        name: "theme",
        description: "discord-option-set-theme",
        kind: OptionKind::Sub(&value("discord-option-set-theme", Choices::Themes)),
    },
    OptionSpec {
        name: "language",
        description: "discord-option-set-language",
        kind: OptionKind::Sub(&value("discord-option-set-language", Choices::Languages)),
    },
    OptionSpec {
        name: "chat",
        description: "discord-option-set-chat",
        kind: OptionKind::Sub(&value("discord-option-set-chat", Choices::ChatLanguages)),
    },
    OptionSpec {
        name: "games",
        description: "discord-option-set-games",
        kind: OptionKind::Sub(&value("discord-option-set-games", Choices::GamesPlaces)),
    },
];

/// `vacation`'s option: on or off (none: how much is left).
const VACATION_OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: "value",
    description: "discord-option-vacation",
    kind: OptionKind::Choice {
        choices: Choices::Switch,
        required: false,
    },
}];

const NOTIFY_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "dm",
        description: "discord-option-notify-dm",
        kind: OptionKind::Sub(&value("discord-option-notify-dm", Choices::Switch)),
    },
    OptionSpec {
        name: "digest",
        description: "discord-option-notify-digest",
        kind: OptionKind::Sub(&value("discord-option-notify-digest", Choices::Switch)),
    },
];

/// A command that acts on one game and takes its number.
const fn game_command(
    verb: Verb,
    name: &'static str,
    help: &'static str,
    telegram: Option<&'static str>,
    discord: &'static str,
) -> Spec {
    Spec {
        verb,
        name,
        alias_of: None,
        help,
        telegram,
        discord: Some(discord),
        options: &[GAME],
    }
}

/// Every command, in the order menus list them.
pub const COMMANDS: [Spec; 28] = [
    Spec {
        verb: Verb::Challenge,
        name: "challenge",
        alias_of: None,
        help: "help-challenge",
        telegram: Some("telegram-command-challenge"),
        discord: Some("discord-command-challenge"),
        options: &CHALLENGE_OPTIONS,
    },
    Spec {
        verb: Verb::Play,
        name: "play",
        alias_of: Some(Verb::Challenge),
        help: "help-challenge",
        telegram: None,
        discord: None,
        options: &[],
    },
    Spec {
        verb: Verb::Accept,
        name: "accept",
        alias_of: None,
        help: "help-accept",
        telegram: Some("telegram-command-accept"),
        discord: Some("discord-command-accept"),
        options: &[CHALLENGE_NUMBER],
    },
    Spec {
        verb: Verb::Decline,
        name: "decline",
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
            },
            GAME,
        ],
    },
    Spec {
        verb: Verb::Cancel,
        name: "cancel",
        alias_of: None,
        help: "help-accept",
        telegram: None,
        discord: Some("discord-command-cancel"),
        options: &[CHALLENGE_NUMBER],
    },
    Spec {
        verb: Verb::Move,
        name: "move",
        alias_of: None,
        help: "help-move",
        telegram: Some("telegram-command-move"),
        discord: Some("discord-command-move"),
        options: &MOVE_OPTIONS,
    },
    game_command(
        Verb::Board,
        "board",
        "help-board",
        Some("telegram-command-board"),
        "discord-command-board",
    ),
    game_command(
        Verb::Draw,
        "draw",
        "help-draw",
        Some("telegram-command-draw"),
        "discord-command-draw",
    ),
    game_command(
        Verb::Resign,
        "resign",
        "help-resign",
        Some("telegram-command-resign"),
        "discord-command-resign",
    ),
    game_command(
        Verb::Takeback,
        "takeback",
        "help-takeback",
        Some("telegram-command-takeback"),
        "discord-command-takeback",
    ),
    game_command(
        Verb::Abort,
        "abort",
        "help-abort",
        None,
        "discord-command-abort",
    ),
    game_command(
        Verb::MoreTime,
        "moretime",
        "help-moretime",
        None,
        "discord-command-moretime",
    ),
    game_command(
        Verb::Page,
        "page",
        "help-page",
        None,
        "discord-command-page",
    ),
    Spec {
        verb: Verb::Premove,
        name: "premove",
        alias_of: None,
        help: "help-premove",
        telegram: None,
        discord: Some("discord-command-premove"),
        options: &PREMOVE_OPTIONS,
    },
    Spec {
        verb: Verb::Vacation,
        name: "vacation",
        alias_of: None,
        help: "help-vacation",
        telegram: None,
        discord: Some("discord-command-vacation"),
        options: &VACATION_OPTIONS,
    },
    game_command(
        Verb::Claim,
        "claim",
        "help-claim",
        None,
        "discord-command-claim",
    ),
    Spec {
        verb: Verb::Games,
        name: "games",
        alias_of: None,
        help: "help-games",
        telegram: Some("telegram-command-games"),
        discord: Some("discord-command-games"),
        options: &[OptionSpec {
            name: "mine",
            description: "discord-option-mine",
            kind: OptionKind::Flag,
        }],
    },
    Spec {
        verb: Verb::Profile,
        name: "profile",
        alias_of: None,
        help: "help-profile",
        telegram: Some("telegram-command-profile"),
        discord: Some("discord-command-profile"),
        options: &[USER],
    },
    Spec {
        verb: Verb::History,
        name: "history",
        alias_of: None,
        help: "help-history",
        telegram: Some("telegram-command-history"),
        discord: Some("discord-command-history"),
        options: &[USER, VARIANT, PAGE],
    },
    Spec {
        verb: Verb::Top,
        name: "top",
        alias_of: None,
        help: "help-top",
        telegram: Some("telegram-command-top"),
        discord: Some("discord-command-top"),
        options: &[
            VARIANT,
            OptionSpec {
                name: "global",
                description: "discord-option-global",
                kind: OptionKind::Flag,
            },
            PAGE,
        ],
    },
    game_command(
        Verb::Rematch,
        "rematch",
        "help-rematch",
        None,
        "discord-command-rematch",
    ),
    game_command(Verb::Gif, "gif", "help-pgn", None, "discord-command-gif"),
    game_command(
        Verb::Pgn,
        "pgn",
        "help-pgn",
        Some("telegram-command-pgn"),
        "discord-command-pgn",
    ),
    game_command(Verb::Fen, "fen", "help-pgn", None, "discord-command-fen"),
    Spec {
        verb: Verb::Rules,
        name: "rules",
        alias_of: None,
        help: "help-rules",
        telegram: Some("telegram-command-rules"),
        discord: Some("discord-command-rules"),
        options: &[OptionSpec {
            name: "variant",
            description: "discord-option-rules",
            kind: OptionKind::Choice {
                choices: Choices::Variants,
                required: false,
            },
        }],
    },
    Spec {
        verb: Verb::Set,
        name: "set",
        alias_of: None,
        help: "help-set",
        telegram: None,
        discord: Some("discord-command-set"),
        options: &SET_OPTIONS,
    },
    Spec {
        verb: Verb::Notify,
        name: "notify",
        alias_of: None,
        help: "help-notify",
        telegram: Some("telegram-command-notify"),
        discord: Some("discord-command-notify"),
        options: &NOTIFY_OPTIONS,
    },
    Spec {
        verb: Verb::Help,
        name: "help",
        alias_of: None,
        help: "help-help",
        telegram: Some("telegram-command-help"),
        discord: Some("discord-command-help"),
        options: &[OptionSpec {
            name: "command",
            description: "discord-option-help",
            kind: OptionKind::Topic,
        }],
    },
];

impl Verb {
    /// The verb's line of the table.
    pub fn spec(self) -> &'static Spec {
        COMMANDS
            .iter()
            .find(|spec| spec.verb == self)
            .expect("every verb has its line in the table")
    }

    /// The word that names it.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The verb a word names (in lower case): the table's word or one of
    /// its [`ALIASES`].
    pub fn named(word: &str) -> Option<Verb> {
        COMMANDS
            .iter()
            .map(|spec| (spec.name, spec.verb))
            .chain(ALIASES)
            .find(|(name, _)| *name == word)
            .map(|(_, verb)| verb)
    }
}

/// Other words for commands, read as the command's own word: Russian,
/// so that `ход e4`, `сдаюсь` and `ничья` work as typed. Buttons and menus
/// keep the table's words.
pub const ALIASES: [(&str, Verb); 31] = [
    ("вызов", Verb::Challenge),
    ("играть", Verb::Play),
    ("принять", Verb::Accept),
    ("принимаю", Verb::Accept),
    ("отклонить", Verb::Decline),
    ("отказ", Verb::Decline),
    ("отменить", Verb::Cancel),
    ("ход", Verb::Move),
    ("доска", Verb::Board),
    ("ничья", Verb::Draw),
    ("сдаюсь", Verb::Resign),
    ("сдаться", Verb::Resign),
    ("возврат", Verb::Takeback),
    ("прервать", Verb::Abort),
    ("время", Verb::MoreTime),
    ("ссылка", Verb::Page),
    ("предход", Verb::Premove),
    ("отпуск", Verb::Vacation),
    ("требую", Verb::Claim),
    ("партии", Verb::Games),
    ("профиль", Verb::Profile),
    ("история", Verb::History),
    ("топ", Verb::Top),
    ("реванш", Verb::Rematch),
    ("гиф", Verb::Gif),
    ("запись", Verb::Pgn),
    ("фен", Verb::Fen),
    ("правила", Verb::Rules),
    ("настройки", Verb::Set),
    ("уведомления", Verb::Notify),
    ("помощь", Verb::Help),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_verb_has_one_line_and_every_word_names_its_verb() {
        for spec in COMMANDS {
            assert_eq!(spec.verb.spec(), &spec, "{}", spec.name);
            assert_eq!(Verb::named(spec.name), Some(spec.verb));
            assert!(
                spec.alias_of
                    .is_none_or(|verb| verb.spec().alias_of.is_none())
            );
        }
        assert_eq!(Verb::named("castle"), None);
    }

    #[test]
    fn every_russian_word_names_one_verb_and_no_table_word_twice() {
        for (i, (word, verb)) in ALIASES.iter().enumerate() {
            assert_eq!(Verb::named(word), Some(*verb), "{word}");
            assert_eq!(word.to_lowercase(), *word);
            assert!(COMMANDS.iter().all(|spec| spec.name != *word));
            assert!(ALIASES[i + 1..].iter().all(|(other, _)| other != word));
        }
    }
}
