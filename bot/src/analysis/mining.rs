//! Puzzles mined from an analysed game of standard chess, by the criteria
//! of lichess's puzzle generator (lichess-puzzler, `generator.py`:
//! `analyze_position`, `cook_mate`, `cook_advantage`, `is_valid_attack`):
//! a position just after the opponent's move where the side to move, not
//! ahead in material and not winning already, can win decisively, and
//! where each of its moves in the solution is the only one that does (the
//! engine's best line against its second). The analysis's scores choose
//! the positions worth probing; the engine, searching two lines at a
//! time, decides each step.

use std::time::Duration;

use kibitz_engine::Score;
use kibitz_engine::uci::{Found, Search, Uci, UciError};
use kibitz_rules::{Color, EndReason, Game, Role, Variant};

use super::accuracy::{INITIAL_CP, winning_chances};
use super::game::Analysis;

/// A mate within fewer moves than this is a mate puzzle (lichess-puzzler's
/// `mate_soon`, `Mate(15)`).
const MATE_SOON: u32 = 15;

/// The least the solver's side must keep, in centipawns, at every step of
/// a puzzle that wins material (the generator's `Cp(200)`).
const WINNING_CP: i32 = 200;

/// A position already this far ahead before the opponent's move is no
/// puzzle unless a mate is there (the generator's `Cp(300)`).
const WINNING_ALREADY_CP: i32 = 300;

/// Below this, a winning position is a puzzle only when the solver's side
/// is behind in material (the generator's `Cp(400)`).
const CLEARLY_WINNING_CP: i32 = 400;

/// The winning chances (−1 to 1) the opponent's move must have given away
/// for an advantage to be probed (the generator's 0.6).
const SWING: f64 = 0.6;

/// How many winning chances the best move must be worth beyond the second
/// for it to be the only move (the generator's `is_valid_attack`, 0.7).
const ONLY_MOVE: f64 = 0.7;

/// A second move leaving no more winning chances than this does not make a
/// mate in one less unique (the generator's `non_mate_win_threshold`).
const MATE_IN_ONE_SECOND: f64 = 0.6;

/// The most positions of one game probed; the first puzzle found is kept,
/// as lichess keeps one a game.
const MOST_PROBES: usize = 4;

/// The longest solution looked for, in half-moves (the solver's and the
/// replies): the engine's work a puzzle costs stays bounded.
const LONGEST: usize = 15;

/// The longest one search may take, whatever its node count.
const LONGEST_SEARCH: Duration = Duration::from_secs(60);

/// A puzzle found in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mined {
    /// The index in the game's moves of the opponent's move that sets it.
    pub ply: usize,
    /// The solution, the solver's moves and the replies, in UCI.
    pub solution: Vec<String>,
    /// Whether it mates.
    pub mates: bool,
}

impl Mined {
    /// The puzzle's position before the opponent's move (FEN) and its
    /// moves as the shipped puzzles keep them: that move, then the
    /// solution, spaced.
    pub fn record(&self, game: &Game) -> Option<(String, String)> {
        let setting = game.history().get(self.ply)?;
        let mut moves = vec![setting.uci.to_string()];
        moves.extend(self.solution.iter().cloned());
        Some((game.after_plies(self.ply).state(), moves.join(" ")))
    }

    /// Lichess's names of its themes: `mateInN` for a mate in up to four,
    /// `promotion` when the solver promotes.
    pub fn themes(&self) -> Vec<&'static str> {
        let mut themes = Vec::new();
        let moves = self.solution.len().div_ceil(2);
        if self.mates {
            themes.extend(match moves {
                1 => Some("mateIn1"),
                2 => Some("mateIn2"),
                3 => Some("mateIn3"),
                4 => Some("mateIn4"),
                _ => None,
            });
        }
        if self.solution.iter().step_by(2).any(|mv| mv.len() == 5) {
            themes.push("promotion");
        }
        themes
    }
}

/// `side`'s winning chances, from −1 to 1: a mate is all or nothing, a
/// score in centipawns is on lichess's curve.
fn chances(score: Score, side: Color) -> f64 {
    match score.for_side(side) {
        Score::Mate {
            winner: Color::White,
            ..
        } => 1.0,
        Score::Mate { .. } => -1.0,
        Score::Cp(cp) => winning_chances(cp),
    }
}

