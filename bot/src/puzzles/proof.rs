//! Puzzles of our own games, proved by searching every line: in chess
//! football, score within N moves whatever the defence does; in Immortal
//! chess, complete the set-up within N moves (and, for White, so that
//! Black's last move cannot complete its own). A position is a puzzle when
//! the shortest such win has exactly one first move; the solver's last
//! move may be any that wins, as any mate solves a chess puzzle.

use kibitz_rules::{Color, Game, Move, Position, Stage, Variant};

/// What a puzzle of one of our games asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Chess football: score a goal.
    Score,
    /// Immortal chess: complete the set-up and win.
    SetUp,
}

impl Goal {
    /// The goal of a variant's puzzles, for our own games.
    pub fn of(variant: Variant) -> Option<Goal> {
        match variant {
            Variant::Football => Some(Goal::Score),
            Variant::Immortal => Some(Goal::SetUp),
            _ => None,
        }
    }

    /// What the move from `before` to `after` did for `side`: reached the
    /// goal (`Some(true)`), ended the try (`Some(false)`: the other side
    /// scored or completed, a new line-up began, the game ended another
    /// way), or neither (`None`).
    fn judge(self, before: &Position, after: &Position, side: Color) -> Option<bool> {
        match self {
            Goal::Score => {
                let (was, is) = (before.marks().score?, after.marks().score?);
                if is.get(side) > was.get(side) {
                    Some(true)
                } else if is.get(!side) > was.get(!side)
                    || after.outcome().is_some()
                    || after
                        .marks()
                        .phase
                        .is_some_and(|p| p.stage == Stage::LineUp)
                {
                    Some(false)
                } else {
                    None
                }
            }
            Goal::SetUp => after.outcome().map(|o| o.winner == Some(side)),
        }
    }
}

/// Whether `mv`, made by `side` in `position`, reaches the goal within
/// `moves` of `side`'s moves (this one included) whatever the other side
/// answers.
pub fn wins_with(goal: Goal, position: &Position, side: Color, mv: Move, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    let mut after = position.clone();
    after.play(mv);
    match goal.judge(position, &after, side) {
        Some(reached) => reached,
        None => every_reply_loses(goal, &after, side, moves - 1),
    }
}

/// Whether every answer of the side to move in `position` (the other
/// side's) leaves `side` reaching the goal within `moves` of its moves.
fn every_reply_loses(goal: Goal, position: &Position, side: Color, moves: u32) -> bool {
    let replies = position.legal_moves();
    !replies.is_empty()
        && replies.into_iter().all(|reply| {
            let mut after = position.clone();
            after.play(reply);
            match goal.judge(position, &after, side) {
                Some(reached) => reached,
                None => {
                    moves > 0
                        && after
                            .legal_moves()
                            .into_iter()
                            .any(|mv| wins_with(goal, &after, side, mv, moves))
                }
            }
        })
}

/// The shortest win for the side to move within `most` of its moves: how
/// many, and every first move that wins so; `None` when there is none.
pub fn shortest(goal: Goal, position: &Position, most: u32) -> Option<(u32, Vec<Move>)> {
    let side = position.turn();
    let moves = position.legal_moves();
    (1..=most).find_map(|n| {
        let wins: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| wins_with(goal, position, side, *mv, n))
            .collect();
        (!wins.is_empty()).then_some((n, wins))
    })
}

/// A proved puzzle of our own games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The solver's moves it takes.
    pub moves: u32,
    /// The solution in UCI: the solver's only first move, the defence our
    /// search prefers, and so on to a move that wins.
    pub line: Vec<String>,
}

