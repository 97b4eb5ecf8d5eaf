//! `kibitz console`: the terminal chat room, on the store `DATABASE_URL`
//! names (or `--db`), an SQLite file by default.

use kibitz_engine::Opponent;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;
use kibitz::adapters::console::{self, ConsoleNotifier, ConsoleOptions};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use kibitz::service::schedule::{self, SchedulerConfig};
use kibitz::store::{DEFAULT_URL, Store};

/// Options of `kibitz console`.
#[derive(Debug, Args)]
pub struct ConsoleArgs {
    /// The database: an SQLite file path, or a `sqlite:` or `postgres://`
    /// URL. Default: `DATABASE_URL`, else the file kibitz.sqlite here.
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

/// The store URL a `--db` value names.
fn database_url(db: Option<String>) -> String {
    match db {
        Some(db) if db.contains("://") || db.starts_with("sqlite:") => db,
        Some(path) => format!("sqlite:{path}"),
        None => std::env::var("DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| DEFAULT_URL.to_owned()),
    }
}

/// Runs the console until the input ends.
pub fn run(args: ConsoleArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let pictures = super::serve::prepare_pictures();
        let url = database_url(args.db);
        let store = Store::connect(&url).await.map_err(|e| e.to_string())?;
        let web = kibitz::web::WebConfig::from_env()?;
        let mut service = Service::new(store.clone(), Arc::new(SystemClock))
            .with_opponent(Opponent::from_environment())
            .with_vacation_days(super::vacation_days()?);
        if let Some(web) = &web {
            service = service
                .with_web_url(&web.public_url)
                .with_page_key(super::page_key(&[])?);
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
        let (notifier, notices) = ConsoleNotifier::new();
        let notifier = Arc::new(notifier);
        let scheduler = tokio::spawn(schedule::run(
            service.clone(),
            notifier.clone(),
            SchedulerConfig::default(),
        ));
        // Play in the terminal, watch in the browser.
        let pages = web.map(|config| {
            let pages = kibitz::web::Pages::new(service.clone(), notifier.clone());
            tokio::spawn(async move {
                if let Err(error) = kibitz::web::serve(pages, &config, std::future::pending()).await
                {
                    eprintln!("{error}");
                }
            })
        });
        let result = console::run(&service, input, &mut output, &options, notices).await;
        scheduler.abort();
        if let Some(pages) = pages {
            pages.abort();
        }
        store.close().await;
        result.map_err(|e| format!("console: {e}"))
    })
}
