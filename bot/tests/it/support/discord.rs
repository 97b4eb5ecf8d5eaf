//! A stand-in Discord on 127.0.0.1: the REST routes the adapter uses and
//! the gateway websocket, answered as Discord answers them, every call
//! recorded. The gateway says HELLO, reads IDENTIFY, says READY for the
//! shard that identified, acknowledges heartbeats, and then delivers the
//! interactions the test pushes, each to the shard its guild belongs to.
//! Every payload the stand-in sends is first read back into serenity's own
//! types, so a malformed stand-in fails loudly rather than quietly. Any
//! other route is recorded as unexpected (and fails the test that checks).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::get;
use serde_json::{Value, json};
use tokio::sync::{Notify, broadcast};

/// The application (and bot user) id the stand-in reports.
pub const APPLICATION: u64 = 4_000_000_000_000_042;
/// The guild the tests play in (on shard 0 of 1 and of 2).
pub const GUILD: u64 = 6_000_000_000_000_000;
/// The channel the tests play in.
pub const CHANNEL: u64 = 7_000_000_000_000_001;

/// A channel the bot may not see: Discord answers 403 Missing Access.
pub const FORBIDDEN_CHANNEL: u64 = 7_000_000_000_000_403;

/// The direct-message channel between the bot and a user.
pub fn dm_channel(user: u64) -> u64 {
    7_100_000_000_000_000 + user
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    pub method: String,
    /// The path, from `/api/v10/` on.
    pub path: String,
    /// The JSON body, or a multipart body's `payload_json`.
    pub body: Value,
    /// Files uploaded with the call: field name (`files[0]`) to
    /// (file name, bytes).
    pub files: HashMap<String, (String, Vec<u8>)>,
    /// The host it was sent to (`discord.com`, or a proxy's address).
    pub host: String,
}

impl Call {
    /// The interaction response's message data (`data` of a callback, the
    /// body of a follow-up or an edit).
    pub fn message(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.body["data"]
        } else {
            &self.body
        }
    }

    /// The callback's type (4 message, 5 deferred, 6 deferred update,
    /// 7 update, 8 autocomplete); `None` for other calls.
    pub fn callback_type(&self) -> Option<u64> {
        self.path
            .ends_with("/callback")
            .then(|| self.body["type"].as_u64())
            .flatten()
    }

    /// Whether only the user who caused it sees it (flag 64).
    pub fn is_ephemeral(&self) -> bool {
        self.message()["flags"]
            .as_u64()
            .is_some_and(|f| f & 64 != 0)
    }

    /// The values of an autocomplete answer's choices, in order.
    pub fn choice_words(&self) -> Vec<&str> {
        self.body["data"]["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .filter_map(|c| c["value"].as_str())
            .collect()
    }

    /// The message's visible text: its content and its embeds' text.
    pub fn text(&self) -> String {
        text_in(self.message())
    }

    /// The custom ids of the message's buttons, in order.
    pub fn buttons(&self) -> Vec<String> {
        buttons_in(self.message())
    }
}

/// A message's visible text: its content and its embeds' text.
pub fn text_in(message: &Value) -> String {
    let mut text = message["content"].as_str().unwrap_or_default().to_owned();
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for part in ["title", "description"] {
            if let Some(s) = embed[part].as_str() {
                text.push('\n');
                text.push_str(s);
            }
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            for part in ["name", "value"] {
                text.push('\n');
                text.push_str(field[part].as_str().unwrap_or_default());
            }
        }
        if let Some(footer) = embed["footer"]["text"].as_str() {
            text.push('\n');
            text.push_str(footer);
        }
    }
    // A message that is all embed reads from the embed's first line.
    text.trim_start_matches('\n').to_owned()
}

/// The custom ids of a message's buttons, in order.
pub fn buttons_in(message: &Value) -> Vec<String> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}

struct Shared {
    calls: Mutex<Vec<Call>>,
    unexpected: Mutex<Vec<String>>,
    /// The IDENTIFY payloads received.
    identified: Mutex<Vec<Value>>,
    /// When each IDENTIFY came, with its shard id.
    identify_times: Mutex<Vec<(std::time::Instant, u64)>>,
    /// `/gateway/bot`'s `max_concurrency`.
    max_concurrency: Mutex<u64>,
    /// `/gateway/bot`'s session budget: sessions left, and the
    /// milliseconds until Discord resets it.
    budget: Mutex<(u64, u64)>,
    heartbeats: Mutex<u32>,
    recommended_shards: u32,
    next_id: Mutex<u64>,
    events: broadcast::Sender<Value>,
    sequence: Mutex<u64>,
    changed: Notify,
    base: Mutex<String>,
    /// Every message the bot posted, as it now stands: id to message.
    messages: Mutex<HashMap<u64, Value>>,
    /// Each interaction's answer message (`@original`), by token.
    originals: Mutex<HashMap<String, u64>>,
    /// The message each pressed button was on, by the press's token.
    pressed: Mutex<HashMap<String, u64>>,
    /// The threads the bot opened: id to the thread channel.
    threads: Mutex<HashMap<u64, Value>>,
    /// Whether the bot lacks the permissions to open threads.
    threads_forbidden: Mutex<bool>,
    /// The users notified by a mention, in order (an edit notifies no one).
    pinged: Mutex<Vec<u64>>,
    /// The tokens of interactions answered too late: Discord no longer
    /// knows them.
    expired: Mutex<Vec<String>>,
    /// The RESUME payloads received.
    resumed: Mutex<Vec<Value>>,
    /// Channels whose next so many posts meet Discord's own trouble (500).
    troubled: Mutex<HashMap<String, usize>>,
    /// Channels whose next so many posts are rate limited, and for how
    /// many seconds each.
    limited: Mutex<HashMap<String, (usize, f64)>>,
    /// Where interactions are posted instead of sent over the gateway (in
    /// turn, when several), and the application's key that signs them.
    endpoints: Mutex<Option<(Vec<String>, ed25519_dalek::SigningKey)>>,
    /// How many interactions were posted to the endpoints.
    posted: Mutex<usize>,
    /// Each posted interaction's HTTP answer: its status, by interaction id.
    statuses: Mutex<HashMap<String, u16>>,
    /// Whether the bot's token was revoked: every call is refused (401).
    revoked: Mutex<bool>,
}

