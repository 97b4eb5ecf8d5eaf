//! A game's record as a file: the PGN with its tags.

use kibitz_rules::{Game, PgnTags, Variant};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

use crate::chat::Attachment;
use crate::games::reviews::Review;
use crate::games::state::live_clock::{clock_of, move_clocks};
use crate::games::state::loaded::Loaded;
use crate::games::state::record_tags::{copied_tags, record_tag};
use crate::openings::opening_of;

/// The game record of a stored game, as a file.
pub(crate) fn pgn_file(loaded: &Loaded) -> Attachment {
    pgn_file_analysed(loaded, None)
}

/// The game record as a PGN file, with the engine's analysis when it has
/// one: each move's `[%eval]` and the judged moves' NAGs (`$6`, `$2`,
/// `$4`), as lichess exports an analysed game (no eval after a mate
/// given, as there).
pub(crate) fn pgn_file_analysed(loaded: &Loaded, review: Option<&Review>) -> Attachment {
    let mut tags = pgn_tags(loaded);
    if let Some(review) = review {
        tags.evals = review.moves.iter().map(|m| m.eval.clone()).collect();
        tags.nags = review.moves.iter().map(|m| m.nag).collect();
    }
    Attachment {
        name: format!("kibitz-{}.pgn", loaded.row.id.get()),
        mime: "application/x-chess-pgn",
        bytes: loaded.game.to_pgn(&tags).into_bytes(),
    }
}

/// The PGN tags of a stored game: lichess's, with its `ECO` and `Opening`
/// where the game has one.
fn pgn_tags(loaded: &Loaded) -> PgnTags {
    let row = &loaded.row;
    if row.imported_by.is_some() {
        return pasted_tags(loaded);
    }
    PgnTags {
        // As lichess names its events: rated or casual, then the pace.
        event: format!(
            "Kibitz {} {}game",
            if row.rated { "rated" } else { "casual" },
            if let Some(clock) = clock_of(row) {
                format!("{} ", clock.speed().name())
            } else if row.days_per_move.is_some() {
                "correspondence ".to_owned()
            } else {
                String::new()
            }
        ),
        site: format!("Kibitz ({})", loaded.white.platform),
        date: row.created_at.format("%Y.%m.%d").to_string(),
        white: loaded.white.display_name.clone(),
        black: loaded.black.display_name.clone(),
        extra: [("GameId".to_owned(), row.id.get().to_string())]
            .into_iter()
            .chain(time_control(row).map(|tc| ("TimeControl".to_owned(), tc)))
            .chain(opening_tags(&loaded.game))
            .collect(),
        clocks: move_clocks(row),
        evals: Vec::new(),
        nags: Vec::new(),
    }
}

/// The PGN tags of a pasted game: its record's names, event, site and
/// date, its other tags as they were, then the opening Kibitz finds and
/// the game's number here.
fn pasted_tags(loaded: &Loaded) -> PgnTags {
    let row = &loaded.row;
    let tag =
        |name: &str, otherwise: &str| record_tag(row, name).unwrap_or_else(|| otherwise.to_owned());
    PgnTags {
        event: tag("Event", "?"),
        site: tag("Site", "?"),
        date: tag("Date", "????.??.??"),
        white: tag("White", "?"),
        black: tag("Black", "?"),
        extra: copied_tags(row)
            .into_iter()
            .chain(opening_tags(&loaded.game))
            .chain([("GameId".to_owned(), row.id.get().to_string())])
            .collect(),
        clocks: Vec::new(),
        evals: Vec::new(),
        nags: Vec::new(),
    }
}

/// The `ECO` and `Opening` tags of a game in a named opening.
fn opening_tags(game: &Game) -> impl Iterator<Item = (String, String)> {
    opening_of(game).into_iter().flat_map(|opening| {
        [
            ("ECO".to_owned(), opening.eco.to_owned()),
            ("Opening".to_owned(), opening.name.to_owned()),
        ]
    })
}

/// The game's time control as PGN writes it (and lichess exports it):
/// `300+3` for a live game, `-` for none; correspondence as lichess
/// writes it, `1/259200` (one move in so many seconds).
fn time_control(row: &crate::store::GameRow) -> Option<String> {
    match (clock_of(row), row.days_per_move) {
        (Some(clock), _) => Some(format!("{}+{}", clock.base(), clock.increment())),
        (None, Some(days)) => Some(format!("1/{}", i64::from(days) * 86_400)),
        (None, None) => Some("-".to_owned()),
    }
}

/// What a PGN in lichess's analysis path has encoded: everything but
/// letters, digits, the FEN's slashes and what SAN writes (as lichess's own
/// examples do).
const IN_PATH: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'/')
    .remove(b'_')
    .remove(b'-')
    .remove(b'.')
    .remove(b'+')
    .remove(b'=')
    .remove(b'@');

