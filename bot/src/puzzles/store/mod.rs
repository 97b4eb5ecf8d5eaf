//! The puzzles' tables.

pub mod community_puzzles;
pub mod daily_puzzles;
pub mod puzzles;
