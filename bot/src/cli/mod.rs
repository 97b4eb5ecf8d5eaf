//! The command line: `kibitz <command>`.

mod render;
mod rules;

use clap::{Parser, Subcommand};

/// Kibitz, a chess bot for Discord and Telegram.
#[derive(Debug, Parser)]
#[command(name = "kibitz", version, about, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check the rules of any variant: legal moves, playing a line, perft.
    #[command(subcommand)]
    Rules(rules::RulesCommand),
    /// Draw a position as a PNG picture, or a whole game as an animated GIF.
    Render(render::RenderArgs),
}

/// Runs the command; an error is the message to show the user.
pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Rules(command) => rules::run(command),
        Command::Render(args) => render::run(args),
    }
}
