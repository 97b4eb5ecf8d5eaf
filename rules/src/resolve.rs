//! From move text to the one legal move it means, in any game: each reading
//! of the text is matched against the legal moves; none found is explained,
//! several are offered back, and a move the text means only by a guess is
//! offered, never played.

use crate::error::MoveError;
use crate::notation::{MovePattern, MoveText, NotationError};

/// The one legal move a text means: the moves of `legal` that `matches`
/// a reading of it. None is explained by `explain` (from the first reading
/// or guess); several, or any that only a guess at the text means, are
/// offered back, written by `name`.
pub(crate) fn resolve_among<M: Copy + PartialEq>(
    text: &MoveText,
    legal: &[M],
    matches: impl Fn(&MovePattern, M) -> bool,
    explain: impl FnOnce(&MovePattern) -> MoveError,
    name: impl Fn(M) -> String,
) -> Result<M, MoveError> {
    let meant = |patterns: &[MovePattern], found: &mut Vec<M>| {
        for reading in patterns {
            for &m in legal {
                if matches(reading, m) && !found.contains(&m) {
                    found.push(m);
                }
            }
        }
    };
    let mut found: Vec<M> = Vec::new();
    meant(text.readings(), &mut found);
    let read = found.len();
    meant(text.guesses(), &mut found);
    let names = || found.iter().map(|&m| name(m)).collect();
    match (read, found.len()) {
        (1, 1) => Ok(found[0]),
        (_, 0) => match text.readings().iter().chain(text.guesses()).next() {
            Some(first) => Err(explain(first)),
            None => Err(MoveError::Notation(NotationError::Unreadable {
                text: text.text().to_owned(),
            })),
        },
        (0, 1) => Err(MoveError::Guessed {
            candidates: names(),
        }),
        _ => Err(MoveError::Ambiguous {
            candidates: names(),
        }),
    }
}
