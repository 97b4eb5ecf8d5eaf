//! Generates the puzzles of our own games shipped in
//! `data/puzzles/variants.tsv`: games of chess football and Immortal chess
//! our search plays against itself (level 5, with its deliberate errors,
//! each from its own seed), every position of them where the side to move
//! has a proved puzzle (`kibitz::puzzles::proof`: score, or complete the
//! set-up, within two moves against any defence, by one first move only)
//! kept once, and at most one in any twelve half-moves of a game.
//!
//! `cargo run --release -p kibitz --example variant_puzzles -- GAMES`
//! (GAMES of each game, 40 when not given) writes the table to standard
//! output, and what it did to standard error.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use kibitz::puzzles::proof::{Goal, prove};
use kibitz_rules::{Game, Stage, Variant};
use rand::SeedableRng;

/// The most moves a puzzle asks of its solver.
const MOST_MOVES: u32 = 2;

/// How deep our search looks to choose the defence.
const DEFENCE_DEPTH: u32 = 3;

/// The longest game played, in half-moves.
const LONGEST_GAME: usize = 700;

/// The fewest half-moves between two puzzles kept from one game: the
/// next positions of a game often hold the same puzzle again (a goal the
/// defence keeps failing to stop), which is one puzzle, not several.
const APART: usize = 12;

/// A game our search plays against itself from `seed`.
fn self_played(variant: Variant, seed: u64) -> Game {
    let mut game = Game::new(variant);
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut limits = kibitz_engine::Level::new(5)
        .expect("a level")
        .search_limits();
    limits.time = Duration::from_millis(15);
    while !game.is_over() && game.history().len() < LONGEST_GAME {
        let Some(mv) = kibitz_engine::search::choose(&game, limits, &mut rng) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// Whether a position may hold a puzzle within [`MOST_MOVES`], before the
/// search that proves it: football in play with the ball in the half the
/// side to move attacks; Immortal chess with at most three pieces of the
/// side to move away from its set-up.
fn worth_proving(position: &Game) -> bool {
    let marks = position.marks();
    let side = position.turn();
    match position.variant() {
        Variant::Football => {
            marks.phase.is_some_and(|p| p.stage == Stage::Play)
                && marks.ball.is_some_and(|ball| {
                    let rank = u32::from(ball.rank());
                    match side {
                        kibitz_rules::Color::White => rank >= 3,
                        kibitz_rules::Color::Black => rank <= 4,
                    }
                })
        }
        Variant::Immortal => marks.home.is_some_and(|home| *home.get(side) >= 13),
        _ => false,
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(40);
    let mut table = String::from("id\tvariant\tfen\tmoves\trating\tthemes\tgame\n");
    let mut seen = HashSet::new();
    for (variant, prefix, theme, goal_theme) in [
        (Variant::Football, "fb", "football", "scoreIn"),
        (Variant::Immortal, "im", "immortal", "setUpIn"),
    ] {
        let started = Instant::now();
        let mut positions = 0;
        let mut found = 0;
        for seed in 0..games {
            let game = self_played(variant, seed);
            let mut last_kept: Option<usize> = None;
            for ply in 1..=game.history().len() {
                if last_kept.is_some_and(|kept| ply < kept + APART) {
                    continue;
                }
                let position = game.after_plies(ply);
                if !worth_proving(&position) {
                    continue;
                }
                positions += 1;
                let Some(proved) = prove(&position, MOST_MOVES, DEFENCE_DEPTH) else {
                    continue;
                };
                let before = game.after_plies(ply - 1);
                if !seen.insert(position.state()) {
                    continue;
                }
                found += 1;
                last_kept = Some(ply);
                let setting = &game.history()[ply - 1].uci;
                let rating = if proved.moves == 1 { 1100 } else { 1600 };
                writeln!(
                    table,
                    "{prefix}-{found:02}\t{}\t{}\t{setting} {}\t{rating}\t{theme} {goal_theme}{}\tself-play {} seed {seed}, move {ply}",
                    variant.name(),
                    before.state(),
                    proved.line.join(" "),
                    proved.moves,
                    variant.name(),
                )
                .expect("a string takes a line");
            }
        }
        eprintln!(
            "{}: {games} games, {positions} positions searched, {found} puzzles, {:.0?}",
            variant.name(),
            started.elapsed()
        );
        let _ = Goal::of(variant);
    }
    print!("{table}");
}
