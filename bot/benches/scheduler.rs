//! One scheduler pass over 100,000 correspondence games of 200 players,
//! a tenth of them on vacation, of which 1% are due (half out of time, 30%
//! for a reminder, 20% owing their chat the news of a vacation), on
//! SQLite and on Postgres: claim, rebuild, judge, commit, draw the board
//! and hand each notice to a notifier. Also the idle pass (nothing due), which every process runs
//! every 30 seconds.
//!
//! Criterion measures the time; after it, the memory one pass takes (the
//! growth of the process's peak resident set, read from `/proc`) is
//! printed.

#[path = "../tests/it/support/mod.rs"]
mod support;

use kibitz::model::Platform;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use chrono::{DateTime, Datelike, TimeDelta, Utc};
use criterion::Criterion;
use kibitz::chat::{DeliveryError, Notice, Outbox, Place};
use kibitz::clock::ManualClock;
use kibitz::service::Service;
use kibitz::store::Store;
use kibitz_rules::{Game, Variant};
use support::TestDb;
use tokio::runtime::Runtime;

/// The allocator the `kibitz` binary runs with, so that the figures are
/// the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A field of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`), on Linux.
fn status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Resets the resident-set high-water mark (`VmHWM`) to the current size;
/// whether the kernel allowed it.
fn reset_peak_memory() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// Games in the store.
const GAMES: i64 = 100_000;
/// Games due: 1%.
const DUE: i64 = GAMES / 100;
/// Players: half of them White in every game they play, half Black; 200,
/// or `KIBITZ_BENCH_PLAYERS` (an even number from 2).
fn player_count() -> i64 {
    std::env::var("KIBITZ_BENCH_PLAYERS")
        .ok()
        .and_then(|n| n.parse::<i64>().ok())
        .filter(|n| *n >= 2 && n % 2 == 0)
        .unwrap_or(200)
}

/// Takes every notice, as a chat platform would, and counts them.
#[derive(Default)]
struct Sink(AtomicUsize);

