//! The dispatcher: a message read as a command (or as chatter that may be
//! a move or a Russian command word), its author, chat and games read in
//! one go, and the request handed to the domain it is for.

use crate::chat::{Actor, Body, Message, Place, Reply};
use crate::command::{Command, Numbered, Request};
use crate::context::{Ctx, Failure, answered};
use crate::i18n::Text;
use crate::model::Language;
use crate::service::Service;
use crate::service::commands::COMMANDS;
use crate::service::intake::Outcome;
use crate::store::{Delivery, Scene, StoreError};

impl Service {
    /// Handles one message: typed text, a slash command's request, a
    /// pressed button's, or chatter.
    pub(super) async fn handle_message(
        &self,
        delivery: Option<&Delivery>,
        actor: &Actor,
        place: &Place,
        message: &Message,
    ) -> Outcome {
        let handled = match &message.body {
            Body::Chatter(text) => self.handle_chatter(delivery, actor, place, text).await,
            _ => self
                .try_handle(delivery, actor, place, message, None)
                .await
                .map(Some),
        };
        match handled {
            Ok(Some(reply)) => Outcome::Answered(reply),
            Ok(None) => Outcome::Silent,
            Err((Failure::Store(StoreError::Replayed), _)) => Outcome::Replayed,
            Err((failure, language)) => {
                tracing::error!(%failure, platform = %place.platform, "a command failed");
                let reply = Reply::refused(Text::new("service-trouble").write(language));
                // Nothing changed when the store failed before a write made
                // the update's effect: it may be handled again.
                if matches!(failure, Failure::Store(_)) && !delivery.is_some_and(Delivery::marked) {
                    Outcome::WaitsForStore(reply)
                } else {
                    Outcome::Answered(reply)
                }
            }
        }
    }

    /// A chat message that is not a command: played as a move when it
    /// reads as one and the user has a game in progress in this chat, so
    /// that `e4` or `Nf3` alone is enough (with several games, in the one
    /// that waits for their move; asked when that is not clear); a Russian
    /// command word with what it takes (`ход e4`, `сдаюсь`, `ничья`) is that
    /// command, for a player in a game here; `None` (say nothing) for
    /// ordinary chatter. Whatever it says, its author becomes known (so
    /// that they can be challenged by name).
    async fn handle_chatter(
        &self,
        delivery: Option<&Delivery>,
        actor: &Actor,
        place: &Place,
        text: &str,
    ) -> Result<Option<Reply>, (Failure, Language)> {
        let fail = |error: StoreError| (Failure::from(error), Language::default());
        let scene = self
            .config
            .store
            .scene(actor, place, None)
            .await
            .map_err(fail)?;
        if !scene
            .player
            .as_ref()
            .is_some_and(|p| p.is_up_to_date(actor))
        {
            self.config.store.save_player(actor).await.map_err(fail)?;
        }
        let Some(request) = COMMANDS
            .bare_move(text)
            .or_else(|| COMMANDS.spoken_command(text))
        else {
            return Ok(None);
        };
        // A game here waits for the author only where the store knew both
        // before this message (a player just registered has none); else a
        // move may answer the chat's puzzle.
        if scene.games.is_empty() {
            let puzzle_open = match (&request.command, &scene.channel) {
                (Command::Move(_), Some(channel)) => self
                    .puzzles
                    .open_here(channel.row().id)
                    .await
                    .map_err(fail)?,
                _ => false,
            };
            if !puzzle_open {
                return Ok(None);
            }
        }
        let message = Message::request(Ok(request));
        self.try_handle(delivery, actor, place, &message, Some(scene))
            .await
            .map(Some)
    }

    async fn try_handle(
        &self,
        delivery: Option<&Delivery>,
        actor: &Actor,
        place: &Place,
        message: &Message,
        scene: Option<Scene>,
    ) -> Result<Reply, (Failure, Language)> {
        let fail = |language| move |e: StoreError| (Failure::from(e), language);
        let read = message.read(&COMMANDS);
        // The author, the chat and the games the command may be about, in
        // one read. A message that is no command is answered without
        // writing anything (chatter registers its author through
        // `handle_chatter`).
        let named = read.as_ref().ok().and_then(|request| request.game);
        let scene = match scene {
            Some(scene) if scene.named == named => scene,
            _ => self
                .config
                .store
                .scene(actor, place, named)
                .await
                .map_err(fail(Language::En))?,
        };
        let known = scene.player;
        // The player's chosen language, else what the platform says they
        // read, else what they were last answered in.
        let language = crate::context::reader_language(known.as_ref(), actor);
        let request = match read {
            Ok(request) => request.clone(),
            Err(error) => return Ok(Reply::refused(error.text().write(language))),
        };
        let player = match known {
            Some(player) if player.is_up_to_date(actor) => player,
            _ => self
                .config
                .store
                .save_player(actor)
                .await
                .map_err(fail(language))?,
        };
        let channel = self
            .config
            .store
            .channel_seen(place, scene.channel)
            .await
            .map_err(fail(language))?;
        let ctx = Ctx {
            actor,
            message,
            delivery,
            player,
            channel_id: channel.id,
            channel,
            // What everyone in the chat sees is in the chat's language, when
            // its managers chose one.
            language: channel.language.unwrap_or(language),
            ply: request.ply,
            direct: place.direct,
            own_language: language,
            games: Some(scene.games),
        };
        // On the heap: the commands' futures together are large, and a
        // task's stack (a test's thread's among them) should not hold them.
        answered(Box::pin(self.dispatch(&ctx, request)).await)
            .map_err(|failure| (failure, language))
    }

