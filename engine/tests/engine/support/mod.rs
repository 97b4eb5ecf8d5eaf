//! What the engine's tests share.

pub mod stockfish;
