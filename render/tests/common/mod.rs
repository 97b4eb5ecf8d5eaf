//! Games shared by the render tests and benchmarks.

use kibitz_rules::{Game, Variant};

/// A long game, deterministic: legal moves picked by a fixed pseudo-random
/// sequence, the first seed whose game lasts `plies` plies.
#[allow(dead_code)]
pub fn long_game(plies: usize) -> Game {
    for seed in 1u64.. {
        let mut state = seed;
        let mut game = Game::new(Variant::Standard);
        while game.history().len() < plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = (state >> 33) as usize % moves.len();
            game.play(moves[pick]).expect("a listed move plays");
        }
        if game.history().len() == plies {
            return game;
        }
    }
    unreachable!("some seed gives a long game")
}
