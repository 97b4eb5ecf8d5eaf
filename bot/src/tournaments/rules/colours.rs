//! Colours in a Swiss, by FIDE's rules (Handbook C.04.1 and C.04.3, the
//! Dutch system's colour allocation): a player's colour preference from the
//! games they played, the rule that two players who must both have one
//! colour cannot meet, and which of two paired players gets White.

use kibitz_rules::Color;

use super::Entry;

/// How much a player wants a colour next round (FIDE C.04.1 f-h).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preference {
    /// No game played yet.
    None,
    /// As many Whites as Blacks: the colour other than the last one.
    Mild(Color),
    /// One colour more than the other: the one that evens them.
    Strong(Color),
    /// Two more of one colour, or the last two games of one colour: the
    /// other colour, without exception here.
    Absolute(Color),
}

impl Preference {
    /// The colour wanted, if any.
    pub fn colour(self) -> Option<Color> {
        match self {
            Preference::None => None,
            Preference::Mild(c) | Preference::Strong(c) | Preference::Absolute(c) => Some(c),
        }
    }

    /// How strongly: 0 none, 1 mild, 2 strong, 3 absolute.
    pub fn strength(self) -> u8 {
        match self {
            Preference::None => 0,
            Preference::Mild(_) => 1,
            Preference::Strong(_) => 2,
            Preference::Absolute(_) => 3,
        }
    }
}

/// Whites minus Blacks over the games a player played (a forfeit is not a
/// colour had).
pub fn difference(rounds: &[Entry]) -> i32 {
    rounds
        .iter()
        .filter_map(Entry::colour_played)
        .map(|c| if c == Color::White { 1 } else { -1 })
        .sum()
}

/// A player's colour preference for the next round.
pub fn preference(rounds: &[Entry]) -> Preference {
    let played: Vec<Color> = rounds.iter().filter_map(Entry::colour_played).collect();
    let Some(&last) = played.last() else {
        return Preference::None;
    };
    let twice = played.len() >= 2 && played[played.len() - 2] == last;
    match difference(rounds) {
        d if d > 1 => Preference::Absolute(Color::Black),
        d if d < -1 => Preference::Absolute(Color::White),
        _ if twice => Preference::Absolute(!last),
        1 => Preference::Strong(Color::Black),
        -1 => Preference::Strong(Color::White),
        _ => Preference::Mild(!last),
    }
}

/// Whether two players may meet as far as colours go: not when both must
/// have the same colour.
pub fn compatible(one: Preference, other: Preference) -> bool {
    !matches!((one, other), (Preference::Absolute(a), Preference::Absolute(b)) if a == b)
}

/// How many colour wishes a pairing leaves unmet, weighed by strength (0
/// when both can have what they want; the weaker wish otherwise).
pub fn unmet(one: Preference, other: Preference) -> u8 {
    match (one.colour(), other.colour()) {
        (Some(a), Some(b)) if a == b => one.strength().min(other.strength()),
        _ => 0,
    }
}

