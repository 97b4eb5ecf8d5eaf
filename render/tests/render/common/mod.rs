//! Games shared by the render tests and benchmarks, and their views: the
//! render crate knows boards, not games, so its tests build the views of a
//! game's positions here (the bot builds its own, in its language).

use kibitz_render::{BoardView, Hands, Players, ResultBadge, Score};
use kibitz_rules::{Color, Game, Role, Variant};

/// The view of a game's current position: pieces, last move, check, the
/// players' bars (with pieces in hand and checks given) and the result.
#[allow(dead_code)]
pub fn view_of(game: &Game, white: &str, black: &str, orientation: Color) -> BoardView {
    let marks = game.marks();
    let held = |color| -> Option<Vec<(Role, u8)>> {
        let pockets = marks.pockets?;
        let hand = pockets.get(color);
        Some(
            Role::ALL
                .into_iter()
                .map(|role| (role, *hand.get(role)))
                .filter(|&(_, n)| n > 0)
                .collect(),
        )
    };
    BoardView {
        pieces: game.pieces(),
        orientation,
        last_move: marks.last_move,
        check: marks.check,
        players: Players {
            white: white.to_owned(),
            black: black.to_owned(),
            turn: (!game.is_over()).then(|| game.turn()),
            hands: held(Color::White)
                .zip(held(Color::Black))
                .map(|(white, black)| Hands { white, black }),
            checks_given: marks.checks_given.map(|given| Score {
                white: given.white,
                black: given.black,
            }),
            ..Players::default()
        },
        result: game.outcome().map(|outcome| ResultBadge {
            result: outcome.result().replace("1/2-1/2", "½-½"),
            reason: outcome.to_string(),
        }),
        ..BoardView::empty()
    }
}

/// The views of every position of a game, without the turn marked, as an
/// animation shows them.
#[allow(dead_code)]
pub fn views_of(game: &Game, white: &str, black: &str, orientation: Color) -> Vec<BoardView> {
    let mut replay = Game::from_state(game.variant(), &game.start_state()).expect("a start");
    let mut views = Vec::new();
    for played in game.history() {
        views.push(view_of(&replay, white, black, orientation));
        replay.play(played.mv).expect("a game's own moves replay");
    }
    views.push(view_of(game, white, black, orientation));
    for view in &mut views {
        view.players.turn = None;
    }
    views
}

/// A long game, deterministic: legal moves picked by a fixed pseudo-random
/// sequence, the first seed whose game lasts `plies` plies.
#[allow(dead_code)]
pub fn long_game(plies: usize) -> Game {
    for seed in 1u64.. {
        let mut state = seed;
        let mut game = Game::new(Variant::Standard);
        while game.history().len() < plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = (state >> 33) as usize % moves.len();
            game.play(moves[pick]).expect("a listed move plays");
        }
        if game.history().len() == plies {
            return game;
        }
    }
    unreachable!("some seed gives a long game")
}
