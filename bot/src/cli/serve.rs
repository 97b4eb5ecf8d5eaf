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
use tokio_util::sync::CancellationToken;

/// Cancels `stop` at the first SIGTERM or SIGINT (Ctrl-C).
async fn stop_on_signal(stop: CancellationToken) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let (Ok(mut term), Ok(mut int)) = (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) else {
            tracing::error!("cannot listen for SIGTERM and SIGINT");
            return;
        };
        tokio::select! {
            _ = term.recv() => tracing::info!("SIGTERM: finishing what was taken, then stopping"),
            _ = int.recv() => tracing::info!("SIGINT: finishing what was taken, then stopping"),
        }
    }
    #[cfg(not(unix))]
    if tokio::signal::ctrl_c().await.is_ok() {
        tracing::info!("Ctrl-C: finishing what was taken, then stopping");
    }
    stop.cancel();
}

/// Prepares the board pictures on a blocking thread while the caller goes
/// on (connecting the store); the future it gives ends when they are ready.
pub fn prepare_pictures() -> impl Future<Output = ()> {
    let started = std::time::Instant::now();
    let preparing = tokio::task::spawn_blocking(kibitz::service::present::prepare_pictures);
    async move {
        match preparing.await {
            Ok(Ok(())) => tracing::info!(took = ?started.elapsed(), "board pictures prepared"),
            Ok(Err(error)) => tracing::error!(%error, "board pictures could not be prepared"),
            Err(error) => tracing::error!(%error, "preparing board pictures failed"),
        }
    }
}

/// Runs the adapters configured in the environment; `false` when there is
/// none (the caller opens the console).
pub fn run() -> Result<bool, String> {
    let telegram_config = TelegramConfig::from_env()?;
    let vacation_days = super::vacation_days()?;
    let web = kibitz::web::WebConfig::from_env()?;
    let discord_config = DiscordConfig::from_env()?;
    if telegram_config.is_none() && discord_config.is_none() {
        return Ok(false);
    }
    // The log goes to standard error; the `log` records of the chat
    // libraries (teloxide's among them) go with it.
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("KIBITZ_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let pictures = prepare_pictures();
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
        let mut service = Service::new(store, Arc::new(SystemClock))
            .with_opponent(opponent)
            .with_vacation_days(vacation_days);
        if let Some(web) = &web {
            let tokens: Vec<&str> = [
                telegram_config.as_ref().map(|c| c.token.as_str()),
                discord_config.as_ref().map(|c| c.token.as_str()),
            ]
            .into_iter()
            .flatten()
            .collect();
            service = service
                .with_web_url(&web.public_url)
                .with_page_key(super::page_key(&tokens)?);
        }
        // The first board drawn costs no more than any other.
        pictures.await;
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
        let notifiers = Arc::new(notifiers);
        let scheduler = schedule::run(
            service.clone(),
            notifiers.clone(),
            SchedulerConfig::default(),
        );
        // SIGTERM or SIGINT: the adapters take nothing more, finish what
        // they took, and the process ends with 0.
        let stop = CancellationToken::new();
        tokio::spawn(stop_on_signal(stop.clone()));
        let telegram_token = telegram_config.as_ref().map(|c| c.token.clone());
        let telegram = async {
            match telegram_config {
                Some(config) => telegram::run_until(service.clone(), config, stop.clone()).await,
                None => Ok(()),
            }
        };
        let discord = async {
            match discord_config {
                Some(config) => discord::run_until(service.clone(), config, stop.clone()).await,
                None => Ok(()),
            }
        };
        // The game pages, beside the adapters.
        let pages = async {
            match &web {
                Some(config) => {
                    let stop = stop.clone();
                    let mut pages = kibitz::web::Pages::new(service.clone(), notifiers.clone());
                    if let Some(token) = &telegram_token {
                        pages = pages.with_telegram_token(token);
                    }
                    kibitz::web::serve(pages, config, async move { stop.cancelled().await }).await
                }
                None => Ok(()),
            }
        };
        // Either adapter (or the pages) failing stops the process.
        tokio::select! {
            result = async { tokio::try_join!(telegram, discord, pages).map(|_| ()) } => {
                tracing::info!("stopped");
                result
            }
            () = scheduler => Ok(()),
        }
    })?;
    Ok(true)
}
