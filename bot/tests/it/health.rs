//! What a supervisor and a load balancer ask a process (#53, item 4):
//! `/healthz` (it answers), `/readyz` (its store answers and holds every
//! migration this build knows), on the pages' listener; and the log as
//! JSON lines when asked (`KIBITZ_LOG_FORMAT=json`).

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
