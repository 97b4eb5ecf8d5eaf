//! Chess football's line-up, said under the board: whose placement it is,
//! a placement they could make now as an example of how one is written,
//! how many pieces they have left, which of them the rules still require
//! (the king on a goal square, the two pawns, the kicking side's piece on
//! its kick-off square) and which kinds of piece may go on the board now.

use kibitz_rules::{Color, Game, Rank, Role, Square};

use crate::context::Ctx;
use crate::i18n::Text;

/// The line-up's turn line for `game`, whose side to move is `player`
/// (as mentioned), with `left` pieces still to place.
pub(crate) fn line_up_turn(ctx: &Ctx<'_>, game: &Game, player: String, left: u8) -> String {
    let side = game.turn();
    let placements: Vec<(Role, Square)> = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| mv.put())
        .collect();
    let mut text = Text::new("football-line-up-turn")
        .arg("player", player)
        .number("left", f64::from(left));
    if let Some((role, square)) = example(side, &placements) {
        text = text.arg("example", format!("{}@{square}", role.upper_char()));
    }
    let needed: Vec<String> = still_required(game, side)
        .into_iter()
        .map(|t| ctx.say(t))
        .collect();
    text = match needed.is_empty() {
        true => text.arg("needed", "none"),
        false => text.arg("needed", joined(ctx, &needed)),
    };
    text = text.arg("pieces", possible(ctx, &placements));
    ctx.say(text)
}

/// A placement to show as the example: the king in the middle of the goal
/// when it may go there, or else the first legal placement of the kinds in
/// their usual order.
fn example(side: Color, placements: &[(Role, Square)]) -> Option<(Role, Square)> {
    let middle = Square::from_coords(
        kibitz_rules::File::D,
        side.fold_wb(Rank::First, Rank::Eighth),
    );
    placements
        .iter()
        .find(|&&(role, square)| role == Role::King && square == middle)
        .or_else(|| {
            ORDER
                .iter()
                .find_map(|&kind| placements.iter().find(|(role, _)| *role == kind))
        })
        .copied()
}

/// The kinds of piece in the order they are listed.
const ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// What the rules still require of `side`'s line-up: its king, its two
/// pawns, and, for the kicking side, a piece on the kick-off square.
fn still_required(game: &Game, side: Color) -> Vec<Text> {
    let own: Vec<(Square, Role)> = game
        .pieces()
        .into_iter()
        .filter(|(_, piece)| piece.color == side)
        .map(|(square, piece)| (square, piece.role))
        .collect();
    let mut needed = Vec::new();
    if !own.iter().any(|(_, role)| *role == Role::King) {
        needed.push(Text::new("football-line-up-king"));
    }
    let pawns = own.iter().filter(|(_, role)| *role == Role::Pawn).count();
    if pawns < 2 {
        needed.push(Text::new("football-line-up-pawns").number("count", (2 - pawns) as f64));
    }
    // The kick-off square is marked during a line-up; it is the kicking
    // side's, and White's lies in White's half.
    let kickoff = game.marks().kickoff.first();
    if let Some(square) = kickoff {
        let kicker = if square.rank() <= Rank::Fourth {
            Color::White
        } else {
            Color::Black
        };
        if kicker == side && !own.iter().any(|(on, _)| *on == square) {
            needed.push(Text::new("football-line-up-kickoff").arg("square", square.to_string()));
        }
    }
    needed
}

/// The kinds of piece that may be placed now, by letter; with the square
/// when every placement must go to one.
fn possible(ctx: &Ctx<'_>, placements: &[(Role, Square)]) -> String {
    let letters: Vec<String> = ORDER
        .iter()
        .filter(|kind| placements.iter().any(|(role, _)| role == *kind))
        .map(|kind| kind.upper_char().to_string())
        .collect();
    let letters = joined_or(ctx, &letters);
    match placements.first() {
        Some((_, square)) if placements.iter().all(|(_, on)| on == square) => ctx.say(
            Text::new("football-line-up-only-square")
                .arg("pieces", letters)
                .arg("square", square.to_string()),
        ),
        _ => letters,
    }
}

/// `a, b and c`, in the reader's language.
fn joined(ctx: &Ctx<'_>, items: &[String]) -> String {
    match split_last(items) {
        Ok((first, last)) => ctx.say(Text::new("list-and").arg("first", first).arg("last", last)),
        Err(alone) => alone,
    }
}

/// `a, b or c`, in the reader's language.
fn joined_or(ctx: &Ctx<'_>, items: &[String]) -> String {
    match split_last(items) {
        Ok((first, last)) => ctx.say(Text::new("list-or").arg("first", first).arg("last", last)),
        Err(alone) => alone,
    }
}

/// The items but the last with commas, and the last; or the one item
/// (none: empty) when there are fewer than two.
fn split_last(items: &[String]) -> Result<(String, String), String> {
    match items {
        [rest @ .., last] if !rest.is_empty() => Ok((rest.join(", "), last.clone())),
        [one] => Err(one.clone()),
        _ => Err(String::new()),
    }
}
