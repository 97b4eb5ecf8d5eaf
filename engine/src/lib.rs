//! Kibitz's opponents for players alone in a chat. This first part drives
//! a UCI engine such as Stockfish ([`uci`]): one child process, started on
//! first use, restarted when it dies, talked to without ever blocking the
//! async runtime, every search bounded in time.

pub mod uci;
