//! Swiss pairing by a maximum-weight matching over every pair of players,
//! the approach of bbpPairings (lichess's pairer): each allowed pair is an
//! edge whose weight ranks, one criterion far above the next,
//!
//! 1. pairing everyone (one bye for an odd number);
//! 2. the bye to the lowest score, then the lowest-ranked eligible player
//!    (one who has had no bye and no win by forfeit), worth a point;
//! 3. the smallest score differences (the sum of their squares, so that
//!    players stay in their score group and a floater crosses one group);
//! 4. the most colour wishes met (a strong wish counting over a mild one);
//! 5. FIDE's Dutch order inside a score group: its top half against its
//!    bottom half, 1 against g/2+1, 2 against g/2+2, …; a floater the lowest
//!    of the group above against the highest of the group below.
//!
//! The whole field's matching weighs the fifth only as "top half against
//! bottom half" (the exact places multiply the matching's work several
//! times over); then, group by group, the players it paired inside the
//! group are matched again among themselves with colours and the exact
//! order weighed. Their score differences are nil either way, so this
//! second matching can only better the first.
//!
//! Absolute, never broken: no two players meet twice, and two players who
//! must both have the same colour (two more of the other, or two of it in a
//! row) do not meet, so no one plays three games of one colour in a row and
//! no one's Whites and Blacks differ by more than two. When no pairing keeps
//! these, there is none ([`Unpairable::NoPairing`]) and the tournament ends
//! there, as lichess's Swiss does.
//!
//! Of FIDE's Dutch rules (C.04.3) this does not implement the exchanges
//! and transpositions' exact order, the floaters' history (no one floats
//! down twice in a row) or the top scorers' colour exemption in the last
//! round; the matching picks among pairings those rules would weigh
//! differently only where every criterion above ties.

use std::fmt;

use integer_blossom::max_weight_matching;
use kibitz_rules::Color;

use super::colours::{Preference, compatible, higher_gets, preference, unmet};
use super::{Board, Entry, HalfPoints, Score, total};

/// The most players a Swiss round is paired for.
pub const MAX_PLAYERS: usize = 4_000;

/// A round's pairing: the boards in order (the top scores first), and who
/// has the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The games, board 1 first.
    pub boards: Vec<Board>,
    /// The player with the round's bye (an odd number of players).
    pub bye: Option<usize>,
}

/// Why a round cannot be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unpairable {
    /// Fewer than two players to pair.
    TooFew,
    /// More players than [`MAX_PLAYERS`], or a seat outside the list.
    TooMany,
    /// No pairing keeps the absolute rules (no second meeting, no colour
    /// forced on both, one bye each).
    NoPairing,
}

impl fmt::Display for Unpairable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unpairable::TooFew => "fewer than two players to pair",
            Unpairable::TooMany => "more players than a Swiss round pairs",
            Unpairable::NoPairing => "no pairing without a second meeting or a colour forced",
        })
    }
}

impl std::error::Error for Unpairable {}

/// Pairs the next round. `players[seat]` is each seat's rounds so far (the
/// list in pairing order: seeded by rating at the start); `active` are the
/// seats to pair (not withdrawn); `first` is the colour board 1's
/// higher-ranked player gets when neither player has a wish (drawn once
/// for the tournament, as FIDE's lot).
pub fn pair(players: &[Vec<Entry>], active: &[usize], first: Color) -> Result<Pairing, Unpairable> {
    if active.len() > MAX_PLAYERS || active.iter().any(|&seat| seat >= players.len()) {
        return Err(Unpairable::TooMany);
    }
    if active.len() < 2 {
        return Err(Unpairable::TooFew);
    }
    let field = Field::new(players, active);
    let tiers = field.tiers().ok_or(Unpairable::TooMany)?;
    let met = field.meetings();
    let mates = matching(&field.weights(&tiers, &met), field.vertices());
    if mates.iter().any(Option::is_none) {
        return Err(Unpairable::NoPairing);
    }
    let n = field.ranked.len();
    let mut bye = None;
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(n / 2);
    for (vertex, mate) in mates.iter().enumerate().take(n) {
        let mate = mate.ok_or(Unpairable::NoPairing)?;
        if mate == n {
            bye = Some(field.ranked[vertex]);
        } else if vertex < mate {
            pairs.push((vertex, mate));
        }
    }
    field.refine(&mut pairs, &tiers, &met);
    pairs.sort_by_key(|&(a, b)| {
        let (sa, sb) = (field.totals[a], field.totals[b]);
        (
            std::cmp::Reverse(sa.max(sb)),
            std::cmp::Reverse(sa + sb),
            a.min(b),
        )
    });
    let boards = pairs
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| {
            let (higher, lower) = (field.ranked[a.min(b)], field.ranked[a.max(b)]);
            if higher_gets(&players[higher], &players[lower], board, first) == Color::White {
                Board {
                    white: higher,
                    black: lower,
                }
            } else {
                Board {
                    white: lower,
                    black: higher,
                }
            }
        })
        .collect();
    Ok(Pairing { boards, bye })
}

