//! A chat room on a real store: users say things, the real service
//! answers. Mentions (`@bob`) are resolved the way the console does.

use kibitz::model::Platform;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use kibitz::chat::{Actor, Message, Place, Reply};
use kibitz::clock::ManualClock;
use kibitz::model::GameId;
use kibitz::service::Service;
use kibitz::service::intake::Outcome;
use kibitz::store::{GameRow, Store};

/// A chat room with a service and a clock the test controls.
pub struct Room {
    /// The service.
    pub service: Service,
    /// The store it keeps its records in.
    pub store: Store,
    /// The room.
    pub place: Place,
    /// The clock.
    pub clock: Arc<ManualClock>,
}

/// The time every test starts at.
pub fn start_time() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-11-22T12:00:00Z")
        .expect("a valid time")
        .with_timezone(&Utc)
}

/// A console user.
pub fn user(name: &str) -> Actor {
    Actor::new(Platform::Console, name.to_lowercase(), name)
}

/// A game's number, as the tests write it: a store id or a plain number.
pub struct Game(pub GameId);

impl From<GameId> for Game {
    fn from(id: GameId) -> Game {
        Game(id)
    }
}

impl From<i64> for Game {
    fn from(id: i64) -> Game {
        Game(GameId(id))
    }
}

/// A service answering messages that are no platform's update.
pub trait Answers {
    /// The answer to `message` from `actor` in `place`.
    fn answer_to(
        &self,
        actor: &Actor,
        place: &Place,
        message: &Message,
    ) -> impl std::future::Future<Output = Reply> + Send;
}

impl Answers for Service {
    async fn answer_to(&self, actor: &Actor, place: &Place, message: &Message) -> Reply {
        answer(self.handle(None, actor, place, message).await)
    }
}

/// The reply a message got: every message a room sends is answered.
pub fn answer(outcome: Outcome) -> Reply {
    match outcome {
        Outcome::Answered(reply) | Outcome::WaitsForStore(reply) => reply,
        other => panic!("no answer: {other:?}"),
    }
}

/// A user of `platform` called `name` (their id the name in lower case).
pub fn user_on(platform: Platform, name: &str) -> Actor {
    Actor::new(platform, name.to_lowercase(), name)
}

/// `text` as a message on `platform`, each `@name` in it resolved to that
/// user of the platform.
fn message_on(platform: Platform, text: &str) -> Message {
    let mut message = Message::text(text);
    for word in text.split_whitespace() {
        if let Some(name) = word.strip_prefix('@').filter(|n| !n.is_empty()) {
            message = message.mentioning(word, user_on(platform, name));
        }
    }
    message
}

impl Room {
    /// A room called `name` on a store.
    pub fn new(store: &Store, name: &str) -> Room {
        let clock = Arc::new(ManualClock::new(start_time()));
        Room {
            service: Service::new(store.clone(), clock.clone()),
            store: store.clone(),
            place: Place::new(Platform::Console, name),
            clock,
        }
    }

    /// A room called `name` on `platform`, on the same service and clock:
    /// its users are that platform's.
    pub fn on(&self, platform: Platform, name: &str) -> Room {
        Room {
            service: self.service.clone(),
            store: self.store.clone(),
            place: Place::new(platform, name),
            clock: self.clock.clone(),
        }
    }

    /// The same room as a private chat between the bot and its user.
    pub fn as_direct(&self) -> Room {
        Room {
            service: self.service.clone(),
            store: self.store.clone(),
            place: self.place.clone().as_direct(),
            clock: self.clock.clone(),
        }
    }

    /// The user `name` of this room's platform.
    pub fn member(&self, name: &str) -> Actor {
        user_on(self.place.platform, name)
    }

    /// `text` as a message here.
    fn message(&self, text: &str) -> Message {
        message_on(self.place.platform, text)
    }

    /// Another room on the same service and clock.
    pub fn elsewhere(&self, name: &str) -> Room {
        Room {
            service: self.service.clone(),
            store: self.store.clone(),
            place: Place::new(Platform::Console, name),
            clock: self.clock.clone(),
        }
    }

