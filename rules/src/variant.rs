//! The games Kibitz plays, each with a stable short name for commands and storage.

use std::fmt;
use std::str::FromStr;

use shakmaty::CastlingMode;

/// A game Kibitz can play.
///
/// The short name ([`Variant::name`]) is stable: it is what users type and
/// what the database stores. Never rename one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Classic chess under the FIDE Laws.
    Standard,
    /// Fischer random chess: the back rank shuffled, one of 960 start positions.
    Chess960,
    /// Captured pieces change sides and may be dropped back on the board.
    Crazyhouse,
    /// Captures explode, taking every piece but pawns around them.
    Atomic,
    /// Captures are compulsory; lose all your pieces (or be stalemated) to win.
    Antichess,
    /// Bring your king to the centre to win.
    KingOfTheHill,
    /// Give check three times to win.
    ThreeCheck,
    /// White's pawn horde against Black's army.
    Horde,
    /// Race your king to the eighth rank; no checks allowed.
    RacingKings,
    /// Immortal chess: nothing is captured, pieces swap; rebuild your army
    /// in the opponent's starting places first.
    Immortal,
    /// Chess football: six pieces a side, a ball, goals, two halves.
    Football,
}

impl Variant {
    /// Every variant, in the order they are listed to users.
    pub const ALL: [Variant; 11] = [
        Variant::Standard,
        Variant::Chess960,
        Variant::Crazyhouse,
        Variant::Atomic,
        Variant::Antichess,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
        Variant::Horde,
        Variant::RacingKings,
        Variant::Immortal,
        Variant::Football,
    ];

    /// The stable short name used in commands and storage.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Chess960 => "chess960",
            Variant::Crazyhouse => "crazyhouse",
            Variant::Atomic => "atomic",
            Variant::Antichess => "antichess",
            Variant::KingOfTheHill => "kingofthehill",
            Variant::ThreeCheck => "threecheck",
            Variant::Horde => "horde",
            Variant::RacingKings => "racingkings",
            Variant::Immortal => "immortal",
            Variant::Football => "football",
        }
    }

    /// The name used in the PGN `Variant` tag (as lichess writes it).
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::Chess960 => "Chess960",
            Variant::Crazyhouse => "Crazyhouse",
            Variant::Atomic => "Atomic",
            Variant::Antichess => "Antichess",
            Variant::KingOfTheHill => "King of the Hill",
            Variant::ThreeCheck => "Three-check",
            Variant::Horde => "Horde",
            Variant::RacingKings => "Racing Kings",
            Variant::Immortal => "Immortal",
            Variant::Football => "Football",
        }
    }

    /// Reads a variant from its short name, its PGN name or a common alias,
    /// ignoring case, spaces, hyphens and underscores.
    pub fn from_name(text: &str) -> Option<Variant> {
        let key: String = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect();
        Some(match key.as_str() {
            "standard" | "chess" | "classic" | "classical" | "fromposition" => Variant::Standard,
            "chess960" | "960" | "fischerandom" | "fischerrandom" | "freestyle" => {
                Variant::Chess960
            }
            "crazyhouse" | "zh" | "zh960" => Variant::Crazyhouse,
            "atomic" => Variant::Atomic,
            "antichess" | "giveaway" | "losers" | "suicide" => Variant::Antichess,
            "kingofthehill" | "koth" => Variant::KingOfTheHill,
            "threecheck" | "3check" => Variant::ThreeCheck,
            "horde" => Variant::Horde,
            "racingkings" | "racing" => Variant::RacingKings,
            "immortal" | "immortalchess" | "бессмертные" | "бессмертныешахматы" => {
                Variant::Immortal
            }
            "football" | "chessfootball" | "soccer" | "футбол" => Variant::Football,
            _ => return None,
        })
    }

    /// Whether the game is of the classic family (chess and the lichess
    /// variants, which UCI engines play), not one of our own.
    pub const fn is_classic(self) -> bool {
        !matches!(self, Variant::Immortal | Variant::Football)
    }

    /// The `UCI_Variant` value UCI engines such as Fairy-Stockfish give
    /// this game; `None` for standard chess and Chess960, which every UCI
    /// engine plays without one, and for our own games, which none plays.
    pub const fn uci_variant(self) -> Option<&'static str> {
        match self {
            Variant::Crazyhouse => Some("crazyhouse"),
            Variant::Atomic => Some("atomic"),
            Variant::Antichess => Some("antichess"),
            Variant::KingOfTheHill => Some("kingofthehill"),
            Variant::ThreeCheck => Some("3check"),
            Variant::Horde => Some("horde"),
            Variant::RacingKings => Some("racingkings"),
            Variant::Standard | Variant::Chess960 | Variant::Immortal | Variant::Football => None,
        }
    }

    /// The shakmaty variant that implements these rules (our own games use
    /// only shakmaty's board vocabulary and are never asked).
    pub(crate) const fn shakmaty(self) -> shakmaty::variant::Variant {
        use shakmaty::variant::Variant as S;
        match self {
            Variant::Immortal | Variant::Football => S::Chess,
            Variant::Standard | Variant::Chess960 => S::Chess,
            Variant::Crazyhouse => S::Crazyhouse,
            Variant::Atomic => S::Atomic,
            Variant::Antichess => S::Antichess,
            Variant::KingOfTheHill => S::KingOfTheHill,
            Variant::ThreeCheck => S::ThreeCheck,
            Variant::Horde => S::Horde,
            Variant::RacingKings => S::RacingKings,
        }
    }

    /// How castling rights are read and moves are written for this variant.
    pub(crate) const fn castling_mode(self) -> CastlingMode {
        match self {
            Variant::Chess960 => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text named no variant Kibitz knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant {0:?}; known: standard, chess960, crazyhouse, atomic, antichess, kingofthehill, threecheck, horde, racingkings, immortal, football"
)]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::from_name(s).ok_or_else(|| UnknownVariant(s.chars().take(40).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_short_name_and_pgn_name_reads_back() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_name(v.name()), Some(v));
            assert_eq!(Variant::from_name(v.pgn_name()), Some(v));
        }
    }

    #[test]
    fn unknown_variant_is_refused_with_the_list() {
        let err = "bughouse".parse::<Variant>().unwrap_err();
        assert!(err.to_string().contains("bughouse"));
        assert!(err.to_string().contains("chess960"));
    }
}
