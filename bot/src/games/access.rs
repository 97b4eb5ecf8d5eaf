//! Finding the game a command is about, loading it, and changing it under
//! optimistic locking.

use crate::chat::Reply;
use crate::context::{Ctx, Failure, Judged, MAX_ATTEMPTS};
use crate::games::GameAccess;
use crate::games::state::loaded::{Change, Loaded, rebuild};
use crate::games::state::next_row::waits_for;
use crate::games::state::record_tags::name_record_players;
use crate::games::views::outcome_text;
use crate::model::{ChannelId, GameId, PlayerId};

use crate::i18n::Text;
use crate::store::{Delivery, GameRow, GameStatus, SeatedGame};
use kibitz_rules::Game;

/// Which game a command that names none is about, when the user has
/// several active games in the chat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unnamed {
    /// Only their one active game; with several, the user is asked.
    Only,
    /// The one of them that waits for the user's move (a move).
    WaitingForMe,
    /// As `Only`; and from a direct chat with the bot, a game named may be
    /// any of the user's own active games (conditional moves, kept secret).
    Own,
    /// As `Only`, and with none active, their latest game (to see or save
    /// a game just ended); a finished game named may be of any chat of the
    /// platform, and from a direct chat with the bot any of the user's own
    /// active games (to look at, never to change).
    OrLatest,
}

/// The game as the pressed button showed it (its `ply:`), or the refusal
/// when it has moved on since; a finished game is left to say it is over.
pub(crate) fn still_as_shown(ctx: &Ctx<'_>, loaded: &Loaded) -> Judged<()> {
    match ctx.ply {
        Some(ply) if ply as usize != loaded.game.history().len() && loaded.outcome().is_none() => {
            Err(ctx.refusal(Text::new("game-moved-on").arg("game", loaded.id())))
        }
        _ => Ok(()),
    }
}

impl GameAccess {
    /// The name of `player_id`'s opponent in a stored game ("?" if the
    /// store has lost them).
    pub(crate) async fn opponent_name(
        &self,
        row: &GameRow,
        player_id: PlayerId,
    ) -> Result<String, crate::store::StoreError> {
        let opponent_id = if row.white_id == player_id {
            row.black_id
        } else {
            row.white_id
        };
        Ok(self
            .store
            .player_by_id(opponent_id)
            .await?
            .map_or_else(|| "?".to_owned(), |p| p.display_name))
    }

    /// Whether a chat (a game's or a challenge's) is on the platform the
    /// user writes from.
    pub(crate) async fn on_this_platform_id(
        &self,
        ctx: &Ctx<'_>,
        channel_id: ChannelId,
    ) -> Result<bool, Failure> {
        Ok(self
            .store
            .channel_by_id(channel_id)
            .await?
            .is_some_and(|place| place.platform == ctx.actor.platform))
    }

    /// A game with its players, read.
    pub(crate) async fn seat(&self, row: GameRow) -> Result<SeatedGame, Failure> {
        let (white, black) = self
            .store
            .player_pair(row.white_id, row.black_id)
            .await?
            .ok_or_else(|| Failure::Damaged {
                kind: "game",
                id: row.id.get(),
                detail: "a player is missing".into(),
            })?;
        Ok(SeatedGame { row, white, black })
    }

    /// Game `id` with its players, rebuilt; `None` when there is none.
    pub(crate) async fn loaded(&self, id: GameId) -> Result<Option<Loaded>, Failure> {
        let Some(row) = self.store.game(id).await? else {
            return Ok(None);
        };
        let seated = self.seat(row).await?;
        Ok(Some(self.load(seated).await?))
    }

    /// Rebuilds a game read with its players (with its history lines, once
    /// it is over); the sides of a pasted game named as its record names
    /// them.
    pub(crate) async fn load(&self, seated: SeatedGame) -> Result<Loaded, Failure> {
        let SeatedGame {
            row,
            mut white,
            mut black,
        } = seated;
        name_record_players(&row, (&mut white, &mut black));
        let game = self.rebuilt(&row)?;
        self.with_results(Loaded {
            row,
            game,
            white,
            black,
            results: Vec::new(),
        })
        .await
    }

