//! Lichess's arena: scoring (lila's `arena/ArenaSheet.scala`, version 2)
//! and the pairing of waiting players (`arena/PairingSystem.scala` and
//! `AntmaPairing.scala`), read for their rules, written here our way.
//!
//! Scoring: a win 2, a draw 1, a loss 0. After two wins in a row a player
//! is on fire: each win is worth 4 and each draw 2 until a game that is
//! not a win. A draw in under 20 plies is worth nothing and ends a streak;
//! a draw after a draw (only losses between), unless on fire or a long
//! game, is worth nothing. A berserk win (half the clock, no increment)
//! adds one point if the game lasted 14 plies.
//!
//! Pairing: waiting players in rank order are split into groups of at most
//! 100, and each group is paired by a minimum-cost perfect matching whose
//! cost grows with the distance in rank (weighed more at the top of the
//! table, so leaders meet leaders), with the difference in rating, and
//! with a large penalty for meeting one's last opponent again; an odd
//! group leaves one player out, chosen by the same matching (the
//! lowest-ranked unless that leaves the others only a rematch). A pair
//! that would still be an immediate rematch waits for the next wave,
//! unless they are the only two players.

use integer_blossom::min_weight_perfect_matching;
use kibitz_rules::Variant;

use super::{Board, Score};

/// One finished arena game, for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    /// The result for this player.
    pub score: Score,
    /// The game's length in plies.
    pub plies: u32,
    /// Whether this player went berserk.
    pub berserk: bool,
}

/// A player's arena sheet: each game's points, oldest first, and the total.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Sheet {
    /// Each game's points.
    pub points: Vec<u32>,
    /// Their sum.
    pub total: u32,
    /// Whether the next win counts double (the last two were wins).
    pub on_fire: bool,
}

/// Plies under which a draw is worth nothing (lila's `quickDraw`).
const QUICK_DRAW_PLIES: u32 = 20;

/// Plies a berserk game must last for its extra point (lila's
/// `notSoQuickFinish`).
const BERSERK_PLIES: u32 = 14;

/// The length from which a draw after a draw still counts (lila's
/// `longGame`); Immortal chess and chess football, which lila does not
/// play, as standard chess.
pub fn long_game_plies(variant: Variant) -> u32 {
    match variant {
        Variant::Antichess | Variant::Crazyhouse | Variant::KingOfTheHill => 40,
        Variant::ThreeCheck | Variant::Atomic | Variant::RacingKings => 20,
        Variant::Standard
        | Variant::Chess960
        | Variant::Horde
        | Variant::Immortal
        | Variant::Football => 60,
    }
}

/// A player's sheet from their games, oldest first. `streaks` is false for
/// an arena without streaks (every win 2).
pub fn sheet(games: &[ArenaGame], variant: Variant, streaks: bool) -> Sheet {
    #[derive(Clone, Copy, PartialEq)]
    enum Seen {
        Win,
        Draw,
        Loss,
    }
    let mut seen: Vec<Seen> = Vec::with_capacity(games.len());
    let mut points = Vec::with_capacity(games.len());
    for game in games {
        let on_fire = seen.len() >= 2 && seen[seen.len() - 2..] == [Seen::Win, Seen::Win];
        let draw_streak = seen
            .iter()
            .rev()
            .find(|s| **s != Seen::Loss)
            .is_some_and(|s| *s == Seen::Draw);
        let (value, kind) = match game.score {
            Score::Draw if game.plies < QUICK_DRAW_PLIES => (0, Seen::Draw),
            Score::Draw if streaks && on_fire => (2, Seen::Draw),
            Score::Draw if draw_streak && game.plies < long_game_plies(variant) => (0, Seen::Draw),
            Score::Draw => (1, Seen::Draw),
            Score::Win => {
                let base = if streaks && on_fire { 4 } else { 2 };
                let berserk = u32::from(game.berserk && game.plies >= BERSERK_PLIES);
                (base + berserk, Seen::Win)
            }
            Score::Loss => (0, Seen::Loss),
        };
        seen.push(kind);
        points.push(value);
    }
    let on_fire = streaks && seen.len() >= 2 && seen[seen.len() - 2..] == [Seen::Win, Seen::Win];
    Sheet {
        total: points.iter().sum(),
        points,
        on_fire,
    }
}

