//! Board pictures for Kibitz: a [`BoardView`] of a position in, PNG bytes
//! out ([`png`]); the views of a game's positions in, an animated GIF out
//! ([`gif`]). It knows boards, not games: the bot builds the views.
//!
//! Pictures are drawn straight into an 8-bit palette from tiles prepared
//! once per theme and size, so drawing is copying and encoding needs no
//! colour quantisation. The same view and style always give the same bytes.
//! Pieces are the chess glyphs of DejaVu Sans (from the `dejavu` crate),
//! filled so that white pieces are solid.

mod animation;
mod canvas;
mod deflate;
mod draw;
mod glyphs;
pub mod graph;
pub mod icon;
mod lzw;
mod palette;
mod png;
mod recent;
mod rgb;
mod runs;
mod sprites;
pub mod table;
pub mod theme;
pub mod view;

pub use animation::Timing;
pub use graph::{EvalGraph, GRAPH_SIZE, Severity};

pub use table::{Align, Column, Table};
pub use theme::{Theme, UnknownTheme};
pub use view::{BoardView, Clocks, Hands, Marks, Players, RenderError, ResultBadge, Score, Style};

/// Heap bytes held by what is prepared for the pictures of these themes
/// and square sizes: their sprites (built now if they were not) and the
/// coded squares and bars of their PNGs kept so far.
pub fn cache_bytes(sets: &[(Theme, usize)]) -> usize {
    sprites::cache_bytes(sets) + png::cache_bytes(sets)
}

/// Draws one position as a PNG.
pub fn png(view: &BoardView, style: &Style) -> Result<Vec<u8>, RenderError> {
    png::encode(view, style)
}

/// Draws the pages' icon, `size` pixels square (see [`icon`]).
pub fn icon(size: u32) -> Result<Vec<u8>, RenderError> {
    icon::encode(size)
}

/// Draws a game's evaluation graph (see [`graph`]) as a PNG.
pub fn eval_graph(graph: &EvalGraph) -> Result<Vec<u8>, RenderError> {
    graph::encode(graph)
}

/// Draws a table (standings, pairings; see [`table`]) as a PNG.
pub fn table(table: &Table) -> Result<Vec<u8>, RenderError> {
    table::encode(table)
}

/// Draws a game, one position per picture, as an animated GIF that loops.
pub fn gif(views: &[BoardView], style: &Style, timing: Timing) -> Result<Vec<u8>, RenderError> {
    animation::encode(views, style, timing)
}

/// Prepares what every picture of a style draws from (the squares and
/// marks of its theme and size, and the codes its PNGs are written with,
/// with every piece on both colours of square coded, from both sides), so
/// that the first picture asked for costs no more than any other. Takes
/// tens of milliseconds: call it at start-up, off the path of requests.
pub fn prepare(style: &Style) -> Result<(), RenderError> {
    let empty = BoardView::empty();
    let mut pieces = BoardView::empty();
    let roles = kibitz_rules::Role::ALL;
    for (i, sq) in kibitz_rules::Square::ALL.into_iter().enumerate() {
        // Each piece on a light and a dark square, the rest empty.
        let slot = i / 2 % 12;
        if i < 48 {
            let color = if slot < 6 {
                kibitz_rules::Color::White
            } else {
                kibitz_rules::Color::Black
            };
            pieces.pieces.push((
                sq,
                kibitz_rules::Piece {
                    color,
                    role: roles[slot % 6],
                },
            ));
        }
    }
    for mut view in [empty, pieces] {
        for orientation in kibitz_rules::Color::ALL {
            view.orientation = orientation;
            png(&view, style)?;
        }
    }
    Ok(())
}

/// The picture's width and height in pixels for a style.
pub fn dimensions(style: &Style) -> Result<(u32, u32), RenderError> {
    let layout = draw::Layout::of(style)?;
    Ok((layout.width as u32, layout.height as u32))
}
