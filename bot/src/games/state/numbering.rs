//! A game's moves written with their numbers, as a record numbers them.

use kibitz_rules::{Color, Game};

/// The moves of a game as people read them, numbered: `1. e4 e5 2. Nf3`.
pub(crate) fn numbered_line(game: &Game) -> String {
    numbered_from(game, 0)
}

/// The moves of a game after its first `from`, numbered as
/// [`numbered_line`] numbers them; a Black move that opens them has its
/// number too (`1… Nf6 2. e5`).
pub(crate) fn numbered_from(game: &Game, from: usize) -> String {
    let mut words = Vec::new();
    let numbered = game
        .history()
        .iter()
        .zip(game.written_numbers())
        .zip(game.move_numbers())
        .enumerate()
        .skip(from);
    for (i, ((played, written), number)) in numbered {
        let written = written.or((i == from).then_some(number));
        match (written, played.by) {
            (Some(number), Color::White) => words.push(format!("{number}.")),
            (Some(number), Color::Black) => words.push(format!("{number}…")),
            (None, _) => {}
        }
        words.push(played.san.to_string());
    }
    words.join(" ")
}
