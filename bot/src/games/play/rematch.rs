//! Rematches: either player of a finished game offers one with the
//! Rematch button; the other agrees by pressing it too (the bot agrees at
//! once). The rematch swaps colours and keeps the variant, the starting
//! position, the time control and whether it is rated.

use crate::games::state::live_clock::clock_of;
use crate::model::GameId;
use kibitz_rules::Game;

use crate::chat::{Button, ButtonRole, Reply, Settled};
use crate::command::Request;
use crate::context::{Ctx, Failure, MAX_ATTEMPTS};
use crate::games::access::Unnamed;
use crate::games::new_game::Terms;
use crate::games::play::Play;
use crate::games::state::loaded::Loaded;
use crate::games::views::{mention, outcome_text};
use crate::i18n::Text;

impl Play {
    /// `rematch`: offers a rematch of a finished game, or agrees to the
    /// opponent's offer, which starts it.
    pub(crate) async fn rematch(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let row = self
            .games
            .select_game(ctx, named, Unnamed::OrLatest)
            .await??;
        let mut loaded = self.games.load(row).await?;
        for _ in 0..MAX_ATTEMPTS {
            if !loaded.row.played_in(ctx.channel_id) {
                return Ok(ctx.refuse(Text::new("game-elsewhere").arg("game", loaded.id())));
            }
            let Some(outcome) = loaded.outcome() else {
                return Ok(ctx.refuse(Text::new("rematch-not-over").arg("game", loaded.id())));
            };
            let Some(color) = loaded.color_of(ctx.player.id) else {
                return Ok(ctx.refuse(
                    Text::new("not-a-player")
                        .arg("game", loaded.id())
                        .arg("white", &loaded.white.display_name)
                        .arg("black", &loaded.black.display_name),
                ));
            };
            if let Some(id) = loaded.row.rematch_id {
                return Ok(ctx.refuse(
                    Text::new("rematch-started")
                        .arg("game", loaded.id())
                        .arg("rematch", id.to_string()),
                ));
            }
            let opponent = loaded.player(!color).clone();
            let agreed = opponent.is_bot() || loaded.row.rematch_offer == Some(!color);
            if agreed {
                if let Some(reply) = self.start_rematch(ctx, &loaded).await? {
                    return Ok(reply);
                }
            } else if loaded.row.rematch_offer == Some(color) {
                return Ok(ctx.refuse(
                    Text::new("rematch-already-offered")
                        .arg("opponent", &opponent.display_name)
                        .arg("game", loaded.id()),
                ));
            } else {
                let mut row = loaded.row.clone();
                row.rematch_offer = Some(color);
                if self
                    .games
                    .table()
                    .update_game(&row, ctx.delivery)
                    .await?
                    .is_some()
                {
                    let button = Button::new(
                        ctx.say(Text::new("button-rematch-accept")),
                        Request::new(crate::games::commands::REMATCH.command())
                            .about(loaded.number()),
                        ButtonRole::Confirm,
                    );
                    return Ok(Reply::done(
                        ctx.say(
                            Text::new("rematch-offered")
                                .arg("player", &ctx.player.display_name)
                                .arg("opponent", mention(&opponent, ctx.actor.platform))
                                .arg("game", loaded.id())
                                .text("result", outcome_text(outcome)),
                        ),
                    )
                    .with_buttons(vec![button])
                    .pinging([opponent.actor_on(ctx.actor.platform)]));
                }
            }
            // Someone changed the game first: read it again and judge again.
            loaded = self.games.reread(ctx, loaded).await??;
        }
        Ok(ctx.refuse(Text::new("service-busy")))
    }

    /// Starts the rematch both players agreed to; `None` when the game
    /// changed first.
    async fn start_rematch(&self, ctx: &Ctx<'_>, old: &Loaded) -> Result<Option<Reply>, Failure> {
        let damaged = |detail: String| Failure::Damaged {
            kind: "game",
            id: old.row.id.get(),
            detail,
        };
        // The line the game was set up from, if any, is played again.
        let set_up = old.row.set_up_length();
        let moves: Vec<&str> = old.row.moves.split_whitespace().take(set_up).collect();
        let game = Game::replay(old.row.variant, &old.row.start_state, &moves)
            .map_err(|e| damaged(e.to_string()))?;
        let terms = Terms {
            days_per_move: old.row.days_per_move,
            clock: clock_of(&old.row),
            bot_level: old.row.bot_level,
            // A rematch counts as the game did (a set-up game never did).
            rated: old.row.rated,
        };
        // Colours swap; a game played in two chats is played again in
        // both, the other chat owed the first board.
        let mut new = self.games.new_game(
            old.row.channel_id,
            (&game, false),
            (&old.black, &old.white),
            terms,
        );
        new.also_channel_id = old.row.also_channel_id;
        new.also_for = old.row.also_for;
        new.board_owed_in = old.row.other_chat(ctx.channel_id);
        let Some(row) = self
            .games
            .table()
            .start_rematch(&old.row, &new, ctx.delivery)
            .await?
        else {
            return Ok(None);
        };
        let loaded = Loaded {
            row,
            game,
            white: old.black.clone(),
            black: old.white.clone(),
            results: Vec::new(),
        };
        let headline = Text::new("rematch-begun")
            .arg("game", old.id())
            .arg("rematch", loaded.id());
        let (loaded, reply) = self.games.first_board(ctx, loaded, headline).await?;
        Ok(Some(
            self.games
                .in_its_place(ctx, &loaded, reply)
                .settling(Settled::Game),
        ))
    }
}
