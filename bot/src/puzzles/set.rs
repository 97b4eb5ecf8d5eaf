//! The shipped puzzles (lichess's, CC0; see `data/puzzles/PROVENANCE.md`),
//! those the engine confirmed, read once into a list sorted by rating, and the choice of one near a
//! solver's rating as lichess makes it: within 300 points, then 800, then
//! 2,000, never one the solver has seen.

use std::sync::OnceLock;

use kibitz_rules::{Game, Variant};

use crate::command::{PuzzleTheme, PuzzleThemes};

/// Lichess's puzzles as shipped: `id`, `fen`, `moves`, `rating`, `themes`,
/// `game`, sorted by rating.
const TABLE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../data/puzzles/puzzles.tsv"
));

/// The puzzles of our own games (chess football, Immortal chess), proved
/// by our search (`bot/examples/variant_puzzles.rs`): `id`, `variant`,
/// `fen`, `moves`, `rating`, `themes`, `game`.
const VARIANT_TABLE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../data/puzzles/variants.tsv"
));

/// The shipped puzzles the engine could not confirm (see
/// `scripts/verify_puzzles.py`), left out: `id: why`, one a line.
const UNCONFIRMED: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../data/puzzles/unconfirmed.txt"
));

/// How far from a solver's rating a puzzle is looked for, widening when
/// none is left (lila's `PuzzleDifficulty` paths widen the same way).
pub const RATING_RANGES: [i32; 3] = [300, 800, 2000];

/// One puzzle: a position, the opponent's move that sets it, and the
/// solution, the solver's moves and the opponent's replies in turn. The
/// shipped puzzles borrow the embedded table; a puzzle mined from a game
/// played here borrows its stored row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle<'a> {
    /// Lichess's id (`0YtJI`), or a mined puzzle's (`g41-5`).
    pub id: &'a str,
    /// The position before the opponent's move (FEN).
    pub fen: &'a str,
    /// The opponent's move, then the solution, in UCI, spaced (kept as
    /// shipped: a hundred thousand puzzles cost no list each).
    pub moves: &'a str,
    /// Its rating.
    pub rating: i32,
    /// Its themes.
    pub themes: PuzzleThemes,
    /// The lichess game it comes from (empty for a mined one: its game is
    /// credited by the store).
    pub game: &'a str,
    /// The game it is a puzzle of.
    pub variant: Variant,
}

impl<'a> Puzzle<'a> {
    /// The position the solver sees: the opponent's move played.
    pub fn start(&self) -> Option<Game> {
        let mut game = Game::from_state(self.variant, self.fen).ok()?;
        let first = game.parse_move(self.moves.split(' ').next()?).ok()?;
        game.play(first).ok()?;
        Some(game)
    }

    /// The solution: the solver's moves and the replies, after the
    /// opponent's first move.
    pub fn solution(&self) -> Vec<&'a str> {
        self.moves.split(' ').skip(1).collect()
    }
}

/// The ratings the puzzle of the day is chosen among.
pub const DAILY_RATINGS: std::ops::RangeInclusive<i32> = 1500..=2100;

/// The shipped puzzles, sorted by rating.
#[derive(Debug)]
pub struct PuzzleSet {
    puzzles: Vec<Puzzle<'static>>,
}

