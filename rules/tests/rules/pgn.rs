//! Game records: PGN export with the usual tags, import of a single game,
//! and the round trip between them in every variant.

use kibitz_rules::pgn::read_pgn;
use kibitz_rules::{Color, EndReason, Game, MoveError, Outcome, PgnError, PgnTags, Start, Variant};

fn play(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn tags() -> PgnTags {
    PgnTags {
        event: "Casual correspondence game".into(),
        site: "Discord #chess".into(),
        date: "2026.11.22".into(),
        white: "alice".into(),
        black: "bob \"the rook\"".into(),
        extra: vec![("TimeControl".into(), "-".into())],
        clocks: Vec::new(),
        evals: Vec::new(),
        nags: Vec::new(),
    }
}

#[test]
fn an_analysed_game_writes_evals_and_judgements_as_lichess_exports_them_and_reads_back() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let tags = PgnTags {
        extra: vec![("TimeControl".into(), "60+0".into())],
        clocks: vec![Some(60_000); 7],
        evals: vec![
            Some("0.18".into()),
            Some("0.21".into()),
            Some("-0.40".into()),
            Some("0.05".into()),
            Some("-0.38".into()),
            Some("#1".into()),
            None,
        ],
        nags: vec![None, None, Some(2), None, None, Some(4), None],
        ..tags()
    };
    let pgn = game.to_pgn(&tags);
    for written in [
        "1. e4 { [%eval 0.18] [%clk 0:01:00] } 1... e5 { [%eval 0.21] [%clk 0:01:00] }",
        "2. Qh5 $2 { [%eval -0.40] [%clk 0:01:00] }",
        "3... Nf6 $4 { [%eval #1] [%clk 0:01:00] } 4. Qxf7# { [%clk 0:01:00] }",
    ] {
        assert!(pgn.replace('\n', " ").contains(written), "{written}: {pgn}");
    }
    let read = read_pgn(&pgn).expect("reads back");
    assert_eq!(read.game.history().len(), 7);
}

#[test]
fn a_game_on_a_clock_writes_each_moves_clock_as_lichess_exports_it_and_reads_back() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "e4 e5 Nf3");
    let tags = PgnTags {
        extra: vec![("TimeControl".into(), "300+3".into())],
        clocks: vec![Some(300_000), Some(299_400), Some(3_723_999)],
        ..tags()
    };
    let pgn = game.to_pgn(&tags);
    assert!(
        pgn.contains(
            "1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:04:59] } 2. Nf3 { [%clk 1:02:03] } *"
        ),
        "{pgn}"
    );
    let read = read_pgn(&pgn).expect("reads back");
    assert_eq!(read.game.history().len(), 3);
}

#[test]
fn export_writes_the_seven_tag_roster_variant_termination_and_moves() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    assert_eq!(
        game.to_pgn(&tags()),
        "[Event \"Casual correspondence game\"]\n\
         [Site \"Discord #chess\"]\n\
         [Date \"2026.11.22\"]\n\
         [Round \"-\"]\n\
         [White \"alice\"]\n\
         [Black \"bob \\\"the rook\\\"\"]\n\
         [Result \"1-0\"]\n\
         [Variant \"Standard\"]\n\
         [Termination \"Normal\"]\n\
         [TimeControl \"-\"]\n\
         \n\
         1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# { White wins by checkmate. } 1-0\n"
    );
}

#[test]
fn a_game_in_progress_is_exported_unterminated() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "d4");
    let pgn = game.to_pgn(&PgnTags::default());
    assert!(pgn.contains("[Result \"*\"]"));
    assert!(pgn.contains("[Termination \"Unterminated\"]"));
    assert!(pgn.ends_with("1. d4 *\n"));
}

