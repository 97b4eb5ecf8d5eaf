//! A whole game analysed by a UCI engine, as lichess's fishnet analyses
//! one: every position searched in order from a new game, at a fixed node
//! count with one thread and a fixed hash table (so the same game gives
//! the same analysis), then each move judged and each side's accuracy and
//! average centipawn loss computed from the scores.

use std::time::Duration;

use kibitz_engine::Score;
use kibitz_engine::eval::{DECIDED, WIN};
use kibitz_engine::uci::{Search, Uci, UciError};
use kibitz_rules::{ByColor, Color, Game, Variant};

use super::accuracy::{INITIAL_CP, average_centipawn_loss, game_accuracy};
use super::advice::{Advice, Judgement, judge};

/// The longest one position's search may take, whatever its node count:
/// an engine slower than that has failed.
const LONGEST_SEARCH: Duration = Duration::from_secs(60);

/// One move of an analysed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysedMove {
    /// The side that made it.
    pub by: Color,
    /// The score after it, White's side.
    pub score: Score,
    /// The engine's best move in the position before it (UCI), when it
    /// was another.
    pub better: Option<String>,
    /// Its judgement, if it was an inaccuracy, a mistake or a blunder.
    pub advice: Option<Advice>,
}

/// The position a game was set up from, analysed: the engine's score
/// and its best move there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartEval {
    /// The score, White's side.
    pub score: Score,
    /// The engine's best move (UCI); `None` when no move is left.
    pub best: Option<String>,
}

/// A game analysed.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The position it was set up from (a game from the usual start, or a
    /// Chess960 start, has none: lila scores those as [`INITIAL_CP`]).
    pub start: Option<StartEval>,
    /// Each move, in order.
    pub moves: Vec<AnalysedMove>,
    /// Each side's accuracy, once both have moved.
    pub accuracy: Option<ByColor<f64>>,
    /// Each side's average centipawn loss, for a side that moved.
    pub average_loss: ByColor<Option<i64>>,
}

impl Analysis {
    /// How many of `color`'s moves were judged `judgement`.
    pub fn count(&self, color: Color, judgement: Judgement) -> usize {
        self.moves
            .iter()
            .filter(|m| m.by == color && m.advice.is_some_and(|a| a.judgement == judgement))
            .count()
    }
}

/// The side to move after the first `plies` moves of `game`.
fn to_move_at(game: &Game, plies: usize) -> Color {
    game.history()
        .get(plies)
        .map_or_else(|| game.turn(), |next| next.by)
}

/// The search of `game`'s position after its first `plies` moves.
fn search_at(game: &Game, plies: usize, nodes: u64) -> Search {
    Search {
        fen: (!game.has_usual_start()).then(|| game.start_state()),
        moves: game
            .history()
            .iter()
            .take(plies)
            .map(|m| m.uci.to_string())
            .collect(),
        variant: game.variant().uci_variant().map(str::to_owned),
        chess960: game.variant() == Variant::Chess960,
        skill: 20,
        depth: None,
        movetime: LONGEST_SEARCH,
        nodes: Some(nodes),
    }
}

/// Analyses `game` (of the classic family) with `engine`, `nodes` a
/// position. A position with no move left is scored by the game's end:
/// a mate given, or a draw.
pub async fn analyse(engine: &Uci, game: &Game, nodes: u64) -> Result<Analysis, UciError> {
    engine.new_game().await?;
    let plies = game.history().len();
    let mut scores = Vec::with_capacity(plies + 1);
    let mut bests = Vec::with_capacity(plies + 1);
    for ply in 0..=plies {
        let to_move = to_move_at(game, ply);
        match engine.found(&search_at(game, ply, nodes)).await {
            Ok(found) => {
                let words: Vec<&str> = found
                    .score
                    .as_deref()
                    .unwrap_or_default()
                    .split(' ')
                    .collect();
                scores.push(Score::from_uci(&words, to_move).unwrap_or(Score::Cp(0)));
                bests.push(Some(found.best));
            }
            Err(UciError::NoMove) => {
                let position = game.after_plies(ply);
                scores.push(match position.outcome().and_then(|o| o.winner) {
                    Some(winner) => Score::Mate { winner, moves: 0 },
                    None => Score::Cp(0),
                });
                bests.push(None);
            }
            Err(other) => return Err(other),
        }
    }
    Ok(Analysis::of(
        game,
        start_eval(game, &scores, &bests),
        scores[1..].to_vec(),
        betters(game, &bests),
    ))
}

/// Whether an analysis of `game` scores the position it began from with
/// the engine instead of lila's [`INITIAL_CP`]: a game set up from a
/// position (pasted, or challenged from one) may begin far from equal,
/// and its first move is judged against that. A Chess960 start is
/// scored as lila scores it.
fn set_up(game: &Game) -> bool {
    !game.has_usual_start() && game.variant() != Variant::Chess960
}

/// The start of a game set up from a position, as the engine scored it.
fn start_eval(game: &Game, scores: &[Score], bests: &[Option<String>]) -> Option<StartEval> {
    set_up(game).then(|| StartEval {
        score: scores.first().copied().unwrap_or(Score::Cp(0)),
        best: bests.first().cloned().flatten(),
    })
}

/// How many plies deep our own search looks in each position of an
/// analysis of our games: deep enough to see a goal or a swap coming; a
/// 40-move game of Immortal chess took 4.4 s of one core, of chess
/// football 2.1 s (`our_own_games_are_analysed_by_our_search_the_same_every_time`
/// prints it), well within the 30 s a game may take.
pub const OUR_DEPTH: u32 = 4;

