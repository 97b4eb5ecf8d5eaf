//! A whole `move` command through the service, on SQLite and on Postgres:
//! read the command, find the player, the chat and the game, rebuild and
//! judge the move, commit it, draw the board and write the reply.
//!
//! Criterion measures one move at a time, and one move deep into a long
//! game against one early in it (a move must not cost more the longer the
//! game: no replay); the load run compares the two again in pairs, one of
//! each in turn, so that a drift of the machine's speed does not pass for
//! a difference. After it, a load run prints moves per second at
//! saturation with 16 players' tasks at once (each pair in its own game),
//! beside what pgbench's simple-update transaction (`-N -c 8 -j 2`) does on
//! the same Postgres server in the same run; and latency percentiles at a
//! steady rate, as a busy chat server would see them, with the disk's own
//! flush times beside them (`probe/disk.rs`). The moves are made in
//! a store that holds a community's past (10,000 players, 100,000 finished
//! games), as a server that has run for a while does. Last, a game's
//! start step by step (challenge, accept, first move, beside a move of a
//! game in progress); `cargo bench -p kibitz --bench service -- starts`
//! prints that alone.

#[path = "probe/disk.rs"]
mod disk;
#[path = "../tests/it/support/mod.rs"]
mod support;

use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use criterion::Criterion;
use disk::DiskProbe;
use kibitz::store::Store;
use kibitz_rules::{Game, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::TestDb;
use support::room::Room;
use tokio::runtime::Runtime;

/// The allocator the `kibitz` binary runs with, so that the figures are
/// the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Plies per game before a new game is started.
const LINE: usize = 40;

/// The plies a deep game is measured at, and how many moves each game
/// gives the measure before the next one starts.
const SHALLOW: usize = 10;
const DEEP: usize = 300;
const MEASURED_PER_GAME: usize = 100;

/// A random legal line of `plies` moves (SAN) that does not end the game,
/// from the first seed that gives one.
fn line_of(plies: usize, seed: u64) -> Vec<String> {
    for seed in seed.. {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(Variant::Standard);
        let mut moves = Vec::new();
        while moves.len() < plies && !game.is_over() {
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            moves.push(game.san(mv));
            game.play(mv).expect("legal");
        }
        if moves.len() == plies && !game.is_over() {
            return moves;
        }
    }
    unreachable!("some seed gives a line")
}

/// A random legal line that does not end the game within `LINE` plies.
fn line() -> Vec<String> {
    line_of(LINE, 2026)
}

/// Runs raw SQL on the store's writer.
async fn execute(store: &Store, sql: &str, binds: (&str, &str, i64)) {
    let (a, b, c) = binds;
    let done = match store {
        Store::Postgres(connections) => sqlx::query(sql)
            .bind(a)
            .bind(b)
            .bind(c)
            .execute(&mut *connections.checkout().await.expect("a connection"))
            .await
            .map(|done| done.rows_affected()),
        Store::Sqlite(pools) => sqlx::query(sql)
            .bind(a)
            .bind(b)
            .bind(c)
            .execute(&pools.writer)
            .await
            .map(|done| done.rows_affected()),
    };
    assert_eq!(done.expect("the raw statement runs"), 1);
}

/// The community the bench's moves are made in: its players,
const PAST_PLAYERS: i64 = 10_000;
/// its chats,
const PAST_CHANNELS: i64 = 1_000;
/// and its finished games.
const PAST_GAMES: i64 = 100_000;

/// Runs a statement that binds nothing on the store's writer.
async fn run(store: &Store, sql: &str) {
    let done = match store {
        Store::Postgres(connections) => sqlx::query(sql)
            .execute(&mut *connections.unlimited().await.expect("a connection"))
            .await
            .map(|_| ()),
        Store::Sqlite(pools) => sqlx::query(sql).execute(&pools.writer).await.map(|_| ()),
    };
    done.unwrap_or_else(|error| panic!("{sql}: {error}"));
}

/// Fills a new store with a community's past, as a server that has run
/// for a while holds it: `PAST_PLAYERS` players in `PAST_CHANNELS` chats
/// with `PAST_GAMES` finished games of 40 plies; then settles it
/// ([`settle`]). The query planner chooses by the size of the tables, so
/// moves measured in an empty store would be judged by the plans of a
/// server no one uses.
async fn add_history(store: &Store) {
    let count = |n: i64| {
        format!(
            "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < {})",
            n - 1
        )
    };
    run(
        store,
        &format!(
            "{} INSERT INTO players (platform, platform_user_id, display_name, username) \
             SELECT 'console', 'past' || i, 'Past ' || i, 'past' || i FROM n",
            count(PAST_PLAYERS)
        ),
    )
    .await;
    run(
        store,
        &format!(
            "{} INSERT INTO channels (platform, platform_channel_id) \
             SELECT 'console', 'past' || i FROM n",
            count(PAST_CHANNELS)
        ),
    )
    .await;
    let start = Game::new(Variant::Standard);
    let mut end = start.clone();
    let mut uci = Vec::new();
    for san in line() {
        let mv = end.parse_move(&san).expect("the line is legal");
        uci.push(end.uci(mv));
        end.play(mv).expect("legal");
    }
    run(
        store,
        &format!(
            "{count} INSERT INTO games (channel_id, variant, white_id, black_id, start_state, moves, \
             state, status, result, end_reason, rated) \
             SELECT c.first + i % {PAST_CHANNELS}, 'standard', \
             p.first + i % {PAST_PLAYERS}, p.first + (i + 1) % {PAST_PLAYERS}, \
             '{start}', '{moves}', '{end}', 'finished', '1-0', 'resignation', 1 = 1 \
             FROM n, (SELECT MIN(id) AS first FROM players) AS p, \
             (SELECT MIN(id) AS first FROM channels) AS c",
            count = count(PAST_GAMES),
            start = start.state(),
            moves = uci.join(" "),
            end = end.state(),
        ),
    )
    .await;
    settle(store).await;
}

/// Leaves the store as a server's past would be: on Postgres, vacuumed
/// (its rows frozen, its visibility map set, as autovacuum would have
/// done long ago; else autovacuum's first pass over the fresh rows lands
/// in the middle of a measure) and checkpointed; on SQLite, its log
/// written back to the database file; and its statistics gathered.
async fn settle(store: &Store) {
    match store {
        Store::Postgres(_) => {
            run(store, "VACUUM (FREEZE, ANALYZE)").await;
            run(store, "CHECKPOINT").await;
        }
        Store::Sqlite(_) => {
            run(store, "PRAGMA wal_checkpoint(TRUNCATE)").await;
            run(store, "ANALYZE").await;
        }
    }
}

/// Readies the store and the machine for a measure: brings the
/// database's statistics up to date, as its autovacuum keeps them in
/// production (a bench's tables were empty a moment ago, and plans made
/// for empty tables are no plans for the rows since); then has the kernel
/// write back every dirty page on the machine, so that writes made before
/// the measure (the build that made this bench, a copy of it) are not
/// written back inside it. Such a write-back, hundreds of megabytes at
/// once, holds up every flush of the database's log while it runs: all
/// moves wait for it together, a fraction of a second in which every
/// sample counts as slow.
async fn before_measuring(store: &Store) {
    run(store, "ANALYZE").await;
    let synced = Command::new("sync").status();
    if !synced.is_ok_and(|status| status.success()) {
        println!("(sync could not run: a write-back may land inside the measure)");
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

/// Plays the moves of a long line from `from` on, in games set up (by
/// writing their rows) at that ply; the first move of each game is not
/// timed, so that what is measured is a move of a game in progress.
struct Deep {
    room: Room,
    line: Arc<Vec<String>>,
    from: usize,
    games: usize,
    game: i64,
    ply: usize,
}

impl Deep {
    async fn new(room: Room, line: Arc<Vec<String>>, from: usize) -> Deep {
        let mut deep = Deep {
            room,
            line,
            from,
            games: 0,
            game: 0,
            ply: 0,
        };
        deep.next_game().await;
        deep
    }

    fn mover(&self) -> String {
        let side = if self.ply.is_multiple_of(2) { "w" } else { "b" };
        format!("deep{}{side}{}", self.from, self.games)
    }

    async fn next_game(&mut self) {
        self.games += 1;
        let (white, black) = (
            format!("deep{}w{}", self.from, self.games),
            format!("deep{}b{}", self.from, self.games),
        );
        self.game = self.room.start_game(&white, &black, "").await;
        let mut game = Game::new(Variant::Standard);
        let mut uci = Vec::new();
        for san in &self.line[..self.from] {
            let mv = game.parse_move(san).expect("the line is legal");
            uci.push(game.uci(mv));
            game.play(mv).expect("legal");
        }
        execute(
            &self.room.store,
            "UPDATE games SET moves = $1, state = $2 WHERE id = $3",
            (&uci.join(" "), &game.state(), self.game),
        )
        .await;
        self.ply = self.from;
        self.play_untimed().await;
    }

    async fn play_untimed(&mut self) -> Duration {
        let text = format!("move {} #{}", self.line[self.ply], self.game);
        let who = self.mover();
        let start = Instant::now();
        let reply = self.room.say(&who, &text).await;
        let took = start.elapsed();
        assert!(!reply.is_refused(), "{text}: {}", reply.text);
        self.ply += 1;
        took
    }

    /// Plays one move at about the ply this measures; its duration.
    async fn play(&mut self) -> Duration {
        if self.ply == self.from + MEASURED_PER_GAME {
            self.next_game().await;
        }
        self.play_untimed().await
    }
}

/// A SQLite store and a Postgres one, each with a community's past.
fn stores(runtime: &Runtime) -> Vec<TestDb> {
    runtime.block_on(async {
        let dbs = vec![TestDb::sqlite().await, TestDb::postgres().await];
        for db in &dbs {
            add_history(&db.store).await;
        }
        dbs
    })
}

fn move_latency(c: &mut Criterion) {
    let runtime = Runtime::new().expect("a runtime");
    let line = Arc::new(line());
    let long = Arc::new(line_of(DEEP + MEASURED_PER_GAME, 1));
    for db in stores(&runtime) {
        let mut group = c.benchmark_group("move");
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
        group.finish();
        let mut group = c.benchmark_group(format!("move at ply/{}", db.kind()));
        for from in [SHALLOW, DEEP] {
            let mut deep = runtime.block_on(Deep::new(
                Room::new(&db.store, &format!("deep{from}")),
                long.clone(),
                from,
            ));
            group.bench_function(from.to_string(), |b| {
                b.iter_custom(|iters| {
                    runtime.block_on(async {
                        let mut total = Duration::ZERO;
                        for _ in 0..iters {
                            total += deep.play().await;
                        }
                        total
                    })
                })
            });
        }
        group.finish();
        runtime.block_on(db.drop_db());
    }
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

/// The latencies of a steady run.
struct Steady {
    /// Of the moves.
    moves: Vec<Duration>,
    /// Of the moves that found their game over and first started the next
    /// one (a challenge and its acceptance, two more commands with two new
    /// players): one in `LINE`, more than the 1% a p99 looks at, so they
    /// are told apart from the moves. They still load the server, and so
    /// count in the moves' times.
    starts: Vec<Duration>,
    /// The samples over `SLOW`, each as (when it was due, counted from the
    /// run's start; its latency): a stall shows as many at one moment,
    /// a slow server as many spread out.
    slow: Vec<(Duration, Duration)>,
    /// When the run started, on the wall clock, to set its slow moments
    /// beside the server's and the disk's logs.
    began: DateTime<Utc>,
    /// The disk's own flushes during the run, as the probe timed them
    /// (when each began, how long it took), or why there was no probe.
    flushes: Result<Vec<(Duration, Duration)>, String>,
}

/// The latency a steady run's goal allows (its p99).
const SLOW: Duration = Duration::from_millis(20);

/// The samples over `SLOW` of a run that began at `began` on the wall
/// clock, as a sentence: how many `noun`s, and over which span of the run
/// they were.
fn slow_span(noun: &str, slow: &[(Duration, Duration)], began: DateTime<Utc>) -> String {
    let (Some(first), Some(last)) = (
        slow.iter().map(|s| s.0).min(),
        slow.iter().map(|s| s.0).max(),
    ) else {
        return format!("no {noun} over {SLOW:?}");
    };
    let worst = slow.iter().map(|s| s.1).max().unwrap_or_default();
    format!(
        "{} {noun}{} over {SLOW:?} (worst {worst:.2?}), from {:.3} s to {:.3} s into the run \
         (from {} UTC)",
        slow.len(),
        if slow.len() == 1 { "" } else { "s" },
        first.as_secs_f64(),
        last.as_secs_f64(),
        (began + first).format("%H:%M:%S%.3f"),
    )
}

/// The disk's flushes beside a run as a sentence: their median and worst,
/// and those over `SLOW` as [`slow_span`] tells them.
fn flushes_told(flushes: &[(Duration, Duration)], began: DateTime<Utc>) -> String {
    if flushes.is_empty() {
        return "none made".to_owned();
    }
    let (p50, _, max) = percentiles(flushes.iter().map(|f| f.1).collect());
    let slow: Vec<_> = flushes.iter().filter(|f| f.1 > SLOW).copied().collect();
    format!(
        "{} made, p50 {p50:.2?}, max {max:.2?}; {}",
        flushes.len(),
        slow_span("flush", &slow, began)
    )
}

/// Moves arriving at a steady `rate` per second, spread over `games`
/// games, for `seconds`: each move's latency counts from when it was due,
/// so a slow move also delays the ones queued behind it.
async fn steady(
    store: &Store,
    rate: u32,
    games: usize,
    seconds: u32,
    line: &Arc<Vec<String>>,
) -> Steady {
    let interval = Duration::from_secs(games as u64) / rate;
    let per_game = (rate * seconds) as usize / games;
    let tag = format!("steady{rate}");
    let mut players = players(store, &tag, games, line).await;
    // Spread the games over the line, so that they do not all end (and
    // start anew) at the same moment.
    for (g, player) in players.iter_mut().enumerate() {
        for _ in 0..g % LINE {
            player.play().await;
        }
    }
    before_measuring(store).await;
    let start = tokio::time::Instant::now() + Duration::from_millis(100);
    let began = Utc::now() + Duration::from_millis(100);
    let probe = DiskProbe::start(start.into_std()).map_err(|e| e.to_string());
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
                    let starts_a_game = player.ply == player.line.len();
                    player.play().await;
                    took.push((due - start, due.elapsed(), starts_a_game));
                }
                took
            })
        })
        .collect();
    let (mut moves, mut starts, mut slow) = (Vec::new(), Vec::new(), Vec::new());
    for task in tasks {
        for (due, took, starts_a_game) in task.await.expect("no task panics") {
            if took > SLOW {
                slow.push((due, took));
            }
            if starts_a_game {
                starts.push(took);
            } else {
                moves.push(took);
            }
        }
    }
    Steady {
        moves,
        starts,
        slow,
        began,
        flushes: probe.and_then(DiskProbe::finish),
    }
}

