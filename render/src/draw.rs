//! Drawing a view onto a canvas: bars, squares, pieces, marks, badge.

use kibitz_rules::{Color, File, Piece, Rank, Square};

use crate::canvas::{Canvas, Rect};
use crate::glyphs::{Face, disc_cached, fit_text, text_mask_cached, text_width};
use crate::palette::{Ink, Palette, Shade};
use crate::sprites::{Background, Sprites, sprites};
use crate::view::{BoardView, MAX_SIZE, MIN_SIZE, RenderError, Style};

/// Where things go in a picture of a given style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// A square's side.
    pub square: usize,
    /// The height of each bar.
    pub bar: usize,
    /// The picture's width (the board's side).
    pub width: usize,
    /// The picture's height (board and both bars).
    pub height: usize,
}

impl Layout {
    /// The layout of a style, or why the style cannot be drawn.
    pub(crate) fn of(style: &Style) -> Result<Layout, RenderError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&style.size) {
            return Err(RenderError::Size(style.size));
        }
        let square = style.size as usize / 8;
        let bar = (square as f32 * 0.6).round() as usize;
        Ok(Layout {
            square,
            bar,
            width: square * 8,
            height: square * 8 + 2 * bar,
        })
    }

    /// The top-left pixel of a square as seen from `orientation`.
    pub(crate) fn square_origin(&self, sq: Square, orientation: Color) -> (usize, usize) {
        let (file, rank) = (sq.file() as usize, sq.rank() as usize);
        let (col, row) = match orientation {
            Color::White => (file, 7 - rank),
            Color::Black => (7 - file, rank),
        };
        (col * self.square, self.bar + row * self.square)
    }
}

/// One square drawn alone (as [`draw_square`] draws it in a picture), its
/// pixels row by row.
pub(crate) fn square_alone(
    sq: Square,
    state: SquareState,
    orientation: Color,
    style: &Style,
    layout: &Layout,
    sprites: &Sprites,
) -> Vec<u8> {
    let side = layout.square;
    let mut canvas = Canvas::new(side, side, 0);
    let whole = Rect {
        x: 0,
        y: 0,
        width: side,
        height: side,
    };
    draw_square(
        &mut canvas,
        whole,
        sq,
        state,
        orientation,
        style,
        layout,
        sprites,
    );
    canvas.pixels
}

/// A view's board drawn alone, without its bars: its pixels row by row.
pub(crate) fn board_alone(
    view: &BoardView,
    style: &Style,
    layout: &Layout,
    sprites: &Sprites,
) -> Vec<u8> {
    let mut canvas = Canvas::new(layout.width, layout.square * 8, 0);
    let states = square_states(view);
    for sq in Square::ALL {
        let mut at = square_rect(layout, sq, view.orientation);
        at.y -= layout.bar;
        draw_square(
            &mut canvas,
            at,
            sq,
            states[sq as usize],
            view.orientation,
            style,
            layout,
            sprites,
        );
    }
    canvas.pixels
}

/// A view's two bars drawn alone: the top one's rows, then the bottom
/// one's.
pub(crate) fn bars_alone(view: &BoardView, layout: &Layout, palette: &Palette) -> Canvas {
    let mut canvas = Canvas::new(
        layout.width,
        2 * layout.bar,
        palette.index(palette.theme.bar),
    );
    draw_bars(&mut canvas, view, layout, layout.bar, palette);
    canvas
}

/// Draws a view in a style.
pub(crate) fn draw(
    view: &BoardView,
    style: &Style,
) -> Result<(Canvas, std::sync::Arc<Sprites>), RenderError> {
    let layout = Layout::of(style)?;
    let sprites = sprites(style.theme, layout.square);
    let palette = &*sprites.palette;
    let c = palette.theme;
    let mut canvas = Canvas::new(layout.width, layout.height, palette.index(c.bar));
    draw_board(&mut canvas, view, style, &layout, &sprites);
    draw_bars(
        &mut canvas,
        view,
        &layout,
        layout.bar + layout.square * 8,
        palette,
    );
    Ok((canvas, sprites))
}

/// Whether a square is a light one.
pub(crate) fn is_light(sq: Square) -> bool {
    (sq.file() as usize + sq.rank() as usize) % 2 == 1
}

/// Everything drawn in one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SquareState {
    background: Background,
    piece: Option<Piece>,
    kickoff: bool,
    target: Option<Color>,
    ball: bool,
}

