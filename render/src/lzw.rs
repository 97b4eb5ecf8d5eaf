//! The LZW compression of GIF image data, fast on the frames an animated
//! board makes: a few changed squares in a sea of transparent pixels.
//!
//! It writes exactly the classic GIF code stream (clear code first, code
//! width growing from 9 to 12 bits, a clear when the table is full), so any
//! decoder reads it. What is ours is speed: a run of the transparent index
//! is consumed a whole known string at a time instead of byte by byte.

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
    /// Per slot: the key (prefix code and byte) and its code.
    keys: Vec<u32>,
    codes: Vec<u16>,
    /// A slot is in use only when its generation is the current one, so
    /// clearing the table is a single increment.
    generations: Vec<u32>,
    generation: u32,
    /// `runs[j]`: the code of the string of `j` transparent pixels.
    runs: Vec<u16>,
    next_code: u16,
    width: u32,
    bits: u64,
    bit_count: u32,
}

impl Lzw {
    /// A fresh encoder.
    pub(crate) fn new() -> Lzw {
        Lzw {
            keys: vec![0; TABLE_SIZE],
            codes: vec![0; TABLE_SIZE],
            generations: vec![0; TABLE_SIZE],
            generation: 0,
            runs: Vec::with_capacity(usize::from(MAX_CODES)),
            next_code: FIRST_FREE,
            width: u32::from(MIN_CODE_SIZE) + 1,
            bits: 0,
            bit_count: 0,
        }
    }

    fn reset(&mut self, transparent: u8) {
        self.generation += 1;
        self.runs.clear();
        self.runs.extend([0, u16::from(transparent)]);
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
            if self.generations[i] != self.generation {
                return Err(i);
            }
            if self.keys[i] == key {
                return Ok(self.codes[i]);
            }
            i = (i + 1) & (TABLE_SIZE - 1);
        }
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
    fn miss(
        &mut self,
        code: u16,
        transparent: u8,
        out: &mut Vec<u8>,
        add: impl FnOnce(&mut Lzw, u16),
    ) {
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
            self.reset(transparent);
        }
    }

    /// Compresses 8-bit image data; `transparent` is the index whose runs
    /// are taken fast. Gives the buffer the `gif` crate's pre-encoded frames
    /// take: the minimum code size, then the code stream.
    pub(crate) fn encode(&mut self, data: &[u8], transparent: u8, out: &mut Vec<u8>) {
        out.clear();
        out.push(MIN_CODE_SIZE);
        self.bits = 0;
        self.bit_count = 0;
        self.reset(transparent);
        self.write(CLEAR, out);
        let Some((&first, _)) = data.split_first() else {
            self.write(END, out);
            self.flush(out);
            return;
        };
        let mut w = u16::from(first);
        // How many transparent pixels the current string is, if only those.
        let mut run = usize::from(first == transparent);
        let mut i = 1;
        while i < data.len() {
            let c = data[i];
            if run > 0 && c == transparent {
                let length = run_length(&data[i..], transparent);
                i += length;
                let mut left = length;
                loop {
                    let known = self.runs.len() - 1;
                    if run + left <= known {
                        run += left;
                        w = self.runs[run];
                        break;
                    }
                    left -= known - run;
                    self.miss(self.runs[known], transparent, out, |lzw, new| {
                        lzw.runs.push(new)
                    });
                    // The pixel that missed starts the next string.
                    left -= 1;
                    run = 1;
                }
                continue;
            }
            let key = (u32::from(w) << 8) | u32::from(c);
            match self.find(key) {
                // A longer string is never only transparent pixels here:
                // those grow in the branch above.
                Ok(code) => {
                    w = code;
                    run = 0;
                }
                Err(slot) => {
                    self.miss(w, transparent, out, |lzw, new| {
                        lzw.generations[slot] = lzw.generation;
                        lzw.keys[slot] = key;
                        lzw.codes[slot] = new;
                    });
                    w = u16::from(c);
                    run = usize::from(c == transparent);
                }
            }
            i += 1;
        }
        self.write(w, out);
        if u32::from(self.next_code) > (1 << self.width) - 1 && self.width < MAX_WIDTH {
            self.width += 1;
        }
        self.write(END, out);
        self.flush(out);
    }

    fn flush(&mut self, out: &mut Vec<u8>) {
        if self.bit_count > 0 {
            out.push(self.bits as u8);
        }
        self.bits = 0;
        self.bit_count = 0;
    }
}

/// How many bytes at the start of `data` equal `byte`, eight at a time.
fn run_length(data: &[u8], byte: u8) -> usize {
    let pattern = u64::from_le_bytes([byte; 8]);
    let mut chunks = data.chunks_exact(8);
    let mut n = 0;
    for chunk in chunks.by_ref() {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        if word != pattern {
            return n + ((word ^ pattern).trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + chunks
        .remainder()
        .iter()
        .take_while(|&&b| b == byte)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes a GIF code stream (minimum code size first) the plain way.
    fn decode(stream: &[u8]) -> Vec<u8> {
        let mut decoder = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, stream[0]);
        decoder.decode(&stream[1..]).expect("a valid code stream")
    }

    fn round_trip(data: &[u8], transparent: u8) {
        let mut lzw = Lzw::new();
        let mut out = Vec::new();
        lzw.encode(data, transparent, &mut out);
        assert_eq!(decode(&out), data);
    }

    #[test]
    fn runs_are_measured_exactly() {
        for len in 0..40 {
            for tail in [None, Some(3u8)] {
                let mut data = vec![9u8; len];
                data.extend(tail);
                data.push(9);
                assert_eq!(
                    run_length(&data, 9),
                    if tail.is_some() { len } else { len + 1 }
                );
            }
        }
    }

    #[test]
    fn streams_decode_to_their_data() {
        round_trip(&[], 7);
        round_trip(&[7], 7);
        round_trip(&[1, 2, 3], 7);
        round_trip(&[7; 100_000], 7);
        let mut mixed = Vec::new();
        let mut state = 12345u32;
        for _ in 0..200_000 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let r = (state >> 16) % 100;
            if r < 70 {
                let n = (state >> 8) % 300;
                mixed.extend(std::iter::repeat_n(200u8, n as usize));
            } else {
                mixed.push((state >> 20) as u8);
            }
        }
        round_trip(&mixed, 200);
        // Random bytes fill the table again and again.
        let noise: Vec<u8> = (0..300_000u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        round_trip(&noise, 0);
    }
}
