//! Computer analysis: what our driver costs beside Stockfish itself, how
//! long a game's analysis takes at the default node count, and what a busy
//! analysis does to the moves being played meanwhile.
//!
//! - Positions per second, one core: the 81 positions of a 40-move game
//!   (Stockfish's own game at 2,000 nodes a move) analysed through
//!   `analyse` at 50,000 nodes a position, beside the same positions
//!   searched by a bare Stockfish process fed by hand (`position` … `go
//!   nodes`, the same thread, hash and new game) in the same run; the
//!   overhead is printed. Criterion also times one position both ways.
//! - The same game at the default node count (`ANALYSIS_NODES`): the
//!   seconds it takes, against the 30-second budget.
//! - Our own search's analysis of a 40-move game of Immortal chess and of
//!   chess football (played by our search against itself): the seconds
//!   each takes, against the same budget.
//! - Moves while the analysis engine is busy: 200 moves through the
//!   service on SQLite with nothing else running, then 200 while games
//!   are analysed without pause by a Stockfish run at the bot's analysis
//!   niceness; p50 and p99 of each are printed.
//!
//! `cargo bench -p kibitz --bench analysis` (Stockfish found or installed
//! as the tests find it).

#[path = "../tests/it/support/mod.rs"]
mod support;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use criterion::Criterion;
use kibitz::analysis::game::analyse;
use kibitz::analysis::run::{ANALYSIS_NICENESS, ANALYSIS_NODES};
use kibitz_engine::uci::{ANALYSIS_HASH_MB, Search, Uci};
use kibitz_rules::{Game, Variant};
use support::TestDb;
use support::room::Room;
use support::self_play::self_played;
use support::stockfish::stockfish;
use tokio::runtime::Runtime;

/// The allocator the `kibitz` binary runs with, so that the figures are
/// the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Nodes a position in the comparison with bare Stockfish.
const NODES: u64 = 50_000;

/// A search at a fixed node count of the position after `moves`.
fn search_of(moves: &[String], nodes: u64) -> Search {
    Search {
        fen: None,
        moves: moves.to_vec(),
        variant: None,
        chess960: false,
        skill: 20,
        depth: None,
        movetime: Duration::from_secs(60),
        nodes: Some(nodes),
    }
}

/// A 40-move game: Stockfish playing itself at 2,000 nodes a move.
fn a_game(runtime: &Runtime, engine: &Uci) -> Game {
    let mut game = Game::new(Variant::Standard);
    let mut moves: Vec<String> = Vec::new();
    while game.history().len() < 80 && !game.is_over() {
        let found = runtime
            .block_on(engine.found(&search_of(&moves, 2_000)))
            .expect("a move");
        let mv = game.parse_move(&found.best).expect("legal");
        game.play(mv).expect("played");
        moves.push(found.best);
    }
    game
}

/// Bare Stockfish: one process, the analysis's settings, fed by hand.
struct Bare {
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
    _child: std::process::Child,
}

impl Bare {
    fn start() -> Bare {
        let mut child = Command::new(stockfish())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("stockfish starts");
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let mut bare = Bare {
            input,
            output,
            _child: child,
        };
        bare.say("uci");
        bare.until("uciok");
        bare.say("setoption name Threads value 1");
        bare.say(&format!("setoption name Hash value {ANALYSIS_HASH_MB}"));
        bare
    }

    fn say(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("written");
        self.input.flush().expect("flushed");
    }

    fn until(&mut self, prefix: &str) {
        let mut line = String::new();
        loop {
            line.clear();
            self.output.read_line(&mut line).expect("read");
            if line.starts_with(prefix) {
                return;
            }
        }
    }

    fn new_game(&mut self) {
        self.say("ucinewgame");
        self.say("isready");
        self.until("readyok");
    }

    fn search(&mut self, moves: &[String], nodes: u64) {
        let position = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.say(&position);
        self.say(&format!("go nodes {nodes}"));
        self.until("bestmove");
    }
}

/// p50 and p99 of durations, in milliseconds.
fn spread(mut times: Vec<Duration>) -> String {
    times.sort_unstable();
    let at = |p: usize| times[(times.len() * p / 100).min(times.len() - 1)].as_secs_f64() * 1000.0;
    format!(
        "p50 {:.1} ms, p99 {:.1} ms ({} moves)",
        at(50),
        at(99),
        times.len()
    )
}