/// What each square of a view shows, indexed by square.
pub(crate) fn square_states(view: &BoardView) -> [SquareState; 64] {
    let mut states = [SquareState {
        background: Background::Flat(Shade::Plain),
        piece: None,
        kickoff: false,
        target: None,
        ball: false,
    }; 64];
    for &(sq, piece) in &view.pieces {
        states[sq as usize].piece = Some(piece);
    }
    let pair_has =
        |pair: Option<(Square, Square)>, sq| pair.is_some_and(|(a, b)| a == sq || b == sq);
    for sq in Square::ALL {
        let state = &mut states[sq as usize];
        state.background = if view.check == Some(sq) {
            Background::Check
        } else if pair_has(view.marks.swap, sq) {
            Background::Flat(Shade::Swap)
        } else if pair_has(view.last_move, sq) {
            Background::Flat(Shade::LastMove)
        } else if view.marks.goals.iter().any(|&(g, _)| g == sq) {
            Background::Flat(Shade::Goal)
        } else {
            Background::Flat(Shade::Plain)
        };
    }
    for &sq in &view.marks.kickoff {
        states[sq as usize].kickoff = true;
    }
    for &(sq, color) in &view.marks.targets {
        states[sq as usize].target = Some(color);
    }
    if let Some(sq) = view.marks.ball {
        states[sq as usize].ball = true;
    }
    states
}

/// The rectangle of a square.
pub(crate) fn square_rect(layout: &Layout, sq: Square, orientation: Color) -> Rect {
    let (x, y) = layout.square_origin(sq, orientation);
    Rect {
        x,
        y,
        width: layout.square,
        height: layout.square,
    }
}

/// Draws one square into `clip` (a square's size): tile, marks, and its
/// coordinate if it has one.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_square(
    canvas: &mut Canvas,
    clip: Rect,
    sq: Square,
    state: SquareState,
    orientation: Color,
    style: &Style,
    layout: &Layout,
    sprites: &Sprites,
) {
    let (x, y) = (clip.x as i64, clip.y as i64);
    canvas.tile(
        clip.x,
        clip.y,
        layout.square,
        sprites.tile(is_light(sq), state.background, state.piece),
    );
    let palette = &*sprites.palette;
    let s = layout.square as i64;
    if state.ball {
        // The holder is ringed dark and light, so it stands out at phone
        // size on every theme; the kick-off ring would only repeat it.
        let (dark, light) = &sprites.holder;
        let offset = (s - dark.width as i64) / 2;
        canvas.blend(
            dark,
            x + offset,
            y + offset,
            palette.blend(Ink::BlackPiece),
            clip,
        );
        let offset = (s - light.width as i64) / 2;
        canvas.blend(
            light,
            x + offset,
            y + offset,
            palette.blend(Ink::WhitePiece),
            clip,
        );
    } else if state.kickoff {
        let offset = (s - sprites.ring.width as i64) / 2;
        canvas.blend(
            &sprites.ring,
            x + offset,
            y + offset,
            palette.blend(Ink::Kickoff),
            clip,
        );
    }
    if let Some(color) = state.target {
        let (fill, edge) = &sprites.dot;
        let at = (x + s - edge.width as i64 - s / 20, y + s / 20);
        let (fill_ink, edge_ink) = inks_of(color);
        canvas.blend(edge, at.0, at.1, palette.blend(edge_ink), clip);
        let inset = ((edge.width - fill.width) / 2) as i64;
        canvas.blend(
            fill,
            at.0 + inset,
            at.1 + inset,
            palette.blend(fill_ink),
            clip,
        );
    }
    if state.ball {
        let (fill, edge) = &sprites.ball;
        let at = (x + s - edge.width as i64, y + s - edge.width as i64);
        canvas.blend(edge, at.0, at.1, palette.blend(Ink::BlackPiece), clip);
        let inset = ((edge.width - fill.width) / 2) as i64;
        canvas.blend(
            fill,
            at.0 + inset,
            at.1 + inset,
            palette.blend(Ink::WhitePiece),
            clip,
        );
    }
    if style.coordinates {
        draw_coordinate(canvas, sq, orientation, layout, sprites, clip);
    }
}

fn draw_board(
    canvas: &mut Canvas,
    view: &BoardView,
    style: &Style,
    layout: &Layout,
    sprites: &Sprites,
) {
    let states = square_states(view);
    for sq in Square::ALL {
        draw_square(
            canvas,
            square_rect(layout, sq, view.orientation),
            sq,
            states[sq as usize],
            view.orientation,
            style,
            layout,
            sprites,
        );
    }
}

/// The fill and edge inks of a side's marks.
fn inks_of(color: Color) -> (Ink, Ink) {
    match color {
        Color::White => (Ink::WhitePiece, Ink::BlackPiece),
        Color::Black => (Ink::BlackPiece, Ink::WhitePiece),
    }
}

