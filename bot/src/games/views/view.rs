//! The view of a game that the render crate draws: the pieces, the marks
//! the game's rules ask for (last move, check, ball and goals, the swap
//! pair, set-up squares), the players' bars, and the result badge, with
//! every word in the reader's language.

use crate::model::Language;
use kibitz_render::{BoardView, Hands, Marks, Players, ResultBadge, Score};
use kibitz_rules::{
    Bitboard, ByColor, ByRole, Color, Game, MatchPhase, Outcome, Role, Square, Stage,
};

use super::ending::reason_text;
use crate::i18n::Text;

/// The view of a game's current position, seen from `orientation`, with
/// these player names, written in `language`.
pub fn view_of_game(
    game: &Game,
    white: &str,
    black: &str,
    orientation: Color,
    language: Language,
) -> BoardView {
    view_under_bars(game, game, (white, black), orientation, language)
}

/// The view of `scene`, a picture of `game` as its last move left the board
/// (before a goal or half-time cleared it), under the bars of `game` as it
/// stands: whose turn it is next, the score, the half.
pub fn view_of_scene(
    game: &Game,
    scene: &Game,
    names: (&str, &str),
    orientation: Color,
    language: Language,
) -> BoardView {
    view_under_bars(scene, game, names, orientation, language)
}

/// The board of `shown` under the players' bars of `game` (the same game,
/// but for a scene of it); each game's marks read once.
fn view_under_bars(
    shown: &Game,
    game: &Game,
    (white, black): (&str, &str),
    orientation: Color,
    language: Language,
) -> BoardView {
    let outcome = shown.outcome();
    let marks = shown.marks();
    let (bars, ended) = if std::ptr::eq(shown, game) {
        (marks, outcome.is_some())
    } else {
        (game.marks(), game.outcome().is_some())
    };
    BoardView {
        pieces: shown.pieces(),
        orientation,
        last_move: marks.last_move,
        check: marks.check,
        marks: Marks {
            ball: marks.ball,
            goals: by_side(marks.goals),
            kickoff: marks.kickoff.into_iter().collect(),
            swap: marks.swap,
            targets: by_side(marks.targets),
        },
        players: Players {
            white: white.to_owned(),
            black: black.to_owned(),
            turn: if ended { None } else { Some(game.turn()) },
            score: bars.score.map(score),
            status: bars
                .phase
                .map(|phase| phase_text(phase, game.turn()))
                .or_else(|| {
                    (bars.last_move_to_draw && !ended).then(|| Text::new("board-status-last-move"))
                })
                .map(|status| status.write(language)),
            hands: bars.pockets.map(|pockets| Hands {
                white: held(pockets.white),
                black: held(pockets.black),
            }),
            checks_given: bars.checks_given.map(score),
            home: bars.home.map(score),
            clocks: None,
        },
        result: outcome.map(|outcome| badge(outcome, language)),
    }
}

/// The views of every position of a game, from its start to now: one more
/// than the number of moves played (a move that restarted play shown as
/// it left the board, the goal scored). For an animation, the bars do not
/// mark whose turn it is (the last-move highlight shows it), so that a
/// frame changes only around the move.
pub fn game_views(
    game: &Game,
    white: &str,
    black: &str,
    orientation: Color,
    language: Language,
) -> Vec<BoardView> {
    let mut views = Vec::with_capacity(game.history().len() + 1);
    let mut replay = Game::from_state(game.variant(), &game.start_state())
        .expect("a game's own start state reads back");
    let without_turn = |mut view: BoardView| {
        view.players.turn = None;
        view
    };
    // After a move that restarted play (a goal, half-time), the board as
    // that move left it, as the chat's picture shows it, not the cleared
    // board of the line-up that follows.
    let frame = |shown: &Game| {
        let view = match shown.scene_of_last_move() {
            Some(scene) => view_of_scene(shown, &scene, (white, black), orientation, language),
            None => view_of_game(shown, white, black, orientation, language),
        };
        without_turn(view)
    };
    views.push(frame(&replay));
    let plies = game.history().len();
    for (at, played) in game.history().iter().enumerate() {
        replay.play(played.mv).expect("a game's own moves replay");
        if at + 1 < plies {
            views.push(frame(&replay));
        }
    }
    // The last with the game's own ending (a resignation, a flag).
    if plies > 0 {
        views.push(frame(game));
    }
    views
}

