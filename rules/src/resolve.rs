//! From move text to the one legal move it means, in any game: each reading
//! of the text is matched against the legal moves; none found is explained,
//! several are offered back.

use crate::error::MoveError;
use crate::notation::{MovePattern, MoveText};

/// The one legal move a text means: the moves of `legal` that `matches`
/// any reading of it. None is explained by `explain` (from the first
/// reading); several are offered back, written by `name`.
pub(crate) fn resolve_among<M: Copy + PartialEq>(
    text: &MoveText,
    legal: &[M],
    matches: impl Fn(&MovePattern, M) -> bool,
    explain: impl FnOnce(&MovePattern) -> MoveError,
    name: impl Fn(M) -> String,
) -> Result<M, MoveError> {
    let mut found: Vec<M> = Vec::new();
    for reading in text.readings() {
        for &m in legal {
            if matches(reading, m) && !found.contains(&m) {
                found.push(m);
            }
        }
    }
    match found.as_slice() {
        [m] => Ok(*m),
        [] => Err(explain(&text.readings()[0])),
        many => Err(MoveError::Ambiguous {
            candidates: many.iter().map(|&m| name(m)).collect(),
        }),
    }
}
