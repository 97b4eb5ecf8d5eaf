//! Immortal chess endings: a plan for one side alone. Near its set-up a
//! side's last moves are a puzzle (a pawn on the wrong file, a piece
//! behind a full rank) whose answer can be ten moves long, further than
//! the full search sees; the opponent is by then far away, racing for
//! its own set-up. So the side's moves alone are searched, best first,
//! the opponent standing still, for a short way to a complete
//! set-up. The estimate of the moves left weighs more than the moves made,
//! so the way found is a short one, not always the shortest.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::time::Instant;

use kibitz_rules::{Move, Position};

use crate::eval::moves_to_set_up;

/// How many moves from its set-up a side may be for a plan to be sought.
const PLAN_FROM: i32 = 30;
/// The most positions a plan looks at.
const MOST_POSITIONS: usize = 50_000;
/// How much more the estimate of the moves left weighs than the moves
/// made: above 1, the search goes for a way quickly rather than the
/// shortest.
const GREED: i32 = 2;
/// The longest plan, in moves.
const LONGEST: i32 = 40;

/// A position reached by the plan and how.
struct Step {
    position: Position,
    /// The first move of the way here.
    first: Option<Move>,
    made: i32,
}

/// The first move of the first plan found that completes the side to
/// move's set-up, the opponent passing, and the plan's length; `None` when
/// none was found by `deadline` (or the side is too far from its set-up).
pub fn first_move(position: &Position, deadline: Instant) -> Option<(Move, i32)> {
    let color = position.turn();
    let left = moves_to_set_up(position, color);
    if left > PLAN_FROM || left == 0 {
        return None;
    }
    let mut steps = vec![Step {
        position: position.clone(),
        first: None,
        made: 0,
    }];
    let mut seen = HashSet::from([position.key()]);
    let mut open = BinaryHeap::from([Reverse((GREED * left, 0usize))]);
    while let Some(Reverse((_, index))) = open.pop() {
        if steps.len() >= MOST_POSITIONS || Instant::now() >= deadline {
            return None;
        }
        let (made, first) = (steps[index].made, steps[index].first);
        if made >= LONGEST {
            continue;
        }
        let here = steps[index].position.clone();
        for mv in here.legal_moves() {
            let mut next = here.clone();
            next.play(mv);
            let left = moves_to_set_up(&next, color);
            let first = first.or(Some(mv));
            if left == 0 {
                return first.map(|mv| (mv, made + 1));
            }
            // The opponent stands still: the same side moves again.
            next.pass_turn();
            if next.outcome().is_some() || !seen.insert(next.key()) {
                continue;
            }
            open.push(Reverse((made + 1 + GREED * left, steps.len())));
            steps.push(Step {
                position: next,
                first,
                made: made + 1,
            });
        }
    }
    None
}
