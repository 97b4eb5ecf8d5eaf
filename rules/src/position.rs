//! A bare position of any variant, for engines: legal moves and play with
//! no notation written and no history kept, so that a search can copy and
//! walk millions of them.

use shakmaty::{Color, Piece, Role, Square};

use crate::football::FbMove;
use crate::game::{Family, Move, Repr};
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
        match &self.family {
            Family::Classic(c) => {
                if c.variant_decided() || c.dead_draw() {
                    return Vec::new();
                }
                c.legal_moves()
                    .iter()
                    .map(|&m| Move(Repr::Classic(m)))
                    .collect()
            }
            Family::Immortal(p) => {
                if p.outcome().is_some() {
                    return Vec::new();
                }
                p.legal_moves()
                    .into_iter()
                    .map(|m| Move(Repr::Immortal(m)))
                    .collect()
            }
            Family::Football(p) => p
                .legal_moves()
                .into_iter()
                .map(|m| Move(Repr::Football(m)))
                .collect(),
        }
    }

    /// Plays a move from this position's [`Position::legal_moves`].
    ///
    /// # Panics
    /// When the move belongs to another family of games. A move of the
    /// right family that is not legal here leaves a position no rule could
    /// reach; debug builds check legality and panic.
    pub fn play(&mut self, mv: Move) {
        match (&mut self.family, mv.0) {
            (Family::Classic(c), Repr::Classic(m)) => {
                debug_assert!(c.is_legal(m), "an illegal move was played");
                c.apply(m);
            }
            (Family::Immortal(p), Repr::Immortal(m)) => {
                debug_assert!(p.is_legal(m), "an illegal move was played");
                p.apply(m);
            }
            (Family::Football(p), Repr::Football(m)) => {
                debug_assert!(p.is_legal(m), "an illegal move was played");
                p.apply(m);
            }
            _ => panic!("a move of another game was played"),
        }
    }

    /// Immortal chess: hands the move to the other side without a move, as
    /// an engine does when it plans one side's moves alone; no rule of the
    /// game allows it. `false`, with nothing changed, in other games.
    pub fn pass_turn(&mut self) -> bool {
        match &mut self.family {
            Family::Immortal(p) => {
                p.pass_turn();
                true
            }
            _ => false,
        }
    }

    /// How the position ends the game, if it does: mate, stalemate, a
    /// variant's own end, insufficient material, the 75-move rule; Immortal
    /// chess by the set-ups or the move limit; football at full time.
    pub fn outcome(&self) -> Option<Outcome> {
        match &self.family {
            Family::Classic(c) => c.outcome(&c.legal_moves()),
            Family::Immortal(p) => p.outcome(),
            Family::Football(p) => p.outcome(),
        }
    }

    /// Whether the move takes something: a capture in the classic family, a
    /// tackle in football (Immortal chess takes nothing).
    pub fn is_capture(&self, mv: Move) -> bool {
        match (&self.family, mv.0) {
            (Family::Classic(_), Repr::Classic(m)) => m.is_capture(),
            (Family::Football(p), Repr::Football(FbMove::Go { to, .. })) => p.ball() == Some(to),
            _ => false,
        }
    }

    /// Every piece on the board with its square.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        self.family.pieces()
    }

    /// Crazyhouse: the pieces a side holds in hand, with their counts.
    pub fn hand(&self, color: Color) -> Option<Vec<(Role, u8)>> {
        self.family.hand(color)
    }

    /// Three-check: how many more checks a side must give to win.
    pub fn remaining_checks(&self, color: Color) -> Option<u32> {
        self.family.remaining_checks(color)
    }

    /// Chess football: the ball's square while it is in play.
    pub fn ball(&self) -> Option<Square> {
        match &self.family {
            Family::Football(p) => p.ball(),
            _ => None,
        }
    }

    /// Chess football: the goals of a side (0 in other games).
    pub fn goals(&self, color: Color) -> u32 {
        match &self.family {
            Family::Football(p) => p.score(color),
            _ => 0,
        }
    }

    /// Chess football: whether the sides are placing their pieces.
    pub fn in_line_up(&self) -> bool {
        matches!(&self.family, Family::Football(p) if p.in_line_up())
    }

    /// A hash of everything the repetition rules compare (placement, side
    /// to move, rights); equal positions have equal keys.
    pub fn key(&self) -> u128 {
        self.family.repetition_key()
    }
}
