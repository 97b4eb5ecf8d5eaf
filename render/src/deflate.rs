//! Writing a deflate stream (RFC 1951) by hand: a bit writer, Huffman codes
//! built from symbol counts (at most 15 bits long), the symbols of literals
//! and back-references, and the header of a block with its own codes.
//!
//! The PNG encoder (`crate::png`) uses one set of codes for every picture of
//! a theme and size, so that the rows of squares can be coded once, kept as
//! bits, and copied into each picture.

/// The longest code of the literal/length and distance alphabets.
const MAX_CODE_BITS: u8 = 15;
/// The longest code of the alphabet that codes the code lengths.
const MAX_LENGTH_CODE_BITS: u8 = 7;

/// Symbols of the literal/length alphabet: 256 literals, end of block, 29
/// lengths.
pub(crate) const LITERAL_LENGTH_SYMBOLS: usize = 286;
/// Symbols of the distance alphabet.
pub(crate) const DISTANCE_SYMBOLS: usize = 30;
/// The end-of-block symbol.
pub(crate) const END_OF_BLOCK: usize = 256;
/// The longest back-reference.
pub(crate) const MAX_MATCH: usize = 258;
/// The shortest back-reference.
pub(crate) const MIN_MATCH: usize = 3;
/// The farthest back a reference may reach.
pub(crate) const MAX_DISTANCE: usize = 32_768;

/// Base lengths of symbols 257..=285, and their extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// Base distances of symbols 0..=29, and their extra bits.
const DISTANCE_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order the code-length alphabet's lengths are written in.
const LENGTH_CODE_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// A length's symbol (257..=285), its extra bits' count and value.
pub(crate) fn length_symbol(length: usize) -> (usize, u8, u16) {
    debug_assert!((MIN_MATCH..=MAX_MATCH).contains(&length));
    let i = LENGTH_BASE.partition_point(|&base| usize::from(base) <= length) - 1;
    // 258 has a symbol of its own (285), not 284 with all extra bits set.
    let i = if length == MAX_MATCH { 28 } else { i.min(27) };
    (
        257 + i,
        LENGTH_EXTRA[i],
        (length - usize::from(LENGTH_BASE[i])) as u16,
    )
}

/// A distance's symbol (0..=29), its extra bits' count and value.
pub(crate) fn distance_symbol(distance: usize) -> (usize, u8, u16) {
    debug_assert!((1..=MAX_DISTANCE).contains(&distance));
    let i = DISTANCE_BASE.partition_point(|&base| usize::from(base) <= distance) - 1;
    (
        i,
        DISTANCE_EXTRA[i],
        (distance - usize::from(DISTANCE_BASE[i])) as u16,
    )
}

/// The lengths of the back-references that repeat `length` bytes (at least
/// 3): as long as they may be, and none left too short to be one.
pub(crate) fn repeat_chunks(mut length: usize) -> impl Iterator<Item = usize> {
    debug_assert!(
        length >= MIN_MATCH,
        "a run of 1 or 2 bytes is written as literals"
    );
    std::iter::from_fn(move || {
        if length < MIN_MATCH {
            return None;
        }
        let take = match length {
            l if l <= MAX_MATCH => l,
            l if l - MAX_MATCH < MIN_MATCH => l - MIN_MATCH,
            _ => MAX_MATCH,
        };
        length -= take;
        Some(take)
    })
}

/// Bits written least significant first, as deflate packs them, 64 at a
/// time.
#[derive(Clone, Debug, Default)]
pub(crate) struct Bits {
    words: Vec<u64>,
    pending: u64,
    count: u32,
}

impl Bits {
    /// A writer with room for about `bytes` bytes.
    pub(crate) fn with_capacity(bytes: usize) -> Bits {
        Bits {
            words: Vec::with_capacity(bytes / 8 + 1),
            ..Bits::default()
        }
    }

    /// Writes the low `count` bits of `value` (at most 32).
    #[inline]
    pub(crate) fn put(&mut self, value: u32, count: u32) {
        debug_assert!(count <= 32 && (count == 32 || value >> count == 0));
        let value = u64::from(value);
        self.pending |= value << self.count;
        let total = self.count + count;
        if total >= 64 {
            self.words.push(self.pending);
            // The bits of `value` that did not fit (none when it ended
            // the word exactly).
            self.pending = value.checked_shr(64 - self.count).unwrap_or(0);
            self.count = total - 64;
        } else {
            self.count = total;
        }
    }

