//! Everything drawn again and again, prepared once per theme and square
//! size: square tiles with and without each piece, coordinate labels and
//! mark shapes, all in palette indices.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use kibitz_rules::{Color, Piece, Role};

use crate::glyphs::{Face, Mask, disc, piece_masks, text_mask};
use crate::palette::{LEVELS, Palette, Shade};
use crate::recent::Recent;
use crate::theme::{Rgb, Theme};

/// The backgrounds a square tile is drawn on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Background {
    /// A square of one of the flat shades.
    Flat(Shade),
    /// The square of a king in check: a red glow.
    Check,
}

impl Background {
    const COUNT: usize = Shade::ALL.len() + 1;

    /// Every background.
    pub(crate) const ALL: [Background; Background::COUNT] = [
        Background::Flat(Shade::ALL[0]),
        Background::Flat(Shade::ALL[1]),
        Background::Flat(Shade::ALL[2]),
        Background::Flat(Shade::ALL[3]),
        Background::Check,
    ];

    fn index(self) -> usize {
        match self {
            Background::Flat(shade) => shade as usize,
            Background::Check => Shade::ALL.len(),
        }
    }
}

/// One entry per piece plus one for an empty square.
const PIECE_SLOTS: usize = 13;

/// What a square may hold: nothing, or any piece.
pub(crate) const PIECES: [Option<Piece>; PIECE_SLOTS] = {
    let mut all = [None; PIECE_SLOTS];
    let colors = [Color::White, Color::Black];
    let mut i = 1;
    while i < PIECE_SLOTS {
        all[i] = Some(Piece {
            color: colors[(i - 1) / 6],
            role: Role::ALL[(i - 1) % 6],
        });
        i += 1;
    }
    all
};

/// The pieces in the order of their slots (after the empty square's).
fn slot_pieces() -> impl Iterator<Item = Piece> {
    [Color::White, Color::Black]
        .into_iter()
        .flat_map(|color| Role::ALL.into_iter().map(move |role| Piece { color, role }))
}

fn piece_slot(piece: Option<Piece>) -> usize {
    match piece {
        None => 0,
        Some(p) => {
            let color = match p.color {
                Color::White => 0,
                Color::Black => 1,
            };
            1 + color * 6 + Role::ALL.iter().position(|&r| r == p.role).expect("a role")
        }
    }
}

/// The prepared drawings of one theme at one square size.
pub(crate) struct Sprites {
    /// The theme's palette.
    pub palette: Arc<Palette>,
    tiles: Vec<Vec<u8>>,
    /// File letters a-h.
    pub files: Vec<Mask>,
    /// Rank numbers 1-8.
    pub ranks: Vec<Mask>,
    /// The ball (chess football), and its outline.
    pub ball: (Mask, Mask),
    /// The kick-off ring.
    pub ring: Mask,
    /// The ring round the piece that holds the ball (chess football): a
    /// dark band with a light one inside it, plain on any board.
    pub holder: (Mask, Mask),
    /// A target dot (Immortal chess), and its outline.
    pub dot: (Mask, Mask),
}

impl Sprites {
    /// The tile of a square: its colour, background and piece.
    pub(crate) fn tile(&self, light: bool, background: Background, piece: Option<Piece>) -> &[u8] {
        let i = (usize::from(light) * Background::COUNT + background.index()) * PIECE_SLOTS
            + piece_slot(piece);
        &self.tiles[i]
    }

    /// Heap bytes held.
    pub(crate) fn heap_bytes(&self) -> usize {
        let masks = |m: &Mask| m.data.len();
        self.tiles.iter().map(Vec::len).sum::<usize>()
            + self
                .files
                .iter()
                .chain(&self.ranks)
                .map(masks)
                .sum::<usize>()
            + masks(&self.ball.0)
            + masks(&self.ball.1)
            + masks(&self.ring)
            + masks(&self.holder.0)
            + masks(&self.holder.1)
            + masks(&self.dot.0)
            + masks(&self.dot.1)
    }

