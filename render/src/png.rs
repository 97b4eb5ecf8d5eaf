//! One picture as an 8-bit palette PNG, encoded by hand because a board is
//! made of a few kinds of squares.
//!
//! Each square (its tile, its marks, its coordinate) is coded once per
//! theme and size and kept: per pixel row, whether it repeats the row
//! above, else its pixels as deflate symbols (literals and runs), already
//! in bits; and what its bytes add to the checksum. A picture is then the
//! bars drawn and coded afresh, and for the board, per pixel row, the kept
//! bits of its eight squares copied one after the other, every stretch
//! that repeats the row above written as one reference to it. One set of
//! Huffman codes, made from the squares' own symbols, serves every picture
//! of a theme and size, so its header is kept too.
//!
//! Rows are unfiltered (PNG filter 0): the references to the row above do
//! what the Up and Paeth filters would, without a pass over the pixels.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use kibitz_rules::{Color, Square};

use crate::deflate::{
    Adler, AdlerPart, BitString, Bits, BlockCodes, DISTANCE_SYMBOLS, LITERAL_LENGTH_SYMBOLS,
    MIN_MATCH, distance_symbol, length_symbol, repeat_chunks,
};
use crate::draw::{Layout, SquareState, bars_alone, coordinates_of, square_alone, square_states};
use crate::recent::Recent;
use crate::runs::run_length;
use crate::sprites::{Background, Sprites, sprites};
use crate::theme::Theme;
use crate::view::{BoardView, RenderError, Style};

/// What a square's picture depends on, besides the theme and size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct SquareKey {
    light: bool,
    state: SquareState,
    /// The file letter and rank number it shows, when it shows them.
    coordinates: (Option<u8>, Option<u8>),
}

/// One pixel row of a square, coded.
#[derive(Debug)]
struct CodedRow {
    /// Whether it is the square's row above again.
    repeats: bool,
    /// Its pixels as literals and runs, coded (when it does not repeat).
    bits: BitString,
    /// What its bytes add to the checksum.
    adler: AdlerPart,
}

/// A square, coded row by row.
#[derive(Debug)]
struct CodedSquare {
    rows: Vec<CodedRow>,
}

impl CodedSquare {
    fn heap_bytes(&self) -> usize {
        self.rows.iter().map(|r| r.bits.heap_bytes()).sum::<usize>()
            + self.rows.capacity() * std::mem::size_of::<CodedRow>()
    }
}

/// How many coded squares a theme and size keeps; a full store starts
/// afresh.
const KEPT_SQUARES: usize = 1024;

/// How many pairs of coded bars a theme and size keeps (each game in
/// progress shows two pairs, one per side to move); a full store starts
/// afresh.
const KEPT_BARS: usize = 512;

/// What a picture's bars depend on, besides the theme and size.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct BarsKey {
    orientation: Color,
    players: crate::view::Players,
    result: Option<crate::view::ResultBadge>,
}

/// The rows of both bars (the top one's first), coded as the squares'
/// are; a row repeats the one above within its bar.
#[derive(Debug)]
struct CodedBars {
    rows: Vec<CodedRow>,
}

/// The codes of one theme and size, and its squares and bars coded with
/// them.
pub(crate) struct PngCodes {
    codes: BlockCodes,
    squares: Mutex<HashMap<SquareKey, Arc<CodedSquare>>>,
    bars: Mutex<HashMap<BarsKey, Arc<CodedBars>>>,
}

impl std::fmt::Debug for PngCodes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PngCodes").finish_non_exhaustive()
    }
}

/// Where deflate symbols go: written with codes, or counted.
trait Symbols {
    fn literal(&mut self, byte: u8);
    fn repeat(&mut self, length: usize, distance: usize);
}

/// Counts symbols, to make codes from.
struct Counter {
    literal_length: Vec<u32>,
    distance: Vec<u32>,
}

impl Symbols for Counter {
    fn literal(&mut self, byte: u8) {
        self.literal_length[usize::from(byte)] += 1;
    }

    fn repeat(&mut self, length: usize, distance: usize) {
        for chunk in repeat_chunks(length) {
            self.literal_length[length_symbol(chunk).0] += 1;
            self.distance[distance_symbol(distance).0] += 1;
        }
    }
}

/// Writes symbols with codes.
struct Coder<'a> {
    codes: &'a BlockCodes,
    bits: &'a mut Bits,
    /// The code of a distance of one byte.
    one_back: (u32, u32),
}

