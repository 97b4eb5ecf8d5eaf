//! A whole `move` command through the service, on SQLite and on Postgres:
//! read the command, find the player, the chat and the game, replay and
//! judge the move, commit it, draw the board and write the reply.
//!
//! Criterion measures one move at a time; after it, a load run prints
//! moves per second and latency percentiles with 16 players' tasks at once
//! (each pair in its own game), as a busy chat server would see them.

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::Criterion;
use kibitz::service::Service;
use kibitz_rules::{Game, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::TestDb;
use support::room::Room;
use tokio::runtime::Runtime;

/// Plies per game before a new game is started.
const LINE: usize = 40;

/// A random legal line that does not end the game within `LINE` plies.
fn line() -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(2026);
    loop {
        let mut game = Game::new(Variant::Standard);
        let mut moves = Vec::new();
        while moves.len() < LINE && !game.is_over() {
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            moves.push(game.san(mv));
            game.play(mv).expect("legal");
        }
        if moves.len() == LINE && !game.is_over() {
            return moves;
        }
    }
}

/// Plays moves of the line in game after game; only the moves are timed.
struct Player {
    room: Room,
    line: Arc<Vec<String>>,
    prefix: String,
    games: usize,
    ply: usize,
}

impl Player {
    async fn new(room: Room, line: Arc<Vec<String>>, prefix: String) -> Player {
        let mut player = Player {
            room,
            line,
            prefix,
            games: 0,
            ply: 0,
        };
        player.next_game().await;
        player
    }

    fn names(&self) -> (String, String) {
        (
            format!("{}w{}", self.prefix, self.games),
            format!("{}b{}", self.prefix, self.games),
        )
    }

    async fn next_game(&mut self) {
        self.games += 1;
        let (white, black) = self.names();
        self.room.start_game(&white, &black, "").await;
        self.ply = 0;
    }

    /// Plays one move; its duration.
    async fn play(&mut self) -> Duration {
        if self.ply == self.line.len() {
            self.next_game().await;
        }
        let (white, black) = self.names();
        let who = if self.ply.is_multiple_of(2) {
            white
        } else {
            black
        };
        let text = format!("move {}", self.line[self.ply]);
        let start = Instant::now();
        let reply = self.room.say(&who, &text).await;
        let took = start.elapsed();
        assert!(!reply.is_refused(), "{text}: {}", reply.text);
        assert!(reply.board.is_some(), "the reply carries the board");
        self.ply += 1;
        took
    }
}

fn stores(runtime: &Runtime) -> Vec<TestDb> {
    runtime.block_on(async { vec![TestDb::sqlite().await, TestDb::postgres().await] })
}

fn move_latency(c: &mut Criterion) {
    let runtime = Runtime::new().expect("a runtime");
    let line = Arc::new(line());
    let mut group = c.benchmark_group("move");
    for db in stores(&runtime) {
        let mut player = runtime.block_on(Player::new(
            Room::new(&db.store, "bench"),
            line.clone(),
            "solo".into(),
        ));
        group.bench_function(db.kind(), |b| {
            b.iter_custom(|iters| {
                runtime.block_on(async {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        total += player.play().await;
                    }
                    total
                })
            })
        });
        runtime.block_on(db.drop_db());
    }
    group.finish();
}

/// Latency percentiles of a set of durations.
fn percentiles(mut took: Vec<Duration>) -> (Duration, Duration, Duration) {
    took.sort();
    let at = |p: f64| took[((took.len() as f64 * p) as usize).min(took.len() - 1)];
    (at(0.50), at(0.99), took[took.len() - 1])
}

/// Starts `games` players, each in its own chat with its own game.
async fn players(
    store: &kibitz::store::Store,
    tag: &str,
    games: usize,
    line: &Arc<Vec<String>>,
) -> Vec<Player> {
    let mut players = Vec::new();
    for g in 0..games {
        let room = Room::new(store, &format!("{tag}-{g}"));
        players.push(Player::new(room, line.clone(), format!("{tag}{g}")).await);
    }
    players
}

/// Moves arriving at a steady `rate` per second, spread over `games`
/// games, for `seconds`: each move's latency counts from when it was due,
/// so a slow move also delays the ones queued behind it.
async fn steady(
    service: &Service,
    rate: u32,
    games: usize,
    seconds: u32,
    line: &Arc<Vec<String>>,
) -> Vec<Duration> {
    let interval = Duration::from_secs(games as u64) / rate;
    let per_game = (rate * seconds) as usize / games;
    let mut players = players(service.store(), "steady", games, line).await;
    // Spread the games over the line, so that they do not all end (and
    // start anew) at the same moment.
    for (g, player) in players.iter_mut().enumerate() {
        for _ in 0..g % LINE {
            player.play().await;
        }
    }
    let start = tokio::time::Instant::now() + Duration::from_millis(100);
    let tasks: Vec<_> = players
        .into_iter()
        .enumerate()
        .map(|(g, mut player)| {
            let first = start + interval * g as u32 / games as u32;
            tokio::spawn(async move {
                let mut took = Vec::with_capacity(per_game);
                for i in 0..per_game {
                    let due = first + interval * i as u32;
                    tokio::time::sleep_until(due).await;
                    player.play().await;
                    took.push(due.elapsed());
                }
                took
            })
        })
        .collect();
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.expect("no task panics"));
    }
    all
}

/// As many moves as `games` players can send, each waiting for its reply.
async fn saturated(
    service: &Service,
    games: usize,
    moves: usize,
    line: &Arc<Vec<String>>,
) -> (usize, Duration) {
    let players = players(service.store(), "saturated", games, line).await;
    let start = Instant::now();
    let tasks: Vec<_> = players
        .into_iter()
        .map(|mut player| {
            tokio::spawn(async move {
                for _ in 0..moves {
                    player.play().await;
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("no task panics");
    }
    (games * moves, start.elapsed())
}

/// Moves per second at saturation, and latency at a steady 1,000 moves/s.
fn load_report() {
    let runtime = Runtime::new().expect("a runtime");
    let line = Arc::new(line());
    for db in stores(&runtime) {
        let service: Service = Room::new(&db.store, "load").service;
        let (n, wall) = runtime.block_on(saturated(&service, 16, 250, &line));
        println!(
            "move/{}: saturated by 16 players: {n} moves in {wall:.2?} = {:.0} moves/s",
            db.kind(),
            n as f64 / wall.as_secs_f64()
        );
        let took = runtime.block_on(steady(&service, 1000, 100, 5, &line));
        let (p50, p99, max) = percentiles(took);
        println!(
            "move/{}: steady 1000 moves/s over 100 games for 5 s: p50 {p50:.2?}, p99 {p99:.2?}, max {max:.2?}",
            db.kind()
        );
        runtime.block_on(db.drop_db());
    }
}

/// The benchmark group (criterion's macro writes undocumented functions).
#[allow(missing_docs)]
mod groups {
    criterion::criterion_group! {
        name = benches;
        config = super::Criterion::default()
            .sample_size(50)
            .measurement_time(super::Duration::from_secs(8));
        targets = super::move_latency
    }
}

fn main() {
    groups::benches();
    if !std::env::args().any(|a| a == "--list") {
        load_report();
    }
    Criterion::default().configure_from_args().final_summary();
}
