//! Who speaks and where: the platform, its users and its chats.

use crate::model::{Language, Platform};

/// How a user is mentioned in a message on `platform`: by id on Discord;
/// by handle elsewhere; on Telegram a user without a username by a link to
/// their id (see [`link_mention`]), never as `@firstname`.
pub fn mention_on(platform: Platform, user_id: &str, name: &str, username: Option<&str>) -> String {
    match (platform, username) {
        (Platform::Discord, _) => format!("<@{user_id}>"),
        (Platform::Console | Platform::Telegram, Some(handle)) => format!("@{handle}"),
        (Platform::Console, None) => format!("@{name}"),
        (Platform::Telegram, None) => link_mention(user_id, name),
    }
}

/// Opens a mention written as a link to a user's id (Telegram, for users
/// without a username): `LINK_OPEN id LINK_NAME name LINK_CLOSE`. These
/// are private-use characters, taken out of every name a platform gives
/// (see [`plain_name`]), so that no one can write one.
pub const LINK_OPEN: char = '\u{F8F0}';
/// Separates a link mention's id from its name.
pub const LINK_NAME: char = '\u{F8F1}';
/// Closes a link mention.
pub const LINK_CLOSE: char = '\u{F8F2}';

/// A mention of `user_id` shown as `name`, as a link to the user (the
/// Telegram adapter writes it as `tg://user?id=`).
pub fn link_mention(user_id: &str, name: &str) -> String {
    format!(
        "{LINK_OPEN}{user_id}{LINK_NAME}{}{LINK_CLOSE}",
        plain_name(name)
    )
}

/// A name as a platform gives it, without the characters that mark link
/// mentions.
pub fn plain_name(name: &str) -> String {
    name.chars()
        .filter(|c| ![LINK_OPEN, LINK_NAME, LINK_CLOSE].contains(c))
        .collect()
}

/// `text` with each link mention written by `write(user_id, name)`, and
/// the rest by `rest`.
pub fn write_link_mentions(
    text: &str,
    mut write: impl FnMut(&mut String, &str, &str),
    mut rest: impl FnMut(&mut String, &str),
) -> String {
    let mut out = String::with_capacity(text.len());
    let mut left = text;
    while let Some(open) = left.find(LINK_OPEN) {
        let after = &left[open + LINK_OPEN.len_utf8()..];
        let parts = after.split_once(LINK_CLOSE).and_then(|(inside, tail)| {
            inside
                .split_once(LINK_NAME)
                .map(|(id, name)| (id, name, tail))
        });
        let Some((id, name, tail)) = parts else {
            break;
        };
        rest(&mut out, &left[..open]);
        write(&mut out, id, name);
        left = tail;
    }
    rest(&mut out, left);
    out
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
    /// The handle the platform guarantees to be this user's alone (a
    /// Telegram or Discord username; on the console the name), by which a
    /// typed `@name` finds them; `None` when they have none.
    pub username: Option<String>,
    /// The language the platform says the user reads (Discord's `locale`,
    /// Telegram's `language_code`), when it is one replies are written in.
    pub locale: Option<Language>,
}

impl Actor {
    /// A user, shown as `name` (without the characters that mark link
    /// mentions, which no name may write; see [`plain_name`]); on the
    /// console the name is the handle, elsewhere the user has none until
    /// [`Actor::known_as`] gives it.
    pub fn new(platform: Platform, user_id: impl Into<String>, name: impl Into<String>) -> Actor {
        let name = plain_name(&name.into());
        Actor {
            platform,
            user_id: user_id.into(),
            username: (platform == Platform::Console).then(|| name.clone()),
            name,
            locale: None,
        }
    }

    /// A Telegram user, named as the bot names them wherever they come
    /// from (a chat, the Mini App): by their username, else by their first
    /// name.
    pub fn telegram(user_id: impl ToString, username: Option<&str>, first_name: &str) -> Actor {
        let username = username.filter(|u| !u.is_empty());
        Actor::new(
            Platform::Telegram,
            user_id.to_string(),
            username.unwrap_or(first_name),
        )
        .known_as(username)
    }

    /// The same user, with the handle the platform gives them (an empty
    /// one is none).
    pub fn known_as(mut self, username: Option<&str>) -> Actor {
        self.username = username.filter(|u| !u.is_empty()).map(str::to_owned);
        self
    }

    /// The same user, reading `locale` as the platform says (`ru`,
    /// `ru-RU`, `en-GB`); a locale replies are not written in is ignored.
    pub fn speaking(mut self, locale: Option<&str>) -> Actor {
        self.locale = locale.and_then(Language::from_code);
        self
    }

    /// The user's mention as the platform writes it.
    pub fn mention(&self) -> String {
        mention_on(
            self.platform,
            &self.user_id,
            &self.name,
            self.username.as_deref(),
        )
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
