//! Games: played, offered, clocked and kept, in every chat.

pub mod access;
pub mod correspondence;
pub mod new_game;
pub mod page;
pub mod play;
pub mod rematch;
pub mod state;
pub mod store;
pub mod threads;
pub mod views;
