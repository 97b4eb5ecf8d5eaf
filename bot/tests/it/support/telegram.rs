//! A stand-in Telegram Bot API on 127.0.0.1: the methods the adapter uses,
//! answered as Telegram answers them, every call recorded. Updates are fed
//! by the test and handed out by `getUpdates` as a long poll. Any other
//! method is recorded as unexpected (and fails the test that checks).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, Request, State};
use axum::response::Json;
use axum::routing::post;
use serde_json::{Value, json};
use tokio::sync::Notify;

/// One call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    /// The method, as in the URL (`sendMessage`).
    pub method: String,
    /// The parameters (JSON body, or the text parts of a multipart body).
    pub params: Value,
    /// Files uploaded with the call: field name to (file name, bytes).
    pub files: HashMap<String, (String, Vec<u8>)>,
    /// What the stand-in answered: the message sent or edited, `true`, or
    /// `null` for a call it refused.
    pub result: Value,
    /// When the call came.
    pub at: std::time::Instant,
}

impl Call {
    /// The id of the message the call sent or edited.
    pub fn message_id(&self) -> i64 {
        self.result["message_id"].as_i64().expect("a message")
    }

    /// The caption of the photo it sent (empty for none).
    pub fn caption(&self) -> String {
        self.params["caption"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }
}

#[derive(Default)]
struct Shared {
    calls: Mutex<Vec<Call>>,
    unexpected: Mutex<Vec<String>>,
    updates: Mutex<VecDeque<Value>>,
    next_update: Mutex<i64>,
    next_message: Mutex<i64>,
    fail_once: Mutex<Vec<String>>,
    /// Methods Telegram fails with 500 for the next so many calls.
    troubled: Mutex<HashMap<String, usize>>,
    /// Every message the bot sent, as it now stands: (chat, id) to message.
    messages: Mutex<HashMap<(i64, i64), Value>>,
    /// The users who administer every chat.
    administrators: Mutex<Vec<i64>>,
    /// The chats that are forums (have topics), with their topics' ids.
    forums: Mutex<HashMap<i64, Vec<i64>>>,
    /// Whether the bot is an administrator allowed to manage topics.
    bot_manages_topics: Mutex<bool>,
    /// The offset of every long poll, in order.
    offsets: Mutex<Vec<i64>>,
    /// Methods Telegram answers only after a wait.
    slow: Mutex<HashMap<String, Duration>>,
    /// Methods whose next call Telegram answers only after a wait.
    stalled: Mutex<HashMap<String, Duration>>,
    /// How many messages the bot has sent to each chat.
    sent_in: Mutex<HashMap<i64, usize>>,
    /// Groups upgraded to supergroups: old id to new.
    migrated: Mutex<HashMap<i64, i64>>,
    /// Chats the bot was removed from.
    kicked: Mutex<Vec<i64>>,
    arrived: Notify,
    called: Notify,
}

/// The stand-in server.
#[derive(Clone)]
pub struct FakeTelegram {
    /// Its base address, for `set_api_url`.
    pub url: String,
    shared: Arc<Shared>,
}

/// A user who blocked the bot: sending there fails as Telegram fails it
/// (403, for good).
pub const BLOCKED_CHAT: i64 = 403_403;

/// A chat whose sends meet Telegram's own trouble (500, which may pass).
pub const TROUBLED_CHAT: i64 = 500_500;

/// The callback data of an inline keyboard's buttons, in order.
pub fn keyboard_data(markup: &Value) -> Vec<String> {
    markup["inline_keyboard"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row.as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["callback_data"].as_str().map(str::to_owned))
        .collect()
}

/// The bot user the stand-in reports.
pub fn bot_user() -> Value {
    json!({"id": 999, "is_bot": true, "first_name": "Kibitz", "username": "kibitzbot"})
}

impl FakeTelegram {
    /// Starts a stand-in on a free port.
    pub async fn start() -> FakeTelegram {
        let shared = Arc::new(Shared::default());
        *shared.next_update.lock().expect("lock") = 1;
        *shared.next_message.lock().expect("lock") = 1000;
        let app = Router::new()
            .route("/{token}/{method}", post(handle))
            .with_state(shared.clone());
        let address = super::process::serve(app).await;
        FakeTelegram {
            url: format!("http://{address}/"),
            shared,
        }
    }

