//! Shapes from the DejaVu Sans font (which comes with the `dejavu` crate,
//! under the Bitstream Vera licence): chess piece glyphs and text, turned
//! into coverage masks.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, FontRef, OutlineCurve, Point, point};
use ab_glyph_rasterizer::Rasterizer;
use kibitz_rules::{Color, Piece, Role};

/// A coverage mask: 0 is untouched, 255 fully covered.
#[derive(Clone, Debug, Default)]
pub(crate) struct Mask {
    pub width: usize,
    pub height: usize,
    pub data: Vec<u8>,
}

impl Mask {
    /// A mask with nothing covered.
    pub(crate) fn new(width: usize, height: usize) -> Mask {
        Mask {
            width,
            height,
            data: vec![0; width * height],
        }
    }

    /// The coverage at a pixel.
    #[inline]
    pub(crate) fn at(&self, x: usize, y: usize) -> u8 {
        self.data[y * self.width + x]
    }
}

/// The two faces used.
pub(crate) struct Fonts {
    pub regular: FontRef<'static>,
    pub bold: FontRef<'static>,
}

/// The fonts, parsed once.
pub(crate) fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| Fonts {
        regular: FontRef::try_from_slice(dejavu::sans::regular()).expect("DejaVu Sans parses"),
        bold: FontRef::try_from_slice(dejavu::sans::bold()).expect("DejaVu Sans Bold parses"),
    })
}

/// Rasterises curves given in font units into a `width` × `height` mask:
/// a font point (x, y) lands at pixel (`ox` + x·`scale`, `oy` − y·`scale`).
fn rasterize<'a>(
    curves: impl IntoIterator<Item = &'a OutlineCurve>,
    scale: f32,
    ox: f32,
    oy: f32,
    width: usize,
    height: usize,
) -> Mask {
    let at = |p: &Point| {
        point(
            (ox + p.x * scale).clamp(0.0, width as f32),
            (oy - p.y * scale).clamp(0.0, height as f32),
        )
    };
    let mut r = Rasterizer::new(width, height);
    for curve in curves {
        match curve {
            OutlineCurve::Line(a, b) => r.draw_line(at(a), at(b)),
            OutlineCurve::Quad(a, b, c) => r.draw_quad(at(a), at(b), at(c)),
            OutlineCurve::Cubic(a, b, c, d) => r.draw_cubic(at(a), at(b), at(c), at(d)),
        }
    }
    let mut mask = Mask::new(width, height);
    r.for_each_pixel(|i, v| mask.data[i] = (v.clamp(0.0, 1.0) * 255.0).round() as u8);
    mask
}

fn start(c: &OutlineCurve) -> Point {
    match c {
        OutlineCurve::Line(a, _) | OutlineCurve::Quad(a, _, _) | OutlineCurve::Cubic(a, ..) => *a,
    }
}

fn end(c: &OutlineCurve) -> Point {
    match c {
        OutlineCurve::Line(_, b) | OutlineCurve::Quad(_, _, b) | OutlineCurve::Cubic(.., b) => *b,
    }
}

/// Bounds as (min x, min y, max x, max y) of the curves' points, font
/// units, y up.
fn bounds(curves: &[OutlineCurve]) -> [f32; 4] {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for c in curves {
        let points = match c {
            OutlineCurve::Line(a, b) => vec![*a, *b],
            OutlineCurve::Quad(a, b, c) => vec![*a, *b, *c],
            OutlineCurve::Cubic(a, b, c, d) => vec![*a, *b, *c, *d],
        };
        for p in points {
            b = [b[0].min(p.x), b[1].min(p.y), b[2].max(p.x), b[3].max(p.y)];
        }
    }
    b
}

