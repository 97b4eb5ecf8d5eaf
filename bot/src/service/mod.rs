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

pub mod commands;
pub mod dispatch;
pub mod help;
pub mod intake;
pub mod page_actions;
pub mod platforms;
pub mod schedule;
pub mod suggest;

use std::sync::Arc;

use std::path::PathBuf;

use kibitz_engine::Opponent;
use kibitz_engine::uci::Uci;

use crate::analysis::Analyses;
use crate::analysis::engines::Analysts;
use crate::analysis::run::{ANALYSIS_NICENESS, ANALYSIS_NODES};
use crate::challenges::Challenges;
use crate::games::correspondence::Correspondence;
use crate::games::page::GamePages;
use crate::games::play::Play;
use crate::games::timed::TimedWork;
use crate::games::{GameAccess, GameParts};
use crate::identity::Identity;
use crate::puzzles::Puzzles;
use crate::settings::Settings;
use crate::standing::Standing;
use crate::tournaments::Tournaments;

use crate::chat::{DeliveryError, NoticeKind, Outbox, Place, Reply};
use crate::clock::Clock;
pub use crate::games::correspondence::vacation::{DEFAULT_VACATION_DAYS, MOST_VACATION_DAYS};
pub use crate::games::page::{LinkError, LinkSubject, PAGE_LINK_LIFETIME, PageHolder, PageKey};
use crate::games::publish::Announced;
pub use crate::games::publish::Asked;
use crate::games::state::cache::GameCache;
use crate::model::GameId;
use crate::store::PlayerRow;
use crate::store::{Store, StoreError};

pub use crate::store::BOT_USER_ID;

/// What a service is made of, as a process sets it up: the store, the
/// clock and the settings every domain is built from.
#[derive(Clone, Debug)]
struct Config {
    store: Store,
    clock: Arc<dyn Clock>,
    /// Signalled when a change owes the scheduler work, so that this
    /// process's scheduler does it at once rather than at its next pass.
    wake: Arc<tokio::sync::Notify>,
    /// The bot as a player: its engines.
    opponent: Arc<Opponent>,
    /// Games as rebuilt at their last change, so that the next one need
    /// not replay them.
    cache: Arc<GameCache>,
    /// The days of vacation each player has a year.
    vacation_days: u16,
    /// The public address of the game pages, when they are served.
    web_url: Option<Arc<str>>,
    /// The key the players' own page links are signed with.
    page_key: Arc<PageKey>,
    /// The engines that analyse finished games, each a process of its
    /// own (so that the bot's play never waits for an analysis); none: no
    /// analysis here.
    analysts: Analysts,
    /// The engine's nodes a position in an analysis.
    analysis_nodes: i64,
    /// Signalled when a game is queued for analysis here.
    analysis_wake: Arc<tokio::sync::Notify>,
}

/// The bot's rules over a store: every domain, and what takes a message to
/// the one it is for.
#[derive(Clone, Debug)]
pub struct Service {
    config: Config,
    /// This process's name on the updates it claims: new at each start.
    claimant: Arc<str>,
    games: GameAccess,
    play: Play,
    correspondence: Correspondence,
    timed: TimedWork,
    pages: GamePages,
    standing: Standing,
    puzzles: Puzzles,
    challenges: Challenges,
    analyses: Analyses,
    tournaments: Tournaments,
    identity: Identity,
    settings: Settings,
}

impl Service {
    /// A service over the store at `url` (`sqlite::memory:`: one of its
    /// own), migrated, reading the system's time.
    pub async fn connect(url: &str) -> Result<Service, StoreError> {
        let store = Store::connect(url).await?;
        Ok(Service::new(store, Arc::new(crate::clock::SystemClock)))
    }

