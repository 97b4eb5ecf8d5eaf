//! Our own search, for every variant: alpha-beta with iterative deepening,
//! a transposition table, killer moves and a capture search at the leaves,
//! over the rules crate's [`Position`]. It plays Immortal chess and chess
//! football, and the classic family when no UCI engine is installed.

use std::collections::HashMap;
use std::time::Instant;

use kibitz_rules::{Color, Game, Move, Position, Stage, Variant};
use rand::Rng;

use crate::eval::{DECIDED, WIN, evaluate};
use crate::level::SearchLimits;
use crate::plan;

/// How many plies the capture search may go past the full-width depth.
const CAPTURE_PLIES: u32 = 6;
/// How much worse than even a draw is in Immortal chess, for the side the
/// search plays (ten moves of the race): a side whose set-up has jammed
/// plays on rather than repeat the position, as the opponent's moves
/// often open a way out.
const IMMORTAL_CONTEMPT: i32 = 200;
/// Nodes between two looks at the clock.
const CLOCK_EVERY: u64 = 512;
/// The most positions the transposition table keeps before it is cleared.
const TABLE_LIMIT: usize = 1 << 20;

/// The best move in `game` and its score for the side to move (in the
/// evaluation's centipawns, or [`DECIDED`] and beyond for a win or loss
/// found), by a full-width search to `depth` plies with no clock, no
/// noise and no contempt, so that the same position always gives the same
/// answer: how our games are analysed. `None` when the game is over.
pub fn analyse(game: &Game, depth: u32) -> Option<(Move, i32)> {
    if game.is_over() {
        return None;
    }
    let position = game.position();
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let limits = SearchLimits {
        depth,
        time: ANALYSIS_TIME,
        noise: 0,
        plan: false,
    };
    let mut search = Search::new(game, limits, Instant::now());
    search.contempt = 0;
    search.deepen(&position, &moves).first().copied()
}

/// The longest an analysis's search may take: far beyond any depth it is
/// asked for, so that it is never what stops the search.
const ANALYSIS_TIME: std::time::Duration = std::time::Duration::from_secs(600);

/// The move our search chooses in `game`, within `limits`; `None` when the
/// game is over. `rng` draws the levels' deliberate errors.
pub fn choose(game: &Game, limits: SearchLimits, rng: &mut impl Rng) -> Option<Move> {
    if game.is_over() {
        return None;
    }
    let started = Instant::now();
    let position = game.position();
    if limits.plan && position.variant() == Variant::Immortal {
        // Half the time for a plan; the full search has what is left.
        // The plan knows nothing of the game's history: a move back to a
        // position seen before is left to the full search, which counts
        // repetitions.
        if let Some((mv, _)) = plan::first_move(&position, started + limits.time / 2) {
            let mut after = position.clone();
            after.play(mv);
            if !game.repetition_keys().contains(&after.key()) {
                return Some(mv);
            }
        }
    }
    let mut search = Search::new(game, limits, started);
    search.root(&position, rng)
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<Move>,
}

struct Search {
    limits: SearchLimits,
    deadline: Instant,
    /// Keys of the positions before the root that the game could repeat.
    history: Vec<u128>,
    /// Keys of the positions on the path from the root.
    path: Vec<u128>,
    /// Whether a repeated position counts as a draw in this game.
    repetition_draws: bool,
    /// The side the search plays.
    side: Color,
    /// How much worse than even a draw is for that side.
    contempt: i32,
    table: HashMap<u128, Entry>,
    /// Immortal chess: evaluations of leaves already seen.
    evaluations: HashMap<u128, i32>,
    killers: Vec<[Option<Move>; 2]>,
    nodes: u64,
    stopped: bool,
    completed: u32,
}

