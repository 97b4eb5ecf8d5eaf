//! A chat room on a real store: users say things, the real service
//! answers. Mentions (`@bob`) are resolved the way the console does.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use kibitz::chat::{Actor, Message, Place, Platform, Reply};
use kibitz::clock::ManualClock;
use kibitz::service::Service;
use kibitz::store::{GameRow, Store};

/// A chat room with a service and a clock the test controls.
pub struct Room {
    /// The service.
    pub service: Service,
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

/// `text` as a message, each `@name` in it resolved to that user.
fn message(text: &str) -> Message {
    let mut message = Message::text(text);
    for word in text.split_whitespace() {
        if let Some(name) = word.strip_prefix('@').filter(|n| !n.is_empty()) {
            message = message.mentioning(word, user(name));
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
            place: Place::new(Platform::Console, name),
            clock,
        }
    }

    /// Another room on the same service and clock.
    pub fn elsewhere(&self, name: &str) -> Room {
        Room {
            service: self.service.clone(),
            place: Place::new(Platform::Console, name),
            clock: self.clock.clone(),
        }
    }

    /// A private chat between the bot and one user, on the same service
    /// and clock.
    pub fn direct(&self, user: &str) -> Room {
        Room {
            service: self.service.clone(),
            place: Place::new(Platform::Console, format!("dm-{user}")).as_direct(),
            clock: self.clock.clone(),
        }
    }

    /// `who` says `text` here.
    pub async fn say(&self, who: &str, text: &str) -> Reply {
        self.service
            .handle(&user(who), &self.place, &message(text))
            .await
    }

    /// `who` says `text` in answer to a message of `author`'s.
    pub async fn say_replying(&self, who: &str, author: &str, text: &str) -> Reply {
        let message = message(text).replying_to(user(author));
        self.service.handle(&user(who), &self.place, &message).await
    }

    /// `who` says `text`, with no mention resolved by the platform.
    pub async fn say_unresolved(&self, who: &str, text: &str) -> Reply {
        self.service
            .handle(&user(who), &self.place, &Message::text(text))
            .await
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
        reply.board.expect("a new game shows its board").game_id
    }

    /// Plays moves in turn, starting with `first`, then `second`.
    pub async fn play(&self, game: i64, first: &str, second: &str, moves: &str) {
        for (i, mv) in moves.split_whitespace().enumerate() {
            let who = if i % 2 == 0 { first } else { second };
            self.ok(who, &format!("move {mv} #{game}")).await;
        }
    }

    /// The stored row of a game.
    pub async fn row(&self, game: i64) -> GameRow {
        self.service
            .store()
            .game(game)
            .await
            .expect("the store answers")
            .expect("the game exists")
    }
}
