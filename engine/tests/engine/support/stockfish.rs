//! Stockfish (and Fairy-Stockfish) for the tests, found as the bot finds
//! it (`STOCKFISH_PATH`, the `PATH`, Debian's `/usr/games/stockfish`; the
//! same for `FAIRY_STOCKFISH_PATH`), or else installed from
//! Debian's package when this machine can (as root, with `apt-get`), as
//! the suite starts its own Postgres when none answers. Otherwise the
//! tests that need it fail and say what to install.

use std::path::PathBuf;
use std::sync::OnceLock;

use kibitz_engine::opponent::{find_fairy_stockfish, find_stockfish};

use super::debian;

/// Stockfish as the bot finds it: the program at `STOCKFISH_PATH`, else
/// `stockfish` on the `PATH` or Debian's.
fn uci_engine_from_environment() -> Option<PathBuf> {
    from_environment("STOCKFISH_PATH", find_stockfish)
}

/// The program `variable` names (`none`: none), else what `find` finds
/// in the folders of the `PATH`.
fn from_environment(variable: &str, find: fn(Vec<PathBuf>) -> Option<PathBuf>) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable).filter(|p| !p.is_empty()) {
        return (!path.eq_ignore_ascii_case("none")).then(|| PathBuf::from(path));
    }
    let dirs = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    find(dirs)
}

/// The Stockfish program the tests play against.
pub fn stockfish() -> PathBuf {
    static FOUND: OnceLock<PathBuf> = OnceLock::new();
    FOUND
        .get_or_init(|| {
            if let Some(path) = uci_engine_from_environment() {
                return path;
            }
            install();
            uci_engine_from_environment().unwrap_or_else(|| {
                panic!(
                    "these tests need Stockfish: install it (`apt install stockfish` on Debian \
                     and Ubuntu, `brew install stockfish` on macOS) or set STOCKFISH_PATH to \
                     the program"
                )
            })
        })
        .clone()
}

/// Installs Debian's `stockfish` package, if this process may.
fn install() {
    debian::install_debian_packages(&["stockfish"]);
}

/// Fairy-Stockfish as the bot finds it: the program at
/// `FAIRY_STOCKFISH_PATH`, else `fairy-stockfish` on the `PATH` or
/// Debian's.
fn fairy_from_environment() -> Option<PathBuf> {
    from_environment("FAIRY_STOCKFISH_PATH", find_fairy_stockfish)
}

/// The Fairy-Stockfish program the variant tests analyse with.
#[allow(dead_code, reason = "only the bot's tests analyse variants")]
pub fn fairy_stockfish() -> PathBuf {
    static FOUND: OnceLock<PathBuf> = OnceLock::new();
    FOUND
        .get_or_init(|| {
            if let Some(path) = fairy_from_environment() {
                return path;
            }
            debian::install_debian_packages(&["fairy-stockfish"]);
            fairy_from_environment().unwrap_or_else(|| {
                panic!(
                    "these tests need Fairy-Stockfish: install it (`apt install fairy-stockfish` \
                     on Debian and Ubuntu) or set FAIRY_STOCKFISH_PATH to the program"
                )
            })
        })
        .clone()
}