impl Search {
    fn new(game: &Game, limits: SearchLimits, started: Instant) -> Search {
        let keys = game.repetition_keys();
        Search {
            limits,
            deadline: started + limits.time,
            history: keys[..keys.len().saturating_sub(1)].to_vec(),
            path: Vec::new(),
            repetition_draws: game.repetition().draws(),
            side: game.turn(),
            contempt: if game.variant() == Variant::Immortal {
                IMMORTAL_CONTEMPT
            } else {
                0
            },
            table: HashMap::new(),
            evaluations: HashMap::new(),
            killers: Vec::new(),
            nodes: 0,
            stopped: false,
            completed: 0,
        }
    }

    /// Iterative deepening at the root; the levels' noise is added to the
    /// scores of the last finished iteration.
    fn root(&mut self, position: &Position, rng: &mut impl Rng) -> Option<Move> {
        let moves = position.legal_moves();
        match moves.len() {
            0 => return None,
            1 => return Some(moves[0]),
            _ => {}
        }
        let noise = self.limits.noise.max(0);
        let scored = self.deepen(position, &moves);
        let best = scored[0].1;
        if noise == 0 || best.abs() >= DECIDED {
            return Some(scored[0].0);
        }
        scored
            .iter()
            .filter(|(_, score)| *score > best.saturating_sub(noise))
            .map(|&(mv, score)| (mv, score + rng.random_range(0..=noise)))
            .max_by_key(|&(_, score)| score)
            .map(|(mv, _)| mv)
    }

    /// Iterative deepening over the root's `moves` (at least one): the
    /// moves of the deepest finished iteration, best first, the best with
    /// its exact score (the others within the levels' noise of it exact,
    /// the rest bounds).
    fn deepen(&mut self, position: &Position, moves: &[Move]) -> Vec<(Move, i32)> {
        // A line-up is chosen one placement at a time by the evaluation:
        // looking further would only weigh placements against placements.
        let depth_limit = if lining_up(position) {
            1
        } else {
            self.limits.depth.max(1)
        };
        let noise = self.limits.noise.max(0);
        let mut scored: Vec<(Move, i32)> = moves.iter().map(|&m| (m, 0)).collect();
        self.path.push(position.key());
        for depth in 1..=depth_limit {
            let mut alpha = -WIN - 1;
            let mut results = Vec::with_capacity(scored.len());
            for &(mv, _) in &scored {
                let mut child = position.clone();
                child.play(mv);
                // Moves within the noise of the best need exact scores.
                let floor = alpha.saturating_sub(noise);
                let score = -self.negamax(&child, depth - 1, -WIN - 1, -floor, 1);
                if self.stopped && depth > 1 {
                    break;
                }
                alpha = alpha.max(score);
                results.push((mv, score));
            }
            if self.stopped && depth > 1 {
                break;
            }
            results.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            scored = results;
            self.completed = depth;
            if scored[0].1.abs() >= DECIDED {
                break;
            }
        }
        self.path.pop();
        scored
    }

