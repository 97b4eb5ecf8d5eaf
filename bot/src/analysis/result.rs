//! An analysis as the chat reads it: each side's accuracy, average
//! centipawn loss and count of inaccuracies, mistakes and blunders, then
//! the worst moves with the move the engine preferred.

use kibitz_engine::Score;
use kibitz_rules::{Color, Game};

use crate::analysis::advice::Judgement;
use crate::analysis::engines::AnalysisEngine;
use crate::analysis::game::{Analysis, OUR_DEPTH};
use crate::games::state::loaded::Loaded;
use crate::games::views::side_name;
use crate::i18n::Text;
use crate::model::Language;

/// The most moves a result names.
const WORST_SHOWN: usize = 5;

/// The result of a game's analysis kept as `moves`, at `nodes` a
/// position, in `language`; `None` when `moves` does not read as this
/// game's.
pub(crate) fn result_text(
    loaded: &Loaded,
    moves: &str,
    nodes: i64,
    language: Language,
) -> Option<String> {
    let game = &loaded.game;
    let analysis = Analysis::from_stored(game, moves)?;
    let title = match AnalysisEngine::of(game.variant()) {
        AnalysisEngine::Kibitz => {
            Text::new("analysis-title-ours").number("depth", f64::from(OUR_DEPTH))
        }
        engine => Text::new("analysis-title")
            .arg("engine", engine.name())
            .number("nodes", nodes as f64),
    };
    let mut lines = vec![title.arg("game", loaded.id()).write(language)];
    // A position alone: the engine's score and its best move there.
    if analysis.moves.is_empty() {
        let start = analysis.start.as_ref()?;
        let best = start.best.as_deref().and_then(|best| {
            let mut position = game.after_plies(0);
            let mv = position.parse_move(best).ok()?;
            Some(position.play(mv).ok()?.san.to_string())
        });
        lines.push(
            Text::new("analysis-position")
                .arg("score", shown_score(start.score))
                .arg("best", best.unwrap_or_else(|| "—".to_owned()))
                .write(language),
        );
        return Some(lines.join("\n"));
    }
    for color in Color::ALL {
        let count = |judgement| analysis.count(color, judgement) as f64;
        let accuracy = analysis
            .accuracy
            .map_or_else(|| "—".to_owned(), |a| format!("{:.0}", a.get(color)));
        let loss = analysis
            .average_loss
            .get(color)
            .map_or_else(|| "—".to_owned(), |l| l.to_string());
        lines.push(
            Text::new("analysis-side")
                .arg("player", &loaded.player(color).display_name)
                .arg("color", side_name(color))
                .arg("accuracy", accuracy)
                .arg("loss", loss)
                .number("inaccuracies", count(Judgement::Inaccuracy))
                .number("mistakes", count(Judgement::Mistake))
                .number("blunders", count(Judgement::Blunder))
                .write(language),
        );
    }
    lines.extend(
        worst_moves(game, &analysis)
            .into_iter()
            .map(|(played, better)| {
                Text::new("analysis-worst")
                    .arg("move", played)
                    .arg("better", better)
                    .write(language)
            }),
    );
    Some(lines.join("\n"))
}

/// A score as people read it, White's side: `+0.32`, `-1.50`, `#3`,
/// `#-2`.
fn shown_score(score: Score) -> String {
    let written = score.pgn();
    if written.starts_with(['-', '#']) {
        written
    } else {
        format!("+{written}")
    }
}

/// The worst moves judged, the worst first and then in order, as a record
/// writes them with their mark (`18. Qxb7??`), each with the engine's
/// better move in SAN.
fn worst_moves(game: &Game, analysis: &Analysis) -> Vec<(String, String)> {
    let mut judged: Vec<(usize, Judgement, &str)> = analysis
        .moves
        .iter()
        .enumerate()
        .filter_map(|(ply, m)| Some((ply, m.advice?.judgement, m.better.as_deref()?)))
        .collect();
    judged.sort_by_key(|(ply, judgement, _)| (std::cmp::Reverse(*judgement), *ply));
    judged
        .into_iter()
        .take(WORST_SHOWN)
        .filter_map(|(ply, judgement, better)| {
            let played = game.after_plies(ply + 1).last_move_numbered()?;
            let mut before = game.after_plies(ply);
            let mv = before.parse_move(better).ok()?;
            let better = before.play(mv).ok()?.san.to_string();
            Some((format!("{played}{}", judgement.glyph()), better))
        })
        .collect()
}
