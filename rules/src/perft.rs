//! Perft: counting the leaf nodes of the legal move tree, the standard check
//! of a move generator against published numbers.

use shakmaty::{Move, MoveList, Position};

/// A position whose legal moves can be listed and played: what perft walks.
pub(crate) trait MoveTree: Clone {
    /// One move.
    type Move: Copy;
    /// The legal moves of a position.
    type Moves: AsRef<[Self::Move]>;
    /// Lists the legal moves.
    fn moves(&self) -> Self::Moves;
    /// Plays a move from [`MoveTree::moves`].
    fn play(&mut self, m: Self::Move);
}

impl<P: Position + Clone> MoveTree for P {
    type Move = Move;
    type Moves = MoveList;

    fn moves(&self) -> MoveList {
        self.legal_moves()
    }

    fn play(&mut self, m: Move) {
        self.play_unchecked(m);
    }
}

/// Counts the move paths of exactly `depth` plies (1 at depth 0).
pub(crate) fn perft<T: MoveTree>(pos: &T, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.moves();
    let moves = moves.as_ref();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play(m);
            perft(&child, depth - 1)
        })
        .sum()
}
