//! The 8-bit palette of a theme, and the tables that blend an ink colour
//! over any palette colour at a given coverage.
//!
//! Every picture is drawn straight into palette indices, so PNG and GIF
//! encoding need no colour quantisation. The palette holds the theme's base
//! colours and, for each pair of colours that meet at an anti-aliased edge
//! (a piece's outline over a square, text over a bar), the ramp of mixes
//! between them; anything else is mapped to the nearest entry.

use std::collections::HashMap;

use crate::theme::{Colors, Rgb, mix};

/// Coverage levels a blended edge is drawn with, including none and full.
pub(crate) const LEVELS: usize = 10;

/// The square colours a board is drawn on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Shade {
    /// A plain square.
    Plain,
    /// A square of the last move.
    LastMove,
    /// A square of the last swap (Immortal chess).
    Swap,
    /// A goal square (chess football).
    Goal,
}

impl Shade {
    /// Every shade.
    pub(crate) const ALL: [Shade; 4] = [Shade::Plain, Shade::LastMove, Shade::Swap, Shade::Goal];
}

/// The inks drawn over the canvas at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Ink {
    WhitePiece,
    BlackPiece,
    Light,
    Dark,
    BarText,
    BarDim,
    Accent,
    BadgeText,
    Badge,
    Kickoff,
    /// A clock whose time is low, in the check's red.
    Alarm,
}

impl Ink {
    const ALL: [Ink; 11] = [
        Ink::WhitePiece,
        Ink::BlackPiece,
        Ink::Light,
        Ink::Dark,
        Ink::BarText,
        Ink::BarDim,
        Ink::Accent,
        Ink::BadgeText,
        Ink::Badge,
        Ink::Kickoff,
        Ink::Alarm,
    ];

    fn color(self, c: &Colors) -> Rgb {
        match self {
            Ink::WhitePiece => c.white_piece,
            Ink::BlackPiece => c.black_piece,
            Ink::Light => c.light,
            Ink::Dark => c.dark,
            Ink::BarText => c.bar_text,
            Ink::BarDim => c.bar_dim,
            Ink::Accent => c.accent,
            Ink::BadgeText => c.badge_text,
            Ink::Badge => c.badge,
            Ink::Kickoff => c.kickoff,
            Ink::Alarm => c.check,
        }
    }
}

/// A theme's palette and blend tables.
pub(crate) struct Palette {
    colors: Vec<Rgb>,
    /// The theme's colours, for drawing at cache-building time.
    pub(crate) theme: Colors,
    /// `blend[ink][background * LEVELS + level]`: the entry to draw.
    blend: Vec<Vec<u8>>,
    /// `[light, dark]` squares of each shade.
    shades: HashMap<(bool, Shade), u8>,
    named: HashMap<Rgb, u8>,
}

impl Palette {
    /// Builds the palette of a theme's colours.
    pub(crate) fn new(theme: Colors) -> Palette {
        let mut p = Palette {
            colors: Vec::with_capacity(256),
            theme,
            blend: Vec::new(),
            shades: HashMap::new(),
            named: HashMap::new(),
        };
        let c = theme;
        for light in [true, false] {
            for shade in Shade::ALL {
                let color = shade_color(&c, light, shade);
                let index = p.add(color);
                p.shades.insert((light, shade), index);
            }
        }
        for color in [
            c.check,
            c.white_piece,
            c.black_piece,
            c.bar,
            c.bar_text,
            c.bar_dim,
            c.accent,
            c.badge,
            c.badge_text,
            c.kickoff,
        ] {
            p.add(color);
        }
        // Piece edges over every square, and the lines inside pieces.
        for light in [true, false] {
            for shade in Shade::ALL {
                let square = shade_color(&c, light, shade);
                p.ramp(square, c.black_piece, LEVELS);
                p.ramp(square, c.white_piece, LEVELS / 2 + 1);
            }
            // The check glow fades from red into the square.
            p.ramp(if light { c.light } else { c.dark }, c.check, LEVELS);
        }
        p.ramp(c.white_piece, c.black_piece, LEVELS);
        // Coordinates, text and marks.
        p.ramp(c.light, c.dark, LEVELS);
        for ink in [
            c.bar_text,
            c.bar_dim,
            c.accent,
            c.white_piece,
            c.black_piece,
            c.check,
        ] {
            p.ramp(c.bar, ink, LEVELS);
        }
        p.ramp(c.badge, c.badge_text, LEVELS);
        p.ramp(c.light, c.kickoff, LEVELS / 2 + 1);
        p.ramp(c.dark, c.kickoff, LEVELS / 2 + 1);
        assert!(
            p.colors.len() < 256,
            "palette too large: {}",
            p.colors.len()
        );

        let mut memo = HashMap::new();
        p.blend = Ink::ALL
            .iter()
            .map(|ink| {
                let ink = ink.color(&c);
                let mut table = vec![0u8; 256 * LEVELS];
                for bg in 0..p.colors.len() {
                    for level in 0..LEVELS {
                        let t = level as f32 / (LEVELS - 1) as f32;
                        let color = mix(p.colors[bg], ink, t);
                        table[bg * LEVELS + level] = p.nearest_memo(color, &mut memo);
                    }
                }
                table
            })
            .collect();
        p
    }

