//! Runs of one value in rows of pixels, found eight pixels at a time: what
//! both encoders lean on (a board is mostly flat colour).

/// How many bytes at the start of `data` equal `byte`, eight at a time.
pub(crate) fn run_length(data: &[u8], byte: u8) -> usize {
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

    #[test]
    fn runs_are_measured_exactly() {
        for len in 0..100 {
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
}