    /// Writes bits written before into another writer.
    #[inline]
    pub(crate) fn append(&mut self, bits: &BitString) {
        let shift = self.count;
        if shift == 0 {
            self.words.extend_from_slice(&bits.words);
        } else {
            let mut carry = self.pending;
            self.words.extend(bits.words.iter().map(|&word| {
                let out = carry | (word << shift);
                carry = word >> (64 - shift);
                out
            }));
            self.pending = carry;
        }
        let (tail, count) = (bits.tail, bits.tail_count);
        if count > 32 {
            self.put(tail as u32, 32);
            self.put((tail >> 32) as u32, count - 32);
        } else {
            self.put(tail as u32, count);
        }
    }

    /// The bits written, kept to be appended elsewhere.
    pub(crate) fn into_string(self) -> BitString {
        BitString {
            words: self.words,
            tail: self.pending,
            tail_count: self.count,
        }
    }

    /// The bytes written, the last one padded with zero bits.
    pub(crate) fn into_bytes(self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.words.len() * 8 + 8);
        for word in &self.words {
            bytes.extend_from_slice(&word.to_le_bytes());
        }
        let count = self.count.div_ceil(8) as usize;
        bytes.extend_from_slice(&self.pending.to_le_bytes()[..count]);
        bytes
    }
}

/// Bits kept to be appended to a [`Bits`] writer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct BitString {
    words: Vec<u64>,
    tail: u64,
    tail_count: u32,
}

impl BitString {
    /// Heap bytes held.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

/// One symbol's code: its bits, already in the order they are written, and
/// their count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Code {
    pub bits: u16,
    pub count: u8,
}

/// Code lengths for symbols counted `counts` times, none longer than
/// `limit`: a Huffman code, its deepest leaves moved up where it is too
/// deep. Symbols never counted get no code (length 0); at least two
/// symbols always have one, as decoders want.
pub(crate) fn code_lengths(counts: &[u32], limit: u8) -> Vec<u8> {
    let mut lengths = vec![0u8; counts.len()];
    let mut used: Vec<usize> = (0..counts.len()).filter(|&s| counts[s] > 0).collect();
    // Decoders want at least two codes: symbols never counted make up.
    let short = 2usize.saturating_sub(used.len());
    let unused: Vec<usize> = (0..counts.len())
        .filter(|&s| counts[s] == 0)
        .take(short)
        .collect();
    used.extend(unused);
    used.sort_by_key(|&s| (counts[s], s));
    // Huffman's tree over the symbols' counts, least counted first: the
    // two least weighty nodes join until one is left. Leaves come sorted,
    // and the nodes made are made in order of weight, so two queues do.
    let n = used.len();
    let weight = |s: usize| u64::from(counts[s].max(1));
    let mut parent = vec![0usize; 2 * n];
    let mut node_weight: Vec<u64> = used.iter().map(|&s| weight(s)).collect();
    let (mut leaf, mut inner) = (0usize, n);
    for made in n..2 * n - 1 {
        let mut pick = || {
            let take_leaf = leaf < n && (inner >= made || node_weight[leaf] <= node_weight[inner]);
            if take_leaf {
                leaf += 1;
                leaf - 1
            } else {
                inner += 1;
                inner - 1
            }
        };
        let (a, b) = (pick(), pick());
        node_weight.push(node_weight[a] + node_weight[b]);
        parent[a] = made;
        parent[b] = made;
    }
    // Depths, from the root (the last node made) down.
    let root = 2 * n - 2;
    let mut depth = vec![0u8; 2 * n - 1];
    for node in (0..root).rev() {
        depth[node] = depth[parent[node]].saturating_add(1);
    }
    // Too deep: count the leaves per length, the deepest at the limit,
    // then while the code is over-full take a leaf off the limit and
    // split a shorter one in two (what miniz does); then hand the lengths
    // out again, the shortest to the most counted.
    let limit = usize::from(limit);
    let mut per_length = vec![0u64; limit + 1];
    for &d in &depth[..n] {
        per_length[usize::from(d).min(limit)] += 1;
    }
    let full = 1u64 << limit;
    let mut total: u64 = (1..=limit).map(|l| per_length[l] << (limit - l)).sum();
    while total > full {
        per_length[limit] -= 1;
        if let Some(l) = (1..limit).rev().find(|&l| per_length[l] > 0) {
            per_length[l] -= 1;
            per_length[l + 1] += 2;
        }
        total -= 1;
    }
    let mut symbols = used.iter().rev();
    for (length, &count) in per_length.iter().enumerate().skip(1) {
        for _ in 0..count {
            if let Some(&s) = symbols.next() {
                lengths[s] = length as u8;
            }
        }
    }
    lengths
}