/// The stand-in server.
#[derive(Clone)]
pub struct FakeDiscord {
    /// Where the REST API is served over TLS, as `discord.com`.
    pub api_address: std::net::SocketAddr,
    /// The PEM of the root certificate that signed the REST API's.
    pub root_pem: String,
    shared: Arc<Shared>,
}

/// The bot's own user.
pub fn bot_user() -> Value {
    json!({"id": APPLICATION.to_string(), "username": "Kibitz", "discriminator": "0000",
           "global_name": null, "avatar": null, "bot": true})
}

/// A user.
pub fn user(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name.to_lowercase(), "discriminator": "0",
           "global_name": name, "avatar": null})
}

/// The guild member a user is in the test guild.
pub fn member(user: &Value) -> Value {
    json!({"user": user, "nick": null, "avatar": null, "roles": [],
           "joined_at": "2026-01-01T00:00:00.000000+00:00", "premium_since": null,
           "deaf": false, "mute": false, "flags": 0, "pending": false,
           "permissions": "2248473465835073"})
}

impl FakeDiscord {
    /// Starts a stand-in on a free port that recommends one shard.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::with_shards(1).await
    }

    /// Starts a stand-in that recommends `recommended_shards` shards.
    pub async fn with_shards(recommended_shards: u32) -> FakeDiscord {
        let (events, _) = broadcast::channel(256);
        let shared = Arc::new(Shared {
            calls: Mutex::default(),
            unexpected: Mutex::default(),
            identified: Mutex::default(),
            identify_times: Mutex::default(),
            max_concurrency: Mutex::new(1),
            budget: Mutex::new((999, 0)),
            heartbeats: Mutex::default(),
            recommended_shards,
            next_id: Mutex::new(9_000_000_000_000_000),
            events,
            sequence: Mutex::default(),
            changed: Notify::new(),
            base: Mutex::default(),
            messages: Mutex::default(),
            originals: Mutex::default(),
            pressed: Mutex::default(),
            threads: Mutex::default(),
            threads_forbidden: Mutex::default(),
            pinged: Mutex::default(),
            expired: Mutex::default(),
            resumed: Mutex::default(),
            troubled: Mutex::default(),
            limited: Mutex::default(),
            endpoints: Mutex::default(),
            posted: Mutex::default(),
            statuses: Mutex::default(),
            revoked: Mutex::default(),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(shared.clone());
        // The gateway is reached at the address Discord gives; the REST
        // API as `discord.com`, over TLS.
        let gateway = super::process::serve(app.clone()).await;
        *shared.base.lock().expect("lock") = format!("{gateway}");
        let (api_address, root_pem) = super::process::serve_tls(app, "discord.com").await;
        FakeDiscord {
            api_address,
            root_pem,
            shared,
        }
    }

    /// Where the stand-in also answers over plain HTTP, as a rate-limiting
    /// proxy in front of Discord would (`http://ip:port`).
    pub fn proxy_url(&self) -> String {
        format!("http://{}", self.shared.base.lock().expect("lock"))
    }

    /// How the adapter reaches this stand-in instead of Discord.
    pub fn stand_in(&self) -> kibitz::adapters::discord::StandIn {
        kibitz::adapters::discord::StandIn::new(self.api_address, self.root_pem.as_bytes())
            .expect("a stand-in client")
    }

    /// Waits (at most 20 s) until `count` shards have identified; their
    /// IDENTIFY payloads.
    pub async fn identified(&self, count: usize) -> Vec<Value> {
        self.until(Duration::from_secs(20), "shards to identify", || {
            let identified = self.shared.identified.lock().expect("lock").clone();
            (identified.len() >= count).then_some(identified)
        })
        .await
    }

    /// Revokes the bot's token: Discord refuses every call from now on.
    pub fn revoke_token(&self) {
        *self.shared.revoked.lock().expect("lock") = true;
    }

    /// Says `max_concurrency` in `/gateway/bot` from now on (IDENTIFYs
    /// allowed at once, each of its own bucket).
    pub fn allow_concurrency(&self, max_concurrency: u64) {
        *self.shared.max_concurrency.lock().expect("lock") = max_concurrency;
    }

    /// Says in `/gateway/bot` that `remaining` sessions are left today,
    /// reset in `reset_after_ms`.
    pub fn set_session_budget(&self, remaining: u64, reset_after_ms: u64) {
        *self.shared.budget.lock().expect("lock") = (remaining, reset_after_ms);
    }

    /// Waits (at most `limit`) until `count` shards have identified; when
    /// each did, and its shard id, in order.
    pub async fn identify_times(
        &self,
        count: usize,
        limit: Duration,
    ) -> Vec<(std::time::Instant, u64)> {
        self.until(limit, "shards to identify", || {
            let times = self.shared.identify_times.lock().expect("lock").clone();
            (times.len() >= count).then_some(times)
        })
        .await
    }

    /// Waits (at most 10 s) until `count` heartbeats have been
    /// acknowledged (the stand-in asks for one a second).
    pub async fn heartbeats(&self, count: u32) {
        self.until(Duration::from_secs(10), "heartbeats", || {
            (*self.shared.heartbeats.lock().expect("lock") >= count).then_some(())
        })
        .await;
    }

    /// Makes the next `times` posts in `channel` fail as Discord's own
    /// trouble does (500 Internal Server Error).
    pub fn fail_posts(&self, channel: u64, times: usize) {
        self.shared
            .troubled
            .lock()
            .expect("lock")
            .insert(channel.to_string(), times);
    }

    /// Makes the next `times` posts in `channel` meet Discord's rate limit
    /// (429 with `retry-after: seconds` and the bucket's headers).
    pub fn limit_posts(&self, channel: u64, times: usize, seconds: f64) {
        self.shared
            .limited
            .lock()
            .expect("lock")
            .insert(channel.to_string(), (times, seconds));
    }

    /// Asks every connected shard to reconnect (op 7), as Discord does
    /// before it moves a session.
    pub fn ask_to_reconnect(&self) {
        self.shared
            .events
            .send(json!({"stand-in": "reconnect"}))
            .expect("a shard is connected");
    }

    /// Drops every gateway connection without a word, as a network failure
    /// does.
    pub fn drop_connections(&self) {
        self.shared
            .events
            .send(json!({"stand-in": "drop"}))
            .expect("a shard is connected");
    }

    /// Waits (at most 30 s) until `count` sessions have been resumed;
    /// their RESUME payloads.
    pub async fn resumed(&self, count: usize) -> Vec<Value> {
        self.until(Duration::from_secs(30), "sessions to resume", || {
            let resumed = self.shared.resumed.lock().expect("lock").clone();
            (resumed.len() >= count).then_some(resumed)
        })
        .await
    }

    /// Sends an interaction over the gateway (after checking that serenity
    /// reads it).
    pub fn push(&self, interaction: Value) {
        serde_json::from_value::<serenity::all::Interaction>(interaction.clone())
            .unwrap_or_else(|e| panic!("the stand-in wrote a bad interaction: {e}\n{interaction}"));
        // The bot's permissions are what its latest interaction says.
        let permissions: u64 = interaction["app_permissions"]
            .as_str()
            .and_then(|p| p.parse().ok())
            .unwrap_or(APP_PERMISSIONS);
        *self.shared.threads_forbidden.lock().expect("lock") =
            permissions & THREAD_PERMISSIONS != THREAD_PERMISSIONS;
        if let (Some(token), Some(message)) = (
            interaction["token"].as_str(),
            interaction["message"]["id"]
                .as_str()
                .and_then(|id| id.parse::<u64>().ok()),
        ) {
            self.shared
                .pressed
                .lock()
                .expect("lock")
                .insert(token.to_owned(), message);
        }
        let endpoints = self.shared.endpoints.lock().expect("lock").clone();
        match endpoints {
            Some((urls, key)) => {
                let turn = {
                    let mut posted = self.shared.posted.lock().expect("lock");
                    *posted += 1;
                    *posted - 1
                };
                let url = urls[turn % urls.len()].clone();
                let shared = self.shared.clone();
                tokio::spawn(async move {
                    let id = interaction["id"].as_str().unwrap_or_default().to_owned();
                    let body = interaction.to_string();
                    let timestamp = chrono::Utc::now().timestamp().to_string();
                    let (signature, timestamp) = signed(&key, &timestamp, body.as_bytes());
                    let status = post_signed(&url, body, Some(signature), Some(timestamp))
                        .await
                        .0;
                    shared.statuses.lock().expect("lock").insert(id, status);
                    shared.changed.notify_waiters();
                });
            }
            None => {
                self.shared
                    .events
                    .send(interaction)
                    .expect("a shard is connected");
            }
        }
    }

    /// From now on, posts interactions to the interactions endpoints at
    /// `urls` (in turn), signed with `key`, as Discord does once an
    /// application has an Interactions Endpoint URL, instead of sending
    /// them over the gateway.
    pub fn post_to(&self, urls: &[String], key: ed25519_dalek::SigningKey) {
        *self.shared.endpoints.lock().expect("lock") = Some((urls.to_vec(), key));
    }

    /// Waits (at most 10 s) for the endpoint's HTTP answer to interaction
    /// `id`: its status.
    pub async fn status_of(&self, id: u64) -> u16 {
        self.until(Duration::from_secs(10), "the endpoint to answer", || {
            self.shared
                .statuses
                .lock()
                .expect("lock")
                .get(&id.to_string())
                .copied()
        })
        .await
    }

    /// The threads the bot opened, oldest first (as Discord returned them).
    pub fn threads(&self) -> Vec<Value> {
        let mut threads: Vec<Value> = self
            .shared
            .threads
            .lock()
            .expect("lock")
            .values()
            .cloned()
            .collect();
        threads.sort_by_key(|t| t["id"].as_str().and_then(|id| id.parse::<u64>().ok()));
        threads
    }

    /// The messages posted in a channel or thread, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let mut found: Vec<Value> = self
            .shared
            .messages
            .lock()
            .expect("lock")
            .values()
            .filter(|m| m["channel_id"] == json!(channel.to_string()))
            .cloned()
            .collect();
        found.sort_by_key(|m| m["id"].as_str().and_then(|id| id.parse::<u64>().ok()));
        found
    }

    /// The users a new message notified by mentioning them, in order, as
    /// Discord notifies: only on a new message (never on an edit), and only
    /// those its `allowed_mentions` let through.
    pub fn pinged(&self) -> Vec<u64> {
        self.shared.pinged.lock().expect("lock").clone()
    }

    /// Makes interaction `id` one Discord no longer knows by the time the
    /// bot answers (its three seconds, or its token's fifteen minutes,
    /// gone): every answer to it fails as Discord fails it.
    pub fn expire(&self, id: u64) {
        self.shared.expired.lock().expect("lock").push(token_of(id));
    }

    /// Waits (at most 10 s) until the bot has posted `count` messages in
    /// a channel or thread by the channel's own route (not as answers to
    /// interactions); the posts.
    pub async fn posts_in(&self, channel: u64, count: usize) -> Vec<Call> {
        let route = format!("/channels/{channel}/messages");
        self.until(Duration::from_secs(10), "posts in the channel", || {
            let posts: Vec<Call> = self
                .calls()
                .into_iter()
                .filter(|c| c.method == "POST" && c.path == route)
                .collect();
            (posts.len() >= count).then_some(posts)
        })
        .await
    }

    /// Every REST call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.calls.lock().expect("lock").clone()
    }

    /// A message the bot posted, as it now stands (edits applied).
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.messages.lock().expect("lock").get(&id).cloned()
    }

    /// The custom ids of the buttons on each message everyone sees that
    /// still has some, oldest first.
    pub fn live_buttons(&self) -> Vec<(u64, Vec<String>)> {
        let messages = self.shared.messages.lock().expect("lock");
        let mut live: Vec<(u64, Vec<String>)> = messages
            .iter()
            .filter(|(_, m)| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
            .map(|(id, m)| (*id, buttons_in(m)))
            .filter(|(_, buttons)| !buttons.is_empty())
            .collect();
        live.sort();
        live
    }

    /// Waits (at most 10 s) until the messages everyone sees that have
    /// buttons have exactly these, oldest first.
    pub async fn wait_live(&self, expected: &[&[&str]]) {
        let expected: Vec<Vec<String>> = expected
            .iter()
            .map(|buttons| buttons.iter().map(|b| (*b).to_owned()).collect())
            .collect();
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.changed.notified();
            let live: Vec<Vec<String>> = self.live_buttons().into_iter().map(|(_, b)| b).collect();
            if live == expected {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("the live buttons are {live:?}, not {expected:?}");
            }
        }
    }

    /// The id of the message that answered interaction `id` (its
    /// `@original`), once there is one.
    pub fn original_of(&self, id: u64) -> Option<u64> {
        self.shared
            .originals
            .lock()
            .expect("lock")
            .get(&token_of(id))
            .copied()
    }

    /// Routes called that the stand-in does not serve.
    pub fn unexpected(&self) -> Vec<String> {
        self.shared.unexpected.lock().expect("lock").clone()
    }

    /// The calls that answered interaction `id` (callbacks, follow-ups,
    /// edits), in order.
    pub fn answers(&self, id: u64) -> Vec<Call> {
        let token = token_of(id);
        self.calls()
            .into_iter()
            .filter(|c| c.path.contains(&format!("/{token}")))
            .collect()
    }

    /// Waits (at most 10 s) until interaction `id` has `count` answers.
    pub async fn wait_answers(&self, id: u64, count: usize) -> Vec<Call> {
        self.until(Duration::from_secs(10), "answers", || {
            let answers = self.answers(id);
            (answers.len() >= count).then_some(answers)
        })
        .await
    }

    /// Waits (at most 10 s) until a call to a path that ends with
    /// `suffix` has been made; the first such call.
    pub async fn wait_call(&self, method: &str, suffix: &str) -> Call {
        self.until(Duration::from_secs(10), suffix, || {
            self.calls()
                .into_iter()
                .find(|c| c.method == method && c.path.ends_with(suffix))
        })
        .await
    }

    async fn until<T>(&self, limit: Duration, what: &str, found: impl Fn() -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let notified = self.shared.changed.notified();
            if let Some(value) = found() {
                return value;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let paths: Vec<String> = self
                    .calls()
                    .iter()
                    .map(|c| format!("{} {}", c.method, c.path))
                    .collect();
                panic!("waited in vain for {what}; calls so far: {paths:#?}");
            }
        }
    }
}

