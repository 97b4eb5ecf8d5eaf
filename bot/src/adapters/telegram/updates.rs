//! Telegram updates into service messages: who wrote, in which chat, what,
//! and whom they mentioned (by `@username`, a text mention, or by replying
//! to their message).

use teloxide::Bot;
use teloxide::prelude::Requester;
use teloxide::types::{
    CallbackQuery, Chat, ChatKind, ChatMemberKind, ChatPublic, Message as TgMessage,
    MessageEntityKind, MessageKind, PublicChatKind, PublicChatSupergroup, Update, UpdateKind, User,
    UserId,
};

use super::answer::AnswerTo;
use super::send::{topic_place, with_retry};
use crate::chat::{Actor, Message, Place, ThreadLack, Threads};
use crate::command::{Command, Request};
use crate::model::{ChallengeId, Platform};
use crate::service::commands::COMMANDS;

/// The service's user for a Telegram user, named as
/// [`Actor::telegram`] names them.
pub(super) fn actor(user: &User) -> Actor {
    Actor::telegram(user.id.0, user.username.as_deref(), &user.first_name)
        .speaking(user.language_code.as_deref())
}

/// A user as a mention in a command's text: `@name`, one word.
fn mention_of(user: &Actor) -> String {
    format!("@{}", user.name.replace(char::is_whitespace, "_"))
}

/// Whether a chat is a forum supergroup (one with topics).
fn is_forum(chat: &Chat) -> bool {
    matches!(
        &chat.kind,
        ChatKind::Public(ChatPublic {
            kind: PublicChatKind::Supergroup(PublicChatSupergroup { is_forum: true, .. }),
            ..
        })
    )
}

/// The service's chat for a Telegram message: its chat, or in a forum the
/// topic it was written in (`chat/topic`, a thread of the chat, whose
/// community is the chat); a private chat with the bot is a direct one.
pub(super) fn place(msg: &TgMessage) -> Place {
    let chat = &msg.chat;
    let here = Place::new(Platform::Telegram, chat.id.0.to_string());
    if chat.is_private() {
        return here.as_direct();
    }
    match msg
        .thread_id
        .filter(|_| msg.is_topic_message && is_forum(chat))
    {
        Some(topic) => topic_place(chat.id, topic),
        None => here,
    }
}

/// Whether the bot can open a forum topic for a game in this chat: the
/// chat must be a forum and the bot an administrator who may manage
/// topics (Telegram is asked only for a message that may start a game).
async fn thread_ability(bot: &Bot, chat: &Chat, me: &BotName) -> Threads {
    if chat.is_private() {
        return Threads::Unasked;
    }
    if !is_forum(chat) {
        return Threads::Lacking(ThreadLack::NotAForum);
    }
    match with_retry(|| bot.get_chat_member(chat.id, me.id)).await {
        Ok(member) => match member.kind {
            ChatMemberKind::Owner(_) => Threads::Able,
            ChatMemberKind::Administrator(admin) if admin.can_manage_topics => Threads::Able,
            _ => Threads::Lacking(ThreadLack::TopicRight),
        },
        Err(_) => Threads::Unasked,
    }
}

/// The message with each text mention (a span of text linked to a user)
/// written as `@name` and resolved to that user, or noted as another bot;
/// every mention of this bot, linked or typed (`@kibitzbot`), is noted as
/// naming it. Offsets are in UTF-16 units; a span that does not fit the
/// text is ignored.
pub(super) fn with_text_mentions(
    text: &str,
    entities: &[teloxide::types::MessageEntity],
    me: &BotName,
) -> Message {
    let units: Vec<u16> = text.encode_utf16().collect();
    let mut out: Vec<u16> = Vec::with_capacity(units.len());
    let mut found: Vec<(String, Option<Actor>, bool)> = Vec::new();
    let mut at = 0;
    let mut spans: Vec<_> = entities
        .iter()
        .filter_map(|e| match &e.kind {
            MessageEntityKind::TextMention { user } => Some((e.offset, e.length, user)),
            _ => None,
        })
        .collect();
    spans.sort_by_key(|(offset, _, _)| *offset);
    for (offset, length, user) in spans {
        let Some(end) = offset.checked_add(length).filter(|&end| end <= units.len()) else {
            continue;
        };
        if offset < at {
            continue;
        }
        out.extend_from_slice(&units[at..offset]);
        at = end;
        let mentioned = actor(user);
        let itself = user.is_bot && user.username.as_deref().is_some_and(|name| me.is(name));
        let written = if itself {
            format!("@{}", me.name)
        } else {
            mention_of(&mentioned)
        };
        out.extend(written.encode_utf16());
        found.push((written, (!user.is_bot).then_some(mentioned), itself));
    }
    out.extend_from_slice(&units[at..]);
    let text = String::from_utf16_lossy(&out);
    // `@kibitzbot` typed out, after the command word.
    for word in text.split_whitespace().skip(1) {
        if word.strip_prefix('@').is_some_and(|name| me.is(name)) {
            found.push((word.to_owned(), None, true));
        }
    }
    found.into_iter().fold(
        Message::text(text),
        |message, (written, person, itself)| match (person, itself) {
            (_, true) => message.mentioning_me(written),
            (Some(user), false) => message.mentioning(written, user),
            (None, false) => message.mentioning_other_bot(written),
        },
    )
}

