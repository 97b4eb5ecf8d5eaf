//! Standings and their tiebreaks. A Swiss table orders players by points,
//! then Buchholz, Buchholz cut 1 and Sonneborn-Berger; a round-robin by
//! points, then Sonneborn-Berger, then the direct encounter (the points
//! scored in the games among the players still tied).
//!
//! Unplayed rounds (a bye, a forfeit either way, a round absent) count for
//! the tiebreaks as a game against FIDE's "virtual opponent": one who had
//! the player's own score before the round, took the opposite result in
//! it, and drew every round after. So a bye or a
//! forfeit win neither lifts nor sinks a player's Buchholz the way a real
//! opponent's score would by chance. An opponent's score is their own
//! total, byes included.

use super::{Entry, HalfPoints, Score, half_points, total};

/// One line of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The player's seat.
    pub seat: usize,
    /// Points, in half-points.
    pub points: HalfPoints,
    /// The sum of the opponents' points, in half-points.
    pub buchholz: HalfPoints,
    /// Buchholz without its lowest opponent, in half-points.
    pub buchholz_cut1: HalfPoints,
    /// Sonneborn-Berger, in quarter-points: each beaten opponent's points
    /// and half of each drawn opponent's.
    pub sonneborn_berger: u32,
    /// Points against the other players of a round-robin tied on points
    /// and Sonneborn-Berger, in half-points (0 in a Swiss).
    pub direct: HalfPoints,
}

/// Each round's opponent's score as the tiebreaks count it (a virtual
/// opponent's for an unplayed round), and the player's result, for rounds
/// that have one.
fn opponents(players: &[Vec<Entry>], seat: usize) -> Vec<(HalfPoints, Score)> {
    let rounds = &players[seat];
    let played = rounds.len() as HalfPoints;
    let mut before: HalfPoints = 0;
    let mut seen = Vec::with_capacity(rounds.len());
    for (number, entry) in rounds.iter().enumerate() {
        let after = played - number as HalfPoints - 1;
        let virtual_opponent = |result: Score| before + half_points(result.opposite()) + after;
        match *entry {
            Entry::Game {
                opponent,
                score: Some(score),
                played: true,
                ..
            } => seen.push((total(&players[opponent]), score)),
            Entry::Game {
                score: Some(score),
                played: false,
                ..
            } => seen.push((virtual_opponent(score), score)),
            Entry::Game { score: None, .. } => {}
            Entry::Bye => seen.push((virtual_opponent(Score::Win), Score::Win)),
            Entry::Absent => seen.push((virtual_opponent(Score::Loss), Score::Loss)),
        }
        before += entry.half_points();
    }
    seen
}

fn line(players: &[Vec<Entry>], seat: usize) -> Line {
    let seen = opponents(players, seat);
    let buchholz: HalfPoints = seen.iter().map(|&(points, _)| points).sum();
    let lowest = seen.iter().map(|&(points, _)| points).min().unwrap_or(0);
    let sonneborn_berger = seen
        .iter()
        .map(|&(points, score)| match score {
            Score::Win => 2 * points,
            Score::Draw => points,
            Score::Loss => 0,
        })
        .sum();
    Line {
        seat,
        points: total(&players[seat]),
        buchholz,
        buchholz_cut1: buchholz - lowest,
        sonneborn_berger,
        direct: 0,
    }
}

/// A Swiss's table: points, Buchholz, Buchholz cut 1, Sonneborn-Berger,
/// then the seat (the pairing order).
pub fn swiss_table(players: &[Vec<Entry>]) -> Vec<Line> {
    let mut lines: Vec<Line> = (0..players.len()).map(|seat| line(players, seat)).collect();
    lines.sort_by_key(|l| {
        (
            std::cmp::Reverse((l.points, l.buchholz, l.buchholz_cut1, l.sonneborn_berger)),
            l.seat,
        )
    });
    lines
}