/// The token of interaction `id` (so that answers can be told apart).
pub fn token_of(id: u64) -> String {
    format!("token-{id}")
}

/// A slash command in the test channel: `options` as Discord sends them
/// (`[{"name": "move", "type": 3, "value": "e4"}]`), `resolved` for user
/// options.
pub fn command(id: u64, by: &Value, name: &str, options: Value, resolved: Value) -> Value {
    interaction(
        id,
        2,
        by,
        json!({"id": "1100", "name": name, "type": 1, "options": options, "resolved": resolved}),
    )
}

/// An autocomplete request: as `command`, with one option `focused`.
pub fn autocomplete(id: u64, by: &Value, name: &str, options: Value) -> Value {
    interaction(
        id,
        4,
        by,
        json!({"id": "1100", "name": name, "type": 1, "options": options}),
    )
}

/// A press of the button `custom_id` on a message of the bot.
pub fn press(id: u64, by: &Value, custom_id: &str) -> Value {
    press_on(id, by, custom_id, 8_000_000_000_000_000)
}

/// A press of the button `custom_id` on the bot's message `message`.
pub fn press_on(id: u64, by: &Value, custom_id: &str, message: u64) -> Value {
    let mut press = interaction(
        id,
        3,
        by,
        json!({"custom_id": custom_id, "component_type": 2}),
    );
    press["message"] = message_json(message, "a message");
    press
}