/// The bot's own username, to tell `/move@kibitzbot` from commands meant
/// for other bots in the same group, and its user id.
#[derive(Clone, Debug)]
pub(super) struct BotName {
    /// The username, without its `@`.
    pub name: String,
    /// The bot's user id.
    pub id: UserId,
}

impl BotName {
    /// Whether `name` (without its `@`) is this bot's.
    fn is(&self, name: &str) -> bool {
        !self.name.is_empty() && name.eq_ignore_ascii_case(&self.name)
    }
}

/// Whether a command's first word is addressed to another bot.
fn for_another_bot(text: &str, me: &BotName) -> bool {
    let first = text.split_whitespace().next().unwrap_or_default();
    first
        .split_once('@')
        .is_some_and(|(_, name)| !name.eq_ignore_ascii_case(&me.name))
}

/// What follows `/start` (`/start@kibitzbot`), the command every private
/// chat with a bot begins with, and which a deep link
/// (`t.me/<bot>?start=<payload>`) sends with its payload; `None` for any
/// other text.
fn start_payload(text: &str) -> Option<&str> {
    let (first, rest) = text.trim().split_once(' ').unwrap_or((text.trim(), ""));
    let word = first.split_once('@').map_or(first, |(word, _)| word);
    (word == "/start").then(|| rest.trim())
}

/// The request `/start` stands for: a deep link's `accept-12` accepts
/// challenge 12; anything else is a welcome and how to play.
fn started(payload: &str) -> Request {
    match payload
        .strip_prefix("accept-")
        .and_then(|n| n.parse::<i64>().ok())
        .filter(|n| *n > 0)
    {
        Some(challenge) => COMMANDS
            .parse(&format!("accept {}", ChallengeId(challenge)))
            .unwrap_or_else(|_| Request::new(Command::Help(None))),
        None => Request::new(Command::Help(None)),
    }
}

/// A message as the service reads it, before anything is asked of
/// Telegram.
pub(super) struct Incoming<'m> {
    /// Who wrote it.
    pub who: Actor,
    /// Where.
    pub here: Place,
    /// What it says, with the users it names.
    pub message: Message,
    /// Its text as written.
    pub text: &'m str,
    /// Whether it is a command (begins with `/`).
    pub is_command: bool,
}

/// Why an update is left unhandled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Left {
    /// It is not for the bot: a message without text, one from a bot, a
    /// command for another bot, a kind the bot does not ask for.
    NotForTheBot(&'static str),
    /// A command sent on behalf of a chat (an anonymous group admin, a
    /// channel): no person to play for, which its sender is told.
    NoPerson,
    /// The library could not read it (an unknown entity or chat type):
    /// its kind; its sender is told where one can be.
    Unreadable(String),
}

impl Left {
    /// Why, in a word or two for the log.
    pub(super) fn why(&self) -> &str {
        match self {
            Left::NotForTheBot(why) => why,
            Left::NoPerson => "a command sent on behalf of a chat, not by a person",
            Left::Unreadable(_) => "the library could not read it",
        }
    }
}

