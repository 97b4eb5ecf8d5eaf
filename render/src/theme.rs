//! Board themes: the colours of squares, highlights, bars and marks.

use std::fmt;
use std::str::FromStr;

/// An sRGB colour.
pub(crate) type Rgb = [u8; 3];

/// A board theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Warm wood: cream and brown squares, the look most players know.
    Brown,
    /// Cool slate blue and grey.
    Blue,
    /// High contrast for colour-blind players: white and dark grey squares,
    /// highlights in blue and orange, never red against green.
    Contrast,
}

/// A theme name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme {0:?}; themes: brown, blue, contrast")]
pub struct UnknownTheme(pub String);

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 3] = [Theme::Brown, Theme::Blue, Theme::Contrast];

    /// The theme's stable short name, for commands and settings.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Brown => "brown",
            Theme::Blue => "blue",
            Theme::Contrast => "contrast",
        }
    }

    /// The colours of the theme.
    pub(crate) fn colors(self) -> Colors {
        let common = Colors {
            light: [0, 0, 0],
            dark: [0, 0, 0],
            last_move: [0, 0, 0],
            last_move_strength: 0.5,
            swap: [0x8e, 0x5c, 0xd6],
            goal: [0x3f, 0xa3, 0x5a],
            check: [0xe8, 0x1e, 0x1e],
            white_piece: [0xfb, 0xfa, 0xf7],
            black_piece: [0x1d, 0x1c, 0x1b],
            bar: [0x26, 0x24, 0x21],
            bar_text: [0xec, 0xea, 0xe6],
            bar_dim: [0x9c, 0x99, 0x94],
            accent: [0x7c, 0xc1, 0x4f],
            badge: [0x1b, 0x1a, 0x19],
            badge_text: [0xff, 0xff, 0xff],
            kickoff: [0xf2, 0xc1, 0x2e],
        };
        match self {
            Theme::Brown => Colors {
                light: [0xee, 0xd7, 0xb2],
                dark: [0xb3, 0x84, 0x5e],
                last_move: [0xcf, 0xd1, 0x4c],
                ..common
            },
            Theme::Blue => Colors {
                light: [0xdf, 0xe6, 0xeb],
                dark: [0x82, 0x9f, 0xb3],
                last_move: [0x9b, 0xc7, 0x4a],
                ..common
            },
            Theme::Contrast => Colors {
                light: [0xf4, 0xf4, 0xf4],
                dark: [0x6e, 0x75, 0x80],
                last_move: [0x2f, 0x80, 0xff],
                last_move_strength: 0.45,
                swap: [0xff, 0x8a, 0x00],
                goal: [0x00, 0x00, 0x00],
                check: [0xff, 0x6a, 0x00],
                accent: [0x2f, 0x80, 0xff],
                kickoff: [0xff, 0x8a, 0x00],
                ..common
            },
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        let lower = s.trim().to_ascii_lowercase();
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == lower || (lower == "high-contrast" && *t == Theme::Contrast))
            .ok_or_else(|| UnknownTheme(s.to_owned()))
    }
}

/// Every colour a theme draws with.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Colors {
    pub light: Rgb,
    pub dark: Rgb,
    pub last_move: Rgb,
    /// How much of the highlight colour covers a square.
    pub last_move_strength: f32,
    pub swap: Rgb,
    pub goal: Rgb,
    pub check: Rgb,
    pub white_piece: Rgb,
    pub black_piece: Rgb,
    pub bar: Rgb,
    pub bar_text: Rgb,
    pub bar_dim: Rgb,
    pub accent: Rgb,
    pub badge: Rgb,
    pub badge_text: Rgb,
    pub kickoff: Rgb,
}

/// `a` mixed with `b`: `t` = 0 gives `a`, 1 gives `b`.
pub(crate) fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    std::array::from_fn(|i| (f32::from(a[i]) * (1.0 - t) + f32::from(b[i]) * t).round() as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for theme in Theme::ALL {
            assert_eq!(theme.name().parse::<Theme>(), Ok(theme));
        }
        assert_eq!("High-Contrast".parse::<Theme>(), Ok(Theme::Contrast));
        assert!("green".parse::<Theme>().is_err());
    }
}