/// Create Public Threads (1 << 35) and Send Messages in Threads (1 << 38).
const THREAD_PERMISSIONS: u64 = (1 << 35) | (1 << 38);

/// The bot's permissions in the test channel, as interactions carry them.
const APP_PERMISSIONS: u64 = 2_248_473_465_835_073;

/// The interaction, where the bot lacks the permissions to open threads
/// (Discord then refuses to open one: the stand-in checks).
pub fn without_thread_permissions(mut interaction: Value) -> Value {
    interaction["app_permissions"] = json!((APP_PERMISSIONS & !THREAD_PERMISSIONS).to_string());
    interaction
}

/// The interaction, sent from the direct chat between its user and the
/// bot: no server, no member, the user given as such.
pub fn in_dm(mut interaction: Value) -> Value {
    let user = interaction["member"]["user"].clone();
    let id: u64 = user["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("a user id");
    let fields = interaction.as_object_mut().expect("an object");
    fields.remove("guild_id");
    fields.remove("member");
    fields.remove("guild_locale");
    interaction["user"] = user;
    interaction["channel_id"] = json!(dm_channel(id).to_string());
    interaction["channel"] = json!({"id": dm_channel(id).to_string(), "type": 1});
    interaction["context"] = json!(1);
    interaction["authorizing_integration_owners"] = json!({"0": "0"});
    interaction
}

/// The interaction, sent from `thread` (a thread the bot opened).
pub fn in_thread(mut interaction: Value, thread: &Value) -> Value {
    interaction["channel_id"] = thread["id"].clone();
    interaction["channel"] = json!({
        "id": thread["id"].clone(),
        "type": 11,
        "name": thread["name"].clone(),
        "parent_id": thread["parent_id"].clone(),
        "thread_metadata": thread["thread_metadata"].clone(),
    });
    if interaction.get("message").is_some() {
        interaction["message"]["channel_id"] = thread["id"].clone();
    }
    interaction
}

fn interaction(id: u64, kind: u8, by: &Value, data: Value) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APPLICATION.to_string(),
        "type": kind,
        "data": data,
        "guild_id": GUILD.to_string(),
        "channel_id": CHANNEL.to_string(),
        "channel": {"id": CHANNEL.to_string(), "type": 0, "name": "chess"},
        "member": member(by),
        "token": token_of(id),
        "version": 1,
        "app_permissions": APP_PERMISSIONS.to_string(),
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD.to_string()},
        "context": 0,
        "attachment_size_limit": 10_485_760
    })
}

