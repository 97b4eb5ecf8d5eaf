//! Tournaments run in a chat, as the service keeps them: each round paired
//! from what the store holds (the players, their seats, every board so
//! far) by the pure rules of `crate::tournaments::rules`, and started once
//! ([`rounds`]); the table after any round, by the format's tiebreaks
//! ([`standings`]); what a scheduler does with a tournament that is due
//! (`scheduled`), posting each round and the end in its chat; what its
//! web page shows ([`page`]); and what is asked of it in the chat: a
//! manager's creation, early start and calling off (`manage`), joining,
//! leaving and withdrawing (`entries`), the table and the pairings
//! (`shown`); an arena's waves and end (`arena`).

pub mod arena;
pub mod berserk;
pub mod entries;
pub mod manage;
pub mod page;
pub mod rounds;
pub mod rules;
pub mod scheduled;
pub mod shown;
pub mod standings;
pub mod store;

pub use manage::MOST_IN_A_CHAT;
