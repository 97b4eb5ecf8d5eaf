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

/// A position as the table knows it: the placement (without pockets or
/// promoted marks), the side to move, castling rights and the en passant
/// square; no move counters, so that a transposition is found too.
fn key(state: &str) -> String {
    let mut fields = state.split(' ');
    let board: String = fields
        .next()
        .unwrap_or_default()
        .split('[')
        .next()
        .unwrap_or_default()
        .chars()
        .filter(|c| *c != '~')
        .collect();
    let rest: Vec<&str> = fields.take(3).collect();
    format!("{board} {}", rest.join(" "))
}

/// The table, read on first use: each named position's key and name.
fn table() -> &'static HashMap<String, Opening> {
    static TABLE_BY_KEY: OnceLock<HashMap<String, Opening>> = OnceLock::new();
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
                    .entry(key(&game.state()))
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
    let mut replay = Game::new(variant);
    let mut found = None;
    for played in game.history().iter().take(SEARCH_PLIES) {
        let mv = replay.parse_move(&played.uci).ok()?;
        replay.play(mv).ok()?;
        if let Some(opening) = table.get(&key(&replay.state())) {
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
            assert!(table().contains_key(&key(&game.state())), "{line}");
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
    }
}