fn message_json(id: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": CHANNEL.to_string(),
        "author": bot_user(),
        "content": content,
        "timestamp": "2026-11-23T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0
    })
}

/// The gateway: HELLO, then IDENTIFY is answered with READY, heartbeats
/// with ACKs, and pushed interactions are dispatched to this shard.
/// One of a channel's limited posts used up: the wait, while any are left.
fn take_one(limited: &Mutex<HashMap<String, (usize, f64)>>, channel: &str) -> Option<f64> {
    let mut limited = limited.lock().expect("lock");
    let (left, wait) = limited.get_mut(channel)?;
    *left = left.checked_sub(1)?;
    Some(*wait)
}

async fn gateway(State(shared): State<Arc<Shared>>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| session(shared, socket))
}

async fn send(socket: &mut WebSocket, payload: Value) -> bool {
    socket
        .send(WsMessage::Text(payload.to_string().into()))
        .await
        .is_ok()
}

async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let mut events = shared.events.subscribe();
    if !send(
        &mut socket,
        json!({"op": 10, "d": {"heartbeat_interval": 1000}}),
    )
    .await
    {
        return;
    }
    // This connection's shard, once identified: (id, total).
    let mut shard: Option<(u64, u64)> = None;
    loop {
        tokio::select! {
            received = socket.recv() => {
                let Some(Ok(message)) = received else { return };
                let WsMessage::Text(text) = message else { continue };
                let payload: Value = serde_json::from_str(&text).expect("gateway JSON");
                match payload["op"].as_u64() {
                    Some(1) => {
                        *shared.heartbeats.lock().expect("lock") += 1;
                        shared.changed.notify_waiters();
                        if !send(&mut socket, json!({"op": 11})).await {
                            return;
                        }
                    }
                    Some(2) => {
                        let d = &payload["d"];
                        let id = d["shard"][0].as_u64().unwrap_or(0);
                        let total = d["shard"][1].as_u64().unwrap_or(1);
                        shard = Some((id, total));
                        let ready = json!({
                            "v": 10,
                            "user": bot_user(),
                            "guilds": [],
                            "session_id": format!("session-{id}"),
                            "resume_gateway_url": format!("ws://{}/ws", shared.base.lock().expect("lock")),
                            "shard": [id, total],
                            "application": {"id": APPLICATION.to_string(), "flags": 0}
                        });
                        serde_json::from_value::<serenity::all::Ready>(ready.clone())
                            .expect("serenity reads the READY the stand-in writes");
                        let sent = send(&mut socket, dispatch(&shared, "READY", ready)).await;
                        shared.identified.lock().expect("lock").push(d.clone());
                        shared.identify_times.lock().expect("lock").push((
                            std::time::Instant::now(),
                            d["shard"][0].as_u64().unwrap_or(0),
                        ));
                        shared.changed.notify_waiters();
                        if !sent {
                            return;
                        }
                    }
                    Some(6) => {
                        // RESUME: the session goes on where it was.
                        let d = &payload["d"];
                        let id = d["session_id"]
                            .as_str()
                            .and_then(|s| s.strip_prefix("session-"))
                            .and_then(|id| id.parse::<u64>().ok())
                            .unwrap_or(0);
                        let total = shared.recommended_shards.into();
                        shard = Some((id, total));
                        shared.resumed.lock().expect("lock").push(d.clone());
                        shared.changed.notify_waiters();
                        if !send(&mut socket, dispatch(&shared, "RESUMED", json!({}))).await {
                            return;
                        }
                    }
                    other => {
                        shared.unexpected.lock().expect("lock").push(format!("gateway op {other:?}"));
                        shared.changed.notify_waiters();
                    }
                }
            }
            event = events.recv() => {
                let Ok(interaction) = event else { return };
                // The stand-in's own orders to a connection: ask the client
                // to reconnect (op 7), or drop the connection as a network
                // failure does.
                match interaction["stand-in"].as_str() {
                    Some("reconnect") => {
                        if !send(&mut socket, json!({"op": 7, "d": null})).await {
                            return;
                        }
                        continue;
                    }
                    Some("drop") => return,
                    _ => {}
                }
                let guild = interaction["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok()).unwrap_or(0);
                // Discord's rule: a guild's events go to shard (id >> 22) % total.
                if shard.is_some_and(|(id, total)| (guild >> 22) % total == id)
                    && !send(&mut socket, dispatch(&shared, "INTERACTION_CREATE", interaction)).await
                {
                    return;
                }
            }
        }
    }
}

