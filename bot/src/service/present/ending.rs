//! How a game ended, as stored (`result`, `end_reason` columns) and as
//! told to players.

use kibitz_rules::{Color, EndReason, Outcome, VariantEnd};

use crate::i18n::Text;

const REASONS: [(EndReason, &str); 22] = [
    (EndReason::Checkmate, "checkmate"),
    (EndReason::Stalemate, "stalemate"),
    (EndReason::InsufficientMaterial, "insufficient-material"),
    (EndReason::FivefoldRepetition, "fivefold-repetition"),
    (EndReason::SeventyFiveMoveRule, "seventy-five-moves"),
    (EndReason::ThreefoldRepetition, "threefold-repetition"),
    (EndReason::FiftyMoveRule, "fifty-moves"),
    (
        EndReason::Variant(VariantEnd::KingExploded),
        "king-exploded",
    ),
    (
        EndReason::Variant(VariantEnd::AllPiecesLost),
        "all-pieces-lost",
    ),
    (EndReason::Variant(VariantEnd::Stalemated), "stalemated"),
    (
        EndReason::Variant(VariantEnd::KingOnTheHill),
        "king-on-the-hill",
    ),
    (EndReason::Variant(VariantEnd::ThirdCheck), "third-check"),
    (
        EndReason::Variant(VariantEnd::KingReachedGoal),
        "king-reached-goal",
    ),
    (
        EndReason::Variant(VariantEnd::ArmyDestroyed),
        "army-destroyed",
    ),
    (EndReason::Variant(VariantEnd::ArmyCrossed), "army-crossed"),
    (
        EndReason::Variant(VariantEnd::BothArmiesCrossed),
        "both-armies-crossed",
    ),
    (EndReason::Variant(VariantEnd::MoveLimit), "move-limit"),
    (EndReason::Variant(VariantEnd::FullTime), "full-time"),
    (EndReason::Resignation, "resignation"),
    (EndReason::Agreement, "agreement"),
    (EndReason::Timeout, "timeout"),
    (EndReason::Aborted, "aborted"),
];

/// The stable code stored for a reason (also the key of its message).
pub fn reason_code(reason: EndReason) -> &'static str {
    REASONS
        .iter()
        .find(|(r, _)| *r == reason)
        .map(|(_, code)| *code)
        .expect("every reason has a code")
}

/// The reason a stored code names.
pub fn reason_of_code(code: &str) -> Option<EndReason> {
    REASONS.iter().find(|(_, c)| *c == code).map(|(r, _)| *r)
}

/// The outcome a finished game's row records.
pub fn stored_outcome(result: Option<&str>, end_reason: Option<&str>) -> Option<Outcome> {
    let reason = reason_of_code(end_reason?)?;
    let winner = match result? {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        _ => None,
    };
    Some(Outcome { winner, reason })
}

/// The sentence that tells how a game ended: "White wins by checkmate."
pub fn outcome_text(outcome: Outcome) -> Text {
    if outcome.reason == EndReason::Aborted {
        return Text::new("game-aborted");
    }
    let winner = match outcome.winner {
        Some(Color::White) => "white",
        Some(Color::Black) => "black",
        None => "none",
    };
    Text::new("game-result")
        .arg("winner", winner)
        .text("reason", reason_text(outcome.reason))
}

/// The reason alone, for the result badge: "checkmate".
pub fn reason_text(reason: EndReason) -> Text {
    Text::new("end-reason").arg("reason", reason_code(reason))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn every_reason_has_a_code_that_reads_back_and_a_text_in_each_language() {
        for (reason, code) in REASONS {
            assert_eq!(reason_code(reason), code);
            assert_eq!(reason_of_code(code), Some(reason));
            for winner in [Some(Color::White), Some(Color::Black), None] {
                let outcome = Outcome { winner, reason };
                for language in Language::ALL {
                    let text = outcome_text(outcome).write(language);
                    assert!(!text.contains('{'), "{text}");
                    let reason = reason_text(outcome.reason).write(language);
                    assert!(!reason.is_empty() && reason != code || language == Language::En);
                }
            }
        }
        assert_eq!(
            outcome_text(Outcome::win(Color::Black, EndReason::Checkmate)).to_string(),
            "Black wins by checkmate."
        );
        assert_eq!(
            stored_outcome(Some("1/2-1/2"), Some("agreement")),
            Some(Outcome::draw(EndReason::Agreement))
        );
    }
}
