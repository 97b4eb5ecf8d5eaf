//! What our search costs: one static evaluation, and one search to a fixed
//! depth, in the middle of a game of Immortal chess, chess football and
//! chess (positions reached by the same random moves every run).
//!
//! ```text
//! cargo bench -p kibitz-engine --bench search
//! ```

use std::hint::black_box;
use std::time::Duration;

use criterion::Criterion;
use kibitz_engine::SearchLimits;
use kibitz_engine::eval::evaluate;
use kibitz_engine::search;
use kibitz_rules::{Game, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A game of `variant` after `plies` random moves, the same every run (the
/// legal moves are sorted first, so that the order the rules list them in
/// does not change the game).
fn middle_game(variant: Variant, plies: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(7);
    let mut game = Game::new(variant);
    for _ in 0..plies {
        let mut legal = game.legal_moves();
        legal.sort_by_cached_key(|&mv| game.uci(mv));
        if game.is_over() || legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())])
            .expect("a legal move");
    }
    game
}

fn bench(c: &mut Criterion) {
    for (variant, plies, depth) in [
        (Variant::Immortal, 60, 4),
        (Variant::Football, 40, 4),
        (Variant::Standard, 20, 5),
    ] {
        let game = middle_game(variant, plies);
        let position = game.position();
        c.bench_function(&format!("evaluate {}", variant.name()), |b| {
            b.iter(|| evaluate(black_box(&position)))
        });
        let limits = SearchLimits {
            depth,
            time: Duration::from_secs(3600),
            noise: 0,
            plan: false,
        };
        c.bench_function(
            &format!("search {} to depth {depth}", variant.name()),
            |b| b.iter(|| search::choose(black_box(&game), limits, &mut StdRng::seed_from_u64(1))),
        );
    }
}

fn main() {
    let mut criterion = Criterion::default().sample_size(10).configure_from_args();
    bench(&mut criterion);
    criterion.final_summary();
}
