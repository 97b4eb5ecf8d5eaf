//! The one place that tells the families of games apart: a [`Family`]
//! holds a position of one of them and [`on_family!`] runs the same code on
//! whichever it is; a [`Move`] holds a move of one of them.

use shakmaty::{Color, Piece, Role, Square};

use crate::chess960;
use crate::classic::Classic;
use crate::error::{MoveError, StateError};
use crate::family::{Repetition, Rules, Squares};
use crate::football::{FbMove, Football};
use crate::immortal::{ImMove, Immortal};
use crate::marks::Marks;
use crate::notation::MoveText;
use crate::outcome::Outcome;
use crate::variant::Variant;

/// A move in a game. Made by [`crate::Game::parse_move`] or taken from the
/// legal moves of a game or position; it belongs to the position it came
/// from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(pub(crate) Repr);

/// A move of one family of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Repr {
    Classic(shakmaty::Move),
    Immortal(ImMove),
    Football(FbMove),
}

impl Move {
    /// The square the move starts from (none for a drop).
    pub fn from(self) -> Option<Square> {
        match self.0 {
            Repr::Classic(m) => m.origin(),
            Repr::Immortal(m) => m.origin(),
            Repr::Football(m) => m.origin(),
        }
    }

    /// The kind of piece a drop or a line-up placement puts on the board,
    /// and where; none for a move of a piece already on it.
    pub fn put(self) -> Option<(Role, Square)> {
        match self.0 {
            Repr::Classic(shakmaty::Move::Put { role, to }) => Some((role, to)),
            Repr::Football(FbMove::Place { role, to }) => Some((role, to)),
            Repr::Classic(_) | Repr::Immortal(_) | Repr::Football(_) => None,
        }
    }

    /// The square the move ends on (for castling, the rook's square).
    pub fn to(self) -> Square {
        match self.0 {
            Repr::Classic(m) => m.target(),
            Repr::Immortal(m) => m.target(),
            Repr::Football(m) => m.target(),
        }
    }
}

/// A family's move as a move of any game, and back.
trait Wrap: Sized {
    /// The move as a move of any game.
    fn wrap(self) -> Repr;
    /// A move of any game as this family's, if it is one.
    fn unwrap(m: Repr) -> Option<Self>;
}

impl Wrap for shakmaty::Move {
    fn wrap(self) -> Repr {
        Repr::Classic(self)
    }

    fn unwrap(m: Repr) -> Option<Self> {
        match m {
            Repr::Classic(m) => Some(m),
            _ => None,
        }
    }
}

impl Wrap for ImMove {
    fn wrap(self) -> Repr {
        Repr::Immortal(self)
    }

    fn unwrap(m: Repr) -> Option<Self> {
        match m {
            Repr::Immortal(m) => Some(m),
            _ => None,
        }
    }
}

impl Wrap for FbMove {
    fn wrap(self) -> Repr {
        Repr::Football(self)
    }

    fn unwrap(m: Repr) -> Option<Self> {
        match m {
            Repr::Football(m) => Some(m),
            _ => None,
        }
    }
}

/// A position of any family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    Classic(Classic),
    Immortal(Immortal),
    Football(Football),
}

/// Runs the same code on whichever family's position `$family` holds,
/// bound to `$p`: the one place that tells the families apart.
macro_rules! on_family {
    ($family:expr, $p:ident => $body:expr) => {
        match $family {
            Family::Classic($p) => $body,
            Family::Immortal($p) => $body,
            Family::Football($p) => $body,
        }
    };
}

/// The legal moves of a position as moves of any game.
fn listed<R: Rules<Move: Wrap>>(p: &R) -> Vec<Move> {
    p.legal_moves()
        .as_ref()
        .iter()
        .map(|&m| Move(m.wrap()))
        .collect()
}

/// A move as one of `p`'s family, if it is one.
fn own<R: Rules<Move: Wrap>>(_: &R, mv: Move) -> Option<R::Move> {
    <R::Move as Wrap>::unwrap(mv.0)
}

/// How repeated positions count in `p`'s family.
fn repetition_of<R: Rules>(_: &R) -> Repetition {
    R::REPETITION
}

impl Family {
    /// The usual start position of a variant.
    pub(crate) fn initial(variant: Variant) -> Family {
        match variant {
            Variant::Immortal => Family::Immortal(Immortal::initial()),
            Variant::Football => Family::Football(Football::initial()),
            _ => Family::Classic(Classic::initial(variant)),
        }
    }

    /// The Chess960 start position of a number, 0 to 959.
    pub(crate) fn chess960(number: u16) -> Result<Family, StateError> {
        let setup =
            chess960::start_setup(number).ok_or(StateError::Chess960Number(u32::from(number)))?;
        Ok(Family::Classic(Classic::from_setup(
            Variant::Chess960,
            setup,
        )?))
    }

