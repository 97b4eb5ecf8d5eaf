//! A move the rules refuse, told in the player's language, with the moves
//! that were probably meant.

use kibitz_rules::error::CastlingRefusal;
use kibitz_rules::{Color, Illegal, MoveError, NotationError, Role};

use crate::i18n::Text;

/// The most candidate moves offered after a refused move.
pub const MAX_CANDIDATES: usize = 8;

/// Why a move was refused, and the legal moves (SAN) it may have meant.
pub fn move_error_text(error: &MoveError) -> (Text, Vec<String>) {
    match error {
        MoveError::Notation(NotationError::Empty) => (Text::new("move-empty"), Vec::new()),
        MoveError::Notation(NotationError::TooLong { chars }) => (
            Text::new("move-too-long").number("chars", *chars as f64),
            Vec::new(),
        ),
        MoveError::Notation(NotationError::Unreadable { text }) => (
            Text::new("move-unreadable").arg("text", cut(text)),
            Vec::new(),
        ),
        MoveError::GameOver => (Text::new("move-game-over"), Vec::new()),
        MoveError::Ambiguous { candidates } => {
            let shown = first(candidates);
            (
                Text::new("move-ambiguous").arg("candidates", shown.join(", ")),
                shown,
            )
        }
        MoveError::Guessed { candidates } => {
            let shown = first(candidates);
            (
                Text::new("move-guessed").arg("candidates", shown.join(", ")),
                shown,
            )
        }
        MoveError::Illegal { reason, legal } => {
            let shown = first(legal);
            let text = illegal_text(reason);
            if shown.is_empty() {
                (Text::new("move-illegal").text("reason", text), shown)
            } else {
                (
                    Text::new("move-illegal-with-legal")
                        .text("reason", text)
                        .arg("legal", shown.join(", ")),
                    shown,
                )
            }
        }
    }
}

fn first(moves: &[String]) -> Vec<String> {
    moves.iter().take(MAX_CANDIDATES).cloned().collect()
}

fn cut(text: &str) -> String {
    let mut out: String = text.chars().take(20).collect();
    if text.chars().count() > 20 {
        out.push('…');
    }
    out
}

fn role(role: Role) -> &'static str {
    kibitz_rules::error::role_name(role)
}

