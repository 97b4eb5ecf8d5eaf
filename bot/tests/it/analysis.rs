//! A game analysed by a real Stockfish, as lichess analyses one: the
//! blunder that let a mate in is found with the move that was better, the
//! mate itself is not judged, each side's accuracy and average loss come
//! out, and the same game analysed again gives the same analysis.

use crate::support::stockfish;

use kibitz::analysis::advice::{Judgement, MateNews};
use kibitz::analysis::game::analyse;
use kibitz_engine::Score;
use kibitz_engine::uci::Uci;
use kibitz_rules::{Color, Game, Variant};

/// A game from its moves in SAN.
fn game_of(moves: &str) -> Game {
    let mut game = Game::new(Variant::Standard);
    for mv in moves.split_whitespace() {
        game.play_text(mv).expect("a legal move");
    }
    game
}

#[tokio::test]
async fn a_blunder_that_lets_mate_in_is_found_and_the_analysis_repeats_itself() {
    let engine = Uci::new(stockfish::stockfish());
    let game = game_of("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let analysis = analyse(&engine, &game, 20_000).await.expect("analysed");
    assert_eq!(analysis.moves.len(), 7);
    // 3... Nf6?? lets the mate in: a blunder, with a better move.
    let nf6 = &analysis.moves[5];
    let advice = nf6.advice.expect("Nf6 is judged");
    assert_eq!(advice.judgement, Judgement::Blunder);
    assert_eq!(advice.mate, Some(MateNews::Created));
    assert!(nf6.better.is_some(), "{nf6:?}");
    assert_eq!(
        nf6.score,
        Score::Mate {
            winner: Color::White,
            moves: 1
        }
    );
    // The mate is the engine's own choice: not judged; the position
    // after it is a mate given.
    let mate = &analysis.moves[6];
    assert_eq!((mate.advice, mate.better.as_deref()), (None, None));
    assert_eq!(
        mate.score,
        Score::Mate {
            winner: Color::White,
            moves: 0
        }
    );
    assert_eq!(
        analysis.count(Color::Black, Judgement::Blunder, Color::White),
        1
    );
    let accuracy = analysis.accuracy.expect("both sides moved");
    assert!(
        accuracy.white > accuracy.black,
        "White played well, Black did not: {accuracy:?}"
    );
    let loss = analysis.average_loss;
    assert!(loss.black > loss.white, "{loss:?}");
    // The same game again: the same analysis, to the centipawn.
    assert_eq!(
        analyse(&engine, &game, 20_000).await.expect("again"),
        analysis
    );
}