#[test]
fn a_non_standard_start_is_exported_with_setup_and_fen() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30";
    let mut game = Game::from_start(Variant::Standard, Start::State(fen.into())).unwrap();
    play(&mut game, "Kd7 e4");
    let pgn = game.to_pgn(&PgnTags::default());
    assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]"));
    assert!(pgn.contains("30... Kd7 31. e4 *"), "{pgn}");
}

#[test]
fn long_games_wrap_their_movetext_below_80_columns() {
    let mut game = Game::new(Variant::Standard);
    for _ in 0..10 {
        play(&mut game, "Nf3 Nf6 Ng1 Ng8");
        if game.is_over() {
            break;
        }
    }
    let pgn = game.to_pgn(&PgnTags::default());
    assert!(pgn.lines().all(|l| l.chars().count() < 80), "{pgn}");
}

#[test]
fn every_variant_round_trips_through_pgn() {
    let lines = [
        (Variant::Standard, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7"),
        (Variant::Chess960, "e4 e5 d4 exd4"),
        (Variant::Crazyhouse, "e4 d5 exd5 Qxd5 Nc3 Qa5 P@e5 P@e4"),
        (Variant::Atomic, "e4 d5 exd5 Nf6"),
        (Variant::Antichess, "e3 b5 Bxb5 Nc6 Bxc6 dxc6"),
        (Variant::KingOfTheHill, "e4 e5 Ke2 Ke7 Ke3 Ke6"),
        (Variant::ThreeCheck, "e4 e5 Bc4 Nc6 Bxf7+ Kxf7"),
        (Variant::Horde, "e5 d6 exd6 cxd6"),
        (Variant::RacingKings, "Kg3 Ka3 Kg4 Kb4"),
    ];
    for (variant, line) in lines {
        let start = match variant {
            Variant::Chess960 => Start::Chess960(123),
            _ => Start::Initial,
        };
        let mut game = Game::from_start(variant, start).unwrap();
        play(&mut game, line);
        let pgn = game.to_pgn(&tags());
        let read = read_pgn(&pgn).unwrap_or_else(|e| panic!("{variant}: {e}\n{pgn}"));
        assert_eq!(read.game.variant(), variant);
        assert_eq!(read.game.start_state(), game.start_state(), "{variant}");
        assert_eq!(read.game.history(), game.history(), "{variant}");
        assert_eq!(read.game.state(), game.state(), "{variant}");
        assert_eq!(read.tag("White"), Some("alice"));
        assert_eq!(read.tag("Black"), Some("bob \"the rook\""));
        assert_eq!(read.tag("TimeControl"), Some("-"));
        assert_eq!(
            read.game.to_pgn(&tags()),
            pgn,
            "{variant}: export is stable"
        );
    }
}

#[test]
fn endings_from_outside_round_trip_through_pgn() {
    let endings = [
        Outcome::win(Color::Black, EndReason::Resignation),
        Outcome::draw(EndReason::Agreement),
        Outcome::win(Color::White, EndReason::Timeout),
        Outcome::draw(EndReason::Timeout),
    ];
    for outcome in endings {
        let mut game = Game::new(Variant::Standard);
        play(&mut game, "e4 e5");
        game.end(outcome).unwrap();
        let read = read_pgn(&game.to_pgn(&PgnTags::default())).unwrap();
        assert_eq!(read.game.outcome(), Some(outcome));
    }
    let mut claimed = Game::new(Variant::Standard);
    play(&mut claimed, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    claimed
        .claim_draw(kibitz_rules::DrawClaim::ThreefoldRepetition)
        .unwrap();
    let read = read_pgn(&claimed.to_pgn(&PgnTags::default())).unwrap();
    assert_eq!(read.game.outcome(), claimed.outcome());
}

#[test]
fn lichess_style_pgn_with_comments_variations_and_clocks_imports() {
    let pgn = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[White "A"]
[Black "B"]
[Result "0-1"]
[Variant "Standard"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 $1 (2. Qh5 Nc6 3. Bc4 (3. Qxe5+)) 2... Nc6?!
; a line comment
3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 { The Berlin would be } 0-1
"#;
    let read = read_pgn(pgn).unwrap();
    let sans: Vec<&str> = read.game.history().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(
        sans,
        [
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"
        ]
    );
    assert_eq!(
        read.game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Resignation))
    );
}

#[test]
fn only_the_first_game_of_several_is_read() {
    let pgn = "[Event \"one\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n\n1. d4 d5 *\n";
    let read = read_pgn(pgn).unwrap();
    assert_eq!(read.tag("Event"), Some("one"));
    assert_eq!(read.game.history().len(), 2);
}

#[test]
fn movetext_without_tags_imports_as_standard() {
    let read = read_pgn("1. d4 d5 2. c4").unwrap();
    assert_eq!(read.game.variant(), Variant::Standard);
    assert_eq!(read.game.history().len(), 3);
    assert!(read.game.outcome().is_none());
}

#[test]
fn an_illegal_move_is_reported_with_its_number() {
    let err = read_pgn("1. e4 e5 2. Ke3 *").unwrap_err();
    match &err {
        PgnError::Move {
            number,
            white,
            text,
            error: MoveError::Illegal { .. },
        } => assert_eq!((*number, *white, text.as_str()), (2, true, "Ke3")),
        other => panic!("{other:?}"),
    }
    assert!(
        err.to_string().starts_with("move 2. Ke3 is not legal: "),
        "{err}"
    );
    let black = read_pgn("1. e4 Nf5 *").unwrap_err();
    assert!(
        black.to_string().starts_with("move 1... Nf5 is not legal"),
        "{black}"
    );
}

#[test]
fn bad_records_are_refused_with_the_reason() {
    assert_eq!(read_pgn("").unwrap_err(), PgnError::Empty);
    assert_eq!(read_pgn("  \n\n ").unwrap_err(), PgnError::Empty);
    assert!(matches!(
        read_pgn("[Variant \"Bughouse\"]\n\n1. e4 *").unwrap_err(),
        PgnError::UnknownVariant(v) if v == "Bughouse"
    ));
    assert!(matches!(
        read_pgn("[Event unquoted]\n\n1. e4 *").unwrap_err(),
        PgnError::BadTag { line: 1, .. }
    ));
    assert!(matches!(
        read_pgn("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*").unwrap_err(),
        PgnError::Start(_)
    ));
    assert!(matches!(
        read_pgn("1. f3 e5 2. g4 Qh4# 1-0").unwrap_err(),
        PgnError::ResultMismatch { .. }
    ));
    let huge = "1. e4 ".repeat(200_000);
    assert!(matches!(
        read_pgn(&huge).unwrap_err(),
        PgnError::TooLarge { .. }
    ));
}

#[test]
fn crazyhouse_pawn_drops_keep_their_letter_in_san_and_pgn() {
    let mut game = Game::new(Variant::Crazyhouse);
    play(&mut game, "e4 d5 exd5 Qxd5 Nc3 Qa5");
    let drop = game.parse_move("P@e2").expect("a pawn in the pocket");
    assert_eq!(game.san(drop), "P@e2");
    assert_eq!(
        game.parse_move("@e2").expect("the letter may be left out"),
        drop
    );
    game.play(drop).expect("legal");
    assert_eq!(game.last_move().unwrap().san, "P@e2");
    play(&mut game, "@e4 Nf3 Qxa2");
    assert_eq!(game.history()[7].san, "P@e4");
    play(&mut game, "Rxa2 Nf6 Q@d5");
    assert_eq!(game.last_move().unwrap().san, "Q@d5");
    let pgn = game.to_pgn(&PgnTags::default());
    assert!(
        pgn.contains("4. P@e2 P@e4 5. Nf3 Qxa2 6. Rxa2 Nf6 7. Q@d5"),
        "{pgn}"
    );
    let back = read_pgn(&pgn).expect("reads back");
    assert_eq!(back.game.history().len(), game.history().len());
}