/// Which colour the higher-ranked player of a pair gets (FIDE C.04.3 E):
/// both wishes when they agree; else the stronger wish; else alternation
/// from the last round where the two had different colours; else the
/// higher-ranked player's wish; else, with no wish at all, `first` on the
/// odd boards (1, 3, …) and the other colour on the even ones. `board` is
/// 0 for board 1.
pub fn higher_gets(higher: &[Entry], lower: &[Entry], board: usize, first: Color) -> Color {
    let (hp, lp) = (preference(higher), preference(lower));
    match (hp.colour(), lp.colour()) {
        (Some(h), Some(l)) if h != l => return h,
        (Some(h), None) => return h,
        (None, Some(l)) => return !l,
        (None, None) => {
            return if board.is_multiple_of(2) {
                first
            } else {
                !first
            };
        }
        _ => {}
    }
    let wanted = hp.colour().unwrap_or(first);
    if hp.strength() != lp.strength() {
        return if hp.strength() > lp.strength() {
            wanted
        } else {
            !wanted
        };
    }
    if let (Preference::Absolute(_), Preference::Absolute(_)) = (hp, lp) {
        let (hd, ld) = (difference(higher).abs(), difference(lower).abs());
        if hd != ld {
            return if hd > ld { wanted } else { !wanted };
        }
    }
    let (hs, ls): (Vec<Color>, Vec<Color>) = (
        higher.iter().filter_map(Entry::colour_played).collect(),
        lower.iter().filter_map(Entry::colour_played).collect(),
    );
    for (h, l) in hs.iter().rev().zip(ls.iter().rev()) {
        if h != l {
            return !*h;
        }
    }
    wanted
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    fn games(colours: &[Color]) -> Vec<Entry> {
        colours
            .iter()
            .enumerate()
            .map(|(i, &c)| Entry::pending(100 + i, c))
            .collect()
    }

    #[test]
    fn a_preference_follows_the_colour_difference_and_the_last_two_games() {
        assert_eq!(preference(&[]), Preference::None);
        assert_eq!(preference(&[Entry::Bye]), Preference::None);
        assert_eq!(preference(&games(&[White])), Preference::Strong(Black));
        assert_eq!(preference(&games(&[White, Black])), Preference::Mild(White));
        assert_eq!(
            preference(&games(&[White, White])),
            Preference::Absolute(Black)
        );
        assert_eq!(
            preference(&games(&[Black, White, White])),
            Preference::Absolute(Black),
            "the last two"
        );
        assert_eq!(
            preference(&games(&[White, Black, White])),
            Preference::Strong(Black)
        );
        assert_eq!(
            preference(&games(&[White, White, Black, White])),
            Preference::Absolute(Black),
            "two more Whites"
        );
    }

    #[test]
    fn a_forfeited_game_is_no_colour_had() {
        let mut rounds = games(&[White]);
        rounds.push(Entry::Game {
            opponent: 7,
            colour: White,
            score: Some(super::super::Score::Win),
            played: false,
        });
        assert_eq!(preference(&rounds), Preference::Strong(Black));
    }

    #[test]
    fn two_players_who_must_both_have_white_cannot_meet() {
        let must_white = Preference::Absolute(White);
        assert!(!compatible(must_white, must_white));
        assert!(compatible(must_white, Preference::Absolute(Black)));
        assert!(compatible(must_white, Preference::Strong(White)));
        assert_eq!(unmet(must_white, Preference::Strong(White)), 2);
        assert_eq!(unmet(Preference::Mild(White), Preference::Strong(White)), 1);
        assert_eq!(unmet(Preference::Mild(White), Preference::Mild(Black)), 0);
    }

    #[test]
    fn the_stronger_wish_wins_then_alternation_then_the_higher_ranked() {
        // Agreeing wishes.
        assert_eq!(
            higher_gets(&games(&[Black]), &games(&[White]), 0, Black),
            White
        );
        // The stronger wish: the lower-ranked must have White.
        assert_eq!(
            higher_gets(&games(&[Black, White]), &games(&[Black, Black]), 0, White),
            Black
        );
        // Equal wishes (both want Black): alternate from the last round in
        // which they had different colours (round 2: higher Black, lower
        // White), against the higher-ranked player's own wish.
        assert_eq!(
            higher_gets(
                &games(&[White, Black, Black, White]),
                &games(&[Black, White, Black, White]),
                0,
                White
            ),
            White
        );
        // Nothing to tell them apart: the higher-ranked player's wish.
        assert_eq!(
            higher_gets(&games(&[Black]), &games(&[Black]), 0, Black),
            White
        );
        // No wishes: the first colour on odd boards, the other on even.
        assert_eq!(higher_gets(&[], &[], 0, Black), Black);
        assert_eq!(higher_gets(&[], &[], 1, Black), White);
    }
}
