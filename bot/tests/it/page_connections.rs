//! The connections the game pages hold, against the rest of the process:
//! with its open-file limit low (1,024, as a service manager gives by
//! default), under a flood of connections to a game page's event stream,
//! the pages take their share of the descriptors and refuse the rest with
//! 503, and the Telegram webhook in the same process goes on taking posts;
//! and a page that follows a game does not keep the process from ending.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

use crate::support::process::Kibitz;
use crate::support::telegram::{FakeTelegram, post_to_webhook};
use crate::support::telegram_updates::message;
use crate::support::{TestDb, unused_address};

/// The webhook's secret token in this test.
const SECRET: &str = "open-files-secret";

/// The limit the process runs under.
const OPEN_FILES: u64 = 1024;

/// A connection from `from` (an address of the loopback network) to
/// `to`, which asks for `path`: the connection, and the answer's head.
async fn ask_from(from: &str, to: SocketAddr, path: &str) -> (TcpStream, String) {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket
        .bind(format!("{from}:0").parse().expect("an address"))
        .expect("bound");
    let mut stream = socket.connect(to).await.expect("connected");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {to}\r\nAccept: text/event-stream\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("asked");
    let mut head = Vec::new();
    let mut chunk = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let read = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut chunk))
            .await
            .expect("answered in time")
            .expect("read");
        if read == 0 {
            break;
        }
        head.extend_from_slice(&chunk[..read]);
    }
    (stream, String::from_utf8_lossy(&head).into_owned())
}

/// A message in the test's chat.
fn in_chat(id: i64, from: i64, text: &str) -> Value {
    let user = json!({"id": from, "is_bot": false, "first_name": format!("P{from}"), "username": format!("p{from}")});
    json!({"update_id": id, "message": message(id, user, text)})
}

