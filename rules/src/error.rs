//! What can go wrong when a game is started, restored or played, each with a
//! sentence a player can act on.

use std::fmt;

use shakmaty::{CastlingSide, Color, Role, Square};

use crate::notation::NotationError;

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is no move notation at all.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The game has ended; nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// The text fits several legal moves.
    #[error("ambiguous: {}", or_list(candidates))]
    Ambiguous {
        /// The legal moves it could mean, in SAN.
        candidates: Vec<String>,
    },
    /// The text fits a legal move only if a letter was mistyped (`Dd6` for
    /// `d6`), so the move is asked about, not played.
    #[error("did you mean {}?", or_list(candidates))]
    Guessed {
        /// The legal moves it may mean, in SAN.
        candidates: Vec<String>,
    },
    /// The text reads as a move, but the move is not legal here.
    #[error("{reason}{}", legal_hint(legal))]
    Illegal {
        /// Why not.
        reason: Illegal,
        /// Legal moves that are close to what was meant, in SAN (may be empty).
        legal: Vec<String>,
    },
}

/// The rule an illegal move breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// Nothing stands on the square the move starts from.
    NoPieceOn(Square),
    /// The piece on that square belongs to the other side.
    NotYourPiece {
        /// Where it stands.
        square: Square,
        /// Whose it is.
        owner: Color,
    },
    /// The side to move has no such piece (matching the given file or rank).
    NoSuchPiece(Role),
    /// A move may not land on a piece of one's own.
    OwnPieceOn(Square),
    /// The piece on `from` cannot go to `to`, whatever else stands on the board.
    PieceCannotReach {
        /// The piece.
        role: Role,
        /// Where it stands.
        from: Square,
        /// Where it was sent.
        to: Square,
    },
    /// A pawn's push is stopped: something stands on its way (or on the
    /// square it was sent to).
    PawnBlocked {
        /// The pawn.
        from: Square,
        /// What stands in its way.
        by: Role,
        /// Where.
        on: Square,
    },
    /// None of the side's pieces of that kind can reach the square.
    NoPieceCanReach {
        /// The kind of piece.
        role: Role,
        /// The square.
        to: Square,
    },
    /// A pawn reaching the last rank must name its new piece.
    PromotionNeeded,
    /// Only pawns reaching the last rank promote.
    CannotPromote,
    /// The move leaves the mover's king attacked.
    LeavesKingInCheck,
    /// The king is in check and the move does not end it.
    DoesNotEscapeCheck,
    /// Castling that side is not possible now.
    Castling {
        /// Which side.
        side: CastlingSide,
        /// Why not.
        why: CastlingRefusal,
    },
    /// Antichess: a capture is available, so a capture must be made.
    MustCapture,
    /// Racing kings: no move may give check.
    GivesCheck,
    /// Atomic: the explosion would take the mover's own king.
    ExplodesOwnKing,
    /// Pieces are put on the board only in variants with drops.
    NoDrops,
    /// The side has no such piece in hand to drop.
    NotInHand(Role),
    /// A drop goes to an empty square only.
    DropOnOccupied(Square),
    /// Pawns are never dropped on the first or last rank.
    PawnDropOnBackRank,
    /// Passing is not allowed in this game.
    NoPassing,
    /// Immortal chess: a swap may not put a bishop on a square of the other
    /// colour (rule 4); `to` is where the bishop would land.
    BishopChangesColor {
        /// The square the bishop would land on.
        to: Square,
    },
    /// Immortal chess: the two pieces just swapped may not swap straight
    /// back (rule 5).
    SwapBack {
        /// Origin of the refused swap.
        from: Square,
        /// Destination of the refused swap.
        to: Square,
    },
    /// Immortal chess: pieces go backward only from the last rank (rule 3).
    BackwardOnlyFromLastRank,
    /// Immortal chess: the opponent's swap put this pawn on the last rank,
    /// so it must swap with one of its own pieces first (rule 9).
    MustSwapPawn(Square),
    /// Immortal chess: a pawn on the last rank moves only by swapping with
    /// one of its own pieces (rule 6).
    PawnOnLastRank,
    /// Immortal chess: a pawn swaps only with a knight, bishop, rook or queen.
    PromotionSwapPiece,
    /// Immortal chess: a pawn does not swap with a piece on its own rank.
    PromotionSwapSameRank,
    /// There is no castling in this game.
    NoCastling,
    /// Chess football: pieces are placed in one's own half.
    OutsideOwnHalf(Square),
    /// Chess football: the king stands on one of its own goal squares.
    KingOffGoal,
    /// Chess football: pawns never stand on their own goal squares.
    PawnOnOwnGoal,
    /// Chess football: no more of this kind fits a line-up.
    TooManyOf(Role),
    /// Chess football: after this placement the line-up could not be
    /// completed (king, two pawns, the kick-off square).
    LineUpIncomplete,
    /// Chess football: the kicking side's last piece goes on its kick-off square.
    KickOffSquareEmpty,
    /// Chess football: pieces are placed only during a line-up.
    NotLiningUp,
    /// Chess football: during a line-up pieces are placed, not moved.
    LiningUp,
    /// Chess football: the kick-off must be a pass.
    KickOffPass,
    /// Chess football: a pawn with the ball moves one square forward only.
    PawnWithBall,
    /// Chess football: only the ball holder can be tackled.
    NotBallHolder(Square),
    /// Chess football: moves are written from-to, like e4d3.
    CoordinatesNeeded,
    /// The move breaks a rule of the variant not named above.
    VariantRule,
}

