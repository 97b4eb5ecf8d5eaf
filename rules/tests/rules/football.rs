//! Chess football, rule by rule (`shared/specs/variants.md` section 3),
//! and scripted games that score each way, restart, change halves and end.

use kibitz_rules::pgn::read_pgn;
use kibitz_rules::{
    Bitboard, Color, EndReason, Game, Illegal, MoveError, Outcome, PgnTags, Piece, Role, Square,
    Variant, VariantEnd,
};

fn game(state: &str) -> Game {
    Game::from_state(Variant::Football, state).unwrap_or_else(|e| panic!("{state}: {e}"))
}

/// The goals of each side (White, Black).
fn score(game: &Game) -> Option<(u32, u32)> {
    game.marks().score.map(|score| (score.white, score.black))
}

fn play(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        let state = game.state();
        game.play_text(m)
            .unwrap_or_else(|e| panic!("{m} in {state}: {e}"));
    }
}

fn legal(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|m| game.uci(m))
        .collect();
    moves.sort();
    moves
}

fn refusal(game: &Game, text: &str) -> String {
    match game.parse_move(text) {
        Ok(_) => panic!("{text} should be refused in {}", game.state()),
        Err(e) => e.to_string(),
    }
}

/// White lines up first (it kicks off): K d1, pawns a2 b2, knight c3, rook
/// h1 and the kick-off knight on e4; Black: K d8, pawns a7 b7, knight c6,
/// bishop f6 (facing e5) and queen h8.
const LINE_UP: &str = "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8";

#[test]
fn the_line_up_follows_every_rule() {
    let mut board = Game::new(Variant::Football);
    assert_eq!(board.state(), "8/8/8/8/8/8/8/8 w - lineup 1 45/45 0-0 6/6");
    assert_eq!(legal(&board).len(), 160);
    assert!(refusal(&board, "K@e2").starts_with("the king must stand on one of your goal squares"));
    assert!(refusal(&board, "P@d1").starts_with("pawns cannot stand on your own goal squares"));
    assert!(
        refusal(&board, "N@e5")
            .starts_with("pieces are placed in your own half, and e5 is not in it")
    );
    assert!(refusal(&board, "e2e4").starts_with("the sides are lining up"));
    // A move written as in chess is a placement now: `Kd1` (or `e4`, a
    // pawn) is told to place, with the placement it means offered.
    match board.parse_move("Kd1") {
        Err(MoveError::Illegal { reason, legal }) => {
            assert_eq!(reason, Illegal::LiningUp);
            assert_eq!(legal, ["K@d1"]);
        }
        other => panic!("Kd1 in the line-up: {other:?}"),
    }
    assert!(refusal(&board, "e4").starts_with("the sides are lining up"));
    play(&mut board, "N@b1 K@e8 N@g1");
    assert_eq!(board.turn(), Color::Black, "sides place in turn");
    play(&mut board, "N@b8");
    assert!(refusal(&board, "N@c1").starts_with("no more knights fit in your line-up"));
    // White has placed two knights; four left: king, two pawns and the
    // kick-off square make a fifth piece impossible unless a pawn kicks off.
    play(&mut board, "Q@a1 N@g8");
    assert!(
        refusal(&board, "R@h1").starts_with("after that you could not complete your line-up"),
        "{}",
        refusal(&board, "R@h1")
    );
    play(&mut board, "K@d1 P@a7 P@a2 P@b7");
    // White's last piece must go on e4.
    assert_eq!(
        legal(&board).iter().filter(|m| !m.ends_with("@e4")).count(),
        0
    );
    assert!(refusal(&board, "P@b2").starts_with("your last piece must go on your kick-off square"));
    play(&mut board, "P@e4");
    assert!(
        legal(&board).iter().all(|m| m.contains('@')),
        "Black still places"
    );
    play(&mut board, "P@c7");
    assert_eq!(
        board.marks().ball,
        Some(Square::E4),
        "the kick-off piece holds the ball"
    );
    assert_eq!(
        board.turn(),
        Color::White,
        "the side that placed first kicks off"
    );
    assert!(
        board.state().contains(" kickoff 1 45/45 0-0 0/0"),
        "{}",
        board.state()
    );
}

