//! What each family of games provides (the classic family on shakmaty,
//! Immortal chess, chess football): one crate-private trait, [`Rules`],
//! and the repetition rules a family may follow.

use std::fmt;
use std::hash::Hash;

use shakmaty::{Color, Piece, Square};

use crate::error::MoveError;
use crate::marks::Marks;
use crate::notation::MoveText;
use crate::outcome::{EndReason, Outcome};

/// How a game treats a position that comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// Positions repeat freely (chess football, where every goal starts
    /// the game afresh).
    Free,
    /// A player may claim a draw at the third occurrence, and the fifth
    /// draws at once (the FIDE Laws; the classic family).
    ClaimThreeDrawFive,
    /// The third occurrence draws at once (Immortal chess).
    DrawThree,
}

impl Repetition {
    /// From how many occurrences a player may claim a draw.
    pub const fn claim_at(self) -> Option<usize> {
        match self {
            Repetition::ClaimThreeDrawFive => Some(3),
            Repetition::Free | Repetition::DrawThree => None,
        }
    }

    /// At how many occurrences the game is drawn at once, and how the draw
    /// is recorded.
    pub const fn draw_at(self) -> Option<(usize, EndReason)> {
        match self {
            Repetition::ClaimThreeDrawFive => Some((5, EndReason::FivefoldRepetition)),
            Repetition::DrawThree => Some((3, EndReason::ThreefoldRepetition)),
            Repetition::Free => None,
        }
    }

    /// Whether repeating a position can draw the game at all.
    pub const fn draws(self) -> bool {
        !matches!(self, Repetition::Free)
    }
}

/// The squares of a family's moves.
pub(crate) trait Squares: Copy {
    /// The square the move starts from (none for a drop or a pass).
    fn origin(self) -> Option<Square>;
    /// The square the move ends on.
    fn target(self) -> Square;
}

impl Squares for shakmaty::Move {
    fn origin(self) -> Option<Square> {
        self.from()
    }

    fn target(self) -> Square {
        self.to()
    }
}

/// The rules of one family of games, on one of its positions.
pub(crate) trait Rules: Clone + fmt::Debug + PartialEq + Eq {
    /// A move of this family.
    type Move: Squares + Eq + Hash + fmt::Debug;
    /// A list of legal moves.
    type Moves: AsRef<[Self::Move]>;
    /// How repeated positions count.
    const REPETITION: Repetition;

    /// The side to move.
    fn turn(&self) -> Color;
    /// The number of the current full move.
    fn fullmoves(&self) -> u32;
    /// Every piece on the board with its square.
    fn pieces(&self) -> Vec<(Square, Piece)>;
    /// What a picture marks besides the pieces.
    fn marks(&self) -> Marks;
    /// The legal moves, whether or not the position has ended the game.
    fn legal_moves(&self) -> Self::Moves;
    /// Whether a move is legal here.
    fn is_legal(&self, m: Self::Move) -> bool;
    /// The one legal move a text means, or why there is none.
    fn resolve(&self, text: &MoveText) -> Result<Self::Move, MoveError>;
    /// The move as people write it.
    fn san(&self, m: Self::Move) -> String;
    /// The move as machines and storage write it.
    fn uci(&self, m: Self::Move) -> String;
    /// Plays a legal move and returns how people write it.
    fn play_legal(&mut self, m: Self::Move) -> String;
    /// Plays a legal move without writing it down.
    fn apply(&mut self, m: Self::Move);
    /// Whether the move takes something.
    fn is_capture(&self, m: Self::Move) -> bool;
    /// Whether the position has ended the game, so that no move is listed.
    fn decided(&self) -> bool;
    /// How the position ends the game, if it does (repetitions, which need
    /// the history, aside).
    fn outcome(&self) -> Option<Outcome>;
    /// The whole position as a string.
    fn state(&self) -> String;
    /// A hash of everything the repetition rule compares.
    fn repetition_key(&self) -> u128;
    /// How many of the latest positions could repeat this one.
    fn repetition_window(&self) -> usize;

    /// Whether the side to move may claim a draw by the fifty-move rule.
    fn fifty_moves(&self) -> bool {
        false
    }

    /// Whether `color` could still win by some series of legal moves.
    fn could_win(&self, _color: Color) -> bool {
        true
    }

    /// Hands the move to the other side without a move, where an engine
    /// may (Immortal chess); `false` elsewhere.
    fn pass_turn(&mut self) -> bool {
        false
    }

    /// Counts the move paths of exactly `depth` plies.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.decided() {
            return 0;
        }
        let moves = self.legal_moves();
        let moves = moves.as_ref();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| {
                let mut next = self.clone();
                next.apply(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}
