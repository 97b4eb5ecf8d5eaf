//! The rules crate's tests, one binary: a module per area (each variant
//! family's rules, move input, outcomes, perft, PGN, states) and the
//! properties fuzzed with proptest.

mod football;
mod immortal;
mod move_input;
mod outcomes;
mod perft;
mod pgn;
mod properties;
mod state;