    fn add(&mut self, color: Rgb) -> u8 {
        if let Some(&i) = self.named.get(&color) {
            return i;
        }
        let i = u8::try_from(self.colors.len()).expect("palette has room");
        self.colors.push(color);
        self.named.insert(color, i);
        i
    }

    /// Adds the mixes between two colours in `steps` steps.
    fn ramp(&mut self, from: Rgb, to: Rgb, steps: usize) {
        for k in 0..steps {
            self.add(mix(from, to, k as f32 / (steps - 1) as f32));
        }
    }

    /// The palette as `r, g, b` bytes, as PNG and GIF want it.
    pub(crate) fn rgb_bytes(&self) -> Vec<u8> {
        self.colors.iter().flatten().copied().collect()
    }

    /// The number of colours in use; the next index is free (for GIF
    /// transparency).
    pub(crate) fn len(&self) -> usize {
        self.colors.len()
    }

    /// The colour of an entry.
    pub(crate) fn color(&self, index: u8) -> Rgb {
        self.colors[usize::from(index)]
    }

    /// The entry of a base colour.
    pub(crate) fn index(&self, color: Rgb) -> u8 {
        self.named[&color]
    }

    /// The entry of a square of the given shade.
    pub(crate) fn shade(&self, light: bool, shade: Shade) -> u8 {
        self.shades[&(light, shade)]
    }

    /// The entry nearest to any colour.
    pub(crate) fn nearest(&self, color: Rgb) -> u8 {
        if let Some(&i) = self.named.get(&color) {
            return i;
        }
        let mut best = (u32::MAX, 0u8);
        for (i, c) in self.colors.iter().enumerate() {
            let d: u32 = [3u32, 4, 2]
                .iter()
                .zip(c.iter().zip(color.iter()))
                .map(|(w, (&a, &b))| w * u32::from(a.abs_diff(b)).pow(2))
                .sum();
            if d < best.0 {
                best = (d, i as u8);
            }
        }
        best.1
    }

    /// [`Palette::nearest`] with a memo, for building many pixels.
    pub(crate) fn nearest_memo(&self, color: Rgb, memo: &mut HashMap<Rgb, u8>) -> u8 {
        *memo.entry(color).or_insert_with(|| self.nearest(color))
    }

    /// The blend table of an ink: index by `background * LEVELS + level`.
    pub(crate) fn blend(&self, ink: Ink) -> &[u8] {
        let i = Ink::ALL
            .iter()
            .position(|&k| k == ink)
            .expect("every ink has a table");
        &self.blend[i]
    }
}

/// The colour of a square of the given shade.
pub(crate) fn shade_color(c: &Colors, light: bool, shade: Shade) -> Rgb {
    let base = if light { c.light } else { c.dark };
    match shade {
        Shade::Plain => base,
        Shade::LastMove => mix(base, c.last_move, c.last_move_strength),
        Shade::Swap => mix(base, c.swap, 0.5),
        Shade::Goal => mix(base, c.goal, 0.35),
    }
}

/// The blend level of a coverage from 0 to 255.
#[inline]
pub(crate) fn level(coverage: u8) -> usize {
    (usize::from(coverage) * (LEVELS - 1) + 127) / 255
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Theme;

    #[test]
    fn every_theme_fits_in_255_colours_with_exact_base_colours() {
        for theme in Theme::ALL {
            let c = theme.colors();
            let p = Palette::new(c);
            assert!(p.len() < 256, "{theme}: {}", p.len());
            assert_eq!(p.color(p.shade(true, Shade::Plain)), c.light);
            assert_eq!(p.color(p.shade(false, Shade::Plain)), c.dark);
            let table = p.blend(Ink::BlackPiece);
            let light = usize::from(p.shade(true, Shade::Plain));
            assert_eq!(p.color(table[light * LEVELS]), c.light);
            assert_eq!(p.color(table[light * LEVELS + LEVELS - 1]), c.black_piece);
        }
    }
}
