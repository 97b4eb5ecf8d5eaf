//! The command line: `kibitz <command>`.

mod console;
mod render;
mod rules;
mod serve;

use clap::{Parser, Subcommand};

/// Kibitz, a chess bot for Discord and Telegram. With no command it serves
/// Telegram when `TELEGRAM_TOKEN` is set and Discord when `DISCORD_TOKEN` is,
/// and otherwise opens the console.
#[derive(Debug, Parser)]
#[command(name = "kibitz", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
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

/// The days of vacation each player has a year: `KIBITZ_VACATION_DAYS`
/// (0 to 365), or 30; an error names a value that is not such a number.
fn vacation_days() -> Result<u16, String> {
    match std::env::var("KIBITZ_VACATION_DAYS") {
        Err(_) => Ok(kibitz::service::DEFAULT_VACATION_DAYS),
        Ok(text) if text.trim().is_empty() => Ok(kibitz::service::DEFAULT_VACATION_DAYS),
        Ok(text) => text
            .trim()
            .parse::<u16>()
            .ok()
            .filter(|days| *days <= kibitz::service::MOST_VACATION_DAYS)
            .ok_or_else(|| {
                format!(
                    "KIBITZ_VACATION_DAYS must be a number of days from 0 to {}, not {text:?}",
                    kibitz::service::MOST_VACATION_DAYS
                )
            }),
    }
}

/// The key the players' page links are signed with: from
/// `KIBITZ_WEB_SECRET` when set (at least 16 characters), else from the
/// chat tokens this process serves (which every process of a deployment
/// shares, so a link from one is good on the pages of another), else a key
/// of this process alone.
fn page_key(tokens: &[&str]) -> Result<kibitz::service::PageKey, String> {
    use kibitz::service::PageKey;
    match std::env::var("KIBITZ_WEB_SECRET") {
        Ok(secret) if !secret.trim().is_empty() => {
            if secret.trim().chars().count() < 16 {
                return Err("KIBITZ_WEB_SECRET must be at least 16 characters long".to_owned());
            }
            Ok(PageKey::from_secrets([secret.trim()]))
        }
        _ if tokens.is_empty() => Ok(PageKey::random()),
        _ => Ok(PageKey::from_secrets(tokens.iter().copied())),
    }
}

/// Runs the command; an error is the message to show the user.
pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        None => {
            if serve::run()? {
                Ok(())
            } else {
                console::run(console::ConsoleArgs::default_args())
            }
        }
        Some(Command::Console(args)) => console::run(args),
        Some(Command::Rules(command)) => rules::run(command),
        Some(Command::Render(args)) => render::run(args),
    }
}