/// The canonical codes (RFC 1951, 3.2.2) of code lengths, bit-reversed so
/// that they are written least significant bit first.
pub(crate) fn canonical_codes(lengths: &[u8]) -> Vec<Code> {
    let max = lengths.iter().copied().max().unwrap_or(0) as usize;
    let mut per_length = vec![0u16; max + 1];
    for &l in lengths.iter().filter(|&&l| l > 0) {
        per_length[usize::from(l)] += 1;
    }
    let mut next = vec![0u16; max + 2];
    let mut code = 0u16;
    for bits in 1..=max {
        code = (code + per_length[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return Code::default();
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            Code {
                bits: c.reverse_bits() >> (16 - l),
                count: l,
            }
        })
        .collect()
}

/// The codes of one block: literals and lengths, and distances.
#[derive(Clone, Debug)]
pub(crate) struct BlockCodes {
    literal_length: Vec<Code>,
    distance: Vec<Code>,
    /// Per length (3 to 258): its symbol's code with its extra bits after
    /// it, as one run of bits and its count.
    lengths: Vec<(u32, u32)>,
    /// The block's header: its type and its codes, described.
    header: BitString,
}

impl BlockCodes {
    /// The codes for symbols counted so, every symbol given a code (so
    /// that anything can be written with them), and the header of a final
    /// block that uses them.
    pub(crate) fn from_counts(literal_length: &[u32], distance: &[u32]) -> BlockCodes {
        let lift = |counts: &[u32], symbols: usize| -> Vec<u32> {
            (0..symbols)
                .map(|s| counts.get(s).copied().unwrap_or(0).max(1))
                .collect()
        };
        let mut literal_counts = lift(literal_length, LITERAL_LENGTH_SYMBOLS);
        // Two symbols of the alphabet (286, 287) never occur, and get none.
        literal_counts.truncate(LITERAL_LENGTH_SYMBOLS);
        let distance_counts = lift(distance, DISTANCE_SYMBOLS);
        let literal_lengths = code_lengths(&literal_counts, MAX_CODE_BITS);
        let distance_lengths = code_lengths(&distance_counts, MAX_CODE_BITS);
        let header = block_header(&literal_lengths, &distance_lengths);
        let literal_length = canonical_codes(&literal_lengths);
        let lengths = (0..=MAX_MATCH)
            .map(|length| {
                if length < MIN_MATCH {
                    return (0, 0);
                }
                let (symbol, extra, value) = length_symbol(length);
                let code = literal_length[symbol];
                (
                    u32::from(code.bits) | (u32::from(value) << code.count),
                    u32::from(code.count) + u32::from(extra),
                )
            })
            .collect();
        BlockCodes {
            literal_length,
            distance: canonical_codes(&distance_lengths),
            lengths,
            header,
        }
    }

    /// A distance's code with its extra bits after it, as one run of bits
    /// and its count: what [`BlockCodes::reference_to`] takes.
    pub(crate) fn distance_code(&self, distance: usize) -> (u32, u32) {
        let (symbol, extra, value) = distance_symbol(distance);
        let code = self.distance[symbol];
        (
            u32::from(code.bits) | (u32::from(value) << code.count),
            u32::from(code.count) + u32::from(extra),
        )
    }

    /// Writes `length` bytes (at least 3) that repeat those a distance
    /// back, the distance given by its code ([`BlockCodes::distance_code`]).
    #[inline]
    pub(crate) fn repeat_to(&self, bits: &mut Bits, length: usize, distance: (u32, u32)) {
        for chunk in repeat_chunks(length) {
            let (code, count) = self.lengths[chunk];
            bits.put(code, count);
            bits.put(distance.0, distance.1);
        }
    }

    /// The header of a final block with these codes.
    pub(crate) fn header(&self) -> &BitString {
        &self.header
    }

    /// Writes a literal byte.
    #[inline]
    pub(crate) fn literal(&self, bits: &mut Bits, byte: u8) {
        let code = self.literal_length[usize::from(byte)];
        bits.put(u32::from(code.bits), u32::from(code.count));
    }

    /// Writes the end of the block.
    pub(crate) fn end(&self, bits: &mut Bits) {
        let code = self.literal_length[END_OF_BLOCK];
        bits.put(u32::from(code.bits), u32::from(code.count));
    }
}

/// The header of a final block with dynamic codes: BFINAL, BTYPE, the
/// alphabet sizes, and the code lengths coded by the code-length alphabet.
fn block_header(literal_lengths: &[u8], distance_lengths: &[u8]) -> BitString {
    let trimmed = |lengths: &[u8], least: usize| {
        let used = lengths.iter().rposition(|&l| l > 0).map_or(0, |i| i + 1);
        used.max(least)
    };
    let hlit = trimmed(literal_lengths, 257);
    let hdist = trimmed(distance_lengths, 1);
    let all: Vec<u8> = literal_lengths[..hlit]
        .iter()
        .chain(&distance_lengths[..hdist])
        .copied()
        .collect();
    // The lengths as symbols of the code-length alphabet: a length, or a
    // repeat of the last one (16), or a run of zeros (17, 18).
    let mut runs: Vec<(u8, u8, u8)> = Vec::new();
    let mut i = 0;
    while i < all.len() {
        let l = all[i];
        let run = all[i..].iter().take_while(|&&x| x == l).count();
        if l == 0 && run >= 3 {
            let take = run.min(138);
            runs.push(if take >= 11 {
                (18, 7, (take - 11) as u8)
            } else {
                (17, 3, (take - 3) as u8)
            });
            i += take;
        } else if l != 0 && run >= 4 {
            runs.push((l, 0, 0));
            let take = (run - 1).min(6);
            runs.push((16, 2, (take - 3) as u8));
            i += 1 + take;
        } else {
            runs.push((l, 0, 0));
            i += 1;
        }
    }
    let mut counts = [0u32; 19];
    for &(symbol, _, _) in &runs {
        counts[usize::from(symbol)] += 1;
    }
    let length_lengths = code_lengths(&counts, MAX_LENGTH_CODE_BITS);
    let length_codes = canonical_codes(&length_lengths);
    let hclen = LENGTH_CODE_ORDER
        .iter()
        .rposition(|&s| length_lengths[s] > 0)
        .map_or(4, |i| (i + 1).max(4));
    let mut bits = Bits::default();
    bits.put(1, 1); // the final block
    bits.put(2, 2); // with dynamic codes
    bits.put((hlit - 257) as u32, 5);
    bits.put((hdist - 1) as u32, 5);
    bits.put((hclen - 4) as u32, 4);
    for &symbol in &LENGTH_CODE_ORDER[..hclen] {
        bits.put(u32::from(length_lengths[symbol]), 3);
    }
    for (symbol, extra, value) in runs {
        let code = length_codes[usize::from(symbol)];
        bits.put(u32::from(code.bits), u32::from(code.count));
        bits.put(u32::from(value), u32::from(extra));
    }
    bits.into_string()
}

/// What bytes add to an Adler-32 checksum (RFC 1950), kept so that it can
/// be added in one step: their count, their sum, and the sum of each byte
/// weighted by how many bytes it is from the end (the last counts once).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct AdlerPart {
    count: u32,
    sum: u32,
    weighted: u32,
}