#[test]
fn the_kick_off_is_a_pass_and_passes_follow_the_holders_lines() {
    let mut board = Game::new(Variant::Football);
    play(&mut board, LINE_UP);
    assert_eq!(
        legal(&board),
        ["e4c3"],
        "the knight on e4 can only pass to c3"
    );
    assert!(refusal(&board, "e4d6").starts_with("the kick-off must be a pass"));
    play(&mut board, "e4c3");
    assert_eq!(board.marks().ball, Some(Square::C3));
    // Black's bishop f6 and queen h8: moves without the ball only.
    let black = legal(&board);
    assert!(
        black.contains(&"h8h2".to_owned()) && !black.contains(&"h8h1".to_owned()),
        "{black:?}"
    );
    assert!(refusal(&board, "h8h1").starts_with("only the ball holder can be tackled"));
    play(&mut board, "a7a6");
    // The knight on c3 passes to the pawn on b1? No piece there; to e4's
    // knight? It is on c3 itself. A pawn passes diagonally forward only.
    let white = legal(&board);
    assert!(white.contains(&"c3e4".to_owned()), "a dribble: {white:?}");
}

#[test]
fn tackles_take_the_ball_and_only_from_the_holder() {
    // White knight with the ball on d4, Black pawn c5 and queen d8.
    let mut board = game("3qk3/8/8/2p5/3N4/8/PP6/3K4 b d4 play 1 40/41 0-0 0/0");
    assert!(
        legal(&board).contains(&"c5d4".to_owned()),
        "the pawn tackles diagonally forward"
    );
    assert!(
        legal(&board).contains(&"d8d4".to_owned()),
        "the queen tackles down the file"
    );
    play(&mut board, "c5d4");
    assert_eq!(board.marks().ball, Some(Square::D4));
    assert_eq!(board.pieces().len(), 6, "the holder left the board");
    // Every tackle on the list goes onto the holder, and nowhere else.
    let white = game("q3k3/8/8/8/3N4/8/1P6/R3K3 w d4 play 1 40/40 0-0 0/0");
    assert!(!legal(&white).contains(&"a1a8".to_owned()));
    assert!(
        refusal(&white, "a1a8").starts_with("only the ball holder can be tackled"),
        "{}",
        refusal(&white, "a1a8")
    );
    let mut dribble = white.clone();
    play(&mut dribble, "d4b5");
    assert_eq!(
        dribble.marks().ball,
        Some(Square::B5),
        "dribbling carries the ball"
    );
}

#[test]
fn a_pawn_with_the_ball_moves_one_square_forward_only() {
    let board = game("4k3/8/8/8/3P4/8/1N6/3K4 w d4 play 1 40/40 0-0 0/0");
    assert!(legal(&board).contains(&"d4d5".to_owned()));
    assert!(
        refusal(&board, "d4d6").starts_with("a pawn with the ball moves one square forward only")
    );
    assert!(
        refusal(&board, "d4e5").starts_with("a pawn with the ball moves one square forward only")
    );
}

#[test]
fn goals_by_dribble_pass_and_tackle_restart_the_line_up() {
    // Dribble: White's rook with the ball walks into c8.
    let mut dribble = game("4k3/8/8/8/8/8/8/2R1K3 w c1 play 1 30/30 0-0 0/0");
    play(&mut dribble, "c1c8");
    assert_eq!(score(&dribble), Some((1, 0)));
    assert!(
        dribble
            .state()
            .starts_with("8/8/8/8/8/8/8/8 b - lineup 1 29/30 1-0 6/6"),
        "{}",
        dribble.state()
    );
    // Pass: Black's knight on e3 passes to its rook standing on d1, a
    // square of White's goal: that scores.
    let mut pass = game("4k3/8/8/8/8/4n3/8/3r3K b e3 play 1 30/31 0-0 0/0");
    play(&mut pass, "e3d1");
    assert_eq!(score(&pass), Some((0, 1)));
    assert_eq!(
        pass.turn(),
        Color::White,
        "the side that conceded places first"
    );
    // Tackling the king that holds the ball scores.
    let mut tackle = game("3k4/3K4/8/8/8/8/8/R7 b d7 play 1 30/31 0-0 0/0");
    play(&mut tackle, "d8d7");
    assert_eq!(score(&tackle), Some((0, 1)));
}