/// Posts an update until it gets an answer; the status.
async fn post(hook: SocketAddr, update: &Value) -> u16 {
    for _ in 0..50 {
        if let Some(status) = post_to_webhook(hook, Some(SECRET), update).await {
            return status;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the webhook never answered");
}

/// `kibitz` on a new Postgres database, serving the Telegram webhook and
/// the game pages, with its open-file limit set to `open_files` if given,
/// and a game begun in a group: the database, the Telegram stand-in, the
/// process, the webhook's address and the pages'.
async fn with_a_game(
    name: &str,
    open_files: Option<u64>,
) -> (TestDb, FakeTelegram, Kibitz, SocketAddr, SocketAddr) {
    let db = TestDb::postgres().await;
    let fake = FakeTelegram::start().await;
    let (hook, pages) = (unused_address(), unused_address());
    let hook_url = format!("http://{hook}/telegram/hook");
    let (hook_listen, pages_listen, pages_url) = (
        hook.to_string(),
        pages.to_string(),
        format!("http://{pages}"),
    );
    let vars = [
        ("TELEGRAM_TOKEN", "123:secret"),
        ("TELEGRAM_API_URL", fake.url.as_str()),
        ("TELEGRAM_WEBHOOK_URL", hook_url.as_str()),
        ("TELEGRAM_WEBHOOK_LISTEN", hook_listen.as_str()),
        ("TELEGRAM_WEBHOOK_SECRET", SECRET),
        ("KIBITZ_WEB_LISTEN", pages_listen.as_str()),
        ("KIBITZ_WEB_URL", pages_url.as_str()),
        ("DATABASE_URL", db.url.as_str()),
    ];
    let kibitz = Kibitz::start_with_open_files(name, &vars, open_files);
    assert_eq!(post(hook, &in_chat(1, 2, "hello")).await, 200);
    assert_eq!(
        post(hook, &in_chat(2, 1, "/challenge @p2 white")).await,
        200
    );
    assert_eq!(post(hook, &in_chat(3, 2, "/accept")).await, 200);
    let started = Instant::now();
    while db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .is_none()
    {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the game begins"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (db, fake, kibitz, hook, pages)
}

/// 900 connections to a game's event stream from fourteen addresses
/// against a process limited to 1,024 descriptors: each address gets 64
/// and the rest a 503 with `Retry-After`, 768 in all (all but the reserve)
/// and then a 503 from anywhere (the machine's own address too, which no
/// cap per address holds, as a reverse proxy's); meanwhile the webhook
/// takes every post and a move is recorded. An update the library cannot read is logged
/// with its id, and the limits are logged at start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_page_connections_leaves_the_webhook_served() {
    // This test holds about a thousand sockets itself.
    let _ = rlimit::increase_nofile_limit(4096);
    let (db, _fake, kibitz, hook, pages) = with_a_game("open-files", Some(OPEN_FILES)).await;
    let game = kibitz::model::GameId(1);
    let events = "/game/1/events";
    // The webhook's time without the flood, for reference.
    let mut before = Vec::new();
    for n in 0..20 {
        let asked = Instant::now();
        assert_eq!(post(hook, &in_chat(50 + n, 3, "/help")).await, 200);
        before.push(asked.elapsed());
    }
    before.sort();

    // One address alone gets 64.
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..70 {
        let (stream, head) = ask_from("127.0.0.2", pages, events).await;
        if head.starts_with("HTTP/1.1 200") {
            assert!(head.contains("text/event-stream"), "{head}");
            held.push(stream);
        } else {
            assert!(head.starts_with("HTTP/1.1 503"), "{head}");
            assert!(
                head.contains("retry-after: 10") || head.contains("Retry-After: 10"),
                "{head}"
            );
            refused += 1;
        }
    }
    assert_eq!((held.len(), refused), (64, 6));
    // Another address still loads the page.
    let (_, head) = ask_from("127.0.0.3", pages, "/game/1").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    // That connection closed: the process lets its place go.
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Thirteen more addresses: the pages' share runs out.
    for n in 3..=15 {
        for _ in 0..64 {
            let (stream, head) = ask_from(&format!("127.0.0.{n}"), pages, events).await;
            if head.starts_with("HTTP/1.1 200") {
                held.push(stream);
            } else {
                assert!(head.starts_with("HTTP/1.1 503"), "{head}");
            }
        }
    }
    let share = usize::try_from(OPEN_FILES - 256).expect("small");
    assert_eq!(held.len(), share, "all but the reserve");
    for from in ["127.0.0.20", "127.0.0.1"] {
        let (_, head) = ask_from(from, pages, "/game/1").await;
        assert!(head.starts_with("HTTP/1.1 503"), "{from}: {head}");
    }

    // The cap reached: the webhook takes every post, quickly.
    let mut took = Vec::new();
    for n in 0..20 {
        let asked = Instant::now();
        assert_eq!(post(hook, &in_chat(100 + n, 3, "/help")).await, 200);
        took.push(asked.elapsed());
    }
    assert_eq!(post(hook, &in_chat(200, 1, "/move e4")).await, 200);
    let started = Instant::now();
    while db
        .store
        .game(game)
        .await
        .expect("read")
        .is_none_or(|row| row.moves.is_empty())
    {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the move is recorded"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let unreadable = json!({"update_id": 300, "message": {"message_id": 300, "date": 0,
        "chat": {"id": -9, "type": "a_chat_from_the_future"}, "text": "/help"}});
    assert_eq!(post(hook, &unreadable).await, 200);
    took.sort();
    let descriptors = kibitz.open_descriptors().expect("its descriptors");
    let rss = kibitz.rss_kib().expect("its memory");
    eprintln!(
        "with {} page connections held: {descriptors} descriptors of {OPEN_FILES}, {rss} KiB resident; \
         webhook posts took {:?} at the median, {:?} at most (without the flood: {:?}, {:?})",
        held.len(),
        took[took.len() / 2],
        took[took.len() - 1],
        before[before.len() / 2],
        before[before.len() - 1]
    );
    assert!(descriptors < usize::try_from(OPEN_FILES).expect("small"));
    tokio::time::sleep(Duration::from_millis(500)).await;
    drop(held);
    let log = kibitz.kill().await;
    assert!(log.contains("open-file limit"), "{log}");
    assert!(log.contains("update_id=300"), "{log}");
    db.drop_db().await;
}

/// SIGTERM while a page follows a game: the page's event stream ends (the
/// page reconnects to whichever process serves next) and the process exits
/// cleanly, rather than waiting for the reader to leave.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_following_a_game_does_not_keep_the_process_from_ending() {
    let (db, _fake, kibitz, _, pages) = with_a_game("page-sigterm", None).await;
    let (mut stream, head) = ask_from("127.0.0.2", pages, "/game/1/events").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    let asked = Instant::now();
    let (status, _) = kibitz.terminate().await;
    let took = asked.elapsed();
    assert!(status.success(), "{status}");
    assert!(took < Duration::from_secs(10), "ended after {took:?}");
    let mut rest = Vec::new();
    let ended = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut rest)).await;
    assert!(matches!(ended, Ok(Ok(_))), "the stream ends: {ended:?}");
    db.drop_db().await;
}
