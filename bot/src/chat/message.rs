//! What a user says to the bot, as every adapter hands it to the service:
//! typed text or a request given in typed parts, the users it mentions,
//! and the person whose message it answers. A message is read as a command
//! once, whoever asks what it says first.

use std::sync::OnceLock;

use crate::command::{CommandError, Request, Table};

use super::actor::Actor;

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// Text as typed, which the command parser reads.
    Text(String),
    /// A request the platform gave in typed parts (a slash command's
    /// options, a button's payload), or why those make no request.
    Request(Result<Request, CommandError>),
    /// Text written in a chat without addressing the bot (no `/`): a move
    /// when it reads as one and its author has a game here, a command in
    /// Russian words, or chatter the bot says nothing to.
    Chatter(String),
}

/// Whom a mention names, as the platform says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mentioned {
    /// A person.
    Person(Actor),
    /// Another bot: no one to play a game with.
    OtherBot,
    /// This bot itself.
    Me,
}

/// Why the bot cannot open a thread or topic for a game where a message
/// was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadLack {
    /// Discord: the bot lacks Create Public Threads (or Send Messages in
    /// Threads) in the channel.
    Permission,
    /// Telegram: the group has no topics (it is not a forum).
    NotAForum,
    /// Telegram: the bot is not an administrator allowed to manage topics.
    TopicRight,
}

/// Whether the bot can open a thread or topic for a game where a message
/// was written, as the adapter found out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Threads {
    /// Not asked (the message opens no game, or the platform has none).
    #[default]
    Unasked,
    /// It can.
    Able,
    /// It cannot, for this reason.
    Lacking(ThreadLack),
}

/// A message to the bot.
#[derive(Clone, Debug)]
pub struct Message {
    /// What it says.
    pub body: Body,
    /// The mentions in it, each as written, with whom it names.
    pub mentions: Vec<(String, Mentioned)>,
    /// The person whose message this one answers, if it answers one (a
    /// bot's message answers no one).
    pub reply_to: Option<Actor>,
    /// Whether the platform says the sender manages this chat (Discord:
    /// Manage Server or Manage Threads; Telegram: an administrator), which
    /// the chat's own settings ask for.
    pub from_manager: bool,
    /// Whether the bot can open a thread or topic for a game here.
    pub threads: Threads,
    /// Whether the bot may post a game's boards in this chat unasked (its
    /// reminders and time-outs), as far as the platform says.
    pub may_post_boards: bool,
    /// What it says, read once.
    read: OnceLock<Result<Request, CommandError>>,
}

impl PartialEq for Message {
    /// The same message, whether or not either was read yet.
    fn eq(&self, other: &Message) -> bool {
        self.body == other.body
            && self.mentions == other.mentions
            && self.reply_to == other.reply_to
            && self.from_manager == other.from_manager
            && self.threads == other.threads
            && self.may_post_boards == other.may_post_boards
    }
}

impl Eq for Message {}

impl Default for Message {
    fn default() -> Message {
        Message::text("")
    }
}

impl Message {
    /// Typed text, with no mentions resolved.
    pub fn text(text: impl Into<String>) -> Message {
        Message::of(Body::Text(text.into()))
    }

    /// A request given in typed parts.
    pub fn request(request: Result<Request, CommandError>) -> Message {
        Message::of(Body::Request(request))
    }

    fn of(body: Body) -> Message {
        Message {
            body,
            mentions: Vec::new(),
            reply_to: None,
            from_manager: false,
            threads: Threads::Unasked,
            may_post_boards: true,
            read: OnceLock::new(),
        }
    }

    /// Chatter: text not addressed to the bot.
    pub fn chatter(text: impl Into<String>) -> Message {
        Message::of(Body::Chatter(text.into()))
    }

    /// Adds a mentioned person.
    pub fn mentioning(self, written: impl Into<String>, user: Actor) -> Message {
        self.with_mention(written, Mentioned::Person(user))
    }

    /// Adds a mention the platform says names another bot.
    pub fn mentioning_other_bot(self, written: impl Into<String>) -> Message {
        self.with_mention(written, Mentioned::OtherBot)
    }

    /// Adds a mention of this bot itself.
    pub fn mentioning_me(self, written: impl Into<String>) -> Message {
        self.with_mention(written, Mentioned::Me)
    }

    fn with_mention(mut self, written: impl Into<String>, who: Mentioned) -> Message {
        self.mentions.push((written.into(), who));
        // Mentions of the bot change how the text reads.
        self.read = OnceLock::new();
        self
    }

    /// The same message, answering a person's message.
    pub fn replying_to(mut self, user: Actor) -> Message {
        self.reply_to = Some(user);
        self
    }

    /// The same message, from someone who manages the chat.
    pub fn from_a_manager(mut self, manager: bool) -> Message {
        self.from_manager = manager;
        self
    }

    /// The same message, where the bot can (or cannot) open threads.
    pub fn with_threads(mut self, threads: Threads) -> Message {
        self.threads = threads;
        self
    }

    /// The same message, from a chat where the bot may (or may not) post
    /// boards unasked.
    pub fn where_boards_may_be_posted(mut self, may: bool) -> Message {
        self.may_post_boards = may;
        self
    }

    /// Whether it asks to change the chat's own settings (for which the
    /// platform must say whether the sender manages the chat).
    pub fn changes_chat_settings(&self, table: &Table) -> bool {
        self.read(table)
            .as_ref()
            .is_ok_and(Request::changes_chat_settings)
    }

    /// Whether it may start a game or asks for games in threads, for which
    /// the platform must say whether the bot can open a thread or topic
    /// here.
    pub fn asks_about_threads(&self, table: &Table) -> bool {
        self.read(table)
            .as_ref()
            .is_ok_and(Request::may_open_a_thread)
    }

    /// Whom a mention written in the message names, if the platform said.
    pub fn mentioned(&self, written: &str) -> Option<&Mentioned> {
        self.mentions
            .iter()
            .find(|(w, _)| w == written)
            .map(|(_, who)| who)
    }

    /// What the message asks for: its request, or its text read as a
    /// command by `table` (where the platform's mentions of this bot name
    /// it as `bot` does), read once (by the one table a process has).
    /// Chatter asks for nothing: it reads as the empty command.
    pub fn read(&self, table: &Table) -> &Result<Request, CommandError> {
        self.read.get_or_init(|| match &self.body {
            Body::Text(text) => {
                table.parse_naming_bot(text, |word| self.mentioned(word) == Some(&Mentioned::Me))
            }
            Body::Request(request) => request.clone(),
            Body::Chatter(_) => Err(CommandError::Empty),
        })
    }
}
