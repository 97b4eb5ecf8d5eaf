//! The bot as a player: Stockfish (or another UCI engine) for the classic
//! family when one is configured, our own search for everything else and
//! whenever the UCI engine cannot answer.

use std::path::{Path, PathBuf};

use kibitz_rules::{Game, Move, Variant};

use crate::level::Level;
use crate::search;
use crate::uci::{Search, Uci, UciError};

/// Which engine chose a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// The UCI engine.
    Uci,
    /// Our own search.
    Own,
}

/// A move the bot chose, and by whom.
#[derive(Debug)]
pub struct Choice {
    /// The move, legal in the game it was chosen for.
    pub mv: Move,
    /// Who chose it.
    pub by: Chooser,
    /// Why the UCI engine did not answer when it should have (it failed
    /// twice, or answered an illegal move): our own search stood in.
    pub uci_failure: Option<UciError>,
}

/// The bot's engines: one UCI process shared by every game, and our search.
#[derive(Debug)]
pub struct Opponent {
    uci: Option<Uci>,
}

impl Opponent {
    /// An opponent that asks the UCI engine at `uci` (Stockfish, or
    /// Fairy-Stockfish for the lichess variants) in the classic family, or
    /// only our own search when `uci` is `None`.
    pub fn new(uci: Option<PathBuf>) -> Opponent {
        Opponent {
            uci: uci.map(Uci::new),
        }
    }

    /// The UCI engine's program, if one is configured.
    pub fn uci_path(&self) -> Option<&Path> {
        self.uci.as_ref().map(Uci::path)
    }

    /// The bot's move in `game` at `level`; `None` once the game is over.
    /// The UCI engine answers within its level's time; our search runs on
    /// a blocking thread, never on the async runtime's.
    pub async fn choose(&self, game: &Game, level: Level) -> Option<Choice> {
        if game.is_over() {
            return None;
        }
        let mut uci_failure = None;
        if let (Some(uci), Some(search)) = (&self.uci, uci_search(game, level)) {
            match uci.best_move(&search).await {
                Ok(answer) => match game.parse_move(&answer) {
                    Ok(mv) => {
                        return Some(Choice {
                            mv,
                            by: Chooser::Uci,
                            uci_failure: None,
                        });
                    }
                    Err(error) => {
                        uci_failure = Some(UciError::Failed(format!(
                            "it answered {answer}, which is not legal here: {error}"
                        )));
                    }
                },
                // The engine does not play this variant: ours does, as usual.
                Err(UciError::Unsupported(_)) => {}
                Err(error) => uci_failure = Some(error),
            }
        }
        let game = game.clone();
        let limits = level.search_limits();
        let mv =
            tokio::task::spawn_blocking(move || search::choose(&game, limits, &mut rand::rng()))
                .await
                .ok()
                .flatten()?;
        Some(Choice {
            mv,
            by: Chooser::Own,
            uci_failure,
        })
    }
}

/// Where Debian's `stockfish` package installs the program.
pub const DEBIAN_STOCKFISH: &str = "/usr/games/stockfish";

/// Stockfish where a machine has it: `stockfish` in one of `dirs` (the
/// folders of the `PATH`, as the caller reads them), else
/// [`DEBIAN_STOCKFISH`] if it is there.
pub fn find_stockfish(dirs: impl IntoIterator<Item = PathBuf>) -> Option<PathBuf> {
    find_program("stockfish", DEBIAN_STOCKFISH, dirs)
}

/// Where Debian's `fairy-stockfish` package installs the engine.
pub const DEBIAN_FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// Finds Fairy-Stockfish (which plays the lichess variants): the first
/// `fairy-stockfish` in `dirs` (the PATH's folders, in order), else
/// [`DEBIAN_FAIRY_STOCKFISH`] if it is there.
pub fn find_fairy_stockfish(dirs: impl IntoIterator<Item = PathBuf>) -> Option<PathBuf> {
    find_program("fairy-stockfish", DEBIAN_FAIRY_STOCKFISH, dirs)
}

/// The first program called `name` in `dirs`, else `debian` if it is
/// there.
fn find_program(
    name: &str,
    debian: &str,
    dirs: impl IntoIterator<Item = PathBuf>,
) -> Option<PathBuf> {
    dirs.into_iter()
        .map(|dir| dir.join(name))
        .chain([PathBuf::from(debian)])
        .find(|path| path.is_file())
}

/// The UCI search for a game of the classic family; `None` for our own
/// games, which no UCI engine plays.
pub fn uci_search(game: &Game, level: Level) -> Option<Search> {
    if !game.variant().is_classic() {
        return None;
    }
    let mut search = Search::at_level(
        (!game.has_usual_start()).then(|| game.start_state()),
        game.history().iter().map(|m| m.uci.to_string()).collect(),
        level,
    );
    search.variant = game.variant().uci_variant().map(str::to_owned);
    search.chess960 = game.variant() == Variant::Chess960;
    Some(search)
}
