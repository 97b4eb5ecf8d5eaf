//! A picture in palette indices, with the few drawing operations needed.

use crate::glyphs::Mask;
use crate::palette::{LEVELS, level};

/// A rectangle in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub x: usize,
    pub y: usize,
    pub width: usize,
    pub height: usize,
}

/// Pixels as palette indices, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Canvas {
    /// A canvas filled with one palette entry.
    pub(crate) fn new(width: usize, height: usize, fill: u8) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![fill; width * height],
        }
    }

    /// Fills a rectangle (clipped to the canvas).
    pub(crate) fn fill(&mut self, r: Rect, index: u8) {
        let x_end = (r.x + r.width).min(self.width);
        for y in r.y..(r.y + r.height).min(self.height) {
            if r.x < x_end {
                self.pixels[y * self.width + r.x..y * self.width + x_end].fill(index);
            }
        }
    }

    /// Copies a square tile of `size` pixels with its top-left at (x, y).
    pub(crate) fn tile(&mut self, x: usize, y: usize, size: usize, tile: &[u8]) {
        for row in 0..size {
            let at = (y + row) * self.width + x;
            self.pixels[at..at + size].copy_from_slice(&tile[row * size..(row + 1) * size]);
        }
    }

    /// Draws a mask with its top-left at (x, y), blending through an ink's
    /// table (see [`crate::palette::Palette::blend`]). Clipped to `clip`.
    pub(crate) fn blend(&mut self, mask: &Mask, x: i64, y: i64, table: &[u8], clip: Rect) {
        for my in 0..mask.height {
            let py = y + my as i64;
            if py < clip.y as i64 || py >= (clip.y + clip.height) as i64 {
                continue;
            }
            for mx in 0..mask.width {
                let px = x + mx as i64;
                if px < clip.x as i64 || px >= (clip.x + clip.width) as i64 {
                    continue;
                }
                let coverage = mask.at(mx, my);
                if coverage == 0 {
                    continue;
                }
                let i = py as usize * self.width + px as usize;
                self.pixels[i] = table[usize::from(self.pixels[i]) * LEVELS + level(coverage)];
            }
        }
    }
}
