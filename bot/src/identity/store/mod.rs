//! The identity tables.

pub mod chat_changes;
pub mod forgetting;
pub mod linking;

/// The identity's tables: linked accounts and their codes, players forgotten, chats that moved.
#[derive(Clone, Debug)]
pub struct IdentityStore {
    store: crate::store::Store,
}

impl IdentityStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> IdentityStore {
        IdentityStore { store }
    }
}