    /// Queues an update (its `update_id` is filled in).
    pub fn push(&self, mut update: Value) {
        let mut next = self.shared.next_update.lock().expect("lock");
        update["update_id"] = json!(*next);
        *next += 1;
        self.shared.updates.lock().expect("lock").push_back(update);
        self.shared.arrived.notify_waiters();
    }

    /// How many messages the bot has sent to `chat`.
    pub fn sent_in(&self, chat: i64) -> usize {
        self.shared
            .sent_in
            .lock()
            .expect("lock")
            .get(&chat)
            .copied()
            .unwrap_or(0)
    }

    /// Waits (at most `limit`) until the bot has sent more than `seen`
    /// messages to `chat`; whether it did.
    pub async fn sent_more(&self, chat: i64, seen: usize, limit: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let notified = self.shared.called.notified();
            if self.sent_in(chat) > seen {
                return true;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return false;
            }
        }
    }

    /// Forgets the calls recorded so far, pictures and all (a long run
    /// keeps its memory flat); the messages sent stay, to be edited.
    pub fn forget_calls(&self) {
        self.shared.calls.lock().expect("lock").clear();
    }

    /// Makes Telegram answer the next call of `method` only after `wait`
    /// (longer than the client waits: a time-out).
    pub fn stall_next(&self, method: &str, wait: Duration) {
        self.shared
            .stalled
            .lock()
            .expect("lock")
            .insert(method.to_owned(), wait);
    }

    /// Makes Telegram answer `method` only after `wait` (the call is
    /// recorded at once).
    pub fn slow_down(&self, method: &str, wait: Duration) {
        self.shared
            .slow
            .lock()
            .expect("lock")
            .insert(method.to_owned(), wait);
    }

    /// The offset of the latest long poll: every update below it has been
    /// acknowledged (Telegram forgets it).
    pub fn acknowledged(&self) -> i64 {
        self.shared
            .offsets
            .lock()
            .expect("lock")
            .last()
            .copied()
            .unwrap_or(0)
    }

    /// How many long polls asked from `offset`.
    pub fn polls_from(&self, offset: i64) -> usize {
        self.shared
            .offsets
            .lock()
            .expect("lock")
            .iter()
            .filter(|&&o| o == offset)
            .count()
    }

    /// Makes `user` an administrator of every chat (`getChatMember` says
    /// so).
    pub fn make_administrator(&self, user: i64) {
        self.shared.administrators.lock().expect("lock").push(user);
    }

    /// Upgrades group `from` to supergroup `to`, as Telegram does: a
    /// message sent to `from` is refused, naming `to`.
    pub fn migrate(&self, from: i64, to: i64) {
        self.shared.migrated.lock().expect("lock").insert(from, to);
    }

    /// Removes the bot from `chat`: a message sent there is refused, as
    /// Telegram refuses it (403, for good).
    pub fn kick(&self, chat: i64) {
        self.shared.kicked.lock().expect("lock").push(chat);
    }

    /// Adds the bot to `chat` again after [`FakeTelegram::kick`].
    pub fn let_back(&self, chat: i64) {
        self.shared
            .kicked
            .lock()
            .expect("lock")
            .retain(|c| *c != chat);
    }

    /// Makes `chat` a forum supergroup: topics can be opened in it.
    pub fn make_forum(&self, chat: i64) {
        self.shared
            .forums
            .lock()
            .expect("lock")
            .entry(chat)
            .or_default();
    }

    /// Makes the bot an administrator of every chat with the right to
    /// manage topics.
    pub fn let_bot_manage_topics(&self) {
        *self.shared.bot_manages_topics.lock().expect("lock") = true;
    }

    /// The topics opened in a forum, oldest first.
    pub fn topics(&self, chat: i64) -> Vec<i64> {
        self.shared
            .forums
            .lock()
            .expect("lock")
            .get(&chat)
            .cloned()
            .unwrap_or_default()
    }

    /// Makes the next `times` calls of `method` fail as Telegram's own
    /// trouble does (500 Internal Server Error).
    pub fn fail_times(&self, method: &str, times: usize) {
        self.shared
            .troubled
            .lock()
            .expect("lock")
            .insert(method.to_owned(), times);
    }