/// Our evaluation's centipawns that count as one of lichess's centipawns
/// on its winning-chances curve, per game, tenths: chess football's goal
/// (5,000 of ours) counts as 500, a lead lichess's curve gives about 86%
/// winning chances (a goal is most of a game but not all of it); in
/// Immortal chess a move ahead in the race (20 of ours) counts as 60, so
/// that five moves ahead, most of a race, count as a piece's worth.
fn lichess_centipawns(variant: Variant, ours: i32) -> i32 {
    match variant {
        Variant::Football => ours / 10,
        Variant::Immortal => ours.saturating_mul(3),
        _ => ours,
    }
}

/// The score our search gives the side to move (`to_move`), as an
/// analysis keeps it: White's side, a win found as a mate in so many
/// moves, else our centipawns on lichess's scale.
fn our_score(variant: Variant, to_move: Color, score: i32) -> Score {
    if score.abs() >= DECIDED {
        let plies = (WIN - score.abs()).max(0);
        let winner = if score > 0 { to_move } else { !to_move };
        return Score::Mate {
            winner,
            moves: u32::try_from((plies + 1) / 2).unwrap_or(0),
        };
    }
    let cp = lichess_centipawns(variant, score);
    Score::Cp(match to_move {
        Color::White => cp,
        Color::Black => -cp,
    })
}

/// Analyses one of our own games (Immortal chess, chess football) with
/// our search, [`OUR_DEPTH`] plies a position, on the calling thread (a
/// game takes seconds: call it off the async runtime). A position with no
/// move left is scored by the game's end.
pub fn analyse_ours(game: &Game) -> Analysis {
    let plies = game.history().len();
    let variant = game.variant();
    let mut scores = Vec::with_capacity(plies + 1);
    let mut bests = Vec::with_capacity(plies + 1);
    for ply in 0..=plies {
        let position = game.after_plies(ply);
        match kibitz_engine::search::analyse(&position, OUR_DEPTH) {
            Some((best, score)) => {
                scores.push(our_score(variant, position.turn(), score));
                bests.push(Some(position.uci(best)));
            }
            None => {
                scores.push(match position.outcome().and_then(|o| o.winner) {
                    Some(winner) => Score::Mate { winner, moves: 0 },
                    None => Score::Cp(0),
                });
                bests.push(None);
            }
        }
    }
    Analysis::of(
        game,
        start_eval(game, &scores, &bests),
        scores[1..].to_vec(),
        betters(game, &bests),
    )
}

/// The engine's better move before each move played: its choice where it
/// was not the move played.
fn betters(game: &Game, bests: &[Option<String>]) -> Vec<Option<String>> {
    game.history()
        .iter()
        .zip(bests)
        .map(|(played, best)| {
            best.as_deref()
                .filter(|b| *b != played.uci.as_str())
                .map(str::to_owned)
        })
        .collect()
}

impl Analysis {
    /// The analysis of `game` from the score after each move and the
    /// engine's better move before each (when the move played was not
    /// its choice): each move judged as lila judges it (only a move that
    /// was not the engine's choice; the start scored as lila's initial
    /// centipawns, or as `start` scored the position it was set up from),
    /// each side's accuracy and average loss.
    pub fn of(
        game: &Game,
        start: Option<StartEval>,
        scores: Vec<Score>,
        betters: Vec<Option<String>>,
    ) -> Analysis {
        let initial = start.as_ref().map_or(Score::Cp(INITIAL_CP), |s| s.score);
        let movers: Vec<Color> = game.history().iter().map(|m| m.by).collect();
        let moves = game
            .history()
            .iter()
            .zip(scores.iter().zip(betters))
            .enumerate()
            .map(|(ply, (played, (score, better)))| {
                let before = match ply {
                    0 => initial,
                    _ => scores[ply - 1],
                };
                let advice = better
                    .as_ref()
                    .and_then(|_| judge(before, *score, played.by));
                AnalysedMove {
                    by: played.by,
                    score: *score,
                    better,
                    advice,
                }
            })
            .collect();
        Analysis {
            start,
            moves,
            accuracy: game_accuracy(initial, &movers, &scores),
            average_loss: average_centipawn_loss(initial, &movers, &scores),
        }
    }

    /// The analysis as the store keeps it: per move the score after it
    /// (as PGN's `%eval` writes it) and the better move or `-`, joined by
    /// `/`, moves apart by spaces; first, for a game set up from a
    /// position, `@` and the start's score and best move the same way.
    pub fn stored(&self) -> String {
        let start = self
            .start
            .iter()
            .map(|s| format!("@{}/{}", s.score.pgn(), s.best.as_deref().unwrap_or("-")));
        start
            .chain(
                self.moves
                    .iter()
                    .map(|m| format!("{}/{}", m.score.pgn(), m.better.as_deref().unwrap_or("-"))),
            )
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The analysis of `game` the store kept as `stored`; `None` when it
    /// does not read, or is not of this game's moves.
    pub fn from_stored(game: &Game, stored: &str) -> Option<Analysis> {
        let mut scores = Vec::new();
        let mut betters = Vec::new();
        let mut start = None;
        for (at, word) in stored.split_whitespace().enumerate() {
            let (kept, word) = match word.strip_prefix('@') {
                Some(rest) if at == 0 => (true, rest),
                Some(_) => return None,
                None => (false, word),
            };
            let (score, better) = word.split_once('/')?;
            let score = Score::from_pgn(score)?;
            let better = (better != "-").then(|| better.to_owned());
            if kept {
                start = Some(StartEval {
                    score,
                    best: better,
                });
            } else {
                scores.push(score);
                betters.push(better);
            }
        }
        (scores.len() == game.history().len()).then(|| Analysis::of(game, start, scores, betters))
    }
}
