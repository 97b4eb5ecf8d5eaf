//! The cost of a move through the game API, per ply, for every variant:
//! `Game::play` (legality, the move's written forms, the repetition key,
//! the end of the game), `Game::play_text` as a player types the move
//! (reading and resolving it too), and `Game::replay` of the stored UCI
//! list, what a process does when it meets a game it has not kept.
//!
//! The games are recorded before timing by seeded random play (the same
//! games on every run), up to 300 plies or the game's end.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_main};
use kibitz_rules::{Game, Move, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::hint::black_box;
use std::time::Duration;

/// The longest game recorded, in plies.
const MAX_PLIES: usize = 300;

/// A game recorded from the variant's start: the moves, as SAN and as UCI.
struct Recorded {
    variant: Variant,
    moves: Vec<Move>,
    san: Vec<String>,
    uci: Vec<String>,
}

impl Recorded {
    /// A game of random legal moves from `variant`'s start.
    fn new(variant: Variant, seed: u64) -> Recorded {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(variant);
        let mut recorded = Recorded {
            variant,
            moves: Vec::new(),
            san: Vec::new(),
            uci: Vec::new(),
        };
        while recorded.moves.len() < MAX_PLIES {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.random_range(0..legal.len())];
            let played = game.play(mv).expect("a legal move plays");
            recorded.san.push(played.san.to_string());
            recorded.uci.push(played.uci.to_string());
            recorded.moves.push(mv);
        }
        recorded
    }

    fn plies(&self) -> u64 {
        self.moves.len() as u64
    }
}

fn play(c: &mut Criterion) {
    let games: Vec<Recorded> = Variant::ALL
        .iter()
        .enumerate()
        .map(|(i, &variant)| Recorded::new(variant, 7 + i as u64))
        .collect();
    let mut group = c.benchmark_group("per ply");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    for game in &games {
        let start = Game::new(game.variant);
        let start_state = start.state();
        let name = game.variant.name();
        group.throughput(Throughput::Elements(game.plies()));
        group.bench_with_input(BenchmarkId::new("play", name), game, |b, game| {
            b.iter(|| {
                let mut played = start.clone();
                for &mv in &game.moves {
                    played.play(mv).expect("legal");
                }
                black_box(played)
            })
        });
        group.bench_with_input(BenchmarkId::new("play_text", name), game, |b, game| {
            b.iter(|| {
                let mut played = start.clone();
                for text in &game.san {
                    played.play_text(text).expect("legal");
                }
                black_box(played)
            })
        });
        group.bench_with_input(BenchmarkId::new("replay", name), game, |b, game| {
            b.iter(|| {
                Game::replay(game.variant, &start_state, black_box(&game.uci)).expect("legal")
            })
        });
    }
    group.finish();
    for game in &games {
        println!("{}: {} plies recorded", game.variant.name(), game.plies());
    }
}

/// The benchmark group (criterion's macro writes an undocumented function).
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::play);
}

criterion_main!(group::benches);
