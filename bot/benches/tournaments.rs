//! Pairing at scale: a 1,000-player Swiss round (the fifth, after four
//! rounds of results leaning to the higher seeds, with every score group
//! crowded) and an arena wave of 1,000 waiting players (each just out of a
//! game against their neighbour in rank, so every pair must avoid an
//! immediate rematch). Prints the slowest of several pairings with the
//! memory the process grew by from before the first pairing, then
//! criterion's figures.
//!
//! `cargo bench -p kibitz --bench tournaments`

use std::time::{Duration, Instant};

#[path = "probe/memory.rs"]
mod memory;

use criterion::Criterion;
use kibitz::tournaments::rules::arena::{Waiting, pair_waiting};
use kibitz::tournaments::rules::swiss::pair;
use kibitz::tournaments::rules::{Entry, Score};
use kibitz_rules::Color;
use memory::resident_kb;

/// A Swiss of `players` after `rounds` rounds, results by a fixed
/// generator leaning to the lower seat (the higher rating).
fn swiss_after(players: usize, rounds: usize) -> Vec<Vec<Entry>> {
    let mut history: Vec<Vec<Entry>> = vec![Vec::new(); players];
    let active: Vec<usize> = (0..players).collect();
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..rounds {
        let pairing = pair(&history, &active, Color::White).expect("paired");
        for board in pairing.boards {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let roll = (state >> 33) % 100;
            let lean = if board.white < board.black { 45 } else { 30 };
            let white = if roll < lean {
                Score::Win
            } else if roll < lean + 25 {
                Score::Draw
            } else {
                Score::Loss
            };
            for (seat, opponent, colour, score) in [
                (board.white, board.black, Color::White, white),
                (board.black, board.white, Color::Black, white.opposite()),
            ] {
                history[seat].push(Entry::Game {
                    opponent,
                    colour,
                    score: Some(score),
                    played: true,
                });
            }
        }
        if let Some(bye) = pairing.bye {
            history[bye].push(Entry::Bye);
        }
    }
    history
}

fn arena_wave(players: usize) -> Vec<Waiting> {
    (0..players)
        .map(|i| Waiting {
            player: i,
            rank: u32::try_from(i).unwrap_or(u32::MAX) + 1,
            rating: 1200 + i32::try_from((i * 37) % 1000).unwrap_or(0),
            last_opponent: Some(i ^ 1),
            colours: i32::try_from(i % 3).unwrap_or(0) - 1,
        })
        .collect()
}

fn slowest<T>(times: usize, mut work: impl FnMut() -> T) -> Duration {
    (0..times)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(work());
            started.elapsed()
        })
        .max()
        .unwrap_or_default()
}

fn main() {
    let players = 1_000;
    // Before anything is paired: the matching's working tables (kept by
    // the solver for its thread) count in what the process grows by.
    let before = resident_kb();
    let history = swiss_after(players, 4);
    let active: Vec<usize> = (0..players).collect();
    let swiss = slowest(5, || pair(&history, &active, Color::White).expect("paired"));
    let grown = resident_kb().saturating_sub(before);
    println!(
        "a {players}-player Swiss, round 5: slowest of 5 pairings {swiss:?} (goal 1 s); the process grew by {:.1} MB",
        grown as f64 / 1024.0
    );
    let odd: Vec<usize> = (0..players - 1).collect();
    let swiss_odd = slowest(5, || pair(&history, &odd, Color::White).expect("paired"));
    println!("the same with 999 (a bye): slowest of 5 {swiss_odd:?}");
    let wave = arena_wave(players);
    let arena = slowest(20, || pair_waiting(&wave, false));
    println!("an arena wave of {players} waiting: slowest of 20 {arena:?} (goal 50 ms)");

    let mut criterion = Criterion::default().sample_size(10).configure_from_args();
    criterion.bench_function("a 1,000-player Swiss round", |b| {
        b.iter(|| pair(&history, &active, Color::White))
    });
    criterion.bench_function("an arena wave of 1,000 waiting", |b| {
        b.iter(|| pair_waiting(&wave, false))
    });
    criterion.final_summary();
}
