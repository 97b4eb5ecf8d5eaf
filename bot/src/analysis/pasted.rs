//! A game or a position pasted after `analyse`, read: a PGN record of any
//! variant Kibitz plays, or a position in its variant's state string (a
//! FEN for the classic family), the variant's name first unless it is
//! standard chess (`atomic <FEN>`). What does not read gets an answer that
//! says where and why.

use kibitz_rules::pgn::{PgnError, read_pgn};
use kibitz_rules::{EndReason, Game, Outcome, Variant};

use crate::games::views::move_error_text;
use crate::i18n::Text;
use crate::perf::variant_text;

/// The most half-moves a pasted game may have: its analysis then takes
/// at most about four times a usual game's (a 40-move game is 80), which
/// keeps the queue's wait as told.
pub(crate) const MAX_PASTED_PLIES: usize = 400;

/// A pasted game read: ended as its record says (or unfinished where the
/// record stops before the end), with its record's tags.
#[derive(Debug)]
pub(crate) struct Pasted {
    /// The game.
    pub game: Game,
    /// How it ends.
    pub outcome: Outcome,
    /// The record's tag pairs, in order (none for a position).
    pub tags: Vec<(String, String)>,
}

/// Reads a pasted text as a position or, failing that, as a record.
pub(crate) fn read_pasted(text: &str) -> Result<Pasted, Text> {
    if let Some(position) = read_position(text)? {
        return Ok(position);
    }
    let pgn = read_pgn(text).map_err(|error| record_error(&error))?;
    let game = pgn.game;
    if game.history().is_empty() && game.has_usual_start() {
        return Err(Text::new("record-no-moves"));
    }
    if let Some(refusal) = too_long(game.history().len()) {
        return Err(refusal);
    }
    let outcome = game
        .outcome()
        .unwrap_or(Outcome::draw(EndReason::Unfinished));
    Ok(Pasted {
        game,
        outcome,
        tags: pgn.tags,
    })
}

/// The refusal of a game of `plies` half-moves, longer than
/// [`MAX_PASTED_PLIES`].
fn too_long(plies: usize) -> Option<Text> {
    (plies > MAX_PASTED_PLIES).then(|| {
        Text::new("record-too-many-moves")
            .number("plies", plies as f64)
            .number("max", MAX_PASTED_PLIES as f64)
    })
}

/// A position, when the text is one (a variant's name and a state string,
/// or a state string of standard chess): `None` when it reads as no
/// position and does not look like one; an answer when it looks like a
/// position (its first word has ranks, `/`) and does not read.
fn read_position(text: &str) -> Result<Option<Pasted>, Text> {
    if text.starts_with('[') {
        return Ok(None);
    }
    let (variant, state) = match text.split_once(char::is_whitespace) {
        Some((first, rest)) => match Variant::from_name(first) {
            Some(variant) => (variant, rest.trim()),
            None => (Variant::Standard, text),
        },
        None => (Variant::Standard, text),
    };
    let looks_like_one = state
        .split_whitespace()
        .next()
        .is_some_and(|board| board.contains('/'));
    match Game::from_state(variant, state) {
        Ok(game) => {
            if let Some(outcome) = game.outcome() {
                return Err(Text::new("record-position-over").arg("result", outcome.result()));
            }
            Ok(Some(Pasted {
                game,
                outcome: Outcome::draw(EndReason::Unfinished),
                tags: Vec::new(),
            }))
        }
        Err(error) if looks_like_one => Err(Text::new("record-position")
            .text("variant", variant_text(variant))
            .arg("detail", error.to_string())),
        Err(_) => Ok(None),
    }
}

/// Why a record does not read, as a chat says it.
fn record_error(error: &PgnError) -> Text {
    match error {
        PgnError::TooLarge { bytes } => {
            Text::new("record-too-large").number("bytes", *bytes as f64)
        }
        PgnError::Empty => Text::new("record-empty"),
        PgnError::BadTag { line, text } => Text::new("record-bad-tag")
            .number("line", *line as f64)
            .arg("tag", text.clone()),
        PgnError::UnknownVariant(name) => {
            Text::new("record-variant").arg("variant", name.chars().take(40).collect::<String>())
        }
        PgnError::Start(error) => Text::new("record-start").arg("detail", error.to_string()),
        PgnError::Move {
            number,
            white,
            text,
            error,
        } => {
            let (reason, _) = move_error_text(error);
            let dots = if *white { "." } else { "..." };
            Text::new("record-move")
                .arg(
                    "move",
                    format!(
                        "{number}{dots} {}",
                        text.chars().take(20).collect::<String>()
                    ),
                )
                .text("reason", reason)
        }
        PgnError::ResultMismatch { result, actual } => Text::new("record-result")
            .arg("result", result.clone())
            .arg("actual", actual.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::state::record_tags::kept_tags;

    #[test]
    fn a_fen_alone_is_a_position_of_standard_chess_and_a_variant_name_first_names_its_variant() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let pasted = read_pasted(fen).expect("a position");
        assert_eq!(pasted.game.variant(), Variant::Standard);
        assert!(pasted.game.history().is_empty());
        assert_eq!(pasted.outcome.reason, EndReason::Unfinished);
        let atomic = read_pasted(&format!("atomic {fen}")).expect("an atomic position");
        assert_eq!(atomic.game.variant(), Variant::Atomic);
    }

    #[test]
    fn a_record_is_read_with_its_tags_and_ends_as_it_says() {
        let pasted = read_pasted(
            "[Event \"Club\"] [White \"Anna\"] [Black \"Boris\"] [Result \"0-1\"]\n\
             1. f3 e5 2. g4 Qh4# 0-1",
        )
        .expect("a record");
        assert_eq!(pasted.game.history().len(), 4);
        assert_eq!(pasted.outcome.reason, EndReason::Checkmate);
        // Its result is written from the game, not copied.
        assert_eq!(kept_tags(&pasted.tags).len(), 3);
        let unfinished = read_pasted("1. e4 e5 2. Nf3 *").expect("a record");
        assert_eq!(unfinished.outcome, Outcome::draw(EndReason::Unfinished));
        let resigned = read_pasted("1. e4 e5 1-0").expect("a record");
        assert_eq!(resigned.outcome.reason, EndReason::Resignation);
    }

    #[test]
    fn what_does_not_read_says_why() {
        let key = |text: &str| read_pasted(text).expect_err(text).id();
        assert_eq!(key("1. e4 e5 2. Ke3"), "record-move");
        assert_eq!(key("[Event \"x\"]"), "record-no-moves");
        assert_eq!(key("[Variant \"Bughouse\"] 1. e4"), "record-variant");
        assert_eq!(key("[White \"x\" 1. e4"), "record-bad-tag");
        assert_eq!(
            key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"),
            "record-position"
        );
        assert_eq!(key("1. f3 e5 2. g4 Qh4# 1-0"), "record-result");
        // Fool's mate, pasted as its final position: nothing is left to play.
        assert_eq!(
            key("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
            "record-position-over"
        );
        assert_eq!(too_long(MAX_PASTED_PLIES), None);
        assert_eq!(
            too_long(MAX_PASTED_PLIES + 1).map(|t| t.id()),
            Some("record-too-many-moves")
        );
    }
}
