//! Computer analysis as lichess computes it: from an engine's score of
//! every position of a game, each side's accuracy and average centipawn
//! loss ([`accuracy`]) and the moves judged inaccuracies, mistakes and
//! blunders ([`advice`]). Each number follows lila's own code, named where
//! it is used.

pub mod accuracy;
pub mod advice;
pub mod game;
pub mod graph;
pub mod mining;
pub mod opening;