/// Why castling is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingRefusal {
    /// The king or that rook has moved (or the right was never there).
    NoRight,
    /// The king is in check.
    InCheck,
    /// Pieces stand between king and rook, or on their destination squares.
    Blocked,
    /// The king would cross or land on an attacked square.
    ThroughCheck,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::NoPieceOn(sq) => write!(f, "there is no piece on {sq}"),
            Illegal::NotYourPiece { square, owner } => {
                write!(f, "the piece on {square} is {}", color_possessive(*owner))
            }
            Illegal::NoSuchPiece(role) => write!(f, "you have no {} that fits", role_name(*role)),
            Illegal::OwnPieceOn(sq) => write!(f, "one of your own pieces stands on {sq}"),
            Illegal::PieceCannotReach { role, from, to } => {
                write!(f, "the {} on {from} cannot move to {to}", role_name(*role))
            }
            Illegal::PawnBlocked { from, by, on } => {
                write!(f, "the pawn on {from} is blocked by the {} on {on}", role_name(*by))
            }
            Illegal::NoPieceCanReach { role, to } => {
                write!(f, "no {} can reach {to}", role_name(*role))
            }
            Illegal::PromotionNeeded => {
                f.write_str("a pawn on the last rank must become a piece: add Q, R, B or N")
            }
            Illegal::CannotPromote => f.write_str("only a pawn reaching the last rank promotes"),
            Illegal::LeavesKingInCheck => f.write_str("that would leave your king in check"),
            Illegal::DoesNotEscapeCheck => {
                f.write_str("your king is in check and that move does not save it")
            }
            Illegal::Castling { side, why } => {
                let side = match side {
                    CastlingSide::KingSide => "kingside",
                    CastlingSide::QueenSide => "queenside",
                };
                match why {
                    CastlingRefusal::NoRight => {
                        write!(
                            f,
                            "you can no longer castle {side}: the king or that rook has moved"
                        )
                    }
                    CastlingRefusal::InCheck => f.write_str("you cannot castle out of check"),
                    CastlingRefusal::Blocked => {
                        write!(f, "you cannot castle {side}: pieces stand in the way")
                    }
                    CastlingRefusal::ThroughCheck => write!(
                        f,
                        "you cannot castle {side}: the king would pass through or land on an attacked square"
                    ),
                }
            }
            Illegal::MustCapture => f.write_str("in antichess you must capture when you can"),
            Illegal::GivesCheck => f.write_str("in racing kings no move may give check"),
            Illegal::ExplodesOwnKing => f.write_str("that capture would blow up your own king"),
            Illegal::NoDrops => f.write_str("pieces can be dropped only in crazyhouse"),
            Illegal::NotInHand(role) => write!(f, "you have no {} in hand", role_name(*role)),
            Illegal::DropOnOccupied(sq) => write!(f, "{sq} is not empty"),
            Illegal::PawnDropOnBackRank => {
                f.write_str("pawns cannot be dropped on the first or last rank")
            }
            Illegal::NoPassing => f.write_str("you cannot pass in this game"),
            Illegal::BishopChangesColor { to } => write!(
                f,
                "a swap cannot move a bishop to a {} square ({to})",
                if to.is_light() { "light" } else { "dark" }
            ),
            Illegal::SwapBack { from, to } => write!(
                f,
                "the pieces on {from} and {to} have just swapped and cannot swap straight back"
            ),
            Illegal::BackwardOnlyFromLastRank => {
                f.write_str("pieces move backward only from the last rank")
            }
            Illegal::MustSwapPawn(square) => write!(
                f,
                "you must first swap the pawn on {square} with one of your pieces"
            ),
            Illegal::PawnOnLastRank => f.write_str(
                "a pawn on the last rank moves only by swapping with one of your pieces",
            ),
            Illegal::PromotionSwapPiece => {
                f.write_str("a pawn swaps only with a knight, bishop, rook or queen")
            }
            Illegal::PromotionSwapSameRank => {
                f.write_str("a pawn cannot swap with a piece on its own rank")
            }
            Illegal::NoCastling => f.write_str("there is no castling in this game"),
            Illegal::OutsideOwnHalf(square) => {
                write!(f, "pieces are placed in your own half, and {square} is not in it")
            }
            Illegal::KingOffGoal => f.write_str("the king must stand on one of your goal squares"),
            Illegal::PawnOnOwnGoal => f.write_str("pawns cannot stand on your own goal squares"),
            Illegal::TooManyOf(role) => {
                write!(f, "no more {}s fit in your line-up", role_name(*role))
            }
            Illegal::LineUpIncomplete => f.write_str(
                "after that you could not complete your line-up: a king on a goal square, two pawns, and a piece on your kick-off square",
            ),
            Illegal::KickOffSquareEmpty => {
                f.write_str("your last piece must go on your kick-off square")
            }
            Illegal::NotLiningUp => f.write_str("pieces are placed only during a line-up"),
            Illegal::LiningUp => {
                f.write_str("the sides are lining up: place a piece, like K@d1 or N@c3")
            }
            Illegal::KickOffPass => f.write_str("the kick-off must be a pass"),
            Illegal::PawnWithBall => {
                f.write_str("a pawn with the ball moves one square forward only")
            }
            Illegal::NotBallHolder(square) => write!(
                f,
                "only the ball holder can be tackled, and the piece on {square} does not have the ball"
            ),
            Illegal::CoordinatesNeeded => {
                f.write_str("write football moves from square to square, like e4d3 or e7e8q")
            }
            Illegal::VariantRule => f.write_str("the rules of this variant do not allow that move"),
        }
    }
}