#[test]
fn only_kings_left_restarts_without_a_goal() {
    let mut kings = game("8/8/8/8/8/8/3n4/3K3k w d2 play 1 30/30 0-0 0/0");
    play(&mut kings, "d1d2");
    assert_eq!(score(&kings), Some((0, 0)));
    assert!(
        kings
            .state()
            .starts_with("8/8/8/8/8/8/8/8 b - lineup 1 29/30 0-0 6/6"),
        "{}",
        kings.state()
    );
}

#[test]
fn halves_change_and_the_score_decides() {
    // The last moves of the first half: Black kicks off the second from e5.
    let mut first = game("4k3/8/8/8/8/8/8/R3K3 w a1 play 1 1/1 2-1 0/0");
    play(&mut first, "a1a2 e8e7");
    assert!(
        first
            .state()
            .starts_with("8/8/8/8/8/8/8/8 b - lineup 2 45/45 2-1 6/6"),
        "{}",
        first.state()
    );
    play(
        &mut first,
        "K@d8 K@d1 P@a7 P@a2 P@b7 P@b2 N@c6 N@c3 R@h8 R@h1 N@e5 Q@a1",
    );
    assert_eq!(first.marks().ball, Some(Square::E5));
    assert_eq!(first.turn(), Color::Black);
    // The last moves of the second half end the game.
    let mut last = game("4k3/8/8/8/8/8/8/R3K3 w a1 play 2 1/1 2-1 0/0");
    play(&mut last, "a1a2");
    assert_eq!(last.outcome(), None);
    play(&mut last, "e8e7");
    assert_eq!(
        last.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::FullTime)
        ))
    );
    assert!(last.legal_moves().is_empty());
    let mut level = game("4k3/8/8/8/8/8/8/R3K3 w a1 play 2 1/1 1-1 0/0");
    play(&mut level, "a1a2 e8e7");
    assert_eq!(
        level.outcome(),
        Some(Outcome::draw(EndReason::Variant(VariantEnd::FullTime)))
    );
    // A goal with the last move of the half counts.
    let mut late = game("4k3/8/8/8/8/8/8/2R1K3 w c1 play 2 1/0 0-0 0/0");
    play(&mut late, "c1c8");
    assert_eq!(score(&late), Some((1, 0)));
    assert_eq!(
        late.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::FullTime)
        ))
    );
}

#[test]
fn pawns_promote_with_a_choice() {
    let board = game("4k3/3P4/8/8/8/8/1N6/3K4 w d7 play 1 30/30 0-0 0/0");
    let promotions: Vec<String> = legal(&board)
        .into_iter()
        .filter(|m| m.starts_with("d7d8"))
        .collect();
    assert_eq!(promotions, ["d7d8b", "d7d8n", "d7d8q", "d7d8r"]);
    assert!(refusal(&board, "d7d8").starts_with("a pawn on the last rank must become a piece"));
    let mut scored = board.clone();
    play(&mut scored, "d7d8n");
    assert_eq!(score(&scored), Some((1, 0)), "d8 is a goal square");
}

