//! Kibitz's opponents for players alone in a chat ([`Opponent`]): a UCI
//! engine such as Stockfish for the classic family ([`uci`]: one child
//! process, started on first use, restarted when it dies, never blocking
//! the async runtime, every search bounded in time), and our own search
//! for Immortal chess, chess football, and the classic family when no UCI
//! engine is installed ([`search`], with an evaluation per game in
//! [`eval`]). Players choose a strength from 1 to 8 ([`Level`]).

pub mod eval;
pub mod level;
pub mod opponent;
pub mod plan;
pub mod score;
pub mod search;
pub mod uci;

pub use level::{Level, SearchLimits, UciLimits};
pub use opponent::{Choice, Chooser, Opponent};
pub use score::Score;
