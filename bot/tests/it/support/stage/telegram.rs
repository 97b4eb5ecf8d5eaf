//! The Telegram stand-in as a [`Stage`]: commands are typed in the group
//! (a person who has spoken there by typing their username, one who has
//! not by replying to them, a bot without a username by a text mention),
//! answers and posts are what the bot sent.

use std::collections::HashSet;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use kibitz::adapters::telegram::{self, TelegramOutbox};
use kibitz::chat::{Outbox, Recipient};
use kibitz::clock::SystemClock;
use kibitz::model::Platform;
use kibitz::service::Service;
use serde_json::{Value, json};

use super::{Arg, Person, Post, Stage};
use crate::support::telegram::{BLOCKED_CHAT, Call, FakeTelegram};
use crate::support::telegram_updates::{
    GROUP, answering, buttons, config_for, message, press_on, text_of, with_text_mention,
};

/// The Telegram stand-in with the adapter polling it.
pub struct TelegramStage {
    /// The stand-in, for what a scenario reads beyond the stage.
    pub fake: FakeTelegram,
    next_update: AtomicI64,
    /// Who has spoken in the group: the bot knows their username, so they
    /// are mentioned by typing it; anyone else by replying to them.
    seen: Mutex<HashSet<u64>>,
}

/// The chat a call sent to.
fn chat_of(call: &Call) -> i64 {
    match &call.params["chat_id"] {
        Value::String(id) => id.parse().unwrap_or(0),
        other => other.as_i64().unwrap_or(0),
    }
}

fn post_of(call: &Call) -> Post {
    Post {
        text: text_of(call),
        buttons: buttons(call),
        picture: call.method == "sendPhoto",
        private: chat_of(call) > 0,
    }
}

impl TelegramStage {
    fn user_of(who: &Person) -> Value {
        let mut user = json!({"id": who.id, "is_bot": who.bot, "first_name": who.name});
        if !who.bot {
            user["username"] = json!(who.name.to_lowercase());
        }
        if let Some(language) = &who.language {
            user["language_code"] = json!(language);
        }
        user
    }

    /// The messages the bot has sent so far (to `chat`, or anywhere).
    fn sent(&self, chat: Option<i64>) -> Vec<Call> {
        self.fake
            .calls()
            .into_iter()
            .filter(|c| {
                matches!(
                    c.method.as_str(),
                    "sendMessage" | "sendPhoto" | "sendDocument"
                )
            })
            .filter(|c| !c.result.is_null())
            .filter(|c| chat.is_none_or(|chat| chat_of(c) == chat))
            .collect()
    }

