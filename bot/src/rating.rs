//! Glicko-2 ratings as lichess keeps them: one per player and variant,
//! starting at 1500 with a deviation of 350 and a volatility of 0.06,
//! updated after every rated game on its own (one game, one update), the
//! deviation growing with the time since the player's last rated game. The
//! mathematics of one update is the `skillratings` crate's.

use chrono::{DateTime, TimeDelta, Utc};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The rating every player starts from.
pub const START_RATING: f64 = 1500.0;

/// The deviation every player starts from, and the most it grows to.
pub const START_DEVIATION: f64 = 350.0;

/// The volatility every player starts from.
pub const START_VOLATILITY: f64 = 0.06;

/// Above this deviation a rating is provisional: shown with `?` and left
/// off the leaderboards.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Rating periods per day of inactivity, as lichess counts them: the
/// deviation grows by one period's volatility for every period that passes
/// between a player's rated games.
pub const PERIODS_PER_DAY: f64 = 0.21436;

/// The scale between Glicko-2's internal units and rating points.
const SCALE: f64 = 173.7178;

/// The furthest ahead a rating is said to stay steady (its deviation grows
/// slowly once it is low): a bound that keeps dates representable.
const LONGEST_STEADY: TimeDelta = TimeDelta::days(365 * 100);

/// A player's rating in one variant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation as of `rated_at`.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// When it last changed.
    pub rated_at: DateTime<Utc>,
}

/// How a game went for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

impl Score {
    /// Every score.
    pub const ALL: [Score; 3] = [Score::Win, Score::Draw, Score::Loss];

    /// The stored name: `win`, `draw` or `loss`.
    pub const fn name(self) -> &'static str {
        match self {
            Score::Win => "win",
            Score::Draw => "draw",
            Score::Loss => "loss",
        }
    }

    /// The score a stored name names.
    pub fn from_name(name: &str) -> Option<Score> {
        Score::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The opponent's score.
    pub const fn opposite(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

impl Rating {
    /// A new player's rating, as of `now`.
    pub fn start(now: DateTime<Utc>) -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
            games: 0,
            rated_at: now,
        }
    }

    /// The deviation at `now`: grown with the rating periods passed since
    /// `rated_at`, up to the starting deviation.
    pub fn deviation_at(&self, now: DateTime<Utc>) -> f64 {
        let days = (now - self.rated_at).num_seconds().max(0) as f64 / 86_400.0;
        let periods = days * PERIODS_PER_DAY;
        let grown = (self.deviation.powi(2) + periods * (self.volatility * SCALE).powi(2)).sqrt();
        grown.min(START_DEVIATION)
    }

    /// Whether the rating is provisional at `now`.
    pub fn is_provisional_at(&self, now: DateTime<Utc>) -> bool {
        self.deviation_at(now) > PROVISIONAL_DEVIATION
    }

    /// Until when the rating stays out of the provisional range if its
    /// player plays no more rated games (`rated_at` itself when it is
    /// provisional already).
    pub fn steady_until(&self) -> DateTime<Utc> {
        if self.deviation > PROVISIONAL_DEVIATION {
            return self.rated_at;
        }
        let per_period = (self.volatility * SCALE).powi(2);
        let room = PROVISIONAL_DEVIATION.powi(2) - self.deviation.powi(2);
        let days = if per_period > 0.0 {
            room / per_period / PERIODS_PER_DAY
        } else {
            f64::INFINITY
        };
        let seconds = (days * 86_400.0).min(LONGEST_STEADY.num_seconds() as f64);
        self.rated_at + TimeDelta::seconds(seconds as i64)
    }

    /// The rating as shown: rounded, with `?` while provisional.
    pub fn shown_at(&self, now: DateTime<Utc>) -> String {
        shown(self.rating, self.is_provisional_at(now))
    }

    fn glicko(&self, now: DateTime<Utc>) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation_at(now),
            volatility: self.volatility,
        }
    }

    fn after(&self, glicko: Glicko2Rating, now: DateTime<Utc>) -> Rating {
        Rating {
            rating: glicko.rating,
            deviation: glicko.deviation.min(START_DEVIATION),
            volatility: glicko.volatility,
            games: self.games.saturating_add(1),
            rated_at: now,
        }
    }
}

