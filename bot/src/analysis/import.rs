//! `analyse` of a game played elsewhere or a position, pasted: kept as a
//! finished game of its own number (its sides the platform's record
//! players, named as its record names them; never rated, in no one's
//! history), queued for analysis in the same transaction, and answered
//! with its board and its replay; the result is posted as any game's.

use kibitz_rules::pgn::write_tags;

use super::pasted::read_pasted;
use super::run::{ANALYSIS_QUEUE_LIMIT, queue_minutes};
use crate::analysis::Analyses;
use crate::analysis::store::imports::{Import, Imported};
use crate::chat::{Actor, Reply, ReplyKind};
use crate::command::RecordText;
use crate::context::{Ctx, Failure};
use crate::games::state::record_tags::kept_tags;
use crate::i18n::Text;
use crate::model::{GameId, Platform};
use crate::store::PlayerRow;
use crate::store::RECORD_USER_IDS;

impl Analyses {
    /// `analyse <PGN or position>`: the pasted game kept and queued for
    /// analysis, its board and replay shown; what does not read, a
    /// variant no engine here analyses, or a full queue is refused and
    /// keeps nothing.
    pub(crate) async fn analyse_pasted(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        record: &RecordText,
    ) -> Result<Reply, Failure> {
        if named.is_some() {
            return Ok(ctx.refuse(Text::new("record-and-game")));
        }
        let pasted = match read_pasted(record.as_str()) {
            Ok(pasted) => pasted,
            Err(why) => return Ok(ctx.refuse(why)),
        };
        let game = &pasted.game;
        if let Some(refusal) = self.engine_refusal(ctx, game.variant()).await {
            return Ok(refusal);
        }
        let (white, black) = self.record_players(ctx.actor.platform).await?;
        let import = Import {
            game: self
                .games
                .imported_game(ctx.channel_id, game, (&white, &black)),
            outcome: pasted.outcome,
            by: ctx.player.id,
            tags: write_tags(&kept_tags(&pasted.tags)),
        };
        let imported = self
            .analysis_store
            .import_game(
                &import,
                ctx.channel_id,
                self.clock.now(),
                (self.analysis_nodes, ANALYSIS_QUEUE_LIMIT),
                ctx.delivery,
            )
            .await?;
        let (row, ahead) = match imported {
            Imported::Full { waiting } => {
                return Ok(ctx.refuse(
                    Text::new("analysis-queue-full")
                        .number("waiting", waiting as f64)
                        .number(
                            "minutes",
                            queue_minutes(waiting, self.analysis_nodes) as f64,
                        ),
                ));
            }
            Imported::Queued { game, ahead } => (*game, ahead),
        };
        self.analysis_wake.notify_one();
        let loaded = self.games.load(self.games.seat(row).await?).await?;
        let headline = Text::new("record-imported")
            .arg("game", loaded.id())
            .arg("white", &loaded.white.display_name)
            .arg("black", &loaded.black.display_name)
            .number("ahead", ahead as f64);
        let reply = self
            .games
            .board_reply(ctx, &loaded, ReplyKind::Info, [headline]);
        // A position alone has no moves to replay.
        if loaded.game.history().is_empty() {
            return Ok(reply);
        }
        Ok(match self.games.replay(ctx, &loaded).await {
            Some(file) => reply.with_file(file),
            None => reply,
        })
    }

    /// The platform's two record players, White's and Black's, the sides
    /// of its imported games (made on first use, as the bot is).
    async fn record_players(&self, platform: Platform) -> Result<(PlayerRow, PlayerRow), Failure> {
        let [white, black] = RECORD_USER_IDS;
        Ok((
            self.store
                .player(&Actor::new(platform, white, "White"))
                .await?,
            self.store
                .player(&Actor::new(platform, black, "Black"))
                .await?,
        ))
    }
}