    async fn dispatch(&self, ctx: &Ctx<'_>, request: Request) -> Result<Reply, Failure> {
        let game = request.game;
        match request.command {
            Command::Challenge {
                opponent,
                variant,
                color,
                time,
                start,
                rated,
                link,
            } => {
                let terms = (variant, color, time);
                self.challenges
                    .challenge(ctx, opponent.as_ref(), terms, start.as_ref(), (rated, link))
                    .await
            }
            Command::PlayBot {
                variant,
                color,
                time,
                level,
                start,
            } => {
                self.play
                    .play_bot(ctx, (variant, color, time), level, start.as_ref())
                    .await
            }
            Command::Decline => self.challenges.decline(ctx, request.challenge).await,
            Command::DeclineOffer(offer) => self.play.decline_offer(ctx, game, offer).await,
            Command::Move(words) => {
                // A move for no game in particular may answer the chat's
                // puzzle.
                if game.is_none()
                    && let Some(reply) = self.puzzles.puzzle_move(ctx, &words).await?
                {
                    return Ok(reply);
                }
                self.play.play_move(ctx, game, &words).await
            }
            Command::Resign(step) => self.play.resign(ctx, game, step).await,
            Command::Conditional(premove) => self.correspondence.premove(ctx, game, &premove).await,
            Command::Vacation(setting) => self.correspondence.vacation(ctx, setting).await,
            Command::Forget(step) => self.identity.forget(ctx, step).await,
            Command::Link(step) => self.identity.link(ctx, step).await,
            Command::Unlink => self.identity.unlink(ctx).await,
            Command::Seek(step) => self.challenges.seek(ctx, step).await,
            Command::Games { mine } => self.play.games(ctx, mine).await,
            Command::Profile(player) => self.standing.profile(ctx, player.as_ref()).await,
            Command::History { player, of, page } => {
                self.standing.history(ctx, player.as_ref(), of, page).await
            }
            Command::Top { perf, global, page } => self.standing.top(ctx, perf, global, page).await,
            Command::TopPuzzles { global, page } => {
                self.standing.top_puzzles(ctx, global, page).await
            }
            Command::Analyse => self.analyses.ask_analysis(ctx, game).await,
            Command::AnalyseRecord(record) => {
                self.analyses.analyse_pasted(ctx, game, &record).await
            }
            Command::Puzzle(theme) => self.puzzles.puzzle(ctx, theme).await,
            Command::Solve(asked) => self.puzzles.solve(ctx, asked).await,
            Command::Help(topic) => Ok(self.help(ctx, topic)),
            Command::Rules(variant) => Ok(self.play.rules(ctx, variant)),
            Command::Set(setting) => self.settings.set(ctx, setting).await,
            Command::Notify(setting) => self.correspondence.notify(ctx, setting).await,
            Command::Tournament(ask) => {
                self.tournaments
                    .tournament(ctx, request.tournament, ask)
                    .await
            }
            Command::Numbered(row) => self.numbered(ctx, row, &request).await,
        }
    }

    /// A command that takes nothing but a number, carried out by the
    /// domain whose row it is.
    async fn numbered(
        &self,
        ctx: &Ctx<'_>,
        row: Numbered,
        request: &Request,
    ) -> Result<Reply, Failure> {
        if let Some(reply) = self.play.numbered(ctx, row, request.game).await {
            return reply;
        }
        if let Some(reply) = self.pages.numbered(ctx, row, request.game).await {
            return reply;
        }
        if let Some(reply) = self.challenges.numbered(ctx, row, request.challenge).await {
            return reply;
        }
        if let Some(reply) = self.tournaments.numbered(ctx, row, request).await {
            return reply;
        }
        Err(Failure::Unhandled(row.name))
    }
}
