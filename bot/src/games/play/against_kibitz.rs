//! Games against the bot: starting one at once (`play bot level 3`), and
//! the bot's moves, played and committed right after the player's so that
//! one reply shows both.

use crate::model::ColorChoice;
use kibitz_engine::Level;
use kibitz_rules::{Color, Variant};

use crate::chat::{Actor, Reply, ReplyKind, Settled};
use crate::command::{StartFrom, TimeControl};
use crate::context::{Ctx, Failure};
use crate::games::new_game::{Terms, starting_game};
use crate::games::state::loaded::Loaded;
use crate::games::state::next_row::{play_queued, with_game};
use crate::games::views::pgn_file;
use crate::i18n::Text;
use crate::service::Service;
use crate::store::{BOT_USER_ID, Delivery};

/// The bot's display name.
const BOT_NAME: &str = "Kibitz";

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

impl Service {
    /// `play bot [variant] [colour] [time] [level N]`: a game against the
    /// bot, begun at once; when the bot has White its first move is in the
    /// same reply.
    pub(crate) async fn play_bot(
        &self,
        ctx: &Ctx<'_>,
        (variant, color, time): (Variant, ColorChoice, TimeControl),
        level: Level,
        start: Option<&StartFrom>,
    ) -> Result<Reply, Failure> {
        let game = match starting_game(variant, start) {
            Ok(game) => game,
            Err(reason) => return Ok(ctx.refuse(reason)),
        };
        let bot = self
            .store
            .player(&Actor::new(ctx.actor.platform, BOT_USER_ID, BOT_NAME))
            .await?;
        let player_color = color.toss();
        let (white, black) = match player_color {
            Color::White => (ctx.player.clone(), bot),
            Color::Black => (bot, ctx.player.clone()),
        };
        let terms = Terms {
            days_per_move: time.days().map(i32::from),
            clock: time.clock(),
            bot_level: Some(i32::from(level.get())),
            // A game against the bot changes no rating.
            rated: false,
        };
        let new = self.new_game(
            ctx.channel_id,
            (&game, start.is_some()),
            (&white, &black),
            terms,
        );
        let row = self.game_store.create_game(&new, ctx.delivery).await?;
        let loaded = Loaded {
            row,
            game,
            white,
            black,
            results: Vec::new(),
        };
        let started = Text::new("bot-game-started")
            .text("bot", bot_text(&loaded))
            .arg("color", ColorChoice::from(player_color).name());
        let (loaded, reply) = self.first_board(ctx, loaded, started).await?;
        Ok(match loaded.outcome() {
            Some(_) => {
                let reply = reply.with_file(pgn_file(&loaded)).settling(Settled::Game);
                self.with_replay(ctx, &loaded, reply).await
            }
            None => self.in_its_place(ctx, &loaded, reply),
        })
    }

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
                    let Some(fresh) = self.game_store.game(loaded.row.id).await? else {
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
