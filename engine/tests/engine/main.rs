//! The engine crate's tests, one binary: our own search, Stockfish as a
//! managed child process, and the strength matches (ignored by default).

mod support;

mod search;
mod stockfish;
mod strength;
