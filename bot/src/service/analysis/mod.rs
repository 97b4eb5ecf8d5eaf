//! Computer analysis of finished games: `analyse` queues a game (or shows
//! its analysis once done), and a worker beside the scheduler analyses
//! the queue in order, each game once across every process, with its own
//! engine process so that the bot's play never waits for it, and posts
//! each result in the chat it was asked in.

mod ask;
mod engines;
mod import;
mod pasted;
mod result;
mod run;

pub(in crate::service) use engines::{AnalysisEngine, Analyst, Analysts};
pub(in crate::service) use pasted::{copied_tags, name_record_players, record_tag};
pub(in crate::service) use result::result_text;
pub use run::{ANALYSIS_NICENESS, ANALYSIS_NODES, run_analyses};
