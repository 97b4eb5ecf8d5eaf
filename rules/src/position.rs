//! A bare position of any variant, for engines: legal moves and play with
//! no notation written and no history kept, so that a search can copy and
//! walk millions of them.

use shakmaty::{Color, Piece, Square};

use crate::dispatch::{Family, Move};
use crate::marks::Marks;
use crate::outcome::Outcome;
use crate::variant::Variant;

/// A position of any [`Variant`], cheap to copy and play on. Made by
/// [`crate::Game::position`]. It knows the rules that the position alone
/// decides; repetitions, which need the game's history, are the caller's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    variant: Variant,
    family: Family,
}

impl Position {
    pub(crate) fn new(variant: Variant, family: Family) -> Position {
        Position { variant, family }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.family.turn()
    }

    /// The legal moves; none when the position itself ends the game (see
    /// [`Position::outcome`]). Immortal chess and football list a pass when
    /// a side cannot move, so their list is empty only at the end.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.family.decided() {
            return Vec::new();
        }
        self.family.legal_moves()
    }

    /// Plays a move from this position's [`Position::legal_moves`].
    ///
    /// # Panics
    /// When the move belongs to another family of games. A move of the
    /// right family that is not legal here leaves a position no rule could
    /// reach; debug builds check legality and panic.
    pub fn play(&mut self, mv: Move) {
        assert!(self.family.apply(mv), "a move of another game was played");
    }

    /// Immortal chess: hands the move to the other side without a move, as
    /// an engine does when it plans one side's moves alone; no rule of the
    /// game allows it. `false`, with nothing changed, in other games.
    pub fn pass_turn(&mut self) -> bool {
        self.family.pass_turn()
    }

    /// How the position ends the game, if it does: mate, stalemate, a
    /// variant's own end, insufficient material, the 75-move rule; Immortal
    /// chess by the set-ups or the move limit; football at full time.
    pub fn outcome(&self) -> Option<Outcome> {
        self.family.outcome()
    }

    /// Whether the move takes something: a capture in the classic family, a
    /// tackle in football (Immortal chess takes nothing).
    pub fn is_capture(&self, mv: Move) -> bool {
        self.family.is_capture(mv)
    }

    /// Every piece on the board with its square.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        self.family.pieces()
    }

    /// What the position marks besides its pieces (see [`Marks`]).
    pub fn marks(&self) -> Marks {
        self.family.marks()
    }

    /// A hash of everything the repetition rules compare (placement, side
    /// to move, rights); equal positions have equal keys.
    pub fn key(&self) -> u128 {
        self.family.repetition_key()
    }
}
