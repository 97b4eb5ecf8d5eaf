//! How a game ends: who won and why, and the draws a player may claim.

use std::fmt;

use shakmaty::Color;

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side can possibly checkmate.
    InsufficientMaterial,
    /// The same position arose for the fifth time (automatic draw).
    FivefoldRepetition,
    /// 75 moves by each side without a capture or pawn move (automatic draw).
    SeventyFiveMoveRule,
    /// A draw claimed after the same position arose three times.
    ThreefoldRepetition,
    /// A draw claimed after 50 moves by each side without capture or pawn move.
    FiftyMoveRule,
    /// A win or draw by a rule of the variant.
    Variant(VariantEnd),
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player ran out of time.
    Timeout,
    /// The game was called off before it really began.
    Aborted,
    /// A game recorded elsewhere whose record stops before its end (a
    /// record or a position imported to be analysed, result `*`).
    Unfinished,
}

impl EndReason {
    /// Every reason a game can end for.
    pub const ALL: [EndReason; 23] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::InsufficientMaterial,
        EndReason::FivefoldRepetition,
        EndReason::SeventyFiveMoveRule,
        EndReason::ThreefoldRepetition,
        EndReason::FiftyMoveRule,
        EndReason::Variant(VariantEnd::KingExploded),
        EndReason::Variant(VariantEnd::AllPiecesLost),
        EndReason::Variant(VariantEnd::Stalemated),
        EndReason::Variant(VariantEnd::KingOnTheHill),
        EndReason::Variant(VariantEnd::ThirdCheck),
        EndReason::Variant(VariantEnd::KingReachedGoal),
        EndReason::Variant(VariantEnd::ArmyDestroyed),
        EndReason::Variant(VariantEnd::ArmyCrossed),
        EndReason::Variant(VariantEnd::BothArmiesCrossed),
        EndReason::Variant(VariantEnd::MoveLimit),
        EndReason::Variant(VariantEnd::FullTime),
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::Timeout,
        EndReason::Aborted,
        EndReason::Unfinished,
    ];

    /// The stable short name, for storage and messages (`checkmate`,
    /// `king-exploded`). Never rename one.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::FivefoldRepetition => "fivefold-repetition",
            EndReason::SeventyFiveMoveRule => "seventy-five-moves",
            EndReason::ThreefoldRepetition => "threefold-repetition",
            EndReason::FiftyMoveRule => "fifty-moves",
            EndReason::Variant(VariantEnd::KingExploded) => "king-exploded",
            EndReason::Variant(VariantEnd::AllPiecesLost) => "all-pieces-lost",
            EndReason::Variant(VariantEnd::Stalemated) => "stalemated",
            EndReason::Variant(VariantEnd::KingOnTheHill) => "king-on-the-hill",
            EndReason::Variant(VariantEnd::ThirdCheck) => "third-check",
            EndReason::Variant(VariantEnd::KingReachedGoal) => "king-reached-goal",
            EndReason::Variant(VariantEnd::ArmyDestroyed) => "army-destroyed",
            EndReason::Variant(VariantEnd::ArmyCrossed) => "army-crossed",
            EndReason::Variant(VariantEnd::BothArmiesCrossed) => "both-armies-crossed",
            EndReason::Variant(VariantEnd::MoveLimit) => "move-limit",
            EndReason::Variant(VariantEnd::FullTime) => "full-time",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::Timeout => "timeout",
            EndReason::Aborted => "aborted",
            EndReason::Unfinished => "unfinished",
        }
    }

    /// The reason a short name names.
    pub fn from_name(name: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// The variant rule that ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantEnd {
    /// Atomic: a king was blown up.
    KingExploded,
    /// Antichess: the winner has no pieces left.
    AllPiecesLost,
    /// Antichess: the winner has no legal move.
    Stalemated,
    /// King of the hill: a king reached the centre.
    KingOnTheHill,
    /// Three-check: the third check was given.
    ThirdCheck,
    /// Racing kings: a king reached the eighth rank (both: a draw).
    KingReachedGoal,
    /// Horde: every piece of one side was captured.
    ArmyDestroyed,
    /// Immortal chess: the winner rebuilt its army in the opponent's places.
    ArmyCrossed,
    /// Immortal chess: Black completed its set-up with its last move.
    BothArmiesCrossed,
    /// Immortal chess: 250 moves by each side were played.
    MoveLimit,
    /// Chess football: the second half ended; the score decides.
    FullTime,
}