    /// Waits (at most 10 s) for a message sent after the first `seen`,
    /// and then until the chat is quiet (a reply's files follow its board,
    /// each in its turn of Telegram's pacing), so that what comes next is
    /// counted from after them.
    async fn sent_after(&self, chat: Option<i64>, seen: usize) -> Call {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(call) = self.sent(chat).into_iter().nth(seen) {
                let mut count = self.fake.calls().len();
                loop {
                    tokio::time::sleep(Duration::from_millis(60)).await;
                    let now = self.fake.calls().len();
                    if now == count {
                        return call;
                    }
                    count = now;
                }
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot sent nothing more; calls: {:?}",
                self.fake.calls()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Whether `who` has spoken in the group (so the bot knows them).
    fn has_seen(&self, who: &Person) -> bool {
        self.seen.lock().expect("lock").contains(&who.id)
    }
}

impl Stage for TelegramStage {
    const REFUSALS_ARE_PRIVATE: bool = false;
    const NAME: &'static str = "Telegram";

    async fn open(store: kibitz::store::Store) -> TelegramStage {
        let fake = FakeTelegram::start().await;
        let service = Service::new(store, Arc::new(SystemClock));
        tokio::spawn(telegram::run(service, config_for(&fake)));
        fake.wait_for("setMyCommands", 1).await;
        TelegramStage {
            fake,
            next_update: AtomicI64::new(100),
            seen: Mutex::default(),
        }
    }

    fn named(&self, who: &Person) -> String {
        who.name.to_lowercase()
    }

    fn mentioned(&self, who: &Person) -> String {
        if who.bot {
            format!("@{}", who.name)
        } else {
            format!("@{}", who.name.to_lowercase())
        }
    }

    fn make_manager(&self, who: &Person) {
        self.fake
            .make_administrator(i64::try_from(who.id).expect("a Telegram id"));
    }

    async fn say(&self, who: &Person, command: &str, args: &[(&str, Arg<'_>)]) -> Post {
        let mut text = format!("/{command}");
        let (mut replying_to, mut mentioning) = (None, None);
        for (option, arg) in args {
            match arg {
                Arg::Person(person) if person.bot => {
                    text.push_str(&format!(" {}", person.name));
                    mentioning = Some(*person);
                }
                Arg::Person(person) if self.has_seen(person) => {
                    text.push_str(&format!(" @{}", person.name.to_lowercase()));
                }
                Arg::Person(person) => replying_to = Some(*person),
                Arg::Kibitz => text.push_str(" @KibitzBot"),
                Arg::Word(word) => text.push_str(&format!(" {word}")),
                Arg::Number(number) => text.push_str(&format!(" {option} {number}")),
                Arg::Game(number) => text.push_str(&format!(" #{number}")),
                Arg::Flag(_, word) => text.push_str(&format!(" {word}")),
                Arg::Setting(value) => text.push_str(&format!(" {option} {value}")),
            }
        }
        let id = self.next_update.fetch_add(2, Ordering::Relaxed);
        let mut sent = message(id, Self::user_of(who), &text);
        if let Some(person) = mentioning {
            sent = with_text_mention(sent, Self::user_of(person));
        }
        let update = match replying_to {
            Some(person) => answering(sent, Self::user_of(person)),
            None => json!({ "message": sent }),
        };
        self.seen.lock().expect("lock").insert(who.id);
        let seen = self.sent(None).len();
        self.fake.push(update);
        post_of(&self.sent_after(None, seen).await)
    }

    async fn press(&self, who: &Person, data: &str) -> Post {
        let (message, _) = self
            .fake
            .live_buttons(GROUP)
            .into_iter()
            .rev()
            .find(|(_, buttons)| buttons.iter().any(|b| b == data))
            .unwrap_or_else(|| {
                panic!(
                    "no post has the button {data}: {:?}",
                    self.fake.live_buttons(GROUP)
                )
            });
        self.seen.lock().expect("lock").insert(who.id);
        let seen = self.sent(Some(GROUP)).len();
        let query = self.next_update.fetch_add(1, Ordering::Relaxed);
        self.fake.push(press_on(
            &format!("q{query}"),
            Self::user_of(who),
            data,
            message,
        ));
        post_of(&self.sent_after(Some(GROUP), seen).await)
    }

    async fn wait_live(&self, posts: &[&Post]) {
        let expected: Vec<&Vec<String>> = posts.iter().map(|post| &post.buttons).collect();
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let live = self.fake.live_buttons(GROUP);
            let live: Vec<&Vec<String>> = live.iter().map(|(_, buttons)| buttons).collect();
            if live == expected {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the live buttons are {live:?}, not {expected:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    fn files_sent(&self) -> Vec<String> {
        self.fake
            .calls()
            .iter()
            .flat_map(|call| call.files.values().map(|(name, _)| name.clone()))
            .collect()
    }

    fn unexpected(&self) -> Vec<String> {
        self.fake.unexpected()
    }

    fn notices(&self) -> (Box<dyn Outbox>, Recipient, (Recipient, &'static str)) {
        let user = |id: i64| Recipient::User {
            platform: Platform::Telegram,
            user_id: id.to_string(),
        };
        (
            Box::new(TelegramOutbox::new(config_for(&self.fake).bot())),
            user(12),
            (user(BLOCKED_CHAT), "blocked"),
        )
    }
}