/// The coordinates a square shows: the file letter of a square of the
/// bottom row, the rank number of one of the left column (as indices).
pub(crate) fn coordinates_of(sq: Square, orientation: Color) -> (Option<u8>, Option<u8>) {
    let (bottom, left) = match orientation {
        Color::White => (Rank::First, File::A),
        Color::Black => (Rank::Eighth, File::H),
    };
    (
        (sq.rank() == bottom).then_some(sq.file() as u8),
        (sq.file() == left).then_some(sq.rank() as u8),
    )
}

/// File letters in the bottom row's lower-right corners, rank numbers in
/// the left column's upper-left corners, in the other square colour.
fn draw_coordinate(
    canvas: &mut Canvas,
    sq: Square,
    orientation: Color,
    layout: &Layout,
    sprites: &Sprites,
    clip: Rect,
) {
    let palette = &*sprites.palette;
    let margin = (layout.square as f32 * 0.05).round() as i64;
    let table = palette.blend(if is_light(sq) { Ink::Dark } else { Ink::Light });
    let (x, y) = (clip.x as i64, clip.y as i64);
    let s = layout.square as i64;
    let (file, rank) = coordinates_of(sq, orientation);
    if let Some(file) = file {
        let mask = &sprites.files[usize::from(file)];
        let at_x = x + s - mask.width as i64 - margin / 2;
        let at_y = y + s - mask.height as i64 - margin / 2;
        canvas.blend(mask, at_x, at_y, table, clip);
    }
    if let Some(rank) = rank {
        let mask = &sprites.ranks[usize::from(rank)];
        canvas.blend(mask, x + margin, y + margin / 2, table, clip);
    }
}

/// The bars: the player at the top of the board above it (at the canvas's
/// top), the other below (from `bottom` down).
pub(crate) fn draw_bars(
    canvas: &mut Canvas,
    view: &BoardView,
    layout: &Layout,
    bottom: usize,
    palette: &Palette,
) {
    let top = !view.orientation;
    for (color, y) in [(top, 0), (view.orientation, bottom)] {
        let players = &view.players;
        let name = match color {
            Color::White => &players.white,
            Color::Black => &players.black,
        };
        let bar = Rect {
            x: 0,
            y,
            width: layout.width,
            height: layout.bar,
        };
        let h = layout.bar as f32;
        let to_move = players.turn == Some(color);
        if to_move {
            let stripe = Rect {
                width: (h * 0.12).round().max(2.0) as usize,
                ..bar
            };
            canvas.fill(stripe, palette.index(palette.theme.accent));
        }
        // The side's colour as a disc, then the name.
        let radius = h * 0.2;
        let edge = disc_cached(radius);
        let fill = disc_cached(radius - (h * 0.04).max(1.0));
        let cx = (h * 0.35) as i64;
        let cy = y as i64 + (layout.bar as i64 - edge.height as i64) / 2;
        let (fill_ink, _) = inks_of(color);
        canvas.blend(&edge, cx, cy, palette.blend(Ink::BarDim), bar);
        let inset = ((edge.width - fill.width) / 2) as i64;
        canvas.blend(&fill, cx + inset, cy + inset, palette.blend(fill_ink), bar);

        let px = h * 0.42;
        let mut right = layout.width as f32 - h * 0.3;
        if let Some(clocks) = &players.clocks {
            let (left, low) = match color {
                Color::White => (&clocks.white, clocks.white_low),
                Color::Black => (&clocks.black, clocks.black_low),
            };
            // The side to move's clock in bold; a low one in red.
            let face = if to_move { Face::Bold } else { Face::Regular };
            let ink = if low { Ink::Alarm } else { Ink::BarText };
            let big = h * 0.5;
            let text = fit_text(left, face, big, layout.width as f32 * 0.25);
            right -= text_width(&text, face, big);
            write_line(
                canvas,
                &text,
                face,
                big,
                right,
                bar,
                bar,
                palette.blend(ink),
            );
            right -= h * 0.4;
        }
        if let Some(score) = players.score {
            let goals = match color {
                Color::White => score.white,
                Color::Black => score.black,
            };
            let text = goals.to_string();
            let big = h * 0.55;
            let w = text_width(&text, Face::Bold, big);
            right -= w;
            write_line(
                canvas,
                &text,
                Face::Bold,
                big,
                right,
                bar,
                bar,
                palette.blend(Ink::BarText),
            );
            right -= h * 0.4;
        }
        if color == top
            && let Some(badge) = &view.result
        {
            right = draw_badge(canvas, &badge.result, &badge.reason, bar, right, palette);
        } else if color == top
            && let Some(status) = &players.status
        {
            let text = fit_text(status, Face::Regular, px * 0.9, layout.width as f32 * 0.4);
            let w = text_width(&text, Face::Regular, px * 0.9);
            right -= w;
            write_line(
                canvas,
                &text,
                Face::Regular,
                px * 0.9,
                right,
                bar,
                bar,
                palette.blend(Ink::BarDim),
            );
            right -= h * 0.3;
        }
        let left = cx as f32 + edge.width as f32 + h * 0.25;
        // Pieces in hand or checks given follow the name, which gives way.
        let extra = extras(players, color);
        let extra_width = if extra.is_empty() {
            0.0
        } else {
            text_width(&extra, Face::Regular, px) + h * 0.3
        };
        if !name.is_empty() && right - extra_width > left {
            let face = if to_move { Face::Bold } else { Face::Regular };
            let text = fit_text(name, face, px, right - extra_width - left);
            let ink = if to_move || players.turn.is_none() {
                Ink::BarText
            } else {
                Ink::BarDim
            };
            write_line(canvas, &text, face, px, left, bar, bar, palette.blend(ink));
            if !extra.is_empty() {
                let x = left + text_width(&text, face, px) + h * 0.3;
                write_line(
                    canvas,
                    &extra,
                    Face::Regular,
                    px,
                    x,
                    bar,
                    bar,
                    palette.blend(Ink::BarText),
                );
            }
        }
    }
}