/// A draw a player may claim instead of playing on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The current position has arisen three times.
    ThreefoldRepetition,
    /// 50 moves by each side without a capture or pawn move.
    FiftyMoves,
}

impl DrawClaim {
    /// The reason the game ends with when this claim is made.
    pub const fn reason(self) -> EndReason {
        match self {
            DrawClaim::ThreefoldRepetition => EndReason::ThreefoldRepetition,
            DrawClaim::FiftyMoves => EndReason::FiftyMoveRule,
        }
    }
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` for an aborted
    /// game or a record that stops before the end.
    pub const fn result(self) -> &'static str {
        match (self.winner, self.reason) {
            (_, EndReason::Aborted | EndReason::Unfinished) => "*",
            (Some(Color::White), _) => "1-0",
            (Some(Color::Black), _) => "0-1",
            (None, _) => "1/2-1/2",
        }
    }

    /// The PGN `Termination` tag value. A draw on time says why it is not
    /// a loss: the side with time left could not have won.
    pub const fn termination(self) -> &'static str {
        match (self.winner, self.reason) {
            (None, EndReason::Timeout) => TIME_FORFEIT_DRAWN,
            (_, EndReason::Timeout) => "Time forfeit",
            (_, EndReason::Aborted) => "Abandoned",
            (_, EndReason::Unfinished) => "Unterminated",
            _ => "Normal",
        }
    }
}

/// The PGN `Termination` of a game drawn on time.
pub const TIME_FORFEIT_DRAWN: &str = "Time forfeit, drawn: insufficient material to win";

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficient material",
            EndReason::FivefoldRepetition => "fivefold repetition",
            EndReason::SeventyFiveMoveRule => "the seventy-five-move rule",
            EndReason::ThreefoldRepetition => "threefold repetition",
            EndReason::FiftyMoveRule => "the fifty-move rule",
            EndReason::Variant(VariantEnd::KingExploded) => "explosion of the king",
            EndReason::Variant(VariantEnd::AllPiecesLost) => "losing all pieces",
            EndReason::Variant(VariantEnd::Stalemated) => "being stalemated",
            EndReason::Variant(VariantEnd::KingOnTheHill) => "king in the centre",
            EndReason::Variant(VariantEnd::ThirdCheck) => "the third check",
            EndReason::Variant(VariantEnd::KingReachedGoal) => "king reaching the eighth rank",
            EndReason::Variant(VariantEnd::ArmyDestroyed) => "capturing every piece",
            EndReason::Variant(VariantEnd::ArmyCrossed) => "crossing the board",
            EndReason::Variant(VariantEnd::BothArmiesCrossed) => "both armies crossing the board",
            EndReason::Variant(VariantEnd::MoveLimit) => "the 250-move limit",
            EndReason::Variant(VariantEnd::FullTime) => "the final score",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::Timeout => "timeout",
            EndReason::Aborted => "abort",
            EndReason::Unfinished => "the record's end",
        })
    }
}

impl fmt::Display for Outcome {
    /// `White wins by checkmate`, `Draw by stalemate`, `Game aborted`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.reason) {
            (_, EndReason::Aborted) => f.write_str("Game aborted"),
            (_, EndReason::Unfinished) => f.write_str("Game unfinished"),
            (Some(Color::White), reason) => write!(f, "White wins by {reason}"),
            (Some(Color::Black), reason) => write!(f, "Black wins by {reason}"),
            (None, reason) => write!(f, "Draw by {reason}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_a_short_name_that_reads_back() {
        for reason in EndReason::ALL {
            assert_eq!(EndReason::from_name(reason.name()), Some(reason));
        }
        assert_eq!(EndReason::from_name("checkmates"), None);
    }

    #[test]
    fn outcomes_read_as_sentences() {
        assert_eq!(
            Outcome::win(Color::White, EndReason::Checkmate).to_string(),
            "White wins by checkmate"
        );
        assert_eq!(
            Outcome::draw(EndReason::Stalemate).to_string(),
            "Draw by stalemate"
        );
        assert_eq!(Outcome::draw(EndReason::Stalemate).result(), "1/2-1/2");
        assert_eq!(
            Outcome::win(Color::Black, EndReason::Timeout).termination(),
            "Time forfeit"
        );
    }
}
