//! The LZW compression of GIF image data, fast on the frames an animated
//! board makes: a few changed squares in a sea of transparent pixels, and
//! squares that are mostly one colour.
//!
//! It writes exactly the classic GIF code stream (clear code first, code
//! width growing from 9 to 12 bits, a clear when the table is full), so any
//! decoder reads it. What is ours is speed: a run of one index (the
//! transparent one, a square's background) is consumed a whole known
//! string at a time instead of byte by byte.

use crate::runs::run_length;

/// Codes of 8-bit data start after the 256 literals and two control codes.
const MIN_CODE_SIZE: u8 = 8;
const CLEAR: u16 = 1 << MIN_CODE_SIZE;
const END: u16 = CLEAR + 1;
const FIRST_FREE: u16 = CLEAR + 2;
const MAX_CODES: u16 = 4096;
const MAX_WIDTH: u32 = 12;
const TABLE_BITS: u32 = 13;
const TABLE_SIZE: usize = 1 << TABLE_BITS;

/// An LZW encoder for one GIF image at a time, reusable.
pub(crate) struct Lzw {
    /// Per slot, in one word: the key (prefix code and byte, 20 bits) and
    /// its code (12 bits); 0 for a free slot (no code added is below 258).
    /// 32 KiB, so that lookups stay in the nearest cache.
    slots: Vec<u32>,
    /// `runs[c][j]`: the code of the string of `j` pixels of index `c`
    /// (`runs[c][1]` is `c` itself).
    runs: Vec<Vec<u16>>,
    /// The indices whose runs have grown since the table was cleared.
    grown: Vec<u8>,
    next_code: u16,
    width: u32,
    bits: u64,
    bit_count: u32,
    /// The string being matched, once an image has a pixel.
    string: Option<Matched>,
}

/// Codes written apart, to be put in images where the table was just
/// cleared ([`Lzw::piece`], [`Lzw::append`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Piece {
    bytes: Vec<u8>,
    tail: u64,
    tail_bits: u32,
}

/// The string being matched: its code, and how many pixels it is when
/// they are all of one index (`color`); 0 when it mixes them.
#[derive(Clone, Copy, Debug)]
struct Matched {
    code: u16,
    run: usize,
    color: u8,
}

impl Matched {
    /// The string of one pixel.
    fn of(c: u8) -> Matched {
        Matched {
            code: u16::from(c),
            run: 1,
            color: c,
        }
    }
}

impl Lzw {
    /// A fresh encoder.
    pub(crate) fn new() -> Lzw {
        Lzw {
            slots: vec![0; TABLE_SIZE],
            runs: (0..=255u16).map(|c| vec![0, c]).collect(),
            grown: Vec::new(),
            next_code: FIRST_FREE,
            width: u32::from(MIN_CODE_SIZE) + 1,
            bits: 0,
            bit_count: 0,
            string: None,
        }
    }

    fn reset(&mut self) {
        self.slots.fill(0);
        for &c in &self.grown {
            self.runs[usize::from(c)].truncate(2);
        }
        self.grown.clear();
        self.next_code = FIRST_FREE;
        self.width = u32::from(MIN_CODE_SIZE) + 1;
    }

