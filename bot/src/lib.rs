//! Kibitz, a chess bot for Discord and Telegram: the command language, the
//! messages in every language, the service that holds the bot's rules, the
//! store, and the chat adapters.

pub mod adapters;
pub mod chat;
pub mod clock;
pub mod command;
pub mod i18n;
pub mod rating;
pub mod service;
pub mod store;
