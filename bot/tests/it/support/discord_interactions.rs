//! Talking to the Discord adapter as Discord does: the adapter started
//! against the stand-in, slash commands sent and their answers read.

use std::sync::Arc;
use std::time::Duration;

use kibitz::adapters::discord::{self, DiscordConfig};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use serde_json::{Value, json};

use super::TestDb;
use super::discord::{Call, FakeDiscord, command};

/// The bot token the tests give the adapter.
pub const TOKEN: &str = "discord-test-token-not-a-secret";

/// The adapter's settings for the stand-in, deferring answers slower than `defer_after`.
pub fn config(fake: &FakeDiscord, defer_after: Duration) -> DiscordConfig {
    DiscordConfig {
        token: TOKEN.into(),
        guild: None,
        shards: None,
        stand_in: Some(fake.stand_in()),
        defer_after,
        endpoint: None,
        proxy: None,
        token_check_every: discord::TOKEN_CHECK_EVERY,
    }
}

/// Starts the adapter on `db` against `fake`; waits for it to connect.
pub async fn start(fake: &FakeDiscord, db: &TestDb, config: DiscordConfig) {
    start_with_clock(fake, db, config, Arc::new(SystemClock)).await;
}

/// Starts the adapter as [`start`] does, on `store`.
pub async fn start_on(fake: &FakeDiscord, store: kibitz::store::Store, config: DiscordConfig) {
    let service = Service::new(store, Arc::new(SystemClock));
    tokio::spawn(async move {
        if let Err(error) = discord::run(service, config).await {
            panic!("the adapter stopped: {error}");
        }
    });
    fake.identified(1).await;
}

/// Starts the adapter as [`start`] does, its service reading `clock`.
pub async fn start_with_clock(
    fake: &FakeDiscord,
    db: &TestDb,
    config: DiscordConfig,
    clock: Arc<dyn kibitz::clock::Clock>,
) {
    // The adapter's warnings and errors show in a failed test's output.
    let _ = tracing_subscriber::fmt()
        .with_env_filter("warn,kibitz=info")
        .with_test_writer()
        .try_init();
    let service = Service::new(db.store.clone(), clock);
    tokio::spawn(async move {
        if let Err(error) = discord::run(service, config).await {
            panic!("the adapter stopped: {error}");
        }
    });
    fake.identified(1).await;
}

/// A slash command's name and options, as `command` takes them.
pub fn slash(name: &str, options: Value) -> (String, Value) {
    (name.to_owned(), options)
}

/// `/move move:SAN`.
pub fn move_option(san: &str) -> (String, Value) {
    slash("move", json!([{"name": "move", "type": 3, "value": san}]))
}

/// The one answer to interaction `id`.
pub async fn answer(fake: &FakeDiscord, id: u64) -> Call {
    let answers = fake.wait_answers(id, 1).await;
    answers.into_iter().next().expect("an answer")
}

/// The PNG attached to a call, and its name.
pub fn png_of(call: &Call) -> (String, Vec<u8>) {
    call.files
        .values()
        .find(|(name, _)| name.ends_with(".png"))
        .cloned()
        .unwrap_or_else(|| panic!("a PNG attached to {call:?}"))
}

/// Sends the slash command as `by`; its single answer.
pub async fn run_command(
    fake: &FakeDiscord,
    id: u64,
    by: &Value,
    (name, options): (String, Value),
) -> Call {
    fake.push(command(id, by, &name, options, json!({})));
    answer(fake, id).await
}
