//! What a supervisor, a load balancer and Prometheus ask a process (#53,
//! item 4): `/healthz` (it answers), `/readyz` (its store answers and
//! holds every migration this build knows), `/metrics` (its counters, read
//! here by a Prometheus text-format parser), on every listener it opens;
//! and the log as JSON lines when asked (`KIBITZ_LOG_FORMAT=json`).

use std::sync::Arc;
use std::time::Duration;

use kibitz::adapters::console::ConsoleOutbox;
use kibitz::adapters::web;

use crate::support;
use support::TestDb;
use support::process::Kibitz;
use support::telegram::FakeTelegram;

/// Serves the pages of `service` on a free loopback port; their address.
async fn serve(service: kibitz::service::Service) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    let (outbox, _) = ConsoleOutbox::new();
    let router = web::router(web::Pages::new(service, Arc::new(outbox)));
    tokio::spawn(async move { axum::serve(listener, router).await });
    base
}

/// A health answer: its status, its `Cache-Control` and its JSON.
async fn asked(url: &str) -> (u16, String, serde_json::Value) {
    let response = reqwest::get(url).await.expect("it answers");
    let status = response.status().as_u16();
    let cache = response
        .headers()
        .get("cache-control")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (status, cache, response.json().await.expect("JSON"))
}

/// A process on Postgres is alive and ready; once its database is gone it
/// is still alive but not ready, and says why.
#[tokio::test]
async fn a_process_is_ready_while_its_store_answers_and_alive_after() {
    let db = TestDb::postgres().await;
    let room = support::room::Room::new(&db.store, "club");
    let base = serve(room.service.clone()).await;
    let (status, cache, said) = asked(&format!("{base}/healthz")).await;
    assert_eq!((status, cache.as_str()), (200, "no-store"));
    assert_eq!(said["status"], "alive");
    let (status, _, said) = asked(&format!("{base}/readyz")).await;
    assert_eq!(status, 200, "{said}");
    assert_eq!(said["status"], "ready");
    db.drop_db().await;
    let (status, _, said) = asked(&format!("{base}/readyz")).await;
    assert_eq!(status, 503, "{said}");
    assert_eq!(said["status"], "not ready");
    assert!(
        said["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("the store does not answer")),
        "{said}"
    );
    let (status, _, _) = asked(&format!("{base}/healthz")).await;
    assert_eq!(status, 200);
}

/// The `kibitz` binary serving Telegram and its pages with
/// `KIBITZ_LOG_FORMAT=json`: ready on its own SQLite store, and every line
/// it logs is a JSON object with its time, level and message, none holding
/// the token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_logs_json_lines_when_asked_and_says_when_it_is_ready() {
    let fake = FakeTelegram::start().await;
    let address = support::unused_address();
    let base = format!("http://{address}");
    let kibitz = Kibitz::start(
        "json-log",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", &fake.url),
            ("KIBITZ_WEB_LISTEN", &address.to_string()),
            ("KIBITZ_WEB_URL", &base),
            ("KIBITZ_LOG_FORMAT", "json"),
        ],
    );
    fake.wait_for("setMyCommands", 1).await;
    let mut ready = None;
    for _ in 0..100 {
        if let Ok(response) = reqwest::get(format!("{base}/readyz")).await {
            ready = Some(response.status().as_u16());
            if ready == Some(200) {
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(ready, Some(200));
    let log = kibitz.stop().await;
    assert!(!log.contains("123:secret"), "the token is never logged");
    let lines: Vec<serde_json::Value> = log
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect();
    assert!(!lines.is_empty(), "nothing was logged");
    for line in &lines {
        assert!(
            line["timestamp"].is_string() && line["level"].is_string(),
            "{line}"
        );
    }
    assert!(
        lines
            .iter()
            .any(|l| l["message"] == "serving the game pages" && l["url"] == base.as_str()),
        "{log}"
    );
}

/// This process's metrics, scraped and parsed as Prometheus would.
async fn scrape(base: &str) -> prometheus_parse::Scrape {
    let response = reqwest::get(format!("{base}/metrics"))
        .await
        .expect("it answers");
    assert_eq!(response.status().as_u16(), 200);
    let kind = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(kind.starts_with("text/plain; version=0.0.4"), "{kind}");
    let text = response.text().await.expect("text");
    prometheus_parse::Scrape::parse(text.lines().map(|l| Ok(l.to_owned()))).expect("it parses")
}

/// The value of `metric` with these labels (a histogram's count), or 0.
fn value_of(scrape: &prometheus_parse::Scrape, metric: &str, labels: &[(&str, &str)]) -> f64 {
    scrape
        .samples
        .iter()
        .filter(|s| s.metric == metric)
        .filter(|s| labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v)))
        .map(|s| match &s.value {
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v) => *v,
            prometheus_parse::Value::Histogram(buckets) => buckets
                .iter()
                .find(|b| b.less_than.is_infinite())
                .map_or(0.0, |b| b.count),
            prometheus_parse::Value::Summary(_) => 0.0,
        })
        .sum()
}

