//! Games against the bot: starting one at once (`play bot level 3`), and
//! the bot's moves, played and committed right after the player's so that
//! one reply shows both.

use kibitz_engine::Level;
use kibitz_rules::Color;

use crate::chat::{Reply, ReplyKind};
use crate::context::{Ctx, Failure};
use crate::games::GameAccess;
use crate::games::state::loaded::Loaded;
use crate::games::state::next_row::{play_queued, with_game};
use crate::i18n::Text;
use crate::store::Delivery;

/// The bot's display name.
pub(crate) const BOT_NAME: &str = "Kibitz";

/// The most moves the bot plays in a row (chess football gives a side two
/// turns running at half-time, when it ends the half and lines up first).
const MAX_BOT_MOVES: usize = 4;

/// The bot as it is named in a game: its name and level.
pub(crate) fn bot_text(loaded: &Loaded) -> Text {
    Text::new("bot-name").number("level", f64::from(loaded.row.bot_level.unwrap_or(0)))
}

impl Loaded {
    /// The bot's colour and level, in a game against it.
    pub(crate) fn bot(&self) -> Option<(Color, Level)> {
        let level = Level::new(u8::try_from(self.row.bot_level?).ok()?)?;
        Color::ALL
            .into_iter()
            .find(|&c| self.player(c).is_bot())
            .map(|color| (color, level))
    }
}

impl GameAccess {
    /// The first board of a game just begun, under `headline`; against the
    /// bot, with its first move when it has White.
    pub(crate) async fn first_board(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
        headline: Text,
    ) -> Result<(Loaded, Reply), Failure> {
        let (loaded, answer) = self.bot_turn(ctx.delivery, loaded).await?;
        let loaded = self.with_results(loaded).await?;
        let reply = self.board_reply(
            ctx,
            &loaded,
            ReplyKind::Done,
            [headline].into_iter().chain(answer),
        );
        Ok((loaded, reply))
    }

    /// Plays the bot's moves while it is the bot's turn in an active game
    /// against it, committing each; the game as it then stands, and a line
    /// saying what the bot played (or that it could not).
    pub(crate) async fn bot_turn(
        &self,
        delivery: Option<&Delivery>,
        loaded: Loaded,
    ) -> Result<(Loaded, Option<Text>), Failure> {
        let Some((bot_color, level)) = loaded.bot() else {
            return Ok((loaded, None));
        };
        let mut loaded = loaded;
        let mut played = Vec::new();
        for _ in 0..MAX_BOT_MOVES {
            if loaded.outcome().is_some() || loaded.game.turn() != bot_color {
                break;
            }
            let Some(choice) = self.opponent.choose(&loaded.game, level).await else {
                break;
            };
            if let Some(failure) = &choice.uci_failure {
                tracing::warn!(game = loaded.row.id.get(), %failure, "the UCI engine failed; our own search answered");
            }
            let mut game = loaded.game.clone();
            let san = game
                .play(choice.mv)
                .expect("the engine chooses among the legal moves")
                .san
                .clone();
            // The player's placements sent ahead follow the bot's at once.
            let mut queued = loaded.row.queued.clone();
            if let Some((_, placement)) = play_queued(&mut game, &mut queued) {
                tracing::info!(game = loaded.row.id.get(), %placement, "a placement sent ahead was dropped");
            }
            let mut row = with_game(&loaded, &game, self.clock.now());
            row.queued = queued;
            // Moving declines a draw the player offered.
            row.draw_offer = None;
            row.dm_for = None;
            match self.save(delivery, &row, &game).await? {
                Some(saved) => {
                    played.push(san);
                    loaded = Loaded {
                        row: saved,
                        game,
                        ..loaded
                    };
                }
                // The player changed the game meanwhile (resigned, say): the
                // game as it now stands, and the bot has nothing to add.
                None => {
                    let Some(fresh) = self.store.game(loaded.row.id).await? else {
                        break;
                    };
                    loaded = Loaded {
                        game: self.rebuilt(&fresh)?,
                        row: fresh,
                        ..loaded
                    };
                    break;
                }
            }
        }
        let line = if !played.is_empty() {
            Some(
                Text::new("bot-answered")
                    .text("bot", bot_text(&loaded))
                    .arg("move", played.join(", ")),
            )
        } else if loaded.outcome().is_none() && loaded.game.turn() == bot_color {
            Some(Text::new("bot-unavailable"))
        } else {
            None
        };
        Ok((loaded, line))
    }
}
