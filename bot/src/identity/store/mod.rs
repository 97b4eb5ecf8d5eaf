//! The identity tables.

pub mod chat_changes;
pub mod forgetting;
pub mod linking;
