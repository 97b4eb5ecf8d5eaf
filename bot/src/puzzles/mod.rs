//! Puzzles as lichess runs them: the shipped set of lichess's puzzles and
//! of our own games' ([`set`]), their themes ([`theme`]), and the search
//! that proves our own games' puzzles ([`proof`]).

pub mod daily;
pub mod page;
pub mod page_view;
pub mod proof;
pub mod put;
pub mod rating;
pub mod round;
pub mod set;
pub mod solve;
pub mod store;
pub mod theme;
