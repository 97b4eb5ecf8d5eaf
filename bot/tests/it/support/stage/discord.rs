//! The Discord stand-in as a [`Stage`]: commands are slash commands with
//! typed options, answers are the interactions' answers, posts are the
//! channel's messages.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use kibitz::chat::{Outbox, Place, Recipient};
use kibitz::model::Platform;
use serde_json::{Map, Value, json};

use super::{Arg, Person, Post, Stage};
use crate::support::discord::{
    APPLICATION, CHANNEL, Call, FORBIDDEN_CHANNEL, FakeDiscord, bot_user, buttons_in, command,
    press_on, text_in, user,
};
use crate::support::discord_interactions::{config, start_on};

/// The permissions the stand-in's members have; managers add Manage
/// Server (1 << 5).
const MEMBER_PERMISSIONS: u64 = 2_248_473_465_835_073;

/// The Discord stand-in with the adapter connected to it.
pub struct DiscordStage {
    /// The stand-in, for what a scenario reads beyond the stage.
    pub fake: FakeDiscord,
    next_interaction: AtomicU64,
    managers: Mutex<Vec<u64>>,
}

impl DiscordStage {
    fn user_of(who: &Person) -> Value {
        let mut user = user(who.id, &who.name);
        if who.bot {
            user["bot"] = json!(true);
        }
        user
    }

    /// The interaction as `who` sends it: their client's language, their
    /// permissions.
    fn dressed(&self, mut interaction: Value, who: &Person) -> (u64, Value) {
        if let Some(language) = &who.language {
            interaction["locale"] = json!(language);
        }
        if self.managers.lock().expect("lock").contains(&who.id) {
            interaction["member"]["permissions"] = json!((MEMBER_PERMISSIONS | 32).to_string());
        }
        let id = interaction["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            .expect("an interaction id");
        (id, interaction)
    }

    fn next_id(&self) -> u64 {
        self.next_interaction.fetch_add(1, Ordering::Relaxed)
    }

    /// The id of the newest message everyone sees in the channel.
    fn newest_public(&self) -> u64 {
        self.fake
            .messages_in(CHANNEL)
            .iter()
            .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
            .filter_map(|m| m["id"].as_str().and_then(|id| id.parse().ok()))
            .max()
            .unwrap_or(0)
    }
}

fn post_of_call(call: &Call) -> Post {
    Post {
        text: call.text(),
        buttons: call.buttons(),
        picture: call.files.values().any(|(name, _)| name.ends_with(".png")),
        private: call.is_ephemeral(),
    }
}

fn post_of_message(message: &Value) -> Post {
    Post {
        text: text_in(message),
        buttons: buttons_in(message),
        picture: message["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|a| a["filename"].as_str().is_some_and(|n| n.ends_with(".png"))),
        private: message["flags"].as_u64().unwrap_or(0) & 64 != 0,
    }
}

impl Stage for DiscordStage {
    const REFUSALS_ARE_PRIVATE: bool = true;
    const NAME: &'static str = "Discord";

    async fn open(store: kibitz::store::Store) -> DiscordStage {
        let fake = FakeDiscord::start().await;
        start_on(&fake, store, config(&fake, Duration::from_secs(2))).await;
        DiscordStage {
            fake,
            next_interaction: AtomicU64::new(70_000),
            managers: Mutex::default(),
        }
    }

    fn named(&self, who: &Person) -> String {
        who.name.clone()
    }

    fn mentioned(&self, who: &Person) -> String {
        format!("<@{}>", who.id)
    }

    fn make_manager(&self, who: &Person) {
        self.managers.lock().expect("lock").push(who.id);
    }

    async fn say(&self, who: &Person, name: &str, args: &[(&str, Arg<'_>)]) -> Post {
        let mut options = Vec::new();
        let mut users = Map::new();
        for (option, arg) in args {
            options.push(match arg {
                Arg::Person(person) => {
                    users.insert(person.id.to_string(), Self::user_of(person));
                    json!({"name": option, "type": 6, "value": person.id.to_string()})
                }
                Arg::Kibitz => {
                    users.insert(APPLICATION.to_string(), bot_user());
                    json!({"name": option, "type": 6, "value": APPLICATION.to_string()})
                }
                Arg::Word(word) => json!({"name": option, "type": 3, "value": word}),
                Arg::Number(number) | Arg::Game(number) => {
                    json!({"name": option, "type": 4, "value": number})
                }
                Arg::Flag(value, _) => json!({"name": option, "type": 5, "value": value}),
                Arg::Setting(value) => json!({"name": option, "type": 1,
                    "options": [{"name": "value", "type": 3, "value": value}]}),
            });
        }
        let resolved = if users.is_empty() {
            json!({})
        } else {
            json!({ "users": users })
        };
        let (id, interaction) = self.dressed(
            command(
                self.next_id(),
                &Self::user_of(who),
                name,
                Value::Array(options),
                resolved,
            ),
            who,
        );
        self.fake.push(interaction);
        let first = self.fake.wait_answers(id, 1).await.remove(0);
        if first.callback_type() == Some(5) {
            return post_of_call(&self.fake.wait_answers(id, 2).await.remove(1));
        }
        post_of_call(&first)
    }

    async fn press(&self, who: &Person, data: &str) -> Post {
        // The newest message with the button, an ephemeral one included
        // (a question only the presser sees).
        let message = self
            .fake
            .messages_in(CHANNEL)
            .iter()
            .rev()
            .find(|m| buttons_in(m).iter().any(|b| b == data))
            .and_then(|m| m["id"].as_str().and_then(|id| id.parse().ok()))
            .unwrap_or_else(|| {
                panic!(
                    "no post has the button {data}: {:?}",
                    self.fake.live_buttons()
                )
            });
        let seen = self.newest_public();
        let (id, interaction) = self.dressed(
            press_on(self.next_id(), &Self::user_of(who), data, message),
            who,
        );
        self.fake.push(interaction);
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(post) = self
                .fake
                .messages_in(CHANNEL)
                .iter()
                .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
                .find(|m| {
                    m["id"]
                        .as_str()
                        .and_then(|id| id.parse::<u64>().ok())
                        .is_some_and(|id| id > seen)
                })
            {
                return post_of_message(post);
            }
            // An answer only the presser sees.
            if let Some(answer) = self
                .fake
                .answers(id)
                .iter()
                .find(|call| call.is_ephemeral() && call.callback_type() != Some(7))
            {
                return post_of_call(answer);
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "no post after pressing {data}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn wait_live(&self, posts: &[&Post]) {
        let expected: Vec<Vec<&str>> = posts
            .iter()
            .map(|post| post.buttons.iter().map(String::as_str).collect())
            .collect();
        let expected: Vec<&[&str]> = expected.iter().map(Vec::as_slice).collect();
        self.fake.wait_live(&expected).await;
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
        let channel = |id: u64| Recipient::Channel(Place::new(Platform::Discord, id.to_string()));
        (
            Box::new(config(&self.fake, Duration::from_secs(2)).outbox()),
            channel(CHANNEL),
            (channel(FORBIDDEN_CHANNEL), "Missing Access"),
        )
    }
}
