//! What a game's page shows of its analysis beyond what the games tell
//! (see [`crate::games::reviews`]): the evaluation graph, at
//! `/game/<id>/analysis.png`.

use crate::analysis::Analyses;
use crate::analysis::graph::eval_graph;
use crate::games::page::PageError;
use crate::model::GameId;

impl Analyses {
    /// The evaluation graph of a game's analysis, once done (`NoGame`
    /// before).
    pub async fn analysis_png(&self, id: GameId) -> Result<Vec<u8>, PageError> {
        let loaded = self.games.loaded(id).await?.ok_or(PageError::NoGame)?;
        let Some(analysis) = self.reviewer.kept(&loaded).await? else {
            return Err(PageError::NoGame);
        };
        let graph = eval_graph(&loaded.game, &analysis);
        tokio::task::spawn_blocking(move || kibitz_render::eval_graph(&graph))
            .await
            .map_err(|e| PageError::Trouble(e.to_string()))?
            .map_err(|e| PageError::Trouble(e.to_string()))
    }
}
