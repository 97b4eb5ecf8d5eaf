//! Round-robin pairings by Berger's tables, as FIDE publishes them (FIDE
//! Handbook C.05, Annex 1): with an even number `n` of table numbers, round
//! one pairs 1–n, 2–(n−1), …; each next round adds n/2 to every number but
//! n (counting round 1…n−1), keeps each board's colours, and moves n between
//! White (even rounds) and Black (odd rounds) on the first board. An odd
//! number of players takes the next table size, the highest number being
//! the bye. A double round-robin plays the first cycle with its last two
//! rounds swapped, as FIDE recommends, then the table again in its own
//! order with colours reversed, so that no one has the same colour three
//! times running across the two cycles.

use super::Board;

/// One round of a round-robin: its boards, by seat (0-based: table number
/// k is seat k−1), and who sits out (an odd number of players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// The games, in board order.
    pub boards: Vec<Board>,
    /// The player without a game this round.
    pub bye: Option<usize>,
}

/// The most players a round-robin takes: 63 rounds a cycle is more than any
/// community plays, and it keeps every number below small.
pub const MAX_PLAYERS: usize = 64;

/// The whole schedule for `players` players over `cycles` cycles (1 single,
/// 2 double), or `None` for fewer than 2 players, more than
/// [`MAX_PLAYERS`], or a number of cycles other than 1 or 2.
pub fn schedule(players: usize, cycles: usize) -> Option<Vec<Round>> {
    if !(2..=MAX_PLAYERS).contains(&players) || !(1..=2).contains(&cycles) {
        return None;
    }
    let size = players + players % 2;
    let table = table(size);
    let mut rounds: Vec<Vec<(usize, usize)>> = table.clone();
    if cycles == 2 {
        if rounds.len() >= 2 {
            let last = rounds.len() - 1;
            rounds.swap(last - 1, last);
        }
        rounds.extend(
            table
                .iter()
                .map(|round| round.iter().map(|&(white, black)| (black, white)).collect()),
        );
    }
    Some(
        rounds
            .into_iter()
            .map(|round| {
                let mut bye = None;
                let boards = round
                    .into_iter()
                    .filter_map(|(white, black)| {
                        if white > players {
                            bye = Some(black - 1);
                            None
                        } else if black > players {
                            bye = Some(white - 1);
                            None
                        } else {
                            Some(Board {
                                white: white - 1,
                                black: black - 1,
                            })
                        }
                    })
                    .collect();
                Round { boards, bye }
            })
            .collect(),
    )
}

