//! How strong our own search is, in whole games: its top level against a
//! random mover, level 8 against level 2, and the time each level takes
//! per move. These take minutes, so they are ignored by default; run them
//! with
//!
//! ```text
//! cargo test --release -p kibitz-engine --test engine strength -- --ignored --nocapture --test-threads 1
//! ```
//!
//! Each runs its games on every core and prints its figures.
//! `STRENGTH_VARIANTS` (names, comma-separated), `STRENGTH_GAMES` and
//! `STRENGTH_LEVEL` (the level played in place of level 8, against the
//! random mover and against level 2) narrow them down; `STRENGTH_FIRST`
//! (the number of the first game, 0 unless set) lets a long match be
//! played in parts whose games are the same as in one run; `STRENGTH_SHOW`
//! prints how each game ended and its last position.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use kibitz_engine::Level;
use kibitz_engine::search;
use kibitz_rules::{Color, Game, Outcome, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Who plays a side.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Engine(Level),
}

/// Time spent and moves made by each level.
#[derive(Default)]
struct Clock {
    by_level: [(Duration, u32, Duration); 8],
}

impl Clock {
    fn add(&mut self, level: Level, spent: Duration) {
        let slot = &mut self.by_level[usize::from(level.get() - 1)];
        slot.0 += spent;
        slot.1 += 1;
        slot.2 = slot.2.max(spent);
    }
}

/// Plays one game to its end; the outcome and the number of plies.
fn play(
    variant: Variant,
    white: Player,
    black: Player,
    seed: u64,
    clock: &Mutex<Clock>,
) -> (Outcome, usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(variant);
    while !game.is_over() {
        let player = if game.turn() == Color::White {
            white
        } else {
            black
        };
        let mv = match player {
            Player::Random => {
                let legal = game.legal_moves();
                legal[rng.random_range(0..legal.len())]
            }
            Player::Engine(level) => {
                let started = Instant::now();
                let mv = search::choose(&game, level.search_limits(), &mut rng).expect("a move");
                clock.lock().expect("clock").add(level, started.elapsed());
                mv
            }
        };
        game.play(mv).expect("the engine's move is legal");
        // A classic game the rules leave to a claim: claimed at once.
        if let Some(&claim) = game.claimable_draws().first() {
            game.claim_draw(claim).expect("a claimable draw");
        }
    }
    if std::env::var_os("STRENGTH_SHOW").is_some() {
        println!("{:?} {}", game.outcome().map(|o| o.reason), game.state());
    }
    (game.outcome().expect("over"), game.history().len())
}

/// Tally of a match, from the first player's side.
#[derive(Default, Debug)]
struct Tally {
    won: usize,
    drawn: usize,
    lost: usize,
    plies: usize,
}

/// `games` games of `variant`, `first` against `second`, each with White
/// half the time, on every core.
fn play_match(
    variant: Variant,
    first: Player,
    second: Player,
    games: usize,
    clock: &Mutex<Clock>,
) -> Tally {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let i = first_game() + i;
                    let first_is_white = i.is_multiple_of(2);
                    let (white, black) = if first_is_white {
                        (first, second)
                    } else {
                        (second, first)
                    };
                    let (outcome, plies) = play(variant, white, black, 1000 + i as u64, clock);
                    let first_colour = if first_is_white {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let mut t = tally.lock().expect("tally");
                    t.plies += plies;
                    if std::env::var_os("STRENGTH_SHOW").is_some() {
                        println!("game {i}: {:?} in {plies} plies", outcome.winner);
                    }
                    match outcome.winner {
                        Some(c) if c == first_colour => t.won += 1,
                        Some(_) => t.lost += 1,
                        None => t.drawn += 1,
                    }
                }
            });
        }
    });
    tally.into_inner().expect("tally")
}

fn report(title: &str, variant: Variant, games: usize, tally: &Tally, started: Instant) {
    println!(
        "{title} {:>13}: won {:>3}, drawn {:>3}, lost {:>3} of {games} ({:.0}% won), {:.0} plies a game, {:.0} s",
        variant.name(),
        tally.won,
        tally.drawn,
        tally.lost,
        100.0 * tally.won as f64 / games as f64,
        tally.plies as f64 / games as f64,
        started.elapsed().as_secs_f64()
    );
}

fn print_clock(clock: &Mutex<Clock>) {
    let clock = clock.lock().expect("clock");
    for (i, (spent, moves, longest)) in clock.by_level.iter().enumerate() {
        if *moves > 0 {
            println!(
                "level {}: {moves} moves, {:.1} ms a move on average, longest {:.0} ms",
                i + 1,
                spent.as_secs_f64() * 1000.0 / f64::from(*moves),
                longest.as_secs_f64() * 1000.0
            );
        }
    }
}

/// The variants whose strength is measured.
fn variants() -> Vec<Variant> {
    match std::env::var("STRENGTH_VARIANTS") {
        Ok(list) => list
            .split(',')
            .map(|v| v.parse().expect("a variant"))
            .collect(),
        Err(_) => vec![Variant::Immortal, Variant::Football, Variant::Standard],
    }
}

/// The level measured against the random mover and level 2: 8 unless
/// `STRENGTH_LEVEL` says otherwise (to compare evaluations quickly).
fn top_level() -> Level {
    std::env::var("STRENGTH_LEVEL")
        .ok()
        .and_then(|n| n.parse().ok())
        .and_then(Level::new)
        .unwrap_or(Level::MAX)
}

/// The number of the first game: each game's seed and colours follow
/// from its number, so a match can be split into parts.
fn first_game() -> usize {
    std::env::var("STRENGTH_FIRST")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

fn games() -> usize {
    std::env::var("STRENGTH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100)
}

#[test]
#[ignore = "minutes of games; run with --ignored --release"]
fn top_level_beats_a_random_mover() {
    let games = games();
    let clock = Mutex::new(Clock::default());
    for variant in variants() {
        let started = Instant::now();
        let level = top_level();
        let tally = play_match(
            variant,
            Player::Engine(level),
            Player::Random,
            games,
            &clock,
        );
        report(
            &format!("level {level} v random"),
            variant,
            games,
            &tally,
            started,
        );
        assert!(tally.won * 100 >= games * 95, "{variant:?}: {tally:?}");
    }
    print_clock(&clock);
}

#[test]
#[ignore = "minutes of games; run with --ignored --release"]
fn level_eight_beats_level_two() {
    let games = games();
    let clock = Mutex::new(Clock::default());
    let two = Level::new(2).expect("level 2");
    for variant in variants() {
        let started = Instant::now();
        let tally = play_match(
            variant,
            Player::Engine(top_level()),
            Player::Engine(two),
            games,
            &clock,
        );
        report(
            &format!("level {} v level 2", top_level()),
            variant,
            games,
            &tally,
            started,
        );
        assert!(tally.won * 100 >= games * 80, "{variant:?}: {tally:?}");
    }
    print_clock(&clock);
}

#[test]
#[ignore = "minutes of games; run with --ignored --release"]
fn time_per_move_at_each_level() {
    let games = std::env::var("STRENGTH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(4);
    for variant in variants() {
        let clock = Mutex::new(Clock::default());
        for n in 1..=8 {
            let level = Level::new(n).expect("a level");
            play_match(
                variant,
                Player::Engine(level),
                Player::Random,
                games,
                &clock,
            );
        }
        println!("{}:", variant.name());
        print_clock(&clock);
    }
}
