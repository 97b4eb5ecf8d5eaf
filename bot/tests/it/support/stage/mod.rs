//! One face for both chat platforms' stand-ins, so that a scenario the
//! two platforms share is written once and run on each: a [`Stage`] starts
//! the real adapter against its stand-in, sends what a person does there
//! (a command with its options, a press of a button) and reads the bot's
//! posts back as [`Post`]s. `on_each_platform!` makes a scenario two tests.

use std::future::Future;

use kibitz::chat::{Outbox, Recipient};

pub mod discord;
pub mod telegram;

/// A person on a platform, as a scenario names them.
#[derive(Clone, Debug)]
pub struct Person {
    /// Their number on the platform.
    pub id: u64,
    /// Their name as their profile gives it ("Alice").
    pub name: String,
    /// Their client's language ("ru"), when a scenario sets it.
    pub language: Option<String>,
    /// Whether they are a bot (not Kibitz).
    pub bot: bool,
}

impl Person {
    /// A person named `name`, number `id`.
    pub fn new(id: u64, name: &str) -> Person {
        Person {
            id,
            name: name.to_owned(),
            language: None,
            bot: false,
        }
    }

    /// The person, their client set to `language`.
    pub fn speaking(mut self, language: &str) -> Person {
        self.language = Some(language.to_owned());
        self
    }

    /// The person, a bot.
    pub fn a_bot(mut self) -> Person {
        self.bot = true;
        self
    }
}

/// What a command is given, each under its option's name.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// Someone (a slash command's user option; a reply or a mention typed).
    Person(&'a Person),
    /// Kibitz itself.
    Kibitz,
    /// A word (a string option; typed as it is).
    Word(&'a str),
    /// A number (an integer option; typed after its option's name).
    Number(i64),
    /// A game's number (an integer option; typed as `#N`).
    Game(i64),
    /// A yes or no (a boolean option; typed as the word given, which says
    /// the value the scenario sets).
    Flag(bool, &'a str),
    /// A setting's new value (a subcommand named after the option, with
    /// its `value`; typed after the option's name).
    Setting(&'a str),
}

/// A post or answer of the bot's, read alike on both platforms.
#[derive(Clone, Debug)]
pub struct Post {
    /// Its visible text (Telegram's HTML read back, Discord's embeds
    /// included).
    pub text: String,
    /// Its buttons' data, in order.
    pub buttons: Vec<String>,
    /// Whether it carries a board picture (a PNG).
    pub picture: bool,
    /// Whether only the one it answers sees it (ephemeral on Discord, a
    /// private chat on Telegram).
    pub private: bool,
}

/// A chat platform's stand-in with the real adapter running against it.
pub trait Stage: Sized {
    /// The platform's name, for failures.
    const NAME: &'static str;

    /// Whether a refusal is seen only by whom it answers (Discord answers
    /// ephemerally; a Telegram group has no such messages).
    const REFUSALS_ARE_PRIVATE: bool;

    /// Starts a stand-in and the adapter, on a service over `store`.
    fn open(store: kibitz::store::Store) -> impl Future<Output = Self>;

    /// How the bot's posts name `who` in the chat ("Alice", "alice").
    fn named(&self, who: &Person) -> String;

    /// How a refusal names `who` when they are mentioned ("<@52>",
    /// "@Dealer").
    fn mentioned(&self, who: &Person) -> String;

    /// Makes `who` one of the chat's managers.
    fn make_manager(&self, who: &Person);

    /// `who` sends `command` with `args` in the chat; the bot's answer.
    fn say(
        &self,
        who: &Person,
        command: &str,
        args: &[(&str, Arg<'_>)],
    ) -> impl Future<Output = Post>;

    /// `who` presses the button `data` of the newest post that has it; the
    /// next post everyone in the chat sees.
    fn press(&self, who: &Person, data: &str) -> impl Future<Output = Post>;

    /// Waits until the only posts with buttons in the chat are `posts`'.
    fn wait_live(&self, posts: &[&Post]) -> impl Future<Output = ()>;

    /// The names of every file the bot has sent so far, in order.
    fn files_sent(&self) -> Vec<String>;

    /// Calls the adapter made that the stand-in does not serve.
    fn unexpected(&self) -> Vec<String>;

    /// The adapter's outbox for notices, and two recipients: one it
    /// reaches, one the platform refuses for good with the words it gives.
    fn notices(&self) -> (Box<dyn Outbox>, Recipient, (Recipient, &'static str));
}

/// Runs the scenario `async fn $scenario<S: Stage>()` as two tests,
/// `$scenario::on_discord` and `$scenario::on_telegram`.
#[allow(unused_macros)]
macro_rules! on_each_platform {
    ($scenario:ident) => {
        mod $scenario {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn on_discord() {
                super::$scenario::<$crate::support::stage::discord::DiscordStage>().await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn on_telegram() {
                super::$scenario::<$crate::support::stage::telegram::TelegramStage>().await;
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use on_each_platform;
