//! The service: every rule of the bot. A message from a user in a chat
//! comes in as typed text or a typed request ([`Service::handle`]); it is
//! read as a command, judged
//! (who may do what, whose turn it is, what the rules of the game allow),
//! committed to the store, and answered with a [`Reply`] in the user's
//! language. Adapters only translate platform events to and from this.
//!
//! Nothing is answered as done before the store has committed it. A change
//! to a game names the version it read; when another process or another
//! click changed the game first, the game is read again and the command
//! judged again, so a move is never lost and never applied twice.

pub mod intake;
pub mod page_actions;
pub mod publish;
pub mod schedule;
pub(crate) mod show;

use std::sync::Arc;

use std::path::PathBuf;

use kibitz_engine::Opponent;
use kibitz_engine::uci::Uci;

use crate::analysis::ANALYSIS_NICENESS;

use crate::chat::{Actor, Body, Message, Place, Reply};
use crate::clock::Clock;
use crate::command::{Command, Request, bare_move, spoken_command};
use crate::context::{Ctx, Failure};
pub use crate::games::correspondence::vacation::{DEFAULT_VACATION_DAYS, MOST_VACATION_DAYS};
pub use crate::games::page::{LinkError, LinkSubject, PAGE_LINK_LIFETIME, PageHolder, PageKey};
use crate::games::state::cache::GameCache;
use crate::i18n::Text;
use crate::model::Language;
use crate::store::{Delivery, Scene, Store, StoreError};
pub use intake::Outcome;
pub use publish::Asked;

pub use crate::store::BOT_USER_ID;

/// The bot's rules over a store.
#[derive(Clone, Debug)]
pub struct Service {
    pub(crate) store: Store,
    pub(crate) clock: Arc<dyn Clock>,
    /// Signalled when a change owes a direct message, so that this
    /// process's scheduler sends it at once rather than at its next pass.
    pub(crate) wake: Arc<tokio::sync::Notify>,
    /// The bot as a player: its engines.
    pub(crate) opponent: Arc<Opponent>,
    /// Games as rebuilt at their last change, so that the next one need
    /// not replay them.
    pub(crate) cache: Arc<GameCache>,
    /// The games' table.
    pub(crate) game_store: crate::games::store::GameStore,
    /// Results, ratings and leaderboards.
    pub(crate) standing: crate::standing::store::StandingStore,
    /// Challenges and seeks.
    pub(crate) challenges: crate::challenges::store::ChallengeStore,
    /// The analyses' queue and pasted games.
    pub(crate) analyses: crate::analysis::store::AnalysisStore,
    /// Puzzle rounds, attempts and daily puzzles.
    pub(crate) puzzles: crate::puzzles::store::PuzzleStore,
    /// Tournaments.
    pub(crate) tournaments: crate::tournaments::store::TournamentStore,
    /// Linked accounts, forgotten players, moved chats.
    pub(crate) identity: crate::identity::store::IdentityStore,
    /// The days of vacation each player has a year.
    pub(crate) vacation_days: u16,
    /// The public address of the game pages, when they are served.
    pub(crate) web_url: Option<Arc<str>>,
    /// The key the players' own page links are signed with.
    pub(crate) page_key: Arc<PageKey>,
    /// This process's name on the updates it claims: new at each start.
    pub(crate) claimant: Arc<str>,
    /// The engines that analyse finished games, each a process of its
    /// own (so that the bot's play never waits for an analysis); none: no
    /// analysis here.
    pub(crate) analysts: crate::analysis::Analysts,
    /// The engine's nodes a position in an analysis.
    pub(crate) analysis_nodes: i64,
    /// Signalled when a game is queued for analysis here.
    pub(crate) analysis_wake: Arc<tokio::sync::Notify>,
}