fn dispatch(shared: &Shared, name: &str, data: Value) -> Value {
    let mut sequence = shared.sequence.lock().expect("lock");
    *sequence += 1;
    json!({"op": 0, "t": name, "s": *sequence, "d": data})
}

/// Every REST route the adapter may call.
async fn rest(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let host = request
        .headers()
        .get("host")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let authorized = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("Bot "));
    if *shared.revoked.lock().expect("lock") {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"message": "401: Unauthorized", "code": 0})),
        )
            .into_response();
    }
    let (fields, files) = super::process::read_body(request).await;
    let mut body = Value::Null;
    for (name, text) in fields {
        match name.as_str() {
            "" | "payload_json" => {
                body = serde_json::from_str(&text).expect("a JSON body");
            }
            _ => shared
                .unexpected
                .lock()
                .expect("lock")
                .push(format!("form field {name} in {path}")),
        }
    }
    let route = path.strip_prefix("/api/v10").unwrap_or("").to_owned();
    let parts: Vec<&str> = route.split('/').skip(1).collect();
    let app = APPLICATION.to_string();
    let base = shared.base.lock().expect("lock").clone();
    let expired = |token: &str| {
        shared
            .expired
            .lock()
            .expect("lock")
            .iter()
            .any(|t| t == token)
    };
    let limited_for = match (&method, parts.as_slice()) {
        (&Method::POST, ["channels", channel, "messages"]) => take_one(&shared.limited, channel),
        _ => None,
    };
    let reply = match (&method, parts.as_slice()) {
        // Discord's rate limit, with its headers, for as many posts as asked.
        (_, ["channels", channel, "messages"]) if limited_for.is_some() => {
            let wait = format!("{:.3}", limited_for.unwrap_or(1.0));
            Some(
                (
                    StatusCode::TOO_MANY_REQUESTS,
                    [
                        ("retry-after", wait.clone()),
                        ("x-ratelimit-limit", "5".to_owned()),
                        ("x-ratelimit-remaining", "0".to_owned()),
                        ("x-ratelimit-reset-after", wait.clone()),
                        ("x-ratelimit-bucket", format!("posts-{channel}")),
                        ("x-ratelimit-scope", "user".to_owned()),
                    ],
                    Json(json!({"message": "You are being rate limited.",
                                "retry_after": wait.parse::<f64>().unwrap_or(1.0),
                                "global": false})),
                )
                    .into_response(),
            )
        }
        // An interaction answered too late, as Discord refuses it.
        (&Method::POST, ["interactions", _, token, "callback"]) if expired(token) => Some(
            (
                StatusCode::NOT_FOUND,
                Json(json!({"message": "Unknown interaction", "code": 10062})),
            )
                .into_response(),
        ),
        (_, ["webhooks", _, token, ..]) if expired(token) => Some(
            (
                StatusCode::NOT_FOUND,
                Json(json!({"message": "Unknown Webhook", "code": 10015})),
            )
                .into_response(),
        ),
        // Discord's own trouble.
        (&Method::POST, ["channels", channel, "messages"])
            if shared
                .troubled
                .lock()
                .expect("lock")
                .get_mut(*channel)
                .is_some_and(|left| {
                    let failing = *left > 0;
                    *left = left.saturating_sub(1);
                    failing
                }) =>
        {
            Some(
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    Json(json!({"message": "500: Internal Server Error", "code": 0})),
                )
                    .into_response(),
            )
        }
        // Discord's refusals, as it words them.
        (&Method::POST, ["channels", channel, "messages"])
            if *channel == FORBIDDEN_CHANNEL.to_string() =>
        {
            Some(
                (
                    StatusCode::FORBIDDEN,
                    Json(json!({"message": "Missing Access", "code": 50001})),
                )
                    .into_response(),
            )
        }
        (&Method::GET, ["gateway"]) => Some(json(json!({"url": format!("ws://{base}/ws")}))),
        (&Method::GET, ["users", "@me"]) if authorized => Some(json(bot_user())),
        (&Method::GET, ["oauth2", "applications", "@me"]) if authorized => Some(json(json!({
            "id": app, "name": "Kibitz", "icon": null, "description": "",
            "bot_public": true, "bot_require_code_grant": false,
            "owner": null, "team": null, "verify_key": "",
            "flags": 0
        }))),
        (&Method::GET, ["gateway", "bot"]) if authorized => {
            let (remaining, reset_after) = *shared.budget.lock().expect("lock");
            let concurrency = *shared.max_concurrency.lock().expect("lock");
            Some(json(json!({
                "url": format!("ws://{base}/ws"),
                "shards": shared.recommended_shards,
                "session_start_limit": {"total": 1000, "remaining": remaining,
                                        "reset_after": reset_after, "max_concurrency": concurrency}
            })))
        }
        (&Method::PUT, ["applications", a, "commands"]) if *a == app && authorized => {
            Some(json(registered(&body, None)))
        }
        (&Method::PUT, ["applications", a, "guilds", guild, "commands"])
            if *a == app && authorized =>
        {
            Some(json(registered(&body, Some(guild))))
        }
        (&Method::POST, ["interactions", _, token, "callback"]) if token.starts_with("token-") => {
            callback(&shared, token, &body, &files);
            Some(StatusCode::NO_CONTENT.into_response())
        }
        (&Method::GET, ["webhooks", a, token, "messages", "@original"])
            if *a == app && token.starts_with("token-") =>
        {
            let original = shared.originals.lock().expect("lock").get(*token).copied();
            let message =
                original.and_then(|id| shared.messages.lock().expect("lock").get(&id).cloned());
            Some(match message {
                Some(message) => json(message),
                None => unknown_message(),
            })
        }
        (&Method::PATCH, ["channels", channel, "messages", id]) if authorized => {
            let id: u64 = id.parse().unwrap_or(0);
            let mut messages = shared.messages.lock().expect("lock");
            Some(match messages.get_mut(&id) {
                // An ephemeral message is no channel's: only its
                // interaction's token can edit it.
                Some(message)
                    if message["channel_id"] == json!(channel)
                        && message["flags"].as_u64().unwrap_or(0) & 64 == 0 =>
                {
                    edit(message, &body);
                    json(message.clone())
                }
                _ => unknown_message(),
            })
        }
        (&Method::POST, ["channels", channel, "threads"]) if authorized => {
            Some(open_thread(&shared, channel, &body))
        }
        (&Method::POST, ["channels", channel, "messages"])
            if authorized
                && channel
                    .parse::<u64>()
                    .is_ok_and(|id| shared.threads.lock().expect("lock").contains_key(&id)) =>
        {
            notify(&shared, &body);
            let id = next_id(&shared);
            let mut message = answered(id, &body, &files);
            message["channel_id"] = json!(channel);
            Some(json(keep(&shared, message)))
        }
        (&Method::POST, ["users", "@me", "channels"]) if authorized => {
            let id = &body["recipient_id"];
            let recipient: u64 = id
                .as_u64()
                .or_else(|| id.as_str().and_then(|id| id.parse().ok()))
                .expect("a recipient id");
            Some(json(json!({
                "id": dm_channel(recipient).to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [{"id": recipient.to_string(), "username": "player", "discriminator": "0", "avatar": null}]
            })))
        }
        (&Method::POST, ["channels", channel, "messages"])
            if authorized
                && (*channel == CHANNEL.to_string()
                    || channel
                        .parse::<u64>()
                        .is_ok_and(|id| id > dm_channel(0) && id < dm_channel(1_000_000))) =>
        {
            notify(&shared, &body);
            let id = next_id(&shared);
            let mut message = answered(id, &body, &files);
            message["channel_id"] = json!(channel);
            Some(json(keep(&shared, message)))
        }
        (&Method::POST, ["webhooks", a, token]) if *a == app && token.starts_with("token-") => {
            notify(&shared, &body);
            let id = next_id(&shared);
            Some(json(keep(&shared, answered(id, &body, &files))))
        }
        (&Method::PATCH, ["webhooks", a, token, "messages", "@original"])
            if *a == app && token.starts_with("token-") =>
        {
            // The deferred answer's message, filled in.
            let original = shared.originals.lock().expect("lock").get(*token).copied();
            let id = original.unwrap_or_else(|| next_id(&shared));
            let mut message = answered(id, &body, &files);
            if let Some(before) = shared.messages.lock().expect("lock").get(&id) {
                message["flags"] = before["flags"].clone();
                if body.get("components").is_none() {
                    message["components"] = before["components"].clone();
                }
            }
            shared
                .originals
                .lock()
                .expect("lock")
                .insert((*token).to_owned(), id);
            Some(json(keep(&shared, message)))
        }
        (&Method::DELETE, ["webhooks", a, token, "messages", "@original"])
            if *a == app && token.starts_with("token-") =>
        {
            Some(StatusCode::NO_CONTENT.into_response())
        }
        _ => None,
    };
    let Some(reply) = reply else {
        shared
            .unexpected
            .lock()
            .expect("lock")
            .push(format!("{method} {path}"));
        shared.changed.notify_waiters();
        return (
            StatusCode::NOT_FOUND,
            Json(json!({"message": "404: Not Found", "code": 0})),
        )
            .into_response();
    };
    shared.calls.lock().expect("lock").push(Call {
        method: method.to_string(),
        path: route,
        body,
        files,
        host,
    });
    shared.changed.notify_waiters();
    reply
}

