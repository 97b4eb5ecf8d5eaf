//! What each family of games provides (the classic family on shakmaty,
//! Immortal chess, chess football): one crate-private trait, [`Rules`],
//! and the repetition rules a family may follow.

use std::fmt;
use std::hash::Hash;

use shakmaty::{Color, Piece, Square};

use crate::error::MoveError;
use crate::marks::Marks;
use crate::notation::{MovePattern, MoveText};
use crate::outcome::{EndReason, Outcome};
use crate::perft::{MoveTree, perft};
use crate::resolve::resolve_among;

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

/// The moves of `legal` that start on `from`: those a player who names that
/// square may have meant.
pub(crate) fn moves_from<M: Squares>(legal: &[M], from: Square) -> Vec<M> {
    legal
        .iter()
        .copied()
        .filter(|m| m.origin() == Some(from))
        .collect()
}

impl Squares for shakmaty::Move {
    fn origin(self) -> Option<Square> {
        self.from()
    }

    fn target(self) -> Square {
        self.to()
    }
}

/// A position of a family as perft walks it: no moves once the position
/// has ended the game.
#[derive(Clone)]
struct Walk<R>(R);

impl<R: Rules> MoveTree for Walk<R> {
    type Move = R::Move;
    type Moves = R::Moves;

    fn moves(&self) -> R::Moves {
        if self.0.decided() {
            R::Moves::default()
        } else {
            self.0.legal_moves()
        }
    }

    fn play(&mut self, m: R::Move) {
        self.0.apply(m);
    }
}

/// The rules of one family of games, on one of its positions.
pub(crate) trait Rules: Clone + fmt::Debug + PartialEq + Eq {
    /// A move of this family.
    type Move: Squares + Eq + Hash + fmt::Debug;
    /// A list of legal moves.
    type Moves: AsRef<[Self::Move]> + Default;
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
    /// Whether a move is one of the meanings of a reading of move text.
    fn matches(&self, reading: &MovePattern, m: Self::Move) -> bool;
    /// Why no legal move fits a reading, with the legal moves close to it.
    fn explain(&self, reading: &MovePattern, legal: &[Self::Move]) -> MoveError;
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

    /// Whether a move is legal here.
    fn is_legal(&self, m: Self::Move) -> bool {
        self.legal_moves().as_ref().contains(&m)
    }

    /// The one legal move a text means, or why there is none: the moves
    /// that match a reading of it; none explained, several offered back.
    fn resolve(&self, text: &MoveText) -> Result<Self::Move, MoveError> {
        let legal = self.legal_moves();
        let legal = legal.as_ref();
        resolve_among(
            text,
            legal,
            |reading, m| self.matches(reading, m),
            |reading| self.explain(reading, legal),
            |m| self.san(m),
        )
    }

    /// Whether the side to move may claim a draw by the fifty-move rule.
    fn fifty_moves(&self) -> bool {
        false
    }

    /// Whether `color` could still win by some series of legal moves.
    fn could_win(&self, _color: Color) -> bool {
        true
    }

    /// The board as a move leaves it before play restarts (a goal in
    /// chess football clears the board for a new line-up), when it does.
    fn before_restart(&self, _m: Self::Move) -> Option<Self> {
        None
    }

    /// Hands the move to the other side without a move, where an engine
    /// may (Immortal chess); `false` elsewhere.
    fn pass_turn(&mut self) -> bool {
        false
    }

    /// Counts the move paths of exactly `depth` plies (none past the end
    /// of the game).
    fn perft(&self, depth: u32) -> u64 {
        perft(&Walk(self.clone()), depth)
    }
}
