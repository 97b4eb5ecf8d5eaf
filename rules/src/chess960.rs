//! Chess960 start positions by their standard (Scharnagl) number, 0 to 959.

use shakmaty::{Bitboard, Board, Rank, Setup};

/// The number of the classic start position in the Chess960 numbering.
pub const STANDARD_START_NUMBER: u16 = 518;

/// How many Chess960 start positions there are.
pub const COUNT: u16 = 960;

/// The set-up of start position `number`, with both sides free to castle on
/// both wings; `None` past 959.
pub(crate) fn start_setup(number: u16) -> Option<Setup> {
    if number >= COUNT {
        return None;
    }
    let board = Board::chess960(u32::from(number));
    let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
    let castling_rights = board.rooks() & back_ranks;
    Some(Setup {
        board,
        castling_rights,
        ..Setup::initial()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn number_518_is_the_classic_start() {
        assert_eq!(start_setup(518).unwrap(), Setup::initial());
    }

    #[test]
    fn all_960_are_distinct_and_numbers_past_959_are_refused() {
        let boards: HashSet<_> = (0..COUNT)
            .map(|n| start_setup(n).unwrap().board.to_string())
            .collect();
        assert_eq!(boards.len(), 960);
        assert_eq!(start_setup(960), None);
    }
}
