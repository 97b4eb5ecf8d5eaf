//! Views of a game from the rules crate, for the classic family.

use kibitz_rules::{ByRole, Color, Game, Outcome, Role, Square};

use crate::view::{BoardView, Hands, Marks, Players, ResultBadge, Score};

/// The view of a game's current position, seen from `orientation`, with
/// these player names. A finished game gets its result badge (the reason
/// in English; callers may replace it with a translation).
pub fn view_of_game(game: &Game, white: &str, black: &str, orientation: Color) -> BoardView {
    let outcome = game.outcome();
    let marks = game.marks();
    BoardView {
        pieces: game.pieces(),
        orientation,
        last_move: game.last_move().and_then(|m| uci_squares(&m.uci)),
        check: marks.check,
        marks: football_marks(&marks),
        players: Players {
            white: white.to_owned(),
            black: black.to_owned(),
            turn: if outcome.is_some() {
                None
            } else {
                Some(game.turn())
            },
            score: marks.score.map(|score| Score {
                white: score.white,
                black: score.black,
            }),
            status: None,
            hands: marks.pockets.map(|pockets| Hands {
                white: held(pockets.white),
                black: held(pockets.black),
            }),
            checks_given: marks.checks_given.map(|given| Score {
                white: given.white,
                black: given.black,
            }),
        },
        result: outcome.map(badge),
    }
}

/// The pieces held in hand, kind by kind.
fn held(pockets: ByRole<u8>) -> Vec<(Role, u8)> {
    Role::ALL
        .into_iter()
        .map(|role| (role, *pockets.get(role)))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// The variant marks of a game: chess football's ball, goals and kick-off
/// squares.
fn football_marks(marks: &kibitz_rules::Marks) -> Marks {
    Marks {
        ball: marks.ball,
        goals: Color::ALL
            .into_iter()
            .flat_map(|color| marks.goals.get(color).into_iter().map(move |s| (s, color)))
            .collect(),
        kickoff: marks.kickoff.into_iter().collect(),
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
