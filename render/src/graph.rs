//! A game's evaluation graph, as lichess draws it under an analysed game:
//! White's winning chances over the moves, the part of the area above the
//! middle (White better) light and the part below (Black better) dark,
//! the line of the evaluation over it, and each inaccuracy, mistake and
//! blunder marked with a dot in lichess's colours for `?!`, `?` and `??`.

use ab_glyph_rasterizer::{Point, Rasterizer, point};

use crate::glyphs::{Face, Mask, disc, text_mask};
use crate::rgb::{Picture, Rgb, write_png};
use crate::view::RenderError;

/// How bad a marked move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

/// What a graph shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EvalGraph {
    /// White's winning chances in percent (0 to 100) in each position of
    /// the game, the start first.
    pub white_win_percent: Vec<f64>,
    /// Marked moves: the position after the move (an index into
    /// `white_win_percent`) and how bad it was.
    pub marks: Vec<(usize, Severity)>,
    /// Labels under the axis: a position's index and the text (a move
    /// number).
    pub ticks: Vec<(usize, String)>,
}

/// The picture's width and height in pixels.
pub const GRAPH_SIZE: (usize, usize) = (800, 240);

/// Space around the plot, in pixels: left and right, above, and below
/// (where the move numbers go).
const SIDE: f32 = 10.0;
const TOP: f32 = 10.0;
const AXIS: f32 = 28.0;

/// The colours.
const BACKGROUND: Rgb = [0xb5, 0xb0, 0xa6];
const WHITE_AREA: Rgb = [0xfb, 0xfa, 0xf7];
const BLACK_AREA: Rgb = [0x30, 0x2e, 0x2b];
const MIDDLE: Rgb = [0x8a, 0x84, 0x79];
const LINE: Rgb = [0xd8, 0x6c, 0x1a];
const AXIS_BAND: Rgb = [0xee, 0xec, 0xe7];
const TICK: Rgb = [0x9c, 0x97, 0x8d];
const LABEL: Rgb = [0x30, 0x2e, 0x2b];
const RING: Rgb = [0xff, 0xff, 0xff];

/// Lichess's colours for the three judgements (its `?!`, `?`, `??`).
fn severity_color(severity: Severity) -> Rgb {
    match severity {
        Severity::Inaccuracy => [0x56, 0xb4, 0xe9],
        Severity::Mistake => [0xe6, 0x9f, 0x00],
        Severity::Blunder => [0xdf, 0x53, 0x53],
    }
}

/// Draws a closed polygon into a rasteriser.
fn polygon(rasterizer: &mut Rasterizer, points: &[Point]) {
    for (i, a) in points.iter().enumerate() {
        let b = points[(i + 1) % points.len()];
        rasterizer.draw_line(*a, b);
    }
}