    /// A private chat between the bot and one user, on the same service
    /// and clock.
    pub fn direct(&self, user: &str) -> Room {
        Room {
            service: self.service.clone(),
            store: self.store.clone(),
            place: Place::new(Platform::Console, format!("dm-{user}")).as_direct(),
            clock: self.clock.clone(),
        }
    }

    /// `who` says `text` here.
    pub async fn say(&self, who: &str, text: &str) -> Reply {
        answer(
            self.service
                .handle(None, &self.member(who), &self.place, &self.message(text))
                .await,
        )
    }

    /// `who`, one of the chat's managers, says `text` here.
    pub async fn say_as_manager(&self, who: &str, text: &str) -> Reply {
        answer(
            self.service
                .handle(
                    None,
                    &self.member(who),
                    &self.place,
                    &self.message(text).from_a_manager(true),
                )
                .await,
        )
    }

    /// `who`, one of the chat's managers, says `text` and it must be
    /// refused with a text containing `why`.
    pub async fn refused_as_manager(&self, who: &str, text: &str, why: &str) -> Reply {
        let reply = self.say_as_manager(who, text).await;
        assert!(
            reply.is_refused() && reply.text.contains(why),
            "{who}: {text} was not refused with {why:?}: {}",
            reply.text
        );
        reply
    }

    /// `who` says `text` here, as update `update` of Telegram's: what came
    /// of it.
    pub async fn say_as_update(&self, update: &str, who: &str, text: &str) -> Outcome {
        let delivery = self.service.delivery(Platform::Telegram, update);
        self.service
            .handle(
                Some(&delivery),
                &self.member(who),
                &self.place,
                &self.message(text),
            )
            .await
    }

    /// `who` says `text` in answer to a message of `author`'s.
    pub async fn say_replying(&self, who: &str, author: &str, text: &str) -> Reply {
        let message = self.message(text).replying_to(self.member(author));
        answer(
            self.service
                .handle(None, &self.member(who), &self.place, &message)
                .await,
        )
    }

    /// `who` says `text`, with no mention resolved by the platform.
    pub async fn say_unresolved(&self, who: &str, text: &str) -> Reply {
        answer(
            self.service
                .handle(None, &self.member(who), &self.place, &Message::text(text))
                .await,
        )
    }

    /// `who` says `text` and it must be done.
    pub async fn ok(&self, who: &str, text: &str) -> Reply {
        let reply = self.say(who, text).await;
        assert!(
            !reply.is_refused(),
            "{who}: {text} was refused: {}",
            reply.text
        );
        reply
    }

    /// `who` says `text` and it must be refused with a text containing `why`.
    pub async fn refused(&self, who: &str, text: &str, why: &str) -> Reply {
        let reply = self.say(who, text).await;
        assert!(
            reply.is_refused(),
            "{who}: {text} was not refused: {}",
            reply.text
        );
        assert!(
            reply.text.contains(why),
            "{who}: {text} was refused with {:?}, not {why:?}",
            reply.text
        );
        reply
    }

    /// `white` challenges `black` to `options` with white chosen, `black`
    /// accepts; the game's id.
    pub async fn start_game(&self, white: &str, black: &str, options: &str) -> i64 {
        self.ok(white, &format!("challenge @{black} white {options}"))
            .await;
        let reply = self.ok(black, "accept").await;
        reply
            .board
            .expect("a new game shows its board")
            .game_id
            .get()
    }

    /// Plays moves in turn, starting with `first`, then `second`.
    pub async fn play(&self, game: i64, first: &str, second: &str, moves: &str) {
        for (i, mv) in moves.split_whitespace().enumerate() {
            let who = if i % 2 == 0 { first } else { second };
            self.ok(who, &format!("move {mv} #{game}")).await;
        }
    }

    /// The stored row of a game.
    pub async fn row(&self, game: impl Into<Game>) -> GameRow {
        self.store
            .game(game.into().0)
            .await
            .expect("the store answers")
            .expect("the game exists")
    }
}
