//! Commands that show a game: its board, its record (`pgn`, with its
//! analysis once done), its position (`fen`), its replay (`gif`), and the
//! games being played in a chat or by a player (`games`).

use kibitz_rules::{Color, Game, Variant};

use crate::chat::{Reply, ReplyKind};
use crate::context::{Ctx, Failure};
use crate::games::access::Unnamed;
use crate::games::play::Play;
use crate::games::state::next_row::waits_for;
use crate::games::views::buttons::{MAX_BOARD_BUTTONS, board_button};
use crate::games::views::{pgn_file_analysed, time_left};
use crate::i18n::Text;
use crate::model::GameId;
use crate::perf::variant_text;
use crate::store::GameRow;

impl Play {
    /// `board`: anyone may look at a game of this chat.
    pub(crate) async fn board(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        Ok(
            match self
                .games
                .select_game(ctx, named, Unnamed::OrLatest)
                .await?
            {
                Ok(row) => {
                    let loaded = self.games.load(row).await?;
                    // A bot that owes a move (its process stopped before it
                    // answered) answers now.
                    let (loaded, answer) = self.games.bot_turn(ctx.delivery, loaded).await?;
                    let reply = self
                        .games
                        .board_reply(ctx, &loaded, ReplyKind::Info, answer);
                    // A game's buttons act in its own chat only: elsewhere
                    // (one's own game, from a direct chat) it is to look at.
                    if loaded.row.played_in(ctx.channel_id) {
                        reply
                    } else {
                        reply.with_buttons(Vec::new())
                    }
                }
                Err(refusal) => *refusal,
            },
        )
    }
    /// `games`: the games being played in this chat; `games mine`: the
    /// user's own, in every chat of the platform.
    pub(crate) async fn games(&self, ctx: &Ctx<'_>, mine: bool) -> Result<Reply, Failure> {
        if !mine {
            return self.games_here(ctx).await;
        }
        let rows = self.games.table().games_of_player(ctx.player.id).await?;
        if rows.is_empty() {
            return Ok(Reply::info(ctx.say(Text::new("games-none"))));
        }
        // The games waiting for the player first, then the others; each
        // part by the time left, least first (no deadline last).
        let mut rows: Vec<(bool, GameRow)> = rows
            .into_iter()
            .map(|row| (waits_for(&row, ctx.player.id), row))
            .collect();
        rows.sort_by_key(|(my_turn, row)| (!my_turn, row.deadline.is_none(), row.deadline, row.id));
        let now = self.clock.now();
        let mut lines = vec![ctx.say(Text::new("games-header").number("count", rows.len() as f64))];
        // A button to each game's board, where it can be shown: any of them
        // in a direct chat with the bot, those of this chat elsewhere.
        let buttons = rows
            .iter()
            .filter(|(_, row)| ctx.direct || row.played_in(ctx.channel_id))
            .take(MAX_BOARD_BUTTONS)
            .map(|(_, row)| board_button(row.id))
            .collect();
        for (my_turn, row) in rows {
            let opponent = self.games.opponent_name(&row, ctx.player.id).await?;
            let line = Text::new("games-line")
                .arg("game", row.id.to_string())
                .arg("opponent", opponent)
                .text("variant", variant_text(row.variant))
                .arg("turn", if my_turn { "mine" } else { "theirs" })
                .arg(
                    "here",
                    if row.played_in(ctx.channel_id) {
                        "yes"
                    } else {
                        "no"
                    },
                );
            let mut line = ctx.say(line);
            if let Some(deadline) = row.deadline {
                line.push(' ');
                line.push_str(&ctx.say(time_left(deadline, now)));
            }
            lines.push(line);
        }
        Ok(Reply::info(lines.join("\n")).with_buttons(buttons))
    }
    /// The games being played in this chat, for anyone to follow.
    async fn games_here(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        let rows = self.games.table().games_in_channel(ctx.channel_id).await?;
        if rows.is_empty() {
            return Ok(Reply::info(ctx.say(Text::new("games-here-none"))));
        }
        let now = self.clock.now();
        let mut lines =
            vec![ctx.say(Text::new("games-here-header").number("count", rows.len() as f64))];
        for row in rows {
            let Some((white, black)) = self
                .games
                .store()
                .player_pair(row.white_id, row.black_id)
                .await?
            else {
                continue;
            };
            let to_move = match Game::from_state(row.variant, &row.state) {
                Ok(game) if game.turn() == Color::Black => &black.display_name,
                _ => &white.display_name,
            };
            let mut line = ctx.say(
                Text::new("games-here-line")
                    .arg("game", row.id.to_string())
                    .arg("white", &white.display_name)
                    .arg("black", &black.display_name)
                    .text("variant", variant_text(row.variant))
                    .arg("player", to_move),
            );
            if let Some(deadline) = row.deadline {
                line.push(' ');
                line.push_str(&ctx.say(time_left(deadline, now)));
            }
            lines.push(line);
        }
        lines.push(ctx.say(Text::new("games-here-watch")));
        Ok(Reply::info(lines.join("\n")))
    }
    /// `pgn`: the game record as a file.
    pub(crate) async fn pgn(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        let row = self
            .games
            .select_game(ctx, named, Unnamed::OrLatest)
            .await??;
        let loaded = self.games.load(row).await?;
        let review = self.games.reviews().review(&loaded).await?;
        Ok(
            Reply::info(ctx.say(Text::new("pgn-caption").arg("game", loaded.id())))
                .with_file(pgn_file_analysed(&loaded, review.as_ref())),
        )
    }
    /// `fen`: the game's state string.
    pub(crate) async fn fen(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        Ok(
            match self
                .games
                .select_game(ctx, named, Unnamed::OrLatest)
                .await?
            {
                Ok(seated) => Reply::info(
                    ctx.say(
                        Text::new("fen")
                            .arg("game", seated.row.id.to_string())
                            .arg("fen", seated.row.state),
                    ),
                ),
                Err(refusal) => *refusal,
            },
        )
    }
    /// `gif`: the game, move by move, as an animated picture.
    pub(crate) async fn gif(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        let row = self
            .games
            .select_game(ctx, named, Unnamed::OrLatest)
            .await??;
        let loaded = self.games.load(row).await?;
        Ok(match self.games.replay(ctx, &loaded).await {
            Some(file) => Reply::info(ctx.say(Text::new("gif-caption").arg("game", loaded.id())))
                .with_file(file),
            None => ctx.refuse(Text::new("gif-failed").arg("game", loaded.id())),
        })
    }

    /// `rules` and `rules <variant>`.
    pub(crate) fn rules(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Reply {
        let text = match variant {
            None => Text::new("rules-list"),
            Some(Variant::Standard) => Text::new("rules-standard"),
            Some(Variant::Chess960) => Text::new("rules-chess960"),
            Some(Variant::Crazyhouse) => Text::new("rules-crazyhouse"),
            Some(Variant::Atomic) => Text::new("rules-atomic"),
            Some(Variant::Antichess) => Text::new("rules-antichess"),
            Some(Variant::KingOfTheHill) => Text::new("rules-kingofthehill"),
            Some(Variant::ThreeCheck) => Text::new("rules-threecheck"),
            Some(Variant::Horde) => Text::new("rules-horde"),
            Some(Variant::RacingKings) => Text::new("rules-racingkings"),
            Some(Variant::Immortal) => Text::new("rules-immortal"),
            Some(Variant::Football) => Text::new("rules-football"),
        };
        Reply::info(ctx.say(text))
    }
}