/// Writes a line of text from `x`, centred in the height of `bar`, clipped
/// to `clip`, through an ink's blend table.
#[allow(clippy::too_many_arguments)]
fn write_line(
    canvas: &mut Canvas,
    text: &str,
    face: Face,
    px: f32,
    x: f32,
    bar: Rect,
    clip: Rect,
    table: &[u8],
) {
    let mask = text_mask_cached(text, face, px);
    let y = bar.y as f32 + (bar.height as f32 - px) / 2.0;
    canvas.blend(&mask, x as i64, y as i64, table, clip);
}

/// What follows a side's name: its pieces in hand as chess symbols with
/// counts (`♟2 ♞`), the checks it has given (`+2`), or its pieces home in
/// its set-up (`12/16`).
fn extras(players: &crate::view::Players, color: Color) -> String {
    let mut text = String::new();
    if let Some(hands) = &players.hands {
        let hand = match color {
            Color::White => &hands.white,
            Color::Black => &hands.black,
        };
        for &(role, count) in hand.iter().filter(|(_, n)| *n > 0) {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push(crate::glyphs::symbol(role, true));
            if count > 1 {
                text.push_str(&count.to_string());
            }
        }
    }
    if let Some(checks) = players.checks_given {
        let given = match color {
            Color::White => checks.white,
            Color::Black => checks.black,
        };
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&format!("+{given}"));
    }
    if let Some(home) = players.home {
        let home = match color {
            Color::White => home.white,
            Color::Black => home.black,
        };
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&format!("{home}/16"));
    }
    text
}

/// The result in a chip with the reason before it, right-aligned at
/// `right` in a bar; gives where the space left ends.
fn draw_badge(
    canvas: &mut Canvas,
    result: &str,
    reason: &str,
    bar: Rect,
    right: f32,
    palette: &Palette,
) -> f32 {
    let h = bar.height as f32;
    let px = h * 0.5;
    let pad = h * 0.22;
    let result = &fit_text(result, Face::Bold, px, bar.width as f32 * 0.3);
    let chip_width = text_width(result, Face::Bold, px) + 2.0 * pad;
    let chip = Rect {
        x: (right - chip_width).max(0.0) as usize,
        y: bar.y + (h * 0.15) as usize,
        width: chip_width as usize,
        height: bar.height - 2 * (h * 0.15) as usize,
    };
    let c = palette.theme;
    canvas.fill(chip, palette.index(c.badge_text));
    let x = chip.x as f32 + pad;
    write_line(
        canvas,
        result,
        Face::Bold,
        px,
        x,
        bar,
        chip,
        palette.blend(Ink::Badge),
    );
    let mut right = chip.x as f32 - h * 0.3;
    let small = h * 0.36;
    let text = fit_text(reason, Face::Regular, small, bar.width as f32 * 0.5);
    let w = text_width(&text, Face::Regular, small);
    right -= w;
    write_line(
        canvas,
        &text,
        Face::Regular,
        small,
        right,
        bar,
        bar,
        palette.blend(Ink::BarText),
    );
    right - h * 0.3
}