/// Whether `score` is worth at least `cp` centipawns to `side` (a mate
/// for it is worth more than any, a mate against it less).
fn at_least(score: Score, side: Color, cp: i32) -> bool {
    match score {
        Score::Mate { winner, .. } => winner == side,
        Score::Cp(_) => matches!(score.for_side(side), Score::Cp(own) if own >= cp),
    }
}

/// Whether `score` is a mate for `side` soon enough to make a puzzle.
fn mates_soon(score: Score, side: Color) -> bool {
    matches!(score, Score::Mate { winner, moves } if winner == side && moves > 0 && moves < MATE_SOON)
}

/// `side`'s material, in pawns, less the other side's.
fn material_lead(game: &Game, side: Color) -> i32 {
    game.pieces()
        .into_iter()
        .map(|(_, piece)| {
            let value = match piece.role {
                Role::Pawn => 1,
                Role::Knight | Role::Bishop => 3,
                Role::Rook => 5,
                Role::Queen => 9,
                Role::King => 0,
            };
            if piece.color == side { value } else { -value }
        })
        .sum()
}

/// The search of a position, at a fixed node count.
fn search_of(position: &Game, nodes: u64) -> Search {
    Search {
        fen: Some(position.state()),
        moves: Vec::new(),
        variant: None,
        chess960: false,
        skill: 20,
        depth: None,
        movetime: LONGEST_SEARCH,
        nodes: Some(nodes),
    }
}

/// The best two lines of a position: their first moves and scores
/// (White's side).
async fn two_lines(
    engine: &Uci,
    position: &Game,
    nodes: u64,
) -> Result<Vec<(String, Score)>, UciError> {
    let Found { lines, .. } = engine.found_lines(&search_of(position, nodes), 2).await?;
    Ok(lines
        .into_iter()
        .filter_map(|line| {
            let words: Vec<&str> = line.score.split(' ').collect();
            Some((line.first, Score::from_uci(&words, position.turn())?))
        })
        .collect())
}

/// Whether the best of `lines` is the only move that wins for the side
/// to move (`winner`): no second line, a second far behind it, or (in a
/// mate in one) a second that mates too, as any mate solves it, or that
/// wins too little.
fn only_move(lines: &[(String, Score)], winner: Color) -> bool {
    let Some((_, best)) = lines.first() else {
        return false;
    };
    let Some((_, second)) = lines.get(1) else {
        return true;
    };
    let mate_in_one = matches!(best, Score::Mate { winner: w, moves: 1 } if *w == winner);
    if mate_in_one
        && (matches!(second, Score::Mate { winner: w, moves: 1 } if *w == winner)
            || chances(*second, winner) <= MATE_IN_ONE_SECOND)
    {
        return true;
    }
    chances(*best, winner) > chances(*second, winner) + ONLY_MOVE
}

/// Plays `mv` (UCI) in `position`; `false` when it does not play.
fn play(position: &mut Game, mv: &str) -> bool {
    position
        .parse_move(mv)
        .ok()
        .is_some_and(|mv| position.play(mv).is_ok())
}

/// The mate from `position` for `winner`: its only moves, the engine's
/// best defence between them, to the mate; `None` when a step is not the
/// only mate or the mate does not come.
async fn cook_mate(
    engine: &Uci,
    position: &Game,
    winner: Color,
    nodes: u64,
) -> Result<Option<Vec<String>>, UciError> {
    let mut position = position.clone();
    let mut line = Vec::new();
    loop {
        if let Some(outcome) = position.outcome() {
            let mated = outcome.reason == EndReason::Checkmate && outcome.winner == Some(winner);
            return Ok(mated.then_some(line));
        }
        if line.len() >= LONGEST {
            return Ok(None);
        }
        let mv = if position.turn() == winner {
            let lines = two_lines(engine, &position, nodes).await?;
            match lines.first() {
                Some((mv, best)) if mates_soon(*best, winner) && only_move(&lines, winner) => {
                    mv.clone()
                }
                _ => return Ok(None),
            }
        } else {
            engine.found(&search_of(&position, nodes)).await?.best
        };
        if !play(&mut position, &mv) {
            return Ok(None);
        }
        line.push(mv);
    }
}