/// A round-robin's table: points, Sonneborn-Berger, the direct encounter
/// among those still tied, then the seat.
pub fn round_robin_table(players: &[Vec<Entry>]) -> Vec<Line> {
    let mut lines: Vec<Line> = (0..players.len()).map(|seat| line(players, seat)).collect();
    let key = |l: &Line| (l.points, l.sonneborn_berger);
    for i in 0..lines.len() {
        let tied: Vec<usize> = lines
            .iter()
            .filter(|other| key(other) == key(&lines[i]))
            .map(|other| other.seat)
            .collect();
        let seat = lines[i].seat;
        lines[i].direct = players[seat]
            .iter()
            .filter(|entry| {
                matches!(entry, Entry::Game { opponent, played: true, .. } if tied.contains(opponent))
            })
            .map(Entry::half_points)
            .sum();
    }
    lines.sort_by_key(|l| {
        (
            std::cmp::Reverse((l.points, l.sonneborn_berger, l.direct)),
            l.seat,
        )
    });
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use kibitz_rules::Color;

    fn game(players: &mut [Vec<Entry>], white: usize, black: usize, result: Score) {
        players[white].push(Entry::Game {
            opponent: black,
            colour: Color::White,
            score: Some(result),
            played: true,
        });
        players[black].push(Entry::Game {
            opponent: white,
            colour: Color::Black,
            score: Some(result.opposite()),
            played: true,
        });
    }

    /// A five-player, three-round Swiss worked by hand (points in halves):
    ///
    /// | round | games                         | bye |
    /// |-------|-------------------------------|-----|
    /// | 1     | A 1–0 C, B ½–½ D               | E   |
    /// | 2     | E 1–0 A, C 0–1 B               | D   |
    /// | 3     | B 1–0 E, D ½–½ A               | C   |
    ///
    /// Totals: A 1½ (3), B 2½ (5), C 1 (2), D 2 (4), E 2 (4).
    ///
    /// A: opponents C 2, E 4, D 4 → Buchholz 10, cut 1 → 8;
    ///    SB: beat C (2·2=4) + drew D (4) = 8 quarters.
    /// B: D 4, C 2, E 4 → 10, cut 8; SB: drew D 4 + beat C 4 + beat E 8 = 16.
    /// C: A 3, B 5, bye in round 3 (virtual: 2 before + 0 + 0 after = 2)
    ///    → 10, cut 8; SB: the bye's win, 2·2 = 4.
    /// D: B 5, bye in round 2 (virtual: 1 before + 0 + 1 after = 2), A 3
    ///    → 10, cut 8; SB: drew B 5 + bye 2·2 = 4 + drew A 3 = 12.
    /// E: bye in round 1 (virtual: 0 + 0 + 2 after = 2), A 3, B 5 → 10,
    ///    cut 8; SB: bye 4 + beat A 6 = 10.
    ///
    /// Order: B 5; then D and E on 4 with Buchholz and cut equal, D ahead on
    /// SB 12 against 10; then A 3; then C 2.
    /// A table's lines as (seat, points, SB, direct).
    fn ranked(table: &[Line]) -> Vec<(usize, HalfPoints, u32, HalfPoints)> {
        table
            .iter()
            .map(|l| (l.seat, l.points, l.sonneborn_berger, l.direct))
            .collect()
    }

    #[test]
    fn a_hand_worked_swiss_is_ranked_by_points_buchholz_cut_and_sonneborn_berger() {
        let (a, b, c, d, e) = (0, 1, 2, 3, 4);
        let mut players = vec![Vec::new(); 5];
        game(&mut players, a, c, Score::Win);
        game(&mut players, b, d, Score::Draw);
        players[e].push(Entry::Bye);
        game(&mut players, e, a, Score::Win);
        game(&mut players, c, b, Score::Loss);
        players[d].push(Entry::Bye);
        game(&mut players, b, e, Score::Win);
        game(&mut players, d, a, Score::Draw);
        players[c].push(Entry::Bye);
        let table = swiss_table(&players);
        let rows: Vec<(usize, HalfPoints, HalfPoints, HalfPoints, u32)> = table
            .iter()
            .map(|l| {
                (
                    l.seat,
                    l.points,
                    l.buchholz,
                    l.buchholz_cut1,
                    l.sonneborn_berger,
                )
            })
            .collect();
        assert_eq!(
            rows,
            vec![
                (b, 5, 10, 8, 16),
                (d, 4, 10, 8, 12),
                (e, 4, 10, 8, 10),
                (a, 3, 10, 8, 8),
                (c, 2, 8, 8, 0),
            ]
        );
    }

    /// A four-player round-robin worked by hand: A beats B, draws C, loses
    /// to D; B beats C and D; C draws D. Points: A 1½ (3), B 2 (4), C 1
    /// (2), D 1½ (3). A's SB: beat B 4·2 = 8 + drew C 2 = 10; D's: beat A
    /// 3·2 = 6 + drew C 2 = 8. A and D tie on points; A is ahead on SB.
    /// With D's win over B instead (B 1 (2 points… see the second table),
    /// the direct encounter decides when SB ties.
    #[test]
    fn a_round_robin_is_ranked_by_points_then_sonneborn_berger_then_the_direct_encounter() {
        let (a, b, c, d) = (0, 1, 2, 3);
        let mut players = vec![Vec::new(); 4];
        game(&mut players, a, b, Score::Win);
        game(&mut players, c, d, Score::Draw);
        game(&mut players, a, c, Score::Draw);
        game(&mut players, b, d, Score::Win);
        game(&mut players, d, a, Score::Win);
        game(&mut players, b, c, Score::Win);
        assert_eq!(
            ranked(&round_robin_table(&players)),
            vec![(b, 4, 10, 0), (a, 3, 10, 0), (d, 3, 8, 0), (c, 2, 6, 0)]
        );

        // Three players in a cycle of wins, each also beating the fourth:
        // points, SB and the direct encounter all tie, so the seat orders
        // them.
        let (x, y, z, w) = (0, 1, 2, 3);
        let mut players = vec![Vec::new(); 4];
        game(&mut players, x, y, Score::Win);
        game(&mut players, z, w, Score::Win);
        game(&mut players, x, z, Score::Loss);
        game(&mut players, y, w, Score::Win);
        game(&mut players, w, x, Score::Loss);
        game(&mut players, y, z, Score::Win);
        // x: beat y, lost z, beat w = 4; y: lost x, beat w, beat z = 4;
        // z: beat w, beat x, lost y = 4; w: 0. SB: x = 2·4 + 0 + 0 = 8,
        // y = 0 + 0 + 2·4 = 8, z = 0 + 2·4 = 8. Direct among x, y, z: 2
        // each. Seat order.
        assert_eq!(
            ranked(&round_robin_table(&players)),
            vec![(x, 4, 8, 2), (y, 4, 8, 2), (z, 4, 8, 2), (w, 0, 0, 0)]
        );
    }

    /// B (seat 0) and A (seat 1) tie on points (3) and SB (8); A beat B,
    /// so A is ahead though B's seat comes first. A: beat B, drew C, lost
    /// to D. B: lost to A, beat C, drew D. C: drew A, lost to B, drew D (2).
    /// D: beat A, drew B, drew C (4). SB A = 2·3 (B) + 2 (C) = 8; SB B =
    /// 2·2 (C) + 4 (D) = 8.
    #[test]
    fn the_direct_encounter_orders_two_players_tied_on_points_and_sonneborn_berger() {
        let (b, a, c, d) = (0, 1, 2, 3);
        let mut players = vec![Vec::new(); 4];
        game(&mut players, a, b, Score::Win);
        game(&mut players, c, a, Score::Draw);
        game(&mut players, d, a, Score::Win);
        game(&mut players, b, c, Score::Win);
        game(&mut players, d, b, Score::Draw);
        game(&mut players, c, d, Score::Draw);
        assert_eq!(
            ranked(&round_robin_table(&players)),
            vec![(d, 4, 11, 0), (a, 3, 8, 2), (b, 3, 8, 0), (c, 2, 7, 0)]
        );
    }

    #[test]
    fn a_game_still_going_counts_for_nothing_yet() {
        let mut players = vec![Vec::new(); 2];
        players[0].push(Entry::pending(1, Color::White));
        players[1].push(Entry::pending(0, Color::Black));
        let table = swiss_table(&players);
        assert!(table.iter().all(|l| l.points == 0 && l.buchholz == 0));
    }
}
