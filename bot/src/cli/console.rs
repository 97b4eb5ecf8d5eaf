//! `kibitz console`: the terminal chat room, on the store `--db` or
//! `DATABASE_URL` names, an SQLite file by default.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;
use kibitz::adapters::console::{self, ConsoleOptions, ConsoleOutbox};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use kibitz::service::schedule::{self, SchedulerConfig};
use kibitz::store::Store;
use kibitz_engine::Opponent;

use super::config::Settings;

/// Options of `kibitz console`.
#[derive(Debug, Args)]
pub struct ConsoleArgs {
    /// The database: an SQLite file path, or a `sqlite:` or `postgres://`
    /// URL [default: the store setting, `DATABASE_URL`].
    #[arg(long)]
    db: Option<String>,
    /// The folder board pictures and game records are written to.
    #[arg(long, default_value = "kibitz-boards")]
    out: PathBuf,
    /// The name you start as (`/as NAME` switches).
    #[arg(long, default_value = "alice")]
    user: String,
}

impl ConsoleArgs {
    /// The options when none are given.
    pub fn default_args() -> ConsoleArgs {
        ConsoleArgs {
            db: None,
            out: PathBuf::from("kibitz-boards"),
            user: "alice".to_owned(),
        }
    }
}

/// The store URL a `--db` value names, else the store setting.
fn database_url(db: Option<String>, setting: &str) -> String {
    match db {
        Some(db) if db.contains("://") || db.starts_with("sqlite:") => db,
        Some(path) => format!("sqlite:{path}"),
        None => setting.to_owned(),
    }
}

/// Runs the console until the input ends.
pub fn run(args: ConsoleArgs, settings: Settings) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let pictures = super::serve::prepare_pictures();
        let url = database_url(args.db, &settings.database_url);
        let store = Store::connect(&url).await.map_err(|e| e.to_string())?;
        let web = settings.web.clone();
        let mut service = Service::new(store.clone(), Arc::new(SystemClock))
            .with_opponent(Opponent::new(settings.engine.clone()))
            .with_vacation_days(settings.vacation_days);
        if let Some(engine) = &settings.engine {
            service = service.with_analyst(engine.clone(), settings.analysis_nodes);
        }
        if let Some(engine) = &settings.variant_engine {
            service = service.with_variant_analyst(engine.clone(), settings.analysis_nodes);
        }
        if let Some(web) = &web {
            service = service
                .with_web_url(&web.public_url)
                .with_page_key(settings.page_key()?);
        }
        pictures.await;
        let options = ConsoleOptions {
            out_dir: args.out,
            user: args.user,
            prompt: std::io::stdin().is_terminal(),
        };
        let input = tokio::io::BufReader::new(tokio::io::stdin());
        let mut output = std::io::stdout().lock();
        // Reminders and time-outs of correspondence games print in the room.
        let (outbox, notices) = ConsoleOutbox::new();
        let outbox = Arc::new(outbox);
        let scheduler = tokio::spawn(schedule::run(
            service.clone(),
            outbox.clone(),
            SchedulerConfig::default(),
        ));
        let analyses = tokio::spawn(service.clone().run_analyses(outbox.clone()));
        // Play in the terminal, watch in the browser.
        let pages = web.map(|config| {
            let pages = kibitz::adapters::web::Pages::new(service.clone(), outbox.clone());
            tokio::spawn(async move {
                if let Err(error) =
                    kibitz::adapters::web::serve(pages, &config, std::future::pending()).await
                {
                    eprintln!("{error}");
                }
            })
        });
        let result = console::run(&service, input, &mut output, &options, notices).await;
        scheduler.abort();
        analyses.abort();
        if let Some(pages) = pages {
            pages.abort();
        }
        store.close().await;
        result.map_err(|e| format!("console: {e}"))
    })
}
