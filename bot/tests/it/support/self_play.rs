//! Games our search plays against itself, for the tests and benchmarks
//! that need a realistic game of a variant no outside engine plays.

use kibitz_rules::{Game, Variant};

/// A game of `variant` our search plays against itself at level 5 (with
/// its deliberate errors, drawn from a fixed seed, and 50 ms a move), for
/// up to `plies`.
pub fn self_played(variant: Variant, plies: usize) -> Game {
    use rand::SeedableRng;
    let mut game = Game::new(variant);
    let mut rng = rand::rngs::StdRng::seed_from_u64(49);
    let mut limits = kibitz_engine::Level::new(5)
        .expect("a level")
        .search_limits();
    limits.time = std::time::Duration::from_millis(50);
    while !game.is_over() && game.history().len() < plies {
        let mv = kibitz_engine::search::choose(&game, limits, &mut rng).expect("a move");
        game.play(mv).expect("legal");
    }
    game
}
