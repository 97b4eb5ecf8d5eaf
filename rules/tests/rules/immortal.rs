//! Immortal chess, rule by rule (`shared/specs/variants.md` section 2):
//! each test sets up a position where the rule matters and checks both
//! what is legal and what is refused, and why.

use kibitz_rules::pgn::read_pgn;
use kibitz_rules::{
    Color, EndReason, Game, MoveError, Outcome, PgnTags, Piece, Square, Variant, VariantEnd,
};

fn game(state: &str) -> Game {
    Game::from_state(Variant::Immortal, state).unwrap_or_else(|e| panic!("{state}: {e}"))
}

fn after(moves: &str) -> Game {
    let mut game = Game::new(Variant::Immortal);
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
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

fn from(game: &Game, square: &str) -> Vec<String> {
    legal(game)
        .into_iter()
        .filter(|m| m.starts_with(square))
        .collect()
}

fn refusal(game: &Game, text: &str) -> String {
    match game.parse_move(text) {
        Ok(_) => panic!("{text} should be refused in {}", game.state()),
        Err(e) => e.to_string(),
    }
}

fn piece(game: &Game, square: Square) -> Option<Piece> {
    game.pieces()
        .into_iter()
        .find(|(s, _)| *s == square)
        .map(|(_, p)| p)
}

/// The start: the twenty forward moves of chess, nothing else.
#[test]
fn the_start_position_and_its_moves() {
    let start = Game::new(Variant::Immortal);
    assert_eq!(
        start.state(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 1"
    );
    assert_eq!(legal(&start).len(), 20);
    assert_eq!(start.perft(2), 400);
    assert_eq!(start.perft(3), 8822);
}

/// Rule 2: moving onto an enemy piece swaps the two; nothing leaves the board.
#[test]
fn rule_2_swaps_instead_of_captures() {
    let game = after("e4 d5 exd5");
    assert_eq!(piece(&game, Square::D5), Some(Color::White.pawn()));
    assert_eq!(piece(&game, Square::E4), Some(Color::Black.pawn()));
    assert_eq!(game.pieces().len(), 32);
    assert_eq!(game.history()[2].san, "exd5");
    assert_eq!(game.history()[2].uci, "e4d5");
    // A move never lands on one's own piece.
    assert!(
        refusal(&after(""), "Nd2").contains("d2"),
        "{}",
        refusal(&after(""), "Nd2")
    );
    assert_eq!(
        refusal(&after(""), "a1a2"),
        "one of your own pieces stands on a2"
    );
}

/// Rules 2 and 3 and the decision on directions: forward, sideways and
/// forward diagonals; backward only while on the last rank, a right lost on
/// leaving it and regained on coming back.
#[test]
fn rule_3_pieces_go_backward_only_from_the_last_rank() {
    let board = game("rnbqkbnr/pppppppp/8/8/3R4/8/PPPPPPPP/1NBQKBNR w - - 1");
    assert_eq!(
        from(&board, "d4"),
        [
            "d4a4", "d4b4", "d4c4", "d4d5", "d4d6", "d4d7", "d4e4", "d4f4", "d4g4", "d4h4"
        ]
    );
    assert!(
        refusal(&board, "d4d3").starts_with("pieces move backward only from the last rank"),
        "{}",
        refusal(&board, "d4d3")
    );
    // A white rook on g8 (its last rank): backward (a swap with the g7
    // pawn) and sideways onto the h8 rook; f8's bishop cannot come to g8.
    let mut board = game("rnbqkbRr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNn w - - 1");
    assert_eq!(from(&board, "g8"), ["g8g7", "g8h8"]);
    assert!(refusal(&board, "g8f8").starts_with("a swap cannot move a bishop to a light square"));
    board
        .play_text("g8g7")
        .expect("backward from the last rank");
    board.play_text("a7a6").expect("Black");
    assert!(
        refusal(&board, "g7g6").starts_with("pieces move backward only from the last rank"),
        "the right is lost on leaving"
    );
    board
        .play_text("g7g8")
        .expect("back onto the last rank by a swap");
    board.play_text("a6a5").expect("Black");
    assert!(
        from(&board, "g8").contains(&"g8g7".to_owned()),
        "the right is regained"
    );
}

/// The knight makes only the four jumps that gain ground, all eight on
/// the last rank.
#[test]
fn knights_jump_forward_only_except_on_the_last_rank() {
    let start = Game::new(Variant::Immortal);
    assert_eq!(from(&start, "b1"), ["b1a3", "b1c3"]);
    let mid = game("rnbqkbnr/pppppppp/8/8/3N4/8/PPPPPPPP/R1BQKBNR w - - 1");
    assert_eq!(from(&mid, "d4"), ["d4b5", "d4c6", "d4e6", "d4f5"]);
    assert!(refusal(&mid, "d4b3").starts_with("pieces move backward only from the last rank"));
    let top = game("rnbqkbnN/pppppppp/8/8/8/8/PPPPPPPP/RRBQKBNr w - - 1");
    let jumps = from(&top, "h8");
    assert_eq!(
        jumps,
        ["h8f7", "h8g6"],
        "backward jumps allowed on the last rank (swaps)"
    );
}

/// Rule 4: no swap may put a bishop on the other colour; a knight never
/// swaps with a bishop.
#[test]
fn rule_4_bishops_keep_their_colour() {
    // White rook e5, Black bishop on e6 (light) right in front: the swap
    // would put the bishop on e5 (dark).
    let state = "rn1qkbnr/pppppppp/4b3/4R3/8/8/PPPPPPPP/1NBQKBNR w - - 1";
    let board = game(state);
    assert!(!legal(&board).contains(&"e5e6".to_owned()));
    assert!(
        refusal(&board, "e5e6").starts_with("a swap cannot move a bishop to a dark square (e5)")
    );
    assert!(
        legal(&board).contains(&"e5d5".to_owned()),
        "it may still step sideways"
    );
    // A knight never swaps with a bishop.
    let knight = game("rnbqk1nr/pppppppp/5b2/8/4N3/8/PPPPPPPP/R1BQKBNR w - - 1");
    assert!(!legal(&knight).contains(&"e4f6".to_owned()));
    assert!(refusal(&knight, "Nxf6").contains("a swap cannot move a bishop"));
    // A bishop swaps diagonally with anything.
    let bishop = game("rnbqkbnr/ppp1pppp/8/3p4/8/5B2/PPPPPPPP/RNBQK1NR w - - 1");
    assert!(legal(&bishop).contains(&"f3d5".to_owned()));
}

/// Rule 5 in the direction where it bites: Black swaps, and White may not
/// swap the same two pieces back at once, but may a move later.
#[test]
fn rule_5_blocks_the_reply_only() {
    // White queen d5, Black rook e5; Black swaps sideways (e5d5): rook d5,
    // queen e5. White's queen may not swap back onto d5 at once; the state
    // records the pair.
    let state = "1nbqkbnr/pppppppp/8/3Qr3/8/8/PPPPPPPP/RNB1KBNR b - - 1";
    let mut board = game(state);
    board.play_text("e5d5").expect("Black swaps sideways");
    assert_eq!(piece(&board, Square::E5), Some(Color::White.queen()));
    assert!(board.state().contains(" e5d5 "), "{}", board.state());
    assert!(!legal(&board).contains(&"e5d5".to_owned()));
    assert!(refusal(&board, "Qxd5").contains("cannot swap straight back"));
    board.play_text("a2a3").expect("White waits");
    board.play_text("a7a6").expect("Black waits");
    assert!(
        legal(&board).contains(&"e5d5".to_owned()),
        "allowed one move later"
    );
}

/// Rule 6: a pawn on its last rank swaps with one of its own pieces that
/// is not on that rank; not with a pawn or the king; bishops only on the
/// same colour. Stepping onto the last rank is an ordinary, optional move.
#[test]
fn rule_6_promotion_by_swapping_with_an_own_piece() {
    // A White pawn on d7 with an empty d8: stepping up is an ordinary,
    // optional move, with no piece letter.
    let up = game("rnb1kbnr/pppPpppp/8/8/8/3p4/PPPqPPPP/RNBQKBNR w - - 1");
    assert!(legal(&up).contains(&"d7d8".to_owned()));
    assert!(refusal(&up, "d7d8q").starts_with("only a pawn reaching the last rank promotes"));
    // A pawn already on e8, White's last rank.
    let top = game("rnbqPbnr/pppp1ppp/4k3/8/8/8/PPPPpPPP/RNBQKBNR w - - 1");
    let swaps = from(&top, "e8");
    assert!(
        swaps.contains(&"e8b1".to_owned()),
        "with a knight: {swaps:?}"
    );
    assert!(swaps.contains(&"e8d1".to_owned()), "with the queen");
    assert!(swaps.contains(&"e8a1".to_owned()), "with a rook");
    assert!(!swaps.contains(&"e8e1".to_owned()), "never with the king");
    assert!(!swaps.contains(&"e8a2".to_owned()), "never with a pawn");
    // e8 is light: only the light-squared bishop (f1) may come.
    assert!(swaps.contains(&"e8f1".to_owned()) && !swaps.contains(&"e8c1".to_owned()));
    assert!(refusal(&top, "e8c1").starts_with("a swap cannot move a bishop to a light square"));
    assert!(
        refusal(&top, "e8e1").starts_with("a pawn swaps only with a knight, bishop, rook or queen")
    );
    let mut played = top.clone();
    played.play_text("e8b1").expect("the promotion swap");
    assert_eq!(piece(&played, Square::E8), Some(Color::White.knight()));
    assert_eq!(piece(&played, Square::B1), Some(Color::White.pawn()));
    assert_eq!(played.history()[0].san, "e8b1");
    // Not with a piece on the same rank.
    let same = game("rnbNPbnr/pppp1ppp/3qk3/8/8/8/PPPPpPPP/R1BQKBNR w - - 1");
    assert!(!legal(&same).contains(&"e8d8".to_owned()));
    assert!(refusal(&same, "e8d8").starts_with("a pawn cannot swap with a piece on its own rank"));
    // A pawn on the last rank does not move otherwise.
    assert!(
        refusal(&top, "e8f7")
            .starts_with("a pawn on the last rank moves only by swapping with one of your pieces")
    );
}

/// Rule 8: no en passant.
#[test]
fn rule_8_no_en_passant() {
    let board = after("e4 a6 e5 d5");
    assert!(!legal(&board).contains(&"e5d6".to_owned()));
    assert!(
        refusal(&board, "exd6").contains("d6"),
        "{}",
        refusal(&board, "exd6")
    );
    assert!(refusal(&board, "e5d6").starts_with("the pawn on e5 cannot move to d6"));
}

/// Rule 9: when the opponent's swap puts your pawn on your last rank, your
/// next move must swap it with one of your pieces.
#[test]
fn rule_9_the_forced_promotion_swap() {
    let board = after("e4 d5 exd5 Qxd5");
    assert_eq!(piece(&board, Square::D8), Some(Color::White.pawn()));
    let moves = legal(&board);
    assert!(moves.iter().all(|m| m.starts_with("d8")), "{moves:?}");
    assert!(moves.contains(&"d8b1".to_owned()) && moves.contains(&"d8d1".to_owned()));
    assert!(
        refusal(&board, "Nf3")
            .starts_with("you must first swap the pawn on d8 with one of your pieces")
    );
    assert!(refusal(&board, "g1f3").starts_with("you must first swap the pawn on d8"));
    // A pawn that walked up by itself is not forced.
    let walked = game("rnbqPbnr/pppp1ppp/4k3/8/8/8/PPPPpPPP/RNBQKBNR w - - 1");
    assert!(legal(&walked).contains(&"g1f3".to_owned()));
}

/// Rule 10: a pawn pushed back onto its own first rank steps to the second,
/// and from there may make the two-square step.
#[test]
fn rule_10_pawns_on_their_first_rank() {
    // After the forced swap d8b1, White's pawn stands on b1.
    let mut board = after("e4 d5 exd5 Qxd5 d8b1 a6");
    assert_eq!(piece(&board, Square::B1), Some(Color::White.pawn()));
    assert!(
        !from(&board, "b1").iter().any(|m| m != "b1b2"),
        "{:?}",
        from(&board, "b1")
    );
    // b2 is taken by a pawn: the b1 pawn cannot move yet.
    assert!(from(&board, "b1").is_empty());
    board.play_text("b4").expect("clear b2");
    board.play_text("a5").expect("black");
    assert_eq!(from(&board, "b1"), ["b1b2"]);
    board.play_text("b1b2").expect("step to the second rank");
    board.play_text("a4").expect("black");
    assert!(from(&board, "b2").contains(&"b2b3".to_owned()));
    // On a free file the pawn back on its second rank may step two.
    let mut free = after("e4 d5 exd5 Qxd5 d8h1 a6 h4 a5 h5 a4");
    assert_eq!(piece(&free, Square::H1), Some(Color::White.pawn()));
    assert_eq!(
        from(&free, "h1"),
        ["h1h2"],
        "from the first rank: one step only"
    );
    free.play_text("h1h2").expect("step to the second rank");
    free.play_text("b6").expect("black");
    assert_eq!(from(&free, "h2"), ["h2h3", "h2h4"]);
}

/// Rule 10 as the spec decides: a pawn on its own first rank moves like any
/// pawn, so it may also swap diagonally forward onto its second rank, and
/// from there step two.
#[test]
fn rule_10_a_pawn_on_its_first_rank_swaps_diagonally_forward() {
    let mut board = game("rNbqkbnr/pppppppp/8/8/8/8/PPnPPPPP/RPBQKBNR w - - 1");
    assert_eq!(from(&board, "b1"), ["b1c2"]);
    board
        .play_text("b1c2")
        .expect("the swap onto the second rank");
    assert_eq!(piece(&board, Square::C2), Some(Color::White.pawn()));
    assert_eq!(piece(&board, Square::B1), Some(Color::Black.knight()));
    board.play_text("a6").expect("black");
    assert_eq!(from(&board, "c2"), ["c2c3", "c2c4"]);
    // Black's pawn on its own first rank (rank 8) swaps towards rank 7 too.
    let black = game("rnbqkbpr/pppppppN/8/8/8/8/PPPPPPPP/RNBQKBnR b - - 1");
    assert_eq!(from(&black, "g8"), ["g8h7"]);
}

/// No castling, no check: there is nothing to castle and kings may stand
/// where an enemy piece could swap with them.
#[test]
fn no_castling_and_no_check() {
    let board = after("e4 e5 Nf3 Nf6 Bc4 Bc5");
    assert_eq!(refusal(&board, "O-O"), "there is no castling in this game");
    assert_eq!(board.marks().check, None);
    let king = after("e4 e5 Ke2 Qh4");
    assert!(
        legal(&king).contains(&"e2f3".to_owned()),
        "the king may step next to the queen"
    );
}

/// Rules 1 and 11: Black completing first wins at once; White completing
/// gives Black one more move, which draws if it completes Black's set-up.
#[test]
fn rule_11_the_win_and_blacks_last_move() {
    let almost = "RNBQKBNR/PPPPPPP1/7P/8/8/7p/ppppppp1/rnbqkbnr";
    // Black completes first.
    let mut black_first = game(&format!("{almost} b - - 100"));
    black_first.play_text("h3h2").expect("Black completes");
    assert_eq!(
        black_first.outcome(),
        Some(Outcome::win(
            Color::Black,
            EndReason::Variant(VariantEnd::ArmyCrossed)
        ))
    );
    // White completes; Black completes with its last move: draw.
    let mut draw = game(&format!("{almost} w - - 100"));
    draw.play_text("h6h7").expect("White completes");
    assert_eq!(draw.outcome(), None, "Black has its last move");
    assert!(draw.marks().last_move_to_draw, "and the marks say so");
    assert!(
        !game(&format!("{almost} w - - 100"))
            .marks()
            .last_move_to_draw
    );
    assert!(draw.state().contains(" W "), "{}", draw.state());
    draw.play_text("h3h2").expect("Black completes too");
    assert_eq!(
        draw.outcome(),
        Some(Outcome::draw(EndReason::Variant(
            VariantEnd::BothArmiesCrossed
        )))
    );
    // White completes; Black's last move does not complete: White wins.
    let mut white = game(&format!("{almost} w - - 100"));
    white.play_text("h6h7").expect("White completes");
    white
        .play_text("b1a3")
        .expect("Black's last move, backward from its last rank");
    assert_eq!(
        white.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::ArmyCrossed)
        ))
    );
    assert!(white.legal_moves().is_empty());
    assert_eq!(refusal(&white, "a3b1"), "the game is over");
}