/// A player waiting for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// Who (a seat, or any id the caller keeps).
    pub player: usize,
    /// Their place in the tournament's table, 1 for the leader.
    pub rank: u32,
    /// Their rating.
    pub rating: i32,
    /// Whom they played last.
    pub last_opponent: Option<usize>,
    /// Whites minus Blacks so far.
    pub colours: i32,
}

/// The most players one matching pairs (lila's `maxGroupSize`).
const GROUP: usize = 100;

/// What meeting one's last opponent again costs: more than any two ranks
/// and ratings can.
const REMATCH: i64 = 1_000_000_000;

/// What leaving a player out of an odd wave costs per place above the
/// lowest rank: the lowest-ranked waits when that pairs everyone else
/// well, as on lichess; someone else when the lowest could only meet
/// their last opponent.
const LEAVE_OUT: i64 = 2_000;

/// Pairs a wave of waiting players. `only_two` is true when the tournament
/// has two players in play (they may meet again at once). An odd wave
/// leaves one out, chosen with the pairs (the lowest-ranked, unless that
/// would leave the others only an immediate rematch); a pair that would
/// still be an immediate rematch waits for the next wave. The player with
/// fewer Whites so far has White; the higher-ranked on a tie.
pub fn pair_waiting(waiting: &[Waiting], only_two: bool) -> Vec<Board> {
    let mut ranked: Vec<Waiting> = waiting.to_vec();
    ranked.sort_by_key(|w| (w.rank, w.player));
    ranked.dedup_by_key(|w| w.player);
    let lowest = ranked.last().map_or(1, |w| w.rank.max(1));
    let mut boards = Vec::with_capacity(ranked.len() / 2);
    for group in ranked.chunks(GROUP) {
        // An odd group gets a stand-in: whoever it is matched with waits.
        let players = group.len();
        let n = players + players % 2;
        if players < 2 {
            continue;
        }
        let mut cost = vec![0i64; n * n];
        for a in 0..n {
            for b in a + 1..n {
                let c = match (group.get(a), group.get(b)) {
                    (Some(one), Some(other)) => pair_cost(one, other, lowest),
                    (Some(left), None) | (None, Some(left)) => {
                        LEAVE_OUT * i64::from(lowest.saturating_sub(left.rank))
                    }
                    (None, None) => 0,
                };
                cost[a * n + b] = c;
                cost[b * n + a] = c;
            }
        }
        let mates = min_weight_perfect_matching(&cost, n);
        for (a, &b) in mates.iter().enumerate() {
            let (Some(&one), Some(&other)) = (group.get(a), group.get(b)) else {
                continue;
            };
            if a > b || (!only_two && rematch(&one, &other)) {
                continue;
            }
            boards.push(if other.colours < one.colours {
                Board {
                    white: other.player,
                    black: one.player,
                }
            } else {
                Board {
                    white: one.player,
                    black: other.player,
                }
            });
        }
    }
    boards
}

fn rematch(one: &Waiting, other: &Waiting) -> bool {
    one.last_opponent == Some(other.player) || other.last_opponent == Some(one.player)
}

