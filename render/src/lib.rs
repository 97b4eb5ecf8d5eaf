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
mod draw;
mod glyphs;
mod lzw;
mod palette;
mod png;
mod sprites;
pub mod theme;
pub mod view;

pub use animation::Timing;
pub use sprites::cache_bytes;
pub use theme::{Theme, UnknownTheme};
pub use view::{BoardView, Hands, Marks, Players, RenderError, ResultBadge, Score, Style};

/// Draws one position as a PNG.
pub fn png(view: &BoardView, style: &Style) -> Result<Vec<u8>, RenderError> {
    let (canvas, sprites) = draw::draw(view, style)?;
    png::encode(&canvas, &sprites.palette)
}

/// Draws a game, one position per picture, as an animated GIF that loops.
pub fn gif(views: &[BoardView], style: &Style, timing: Timing) -> Result<Vec<u8>, RenderError> {
    animation::encode(views, style, timing)
}

/// The picture's width and height in pixels for a style.
pub fn dimensions(style: &Style) -> Result<(u32, u32), RenderError> {
    let layout = draw::Layout::of(style)?;
    Ok((layout.width as u32, layout.height as u32))
}
