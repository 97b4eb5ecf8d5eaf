//! Who a player is: accounts linked, forgotten, chats that move.

pub mod chat_changes;
pub mod commands;
pub mod forgetting;
pub mod linking;
pub mod store;

use std::sync::Arc;

use crate::clock::Clock;
use crate::identity::store::IdentityStore;
use crate::store::Store;

/// Who a player is across platforms, and what is kept of them.
#[derive(Clone, Debug)]
pub struct Identity {
    store: Store,
    identity_store: IdentityStore,
    clock: Arc<dyn Clock>,
    /// The pages' public address (the privacy page's), when they are
    /// served.
    web_url: Option<Arc<str>>,
}

impl Identity {
    /// Identity kept in `store`.
    pub fn new(store: Store, clock: Arc<dyn Clock>, web_url: Option<Arc<str>>) -> Identity {
        Identity {
            identity_store: IdentityStore::new(store.clone()),
            store,
            clock,
            web_url,
        }
    }
}
