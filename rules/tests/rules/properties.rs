//! Property tests over random games in every variant: every listed move is
//! playable and reads back from its own SAN and UCI, every state string
//! reads back to the same game, and records replay to the same end.

use kibitz_rules::pgn::read_pgn;
use kibitz_rules::{EndReason, Game, PgnTags, Start, Variant};
use proptest::collection::vec;
use proptest::prelude::*;

/// Plays a random game from `choices` (one per ply), checking every
/// invariant at every step.
fn check_random_game(variant: Variant, start: Start, choices: &[u32]) -> Result<(), TestCaseError> {
    let mut game = Game::from_start(variant, start).expect("a valid start");
    for &choice in choices {
        let legal = game.legal_moves();
        if legal.is_empty() {
            prop_assert!(
                game.is_over(),
                "{variant}: no moves but not over at {}",
                game.state()
            );
            break;
        }
        for &m in &legal {
            let uci = game.uci(m);
            let san = game.san(m);
            prop_assert_eq!(
                game.parse_move(&uci),
                Ok(m),
                "{} UCI {} in {}",
                variant,
                uci,
                game.state()
            );
            prop_assert_eq!(
                game.parse_move(&san),
                Ok(m),
                "{} SAN {} in {}",
                variant,
                san,
                game.state()
            );
            let mut child = game.clone();
            prop_assert!(
                child.play(m).is_ok(),
                "{variant}: listed {uci} does not play"
            );
        }
        let chosen = legal[choice as usize % legal.len()];
        game.play(chosen).expect("a listed move plays");

        let state = game.state();
        let back = Game::from_state(variant, &state).expect("own state reads back");
        prop_assert_eq!(back.state(), state.clone());
        // A state string carries no history: a game drawn by repetition
        // has no moves left, the same position read back has its moves.
        let by_repetition = game.outcome().is_some_and(|o| {
            matches!(
                o.reason,
                EndReason::FivefoldRepetition | EndReason::ThreefoldRepetition
            )
        });
        if !by_repetition {
            prop_assert_eq!(
                back.legal_moves().len(),
                game.legal_moves().len(),
                "{} {}",
                variant,
                state
            );
        }
        if game.is_over() {
            prop_assert!(game.legal_moves().is_empty());
            break;
        }
    }

    let ucis: Vec<&str> = game.history().iter().map(|m| m.uci.as_str()).collect();
    let replayed = Game::replay(variant, &game.start_state(), &ucis).expect("history replays");
    prop_assert_eq!(replayed.state(), game.state());
    prop_assert_eq!(replayed.outcome(), game.outcome());

    let pgn = game.to_pgn(&PgnTags::default());
    let read = read_pgn(&pgn).map_err(|e| TestCaseError::fail(format!("{e}\n{pgn}")))?;
    prop_assert_eq!(read.game.history(), game.history());
    prop_assert_eq!(read.game.outcome(), game.outcome());
    Ok(())
}

/// 40 cases each in the suite; proptest's own `PROPTEST_CASES` for a
/// long run.
fn config() -> ProptestConfig {
    let long_run = std::env::var_os("PROPTEST_CASES").is_some();
    let default = ProptestConfig::default();
    ProptestConfig {
        cases: if long_run { default.cases } else { 40 },
        ..default
    }
}

macro_rules! random_games {
    ($($name:ident => $variant:expr),* $(,)?) => {
        proptest! {
            #![proptest_config(config())]
            $(
                #[test]
                fn $name(choices in vec(any::<u32>(), 0..160)) {
                    check_random_game($variant, Start::Initial, &choices)?;
                }
            )*
        }
    };
}

random_games! {
    random_standard_games_keep_their_invariants => Variant::Standard,
    random_crazyhouse_games_keep_their_invariants => Variant::Crazyhouse,
    random_atomic_games_keep_their_invariants => Variant::Atomic,
    random_antichess_games_keep_their_invariants => Variant::Antichess,
    random_king_of_the_hill_games_keep_their_invariants => Variant::KingOfTheHill,
    random_three_check_games_keep_their_invariants => Variant::ThreeCheck,
    random_horde_games_keep_their_invariants => Variant::Horde,
    random_racing_kings_games_keep_their_invariants => Variant::RacingKings,
    random_immortal_games_keep_their_invariants => Variant::Immortal,
    random_football_games_keep_their_invariants => Variant::Football,
}

proptest! {
    #![proptest_config(config())]
    #[test]
    fn random_chess960_games_keep_their_invariants(
        number in 0u16..960,
        choices in vec(any::<u32>(), 0..160),
    ) {
        check_random_game(Variant::Chess960, Start::Chess960(number), &choices)?;
    }

    #[test]
    fn any_text_as_a_move_is_answered_without_panic(text in "\\PC{0,40}") {
        let game = Game::new(Variant::Standard);
        let _ = game.parse_move(&text);
    }

    #[test]
    fn any_text_as_a_move_in_any_variant_and_position_is_answered_without_panic(
        variant in proptest::sample::select(Variant::ALL.to_vec()),
        choices in vec(any::<u32>(), 0..60),
        text in prop_oneof![
            "\\PC{0,40}",
            "[KQRBNPkqrbnp]?[a-j]?[0-9]{0,3}[x@-]?[a-j][0-9]{1,3}(=[QRBNKqrbnk])?[+#]?",
            "[a-j][0-9]{1,3}[a-j][0-9]{1,3}[qrbnk]?",
        ],
    ) {
        let mut game = Game::new(variant);
        for choice in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[choice as usize % legal.len()]).expect("a listed move plays");
        }
        // Read, and when read as a move, played: either works or says why.
        if let Ok(m) = game.parse_move(&text) {
            prop_assert!(game.clone().play(m).is_ok(), "{} read {} but cannot play it", variant, text);
        }
    }

    #[test]
    fn any_text_as_a_state_is_answered_without_panic(text in "\\PC{0,120}") {
        for variant in Variant::ALL {
            let _ = Game::from_state(variant, &text);
        }
    }

    #[test]
    fn any_text_as_pgn_is_answered_without_panic(text in "[\\[\\]{}();%$0-9a-hxNBRQKO=+#!?. \"\n-]{0,300}") {
        let _ = read_pgn(&text);
    }
}
