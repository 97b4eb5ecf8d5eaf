//! Puzzle themes, as lichess names them (`fork`, `mateIn2`), with those
//! of our own games' puzzles (`football`, `scoreIn2`, `immortal`,
//! `setUpIn1`), and sets of them as bits.

/// Declares the themes: each variant with lichess's name.
macro_rules! themes {
    ($($theme:ident = $name:literal,)*) => {
        /// A puzzle theme of the shipped set, with lichess's name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum PuzzleTheme {
            $(
                #[doc = concat!("Lichess's `", $name, "`.")]
                $theme,
            )*
        }

        impl PuzzleTheme {
            /// Every theme, in lichess's alphabetical order.
            pub const ALL: &'static [PuzzleTheme] = &[$(PuzzleTheme::$theme,)*];

            /// Lichess's name: `mateIn2`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(PuzzleTheme::$theme => $name,)*
                }
            }
        }
    };
}

themes! {
    AnastasiaMate = "anastasiaMate",
    ArabianMate = "arabianMate",
    Attraction = "attraction",
    BackRankMate = "backRankMate",
    BishopEndgame = "bishopEndgame",
    BodenMate = "bodenMate",
    CapturingDefender = "capturingDefender",
    Clearance = "clearance",
    DefensiveMove = "defensiveMove",
    Deflection = "deflection",
    DiscoveredAttack = "discoveredAttack",
    DoubleCheck = "doubleCheck",
    EnPassant = "enPassant",
    ExposedKing = "exposedKing",
    Football = "football",
    Fork = "fork",
    HangingPiece = "hangingPiece",
    HookMate = "hookMate",
    Immortal = "immortal",
    Interference = "interference",
    Intermezzo = "intermezzo",
    KingsideAttack = "kingsideAttack",
    KnightEndgame = "knightEndgame",
    MateIn1 = "mateIn1",
    MateIn2 = "mateIn2",
    MateIn3 = "mateIn3",
    MateIn4 = "mateIn4",
    PawnEndgame = "pawnEndgame",
    Pin = "pin",
    Promotion = "promotion",
    QueenEndgame = "queenEndgame",
    QuietMove = "quietMove",
    RookEndgame = "rookEndgame",
    Sacrifice = "sacrifice",
    ScoreIn1 = "scoreIn1",
    ScoreIn2 = "scoreIn2",
    SetUpIn1 = "setUpIn1",
    SetUpIn2 = "setUpIn2",
    Skewer = "skewer",
    SmotheredMate = "smotheredMate",
    TrappedPiece = "trappedPiece",
    UnderPromotion = "underPromotion",
    XRayAttack = "xRayAttack",
}

/// A name or a phrase folded for comparison: lower case, without spaces,
/// hyphens and underscores (`Mate in 2` and `mateIn2` fold alike).
fn folded(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

impl PuzzleTheme {
    /// The theme lichess's name names.
    pub fn named(name: &str) -> Option<PuzzleTheme> {
        PuzzleTheme::ALL.iter().copied().find(|t| t.name() == name)
    }

    /// The theme a phrase names, as people type it: lichess's name in any
    /// case, spaced or not (`mate in 2`, `back-rank mate`, `Fork`).
    pub fn read(phrase: &str) -> Option<PuzzleTheme> {
        let phrase = folded(phrase);
        PuzzleTheme::ALL
            .iter()
            .copied()
            .find(|t| folded(t.name()) == phrase)
    }

    /// The variant a theme names (`football`, `scoreIn2`; `immortal`,
    /// `setUpIn1`): its puzzles are of that game; lichess's themes name
    /// none.
    pub const fn variant(self) -> Option<kibitz_rules::Variant> {
        match self {
            PuzzleTheme::Football | PuzzleTheme::ScoreIn1 | PuzzleTheme::ScoreIn2 => {
                Some(kibitz_rules::Variant::Football)
            }
            PuzzleTheme::Immortal | PuzzleTheme::SetUpIn1 | PuzzleTheme::SetUpIn2 => {
                Some(kibitz_rules::Variant::Immortal)
            }
            _ => None,
        }
    }

    /// Its bit in [`PuzzleThemes`].
    const fn bit(self) -> u64 {
        1 << self as u32
    }
}

/// A set of themes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PuzzleThemes(u64);

impl PuzzleThemes {
    /// No theme.
    pub const EMPTY: PuzzleThemes = PuzzleThemes(0);

    /// Whether it holds none.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether it holds `theme`.
    pub const fn contains(self, theme: PuzzleTheme) -> bool {
        self.0 & theme.bit() != 0
    }

    /// Whether it holds every theme of `other`.
    pub const fn contains_all(self, other: PuzzleThemes) -> bool {
        self.0 & other.0 == other.0
    }

    /// The variant one of its themes names, if one does.
    pub fn variant(self) -> Option<kibitz_rules::Variant> {
        self.iter().find_map(PuzzleTheme::variant)
    }

    /// Its themes, in lichess's order.
    pub fn iter(self) -> impl Iterator<Item = PuzzleTheme> {
        PuzzleTheme::ALL
            .iter()
            .copied()
            .filter(move |t| self.contains(*t))
    }
}

impl From<PuzzleTheme> for PuzzleThemes {
    fn from(theme: PuzzleTheme) -> PuzzleThemes {
        PuzzleThemes(theme.bit())
    }
}

impl FromIterator<PuzzleTheme> for PuzzleThemes {
    fn from_iter<I: IntoIterator<Item = PuzzleTheme>>(themes: I) -> PuzzleThemes {
        PuzzleThemes(themes.into_iter().fold(0, |bits, t| bits | t.bit()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_reads_back_by_its_name_and_as_people_type_it() {
        assert!(PuzzleTheme::ALL.len() < 64, "the themes fit the bits");
        for theme in PuzzleTheme::ALL {
            assert_eq!(PuzzleTheme::named(theme.name()), Some(*theme));
            assert_eq!(PuzzleTheme::read(theme.name()), Some(*theme));
        }
        assert_eq!(PuzzleTheme::read("mate in 2"), Some(PuzzleTheme::MateIn2));
        assert_eq!(
            PuzzleTheme::read("Back-rank mate"),
            Some(PuzzleTheme::BackRankMate)
        );
        assert_eq!(PuzzleTheme::read("forks"), None);
        let set: PuzzleThemes = [PuzzleTheme::Fork, PuzzleTheme::Pin].into_iter().collect();
        assert!(set.contains_all(PuzzleTheme::Fork.into()));
        assert!(!set.contains(PuzzleTheme::Skewer));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [PuzzleTheme::Fork, PuzzleTheme::Pin]
        );
    }
}
