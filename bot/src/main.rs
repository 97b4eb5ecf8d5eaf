//! `kibitz`: the chess bot's command line.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("kibitz: {message}");
            ExitCode::FAILURE
        }
    }
}