/// As many moves as `games` players can send, each waiting for its reply.
async fn saturated(
    store: &Store,
    games: usize,
    moves: usize,
    line: &Arc<Vec<String>>,
) -> (usize, Duration) {
    let players = players(store, "saturated", games, line).await;
    before_measuring(store).await;
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

/// pgbench's simple-update transactions per second (`-N -c 8 -j 2`, for
/// `seconds`) on the database at `url`, which it fills first (`-i`); or
/// why it could not run.
fn pgbench(url: &str, seconds: u32) -> Result<f64, String> {
    let program = support::postgres_program("pgbench").ok_or(
        "pgbench is not installed (Debian: `apt install postgresql-contrib` or `postgresql`)",
    )?;
    let run = |args: &[&str]| -> Result<String, String> {
        let output = Command::new(&program)
            .args(args)
            .arg(url)
            .output()
            .map_err(|e| format!("{}: {e}", program.display()))?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).into_owned());
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    };
    run(&["-i", "-q"])?;
    let out = run(&["-N", "-c", "8", "-j", "2", "-T", &seconds.to_string()])?;
    out.lines()
        .find_map(|line| line.strip_prefix("tps = "))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|tps| tps.parse().ok())
        .ok_or_else(|| format!("no tps in pgbench's output: {out}"))
}