/// Reads a message; [`Left`] for one that is not for the bot. Users it
/// names by a text mention (a user without a username) are written into
/// the text as `@name` and carry their user; a message sent as a reply
/// answers the author of the message replied to; `/start` stands for what
/// its payload asks.
pub(super) fn read_message<'m>(msg: &'m TgMessage, me: &BotName) -> Result<Incoming<'m>, Left> {
    let Some(text) = msg.text() else {
        // What the library cannot read in a message (an entity of a kind
        // it does not know) leaves the message empty, its text lost.
        if matches!(msg.kind, MessageKind::Empty {}) {
            return Err(Left::Unreadable("message".to_owned()));
        }
        return Err(Left::NotForTheBot("a message without text"));
    };
    let is_command = text.starts_with('/');
    if is_command && for_another_bot(text, me) {
        return Err(Left::NotForTheBot("a command for another bot"));
    }
    // An anonymous admin writes as the group's bot, a channel as the
    // channel: the message names the chat, no person.
    if msg.sender_chat.is_some() || msg.from.is_none() {
        return Err(if is_command {
            Left::NoPerson
        } else {
            Left::NotForTheBot("chatter on behalf of a chat")
        });
    }
    let Some(from) = msg.from.as_ref().filter(|from| !from.is_bot) else {
        return Err(Left::NotForTheBot("a message from a bot"));
    };
    let mut message = match start_payload(text) {
        Some(payload) => Message::request(Ok(started(payload))),
        None => with_text_mentions(text, msg.entities().unwrap_or_default(), me),
    };
    if let Some(author) = msg
        .reply_to_message()
        .and_then(|r| r.from.as_ref())
        .filter(|u| !u.is_bot)
    {
        message = message.replying_to(actor(author));
    }
    Ok(Incoming {
        who: actor(from),
        here: place(msg),
        message,
        text,
        is_command,
    })
}

/// An update as the service reads it: who, where, what, and what the
/// answer answers.
pub(super) struct Read {
    /// Who wrote or pressed.
    pub who: Actor,
    /// Where.
    pub here: Place,
    /// What they said or pressed.
    pub message: Message,
    /// What the answer answers.
    pub to: AnswerTo,
}

/// Reads an update: a text message (a command, or chatter that may be a
/// bare move) or a pressed button; [`Left`] for one that is not for the
/// bot or cannot be read.
/// Telegram is asked what the service needs to know of the chat only when
/// the message needs it: whether the sender administers the chat (for a
/// change of the chat's own settings), whether the bot can open a topic
/// (for a message that may start a game).
pub(super) async fn read(bot: &Bot, update: &Update, me: &BotName) -> Result<Read, Left> {
    match &update.kind {
        UpdateKind::Message(message) => read_text(bot, message, me).await,
        UpdateKind::CallbackQuery(query) => read_press(bot, query, me).await,
        UpdateKind::Error(raw) => Err(Left::Unreadable(raw_kind(raw))),
        _ => Err(Left::NotForTheBot(
            "a kind of update the bot does not ask for",
        )),
    }
}

/// The kind of an update's body: the field beside `update_id`.
fn raw_kind(raw: &serde_json::Value) -> String {
    raw.as_object()
        .and_then(|fields| fields.keys().find(|key| *key != "update_id").cloned())
        .unwrap_or_default()
}

/// A text message: a command, or chatter.
async fn read_text(bot: &Bot, msg: &TgMessage, me: &BotName) -> Result<Read, Left> {
    let Incoming {
        who,
        here,
        mut message,
        text,
        is_command,
    } = read_message(msg, me)?;
    let from = msg.from.as_ref().ok_or(Left::NoPerson)?;
    if !is_command {
        return Ok(Read {
            who,
            here,
            message: Message::chatter(text),
            to: AnswerTo::Message(msg.id),
        });
    }
    if !msg.chat.is_private() && message.changes_chat_settings(&COMMANDS) {
        let member = with_retry(|| bot.get_chat_member(msg.chat.id, from.id)).await;
        message = message.from_a_manager(member.is_ok_and(|m| m.is_privileged()));
    }
    if message.asks_about_threads(&COMMANDS) {
        message = message.with_threads(thread_ability(bot, &msg.chat, me).await);
    }
    Ok(Read {
        who,
        here,
        message,
        to: AnswerTo::Message(msg.id),
    })
}

/// A pressed button: its request is judged as if the presser typed it. A
/// press without data or message is acknowledged and left.
async fn read_press(bot: &Bot, query: &CallbackQuery, me: &BotName) -> Result<Read, Left> {
    let (Some(data), Some(source)) = (query.data.as_deref(), query.message.as_ref()) else {
        let _ = with_retry(|| bot.answer_callback_query(query.id.clone())).await;
        return Err(Left::NotForTheBot("a press without data or message"));
    };
    let chat = source.chat();
    let here = match source.regular_message() {
        Some(shown) => place(shown),
        None => Place::new(Platform::Telegram, chat.id.0.to_string()),
    };
    let mut message = Message::request(COMMANDS.parse(data));
    if message.asks_about_threads(&COMMANDS) {
        message = message.with_threads(thread_ability(bot, chat, me).await);
    }
    Ok(Read {
        who: actor(&query.from),
        here,
        message,
        to: AnswerTo::Press {
            query: query.id.clone(),
            message: source.id(),
        },
    })
}