/// Passing is only for a side with no move (see the unit test in the
/// crate for a position where that happens).
#[test]
fn passing_is_refused_while_a_move_exists() {
    assert!(refusal(&after(""), "0000").starts_with("you cannot pass in this game; legal: "));
}

/// Draws: threefold repetition (of placement, side to move and the rule-5
/// pair), and 250 moves by each side.
#[test]
fn draws_by_repetition_and_the_move_limit() {
    let mut board = after("e4 e5 Ke2 Ke7 Ke3 Ke6");
    for (i, m) in "Kd3 Kd6 Ke3 Ke6 Kd3 Kd6 Ke3 Ke6"
        .split_whitespace()
        .enumerate()
    {
        assert_eq!(board.outcome(), None, "before move {i}");
        board.play_text(m).expect("king walk");
    }
    assert_eq!(
        board.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(
        board.claimable_draws().is_empty(),
        "nothing to claim: the draw is automatic"
    );
    let mut limit = game("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 250");
    limit.play_text("e5").expect("Black's 250th move");
    assert_eq!(
        limit.outcome(),
        Some(Outcome::draw(EndReason::Variant(VariantEnd::MoveLimit)))
    );
}

/// The state string holds everything the rules depend on and reads back;
/// impossible states are refused with the reason.
#[test]
fn states_read_back_and_bad_ones_are_refused() {
    let board = after("e4 d5 exd5 Qxd5");
    let state = board.state();
    assert_eq!(
        state,
        "rnbPkbnr/ppp1pppp/8/3q4/4p3/8/PPPP1PPP/RNBQKBNR w d8d5 - 3"
    );
    let back = game(&state);
    assert_eq!(
        legal(&back),
        legal(&board),
        "the rule-9 obligation survives"
    );
    for (bad, why) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w - - 1",
            "must have 2 Rooks",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w - - 1",
            "one on a light and one on a dark",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - - 1",
            "w or b",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w e2 - 1",
            "two squares",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0",
            "1 to 251",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - W 1",
            "Black's move",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "five fields",
        ),
    ] {
        let err = Game::from_state(Variant::Immortal, bad)
            .expect_err(bad)
            .to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
}

