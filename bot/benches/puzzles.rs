//! Choosing a puzzle: a solver's next puzzle near their rating, among the
//! shipped set and among 100,000 (the shipped puzzles copied fifteen times
//! over with other ids and ratings spread around their own), with 500
//! puzzles already seen; the p50 and p99 of 10,000 choices at ratings
//! spread over the set are printed, with the memory each set holds
//! (resident, read from `/proc/self/statm` before and after it is built).
//!
//! `cargo bench -p kibitz --bench puzzles`

use std::collections::HashSet;
use std::time::{Duration, Instant};

#[path = "probe/memory.rs"]
mod memory;

use criterion::Criterion;
use kibitz::command::PuzzleThemes;
use kibitz::puzzles::set::{Puzzle, PuzzleSet};
use memory::resident_kb;

/// A puzzle set of `size` puzzles made from the shipped ones.
fn grown(size: usize) -> PuzzleSet {
    let shipped = PuzzleSet::shipped().all();
    let puzzles = (0..size)
        .map(|n| {
            let model = &shipped[n % shipped.len()];
            let copy = n / shipped.len();
            let id: &'static str = Box::leak(format!("{}{copy}", model.id).into_boxed_str());
            let spread = i32::try_from((n * 37) % 200).unwrap_or(0) - 100;
            Puzzle {
                id,
                rating: (model.rating + spread).max(400),
                ..*model
            }
        })
        .collect();
    PuzzleSet::new(puzzles)
}

/// The p50 and p99 of 10,000 choices from `set` with `seen` seen.
fn choices(set: &PuzzleSet, seen: &HashSet<String>) -> (Duration, Duration) {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut times = Vec::with_capacity(10_000);
    for _ in 0..10_000 {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let rating = 600 + i32::try_from((state >> 33) % 2_000).unwrap_or(0);
        let started = Instant::now();
        let chosen = set.near(rating, PuzzleThemes::EMPTY, |id| seen.contains(id));
        times.push(started.elapsed());
        assert!(chosen.is_some());
    }
    times.sort_unstable();
    (times[times.len() / 2], times[times.len() * 99 / 100])
}

fn main() {
    let before = resident_kb();
    let shipped = PuzzleSet::shipped();
    let shipped_kb = resident_kb().saturating_sub(before);
    let before = resident_kb();
    let large = grown(100_000);
    let large_kb = resident_kb().saturating_sub(before);
    // The 500 puzzles nearest 1500 seen: a solver who has played a while.
    let seen: HashSet<String> = {
        let mut near: Vec<&Puzzle> = large.all().iter().collect();
        near.sort_by_key(|p| (p.rating - 1500).abs());
        near.iter().take(500).map(|p| p.id.to_owned()).collect()
    };
    for (name, set, kb) in [
        ("shipped", shipped, shipped_kb),
        ("100,000", &large, large_kb),
    ] {
        let (p50, p99) = choices(set, &seen);
        println!(
            "{name} puzzles ({}): a choice p50 {p50:?}, p99 {p99:?}; the set holds about {:.1} MB resident",
            set.all().len(),
            kb as f64 / 1024.0
        );
    }
    let mut criterion = Criterion::default().configure_from_args();
    criterion.bench_function("a puzzle near 1500 among 100,000, 500 seen", |b| {
        b.iter(|| large.near(1500, PuzzleThemes::EMPTY, |id| seen.contains(id)))
    });
    criterion.final_summary();
}
