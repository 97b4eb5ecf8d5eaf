//! A game's replay: the whole game as an animated GIF, sent on `gif` and
//! with the post that ends a game.

use kibitz_render::Timing;
use kibitz_rules::Color;

use super::games::Unnamed;
use super::loaded::Loaded;
use super::present::{game_views, reader_style};
use super::{Ctx, Failure, Service};
use crate::chat::{Attachment, Reply, Settled};
use crate::command::{GameId, Orientation};
use crate::i18n::Text;

impl Service {
    /// `gif`: the game, move by move, as an animated picture.
    pub(super) async fn gif(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        let row = match self.select_game(ctx, named, Unnamed::OrLatest).await? {
            Ok(row) => row,
            Err(refusal) => return Ok(*refusal),
        };
        let loaded = self.load(row).await?;
        Ok(match self.replay(ctx, &loaded).await {
            Some(file) => Reply::info(ctx.say(Text::new("gif-caption").arg("game", loaded.id())))
                .with_file(file),
            None => ctx.refuse(Text::new("gif-failed").arg("game", loaded.id())),
        })
    }

    /// The reply that ends a game with its replay added after its record
    /// (a replay that cannot be drawn is logged and left out).
    pub(in crate::service) async fn with_replay(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        reply: Reply,
    ) -> Reply {
        if reply.settles != Some(Settled::Game) || loaded.outcome().is_none() {
            return reply;
        }
        match self.replay(ctx, loaded).await {
            Some(file) => reply.with_file(file),
            None => reply,
        }
    }

    /// The whole game as an animated GIF: White at the bottom, or alone
    /// with the bot as the reader's board setting says; `None` (logged)
    /// when it cannot be drawn.
    async fn replay(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> Option<Attachment> {
        let orientation = match ctx.player.orientation {
            Orientation::Mine if ctx.direct => {
                loaded.color_of(ctx.player.id).unwrap_or(Color::White)
            }
            _ => Color::White,
        };
        let views = game_views(
            &loaded.game,
            &loaded.white.display_name,
            &loaded.black.display_name,
            orientation,
            ctx.language,
        );
        let style = reader_style(ctx);
        // Drawing every position takes a while: off the async workers.
        let drawn = tokio::task::spawn_blocking(move || {
            kibitz_render::gif(&views, &style, Timing::default())
        })
        .await;
        match drawn {
            Ok(Ok(bytes)) => Some(Attachment {
                name: format!("kibitz-game-{}.gif", loaded.row.id),
                mime: "image/gif",
                bytes,
            }),
            Ok(Err(error)) => {
                tracing::error!(%error, game = loaded.row.id, "the animation could not be drawn");
                None
            }
            Err(error) => {
                tracing::error!(%error, game = loaded.row.id, "drawing the animation stopped");
                None
            }
        }
    }
}