/// The glyph's outer contours: those not inside another contour's bounds.
/// Filled, they give the piece's silhouette without its inner holes.
fn outer_contours(curves: &[OutlineCurve]) -> Vec<OutlineCurve> {
    let mut contours: Vec<&[OutlineCurve]> = Vec::new();
    let mut begin = 0;
    for i in 1..=curves.len() {
        let closes = i == curves.len() || {
            let (prev, next) = (end(&curves[i - 1]), start(&curves[i]));
            (prev.x - next.x).abs() > 1e-3 || (prev.y - next.y).abs() > 1e-3
        };
        if closes {
            contours.push(&curves[begin..i]);
            begin = i;
        }
    }
    let boxes: Vec<[f32; 4]> = contours.iter().map(|c| bounds(c)).collect();
    let inside = |a: [f32; 4], b: [f32; 4]| {
        a != b && a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3]
    };
    contours
        .iter()
        .zip(&boxes)
        .filter(|(_, a)| !boxes.iter().any(|b| inside(**a, *b)))
        .flat_map(|(c, _)| c.iter().cloned())
        .collect()
}

/// The Unicode chess symbol of a piece: the outlined (white) form or the
/// solid (black) form.
pub(crate) fn symbol(role: Role, solid: bool) -> char {
    let white = match role {
        Role::King => '\u{2654}',
        Role::Queen => '\u{2655}',
        Role::Rook => '\u{2656}',
        Role::Bishop => '\u{2657}',
        Role::Knight => '\u{2658}',
        Role::Pawn => '\u{2659}',
    };
    if solid {
        char::from_u32(white as u32 + 6).expect("the solid symbols follow")
    } else {
        white
    }
}

/// A piece drawn in a square of `size` pixels: the silhouette (filled with
/// the light piece colour) and the glyph's lines (in the dark colour).
pub(crate) struct PieceMasks {
    pub silhouette: Mask,
    pub lines: Mask,
}

/// How much of the square the tallest piece fills.
const PIECE_HEIGHT: f32 = 0.84;

/// The masks of a piece for a square of `size` pixels.
pub(crate) fn piece_masks(piece: Piece, size: usize) -> PieceMasks {
    let font = &fonts().regular;
    let outline = |c: char| {
        font.outline(font.glyph_id(c))
            .expect("DejaVu Sans has chess glyphs")
    };
    // One scale for every piece, from the tallest glyph.
    let tallest = Role::ALL
        .iter()
        .map(|&r| {
            let b = bounds(&outline(symbol(r, false)).curves);
            b[3] - b[1]
        })
        .fold(0.0f32, f32::max);
    let scale = PIECE_HEIGHT * size as f32 / tallest;
    let glyph = outline(symbol(piece.role, piece.color == Color::Black));
    // Control points bound the curves; the outline's own bounds count y down.
    let [min_x, min_y, max_x, _] = bounds(&glyph.curves);
    let ox = (size as f32 - (max_x - min_x) * scale) / 2.0 - min_x * scale;
    // Stand every piece on the same line, a little above the square's edge.
    let baseline = size as f32 * (1.0 - (1.0 - PIECE_HEIGHT) / 2.0 + 0.01);
    let oy = baseline + min_y * scale;
    let lines = rasterize(&glyph.curves, scale, ox, oy, size, size);
    // The outlined (white) symbol's outer contours are the piece's whole
    // silhouette; the solid symbol's are split around its details.
    let outer = outer_contours(&outline(symbol(piece.role, false)).curves);
    let mut silhouette = rasterize(&outer, scale, ox, oy, size, size);
    for (s, l) in silhouette.data.iter_mut().zip(&lines.data) {
        *s = (*s).max(*l);
    }
    if piece
        == (Piece {
            color: Color::Black,
            role: Role::King,
        })
    {
        // DejaVu's solid king is mostly hollow; draw it as a dark
        // silhouette with the outlined king's inner lines in the light
        // colour instead, as the other dark pieces look.
        let white_lines = rasterize(
            &outline(symbol(Role::King, false)).curves,
            scale,
            ox,
            oy,
            size,
            size,
        );
        let inner = erode(&silhouette, (size as f32 * 0.045).round().max(1.0) as usize);
        let lines = Mask {
            data: silhouette
                .data
                .iter()
                .zip(white_lines.data.iter().zip(&inner.data))
                .map(|(&s, (&w, &i))| s - w.min(i).min(s))
                .collect(),
            ..silhouette.clone()
        };
        return PieceMasks { silhouette, lines };
    }
    PieceMasks { silhouette, lines }
}