/// Records: PGN with `[Variant "Immortal"]` and our notation, read back.
#[test]
fn pgn_records_round_trip() {
    let board = after("e4 d5 exd5 Qxd5 d8b1 Qd4 Nf3 Qxd2");
    let pgn = board.to_pgn(&PgnTags::default());
    assert!(pgn.contains("[Variant \"Immortal\"]"), "{pgn}");
    assert!(
        pgn.contains("2. exd5 Qxd5 3. d8b1 Qd4 4. Nf3 Qxd2"),
        "{pgn}"
    );
    let read = read_pgn(&pgn).expect("reads back");
    assert_eq!(read.game.variant(), Variant::Immortal);
    assert_eq!(read.game.history(), board.history());
    assert_eq!(read.game.state(), board.state());
}

/// Notation: from-to for every move, SAN-like forms where unambiguous.
#[test]
fn moves_are_read_in_both_notations() {
    let board = after("e4 d5");
    for (text, uci) in [
        ("exd5", "e4d5"),
        ("e4d5", "e4d5"),
        ("Nf3", "g1f3"),
        ("g1f3", "g1f3"),
        ("Кf3", "g1f3"),
    ] {
        let mv = board
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(board.uci(mv), uci, "{text}");
    }
    let rooks = game("rnbqkbnr/pppppppp/8/8/R6R/P6P/1PPPPPP1/1NBQKBN1 w - - 1");
    match rooks.parse_move("Rd4") {
        Err(MoveError::Ambiguous { candidates }) => assert_eq!(candidates, ["Rad4", "Rhd4"]),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        rooks.parse_move("Rad4").map(|m| rooks.uci(m)),
        Ok("a4d4".to_owned())
    );
}

