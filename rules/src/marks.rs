//! What a picture of a position shows besides its pieces, in one shape for
//! every game: [`Game::marks`](crate::Game::marks) and
//! [`Position::marks`](crate::Position::marks).

use shakmaty::{Bitboard, ByColor, ByRole, Square};

/// Everything a picture of a position marks beyond its pieces. A field a
/// game does not have is empty: `None`, or no squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The squares of the last move, as UCI writes it: from and to (a
    /// drop's or placement's square twice; none after a pass). A game knows
    /// it; a bare position has none.
    pub last_move: Option<(Square, Square)>,
    /// The king of the side to move, when it is in check.
    pub check: Option<Square>,
    /// Three-check: the checks each side has given.
    pub checks_given: Option<ByColor<u32>>,
    /// Crazyhouse: the pieces each side holds in hand.
    pub pockets: Option<ByColor<ByRole<u8>>>,
    /// Immortal chess: the two squares of the last swap, which may not
    /// swap straight back.
    pub swap: Option<(Square, Square)>,
    /// Immortal chess: the squares of each side's set-up whose piece has
    /// not arrived yet.
    pub targets: ByColor<Bitboard>,
    /// Immortal chess: how many of the sixteen squares of each side's
    /// set-up hold the piece that belongs there.
    pub home: Option<ByColor<u32>>,
    /// Immortal chess: White has completed its set-up and Black, to move,
    /// has one last move to complete its own and draw (rule 11).
    pub last_move_to_draw: bool,
    /// Chess football: the ball's square while it is in play.
    pub ball: Option<Square>,
    /// Chess football: the goal squares each side defends.
    pub goals: ByColor<Bitboard>,
    /// Chess football: the squares the sides kick off from.
    pub kickoff: Bitboard,
    /// Chess football: the goals each side has scored.
    pub score: Option<ByColor<u32>>,
    /// Chess football: the half, what is happening in it, and the moves
    /// each side has left in it.
    pub phase: Option<MatchPhase>,
}

/// Chess football: where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchPhase {
    /// The half: 1 or 2.
    pub half: u8,
    /// What is happening.
    pub stage: Stage,
    /// The moves each side has left in this half.
    pub moves_left: ByColor<u8>,
    /// The pieces each side has left to place in a line-up.
    pub to_place: ByColor<u8>,
}

/// Chess football: the stages of a half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// The sides place their pieces, one at a time.
    LineUp,
    /// The first move after a line-up, which must pass when it can.
    KickOff,
    /// Play.
    Play,
}
