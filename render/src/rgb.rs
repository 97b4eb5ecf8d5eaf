//! Pictures drawn in full colour (the evaluation graph, the pages' icon),
//! written as RGB PNGs by the `png` crate; the boards have their own
//! palette encoder.

use ab_glyph_rasterizer::Rasterizer;

use crate::glyphs::Mask;
use crate::view::RenderError;

/// A colour: red, green, blue.
pub(crate) type Rgb = [u8; 3];

/// An RGB picture being drawn.
pub(crate) struct Picture {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) pixels: Vec<u8>,
}

impl Picture {
    pub(crate) fn new(width: usize, height: usize, fill: Rgb) -> Picture {
        Picture {
            width,
            height,
            pixels: fill.repeat(width * height),
        }
    }

    /// Mixes `color` into a pixel by `alpha` (0 to 1).
    pub(crate) fn mix(&mut self, x: usize, y: usize, color: Rgb, alpha: f32) {
        if x >= self.width || y >= self.height || alpha <= 0.0 {
            return;
        }
        let alpha = alpha.min(1.0);
        let at = (y * self.width + x) * 3;
        for (channel, c) in self.pixels[at..at + 3].iter_mut().zip(color) {
            let mixed = f32::from(*channel) * (1.0 - alpha) + f32::from(c) * alpha;
            *channel = mixed.round().clamp(0.0, 255.0) as u8;
        }
    }

    /// Fills a rectangle.
    pub(crate) fn fill(&mut self, x: usize, y: usize, width: usize, height: usize, color: Rgb) {
        for row in y..y.saturating_add(height).min(self.height) {
            for column in x..x.saturating_add(width).min(self.width) {
                self.mix(column, row, color, 1.0);
            }
        }
    }

    /// Draws a coverage mask in `color` with its top-left at (x, y).
    pub(crate) fn mask(&mut self, mask: &Mask, x: i64, y: i64, color: Rgb) {
        for my in 0..mask.height {
            for mx in 0..mask.width {
                let (px, py) = (x + mx as i64, y + my as i64);
                if px < 0 || py < 0 {
                    continue;
                }
                let coverage = f32::from(mask.at(mx, my)) / 255.0;
                self.mix(px as usize, py as usize, color, coverage);
            }
        }
    }

    /// Draws what a rasteriser of the picture's size covered, in the
    /// colour `color_at` gives each pixel.
    pub(crate) fn covered(
        &mut self,
        rasterizer: &Rasterizer,
        color_at: impl Fn(usize, usize) -> Rgb,
    ) {
        rasterizer.for_each_pixel_2d(|x, y, alpha| {
            let (x, y) = (x as usize, y as usize);
            self.mix(x, y, color_at(x, y), alpha);
        });
    }
}

/// The picture as an RGB PNG.
pub(crate) fn write_png(picture: &Picture) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, picture.width as u32, picture.height as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    let mut writer = encoder
        .write_header()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .write_image_data(&picture.pixels)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}
