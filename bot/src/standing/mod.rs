//! A community's standing: ratings, results, histories, leaderboards.

pub mod commands;
pub mod profiles;
pub mod store;

use std::sync::Arc;

use crate::clock::Clock;
use crate::standing::store::StandingStore;
use crate::store::Store;

/// A community's standing as players ask for it.
#[derive(Clone, Debug)]
pub struct Standing {
    store: Store,
    standing_store: StandingStore,
    clock: Arc<dyn Clock>,
}

impl Standing {
    /// The standing kept in `store`.
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Standing {
        Standing {
            standing_store: StandingStore::new(store.clone()),
            store,
            clock,
        }
    }
}
