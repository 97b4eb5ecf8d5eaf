//! The Telegram adapter: updates from the Bot API become messages to the
//! service; replies become `sendMessage`, `sendPhoto` and `sendDocument`
//! calls with inline keyboards. Long polling or a webhook, each update
//! recorded before it is acknowledged and handled exactly once; the API's
//! address can be set (for a local Bot API server, or the tests' stand-in).

mod answer;
mod chat_changes;
mod intake;
mod pacing;
mod reading;
mod send;
mod updates;
mod webhook;

pub use webhook::WebhookConfig;

use crate::model::{Language, Platform};
use std::sync::Arc;

use std::time::Duration;

use teloxide::Bot;
use teloxide::prelude::Requester;
use teloxide::types::BotCommand;
use tokio_util::sync::CancellationToken;

use intake::Intake;

use crate::i18n::Text;
use crate::service::Service;
use crate::service::commands::COMMANDS;
use crate::service::platforms::PlatformRecords;

pub use pacing::{Limits, Pace};
pub use send::{TelegramOutbox, send_reply};

/// How to reach Telegram.
#[derive(Clone, Debug)]
pub struct TelegramConfig {
    /// The bot's token (never logged).
    pub token: String,
    /// The Bot API's base address, when not Telegram's own.
    pub api_url: Option<url::Url>,
    /// Webhook mode instead of long polling.
    pub webhook: Option<WebhookConfig>,
    /// The sending limits every process keeps together ([`Limits::TELEGRAM`]).
    pub limits: Limits,
}

impl TelegramConfig {
    /// The outbox that posts as this bot, paced through the store of
    /// `records` (shared by every process on it).
    pub fn outbox(&self, records: PlatformRecords) -> TelegramOutbox {
        TelegramOutbox::new(self.bot()).paced(Pace::shared(records, self.limits))
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

/// The commands shown in Telegram's menu, with their descriptions, from
/// the command table.
pub fn command_list() -> Vec<BotCommand> {
    COMMANDS
        .rows()
        .filter_map(|spec| {
            let description = Text::new(spec.telegram?).write(Language::En);
            Some(BotCommand::new(spec.name, description))
        })
        .collect()
}

/// The first wait before `setMyCommands` is tried again, and the longest.
const MENU_RETRY: (std::time::Duration, std::time::Duration) = (
    std::time::Duration::from_secs(1),
    std::time::Duration::from_secs(300),
);

/// Sets the command menu, trying again (waits doubling up to five minutes)
/// until Telegram takes it; each failure is logged.
async fn set_command_menu(bot: Bot) {
    let mut wait = MENU_RETRY.0;
    loop {
        match bot.set_my_commands(command_list()).await {
            Ok(_) => return,
            Err(error) => {
                tracing::warn!(%error, retry_in = ?wait, "setMyCommands failed; the menu waits");
            }
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(MENU_RETRY.1);
    }
}

/// Runs the bot until the process is stopped: by long polling, or as a
/// webhook when one is configured.
pub async fn run(service: Service, config: TelegramConfig) -> Result<(), String> {
    run_until(service, config, CancellationToken::new()).await
}

/// How long a stop waits for the updates taken in to be handled.
const DRAIN: Duration = Duration::from_secs(30);

/// Runs the bot until `stop`: then takes no more updates, finishes those
/// taken (what is left stays recorded for another process) and returns.
pub async fn run_until(
    service: Service,
    config: TelegramConfig,
    stop: CancellationToken,
) -> Result<(), String> {
    let bot = config.bot();
    let me = bot
        .get_me()
        .await
        .map_err(|e| format!("Telegram did not accept the token: {e}"))?;
    // The command menu is cosmetic: the bot serves while it is set.
    let menu = tokio::spawn(set_command_menu(bot.clone()));
    tracing::info!(username = ?me.username, "connected to Telegram");
    // Every process may write links that open a chat with the bot here.
    if let Some(username) = &me.username
        && let Err(error) = service
            .platform_records()
            .remember_bot_account(Platform::Telegram, username, chrono::Utc::now())
            .await
    {
        tracing::warn!(%error, "the bot's Telegram name was not kept");
    }
    let name = updates::BotName {
        name: me.username.clone().unwrap_or_default(),
        id: me.id,
    };
    let outbox = config.outbox(service.platform_records());
    let intake = Intake::new(outbox, Arc::new(service), name);
    let sweep = tokio::spawn(intake.clone().sweep(stop.clone()));
    let served = match config.webhook {
        None => {
            // A webhook left by an earlier run would keep getUpdates away.
            if let Err(error) = bot.delete_webhook().await {
                tracing::warn!(%error, "deleteWebhook failed");
            }
            intake.clone().poll(stop.clone()).await;
            Ok(())
        }
        Some(webhook) => webhook::serve(&bot, intake.clone(), webhook, stop.clone()).await,
    };
    menu.abort();
    stop.cancel();
    let _ = sweep.await;
    intake.drain(DRAIN).await;
    served
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_lists_the_tables_commands_within_telegrams_limits() {
        let menu = command_list();
        let names: Vec<&str> = menu.iter().map(|c| c.command.as_str()).collect();
        // Every row of the table with a line in the menu, in the table's
        // order; Telegram takes at most 100.
        let listed: Vec<&str> = COMMANDS
            .rows()
            .filter(|spec| spec.telegram.is_some())
            .map(|spec| spec.name)
            .collect();
        assert_eq!(names, listed);
        assert!(!names.is_empty() && names.len() <= 100);
        for command in &menu {
            assert!(command.command.len() <= 32);
            assert!(
                command
                    .command
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            );
            assert!((1..=256).contains(&command.description.chars().count()));
        }
    }
}