/// The `X-Signature-Ed25519` of `body` at `timestamp` by `key`, and the
/// timestamp, as Discord signs an interaction it posts.
pub fn signed(key: &ed25519_dalek::SigningKey, timestamp: &str, body: &[u8]) -> (String, String) {
    use ed25519_dalek::Signer;
    let mut message = timestamp.as_bytes().to_vec();
    message.extend_from_slice(body);
    (
        hex::encode(key.sign(&message).to_bytes()),
        timestamp.to_owned(),
    )
}

/// Posts `body` to an interactions endpoint with these signature headers
/// (each left out when `None`): the answer's status and text.
pub async fn post_signed(
    url: &str,
    body: String,
    signature: Option<String>,
    timestamp: Option<String>,
) -> (u16, String) {
    let mut request = reqwest::Client::new()
        .post(url)
        .header("content-type", "application/json")
        .body(body);
    if let Some(signature) = signature {
        request = request.header("x-signature-ed25519", signature);
    }
    if let Some(timestamp) = timestamp {
        request = request.header("x-signature-timestamp", timestamp);
    }
    let response = request.send().await.expect("the endpoint answers");
    let status = response.status().as_u16();
    (status, response.text().await.unwrap_or_default())
}

/// `POST /channels/{id}/threads` without a message: a public thread of the
/// test channel, as Discord opens it, refused as Discord refuses it: in a
/// thread (threads do not nest), without the permissions (the last
/// interaction from the channel says which the bot has), with a bad name
/// or archive duration.
fn open_thread(shared: &Shared, channel: &str, body: &Value) -> Response {
    let error = |status: StatusCode, code: u32, message: &str| {
        (status, Json(json!({"message": message, "code": code}))).into_response()
    };
    let parent: u64 = channel.parse().unwrap_or(0);
    if shared.threads.lock().expect("lock").contains_key(&parent) {
        return error(
            StatusCode::BAD_REQUEST,
            50024,
            "Cannot execute action on this channel type",
        );
    }
    if parent != CHANNEL {
        return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
    }
    if *shared.threads_forbidden.lock().expect("lock") {
        return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
    }
    let name = body["name"].as_str().unwrap_or("");
    let archive = body["auto_archive_duration"].as_u64().unwrap_or(4320);
    if !(1..=100).contains(&name.chars().count())
        || ![60, 1440, 4320, 10080].contains(&archive)
        || body["type"] != json!(11)
    {
        return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    let id = next_id(shared);
    let thread = json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD.to_string(),
        "name": name,
        "parent_id": channel,
        "owner_id": APPLICATION.to_string(),
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": archive,
            "archive_timestamp": "2026-11-25T00:00:00.000000+00:00",
            "locked": false
        }
    });
    serde_json::from_value::<serenity::all::GuildChannel>(thread.clone())
        .unwrap_or_else(|e| panic!("the stand-in wrote a bad thread: {e}\n{thread}"));
    shared
        .threads
        .lock()
        .expect("lock")
        .insert(id, thread.clone());
    json(thread)
}

