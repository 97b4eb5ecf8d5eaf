//! The analyses as the games show them: [`Reviewer`] tells them, through
//! their [`Reviews`], what it keeps of a game's analysis.

use async_trait::async_trait;
use kibitz_engine::Score;

use crate::analysis::engines::Analysts;
use crate::analysis::game::Analysis;
use crate::analysis::result::result_text;
use crate::analysis::store::AnalysisStore;
use crate::games::page::PageAnalysis;
use crate::games::reviews::{Review, ReviewedMove, Reviews};
use crate::games::state::loaded::Loaded;
use crate::model::{GameId, Language};
use crate::store::StoreError;

/// Tells the games of their analyses.
#[derive(Clone, Debug)]
pub struct Reviewer {
    analyses: AnalysisStore,
    analysts: Analysts,
}

impl Reviewer {
    /// A reviewer of the analyses kept in `analyses`, made by `analysts`.
    pub(crate) fn new(analyses: AnalysisStore, analysts: Analysts) -> Reviewer {
        Reviewer { analyses, analysts }
    }

    /// A finished game's analysis, once done.
    pub(crate) async fn kept(&self, loaded: &Loaded) -> Result<Option<Analysis>, StoreError> {
        let row = self.analyses.analysis(loaded.row.id).await?;
        Ok(row
            .and_then(|row| row.moves)
            .and_then(|moves| Analysis::from_stored(&loaded.game, &moves)))
    }
}

#[async_trait]
impl Reviews for Reviewer {
    fn analysable(&self, loaded: &Loaded) -> bool {
        self.analysts.for_variant(loaded.row.variant).is_some()
            && (!loaded.game.history().is_empty() || loaded.row.imported_by.is_some())
    }

    async fn stage(&self, game: GameId) -> Result<i64, StoreError> {
        Ok(match self.analyses.analysis(game).await? {
            None => 0,
            Some(row) if row.moves.is_none() => 1,
            Some(_) => 2,
        })
    }

    async fn shown(&self, loaded: &Loaded, language: Language) -> Result<PageAnalysis, StoreError> {
        if loaded.outcome().is_none() || !self.analysable(loaded) {
            return Ok(PageAnalysis::Unavailable);
        }
        let asked = self.analyses.analysis(loaded.row.id).await?;
        Ok(match asked.map(|row| (row.moves, row.nodes)) {
            None => PageAnalysis::Offered,
            Some((None, _)) => PageAnalysis::Queued,
            Some((Some(moves), nodes)) => match result_text(loaded, &moves, nodes, language) {
                Some(text) => PageAnalysis::Done(text.lines().map(str::to_owned).collect()),
                None => PageAnalysis::Unavailable,
            },
        })
    }

    async fn review(&self, loaded: &Loaded) -> Result<Option<Review>, StoreError> {
        Ok(self.kept(loaded).await?.map(|analysis| Review {
            moves: analysis
                .moves
                .iter()
                .map(|m| ReviewedMove {
                    eval: match m.score {
                        Score::Mate { moves: 0, .. } => None,
                        score => Some(score.pgn()),
                    },
                    nag: m.advice.map(|a| a.judgement.nag()),
                    glyph: m.advice.map_or("", |a| a.judgement.glyph()),
                })
                .collect(),
        }))
    }
}
