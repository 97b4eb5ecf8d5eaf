//! A whole game as an animated GIF: the first position in full, then per
//! move only the squares that changed are drawn again, and the frame holds
//! just their bounding rectangle, with the unchanged pixels inside it left
//! transparent so that they cost almost nothing.

use std::borrow::Cow;

use kibitz_rules::Square;

use crate::canvas::{Canvas, Rect};
use crate::draw::{
    Layout, SquareState, bars_alone, board_alone, draw, square_alone, square_rect, square_states,
};
use crate::lzw::{Lzw, Piece};
use crate::recent::Recent;
use crate::sprites::sprites;
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
    let first = views.first().ok_or(RenderError::NoFrames)?;
    let layout = Layout::of(style)?;
    let sprites = sprites(style.theme, layout.square);
    let palette = &sprites.palette;
    let transparent = u8::try_from(palette.len()).expect("the palette leaves one entry free");
    let mut colors = palette.rgb_bytes();
    colors.extend([0, 0, 0]);
    let (width, height) = (layout.width as u16, layout.height as u16);
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
    let mut bars = bars_alone(first, &layout, palette);
    first_frame(&bars, first, style, &layout, &mut lzw, &mut compressed);
    encoder
        .write_lzw_pre_encoded_frame(&gif::Frame {
            delay: delay(0),
            width,
            height,
            buffer: Cow::Borrowed(&compressed),
            ..gif::Frame::default()
        })
        .map_err(fail)?;
    let mut states = square_states(first);
    for (i, pair) in views.windows(2).enumerate() {
        let (before, view) = (&pair[0], &pair[1]);
        let next = square_states(view);
        let mut regions = Vec::new();
        if before.orientation != view.orientation {
            // Turned over: every square and both bars, drawn again.
            let (old, _) = draw(before, style)?;
            let (new, _) = draw(view, style)?;
            regions.push(Region {
                rect: Rect {
                    x: 0,
                    y: 0,
                    width: layout.width,
                    height: layout.height,
                },
                before: old.pixels,
                after: new.pixels,
            });
            bars = bars_alone(view, &layout, palette);
        } else {
            // Only the squares whose contents changed are drawn again, and
            // the bars when what they show changed.
            for sq in Square::ALL {
                let (old, new) = (states[sq as usize], next[sq as usize]);
                if old != new {
                    let square =
                        |state| square_alone(sq, state, view.orientation, style, &layout, &sprites);
                    regions.push(Region {
                        rect: square_rect(&layout, sq, view.orientation),
                        before: square(old),
                        after: square(new),
                    });
                }
            }
            if before.players != view.players || before.result != view.result {
                let redrawn = bars_alone(view, &layout, palette);
                let bar_size = layout.bar * layout.width;
                for (y, at) in [(0, 0), (layout.bar + 8 * layout.square, bar_size)] {
                    let (old, new) = (
                        &bars.pixels[at..at + bar_size],
                        &redrawn.pixels[at..at + bar_size],
                    );
                    if old != new {
                        regions.push(Region {
                            rect: Rect {
                                x: 0,
                                y,
                                width: layout.width,
                                height: layout.bar,
                            },
                            before: old.to_vec(),
                            after: new.to_vec(),
                        });
                    }
                }
                bars = redrawn;
            }
        }
        states = next;
        let rect = patch(&regions, transparent, (&mut lzw, &mut compressed));
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

/// What a board (without its bars) depends on, besides its theme and size:
/// every square as drawn, from one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BoardKey {
    style: Style,
    orientation: kibitz_rules::Color,
    squares: [SquareState; 64],
}

/// The boards of the most recent games' first frames, coded: most games
/// of a variant start from the same position.
static BOARDS: Recent<BoardKey, Piece> = Recent::new(32);

/// The first frame, whole: its top bar, its board (coded apart after a
/// clear code, and kept, so that the start position is coded once), its
/// bottom bar.
fn first_frame(
    bars: &Canvas,
    view: &BoardView,
    style: &Style,
    layout: &Layout,
    lzw: &mut Lzw,
    out: &mut Vec<u8>,
) {
    let (top, bottom) = bars.pixels.split_at(layout.bar * layout.width);
    let key = BoardKey {
        style: *style,
        orientation: view.orientation,
        squares: square_states(view),
    };
    let coded = BOARDS.get_or_make(key, || {
        Lzw::piece(&board_alone(
            view,
            style,
            layout,
            &sprites(style.theme, layout.square),
        ))
    });
    lzw.begin(out);
    lzw.pixels(top, out);
    lzw.clear(out);
    lzw.append(&coded, out);
    lzw.pixels(bottom, out);
    lzw.finish(out);
}

/// Part of a picture that changed from one frame to the next: where it
/// is, its pixels before and after, row by row.
struct Region {
    rect: Rect,
    before: Vec<u8>,
    after: Vec<u8>,
}

/// One transparent pixel: a frame where nothing changed.
const NOTHING: Rect = Rect {
    x: 0,
    y: 0,
    width: 1,
    height: 1,
};

/// The frame that changes `regions` (which do not overlap), compressed
/// into `out`: their bounding rectangle, each pixel that changed as it is
/// now, every other one transparent. The transparent stretches between
/// the regions are given to the compressor by their length, never written
/// out.
fn patch(regions: &[Region], transparent: u8, (lzw, out): (&mut Lzw, &mut Vec<u8>)) -> Rect {
    lzw.begin(out);
    let Some(first) = regions.first() else {
        lzw.run(transparent, 1, out);
        lzw.finish(out);
        return NOTHING;
    };
    let (mut x0, mut y0, mut x1, mut y1) = (first.rect.x, first.rect.y, first.rect.x, first.rect.y);
    for r in regions.iter().map(|r| r.rect) {
        x0 = x0.min(r.x);
        y0 = y0.min(r.y);
        x1 = x1.max(r.x + r.width);
        y1 = y1.max(r.y + r.height);
    }
    let mut by_x: Vec<&Region> = regions.iter().collect();
    by_x.sort_by_key(|r| r.rect.x);
    let mut pixels = Vec::new();
    for y in y0..y1 {
        let mut x = x0;
        for region in by_x
            .iter()
            .filter(|r| (r.rect.y..r.rect.y + r.rect.height).contains(&y))
        {
            let r = region.rect;
            lzw.run(transparent, r.x - x, out);
            let at = (y - r.y) * r.width;
            pixels.clear();
            pixels.extend(
                region.after[at..at + r.width]
                    .iter()
                    .zip(&region.before[at..at + r.width])
                    .map(|(&n, &o)| if n == o { transparent } else { n }),
            );
            lzw.pixels(&pixels, out);
            x = r.x + r.width;
        }
        lzw.run(transparent, x1 - x, out);
    }
    lzw.finish(out);
    Rect {
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
    }
}
