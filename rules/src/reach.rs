//! Where a piece goes by its way of moving: the one reach function that
//! Immortal chess, chess football and the engine's evaluation share.

use shakmaty::{Bitboard, Color, Rank, Role, Square, attacks};

/// The squares a piece other than a pawn reaches in one move by its way of
/// moving, as in chess: along its lines up to and including the first piece
/// met on each (`occupied` stops slides), or a knight's or king's squares.
/// With `backward` false, the squares behind `from` as `color` sees the
/// board are left out: the piece goes forward, sideways and
/// forward-diagonally only. Pawns reach nothing here: each game moves them
/// by its own rules.
#[inline]
pub fn reach(
    role: Role,
    color: Color,
    from: Square,
    occupied: Bitboard,
    backward: bool,
) -> Bitboard {
    let lines = match role {
        Role::Pawn => return Bitboard::EMPTY,
        Role::Knight => attacks::knight_attacks(from),
        Role::Bishop => attacks::bishop_attacks(from, occupied),
        Role::Rook => attacks::rook_attacks(from, occupied),
        Role::Queen => attacks::queen_attacks(from, occupied),
        Role::King => attacks::king_attacks(from),
    };
    if backward {
        lines
    } else {
        lines & not_behind(color, from.rank())
    }
}

/// The squares of `rank` and of the ranks ahead of it, as `color` sees the
/// board.
#[inline]
pub fn not_behind(color: Color, rank: Rank) -> Bitboard {
    let rank = u32::from(rank);
    match color {
        Color::White => Bitboard(!0u64 << (8 * rank)),
        Color::Black => Bitboard(!0u64 >> (8 * (7 - rank))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_that_may_not_go_back_go_forward_and_sideways_only() {
        let occupied = Bitboard::from_square(Square::D6);
        let rook = reach(Role::Rook, Color::White, Square::D4, occupied, false);
        assert!(rook.contains(Square::D6) && !rook.contains(Square::D7));
        assert!(rook.contains(Square::A4) && rook.contains(Square::H4));
        assert!(!rook.contains(Square::D3));
        let black_knight = reach(
            Role::Knight,
            Color::Black,
            Square::D4,
            Bitboard::EMPTY,
            false,
        );
        assert_eq!(
            black_knight,
            Bitboard::from_iter([Square::C2, Square::E2, Square::B3, Square::F3])
        );
        let back = reach(Role::King, Color::White, Square::E8, Bitboard::EMPTY, true);
        assert_eq!(back.count(), 5, "from the far rank, backward too");
        assert!(reach(Role::Pawn, Color::White, Square::E2, Bitboard::EMPTY, true).is_empty());
    }
}
