//! `kibitz` with no command: the chat adapters whose tokens are set
//! (Telegram by `TELEGRAM_TOKEN`, Discord by `DISCORD_TOKEN`, both at once
//! when both are), or the console when none is. The scheduler of
//! correspondence reminders and time-outs runs beside them.

use kibitz_engine::Opponent;
use std::sync::Arc;

use kibitz::adapters::discord::{self, DiscordConfig};
use kibitz::adapters::telegram::{self, TelegramConfig, TelegramNotifier};
use kibitz::chat::{Notifiers, Platform};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use kibitz::service::schedule::{self, SchedulerConfig};
use kibitz::store::{DEFAULT_URL, Store};

/// Runs the adapters configured in the environment; `false` when there is
/// none (the caller opens the console).
pub fn run() -> Result<bool, String> {
    let telegram_config = TelegramConfig::from_env()?;
    let discord_config = DiscordConfig::from_env()?;
    if telegram_config.is_none() && discord_config.is_none() {
        return Ok(false);
    }
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("KIBITZ_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let url = std::env::var("DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| DEFAULT_URL.to_owned());
        let store = Store::connect(&url).await.map_err(|e| e.to_string())?;
        let opponent = Opponent::from_environment();
        match opponent.uci_path() {
            Some(path) => tracing::info!(engine = %path.display(), "the bot plays the classic family with this UCI engine"),
            None => tracing::info!("no UCI engine: the bot plays every game with its own search"),
        }
        let service = Service::new(store, Arc::new(SystemClock)).with_opponent(opponent);
        // Reminders and time-outs go out through the adapters that run.
        let mut notifiers = Notifiers::new();
        if let Some(config) = &telegram_config {
            notifiers = notifiers.with(
                Platform::Telegram,
                Box::new(TelegramNotifier::new(config.bot())),
            );
        }
        if let Some(config) = &discord_config {
            notifiers = notifiers.with(Platform::Discord, Box::new(config.notifier()));
        }
        let scheduler = schedule::run(
            service.clone(),
            Arc::new(notifiers),
            SchedulerConfig::default(),
        );
        let telegram = async {
            match telegram_config {
                Some(config) => telegram::run(service.clone(), config).await,
                None => Ok(()),
            }
        };
        let discord = async {
            match discord_config {
                Some(config) => discord::run(service.clone(), config).await,
                None => Ok(()),
            }
        };
        // Either adapter failing stops the process; so does Ctrl-C.
        tokio::select! {
            result = async { tokio::try_join!(telegram, discord).map(|_| ()) } => result,
            () = scheduler => Ok(()),
            _ = tokio::signal::ctrl_c() => {
                tracing::info!("stopping");
                Ok(())
            }
        }
    })?;
    Ok(true)
}
