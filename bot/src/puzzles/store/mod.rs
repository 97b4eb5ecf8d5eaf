//! The puzzles' tables.

pub mod community_puzzles;
pub mod daily_puzzles;
pub mod puzzles;

/// The puzzles' tables: rounds, attempts, daily puzzles and the community's own puzzles.
#[derive(Clone, Debug)]
pub struct PuzzleStore {
    store: crate::store::Store,
}

impl PuzzleStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> PuzzleStore {
        PuzzleStore { store }
    }
}