fn color(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn illegal_text(reason: &Illegal) -> Text {
    match reason {
        Illegal::NoPieceOn(sq) => Text::new("illegal-no-piece-on").arg("square", sq.to_string()),
        Illegal::NotYourPiece { square, owner } => Text::new("illegal-not-your-piece")
            .arg("square", square.to_string())
            .arg("owner", color(*owner)),
        Illegal::NoSuchPiece(r) => Text::new("illegal-no-such-piece").arg("role", role(*r)),
        Illegal::OwnPieceOn(sq) => Text::new("illegal-own-piece-on").arg("square", sq.to_string()),
        Illegal::PieceCannotReach { role: r, from, to } => Text::new("illegal-piece-cannot-reach")
            .arg("role", role(*r))
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        Illegal::PawnBlocked { from, by, on } => Text::new("illegal-pawn-blocked")
            .arg("from", from.to_string())
            .arg("role", role(*by))
            .arg("square", on.to_string()),
        Illegal::NoPieceCanReach { role: r, to } => Text::new("illegal-no-piece-can-reach")
            .arg("role", role(*r))
            .arg("to", to.to_string()),
        Illegal::PromotionNeeded => Text::new("illegal-promotion-needed"),
        Illegal::CannotPromote => Text::new("illegal-cannot-promote"),
        Illegal::LeavesKingInCheck => Text::new("illegal-leaves-king-in-check"),
        Illegal::DoesNotEscapeCheck => Text::new("illegal-does-not-escape-check"),
        Illegal::Castling { side, why } => {
            let text = match why {
                CastlingRefusal::NoRight => Text::new("illegal-castling-no-right"),
                CastlingRefusal::InCheck => Text::new("illegal-castling-in-check"),
                CastlingRefusal::Blocked => Text::new("illegal-castling-blocked"),
                CastlingRefusal::ThroughCheck => Text::new("illegal-castling-through-check"),
            };
            let side = match side {
                kibitz_rules::CastlingSide::KingSide => "king",
                kibitz_rules::CastlingSide::QueenSide => "queen",
            };
            text.arg("side", side)
        }
        Illegal::MustCapture => Text::new("illegal-must-capture"),
        Illegal::GivesCheck => Text::new("illegal-gives-check"),
        Illegal::ExplodesOwnKing => Text::new("illegal-explodes-own-king"),
        Illegal::NoDrops => Text::new("illegal-no-drops"),
        Illegal::NotInHand(r) => Text::new("illegal-not-in-hand").arg("role", role(*r)),
        Illegal::DropOnOccupied(sq) => {
            Text::new("illegal-drop-on-occupied").arg("square", sq.to_string())
        }
        Illegal::PawnDropOnBackRank => Text::new("illegal-pawn-drop-on-back-rank"),
        Illegal::NoPassing => Text::new("illegal-no-passing"),
        Illegal::BishopChangesColor { to } => Text::new("illegal-bishop-changes-color")
            .arg("square", to.to_string())
            .arg("shade", if to.is_light() { "light" } else { "dark" }),
        Illegal::SwapBack { from, to } => Text::new("illegal-swap-back")
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        Illegal::BackwardOnlyFromLastRank => Text::new("illegal-backward"),
        Illegal::MustSwapPawn(sq) => {
            Text::new("illegal-must-swap-pawn").arg("square", sq.to_string())
        }
        Illegal::PawnOnLastRank => Text::new("illegal-pawn-on-last-rank"),
        Illegal::PromotionSwapPiece => Text::new("illegal-promotion-swap-piece"),
        Illegal::PromotionSwapSameRank => Text::new("illegal-promotion-swap-same-rank"),
        Illegal::NoCastling => Text::new("illegal-no-castling"),
        Illegal::OutsideOwnHalf(sq) => {
            Text::new("illegal-outside-own-half").arg("square", sq.to_string())
        }
        Illegal::KingOffGoal => Text::new("illegal-king-off-goal"),
        Illegal::PawnOnOwnGoal => Text::new("illegal-pawn-on-own-goal"),
        Illegal::TooManyOf(r) => Text::new("illegal-too-many-of").arg("role", role(*r)),
        Illegal::LineUpIncomplete => Text::new("illegal-line-up-incomplete"),
        Illegal::KickOffSquareEmpty => Text::new("illegal-kick-off-square-empty"),
        Illegal::NotLiningUp => Text::new("illegal-not-lining-up"),
        Illegal::LiningUp => Text::new("illegal-lining-up"),
        Illegal::KickOffPass => Text::new("illegal-kick-off-pass"),
        Illegal::PawnWithBall => Text::new("illegal-pawn-with-ball"),
        Illegal::NotBallHolder(sq) => {
            Text::new("illegal-not-ball-holder").arg("square", sq.to_string())
        }
        Illegal::CoordinatesNeeded => Text::new("illegal-coordinates-needed"),
        Illegal::VariantRule => Text::new("illegal-variant-rule"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Language;

    use kibitz_rules::{Game, Variant};

    #[test]
    fn refused_moves_read_in_both_languages_with_candidates() {
        let cases = [
            ("standard", "", "Nf6"),
            ("standard", "", "Ke2"),
            ("standard", "", "e5"),
            ("standard", "", "O-O"),
            ("standard", "", "zz9"),
            ("standard", "", "e2e5"),
            ("standard", "", "Bb5"),
            ("standard", "Nf3 Nf6 d3 d6", "Nd2"),
            ("standard", "e4 f5 Qh5", "a6"),
            ("standard", "d4 e5 Kd2 Bb4", "Kc3"),
            ("standard", "e4 d5 exd5 Nf6 d6 Nd5 dxc7 Nf6", "cxd8"),
            ("crazyhouse", "", "N@e4"),
            ("standard", "", "N@e4"),
            ("antichess", "e3 b5", "a3"),
            ("crazyhouse", "e4 d5 exd5 Qxd5", "P@d1"),
            ("immortal", "e4 d5 exd5 Qxd5", "Nf3"),
            ("immortal", "e4 d5 exd5 Qxd5", "d8f1"),
            ("immortal", "e4 d5 exd5 Qxd5", "d8e1"),
            ("immortal", "e4 d5 exd5 Qxd5", "d8a2"),
            ("immortal", "e4 d5 exd5 Qxd5 d8b1 Qd4", "d2d1"),
            ("immortal", "e4 d5 exd5 Qxd5 d8b1 Qd4", "O-O"),
            ("immortal", "e4 d5 exd5 Qxd5 d8b1 Qd4", "Qe3"),
            ("football", "", "K@e2"),
            ("football", "", "P@d1"),
            ("football", "", "N@e5"),
            ("football", "", "e2e4"),
            ("football", "", "Nf3"),
            (
                "football",
                "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8",
                "e4d6",
            ),
            (
                "football",
                "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8 e4c3",
                "h8h1",
            ),
            (
                "football",
                "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8 e4c3",
                "P@e5",
            ),
        ];
        for (variant, moves, text) in cases
            .into_iter()
            .chain([("football", "", "Kd1"), ("football", "", "e2e4")])
        {
            let variant = Variant::from_name(variant).expect("variant");
            let mut game = Game::new(variant);
            for mv in moves.split_whitespace() {
                game.play_text(mv).expect("the line is legal");
            }
            let Err(error) = game.parse_move(text) else {
                panic!("{text} should be refused");
            };
            let (message, candidates) = move_error_text(&error);
            assert!(candidates.len() <= MAX_CANDIDATES);
            for language in Language::ALL {
                let written = message.write(language);
                assert!(!written.is_empty() && !written.contains('{'), "{written}");
                // Every refusal is a sentence, with its full stop.
                assert!(written.ends_with(['.', '?', '!']), "{text}: {written}");
            }
            assert_ne!(message.write(Language::En), message.write(Language::Ru));
        }
        let game = Game::new(Variant::Standard);
        // Reasons no short line reaches: each has its message in both languages.
        use kibitz_rules::{Role, Square};
        for reason in [
            Illegal::TooManyOf(Role::Knight),
            Illegal::LineUpIncomplete,
            Illegal::KickOffSquareEmpty,
            Illegal::NotLiningUp,
            Illegal::PawnWithBall,
            Illegal::PawnOnLastRank,
            Illegal::PromotionSwapSameRank,
            Illegal::SwapBack {
                from: Square::D4,
                to: Square::D5,
            },
            Illegal::NoPassing,
            Illegal::VariantRule,
        ] {
            let text = illegal_text(&reason);
            let (en, ru) = (text.write(Language::En), text.write(Language::Ru));
            assert!(
                !en.contains('{') && !ru.contains('{') && en != ru,
                "{en} / {ru}"
            );
            assert_ne!(en, text.id(), "a message exists for {reason:?}");
        }
        let (message, candidates) =
            move_error_text(&game.parse_move("Nd2").expect_err("no knight reaches d2"));
        assert!(
            message.to_string().contains("d2"),
            "{}",
            message.to_string()
        );
        assert!(candidates.is_empty() || candidates.iter().all(|c| c.starts_with('N')));
    }
}