    fn out_of_time(&mut self) -> bool {
        self.nodes += 1;
        // The first iteration always finishes, so there is always a move.
        if !self.stopped
            && self.completed > 0
            && self.nodes.is_multiple_of(CLOCK_EVERY)
            && Instant::now() >= self.deadline
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The score of the end of the game for the side to move.
    fn ended(&self, position: &Position, ply: u32) -> i32 {
        let ply = i32::try_from(ply).unwrap_or(0);
        match position.outcome().and_then(|o| o.winner) {
            Some(winner) if winner == position.turn() => WIN - ply,
            Some(_) => -(WIN - ply),
            None => self.draw(position),
        }
    }

    /// The score of a draw for the side to move: below even for the side
    /// the search plays, by its contempt.
    fn draw(&self, position: &Position) -> i32 {
        if position.turn() == self.side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    fn negamax(&mut self, position: &Position, depth: u32, alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.out_of_time() {
            return 0;
        }
        let key = position.key();
        if self.repetition_draws && (self.path.contains(&key) || self.history.contains(&key)) {
            return self.draw(position);
        }
        if lining_up(position) {
            return evaluate(position);
        }
        if depth == 0 {
            return if position.variant() == Variant::Immortal {
                self.immortal_leaf(position, key, ply)
            } else {
                self.captures(position, alpha, beta, ply, 0)
            };
        }
        let mut alpha = alpha;
        let mut beta = beta;
        let entry = self.table.get(&key).copied();
        if let Some(entry) = entry.filter(|e| e.depth >= depth) {
            match entry.bound {
                Bound::Exact => return entry.score,
                Bound::Lower => alpha = alpha.max(entry.score),
                Bound::Upper => beta = beta.min(entry.score),
            }
            if alpha >= beta {
                return entry.score;
            }
        }
        let mut moves = position.legal_moves();
        if moves.is_empty() {
            return self.ended(position, ply);
        }
        self.order(position, &mut moves, entry.and_then(|e| e.best), ply);
        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_move = None;
        self.path.push(key);
        for mv in moves {
            let mut child = position.clone();
            child.play(mv);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if !position.is_capture(mv) {
                    self.remember_killer(mv, ply);
                }
                break;
            }
        }
        self.path.pop();
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if self.table.len() >= TABLE_LIMIT {
            self.table.clear();
        }
        self.table.insert(
            key,
            Entry {
                depth,
                score: best_score,
                bound,
                best: best_move,
            },
        );
        best_score
    }

    /// A leaf of Immortal chess, where nothing is ever taken: the end of
    /// the game or the evaluation, which is dear enough to keep, as the
    /// same leaves come back by other orders of the same moves.
    fn immortal_leaf(&mut self, position: &Position, key: u128, ply: u32) -> i32 {
        if position.outcome().is_some() {
            return self.ended(position, ply);
        }
        if let Some(&score) = self.evaluations.get(&key) {
            return score;
        }
        let score = evaluate(position);
        if self.evaluations.len() >= TABLE_LIMIT {
            self.evaluations.clear();
        }
        self.evaluations.insert(key, score);
        score
    }

    /// The capture search: the side to move may stand on the evaluation
    /// or take (tackle), until nothing more is taken.
    fn captures(&mut self, position: &Position, alpha: i32, beta: i32, ply: u32, deep: u32) -> i32 {
        if self.out_of_time() {
            return 0;
        }
        if lining_up(position) {
            return evaluate(position);
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return self.ended(position, ply);
        }
        let stand = evaluate(position);
        if stand >= beta || deep >= CAPTURE_PLIES {
            return stand;
        }
        let mut alpha = alpha.max(stand);
        for mv in moves.into_iter().filter(|&m| position.is_capture(m)) {
            let mut child = position.clone();
            child.play(mv);
            let score = -self.captures(&child, -beta, -alpha, ply + 1, deep + 1);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// Best first: the table's move, captures, the killers, then moves
    /// that go up the board.
    fn order(&self, position: &Position, moves: &mut [Move], table: Option<Move>, ply: u32) {
        let killers = self.killers.get(ply as usize).copied().unwrap_or([None; 2]);
        let turn = position.turn();
        moves.sort_by_cached_key(|&mv| {
            let rank = if Some(mv) == table {
                0
            } else if position.is_capture(mv) {
                1
            } else if killers.contains(&Some(mv)) {
                2
            } else {
                3
            };
            (rank, -progress(turn, mv))
        });
    }

    fn remember_killer(&mut self, mv: Move, ply: u32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
    }
}

/// How many ranks a move goes up the board for the side making it.
fn progress(turn: Color, mv: Move) -> i32 {
    let Some(from) = mv.from() else {
        return 0;
    };
    let ranks = i32::from(mv.to().rank() as u8) - i32::from(from.rank() as u8);
    match turn {
        Color::White => ranks,
        Color::Black => -ranks,
    }
}

/// Whether the sides of a football match are placing their pieces.
fn lining_up(position: &Position) -> bool {
    position.variant() == Variant::Football
        && position
            .marks()
            .phase
            .is_some_and(|phase| phase.stage == Stage::LineUp)
}
