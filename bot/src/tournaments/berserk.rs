//! `berserk`: in an arena game, before their first move, a player halves
//! their own clock for a point more if they win a game of at least 14
//! plies (lichess's rule; the increment stays, as a Kibitz game has one
//! for both sides). The board is marked first, at most once a side, so
//! that two presses never halve the clock twice; a clock that cannot be
//! halved after all (the player moved meanwhile) takes the mark back.

use kibitz_rules::Color;

use crate::chat::Reply;
use crate::context::{Ctx, Failure};
use crate::games::access::Unnamed;
use crate::games::judge::playing;
use crate::games::state::live_clock::clock_of;
use crate::games::state::loaded::Event;
use crate::i18n::Text;
use crate::model::{GameId, TournamentFormat};
use crate::tournaments::Tournaments;
use crate::tournaments::store::TournamentStatus;

impl Tournaments {
    /// `berserk`: the player's clock halved in their arena game.
    pub(crate) async fn berserk(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let seated = self.games.select_game(ctx, named, Unnamed::Only).await??;
        let id = seated.row.id;
        let color = if seated.row.white_id == ctx.player.id {
            Color::White
        } else if seated.row.black_id == ctx.player.id {
            Color::Black
        } else {
            return Ok(ctx.refuse(Text::new("berserk-not-yours")));
        };
        let arena = match self.tournament_store.board_of_game(id).await? {
            Some(board) => self
                .tournament_store
                .tournament(board.tournament_id)
                .await?
                .filter(|t| {
                    t.format == TournamentFormat::Arena && t.status == TournamentStatus::Started
                }),
            None => None,
        };
        if arena.is_none() || clock_of(&seated.row).is_none() {
            return Ok(ctx.refuse(Text::new("berserk-arena-only")));
        }
        if !self.tournament_store.mark_berserk(id, color).await? {
            return Ok(ctx.refuse(Text::new("berserk-already")));
        }
        let changed = self
            .games
            .change_game(ctx, Some(id), Unnamed::Only, |loaded| {
                let color = playing(ctx, loaded)?;
                if loaded
                    .game
                    .history()
                    .iter()
                    .any(|played| played.by == color)
                {
                    return Err(ctx.refusal(Text::new("berserk-moved")));
                }
                let mut row = loaded.row.clone();
                let left = row.clock_ms.get_mut(color);
                *left = left.map(|ms| ms / 2);
                Ok((row, loaded.game.clone(), Event::Berserk(color)))
            })
            .await;
        // A clock left as it was (refused, or the store failed) takes the
        // mark back: no point more without the halved clock.
        if changed.as_ref().is_ok_and(|reply| !reply.is_refused()) {
            return changed;
        }
        if let Err(error) = self.tournament_store.clear_berserk(id, color).await {
            tracing::error!(game = id.get(), %error, "a berserk mark was not taken back");
        }
        changed
    }
}
