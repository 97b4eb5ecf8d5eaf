//! Stockfish for the tests, found as the bot finds it (`STOCKFISH_PATH`,
//! the `PATH`, Debian's `/usr/games/stockfish`), or else installed from
//! Debian's package when this machine can (as root, with `apt-get`), as
//! the suite starts its own Postgres when none answers. Otherwise the
//! tests that need it fail and say what to install.

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use kibitz_engine::opponent::find_stockfish;

/// Stockfish as the bot finds it: the program at `STOCKFISH_PATH`, else
/// `stockfish` on the `PATH` or Debian's.
fn uci_engine_from_environment() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("STOCKFISH_PATH").filter(|p| !p.is_empty()) {
        return (!path.eq_ignore_ascii_case("none")).then(|| PathBuf::from(path));
    }
    let dirs = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    find_stockfish(dirs)
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
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0");
    let apt = std::path::Path::new("/usr/bin/apt-get").exists();
    if !(root && apt) {
        return;
    }
    eprintln!("Stockfish is missing: installing Debian's stockfish package");
    let status = Command::new("/usr/bin/apt-get")
        .args(["install", "-y", "--no-install-recommends", "stockfish"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status();
    if !status.is_ok_and(|s| s.success()) {
        eprintln!("apt-get could not install stockfish");
    }
}