    #[inline]
    fn slot(key: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B1) >> (32 - TABLE_BITS)) as usize
    }

    #[inline]
    fn find(&self, key: u32) -> Result<u16, usize> {
        let mut i = Lzw::slot(key);
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return Err(i);
            }
            if slot >> 12 == key {
                return Ok((slot & 0xfff) as u16);
            }
            i = (i + 1) & (TABLE_SIZE - 1);
        }
    }

    /// Fills a free slot.
    #[inline]
    fn fill(&mut self, i: usize, key: u32, code: u16) {
        self.slots[i] = (key << 12) | u32::from(code);
    }

    #[inline]
    fn write(&mut self, code: u16, out: &mut Vec<u8>) {
        self.bits |= u64::from(code) << self.bit_count;
        self.bit_count += self.width;
        while self.bit_count >= 8 {
            out.push(self.bits as u8);
            self.bits >>= 8;
            self.bit_count -= 8;
        }
    }

    /// Writes `code` for the current string after a miss, then adds the new
    /// string through `add` (or clears a full table).
    #[inline]
    fn miss(&mut self, code: u16, out: &mut Vec<u8>, add: impl FnOnce(&mut Lzw, u16)) {
        self.write(code, out);
        if u32::from(self.next_code) > (1 << self.width) - 1 && self.width < MAX_WIDTH {
            self.width += 1;
        }
        if self.next_code < MAX_CODES {
            let new = self.next_code;
            add(self, new);
            self.next_code += 1;
        } else {
            self.write(CLEAR, out);
            self.reset();
        }
    }

    /// Compresses 8-bit image data. Gives the buffer the `gif` crate's
    /// pre-encoded frames take: the minimum code size, then the code
    /// stream.
    #[cfg(test)]
    pub(crate) fn encode(&mut self, data: &[u8], out: &mut Vec<u8>) {
        self.begin(out);
        self.pixels(data, out);
        self.finish(out);
    }

    /// Starts an image: `out` gets the minimum code size, then the codes
    /// of the pixels given by [`Lzw::pixels`] and [`Lzw::run`], in order,
    /// up to [`Lzw::finish`].
    pub(crate) fn begin(&mut self, out: &mut Vec<u8>) {
        out.clear();
        out.push(MIN_CODE_SIZE);
        self.bits = 0;
        self.bit_count = 0;
        self.reset();
        self.write(CLEAR, out);
        self.string = None;
    }

    /// More pixels of the image.
    pub(crate) fn pixels(&mut self, data: &[u8], out: &mut Vec<u8>) {
        let (mut current, mut i) = match self.string {
            Some(current) => (current, 0),
            None => match data.first() {
                Some(&first) => (Matched::of(first), 1),
                None => return,
            },
        };
        // The hot loop keeps the string in locals, and `self.string` is
        // written back at the end (and handed to `extend_run` around it).
        while i < data.len() {
            let c = data[i];
            if current.run > 0 && c == current.color {
                let length = run_length(&data[i..], c);
                self.string = Some(current);
                self.extend_run(length, out);
                current = self.string.unwrap_or(current);
                i += length;
                continue;
            }
            let key = (u32::from(current.code) << 8) | u32::from(c);
            match self.find(key) {
                // A longer string is never a run of one index here: those
                // grow in `extend_run`.
                Ok(code) => {
                    current = Matched {
                        code,
                        run: 0,
                        color: c,
                    };
                }
                Err(slot) => {
                    self.miss(current.code, out, |lzw, new| lzw.fill(slot, key, new));
                    current = Matched::of(c);
                }
            }
            i += 1;
        }
        self.string = Some(current);
    }

    /// `length` more pixels of index `color`, without their bytes.
    pub(crate) fn run(&mut self, color: u8, mut length: usize, out: &mut Vec<u8>) {
        while length > 0 {
            match self.string {
                Some(Matched { run, color: c, .. }) if run > 0 && c == color => {
                    self.extend_run(length, out);
                    return;
                }
                _ => {
                    self.pixels(&[color], out);
                    length -= 1;
                }
            }
        }
    }

    /// Ends the image.
    pub(crate) fn finish(&mut self, out: &mut Vec<u8>) {
        self.end_string(out);
        self.write(END, out);
        self.flush(out);
    }

    /// Writes the code of the string being matched, if any.
    fn end_string(&mut self, out: &mut Vec<u8>) {
        if let Some(string) = self.string.take() {
            self.write(string.code, out);
            if u32::from(self.next_code) > (1 << self.width) - 1 && self.width < MAX_WIDTH {
                self.width += 1;
            }
        }
    }

    /// Starts afresh in the middle of an image: what came before is
    /// written, then a clear code, and the table is empty again, so that
    /// what comes next is coded as if it began the image.
    pub(crate) fn clear(&mut self, out: &mut Vec<u8>) {
        self.end_string(out);
        self.write(CLEAR, out);
        self.reset();
    }

    /// Codes pixels as a piece to come just after a clear code, ending
    /// with one: the same codes in any image, where [`Lzw::append`] puts
    /// them.
    pub(crate) fn piece(data: &[u8]) -> Piece {
        let mut lzw = Lzw::new();
        lzw.reset();
        let mut bytes = Vec::new();
        lzw.pixels(data, &mut bytes);
        lzw.clear(&mut bytes);
        Piece {
            bytes,
            tail: lzw.bits,
            tail_bits: lzw.bit_count,
        }
    }

    /// Writes a piece coded by [`Lzw::piece`] where [`Lzw::clear`] was
    /// just called; the table is empty after it, as it was before.
    pub(crate) fn append(&mut self, piece: &Piece, out: &mut Vec<u8>) {
        debug_assert!(self.string.is_none() && self.next_code == FIRST_FREE);
        // Fewer than 8 bits wait in `bits`: the piece's bytes go after
        // them, each shifted by as many.
        let shift = self.bit_count;
        if shift == 0 {
            out.extend_from_slice(&piece.bytes);
        } else {
            let mut carry = self.bits as u8;
            out.extend(piece.bytes.iter().map(|&byte| {
                let whole = carry | (byte << shift);
                carry = byte >> (8 - shift);
                whole
            }));
            self.bits = u64::from(carry);
        }
        self.write_bits(piece.tail, piece.tail_bits, out);
    }

    /// Writes `count` bits (at most 32) as they are.
    fn write_bits(&mut self, value: u64, count: u32, out: &mut Vec<u8>) {
        self.bits |= value << self.bit_count;
        self.bit_count += count;
        while self.bit_count >= 8 {
            out.push(self.bits as u8);
            self.bits >>= 8;
            self.bit_count -= 8;
        }
    }

    /// `length` more pixels of the index the current string is a run of,
    /// a whole known run at a time.
    fn extend_run(&mut self, length: usize, out: &mut Vec<u8>) {
        let Some(Matched { mut run, color, .. }) = self.string else {
            return;
        };
        let mut left = length;
        loop {
            let runs = &self.runs[usize::from(color)];
            let known = runs.len() - 1;
            if run + left <= known {
                run += left;
                self.string = Some(Matched {
                    code: runs[run],
                    run,
                    color,
                });
                return;
            }
            left -= known - run;
            let longest = runs[known];
            self.miss(longest, out, |lzw, new| {
                if known == 1 {
                    lzw.grown.push(color);
                }
                lzw.runs[usize::from(color)].push(new);
            });
            // The pixel that missed starts the next string.
            left -= 1;
            run = 1;
        }
    }

    fn flush(&mut self, out: &mut Vec<u8>) {
        if self.bit_count > 0 {
            out.push(self.bits as u8);
        }
        self.bits = 0;
        self.bit_count = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes a GIF code stream (minimum code size first) the plain way.
    fn decode(stream: &[u8]) -> Vec<u8> {
        let mut decoder = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, stream[0]);
        decoder.decode(&stream[1..]).expect("a valid code stream")
    }

    fn round_trip(data: &[u8]) {
        let mut lzw = Lzw::new();
        let mut out = Vec::new();
        // Twice with one encoder: what the first left must not matter.
        for _ in 0..2 {
            lzw.encode(data, &mut out);
            assert_eq!(decode(&out), data);
        }
    }

    #[test]
    fn a_piece_coded_apart_decodes_in_place() {
        let mut parts: Vec<Vec<u8>> = Vec::new();
        let mut state = 99u32;
        for n in [300usize, 5000, 17, 9000] {
            let mut part = Vec::new();
            while part.len() < n {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let run = (state >> 16) as usize % 40 + 1;
                part.extend(std::iter::repeat_n((state >> 8) as u8 % 9, run));
            }
            parts.push(part);
        }
        let mut lzw = Lzw::new();
        let piece = Lzw::piece(&parts[1]);
        let mut out = Vec::new();
        lzw.begin(&mut out);
        lzw.pixels(&parts[0], &mut out);
        lzw.clear(&mut out);
        lzw.append(&piece, &mut out);
        lzw.pixels(&parts[2], &mut out);
        lzw.clear(&mut out);
        lzw.append(&Lzw::piece(&parts[3]), &mut out);
        lzw.finish(&mut out);
        assert_eq!(decode(&out), parts.concat());
    }

    #[test]
    fn runs_given_by_length_code_as_their_pixels_would() {
        let pieces: &[(u8, usize, &[u8])] = &[
            (5, 0, &[1, 2, 5, 5, 5]),
            (5, 700, &[5, 5, 9]),
            (9, 3, &[]),
            (5, 1, &[5, 5, 1, 1, 1, 1]),
            (1, 5000, &[2]),
            (2, 2, &[7; 40]),
        ];
        let mut lzw = Lzw::new();
        let mut streamed = Vec::new();
        lzw.begin(&mut streamed);
        let mut flat = Vec::new();
        for &(color, length, pixels) in pieces {
            lzw.run(color, length, &mut streamed);
            lzw.pixels(pixels, &mut streamed);
            flat.extend(std::iter::repeat_n(color, length));
            flat.extend_from_slice(pixels);
        }
        lzw.finish(&mut streamed);
        let mut whole = Vec::new();
        Lzw::new().encode(&flat, &mut whole);
        assert_eq!(streamed, whole);
        assert_eq!(decode(&streamed), flat);
    }

    #[test]
    fn streams_decode_to_their_data() {
        round_trip(&[]);
        round_trip(&[7]);
        round_trip(&[1, 2, 3]);
        round_trip(&[7; 100_000]);
        round_trip(&[7, 7, 8, 8, 8, 7, 7, 7, 7, 8]);
        let mut mixed = Vec::new();
        let mut state = 12345u32;
        for _ in 0..200_000 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let r = (state >> 16) % 100;
            if r < 70 {
                let n = (state >> 8) % 300;
                mixed.extend(std::iter::repeat_n(200u8, n as usize));
            } else if r < 85 {
                // Runs of a few other colours too.
                let n = (state >> 9) % 500;
                mixed.extend(std::iter::repeat_n((state >> 24) as u8 % 4, n as usize));
            } else {
                mixed.push((state >> 20) as u8);
            }
        }
        round_trip(&mixed);
        // Random bytes fill the table again and again.
        let noise: Vec<u8> = (0..300_000u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        round_trip(&noise);
    }
}