/// Moves timed in pairs, one at about ply `SHALLOW` and one at about ply
/// `DEEP` in turn: the medians of each side, which a drift of the
/// machine's speed (the disk's flush times above all) moves alike, unlike
/// two measures taken one after the other.
async fn paired(store: &Store, pairs: usize) -> (Duration, Duration) {
    let long = Arc::new(line_of(DEEP + MEASURED_PER_GAME, 1));
    let mut shallow = Deep::new(Room::new(store, "paired-shallow"), long.clone(), SHALLOW).await;
    let mut deep = Deep::new(Room::new(store, "paired-deep"), long, DEEP).await;
    let (mut near, mut far) = (Vec::new(), Vec::new());
    for _ in 0..pairs {
        near.push(shallow.play().await);
        far.push(deep.play().await);
    }
    (percentiles(near).0, percentiles(far).0)
}

/// A game's start step by step, `games` times one after another, in a
/// room of its own: the challenge, its acceptance (which creates the game
/// and draws its first board), the game's first move, and a move of a game
/// in progress (its second) beside them; the medians of each.
async fn start_steps(store: &Store, games: usize) -> [Duration; 4] {
    let room = Room::new(store, "starts");
    let mut steps: [Vec<Duration>; 4] = Default::default();
    for g in 0..games {
        let (white, black) = (format!("startw{g}"), format!("startb{g}"));
        for (step, (who, text)) in [
            (&white, format!("challenge @{black} white")),
            (&black, "accept".to_owned()),
            (&white, "move e4".to_owned()),
            (&black, "move e5".to_owned()),
        ]
        .into_iter()
        .enumerate()
        {
            let start = Instant::now();
            let reply = room.say(who, &text).await;
            steps[step].push(start.elapsed());
            assert!(!reply.is_refused(), "{text}: {}", reply.text);
        }
    }
    steps.map(|taken| percentiles(taken).0)
}