/// A line of lichess's table read; `None` when it does not read.
fn read_line(line: &'static str) -> Option<Puzzle<'static>> {
    let (id, rest) = line.split_once('\t')?;
    read_fields(id, Variant::Standard, rest)
}

/// A line of the table of our own games' puzzles (a `variant` after the
/// id) read; `None` when it does not read.
fn read_variant_line(line: &'static str) -> Option<Puzzle<'static>> {
    let (id, rest) = line.split_once('\t')?;
    let (variant, rest) = rest.split_once('\t')?;
    read_fields(id, Variant::from_name(variant)?, rest)
}

/// A puzzle of `variant` known by `id` from the rest of its line: `fen`,
/// `moves`, `rating`, `themes`, `game`.
fn read_fields(id: &'static str, variant: Variant, rest: &'static str) -> Option<Puzzle<'static>> {
    let mut fields = rest.split('\t');
    let (fen, moves, rating, themes, game) = (
        fields.next()?,
        fields.next()?,
        fields.next()?,
        fields.next()?,
        fields.next()?,
    );
    Some(Puzzle {
        id,
        fen,
        moves,
        rating: rating.parse().ok()?,
        themes: themes.split(' ').filter_map(PuzzleTheme::named).collect(),
        game,
        variant,
    })
}

impl PuzzleSet {
    /// A set of these puzzles (sorted here by rating, then id).
    pub fn new(mut puzzles: Vec<Puzzle<'static>>) -> PuzzleSet {
        puzzles.sort_by_key(|p| (p.rating, p.id));
        PuzzleSet { puzzles }
    }

    /// The shipped set, read on first use.
    pub fn shipped() -> &'static PuzzleSet {
        static SHIPPED: OnceLock<PuzzleSet> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            let unconfirmed: Vec<&str> = UNCONFIRMED
                .lines()
                .filter(|line| !line.starts_with('#'))
                .filter_map(|line| line.split(':').next())
                .collect();
            PuzzleSet::new(
                TABLE
                    .lines()
                    .skip(1)
                    .filter_map(read_line)
                    .filter(|p| !unconfirmed.contains(&p.id))
                    .chain(VARIANT_TABLE.lines().skip(1).filter_map(read_variant_line))
                    .collect(),
            )
        })
    }

    /// Every puzzle, by rating.
    pub fn all(&self) -> &[Puzzle<'static>] {
        &self.puzzles
    }

    /// A puzzle by its id.
    pub fn by_id(&self, id: &str) -> Option<&Puzzle<'static>> {
        self.puzzles.iter().find(|p| p.id == id)
    }

    /// The puzzle of a day, the same wherever and whenever it is asked
    /// for: one of standard chess's rated within [`DAILY_RATINGS`] (as lichess's
    /// puzzle of the day is one a club player can solve), a day's number
    /// spread over them by a fixed odd multiplier (Fibonacci hashing), so
    /// that days in a row get puzzles far apart in rating.
    pub fn daily(&self, day: chrono::NaiveDate) -> Option<&Puzzle<'static>> {
        use chrono::Datelike;
        let from = self
            .puzzles
            .partition_point(|p| p.rating < *DAILY_RATINGS.start());
        let to = self
            .puzzles
            .partition_point(|p| p.rating <= *DAILY_RATINGS.end());
        let pool = self.puzzles.get(from..to)?;
        let chess = || pool.iter().filter(|p| p.variant == Variant::Standard);
        let number = u64::try_from(day.num_days_from_ce()).unwrap_or(0);
        let spread = number.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
        let len = u64::try_from(chess().count()).ok().filter(|n| *n > 0)?;
        chess().nth(usize::try_from(spread % len).ok()?)
    }

    /// The puzzle for a solver rated `rating`: of `themes` (any, when
    /// empty), not `seen`, the closest to the rating within the first of
    /// [`RATING_RANGES`] that holds one; `None` when even the widest holds
    /// none.
    pub fn near(
        &self,
        rating: i32,
        themes: PuzzleThemes,
        seen: impl Fn(&str) -> bool,
    ) -> Option<&Puzzle<'static>> {
        // Looked for nearest first, the first fitting puzzle is within the
        // narrowest range that holds one: one look out to the widest.
        let widest = RATING_RANGES[RATING_RANGES.len() - 1];
        self.within(rating, widest, themes, &seen)
    }

    /// The closest fitting puzzle within `range` of `rating`: looked for
    /// outwards from the rating's place in the sorted list, so that only
    /// the puzzles closer than it (seen, or of other themes) are read.
    fn within(
        &self,
        rating: i32,
        range: i32,
        themes: PuzzleThemes,
        seen: &impl Fn(&str) -> bool,
    ) -> Option<&Puzzle<'static>> {
        // Standard chess's puzzles unless a theme names our own game.
        let variant = themes.variant().unwrap_or(Variant::Standard);
        let fits = |p: &Puzzle| {
            p.variant == variant
                && (themes.is_empty() || p.themes.contains_all(themes))
                && !seen(p.id)
                && (p.rating - rating).abs() <= range
        };
        let middle = self.puzzles.partition_point(|p| p.rating < rating);
        let (below, above) = self.puzzles.split_at(middle);
        let mut down = below.iter().rev().peekable();
        let mut up = above.iter().peekable();
        loop {
            // The nearer of the next puzzle below and above (above on a
            // tie: the list is sorted by rating, then id).
            let next = match (down.peek(), up.peek()) {
                (None, None) => return None,
                (Some(_), None) => down.next(),
                (None, Some(_)) => up.next(),
                (Some(d), Some(u)) => {
                    if rating - d.rating < u.rating - rating {
                        down.next()
                    } else {
                        up.next()
                    }
                }
            }?;
            if (next.rating - rating).abs() > range {
                return None;
            }
            if fits(next) {
                return Some(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_puzzle_of_a_day_is_fixed_within_the_daily_ratings_and_changes_daily() {
        let set = PuzzleSet::shipped();
        let day = |d| chrono::NaiveDate::from_ymd_opt(2026, 11, d).expect("a day");
        let ids: Vec<&str> = (1..=30)
            .map(|d| set.daily(day(d)).expect("a puzzle").id)
            .collect();
        for (d, id) in (1..=30).zip(&ids) {
            let puzzle = set.daily(day(d)).expect("a puzzle");
            assert_eq!(puzzle.id, *id, "the same each time it is asked");
            assert!(DAILY_RATINGS.contains(&puzzle.rating), "{}", puzzle.rating);
        }
        let distinct: std::collections::HashSet<&&str> = ids.iter().collect();
        assert_eq!(distinct.len(), 30, "{ids:?}");
        assert_eq!(PuzzleSet::new(Vec::new()).daily(day(1)), None);
    }

    #[test]
    fn every_shipped_puzzle_reads_and_its_moves_are_legal() {
        let set = PuzzleSet::shipped();
        // 6,605 shipped (data/puzzles/PROVENANCE.md), 38 the engine could
        // not confirm left out (data/puzzles/unconfirmed.txt).
        let chess: Vec<&Puzzle> = set
            .all()
            .iter()
            .filter(|p| p.variant == Variant::Standard)
            .collect();
        assert_eq!(chess.len(), 6605 - 38);
        assert_eq!(set.by_id("011jz"), None, "unconfirmed");
        // Every puzzle's moves replay (ours are proved in `proof`).
        for puzzle in set.all() {
            let mut game = Game::from_state(puzzle.variant, puzzle.fen)
                .unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
            for uci in puzzle.moves.split(' ') {
                let mv = game
                    .parse_move(uci)
                    .unwrap_or_else(|e| panic!("{} {uci}: {e}", puzzle.id));
                game.play(mv)
                    .unwrap_or_else(|e| panic!("{} {uci}: {e}", puzzle.id));
            }
            assert!(!puzzle.themes.is_empty(), "{}", puzzle.id);
            assert_eq!(puzzle.moves.split(' ').count() % 2, 0, "{}", puzzle.id);
        }
    }

    #[test]
    fn known_puzzles_are_shipped_as_lichess_has_them() {
        let set = PuzzleSet::shipped();
        let back_rank = set.by_id("0YtJI").expect("shipped");
        assert_eq!(
            back_rank.fen,
            "2R3k1/p4ppp/4rb2/1r1p4/8/PP2P2P/5PP1/4RK2 b - - 1 28"
        );
        assert_eq!(back_rank.moves, "e6e8 c8e8");
        assert_eq!(back_rank.rating, 400);
        assert!(back_rank.themes.contains(PuzzleTheme::BackRankMate));
        assert!(back_rank.themes.contains(PuzzleTheme::MateIn1));
        let mate_in_two = set.by_id("06IuL").expect("shipped");
        assert_eq!(mate_in_two.moves, "d6e5 d5d8 b8d8 d1d8");
        assert!(mate_in_two.themes.contains(PuzzleTheme::MateIn2));
        assert_eq!(mate_in_two.game, "https://lichess.org/LafoQwJv/black#40");
        // The solver sees the position after the opponent's move.
        let start = back_rank.start().expect("a start");
        assert_eq!(start.turn(), kibitz_rules::Color::White);
        assert_eq!(back_rank.solution(), ["c8e8"]);
    }

    #[test]
    fn a_puzzle_is_chosen_near_the_rating_and_never_one_seen() {
        let set = PuzzleSet::shipped();
        let first = set.near(1500, PuzzleThemes::EMPTY, |_| false).expect("one");
        assert!((first.rating - 1500).abs() <= 300, "{first:?}");
        let second = set
            .near(1500, PuzzleThemes::EMPTY, |id| id == first.id)
            .expect("another");
        assert_ne!(first.id, second.id);
        // A theme narrows the choice.
        let fork = set
            .near(1500, PuzzleTheme::Fork.into(), |_| false)
            .expect("a fork");
        assert!(fork.themes.contains(PuzzleTheme::Fork));
        // Far from every puzzle, the range widens.
        let low = set
            .near(-600, PuzzleThemes::EMPTY, |_| false)
            .expect("widened");
        assert_eq!(low.rating, 400);
        // With every puzzle seen, none is left.
        assert_eq!(set.near(1500, PuzzleThemes::EMPTY, |_| true), None);
    }
}
