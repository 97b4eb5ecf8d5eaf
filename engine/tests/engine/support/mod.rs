//! What the engine's tests share.

pub mod debian;
pub mod stockfish;