impl<'a> Coder<'a> {
    fn new(codes: &'a BlockCodes, bits: &'a mut Bits) -> Coder<'a> {
        Coder {
            codes,
            bits,
            one_back: codes.distance_code(1),
        }
    }
}

impl Symbols for Coder<'_> {
    fn literal(&mut self, byte: u8) {
        self.codes.literal(self.bits, byte);
    }

    fn repeat(&mut self, length: usize, distance: usize) {
        debug_assert_eq!(distance, 1, "runs repeat the byte before");
        self.codes.repeat_to(self.bits, length, self.one_back);
    }
}

/// Pixels as literals, each run of one value after its first pixel as a
/// reference one byte back.
fn runs(pixels: &[u8], out: &mut impl Symbols) {
    let mut i = 0;
    while i < pixels.len() {
        let value = pixels[i];
        out.literal(value);
        let run = run_length(&pixels[i + 1..], value);
        if run >= MIN_MATCH {
            out.repeat(run, 1);
        } else {
            for _ in 0..run {
                out.literal(value);
            }
        }
        i += 1 + run;
    }
}

/// A square's pixel rows: whether each repeats the one above, and the
/// pixels of each.
fn square_rows(pixels: &[u8], side: usize) -> impl Iterator<Item = (bool, &[u8])> {
    pixels.chunks_exact(side).enumerate().map(move |(j, row)| {
        let repeats = j > 0 && pixels[(j - 1) * side..j * side] == *row;
        (repeats, row)
    })
}

impl PngCodes {
    /// Codes for a theme and size, made from the symbols of its squares
    /// (each tile as it is drawn) and of a picture's bars.
    pub(crate) fn new(sprites: &Sprites, layout: &Layout) -> PngCodes {
        let mut counter = Counter {
            literal_length: vec![0; LITERAL_LENGTH_SYMBOLS],
            distance: vec![0; DISTANCE_SYMBOLS],
        };
        let stride = layout.width + 1;
        let side = layout.square;
        for light in [false, true] {
            for background in Background::ALL {
                for piece in crate::sprites::PIECES {
                    let tile = sprites.tile(light, background, piece);
                    for (repeats, row) in square_rows(tile, side) {
                        if repeats {
                            counter.repeat(side, stride);
                        } else {
                            runs(row, &mut counter);
                        }
                    }
                }
            }
        }
        let sample = BoardView {
            players: crate::view::Players {
                white: "Alice".into(),
                black: "Bob".into(),
                turn: Some(Color::White),
                ..crate::view::Players::default()
            },
            ..BoardView::empty()
        };
        let canvas = bars_alone(&sample, layout, &sprites.palette);
        let rows: Vec<&[u8]> = canvas.pixels.chunks_exact(layout.width).collect();
        for (y, row) in rows.iter().enumerate() {
            if y > 0 && rows[y - 1] == *row {
                counter.repeat(layout.width, stride);
            } else {
                runs(row, &mut counter);
            }
        }
        counter.literal_length[0] += (layout.height / 8) as u32;
        PngCodes {
            codes: BlockCodes::from_counts(&counter.literal_length, &counter.distance),
            squares: Mutex::default(),
            bars: Mutex::default(),
        }
    }