/// The mask shrunk by `radius` pixels: each pixel the least coverage
/// within that distance (a square window, row pass then column pass).
fn erode(mask: &Mask, radius: usize) -> Mask {
    let (w, h) = (mask.width, mask.height);
    let mut rows = Mask::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let (a, b) = (x.saturating_sub(radius), (x + radius).min(w - 1));
            rows.data[y * w + x] = (a..=b).map(|i| mask.at(i, y)).min().unwrap_or(0);
        }
    }
    let mut out = Mask::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let (a, b) = (y.saturating_sub(radius), (y + radius).min(h - 1));
            out.data[y * w + x] = (a..=b).map(|i| rows.at(x, i)).min().unwrap_or(0);
        }
    }
    out
}

/// Which face to write text in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    Regular,
    Bold,
}

fn face(face: Face) -> &'static FontRef<'static> {
    match face {
        Face::Regular => &fonts().regular,
        Face::Bold => &fonts().bold,
    }
}

/// The width in pixels of a line of text at a pixel size (the height of
/// capitals plus descenders, as fonts define it).
pub(crate) fn text_width(text: &str, f: Face, px: f32) -> f32 {
    let font = face(f);
    let scale = px / font.height_unscaled();
    let mut width = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            width += font.kern_unscaled(p, id) * scale;
        }
        width += font.h_advance_unscaled(id) * scale;
        prev = Some(id);
    }
    width
}

/// `text` cut to fit `max_width` pixels, with an ellipsis where it was cut.
pub(crate) fn fit_text(text: &str, f: Face, px: f32, max_width: f32) -> String {
    // No bar holds more; longer text is cut before it is measured.
    const MAX_CHARS: usize = 120;
    let text: String = text
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_CHARS + 1)
        .collect();
    if text.chars().count() <= MAX_CHARS && text_width(&text, f, px) <= max_width {
        return text;
    }
    let mut chars: Vec<char> = text.chars().take(MAX_CHARS).collect();
    while !chars.is_empty() {
        chars.pop();
        let cut: String = chars.iter().collect::<String>().trim_end().to_owned() + "…";
        if text_width(&cut, f, px) <= max_width {
            return cut;
        }
    }
    String::new()
}

/// A line of text as a mask exactly as tall as the font's line
/// (ascent to descent) at `px` pixels, and as wide as the text.
pub(crate) fn text_mask(text: &str, f: Face, px: f32) -> Mask {
    let font = face(f);
    let scale = px / font.height_unscaled();
    let width = text_width(text, f, px).ceil() as usize + 2;
    let height = px.ceil() as usize + 1;
    let baseline = font.ascent_unscaled() * scale;
    let mut curves = Vec::new();
    let mut x = 1.0f32;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += font.kern_unscaled(p, id) * scale;
        }
        if let Some(outline) = font.outline(id) {
            // Shift the glyph's curves to its pen position (in font units).
            let dx = x / scale;
            curves.extend(outline.curves.iter().map(|curve| shift(curve, dx)));
        }
        x += font.h_advance_unscaled(id) * scale;
        prev = Some(id);
    }
    rasterize(&curves, scale, 0.0, baseline, width, height)
}

/// How many masks each cache of drawn shapes keeps; a full one starts
/// afresh.
const CACHED_MASKS: usize = 512;

/// A cache of drawn shapes, by what they were drawn from.
type MaskCache<K> = Mutex<HashMap<K, Arc<Mask>>>;

