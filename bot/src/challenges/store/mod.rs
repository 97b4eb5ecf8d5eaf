//! The challenges' tables.

pub mod challenges;
pub mod seeks;

/// The challenges' tables: challenges and the lobby's seeks.
#[derive(Clone, Debug)]
pub struct ChallengeStore {
    store: crate::store::Store,
}

impl ChallengeStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> ChallengeStore {
        ChallengeStore { store }
    }
}
