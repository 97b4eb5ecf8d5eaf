//! The Telegram adapter: updates from the Bot API become messages to the
//! service; replies become `sendMessage`, `sendPhoto` and `sendDocument`
//! calls with inline keyboards. Long polling; the API's address can be set
//! (for a local Bot API server, or the tests' stand-in).

mod send;
mod updates;

use std::sync::Arc;

use teloxide::Bot;
use teloxide::dispatching::{Dispatcher, UpdateFilterExt};
use teloxide::dptree;
use teloxide::prelude::Requester;
use teloxide::types::{BotCommand, Update};

use crate::i18n::{Language, Text};
use crate::service::Service;

pub use send::send_reply;

/// How to reach Telegram.
#[derive(Clone, Debug)]
pub struct TelegramConfig {
    /// The bot's token (from `TELEGRAM_TOKEN`; never logged).
    pub token: String,
    /// The Bot API's base address, when not Telegram's own.
    pub api_url: Option<url::Url>,
}

impl TelegramConfig {
    /// The configuration in the environment: `TELEGRAM_TOKEN`, and
    /// `TELEGRAM_API_URL` (or teloxide's `TELOXIDE_API_URL`).
    pub fn from_env() -> Result<Option<TelegramConfig>, String> {
        let Some(token) = std::env::var("TELEGRAM_TOKEN")
            .ok()
            .filter(|t| !t.is_empty())
        else {
            return Ok(None);
        };
        let api_url = match std::env::var("TELEGRAM_API_URL")
            .or_else(|_| std::env::var("TELOXIDE_API_URL"))
            .ok()
            .filter(|u| !u.is_empty())
        {
            Some(url) => Some(
                url.parse()
                    .map_err(|e| format!("TELEGRAM_API_URL is not a URL: {e}"))?,
            ),
            None => None,
        };
        Ok(Some(TelegramConfig { token, api_url }))
    }

    /// The teloxide client for this configuration.
    pub fn bot(&self) -> Bot {
        let bot = Bot::new(&self.token);
        match &self.api_url {
            Some(url) => bot.set_api_url(url.clone()),
            None => bot,
        }
    }
}

/// The commands shown in Telegram's menu, with their descriptions.
pub fn command_list() -> Vec<BotCommand> {
    [
        ("challenge", "telegram-command-challenge"),
        ("accept", "telegram-command-accept"),
        ("move", "telegram-command-move"),
        ("board", "telegram-command-board"),
        ("draw", "telegram-command-draw"),
        ("resign", "telegram-command-resign"),
        ("takeback", "telegram-command-takeback"),
        ("games", "telegram-command-games"),
        ("pgn", "telegram-command-pgn"),
        ("rules", "telegram-command-rules"),
        ("help", "telegram-command-help"),
    ]
    .into_iter()
    .map(|(name, id)| BotCommand::new(name, Text::new(id).write(Language::En)))
    .collect()
}

/// Runs the bot by long polling until the process is stopped.
pub async fn run(service: Service, config: TelegramConfig) -> Result<(), String> {
    let bot = config.bot();
    let me = bot
        .get_me()
        .await
        .map_err(|e| format!("Telegram did not accept the token: {e}"))?;
    bot.set_my_commands(command_list())
        .await
        .map_err(|e| format!("setMyCommands failed: {e}"))?;
    tracing::info!(username = ?me.username, "connected to Telegram");
    let handler = dptree::entry()
        .branch(Update::filter_message().endpoint(updates::on_message))
        .branch(Update::filter_callback_query().endpoint(updates::on_callback));
    Dispatcher::builder(bot, handler)
        .dependencies(dptree::deps![
            Arc::new(service),
            Arc::new(updates::BotName(me.username.clone().unwrap_or_default()))
        ])
        .default_handler(|_| async {})
        .build()
        .dispatch()
        .await;
    Ok(())
}