    /// The game a row holds: as this process last left it, when the row
    /// still holds exactly that; else replayed from its start.
    pub(crate) fn rebuilt(&self, row: &GameRow) -> Result<Game, Failure> {
        if let Some(game) = self.cache.get(row) {
            return Ok(game);
        }
        let game = rebuild(row)?;
        self.cache.keep(row, &game);
        Ok(game)
    }

    /// Keeps `game` as what `row` holds, for the next change (a row saved
    /// elsewhere than by [`GameAccess::save`]).
    pub(crate) fn remember(&self, row: &GameRow, game: &Game) {
        self.cache.keep(row, game);
    }

    /// Writes a change to a game (see [`Store::update_game`]), as the
    /// effect of `delivery`'s update when one is being handled; the game it
    /// describes is kept for the next change.
    pub(crate) async fn save(
        &self,
        delivery: Option<&Delivery>,
        row: &GameRow,
        game: &Game,
    ) -> Result<Option<GameRow>, Failure> {
        let saved = self.game_store.update_game(row, delivery).await?;
        if let Some(saved) = &saved {
            self.cache.keep(saved, game);
        }
        Ok(saved)
    }

    /// The game with its history lines read, once it is over and rated
    /// (they show the rating changes; an unrated game's show nothing).
    pub(crate) async fn with_results(&self, mut loaded: Loaded) -> Result<Loaded, Failure> {
        if loaded.outcome().is_some() && loaded.row.rated && loaded.results.is_empty() {
            loaded.results = self.standing_store.results_of_game(loaded.row.id).await?;
        }
        Ok(loaded)
    }

    /// The game a command is about: the one named, or else the user's only
    /// active game in this chat, or (as `unnamed` says) the only one of
    /// them that waits for their move, or their latest game; with its
    /// players.
    pub(crate) async fn select_game(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        unnamed: Unnamed,
    ) -> Result<Judged<SeatedGame>, Failure> {
        let finished_too = unnamed == Unnamed::OrLatest;
        if let Some(id) = named {
            let seated = match &ctx.games {
                Some(games) => games.iter().find(|g| g.row.id == id).cloned(),
                None => match self.store.game(id).await? {
                    Some(row) => Some(self.seat(row).await?),
                    None => None,
                },
            };
            return Ok(match seated {
                None => Err(ctx.refusal(Text::new("game-not-found").arg("game", id.to_string()))),
                // A finished game of this platform may be looked at from
                // anywhere (a history lists them all).
                Some(seated)
                    if !seated.row.played_in(ctx.channel_id)
                        && !(matches!(unnamed, Unnamed::Own | Unnamed::OrLatest)
                            && ctx.direct
                            && seated.row.status == GameStatus::Active
                            && (seated.row.white_id == ctx.player.id
                                || seated.row.black_id == ctx.player.id))
                        && !(finished_too
                            && seated.row.status != GameStatus::Active
                            && self.on_this_platform_id(ctx, seated.row.channel_id).await?) =>
                {
                    Err(ctx.refusal(Text::new("game-elsewhere").arg("game", id.to_string())))
                }
                Some(seated) => Ok(seated),
            });
        }
        let mut active = match &ctx.games {
            Some(games) => games.clone(),
            None => {
                let rows = self
                    .game_store
                    .active_games(ctx.channel_id, ctx.player.id)
                    .await?;
                let mut seated = Vec::with_capacity(rows.len());
                for row in rows {
                    seated.push(self.seat(row).await?);
                }
                seated
            }
        };
        if unnamed == Unnamed::WaitingForMe && active.len() > 1 {
            let waiting: Vec<usize> = (0..active.len())
                .filter(|&i| waits_for(&active[i].row, ctx.player.id))
                .collect();
            if let [only] = waiting[..] {
                return Ok(Ok(active.swap_remove(only)));
            }
        }
        match active.len() {
            1 => Ok(Ok(active.remove(0))),
            0 => {
                // In a game's own thread, its game is meant, whoever asks.
                if ctx.channel.opened_for.is_some()
                    && let Some(row) = self.game_store.game_of_thread(ctx.channel_id).await?
                {
                    return Ok(Ok(self.seat(row).await?));
                }
                let Some(latest) = self
                    .game_store
                    .latest_game(ctx.channel_id, ctx.player.id)
                    .await?
                else {
                    return Ok(Err(ctx.refusal(Text::new("game-none-here"))));
                };
                if finished_too {
                    return Ok(Ok(self.seat(latest).await?));
                }
                Ok(Err(ctx.refusal(match latest.status.outcome() {
                    Some(outcome) => Text::new("game-none-here-last")
                        .arg("game", latest.id.to_string())
                        .text("result", outcome_text(outcome)),
                    None => Text::new("game-none-here"),
                })))
            }
            _ => {
                let choices: Vec<String> = active
                    .iter()
                    .map(|seated| {
                        let opponent = if seated.row.white_id == ctx.player.id {
                            &seated.black
                        } else {
                            &seated.white
                        };
                        ctx.say(
                            Text::new("game-choice")
                                .arg("game", seated.row.id.to_string())
                                .arg("opponent", &opponent.display_name),
                        )
                    })
                    .collect();
                let example = active[0].row.id.to_string();
                Ok(Err(ctx.refusal(
                    Text::new("game-which")
                        .arg("choices", choices.join(", "))
                        .arg("example", example),
                )))
            }
        }
    }

