//! Kibitz's opponents for players alone in a chat. This first part drives
//! a UCI engine such as Stockfish ([`uci`]): one child process, started on
//! first use, restarted when it dies, talked to without ever blocking the
//! async runtime, every search bounded in time; and the playing strengths
//! 1 to 8 players choose from ([`Level`]).

pub mod level;
pub mod uci;

pub use level::{Level, UciLimits};