impl Service {
    /// A service over a store, reading time from `clock`.
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        Service {
            game_store: crate::games::store::GameStore::new(store.clone()),
            standing: crate::standing::store::StandingStore::new(store.clone()),
            challenges: crate::challenges::store::ChallengeStore::new(store.clone()),
            analyses: crate::analysis::store::AnalysisStore::new(store.clone()),
            puzzles: crate::puzzles::store::PuzzleStore::new(store.clone()),
            tournaments: crate::tournaments::store::TournamentStore::new(store.clone()),
            identity: crate::identity::store::IdentityStore::new(store.clone()),
            store,
            clock,
            wake: Arc::new(tokio::sync::Notify::new()),
            opponent: Arc::new(Opponent::new(None)),
            cache: Arc::default(),
            vacation_days: DEFAULT_VACATION_DAYS,
            web_url: None,
            page_key: Arc::new(PageKey::random()),
            claimant: Arc::from(format!("{:016x}", rand::random::<u64>())),
            analysts: crate::analysis::Analysts::default(),
            analysis_nodes: crate::analysis::ANALYSIS_NODES,
            analysis_wake: Arc::new(tokio::sync::Notify::new()),
        }
    }

    /// The same service analysing finished games with the UCI engine at
    /// `path` (its own process, run at [`ANALYSIS_NICENESS`]), `nodes` a
    /// position.
    pub fn with_analyst(mut self, path: PathBuf, nodes: i64) -> Service {
        self.analysts.chess = Some(Arc::new(Uci::new(path).niced(ANALYSIS_NICENESS)));
        self.analysis_nodes = nodes.max(1);
        self
    }

    /// The same service analysing the lichess variants' finished games
    /// with the UCI engine at `path` (Fairy-Stockfish; its own process),
    /// `nodes` a position.
    pub fn with_variant_analyst(mut self, path: PathBuf, nodes: i64) -> Service {
        self.analysts.variants = Some(Arc::new(Uci::new(path).niced(ANALYSIS_NICENESS)));
        self.analysis_nodes = nodes.max(1);
        self
    }

    /// The same service with every board linking to its game's page under
    /// `url` (the pages' public address, without a trailing `/`).
    pub fn with_web_url(mut self, url: &str) -> Service {
        self.web_url = Some(Arc::from(url));
        self
    }

    /// The same service signing the players' page links with `key` (by
    /// default a key of this process alone).
    pub fn with_page_key(mut self, key: PageKey) -> Service {
        self.page_key = Arc::new(key);
        self
    }

    /// The same service with `days` of vacation a year for each player
    /// (at most [`MOST_VACATION_DAYS`]).
    pub fn with_vacation_days(mut self, days: u16) -> Service {
        self.vacation_days = days.min(MOST_VACATION_DAYS);
        self
    }

    /// The same service with the bot playing through `opponent` (by
    /// default, our own search alone).
    pub fn with_opponent(mut self, opponent: Opponent) -> Service {
        self.opponent = Arc::new(opponent);
        self
    }

    /// Waits until a change owes a direct message (or returns at once if
    /// one did since the last wait).
    pub async fn work_waiting(&self) {
        self.wake.notified().await;
    }

    /// The time on the service's clock.
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        self.clock.now()
    }

    /// Whether the service can serve: its store answers and holds every
    /// migration this build knows (`Err` says why not).
    pub async fn ready(&self) -> Result<(), String> {
        self.store.ready().await
    }

    /// The store, for what an adapter keeps there itself (the slots of
    /// Telegram's sending limits).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The depths of the queues every process shares, now: the games with
    /// work due, and the analyses not yet posted.
    pub async fn queue_depths(&self) -> Result<(i64, i64), StoreError> {
        self.store.queue_depths(self.clock.now()).await
    }

    /// Handles one message: typed text, a slash command's request, a
    /// pressed button's, or chatter.
    async fn handle_message(
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
        let scene = self.store.scene(actor, place, None).await.map_err(fail)?;
        if !scene
            .player
            .as_ref()
            .is_some_and(|p| p.is_up_to_date(actor))
        {
            self.store.save_player(actor).await.map_err(fail)?;
        }
        let Some(request) = bare_move(text).or_else(|| spoken_command(text)) else {
            return Ok(None);
        };
        // A game here waits for the author only where the store knew both
        // before this message (a player just registered has none); else a
        // move may answer the chat's puzzle.
        if scene.games.is_empty() {
            let puzzle_open = match (&request.command, &scene.channel) {
                (Command::Move(_), Some(channel)) => self
                    .puzzles
                    .open_puzzle_round(channel.row().id)
                    .await
                    .map_err(fail)?
                    .is_some(),
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
        let read = message.read();
        // The author, the chat and the games the command may be about, in
        // one read. A message that is no command is answered without
        // writing anything (chatter registers its author through
        // `handle_chatter`).
        let named = read.as_ref().ok().and_then(|request| request.game);
        let scene = match scene {
            Some(scene) if scene.named == named => scene,
            _ => self
                .store
                .scene(actor, place, named)
                .await
                .map_err(fail(Language::En))?,
        };
        let known = scene.player;
        // The player's chosen language, else what the platform says they
        // read, else what they were last answered in.
        let language = crate::games::page::reader_language(known.as_ref(), actor);
        let request = match read {
            Ok(request) => request.clone(),
            Err(error) => return Ok(Reply::refused(error.text().write(language))),
        };
        let player = match known {
            Some(player) if player.is_up_to_date(actor) => player,
            _ => self
                .store
                .save_player(actor)
                .await
                .map_err(fail(language))?,
        };
        let channel = self
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
        Box::pin(self.dispatch(&ctx, request))
            .await
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
                self.challenge(ctx, opponent.as_ref(), terms, start.as_ref(), (rated, link))
                    .await
            }
            Command::PlayBot {
                variant,
                color,
                time,
                level,
                start,
            } => {
                self.play_bot(ctx, (variant, color, time), level, start.as_ref())
                    .await
            }
            Command::Accept => self.accept(ctx, request.challenge).await,
            Command::Decline => self.decline(ctx, request.challenge).await,
            Command::DeclineOffer(offer) => self.decline_offer(ctx, game, offer).await,
            Command::Cancel => self.cancel(ctx, request.challenge).await,
            Command::Move(words) => self.play_move(ctx, game, &words).await,
            Command::Resign(step) => self.resign(ctx, game, step).await,
            Command::Draw => self.draw(ctx, game).await,
            Command::Takeback => self.takeback(ctx, game).await,
            Command::Abort => self.abort(ctx, game).await,
            Command::MoreTime => self.more_time(ctx, game).await,
            Command::Berserk => self.berserk(ctx, game).await,
            Command::Page => self.page_link(ctx, game).await,
            Command::Conditional(premove) => self.premove(ctx, game, &premove).await,
            Command::Vacation(setting) => self.vacation(ctx, setting).await,
            Command::Forget(step) => self.forget(ctx, step).await,
            Command::Link(step) => self.link(ctx, step).await,
            Command::Unlink => self.unlink(ctx).await,
            Command::Seek(step) => self.seek(ctx, step).await,
            Command::Claim => self.claim(ctx, game).await,
            Command::Board => self.board(ctx, game).await,
            Command::Games { mine } => self.games(ctx, mine).await,
            Command::Profile(player) => self.profile(ctx, player.as_ref()).await,
            Command::History { player, of, page } => {
                self.history(ctx, player.as_ref(), of, page).await
            }
            Command::Top { perf, global, page } => self.top(ctx, perf, global, page).await,
            Command::TopPuzzles { global, page } => self.top_puzzles(ctx, global, page).await,
            Command::Rematch => self.rematch(ctx, game).await,
            Command::Gif => self.gif(ctx, game).await,
            Command::Analyse => self.ask_analysis(ctx, game).await,
            Command::AnalyseRecord(record) => self.analyse_pasted(ctx, game, &record).await,
            Command::Puzzle(theme) => self.puzzle(ctx, theme).await,
            Command::Solve(asked) => self.solve(ctx, asked).await,
            Command::Pgn => self.pgn(ctx, game).await,
            Command::Fen => self.fen(ctx, game).await,
            Command::Help(topic) => Ok(self.help(ctx, topic)),
            Command::Rules(variant) => Ok(self.rules(ctx, variant)),
            Command::Set(setting) => self.set(ctx, setting).await,
            Command::Notify(setting) => self.notify(ctx, setting).await,
            Command::Tournament(ask) => self.tournament(ctx, request.tournament, ask).await,
            Command::Join => self.join_tournament(ctx, request.tournament).await,
            Command::Leave => self.leave_tournament(ctx, request.tournament).await,
            Command::Withdraw => self.withdraw_from_tournament(ctx, request.tournament).await,
            Command::Standings => self.show_standings(ctx, request.tournament).await,
            Command::Pairings => self.show_pairings(ctx, request.tournament).await,
        }
    }
}
