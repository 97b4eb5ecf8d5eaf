//! Computer analysis as lichess computes it: from an engine's score of
//! every position of a game, each side's accuracy and average centipawn
//! loss ([`accuracy`]) and the moves judged inaccuracies, mistakes and
//! blunders ([`advice`]). Each number follows lila's own code, named where
//! it is used.

pub mod accuracy;
pub mod advice;
pub mod ask;
pub mod engines;
pub mod game;
pub mod graph;
pub mod import;
pub mod mining;
pub mod pasted;
pub mod result;
pub mod run;
pub mod store;

pub(crate) use crate::analysis::engines::{AnalysisEngine, Analyst, Analysts};
pub(crate) use crate::analysis::pasted::{copied_tags, name_record_players, record_tag};
pub(crate) use crate::analysis::result::result_text;
pub use crate::analysis::run::{ANALYSIS_NICENESS, ANALYSIS_NODES, run_analyses};
