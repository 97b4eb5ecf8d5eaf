//! Live time controls, as lichess offers them: a base time from a quarter
//! of a minute to three hours and an increment of 0 to 180 seconds
//! (Fischer), written `5+3`, `0.25+0`, `1/4+0` or `½+0`, or named by speed
//! (`bullet`, `blitz`, `rapid`, `classical`, each a default of its class).

use std::fmt;

pub use crate::perf::Speed;

/// The base times lichess allows, in seconds.
pub const BASES: [u32; 30] = [
    15, 30, 45, 60, 90, 120, 180, 240, 300, 360, 420, 480, 540, 600, 900, 1200, 1500, 1800, 2100,
    2400, 2700, 3600, 4500, 5400, 6300, 7200, 8100, 9000, 9900, 10800,
];

/// The most seconds an increment may add.
const MOST_INCREMENT: u32 = 180;

/// A live game's clock: each side's time at the start, and what each move
/// adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LiveClock {
    base: u32,
    increment: u32,
}

impl LiveClock {
    /// A clock of `base` seconds and `increment` seconds a move, if lichess
    /// allows it.
    pub fn new(base: u32, increment: u32) -> Option<LiveClock> {
        (BASES.contains(&base) && increment <= MOST_INCREMENT)
            .then_some(LiveClock { base, increment })
    }

    /// The default clock of a speed, as lichess's quick pairing offers it
    /// first: 1+0, 5+0, 10+0, 30+0.
    pub fn of_speed(speed: Speed) -> LiveClock {
        let base = match speed {
            Speed::Bullet => 60,
            Speed::Blitz => 300,
            Speed::Rapid => 600,
            Speed::Classical => 1800,
        };
        LiveClock { base, increment: 0 }
    }

    /// Reads `5+3`, `0.25+0`, `1/4+0`, `¼+0`, `1½+0`: minutes, then `+`
    /// and seconds. `None` for anything else, or a clock lichess does not
    /// allow.
    pub fn parse(text: &str) -> Option<LiveClock> {
        let (minutes, seconds) = text.trim().split_once('+')?;
        let base = minutes_in_seconds(minutes.trim())?;
        let increment = seconds.trim().parse::<u32>().ok()?;
        LiveClock::new(base, increment)
    }

    /// Whether a word is written as a clock (`N+N`), allowed or not.
    pub fn looks_like(word: &str) -> bool {
        word.split_once('+').is_some_and(|(minutes, seconds)| {
            !minutes.is_empty()
                && minutes
                    .chars()
                    .all(|c| c.is_ascii_digit() || "./¼½¾".contains(c))
                && seconds.chars().all(|c| c.is_ascii_digit())
        })
    }

    /// The base time, in seconds.
    pub fn base(self) -> u32 {
        self.base
    }

    /// The seconds each move adds.
    pub fn increment(self) -> u32 {
        self.increment
    }

    /// How fast a game on this clock is.
    pub fn speed(self) -> Speed {
        Speed::of_clock(i64::from(self.base), i64::from(self.increment))
    }

    /// Below how many milliseconds left a side's time is low (shown in
    /// red): an eighth of the base, within 10 to 60 seconds, as lichess
    /// marks its clock's emergency.
    pub fn low_time_ms(self) -> i64 {
        (i64::from(self.base) * 1000 / 8).clamp(10_000, 60_000)
    }

    /// How long a side has for its first move before the game is aborted:
    /// 30 seconds in bullet and blitz, as on lichess, and a minute in
    /// slower games, where players take their time to settle.
    pub fn first_move_seconds(self) -> u32 {
        match self.speed() {
            Speed::Bullet | Speed::Blitz => 30,
            Speed::Rapid | Speed::Classical => 60,
        }
    }
}