/// Adler-32's modulus.
const ADLER_MOD: u32 = 65_521;

impl AdlerPart {
    /// The part of one zero byte.
    pub(crate) const ZERO: AdlerPart = AdlerPart {
        count: 1,
        sum: 0,
        weighted: 0,
    };

    /// The part of some bytes.
    pub(crate) fn of(bytes: &[u8]) -> AdlerPart {
        let n = bytes.len() as u64;
        let (mut sum, mut weighted) = (0u64, 0u64);
        for (i, &b) in bytes.iter().enumerate() {
            sum += u64::from(b);
            weighted += (n - i as u64) * u64::from(b);
        }
        AdlerPart {
            count: (n % u64::from(ADLER_MOD)) as u32,
            sum: (sum % u64::from(ADLER_MOD)) as u32,
            weighted: (weighted % u64::from(ADLER_MOD)) as u32,
        }
    }
}

/// An Adler-32 checksum being computed, part by part. Its sums are reduced modulo
/// 65,521 only now and then ([`Adler::reduce`]): the parts of a picture row
/// cannot take them past 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Adler {
    a: u64,
    b: u64,
}

impl Default for Adler {
    fn default() -> Adler {
        Adler { a: 1, b: 0 }
    }
}

impl Adler {
    /// Adds bytes whose part was kept.
    #[inline]
    pub(crate) fn add_part(&mut self, part: AdlerPart) {
        self.b += u64::from(part.count) * self.a + u64::from(part.weighted);
        self.a += u64::from(part.sum);
    }

