//! Computer analysis as lichess computes it: from an engine's score of
//! every position of a game, each side's accuracy and average centipawn
//! loss ([`accuracy`]) and the moves judged inaccuracies, mistakes and
//! blunders ([`advice`]). Each number follows lila's own code, named where
//! it is used.

pub mod accuracy;
pub mod advice;
pub mod ask;
pub mod commands;
pub mod engines;
pub mod game;
pub mod graph;
pub mod import;
pub mod mining;
pub mod page;
pub mod pasted;
pub mod result;
pub mod reviews;
pub mod run;
pub mod store;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::analysis::engines::Analysts;
use crate::analysis::reviews::Reviewer;
use crate::analysis::store::AnalysisStore;
use crate::clock::Clock;
use crate::games::GameAccess;
use crate::store::Store;

/// The computer analyses of finished games: asked for, queued, run,
/// posted.
#[derive(Clone, Debug)]
pub struct Analyses {
    games: GameAccess,
    store: Store,
    analysis_store: AnalysisStore,
    clock: Arc<dyn Clock>,
    /// The engines that analyse finished games.
    analysts: Analysts,
    /// The engine's nodes a position.
    analysis_nodes: i64,
    /// Signalled when a game is queued for analysis here.
    analysis_wake: Arc<Notify>,
    /// What the games are told of the analyses.
    reviewer: Reviewer,
}

impl Analyses {
    /// Analysis of `games` by `analysts`, `nodes` a position.
    pub(crate) fn new(
        games: GameAccess,
        (store, clock): (Store, Arc<dyn Clock>),
        (analysts, nodes, wake): (Analysts, i64, Arc<Notify>),
    ) -> Analyses {
        Analyses {
            games,
            reviewer: Analyses::reviewer(&store, &analysts),
            analysis_store: AnalysisStore::new(store.clone()),
            store,
            clock,
            analysts,
            analysis_nodes: nodes,
            analysis_wake: wake,
        }
    }

    /// What the games are told of the analyses kept in `store`, made by
    /// `analysts`.
    pub(crate) fn reviewer(store: &Store, analysts: &Analysts) -> Reviewer {
        Reviewer::new(AnalysisStore::new(store.clone()), analysts.clone())
    }
}