/// A rating rounded as players read it, with `?` when provisional.
pub fn shown(rating: f64, provisional: bool) -> String {
    let mark = if provisional { "?" } else { "" };
    format!("{}{mark}", rating.round() as i64)
}

/// A rating change as players read it: `+23`, `−8`, `±0`.
pub fn shown_change(before: f64, after: f64) -> String {
    let change = after.round() as i64 - before.round() as i64;
    match change {
        0 => "±0".to_owned(),
        c if c > 0 => format!("+{c}"),
        c => format!("−{}", -c),
    }
}

/// Both players' ratings after a game they played at `now`, where White
/// scored `white_score`: each deviation first grows with its player's
/// inactivity, then the game is one Glicko-2 rating period.
pub fn rate_game(
    white: &Rating,
    black: &Rating,
    white_score: Score,
    now: DateTime<Utc>,
) -> (Rating, Rating) {
    let outcome = match white_score {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let (w, b) = glicko2(
        &white.glicko(now),
        &black.glicko(now),
        &outcome,
        &Glicko2Config::new(),
    );
    (white.after(w, now), black.after(b, now))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(days: i64) -> DateTime<Utc> {
        DateTime::<Utc>::UNIX_EPOCH + TimeDelta::days(20_000 + days)
    }

    #[test]
    fn a_game_played_at_once_is_the_crates_single_game_update() {
        let now = at(0);
        let alice = Rating {
            rating: 1620.0,
            deviation: 80.0,
            volatility: 0.059,
            games: 30,
            rated_at: now,
        };
        let bob = Rating::start(now);
        let (a, b) = rate_game(&alice, &bob, Score::Loss, now);
        let (ea, eb) = glicko2(
            &Glicko2Rating::from((1620.0, 80.0, 0.059)),
            &Glicko2Rating::new(),
            &Outcomes::LOSS,
            &Glicko2Config::new(),
        );
        assert_eq!(
            (a.rating, a.deviation, a.volatility),
            (ea.rating, ea.deviation, ea.volatility)
        );
        assert_eq!(
            (b.rating, b.deviation, b.volatility),
            (eb.rating, eb.deviation, eb.volatility)
        );
        assert_eq!((a.games, b.games), (31, 1));
    }

    #[test]
    fn the_deviation_grows_with_inactivity_up_to_the_start() {
        let steady = Rating {
            rating: 1800.0,
            deviation: 60.0,
            volatility: 0.06,
            games: 100,
            rated_at: at(0),
        };
        assert_eq!(steady.deviation_at(at(0)), 60.0);
        let two_years = steady.deviation_at(at(730));
        // 156.5 periods of 0.06 volatility: sqrt(60² + 156.5 · 10.42²) ≈ 143.5.
        assert!((two_years - 143.5).abs() < 0.5, "{two_years}");
        assert!(steady.is_provisional_at(at(730)));
        assert!(!steady.is_provisional_at(at(300)));
        assert_eq!(steady.deviation_at(at(365 * 50)), START_DEVIATION);
        // Steady until the deviation reaches the mark, and not after.
        let until = steady.steady_until();
        assert!(!steady.is_provisional_at(until - TimeDelta::hours(1)));
        assert!(steady.is_provisional_at(until + TimeDelta::hours(1)));
        assert_eq!(Rating::start(at(0)).steady_until(), at(0));
    }

    #[test]
    fn ratings_and_changes_read_as_players_write_them() {
        assert_eq!(shown(1523.4, false), "1523");
        assert_eq!(shown(1523.6, true), "1524?");
        assert_eq!(shown_change(1500.0, 1523.2), "+23");
        assert_eq!(shown_change(1500.4, 1492.0), "−8");
        assert_eq!(shown_change(1500.0, 1500.2), "±0");
    }
}
