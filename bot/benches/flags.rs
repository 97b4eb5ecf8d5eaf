//! Live clocks at scale, on Postgres: 10,000 live games in progress, and
//! the scheduler of one process watching their flags.
//!
//! - The watch's unit of work: the look at when the next flag falls (one
//!   step down the index of due work), measured by Criterion.
//! - The watch's cost while nothing is due: the scheduler runs alone for
//!   10 s; the store's transactions (`pg_stat_database`) and the process's
//!   CPU time (`/proc/self/stat`) per second are printed.
//! - The flags: 200 of the games run out of time over 10 s (20 a second,
//!   far more than 10,000 games of blitz make), the others' flags an hour
//!   away; for each, the delay from the flag's moment to its commit (the
//!   moment the game's end records) and to its announcement, p50, p99 and
//!   max, are printed.
//!
//! `cargo bench -p kibitz --bench flags` (seeding takes seconds; the
//! database is dropped afterwards).

#[path = "../tests/it/support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, TimeDelta, Utc};
use criterion::Criterion;
use kibitz::chat::{DeliveryError, Notice, Outbox};
use kibitz::clock::SystemClock;
use kibitz::model::GameId;
use kibitz::service::Service;
use kibitz::service::schedule::{self, SchedulerConfig};
use kibitz::store::Store;
use kibitz_rules::{Game, Variant};
use support::TestDb;
use tokio::runtime::Runtime;

/// The allocator the `kibitz` binary runs with, so that the figures are
/// the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Live games in progress.
const GAMES: i64 = 10_000;
/// Of them, the games whose flag falls during the run.
const FLAGGED: i64 = 200;
/// The time between two flags.
const FLAG_EVERY: TimeDelta = TimeDelta::milliseconds(50);

/// Notes when each game's end was announced.
#[derive(Default)]
struct Announcements(Mutex<HashMap<GameId, DateTime<Utc>>>);

#[async_trait]
impl Outbox for Announcements {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        if let Some(game) = notice.game_id {
            self.0.lock().expect("lock").insert(game, Utc::now());
        }
        Ok(())
    }
}

/// `GAMES` live 1+0 games after 1. e4 e5 between players of their own in
/// chats of their own, White to move: the first `FLAGGED` run out one
/// every `FLAG_EVERY` from `first_flag`, the others in an hour. Their
/// ids, first to last.
async fn seed(store: &Store, first_flag: DateTime<Utc>) -> Vec<i64> {
    let Store::Postgres(connections) = store else {
        panic!("the flags benchmark runs on Postgres");
    };
    let mut connection = connections.unlimited().await.expect("a connection");
    let mut game = Game::new(Variant::Standard);
    game.play_text("e4").expect("legal");
    game.play_text("e5").expect("legal");
    let (start, after) = (Game::new(Variant::Standard).state(), game.state());
    sqlx::query(
        "INSERT INTO channels (platform, platform_channel_id, community) \
         SELECT 'console', 'flags' || g, 'flags' FROM generate_series(1, $1) g",
    )
    .bind(GAMES)
    .execute(&mut *connection)
    .await
    .expect("chats");
    sqlx::query(
        "INSERT INTO players (platform, platform_user_id, display_name, username) \
         SELECT 'console', 'p' || g, 'p' || g, 'p' || g FROM generate_series(1, 2 * $1) g",
    )
    .bind(GAMES)
    .execute(&mut *connection)
    .await
    .expect("players");
    let flag_ms = FLAG_EVERY.num_milliseconds();
    let ids: Vec<(i64,)> = sqlx::query_as(
        "INSERT INTO games (channel_id, variant, white_id, black_id, start_state, moves, state, \
         status, clock_base, clock_increment, white_clock_ms, black_clock_ms, turn_started_at, \
         deadline, due_at) \
         SELECT c.id, 'standard', w.id, b.id, $2, 'e2e4 e7e5', $3, 'active', 60, 0, 60000, 60000, \
         d.at - interval '60 seconds', d.at, d.at \
         FROM generate_series(1, $1) g \
         JOIN channels c ON c.platform_channel_id = 'flags' || g \
         JOIN players w ON w.platform_user_id = 'p' || (2 * g - 1) \
         JOIN players b ON b.platform_user_id = 'p' || (2 * g) \
         CROSS JOIN LATERAL (SELECT CASE WHEN g <= $4 \
           THEN $5 + make_interval(secs => (g - 1) * $6 / 1000.0) \
           ELSE $5 + interval '1 hour' END AS at) d \
         ORDER BY g RETURNING id",
    )
    .bind(GAMES)
    .bind(start)
    .bind(after)
    .bind(FLAGGED)
    .bind(first_flag)
    .bind(flag_ms)
    .fetch_all(&mut *connection)
    .await
    .expect("games");
    sqlx::query("ANALYZE games")
        .execute(&mut *connection)
        .await
        .expect("analysed");
    ids.into_iter().map(|(id,)| id).collect()
}

