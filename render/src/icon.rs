//! The pages' icon (the browser tab's and the home screen's): a white
//! knight, drawn as the boards draw it, on a square of the board's light
//! colour.

use kibitz_rules::{Color, Piece, Role};

use crate::glyphs::piece_masks;
use crate::rgb::{Picture, Rgb, write_png};
use crate::view::RenderError;

/// The sizes an icon is drawn at, in pixels.
pub const ICON_SIZES: std::ops::RangeInclusive<u32> = 16..=512;

const SQUARE: Rgb = [0xf0, 0xd9, 0xb5];
const PIECE: Rgb = [0xff, 0xff, 0xff];
const LINES: Rgb = [0x22, 0x22, 0x22];

/// The icon as a PNG of `size` × `size` pixels (within [`ICON_SIZES`]).
pub fn encode(size: u32) -> Result<Vec<u8>, RenderError> {
    if !ICON_SIZES.contains(&size) {
        return Err(RenderError::Size(size));
    }
    let side = size as usize;
    let mut picture = Picture::new(side, side, SQUARE);
    let masks = piece_masks(
        Piece {
            color: Color::White,
            role: Role::Knight,
        },
        side,
    );
    picture.mask(&masks.silhouette, 0, 0, PIECE);
    picture.mask(&masks.lines, 0, 0, LINES);
    write_png(&picture)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_is_a_square_png_with_a_piece_on_the_light_colour() {
        let png = encode(64).expect("drawn");
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut pixels).expect("a frame");
        assert_eq!((info.width, info.height), (64, 64));
        assert_eq!(pixels[..3], SQUARE, "a corner is the square");
        let dark = pixels.chunks(3).filter(|p| p[0] < 0x60).count();
        assert!(dark > 64, "the knight's lines are drawn: {dark}");
        assert!(encode(8).is_err() && encode(4096).is_err());
    }
}
