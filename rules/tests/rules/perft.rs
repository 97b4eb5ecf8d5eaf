//! Perft through the game API against the published counts
//! (chessprogramming.org "Perft Results").

use kibitz_rules::{Game, Start, Variant};

fn perft_counts(variant: Variant, fen: Option<&str>, expected: &[u64]) {
    let start = fen.map_or(Start::Initial, |f| Start::State(f.to_owned()));
    let game = Game::from_start(variant, start).expect("the position is legal");
    for (i, &nodes) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(game.perft(depth), nodes, "{fen:?} at depth {depth}");
    }
}

#[test]
fn start_position_matches_published_counts_to_depth_5() {
    perft_counts(
        Variant::Standard,
        None,
        &[20, 400, 8902, 197_281, 4_865_609],
    );
}

#[test]
fn kiwipete_matches_published_counts_to_depth_4() {
    perft_counts(
        Variant::Standard,
        Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"),
        &[48, 2039, 97_862, 4_085_603],
    );
}

#[test]
fn position_3_matches_published_counts_to_depth_5() {
    perft_counts(
        Variant::Standard,
        Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -"),
        &[14, 191, 2812, 43_238, 674_624],
    );
}

#[test]
fn position_4_matches_published_counts_to_depth_4() {
    perft_counts(
        Variant::Standard,
        Some("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
        &[6, 264, 9467, 422_333],
    );
}

#[test]
fn position_5_matches_published_counts_to_depth_4() {
    perft_counts(
        Variant::Standard,
        Some("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"),
        &[44, 1486, 62_379, 2_103_487],
    );
}

#[test]
fn position_6_matches_published_counts_to_depth_4() {
    perft_counts(
        Variant::Standard,
        Some("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
        &[46, 2079, 89_890, 3_894_594],
    );
}

#[test]
fn chess960_shredder_fen_matches_published_counts_to_depth_4() {
    perft_counts(
        Variant::Chess960,
        Some("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
        &[21, 528, 12_189, 326_672],
    );
}

#[test]
fn chess960_numbered_start_is_playable_and_counts_twenty_moves() {
    for number in [0, 518, 959] {
        let game = Game::from_start(Variant::Chess960, Start::Chess960(number)).unwrap();
        assert_eq!(game.perft(1), 20, "start {number}");
        assert_eq!(game.perft(2), 400, "start {number}");
    }
}

/// Variant counts as published with the lichess variant test suites
/// (shakmaty's and python-chess's `*.perft` files).
#[test]
fn variant_start_positions_match_published_counts() {
    perft_counts(Variant::Crazyhouse, None, &[20, 400, 8902, 197_281]);
    perft_counts(Variant::Atomic, None, &[20, 400, 8902, 197_326]);
    perft_counts(Variant::Antichess, None, &[20, 400, 8067, 153_299]);
    perft_counts(Variant::KingOfTheHill, None, &[20, 400, 8902, 197_281]);
    perft_counts(Variant::ThreeCheck, None, &[20, 400, 8902, 197_281]);
    perft_counts(Variant::Horde, None, &[8, 128, 1274, 23_310]);
    perft_counts(Variant::RacingKings, None, &[21, 421, 11_264, 296_242]);
}

/// Our own games have no published counts: these were counted by the
/// move generators that the rules tests (`immortal.rs`, `football.rs`)
/// check move by move, and hold them still while the generators are made
/// faster. The football positions were reached by random play: line-ups
/// part-way and nearly done, play, and the last move of a half.
#[test]
fn immortal_and_football_counts_stay_as_the_rule_tests_fixed_them() {
    perft_counts(Variant::Immortal, None, &[20, 400, 8822, 194_032]);
    perft_counts(Variant::Football, None, &[160, 25_600, 3_807_360]);
    for (state, counts) in [
        (
            "q7/7p/2n5/b7/2N4N/3Q4/8/6P1 w - lineup 1 45/45 0-0 2/2",
            [5, 140, 224],
        ),
        (
            "q7/7p/2n5/b3p3/2N1P2N/3Q4/8/5KP1 b - lineup 1 45/45 0-0 0/1",
            [4, 127, 2989],
        ),
        (
            "4k3/8/3r2b1/4p2b/4P1RB/6P1/Q7/3K4 b - lineup 1 45/45 0-0 0/1",
            [24, 738, 14_636],
        ),
        (
            "8/b2kn3/Q3N2p/3Np3/3qP3/7K/8/6P1 b d5 play 1 20/21 0-0 0/0",
            [30, 1028, 32_488],
        ),
        (
            "3k4/4r3/bp1q4/2p5/4P3/1P4N1/8/2KN1Q2 b e4 play 1 44/45 0-0 0/0",
            [37, 1082, 39_999],
        ),
        (
            "2n5/2N3k1/6NQ/2q1p2p/4P3/7K/1b6/6P1 b c7 play 1 0/1 0-0 0/0",
            [35, 5600, 896_000],
        ),
    ] {
        perft_counts(Variant::Football, Some(state), &counts);
    }
}