/// Berger's table for an even `size`, by table number (1-based), each
/// pair White first.
fn table(size: usize) -> Vec<Vec<(usize, usize)>> {
    let half = size / 2;
    let turn = |number: usize| {
        if number == size {
            size
        } else {
            (number - 1 + half) % (size - 1) + 1
        }
    };
    let mut round: Vec<(usize, usize)> = (1..=half).map(|k| (k, size + 1 - k)).collect();
    let mut rounds = vec![round.clone()];
    for number in 2..size {
        round = round
            .iter()
            .map(|&(white, black)| {
                let (white, black) = (turn(white), turn(black));
                if white == size || black == size {
                    let other = if white == size { black } else { white };
                    if number % 2 == 0 {
                        (size, other)
                    } else {
                        (other, size)
                    }
                } else {
                    (white, black)
                }
            })
            .collect();
        rounds.push(round.clone());
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// FIDE's published Berger tables (Handbook C.05 Annex 1, as reprinted
    /// in the Crenshaw-Berger tables), one round a line, White first.
    const PUBLISHED: [(usize, &str); 6] = [
        (
            4,
            "1-4 2-3
             4-3 1-2
             2-4 3-1",
        ),
        (
            6,
            "1-6 2-5 3-4
             6-4 5-3 1-2
             2-6 3-1 4-5
             6-5 1-4 2-3
             3-6 4-2 5-1",
        ),
        (
            8,
            "1-8 2-7 3-6 4-5
             8-5 6-4 7-3 1-2
             2-8 3-1 4-7 5-6
             8-6 7-5 1-4 2-3
             3-8 4-2 5-1 6-7
             8-7 1-6 2-5 3-4
             4-8 5-3 6-2 7-1",
        ),
        (
            10,
            "1-10 2-9 3-8 4-7 5-6
             10-6 7-5 8-4 9-3 1-2
             2-10 3-1 4-9 5-8 6-7
             10-7 8-6 9-5 1-4 2-3
             3-10 4-2 5-1 6-9 7-8
             10-8 9-7 1-6 2-5 3-4
             4-10 5-3 6-2 7-1 8-9
             10-9 1-8 2-7 3-6 4-5
             5-10 6-4 7-3 8-2 9-1",
        ),
        (
            12,
            "1-12 2-11 3-10 4-9 5-8 6-7
             12-7 8-6 9-5 10-4 11-3 1-2
             2-12 3-1 4-11 5-10 6-9 7-8
             12-8 9-7 10-6 11-5 1-4 2-3
             3-12 4-2 5-1 6-11 7-10 8-9
             12-9 10-8 11-7 1-6 2-5 3-4
             4-12 5-3 6-2 7-1 8-11 9-10
             12-10 11-9 1-8 2-7 3-6 4-5
             5-12 6-4 7-3 8-2 9-1 10-11
             12-11 1-10 2-9 3-8 4-7 5-6
             6-12 7-5 8-4 9-3 10-2 11-1",
        ),
        (
            14,
            "1-14 2-13 3-12 4-11 5-10 6-9 7-8
             14-8 9-7 10-6 11-5 12-4 13-3 1-2
             2-14 3-1 4-13 5-12 6-11 7-10 8-9
             14-9 10-8 11-7 12-6 13-5 1-4 2-3
             3-14 4-2 5-1 6-13 7-12 8-11 9-10
             14-10 11-9 12-8 13-7 1-6 2-5 3-4
             4-14 5-3 6-2 7-1 8-13 9-12 10-11
             14-11 12-10 13-9 1-8 2-7 3-6 4-5
             5-14 6-4 7-3 8-2 9-1 10-13 11-12
             14-12 13-11 1-10 2-9 3-8 4-7 5-6
             6-14 7-5 8-4 9-3 10-2 11-1 12-13
             14-13 1-12 2-11 3-10 4-9 5-8 6-7
             7-14 8-6 9-5 10-4 11-3 12-2 13-1",
        ),
    ];

    fn published(text: &str) -> Vec<Vec<(usize, usize)>> {
        text.lines()
            .map(|line| {
                line.split_whitespace()
                    .map(|pair| {
                        let (white, black) = pair.split_once('-').expect("a pair");
                        (white.parse().expect("white"), black.parse().expect("black"))
                    })
                    .collect()
            })
            .collect()
    }

    fn by_table_number(rounds: &[Round]) -> Vec<Vec<(usize, usize)>> {
        rounds
            .iter()
            .map(|round| {
                round
                    .boards
                    .iter()
                    .map(|board| (board.white + 1, board.black + 1))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_tables_for_4_to_14_players_are_fides_published_tables() {
        for (size, text) in PUBLISHED {
            let ours = schedule(size, 1).expect("a schedule");
            assert_eq!(by_table_number(&ours), published(text), "{size} players");
            assert!(ours.iter().all(|round| round.bye.is_none()));
        }
    }

    /// The pairs of round `round` (from 1) of the Berger table for `size`
    /// players, by the rule its published tables follow, written apart
    /// from ours: players `i` and `j` below `size` meet when `i + j` is
    /// `round + 1` modulo `size - 1` (one who would meet themself meets
    /// `size`); of two below `size`, the lower has White when they are an
    /// odd distance apart; `size` has White in even rounds.
    fn by_the_rule(size: usize, round: usize) -> Vec<(usize, usize)> {
        let n = size - 1;
        let wanted = (round + 1) % n;
        let mut pairs = Vec::new();
        for i in 1..=n {
            let j = (1..=n).find(|&j| (i + j) % n == wanted).expect("a partner");
            if j == i {
                pairs.push(if round.is_multiple_of(2) {
                    (size, i)
                } else {
                    (i, size)
                });
            } else if i < j {
                pairs.push(if (j - i) % 2 == 1 { (i, j) } else { (j, i) });
            }
        }
        pairs.sort_unstable();
        pairs
    }

    #[test]
    fn the_rule_of_the_published_tables_gives_them_and_the_tables_for_15_and_16() {
        for size in (4..=16).step_by(2) {
            let ours = by_table_number(&schedule(size, 1).expect("a schedule"));
            for (index, round) in ours.iter().enumerate() {
                let mut pairs = round.clone();
                pairs.sort_unstable();
                assert_eq!(
                    pairs,
                    by_the_rule(size, index + 1),
                    "{size}, round {}",
                    index + 1
                );
            }
        }
        // The rule reads the published tables right.
        for (size, text) in PUBLISHED {
            for (index, round) in published(text).iter().enumerate() {
                let mut pairs = round.clone();
                pairs.sort_unstable();
                assert_eq!(pairs, by_the_rule(size, index + 1), "{size} published");
            }
        }
    }

    #[test]
    fn an_odd_field_uses_the_next_table_and_its_highest_number_sits_out() {
        for (size, text) in PUBLISHED {
            let players = size - 1;
            let ours = schedule(players, 1).expect("a schedule");
            let table = published(text);
            for (round, published) in ours.iter().zip(&table) {
                let played: Vec<(usize, usize)> = published
                    .iter()
                    .copied()
                    .filter(|&(white, black)| white != size && black != size)
                    .collect();
                let bye = published.iter().find_map(|&(white, black)| {
                    match (white == size, black == size) {
                        (true, _) => Some(black - 1),
                        (_, true) => Some(white - 1),
                        _ => None,
                    }
                });
                assert_eq!(by_table_number(std::slice::from_ref(round))[0], played);
                assert_eq!(round.bye, bye);
            }
        }
    }

    /// Every pair meets exactly once a cycle, each player once a round, for
    /// every size from 2 to 16 (and the largest), single and double.
    #[test]
    fn every_pair_meets_once_a_cycle_and_everyone_plays_or_sits_out_each_round() {
        for players in (2..=16).chain([MAX_PLAYERS - 1, MAX_PLAYERS]) {
            for cycles in 1..=2 {
                let rounds = schedule(players, cycles).expect("a schedule");
                let size = players + players % 2;
                assert_eq!(rounds.len(), (size - 1) * cycles);
                let mut met: HashSet<(usize, usize, usize)> = HashSet::new();
                for round in &rounds {
                    let mut seen: HashSet<usize> = round.bye.into_iter().collect();
                    for board in &round.boards {
                        assert!(seen.insert(board.white) && seen.insert(board.black));
                        let pair = (board.white.min(board.black), board.white.max(board.black));
                        let cycle = met.iter().filter(|m| (m.0, m.1) == pair).count();
                        assert!(cycle < cycles, "{pair:?} met too often");
                        met.insert((pair.0, pair.1, cycle));
                        if cycles == 2 && cycle == 1 {
                            let first = rounds
                                .iter()
                                .flat_map(|r| &r.boards)
                                .find(|b| (b.white.min(b.black), b.white.max(b.black)) == pair)
                                .expect("the first meeting");
                            assert_eq!(first.white, board.black, "colours reversed");
                        }
                    }
                    assert_eq!(seen.len(), players);
                }
                assert_eq!(met.len(), players * (players - 1) / 2 * cycles);
            }
        }
    }

    /// In a double round-robin no one has three games of one colour in a
    /// row, thanks to the swapped rounds at the end of the first cycle.
    #[test]
    fn a_double_round_robin_gives_no_one_three_of_a_colour_running() {
        for players in 3..=MAX_PLAYERS {
            let rounds = schedule(players, 2).expect("a schedule");
            for seat in 0..players {
                let colours: Vec<bool> = rounds
                    .iter()
                    .filter_map(|round| {
                        round.boards.iter().find_map(|b| {
                            (b.white == seat)
                                .then_some(true)
                                .or((b.black == seat).then_some(false))
                        })
                    })
                    .collect();
                assert!(
                    colours.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])),
                    "{players} players, seat {seat}: {colours:?}"
                );
            }
        }
    }

    #[test]
    fn sizes_and_cycles_outside_the_limits_have_no_schedule() {
        assert_eq!(schedule(0, 1), None);
        assert_eq!(schedule(1, 1), None);
        assert_eq!(schedule(MAX_PLAYERS + 1, 1), None);
        assert_eq!(schedule(4, 0), None);
        assert_eq!(schedule(4, 3), None);
    }
}
