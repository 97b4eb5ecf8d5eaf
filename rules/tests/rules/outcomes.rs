//! How games end: mate, stalemate, dead positions, repetition and move-count
//! draws (claimed and automatic), variant wins, and endings from outside.

use kibitz_rules::{
    Color, DrawClaim, EndReason, Game, MoveError, Outcome, Start, Variant, VariantEnd,
};

fn play(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn from_fen(variant: Variant, fen: &str) -> Game {
    Game::from_start(variant, Start::State(fen.to_owned())).unwrap()
}

#[test]
fn fools_mate_is_a_win_for_black_by_checkmate() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "f3 e5 g4 Qh4#");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    assert_eq!(game.last_move().unwrap().san, "Qh4#");
    assert!(game.legal_moves().is_empty());
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = from_fen(Variant::Standard, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    play(&mut game, "Qf7");
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
}

#[test]
fn capturing_the_last_piece_that_could_mate_draws_at_once() {
    let mut game = from_fen(Variant::Standard, "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    play(&mut game, "Kxd2");
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
    let knight = from_fen(Variant::Standard, "8/8/4k3/8/8/8/8/4K2N w - - 0 1");
    assert_eq!(
        knight.outcome(),
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
}

#[test]
fn threefold_repetition_can_be_claimed_only_once_it_happened() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert!(game.claimable_draws().is_empty());
    assert_eq!(game.claim_draw(DrawClaim::ThreefoldRepetition), Err(vec![]));
    assert!(!game.is_over(), "a refused claim changes nothing");
    play(&mut game, "Ng8");
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claimable_draws(), vec![DrawClaim::ThreefoldRepetition]);
    assert!(!game.is_over(), "threefold repetition is not automatic");
    let outcome = game.claim_draw(DrawClaim::ThreefoldRepetition).unwrap();
    assert_eq!(outcome, Outcome::draw(EndReason::ThreefoldRepetition));
    assert_eq!(game.play_text("e4").unwrap_err(), MoveError::GameOver);
}

#[test]
fn fivefold_repetition_draws_automatically() {
    let mut game = Game::new(Variant::Standard);
    for _ in 0..3 {
        play(&mut game, "Nf3 Nf6 Ng1 Ng8");
    }
    assert!(!game.is_over());
    play(&mut game, "Nf3 Nf6 Ng1");
    assert!(!game.is_over());
    play(&mut game, "Ng8");
    assert_eq!(game.repetitions(), 5);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::FivefoldRepetition))
    );
}

#[test]
fn a_lost_en_passant_right_makes_a_different_position() {
    // After 1. e4 Nf6 2. e5 d5 White may take en passant; when the same
    // placement returns later that right is gone, so it is not a repetition.
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "e4 Nf6 e5 d5");
    assert_eq!(game.repetitions(), 1);
    play(&mut game, "Nf3 Nfd7 Ng1 Nf6");
    assert_eq!(
        game.repetitions(),
        1,
        "the en passant right made the first one different"
    );
    play(&mut game, "Nf3 Nfd7 Ng1 Nf6");
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn fifty_moves_without_capture_or_pawn_move_can_be_claimed() {
    let mut game = from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    play(&mut game, "Ra2");
    assert!(game.claimable_draws().is_empty());
    play(&mut game, "Kd7");
    assert_eq!(game.claimable_draws(), vec![DrawClaim::FiftyMoves]);
    assert_eq!(
        game.claim_draw(DrawClaim::FiftyMoves),
        Ok(Outcome::draw(EndReason::FiftyMoveRule))
    );
}

#[test]
fn seventy_five_moves_draw_automatically_unless_the_last_move_mates() {
    let mut game = from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
    play(&mut game, "Ra2");
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::SeventyFiveMoveRule))
    );

    let mut mate = from_fen(Variant::Standard, "k7/8/1K6/8/8/8/8/7R w - - 149 100");
    play(&mut mate, "Rh8#");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::win(Color::White, EndReason::Checkmate))
    );
}

#[test]
fn resignation_and_agreement_end_the_game_from_outside() {
    let mut game = Game::new(Variant::Standard);
    play(&mut game, "e4");
    let resign = Outcome::win(Color::White, EndReason::Resignation);
    game.end(resign).unwrap();
    assert_eq!(game.outcome(), Some(resign));
    assert_eq!(
        game.end(Outcome::draw(EndReason::Agreement)),
        Err(MoveError::GameOver)
    );
    assert_eq!(game.play_text("e5").unwrap_err(), MoveError::GameOver);
    assert!(game.claimable_draws().is_empty());
}

#[test]
fn king_of_the_hill_is_won_in_the_centre() {
    let mut game = from_fen(Variant::KingOfTheHill, "8/8/8/8/8/4K3/8/k7 w - - 0 1");
    play(&mut game, "Ke4");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::KingOnTheHill)
        ))
    );
}

#[test]
fn three_check_is_won_by_the_third_check() {
    let mut game = from_fen(Variant::ThreeCheck, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1");
    play(&mut game, "Ra8+");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::ThirdCheck)
        ))
    );
}

#[test]
fn atomic_is_won_by_exploding_the_king() {
    let mut game = from_fen(Variant::Atomic, "4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1");
    play(&mut game, "Rxe7");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::KingExploded)
        ))
    );
}

#[test]
fn antichess_is_won_by_losing_every_piece() {
    let mut game = from_fen(Variant::Antichess, "8/8/8/8/8/8/p7/1R6 b - - 0 1");
    play(&mut game, "axb1=Q");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::AllPiecesLost)
        ))
    );
}