fn analysis(criterion: &mut Criterion) {
    let runtime = Runtime::new().expect("a runtime");
    let engine = Uci::new(stockfish());
    let game = a_game(&runtime, &engine);
    let plies = game.history().len();
    let ucis: Vec<String> = game.history().iter().map(|m| m.uci.to_string()).collect();
    println!("analysis/the game: {plies} plies, {} positions", plies + 1);

    // Ours and bare Stockfish, one after the other, five times each (the
    // fastest of each counts: on shared cores the rest is noise).
    let mut bare = Bare::start();
    let (mut ours_best, mut bare_best) = (Duration::MAX, Duration::MAX);
    for _ in 0..5 {
        let began = Instant::now();
        runtime
            .block_on(analyse(&engine, &game, NODES))
            .expect("analysed");
        ours_best = ours_best.min(began.elapsed());
        let began = Instant::now();
        bare.new_game();
        for ply in 0..=plies {
            bare.search(&ucis[..ply], NODES);
        }
        bare_best = bare_best.min(began.elapsed());
    }
    let per_second = |d: Duration| (plies + 1) as f64 / d.as_secs_f64();
    println!(
        "analysis/positions a second at {NODES} nodes, one core: ours {:.1}, bare Stockfish {:.1} \
         (ours takes {:+.1}% of its time)",
        per_second(ours_best),
        per_second(bare_best),
        (ours_best.as_secs_f64() / bare_best.as_secs_f64() - 1.0) * 100.0
    );
    criterion.bench_function("analysis/one position at 20,000 nodes, ours", |b| {
        b.iter(|| {
            runtime
                .block_on(engine.found(&search_of(&ucis[..20], 20_000)))
                .expect("found")
        });
    });
    criterion.bench_function(
        "analysis/one position at 20,000 nodes, bare Stockfish",
        |b| {
            b.iter(|| bare.search(&ucis[..20], 20_000));
        },
    );

    // The default node count on this game.
    let began = Instant::now();
    runtime
        .block_on(analyse(
            &engine,
            &game,
            u64::try_from(ANALYSIS_NODES).unwrap_or(1),
        ))
        .expect("analysed");
    println!(
        "analysis/a {}-move game at the default {ANALYSIS_NODES} nodes: {:.1} s of one core \
         (the budget: 30 s)",
        plies / 2,
        began.elapsed().as_secs_f64()
    );

    // Our games, by our search.
    for variant in [Variant::Immortal, Variant::Football] {
        let game = self_played(variant, 80);
        let began = Instant::now();
        let analysed = kibitz::analysis::game::analyse_ours(&game);
        println!(
            "analysis/a {}-move game of {variant} by our search ({} plies a position): {:.1} s \
             of one core (the budget: 30 s)",
            analysed.moves.len() / 2,
            kibitz::analysis::game::OUR_DEPTH,
            began.elapsed().as_secs_f64()
        );
    }

    // Moves with the analysis engine idle, then busy.
    let db = runtime.block_on(TestDb::sqlite());
    let room = Room::new(&db.store, "club");
    let dance = ["Nf3", "Nf6", "Ng1", "Ng8"];
    // Twelve moves a game (the knights' dance repeats: a fifth time
    // would end the game), then the next game.
    let moves_timed = |count: usize| {
        runtime.block_on(async {
            let mut times = Vec::with_capacity(count);
            while times.len() < count {
                let game = room.start_game("alice", "bob", "").await;
                for (i, mv) in dance.iter().cycle().take(12).enumerate() {
                    let who = if i % 2 == 0 { "alice" } else { "bob" };
                    let began = Instant::now();
                    room.ok(who, &format!("move {mv} #{game}")).await;
                    times.push(began.elapsed());
                }
                room.ok("alice", &format!("resign #{game}")).await;
            }
            times.truncate(count);
            times
        })
    };
    let idle = moves_timed(200);
    println!("analysis/moves, the analysis engine idle: {}", spread(idle));
    // Niced, as the bot runs its analysis engines.
    let busy_engine = Uci::new(stockfish()).niced(ANALYSIS_NICENESS);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let busy = {
        let stop = stop.clone();
        let game = game.clone();
        runtime.spawn(async move {
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let _ = analyse(&busy_engine, &game, NODES).await;
            }
        })
    };
    std::thread::sleep(Duration::from_millis(500));
    let while_busy = moves_timed(200);
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    runtime.block_on(busy).ok();
    println!(
        "analysis/moves, the analysis engine busy: {}",
        spread(while_busy)
    );
    runtime.block_on(db.drop_db());
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    analysis(&mut criterion);
    criterion.final_summary();
}