/// A pair's cost: the rank distance weighed from 2,000 at the top of the
/// table to 300 at its bottom, the rating difference, and the rematch
/// penalty.
fn pair_cost(one: &Waiting, other: &Waiting, lowest: u32) -> i64 {
    let top = i64::from(one.rank.min(other.rank));
    let lowest = i64::from(lowest);
    let factor = 300 + 1700 * (lowest - top).max(0) / lowest;
    let distance = i64::from(one.rank.abs_diff(other.rank));
    let rating = i64::from(one.rating.abs_diff(other.rating)).min(10_000);
    let again = if rematch(one, other) { REMATCH } else { 0 };
    distance.min(100_000) * factor + rating + again
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(score: Score, plies: u32, berserk: bool) -> ArenaGame {
        ArenaGame {
            score,
            plies,
            berserk,
        }
    }

    #[test]
    fn two_wins_set_a_player_on_fire_and_doubles_last_until_a_game_not_won() {
        let games = [
            game(Score::Win, 40, false),
            game(Score::Win, 40, false),
            game(Score::Win, 40, false),
            game(Score::Draw, 40, false),
            game(Score::Win, 40, false),
            game(Score::Loss, 40, false),
        ];
        let sheet = sheet(&games, Variant::Standard, true);
        assert_eq!(sheet.points, vec![2, 2, 4, 2, 2, 0]);
        assert_eq!(sheet.total, 12);
        assert!(!sheet.on_fire);
        let without = super::sheet(&games, Variant::Standard, false);
        assert_eq!(without.points, vec![2, 2, 2, 1, 2, 0]);
    }

    #[test]
    fn a_berserk_win_adds_a_point_when_the_game_lasted_fourteen_plies() {
        let games = [
            game(Score::Win, 14, true),
            game(Score::Win, 13, true),
            game(Score::Win, 30, true),
            game(Score::Loss, 30, true),
        ];
        assert_eq!(
            sheet(&games, Variant::Standard, true).points,
            vec![3, 2, 5, 0]
        );
    }

    #[test]
    fn a_quick_draw_and_a_second_short_draw_are_worth_nothing() {
        let games = [
            game(Score::Draw, 19, false),
            game(Score::Draw, 30, false),
            game(Score::Loss, 30, false),
            game(Score::Draw, 30, false),
            game(Score::Draw, 60, false),
            game(Score::Win, 30, false),
            game(Score::Draw, 30, false),
        ];
        assert_eq!(
            sheet(&games, Variant::Standard, true).points,
            vec![0, 0, 0, 0, 1, 2, 1]
        );
        // Three-check's long game is 20 plies.
        let games = [game(Score::Draw, 30, false), game(Score::Draw, 20, false)];
        assert_eq!(sheet(&games, Variant::ThreeCheck, true).points, vec![1, 1]);
    }

    fn waiting(player: usize, rank: u32, last: Option<usize>) -> Waiting {
        Waiting {
            player,
            rank,
            rating: 1500,
            last_opponent: last,
            colours: 0,
        }
    }

    #[test]
    fn waiting_players_meet_the_nearest_in_rank_but_not_their_last_opponent() {
        let wave = [
            waiting(10, 1, Some(11)),
            waiting(11, 2, Some(10)),
            waiting(12, 3, None),
            waiting(13, 4, None),
        ];
        let boards = pair_waiting(&wave, false);
        let pairs: Vec<(usize, usize)> = boards
            .iter()
            .map(|b| (b.white.min(b.black), b.white.max(b.black)))
            .collect();
        assert_eq!(pairs.len(), 2);
        assert!(!pairs.contains(&(10, 11)), "{pairs:?}");
        assert!(
            pairs.contains(&(10, 12)),
            "the leader meets the next free: {pairs:?}"
        );
    }

    #[test]
    fn two_who_just_played_wait_unless_they_are_the_only_two() {
        let wave = [waiting(1, 1, Some(2)), waiting(2, 2, Some(1))];
        assert!(pair_waiting(&wave, false).is_empty());
        assert_eq!(pair_waiting(&wave, true).len(), 1);
        let odd = [
            waiting(1, 1, None),
            waiting(2, 2, None),
            waiting(3, 3, None),
        ];
        let boards = pair_waiting(&odd, false);
        assert_eq!(boards.len(), 1);
        assert!(
            boards.iter().all(|b| b.white != 3 && b.black != 3),
            "the lowest waits"
        );
        // The two best just met: the third is paired rather than waiting
        // with them.
        let met = [
            waiting(1, 1, Some(2)),
            waiting(2, 2, Some(1)),
            waiting(3, 3, None),
        ];
        let boards = pair_waiting(&met, false);
        assert_eq!(boards.len(), 1);
        assert!(
            boards.iter().all(|b| b.white == 3 || b.black == 3),
            "{boards:?}"
        );
    }

    #[test]
    fn the_player_with_fewer_whites_gets_white() {
        let mut one = waiting(1, 1, None);
        let mut other = waiting(2, 2, None);
        one.colours = 1;
        other.colours = -1;
        assert_eq!(
            pair_waiting(&[one, other], false),
            vec![Board { white: 2, black: 1 }]
        );
    }

    #[test]
    fn a_thousand_waiting_players_are_all_paired_in_groups() {
        let wave: Vec<Waiting> = (0..1000)
            .map(|i| Waiting {
                player: i,
                rank: i as u32 + 1,
                rating: 1500 + (i as i32 * 37) % 600,
                last_opponent: Some(i ^ 1),
                colours: (i % 3) as i32 - 1,
            })
            .collect();
        let boards = pair_waiting(&wave, false);
        assert_eq!(boards.len(), 500);
        let mut seen = std::collections::HashSet::new();
        for board in &boards {
            assert!(seen.insert(board.white) && seen.insert(board.black));
            assert_ne!(board.white ^ 1, board.black, "no immediate rematch");
        }
    }
}