/// The longest analysis link written with the moves; a longer game links
/// its final position instead (a Discord message holds 2,000 characters).
const MAX_MOVES_LINK: usize = 1_500;

/// A link that opens a classic-family game on lichess's analysis board, built
/// without asking lichess anything: its moves (with the `Variant` and `FEN`
/// tags where needed) in the analysis URL, or for a very long game its final
/// position; `None` for games lichess does not play.
pub(crate) fn lichess_analysis(game: &Game) -> Option<String> {
    let variant = game.variant();
    if !variant.is_classic() {
        return None;
    }
    let mut pgn = String::new();
    if variant != Variant::Standard {
        pgn.push_str(&format!("[Variant \"{}\"]", variant.pgn_name()));
    }
    if !game.has_usual_start() {
        pgn.push_str(&format!("[FEN \"{}\"]", game.start_state()));
    }
    let moves: Vec<&str> = game.history().iter().map(|m| m.san.as_str()).collect();
    pgn.push_str(&moves.join("_"));
    let link = format!(
        "https://lichess.org/analysis/pgn/{}",
        utf8_percent_encode(&pgn, IN_PATH)
    );
    if link.len() <= MAX_MOVES_LINK {
        return Some(link);
    }
    Some(format!(
        "https://lichess.org/analysis/{}/{}",
        lichess_key(variant),
        utf8_percent_encode(&game.state().replace(' ', "_"), IN_PATH)
    ))
}

/// The name lichess's URLs give a variant.
fn lichess_key(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess960 => "chess960",
        Variant::Crazyhouse => "crazyhouse",
        Variant::Atomic => "atomic",
        Variant::Antichess => "antichess",
        Variant::KingOfTheHill => "kingOfTheHill",
        Variant::ThreeCheck => "threeCheck",
        Variant::Horde => "horde",
        Variant::RacingKings => "racingKings",
        Variant::Standard | Variant::Immortal | Variant::Football => "standard",
    }
}

#[cfg(test)]
mod tests {
    use kibitz_rules::Start;

    use super::*;

    fn decode(link: &str) -> String {
        percent_encoding::percent_decode_str(link)
            .decode_utf8_lossy()
            .into_owned()
    }

    fn played(variant: Variant, start: Start, moves: &str) -> Game {
        let mut game = Game::from_start(variant, start).expect("a start");
        for m in moves.split_whitespace() {
            game.play_text(m).expect("legal");
        }
        game
    }

    #[test]
    fn a_game_from_the_usual_start_links_its_moves() {
        let game = played(
            Variant::Standard,
            Start::Initial,
            "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#",
        );
        assert_eq!(
            lichess_analysis(&game).as_deref(),
            Some("https://lichess.org/analysis/pgn/e4_e5_Qh5_Nc6_Bc4_Nf6_Qxf7%23")
        );
    }

    #[test]
    fn a_variant_or_a_set_position_carries_its_tags() {
        let game = played(Variant::Crazyhouse, Start::Initial, "e4 d5 exd5 Qxd5");
        let link = lichess_analysis(&game).expect("lichess plays crazyhouse");
        let decoded = decode(&link);
        assert!(
            decoded.ends_with("/pgn/[Variant \"Crazyhouse\"]e4_d5_exd5_Qxd5"),
            "{link}"
        );
        let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        let game = played(Variant::Standard, Start::State(fen.into()), "e4");
        let link = lichess_analysis(&game).expect("a link");
        assert!(
            decode(&link).contains(&format!("[FEN \"{fen}\"]e4")),
            "{link}"
        );
    }

    #[test]
    fn a_very_long_game_links_its_final_position_and_our_own_games_none() {
        use rand::rngs::StdRng;
        use rand::{Rng, SeedableRng};
        // Random games, until one is long enough that its moves would not
        // fit in a message.
        let long = (0..200)
            .map(|seed| {
                let mut rng = StdRng::seed_from_u64(seed);
                let mut game = Game::new(Variant::Atomic);
                while !game.is_over() && game.history().len() < 400 {
                    let legal = game.legal_moves();
                    let mv = legal[rng.random_range(0..legal.len())];
                    game.play(mv).expect("legal");
                }
                game
            })
            .find(|game| game.history().len() >= 380)
            .expect("a long random game");
        let link = lichess_analysis(&long).expect("a link");
        assert!(link.len() <= MAX_MOVES_LINK, "{link}");
        assert!(
            link.starts_with("https://lichess.org/analysis/atomic/"),
            "{link}"
        );
        assert!(link.ends_with(&long.state().replace(' ', "_")), "{link}");
        assert!(lichess_analysis(&Game::new(Variant::Immortal)).is_none());
        assert!(lichess_analysis(&Game::new(Variant::Football)).is_none());
    }
}
