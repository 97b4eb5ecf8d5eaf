//! Discord without a gateway (#53, item 1): interactions posted by the
//! stand-in to Kibitz's interactions endpoint, signed with a real Ed25519
//! key as Discord signs them, answered through the callback route as over
//! the gateway; unsigned, forged and stale posts refused with 401.

use std::sync::Arc;
use std::time::Duration;

use ed25519_dalek::SigningKey;
use kibitz::adapters::discord::{self, EndpointConfig, PublicKey};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use serde_json::json;

use crate::support;
use support::TestDb;
use support::discord::{APPLICATION, FakeDiscord, command, post_signed, press, signed, user};
use support::discord_interactions::{config, move_option, run_command};

/// The application's signing key, as Discord holds it.
fn application_key() -> SigningKey {
    SigningKey::from_bytes(&[0x42; 32])
}

/// Starts an adapter on `store` that receives interactions at an endpoint
/// (no gateway) and uses `fake`'s REST API; the endpoint's URL, once it
/// answers.
async fn start_endpoint(fake: &FakeDiscord, store: kibitz::store::Store) -> String {
    let listen = support::unused_address();
    let public = hex::encode(application_key().verifying_key().to_bytes());
    let config = config(fake, Duration::from_secs(2)).with_endpoint(Some(EndpointConfig {
        listen,
        public_key: PublicKey::parse(&public).expect("a public key"),
    }));
    let service = Service::new(store, Arc::new(SystemClock));
    tokio::spawn(async move {
        if let Err(error) = discord::run(service, config).await {
            panic!("the adapter stopped: {error}");
        }
    });
    for _ in 0..100 {
        if reqwest::get(format!("http://{listen}/healthz"))
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return format!("http://{listen}/interactions");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the endpoint never answered");
}

/// Two processes on one Postgres, each with its endpoint and no gateway,
/// take turns at a whole game's interactions (a challenge, its Accept
/// button, four moves to mate): each is answered through the callback
/// route and its post with 202; a PING is answered PONG.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_stateless_processes_serve_a_whole_game_posted_to_their_endpoints() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::postgres().await;
    let first = start_endpoint(&fake, db.store.clone()).await;
    let second = start_endpoint(&fake, db.store.clone()).await;
    // Each registered the commands at start, for the application its
    // token belongs to, and connected no gateway.
    let put = format!("/applications/{APPLICATION}/commands");
    for _ in 0..100 {
        if fake
            .calls()
            .iter()
            .filter(|c| c.method == "PUT" && c.path == put)
            .count()
            == 2
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let registrations = fake
        .calls()
        .iter()
        .filter(|c| c.method == "PUT" && c.path == put)
        .count();
    assert_eq!(registrations, 2);

    // Discord's PING when the URL is saved: a PONG, as JSON.
    let ping = json!({"id": "1", "application_id": APPLICATION.to_string(), "type": 1,
                      "token": "token-ping", "version": 1})
    .to_string();
    let now = chrono::Utc::now().timestamp().to_string();
    let (signature, timestamp) = signed(&application_key(), &now, ping.as_bytes());
    let (status, pong) = post_signed(&first, ping, Some(signature), Some(timestamp)).await;
    assert_eq!((status, pong.as_str()), (200, r#"{"type":1}"#));

    fake.post_to(&[first, second], application_key());
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(command(
        101,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "12"},
               {"name": "color", "type": 3, "value": "white"}]),
        json!({"users": {"12": bob}}),
    ));
    let challenge = fake.wait_answers(101, 1).await;
    assert_eq!(challenge[0].callback_type(), Some(4));
    assert_eq!(
        challenge[0].buttons(),
        ["accept #1", "decline #1", "cancel #1"]
    );
    // Bob's Accept goes to the other process.
    fake.push(press(102, &bob, "accept #1"));
    let accepted = fake.wait_answers(102, 2).await;
    assert!(
        accepted[1].text().contains("accepts challenge #1"),
        "{}",
        accepted[1].text()
    );
    let moves = [(103, &alice, "f3"), (104, &bob, "e5"), (105, &alice, "g4")];
    for (id, by, san) in moves {
        let turn = run_command(&fake, id, by, move_option(san)).await;
        assert!(!turn.is_ephemeral(), "{san}: {}", turn.text());
        assert!(turn.text().contains(san), "{}", turn.text());
    }
    let mate = run_command(&fake, 106, &bob, move_option("Qh4")).await;
    assert!(
        mate.text().contains("Black wins by checkmate"),
        "{}",
        mate.text()
    );
    for id in 101..=106 {
        assert_eq!(fake.status_of(id).await, 202, "interaction {id}");
    }
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
}

/// A post without its signature, with another key's, with a body other
/// than the one signed, or signed an hour ago, is refused with 401 and
/// changes nothing: the challenge it carries is never made, and the first
/// genuine one is challenge #1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unsigned_forged_and_stale_posts_are_refused_and_change_nothing() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let url = start_endpoint(&fake, db.store.clone()).await;
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    let challenge = |id: u64| {
        command(
            id,
            &alice,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": "12"}]),
            json!({"users": {"12": bob}}),
        )
        .to_string()
    };
    let now = chrono::Utc::now().timestamp();
    let genuine = application_key();
    let forger = SigningKey::from_bytes(&[0x13; 32]);

    let body = challenge(201);
    let unsigned = post_signed(&url, body.clone(), None, None).await;
    let (signature, timestamp) = signed(&genuine, &now.to_string(), body.as_bytes());
    let no_timestamp = post_signed(&url, body.clone(), Some(signature.clone()), None).await;
    let no_signature = post_signed(&url, body.clone(), None, Some(timestamp.clone())).await;
    let (forged, at) = signed(&forger, &now.to_string(), body.as_bytes());
    let forged = post_signed(&url, body.clone(), Some(forged), Some(at)).await;
    let tampered = post_signed(&url, challenge(202), Some(signature), Some(timestamp)).await;
    let an_hour_ago = (now - 3600).to_string();
    let (old, at) = signed(&genuine, &an_hour_ago, body.as_bytes());
    let stale = post_signed(&url, body.clone(), Some(old), Some(at)).await;
    let garbled = post_signed(&url, body, Some("zz".repeat(64)), Some(now.to_string())).await;
    for (what, (status, text)) in [
        ("unsigned", unsigned),
        ("no timestamp", no_timestamp),
        ("no signature", no_signature),
        ("forged", forged),
        ("tampered", tampered),
        ("stale", stale),
        ("garbled", garbled),
    ] {
        assert_eq!(status, 401, "{what}: {text}");
        assert_eq!(text, "invalid request signature", "{what}");
    }
    // A signed body that is no interaction: 400.
    let junk = "{\"type\": 99}".to_owned();
    let (signature, timestamp) = signed(&genuine, &now.to_string(), junk.as_bytes());
    let (status, _) = post_signed(&url, junk, Some(signature), Some(timestamp)).await;
    assert_eq!(status, 400);

    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(fake.answers(201).is_empty() && fake.answers(202).is_empty());
    fake.post_to(&[url], genuine);
    fake.push(command(
        203,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "12"}]),
        json!({"users": {"12": bob}}),
    ));
    let made = fake.wait_answers(203, 1).await;
    assert_eq!(made[0].buttons(), ["accept #1", "decline #1", "cancel #1"]);
    assert_eq!(fake.status_of(203).await, 202);
}
