//! The platforms: each turns its events into chat messages for the
//! service and the service's replies into its own calls. The web pages
//! (and the Telegram Mini App) are one of them.

pub mod console;
pub mod discord;
pub mod ops;
pub mod telegram;
pub mod web;
