//! State strings: every variant's state reads back exactly; bad ones are
//! refused with the reason; games rebuild from start and moves.

use kibitz_rules::{Game, MAX_STATE_CHARS, Start, StateError, Variant};

/// A short line of legal moves in each variant, chosen to exercise its
/// special state: castling, en passant, pockets, checks left, promotions.
fn sample_line(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard | Variant::KingOfTheHill => "e4 d5 e5 f5 Nf3 Nc6 Bb5 Qd6",
        Variant::Chess960 => "e4 e5 Nf3 Nc6 Bc4 Bc5",
        Variant::Crazyhouse => "e4 d5 exd5 Qxd5 Nc3 Qa5 P@e5 P@e4",
        Variant::Atomic => "e4 d5 exd5 Nf6 Nc3 e6",
        Variant::Antichess => "e3 b5 Bxb5 Nc6 Bxc6 dxc6",
        Variant::ThreeCheck => "e4 e5 Bc4 Nc6 Bxf7+ Kxf7",
        Variant::Horde => "e5 d6 exd6 cxd6",
        Variant::RacingKings => "Kg3 Ka3 Kg4 Kb4",
        Variant::Immortal => "e4 d5 exd5 Qxd5 d8b1 Qd4 Nf3 Qxd2",
        Variant::Football => {
            "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8 e4c3 a7a6 c3d5"
        }
    }
}

#[test]
fn every_variant_state_reads_back_exactly_after_a_line() {
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        for m in sample_line(variant).split_whitespace() {
            game.play_text(m)
                .unwrap_or_else(|e| panic!("{variant}: {m}: {e}"));
            let state = game.state();
            let back = Game::from_state(variant, &state)
                .unwrap_or_else(|e| panic!("{variant}: {state}: {e}"));
            assert_eq!(back.state(), state, "{variant}");
            assert_eq!(back.turn(), game.turn());
            let mut ours: Vec<String> = game
                .legal_moves()
                .into_iter()
                .map(|m| game.uci(m))
                .collect();
            let mut theirs: Vec<String> = back
                .legal_moves()
                .into_iter()
                .map(|m| back.uci(m))
                .collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "{variant} after {m}");
        }
    }
}

#[test]
fn the_usual_start_states_are_the_published_fens() {
    assert_eq!(
        Game::new(Variant::Standard).state(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        Game::new(Variant::Crazyhouse).state(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
    assert_eq!(
        Game::new(Variant::ThreeCheck).state(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    );
    assert_eq!(
        Game::new(Variant::RacingKings).state(),
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"
    );
}

#[test]
fn crazyhouse_pockets_and_promoted_pieces_survive_the_state() {
    let typed = "r1bk3r/ppp2ppp/8/8/8/8/PPP2PPP/R1BK3R~[QNnp] b - - 0 12";
    let canonical = "r1bk3r/ppp2ppp/8/8/8/8/PPP2PPP/R1BK3R~[NQpn] b - - 0 12";
    let game = Game::from_state(Variant::Crazyhouse, typed).unwrap();
    assert_eq!(game.state(), canonical);
    assert_eq!(
        Game::from_state(Variant::Crazyhouse, canonical)
            .unwrap()
            .state(),
        canonical
    );
}

#[test]
fn three_check_counters_survive_the_state() {
    let mut game = Game::new(Variant::ThreeCheck);
    for m in sample_line(Variant::ThreeCheck).split_whitespace() {
        game.play_text(m).unwrap();
    }
    assert!(game.state().contains(" 2+3 "), "{}", game.state());
}

#[test]
fn chess960_state_keeps_the_castling_rooks() {
    let game = Game::from_start(Variant::Chess960, Start::Chess960(0)).unwrap();
    assert_eq!(
        game.state(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    let back = Game::from_state(Variant::Chess960, &game.state()).unwrap();
    assert_eq!(back.state(), game.state());
    assert_eq!(back.perft(3), game.perft(3));
}

#[test]
fn replay_rebuilds_the_game_with_its_history() {
    let mut game = Game::new(Variant::Standard);
    for m in "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1".split_whitespace() {
        game.play_text(m).unwrap();
    }
    let moves: Vec<&str> = game.history().iter().map(|m| m.uci.as_str()).collect();
    let mut replayed = Game::replay(Variant::Standard, &game.start_state(), &moves).unwrap();
    assert_eq!(replayed.state(), game.state());
    assert_eq!(replayed.history(), game.history());
    replayed.play_text("Ng8").unwrap();
    assert_eq!(
        replayed.repetitions(),
        3,
        "the history came back with the moves"
    );
}

#[test]
fn replay_names_the_move_that_does_not_fit() {
    let start = Game::new(Variant::Standard).start_state();
    let err = Game::replay(Variant::Standard, &start, &["e2e4", "e7e5", "e4e5"]).unwrap_err();
    match err {
        StateError::Replay { ply, text, .. } => {
            assert_eq!((ply, text.as_str()), (3, "e4e5"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_states_are_refused_with_the_reason() {
    assert!(matches!(
        Game::from_state(Variant::Standard, "not a fen"),
        Err(StateError::Syntax(_))
    ));
    assert!(matches!(
        Game::from_state(Variant::Standard, "8/8/8/8/8/8/8/8 w - - 0 1"),
        Err(StateError::Position {
            variant: "standard",
            ..
        })
    ));
    let long = "8/".repeat(200);
    assert_eq!(
        Game::from_state(Variant::Standard, &long).unwrap_err(),
        StateError::TooLong {
            chars: 400,
            max: MAX_STATE_CHARS
        }
    );
    assert_eq!(
        Game::from_start(Variant::Chess960, Start::Chess960(960)).unwrap_err(),
        StateError::Chess960Number(960)
    );
    assert_eq!(
        Game::from_start(Variant::Standard, Start::Chess960(3)).unwrap_err(),
        StateError::NotChess960("standard")
    );
    let message = Game::from_state(Variant::Standard, "8/8/8/8/8/8/8/8 w - - 0 1")
        .unwrap_err()
        .to_string();
    assert!(
        message.starts_with("that position is not legal in standard"),
        "{message}"
    );
}

#[test]
fn hands_and_remaining_checks_are_reported_where_the_variant_has_them() {
    use kibitz_rules::{Color, Role};
    // The pieces in hand, as (kind, count) for the kinds held.
    let hand = |game: &Game, color| {
        game.marks().pockets.map(|pockets| {
            Role::ALL
                .into_iter()
                .map(|role| (role, *pockets.get(color).get(role)))
                .filter(|&(_, n)| n > 0)
                .collect::<Vec<_>>()
        })
    };
    // The checks a side has still to give.
    let remaining_checks =
        |game: &Game, color| game.marks().checks_given.map(|given| 3 - *given.get(color));
    let mut zh = Game::new(Variant::Crazyhouse);
    for m in ["e4", "d5", "exd5", "Qxd5"] {
        zh.play_text(m).expect("legal");
    }
    assert_eq!(hand(&zh, Color::White), Some(vec![(Role::Pawn, 1)]));
    assert_eq!(hand(&zh, Color::Black), Some(vec![(Role::Pawn, 1)]));
    assert_eq!(hand(&Game::new(Variant::Standard), Color::White), None);

    let mut three = Game::new(Variant::ThreeCheck);
    for m in ["e4", "f5", "Qh5+"] {
        three.play_text(m).expect("legal");
    }
    assert_eq!(remaining_checks(&three, Color::White), Some(2));
    assert_eq!(remaining_checks(&three, Color::Black), Some(3));
    assert_eq!(
        remaining_checks(&Game::new(Variant::Atomic), Color::White),
        None
    );
}
