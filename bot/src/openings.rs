//! A game's opening by lichess's table of names (CC0; see
//! `data/openings/PROVENANCE.md`): the deepest named position the game
//! reached in its first [`SEARCH_PLIES`] moves, a position found however
//! the game came to it, as lila's `OpeningDb` names a game.

use std::collections::HashMap;
use std::sync::OnceLock;

use kibitz_rules::{Game, Variant};

/// Lichess's names, three columns: ECO code, name, moves.
const TABLE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../data/openings/openings.tsv"
));

/// How far into a game a named position is looked for (lila's
/// `OpeningDb.SEARCH_MAX_PLIES`).
pub const SEARCH_PLIES: usize = 40;

/// A named opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its ECO code, `C60`.
    pub eco: &'static str,
    /// Its name, `Ruy Lopez: Morphy Defense`.
    pub name: &'static str,
}

impl std::fmt::Display for Opening {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.eco, self.name)
    }
}

/// Whether a variant's games are named by the table: the variants lichess
/// names openings in (its `openingSensibleVariants`), from the usual
/// start.
fn named_in(variant: Variant) -> bool {
    matches!(
        variant,
        Variant::Standard | Variant::Crazyhouse | Variant::ThreeCheck | Variant::KingOfTheHill
    )
}

/// The table, read on first use: each named position's key (the rules'
/// [`kibitz_rules::Position::key`]: placement, side to move, rights and
/// en passant, no move counters, so that a transposition is found too)
/// and name.
fn table() -> &'static HashMap<u128, Opening> {
    static TABLE_BY_KEY: OnceLock<HashMap<u128, Opening>> = OnceLock::new();
    TABLE_BY_KEY.get_or_init(|| {
        let mut named = HashMap::new();
        for line in TABLE.lines().skip(1) {
            let mut fields = line.split('\t');
            let (Some(eco), Some(name), Some(moves)) =
                (fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            let mut game = Game::new(Variant::Standard);
            let played = moves
                .split_whitespace()
                .filter(|word| !word.ends_with('.'))
                .all(|san| game.play_text(san).is_ok());
            if played {
                // A later line of the same position keeps the first name,
                // as the table lists the main name first.
                named
                    .entry(game.position().key())
                    .or_insert(Opening { eco, name });
            } else {
                tracing::error!(eco, name, "an opening's moves do not play");
            }
        }
        named
    })
}

/// Reads the table now (it is read on first use otherwise), so that no
/// request pays for it.
pub fn prepare() {
    table();
}

/// How many positions the table names.
pub fn named_positions() -> usize {
    table().len()
}

/// `game`'s opening: the deepest named position of its first
/// [`SEARCH_PLIES`] moves; `None` for a game that left the table at once,
/// a variant the table does not name, or a game set up elsewhere.
pub fn opening_of(game: &Game) -> Option<Opening> {
    let variant = game.variant();
    if !named_in(variant) || !game.has_usual_start() {
        return None;
    }
    let table = table();
    // The positions replayed from the start with the moves kept (no
    // notation read or written: a board in the opening asks this).
    let mut position = Game::new(variant).position();
    let mut found = None;
    for played in game.history().iter().take(SEARCH_PLIES) {
        position.play(played.mv);
        if let Some(opening) = table.get(&position.key()) {
            found = Some(*opening);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(variant: Variant, moves: &str) -> Game {
        let mut game = Game::new(variant);
        for m in moves.split_whitespace() {
            game.play_text(m).expect("legal");
        }
        game
    }

    #[test]
    fn every_line_of_the_table_plays_and_names_its_position() {
        assert!(named_positions() > 3000, "{}", named_positions());
        for line in TABLE.lines().skip(1) {
            let fields: Vec<&str> = line.split('\t').collect();
            let game = played(
                Variant::Standard,
                &fields[2]
                    .split_whitespace()
                    .filter(|w| !w.ends_with('.'))
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            assert!(table().contains_key(&game.position().key()), "{line}");
        }
    }

    #[test]
    fn the_najdorf_is_named_and_stays_named_after_the_table_ends() {
        let game = played(
            Variant::Standard,
            "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 h3 h6 a3",
        );
        let opening = opening_of(&game).expect("named");
        assert_eq!(opening.eco, "B90");
        assert!(
            opening
                .name
                .starts_with("Sicilian Defense: Najdorf Variation"),
            "{}",
            opening.name
        );
    }

    #[test]
    fn a_transposition_finds_the_named_position() {
        // The Ruy Lopez reached by another order of moves.
        let game = played(Variant::Standard, "Nf3 Nc6 e4 e5 Bb5");
        assert_eq!(opening_of(&game).map(|o| o.name), Some("Ruy Lopez"));
    }

    #[test]
    fn unnamed_games_and_variants_have_no_opening() {
        assert_eq!(opening_of(&Game::new(Variant::Standard)), None);
        assert_eq!(opening_of(&played(Variant::Antichess, "e3 e6")), None);
        assert!(opening_of(&played(Variant::Crazyhouse, "e4 e5 Nf3 Nc6 Bb5")).is_some());
        // In crazyhouse a capture puts a piece in hand: a position the
        // table (of chess) does not hold; the name stays the last one
        // before it.
        let open_sicilian = played(Variant::Crazyhouse, "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6");
        assert_eq!(
            opening_of(&open_sicilian).map(|o| o.to_string()),
            Some("B50 Sicilian Defense".to_owned())
        );
    }
}
