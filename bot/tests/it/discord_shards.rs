//! The gateway's shards across machines (#53, item 2): processes on one
//! Postgres take turns at Discord's identify rate limit through the store,
//! wait for the day's session budget instead of spending it, and can send
//! every REST call through a shared rate-limiting proxy.

use std::time::Duration;

use serde_json::json;

use crate::discord::kibitz_on;
use crate::support;
use support::TestDb;
use support::discord::{FakeDiscord, command, user};
use support::discord_interactions::{answer, config, start_on};
use support::process::Kibitz;

/// The `kibitz` binary serving Discord from `fake` on `database`, running
/// the shards `range`.
fn gateway_process(fake: &FakeDiscord, name: &str, database: &str, range: &str) -> Kibitz {
    kibitz_on(
        fake,
        name,
        &[("DATABASE_URL", database), ("DISCORD_SHARDS", range)],
    )
}

/// Three processes started together on one Postgres, each with two of six
/// shards, Discord allowing two IDENTIFYs at once (buckets `shard % 2`):
/// every shard identifies once, no two of a bucket closer than Discord's
/// five seconds, never more than two in any five seconds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_take_turns_at_identifying_through_the_store() {
    let fake = FakeDiscord::with_shards(6).await;
    fake.allow_concurrency(2);
    let db = TestDb::postgres().await;
    let processes = [
        gateway_process(&fake, "shards-a", &db.url, "0-1/6"),
        gateway_process(&fake, "shards-b", &db.url, "2-3/6"),
        gateway_process(&fake, "shards-c", &db.url, "4-5/6"),
    ];
    let times = fake.identify_times(6, Duration::from_secs(90)).await;
    let mut shards: Vec<u64> = times.iter().map(|(_, shard)| *shard).collect();
    shards.sort_unstable();
    assert_eq!(shards, [0, 1, 2, 3, 4, 5], "every shard served once");
    let five = Duration::from_secs(5);
    for bucket in 0..2 {
        let of_bucket: Vec<std::time::Instant> = times
            .iter()
            .filter(|(_, shard)| shard % 2 == bucket)
            .map(|(at, _)| *at)
            .collect();
        for pair in of_bucket.windows(2) {
            assert!(
                pair[1] - pair[0] >= five,
                "bucket {bucket}: two IDENTIFYs {:?} apart",
                pair[1] - pair[0]
            );
        }
    }
    for (i, (first, _)) in times.iter().enumerate() {
        let within = times[i..]
            .iter()
            .take_while(|(at, _)| *at - *first < five)
            .count();
        assert!(within <= 2, "{within} IDENTIFYs within five seconds");
    }
    let spread = times.last().expect("six").0 - times[0].0;
    eprintln!("six shards identified over {spread:?}");
    for process in processes {
        process.kill().await;
    }
    db.drop_db().await;
}

/// With the day's session starts spent, a process waits for Discord to
/// reset them and says so, rather than failing and being restarted; once
/// they are back it connects.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_waits_for_the_days_session_budget_and_says_so() {
    let fake = FakeDiscord::start().await;
    fake.set_session_budget(0, 1_500);
    let db = TestDb::sqlite().await;
    let process = gateway_process(&fake, "budget", &db.url, "0/1");
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    assert!(
        fake.identify_times(0, Duration::from_secs(1))
            .await
            .is_empty(),
        "no session was started"
    );
    fake.set_session_budget(1000, 0);
    fake.identify_times(1, Duration::from_secs(15)).await;
    let log = process.kill().await;
    assert!(
        log.contains("Discord's session starts for the day would run out"),
        "{log}"
    );
    db.drop_db().await;
}

/// With `DISCORD_PROXY_URL`, every REST call (the commands registered, an
/// interaction's answer) goes to the proxy, none to `discord.com`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_calls_go_through_the_proxy_when_one_is_set() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let proxied = config(&fake, Duration::from_secs(2)).with_proxy(Some(fake.proxy_url()));
    start_on(&fake, db.store.clone(), proxied).await;
    fake.push(command(
        501,
        &user(31, "Erin"),
        "help",
        json!([]),
        json!({}),
    ));
    let helped = answer(&fake, 501).await;
    assert!(helped.text().starts_with("Commands"), "{}", helped.text());
    let proxy = fake.proxy_url();
    let proxy_host = proxy.trim_start_matches("http://");
    let calls = fake.calls();
    assert!(
        calls.iter().any(|c| c.method == "PUT"),
        "commands registered"
    );
    for call in &calls {
        assert_eq!(call.host, proxy_host, "{} {}", call.method, call.path);
    }
    db.drop_db().await;
}

/// A gateway process whose token Discord revokes stops with an error (for
/// its supervisor to act) instead of staying alive serving nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_process_stops_when_discord_revokes_its_token() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let mut checked = config(&fake, Duration::from_secs(2));
    checked.token_check_every = Duration::from_millis(200);
    let service = kibitz::service::Service::new(
        db.store.clone(),
        std::sync::Arc::new(kibitz::clock::SystemClock),
    );
    let running = tokio::spawn(kibitz::adapters::discord::run(service, checked));
    fake.identified(1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!running.is_finished(), "it serves while the token is good");
    fake.revoke_token();
    let ended = tokio::time::timeout(Duration::from_secs(10), running)
        .await
        .expect("it stops")
        .expect("it did not panic");
    let error = ended.expect_err("an error for the supervisor");
    assert!(error.contains("no longer accepts the token"), "{error}");
    db.drop_db().await;
}