/// Notes the users a new message notifies: those its content mentions
/// (`<@id>`), as far as its `allowed_mentions` allow.
fn notify(shared: &Shared, message: &Value) {
    let content = message["content"].as_str().unwrap_or_default();
    let allowed = &message["allowed_mentions"];
    let parse_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.contains(&json!("users")));
    let listed: Vec<String> = allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| {
            u.as_str()
                .map(str::to_owned)
                .or_else(|| u.as_u64().map(|n| n.to_string()))
        })
        .collect();
    let mut pinged = shared.pinged.lock().expect("lock");
    for part in content.split("<@").skip(1) {
        let id = part
            .split('>')
            .next()
            .unwrap_or_default()
            .trim_start_matches('!');
        let Ok(number) = id.parse::<u64>() else {
            continue;
        };
        if allowed.is_null() || parse_users || listed.iter().any(|u| u == id) {
            pinged.push(number);
        }
    }
}

/// Discord's answer for a message it does not know (or will not let the
/// bot edit by this route).
fn unknown_message() -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(json!({"message": "Unknown Message", "code": 10008})),
    )
        .into_response()
}

/// Keeps a posted message; the message.
fn keep(shared: &Shared, message: Value) -> Value {
    let id: u64 = message["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .unwrap_or(0);
    shared
        .messages
        .lock()
        .expect("lock")
        .insert(id, message.clone());
    message
}

/// Applies an edit's fields to a message.
fn edit(message: &mut Value, body: &Value) {
    for field in ["content", "embeds", "components"] {
        if let Some(value) = body.get(field) {
            message[field] = value.clone();
        }
    }
    message["edited_timestamp"] = json!("2026-11-23T00:00:01.000000+00:00");
}

/// An interaction callback, as Discord applies it: 4 posts the answer (the
/// interaction's `@original`), 5 posts a placeholder that an edit fills in,
/// 7 edits the message whose button was pressed; 6 and 8 post nothing.
fn callback(
    shared: &Shared,
    token: &str,
    body: &Value,
    files: &HashMap<String, (String, Vec<u8>)>,
) {
    let data = &body["data"];
    match body["type"].as_u64() {
        Some(4 | 5) => {
            notify(shared, data);
            let id = next_id(shared);
            let mut message = answered(id, data, files);
            message["flags"] = data.get("flags").cloned().unwrap_or(json!(0));
            message["components"] = data.get("components").cloned().unwrap_or(json!([]));
            keep(shared, message);
            shared
                .originals
                .lock()
                .expect("lock")
                .insert(token.to_owned(), id);
        }
        Some(7) => {
            let pressed = shared.pressed.lock().expect("lock").get(token).copied();
            if let Some(message) =
                pressed.and_then(|id| shared.messages.lock().expect("lock").get(&id).cloned())
            {
                let mut message = message;
                edit(&mut message, data);
                keep(shared, message);
            }
        }
        _ => {}
    }
}

fn json(value: Value) -> Response {
    Json(value).into_response()
}

fn next_id(shared: &Shared) -> u64 {
    let mut next = shared.next_id.lock().expect("lock");
    *next += 1;
    *next
}

/// The commands as Discord stores them: with ids and versions.
fn registered(body: &Value, guild: Option<&str>) -> Value {
    let commands: Vec<Value> = body
        .as_array()
        .expect("a list of commands")
        .iter()
        .enumerate()
        .map(|(i, command)| {
            // Without them Discord offers a command everywhere, direct
            // messages with other people included, where no one else sees
            // the bot's answer.
            assert!(
                command["contexts"].is_array() && command["integration_types"].is_array(),
                "a command registered without contexts and integration types: {command}"
            );
            let mut stored = command.clone();
            stored["id"] = json!((1100 + i).to_string());
            stored["application_id"] = json!(APPLICATION.to_string());
            stored["version"] = json!("1");
            stored["type"] = command.get("type").cloned().unwrap_or(json!(1));
            if let Some(guild) = guild {
                stored["guild_id"] = json!(guild);
            }
            stored
        })
        .collect();
    let commands = Value::Array(commands);
    serde_json::from_value::<Vec<serenity::all::Command>>(commands.clone())
        .expect("serenity reads the commands the stand-in writes");
    commands
}

/// The message a follow-up or edit made.
fn answered(id: u64, body: &Value, files: &HashMap<String, (String, Vec<u8>)>) -> Value {
    let mut message = message_json(id, body["content"].as_str().unwrap_or_default());
    if let Some(embeds) = body.get("embeds") {
        message["embeds"] = embeds.clone();
    }
    if let Some(components) = body.get("components") {
        message["components"] = components.clone();
    }
    if let Some(flags) = body.get("flags") {
        message["flags"] = flags.clone();
    }
    message["attachments"] = Value::Array(
        files
            .values()
            .enumerate()
            .map(|(i, (name, bytes))| {
                json!({"id": (id + 1 + i as u64).to_string(), "filename": name, "size": bytes.len(),
                       "url": format!("https://cdn.example/{name}"), "proxy_url": format!("https://cdn.example/{name}")})
            })
            .collect(),
    );
    serde_json::from_value::<serenity::all::Message>(message.clone())
        .unwrap_or_else(|e| panic!("serenity reads the message the stand-in writes: {e}"));
    message
}
