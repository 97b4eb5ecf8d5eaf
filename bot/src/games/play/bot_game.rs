//! `play bot`: a game against the bot, started at once (`play bot level
//! 3`); the bot's moves are played in [`crate::games::play::against_kibitz`].

use crate::model::ColorChoice;
use kibitz_engine::Level;
use kibitz_rules::{Color, Variant};

use crate::chat::{Actor, Reply, Settled};
use crate::command::{StartFrom, TimeControl};
use crate::context::{Ctx, Failure};
use crate::games::new_game::{Terms, starting_game};
use crate::games::play::Play;
use crate::games::play::against_kibitz::{BOT_NAME, bot_text};
use crate::games::state::loaded::Loaded;
use crate::games::views::pgn_file;
use crate::i18n::Text;
use crate::store::BOT_USER_ID;

impl Play {
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
            .games
            .store()
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
        let new = self.games.new_game(
            ctx.channel_id,
            (&game, start.is_some()),
            (&white, &black),
            terms,
        );
        let row = self.games.table().create_game(&new, ctx.delivery).await?;
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
        let (loaded, reply) = self.games.first_board(ctx, loaded, started).await?;
        Ok(match loaded.outcome() {
            Some(_) => {
                let reply = reply.with_file(pgn_file(&loaded)).settling(Settled::Game);
                self.games.with_replay(ctx, &loaded, reply).await
            }
            None => self.games.in_its_place(ctx, &loaded, reply),
        })
    }
}