    fn build(theme: Theme, square: usize) -> Sprites {
        let palette = palette(theme);
        let c = palette.theme;
        let pieces: Vec<_> = slot_pieces().map(|p| (p, piece_masks(p, square))).collect();
        let mut memo = HashMap::new();
        let mut tiles = Vec::with_capacity(2 * Background::COUNT * PIECE_SLOTS);
        for light in [false, true] {
            for bg in Shade::ALL
                .into_iter()
                .map(Background::Flat)
                .chain([Background::Check])
            {
                let base = background_pixels(&palette, light, bg, square);
                tiles.push(
                    base.iter()
                        .map(|&color| palette.nearest_memo(color, &mut memo))
                        .collect(),
                );
                for (_, masks) in &pieces {
                    let tile = base
                        .iter()
                        .zip(masks.silhouette.data.iter().zip(&masks.lines.data))
                        .map(|(&bg, (&s, &l))| {
                            // Coverage in the palette's levels, so that edges
                            // land on its ramps exactly.
                            let q = |v: u8| crate::palette::level(v) as f32 / (LEVELS - 1) as f32;
                            let (s, l) = (q(s), q(l));
                            let color: Rgb = std::array::from_fn(|i| {
                                let v = f32::from(bg[i]) * (1.0 - s)
                                    + f32::from(c.white_piece[i]) * (s - l)
                                    + f32::from(c.black_piece[i]) * l;
                                v.round().clamp(0.0, 255.0) as u8
                            });
                            palette.nearest_memo(color, &mut memo)
                        })
                        .collect();
                    tiles.push(tile);
                }
            }
        }
        let label_px = (square as f32 * 0.21).max(7.0);
        let label = |s: &str| text_mask(s, Face::Bold, label_px);
        let files = "abcdefgh".chars().map(|c| label(&c.to_string())).collect();
        let ranks = "12345678".chars().map(|c| label(&c.to_string())).collect();
        let ball_r = square as f32 * 0.2;
        let edge = (square as f32 * 0.03).max(1.2);
        let dot_r = square as f32 * 0.085;
        Sprites {
            palette,
            tiles,
            files,
            ranks,
            ball: (disc(ball_r - edge), disc(ball_r)),
            ring: ring(square as f32 * 0.47, (square as f32 * 0.06).max(1.5)),
            holder: (
                ring(square as f32 * 0.49, (square as f32 * 0.1).max(3.0)),
                ring(
                    square as f32 * 0.49 - edge,
                    (square as f32 * 0.1 - 2.0 * edge).max(1.0),
                ),
            ),
            dot: (disc(dot_r - edge), disc(dot_r)),
        }
    }
}

/// The RGB pixels of an empty square's background.
fn background_pixels(palette: &Palette, light: bool, bg: Background, square: usize) -> Vec<Rgb> {
    match bg {
        Background::Flat(shade) => {
            vec![palette.color(palette.shade(light, shade)); square * square]
        }
        Background::Check => {
            let c = palette.theme;
            let base = if light { c.light } else { c.dark };
            let centre = square as f32 / 2.0;
            (0..square * square)
                .map(|i| {
                    let (x, y) = ((i % square) as f32 + 0.5, (i / square) as f32 + 0.5);
                    let d = ((x - centre).powi(2) + (y - centre).powi(2)).sqrt() / (centre * 1.3);
                    let t = (1.0 - d).clamp(0.0, 1.0).powf(0.6) * 0.95;
                    crate::theme::mix(base, c.check, t)
                })
                .collect()
        }
    }
}

/// A ring (circle outline) of radius `radius` and stroke `width`.
fn ring(radius: f32, width: f32) -> Mask {
    let outer = disc(radius);
    let inner = disc(radius - width);
    let offset = (outer.width - inner.width) / 2;
    let mut mask = outer;
    for y in 0..inner.height {
        for x in 0..inner.width {
            let i = (y + offset) * mask.width + x + offset;
            mask.data[i] = mask.data[i].saturating_sub(inner.at(x, y));
        }
    }
    mask
}

/// The palette of a theme, built once.
pub(crate) fn palette(theme: Theme) -> Arc<Palette> {
    static PALETTES: OnceLock<Mutex<HashMap<Theme, Arc<Palette>>>> = OnceLock::new();
    let mut map = PALETTES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    map.entry(theme)
        .or_insert_with(|| Arc::new(Palette::new(theme.colors())))
        .clone()
}

/// How many theme-and-size sets are kept; the least recently used goes.
pub(crate) const CACHED_SETS: usize = 12;

/// The sprites of the most recently used themes and sizes.
static SPRITES: Recent<(Theme, usize), Sprites> = Recent::new(CACHED_SETS);

/// The sprites of a theme at a square size, built on first use and kept
/// for the most recently used sets.
pub(crate) fn sprites(theme: Theme, square: usize) -> Arc<Sprites> {
    SPRITES.get_or_make((theme, square), || Sprites::build(theme, square))
}

/// Heap bytes held by the sprite sets of these themes and square sizes
/// (building any not yet built), palettes included.
pub(crate) fn cache_bytes(sets: &[(Theme, usize)]) -> usize {
    let sprites: usize = sets
        .iter()
        .map(|&(theme, square)| sprites(theme, square).heap_bytes())
        .sum();
    let mut themes: Vec<Theme> = sets.iter().map(|s| s.0).collect();
    themes.sort();
    themes.dedup();
    sprites
        + themes.len() * std::mem::size_of::<Palette>()
        + themes.len() * 10 * 256 * crate::palette::LEVELS
}