/// The binary serving Telegram by long polling, with health and metrics on
/// a listener of their own (`KIBITZ_OPS_LISTEN`): its counters move with a
/// game (a challenge, its acceptance, a move refused, four moves to mate),
/// each move's time is in the histogram, and the queues' depths are there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_count_a_games_updates_replies_and_moves() {
    use serde_json::json;
    use support::telegram_updates::{message, user};
    let fake = FakeTelegram::start().await;
    let address = support::unused_address();
    let base = format!("http://{address}");
    let kibitz = Kibitz::start(
        "metrics",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", &fake.url),
            ("KIBITZ_OPS_LISTEN", &address.to_string()),
        ],
    );
    fake.wait_for("setMyCommands", 1).await;
    let mut before = None;
    for _ in 0..100 {
        if reqwest::get(format!("{base}/readyz"))
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            before = Some(scrape(&base).await);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let before = before.expect("the process became ready");
    let taken = [("platform", "telegram"), ("receipt", "taken")];
    assert_eq!(
        value_of(&before, "kibitz_updates_received_total", &taken),
        0.0
    );
    assert_eq!(value_of(&before, "kibitz_games_due", &[]), 0.0);

    let (alice, bob) = (user(31, "Alice"), user(32, "Bob"));
    let said = [
        (1, &bob, "hello"),
        (2, &alice, "/challenge @bob white"),
        (3, &bob, "/accept"),
        (4, &alice, "/move f3"),
        (5, &alice, "/move e4"),
        (6, &bob, "/move e5"),
        (7, &alice, "/move g4"),
        (8, &bob, "/move Qh4"),
    ];
    let mut photos = 0;
    for (id, by, text) in said {
        fake.push(json!({"message": message(id, (*by).clone(), text)}));
        if text.starts_with("/accept") || (text.starts_with("/move") && text != "/move e4") {
            photos += 1;
            fake.wait_for("sendPhoto", photos).await;
        }
    }
    let after = scrape(&base).await;
    let count = |metric: &str, labels: &[(&str, &str)]| {
        value_of(&after, metric, labels) - value_of(&before, metric, labels)
    };
    assert_eq!(count("kibitz_updates_received_total", &taken), 8.0);
    let telegram = ("platform", "telegram");
    assert_eq!(
        count(
            "kibitz_updates_handled_total",
            &[telegram, ("outcome", "silent")]
        ),
        1.0,
        "bob's hello"
    );
    assert_eq!(
        count(
            "kibitz_updates_handled_total",
            &[telegram, ("outcome", "refused")]
        ),
        1.0,
        "alice's second move, out of turn"
    );
    assert_eq!(
        count(
            "kibitz_updates_handled_total",
            &[telegram, ("outcome", "answered")]
        ),
        6.0
    );
    assert_eq!(
        count("kibitz_replies_total", &[telegram, ("kind", "board")]),
        5.0
    );
    assert_eq!(
        count("kibitz_replies_total", &[telegram, ("kind", "refusal")]),
        1.0
    );
    assert_eq!(count("kibitz_move_seconds", &[telegram]), 4.0);
    assert!(
        after
            .samples
            .iter()
            .any(|s| s.metric == "kibitz_analyses_waiting"),
        "the queues' depths are scraped"
    );
    // The other routes answer on the same listener.
    assert!(
        reqwest::get(format!("{base}/healthz"))
            .await
            .is_ok_and(|r| r.status().is_success())
    );
    kibitz.stop().await;
}
