//! Move text as people type it, read into notation before any position is
//! consulted.
//!
//! Reading is forgiving: UCI (`e2e4`, `e7e8q`), SAN (`Nf3`, `exd5`, `e8=Q`,
//! `e8Q`), castling as `O-O`, `0-0` or `o-o`, trailing `+ # ! ?`, `e2-e4` and
//! `e2 e4`, figurines (`♘f3`), Russian piece letters (`Кf3`, `Крe2`, `Фd1`,
//! `Лa1`, `Сc4`), Cyrillic letters that look like Latin ones, and lower-case
//! piece letters. Text that can mean two things (`bc4`: a pawn capture or a
//! bishop move) keeps both readings; the game decides which are legal.
//!
//! An upper-case letter that is no SAN piece letter but names a piece in
//! notations people type (`C`, which looks like the Russian `С`, bishop;
//! German `D`, `T`, `L`, `S`) reads as that piece. The pawn move the same
//! letter in lower case would be (`Cc5` as `c5`) is only a guess: it is
//! offered, never played without being asked for.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

/// The longest move text read, in characters; longer text is refused.
pub const MAX_MOVE_TEXT_CHARS: usize = 32;

/// One way to read a move text, independent of any position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MovePattern {
    /// From-square and to-square, as in UCI (`e2e4`, `e7e8q`, `e4d5`).
    Coordinate {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The piece a pawn becomes, if named.
        promotion: Option<Role>,
    },
    /// A move named by its piece and destination, as in SAN (`Nbd2`, `exd5`).
    Piece {
        /// The moving piece (`Pawn` when no letter is given).
        role: Role,
        /// The origin file, when given to tell pieces apart.
        file: Option<File>,
        /// The origin rank, when given to tell pieces apart.
        rank: Option<Rank>,
        /// Where it goes.
        to: Square,
        /// The piece a pawn becomes, if named.
        promotion: Option<Role>,
    },
    /// Castling (`O-O`, `O-O-O`).
    Castle(CastlingSide),
    /// Putting a piece on the board (`N@d3`).
    Drop {
        /// The piece put down.
        role: Role,
        /// Where.
        to: Square,
    },
    /// Passing the move (`0000`, `--`, `pass`), where a game allows it.
    Pass,
}

/// A move text read into its possible meanings (at least one reading or
/// guess).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    text: String,
    readings: Vec<MovePattern>,
    guesses: Vec<MovePattern>,
}

/// Why a text could not be read as a move at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Nothing was typed.
    #[error("type a move, for example e4, Nf3 or O-O")]
    Empty,
    /// More characters than any move needs.
    #[error("that is too long to be a move ({chars} characters, at most {max})", max = MAX_MOVE_TEXT_CHARS)]
    TooLong {
        /// How many characters were given.
        chars: usize,
    },
    /// The text is no move notation Kibitz knows.
    #[error("I cannot read {text:?} as a move; write it like e4, Nf3, exd5, O-O or e7e8q")]
    Unreadable {
        /// The text, trimmed.
        text: String,
    },
}

impl MoveText {
    /// Reads a move text. Only the notation is checked here; whether the
    /// move is legal is for the game to judge.
    pub fn parse(text: &str) -> Result<MoveText, NotationError> {
        let chars = text.chars().count();
        if chars > MAX_MOVE_TEXT_CHARS {
            return Err(NotationError::TooLong { chars });
        }
        let mapped = map_characters(text);
        let trimmed = mapped.trim();
        if trimmed.is_empty() {
            return Err(NotationError::Empty);
        }
        let unreadable = || NotationError::Unreadable {
            text: text.trim().to_owned(),
        };
        let body = strip_annotations(trimmed);
        if body.is_empty() {
            return Err(unreadable());
        }
        let (readings, guesses) = read_patterns(body);
        if readings.is_empty() && guesses.is_empty() {
            return Err(unreadable());
        }
        Ok(MoveText {
            text: text.trim().to_owned(),
            readings,
            guesses,
        })
    }

    /// The text as given, trimmed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The possible meanings, most likely first.
    pub fn readings(&self) -> &[MovePattern] {
        &self.readings
    }

    /// Meanings the text has only if a letter was mistyped (`Cc5` for
    /// `c5`): offered to the player, never played unasked.
    pub fn guesses(&self) -> &[MovePattern] {
        &self.guesses
    }
}

/// Whether a word of a pasted line of moves is a move number (`1.`,
/// `12...`, `12…`), which is no move.
pub fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches(['.', '…']);
    digits.len() < word.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Maps figurines, Russian piece letters and Cyrillic look-alikes to the