/// A maximum-weight matching of `n` vertices: in 64-bit integers when the
/// weights leave the solver its headroom there (a few bits above the
/// largest; about twice as fast), else in 128-bit.
fn matching(weights: &[i128], n: usize) -> Vec<Option<usize>> {
    const ROOM: i128 = 1 << 59;
    if weights.iter().all(|w| (0..ROOM).contains(w)) {
        let narrow: Vec<i64> = weights.iter().map(|&w| w as i64).collect();
        max_weight_matching(&narrow, n)
    } else {
        max_weight_matching(weights, n)
    }
}

/// The players to pair, ranked, with what the weights need of each.
struct Field<'a> {
    players: &'a [Vec<Entry>],
    /// Seats by rank: score, then seat.
    ranked: Vec<usize>,
    /// Each ranked player's total.
    totals: Vec<HalfPoints>,
    /// Each ranked player's score group: (its first rank, its size).
    groups: Vec<(usize, usize)>,
    /// Each ranked player's colour preference.
    wishes: Vec<Preference>,
}

/// The units of the weights' tiers (see the module's list) and the lowest
/// score, from which the bye's cost counts.
struct Tiers {
    colour: i128,
    score: i128,
    bye: i128,
    base: i128,
    least: i128,
}

impl<'a> Field<'a> {
    fn new(players: &'a [Vec<Entry>], active: &[usize]) -> Field<'a> {
        let mut ranked: Vec<usize> = active.to_vec();
        ranked.sort_by_key(|&seat| (std::cmp::Reverse(total(&players[seat])), seat));
        ranked.dedup();
        let totals: Vec<HalfPoints> = ranked.iter().map(|&s| total(&players[s])).collect();
        let mut groups = vec![(0, 0); ranked.len()];
        let mut start = 0;
        while start < ranked.len() {
            let end = (start..ranked.len())
                .find(|&r| totals[r] != totals[start])
                .unwrap_or(ranked.len());
            for group in &mut groups[start..end] {
                *group = (start, end - start);
            }
            start = end;
        }
        let wishes = ranked
            .iter()
            .map(|&seat| preference(&players[seat]))
            .collect();
        Field {
            players,
            ranked,
            totals,
            groups,
            wishes,
        }
    }

    /// The matching's vertices: the players, and the bye when they are odd.
    fn vertices(&self) -> usize {
        self.ranked.len() + self.ranked.len() % 2
    }

    /// The weights' tiers: each unit exceeds the most all lower tiers
    /// can add up to over a round's pairs. `None` if they would not fit
    /// (never within [`MAX_PLAYERS`] and a sane number of rounds).
    fn tiers(&self) -> Option<Tiers> {
        let n = self.ranked.len();
        let pairs = (self.vertices() / 2) as i128;
        let most = self.totals.iter().copied().max().unwrap_or(0) as i128;
        let least = self.totals.iter().copied().min().unwrap_or(0) as i128;
        let colour = (n as i128).checked_mul(pairs)?.checked_add(1)?;
        let score = colour.checked_mul(pairs.checked_mul(3)?.checked_add(1)?)?;
        let spread = most - least;
        let bye = score.checked_mul(
            spread
                .checked_mul(spread)?
                .checked_mul(pairs)?
                .checked_add(1)?,
        )?;
        let base = bye.checked_mul(spread.checked_add(2)?)?;
        Some(Tiers {
            colour,
            score,
            bye,
            base,
            least,
        })
    }

    /// What pairing two ranked players costs below the base, or `None` if
    /// they may not meet. `exact` weighs the Dutch order to the place;
    /// otherwise only whether a pair inside a group joins its two halves
    /// (which keeps the whole field's matching fast: the exact order is
    /// settled afterwards group by group, see [`Field::refine`]).
    fn cost(&self, tiers: &Tiers, met: &[bool], a: usize, b: usize, exact: bool) -> Option<i128> {
        let n = self.ranked.len();
        let (wa, wb) = (self.wishes[a], self.wishes[b]);
        if met[a * n + b] || !compatible(wa, wb) {
            return None;
        }
        let difference = i128::from(self.totals[a].abs_diff(self.totals[b]));
        let order = if exact {
            self.order_cost(a, b)
        } else {
            self.halves_cost(a, b)
        };
        Some(
            difference * difference * tiers.score
                + i128::from(unmet(wa, wb)) * tiers.colour
                + order,
        )
    }

    /// The weight matrix of the whole field, row-major, 0 for no edge.
    fn weights(&self, tiers: &Tiers, met: &[bool]) -> Vec<i128> {
        let n = self.ranked.len();
        let size = self.vertices();
        let mut weights = vec![0i128; size * size];
        for a in 0..n {
            for b in a + 1..n {
                if let Some(cost) = self.cost(tiers, met, a, b, false) {
                    weights[a * size + b] = tiers.base - cost;
                    weights[b * size + a] = tiers.base - cost;
                }
            }
            if n % 2 == 1 && self.may_have_bye(a) {
                let above = i128::from(self.totals[a]) - tiers.least;
                let cost = above * tiers.bye + (n - 1 - a) as i128;
                weights[a * size + n] = tiers.base - cost;
                weights[n * size + a] = tiers.base - cost;
            }
        }
        weights
    }

    /// Settles the Dutch order inside each score group: the players the
    /// field's matching paired with each other inside one group are paired
    /// again among themselves, weighing colours and the exact order. The
    /// score differences are the same whichever way those players pair, so
    /// this only improves what the first matching left coarse.
    fn refine(&self, pairs: &mut [(usize, usize)], tiers: &Tiers, met: &[bool]) {
        let mut start = 0;
        while start < self.ranked.len() {
            let (first, size) = self.groups[start];
            let inside: Vec<usize> = pairs
                .iter()
                .enumerate()
                .filter(|(_, (a, b))| self.groups[*a].0 == first && self.groups[*b].0 == first)
                .map(|(index, _)| index)
                .collect();
            if inside.len() >= 2 {
                let mut members: Vec<usize> = inside
                    .iter()
                    .flat_map(|&i| [pairs[i].0, pairs[i].1])
                    .collect();
                members.sort_unstable();
                let m = members.len();
                let mut weights = vec![0i128; m * m];
                for i in 0..m {
                    for j in i + 1..m {
                        if let Some(cost) = self.cost(tiers, met, members[i], members[j], true) {
                            weights[i * m + j] = tiers.base - cost;
                            weights[j * m + i] = tiers.base - cost;
                        }
                    }
                }
                let mates = matching(&weights, m);
                if mates.iter().all(Option::is_some) {
                    let mut again = (0..m).filter_map(|i| {
                        mates[i]
                            .filter(|&j| i < j)
                            .map(|j| (members[i], members[j]))
                    });
                    for &index in &inside {
                        if let Some(pair) = again.next() {
                            pairs[index] = pair;
                        }
                    }
                }
            }
            start = first + size;
        }
    }

    /// Who has met whom, by rank, as an n×n table.
    fn meetings(&self) -> Vec<bool> {
        let n = self.ranked.len();
        let mut rank_of = vec![usize::MAX; self.players.len()];
        for (rank, &seat) in self.ranked.iter().enumerate() {
            rank_of[seat] = rank;
        }
        let mut met = vec![false; n * n];
        for (a, &seat) in self.ranked.iter().enumerate() {
            for opponent in self.players[seat].iter().filter_map(Entry::opponent) {
                if let Some(&b) = rank_of.get(opponent).filter(|&&b| b != usize::MAX) {
                    met[a * n + b] = true;
                    met[b * n + a] = true;
                }
            }
        }
        met
    }

    /// FIDE's Dutch order, as a cost: 0 for 1 against g/2+1 inside a group
    /// of g, growing the further a pair is from it; across groups, 0 for
    /// the lowest of the higher group against the highest of the lower.
    fn order_cost(&self, a: usize, b: usize) -> i128 {
        let (start_a, size_a) = self.groups[a];
        let (start_b, _) = self.groups[b];
        if start_a == start_b {
            ((b - a) as i128 - (size_a / 2) as i128).abs()
        } else {
            (start_a + size_a - 1 - a + (b - start_b)) as i128
        }
    }

    /// Whether a pair inside a score group leaves its halves unjoined (1)
    /// or joins the top half to the bottom half (0); across groups, as
    /// [`Field::order_cost`] says.
    fn halves_cost(&self, a: usize, b: usize) -> i128 {
        let (start_a, size_a) = self.groups[a];
        if start_a == self.groups[b].0 {
            let half = start_a + size_a / 2;
            i128::from((a < half) == (b < half))
        } else {
            self.order_cost(a, b)
        }
    }

    /// Whether a ranked player may have the bye: none before, and no win
    /// by forfeit (a point without playing already).
    fn may_have_bye(&self, rank: usize) -> bool {
        !self.players[self.ranked[rank]].iter().any(|entry| {
            matches!(
                entry,
                Entry::Bye
                    | Entry::Game {
                        played: false,
                        score: Some(Score::Win),
                        ..
                    }
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournaments::rules::colours::difference;
    use proptest::prelude::*;
    use std::collections::HashSet;

    fn result(players: &mut [Vec<Entry>], board: Board, white: Score) {
        players[board.white].push(Entry::Game {
            opponent: board.black,
            colour: Color::White,
            score: Some(white),
            played: true,
        });
        players[board.black].push(Entry::Game {
            opponent: board.white,
            colour: Color::Black,
            score: Some(white.opposite()),
            played: true,
        });
    }

    #[test]
    fn round_one_pairs_the_top_half_against_the_bottom_half_alternating_colours() {
        let players = vec![Vec::new(); 8];
        let all: Vec<usize> = (0..8).collect();
        let pairing = pair(&players, &all, Color::White).expect("paired");
        assert_eq!(
            pairing.boards,
            vec![
                Board { white: 0, black: 4 },
                Board { white: 5, black: 1 },
                Board { white: 2, black: 6 },
                Board { white: 7, black: 3 },
            ]
        );
        assert_eq!(pairing.bye, None);
    }

    #[test]
    fn an_odd_field_gives_the_bye_to_the_lowest_ranked_and_never_twice() {
        let mut players = vec![Vec::new(); 5];
        let all: Vec<usize> = (0..5).collect();
        let first = pair(&players, &all, Color::White).expect("paired");
        assert_eq!(first.bye, Some(4));
        for board in &first.boards {
            result(&mut players, *board, Score::Draw);
        }
        players[4].push(Entry::Bye);
        let second = pair(&players, &all, Color::White).expect("paired");
        // Seat 4 leads on points now; the lowest of the rest sits out.
        assert_eq!(second.bye, Some(3));
    }

    #[test]
    fn winners_meet_winners_and_no_one_meets_twice() {
        let mut players = vec![Vec::new(); 4];
        let all: Vec<usize> = (0..4).collect();
        let first = pair(&players, &all, Color::White).expect("paired");
        // 0–2 and 3–1 (or 1–3): the higher seats win.
        for board in &first.boards {
            let white_higher = board.white < board.black;
            result(
                &mut players,
                *board,
                if white_higher {
                    Score::Win
                } else {
                    Score::Loss
                },
            );
        }
        let second = pair(&players, &all, Color::White).expect("paired");
        let pairs: HashSet<(usize, usize)> = second
            .boards
            .iter()
            .map(|b| (b.white.min(b.black), b.white.max(b.black)))
            .collect();
        assert_eq!(pairs, HashSet::from([(0, 1), (2, 3)]));
        // Each pair had one White and one Black in round 1: each player
        // now gets the other colour from their last game.
        for board in &second.boards {
            assert_ne!(
                players[board.white].last().and_then(Entry::colour_played),
                Some(Color::White),
                "alternated where they can: {board:?}"
            );
        }
    }

    #[test]
    fn when_everyone_has_met_there_is_no_pairing() {
        let mut players = vec![Vec::new(); 2];
        let all = [0, 1];
        let first = pair(&players, &all, Color::White).expect("paired");
        result(&mut players, first.boards[0], Score::Draw);
        assert_eq!(
            pair(&players, &all, Color::White),
            Err(Unpairable::NoPairing)
        );
        assert_eq!(pair(&players, &[0], Color::White), Err(Unpairable::TooFew));
        assert_eq!(
            pair(&players, &[0, 5], Color::White),
            Err(Unpairable::TooMany)
        );
    }

    /// The sum of squared score differences of two boards, and whether the
    /// other two ways to pair their four players are allowed.
    fn swaps_never_improve(players: &[Vec<Entry>], boards: &[Board]) -> Result<(), String> {
        let totals: Vec<HalfPoints> = players.iter().map(|p| total(p)).collect();
        let cost = |a: usize, b: usize| {
            let d = i64::from(totals[a].abs_diff(totals[b]));
            d * d
        };
        let met = |a: usize, b: usize| players[a].iter().any(|e| e.opponent() == Some(b));
        let allowed = |a: usize, b: usize| {
            !met(a, b) && compatible(preference(&players[a]), preference(&players[b]))
        };
        for (i, one) in boards.iter().enumerate() {
            for other in &boards[i + 1..] {
                let (a, b, c, d) = (one.white, one.black, other.white, other.black);
                let now = cost(a, b) + cost(c, d);
                for (p, q, r, s) in [(a, c, b, d), (a, d, b, c)] {
                    if allowed(p, q) && allowed(r, s) && cost(p, q) + cost(r, s) < now {
                        return Err(format!(
                            "{a}-{b} and {c}-{d} (cost {now}) would be better as {p}-{q} and {r}-{s}"
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    fn tournament(
        players: usize,
        rounds: usize,
        seed: u64,
        withdrawals: bool,
    ) -> Result<usize, TestCaseError> {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(seed);
        let mut history: Vec<Vec<Entry>> = vec![Vec::new(); players];
        let mut active: Vec<usize> = (0..players).collect();
        for round in 0..rounds {
            if withdrawals && round > 0 && rng.random_bool(0.3) && active.len() > 4 {
                let gone = active.remove(rng.random_range(0..active.len()));
                history[gone].push(Entry::Absent);
            }
            let pairing = match pair(&history, &active, Color::White) {
                Ok(pairing) => pairing,
                Err(Unpairable::NoPairing) => {
                    prop_assert!(
                        active.len() < 2 * rounds + 2,
                        "{} players could not be paired in round {}",
                        active.len(),
                        round + 1
                    );
                    return Ok(round);
                }
                Err(other) => return Err(TestCaseError::fail(other.to_string())),
            };
            let mut seen = HashSet::new();
            for board in &pairing.boards {
                prop_assert!(seen.insert(board.white) && seen.insert(board.black));
                prop_assert!(
                    !history[board.white]
                        .iter()
                        .any(|e| e.opponent() == Some(board.black)),
                    "{board:?} met before"
                );
            }
            if let Some(bye) = pairing.bye {
                prop_assert!(seen.insert(bye));
                prop_assert!(!history[bye].contains(&Entry::Bye), "a second bye");
            }
            prop_assert_eq!(seen.len(), active.len());
            prop_assert_eq!(pairing.bye.is_some(), active.len() % 2 == 1);
            swaps_never_improve(&history, &pairing.boards).map_err(TestCaseError::fail)?;
            for board in &pairing.boards {
                // Results lean to the lower seat (the higher rating).
                let lean = if board.white < board.black { 0.45 } else { 0.3 };
                let roll: f64 = rng.random();
                let white = if roll < lean {
                    Score::Win
                } else if roll < lean + 0.25 {
                    Score::Draw
                } else {
                    Score::Loss
                };
                result(&mut history, *board, white);
            }
            if let Some(bye) = pairing.bye {
                history[bye].push(Entry::Bye);
            }
            for rounds in history.iter_mut() {
                if rounds.len() <= round {
                    rounds.push(Entry::Absent);
                }
            }
            for seat in &active {
                let colours: Vec<Color> = history[*seat]
                    .iter()
                    .filter_map(Entry::colour_played)
                    .collect();
                prop_assert!(difference(&history[*seat]).abs() <= 2, "{colours:?}");
                prop_assert!(
                    colours.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])),
                    "three of a colour: {colours:?}"
                );
            }
        }
        Ok(rounds)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..crate::fuzzing::config() })]

        /// Random tournaments of 8 to 200 players over 3 to 11 rounds, with
        /// random results and some players withdrawing: every round's
        /// pairing keeps every rule, or the field is too small to be
        /// paired again.
        #[test]
        fn every_pairing_of_a_random_tournament_keeps_the_rules(
            players in 8usize..=200,
            rounds in 3usize..=11,
            seed in any::<u64>(),
            withdrawals in any::<bool>(),
        ) {
            tournament(players, rounds, seed, withdrawals)?;
        }
    }

    #[test]
    fn a_field_twice_the_rounds_plus_two_is_paired_every_round() {
        for (players, rounds, seed) in [(8, 3, 1), (9, 4, 2), (24, 11, 3), (25, 11, 4)] {
            let played = tournament(players, rounds, seed, false).expect("kept the rules");
            assert_eq!(played, rounds, "{players} players");
        }
    }
}
