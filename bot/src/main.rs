//! `kibitz`: the chess bot's command line.

mod cli;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

/// mimalloc: a move allocates many small, short-lived buffers (rows, the
/// picture, the reply) on several threads, where it is faster than the
/// system's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let matches = cli::Cli::command().get_matches();
    let args = cli::refuse_secret_flags(&matches)
        .and_then(|()| cli::Cli::from_arg_matches(&matches).map_err(|error| error.to_string()));
    match args.and_then(cli::run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("kibitz: {message}");
            ExitCode::FAILURE
        }
    }
}
