//! Chess football: goals above all, then the ball (who has it, how near
//! the goal it is, whether the way to goal is open), the pieces on the
//! pitch, and the pressure on the ball from the side without it.

use kibitz_rules::{Color, File, Piece, Position, Rank, Role, Square};

use super::{advance, signed};

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
    let goals = |c| i32::try_from(position.goals(c)).unwrap_or(i32::MAX / 4);
    let mut score = GOAL * (goals(Color::White) - goals(Color::Black));
    for &(square, piece) in &pieces {
        score += signed(piece.color, worth(piece.role) + guard(square, piece));
    }
    let Some(ball) = position.ball() else {
        return score;
    };
    let Some(&(_, holder)) = pieces.iter().find(|(s, _)| *s == ball) else {
        return score;
    };
    let attacker = holder.color;
    let steps = steps_to_goal(attacker, ball);
    let mut attack = POSSESSION + PER_STEP * (7 - steps);
    if reaches_goal(&pieces, ball, holder) {
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

/// A small reward for defenders standing in front of their own goal.
fn guard(square: Square, piece: Piece) -> i32 {
    let in_front = advance(piece.color, square) == 1
        && (File::C..=File::F).contains(&square.file())
        && piece.role != Role::King;
    if in_front { 10 } else { 0 }
}

/// King steps from `from` to the nearest goal square `attacker` shoots at.
fn steps_to_goal(attacker: Color, from: Square) -> i32 {
    let goal_rank = match attacker {
        Color::White => Rank::Eighth,
        Color::Black => Rank::First,
    };
    [File::C, File::D, File::E, File::F]
        .iter()
        .map(|&f| chebyshev(from, Square::from_coords(f, goal_rank)))
        .min()
        .unwrap_or(7)
}

fn chebyshev(a: Square, b: Square) -> i32 {
    a.distance(b) as i32
}

/// Whether the holder, moving as its kind moves over an open line, could
/// reach an empty goal square of the opponent's in one move.
fn reaches_goal(pieces: &[(Square, Piece)], from: Square, holder: Piece) -> bool {
    let goal_rank = match holder.color {
        Color::White => Rank::Eighth,
        Color::Black => Rank::First,
    };
    let occupied = |s: Square| pieces.iter().any(|(q, _)| *q == s);
    let open = |to: Square| {
        let (df, dr) = (
            i32::from(to.file() as u8) - i32::from(from.file() as u8),
            i32::from(to.rank() as u8) - i32::from(from.rank() as u8),
        );
        let (sf, sr) = (df.signum(), dr.signum());
        let n = df.abs().max(dr.abs());
        (1..n).all(|i| {
            let f = i32::from(from.file() as u8) + sf * i;
            let r = i32::from(from.rank() as u8) + sr * i;
            !occupied(Square::from_coords(
                File::new(u32::try_from(f).unwrap_or(0)),
                Rank::new(u32::try_from(r).unwrap_or(0)),
            ))
        })
    };
    [File::C, File::D, File::E, File::F].iter().any(|&f| {
        let to = Square::from_coords(f, goal_rank);
        if occupied(to) {
            return false;
        }
        let df = (i32::from(to.file() as u8) - i32::from(from.file() as u8)).abs();
        let dr = (i32::from(to.rank() as u8) - i32::from(from.rank() as u8)).abs();
        match holder.role {
            Role::Queen => (df == 0 || dr == 0 || df == dr) && open(to),
            Role::Rook => (df == 0 || dr == 0) && open(to),
            Role::Bishop => df == dr && open(to),
            Role::Knight => (df == 1 && dr == 2) || (df == 2 && dr == 1),
            Role::King => df <= 1 && dr <= 1,
            Role::Pawn => df == 0 && dr == 1,
        }
    })
}
