//! The games' tables.

pub mod batch_updates;
pub mod boards;
pub mod games;

/// The games' table: games created, read and changed under optimistic locking, many at once, and which message shows each one's live board.
#[derive(Clone, Debug)]
pub struct GameStore {
    store: crate::store::Store,
}

impl GameStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> GameStore {
        GameStore { store }
    }
}
