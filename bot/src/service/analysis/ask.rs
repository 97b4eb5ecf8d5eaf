//! `analyse`: a finished game queued for analysis, its place in the queue
//! told; its analysis shown once done.

use kibitz_rules::Variant;

use crate::analysis::game::Analysis;
use crate::chat::Reply;
use crate::i18n::Text;
use crate::model::GameId;
use crate::service::game::access::Unnamed;
use crate::service::game::loaded::Loaded;
use crate::service::present::variant_text;
use crate::service::{Ctx, Failure, Service};
use crate::store::{Queued, StoreError};

use super::result::result_text;

impl Service {
    /// Whether a game can be analysed here once it is over: an engine is
    /// installed, and it plays the game's variant, which has moves.
    pub(in crate::service) fn analyses(&self, loaded: &Loaded) -> bool {
        self.analyst.is_some()
            && analysable_variant(loaded.row.variant)
            && !loaded.game.history().is_empty()
    }

    /// A finished game's analysis, once done.
    pub(in crate::service) async fn kept_analysis(
        &self,
        loaded: &Loaded,
    ) -> Result<Option<Analysis>, StoreError> {
        let row = self.store.analysis(loaded.row.id).await?;
        Ok(row
            .and_then(|row| row.moves)
            .and_then(|moves| Analysis::from_stored(&loaded.game, &moves)))
    }

    /// `analyse [#N]`: queues a finished game of chess or Chess960 for
    /// the engine (told how many wait before it), or shows its analysis
    /// once done. A game being played is refused (an analysis would help
    /// a player cheat), and so is a game no engine here plays.
    pub(in crate::service) async fn ask_analysis(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let seated = match self.select_game(ctx, named, Unnamed::OrLatest).await? {
            Ok(seated) => seated,
            Err(refusal) => return Ok(*refusal),
        };
        let loaded = self.load(seated).await?;
        let game = loaded.id();
        if loaded.outcome().is_none() {
            return Ok(ctx.refuse(Text::new("analysis-in-progress").arg("game", game)));
        }
        let variant = loaded.row.variant;
        if !analysable_variant(variant) {
            return Ok(ctx.refuse(
                Text::new("analysis-no-engine-variant").text("variant", variant_text(variant)),
            ));
        }
        if self.analyst.is_none() {
            return Ok(ctx.refuse(Text::new("analysis-no-engine")));
        }
        if loaded.game.history().is_empty() {
            return Ok(ctx.refuse(Text::new("analysis-no-moves").arg("game", game)));
        }
        let queued = self
            .store
            .queue_analysis(
                (loaded.row.id, ctx.channel_id, ctx.player.id),
                self.clock.now(),
                self.analysis_nodes,
            )
            .await?;
        Ok(match queued {
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
            Queued::Before(row) => match row.moves.as_deref() {
                Some(moves) => match result_text(&loaded, moves, row.nodes, ctx.language) {
                    Some(text) => Reply::info(text),
                    None => {
                        return Err(Failure::Damaged {
                            kind: "analysis",
                            id: loaded.row.id.get(),
                            detail: "its moves do not read".into(),
                        });
                    }
                },
                None => Reply::info(ctx.say(Text::new("analysis-waiting").arg("game", game))),
            },
        })
    }
}

/// Whether the analysis engine plays a variant: Stockfish plays chess and
/// Chess960; the lichess variants wait for Fairy-Stockfish, our own games
/// for our engine's evaluation.
fn analysable_variant(variant: Variant) -> bool {
    matches!(variant, Variant::Standard | Variant::Chess960)
}
