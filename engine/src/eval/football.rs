//! Chess football: goals above all, then the ball (who has it, how near
//! the goal it is, whether the way to goal is open), the pieces on the
//! pitch, and the pressure on the ball from the side without it.

use kibitz_rules::reach::reach;
use kibitz_rules::{Bitboard, Color, Marks, Piece, Position, Role, Square};

use super::signed;

/// A goal, worth far more than anything else on the pitch.
const GOAL: i32 = 5_000;
/// Holding the ball.
const POSSESSION: i32 = 80;
/// Each step the ball holder is nearer the opponent's goal.
const PER_STEP: i32 = 25;
/// The holder could reach a goal square by its own move, if it were its turn.
const SHOT: i32 = 200;
/// Each piece without the ball one square nearer it, for the side
/// without it: pressure.
const PRESS: i32 = 4;

/// What a piece adds to its side: more pieces, more ways to pass and tackle.
fn worth(role: Role) -> i32 {
    match role {
        Role::Queen => 90,
        Role::Rook => 50,
        Role::Bishop | Role::Knight => 32,
        Role::Pawn => 12,
        Role::King => 0,
    }
}

/// The evaluation from White's side.
pub(super) fn for_white(position: &Position) -> i32 {
    let pieces = position.pieces();
    let marks = position.marks();
    let goals = |c| {
        marks.score.map_or(0, |score| {
            i32::try_from(*score.get(c)).unwrap_or(i32::MAX / 4)
        })
    };
    let mut score = GOAL * (goals(Color::White) - goals(Color::Black));
    for &(square, piece) in &pieces {
        score += signed(
            piece.color,
            worth(piece.role) + guard(&marks, square, piece),
        );
    }
    let Some(ball) = marks.ball else {
        return score;
    };
    let Some(&(_, holder)) = pieces.iter().find(|(s, _)| *s == ball) else {
        return score;
    };
    let attacker = holder.color;
    // The goal the holder's side shoots at is the one the other defends.
    let target = *marks.goals.get(!attacker);
    let steps = target
        .into_iter()
        .map(|goal| chebyshev(ball, goal))
        .min()
        .unwrap_or(7);
    let mut attack = POSSESSION + PER_STEP * (7 - steps);
    let occupied: Bitboard = pieces.iter().map(|&(s, _)| s).collect();
    if reaches_goal(target, occupied, ball, holder) {
        attack += SHOT;
    }
    // The defenders close in on the ball.
    let pressure: i32 = pieces
        .iter()
        .filter(|(_, p)| p.color != attacker && p.role != Role::King)
        .map(|&(s, _)| PRESS * (7 - chebyshev(s, ball)))
        .sum();
    score + signed(attacker, attack - pressure)
}

/// A small reward for defenders standing right in front of their own goal.
fn guard(marks: &Marks, square: Square, piece: Piece) -> i32 {
    let ahead = match piece.color {
        Color::White => 8,
        Color::Black => -8,
    };
    let in_front = marks.goals.get(piece.color).shift(ahead);
    if piece.role != Role::King && in_front.contains(square) {
        10
    } else {
        0
    }
}

fn chebyshev(a: Square, b: Square) -> i32 {
    a.distance(b) as i32
}

/// Whether the holder, moving as its kind moves over an open line, could
/// reach an empty square of the goal it shoots at in one move.
fn reaches_goal(goal: Bitboard, occupied: Bitboard, from: Square, holder: Piece) -> bool {
    let reached = if holder.role == Role::Pawn {
        // A pawn with the ball steps straight forward.
        let ahead = match holder.color {
            Color::White => 8,
            Color::Black => -8,
        };
        Bitboard::from_square(from).shift(ahead)
    } else {
        reach(holder.role, holder.color, from, occupied, true)
    };
    (reached & goal & !occupied).any()
}
