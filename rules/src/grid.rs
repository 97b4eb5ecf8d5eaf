//! Board helpers shared by our own games (Immortal chess, chess football),
//! which keep their pieces in a plain array rather than a shakmaty position.

use shakmaty::{Bitboard, Board, Piece, Square};

use crate::error::StateError;

/// A piece or nothing on each of the 64 squares, indexed by [`Square`].
pub(crate) type Grid = [Option<Piece>; 64];

/// Reads the placement field of a state string (`rnbqkbnr/pppppppp/8/...`).
pub(crate) fn read_placement(text: &str) -> Result<Grid, StateError> {
    let board = Board::from_ascii_board_fen(text.as_bytes())
        .map_err(|e| StateError::Syntax(e.to_string()))?;
    let mut grid = [None; 64];
    for (square, piece) in board {
        grid[square as usize] = Some(piece);
    }
    Ok(grid)
}

/// Writes the placement field of a state string.
pub(crate) fn write_placement(grid: &Grid) -> String {
    let mut board = Board::empty();
    for (square, piece) in pieces(grid) {
        board.set_piece_at(square, piece);
    }
    board.board_fen().to_string()
}

/// Every piece with its square.
pub(crate) fn pieces(grid: &Grid) -> impl Iterator<Item = (Square, Piece)> + '_ {
    grid.iter()
        .enumerate()
        .filter_map(|(i, p)| p.map(|p| (Square::new(i as u32), p)))
}

/// The squares that hold a piece.
pub(crate) fn occupied(grid: &Grid) -> Bitboard {
    pieces(grid).map(|(square, _)| square).collect()
}

/// The square `df` files and `dr` ranks away, if it is on the board.
pub(crate) fn step(square: Square, df: i32, dr: i32) -> Option<Square> {
    Some(Square::from_coords(
        square.file().offset(df)?,
        square.rank().offset(dr)?,
    ))
}
