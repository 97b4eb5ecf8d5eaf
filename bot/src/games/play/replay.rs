//! A game's replay: the whole game as an animated GIF, sent on `gif` and
//! with the post that ends a game.

use crate::model::GameId;
use crate::model::Orientation;
use kibitz_render::Timing;
use kibitz_rules::Color;

use crate::chat::{Attachment, Reply, Settled};
use crate::context::Ctx;
use crate::games::GameAccess;
use crate::games::state::loaded::Loaded;
use crate::games::views::{game_views, reader_style, with_replay_clocks};

impl GameAccess {
    /// The reply that ends a game with its replay added after its record
    /// (a replay that cannot be drawn is logged and left out).
    pub(crate) async fn with_replay(&self, ctx: &Ctx<'_>, loaded: &Loaded, reply: Reply) -> Reply {
        if !ends_with_replay(&reply, loaded) {
            return reply;
        }
        let file = self.replay(ctx, loaded).await;
        reply_with(reply, file)
    }

    /// The whole game as an animated GIF: White at the bottom, or alone
    /// with the bot as the reader's board setting says; `None` (logged)
    /// when it cannot be drawn.
    pub(crate) async fn replay(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> Option<Attachment> {
        let (views, style) = replay_views(ctx, loaded);
        let game_id = loaded.row.id;
        // Drawing every position takes a while: off the async workers.
        let drawn = tokio::task::spawn_blocking(move || draw_replay(&views, &style, game_id)).await;
        drawn.unwrap_or_else(|error| {
            tracing::error!(%error, game = game_id.get(), "drawing the animation stopped");
            None
        })
    }

    /// [`Service::with_replay`] drawn on this thread: for work already off
    /// the async workers.
    pub(crate) fn with_replay_now(&self, ctx: &Ctx<'_>, loaded: &Loaded, reply: Reply) -> Reply {
        if !ends_with_replay(&reply, loaded) {
            return reply;
        }
        let (views, style) = replay_views(ctx, loaded);
        reply_with(reply, draw_replay(&views, &style, loaded.row.id))
    }
}

/// Whether a reply ends a game that is over, and so carries its replay.
fn ends_with_replay(reply: &Reply, loaded: &Loaded) -> bool {
    reply.settles == Some(Settled::Game) && loaded.outcome().is_some()
}

/// The reply with the file added, if there is one.
fn reply_with(reply: Reply, file: Option<Attachment>) -> Reply {
    match file {
        Some(file) => reply.with_file(file),
        None => reply,
    }
}

/// The positions of a game's replay as its reader sees them, and the style
/// they are drawn in: White at the bottom, or alone with the bot as the
/// reader's board setting says.
fn replay_views(
    ctx: &Ctx<'_>,
    loaded: &Loaded,
) -> (Vec<kibitz_render::BoardView>, kibitz_render::Style) {
    let orientation = match ctx.player.orientation {
        Orientation::Mine if ctx.direct => loaded.color_of(ctx.player.id).unwrap_or(Color::White),
        _ => Color::White,
    };
    let mut views = game_views(
        &loaded.game,
        &loaded.white.display_name,
        &loaded.black.display_name,
        orientation,
        ctx.language,
    );
    with_replay_clocks(&mut views, loaded);
    (views, reader_style(ctx))
}

/// Draws a replay; `None` (logged) when it cannot be drawn.
fn draw_replay(
    views: &[kibitz_render::BoardView],
    style: &kibitz_render::Style,
    game_id: GameId,
) -> Option<Attachment> {
    match kibitz_render::gif(views, style, Timing::default()) {
        Ok(bytes) => Some(Attachment {
            name: format!("kibitz-game-{}.gif", game_id.get()),
            mime: "image/gif",
            bytes,
        }),
        Err(error) => {
            tracing::error!(%error, game = game_id.get(), "the animation could not be drawn");
            None
        }
    }
}
