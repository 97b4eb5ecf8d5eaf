//! Talking to the Telegram adapter as Telegram does: the updates of a
//! group's users (messages, replies, mentions, button presses) and what
//! the bot sent, read back; the adapter started against the stand-in.

use std::sync::Arc;

use kibitz::adapters::telegram::{self, TelegramConfig};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use serde_json::{Value, json};

use super::TestDb;
use super::telegram::{Call, FakeTelegram};

/// The group the tests play in.
pub const GROUP: i64 = -1001;

/// A Telegram user whose username is their name in lower case.
pub fn user(id: i64, name: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": name, "username": name.to_lowercase()})
}

/// The test group, as Telegram describes it.
pub fn group() -> Value {
    json!({"id": GROUP, "type": "supergroup", "title": "Chess club"})
}

/// A message of `from` in the group; a command's word marked as one.
pub fn message(id: i64, from: Value, text: &str) -> Value {
    let mut message =
        json!({"message_id": id, "date": 0, "chat": group(), "from": from, "text": text});
    if text.starts_with('/') {
        let length = text
            .split_whitespace()
            .next()
            .map_or(0, |w| w.encode_utf16().count());
        message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": length}]);
    }
    message
}

/// The update of `message` sent as a reply to a message of `author`'s
/// (how a group challenges someone in particular).
pub fn answering(mut message: Value, author: Value) -> Value {
    let id = message["message_id"].as_i64().expect("an id");
    message["reply_to_message"] = self::message(id - 1, author, "anyone for chess?");
    json!({ "message": message })
}

/// The message with its last word linked to `user`, as Telegram sends a
/// mention of someone without a username.
pub fn with_text_mention(mut message: Value, user: Value) -> Value {
    let text = message["text"].as_str().expect("text");
    let word = text.split_whitespace().last().expect("a word");
    let length = word.encode_utf16().count();
    let offset = text.encode_utf16().count() - length;
    message["entities"]
        .as_array_mut()
        .expect("entities")
        .push(json!({"type": "text_mention", "offset": offset, "length": length, "user": user}));
    message
}

/// A message in the author's private chat with the bot (whose id is the
/// author's, as on Telegram).
pub fn private_message(id: i64, from: Value, text: &str) -> Value {
    let mut private = message(id, from.clone(), text);
    private["chat"] = json!({
        "id": from["id"],
        "type": "private",
        "first_name": from["first_name"],
        "username": from["username"],
    });
    private
}

/// A press of the button `data` on a message of the bot's in the group.
pub fn press(id: &str, from: Value, data: &str) -> Value {
    json!({"callback_query": {
        "id": id,
        "from": from,
        "chat_instance": "c",
        "data": data,
        "message": {"message_id": 500, "date": 0, "chat": group(), "from": super::telegram::bot_user(), "text": "challenge"}
    }})
}

/// A sent text as written, our messages' markup included: Telegram's HTML
/// (sent with `parse_mode` HTML) read back, `<code>` as backticks.
pub fn text_of(call: &Call) -> String {
    let sent = call.params["text"]
        .as_str()
        .or_else(|| call.params["caption"].as_str())
        .unwrap_or_default();
    if call.params["parse_mode"] != json!("HTML") {
        return sent.to_owned();
    }
    sent.replace("<code>", "`")
        .replace("</code>", "`")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The callback data of a sent message's buttons.
pub fn buttons(call: &Call) -> Vec<String> {
    super::telegram::keyboard_data(&call.params["reply_markup"])
}

/// Telegram's sending limits as the tests keep them: fifty times faster
/// than Telegram's, so that a test's game is not slowed by a minute's
/// window (the pacing test checks its own limits).
pub const TEST_LIMITS_DIVISOR: i32 = 50;

/// The adapter's configuration for a stand-in Bot API.
pub fn config_for(fake: &FakeTelegram) -> TelegramConfig {
    TelegramConfig {
        token: "123:secret".into(),
        api_url: Some(fake.url.parse().expect("a URL")),
        webhook: None,
        limits: kibitz::adapters::telegram::Limits::faster(TEST_LIMITS_DIVISOR),
    }
}

/// The adapter, polling a stand-in Bot API, on a fresh SQLite store.
pub async fn polled() -> (FakeTelegram, TestDb) {
    let _ = tracing_subscriber::fmt()
        .with_env_filter("warn,kibitz=info")
        .with_test_writer()
        .try_init();
    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    tokio::spawn(telegram::run(service, config_for(&fake)));
    (fake, db)
}

/// A press of the button `data` on the bot's message `message` in the group.
pub fn press_on(id: &str, from: Value, data: &str, message: i64) -> Value {
    let mut update = press(id, from, data);
    update["callback_query"]["message"]["message_id"] = json!(message);
    update
}

/// The button of a sent message whose data starts with `prefix`.
pub fn button(call: &Call, prefix: &str) -> String {
    buttons(call)
        .into_iter()
        .find(|b| b.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button in {:?}", buttons(call)))
}
