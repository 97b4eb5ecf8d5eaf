//! `analyse`: a finished game queued for analysis, its place in the queue
//! told; its analysis shown once done.

use kibitz_rules::Variant;

use crate::analysis::Analyses;
use crate::analysis::store::analyses::{AnalysisRow, Queued};
use crate::chat::Reply;
use crate::context::{Ctx, Failure};
use crate::games::access::Unnamed;
use crate::games::state::loaded::Loaded;
use crate::i18n::Text;
use crate::model::GameId;
use crate::perf::variant_text;

use super::result::result_text;
use super::run::{ANALYSIS_QUEUE_LIMIT, graph_file, queue_minutes};
use crate::analysis::engines::AnalysisEngine;

impl Analyses {
    /// `analyse [#N]`: queues a finished game for its variant's engine
    /// (told how many wait before it), or shows its analysis once done. A
    /// game being played is refused (an analysis would help a player
    /// cheat), and so is a game no engine here plays.
    pub(crate) async fn ask_analysis(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let seated = self
            .games
            .select_game(ctx, named, Unnamed::OrLatest)
            .await??;
        let loaded = self.games.load(seated).await?;
        let game = loaded.id();
        if loaded.outcome().is_none() {
            return Ok(ctx.refuse(Text::new("analysis-in-progress").arg("game", game)));
        }
        // Asked for before: as it stands, whatever engines run here now.
        if let Some(row) = self.analysis_store.analysis(loaded.row.id).await? {
            return self.asked_before(ctx, &loaded, row).await;
        }
        if let Some(refusal) = self.engine_refusal(ctx, loaded.row.variant).await {
            return Ok(refusal);
        }
        if loaded.game.history().is_empty() && loaded.row.imported_by.is_none() {
            return Ok(ctx.refuse(Text::new("analysis-no-moves").arg("game", game)));
        }
        let queued = self
            .analysis_store
            .queue_analysis(
                (loaded.row.id, ctx.channel_id, ctx.player.id),
                self.clock.now(),
                (self.analysis_nodes, ANALYSIS_QUEUE_LIMIT),
            )
            .await?;
        Ok(match queued {
            Queued::Full { waiting } => ctx.refuse(
                Text::new("analysis-queue-full")
                    .number("waiting", waiting as f64)
                    .number(
                        "minutes",
                        queue_minutes(waiting, self.analysis_nodes) as f64,
                    ),
            ),
            Queued::Now { ahead } => {
                self.analysis_wake.notify_one();
                Reply::info(
                    ctx.say(
                        Text::new("analysis-queued")
                            .arg("game", game)
                            .number("ahead", ahead as f64),
                    ),
                )
            }
            Queued::Before(row) => self.asked_before(ctx, &loaded, row).await?,
        })
    }

    /// The refusal of an analysis of `variant` when no engine here
    /// analyses it: its engine is not installed, or plays no such game.
    pub(crate) async fn engine_refusal(&self, ctx: &Ctx<'_>, variant: Variant) -> Option<Reply> {
        let engine = AnalysisEngine::of(variant);
        if !self.analysts.any_of(engine) {
            return Some(
                ctx.refuse(
                    Text::new("analysis-no-engine")
                        .arg("engine", engine.name())
                        .arg("package", engine.package())
                        .text("variant", variant_text(variant)),
                ),
            );
        }
        if !self.analysts.plays(variant).await {
            return Some(ctx.refuse(
                Text::new("analysis-no-engine-variant").text("variant", variant_text(variant)),
            ));
        }
        None
    }

    /// A game's analysis asked for before: its result once done (with its
    /// graph), or that it waits.
    async fn asked_before(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        row: AnalysisRow,
    ) -> Result<Reply, Failure> {
        let Some(moves) = row.moves.as_deref() else {
            return Ok(Reply::info(
                ctx.say(Text::new("analysis-waiting").arg("game", loaded.id())),
            ));
        };
        let Some(text) = result_text(loaded, moves, row.nodes, ctx.language) else {
            return Err(Failure::Damaged {
                kind: "analysis",
                id: loaded.row.id.get(),
                detail: "its moves do not read".into(),
            });
        };
        let mut reply = Reply::info(text);
        reply.files.extend(graph_file(loaded, moves).await);
        Ok(reply)
    }
}
