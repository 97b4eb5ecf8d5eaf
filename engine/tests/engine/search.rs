//! Our own search and the bot as a player, in every variant: only legal
//! moves in thousands of positions, whole games that end by the rules,
//! Stockfish for the classic family with our search standing in for the
//! variants it lacks, and no move once a game is over.

use crate::support;

use std::time::{Duration, Instant};

use kibitz_engine::eval::moves_to_set_up;
use kibitz_engine::opponent::uci_search;
use kibitz_engine::{Chooser, Level, Opponent, SearchLimits, plan, search};
use kibitz_rules::{Color, EndReason, Game, Outcome, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::stockfish::stockfish;

/// Limits that keep a test quick whatever the level: a shallow search.
fn quick(depth: u32) -> SearchLimits {
    SearchLimits {
        depth,
        time: Duration::from_millis(200),
        noise: 0,
        plan: false,
    }
}

/// Claims a draw the rules leave to a claim, as a player would at once.
fn claim_if_possible(game: &mut Game) {
    if let Some(&claim) = game.claimable_draws().first() {
        game.claim_draw(claim).expect("a claimable draw");
    }
}

#[test]
fn the_search_plays_only_legal_moves_in_every_variant() {
    let mut rng = StdRng::seed_from_u64(23);
    let mut asked = 0;
    for variant in Variant::ALL {
        for round in 0..3 {
            let mut game = Game::new(variant);
            // Random moves, with the search asked (at depths 1 to 2) in
            // every position on the way.
            while !game.is_over() && game.history().len() < 160 {
                let mv = search::choose(&game, quick(1 + round % 2), &mut rng)
                    .expect("a move while the game goes on");
                asked += 1;
                let legal = game.legal_moves();
                assert!(
                    legal.contains(&mv),
                    "{variant:?}: {} is not legal in {}",
                    game.uci(mv),
                    game.state()
                );
                let random = legal[rng.random_range(0..legal.len())];
                game.play(random).expect("a legal move plays");
                claim_if_possible(&mut game);
            }
        }
    }
    assert!(asked > 2_000, "only {asked} positions");
}

#[test]
fn the_search_finds_a_mate_in_one_and_a_goal() {
    let mut rng = StdRng::seed_from_u64(1);
    // Scholar's mate waits for Qxf7#.
    let mut game = Game::new(Variant::Standard);
    for mv in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"] {
        game.play_text(mv).expect("a legal move");
    }
    let mv = search::choose(&game, quick(2), &mut rng).expect("a move");
    assert_eq!(game.san(mv), "Qxf7#");
    // Immortal chess: the last pawn home completes White's set-up, and
    // Black, far from its own, cannot answer it.
    let state = "RNBQKBNR/PPPPPPP1/7P/pppppppp/rnbqkbnr/8/8/8 w - - 40";
    let mut game = Game::from_state(Variant::Immortal, state).expect("a state");
    let mv = search::choose(&game, quick(2), &mut rng).expect("a move");
    assert_eq!(game.uci(mv), "h6h7");
    game.play(mv).expect("legal");
    let mv = search::choose(&game, quick(2), &mut rng).expect("Black's last move");
    game.play(mv).expect("legal");
    assert_eq!(game.outcome().and_then(|o| o.winner), Some(Color::White));
    // Football: a queen with the ball and an open file scores.
    let state = "2k5/8/8/8/8/8/8/3QK3 w d1 play 1 40/40 0-0 0/0";
    if let Ok(game) = Game::from_state(Variant::Football, state) {
        let mv = search::choose(&game, quick(2), &mut rng).expect("a move");
        let mut after = game.clone();
        after.play(mv).expect("legal");
        assert_eq!(
            after.marks().score.map(|s| (s.white, s.black)),
            Some((1, 0)),
            "{} in {state}",
            game.uci(mv)
        );
    } else {
        panic!(
            "the football state does not read: {:?}",
            Game::from_state(Variant::Football, state).err()
        );
    }
}

#[test]
fn a_plan_untangles_an_immortal_set_up() {
    // Black's back rank is complete and seven pawns are home; the eighth
    // stands on h3, behind the h-pawn, and f2 is empty. Only the g1
    // knight can leave the back rank, so the way is long: Nf3, Rg1, h1,
    // h2, the h1 pawn swapped with the knight, f2; then Ng3, Rh1, g1 and
    // the g1 pawn swapped with the knight, g2.
    let state = "R2QPBNK/PBPPPPPR/N3P3/8/8/7p/ppppp1pp/rnbqkbnr b - - 200";
    let game = Game::from_state(Variant::Immortal, state).expect("a state");
    let mut position = game.position();
    let deadline = Instant::now() + Duration::from_secs(30);
    let (_, length) = plan::first_move(&position, deadline).expect("a plan");
    assert!((11..=20).contains(&length), "a plan of {length} moves");
    // Followed move by move, White standing still, it completes the set-up.
    let mut made = 0;
    while moves_to_set_up(&position, Color::Black) > 0 {
        let (mv, _) = plan::first_move(&position, deadline).expect("the plan goes on");
        assert!(position.legal_moves().contains(&mv));
        position.play(mv);
        position.pass_turn();
        made += 1;
        assert!(made <= length, "more moves than the plan's {length}");
    }
}

#[tokio::test]
async fn our_engine_plays_whole_games_of_every_variant() {
    let bot = Opponent::new(None);
    let level = Level::new(1).expect("level 1");
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        while !game.is_over() {
            let choice = bot
                .choose(&game, level)
                .await
                .expect("a move in a game going on");
            assert_eq!(choice.by, Chooser::Own);
            game.play(choice.mv).expect("the bot's move is legal");
            claim_if_possible(&mut game);
        }
        let outcome = game.outcome().expect("over");
        assert_ne!(outcome.reason, EndReason::Aborted, "{variant:?}");
        assert!(
            bot.choose(&game, level).await.is_none(),
            "{variant:?}: a move after the end"
        );
    }
}

#[tokio::test]
async fn stockfish_plays_the_classic_family_and_our_search_the_rest() {
    let bot = Opponent::new(Some(stockfish()));
    let level = Level::new(1).expect("level 1");
    let mut rng = StdRng::seed_from_u64(5);
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        let mut by = Vec::new();
        // The bot has White; Black plays at random, so that games end.
        while !game.is_over() {
            let mv = if game.turn() == Color::White {
                let choice = bot.choose(&game, level).await.expect("a move");
                assert!(
                    choice.uci_failure.is_none(),
                    "{variant:?}: {:?}",
                    choice.uci_failure
                );
                by.push(choice.by);
                choice.mv
            } else {
                let legal = game.legal_moves();
                legal[rng.random_range(0..legal.len())]
            };
            game.play(mv).expect("a legal move");
            claim_if_possible(&mut game);
        }
        // Debian's Stockfish plays chess and Chess960 only; it has no
        // UCI_Variant, so our search plays the lichess variants with it.
        let expected = match (variant, uci_search(&game, level).and_then(|s| s.variant)) {
            (Variant::Immortal | Variant::Football, _) => Chooser::Own,
            (_, None) => Chooser::Uci,
            (_, Some(_)) => Chooser::Own,
        };
        assert!(by.iter().all(|&c| c == expected), "{variant:?}: {by:?}");
        let outcome: Outcome = game.outcome().expect("over");
        if matches!(variant, Variant::Standard | Variant::Chess960) {
            assert_eq!(
                outcome.winner,
                Some(Color::White),
                "{variant:?}: {outcome:?}"
            );
        }
    }
}
