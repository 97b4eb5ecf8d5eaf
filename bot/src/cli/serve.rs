//! `kibitz` with no command, when a token is set: the chat adapters whose
//! tokens are set (Telegram, Discord, both at once when both are), the game
//! pages when they are served, and the scheduler of correspondence
//! reminders and time-outs beside them.

use std::sync::Arc;

use kibitz::adapters::discord;
use kibitz::adapters::telegram;
use kibitz::chat::Outboxes;
use kibitz::clock::SystemClock;
use kibitz::model::Platform;
use kibitz::service::Service;
use kibitz::service::schedule::{self, SchedulerConfig};
use kibitz::store::Store;
use kibitz_engine::Opponent;
use tokio_util::sync::CancellationToken;

use super::config::Settings;

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
    let preparing = tokio::task::spawn_blocking(kibitz::games::views::prepare_pictures);
    async move {
        match preparing.await {
            Ok(Ok(())) => tracing::info!(took = ?started.elapsed(), "board pictures prepared"),
            Ok(Err(error)) => tracing::error!(%error, "board pictures could not be prepared"),
            Err(error) => tracing::error!(%error, "preparing board pictures failed"),
        }
    }
}

/// Writes the log to standard error, filtered by `filter` (`KIBITZ_LOG`),
/// as text lines or, with `json` (`KIBITZ_LOG_FORMAT=json`), a JSON object
/// a line (time, level, target, message and fields); the `log` records of
/// the chat libraries (teloxide's among them) go with it.
pub fn start_log(filter: &str, json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if json {
        log.json().flatten_event(true).init();
    } else {
        log.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .init();
    }
}

/// Raises the process's soft open-file limit to its hard one (a service
/// manager starts services at 1,024 however high the hard limit is), and
/// logs both: every connection the process holds is a descriptor, and the
/// game pages take their share of them from what the soft limit allows.
fn raise_open_file_limit() {
    use rlimit::Resource;
    let Ok((soft, hard)) = rlimit::getrlimit(Resource::NOFILE) else {
        tracing::warn!("cannot read the open-file limit");
        return;
    };
    match rlimit::increase_nofile_limit(hard) {
        Ok(now) => tracing::info!(soft = now, was = soft, hard, "open-file limit"),
        Err(error) => {
            tracing::warn!(soft, hard, %error, "cannot raise the open-file limit");
        }
    }
}

/// Runs the adapters the settings name (Telegram, Discord, or both), the
/// game pages when they are served, and the scheduler beside them.
pub fn run(mut settings: Settings) -> Result<(), String> {
    start_log(&settings.log, settings.log_json);
    raise_open_file_limit();
    kibitz::telemetry::install();
    let page_key = settings.page_key()?;
    let (telegram_config, discord_config, web) = (
        settings.telegram.take(),
        settings.discord.take(),
        settings.web.take(),
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let pictures = prepare_pictures();
        let store = Store::connect(&settings.database_url)
            .await
            .map_err(|e| e.to_string())?;
        let opponent = Opponent::new(settings.engine.clone());
        match opponent.uci_path() {
            Some(path) => tracing::info!(engine = %path.display(), "the bot plays the classic family with this UCI engine"),
            None => tracing::info!("no UCI engine: the bot plays every game with its own search"),
        }
        let mut service = Service::new(store, Arc::new(SystemClock))
            .with_opponent(opponent)
            .with_vacation_days(settings.vacation_days);
        // Finished games are analysed by an engine process of their own.
        if let Some(engine) = &settings.engine {
            service = service.with_analyst(engine.clone(), settings.analysis_nodes);
        }
        if let Some(engine) = &settings.variant_engine {
            service = service.with_variant_analyst(engine.clone(), settings.analysis_nodes);
        }
        if let Some(web) = &web {
            service = service
                .with_web_url(&web.public_url)
                .with_page_key(page_key);
        }
        // The first board drawn costs no more than any other.
        pictures.await;
        // Reminders, time-outs and moves made on the pages go out through
        // the adapters that run.
        let mut outboxes = Outboxes::new();
        if let Some(config) = &telegram_config {
            outboxes = outboxes.with(Platform::Telegram, Box::new(config.outbox(service.platform_records())));
        }
        if let Some(config) = &discord_config {
            outboxes = outboxes.with(Platform::Discord, Box::new(config.outbox()));
        }
        let outboxes = Arc::new(outboxes);
        let scheduler = schedule::run(
            service.clone(),
            outboxes.clone(),
            SchedulerConfig::default(),
        );
        let analyses = tokio::spawn(service.clone().run_analyses(outboxes.clone()));
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
                    let mut pages = kibitz::adapters::web::Pages::new(service.clone(), outboxes.clone());
                    if let Some(token) = &telegram_token {
                        pages = pages.with_telegram_token(token);
                    }
                    kibitz::adapters::web::serve(pages, config, async move { stop.cancelled().await }).await
                }
                None => Ok(()),
            }
        };
        // Health and metrics alone, when asked.
        let ops = async {
            match settings.ops_listen {
                Some(listen) => {
                    let stop = stop.clone();
                    kibitz::adapters::ops::serve(service.clone(), listen, async move { stop.cancelled().await }).await
                }
                None => Ok(()),
            }
        };
        // Either adapter (or the pages) failing stops the process.
        let stopped = tokio::select! {
            result = async { tokio::try_join!(telegram, discord, pages, ops).map(|_| ()) } => {
                tracing::info!("stopped");
                result
            }
            () = scheduler => Ok(()),
        };
        analyses.abort();
        stopped
    })
}
