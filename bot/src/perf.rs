//! What a rating is kept for, as lichess keeps them (its "perf types"):
//! standard chess once for each speed (bullet, blitz, rapid, classical and
//! correspondence), every other variant once whatever its clock.
//!
//! Lichess also rates ultrabullet (an estimated length under 30 seconds)
//! apart; Kibitz counts its one such clock, ¼+0, as bullet, so that the
//! five speeds are the five the players know.

use crate::i18n::Text;
use kibitz_rules::Variant;

/// How fast a live game is, by lichess's estimate of its length (base
/// plus 40 increments).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    /// Under 3 minutes.
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// 25 minutes or more.
    Classical,
}

impl Speed {
    /// Every live speed, fastest first.
    pub const ALL: [Speed; 4] = [Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Classical];

    /// Its name, as commands and ratings write it.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
        }
    }

    /// The speed of a clock of `base` seconds and `increment` seconds a
    /// move, by lichess's estimate of the game's length: base plus 40
    /// increments.
    pub fn of_clock(base: i64, increment: i64) -> Speed {
        match base.saturating_add(increment.saturating_mul(40)) {
            ..180 => Speed::Bullet,
            180..480 => Speed::Blitz,
            480..1500 => Speed::Rapid,
            _ => Speed::Classical,
        }
    }

    /// The speed of a clock as the store keeps it (seconds of base and of
    /// increment); `None` without a base (no live clock).
    pub fn of_stored(base: Option<i32>, increment: Option<i32>) -> Option<Speed> {
        Some(Speed::of_clock(
            i64::from(base?),
            i64::from(increment.unwrap_or(0)),
        ))
    }

    /// The speed a word names.
    pub fn from_name(word: &str) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|speed| word.eq_ignore_ascii_case(speed.name()))
    }
}

/// One rating a player may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Perf {
    /// Standard chess on a live clock of this speed.
    Live(Speed),
    /// Standard chess by days per move, or with no limit (lichess rates an
    /// unlimited game as correspondence too).
    Correspondence,
    /// Any other variant, whatever its clock; never [`Variant::Standard`],
    /// which [`Perf::of`] rates by speed.
    Variant(Variant),
}

impl Perf {
    /// Standard chess's ratings, fastest first.
    pub const STANDARD: [Perf; 5] = [
        Perf::Live(Speed::Bullet),
        Perf::Live(Speed::Blitz),
        Perf::Live(Speed::Rapid),
        Perf::Live(Speed::Classical),
        Perf::Correspondence,
    ];

    /// The rating a game of `variant` at `speed` (`None`: not on a live
    /// clock) counts for.
    pub fn of(variant: Variant, speed: Option<Speed>) -> Perf {
        match (variant, speed) {
            (Variant::Standard, Some(speed)) => Perf::Live(speed),
            (Variant::Standard, None) => Perf::Correspondence,
            (variant, _) => Perf::Variant(variant),
        }
    }

    /// The variant its games are of.
    pub fn variant(self) -> Variant {
        match self {
            Perf::Live(_) | Perf::Correspondence => Variant::Standard,
            Perf::Variant(variant) => variant,
        }
    }

    /// Its stored name: the speed's for standard chess (`blitz`,
    /// `correspondence`), the variant's for any other (`atomic`).
    pub fn name(self) -> &'static str {
        match self {
            Perf::Live(speed) => speed.name(),
            Perf::Correspondence => "correspondence",
            Perf::Variant(Variant::Standard) => "correspondence",
            Perf::Variant(variant) => variant.name(),
        }
    }

    /// The rating a stored name names.
    pub fn from_name(name: &str) -> Option<Perf> {
        Perf::STANDARD
            .into_iter()
            .find(|perf| perf.name() == name)
            .or_else(|| {
                Variant::ALL
                    .into_iter()
                    .filter(|v| *v != Variant::Standard)
                    .find(|v| v.name() == name)
                    .map(Perf::Variant)
            })
    }

    /// The standard-chess rating a word a player writes names (`blitz`,
    /// `Correspondence`, `corr`); variants are read as variants.
    pub fn speed_word(word: &str) -> Option<Perf> {
        if let Some(speed) = Speed::from_name(word) {
            return Some(Perf::Live(speed));
        }
        ["correspondence", "corr", "daily"]
            .iter()
            .any(|name| word.eq_ignore_ascii_case(name))
            .then_some(Perf::Correspondence)
    }
}

/// Which of a player's finished games a history lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finished {
    /// Every one.
    All,
    /// Those of one variant, at any speed.
    Variant(Variant),
    /// Those one rating counts (`blitz`: standard chess at blitz speed).
    RatedAs(Perf),
}

/// The variant's name for people.
pub fn variant_text(variant: Variant) -> Text {
    Text::new("variant-name").arg("variant", variant.name())
}

/// A rating's name: a speed of standard chess ("blitz"), or the variant's
/// name for any other.
pub fn perf_text(perf: Perf) -> Text {
    match perf {
        Perf::Variant(variant) => variant_text(variant),
        standard => Text::new("perf-name").arg("perf", standard.name()),
    }
}

/// A game's kind as a history line names it: "standard chess, blitz"
/// for standard chess (whose speed is a rating of its own), the
/// variant's name for any other.
pub fn perf_game_text(perf: Perf) -> Text {
    match perf {
        Perf::Variant(variant) => variant_text(variant),
        standard => Text::new("perf-game")
            .text("variant", variant_text(standard.variant()))
            .text("speed", perf_text(standard)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rating_is_read_back_from_its_stored_name() {
        let all = Perf::STANDARD.into_iter().chain(
            Variant::ALL
                .into_iter()
                .filter(|v| *v != Variant::Standard)
                .map(Perf::Variant),
        );
        for perf in all {
            assert_eq!(Perf::from_name(perf.name()), Some(perf), "{perf:?}");
        }
        assert_eq!(Perf::from_name("standard"), None);
    }

    #[test]
    fn standard_chess_is_rated_by_speed_and_every_other_variant_once() {
        assert_eq!(
            Perf::of(Variant::Standard, Some(Speed::Blitz)),
            Perf::Live(Speed::Blitz)
        );
        assert_eq!(Perf::of(Variant::Standard, None), Perf::Correspondence);
        assert_eq!(
            Perf::of(Variant::Atomic, Some(Speed::Bullet)),
            Perf::Variant(Variant::Atomic)
        );
        assert_eq!(
            Perf::of(Variant::Atomic, None),
            Perf::Variant(Variant::Atomic)
        );
        assert_eq!(Perf::speed_word("Blitz"), Some(Perf::Live(Speed::Blitz)));
        assert_eq!(Perf::speed_word("corr"), Some(Perf::Correspondence));
        assert_eq!(Perf::speed_word("atomic"), None);
    }
}
