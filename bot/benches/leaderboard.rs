//! Leaderboards and histories on Postgres at the scale of a large
//! platform: 100,000 players, 1,000,000 finished rated games (2,000,000
//! history lines) in 2,000 channels of 200 servers. A leaderboard page must
//! answer in well under 50 ms: one range of one index, never a scan. The
//! query plan is printed before the figures.
//!
//! `cargo bench -p kibitz --bench leaderboard` (seeding takes a minute or
//! two; the database is dropped afterwards).

#[path = "../tests/it/support/mod.rs"]
mod support;

use kibitz::model::Platform;
use std::time::Instant;
use support::tables::Tables;

use chrono::Utc;
use criterion::Criterion;

use kibitz::perf::{Finished, Perf};
use kibitz::standing::store::EVERYWHERE;
use kibitz::store::Store;
use support::TestDb;
use tokio::runtime::Runtime;

/// The allocator the `kibitz` binary runs with, so that the figures are
/// the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const PLAYERS: i64 = 100_000;
const GAMES: i64 = 1_000_000;
const CHANNELS: i64 = 2_000;
const SERVERS: i64 = 200;

/// Fills the database with players, finished games, their history lines,
/// ratings and standings, as the service would have left them.
async fn seed(store: &Store) {
    let Store::Postgres(connections) = store else {
        panic!("the leaderboard benchmark runs on Postgres");
    };
    let mut connection = connections.unlimited().await.expect("a connection");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let steps = [
        format!(
            "INSERT INTO channels (platform, platform_channel_id, community) \
             SELECT 'discord', (1000000 + g)::text, (g % {SERVERS})::text FROM generate_series(1, {CHANNELS}) g"
        ),
        format!(
            "INSERT INTO players (platform, platform_user_id, display_name) \
             SELECT 'discord', g::text, 'player' || g FROM generate_series(1, {PLAYERS}) g"
        ),
        format!(
            "INSERT INTO games (channel_id, variant, white_id, black_id, start_state, moves, state, \
             status, result, end_reason, rated, ended_at) \
             SELECT 1 + g % {CHANNELS}, 'standard', 1 + (g * 7919) % {PLAYERS}, \
             1 + ((g * 7919) + 1 + g % ({PLAYERS} - 2)) % {PLAYERS}, '{start}', 'e2e4 e7e5', '{after}', \
             'finished', CASE g % 3 WHEN 0 THEN '1-0' WHEN 1 THEN '0-1' ELSE '1/2-1/2' END, \
             'resignation', true, now() - make_interval(mins => g::int) \
             FROM generate_series(1::bigint, {GAMES}) g"
        ),
        "INSERT INTO results (game_id, player_id, opponent_id, variant, perf, color, score, rating_before, \
         rating_after, deviation_after, ended_at) \
         SELECT id, white_id, black_id, variant, 'correspondence', 'white', \
         CASE result WHEN '1-0' THEN 'win' WHEN '0-1' THEN 'loss' ELSE 'draw' END, \
         1500 + id % 300, 1500 + id % 300 + 8, 60, ended_at FROM games"
            .to_owned(),
        "INSERT INTO results (game_id, player_id, opponent_id, variant, perf, color, score, rating_before, \
         rating_after, deviation_after, ended_at) \
         SELECT id, black_id, white_id, variant, 'correspondence', 'black', \
         CASE result WHEN '1-0' THEN 'loss' WHEN '0-1' THEN 'win' ELSE 'draw' END, \
         1500 + id % 300, 1500 + id % 300 - 8, 60, ended_at FROM games"
            .to_owned(),
        // Ratings spread from 800 to 2800; one player in five provisional.
        "INSERT INTO ratings (player_id, perf, rating, deviation, volatility, games, rated_at) \
         SELECT player_id, 'correspondence', 800 + (player_id * 104729) % 2000, \
         CASE WHEN player_id % 5 = 0 THEN 150 ELSE 50 + player_id % 50 END, 0.06, COUNT(*), now() \
         FROM results GROUP BY player_id"
            .to_owned(),
        format!(
            "INSERT INTO standings (platform, community, perf, player_id, rating, games, steady_until) \
             SELECT 'discord', '{EVERYWHERE}', perf, player_id, rating, games, \
             CASE WHEN deviation > 110 THEN rated_at ELSE rated_at + interval '300 days' END FROM ratings"
        ),
        "INSERT INTO standings (platform, community, perf, player_id, rating, games, steady_until) \
         SELECT DISTINCT 'discord', c.community, r.perf, r.player_id, r.rating, r.games, \
         CASE WHEN r.deviation > 110 THEN r.rated_at ELSE r.rated_at + interval '300 days' END \
         FROM results h JOIN games g ON g.id = h.game_id JOIN channels c ON c.id = g.channel_id \
         JOIN ratings r ON r.player_id = h.player_id AND r.perf = h.perf"
            .to_owned(),
        "ANALYZE".to_owned(),
    ];
    for step in steps {
        let began = Instant::now();
        sqlx::query(&step)
            .execute(&mut *connection)
            .await
            .unwrap_or_else(|e| panic!("seeding failed: {e}\n{step}"));
        println!(
            "seeded in {:>6.1} s: {}",
            began.elapsed().as_secs_f64(),
            step.chars().take(60).collect::<String>()
        );
    }
    let (standings,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM standings")
        .fetch_one(&mut *connection)
        .await
        .expect("counted");
    println!("{PLAYERS} players, {GAMES} games, {standings} standings rows");
}

/// The plan Postgres chooses for a leaderboard page, as it ran.
async fn plan(store: &Store, community: &str, offset: u32) -> String {
    let Store::Postgres(connections) = store else {
        return String::new();
    };
    let mut connection = connections.unlimited().await.expect("a connection");
    let sql = format!(
        "EXPLAIN (ANALYZE, BUFFERS) SELECT s.player_id, p.display_name, s.rating, s.games \
         FROM standings s JOIN players p ON p.id = s.player_id \
         WHERE s.platform = 'discord' AND s.community = '{community}' AND s.variant = 'standard' \
         AND s.steady_until > now() ORDER BY s.rating DESC, s.player_id LIMIT 11 OFFSET {offset}"
    );
    let rows: Vec<(String,)> = sqlx::query_as(&sql)
        .fetch_all(&mut *connection)
        .await
        .expect("a plan");
    rows.into_iter()
        .map(|(line,)| line)
        .collect::<Vec<_>>()
        .join("\n")
}

fn main() {
    let runtime = Runtime::new().expect("a runtime");
    let db = runtime.block_on(TestDb::postgres());
    runtime.block_on(seed(&db.store));
    println!("{}", runtime.block_on(plan(&db.store, EVERYWHERE, 0)));
    let mut criterion = Criterion::default().configure_from_args();
    let mut group = criterion.benchmark_group("leaderboard");
    for (name, community, offset) in [
        ("global, page 1", EVERYWHERE, 0),
        ("global, page 100", EVERYWHERE, 990),
        ("one server, page 1", "7", 0),
        ("one server, page 10", "7", 90),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let standings = runtime
                    .block_on(db.store.standing().leaderboard(
                        (Platform::Discord, community),
                        Perf::Correspondence,
                        Utc::now(),
                        offset,
                        11,
                    ))
                    .expect("a page");
                assert_eq!(standings.len(), 11);
            })
        });
    }
    group.finish();
    let mut group = criterion.benchmark_group("history");
    group.bench_function("a player's page 1", |b| {
        b.iter(|| {
            let lines = runtime
                .block_on(db.store.standing().history(
                    kibitz::model::PlayerId(4242),
                    Finished::All,
                    0,
                    11,
                ))
                .expect("a page");
            assert_eq!(lines.len(), 11);
        })
    });
    group.finish();
    criterion.final_summary();
    runtime.block_on(db.drop_db());
}