#[async_trait]
impl Outbox for Sink {
    async fn deliver(&self, _notice: &Notice) -> Result<(), DeliveryError> {
        self.0.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
}

/// A store with `GAMES` active 3-days-per-move games after 1. e4 e5
/// between [`player_count`] players (a tenth of them on vacation, all White), none due at
/// `now`; the id of the first.
async fn fill(store: &Store, now: DateTime<Utc>) -> i64 {
    let players = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
                   INSERT INTO players (platform, platform_user_id, display_name, username) \
                   SELECT 'console', 'p' || i, 'p' || i, 'p' || i FROM n";
    let away = "UPDATE players SET vacation_from = $1, vacation_until = $2, vacation_year = $3 \
                WHERE id < (SELECT MIN(id) FROM players) + $4";
    macro_rules! add_players {
        ($pool:expr) => {{
            sqlx::query(players)
                .bind(player_count())
                .execute($pool)
                .await
                .expect("players inserted");
            sqlx::query(away)
                .bind(now - TimeDelta::days(1))
                .bind(now + TimeDelta::days(10))
                .bind(now.year())
                .bind(player_count() / 10)
                .execute($pool)
                .await
                .expect("players away");
            let first: (i64,) = sqlx::query_as("SELECT MIN(id) FROM players")
                .fetch_one($pool)
                .await
                .expect("the first player");
            first.0
        }};
    }
    let first_player = match store {
        Store::Postgres(connections) => {
            let mut connection = connections.unlimited().await.expect("a connection");
            add_players!(&mut *connection)
        }
        Store::Sqlite(pools) => add_players!(&pools.writer),
    };
    let channel = store
        .channel(&Place::new(Platform::Console, "bench"))
        .await
        .expect("a channel");
    let start = Game::new(Variant::Standard);
    let mut game = start.clone();
    for mv in ["e4", "e5"] {
        let mv = game.parse_move(mv).expect("legal");
        game.play(mv).expect("legal");
    }
    let remind = now + TimeDelta::days(2);
    let deadline = now + TimeDelta::days(3);
    let sql = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
               INSERT INTO games (channel_id, variant, white_id, black_id, start_state, moves, state, \
               status, days_per_move, deadline, remind_at, due_at) \
               SELECT $2, 'standard', $3 + (i % $4), $3 + $4 + (i % $4), $5, 'e2e4 e7e5', $6, 'active', \
               3, $7, $8, $8 FROM n";
    macro_rules! run {
        ($pool:expr) => {
            sqlx::query(sql)
                .bind(GAMES)
                .bind(channel)
                .bind(first_player)
                .bind(player_count() / 2)
                .bind(start.state())
                .bind(game.state())
                .bind(deadline)
                .bind(remind)
                .execute($pool)
                .await
                .expect("games inserted")
        };
    }
    let first: (i64,) = match store {
        Store::Postgres(connections) => {
            let mut connection = connections.unlimited().await.expect("a connection");
            run!(&mut *connection);
            sqlx::query_as("SELECT MIN(id) FROM games")
                .fetch_one(&mut *connection)
                .await
        }
        Store::Sqlite(pools) => {
            run!(&pools.writer);
            sqlx::query_as("SELECT MIN(id) FROM games")
                .fetch_one(&pools.writer)
                .await
        }
    }
    .expect("the first id");
    if let Store::Postgres(connections) = store {
        let mut connection = connections.unlimited().await.expect("a connection");
        sqlx::query("ANALYZE games")
            .execute(&mut *connection)
            .await
            .expect("analyzed");
    }
    first.0
}

/// Games due for a reminder, out of time, and owing vacation news.
const REMINDED: i64 = DUE * 3 / 10;
const TIMED_OUT: i64 = DUE / 2;
const TOLD: i64 = DUE - REMINDED - TIMED_OUT;

/// Makes `DUE` games due at `now` again: `REMINDED` for a reminder, then
/// `TIMED_OUT` out of time, then `TOLD` owing their chat the news that
/// White went on vacation.
async fn make_due(store: &Store, first: i64, now: DateTime<Utc>) {
    let past = now - TimeDelta::minutes(1);
    let later = now + TimeDelta::days(1);
    let reset = "UPDATE games SET status = 'active', result = NULL, end_reason = NULL, \
                 notice = NULL, dm_for = NULL, claimed_until = NULL, remind_at = $1, deadline = $2, \
                 due_at = $3, vacation_news = $4 WHERE id >= $5 AND id < $6";
    let (told, timed_out) = (first + REMINDED, first + REMINDED + TIMED_OUT);
    let batches = [
        (Some(past), later, None, first, told),
        (None, past, None, told, timed_out),
        (None, later, Some("away-white"), timed_out, first + DUE),
    ];
    for (remind, deadline, news, from, to) in batches {
        macro_rules! run {
            ($pool:expr) => {
                sqlx::query(reset)
                    .bind(remind)
                    .bind(deadline)
                    .bind(past)
                    .bind(news)
                    .bind(from)
                    .bind(to)
                    .execute($pool)
                    .await
                    .expect("games made due")
            };
        }
        match store {
            Store::Postgres(connections) => {
                let mut connection = connections.unlimited().await.expect("a connection");
                run!(&mut *connection);
            }
            Store::Sqlite(pools) => {
                run!(&pools.writer);
            }
        }
    }
}

fn scheduler_pass(c: &mut Criterion) {
    let runtime = Runtime::new().expect("a runtime");
    let now = support::room::start_time();
    let lease = TimeDelta::minutes(5);
    let mut group = c.benchmark_group("scheduler pass, 100000 games");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30));
    let stores = runtime.block_on(async { vec![TestDb::sqlite().await, TestDb::postgres().await] });
    for db in stores {
        let kind = db.kind();
        let filling = Instant::now();
        let first = runtime.block_on(fill(&db.store, now));
        println!("{kind}: {GAMES} games stored in {:.1?}", filling.elapsed());
        let service = Service::new(db.store.clone(), Arc::new(ManualClock::new(now)));
        let sink = Sink::default();

        // The memory the first pass takes, beyond what the process held
        // before (later passes reuse what the allocator kept).
        runtime.block_on(make_due(&db.store, first, now));
        let before = status_kib("VmRSS");
        let reset = reset_peak_memory();
        let pass = runtime
            .block_on(service.run_due(&sink, DUE as usize, lease))
            .expect("a pass");
        let peak = status_kib("VmHWM");
        let grew = match (reset, before, peak) {
            (true, Some(before), Some(peak)) => {
                format!("{:.1} MiB", peak.saturating_sub(before) as f64 / 1024.0)
            }
            _ => "not measurable here (needs Linux /proc)".to_owned(),
        };
        println!(
            "{kind}: a pass of {} games ({} reminders, {} time-outs, {} vacation news) grew the peak resident set by {grew}",
            pass.claimed, pass.reminded, pass.timed_out, pass.vacation_news
        );
        group.bench_function(format!("{kind}, 1% due"), |b| {
            b.iter_custom(|iters| {
                runtime.block_on(async {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        make_due(&db.store, first, now).await;
                        let started = Instant::now();
                        let pass = service
                            .run_due(&sink, DUE as usize, lease)
                            .await
                            .expect("a pass");
                        total += started.elapsed();
                        assert_eq!(
                            (pass.reminded, pass.timed_out, pass.vacation_news),
                            (REMINDED as usize, TIMED_OUT as usize, TOLD as usize),
                            "{pass:?}"
                        );
                    }
                    total
                })
            })
        });
        group.bench_function(format!("{kind}, nothing due"), |b| {
            b.iter(|| {
                runtime.block_on(async {
                    let pass = service
                        .run_due(&sink, DUE as usize, lease)
                        .await
                        .expect("a pass");
                    assert_eq!(pass.claimed, 0);
                })
            })
        });

        runtime.block_on(db.drop_db());
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    scheduler_pass(&mut criterion);
    criterion.final_summary();
}
