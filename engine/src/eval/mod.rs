//! Static evaluation: how good a position looks for the side to move, in
//! centipawns, without searching. One evaluation per family of games.

mod classic;
mod football;
mod immortal;

use kibitz_rules::{Color, Position, Square, Variant};

/// The score of a won game, less the plies it takes to win; every
/// evaluation stays far below it.
pub const WIN: i32 = 1_000_000;

/// Scores at least this large are wins or losses found by the search.
pub const DECIDED: i32 = WIN - 10_000;

/// How good `position` looks for the side to move.
pub fn evaluate(position: &Position) -> i32 {
    let for_white = match position.variant() {
        Variant::Immortal => immortal::for_white(position),
        Variant::Football => football::for_white(position),
        _ => classic::for_white(position),
    };
    match position.turn() {
        Color::White => for_white,
        Color::Black => -for_white,
    }
}

/// Immortal chess: about how many moves `color` is from its set-up, on
/// the board as it stands; 0 exactly when the set-up is complete.
pub fn moves_to_set_up(position: &Position, color: Color) -> i32 {
    immortal::moves_to_set_up(&position.pieces(), color)
}

/// How many ranks `square` lies ahead of `color`'s first rank (0 to 7).
fn advance(color: Color, square: Square) -> i32 {
    let rank = i32::from(square.rank() as u8);
    match color {
        Color::White => rank,
        Color::Black => 7 - rank,
    }
}

/// `value` for White's pieces, its negation for Black's.
fn signed(color: Color, value: i32) -> i32 {
    match color {
        Color::White => value,
        Color::Black => -value,
    }
}