/// Latin notation, unifies dashes and spaces, and drops invisible characters.
fn map_characters(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let mapped = match c {
            // Russian king: "Кр" (either case).
            'К' | 'к' if matches!(chars.peek(), Some('р' | 'Р')) => {
                chars.next();
                'K'
            }
            '♔' | '♚' => 'K',
            '♕' | '♛' => 'Q',
            '♖' | '♜' => 'R',
            '♗' | '♝' => 'B',
            '♘' | '♞' => 'N',
            '♙' | '♟' => 'P',
            // Russian piece letters: К knight, Ф queen, Л rook, С bishop, п pawn.
            'К' => 'N',
            'к' => 'n',
            'Ф' => 'Q',
            'ф' => 'q',
            'Л' => 'R',
            'л' => 'r',
            'С' => 'B',
            'П' | 'п' => 'P',
            // Cyrillic letters that look like Latin ones.
            'а' => 'a',
            'с' => 'c',
            'е' | 'Е' => 'e',
            'В' => 'B',
            'Н' => 'h',
            'о' | 'О' => 'O',
            'х' | 'Х' | '×' => 'x',
            '‐' | '‑' | '‒' | '–' | '—' | '−' => '-',
            // Invisible characters pasted along with text.
            '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{FE0E}' | '\u{FE0F}' => {
                continue;
            }
            c if c.is_whitespace() => ' ',
            c => c,
        };
        out.push(mapped);
    }
    out
}

/// Removes trailing check, mate and quality marks and an `e.p.` suffix.
fn strip_annotations(text: &str) -> &str {
    let mut body = text.trim_end_matches(['+', '#', '!', '?', '‼', '⁇', '⁈', '⁉', '†', ' ']);
    for suffix in ["e.p.", "ep", "e.p"] {
        if let Some(stripped) = body.strip_suffix(suffix)
            && stripped.ends_with(|c: char| c.is_ascii_digit() || c == ' ')
        {
            body = stripped.trim_end();
        }
    }
    body
}

/// The readings of a move text, and its guesses.
fn read_patterns(body: &str) -> (Vec<MovePattern>, Vec<MovePattern>) {
    let lower = body.to_ascii_lowercase();
    if matches!(lower.as_str(), "0000" | "--" | "pass" | "z0" | "null") {
        return (vec![MovePattern::Pass], Vec::new());
    }
    if let Some(side) = read_castling(body) {
        return (vec![MovePattern::Castle(side)], Vec::new());
    }
    let compact: String = body
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | 'x' | 'X' | ':' | '=' | '/'))
        .collect();
    if !compact.is_ascii() || compact.is_empty() {
        return (Vec::new(), Vec::new());
    }
    // `bxc4` is proper SAN for the pawn; only `bc4` leaves the bishop open.
    if body.starts_with("bx") {
        return (
            read_one(compact.as_bytes()).into_iter().collect(),
            Vec::new(),
        );
    }
    let readings = readings_of(compact.as_bytes());
    if !readings.is_empty() {
        return (readings, Vec::new());
    }
    // Not notation as written: read it in lower case (`E4`, `NF3`), unless
    // its first letter names a piece, when the lower-case reading is a guess.
    let lowered = readings_of(compact.to_ascii_lowercase().as_bytes());
    let bytes = compact.as_bytes();
    let Some(letter) = bytes.first().copied().and_then(foreign_piece_letter) else {
        return (lowered, Vec::new());
    };
    let mut as_piece = vec![letter];
    as_piece.extend(bytes[1..].iter().map(u8::to_ascii_lowercase));
    let readings: Vec<MovePattern> = read_one(&as_piece).into_iter().collect();
    // `D4` names no piece move (a square after a piece letter is needed):
    // it is the pawn's, as `E4` is.
    if readings.is_empty() {
        return (lowered, Vec::new());
    }
    let guesses = lowered
        .into_iter()
        .filter(|guess| !readings.contains(guess))
        .collect();
    (readings, guesses)
}

/// The SAN piece letter for an upper-case letter that is none, where
/// people type it for a piece: `C` looks like the Russian `С` (bishop);
/// `D`, `T`, `L`, `S` are German (Dame, Turm, Läufer, Springer).
fn foreign_piece_letter(c: u8) -> Option<u8> {
    Some(match c {
        b'C' | b'L' => b'B',
        b'D' => b'Q',
        b'T' => b'R',
        b'S' => b'N',
        _ => return None,
    })
}

