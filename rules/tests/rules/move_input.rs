//! Moves as people type them: every accepted form, and a helpful answer for
//! everything that cannot be played.

use kibitz_rules::{
    CastlingRefusal, Game, Illegal, MoveError, NotationError, Role, Square, Start, Variant,
};

fn game_after(moves: &str) -> Game {
    let mut game = Game::new(Variant::Standard);
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn from_fen(variant: Variant, fen: &str) -> Game {
    Game::from_start(variant, Start::State(fen.to_owned())).unwrap()
}

/// The UCI of the move the text means.
fn reads_as(game: &Game, text: &str) -> String {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text:?} was refused: {e}"));
    game.uci(mv)
}

fn refusal(game: &Game, text: &str) -> MoveError {
    match game.parse_move(text) {
        Ok(m) => panic!("{text:?} was accepted as {}", game.uci(m)),
        Err(e) => e,
    }
}

fn illegal_reason(game: &Game, text: &str) -> Illegal {
    match refusal(game, text) {
        MoveError::Illegal { reason, .. } => reason,
        other => panic!("{text:?}: expected an illegal move, got {other:?}"),
    }
}

#[test]
fn uci_moves_are_accepted() {
    let game = Game::new(Variant::Standard);
    assert_eq!(reads_as(&game, "e2e4"), "e2e4");
    assert_eq!(reads_as(&game, "g1f3"), "g1f3");
    let promo = from_fen(Variant::Standard, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(reads_as(&promo, "e7e8q"), "e7e8q");
    assert_eq!(reads_as(&promo, "e7e8n"), "e7e8n");
}

#[test]
fn san_moves_are_accepted() {
    let game = game_after("e4 d5");
    assert_eq!(reads_as(&game, "e5"), "e4e5");
    assert_eq!(reads_as(&game, "Nf3"), "g1f3");
    assert_eq!(reads_as(&game, "exd5"), "e4d5");
    let check = game_after("f3 e5 g4");
    assert_eq!(reads_as(&check, "Qh4+"), "d8h4");
    assert_eq!(reads_as(&check, "Qh4#"), "d8h4");
}

#[test]
fn promotion_is_accepted_with_or_without_equals_sign() {
    let game = from_fen(Variant::Standard, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(reads_as(&game, "e8=Q"), "e7e8q");
    assert_eq!(reads_as(&game, "e8Q"), "e7e8q");
    assert_eq!(reads_as(&game, "e8=N"), "e7e8n");
    assert_eq!(reads_as(&game, "e8q"), "e7e8q");
}

#[test]
fn promotion_without_a_piece_lists_the_four_choices() {
    let game = from_fen(Variant::Standard, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(
        refusal(&game, "e8"),
        MoveError::Ambiguous {
            candidates: vec!["e8=Q".into(), "e8=R".into(), "e8=B".into(), "e8=N".into()]
        }
    );
}

#[test]
fn castling_is_accepted_in_every_spelling() {
    let game = from_fen(Variant::Standard, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "o-o", "OO", "O-O+", "e1g1", "e1h1", "Kg1"] {
        assert_eq!(reads_as(&game, text), "e1g1", "{text}");
    }
    for text in ["O-O-O", "0-0-0", "o-o-o", "e1c1", "e1a1", "Kc1"] {
        assert_eq!(reads_as(&game, text), "e1c1", "{text}");
    }
}

#[test]
fn chess960_castling_is_written_king_to_rook() {
    let far = from_fen(Variant::Chess960, "4k3/8/8/8/8/8/8/1K5R w H - 0 1");
    for text in ["O-O", "b1h1", "Kg1"] {
        assert_eq!(reads_as(&far, text), "b1h1", "{text}");
    }
    // With the king on f1, castling short moves it one square: f1g1 stays a
    // king move and castling is written king-to-rook.
    let near = from_fen(Variant::Chess960, "4k3/8/8/8/8/8/8/5K1R w H - 0 1");
    assert_eq!(reads_as(&near, "O-O"), "f1h1");
    assert_eq!(reads_as(&near, "f1g1"), "f1g1");
    // Both rooks blocked by pieces on their destination squares.
    let blocked = from_fen(
        Variant::Chess960,
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    );
    assert!(matches!(
        illegal_reason(&blocked, "O-O"),
        Illegal::Castling {
            why: CastlingRefusal::Blocked,
            ..
        }
    ));
}

#[test]
fn check_and_quality_marks_are_ignored() {
    let game = Game::new(Variant::Standard);
    for text in ["e4!", "e4?", "e4!?", "e4!!", "e4??", "e4+", "e4#"] {
        assert_eq!(reads_as(&game, text), "e2e4", "{text}");
    }
}

#[test]
fn hyphens_spaces_and_colons_between_squares_are_accepted() {
    let game = Game::new(Variant::Standard);
    for text in ["e2-e4", "e2 e4", "  e2e4  ", "e2–e4", "E2E4"] {
        assert_eq!(reads_as(&game, text), "e2e4", "{text}");
    }
    let capture = game_after("e4 d5");
    assert_eq!(reads_as(&capture, "e4:d5"), "e4d5");
    assert_eq!(reads_as(&capture, "e4xd5"), "e4d5");
    assert_eq!(reads_as(&capture, "ed5"), "e4d5");
}

#[test]
fn figurines_are_accepted() {
    let game = Game::new(Variant::Standard);
    assert_eq!(reads_as(&game, "♘f3"), "g1f3");
    assert_eq!(reads_as(&game, "♞c3"), "b1c3");
}

#[test]
fn russian_piece_letters_are_accepted() {
    let game = game_after("e4 e5");
    assert_eq!(reads_as(&game, "Кf3"), "g1f3");
    assert_eq!(reads_as(&game, "Крe2"), "e1e2");
    assert_eq!(reads_as(&game, "крe2"), "e1e2");
    assert_eq!(reads_as(&game, "Фh5"), "d1h5");
    assert_eq!(reads_as(&game, "Сc4"), "f1c4");
    let rook = from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(reads_as(&rook, "Лa7"), "a1a7");
}

#[test]
fn cyrillic_lookalike_letters_are_accepted() {
    let game = Game::new(Variant::Standard);
    // "е4" and "с4" typed with Cyrillic е and с.
    assert_eq!(reads_as(&game, "\u{0435}4"), "e2e4");
    assert_eq!(reads_as(&game, "\u{0441}4"), "c2c4");
    let capture = game_after("e4 d5");
    assert_eq!(reads_as(&capture, "\u{0435}\u{0445}d5"), "e4d5");
}

#[test]
fn invisible_characters_pasted_with_a_move_are_ignored() {
    let game = Game::new(Variant::Standard);
    assert_eq!(reads_as(&game, "e4\u{200B}"), "e2e4");
    assert_eq!(reads_as(&game, "\u{FEFF}Nf3"), "g1f3");
}

#[test]
fn lower_case_piece_letters_are_accepted_where_unambiguous() {
    let game = Game::new(Variant::Standard);
    assert_eq!(reads_as(&game, "nf3"), "g1f3");
    assert_eq!(reads_as(&game, "NF3"), "g1f3");
    let king = game_after("e4 e5");
    assert_eq!(reads_as(&king, "ke2"), "e1e2");
    assert_eq!(reads_as(&king, "qh5"), "d1h5");
    // Only a bishop can go to c4 here, so "bc4" is Bc4.
    assert_eq!(reads_as(&king, "bc4"), "f1c4");
}

#[test]
fn bc4_with_both_readings_legal_is_answered_with_both() {
    // The b3-pawn can take on c4 and the bishop on e2 can go to c4.
    let game = from_fen(Variant::Standard, "4k3/8/8/8/2p5/1P6/4B3/4K3 w - - 0 1");
    assert_eq!(
        refusal(&game, "bc4"),
        MoveError::Ambiguous {
            candidates: vec!["Bxc4".into(), "bxc4".into()]
        }
    );
    assert_eq!(reads_as(&game, "Bc4"), "e2c4");
    assert_eq!(reads_as(&game, "bxc4"), "b3c4");
}

#[test]
fn ambiguous_piece_moves_list_the_disambiguated_moves() {
    let game = game_after("d4 d5 Nf3 Nf6");
    let err = refusal(&game, "Nd2");
    assert_eq!(
        err,
        MoveError::Ambiguous {
            candidates: vec!["Nbd2".into(), "Nfd2".into()]
        }
    );
    assert_eq!(err.to_string(), "ambiguous: Nbd2 or Nfd2");
    assert_eq!(reads_as(&game, "Nbd2"), "b1d2");
    assert_eq!(reads_as(&game, "Nfd2"), "f3d2");
}

#[test]
fn no_knight_can_reach_is_said_plainly() {
    let game = Game::new(Variant::Standard);
    let err = refusal(&game, "Nf6");
    assert_eq!(
        err,
        MoveError::Illegal {
            reason: Illegal::NoPieceCanReach {
                role: Role::Knight,
                to: Square::F6
            },
            legal: vec!["Na3".into(), "Nc3".into(), "Nf3".into(), "Nh3".into()]
        }
    );
    assert!(
        err.to_string()
            .starts_with("no knight can reach f6; legal: ")
    );
}

#[test]
fn a_pinned_piece_would_leave_the_king_in_check() {
    // The knight on d2 is pinned by the bishop on b4.
    let game = from_fen(Variant::Standard, "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
    assert_eq!(illegal_reason(&game, "Nf3"), Illegal::LeavesKingInCheck);
    assert_eq!(
        refusal(&game, "Nf3").to_string(),
        "that would leave your king in check"
    );
}

#[test]
fn a_move_that_ignores_check_is_refused() {
    let check = game_after("e4 d5 Bb5");
    assert_eq!(illegal_reason(&check, "a6"), Illegal::DoesNotEscapeCheck);
}

#[test]
fn a_move_after_checkmate_is_refused() {
    let game = game_after("f3 e5 g4 Qh4");
    assert_eq!(refusal(&game, "e4"), MoveError::GameOver);
    assert_eq!(refusal(&game, "e4").to_string(), "the game is over");
}

#[test]
fn squares_without_own_pieces_are_named() {
    let game = Game::new(Variant::Standard);
    assert_eq!(
        illegal_reason(&game, "e3e4"),
        Illegal::NoPieceOn(Square::E3)
    );
    assert_eq!(
        illegal_reason(&game, "e7e5"),
        Illegal::NotYourPiece {
            square: Square::E7,
            owner: kibitz_rules::Color::Black
        }
    );
    assert_eq!(
        illegal_reason(&game, "d1d2"),
        Illegal::OwnPieceOn(Square::D2)
    );
    assert_eq!(
        illegal_reason(&game, "g1g3"),
        Illegal::PieceCannotReach {
            role: Role::Knight,
            from: Square::G1,
            to: Square::G3
        }
    );
    assert_eq!(
        illegal_reason(&game, "e2e5"),
        Illegal::PieceCannotReach {
            role: Role::Pawn,
            from: Square::E2,
            to: Square::E5
        }
    );
}

#[test]
fn a_missing_piece_kind_is_named() {
    let game = from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        illegal_reason(&game, "Qd4"),
        Illegal::NoSuchPiece(Role::Queen)
    );
    assert_eq!(
        refusal(&game, "Qd4").to_string(),
        "you have no queen that fits"
    );
}

#[test]
fn castling_refusals_say_why() {
    let moved = from_fen(Variant::Standard, "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
    assert_eq!(
        illegal_reason(&moved, "O-O"),
        Illegal::Castling {
            side: shakmaty_side(true),
            why: CastlingRefusal::NoRight
        }
    );
    let blocked = Game::new(Variant::Standard);
    assert_eq!(
        illegal_reason(&blocked, "O-O"),
        Illegal::Castling {
            side: shakmaty_side(true),
            why: CastlingRefusal::Blocked
        }
    );
    let in_check = from_fen(Variant::Standard, "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert_eq!(
        illegal_reason(&in_check, "O-O"),
        Illegal::Castling {
            side: shakmaty_side(true),
            why: CastlingRefusal::InCheck
        }
    );
    let through = from_fen(Variant::Standard, "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
    assert_eq!(
        illegal_reason(&through, "e1g1"),
        Illegal::Castling {
            side: shakmaty_side(true),
            why: CastlingRefusal::ThroughCheck
        }
    );
    assert!(
        refusal(&through, "O-O")
            .to_string()
            .contains("attacked square")
    );
}

fn shakmaty_side(king_side: bool) -> shakmaty::CastlingSide {
    shakmaty::CastlingSide::from_king_side(king_side)
}

#[test]
fn promotion_letters_on_ordinary_moves_are_refused() {
    let game = Game::new(Variant::Standard);
    assert_eq!(illegal_reason(&game, "e2e4q"), Illegal::CannotPromote);
}

#[test]
fn drops_and_passes_are_refused_in_chess() {
    let game = Game::new(Variant::Standard);
    assert_eq!(illegal_reason(&game, "N@e4"), Illegal::NoDrops);
    assert_eq!(illegal_reason(&game, "0000"), Illegal::NoPassing);
}

#[test]
fn crazyhouse_drops_are_accepted_and_refusals_explained() {
    let game = from_fen(
        Variant::Crazyhouse,
        "rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3",
    );
    assert_eq!(reads_as(&game, "P@e4"), "P@e4");
    assert_eq!(
        illegal_reason(&game, "N@e4"),
        Illegal::NotInHand(Role::Knight)
    );
    assert_eq!(
        illegal_reason(&game, "P@d2"),
        Illegal::DropOnOccupied(Square::D2)
    );
    assert_eq!(
        illegal_reason(&game, "P@e8"),
        Illegal::DropOnOccupied(Square::E8)
    );
    assert_eq!(
        illegal_reason(&game, "P@d8"),
        Illegal::DropOnOccupied(Square::D8)
    );
    assert_eq!(
        illegal_reason(&game, "P@e1"),
        Illegal::DropOnOccupied(Square::E1)
    );
    let empty_back = from_fen(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    assert_eq!(
        illegal_reason(&empty_back, "P@a8"),
        Illegal::PawnDropOnBackRank
    );
}

#[test]
fn antichess_requires_a_capture_and_lists_them() {
    let game = from_fen(
        Variant::Antichess,
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2",
    );
    let err = refusal(&game, "a3");
    assert_eq!(
        err,
        MoveError::Illegal {
            reason: Illegal::MustCapture,
            legal: vec!["exd5".into()]
        }
    );
}

#[test]
fn racing_kings_refuses_a_move_that_gives_check() {
    // Qh3 would check the black king on a3 along the third rank.
    let pos = from_fen(Variant::RacingKings, "8/8/8/8/8/k7/8/K6Q w - - 0 1");
    assert_eq!(illegal_reason(&pos, "Qh3"), Illegal::GivesCheck);
}

#[test]
fn atomic_refuses_blowing_up_ones_own_king() {
    // The white king on e1 stands next to d2, where a capture would explode.
    let game = from_fen(Variant::Atomic, "4k3/8/8/8/8/8/3p4/3QK3 w - - 0 1");
    assert_eq!(illegal_reason(&game, "Qxd2"), Illegal::ExplodesOwnKing);
}

#[test]
fn unreadable_text_is_refused_with_examples() {
    let game = Game::new(Variant::Standard);
    for text in [
        "hello",
        "e9",
        "z1z2",
        "Ye4",
        "e4e4e4",
        "@@",
        "'; DROP TABLE games; --",
    ] {
        match refusal(&game, text) {
            MoveError::Notation(NotationError::Unreadable { .. }) => {}
            other => panic!("{text:?}: {other:?}"),
        }
    }
    assert_eq!(
        refusal(&game, ""),
        MoveError::Notation(NotationError::Empty)
    );
    assert_eq!(
        refusal(&game, "  \t "),
        MoveError::Notation(NotationError::Empty)
    );
    assert!(matches!(
        refusal(&game, &"e4".repeat(100)),
        MoveError::Notation(NotationError::TooLong { chars: 200 })
    ));
    assert!(refusal(&game, "hello").to_string().contains("e4, Nf3"));
}

#[test]
fn any_bytes_give_an_answer_and_never_panic() {
    let game = game_after("e4 e5 Nf3");
    let samples = [
        "\u{0}",
        "\u{7f}e4",
        "e\u{301}4",
        "👍",
        "♔♕♖♗♘♙",
        "Кр",
        "КрКрКр",
        "O-O-O-O",
        "0-0-0-0-0",
        "e8=",
        "=Q",
        "Nf3=Q",
        "e2e4e6",
        "@e4",
        "N@",
        "P@",
        "1-0",
        "½-½",
        "e.p.",
        "exd6 e.p.",
        "\u{202E}4e",
        "ｅ４",
        "N\u{200D}f3",
        "--",
        "pass",
        "Z0",
        "k@e4",
    ];
    for text in samples {
        let _ = game.parse_move(text);
    }
}

#[test]
fn a_capital_letter_that_names_a_piece_never_plays_a_pawn_unasked() {
    let game = game_after("e4 e5 Nc3 Nf6 Bc4");
    // Latin C looks like the Russian С (bishop): both moves are offered.
    match refusal(&game, "Cc5") {
        MoveError::Ambiguous { mut candidates } => {
            candidates.sort();
            assert_eq!(candidates, ["Bc5", "c5"]);
        }
        other => panic!("expected both readings offered, got {other:?}"),
    }
    // D is the queen (Dame), which cannot reach d6: the pawn is only asked.
    assert_eq!(
        refusal(&game, "Dd6"),
        MoveError::Guessed {
            candidates: vec!["d6".to_owned()]
        }
    );
    assert_eq!(refusal(&game, "Dd6").to_string(), "did you mean d6?");
    // When the piece is the one legal meaning and no pawn fits, it plays.
    assert_eq!(reads_as(&game, "De7"), "d8e7");
    assert_eq!(reads_as(&game, "Lb4"), "f8b4");
    assert_eq!(reads_as(&game, "Cb4"), "f8b4");
    // A capital that names no piece is read in lower case, as before.
    let start = Game::new(Variant::Standard);
    assert_eq!(reads_as(&start, "E4"), "e2e4");
    // As a phone capitalises it: a piece letter with no square after it.
    assert_eq!(reads_as(&start, "D4"), "d2d4");
    assert_eq!(reads_as(&start, "C4"), "c2c4");
    // The lower-case form of a file letter keeps both readings as always.
    let bishop = game_after("e4 e5 Nf3 Nc6");
    assert_eq!(reads_as(&bishop, "bc4"), "f1c4");
}

#[test]
fn a_blocked_pawn_is_told_what_blocks_it() {
    // The knight on e3 stands in the way of e2-e4, and on e3 itself.
    let game = from_fen(Variant::Standard, "4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1");
    let err = refusal(&game, "e4");
    assert_eq!(
        err,
        MoveError::Illegal {
            reason: Illegal::PawnBlocked {
                from: Square::E2,
                by: Role::Knight,
                on: Square::E3
            },
            legal: vec![]
        }
    );
    assert_eq!(
        err.to_string(),
        "the pawn on e2 is blocked by the knight on e3"
    );
    assert_eq!(
        illegal_reason(&game, "e3"),
        Illegal::OwnPieceOn(Square::E3),
        "its own piece on the square is said first"
    );
    // Black's pawn is stopped by White's knight on the square it was sent
    // to; only that pawn's own moves are offered (a capture here).
    let game = from_fen(Variant::Standard, "4k3/4p3/3B4/4N3/8/8/8/4K3 b - - 0 1");
    let err = refusal(&game, "e5");
    assert_eq!(
        err,
        MoveError::Illegal {
            reason: Illegal::PawnBlocked {
                from: Square::E7,
                by: Role::Knight,
                on: Square::E5
            },
            legal: vec!["exd6".into(), "e6".into()]
        }
    );
}
