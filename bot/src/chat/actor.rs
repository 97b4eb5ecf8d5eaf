//! Who speaks, where, and what they said: the platform-neutral form in
//! which every adapter hands a message to the service.

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
}

impl Actor {
    /// A user.
    pub fn new(platform: Platform, user_id: impl Into<String>, name: impl Into<String>) -> Actor {
        Actor {
            platform,
            user_id: user_id.into(),
            name: name.into(),
        }
    }

    /// The user's mention as the platform writes it.
    pub fn mention(&self) -> String {
        self.platform.mention(&self.user_id, &self.name)
    }
}

/// A chat: a Discord channel, a Telegram chat, the console room.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// The platform.
    pub platform: Platform,
    /// The chat's id there.
    pub channel_id: String,
}

impl Place {
    /// A chat.
    pub fn new(platform: Platform, channel_id: impl Into<String>) -> Place {
        Place {
            platform,
            channel_id: channel_id.into(),
        }
    }
}

/// A message to the bot: its text, and the users the platform says it
/// mentions (so that `@name` and `<@123>` reach the right person).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    /// The text as typed, or the command a button carries.
    pub text: String,
    /// The users mentioned, each with the mention as written in the text.
    pub mentions: Vec<(String, Actor)>,
    /// Mentions, as written in the text, that the platform says name
    /// another bot: no one to play a game with.
    pub bots: Vec<String>,
}

impl Message {
    /// A message with no resolved mentions.
    pub fn text(text: impl Into<String>) -> Message {
        Message {
            text: text.into(),
            ..Message::default()
        }
    }

    /// Adds a mentioned user.
    pub fn mentioning(mut self, written: impl Into<String>, user: Actor) -> Message {
        self.mentions.push((written.into(), user));
        self
    }
}