    /// A service over a store, reading time from `clock`.
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        Service::assembled(
            Config {
                store,
                clock,
                wake: Arc::new(tokio::sync::Notify::new()),
                opponent: Arc::new(Opponent::new(None)),
                cache: Arc::default(),
                vacation_days: DEFAULT_VACATION_DAYS,
                web_url: None,
                page_key: Arc::new(PageKey::random()),
                analysts: Analysts::default(),
                analysis_nodes: ANALYSIS_NODES,
                analysis_wake: Arc::new(tokio::sync::Notify::new()),
            },
            Arc::from(format!("{:016x}", rand::random::<u64>())),
        )
    }

    /// Every domain built from `config`, each given only what it uses, the
    /// lower ones to the higher.
    fn assembled(config: Config, claimant: Arc<str>) -> Service {
        let c = &config;
        let base = (c.store.clone(), c.clock.clone(), c.wake.clone());
        let games = GameAccess::new(GameParts {
            store: c.store.clone(),
            clock: c.clock.clone(),
            wake: c.wake.clone(),
            cache: c.cache.clone(),
            opponent: c.opponent.clone(),
            web_url: c.web_url.clone(),
            reviews: Arc::new(Analyses::reviewer(&c.store, &c.analysts)),
        });
        let puzzles = Puzzles::new(games.clone(), base.clone(), c.page_key.clone());
        Service {
            play: Play::new(games.clone(), c.clock.clone()),
            timed: TimedWork::new(games.clone(), c.clock.clone()),
            correspondence: Correspondence::new(games.clone(), base.clone(), c.vacation_days),
            pages: GamePages::new(
                games.clone(),
                (c.store.clone(), c.clock.clone()),
                c.page_key.clone(),
            ),
            standing: Standing::new(c.store.clone(), c.clock.clone()),
            challenges: Challenges::new(games.clone(), base.clone()),
            analyses: Analyses::new(
                games.clone(),
                (c.store.clone(), c.clock.clone()),
                (
                    c.analysts.clone(),
                    c.analysis_nodes,
                    c.analysis_wake.clone(),
                ),
            ),
            tournaments: Tournaments::new(games.clone(), base),
            identity: Identity::new(c.store.clone(), c.clock.clone(), c.web_url.clone()),
            settings: Settings::new(games.clone(), puzzles.clone(), c.store.clone()),
            puzzles,
            games,
            claimant,
            config,
        }
    }

    /// The same service with its configuration changed by `change`.
    fn reassembled(self, change: impl FnOnce(&mut Config)) -> Service {
        let mut config = self.config;
        change(&mut config);
        Service::assembled(config, self.claimant)
    }

    /// The same service analysing finished games with the UCI engine at
    /// `path` (its own process, run at [`ANALYSIS_NICENESS`]), `nodes` a
    /// position.
    pub fn with_analyst(self, path: PathBuf, nodes: i64) -> Service {
        self.reassembled(|c| {
            c.analysts.chess = Some(Arc::new(Uci::new(path).niced(ANALYSIS_NICENESS)));
            c.analysis_nodes = nodes.max(1);
        })
    }

    /// The same service analysing the lichess variants' finished games
    /// with the UCI engine at `path` (Fairy-Stockfish; its own process),
    /// `nodes` a position.
    pub fn with_variant_analyst(self, path: PathBuf, nodes: i64) -> Service {
        self.reassembled(|c| {
            c.analysts.variants = Some(Arc::new(Uci::new(path).niced(ANALYSIS_NICENESS)));
            c.analysis_nodes = nodes.max(1);
        })
    }

    /// The same service with every board linking to its game's page under
    /// `url` (the pages' public address, without a trailing `/`).
    pub fn with_web_url(self, url: &str) -> Service {
        self.reassembled(|c| c.web_url = Some(Arc::from(url)))
    }

    /// The same service signing the players' page links with `key` (by
    /// default a key of this process alone).
    pub fn with_page_key(self, key: PageKey) -> Service {
        self.reassembled(|c| c.page_key = Arc::new(key))
    }

    /// The same service with `days` of vacation a year for each player
    /// (at most [`MOST_VACATION_DAYS`]).
    pub fn with_vacation_days(self, days: u16) -> Service {
        self.reassembled(|c| c.vacation_days = days.min(MOST_VACATION_DAYS))
    }

    /// The same service with the bot playing through `opponent` (by
    /// default, our own search alone).
    pub fn with_opponent(self, opponent: Opponent) -> Service {
        self.reassembled(|c| c.opponent = Arc::new(opponent))
    }

    /// What the game pages and the Mini App ask of the games.
    pub fn pages(&self) -> &GamePages {
        &self.pages
    }

    /// Puzzles, for their pages.
    pub fn puzzles(&self) -> &Puzzles {
        &self.puzzles
    }

    /// Tournaments, for their pages.
    pub fn tournaments(&self) -> &Tournaments {
        &self.tournaments
    }

    /// Analyses the queue until the process stops: the worker beside the
    /// scheduler (see [`Analyses::run`]).
    pub async fn run_analyses(self, outbox: Arc<dyn Outbox>) {
        self.analyses.run(outbox).await;
    }

    /// The analyses, for the games' pages.
    pub fn analyses(&self) -> &Analyses {
        &self.analyses
    }

    /// Publishes `reply` in `place` through `outbox`, as what `asked`
    /// answers (see [`GameAccess::publish`]).
    pub async fn publish(
        &self,
        reply: Reply,
        place: &Place,
        outbox: &dyn Outbox,
        asked: Asked,
    ) -> Result<(), DeliveryError> {
        self.games.publish(reply, place, outbox, asked).await
    }

    /// Publishes a notice about game `game_id` in its chat, unasked, or
    /// privately to the players it `concerns` where the chat refuses it
    /// for good (see [`GameAccess::announce`]).
    pub async fn announce(
        &self,
        kind: NoticeKind,
        game_id: GameId,
        (reply, place): (Reply, &Place),
        outbox: &dyn Outbox,
        concerns: &[PlayerRow],
    ) -> Result<Announced, DeliveryError> {
        self.games
            .announce(kind, game_id, (reply, place), outbox, concerns)
            .await
    }

    /// Chats that change under the bot: moved to a new id, the bot added
    /// or removed (see [`Identity`]).
    pub fn chats(&self) -> &Identity {
        &self.identity
    }

    /// Waits until a change owes a direct message (or returns at once if
    /// one did since the last wait).
    pub async fn work_waiting(&self) {
        self.config.wake.notified().await;
    }

    /// The time on the service's clock.
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        self.config.clock.now()
    }

    /// Whether the service can serve: its store answers and holds every
    /// migration this build knows (`Err` says why not).
    pub async fn ready(&self) -> Result<(), String> {
        self.config.store.ready().await
    }

    /// The depths of the queues every process shares, now: the games with
    /// work due, and the analyses not yet posted.
    pub async fn queue_depths(&self) -> Result<(i64, i64), StoreError> {
        self.config.store.queue_depths(self.now()).await
    }
}
