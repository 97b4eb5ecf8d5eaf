//! The classic family: material, a little placement, and each variant's
//! own goal (the hill, the race, checks left, pieces to lose).

use kibitz_rules::{Color, Piece, Position, Role, Square, Variant};

use super::{advance, signed};

/// The usual worth of a piece, in centipawns.
pub(super) fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// Distance from the four centre squares, 0 to 3.
fn off_centre(square: Square) -> i32 {
    let file = i32::from(square.file() as u8);
    let rank = i32::from(square.rank() as u8);
    let from_middle = |x: i32| if x < 4 { 3 - x } else { x - 4 };
    from_middle(file).max(from_middle(rank))
}

/// The evaluation from White's side.
pub(super) fn for_white(position: &Position) -> i32 {
    let variant = position.variant();
    let pieces = position.pieces();
    let heavy: i32 = pieces
        .iter()
        .filter(|(_, p)| !matches!(p.role, Role::Pawn | Role::King))
        .map(|(_, p)| value(p.role))
        .sum();
    let endgame = heavy <= 2600;
    let mut score: i32 = pieces
        .iter()
        .map(|&(square, piece)| signed(piece.color, placed(variant, square, piece, endgame)))
        .sum();
    let marks = position.marks();
    for color in Color::ALL {
        if let Some(pockets) = marks.pockets {
            let held: i32 = Role::ALL
                .into_iter()
                .map(|role| value(role) * i32::from(*pockets.get(color).get(role)))
                .sum();
            score += signed(color, held);
        }
        if let Some(given) = marks.checks_given {
            let left = 3u32.saturating_sub(*given.get(color));
            score -= signed(color, 250 * i32::try_from(left).unwrap_or(3));
        }
    }
    if variant == Variant::Antichess {
        // Every piece is a liability: the side with less is nearer its goal.
        -score
    } else {
        score
    }
}

/// What one piece on its square is worth to its side.
fn placed(variant: Variant, square: Square, piece: Piece, endgame: bool) -> i32 {
    let centre = 3 - off_centre(square);
    value(piece.role)
        + match piece.role {
            Role::Pawn => {
                6 * advance(piece.color, square)
                    + if endgame {
                        6 * advance(piece.color, square)
                    } else {
                        0
                    }
            }
            Role::Knight | Role::Bishop => 10 * centre,
            Role::Queen | Role::Rook => 3 * centre,
            Role::King => match variant {
                Variant::KingOfTheHill => 120 * centre,
                // Both kings race up the board to the eighth rank.
                Variant::RacingKings => 150 * i32::from(square.rank() as u8),
                _ if endgame => 10 * centre,
                _ => -8 * centre,
            },
        }
}
