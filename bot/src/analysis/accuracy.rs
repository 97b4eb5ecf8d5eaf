//! Winning chances, move accuracy, game accuracy and average centipawn
//! loss, each as lichess computes it (scalachess `eval.scala` for the
//! winning chances; lila `modules/analyse` `AccuracyPercent.scala` and
//! `AccuracyCP.scala`; scalalib `Maths.scala` for the means).

use kibitz_engine::Score;
use kibitz_rules::{ByColor, Color};

/// The most centipawns a score counts for in a win percentage (lila
/// `Eval.Cp.CEILING`); a forced mate counts as this much.
pub const CP_CEILING: i32 = 1000;

/// The score lichess gives a game's starting position (lila
/// `Eval.Cp.initial`), before the first move was analysed.
pub const INITIAL_CP: i32 = 15;

/// The slope of lichess's winning-chances curve (scalachess
/// `WinPercent.winningChances`, fitted in lila pull request #11148).
const MULTIPLIER: f64 = -0.00368208;

/// Winning chances from White's side, from -1 to +1, for `cp`
/// centipawns, not ceiled (scalachess `WinPercent.winningChances`; lila's
/// move judgements use it so).
pub fn winning_chances(cp: i32) -> f64 {
    (2.0 / (1.0 + (MULTIPLIER * f64::from(cp)).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// The centipawns a score counts for in a win percentage: ceiled at
/// [`CP_CEILING`] either way, a mate at the ceiling toward its winner
/// (lila `Eval.forceAsCp` then `Cp.ceiled`; a side mated already counts
/// as losing, as lila's `ForceAsCpTest` pins it).
pub fn ceiled_cp(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
        Score::Mate {
            winner: Color::White,
            ..
        } => CP_CEILING,
        Score::Mate {
            winner: Color::Black,
            ..
        } => -CP_CEILING,
    }
}

/// White's chance to win, from 0 to 100 (scalachess
/// `WinPercent.fromCentiPawns`, `fromMate`): 50 + 50 × winning chances of
/// the ceiled centipawns.
pub fn win_percent(score: Score) -> f64 {
    50.0 + 50.0 * winning_chances(ceiled_cp(score))
}

/// A move's accuracy, from 0 to 100, from the mover's win percentage
/// before and after it (lila `AccuracyPercent.fromWinPercents`): 100 when
/// it lost nothing, else 103.1668100711649 × e^(−0.04354415386753951 ×
/// loss) − 3.166924740191411, plus 1 for the analysis's own uncertainty,
/// within 0 to 100.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let loss = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * loss).exp() + -3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Each side's accuracy over a game (lila `AccuracyPercent.gameAccuracy`):
/// `scores` are the positions after each move, White's side, each move
/// made by the side `movers` names (lila alternates; a side of chess
/// football moves twice in a row at half-time). Each move's accuracy is weighted by how much the
/// game swung around it (the standard deviation of the win percentages in
/// a window of a tenth of the game, 2 to 8 positions, within 0.5 to 12);
/// a side's accuracy is the mean of that weighted mean and the harmonic
/// mean of its moves' accuracies. `None` until each side has moved.
/// `initial` scores the position before the first move: lila's
/// [`INITIAL_CP`] for a game from the usual start.
pub fn game_accuracy(initial: Score, movers: &[Color], scores: &[Score]) -> Option<ByColor<f64>> {
    let all: Vec<f64> = std::iter::once(win_percent(initial))
        .chain(scores.iter().map(|s| win_percent(*s)))
        .collect();
    let window = (scores.len() / 10).clamp(2, 8);
    let first = &all[..window.min(all.len())];
    let mut windows: Vec<&[f64]> = vec![first; window.min(all.len()).saturating_sub(2)];
    if all.len() < window {
        // A list shorter than the window slides as one window.
        windows.push(&all);
    } else {
        windows.extend(all.windows(window));
    }
    let weights = windows
        .iter()
        .map(|w| standard_deviation(w).unwrap_or(0.0).clamp(0.5, 12.0));
    let mut moves: ByColor<Vec<(f64, f64)>> = ByColor::default();
    for ((pair, weight), &color) in all.windows(2).zip(weights).zip(movers) {
        let (before, after) = match color {
            Color::White => (pair[0], pair[1]),
            Color::Black => (pair[1], pair[0]),
        };
        moves
            .get_mut(color)
            .push((move_accuracy(before, after), weight));
    }
    let side = |moves: &[(f64, f64)]| {
        let weighted = weighted_mean(moves)?;
        let harmonic = harmonic_mean(moves.iter().map(|(accuracy, _)| *accuracy))?;
        Some((weighted + harmonic) / 2.0)
    };
    Some(ByColor {
        white: side(&moves.white)?,
        black: side(&moves.black)?,
    })
}

/// Each side's average centipawn loss (lila `AccuracyCP`): for each of its
/// moves (each move made by the side `movers` names), how many ceiled
/// centipawns its side lost by it (never less than 0), averaged and
/// rounded; `None` for a side that made no move. The starting position
/// counts as `initial` (lila's [`INITIAL_CP`] from the usual start).
pub fn average_centipawn_loss(
    initial: Score,
    movers: &[Color],
    scores: &[Score],
) -> ByColor<Option<i64>> {
    let all: Vec<Score> = std::iter::once(initial)
        .chain(scores.iter().copied())
        .collect();
    let loss_of = |color: Color| {
        let losses: Vec<f64> = all
            .windows(2)
            .zip(movers)
            .filter(|(_, mover)| **mover == color)
            .map(|(pair, _)| {
                let change = ceiled_cp(pair[1]) - ceiled_cp(pair[0]);
                let lost = match color {
                    Color::White => -change,
                    Color::Black => change,
                };
                f64::from(lost.max(0))
            })
            .collect();
        // Java's Math.round: half up.
        mean(&losses).map(|m| (m + 0.5).floor() as i64)
    };
    ByColor {
        white: loss_of(Color::White),
        black: loss_of(Color::Black),
    }
}

/// The mean (scalalib `Maths.mean`).
fn mean(values: &[f64]) -> Option<f64> {
    (!values.is_empty()).then(|| values.iter().sum::<f64>() / values.len() as f64)
}

/// The population standard deviation (scalalib `Maths.standardDeviation`).
fn standard_deviation(values: &[f64]) -> Option<f64> {
    let mean = mean(values)?;
    let squares: f64 = values.iter().map(|x| (x - mean).powi(2)).sum();
    Some((squares / values.len() as f64).sqrt())
}

/// The mean of values weighted (scalalib `Maths.weightedMean`): `None`
/// when there are none, or no weight.
fn weighted_mean(values: &[(f64, f64)]) -> Option<f64> {
    let (sum, weights) = values.iter().fold((0.0, 0.0), |(sum, weights), (v, w)| {
        (sum + v * w, weights + w)
    });
    (!values.is_empty() && weights != 0.0).then(|| sum / weights)
}

/// The harmonic mean, each value counted as at least 1 (scalalib
/// `Maths.harmonicMean`).
fn harmonic_mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (count, sum) = values.fold((0usize, 0.0), |(count, sum), v| {
        (count + 1, sum + 1.0 / v.max(1.0))
    });
    (count > 0).then(|| count as f64 / sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The usual start, as lila scores it.
    const START: Score = Score::Cp(INITIAL_CP);

    /// Who makes each of `plies` moves when sides alternate from `start`.
    fn alternating(start: Color, plies: usize) -> Vec<Color> {
        (0..plies)
            .map(|ply| if ply % 2 == 0 { start } else { !start })
            .collect()
    }

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    fn cps(values: &[i32]) -> Vec<Score> {
        values.iter().map(|cp| Score::Cp(*cp)).collect()
    }

    #[test]
    fn winning_chances_and_win_percent_follow_lichesss_curve() {
        // By hand: 2 / (1 + e^(−0.00368208 × 100)) − 1 = 0.18205...
        let by_hand = 2.0 / (1.0 + (-0.368_208f64).exp()) - 1.0;
        assert!(close(winning_chances(100), by_hand, 1e-12));
        assert!(close(winning_chances(100), 0.182_05, 1e-5));
        assert_eq!(winning_chances(0), 0.0);
        assert!(close(winning_chances(-100), -by_hand, 1e-12));
        assert!(close(win_percent(Score::Cp(100)), 59.1026, 1e-4));
        assert!(close(win_percent(Score::Cp(0)), 50.0, 1e-12));
        // Ceiled at 1000 centipawns for a win percentage, not for chances.
        assert_eq!(win_percent(Score::Cp(5000)), win_percent(Score::Cp(1000)));
        assert!(winning_chances(5000) > winning_chances(1000));
        assert!(close(win_percent(Score::Cp(1000)), 97.5447, 1e-4));
    }

    #[test]
    fn a_mate_counts_as_the_ceiling_toward_its_winner_even_when_given() {
        let white_mates = Score::Mate {
            winner: Color::White,
            moves: 3,
        };
        let black_mated_already = Score::Mate {
            winner: Color::White,
            moves: 0,
        };
        let black_mates = Score::Mate {
            winner: Color::Black,
            moves: 1,
        };
        assert_eq!(win_percent(white_mates), win_percent(Score::Cp(1000)));
        assert_eq!(
            win_percent(black_mated_already),
            win_percent(Score::Cp(1000))
        );
        assert_eq!(win_percent(black_mates), win_percent(Score::Cp(-1000)));
    }

    #[test]
    fn a_moves_accuracy_follows_lichesss_curve_with_its_bonus() {
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert_eq!(move_accuracy(50.0, 60.0), 100.0);
        // By hand: 103.1668100711649 × e^(−0.04354415386753951 × 10)
        // − 3.166924740191411 + 1 = 64.5798...
        let by_hand = 103.166_810_071_164_9 * (-0.435_441_538_675_395_1f64).exp()
            - 3.166_924_740_191_411
            + 1.0;
        assert!(close(move_accuracy(60.0, 50.0), by_hand, 1e-12));
        assert!(close(by_hand, 64.5798, 1e-4));
        // A tiny loss is rounded up to 100, a total one down to 0.
        assert_eq!(move_accuracy(50.0, 49.99), 100.0);
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    /// lila's own expectations (`AccuracyPercentTest`), White moving
    /// first.
    #[test]
    fn game_accuracy_meets_lilas_own_test_cases() {
        let game = |values: &[i32]| {
            game_accuracy(
                START,
                &alternating(Color::White, values.len()),
                &cps(values),
            )
        };
        assert_eq!(game(&[]), None);
        assert_eq!(game(&[15]), None, "a single move");
        let both = |values: &[i32], white: (f64, f64), black: (f64, f64)| {
            let accuracy = game(values).expect("both sides moved");
            assert!(
                close(accuracy.white, white.0, white.1) && close(accuracy.black, black.0, black.1),
                "{values:?}: {accuracy:?}"
            );
        };
        both(&[15, 15], (100.0, 1.0), (100.0, 1.0));
        both(&[-900, -900], (10.0, 5.0), (100.0, 1.0));
        both(&[15, 900], (100.0, 1.0), (10.0, 5.0));
        both(&[-900, 0], (10.0, 5.0), (10.0, 5.0));
        both(&[15; 20], (100.0, 1.0), (100.0, 1.0));
        let mut blunder = vec![15; 20];
        blunder.push(-900);
        both(&blunder, (50.0, 5.0), (100.0, 1.0));
        let mut black_blunder = vec![15; 21];
        black_blunder.push(900);
        both(&black_blunder, (100.0, 1.0), (50.0, 5.0));
        let average: Vec<i32> = [-50, 15].repeat(5);
        both(&average, (76.0, 8.0), (76.0, 8.0));
        let average: Vec<i32> = [-50, 15].repeat(50);
        both(&average, (76.0, 8.0), (76.0, 8.0));
        let mediocre: Vec<i32> = [-135, 15].repeat(50);
        both(&mediocre, (54.0, 8.0), (54.0, 8.0));
        let terrible: Vec<i32> = [-435, 15].repeat(50);
        both(&terrible, (20.0, 8.0), (20.0, 8.0));
    }

    #[test]
    fn game_accuracy_meets_lilas_cases_when_black_moves_first() {
        let game = |values: &[i32]| {
            game_accuracy(
                START,
                &alternating(Color::Black, values.len()),
                &cps(values),
            )
        };
        assert_eq!(game(&[15]), None);
        let accuracy = game(&[900, 900]).expect("both moved");
        assert!(close(accuracy.black, 10.0, 5.0) && close(accuracy.white, 100.0, 1.0));
        let accuracy = game(&[15, -900]).expect("both moved");
        assert!(close(accuracy.black, 100.0, 1.0) && close(accuracy.white, 10.0, 5.0));
    }

    #[test]
    fn game_accuracy_of_two_moves_is_computed_by_hand() {
        // Scores 15 then -900 then -900: win percentages w0 (15), w1
        // (-900), w2 (-900). Two moves, a window of 2 positions: weights
        // are the deviations of (w0, w1) and (w1, w2), within 0.5 to 12.
        let w0 = win_percent(Score::Cp(15));
        let w1 = win_percent(Score::Cp(-900));
        let white_move = move_accuracy(w0, w1);
        // One move a side: the weighted and harmonic means are the move's
        // own accuracy (at least 1 for the harmonic one).
        let expected_white = (white_move + white_move.max(1.0)) / 2.0;
        let accuracy =
            game_accuracy(START, &alternating(Color::White, 2), &cps(&[-900, -900])).expect("both");
        assert!(close(accuracy.white, expected_white, 1e-9), "{accuracy:?}");
        assert_eq!(accuracy.black, 100.0);
        // A side whose moves' accuracies are 0 counts each as 1 in the
        // harmonic mean, as scalalib does.
        assert!(close(
            harmonic_mean([0.0, 100.0].into_iter()).expect("two"),
            2.0 / 1.01,
            1e-12
        ));
    }

    #[test]
    fn average_centipawn_loss_counts_each_sides_losses_from_its_own_side() {
        // White: 15 → -50 loses 65; -50 → ... Black's moves: -50 → 15
        // loses 65 for Black.
        let scores = cps(&[-50, 15, -50, 15]);
        let loss = average_centipawn_loss(START, &alternating(Color::White, scores.len()), &scores);
        assert_eq!(loss.white, Some(65));
        assert_eq!(loss.black, Some(65));
        // Gains count as no loss; scores are ceiled at 1000 and a mate
        // is the ceiling.
        let scores = vec![
            Score::Cp(200),
            Score::Cp(3000),
            Score::Mate {
                winner: Color::Black,
                moves: 2,
            },
        ];
        let loss = average_centipawn_loss(START, &alternating(Color::White, scores.len()), &scores);
        // White: 15 → 200 (0 lost), 1000 → -1000 (2000 lost): mean 1000.
        assert_eq!(loss.white, Some(1000));
        // Black: 200 → 1000 lost 800.
        assert_eq!(loss.black, Some(800));
        assert_eq!(
            average_centipawn_loss(START, &alternating(Color::White, 1), &cps(&[20])).black,
            None,
            "Black made no move"
        );
        // Rounded half up, as Java's Math.round: losses 0 and 1 → 0.5 → 1.
        let loss = average_centipawn_loss(
            START,
            &alternating(Color::White, 4),
            &cps(&[15, 15, 14, 14]),
        );
        assert_eq!(loss.white, Some(1));
    }

    #[test]
    fn a_side_that_moves_twice_in_a_row_is_charged_for_both_moves() {
        use Color::{Black, White};
        // White moves twice (chess football's half-time), losing 100 then
        // 50 centipawns; Black's one move loses nothing.
        let scores = cps(&[-85, -135, -135]);
        let loss = average_centipawn_loss(START, &[White, White, Black], &scores);
        assert_eq!(loss.white, Some(75), "(100 + 50) / 2");
        assert_eq!(loss.black, Some(0));
        // Taken as alternating, the second loss would be Black's gain.
        let alternating = average_centipawn_loss(START, &alternating(White, 3), &scores);
        assert_ne!(alternating.white, loss.white);
        let accuracy = game_accuracy(START, &[White, White, Black], &scores).expect("both moved");
        assert!(accuracy.white < accuracy.black, "{accuracy:?}");
    }
}