fn read_castling(body: &str) -> Option<CastlingSide> {
    let mut count = 0;
    for c in body.chars() {
        match c {
            'O' | 'o' | '0' => count += 1,
            '-' | ' ' => {}
            _ => return None,
        }
    }
    match count {
        2 => Some(CastlingSide::KingSide),
        3 => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Every reading of an ASCII move text: as written, and with a lower-case
/// first letter taken as a piece letter.
fn readings_of(text: &[u8]) -> Vec<MovePattern> {
    let as_written = read_one(text);
    // A full from-square and to-square is UCI: `b1d2` is never `B1d2`.
    if let Some(coordinate @ MovePattern::Coordinate { .. }) = as_written {
        return vec![coordinate];
    }
    let mut readings = Vec::with_capacity(2);
    if let Some(&first) = text.first()
        && matches!(first, b'n' | b'b' | b'r' | b'q' | b'k' | b'p')
    {
        // A piece letter reads before a pawn's file: `bc4` is more often Bc4.
        let mut upper = text.to_vec();
        upper[0] = first.to_ascii_uppercase();
        readings.extend(read_one(&upper));
    }
    if let Some(as_written) = as_written
        && !readings.contains(&as_written)
    {
        readings.push(as_written);
    }
    readings
}

fn read_one(text: &[u8]) -> Option<MovePattern> {
    let (role, rest) = match text.split_first() {
        Some((&c, rest)) => match role_of_upper(c) {
            Some(role) => (Some(role), rest),
            None => (None, text),
        },
        None => return None,
    };
    if let [b'@', f, r] = rest {
        // SAN writes a pawn drop without its letter: `@e5`.
        return Some(MovePattern::Drop {
            role: role.unwrap_or(Role::Pawn),
            to: square(*f, *r)?,
        });
    }
    let (rest, promotion) = match rest.split_last() {
        Some((&c, head)) if c.is_ascii_alphabetic() => (head, Some(promotion_role(c)?)),
        _ => (rest, None),
    };
    let [prefix @ .., f, r] = rest else {
        return None;
    };
    let to = square(*f, *r)?;
    let (file, rank) = match prefix {
        [] => (None, None),
        [c] if c.is_ascii_digit() => (None, Some(rank(*c)?)),
        [c] => (Some(file(*c)?), None),
        [f, r] => (Some(file(*f)?), Some(rank(*r)?)),
        _ => return None,
    };
    Some(match (role, file, rank) {
        (None, Some(file), Some(rank)) => MovePattern::Coordinate {
            from: Square::from_coords(file, rank),
            to,
            promotion,
        },
        (None, _, Some(_)) => return None,
        (role, file, rank) => MovePattern::Piece {
            role: role.unwrap_or(Role::Pawn),
            file,
            rank,
            to,
            promotion,
        },
    })
}

fn role_of_upper(c: u8) -> Option<Role> {
    Some(match c {
        b'P' => Role::Pawn,
        b'N' => Role::Knight,
        b'B' => Role::Bishop,
        b'R' => Role::Rook,
        b'Q' => Role::Queen,
        b'K' => Role::King,
        _ => return None,
    })
}

fn promotion_role(c: u8) -> Option<Role> {
    match role_of_upper(c.to_ascii_uppercase())? {
        Role::Pawn => None,
        role => Some(role),
    }
}

fn file(c: u8) -> Option<File> {
    (b'a'..=b'h')
        .contains(&c)
        .then(|| File::new(u32::from(c - b'a')))
}

fn rank(c: u8) -> Option<Rank> {
    (b'1'..=b'8')
        .contains(&c)
        .then(|| Rank::new(u32::from(c - b'1')))
}

fn square(f: u8, r: u8) -> Option<Square> {
    Some(Square::from_coords(file(f)?, rank(r)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readings(text: &str) -> Vec<MovePattern> {
        MoveText::parse(text).unwrap().readings().to_vec()
    }

    fn piece(role: Role, to: Square) -> MovePattern {
        MovePattern::Piece {
            role,
            file: None,
            rank: None,
            to,
            promotion: None,
        }
    }

    #[test]
    fn uci_reads_as_coordinates() {
        assert_eq!(
            readings("e7e8q"),
            vec![MovePattern::Coordinate {
                from: Square::E7,
                to: Square::E8,
                promotion: Some(Role::Queen)
            }]
        );
        // A from-square on the b-file is no bishop letter.
        assert_eq!(
            readings("b1d2"),
            vec![MovePattern::Coordinate {
                from: Square::B1,
                to: Square::D2,
                promotion: None
            }]
        );
    }

    #[test]
    fn hyphen_space_and_capture_marks_are_ignored() {
        let uci = readings("e2e4");
        assert_eq!(readings("e2-e4"), uci);
        assert_eq!(readings("e2 e4"), uci);
        assert_eq!(readings("  e2  e4  "), uci);
        assert_eq!(readings("Nf3"), readings("N:f3"));
    }

    #[test]
    fn russian_piece_letters_read_as_pieces() {
        assert_eq!(readings("Кf3"), vec![piece(Role::Knight, Square::F3)]);
        assert_eq!(readings("Крe2"), vec![piece(Role::King, Square::E2)]);
        assert_eq!(readings("Фd1"), vec![piece(Role::Queen, Square::D1)]);
        assert_eq!(readings("Лa3"), vec![piece(Role::Rook, Square::A3)]);
        assert_eq!(readings("Сc4"), vec![piece(Role::Bishop, Square::C4)]);
    }

    #[test]
    fn cyrillic_lookalike_letters_read_as_latin() {
        assert_eq!(readings("е4"), vec![piece(Role::Pawn, Square::E4)]);
        assert_eq!(readings("ехd5"), readings("exd5"));
        assert_eq!(
            readings("О-О"),
            vec![MovePattern::Castle(CastlingSide::KingSide)]
        );
    }

    #[test]
    fn figurines_read_as_piece_letters() {
        assert_eq!(readings("♘f3"), vec![piece(Role::Knight, Square::F3)]);
        assert_eq!(readings("♞f6"), vec![piece(Role::Knight, Square::F6)]);
    }

    #[test]
    fn bc4_keeps_both_readings() {
        assert_eq!(readings("bc4").len(), 2);
        assert_eq!(readings("Bc4"), vec![piece(Role::Bishop, Square::C4)]);
    }

    #[test]
    fn upper_case_letters_that_name_pieces_read_as_pieces_and_guess_the_pawn() {
        let cc5 = MoveText::parse("Cc5").unwrap();
        assert_eq!(cc5.readings(), [piece(Role::Bishop, Square::C5)]);
        assert_eq!(
            cc5.guesses(),
            [MovePattern::Piece {
                role: Role::Pawn,
                file: Some(File::C),
                rank: None,
                to: Square::C5,
                promotion: None,
            }]
        );
        assert_eq!(readings("Dd6"), [piece(Role::Queen, Square::D6)]);
        assert_eq!(readings("Te1"), [piece(Role::Rook, Square::E1)]);
        assert_eq!(readings("Sf3"), [piece(Role::Knight, Square::F3)]);
        assert!(MoveText::parse("Sf3").unwrap().guesses().is_empty());
        // A capital that names no piece is just a capital, and so is one
        // that could but is followed by no square.
        assert_eq!(readings("E4"), [piece(Role::Pawn, Square::E4)]);
        assert_eq!(readings("D4"), [piece(Role::Pawn, Square::D4)]);
        assert!(MoveText::parse("C4").unwrap().guesses().is_empty());
        assert!(MoveText::parse("E4").unwrap().guesses().is_empty());
    }

    #[test]
    fn castling_in_every_spelling() {
        for text in ["O-O", "0-0", "o-o", "OO", "00", "O-O+"] {
            assert_eq!(
                readings(text),
                vec![MovePattern::Castle(CastlingSide::KingSide)],
                "{text}"
            );
        }
        for text in ["O-O-O", "0-0-0", "o-o-o", "O-O-O#"] {
            assert_eq!(
                readings(text),
                vec![MovePattern::Castle(CastlingSide::QueenSide)],
                "{text}"
            );
        }
    }

    #[test]
    fn drops_and_passes() {
        assert_eq!(
            readings("N@d3"),
            vec![MovePattern::Drop {
                role: Role::Knight,
                to: Square::D3
            }]
        );
        assert_eq!(
            readings("@e5"),
            vec![MovePattern::Drop {
                role: Role::Pawn,
                to: Square::E5
            }]
        );
        assert_eq!(readings("0000"), vec![MovePattern::Pass]);
        assert_eq!(readings("--"), vec![MovePattern::Pass]);
    }

    #[test]
    fn nonsense_and_limits_are_refused() {
        assert_eq!(MoveText::parse("   "), Err(NotationError::Empty));
        assert!(matches!(
            MoveText::parse("hello"),
            Err(NotationError::Unreadable { .. })
        ));
        assert!(matches!(
            MoveText::parse("e9"),
            Err(NotationError::Unreadable { .. })
        ));
        assert!(matches!(
            MoveText::parse("+"),
            Err(NotationError::Unreadable { .. })
        ));
        assert!(matches!(
            MoveText::parse(&"e4".repeat(40)),
            Err(NotationError::TooLong { chars: 80 })
        ));
        assert!(MoveText::parse("'; DROP TABLE games; --").is_err());
    }
}
