//! Tournaments as a community runs them, the pure part: who plays whom and
//! how they stand. Swiss pairing by a maximum-weight matching ([`swiss`],
//! with FIDE's colour rules in [`colours`]), round-robin by Berger's tables
//! ([`berger`]), lichess's arena scoring and waiting-player pairing
//! ([`arena`]), and the tiebreaks that order a table ([`tiebreaks`]). No
//! store, no clock, no chat: a tournament's history in, pairings and
//! standings out.

pub mod arena;
pub mod berger;
pub mod colours;
pub mod swiss;
pub mod tiebreaks;

use kibitz_rules::Color;

/// Points counted in halves (a win 2, a draw 1, a loss 0), so that every
/// sum and comparison is exact.
pub type HalfPoints = u32;

pub use crate::rating::Score;

/// A game's score in half-points: a win 2, a draw 1, a loss 0.
pub fn half_points(score: Score) -> HalfPoints {
    match score {
        Score::Win => 2,
        Score::Draw => 1,
        Score::Loss => 0,
    }
}

/// What one round of a Swiss or round-robin was for one player, who is
/// named by their seat: their index in the tournament's list of players,
/// which is its pairing order (seeded by rating when it starts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Paired against `opponent` with `colour`. `score` is `None` while the
    /// game goes on. `played` is false for a game decided without play (a
    /// forfeit at the round's deadline): it still counts as a meeting, but
    /// not as a colour had, and tiebreaks treat it as unplayed.
    Game {
        /// The opponent's seat.
        opponent: usize,
        /// The colour this player had.
        colour: Color,
        /// The result for this player, once known.
        score: Option<Score>,
        /// Whether the game was played at all.
        played: bool,
    },
    /// The round's bye: one point, as lichess gives it.
    Bye,
    /// Not paired this round (joined later, withdrew, or left out): nothing.
    Absent,
}

impl Entry {
    /// A played game against `opponent`, not over yet.
    pub fn pending(opponent: usize, colour: Color) -> Entry {
        Entry::Game {
            opponent,
            colour,
            score: None,
            played: true,
        }
    }

    /// What the round is worth, in half-points (a game going on: nothing
    /// yet).
    pub fn half_points(&self) -> HalfPoints {
        match self {
            Entry::Game { score, .. } => score.map_or(0, half_points),
            Entry::Bye => 2,
            Entry::Absent => 0,
        }
    }

    /// The opponent met, for a game (played or forfeited).
    pub fn opponent(&self) -> Option<usize> {
        match self {
            Entry::Game { opponent, .. } => Some(*opponent),
            _ => None,
        }
    }

    /// The colour had in a game actually played.
    pub fn colour_played(&self) -> Option<Color> {
        match self {
            Entry::Game {
                colour,
                played: true,
                ..
            } => Some(*colour),
            _ => None,
        }
    }
}

/// A player's total over the rounds given, in half-points.
pub fn total(rounds: &[Entry]) -> HalfPoints {
    rounds.iter().map(Entry::half_points).sum()
}

/// A score in half-points written as players read it: `3`, `2½`, `½`.
pub fn points_written(half: HalfPoints) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// A tiebreak in quarter-points (Sonneborn-Berger) written as players
/// read it: `9¼`, `7½`, `¾`, `12`.
pub fn quarters_written(quarters: u32) -> String {
    let fraction = ["", "¼", "½", "¾"][(quarters % 4) as usize];
    match quarters / 4 {
        0 if !fraction.is_empty() => fraction.to_owned(),
        whole => format!("{whole}{fraction}"),
    }
}

/// One board of a round: who has White and who Black, by seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's seat.
    pub white: usize,
    /// Black's seat.
    pub black: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_in_halves_and_quarters_as_players_read_them() {
        let halves: Vec<String> = [0, 1, 2, 5, 14].into_iter().map(points_written).collect();
        assert_eq!(halves, ["0", "½", "1", "2½", "7"]);
        let quarters: Vec<String> = [0, 1, 2, 3, 4, 37, 30]
            .into_iter()
            .map(quarters_written)
            .collect();
        assert_eq!(quarters, ["0", "¼", "½", "¾", "1", "9¼", "7½"]);
    }

    #[test]
    fn a_round_is_worth_what_its_result_or_bye_gives() {
        let rounds = [
            Entry::pending(1, Color::White),
            Entry::Bye,
            Entry::Absent,
            Entry::Game {
                opponent: 2,
                colour: Color::Black,
                score: Some(Score::Draw),
                played: true,
            },
            Entry::Game {
                opponent: 3,
                colour: Color::White,
                score: Some(Score::Win),
                played: false,
            },
        ];
        assert_eq!(total(&rounds), 5);
        assert_eq!(
            rounds[4].colour_played(),
            None,
            "a forfeit is no colour had"
        );
        assert_eq!(rounds[4].opponent(), Some(3), "but is a meeting");
    }
}