    /// Changes the active game a command is about (see [`Service::select_game`]
    /// and [`Service::change`]).
    pub(crate) async fn change_game<F>(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        unnamed: Unnamed,
        judge: F,
    ) -> Result<Reply, Failure>
    where
        F: Fn(&Loaded) -> Judged<Change>,
    {
        let seated = self.select_game(ctx, named, unnamed).await??;
        self.change(ctx, seated, judge).await
    }

    /// Changes a game: reads it, lets `judge` decide (a refusal, or the row
    /// to write), and writes it if nobody changed the game meanwhile;
    /// otherwise reads and judges again. The reply reports the change only
    /// after it is committed.
    pub(crate) async fn change<F>(
        &self,
        ctx: &Ctx<'_>,
        seated: SeatedGame,
        judge: F,
    ) -> Result<Reply, Failure>
    where
        F: Fn(&Loaded) -> Judged<Change>,
    {
        let mut loaded = self.load(seated).await?;
        for _ in 0..MAX_ATTEMPTS {
            still_as_shown(ctx, &loaded)?;
            let (mut new_row, game, event) = judge(&loaded)?;
            // The other chat of a game played in two is shown the change
            // (a board still owed it about an earlier change is outdated).
            new_row.board_owed_in = loaded.row.other_chat(ctx.channel_id);
            // The opponent hears of it by direct message if they asked to
            // (a message still owed about an earlier change is outdated).
            new_row.dm_for = loaded
                .color_of(ctx.player.id)
                .map(|color| loaded.player(!color))
                .filter(|opponent| opponent.notify_dm)
                .map(|opponent| opponent.id);
            if let Some(saved) = self.save(ctx.delivery, &new_row, &game).await? {
                // The scheduler wakes for a message or a board owed, and
                // for a live game's flag, which the change moved.
                if saved.dm_for.is_some()
                    || saved.board_owed_in.is_some()
                    || saved.clock_base.is_some()
                {
                    self.wake.notify_one();
                }
                let after = Loaded {
                    row: saved,
                    game,
                    white: loaded.white,
                    black: loaded.black,
                    results: Vec::new(),
                };
                // In a game against the bot, its answer comes in the same reply.
                let (after, answer) = self.bot_turn(ctx.delivery, after).await?;
                let after = self.with_results(after).await?;
                let reply = self.report(ctx, &after, event, answer);
                return Ok(self.with_replay(ctx, &after, reply).await);
            }
            loaded = self.reread(ctx, loaded).await??;
        }
        Ok(ctx.refuse(Text::new("service-busy")))
    }

    /// The game as it now stands, after someone changed it first.
    pub(crate) async fn reread(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
    ) -> Result<Judged<Loaded>, Failure> {
        let Some(fresh) = self.store.game(loaded.row.id).await? else {
            return Ok(Err(
                ctx.refusal(Text::new("game-not-found").arg("game", loaded.id()))
            ));
        };
        // The players too: a vacation that began or ended meanwhile changes
        // the deadlines a change sets (and changed the game's version).
        let SeatedGame { row, white, black } = self.seat(fresh).await?;
        let loaded = Loaded {
            game: self.rebuilt(&row)?,
            row,
            white,
            black,
            results: Vec::new(),
        };
        Ok(Ok(self.with_results(loaded).await?))
    }
}