    /// Makes the next call of `method` fail with 429 (retry after 1 s).
    pub fn rate_limit_once(&self, method: &str) {
        self.shared
            .fail_once
            .lock()
            .expect("lock")
            .push(method.to_owned());
    }

    /// Every call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.calls.lock().expect("lock").clone()
    }

    /// A message the bot sent, as it now stands (edits applied).
    pub fn message(&self, chat: i64, id: i64) -> Option<Value> {
        self.shared
            .messages
            .lock()
            .expect("lock")
            .get(&(chat, id))
            .cloned()
    }

    /// The callback data of a message's buttons as it now stands.
    pub fn buttons_of(&self, chat: i64, id: i64) -> Vec<String> {
        keyboard_data(&self.message(chat, id).unwrap_or_default()["reply_markup"])
    }

    /// The buttons' data of each message the bot sent to `chat` that still
    /// has buttons, oldest first.
    pub fn live_buttons(&self, chat: i64) -> Vec<(i64, Vec<String>)> {
        let messages = self.shared.messages.lock().expect("lock");
        let mut live: Vec<(i64, Vec<String>)> = messages
            .iter()
            .filter(|((at, _), _)| *at == chat)
            .map(|((_, id), message)| (*id, keyboard_data(&message["reply_markup"])))
            .filter(|(_, buttons)| !buttons.is_empty())
            .collect();
        live.sort();
        live
    }

    /// Waits (at most 10 s) until the bot's message `id` in `chat` has no
    /// buttons left.
    pub async fn wait_bare(&self, chat: i64, id: i64) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.called.notified();
            if self.buttons_of(chat, id).is_empty() {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!(
                    "message {id} kept its buttons: {:?}",
                    self.buttons_of(chat, id)
                );
            }
        }
    }

    /// Methods called that the stand-in does not serve.
    pub fn unexpected(&self) -> Vec<String> {
        self.shared.unexpected.lock().expect("lock").clone()
    }

    /// Waits until `count` calls of `method` have been made (at most 10 s);
    /// those calls.
    pub async fn wait_for(&self, method: &str, count: usize) -> Vec<Call> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.called.notified();
            let found: Vec<Call> = self
                .calls()
                .into_iter()
                .filter(|c| c.method == method)
                .collect();
            if found.len() >= count {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!(
                    "waited for {count} {method} calls, got {}; all calls: {:?}",
                    found.len(),
                    self.calls().iter().map(|c| &c.method).collect::<Vec<_>>()
                );
            }
        }
    }
}