/// Where an update is answered and how, when it can be: its chat and what
/// the answer answers (for one the library could not read, as its body
/// says).
pub(super) fn answered_where(update: &Update) -> Option<(Place, AnswerTo)> {
    match &update.kind {
        UpdateKind::Error(raw) => raw_answered_where(raw),
        UpdateKind::Message(message) => Some((place(message), AnswerTo::Message(message.id))),
        UpdateKind::CallbackQuery(query) => {
            let source = query.message.as_ref()?;
            let here = match source.regular_message() {
                Some(shown) => place(shown),
                None => Place::new(Platform::Telegram, source.chat().id.0.to_string()),
            };
            Some((
                here,
                AnswerTo::Press {
                    query: query.id.clone(),
                    message: source.id(),
                },
            ))
        }
        _ => None,
    }
}

/// Where an update's body says it came from, when the library could not
/// read it: a message's chat (its topic in a forum, a direct chat with
/// the bot), or a pressed button's query and message.
fn raw_answered_where(raw: &serde_json::Value) -> Option<(Place, AnswerTo)> {
    if let Some(query) = raw.get("callback_query") {
        let id = query.get("id")?.as_str()?;
        let source = query.get("message")?;
        let (here, message) = raw_message_place(source)?;
        return Some((
            here,
            AnswerTo::Press {
                query: teloxide::types::CallbackQueryId(id.to_owned()),
                message,
            },
        ));
    }
    let (here, id) = raw_message_place(raw.get("message")?)?;
    Some((here, AnswerTo::Message(id)))
}

/// A raw message's place and id.
fn raw_message_place(message: &serde_json::Value) -> Option<(Place, teloxide::types::MessageId)> {
    let id = i32::try_from(message.get("message_id")?.as_i64()?).ok()?;
    let chat = message.get("chat")?;
    let chat_id = chat.get("id")?.as_i64()?;
    let here = Place::new(Platform::Telegram, chat_id.to_string());
    let here = match (
        chat.get("type").and_then(|t| t.as_str()),
        message.get("message_thread_id"),
    ) {
        (Some("private"), _) => here.as_direct(),
        (_, Some(topic))
            if message.get("is_topic_message") == Some(&serde_json::Value::Bool(true))
                && chat.get("is_forum") == Some(&serde_json::Value::Bool(true)) =>
        {
            let topic = i32::try_from(topic.as_i64()?).ok()?;
            topic_place(
                teloxide::types::ChatId(chat_id),
                teloxide::types::ThreadId(teloxide::types::MessageId(topic)),
            )
        }
        _ => here,
    };
    Some((here, teloxide::types::MessageId(id)))
}

/// Whether an update the library could not read asks the bot for
/// something, so that its sender is told it was not read: a pressed
/// button, or a message in a direct chat or beginning with `/`. Chatter
/// in a group is left unanswered, as chatter is.
pub(super) fn raw_asks_the_bot(raw: &serde_json::Value) -> bool {
    if raw.get("callback_query").is_some() {
        return true;
    }
    let Some(message) = raw.get("message") else {
        return false;
    };
    let private = message.pointer("/chat/type").and_then(|t| t.as_str()) == Some("private");
    let command = message
        .get("text")
        .and_then(|t| t.as_str())
        .is_some_and(|t| t.starts_with('/'));
    private || command
}

