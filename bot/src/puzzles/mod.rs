//! Puzzles as lichess runs them: the shipped set of lichess's puzzles
//! ([`set`]) and their themes ([`theme`]).

pub mod set;
pub mod theme;
