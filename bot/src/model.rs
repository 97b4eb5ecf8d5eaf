//! The domain's small values, shared below everything else (the store, the
//! chat vocabulary, the command language): the chat platforms, the typed
//! ids of what the store keeps, and the settings players and chats store.
//! Each has its stored name here, once.

use std::fmt;

/// A chat platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Platform {
    /// The local terminal chat room.
    Console,
    /// Discord.
    Discord,
    /// Telegram.
    Telegram,
}

impl Platform {
    /// Every platform.
    pub const ALL: [Platform; 3] = [Platform::Console, Platform::Discord, Platform::Telegram];

    /// The stable name stored with players and channels.
    pub const fn name(self) -> &'static str {
        match self {
            Platform::Console => "console",
            Platform::Discord => "discord",
            Platform::Telegram => "telegram",
        }
    }

    /// The platform of a stored name.
    pub fn from_name(name: &str) -> Option<Platform> {
        Platform::ALL.into_iter().find(|p| p.name() == name)
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Declares an id of the store: an `i64` of its own type, so that a game's
/// number is never taken for a player's.
macro_rules! store_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type)]
        #[sqlx(transparent)]
        pub struct $name(pub i64);

        impl $name {
            /// The number the store gave it.
            pub const fn get(self) -> i64 {
                self.0
            }
        }
    };
}

store_id!(
    /// A game's number, as players write it (`#12`).
    GameId
);
store_id!(
    /// A challenge's number, as players write it (`#12`; challenges are
    /// numbered apart from games).
    ChallengeId
);
store_id!(
    /// A player: one user of one platform.
    PlayerId
);
store_id!(
    /// A chat the store knows: a channel, a group, a thread or topic, a
    /// direct chat.
    ChannelId
);

store_id!(
    /// A tournament's number, as players write it (`#3`; tournaments are
    /// numbered apart from games and challenges).
    TournamentId
);

impl fmt::Display for TournamentId {
    /// `#3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// How a tournament pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentFormat {
    /// Rounds paired by score (Swiss).
    Swiss,
    /// Everyone against everyone, once or twice (Berger's tables).
    RoundRobin,
    /// As many games as fit in the time, paired as players come free.
    Arena,
}

impl TournamentFormat {
    /// Every format.
    pub const ALL: [TournamentFormat; 3] = [
        TournamentFormat::Swiss,
        TournamentFormat::RoundRobin,
        TournamentFormat::Arena,
    ];

    /// The word for it in commands, storage and messages: `swiss`,
    /// `round-robin`, `arena`.
    pub const fn name(self) -> &'static str {
        match self {
            TournamentFormat::Swiss => "swiss",
            TournamentFormat::RoundRobin => "round-robin",
            TournamentFormat::Arena => "arena",
        }
    }

    /// The format a word names.
    pub fn from_name(name: &str) -> Option<TournamentFormat> {
        TournamentFormat::ALL.into_iter().find(|f| f.name() == name)
    }
}

impl fmt::Display for GameId {
    /// `#12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl fmt::Display for ChallengeId {
    /// `#12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A language replies can be written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Russian.
    Ru,
}

impl Language {
    /// Every language.
    pub const ALL: [Language; 2] = [Language::En, Language::Ru];

    /// The language's code (`en`, `ru`), for settings and storage.
    pub const fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ru => "ru",
        }
    }

    /// The language of a code, or of a platform's locale (`ru-RU`).
    pub fn from_code(code: &str) -> Option<Language> {
        let lower = code.to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or_default();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The colours a player's boards are drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Warm wood: cream and brown squares.
    #[default]
    Brown,
    /// Cool slate blue and grey.
    Blue,
    /// High contrast, for colour-blind players.
    Contrast,
}

impl Theme {
    /// Every theme, in the order menus offer them.
    pub const ALL: [Theme; 3] = [Theme::Brown, Theme::Blue, Theme::Contrast];

    /// The word for it in commands and storage.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Brown => "brown",
            Theme::Blue => "blue",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme a word names.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
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

/// Which colour a challenger wants.
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

    /// The colour chosen: the coin is tossed for `Random`.
    pub fn toss(self) -> kibitz_rules::Color {
        match self {
            ColorChoice::White => kibitz_rules::Color::White,
            ColorChoice::Black => kibitz_rules::Color::Black,
            ColorChoice::Random => {
                if rand::random::<bool>() {
                    kibitz_rules::Color::White
                } else {
                    kibitz_rules::Color::Black
                }
            }
        }
    }
}

impl From<kibitz_rules::Color> for ColorChoice {
    fn from(color: kibitz_rules::Color) -> ColorChoice {
        match color {
            kibitz_rules::Color::White => ColorChoice::White,
            kibitz_rules::Color::Black => ColorChoice::Black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stored_name_reads_back_as_what_wrote_it() {
        for platform in Platform::ALL {
            assert_eq!(Platform::from_name(platform.name()), Some(platform));
        }
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
        }
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
        }
        for orientation in Orientation::ALL {
            assert_eq!(
                Orientation::from_name(orientation.name()),
                Some(orientation)
            );
        }
        for choice in ColorChoice::ALL {
            assert_eq!(ColorChoice::from_name(choice.name()), Some(choice));
        }
        assert_eq!(Language::from_code("ru-RU"), Some(Language::Ru));
        assert_eq!(Platform::from_name("irc"), None);
    }

    #[test]
    fn games_and_challenges_are_written_as_players_write_them() {
        assert_eq!(GameId(12).to_string(), "#12");
        assert_eq!(ChallengeId(4).to_string(), "#4");
    }
}