#[test]
fn racing_kings_is_won_on_the_eighth_rank() {
    let mut game = from_fen(Variant::RacingKings, "8/1K6/8/8/8/8/k7/8 w - - 0 1");
    play(&mut game, "Kb8");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(
            Color::White,
            EndReason::Variant(VariantEnd::KingReachedGoal)
        ))
    );
}

#[test]
fn horde_is_won_by_capturing_every_pawn() {
    let mut game = from_fen(Variant::Horde, "4k3/8/8/8/8/8/4q3/3P4 b - - 0 1");
    play(&mut game, "Qxd1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(
            Color::Black,
            EndReason::Variant(VariantEnd::ArmyDestroyed)
        ))
    );
}

/// Time out loses, unless the opponent could not possibly win: then it is
/// a draw (FIDE Laws 6.9). The variants judge "could win" by their rules.
#[test]
fn time_out_loses_unless_the_opponent_cannot_win() {
    let game = |variant: Variant, fen: &str| Game::from_state(variant, fen).expect("a position");
    // White to move, out of time; Black has a rook: Black wins.
    let flagged = game(Variant::Standard, "4k3/8/8/8/8/8/8/r3K3 w - - 0 40");
    assert_eq!(
        flagged.timeout_outcome(),
        Outcome::win(Color::Black, EndReason::Timeout)
    );
    // Black has a bare king: a draw.
    let bare = game(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 0 40");
    assert_eq!(bare.timeout_outcome(), Outcome::draw(EndReason::Timeout));
    // King and knight against a bare king can never mate: a draw.
    let dead = game(Variant::Standard, "4k3/8/8/8/8/8/8/n3K3 w - - 0 40");
    assert_eq!(dead.timeout_outcome(), Outcome::draw(EndReason::Timeout));
    // But against a king with a pawn a mate is possible: a loss.
    let knight = game(Variant::Standard, "4k3/8/8/8/8/8/7P/n3K3 w - - 0 40");
    assert_eq!(
        knight.timeout_outcome(),
        Outcome::win(Color::Black, EndReason::Timeout)
    );
    // Black out of time against a rook: White wins.
    let rook = game(Variant::Standard, "4k3/8/8/8/8/8/8/R3K3 b - - 0 40");
    assert_eq!(
        rook.timeout_outcome(),
        Outcome::win(Color::White, EndReason::Timeout)
    );
    // Immortal chess: a side can always still win.
    let immortal = Game::new(Variant::Immortal);
    assert_eq!(
        immortal.timeout_outcome(),
        Outcome::win(Color::Black, EndReason::Timeout)
    );
    // The record of a draw on time says why it is not a loss.
    assert_eq!(
        Outcome::draw(EndReason::Timeout).termination(),
        "Time forfeit, drawn: insufficient material to win"
    );
    assert_eq!(
        Outcome::win(Color::White, EndReason::Timeout).termination(),
        "Time forfeit"
    );
}

#[test]
fn crazyhouse_knows_no_fifty_or_seventy_five_move_rule() {
    // Pieces come back from the pockets, so moves without a capture or a
    // pawn move are no sign of a dead game.
    let mut game = from_fen(
        Variant::Crazyhouse,
        "4k3/8/8/8/8/8/8/4K2R[Nn] w K - 149 120",
    );
    assert!(!game.claimable_draws().contains(&DrawClaim::FiftyMoves));
    play(&mut game, "Ke2");
    assert_eq!(game.outcome(), None);
    assert!(!game.claimable_draws().contains(&DrawClaim::FiftyMoves));
    play(&mut game, "Kd8 Ke1 Ke8");
    assert_eq!(game.outcome(), None);
    // Standard chess still draws at the seventy-fifth move.
    let mut standard = from_fen(Variant::Standard, "4k3/8/8/8/8/8/8/4K2R w K - 149 120");
    play(&mut standard, "Ke2");
    assert_eq!(
        standard.outcome(),
        Some(Outcome::draw(EndReason::SeventyFiveMoveRule))
    );
}

#[test]
fn crazyhouse_repetitions_count_across_captures_that_drops_undo() {
    // Each round trades knights on d5 and drops them back where they stood:
    // board and pockets are as before, though every round captures twice.
    let start = "4k3/8/5n2/3n4/8/2N5/8/4K3[] w - - 0 1";
    let round = "Nxd5 Nxd5 N@c3 N@f6";
    let mut game = from_fen(Variant::Crazyhouse, start);
    play(&mut game, round);
    assert_eq!(game.repetitions(), 2);
    assert!(
        !game
            .claimable_draws()
            .contains(&DrawClaim::ThreefoldRepetition)
    );
    play(&mut game, round);
    assert_eq!(game.repetitions(), 3);
    assert!(
        game.claimable_draws()
            .contains(&DrawClaim::ThreefoldRepetition)
    );
    play(&mut game, round);
    assert_eq!(game.outcome(), None);
    play(&mut game, round);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::FivefoldRepetition))
    );
    // Castling still cuts what is compared: the rights are gone for good,
    // so king and rook back on e1 and h1 make a new position.
    let mut castled = from_fen(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K2R[] w K - 0 1");
    play(
        &mut castled,
        "O-O Kd8 Kh2 Ke8 Rh1 Kd8 Kg1 Ke8 Kf1 Kd8 Ke1 Ke8",
    );
    assert_eq!(castled.repetitions(), 1);
    play(&mut castled, "Kf1 Kd8 Ke1 Ke8");
    assert_eq!(castled.repetitions(), 2);
}
