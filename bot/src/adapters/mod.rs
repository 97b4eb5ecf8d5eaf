//! The chat platforms: each turns its events into chat messages for the
//! service and the service's replies into its own calls.

pub mod console;
pub mod discord;
pub mod telegram;