/// The language code of the sender an update's body names.
pub(super) fn raw_language(raw: &serde_json::Value) -> Option<&str> {
    [
        "/message/from/language_code",
        "/callback_query/from/language_code",
    ]
    .iter()
    .find_map(|at| raw.pointer(at).and_then(|code| code.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_and_its_deep_link_payload_are_read() {
        assert_eq!(start_payload("/start"), Some(""));
        assert_eq!(
            start_payload("/start@kibitzbot accept-12"),
            Some("accept-12")
        );
        assert_eq!(start_payload("/started"), None);
        assert_eq!(start_payload("/help"), None);
        assert_eq!(
            started("accept-12"),
            Request::new(crate::challenges::commands::ACCEPT.command())
                .about_challenge(ChallengeId(12))
        );
        assert_eq!(started("accept-x"), Request::new(Command::Help(None)));
        assert_eq!(started(""), Request::new(Command::Help(None)));
    }

    use proptest::prelude::*;
    use serde_json::{Value, json};

    fn any_user() -> impl Strategy<Value = Value> {
        (
            any::<u32>(),
            any::<bool>(),
            "\\PC{0,16}",
            proptest::option::of("[a-zA-Z0-9_]{0,33}"),
            proptest::option::of("[a-z]{2}(-[A-Z]{2})?"),
        )
            .prop_map(|(id, is_bot, first_name, username, language)| {
                let mut user = json!({"id": id, "is_bot": is_bot, "first_name": first_name});
                if let Some(username) = username {
                    user["username"] = json!(username);
                }
                if let Some(language) = language {
                    user["language_code"] = json!(language);
                }
                user
            })
    }

    /// An entity anywhere, of any length: inside the text, past its end,
    /// or at offsets whose sum with the length overflows.
    fn any_entity() -> impl Strategy<Value = Value> {
        let place = prop_oneof![0u64..64, any::<u64>(), Just(1u64 << 63)];
        (
            proptest::sample::select(vec!["text_mention", "bot_command", "mention", "bold", "url"]),
            place.clone(),
            place,
            any_user(),
        )
            .prop_map(|(kind, offset, length, user)| {
                json!({"type": kind, "offset": offset, "length": length, "user": user})
            })
    }

    fn any_chat() -> impl Strategy<Value = Value> {
        (any::<i64>(), 0..4usize).prop_map(|(id, kind)| match kind {
            0 => json!({"id": id, "type": "private", "first_name": "x"}),
            1 => json!({"id": id, "type": "group", "title": "g"}),
            2 => json!({"id": id, "type": "supergroup", "title": "s"}),
            _ => json!({"id": id, "type": "supergroup", "title": "f", "is_forum": true}),
        })
    }

    fn any_text() -> impl Strategy<Value = String> {
        prop_oneof![
            "\\PC{0,120}",
            "/(start|challenge|move|accept|pgn|set|play|board)(@[a-z]{0,12})? [ -~]{0,60}",
            "/start (accept-[0-9]{0,25}|[ -~]{0,20})",
        ]
    }

    fn any_update() -> impl Strategy<Value = Value> {
        (
            any::<u32>(),
            any_text(),
            proptest::collection::vec(any_entity(), 0..4),
            any_chat(),
            any_user(),
            proptest::option::of(any::<i32>()),
            any::<bool>(),
            proptest::option::of(any_user()),
        )
            .prop_map(|(id, text, entities, chat, from, thread, topic, replied)| {
                let mut message = json!({"message_id": 7, "date": 0, "chat": chat, "from": from,
                                         "text": text, "entities": entities,
                                         "is_topic_message": topic});
                if let Some(thread) = thread {
                    message["message_thread_id"] = json!(thread);
                }
                if let Some(author) = replied {
                    message["reply_to_message"] = json!({"message_id": 6, "date": 0,
                        "chat": message["chat"].clone(), "from": author, "text": "hi"});
                }
                json!({"update_id": id, "message": message})
            })
    }

    proptest! {
        #![proptest_config(crate::fuzzing::config())]

        /// Any update Telegram could send (entities past the text or
        /// overflowing, any chat, any user) is read without panicking, and
        /// what it asks is done or refused specifically.
        #[test]
        fn fuzz_any_update_is_read_or_refused_specifically(update in any_update()) {
            let me = BotName { name: "kibitzbot".into(), id: UserId(1) };
            // As Telegram's bytes are read (teloxide reads some kinds of
            // update from text only).
            let update = serde_json::from_str::<teloxide::types::Update>(&update.to_string())
                .map_err(|e| TestCaseError::fail(format!("{e}: {update}")))?;
            let teloxide::types::UpdateKind::Message(message) = update.kind else {
                return Err(TestCaseError::fail(format!("not read as a message: {:?}", update.kind)));
            };
            if let Ok(incoming) = read_message(&message, &me)
                && let Err(error) = incoming.message.read(&COMMANDS)
            {
                crate::fuzzing::assert_specific(&error.text())?;
            }
        }

        /// Any body posted to the webhook is an update or not, without
        /// panicking.
        #[test]
        fn fuzz_any_webhook_body_is_read_without_panic(body in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = serde_json::from_slice::<teloxide::types::Update>(&body);
        }
    }
}
