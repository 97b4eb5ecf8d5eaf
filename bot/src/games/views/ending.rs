//! How a game ended, as told to players.

use kibitz_rules::{Color, EndReason, Outcome};

use crate::i18n::Text;

/// The sentence that tells how a game ended: "White wins by checkmate."
pub fn outcome_text(outcome: Outcome) -> Text {
    match outcome.reason {
        EndReason::Aborted => return Text::new("game-aborted"),
        EndReason::Unfinished => return Text::new("game-unfinished"),
        _ => {}
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

/// A side's name for messages to select on: `white` or `black`.
pub(crate) fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The reason alone, for the result badge: "checkmate".
pub fn reason_text(reason: EndReason) -> Text {
    Text::new("end-reason").arg("reason", reason.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Language;

    #[test]
    fn every_reason_has_a_code_that_reads_back_and_a_text_in_each_language() {
        for reason in EndReason::ALL {
            let code = reason.name();
            assert_eq!(EndReason::from_name(code), Some(reason));
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
    }
}
