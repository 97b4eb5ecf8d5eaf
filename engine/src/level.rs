//! Playing strength, 1 (a beginner) to 8 (as strong as the engine gets
//! in a chat), as lichess offers it, and what each level means for a UCI
//! engine: its `Skill Level`, how deep it may look and how long it thinks.

use std::fmt;
use std::time::Duration;

/// A playing strength from 1 to 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// What a level allows a UCI engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciLimits {
    /// `Skill Level`, 0 to 20.
    pub skill: u8,
    /// The deepest search, in plies; `None` for no limit but time.
    pub depth: Option<u32>,
    /// The time to think.
    pub movetime: Duration,
}

/// Skill, depth and milliseconds per level; weak levels are held back by
/// depth as well as skill, as Stockfish's skill alone plays too well.
const UCI_LIMITS: [(u8, Option<u32>, u64); 8] = [
    (0, Some(1), 50),
    (2, Some(2), 100),
    (5, Some(3), 150),
    (8, Some(4), 200),
    (11, Some(6), 300),
    (14, Some(8), 400),
    (17, Some(12), 500),
    (20, None, 1000),
];

/// What a level allows our own search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// The deepest full-width search, in plies.
    pub depth: u32,
    /// The longest time to think; the deepest search finished by then is
    /// the one played.
    pub time: Duration,
    /// How far (in centipawns) a move may fall short of the best and still
    /// be chosen: a random amount up to this is added to each move's score.
    pub noise: i32,
    /// Whether Immortal chess endings are planned (see [`crate::plan`]).
    pub plan: bool,
}

/// Depth, milliseconds and noise per level: the weak levels see one move
/// ahead and err by up to a few pawns, the strong ones look deeper.
const SEARCH_LIMITS: [(u32, u64, i32); 8] = [
    (1, 50, 400),
    (1, 100, 150),
    (2, 150, 80),
    (2, 200, 40),
    (3, 300, 20),
    (4, 400, 10),
    (5, 500, 0),
    (6, 1000, 0),
];

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);

    /// Level `n`, if it is one of 1 to 8.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Level::MIN.0 && n <= Level::MAX.0 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number.
    pub fn get(self) -> u8 {
        self.0
    }

    /// What the level allows a UCI engine.
    pub fn uci_limits(self) -> UciLimits {
        let (skill, depth, millis) = UCI_LIMITS[usize::from(self.0 - 1)];
        UciLimits {
            skill,
            depth,
            movetime: Duration::from_millis(millis),
        }
    }
}

impl Level {
    /// What the level allows our own search.
    pub fn search_limits(self) -> SearchLimits {
        let (depth, millis, noise) = SEARCH_LIMITS[usize::from(self.0 - 1)];
        SearchLimits {
            depth,
            time: Duration::from_millis(millis),
            noise,
            // Planning finishes games the full search would leave jammed:
            // what sets the top levels apart.
            plan: self.0 >= 6,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_one_to_eight_and_each_is_stronger() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(9), None);
        let levels: Vec<Level> = (1..=8).filter_map(Level::new).collect();
        assert_eq!(levels.first(), Some(&Level::MIN));
        assert_eq!(levels.last(), Some(&Level::MAX));
        for pair in levels.windows(2) {
            let (weaker, stronger) = (pair[0].uci_limits(), pair[1].uci_limits());
            assert!(stronger.skill > weaker.skill, "{pair:?}");
            assert!(stronger.movetime > weaker.movetime, "{pair:?}");
            assert!(
                match (weaker.depth, stronger.depth) {
                    (Some(a), Some(b)) => b > a,
                    (Some(_), None) => true,
                    _ => false,
                },
                "{pair:?}"
            );
        }
        assert_eq!(Level::MAX.uci_limits().skill, 20);
        for pair in levels.windows(2) {
            let (weaker, stronger) = (pair[0].search_limits(), pair[1].search_limits());
            assert!(stronger.depth >= weaker.depth, "{pair:?}");
            assert!(stronger.time > weaker.time, "{pair:?}");
            assert!(stronger.noise <= weaker.noise, "{pair:?}");
            assert!(stronger != weaker, "{pair:?}");
        }
        assert_eq!(Level::MAX.search_limits().noise, 0);
    }
}