/// A method as Telegram's documentation writes it: teloxide writes
/// `SendMessage`, the documentation `sendMessage`; both are the same.
fn method_name(written: &str) -> String {
    let mut chars = written.chars();
    chars
        .next()
        .map(|c| c.to_ascii_lowercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

async fn handle(
    State(shared): State<Arc<Shared>>,
    Path((_token, method)): Path<(String, String)>,
    request: Request,
) -> Json<Value> {
    let method = method_name(&method);
    let (fields, mut files) = super::process::read_body(request).await;
    let mut params = json!({});
    for (name, text) in fields {
        let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
        if name.is_empty() {
            params = value;
        } else {
            params[name] = value;
        }
    }
    // `photo: attach://x` names the file sent in part `x`.
    if let Value::Object(fields) = &params {
        for (name, value) in fields {
            if let Some(part) = value.as_str().and_then(|v| v.strip_prefix("attach://"))
                && let Some(file) = files.remove(part)
            {
                files.insert(name.clone(), file);
            }
        }
    }
    if method != "getUpdates" {
        let failed = {
            let mut fail = shared.fail_once.lock().expect("lock");
            match fail.iter().position(|m| *m == method) {
                Some(i) => {
                    fail.remove(i);
                    true
                }
                None => false,
            }
        };
        let troubled = match shared.troubled.lock().expect("lock").get_mut(&method) {
            Some(left) if *left > 0 => {
                *left -= 1;
                true
            }
            _ => false,
        };
        let answer = if failed {
            json!({
                "ok": false,
                "error_code": 429,
                "description": "Too Many Requests: retry after 1",
                "parameters": {"retry_after": 1}
            })
        } else if troubled {
            json!({"ok": false, "error_code": 500, "description": "Internal Server Error"})
        } else {
            answer(&shared, &method, &params)
        };
        if method.starts_with("send")
            && let Some(chat) = params["chat_id"]
                .as_i64()
                .or_else(|| params["chat_id"].as_str().and_then(|c| c.parse().ok()))
        {
            *shared
                .sent_in
                .lock()
                .expect("lock")
                .entry(chat)
                .or_default() += 1;
        }
        shared.calls.lock().expect("lock").push(Call {
            method: method.clone(),
            params: params.clone(),
            files,
            result: answer["result"].clone(),
            at: std::time::Instant::now(),
        });
        shared.called.notify_waiters();
        // Telegram being slow: the call is seen at once, answered late (or
        // after the client has given up).
        let stalled = shared.stalled.lock().expect("lock").remove(&method);
        if let Some(wait) = stalled {
            tokio::time::sleep(wait).await;
        }
        let slow = shared.slow.lock().expect("lock").get(&method).copied();
        if let Some(wait) = slow {
            tokio::time::sleep(wait).await;
        }
        return Json(answer);
    }
    let ok = |result: Value| Json(json!({"ok": true, "result": result}));
    match method.as_str() {
        "getUpdates" => {
            let offset = params["offset"].as_i64().unwrap_or(0);
            shared.offsets.lock().expect("lock").push(offset);
            // Telegram's own trouble, for long polls too.
            let troubled = match shared.troubled.lock().expect("lock").get_mut("getUpdates") {
                Some(left) if *left > 0 => {
                    *left -= 1;
                    true
                }
                _ => false,
            };
            if troubled {
                return Json(json!({"ok": false, "error_code": 502, "description": "Bad Gateway"}));
            }
            let wait = params["timeout"].as_u64().unwrap_or(0).min(2);
            let deadline = tokio::time::Instant::now() + Duration::from_secs(wait);
            loop {
                let notified = shared.arrived.notified();
                let ready: Vec<Value> = {
                    let mut queue = shared.updates.lock().expect("lock");
                    queue.retain(|u| u["update_id"].as_i64().unwrap_or(0) >= offset);
                    queue.iter().cloned().collect()
                };
                if !ready.is_empty() {
                    return ok(Value::Array(ready));
                }
                if tokio::time::timeout_at(deadline, notified).await.is_err() {
                    return ok(json!([]));
                }
            }
        }
        _ => Json(answer(&shared, &method, &params)),
    }
}

/// A text as Telegram shows it, with its entities: with `parse_mode` HTML,
/// the tags Telegram knows become entities (offsets in UTF-16 units) and
/// the four entities `&lt; &gt; &amp; &quot;` characters; anything else,
/// or tags that do not nest, is refused as Telegram refuses it. Without a
/// parse mode the text is shown as sent, backticks and all.
fn formatted(text: &str, params: &Value) -> Result<(String, Value), String> {
    if params["parse_mode"] != json!("HTML") {
        return Ok((text.to_owned(), json!([])));
    }
    let refuse = |why: &str| format!("Bad Request: can't parse entities: {why}");
    let kinds = [
        ("b", "bold"),
        ("i", "italic"),
        ("u", "underline"),
        ("s", "strikethrough"),
        ("code", "code"),
        ("pre", "pre"),
    ];
    let mut shown = String::new();
    let mut units = 0usize;
    let mut open: Vec<(&str, usize, Option<String>)> = Vec::new();
    let mut entities = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '<' {
            let end = rest.find('>').ok_or_else(|| refuse("unclosed start tag"))?;
            let tag = &rest[1..end];
            if let Some(name) = tag.strip_prefix('/') {
                let (kind, start, url) = open.pop().ok_or_else(|| refuse("unexpected end tag"))?;
                if kind != name {
                    return Err(refuse("unmatched end tag"));
                }
                if units > start {
                    // A link to a user's id is shown as a mention of them.
                    let entity = match url {
                        Some(url) => match url.strip_prefix("tg://user?id=") {
                            Some(id) => {
                                let id: i64 = id.parse().map_err(|_| refuse("bad user id"))?;
                                json!({"type": "text_mention", "offset": start,
                                       "length": units - start, "user": {"id": id}})
                            }
                            None => json!({"type": "text_link", "offset": start,
                                           "length": units - start, "url": url}),
                        },
                        None => {
                            let kind = kinds.iter().find(|(t, _)| *t == name).map(|(_, k)| *k);
                            json!({"type": kind, "offset": start, "length": units - start})
                        }
                    };
                    entities.push(entity);
                }
            } else if let Some(url) = tag
                .strip_prefix("a href=\"")
                .and_then(|rest| rest.strip_suffix('"'))
            {
                open.push(("a", units, Some(url.to_owned())));
            } else if kinds.iter().any(|(t, _)| *t == tag) {
                let name = kinds
                    .iter()
                    .find(|(t, _)| *t == tag)
                    .map(|(t, _)| *t)
                    .unwrap_or("");
                open.push((name, units, None));
            } else {
                return Err(refuse(&format!("unsupported start tag \"{tag}\"")));
            }
            rest = &rest[end + 1..];
            continue;
        }
        let (ch, used) = if c == '&' {
            let end = rest
                .find(';')
                .ok_or_else(|| refuse("unclosed character entity"))?;
            let ch = match &rest[..=end] {
                "&lt;" => '<',
                "&gt;" => '>',
                "&amp;" => '&',
                "&quot;" => '"',
                _ => return Err(refuse("unsupported HTML entity")),
            };
            (ch, end + 1)
        } else {
            (c, c.len_utf8())
        };
        shown.push(ch);
        units += ch.len_utf16();
        rest = &rest[used..];
    }
    if !open.is_empty() {
        return Err(refuse("can't find end tag"));
    }
    Ok((shown, Value::Array(entities)))
}

/// The next message id of every chat (Telegram numbers each chat's
/// messages; one counter for all is enough here).
fn next_message_id(shared: &Shared) -> i64 {
    let mut next = shared.next_message.lock().expect("lock");
    *next += 1;
    *next
}

/// Telegram's answer to a call other than `getUpdates`, as it answers:
/// sends give the message sent, edits the message edited (or 400 when it is
/// unknown or would not change), refusals their error.
fn answer(shared: &Shared, method: &str, params: &Value) -> Value {
    let ok = |result: Value| json!({"ok": true, "result": result});
    let bad =
        |description: &str| json!({"ok": false, "error_code": 400, "description": description});
    let sends = matches!(method, "sendMessage" | "sendPhoto" | "sendDocument");
    let chat_id = params["chat_id"].as_i64().unwrap_or(0);
    if sends && let Some(to) = shared.migrated.lock().expect("lock").get(&chat_id) {
        return json!({
            "ok": false,
            "error_code": 400,
            "description": "Bad Request: group chat was upgraded to a supergroup chat",
            "parameters": {"migrate_to_chat_id": to}
        });
    }
    if sends && shared.kicked.lock().expect("lock").contains(&chat_id) {
        return json!({
            "ok": false,
            "error_code": 403,
            "description": "Forbidden: bot was kicked from the supergroup chat"
        });
    }
    match chat_id {
        BLOCKED_CHAT if sends => {
            return json!({
                "ok": false,
                "error_code": 403,
                "description": "Forbidden: bot was blocked by the user"
            });
        }
        TROUBLED_CHAT if sends => {
            return json!({
                "ok": false,
                "error_code": 500,
                "description": "Internal Server Error"
            });
        }
        _ => {}
    }
    match method {
        "getMe" => {
            let mut me = bot_user();
            me["can_join_groups"] = json!(true);
            me["can_read_all_group_messages"] = json!(true);
            me["supports_inline_queries"] = json!(false);
            me["has_main_web_app"] = json!(false);
            ok(me)
        }
        "getWebhookInfo" => {
            ok(json!({"url": "", "has_custom_certificate": false, "pending_update_count": 0}))
        }
        "deleteWebhook" | "setWebhook" | "setMyCommands" | "answerCallbackQuery" => ok(json!(true)),
        "getChatMember" => {
            let user_id = params["user_id"].as_i64().unwrap_or(0);
            let is_bot = user_id == bot_user()["id"].as_i64().unwrap_or(0);
            let user = if is_bot {
                bot_user()
            } else {
                json!({"id": user_id, "is_bot": false, "first_name": "someone"})
            };
            let administers = if is_bot {
                *shared.bot_manages_topics.lock().expect("lock")
            } else {
                shared
                    .administrators
                    .lock()
                    .expect("lock")
                    .contains(&user_id)
            };
            if administers {
                ok(json!({
                    "status": "administrator", "user": user, "can_be_edited": false,
                    "is_anonymous": false, "can_manage_chat": true, "can_delete_messages": true,
                    "can_manage_video_chats": true, "can_restrict_members": true,
                    "can_promote_members": false, "can_change_info": true, "can_invite_users": true,
                    "can_post_stories": false, "can_edit_stories": false,
                    "can_delete_stories": false, "can_pin_messages": true, "can_manage_topics": true
                }))
            } else {
                ok(json!({"status": "member", "user": user}))
            }
        }
        "createForumTopic" => {
            let name = params["name"].as_str().unwrap_or("");
            if !(1..=128).contains(&name.chars().count()) {
                return bad("Bad Request: TOPIC_NAME_INVALID");
            }
            if !shared.forums.lock().expect("lock").contains_key(&chat_id) {
                return bad("Bad Request: the chat is not a forum");
            }
            if !*shared.bot_manages_topics.lock().expect("lock") {
                return bad("Bad Request: not enough rights to create a topic");
            }
            // A topic's id is the id of the service message that opens it.
            let id = next_message_id(shared);
            shared
                .forums
                .lock()
                .expect("lock")
                .entry(chat_id)
                .or_default()
                .push(id);
            ok(json!({"message_thread_id": id, "name": name, "icon_color": 7_322_096}))
        }
        "sendMessage" | "sendPhoto" | "sendDocument" => {
            // As Telegram: a Mini App button only in a private chat (a
            // positive chat id), and only to an https address.
            let web_apps: Vec<Value> = params["reply_markup"]["inline_keyboard"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|row| row.as_array().cloned().unwrap_or_default())
                .filter_map(|button| button.get("web_app").cloned())
                .collect();
            if !web_apps.is_empty() && chat_id < 0 {
                return bad("Bad Request: BUTTON_TYPE_INVALID");
            }
            if web_apps.iter().any(|app| {
                !app["url"]
                    .as_str()
                    .is_some_and(|u| u.starts_with("https://"))
            }) {
                return bad("Bad Request: BUTTON_URL_INVALID");
            }
            let forum = shared.forums.lock().expect("lock").get(&chat_id).cloned();
            let topic = params["message_thread_id"].as_i64();
            if let Some(topic) = topic
                && !forum.as_ref().is_some_and(|topics| topics.contains(&topic))
            {
                return bad("Bad Request: message thread not found");
            }
            let id = next_message_id(shared);
            let chat = match forum {
                Some(_) => {
                    json!({"id": chat_id, "type": "supergroup", "title": "Chess club", "is_forum": true})
                }
                None => json!({"id": chat_id, "type": "group", "title": "Chess club"}),
            };
            let mut message = json!({
                "message_id": id,
                "date": 0,
                "chat": chat,
                "from": bot_user(),
            });
            if let Some(topic) = topic {
                message["message_thread_id"] = json!(topic);
                message["is_topic_message"] = json!(true);
            }
            match method {
                "sendPhoto" => {
                    message["photo"] = json!([{"file_id": "p", "file_unique_id": "p", "width": 720, "height": 828}]);
                    if let Some(caption) = params["caption"].as_str() {
                        match formatted(caption, params) {
                            Ok((caption, entities)) => {
                                message["caption"] = json!(caption);
                                message["caption_entities"] = entities;
                            }
                            Err(error) => return bad(&error),
                        }
                    }
                }
                "sendDocument" => {
                    message["document"] = json!({"file_id": "d", "file_unique_id": "d"});
                }
                _ => match formatted(params["text"].as_str().unwrap_or(""), params) {
                    Ok((text, entities)) => {
                        message["text"] = json!(text);
                        message["entities"] = entities;
                    }
                    Err(error) => return bad(&error),
                },
            }
            if params["reply_markup"]["inline_keyboard"].is_array() {
                message["reply_markup"] = params["reply_markup"].clone();
            }
            if let Some(answered) = params["reply_parameters"]["message_id"].as_i64() {
                message["reply_to_message"] = shared
                    .messages
                    .lock()
                    .expect("lock")
                    .get(&(chat_id, answered))
                    .cloned()
                    .unwrap_or_else(|| json!({"message_id": answered, "date": 0, "chat": message["chat"].clone()}));
            }
            shared
                .messages
                .lock()
                .expect("lock")
                .insert((chat_id, id), message.clone());
            ok(message)
        }
        "editMessageReplyMarkup" | "editMessageText" => {
            let id = params["message_id"].as_i64().unwrap_or(0);
            let mut messages = shared.messages.lock().expect("lock");
            let Some(message) = messages.get_mut(&(chat_id, id)) else {
                return bad("Bad Request: message to edit not found");
            };
            let mut edited = message.clone();
            match params["reply_markup"]["inline_keyboard"].as_array() {
                Some(rows) if !rows.is_empty() => {
                    edited["reply_markup"] = params["reply_markup"].clone();
                }
                _ => {
                    if let Some(fields) = edited.as_object_mut() {
                        fields.remove("reply_markup");
                    }
                }
            }
            if method == "editMessageText" {
                if edited.get("text").is_none() {
                    return bad("Bad Request: there is no text in the message to edit");
                }
                match formatted(params["text"].as_str().unwrap_or(""), params) {
                    Ok((text, entities)) => {
                        edited["text"] = json!(text);
                        edited["entities"] = entities;
                    }
                    Err(error) => return bad(&error),
                }
            }
            if edited == *message {
                return bad(
                    "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
                );
            }
            edited["edit_date"] = json!(1);
            *message = edited.clone();
            ok(edited)
        }
        other => {
            shared
                .unexpected
                .lock()
                .expect("lock")
                .push(other.to_owned());
            json!({"ok": false, "error_code": 404, "description": "Not Found: method not found"})
        }
    }
}

impl FakeTelegram {
    /// Posts an update to a webhook at `address` as Telegram does: the
    /// status, or `None` when no answer came (nothing listens, or the
    /// connection broke). A call carried by a 200 response (JSON with its
    /// `method`) is made, as Telegram makes it, and recorded as a call.
    pub async fn post_update(
        &self,
        address: std::net::SocketAddr,
        secret: Option<&str>,
        update: &Value,
    ) -> Option<u16> {
        let (status, body) = post_to_webhook_reading(address, secret, update).await?;
        if status == 200
            && let Ok(mut call) = serde_json::from_str::<Value>(&body)
            && let Some(method) = call["method"].as_str().map(str::to_owned)
        {
            call.as_object_mut().expect("an object").remove("method");
            let method = method_name(&method);
            let result = answer(&self.shared, &method, &call);
            self.shared.calls.lock().expect("lock").push(Call {
                method,
                params: call,
                files: HashMap::new(),
                result: result["result"].clone(),
                at: std::time::Instant::now(),
            });
            self.shared.called.notify_waiters();
        }
        Some(status)
    }
}

/// Posts an update to a webhook at `address` (path `/telegram/hook`); the
/// status, or `None` when no answer came (nothing listens, or the
/// connection broke). A call the response carries is not made: see
/// [`FakeTelegram::post_update`].
pub async fn post_to_webhook(
    address: std::net::SocketAddr,
    secret: Option<&str>,
    update: &Value,
) -> Option<u16> {
    post_to_webhook_reading(address, secret, update)
        .await
        .map(|(status, _)| status)
}

/// Posts an update to a webhook at `address`; the status and the body.
async fn post_to_webhook_reading(
    address: std::net::SocketAddr,
    secret: Option<&str>,
    update: &Value,
) -> Option<(u16, String)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = update.to_string();
    let header = secret.map_or(String::new(), |s| {
        format!("X-Telegram-Bot-Api-Secret-Token: {s}\r\n")
    });
    let request = format!(
        "POST /telegram/hook HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n{header}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut stream = tokio::net::TcpStream::connect(address).await.ok()?;
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).await.ok()?;
    let status = response
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())?;
    let body = response
        .split_once("\r\n\r\n")
        .map_or(String::new(), |(_, body)| body.to_owned());
    Some((status, body))
}