/// Prints [`start_steps`] of 300 games.
fn report_starts(runtime: &Runtime, db: &TestDb) {
    let [challenge, accept, first, second] = runtime.block_on(start_steps(&db.store, 300));
    println!(
        "start/{}: 300 games started one after another, medians: challenge {challenge:.2?}, \
         accept {accept:.2?}, first move {first:.2?}, second move {second:.2?}",
        db.kind()
    );
}

/// Moves per second at saturation (beside pgbench on Postgres), and
/// latency at steady rates.
fn load_report() {
    let runtime = Runtime::new().expect("a runtime");
    let line = Arc::new(line());
    for db in stores(&runtime) {
        let kind = db.kind();
        let (near, far) = runtime.block_on(paired(&db.store, 1000));
        println!(
            "move/{kind}: 1000 pairs of moves, one at ply {SHALLOW} and one at ply {DEEP} in turn: \
             medians {near:.2?} and {far:.2?}, the deep one {:+.1}%",
            (far.as_secs_f64() / near.as_secs_f64() - 1.0) * 100.0
        );
        report_starts(&runtime, &db);
        let ceiling_before = match db.store {
            Store::Postgres(_) => Some(pgbench(&db.url, 10)),
            Store::Sqlite(_) => None,
        };
        let (n, wall) = runtime.block_on(saturated(&db.store, 16, 1000, &line));
        let rate = n as f64 / wall.as_secs_f64();
        println!(
            "move/{kind}: saturated by 16 players: {n} moves in {wall:.2?} = {rate:.0} moves/s"
        );
        if let Some(before) = ceiling_before {
            match before.and_then(|before| Ok((before, pgbench(&db.url, 10)?))) {
                Ok((before, after)) => {
                    let ceiling = (before + after) / 2.0;
                    println!(
                        "move/{kind}: pgbench -N -c 8 -j 2 on the same server: {before:.0} tps before, \
                         {after:.0} after; moves/s at saturation = {:.2} of its mean",
                        rate / ceiling
                    );
                }
                Err(why) => println!("move/{kind}: no pgbench beside it: {why}"),
            }
        }
        let rates: &[u32] = match db.store {
            Store::Postgres(_) => &[1000],
            Store::Sqlite(_) => &[500, 1000],
        };
        for &rate in rates {
            let run = runtime.block_on(steady(&db.store, rate, 100, 5, &line));
            let Steady {
                moves,
                starts,
                slow,
                began,
                flushes,
            } = run;
            let (p50, p99, max) = percentiles(moves);
            println!(
                "move/{kind}: steady {rate} moves/s over 100 games for 5 s: p50 {p50:.2?}, p99 {p99:.2?}, max {max:.2?}"
            );
            let count = starts.len();
            let (p50, p99, max) = percentiles(starts);
            println!(
                "move/{kind}: ... and the {count} moves that first started their next game: p50 {p50:.2?}, p99 {p99:.2?}, max {max:.2?}"
            );
            println!(
                "move/{kind}: ... of all of them, {}",
                slow_span("sample", &slow, began)
            );
            match flushes {
                Ok(flushes) => println!(
                    "move/{kind}: ... the disk's own flushes beside them ({} KB each, one every {:?}): {}",
                    disk::WRITTEN / 1024,
                    disk::EVERY,
                    flushes_told(&flushes, began)
                ),
                Err(why) => println!("move/{kind}: ... no probe of the disk beside them: {why}"),
            }
        }
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
    // `cargo bench -p kibitz --bench service -- starts`: a game's start,
    // step by step, and nothing else.
    if std::env::args().any(|a| a == "starts") {
        let runtime = Runtime::new().expect("a runtime");
        for db in stores(&runtime) {
            runtime.block_on(before_measuring(&db.store));
            report_starts(&runtime, &db);
            runtime.block_on(db.drop_db());
        }
        return;
    }
    groups::benches();
    if !std::env::args().any(|a| a == "--list") {
        load_report();
    }
    Criterion::default().configure_from_args().final_summary();
}
