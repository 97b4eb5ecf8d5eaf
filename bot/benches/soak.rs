//! A soak run: two `kibitz` processes in webhook mode on one Postgres, as
//! behind a load balancer, under a steady load of moves for minutes. Each
//! chat's two players move in turn (each after seeing the answer to the
//! move before, then a pause); updates go to the processes in turn. Every
//! ten seconds it prints moves per second, the latency from post to answer
//! (p50, p99) and both processes' resident memory, which must stay flat.
//!
//! `cargo bench -p kibitz --bench soak`; `KIBITZ_SOAK_SECONDS` (120),
//! `KIBITZ_SOAK_CHATS` (32) and `KIBITZ_SOAK_PAUSE_MS` (100) set its
//! length, its width and each player's pause.

#[path = "../tests/it/support/mod.rs"]
mod support;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::TestDb;
use support::process::Kibitz;
use support::telegram::{FakeTelegram, post_to_webhook};

const SECRET: &str = "soak-secret";

/// Each game: out and back with both knights three times (the start
/// position comes back three times, short of a draw), then a resignation.
const DANCE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];
const ROUNDS: usize = 3;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn free_address() -> SocketAddr {
    let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    probe.local_addr().expect("an address")
}

/// The processes, and the next update's number.
struct Load {
    hooks: [SocketAddr; 2],
    next: AtomicI64,
}

impl Load {
    /// Posts `text` from `from` in `chat` to the processes in turn, until a
    /// 200 (as Telegram does).
    async fn post(&self, chat: i64, from: &Value, text: &str) {
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        let mut message = json!({"message_id": id, "date": 0, "from": from, "text": text,
            "chat": {"id": chat, "type": "supergroup", "title": "club"}});
        if text.starts_with('/') {
            let length = text.split_whitespace().next().map_or(0, str::len);
            message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": length}]);
        }
        let update = json!({"update_id": id, "message": message});
        let mut hook = usize::try_from(id).unwrap_or(0) % 2;
        while post_to_webhook(self.hooks[hook], Some(SECRET), &update).await != Some(200) {
            hook = 1 - hook;
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let at = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

fn main() {
    let seconds = setting("KIBITZ_SOAK_SECONDS", 120);
    let chats = i64::try_from(setting("KIBITZ_SOAK_CHATS", 32)).unwrap_or(32);
    let pause = Duration::from_millis(setting("KIBITZ_SOAK_PAUSE_MS", 100));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let db = TestDb::postgres().await;
        let fake = FakeTelegram::start().await;
        let hooks = [free_address(), free_address()];
        let mut processes = Vec::new();
        for (i, hook) in hooks.iter().enumerate() {
            let url = format!("http://{hook}/telegram/hook");
            let listen = hook.to_string();
            processes.push(Kibitz::start(
                &format!("soak-{i}"),
                &[
                    ("TELEGRAM_TOKEN", "123:secret"),
                    ("TELEGRAM_API_URL", fake.url.as_str()),
                    ("TELEGRAM_WEBHOOK_URL", url.as_str()),
                    ("TELEGRAM_WEBHOOK_LISTEN", listen.as_str()),
                    ("TELEGRAM_WEBHOOK_SECRET", SECRET),
                    ("DATABASE_URL", db.url.as_str()),
                    ("KIBITZ_LOG", "warn"),
                ],
            ));
        }
        for hook in hooks {
            while tokio::net::TcpStream::connect(hook).await.is_err() {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        let load = Arc::new(Load {
            hooks,
            next: AtomicI64::new(1),
        });
        let fake = Arc::new(fake);
        let latencies: Arc<Mutex<Vec<Duration>>> = Arc::default();
        let lost = Arc::new(AtomicI64::new(0));
        let running = Arc::new(AtomicBool::new(true));
        let mut players = Vec::new();
        for c in 0..chats {
            let (load, fake, latencies, lost, running) = (
                load.clone(),
                fake.clone(),
                latencies.clone(),
                lost.clone(),
                running.clone(),
            );
            players.push(tokio::spawn(async move {
                let chat = -7000 - c;
                let user = |side: i64, name: String| {
                    json!({"id": 100_000 + 2 * c + side, "is_bot": false,
                           "first_name": name.clone(), "username": name})
                };
                let (white, black) = (user(0, format!("w{c}")), user(1, format!("b{c}")));
                // What is said, and waited for, in the chat.
                let say = |from: Value, text: String| {
                    let (load, fake, latencies, lost) =
                        (load.clone(), fake.clone(), latencies.clone(), lost.clone());
                    async move {
                        let seen = fake.sent_in(chat);
                        let posted = Instant::now();
                        load.post(chat, &from, &text).await;
                        if fake.sent_more(chat, seen, Duration::from_secs(30)).await {
                            latencies.lock().expect("lock").push(posted.elapsed());
                        } else {
                            lost.fetch_add(1, Ordering::SeqCst);
                        }
                    }
                };
                say(black.clone(), "/help".into()).await;
                while running.load(Ordering::SeqCst) {
                    say(white.clone(), format!("/challenge @b{c} white")).await;
                    say(black.clone(), "/accept".into()).await;
                    for _ in 0..ROUNDS {
                        for (i, san) in DANCE.iter().enumerate() {
                            let mover = if i % 2 == 0 { &white } else { &black };
                            say(mover.clone(), format!("/move {san}")).await;
                            tokio::time::sleep(pause).await;
                        }
                    }
                    say(white.clone(), "/resign".into()).await;
                }
            }));
        }
        println!(
            "soak: 2 processes, {chats} chats, {} ms pause, {seconds} s",
            pause.as_millis()
        );
        println!(
            "{:>6} {:>8} {:>9} {:>9} {:>9} {:>12}",
            "s", "answers", "per s", "p50 ms", "p99 ms", "RSS MiB"
        );
        let started = Instant::now();
        let mut all = Vec::new();
        while started.elapsed() < Duration::from_secs(seconds) {
            tokio::time::sleep(Duration::from_secs(10)).await;
            let mut window = std::mem::take(&mut *latencies.lock().expect("lock"));
            window.sort();
            let rss: Vec<String> = processes
                .iter()
                .map(|p| {
                    p.rss_kib()
                        .map_or("?".into(), |k| format!("{:.1}", k as f64 / 1024.0))
                })
                .collect();
            println!(
                "{:>6} {:>8} {:>9.1} {:>9.1} {:>9.1} {:>12}",
                started.elapsed().as_secs(),
                window.len(),
                window.len() as f64 / 10.0,
                percentile(&window, 0.5).as_secs_f64() * 1000.0,
                percentile(&window, 0.99).as_secs_f64() * 1000.0,
                rss.join(" / ")
            );
            all.extend(window);
            fake.forget_calls();
        }
        running.store(false, Ordering::SeqCst);
        for player in players {
            player.abort();
        }
        all.sort();
        println!(
            "all: {} answers, {:.1} per s, p50 {:.1} ms, p99 {:.1} ms, {} unanswered",
            all.len(),
            all.len() as f64 / started.elapsed().as_secs_f64(),
            percentile(&all, 0.5).as_secs_f64() * 1000.0,
            percentile(&all, 0.99).as_secs_f64() * 1000.0,
            lost.load(Ordering::SeqCst)
        );
        for process in processes {
            let log = process.kill().await;
            let troubles: Vec<&str> = log
                .lines()
                .filter(|l| l.contains("ERROR"))
                .take(5)
                .collect();
            if !troubles.is_empty() {
                println!("a process logged errors:\n{}", troubles.join("\n"));
            }
        }
        db.drop_db().await;
    });
}