/// The mask `key` draws, from `cache` or drawn now (and kept).
fn cached<K: Hash + Eq>(cache: &MaskCache<K>, key: K, draw: impl FnOnce() -> Mask) -> Arc<Mask> {
    if let Some(mask) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return mask.clone();
    }
    let mask = Arc::new(draw());
    let mut masks = cache.lock().unwrap_or_else(|e| e.into_inner());
    if masks.len() >= CACHED_MASKS {
        masks.clear();
    }
    masks.insert(key, mask.clone());
    mask
}

/// [`text_mask`], kept: the names and lines of a game's bars are the same
/// picture after picture.
pub(crate) fn text_mask_cached(text: &str, f: Face, px: f32) -> Arc<Mask> {
    static TEXTS: OnceLock<MaskCache<(String, Face, u32)>> = OnceLock::new();
    let cache = TEXTS.get_or_init(Default::default);
    cached(cache, (text.to_owned(), f, px.to_bits()), || {
        text_mask(text, f, px)
    })
}

/// [`disc`], kept.
pub(crate) fn disc_cached(radius: f32) -> Arc<Mask> {
    static DISCS: OnceLock<MaskCache<u32>> = OnceLock::new();
    let cache = DISCS.get_or_init(Default::default);
    cached(cache, radius.to_bits(), || disc(radius))
}

fn shift(curve: &OutlineCurve, dx: f32) -> OutlineCurve {
    let s = |p: &Point| point(p.x + dx, p.y);
    match curve {
        OutlineCurve::Line(a, b) => OutlineCurve::Line(s(a), s(b)),
        OutlineCurve::Quad(a, b, c) => OutlineCurve::Quad(s(a), s(b), s(c)),
        OutlineCurve::Cubic(a, b, c, d) => OutlineCurve::Cubic(s(a), s(b), s(c), s(d)),
    }
}

/// A filled disc of `radius` pixels centred in a square mask, anti-aliased.
pub(crate) fn disc(radius: f32) -> Mask {
    let size = (radius * 2.0).ceil() as usize + 2;
    let centre = size as f32 / 2.0;
    let mut mask = Mask::new(size, size);
    for y in 0..size {
        for x in 0..size {
            let d = ((x as f32 + 0.5 - centre).powi(2) + (y as f32 + 0.5 - centre).powi(2)).sqrt();
            mask.data[y * size + x] = ((radius - d + 0.5).clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_has_a_silhouette_that_covers_its_lines() {
        for color in Color::ALL {
            for role in Role::ALL {
                let m = piece_masks(Piece { color, role }, 90);
                let covered = m.silhouette.data.iter().filter(|&&v| v > 128).count();
                let lines = m.lines.data.iter().filter(|&&v| v > 128).count();
                assert!(covered > 800, "{color:?} {role:?}: {covered}");
                // White pieces: a light body inside dark lines; black
                // pieces: mostly dark.
                match color {
                    Color::White => assert!(covered > lines + 300, "{color:?} {role:?}"),
                    Color::Black => assert!(lines * 10 > covered * 7, "{color:?} {role:?}"),
                }
                // Nothing touches the square's edge.
                assert_eq!(m.silhouette.at(0, 0), 0);
                assert_eq!(m.silhouette.at(89, 89), 0);
            }
        }
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        let cut = fit_text("Magnus Carlsen the Great", Face::Regular, 20.0, 100.0);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(text_width(&cut, Face::Regular, 20.0) <= 100.0);
        assert_eq!(fit_text("Bo", Face::Regular, 20.0, 100.0), "Bo");
        // Huge input is cut before measuring; control characters dropped.
        let huge = "W".repeat(100_000);
        assert!(fit_text(&huge, Face::Regular, 20.0, 100.0).chars().count() < 20);
        assert_eq!(fit_text("a\nb", Face::Regular, 20.0, 100.0), "ab");
    }
}