mod random_games {
    //! Thousands of random games to their end: material and bishops'
    //! colours never change, every listed move plays, no move lands on an
    //! own piece but a promotion swap, states read back, every game ends.

    use super::*;
    use kibitz_rules::Role;
    use proptest::prelude::*;

    fn army(game: &Game, color: Color) -> Vec<Role> {
        let mut roles: Vec<Role> = game
            .pieces()
            .into_iter()
            .filter(|(_, p)| p.color == color)
            .map(|(_, p)| p.role)
            .collect();
        roles.sort();
        roles
    }

    fn check(seed: u64) -> Result<(), TestCaseError> {
        let mut rng = seed;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut game = Game::new(Variant::Immortal);
        let start_army = army(&game, Color::White);
        let mut plies = 0;
        while !game.is_over() {
            let legal = game.legal_moves();
            prop_assert!(
                !legal.is_empty(),
                "a live game always has a move (or a pass)"
            );
            for &m in &legal {
                let uci = game.uci(m);
                if let (Some(from), to) = (m.from(), m.to()) {
                    let mover = piece(&game, from).expect("a move starts on a piece");
                    let target = piece(&game, to);
                    let promotion =
                        mover.role == Role::Pawn && target.is_some_and(|t| t.color == mover.color);
                    prop_assert!(
                        target.is_none_or(|t| t.color != mover.color) || promotion,
                        "{uci} lands on an own piece in {}",
                        game.state()
                    );
                }
                // Reading back every listed move is costly; every eighth ply.
                if plies % 8 == 0 {
                    prop_assert_eq!(game.parse_move(&uci), Ok(m), "{} in {}", uci, game.state());
                }
            }
            let chosen = legal[(next() % legal.len() as u64) as usize];
            game.play(chosen).expect("a listed move plays");
            plies += 1;
            for color in [Color::White, Color::Black] {
                let mut expected = start_army.clone();
                expected.sort();
                prop_assert_eq!(
                    army(&game, color),
                    expected,
                    "material after {}",
                    game.state()
                );
                let light: Vec<bool> = game
                    .pieces()
                    .into_iter()
                    .filter(|(_, p)| p.color == color && p.role == Role::Bishop)
                    .map(|(s, _)| s.is_light())
                    .collect();
                prop_assert!(
                    light.contains(&true) && light.contains(&false),
                    "bishops keep their colours"
                );
            }
            let state = game.state();
            let back = Game::from_state(Variant::Immortal, &state).expect("own state reads back");
            prop_assert_eq!(back.state(), state);
            prop_assert!(plies <= 500, "the game must end by the move limit");
        }
        prop_assert!(game.outcome().is_some());
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

#[test]
fn an_engine_may_pass_the_turn_in_immortal_chess_only() {
    // Black to move after a swap; passing hands the move to White with
    // the board unchanged.
    let game = after("e4 d5 exd5");
    let mut position = game.position();
    assert_eq!(position.turn(), Color::Black);
    assert!(position.pass_turn());
    assert_eq!(position.turn(), Color::White);
    // The placement is as it was: White's pawn on d5 may step on.
    let moves: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|m| game.uci(m))
        .collect();
    assert!(moves.contains(&"d5d6".to_owned()), "{moves:?}");
    let mut chess = Game::new(Variant::Standard).position();
    assert!(!chess.pass_turn());
    assert_eq!(chess.turn(), Color::White);
}