/// Each side's squares, as a list with the side.
fn by_side(squares: ByColor<Bitboard>) -> Vec<(Square, Color)> {
    Color::ALL
        .into_iter()
        .flat_map(|color| squares.get(color).into_iter().map(move |s| (s, color)))
        .collect()
}

/// A number per side, for a bar.
fn score(numbers: ByColor<u32>) -> Score {
    Score {
        white: numbers.white,
        black: numbers.black,
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

/// Chess football: the half, and the line-up or the moves the side to
/// move has left in it ("1st half · 30 moves left").
pub(crate) fn phase_text(phase: MatchPhase, turn: Color) -> Text {
    let stage = match phase.stage {
        Stage::LineUp => "lineup",
        Stage::KickOff | Stage::Play => "play",
    };
    Text::new("board-status-match")
        .number("half", phase.half)
        .arg("stage", stage)
        .number("moves", *phase.moves_left.get(turn))
}

/// The result as the pictures and pages write it: `1-0`, `0-1`, `½-½`.
pub(crate) fn result_written(outcome: Outcome) -> &'static str {
    match outcome.result() {
        "1/2-1/2" => "½-½",
        other => other,
    }
}

/// The result badge of an outcome: the result, and why.
fn badge(outcome: Outcome, language: Language) -> ResultBadge {
    ResultBadge {
        result: result_written(outcome).to_owned(),
        reason: reason_text(outcome.reason).write(language),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kibitz_rules::Variant;

    fn played(variant: Variant, moves: &str) -> Game {
        let mut game = Game::new(variant);
        for m in moves.split_whitespace() {
            game.play_text(m).expect("a legal move");
        }
        game
    }

    #[test]
    fn a_finished_game_has_its_badge_in_the_readers_language() {
        let game = played(Variant::Standard, "f3 e5 g4 Qh4#");
        let view = view_of_game(&game, "Alice", "Bob", Color::White, Language::En);
        assert_eq!(
            view.result,
            Some(ResultBadge {
                result: "0-1".into(),
                reason: "checkmate".into()
            })
        );
        assert_eq!(view.players.turn, None);
        let ru = view_of_game(&game, "Alice", "Bob", Color::White, Language::Ru);
        assert_ne!(ru.result, view.result);
        assert_eq!(view.last_move, Some((Square::D8, Square::H4)));
    }

    #[test]
    fn the_half_time_picture_marks_the_side_that_places_first() {
        // Black's last move of the first half: Black places first for the
        // second, as the half-time news says.
        let mut game = Game::from_state(
            Variant::Football,
            "4k3/8/8/8/8/8/8/2R1K3 b c1 play 1 0/1 1-0 0/0",
        )
        .expect("a state");
        game.play_text("e8d8").expect("legal");
        assert_eq!(game.turn(), Color::Black, "{}", game.state());
        // The picture is of the board as the half's last move left it,
        // where White would move next; its bars are the game's.
        let scene = game.scene_of_last_move().expect("the half's last board");
        assert_eq!(scene.turn(), Color::White);
        let view = view_of_scene(&game, &scene, ("ann", "ben"), Color::White, Language::En);
        assert_eq!(view.players.turn, Some(Color::Black));
        assert_eq!(view.pieces, scene.pieces());
        assert_eq!(
            view.players.status.as_deref(),
            Some("2nd half · line-up"),
            "the half that comes"
        );
    }

    #[test]
    fn a_replay_shows_the_goal_as_it_was_scored_not_the_cleared_board() {
        let mut game = Game::from_state(
            Variant::Football,
            "k7/8/3Q4/8/8/8/8/4K3 w d6 play 1 30/30 0-0 0/0",
        )
        .expect("a state");
        game.play_text("d6d8").expect("a goal");
        let views = game_views(&game, "ann", "ben", Color::White, Language::En);
        assert_eq!(views.len(), 2);
        let goal = &views[1];
        assert_eq!(goal.marks.ball, Some(Square::D8), "the ball in the goal");
        assert_eq!(
            goal.players.score,
            Some(Score { white: 1, black: 0 }),
            "the goal counted"
        );
        assert!(!goal.pieces.is_empty(), "the board as the goal left it");
    }

    #[test]
    fn immortal_chess_shows_blacks_last_move_once_white_has_crossed() {
        let almost = "RNBQKBNR/PPPPPPP1/7P/8/8/7p/ppppppp1/rnbqkbnr w - - 100";
        let mut game = Game::from_state(Variant::Immortal, almost).expect("a state");
        let before = view_of_game(&game, "A", "B", Color::White, Language::En);
        assert_eq!(before.players.status, None);
        game.play_text("h6h7").expect("White completes");
        let view = view_of_game(&game, "A", "B", Color::White, Language::En);
        assert_eq!(view.players.status.as_deref(), Some("Black's last move"));
        let ru = view_of_game(&game, "A", "B", Color::White, Language::Ru);
        assert_eq!(ru.players.status.as_deref(), Some("Последний ход чёрных"));
        game.play_text("h3h2").expect("Black completes too: a draw");
        let over = view_of_game(&game, "A", "B", Color::White, Language::En);
        assert_eq!(over.players.status, None);
    }

    #[test]
    fn immortal_chess_marks_the_swap_and_the_squares_still_to_fill() {
        let game = played(Variant::Immortal, "e4 d5 exd5");
        let view = view_of_game(&game, "A", "B", Color::White, Language::En);
        assert_eq!(view.marks.swap, Some((Square::E4, Square::D5)));
        // Each side's far rank: every piece still has to arrive.
        assert_eq!(view.marks.targets.len(), 16);
        assert!(view.marks.targets.contains(&(Square::A8, Color::White)));
        assert!(view.marks.targets.contains(&(Square::H1, Color::Black)));
        assert!(view.marks.goals.is_empty() && view.marks.ball.is_none());
        // No piece is home yet at the start of the race.
        assert_eq!(view.players.home, Some(Score { white: 0, black: 0 }));
        let near = Game::from_state(
            Variant::Immortal,
            "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr b - - 40",
        )
        .expect("a state");
        let view = view_of_game(&near, "A", "B", Color::White, Language::En);
        assert_eq!(
            view.players.home,
            Some(Score {
                white: 16,
                black: 16
            })
        );
    }

    #[test]
    fn football_shows_its_goals_ball_score_and_the_half_in_words() {
        let line_up = "K@e1 K@d8 P@a3 P@a6 P@b3 P@b6 P@g3 P@g6 P@h3 P@h6 R@e4 R@h8";
        let game = played(Variant::Football, line_up);
        let view = view_of_game(&game, "A", "B", Color::White, Language::En);
        assert_eq!(view.marks.ball, Some(Square::E4));
        assert_eq!(view.marks.goals.len(), 8);
        assert!(view.marks.goals.contains(&(Square::C1, Color::White)));
        assert!(view.marks.goals.contains(&(Square::F8, Color::Black)));
        assert_eq!(
            view.marks.kickoff,
            vec![Square::E4],
            "only the kick-off due"
        );
        assert_eq!(view.players.score, Some(Score { white: 0, black: 0 }));
        assert_eq!(
            view.players.status.as_deref(),
            Some("1st half · 45 moves left")
        );
        let start = view_of_game(
            &Game::new(Variant::Football),
            "A",
            "B",
            Color::White,
            Language::Ru,
        );
        assert_eq!(
            start.players.status.as_deref(),
            Some("1-й тайм · расстановка")
        );
    }

    #[test]
    fn an_animation_has_a_view_per_position_without_the_turn() {
        let game = played(Variant::Crazyhouse, "e4 d5 exd5 Qxd5");
        let views = game_views(&game, "A", "B", Color::Black, Language::En);
        assert_eq!(views.len(), 5);
        assert!(views.iter().all(|v| v.players.turn.is_none()));
        let last = views.last().expect("a view");
        let hands = last.players.hands.as_ref().expect("crazyhouse has hands");
        assert_eq!(hands.white, vec![(Role::Pawn, 1)]);
        assert_eq!(last.orientation, Color::Black);
    }
}
