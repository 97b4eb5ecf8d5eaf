//! Puzzles as lichess runs them: the shipped set of lichess's puzzles and
//! of our own games' ([`set`]), their themes ([`theme`]), and the search
//! that proves our own games' puzzles ([`proof`]).

pub mod proof;
pub mod set;
pub mod theme;
