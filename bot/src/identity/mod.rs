//! Who a player is: accounts linked, forgotten, chats that move.

pub mod chat_changes;
pub mod forgetting;
pub mod linking;
pub mod store;
