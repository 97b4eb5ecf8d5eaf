//! Who speaks and where: the platform, its users and its chats.

use std::fmt;

use crate::i18n::Language;

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
    /// The stable name stored with players and channels.
    pub const fn name(self) -> &'static str {
        match self {
            Platform::Console => "console",
            Platform::Discord => "discord",
            Platform::Telegram => "telegram",
        }
    }

    /// How a user is mentioned in a message on this platform.
    pub fn mention(self, user_id: &str, name: &str) -> String {
        match self {
            Platform::Discord => format!("<@{user_id}>"),
            Platform::Console | Platform::Telegram => format!("@{name}"),
        }
    }

    /// The platform of a stored name.
    pub fn from_name(name: &str) -> Option<Platform> {
        [Platform::Console, Platform::Discord, Platform::Telegram]
            .into_iter()
            .find(|p| p.name() == name)
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A user of a platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Actor {
    /// The platform.
    pub platform: Platform,
    /// The user's id there.
    pub user_id: String,
    /// The name shown (kept up to date in the store).
    pub name: String,
    /// The language the platform says the user reads (Discord's `locale`,
    /// Telegram's `language_code`), when it is one replies are written in.
    pub locale: Option<Language>,
}

impl Actor {
    /// A user.
    pub fn new(platform: Platform, user_id: impl Into<String>, name: impl Into<String>) -> Actor {
        Actor {
            platform,
            user_id: user_id.into(),
            name: name.into(),
            locale: None,
        }
    }

    /// The same user, reading `locale` as the platform says (`ru`,
    /// `ru-RU`, `en-GB`); a locale replies are not written in is ignored.
    pub fn speaking(mut self, locale: Option<&str>) -> Actor {
        self.locale = locale.and_then(Language::from_code);
        self
    }

    /// The user's mention as the platform writes it.
    pub fn mention(&self) -> String {
        self.platform.mention(&self.user_id, &self.name)
    }

    /// Whether `other` is the same user (whatever name either shows).
    pub fn is(&self, other: &Actor) -> bool {
        self.platform == other.platform && self.user_id == other.user_id
    }
}

/// A chat: a Discord channel, a Telegram chat, the console room.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// The platform.
    pub platform: Platform,
    /// The chat's id there.
    pub channel_id: String,
    /// The community the chat belongs to, when it is not one of its own:
    /// a Discord channel's server. Its leaderboards are the community's.
    pub community: Option<String>,
    /// Whether it is a private chat between the bot and one user (a
    /// direct message), where that user's own settings decide how a board
    /// is turned; in a shared chat the side to move is at the bottom.
    pub direct: bool,
    /// The chat a thread or forum topic belongs to, when this is one: the
    /// settings its managers chose there apply here too.
    pub parent: Option<String>,
}

impl Place {
    /// A chat that is its own community (a Telegram chat, a direct message).
    pub fn new(platform: Platform, channel_id: impl Into<String>) -> Place {
        Place {
            platform,
            channel_id: channel_id.into(),
            community: None,
            direct: false,
            parent: None,
        }
    }

    /// The same chat, as a private chat between the bot and one user.
    pub fn as_direct(mut self) -> Place {
        self.direct = true;
        self
    }

    /// The same chat, as a thread or topic of the chat `parent`.
    pub fn in_thread_of(mut self, parent: impl Into<String>) -> Place {
        self.parent = Some(parent.into());
        self
    }

    /// The chat a thread of this one is opened in: its parent when this is
    /// a thread itself (threads do not nest), else this chat.
    pub fn home(&self) -> Place {
        match &self.parent {
            Some(parent) => Place {
                channel_id: parent.clone(),
                parent: None,
                ..self.clone()
            },
            None => self.clone(),
        }
    }

    /// The same chat, in a community (a Discord server).
    pub fn in_community(mut self, community: impl Into<String>) -> Place {
        self.community = Some(community.into());
        self
    }
}