    /// A position of a variant from its state string.
    pub(crate) fn from_state(variant: Variant, state: &str) -> Result<Family, StateError> {
        Ok(match variant {
            Variant::Immortal => Family::Immortal(Immortal::from_state(state)?),
            Variant::Football => Family::Football(Football::from_state(state)?),
            _ => Family::Classic(Classic::from_fen(variant, state)?),
        })
    }

    pub(crate) fn turn(&self) -> Color {
        on_family!(self, p => p.turn())
    }

    pub(crate) fn fullmoves(&self) -> u32 {
        on_family!(self, p => p.fullmoves())
    }

    pub(crate) fn pieces(&self) -> Vec<(Square, Piece)> {
        on_family!(self, p => p.pieces())
    }

    pub(crate) fn marks(&self) -> Marks {
        on_family!(self, p => p.marks())
    }

    /// The legal moves, whether or not the position has ended the game.
    pub(crate) fn legal_moves(&self) -> Vec<Move> {
        on_family!(self, p => listed(p))
    }

    pub(crate) fn resolve(&self, text: &MoveText) -> Result<Move, MoveError> {
        on_family!(self, p => p.resolve(text).map(|m| Move(wrap_for(p, m))))
    }

    /// The move in SAN (empty for a move of another game).
    pub(crate) fn san(&self, mv: Move) -> String {
        on_family!(self, p => own(p, mv).map(|m| p.san(m)).unwrap_or_default())
    }

    /// The move in UCI (empty for a move of another game).
    pub(crate) fn uci(&self, mv: Move) -> String {
        on_family!(self, p => own(p, mv).map(|m| p.uci(m)).unwrap_or_default())
    }

    /// Plays a legal move: its UCI and SAN, or `None` (nothing played) when
    /// the move is not legal here.
    pub(crate) fn play_legal(&mut self, mv: Move) -> Option<(String, String)> {
        on_family!(self, p => {
            let m = own(p, mv).filter(|&m| p.is_legal(m))?;
            let uci = p.uci(m);
            Some((uci, p.play_legal(m)))
        })
    }

    /// The board as a legal move leaves it before play restarts, when the
    /// move restarts play (a goal in chess football).
    pub(crate) fn before_restart(&self, mv: Move) -> Option<Family> {
        match self {
            Family::Classic(p) => own(p, mv)
                .and_then(|m| p.before_restart(m))
                .map(Family::Classic),
            Family::Immortal(p) => own(p, mv)
                .and_then(|m| p.before_restart(m))
                .map(Family::Immortal),
            Family::Football(p) => own(p, mv)
                .and_then(|m| p.before_restart(m))
                .map(Family::Football),
        }
    }

    /// Plays a move known to be legal, without writing it down; `false`
    /// (nothing played) for a move of another game.
    pub(crate) fn apply(&mut self, mv: Move) -> bool {
        on_family!(self, p => match own(p, mv) {
            Some(m) => {
                debug_assert!(p.is_legal(m), "an illegal move was played");
                p.apply(m);
                true
            }
            None => false,
        })
    }

    pub(crate) fn is_capture(&self, mv: Move) -> bool {
        on_family!(self, p => own(p, mv).is_some_and(|m| p.is_capture(m)))
    }

    pub(crate) fn decided(&self) -> bool {
        on_family!(self, p => p.decided())
    }

    pub(crate) fn outcome(&self) -> Option<Outcome> {
        on_family!(self, p => p.outcome())
    }

    pub(crate) fn state(&self) -> String {
        on_family!(self, p => p.state())
    }

    pub(crate) fn repetition(&self) -> Repetition {
        on_family!(self, p => repetition_of(p))
    }

    pub(crate) fn repetition_key(&self) -> u128 {
        on_family!(self, p => p.repetition_key())
    }

    pub(crate) fn repetition_window(&self) -> usize {
        on_family!(self, p => p.repetition_window())
    }

    pub(crate) fn fifty_moves(&self) -> bool {
        on_family!(self, p => p.fifty_moves())
    }

    pub(crate) fn could_win(&self, color: Color) -> bool {
        on_family!(self, p => p.could_win(color))
    }

    pub(crate) fn pass_turn(&mut self) -> bool {
        on_family!(self, p => p.pass_turn())
    }

    pub(crate) fn perft(&self, depth: u32) -> u64 {
        on_family!(self, p => p.perft(depth))
    }
}

/// A move of `p`'s family as a move of any game.
fn wrap_for<R: Rules<Move: Wrap>>(_: &R, m: R::Move) -> Repr {
    m.wrap()
}