#[test]
fn states_read_back_and_records_round_trip() {
    let mut board = Game::new(Variant::Football);
    play(&mut board, LINE_UP);
    play(&mut board, "e4c3 a7a6 c3e4");
    let state = board.state();
    assert_eq!(game(&state).state(), state);
    for (bad, why) in [
        ("8/8/8/8/8/8/8/8 w - lineup 1 45/45 0-0", "eight fields"),
        (
            "8/8/8/8/8/8/8/8 w e4 lineup 1 45/45 0-0 6/6",
            "no ball during a line-up",
        ),
        ("8/8/8/8/8/8/8/8 w - play 1 45/45 0-0 0/0", "ball"),
        (
            "8/8/8/8/8/8/8/8 w - lineup 3 45/45 0-0 6/6",
            "half is 1 or 2",
        ),
        (
            "8/8/8/8/8/8/8/8 w - lineup 1 45/40 0-0 6/6",
            "differ by at most one",
        ),
    ] {
        let err = Game::from_state(Variant::Football, bad)
            .expect_err(bad)
            .to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
    let pgn = board.to_pgn(&PgnTags::default());
    assert!(pgn.contains("[Variant \"Football\"]"), "{pgn}");
    let read = read_pgn(&pgn).expect("reads back");
    assert_eq!(read.game.state(), board.state());
}

mod random_games {
    //! Thousands of random games to the final whistle.

    use super::*;
    use kibitz_rules::Role;
    use proptest::prelude::*;

    fn check(seed: u64) -> Result<(), TestCaseError> {
        let mut rng = seed;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut board = Game::new(Variant::Football);
        let mut plies = 0;
        while !board.is_over() {
            let legal = board.legal_moves();
            prop_assert!(!legal.is_empty());
            let before_score = score(&board).expect("football keeps a score");
            let before: Vec<_> = board.pieces();
            let before_ball = board.marks().ball;
            let mover = board.turn();
            let mv = legal[(next() % legal.len() as u64) as usize];
            let uci = board.uci(mv);
            prop_assert_eq!(
                board.parse_move(&uci),
                Ok(mv),
                "{} in {}",
                uci,
                board.state()
            );
            board.play(mv).expect("a listed move plays");
            plies += 1;
            let after = score(&board).expect("score");
            let goals = (after.0 + after.1) - (before_score.0 + before_score.1);
            prop_assert!(after.0 >= before_score.0 && after.1 >= before_score.1 && goals <= 1);
            let pieces = board.pieces();
            if let Some(ball) = board.marks().ball {
                prop_assert!(
                    pieces.iter().any(|(s, _)| *s == ball),
                    "the ball is at a piece"
                );
                if goals == 0 && !pieces.is_empty() && pieces.len() < before.len() {
                    prop_assert_eq!(pieces.len() + 1, before.len(), "one piece leaves at a time");
                    // The one removed was the holder, tackled on its square.
                    let square = before_ball.expect("a tackle needs a holder");
                    let was = before
                        .iter()
                        .find(|(s, _)| *s == square)
                        .map(|(_, p)| p.color);
                    let now = pieces
                        .iter()
                        .find(|(s, _)| *s == square)
                        .map(|(_, p)| p.color);
                    prop_assert_eq!(was, Some(!mover), "only the holder is removed");
                    prop_assert_eq!(now, Some(mover), "the tackler stands on its square");
                }
            }
            for color in [Color::White, Color::Black] {
                let mine: Vec<Role> = pieces
                    .iter()
                    .filter(|(_, p)| p.color == color)
                    .map(|(_, p)| p.role)
                    .collect();
                prop_assert!(mine.len() <= 6);
                prop_assert!(mine.iter().filter(|r| **r == Role::King).count() <= 1);
                prop_assert!(mine.iter().filter(|r| **r == Role::Pawn).count() <= 5);
            }
            let state = board.state();
            let back = Game::from_state(Variant::Football, &state).expect("own state reads back");
            prop_assert_eq!(back.state(), state);
            prop_assert!(plies < 5000, "every game ends after the second half");
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]
        #[test]
        fn random_games_keep_every_invariant_and_end(seed in 1u64..u64::MAX) {
            check(seed)?;
        }
    }
}

/// A whole game from the empty board: a goal each way from scripted
/// attacks, the restarts, the half change with Black kicking off from e5,
/// and the end by the score; the record notes every goal and reads back.
#[test]
fn a_scripted_game_from_kick_off_to_the_final_whistle() {
    let mut board = Game::new(Variant::Football);
    play(&mut board, LINE_UP);
    // White: pass to c3, then the knight dribbles to c7 and into e8.
    play(&mut board, "e4c3 a7a6 c3d5 a6a5 d5c7 a5a4 c7e8");
    assert_eq!(score(&board), Some((1, 0)));
    assert_eq!(
        board.turn(),
        Color::Black,
        "Black conceded and lines up first"
    );
    play(
        &mut board,
        "K@d8 K@d1 P@a7 P@a2 P@b7 P@b2 N@c6 N@c3 Q@h8 R@h1 N@e5 B@f3",
    );
    assert_eq!(board.marks().ball, Some(Square::E5));
    // Black: pass to c6, dribble to d4 and c2, and into e1.
    play(&mut board, "e5c6 a2a3 c6d4 a3a4 d4c2 b2b3 c2e1");
    assert_eq!(score(&board), Some((1, 1)));
    assert_eq!(board.turn(), Color::White);
    // The rest of the game: each side plays its first legal move in
    // sorted order, which is deterministic; the halves run out.
    let mut second_half_seen = false;
    while !board.is_over() {
        if !second_half_seen && board.state().contains(" lineup 2 ") {
            second_half_seen = true;
            assert_eq!(
                board.turn(),
                Color::Black,
                "Black lines up first in the second half"
            );
            assert!(board.state().contains(" 45/45 "), "{}", board.state());
        }
        let first = legal(&board)[0].clone();
        play(&mut board, &first);
    }
    assert!(second_half_seen);
    let (white, black) = score(&board).expect("a score");
    let expected = match white.cmp(&black) {
        std::cmp::Ordering::Greater => {
            Outcome::win(Color::White, EndReason::Variant(VariantEnd::FullTime))
        }
        std::cmp::Ordering::Less => {
            Outcome::win(Color::Black, EndReason::Variant(VariantEnd::FullTime))
        }
        std::cmp::Ordering::Equal => Outcome::draw(EndReason::Variant(VariantEnd::FullTime)),
    };
    assert_eq!(board.outcome(), Some(expected));
    let pgn = board.to_pgn(&PgnTags::default());
    assert!(
        pgn.contains(&format!("[Score \"{white}-{black}\"]")),
        "{pgn}"
    );
    assert!(pgn.contains("c7e8 { Goal: 1-0 }"), "{pgn}");
    assert!(pgn.contains("c2e1 { Goal: 1-1 }"), "{pgn}");
    let read = read_pgn(&pgn).expect("the record reads back");
    assert_eq!(read.game.outcome(), board.outcome());
    assert_eq!(read.game.history(), board.history());
}

/// Passes go along the holder's lines: a slider reaches only the first
/// piece on each line, a pawn passes diagonally forward, not straight.
#[test]
fn passes_reach_the_first_team_mate_on_a_line() {
    let rook = game("4k3/8/8/P7/8/N7/8/R2K4 w a1 play 1 40/40 0-0 0/0");
    let passes: Vec<String> = legal(&rook)
        .into_iter()
        .filter(|m| m.starts_with("a1a"))
        .collect();
    assert_eq!(
        passes,
        ["a1a2", "a1a3"],
        "a2 is a dribble, a3 a pass; a5 is hidden behind a3"
    );
    let mut passed = rook.clone();
    play(&mut passed, "a1a3");
    assert_eq!(
        passed.marks().ball,
        Some(Square::A3),
        "the ball moved, the rook did not"
    );
    assert_eq!(passed.pieces().len(), rook.pieces().len());
    assert!(
        refusal(&rook, "a1a5").contains("a1"),
        "{}",
        refusal(&rook, "a1a5")
    );
    let pawn = game("4k3/8/8/3PN3/3P4/8/8/3K4 w d4 play 1 40/40 0-0 0/0");
    let moves = legal(&pawn);
    assert!(
        moves.contains(&"d4e5".to_owned()),
        "diagonal pass: {moves:?}"
    );
    assert!(
        !moves.iter().any(|m| m.starts_with("d4d5")),
        "no straight pass: {moves:?}"
    );
}

#[test]
fn the_ball_on_ones_own_goal_square_is_no_goal_then_or_later() {
    // White passes back to its king on e1, a square of White's own goal;
    // Black's next move, whatever it is, scores nothing.
    let mut back_pass = Game::new(Variant::Football);
    play(
        &mut back_pass,
        "K@e1 K@d8 P@a3 P@a6 P@b3 P@b6 P@g3 P@g6 P@h3 P@h6 R@e4 R@h8 e4e1 a6a5",
    );
    assert_eq!(score(&back_pass), Some((0, 0)));
    assert!(
        back_pass.state().contains(" play "),
        "{}",
        back_pass.state()
    );
    // Black's rook dribbles onto d8, Black's own goal, and White moves on.
    let mut dribble = game("4k3/8/8/3r4/8/8/8/K7 b d5 play 1 30/30 0-0 0/0");
    play(&mut dribble, "d5d8 a1a2 e8f7");
    assert_eq!(score(&dribble), Some((0, 0)));
    assert!(dribble.state().contains(" play "), "{}", dribble.state());
    // The ball can be tackled there like anywhere else, and then it is the
    // tackler's goal.
    let mut tackled = game("7k/8/8/8/8/8/3q4/4R2K w e1 play 1 30/30 0-0 0/0");
    play(&mut tackled, "h1h2 d2e1");
    assert_eq!(score(&tackled), Some((0, 1)));
}

#[test]
fn replies_and_the_record_number_moves_alike_line_up_included() {
    let mut board = Game::new(Variant::Football);
    play(&mut board, LINE_UP);
    assert_eq!(board.last_move_numbered().as_deref(), Some("6… Q@h8"));
    let kick_off = legal(&board)[0].clone();
    play(&mut board, &kick_off);
    let numbered = board.last_move_numbered().expect("a move");
    assert!(numbered.starts_with("7. "), "{numbered}");
    let pgn = board.to_pgn(&PgnTags::default());
    assert!(pgn.contains(&numbered), "{numbered} in {pgn}");
    // At half-time Black moves last and lines up first: two moves in a
    // row, each numbered as the side that made it.
    let mut half_time = game("4k3/8/8/8/8/8/8/2R1K3 b c1 play 1 0/1 0-0 0/0");
    play(&mut half_time, "e8d8 K@d8");
    assert_eq!(half_time.move_numbers(), [46, 47]);
    assert_eq!(half_time.last_move_numbered().as_deref(), Some("47… K@d8"));
    let pgn = half_time.to_pgn(&PgnTags::default());
    assert!(pgn.contains("46... e8d8 47... K@d8"), "{pgn}");
}

#[test]
fn a_goal_leaves_a_scene_and_kick_off_marks_show_only_while_due() {
    let mut board = Game::new(Variant::Football);
    assert_eq!(board.marks().kickoff, Bitboard::from_square(Square::E4));
    play(&mut board, LINE_UP);
    assert_eq!(board.marks().kickoff, Bitboard::from_square(Square::E4));
    play(&mut board, "e4c3");
    assert!(board.marks().kickoff.is_empty(), "no kick-off mark in play");
    assert!(board.scene_of_last_move().is_none(), "nothing restarted");
    play(&mut board, "a7a6 c3d5 a6a5 d5c7 a5a4 c7e8");
    // The board is cleared, but the scene shows the scoring knight with
    // the ball on e8 and the goal counted.
    assert!(board.pieces().is_empty());
    let scene = board.scene_of_last_move().expect("a goal leaves a scene");
    assert_eq!(scene.marks().ball, Some(Square::E8));
    assert!(scene.pieces().contains(&(
        Square::E8,
        Piece {
            color: Color::White,
            role: Role::Knight
        }
    )));
    assert_eq!(score(&scene), Some((1, 0)));
    assert_eq!(scene.history().len(), board.history().len());
    // Black conceded: its kick-off square is the one marked now.
    assert_eq!(board.marks().kickoff, Bitboard::from_square(Square::E5));
}