/// The transactions Postgres has counted in the current database.
async fn transactions(store: &Store) -> i64 {
    let Store::Postgres(connections) = store else {
        unreachable!("Postgres")
    };
    let mut connection = connections.unlimited().await.expect("a connection");
    let (count,): (i64,) = sqlx::query_as(
        "SELECT (xact_commit + xact_rollback)::bigint FROM pg_stat_database \
         WHERE datname = current_database()",
    )
    .fetch_one(&mut *connection)
    .await
    .expect("counted");
    count
}

/// This process's CPU time, user and system, from `/proc/self/stat`.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|f| f.parse::<u64>().ok()))
        .sum();
    // The kernel counts in clock ticks of 1/100 s on Linux.
    Duration::from_millis(ticks * 10)
}

/// p50, p99 and max of a set of delays in milliseconds.
fn spread(mut delays: Vec<i64>) -> String {
    delays.sort_unstable();
    let at = |q: usize| delays[(delays.len() * q / 100).min(delays.len() - 1)];
    format!(
        "p50 {} ms, p99 {} ms, max {} ms ({} flags)",
        at(50),
        at(99),
        delays[delays.len() - 1],
        delays.len()
    )
}

fn flags(criterion: &mut Criterion) {
    let runtime = Runtime::new().expect("a runtime");
    let db = runtime.block_on(TestDb::postgres());
    let store = db.store.clone();
    // Seeded with every flag far ahead, for the watch's cost; the flags
    // are brought forward after.
    let far = Utc::now() + TimeDelta::hours(2);
    let ids = runtime.block_on(seed(&store, far));
    let service = Service::new(store.clone(), Arc::new(SystemClock));

    let announced = Arc::new(Announcements::default());
    let outbox: Arc<dyn Outbox> = announced.clone();
    criterion.bench_function("flags/the next flag, of 10,000 live games", |b| {
        b.iter(|| {
            runtime
                .block_on(service.next_due(outbox.as_ref()))
                .expect("read")
        });
    });

    // The watch alone, nothing due, for 10 s.
    let config = SchedulerConfig::default();
    let (before, cpu_before) = (runtime.block_on(transactions(&store)), cpu_time());
    let watch = runtime.spawn(schedule::run(service.clone(), outbox.clone(), config));
    runtime.block_on(async { tokio::time::sleep(Duration::from_secs(10)).await });
    let (after, cpu_after) = (runtime.block_on(transactions(&store)), cpu_time());
    println!(
        "flags/idle watch over 10,000 live games: {:.1} transactions a second, {:.2} ms of CPU \
         a second in this process",
        (after - before - 1) as f64 / 10.0,
        (cpu_after - cpu_before).as_secs_f64() * 1000.0 / 10.0
    );

    // 200 flags over 10 s, from 3 s on.
    let first_flag = Utc::now() + TimeDelta::seconds(3);
    let flag_of = |i: usize| first_flag + FLAG_EVERY * i32::try_from(i).expect("small");
    runtime.block_on(async {
        let Store::Postgres(connections) = &store else {
            unreachable!("Postgres")
        };
        let mut connection = connections.unlimited().await.expect("a connection");
        for (i, id) in ids
            .iter()
            .take(usize::try_from(FLAGGED).expect("small"))
            .enumerate()
        {
            sqlx::query("UPDATE games SET deadline = $1, due_at = $1 WHERE id = $2")
                .bind(flag_of(i))
                .bind(id)
                .execute(&mut *connection)
                .await
                .expect("a flag brought forward");
        }
    });
    let last_flag = flag_of(usize::try_from(FLAGGED).expect("small") - 1);
    runtime.block_on(async {
        while announced.0.lock().expect("lock").len() < usize::try_from(FLAGGED).expect("small") {
            assert!(
                Utc::now() < last_flag + TimeDelta::seconds(30),
                "every flag falls"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    watch.abort();
    let (mut to_commit, mut to_announce) = (Vec::new(), Vec::new());
    for (i, id) in ids
        .iter()
        .take(usize::try_from(FLAGGED).expect("small"))
        .enumerate()
    {
        let row = runtime
            .block_on(store.game(GameId(*id)))
            .expect("read")
            .expect("the game");
        let ended = row.ended_at.expect("ended on time");
        to_commit.push((ended - flag_of(i)).num_milliseconds());
        let told = announced.0.lock().expect("lock")[&GameId(*id)];
        to_announce.push((told - flag_of(i)).num_milliseconds());
    }
    println!("flags/flag to commit: {}", spread(to_commit));
    println!("flags/flag to announcement: {}", spread(to_announce));
    runtime.block_on(db.drop_db());
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    flags(&mut criterion);
    criterion.final_summary();
}