    /// Reduces the sums: due after at most a few thousand parts.
    #[inline]
    pub(crate) fn reduce(&mut self) {
        let m = u64::from(ADLER_MOD);
        self.a %= m;
        self.b %= m;
    }

    /// The checksum.
    pub(crate) fn value(&self) -> u32 {
        let mut reduced = *self;
        reduced.reduce();
        ((reduced.b as u32) << 16) | reduced.a as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kraft's sum of code lengths: 1 for a complete prefix code.
    fn kraft(lengths: &[u8]) -> f64 {
        lengths
            .iter()
            .filter(|&&l| l > 0)
            .map(|&l| 0.5f64.powi(i32::from(l)))
            .sum()
    }

    #[test]
    fn huffman_lengths_make_a_complete_code_within_the_limit() {
        // Counts like Fibonacci numbers make the deepest possible tree.
        let mut counts = vec![1u32, 1];
        while counts.len() < 40 {
            let n = counts.len();
            counts.push(counts[n - 1] + counts[n - 2]);
        }
        for limit in [7u8, 15] {
            let lengths = code_lengths(&counts, limit);
            assert!(lengths.iter().all(|&l| (1..=limit).contains(&l)));
            assert!((kraft(&lengths) - 1.0).abs() < 1e-9, "{lengths:?}");
        }
        // One symbol alone still gets a code, and a partner.
        let lengths = code_lengths(&[0, 5, 0], 15);
        assert_eq!(lengths.iter().filter(|&&l| l > 0).count(), 2);
    }

    #[test]
    fn bits_appended_read_as_if_written_one_by_one() {
        // Runs of bits of every length, written directly and through
        // strings appended at every offset.
        let runs: Vec<(u32, u32)> = (0..500u32)
            .map(|i| {
                let count = i * 7 % 33;
                let value = i.wrapping_mul(2_654_435_761);
                let value = if count == 32 {
                    value
                } else {
                    value & ((1 << count) - 1)
                };
                (value, count)
            })
            .collect();
        let mut direct = Bits::default();
        for &(value, count) in &runs {
            direct.put(value, count);
        }
        for split in [1usize, 3, 17, 64, 250] {
            let mut joined = Bits::default();
            for chunk in runs.chunks(split) {
                let mut part = Bits::default();
                for &(value, count) in chunk {
                    part.put(value, count);
                }
                joined.append(&part.into_string());
            }
            assert_eq!(
                joined.clone().into_bytes(),
                direct.clone().into_bytes(),
                "{split}"
            );
        }
    }

    #[test]
    fn lengths_and_distances_find_their_symbols() {
        assert_eq!(length_symbol(3), (257, 0, 0));
        assert_eq!(length_symbol(10), (264, 0, 0));
        assert_eq!(length_symbol(11), (265, 1, 0));
        assert_eq!(length_symbol(12), (265, 1, 1));
        assert_eq!(length_symbol(257), (284, 5, 30));
        assert_eq!(length_symbol(258), (285, 0, 0));
        assert_eq!(distance_symbol(1), (0, 0, 0));
        assert_eq!(distance_symbol(5), (4, 1, 0));
        assert_eq!(distance_symbol(721), (18, 8, 208));
        assert_eq!(distance_symbol(32_768), (29, 13, 8191));
    }

    #[test]
    fn adler_parts_add_up_to_the_checksum_of_the_whole() {
        let bytes: Vec<u8> = (0..5000u32).map(|i| (i * 7 % 251) as u8).collect();
        let mut whole = Adler::default();
        whole.add_part(AdlerPart::of(&bytes));
        let mut parts = Adler::default();
        for chunk in bytes.chunks(333) {
            parts.add_part(AdlerPart::of(chunk));
            parts.reduce();
        }
        assert_eq!(parts.value(), whole.value());
        // Another implementation agrees.
        assert_eq!(whole.value(), simd_adler32::adler32(&bytes.as_slice()));
    }
}