/// Draws a game's evaluation graph as a PNG of [`GRAPH_SIZE`].
pub fn encode(graph: &EvalGraph) -> Result<Vec<u8>, RenderError> {
    let (width, height) = GRAPH_SIZE;
    let mut picture = Picture::new(width, height, BACKGROUND);
    let plot_bottom = height as f32 - AXIS;
    let middle = (TOP + plot_bottom) / 2.0;
    let half = (plot_bottom - TOP) / 2.0;
    let last = graph.white_win_percent.len().saturating_sub(1).max(1);
    let span = width as f32 - 2.0 * SIDE;
    let x_of = |i: usize| SIDE + span * i as f32 / last as f32;
    let y_of = |percent: f64| {
        let advantage = ((percent.clamp(0.0, 100.0) - 50.0) / 50.0) as f32;
        middle - advantage * half
    };
    let points: Vec<Point> = graph
        .white_win_percent
        .iter()
        .enumerate()
        .map(|(i, p)| point(x_of(i), y_of(if p.is_finite() { *p } else { 50.0 })))
        .collect();

    // The axis band and the move numbers.
    let band_top = plot_bottom as usize + 1;
    picture.fill(0, band_top, width, height - band_top, AXIS_BAND);
    for (i, text) in &graph.ticks {
        let x = x_of(*i).round() as usize;
        picture.fill(
            x,
            TOP as usize,
            1,
            plot_bottom as usize - TOP as usize,
            TICK,
        );
        let label = text_mask(text, Face::Regular, 15.0);
        let left =
            (x as i64 - label.width as i64 / 2).clamp(0, width.saturating_sub(label.width) as i64);
        picture.mask(&label, left, band_top as i64 + 5, LABEL);
    }

    // The area between the middle and the evaluation.
    if points.len() > 1 {
        let mut area = Rasterizer::new(width, height);
        let mut outline = Vec::with_capacity(points.len() + 2);
        outline.push(point(points[0].x, middle));
        outline.extend(points.iter().copied());
        outline.push(point(points[points.len() - 1].x, middle));
        polygon(&mut area, &outline);
        picture.covered(&area, |_, y| {
            if (y as f32) + 0.5 < middle {
                WHITE_AREA
            } else {
                BLACK_AREA
            }
        });
    }
    picture.fill(
        SIDE as usize,
        middle.floor() as usize,
        span.ceil() as usize,
        1,
        MIDDLE,
    );

    // The evaluation's line, 2 pixels wide.
    let mut line = Rasterizer::new(width, height);
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let length = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
        let (nx, ny) = (-dy / length, dx / length);
        let along = |p: Point, s: f32| point(p.x + nx * s, p.y + ny * s);
        polygon(
            &mut line,
            &[along(a, 1.0), along(b, 1.0), along(b, -1.0), along(a, -1.0)],
        );
    }
    picture.covered(&line, |_, _| LINE);

    // The marked moves, each a dot ringed in white.
    let ring = disc(6.5);
    let dot = disc(5.0);
    for (i, severity) in &graph.marks {
        let Some(p) = points.get(*i) else {
            continue;
        };
        let at = |mask: &Mask| {
            (
                (p.x - mask.width as f32 / 2.0).round() as i64,
                (p.y - mask.height as f32 / 2.0).round() as i64,
            )
        };
        let (rx, ry) = at(&ring);
        picture.mask(&ring, rx, ry, RING);
        let (dx, dy) = at(&dot);
        picture.mask(&dot, dx, dy, severity_color(*severity));
    }
    write_png(&picture)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(png: &[u8], x: usize, y: usize) -> Rgb {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buffer = vec![0; reader.output_buffer_size().expect("a size")];
        reader.next_frame(&mut buffer).expect("a frame");
        let at = (y * GRAPH_SIZE.0 + x) * 3;
        [buffer[at], buffer[at + 1], buffer[at + 2]]
    }

    #[test]
    fn white_ahead_fills_above_the_middle_and_black_ahead_below() {
        let graph = EvalGraph {
            white_win_percent: vec![50.0, 95.0, 95.0, 5.0, 5.0],
            ..EvalGraph::default()
        };
        let png = encode(&graph).expect("draws");
        let (width, height) = GRAPH_SIZE;
        let middle = ((TOP + height as f32 - AXIS) / 2.0) as usize;
        // A quarter of the way along White is far ahead: light above.
        assert_eq!(pixel(&png, width / 4, middle - 30), WHITE_AREA);
        // Three quarters along Black is: dark below, background above.
        assert_eq!(pixel(&png, width * 7 / 8, middle + 30), BLACK_AREA);
        assert_eq!(pixel(&png, width * 7 / 8, middle - 30), BACKGROUND);
    }

    #[test]
    fn a_blunder_is_marked_in_lichesss_red_where_it_was_played() {
        let graph = EvalGraph {
            white_win_percent: vec![50.0, 50.0, 50.0],
            marks: vec![(1, Severity::Blunder)],
            ..EvalGraph::default()
        };
        let png = encode(&graph).expect("draws");
        let middle = ((TOP + GRAPH_SIZE.1 as f32 - AXIS) / 2.0) as usize;
        assert_eq!(
            pixel(&png, GRAPH_SIZE.0 / 2, middle),
            severity_color(Severity::Blunder)
        );
    }

    #[test]
    fn a_game_with_no_move_and_odd_values_still_draws() {
        for values in [
            vec![],
            vec![50.0],
            vec![f64::NAN, f64::INFINITY, -3.0, 250.0],
        ] {
            let graph = EvalGraph {
                white_win_percent: values,
                marks: vec![(7, Severity::Mistake)],
                ticks: vec![
                    (0, "1".into()),
                    (99, "50".into()),
                    (
                        usize::MAX,
                        "a label far wider than the whole picture is, ".repeat(8),
                    ),
                ],
            };
            assert!(encode(&graph).is_ok());
        }
    }
}
