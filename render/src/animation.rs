//! A whole game as an animated GIF: the first position in full, then per
//! move only the squares that changed are drawn again, and the frame holds
//! just their bounding rectangle, with the unchanged pixels inside it left
//! transparent so that they cost almost nothing.

use std::borrow::Cow;

use kibitz_rules::Square;

use crate::canvas::{Canvas, Rect};
use crate::draw::{Layout, draw, draw_square, square_rect, square_states};
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
pub(crate) fn encode(
    views: &[BoardView],
    style: &Style,
    timing: Timing,
) -> Result<Vec<u8>, RenderError> {
    let fail = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let layout = Layout::of(style)?;
    let (mut canvas, sprites) = draw(views.first().ok_or(RenderError::NoFrames)?, style)?;
    let palette = &sprites.palette;
    let transparent = u8::try_from(palette.len()).expect("the palette leaves one entry free");
    let mut colors = palette.rgb_bytes();
    colors.extend([0, 0, 0]);
    let (width, height) = (canvas.width as u16, canvas.height as u16);
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
    lzw.encode(&canvas.pixels, &mut compressed);
    encoder
        .write_lzw_pre_encoded_frame(&gif::Frame {
            delay: delay(0),
            width,
            height,
            buffer: Cow::Borrowed(&compressed),
            ..gif::Frame::default()
        })
        .map_err(fail)?;
    let mut patch = Vec::new();
    let mut states = square_states(&views[0]);
    for (i, pair) in views.windows(2).enumerate() {
        let (before, view) = (&pair[0], &pair[1]);
        let next = square_states(view);
        let same_frame = before.players == view.players
            && before.result == view.result
            && before.orientation == view.orientation;
        let rect = if same_frame {
            // Only the squares whose contents changed are drawn again.
            let changed: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|&sq| states[sq as usize] != next[sq as usize])
                .collect();
            // Keep the old pixels: those a square shows again stay transparent.
            let before_pixels: Vec<Vec<u8>> = changed
                .iter()
                .map(|&sq| square_pixels(&canvas, square_rect(&layout, sq, view.orientation)))
                .collect();
            for &sq in &changed {
                draw_square(
                    &mut canvas,
                    square_rect(&layout, sq, view.orientation),
                    sq,
                    next[sq as usize],
                    view.orientation,
                    style,
                    &layout,
                    &sprites,
                );
            }
            square_patch(
                &canvas,
                (&changed, &before_pixels),
                view,
                &layout,
                transparent,
                (&mut lzw, &mut compressed),
            )
        } else {
            let (redrawn, _) = draw(view, style)?;
            let rect = pixel_patch(&canvas, &redrawn, transparent, &mut patch);
            canvas = redrawn;
            lzw.encode(&patch, &mut compressed);
            rect
        };
        states = next;
        encoder
            .write_lzw_pre_encoded_frame(&gif::Frame {
                delay: delay(i + 1),
                transparent: Some(transparent),
                left: rect.x as u16,
                top: rect.y as u16,
                width: rect.width as u16,
                height: rect.height as u16,
                buffer: Cow::Borrowed(&compressed),
                ..gif::Frame::default()
            })
            .map_err(fail)?;
    }
    drop(encoder);
    Ok(out)
}

/// One transparent pixel: a frame where nothing changed.
const NOTHING: Rect = Rect {
    x: 0,
    y: 0,
    width: 1,
    height: 1,
};

/// The patch of the changed squares, compressed into `out`: their
/// bounding rectangle, with the squares' new pixels and every other pixel
/// transparent. The transparent stretches between the squares are given to
/// the compressor by their length, never written out.
fn square_patch(
    canvas: &Canvas,
    (changed, before): (&[Square], &[Vec<u8>]),
    view: &BoardView,
    layout: &Layout,
    transparent: u8,
    (lzw, out): (&mut Lzw, &mut Vec<u8>),
) -> Rect {
    lzw.begin(out);
    let rects: Vec<Rect> = changed
        .iter()
        .map(|&sq| square_rect(layout, sq, view.orientation))
        .collect();
    let Some(first) = rects.first() else {
        lzw.run(transparent, 1, out);
        lzw.finish(out);
        return NOTHING;
    };
    let (mut x0, mut y0, mut x1, mut y1) = (first.x, first.y, first.x, first.y);
    for r in &rects {
        x0 = x0.min(r.x);
        y0 = y0.min(r.y);
        x1 = x1.max(r.x + r.width);
        y1 = y1.max(r.y + r.height);
    }
    let s = layout.square;
    let columns = (x1 - x0) / s;
    // Per column of the band: the index of the changed square there.
    let mut row_squares: Vec<Option<usize>> = vec![None; columns];
    let mut pixels = Vec::with_capacity(s);
    for band in (y0..y1).step_by(s) {
        row_squares.fill(None);
        for (i, r) in rects.iter().enumerate().filter(|(_, r)| r.y == band) {
            row_squares[(r.x - x0) / s] = Some(i);
        }
        for y in band..band + s {
            for (column, drawn) in row_squares.iter().enumerate() {
                let x = x0 + column * s;
                match drawn {
                    Some(i) => {
                        let at = y * canvas.width + x;
                        let old = &before[*i][(y - band) * s..(y - band + 1) * s];
                        pixels.clear();
                        pixels.extend(
                            canvas.pixels[at..at + s]
                                .iter()
                                .zip(old)
                                .map(|(&n, &o)| if n == o { transparent } else { n }),
                        );
                        lzw.pixels(&pixels, out);
                    }
                    None => lzw.run(transparent, s, out),
                }
            }
        }
    }
    lzw.finish(out);
    Rect {
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
    }
}

/// The pixels of a rectangle, row by row.
fn square_pixels(canvas: &Canvas, r: Rect) -> Vec<u8> {
    let mut pixels = Vec::with_capacity(r.width * r.height);
    for y in r.y..r.y + r.height {
        pixels.extend_from_slice(
            &canvas.pixels[y * canvas.width + r.x..y * canvas.width + r.x + r.width],
        );
    }
    pixels
}

/// The patch between two whole pictures: the smallest rectangle holding
/// every changed pixel, unchanged ones transparent.
fn pixel_patch(old: &Canvas, new: &Canvas, transparent: u8, patch: &mut Vec<u8>) -> Rect {
    patch.clear();
    let w = old.width;
    let row = |y: usize| y * w..(y + 1) * w;
    let differs = |y: &usize| old.pixels[row(*y)] != new.pixels[row(*y)];
    let (Some(top), Some(bottom)) = (
        (0..old.height).find(differs),
        (0..old.height).rev().find(differs),
    ) else {
        patch.push(transparent);
        return NOTHING;
    };
    let (mut left, mut right) = (w, 0);
    for y in top..=bottom {
        let (a, b) = (&old.pixels[row(y)], &new.pixels[row(y)]);
        if let Some(l) = a.iter().zip(b).position(|(p, q)| p != q) {
            left = left.min(l);
            right = right.max(a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(l));
        }
    }
    for y in top..=bottom {
        let span = y * w + left..y * w + right + 1;
        patch.extend(
            new.pixels[span.clone()]
                .iter()
                .zip(&old.pixels[span])
                .map(|(&n, &o)| if n == o { transparent } else { n }),
        );
    }
    Rect {
        x: left,
        y: top,
        width: right - left + 1,
        height: bottom - top + 1,
    }
}