/// A start position or state string that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// The text is too long to be a state string.
    #[error("that position is too long ({chars} characters, at most {max})")]
    TooLong {
        /// Its length.
        chars: usize,
        /// The limit.
        max: usize,
    },
    /// The text is not a FEN.
    #[error("that is not a FEN: {0}")]
    Syntax(String),
    /// The FEN is well formed but no legal position of the variant.
    #[error("that position is not legal in {variant}: {detail}")]
    Position {
        /// The variant's short name.
        variant: &'static str,
        /// What is wrong.
        detail: String,
    },
    /// A Chess960 start number outside 0-959.
    #[error("Chess960 start positions are numbered 0 to 959, not {0}")]
    Chess960Number(u32),
    /// A Chess960 start number given for another variant.
    #[error("a start position number is only for chess960, not {0}")]
    NotChess960(&'static str),
    /// A recorded move did not replay.
    #[error("move {ply} ({text:?}) does not replay: {error}")]
    Replay {
        /// The 1-based number of the half-move.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// Why it failed.
        error: MoveError,
    },
}

/// Lowercase English name of a piece kind.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn color_possessive(color: Color) -> &'static str {
    match color {
        Color::White => "White's",
        Color::Black => "Black's",
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [head @ .., last] => format!("{} or {last}", head.join(", ")),
    }
}

fn legal_hint(legal: &[String]) -> String {
    const SHOWN: usize = 12;
    match legal.len() {
        0 => String::new(),
        n if n <= SHOWN => format!("; legal: {}", legal.join(", ")),
        n => format!(
            "; legal: {} and {} more",
            legal[..SHOWN].join(", "),
            n - SHOWN
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ambiguity_lists_the_readings_in_plain_words() {
        let err = MoveError::Ambiguous {
            candidates: vec!["Nbd2".into(), "Nfd2".into()],
        };
        assert_eq!(err.to_string(), "ambiguous: Nbd2 or Nfd2");
    }

    #[test]
    fn illegal_moves_name_the_rule_and_what_is_legal() {
        let err = MoveError::Illegal {
            reason: Illegal::NoPieceCanReach {
                role: Role::Knight,
                to: Square::F6,
            },
            legal: vec!["Nf3".into(), "Nh3".into()],
        };
        assert_eq!(err.to_string(), "no knight can reach f6; legal: Nf3, Nh3");
    }
}
