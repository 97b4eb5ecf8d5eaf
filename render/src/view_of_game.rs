//! Views of a game from the rules crate, for the classic family.

use kibitz_rules::{Color, File, Game, Outcome, Rank, Square, Variant};

use crate::view::{BoardView, Hands, Marks, Players, ResultBadge, Score};

/// The view of a game's current position, seen from `orientation`, with
/// these player names. A finished game gets its result badge (the reason
/// in English; callers may replace it with a translation).
pub fn view_of_game(game: &Game, white: &str, black: &str, orientation: Color) -> BoardView {
    let outcome = game.outcome();
    BoardView {
        pieces: game.pieces(),
        orientation,
        last_move: game.last_move().and_then(|m| uci_squares(&m.uci)),
        check: game.checked_king(),
        marks: marks(game),
        players: Players {
            white: white.to_owned(),
            black: black.to_owned(),
            turn: if outcome.is_some() {
                None
            } else {
                Some(game.turn())
            },
            score: game.score().map(|(white, black)| Score { white, black }),
            status: None,
            hands: game
                .hand(Color::White)
                .zip(game.hand(Color::Black))
                .map(|(white, black)| Hands { white, black }),
            checks_given: game
                .remaining_checks(Color::White)
                .zip(game.remaining_checks(Color::Black))
                .map(|(white, black)| Score {
                    white: 3u32.saturating_sub(white),
                    black: 3u32.saturating_sub(black),
                }),
        },
        result: outcome.map(badge),
    }
}

/// The variant marks of a game: chess football's ball, goals and kick-off
/// squares.
fn marks(game: &Game) -> Marks {
    if game.variant() != Variant::Football {
        return Marks::default();
    }
    let goal = |rank: Rank, color: Color| {
        [File::C, File::D, File::E, File::F]
            .map(move |file| (Square::from_coords(file, rank), color))
    };
    Marks {
        ball: game.ball(),
        goals: goal(Rank::First, Color::White)
            .into_iter()
            .chain(goal(Rank::Eighth, Color::Black))
            .collect(),
        kickoff: vec![Square::E4, Square::E5],
        ..Marks::default()
    }
}

/// The views of every position of a game, from its start to now: one more
/// than the number of moves played. For an animation, the bars do not mark
/// whose turn it is (the last-move highlight shows it), so that a frame
/// changes only around the move.
pub fn game_views(game: &Game, white: &str, black: &str, orientation: Color) -> Vec<BoardView> {
    let mut views = Vec::with_capacity(game.history().len() + 1);
    let mut replay = Game::from_state(game.variant(), &game.start_state())
        .expect("a game's own start state reads back");
    let without_turn = |mut view: BoardView| {
        view.players.turn = None;
        view
    };
    for played in game.history() {
        views.push(without_turn(view_of_game(
            &replay,
            white,
            black,
            orientation,
        )));
        replay.play(played.mv).expect("a game's own moves replay");
    }
    views.push(without_turn(view_of_game(game, white, black, orientation)));
    views
}

/// The result badge of an outcome.
fn badge(outcome: Outcome) -> ResultBadge {
    let result = match outcome.result() {
        "1/2-1/2" => "½-½".to_owned(),
        other => other.to_owned(),
    };
    ResultBadge {
        result,
        reason: outcome.to_string(),
    }
}

/// The from and to squares of a UCI move (`e2e4`, `e7e8q`, a drop `N@d3`
/// gives its square twice).
fn uci_squares(uci: &str) -> Option<(Square, Square)> {
    let square = |s: &str| s.parse::<Square>().ok();
    match uci.as_bytes() {
        [_, b'@', ..] => {
            let to = square(uci.get(2..4)?)?;
            Some((to, to))
        }
        _ => Some((square(uci.get(0..2)?)?, square(uci.get(2..4)?)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_gives_both_squares() {
        assert_eq!(uci_squares("e2e4"), Some((Square::E2, Square::E4)));
        assert_eq!(uci_squares("e7e8q"), Some((Square::E7, Square::E8)));
        assert_eq!(uci_squares("N@d3"), Some((Square::D3, Square::D3)));
        assert_eq!(uci_squares("0000"), None);
    }
}
