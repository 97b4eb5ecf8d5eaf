//! The UCI driver against a real Stockfish: legal moves in many positions
//! of chess and Chess960, a killed process replaced, a missing program and
//! an unsupported variant answered clearly.
//!
//! Stockfish is found or installed by `support::stockfish`.

use std::time::Duration;

use crate::support;

use kibitz_engine::Level;
use kibitz_engine::uci::{Search, Uci, UciError};
use kibitz_rules::{Game, Start, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::stockfish::stockfish;

/// A search of `game`'s position for a few milliseconds at `skill`.
fn search_of(game: &Game, skill: u8) -> Search {
    Search {
        fen: (!game.has_usual_start()).then(|| game.start_state()),
        moves: game.history().iter().map(|m| m.uci.to_string()).collect(),
        variant: None,
        chess960: game.variant() == Variant::Chess960,
        skill,
        depth: None,
        movetime: Duration::from_millis(5),
        nodes: None,
    }
}

#[tokio::test]
async fn stockfish_plays_only_legal_moves() {
    let engine = Uci::new(stockfish());
    let mut rng = StdRng::seed_from_u64(10);
    let mut asked = 0;
    for round in 0..40 {
        let variant = if round % 2 == 0 {
            Variant::Standard
        } else {
            Variant::Chess960
        };
        let mut game = match variant {
            Variant::Chess960 => {
                Game::from_start(variant, Start::Chess960(rng.random_range(0..960)))
                    .expect("a Chess960 start")
            }
            _ => Game::new(variant),
        };
        // Random moves, and at every few plies the engine's move, played.
        while !game.is_over() && game.history().len() < 80 {
            let mv = if game.history().len() % 3 == 0 {
                asked += 1;
                let search = search_of(&game, rng.random_range(0..=20));
                let answer = engine.best_move(&search).await.expect("a move");
                game.parse_move(&answer)
                    .unwrap_or_else(|e| panic!("{answer} is not legal in {}: {e}", game.state()))
            } else {
                let legal = game.legal_moves();
                legal[rng.random_range(0..legal.len())]
            };
            game.play(mv).expect("legal");
        }
    }
    assert!(asked > 500, "{asked} positions");
}

#[tokio::test]
async fn a_position_without_moves_has_no_best_move() {
    let engine = Uci::new(stockfish());
    let mut game = Game::new(Variant::Standard);
    for mv in ["f3", "e5", "g4", "Qh4#"] {
        game.play_text(mv).expect("legal");
    }
    let found = engine.best_move(&search_of(&game, 20)).await;
    assert!(matches!(found, Err(UciError::NoMove)), "{found:?}");
}

#[tokio::test]
async fn a_killed_engine_is_replaced() {
    let engine = Uci::new(stockfish());
    let game = Game::new(Variant::Standard);
    engine
        .best_move(&search_of(&game, 20))
        .await
        .expect("a move");
    let first = engine.process_id().await.expect("a running engine");
    let killed = std::process::Command::new("kill")
        .args(["-9", &first.to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    // The next search finds the process dead, starts another and answers.
    let answer = engine
        .best_move(&search_of(&game, 20))
        .await
        .expect("a move");
    assert!(Game::new(Variant::Standard).parse_move(&answer).is_ok());
    let second = engine.process_id().await.expect("a running engine");
    assert_ne!(first, second);
}

#[tokio::test]
async fn a_missing_program_or_variant_is_a_clear_error() {
    let missing = Uci::new("/nowhere/stockfish");
    let game = Game::new(Variant::Standard);
    let error = missing
        .best_move(&search_of(&game, 20))
        .await
        .expect_err("no program");
    assert!(
        error
            .to_string()
            .starts_with("the engine /nowhere/stockfish could not be started"),
        "{error}"
    );
    // Debian's Stockfish plays chess only; Fairy-Stockfish has UCI_Variant.
    let engine = Uci::new(stockfish());
    let mut search = search_of(&game, 20);
    search.variant = Some("atomic".into());
    let error = engine.best_move(&search).await.expect_err("no atomic");
    assert!(
        matches!(error, UciError::Unsupported(ref v) if v == "atomic"),
        "{error}"
    );
}

/// Every level answers with a legal move (its skill, depth and time sent
/// as UCI asks).
#[tokio::test]
async fn every_level_answers_with_a_legal_move() {
    let engine = Uci::new(stockfish());
    let mut game = Game::new(Variant::Standard);
    for mv in ["e4", "e5", "Nf3", "Nc6", "Bc4"] {
        game.play_text(mv).expect("legal");
    }
    let moves: Vec<String> = game.history().iter().map(|m| m.uci.to_string()).collect();
    for n in 1..=8 {
        let level = Level::new(n).expect("a level");
        let search = Search::at_level(None, moves.clone(), level);
        let answer = engine.best_move(&search).await.expect("a move");
        assert!(game.parse_move(&answer).is_ok(), "level {level}: {answer}");
    }
}

/// An analysis search of the position after `moves`: a fixed node count,
/// full strength.
fn analysis_of(moves: &[&str], nodes: u64) -> Search {
    Search {
        fen: None,
        moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        variant: None,
        chess960: false,
        skill: 20,
        depth: None,
        movetime: Duration::from_secs(30),
        nodes: Some(nodes),
    }
}

#[tokio::test]
async fn an_analysis_at_a_fixed_node_count_scores_the_position_and_repeats_itself() {
    let engine = Uci::new(stockfish());
    // Scholar's mate is one move away: the engine says so.
    let before_mate = ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"];
    let found = engine
        .found(&analysis_of(&before_mate, 20_000))
        .await
        .expect("an analysis");
    assert_eq!(found.best, "h5f7");
    assert_eq!(found.score.as_deref(), Some("mate 1"));
    let score = kibitz_engine::Score::from_uci(
        &found
            .score
            .as_deref()
            .unwrap_or_default()
            .split(' ')
            .collect::<Vec<_>>(),
        kibitz_rules::Color::White,
    );
    assert_eq!(
        score,
        Some(kibitz_engine::Score::Mate {
            winner: kibitz_rules::Color::White,
            moves: 1
        })
    );
    // A game's positions analysed twice, each time from a new game: the
    // same moves and scores, whatever was searched between.
    let line = [
        "e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6",
    ];
    let analyse = || async {
        engine.new_game().await.expect("a new game");
        let mut said = Vec::new();
        for ply in 0..=line.len() {
            let found = engine
                .found(&analysis_of(&line[..ply], 30_000))
                .await
                .expect("an analysis");
            assert!(found.score.is_some(), "a score at ply {ply}");
            said.push(found);
        }
        said
    };
    let first = analyse().await;
    engine
        .found(&analysis_of(&["d2d4", "d7d5"], 50_000))
        .await
        .expect("something else");
    assert_eq!(analyse().await, first);
}

/// An engine asked to run niced runs at that niceness (read from the
/// kernel's account of the process), plays as ever, and says which
/// variants it plays (none, for Stockfish).
#[tokio::test]
async fn a_niced_engine_runs_below_the_bots_priority_and_still_plays() {
    let engine = Uci::new(stockfish()).niced(10);
    assert_eq!(engine.known_variants(), None, "not started yet");
    assert_eq!(
        engine.variants().await.expect("it starts"),
        Vec::<String>::new()
    );
    let pid = engine.process_id().await.expect("it runs");
    let niceness = niceness_in(&format!("/proc/{pid}/stat"));
    let own = niceness_in("/proc/self/stat");
    assert_eq!(niceness, (own + 10).min(19));
    let game = Game::new(Variant::Standard);
    let best = engine
        .best_move(&search_of(&game, 20))
        .await
        .expect("a move");
    assert!(game.parse_move(&best).is_ok(), "{best}");
}

/// The niceness the kernel's status file of a process gives (its 19th
/// field; the fields are counted after the command's closing parenthesis,
/// as a command may hold spaces).
fn niceness_in(stat: &str) -> i32 {
    let stat = std::fs::read_to_string(stat).expect("the process's status");
    stat[stat.rfind(')').expect("a command") + 2..]
        .split_whitespace()
        .nth(16)
        .expect("a niceness")
        .parse()
        .expect("a number")
}