/// The puzzle the side to move in `game` has, if it has one within
/// `most` moves: a shortest win whose every move of the solver's but the
/// last is the only one; the defence between them is the move our
/// search (`depth` plies) prefers.
pub fn prove(game: &Game, most: u32, depth: u32) -> Option<Proved> {
    let goal = Goal::of(game.variant())?;
    if game.is_over() {
        return None;
    }
    let side = game.turn();
    let (moves, first) = shortest(goal, &game.position(), most)?;
    let [first] = first.as_slice() else {
        return None;
    };
    let mut game = game.clone();
    let mut line = vec![game.uci(*first)];
    game.play(*first).ok()?;
    for left in (1..moves).rev() {
        // The defence: our search's choice; every answer loses.
        let (reply, _) = kibitz_engine::search::analyse(&game, depth)?;
        line.push(game.uci(reply));
        game.play(reply).ok()?;
        let played = game.position();
        let wins: Vec<Move> = played
            .legal_moves()
            .into_iter()
            .filter(|mv| wins_with(goal, &played, side, *mv, left))
            .collect();
        let next = match wins.as_slice() {
            [only] => *only,
            // The last move may be any that wins; the first is written.
            [first, ..] if left == 1 => *first,
            _ => return None,
        };
        line.push(game.uci(next));
        game.play(next).ok()?;
    }
    Some(Proved { moves, line })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn football(state: &str) -> Game {
        Game::from_state(Variant::Football, state).expect("a position")
    }

    #[test]
    fn a_single_goal_in_reach_is_a_puzzle_and_two_are_none() {
        // The rook holds the ball on c1: c8, a goal square, is a dribble
        // away up the open file, and nothing else scores.
        let one = football("4k3/8/8/8/8/8/8/2R1K3 w c1 play 1 30/30 0-0 0/0");
        assert_eq!(
            prove(&one, 2, 2),
            Some(Proved {
                moves: 1,
                line: vec!["c1c8".into()]
            })
        );
        // The queen on d6 scores on d8 or on f8: no single answer.
        let two = football("k7/8/3Q4/8/8/8/8/4K3 w d6 play 1 30/30 0-0 0/0");
        assert_eq!(
            shortest(Goal::Score, &two.position(), 1).map(|(n, w)| (n, w.len())),
            Some((1, 2))
        );
        assert_eq!(prove(&two, 2, 2), None);
        // Standard chess has no such puzzles.
        assert_eq!(prove(&Game::new(Variant::Standard), 2, 2), None);
    }

    /// Every shipped puzzle of our own games, proved again: its first move
    /// the only one that wins within its moves, none shorter, and each
    /// move of the solver's along its line still winning; its themes name
    /// its game and its length.
    #[test]
    fn every_shipped_puzzle_of_our_own_games_is_proved_again() {
        use crate::command::PuzzleTheme;
        use crate::puzzles::set::PuzzleSet;
        let ours: Vec<_> = PuzzleSet::shipped()
            .all()
            .iter()
            .filter(|p| p.variant != Variant::Standard)
            .collect();
        for variant in [Variant::Football, Variant::Immortal] {
            assert!(
                ours.iter().any(|p| p.variant == variant),
                "no puzzle of {variant:?}"
            );
        }
        for puzzle in ours {
            let goal = Goal::of(puzzle.variant).expect("one of ours");
            let mut game = puzzle.start().expect("its position");
            let solver = game.turn();
            let solution = puzzle.solution();
            let moves = u32::try_from(solution.len().div_ceil(2)).expect("short");
            let (n, first) = shortest(goal, &game.position(), moves).expect("a win");
            assert_eq!((n, first.len()), (moves, 1), "{}", puzzle.id);
            assert_eq!(game.uci(first[0]), solution[0], "{}", puzzle.id);
            for (at, uci) in solution.iter().enumerate() {
                let mv = game.parse_move(uci).expect("its line replays");
                if game.turn() == solver {
                    let left = u32::try_from((solution.len() - at).div_ceil(2)).expect("short");
                    assert!(
                        wins_with(goal, &game.position(), solver, mv, left),
                        "{} move {at}",
                        puzzle.id
                    );
                }
                game.play(mv).expect("legal");
            }
            let (kind, length) = match (goal, moves) {
                (Goal::Score, 1) => (PuzzleTheme::Football, PuzzleTheme::ScoreIn1),
                (Goal::Score, _) => (PuzzleTheme::Football, PuzzleTheme::ScoreIn2),
                (Goal::SetUp, 1) => (PuzzleTheme::Immortal, PuzzleTheme::SetUpIn1),
                (Goal::SetUp, _) => (PuzzleTheme::Immortal, PuzzleTheme::SetUpIn2),
            };
            assert!(
                puzzle.themes.contains(kind) && puzzle.themes.contains(length),
                "{}",
                puzzle.id
            );
        }
    }
}