    /// A view's bars, coded (or as kept from a picture with the same).
    fn bars(&self, view: &BoardView, layout: &Layout, sprites: &Sprites) -> Arc<CodedBars> {
        let key = BarsKey {
            orientation: view.orientation,
            players: view.players.clone(),
            result: view.result.clone(),
        };
        if let Some(bars) = self
            .bars
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return bars.clone();
        }
        let canvas = bars_alone(view, layout, &sprites.palette);
        let width = layout.width;
        let rows: Vec<&[u8]> = canvas.pixels.chunks_exact(width).collect();
        let coded = rows
            .iter()
            .enumerate()
            .map(|(y, row)| self.code_row(row, y % layout.bar > 0 && rows[y - 1] == *row))
            .collect();
        let coded = Arc::new(CodedBars { rows: coded });
        let mut kept = self.bars.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() >= KEPT_BARS {
            kept.clear();
        }
        kept.insert(key, coded.clone());
        coded
    }

    /// The coded squares of a view's board, in picture order (the top
    /// rank first, each from the left), coding those not kept yet.
    fn squares(
        &self,
        view: &BoardView,
        style: &Style,
        layout: &Layout,
        sprites: &Sprites,
    ) -> Vec<Arc<CodedSquare>> {
        let states = square_states(view);
        let orientation = view.orientation;
        let placed: Vec<(Square, SquareKey)> = (0..64)
            .map(|i| {
                let (column, row) = (i % 8, i / 8);
                let sq = match orientation {
                    Color::White => Square::from_coords(
                        kibitz_rules::File::new(column as u32),
                        kibitz_rules::Rank::new(7 - row as u32),
                    ),
                    Color::Black => Square::from_coords(
                        kibitz_rules::File::new(7 - column as u32),
                        kibitz_rules::Rank::new(row as u32),
                    ),
                };
                let coordinates = if style.coordinates {
                    coordinates_of(sq, orientation)
                } else {
                    (None, None)
                };
                let key = SquareKey {
                    light: crate::draw::is_light(sq),
                    state: states[sq as usize],
                    coordinates,
                };
                (sq, key)
            })
            .collect();
        let mut found: Vec<Option<Arc<CodedSquare>>> = {
            let kept = self.squares.lock().unwrap_or_else(|e| e.into_inner());
            placed
                .iter()
                .map(|(_, key)| kept.get(key).cloned())
                .collect()
        };
        if found.iter().any(Option::is_none) {
            let mut made: HashMap<SquareKey, Arc<CodedSquare>> = HashMap::new();
            for (i, (sq, key)) in placed.iter().enumerate() {
                if found[i].is_none() {
                    let coded = made
                        .entry(*key)
                        .or_insert_with(|| {
                            Arc::new(self.code_square(*sq, key.state, view, style, layout, sprites))
                        })
                        .clone();
                    found[i] = Some(coded);
                }
            }
            let mut kept = self.squares.lock().unwrap_or_else(|e| e.into_inner());
            if kept.len() + made.len() > KEPT_SQUARES {
                kept.clear();
            }
            kept.extend(made);
        }
        found.into_iter().flatten().collect()
    }

    /// Draws one square alone and codes it.
    fn code_square(
        &self,
        sq: Square,
        state: SquareState,
        view: &BoardView,
        style: &Style,
        layout: &Layout,
        sprites: &Sprites,
    ) -> CodedSquare {
        let pixels = square_alone(sq, state, view.orientation, style, layout, sprites);
        let rows = square_rows(&pixels, layout.square)
            .map(|(repeats, row)| self.code_row(row, repeats))
            .collect();
        CodedSquare { rows }
    }

    /// A row of pixels coded: when it repeats the one above, nothing but
    /// its checksum part.
    fn code_row(&self, row: &[u8], repeats: bool) -> CodedRow {
        let mut bits = Bits::default();
        if !repeats {
            runs(row, &mut Coder::new(&self.codes, &mut bits));
        }
        CodedRow {
            repeats,
            bits: bits.into_string(),
            adler: AdlerPart::of(row),
        }
    }

    /// Heap bytes held by the coded squares and bars kept.
    pub(crate) fn heap_bytes(&self) -> usize {
        let squares: usize = self
            .squares
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .map(|s| s.heap_bytes())
            .sum();
        let bars: usize = self
            .bars
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .map(|b| {
                b.rows.iter().map(|r| r.bits.heap_bytes()).sum::<usize>()
                    + b.rows.capacity() * std::mem::size_of::<CodedRow>()
            })
            .sum();
        squares + bars
    }
}

/// The codes of the most recently used themes and sizes (as many as
/// their sprites).
static CODES: Recent<(Theme, usize), PngCodes> = Recent::new(crate::sprites::CACHED_SETS);

/// The codes of a theme at a layout's size, made on first use (from its
/// sprites) and kept for the most recently used sets.
fn codes(theme: Theme, layout: &Layout, sprites: &Sprites) -> Arc<PngCodes> {
    CODES.get_or_make((theme, layout.square), || PngCodes::new(sprites, layout))
}

/// Heap bytes held by the codes (and coded squares and bars) of these
/// themes and square sizes, those not made yet not counted.
pub(crate) fn cache_bytes(sets: &[(Theme, usize)]) -> usize {
    CODES
        .kept(sets)
        .iter()
        .map(|codes| codes.heap_bytes())
        .sum()
}

/// The picture's pixel stream being written: the filter byte of each row,
/// then its pixels, as deflate symbols; a stretch that repeats the row
/// above is held back and written as references when something else comes.
struct Stream<'a> {
    codes: &'a BlockCodes,
    bits: Bits,
    adler: Adler,
    /// Bytes that repeat the row above, not written yet.
    repeating: usize,
    /// The code of the distance back to the row above.
    row_above: (u32, u32),
}

/// The filter byte of a row (0: no filter), as a checksum part.
const FILTER_BYTE: AdlerPart = AdlerPart::ZERO;

