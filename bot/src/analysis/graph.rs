//! An analysed game's evaluation graph, as the render crate draws it:
//! White's winning chances (lila's `WinPercent`) in each position, the
//! judged moves marked, and move numbers under the axis.

use kibitz_render::{EvalGraph, Severity};
use kibitz_rules::Game;

use super::accuracy::{INITIAL_CP, win_percent};
use super::advice::Judgement;
use super::game::Analysis;
use kibitz_engine::Score;

/// What the graph of `game`'s analysis shows.
pub fn eval_graph(game: &Game, analysis: &Analysis) -> EvalGraph {
    let start = analysis
        .start
        .as_ref()
        .map_or(Score::Cp(INITIAL_CP), |s| s.score);
    let white_win_percent = std::iter::once(win_percent(start))
        .chain(analysis.moves.iter().map(|m| win_percent(m.score)))
        .collect();
    let marks = analysis
        .moves
        .iter()
        .enumerate()
        .filter_map(|(ply, m)| Some((ply + 1, severity(m.advice?.judgement))))
        .collect();
    let numbers = game.move_numbers();
    let moves = numbers
        .last()
        .copied()
        .unwrap_or(0)
        .saturating_sub(numbers.first().copied().unwrap_or(0));
    // About six numbers along the axis, whatever the game's length.
    let step = [5, 10, 20, 50, 100]
        .into_iter()
        .find(|step| moves / step <= 6)
        .unwrap_or(200);
    let mut ticks: Vec<(usize, String)> = Vec::new();
    let mut last = None;
    for (ply, number) in numbers.into_iter().enumerate() {
        if number % step == 0 && last != Some(number) {
            ticks.push((ply + 1, number.to_string()));
        }
        last = Some(number);
    }
    EvalGraph {
        white_win_percent,
        marks,
        ticks,
    }
}

/// The graph's mark of a judgement.
fn severity(judgement: Judgement) -> Severity {
    match judgement {
        Judgement::Inaccuracy => Severity::Inaccuracy,
        Judgement::Mistake => Severity::Mistake,
        Judgement::Blunder => Severity::Blunder,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_starts_even_marks_the_blunder_and_numbers_the_moves() {
        let mut game = Game::new(kibitz_rules::Variant::Standard);
        for m in "f3 e5 g4 Qh4#".split_whitespace() {
            game.play_text(m).expect("legal");
        }
        let scores = vec![
            Score::Cp(-60),
            Score::Cp(-40),
            Score::Mate {
                winner: kibitz_rules::Color::Black,
                moves: 1,
            },
            Score::Mate {
                winner: kibitz_rules::Color::Black,
                moves: 0,
            },
        ];
        let betters = vec![Some("e2e4".into()), None, Some("g1f3".into()), None];
        let analysis = Analysis::of(&game, None, scores, betters);
        let graph = eval_graph(&game, &analysis);
        assert_eq!(graph.white_win_percent.len(), 5);
        assert!((graph.white_win_percent[0] - 50.0).abs() < 2.0);
        // A mate counts as lila's ceiling of 1,000 centipawns.
        assert!(graph.white_win_percent[4] < 3.0, "{graph:?}");
        assert!(graph.marks.contains(&(3, Severity::Blunder)), "{graph:?}");
        assert!(graph.ticks.is_empty(), "no fifth move: {graph:?}");
    }
}