impl fmt::Display for LiveClock {
    /// `5+3`; a base under a minute or not whole as `0.25+0`, `1.5+0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.base / 60, self.base % 60) {
            (minutes, 0) => write!(f, "{minutes}+{}", self.increment),
            (minutes, 15) => write!(f, "{minutes}.25+{}", self.increment),
            (minutes, 30) => write!(f, "{minutes}.5+{}", self.increment),
            (minutes, _) => write!(f, "{minutes}.75+{}", self.increment),
        }
    }
}

/// Minutes written as a whole number, a decimal (`0.25`, `1.5`), a
/// fraction (`1/4`) or with a vulgar fraction (`¼`, `1½`), in seconds;
/// `None` unless a whole number of seconds.
fn minutes_in_seconds(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 8 {
        return None;
    }
    let (whole, quarters) = match text.char_indices().last()? {
        (at, '¼') => (&text[..at], 1),
        (at, '½') => (&text[..at], 2),
        (at, '¾') => (&text[..at], 3),
        _ => (text, 0),
    };
    if quarters > 0 {
        let whole = if whole.is_empty() {
            0
        } else {
            whole.parse::<u32>().ok()?
        };
        return Some(whole * 60 + quarters * 15);
    }
    if let Some((numerator, denominator)) = text.split_once('/') {
        let (numerator, denominator) = (
            numerator.parse::<u32>().ok()?,
            denominator.parse::<u32>().ok()?,
        );
        let seconds = numerator.checked_mul(60)?;
        return (denominator > 0 && seconds % denominator == 0).then(|| seconds / denominator);
    }
    if let Some((whole, fraction)) = text.split_once('.') {
        let whole = if whole.is_empty() {
            0
        } else {
            whole.parse::<u32>().ok()?
        };
        let seconds = match fraction {
            "25" => 15,
            "5" | "50" => 30,
            "75" => 45,
            "0" | "00" => 0,
            _ => return None,
        };
        return whole.checked_mul(60)?.checked_add(seconds);
    }
    text.parse::<u32>().ok()?.checked_mul(60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_read_in_every_way_lichess_players_write_them() {
        let quarter = LiveClock::new(15, 0);
        for written in ["0.25+0", "1/4+0", "¼+0", ".25+0"] {
            assert_eq!(LiveClock::parse(written), quarter, "{written}");
        }
        assert_eq!(LiveClock::parse("1½+0"), LiveClock::new(90, 0));
        assert_eq!(LiveClock::parse("1.5+2"), LiveClock::new(90, 2));
        assert_eq!(LiveClock::parse("5+3"), LiveClock::new(300, 3));
        assert_eq!(LiveClock::parse("180+180"), LiveClock::new(10800, 180));
        for refused in [
            "0+1", "7.5+0", "11+0", "5+181", "1/3+0", "5+", "+3", "5-3", "1/0+0",
        ] {
            assert_eq!(LiveClock::parse(refused), None, "{refused}");
        }
    }

    #[test]
    fn a_clock_is_written_as_it_is_read() {
        for written in [
            "0.25+0", "0.5+0", "0.75+0", "1+0", "1.5+0", "5+3", "180+180",
        ] {
            let clock = LiveClock::parse(written).expect("allowed");
            assert_eq!(clock.to_string(), written);
        }
    }

    #[test]
    fn speeds_follow_lichesss_estimate_of_base_plus_forty_increments() {
        let speed = |text| LiveClock::parse(text).expect("allowed").speed();
        assert_eq!(speed("1+0"), Speed::Bullet);
        assert_eq!(speed("2+1"), Speed::Bullet);
        assert_eq!(speed("3+0"), Speed::Blitz);
        assert_eq!(speed("5+3"), Speed::Blitz);
        assert_eq!(speed("10+0"), Speed::Rapid);
        assert_eq!(speed("15+10"), Speed::Rapid);
        assert_eq!(speed("30+0"), Speed::Classical);
        assert_eq!(LiveClock::of_speed(Speed::Blitz).to_string(), "5+0");
    }
}