impl Stream<'_> {
    /// A new row's filter byte; it repeats the one above when a stretch
    /// that repeats is being held (or is written as it is).
    fn row(&mut self) {
        self.adler.reduce();
        self.adler.add_part(FILTER_BYTE);
        if self.repeating > 0 {
            self.repeating += 1;
        } else {
            self.codes.literal(&mut self.bits, 0);
        }
    }

    /// Bytes that repeat the row above.
    fn repeats(&mut self, count: usize, adler: AdlerPart) {
        self.adler.add_part(adler);
        self.repeating += count;
    }

    /// Writes what is held back.
    fn flush(&mut self) {
        if self.repeating > 0 {
            debug_assert!(
                self.repeating >= MIN_MATCH,
                "stretches are whole squares or rows"
            );
            self.codes
                .repeat_to(&mut self.bits, self.repeating, self.row_above);
            self.repeating = 0;
        }
    }

    /// Bits coded before, for bytes that add `adler`.
    fn coded(&mut self, bits: &BitString, adler: AdlerPart) {
        self.flush();
        self.bits.append(bits);
        self.adler.add_part(adler);
    }

    /// A row (or a square's part of one) coded before.
    fn coded_row(&mut self, row: &CodedRow, width: usize) {
        if row.repeats {
            self.repeats(width, row.adler);
        } else {
            self.coded(&row.bits, row.adler);
        }
    }
}

/// Draws a view as a PNG.
pub(crate) fn encode(view: &BoardView, style: &Style) -> Result<Vec<u8>, RenderError> {
    let layout = Layout::of(style)?;
    let sprites = sprites(style.theme, layout.square);
    let codes = codes(style.theme, &layout, &sprites);
    let squares = codes.squares(view, style, &layout, &sprites);
    let bars = codes.bars(view, &layout, &sprites);
    let width = layout.width;
    let mut stream = Stream {
        codes: &codes.codes,
        bits: Bits::with_capacity(48 * 1024),
        adler: Adler::default(),
        repeating: 0,
        row_above: codes.codes.distance_code(width + 1),
    };
    // The zlib header: deflate with a 32 KiB window, the fastest level.
    stream.bits.put(0x78, 8);
    stream.bits.put(0x01, 8);
    stream.bits.append(codes.codes.header());
    let (top, bottom) = bars.rows.split_at(layout.bar);
    for row in top {
        stream.row();
        stream.coded_row(row, width);
    }
    for rank in squares.chunks_exact(8) {
        for j in 0..layout.square {
            stream.row();
            for square in rank {
                stream.coded_row(&square.rows[j], layout.square);
            }
        }
    }
    for row in bottom {
        stream.row();
        stream.coded_row(row, width);
    }
    stream.flush();
    codes.codes.end(&mut stream.bits);
    let checksum = stream.adler.value();
    let mut zlib = stream.bits.into_bytes();
    zlib.extend_from_slice(&checksum.to_be_bytes());
    Ok(container(
        layout.width,
        layout.height,
        &sprites.palette.rgb_bytes(),
        &zlib,
    ))
}

