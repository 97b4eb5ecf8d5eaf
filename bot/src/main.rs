//! `kibitz`: the chess bot's command line.

mod cli;

use std::process::ExitCode;

use clap::Parser;

/// mimalloc: a move allocates many small, short-lived buffers (rows, the
/// picture, the reply) on several threads, where it is faster than the
/// system's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