/// The winning line from `position` for `winner`: its only moves while
/// there are such, the engine's best replies between them, the advantage
/// kept at every step; cut to end on a move of the solver's that was the
/// only one; `None` when the advantage goes, a position repeats, or no
/// more than one move is left.
async fn cook_advantage(
    engine: &Uci,
    position: &Game,
    winner: Color,
    nodes: u64,
) -> Result<Option<Vec<String>>, UciError> {
    let mut position = position.clone();
    // Each move with whether it had a second line to be weighed against.
    let mut line: Vec<(String, bool)> = Vec::new();
    while position.outcome().is_none() && line.len() < LONGEST {
        if position.repetitions() > 1 {
            return Ok(None);
        }
        let lines = two_lines(engine, &position, nodes).await?;
        let Some((mv, best)) = lines.first().cloned() else {
            break;
        };
        if position.turn() == winner && !only_move(&lines, winner) {
            break;
        }
        if !at_least(best, winner, WINNING_CP) {
            return Ok(None);
        }
        if !play(&mut position, &mv) {
            return Ok(None);
        }
        line.push((mv, lines.len() > 1));
    }
    while line
        .last()
        .is_some_and(|(_, weighed)| line.len().is_multiple_of(2) || !weighed)
    {
        line.pop();
    }
    Ok((line.len() > 1).then(|| line.into_iter().map(|(mv, _)| mv).collect()))
}

/// The first puzzle of an analysed game of standard chess, if it has one:
/// each position after a move probed where lichess's generator would
/// probe it (at most [`MOST_PROBES`]), the engine searching `nodes` a
/// position, two lines at a time.
pub async fn mine(
    engine: &Uci,
    game: &Game,
    analysis: &Analysis,
    nodes: u64,
) -> Result<Option<Mined>, UciError> {
    if game.variant() != Variant::Standard || analysis.moves.len() != game.history().len() {
        return Ok(None);
    }
    let initial = analysis
        .start
        .as_ref()
        .map_or(Score::Cp(INITIAL_CP), |start| start.score);
    let mut probes = 0;
    for (ply, analysed) in analysis.moves.iter().enumerate() {
        let before = match ply {
            0 => initial,
            _ => analysis.moves[ply - 1].score,
        };
        let score = analysed.score;
        let position = game.after_plies(ply + 1);
        let winner = position.turn();
        if position.outcome().is_some()
            || position.legal_moves().len() < 2
            || position.repetitions() > 1
            || (at_least(before, winner, WINNING_ALREADY_CP + 1) && !mates_soon(score, winner))
            || material_lead(&position, winner) > 0
        {
            continue;
        }
        let solution = if mates_soon(score, winner) {
            probes += 1;
            cook_mate(engine, &position, winner, nodes)
                .await?
                .map(|line| (line, true))
        } else if at_least(score, winner, WINNING_CP)
            && chances(score, winner) > chances(before, winner) + SWING
            && (at_least(score, winner, CLEARLY_WINNING_CP) || material_lead(&position, winner) < 0)
        {
            probes += 1;
            cook_advantage(engine, &position, winner, nodes)
                .await?
                .map(|line| (line, false))
        } else {
            None
        };
        if let Some((solution, mates)) = solution {
            return Ok(Some(Mined {
                ply,
                solution,
                mates,
            }));
        }
        if probes >= MOST_PROBES {
            break;
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_move_far_ahead_of_the_second_or_a_mate_in_one_is_the_only_move() {
        let cp = |n| Score::Cp(n);
        let mate = |moves| Score::Mate {
            winner: Color::White,
            moves,
        };
        let lines = |best: Score, second: Option<Score>| {
            let mut lines = vec![("a".to_owned(), best)];
            lines.extend(second.map(|s| ("b".to_owned(), s)));
            lines
        };
        assert!(only_move(&lines(cp(500), None), Color::White));
        assert!(only_move(&lines(cp(900), Some(cp(0))), Color::White));
        assert!(!only_move(&lines(cp(900), Some(cp(400))), Color::White));
        assert!(only_move(&lines(mate(1), Some(mate(1))), Color::White));
        assert!(only_move(&lines(mate(1), Some(cp(150))), Color::White));
        assert!(!only_move(&lines(mate(3), Some(mate(5))), Color::White));
        // Black's only move against White's mate in one is no move of
        // White's to weigh.
        assert!(!only_move(&lines(mate(1), Some(cp(0))), Color::Black));
    }

    #[test]
    fn a_solution_names_its_mate_and_its_promotions() {
        let mined = Mined {
            ply: 0,
            solution: vec!["a7a8q".into(), "h8g8".into(), "a8g8".into()],
            mates: true,
        };
        assert_eq!(mined.themes(), ["mateIn2", "promotion"]);
    }
}