/// The PNG file: signature, header, palette, the compressed pixels, end.
fn container(width: usize, height: usize, palette: &[u8], zlib: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(zlib.len() + palette.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&(width as u32).to_be_bytes());
    header.extend_from_slice(&(height as u32).to_be_bytes());
    // 8 bits, palette colour, deflate, adaptive filtering, no interlace.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"PLTE", palette);
    chunk(&mut out, b"IDAT", zlib);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// One chunk: its length, type, data and CRC.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::draw;
    use crate::view::{Marks, Players, ResultBadge};
    use kibitz_rules::{Piece, Role};

    /// The chunks of a PNG file, each checked against its CRC.
    fn chunks(png: &[u8]) -> Vec<([u8; 4], Vec<u8>)> {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let mut at = 8;
        let mut out = Vec::new();
        while at < png.len() {
            let length = u32::from_be_bytes(png[at..at + 4].try_into().expect("4 bytes")) as usize;
            let kind: [u8; 4] = png[at + 4..at + 8].try_into().expect("4 bytes");
            let data = png[at + 8..at + 8 + length].to_vec();
            let crc = u32::from_be_bytes(
                png[at + 8 + length..at + 12 + length]
                    .try_into()
                    .expect("4 bytes"),
            );
            let mut hasher = crc32fast::Hasher::new();
            hasher.update(&kind);
            hasher.update(&data);
            assert_eq!(hasher.finalize(), crc, "{}", String::from_utf8_lossy(&kind));
            out.push((kind, data));
            at += 12 + length;
        }
        out
    }

    /// The pixels a PNG holds, inflated by another implementation (which
    /// checks the Adler-32 sum), unfiltered rows without their filter byte.
    fn pixels_of(png: &[u8], width: usize) -> Vec<u8> {
        let chunks = chunks(png);
        let idat: Vec<u8> = chunks
            .iter()
            .filter(|(kind, _)| kind == b"IDAT")
            .flat_map(|(_, data)| data.clone())
            .collect();
        let raw = miniz_oxide::inflate::decompress_to_vec_zlib(&idat).expect("a valid zlib stream");
        assert!(raw.len().is_multiple_of(width + 1));
        raw.chunks_exact(width + 1)
            .flat_map(|row| {
                assert_eq!(row[0], 0, "rows are unfiltered");
                row[1..].to_vec()
            })
            .collect()
    }

    fn views() -> Vec<BoardView> {
        let p = |color, role| Piece { color, role };
        let mut full = BoardView::empty();
        for (i, role) in [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
        ]
        .into_iter()
        .enumerate()
        {
            full.pieces.push((Square::ALL[i], p(Color::White, role)));
            full.pieces
                .push((Square::ALL[63 - i], p(Color::Black, role)));
            full.pieces
                .push((Square::ALL[8 + i], p(Color::White, Role::Pawn)));
            full.pieces
                .push((Square::ALL[48 + i], p(Color::Black, Role::Pawn)));
        }
        full.last_move = Some((Square::E2, Square::E4));
        full.check = Some(Square::E8);
        full.players = Players {
            white: "Alice".into(),
            black: "Бобёр the very long name that is cut somewhere".into(),
            turn: Some(Color::Black),
            status: Some("2 days left".into()),
            ..Players::default()
        };
        let mut flipped = full.clone();
        flipped.orientation = Color::Black;
        flipped.result = Some(ResultBadge {
            result: "1-0".into(),
            reason: "White wins by checkmate".into(),
        });
        let football = BoardView {
            pieces: vec![(Square::D4, p(Color::White, Role::Knight))],
            marks: Marks {
                ball: Some(Square::D4),
                goals: vec![(Square::D1, Color::White), (Square::E8, Color::Black)],
                kickoff: vec![Square::E5],
                targets: vec![(Square::C3, Color::White), (Square::F6, Color::Black)],
                swap: Some((Square::A1, Square::H8)),
            },
            ..BoardView::empty()
        };
        vec![BoardView::empty(), full, flipped, football]
    }

    #[test]
    fn a_png_holds_exactly_the_pixels_drawn() {
        for view in views() {
            for style in [
                Style::default(),
                Style {
                    theme: Theme::Blue,
                    size: 256,
                    coordinates: false,
                },
                Style {
                    theme: Theme::Contrast,
                    size: 1001,
                    coordinates: true,
                },
            ] {
                // Twice: coding the squares, then copying them as kept.
                for _ in 0..2 {
                    let png = encode(&view, &style).expect("encodes");
                    let (canvas, _) = draw(&view, &style).expect("draws");
                    assert_eq!(pixels_of(&png, canvas.width), canvas.pixels, "{style:?}");
                }
            }
        }
    }

    #[test]
    fn random_rows_survive_the_runs_coding() {
        // Rows of every kind of run, coded alone, read back.
        let style = Style::default();
        let layout = Layout::of(&style).expect("a layout");
        let sprites = sprites(style.theme, layout.square);
        let codes = codes(style.theme, &layout, &sprites);
        let mut seed = 7u32;
        let mut next = move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            seed >> 16
        };
        for _ in 0..50 {
            let mut row = Vec::new();
            while row.len() < 700 {
                let value = (next() % 256) as u8;
                let run = (next() % 300) as usize;
                row.extend(std::iter::repeat_n(value, run.max(1)));
            }
            let mut bits = Bits::default();
            bits.put(0x78, 8);
            bits.put(0x01, 8);
            bits.append(codes.codes.header());
            runs(&row, &mut Coder::new(&codes.codes, &mut bits));
            codes.codes.end(&mut bits);
            let mut adler = Adler::default();
            adler.add_part(AdlerPart::of(&row));
            let mut zlib = bits.into_bytes();
            zlib.extend_from_slice(&adler.value().to_be_bytes());
            let back = miniz_oxide::inflate::decompress_to_vec_zlib(&zlib).expect("inflates");
            assert_eq!(back, row);
            // The checksum is checked: a wrong one is refused.
            let last = zlib.len() - 1;
            zlib[last] ^= 1;
            assert!(miniz_oxide::inflate::decompress_to_vec_zlib(&zlib).is_err());
        }
    }
}
