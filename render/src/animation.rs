//! A whole game as an animated GIF: the first position in full, then per
//! move only the rectangle that changed, with unchanged pixels inside it
//! left transparent so they cost almost nothing.

use std::borrow::Cow;

use crate::canvas::{Canvas, Rect};
use crate::draw::draw;
use crate::lzw::Lzw;
use crate::view::{BoardView, RenderError, Style};

/// How long each picture of an animation is shown, in hundredths of a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Timing {
    /// The starting position.
    pub first: u16,
    /// Each position after a move.
    pub per_move: u16,
    /// The final position, held longer.
    pub last: u16,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            first: 100,
            per_move: 80,
            last: 500,
        }
    }
}

/// Encodes the positions of a game as an animated GIF that loops.
pub(crate) fn encode(views: &[BoardView], style: &Style, timing: Timing) -> Result<Vec<u8>, RenderError> {
    let fail = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let (first, sprites) = draw(views.first().ok_or(RenderError::NoFrames)?, style)?;
    let palette = &sprites.palette;
    let transparent = u8::try_from(palette.len()).expect("the palette leaves one entry free");
    let mut colors = palette.rgb_bytes();
    colors.extend([0, 0, 0]);
    let (width, height) = (first.width as u16, first.height as u16);
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = gif::Encoder::new(&mut out, width, height, &colors).map_err(fail)?;
    encoder.set_repeat(gif::Repeat::Infinite).map_err(fail)?;
    let delay = |i: usize| match i {
        i if i + 1 == views.len() => timing.last,
        0 => timing.first,
        _ => timing.per_move,
    };
    let mut lzw = Lzw::new();
    let mut compressed = Vec::new();
    lzw.encode(&first.pixels, transparent, &mut compressed);
    encoder
        .write_lzw_pre_encoded_frame(&gif::Frame {
            delay: delay(0),
            width,
            height,
            buffer: Cow::Borrowed(&compressed),
            ..gif::Frame::default()
        })
        .map_err(fail)?;
    let mut previous = first;
    let mut patch = Vec::new();
    for (i, view) in views.iter().enumerate().skip(1) {
        let (canvas, _) = draw(view, style)?;
        let rect = changed(&previous, &canvas).unwrap_or(Rect {
            x: 0,
            y: 0,
            width: 1,
            height: 1,
        });
        patch.clear();
        for y in rect.y..rect.y + rect.height {
            let row = y * canvas.width + rect.x..y * canvas.width + rect.x + rect.width;
            patch.extend(
                canvas.pixels[row.clone()]
                    .iter()
                    .zip(&previous.pixels[row])
                    .map(|(&new, &old)| if new == old { transparent } else { new }),
            );
        }
        lzw.encode(&patch, transparent, &mut compressed);
        encoder
            .write_lzw_pre_encoded_frame(&gif::Frame {
                delay: delay(i),
                transparent: Some(transparent),
                left: rect.x as u16,
                top: rect.y as u16,
                width: rect.width as u16,
                height: rect.height as u16,
                buffer: Cow::Borrowed(&compressed),
                ..gif::Frame::default()
            })
            .map_err(fail)?;
        previous = canvas;
    }
    drop(encoder);
    Ok(out)
}

/// The smallest rectangle holding every pixel that differs.
fn changed(a: &Canvas, b: &Canvas) -> Option<Rect> {
    let w = a.width;
    let rows = |y: &usize| a.pixels[y * w..(y + 1) * w] != b.pixels[y * w..(y + 1) * w];
    let top = (0..a.height).find(rows)?;
    let bottom = (0..a.height).rev().find(rows)?;
    let (mut left, mut right) = (w, 0);
    for y in top..=bottom {
        let (ra, rb) = (&a.pixels[y * w..(y + 1) * w], &b.pixels[y * w..(y + 1) * w]);
        if let Some(l) = ra.iter().zip(rb).position(|(x, y)| x != y) {
            left = left.min(l);
            let r = ra.iter().zip(rb).rposition(|(x, y)| x != y).expect("a difference exists");
            right = right.max(r);
        }
    }
    Some(Rect {
        x: left,
        y: top,
        width: right - left + 1,
        height: bottom - top + 1,
    })
}
