//! The command line: `kibitz <command>`.

mod config;
mod console;
mod render;
mod rules;
mod serve;

use clap::{Parser, Subcommand};

pub use config::refuse_secret_flags;

/// Kibitz, a chess bot for Discord and Telegram. With no command it serves
/// Telegram when `TELEGRAM_TOKEN` is set and Discord when `DISCORD_TOKEN` is,
/// and otherwise opens the console. Every setting is a flag or its
/// environment variable, listed below.
#[derive(Debug, Parser)]
#[command(name = "kibitz", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    config: config::Config,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play in a chat room in the terminal: each line is a message from the
    /// current user (`/as NAME` switches).
    Console(console::ConsoleArgs),
    /// Check the rules of any variant: legal moves, playing a line, perft.
    #[command(subcommand)]
    Rules(rules::RulesCommand),
    /// Draw a position as a PNG picture, or a whole game as an animated GIF.
    Render(render::RenderArgs),
}

/// Runs the command; an error is the message to show the user.
pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        None => {
            let settings = cli.config.settings()?;
            if settings.telegram.is_some() || settings.discord.is_some() {
                serve::run(settings)
            } else {
                console::run(console::ConsoleArgs::default_args(), settings)
            }
        }
        Some(Command::Console(args)) => console::run(args, cli.config.settings()?),
        Some(Command::Rules(command)) => rules::run(command),
        Some(Command::Render(args)) => render::run(args),
    }
}
