//! Game records in PGN: export with the usual tags plus `Variant`, `SetUp`,
//! `FEN` and `Termination`; import of a single game of any variant.
//!
//! The reader is ours rather than the `pgn-reader` crate's because that one
//! reads only SAN tokens and silently skips any other, while the records of
//! our own variants carry moves in their own notation and a skipped move
//! must be an error, never a different game.

use std::fmt::Write as _;

use shakmaty::Color;

use crate::error::{MoveError, StateError};
use crate::game::{Game, Start};
use crate::outcome::{DrawClaim, EndReason, Outcome};
use crate::variant::Variant;

/// The largest PGN text imported, in bytes.
pub const MAX_PGN_BYTES: usize = 1 << 20;

/// Who played, where and when: the tags a caller knows and the game does not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnTags {
    /// `Event`, e.g. "Casual correspondence game".
    pub event: String,
    /// `Site`, e.g. the chat the game was played in.
    pub site: String,
    /// `Date` as `YYYY.MM.DD` (`????.??.??` when unknown).
    pub date: String,
    /// `White`: the player's name.
    pub white: String,
    /// `Black`: the player's name.
    pub black: String,
    /// Further tags, written after the standard ones.
    pub extra: Vec<(String, String)>,
    /// A game on a clock: the time its mover had left after each move, in
    /// milliseconds, written after the move as lichess exports it
    /// (`{ [%clk 0:04:32] }`); `None` for a move without one (a move of
    /// the line the game was set up from), empty for none at all.
    pub clocks: Vec<Option<u64>>,
    /// An analysed game: the engine's score after each move as lichess
    /// exports it (`0.32`, `#-2`), written `{ [%eval 0.32] }`; `None` for
    /// a move without one, empty for none at all.
    pub evals: Vec<Option<String>>,
    /// An analysed game: the Numeric Annotation Glyph after each move
    /// judged (`6` for `?!`, `2` for `?`, `4` for `??`), written `$6`.
    pub nags: Vec<Option<u8>>,
}

impl Default for PgnTags {
    fn default() -> PgnTags {
        PgnTags {
            event: "Casual game".to_owned(),
            site: "Kibitz".to_owned(),
            date: "????.??.??".to_owned(),
            white: "?".to_owned(),
            black: "?".to_owned(),
            extra: Vec::new(),
            clocks: Vec::new(),
            evals: Vec::new(),
            nags: Vec::new(),
        }
    }
}

/// A game read from PGN, with every tag pair as it stood.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs in their order.
    pub tags: Vec<(String, String)>,
    /// The game, replayed move by move.
    pub game: Game,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a PGN text could not be imported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// Larger than [`MAX_PGN_BYTES`].
    #[error("the PGN is too large ({bytes} bytes, at most {max})", max = MAX_PGN_BYTES)]
    TooLarge {
        /// Its size.
        bytes: usize,
    },
    /// No tags and no moves.
    #[error("there is no game in that PGN")]
    Empty,
    /// A tag pair is malformed.
    #[error("PGN tag on line {line} is malformed: {text:?}")]
    BadTag {
        /// The 1-based line.
        line: usize,
        /// The line's text.
        text: String,
    },
    /// The `Variant` tag names a variant Kibitz does not play.
    #[error("the PGN is of a variant Kibitz does not play: {0:?}")]
    UnknownVariant(String),
    /// The `FEN` tag is not a legal start.
    #[error("the PGN's start position cannot be used: {0}")]
    Start(#[from] StateError),
    /// A move in the movetext is not legal.
    #[error("move {number}{dots} {text} is not legal: {error}", dots = if *white { "." } else { "..." })]
    Move {
        /// The full-move number.
        number: u32,
        /// Whether it was White's move.
        white: bool,
        /// The move as written.
        text: String,
        /// Why it failed.
        error: MoveError,
    },
    /// The `Result` claims an end the moves contradict.
    #[error("the PGN's result {result} contradicts the position: {actual}")]
    ResultMismatch {
        /// The result written.
        result: String,
        /// What the moves give.
        actual: String,
    },
}

impl Game {
    /// The game record in PGN.
    pub fn to_pgn(&self, tags: &PgnTags) -> String {
        let result = self.outcome().map_or("*", Outcome::result);
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| write_tag(&mut out, name, value);
        tag("Event", &tags.event);
        tag("Site", &tags.site);
        tag("Date", &tags.date);
        tag("Round", "-");
        tag("White", &tags.white);
        tag("Black", &tags.black);
        tag("Result", result);
        tag("Variant", self.variant().pgn_name());
        if !self.has_usual_start() {
            tag("SetUp", "1");
            tag("FEN", &self.start_state());
        }
        tag(
            "Termination",
            self.outcome().map_or("Unterminated", Outcome::termination),
        );
        if let Some(score) = self.marks().score {
            tag("Score", &format!("{}-{}", score.white, score.black));
        }
        for (name, value) in &tags.extra {
            tag(name, value);
        }
        out.push('\n');

        let start = Game::from_state(self.variant(), &self.start_state())
            .expect("a game's own start state always reads back");
        let numbers = self.written_numbers();
        let mut tokens: Vec<String> = Vec::with_capacity(self.history().len() * 3 / 2 + 2);
        // Chess football: each goal is noted after the move that scored it.
        let mut replay = self.marks().score.map(|_| start.clone());
        let full_numbers = self.move_numbers();
        // After a comment, a Black move takes its number again (`1... e5`).
        let mut after_comment = false;
        for (ply, (played, written)) in self.history().iter().zip(numbers).enumerate() {
            let written = written.or_else(|| {
                (after_comment && played.by == Color::Black)
                    .then(|| full_numbers.get(ply).copied())
                    .flatten()
            });
            match (written, played.by) {
                (Some(number), Color::White) => tokens.push(format!("{number}.")),
                (Some(number), Color::Black) => tokens.push(format!("{number}...")),
                (None, _) => {}
            }
            let comments = tokens.len() + 1;
            tokens.push(played.san.to_string());
            let mut comments = comments;
            if let Some(&Some(nag)) = tags.nags.get(ply) {
                tokens.push(format!("${nag}"));
                comments += 1;
            }
            if let Some(replay) = replay.as_mut() {
                let before = replay.marks().score;
                replay.play(played.mv).expect("a game's own moves replay");
                if let Some(score) = replay.marks().score.filter(|&s| Some(s) != before) {
                    tokens.push(format!("{{ Goal: {}-{} }}", score.white, score.black));
                }
            }
            // The engine's score and the clock, in one comment as lichess
            // writes them.
            let mut said = Vec::new();
            if let Some(Some(eval)) = tags.evals.get(ply) {
                said.push(format!("[%eval {eval}]"));
            }
            if let Some(&Some(ms)) = tags.clocks.get(ply) {
                let seconds = ms / 1000;
                said.push(format!(
                    "[%clk {}:{:02}:{:02}]",
                    seconds / 3600,
                    seconds / 60 % 60,
                    seconds % 60
                ));
            }
            if !said.is_empty() {
                tokens.push(format!("{{ {} }}", said.join(" ")));
            }
            after_comment = tokens.len() > comments;
        }
        if let Some(outcome) = self.outcome() {
            tokens.push(format!("{{ {outcome}. }}"));
        }
        tokens.push(result.to_owned());
        wrap_tokens(&mut out, &tokens, 79);
        out
    }
}

/// Writes tokens separated by spaces, breaking lines before `width`.
fn wrap_tokens(out: &mut String, tokens: &[String], width: usize) {
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.chars().count() > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(token);
        line_len += token.chars().count();
    }
    out.push('\n');
}

/// Reads the first game of a PGN text and replays it.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    if text.len() > MAX_PGN_BYTES {
        return Err(PgnError::TooLarge { bytes: text.len() });
    }
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let (tags, movetext) = split_tags(text)?;
    let (moves, result) = movetext_tokens(movetext);
    if tags.is_empty() && moves.is_empty() {
        return Err(PgnError::Empty);
    }
    let value = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let variant = match value("Variant") {
        None => Variant::Standard,
        Some(name) => {
            Variant::from_name(name).ok_or_else(|| PgnError::UnknownVariant(name.to_owned()))?
        }
    };
    let start = match value("FEN") {
        Some(fen) => Start::State(fen.to_owned()),
        None => Start::Initial,
    };
    let mut game = Game::from_start(variant, start)?;
    for token in moves {
        let number = game.fullmove_number();
        let white = game.turn() == Color::White;
        game.play_text(token).map_err(|error| PgnError::Move {
            number,
            white,
            text: token.to_owned(),
            error,
        })?;
    }
    let result = result.or_else(|| value("Result").map(str::to_owned));
    apply_result(&mut game, result.as_deref(), value("Termination"))?;
    Ok(PgnGame { tags, game })
}

/// Ends the game as the record says, where its moves alone do not: the
/// reason is read from the `Termination` tag and the final position.
fn apply_result(
    game: &mut Game,
    result: Option<&str>,
    termination: Option<&str>,
) -> Result<(), PgnError> {
    let winner = match result.map(str::trim) {
        Some("1-0") => Some(Color::White),
        Some("0-1") => Some(Color::Black),
        Some("1/2-1/2") | Some("½-½") => None,
        _ => return Ok(()),
    };
    let result = result.unwrap_or_default().to_owned();
    if let Some(outcome) = game.outcome() {
        return if outcome.winner == winner {
            Ok(())
        } else {
            Err(PgnError::ResultMismatch {
                result,
                actual: outcome.to_string(),
            })
        };
    }
    // "Time forfeit", or how we write a draw on time, "Time forfeit, drawn:
    // ...": the result says who, if anyone, won.
    let timeout = termination.is_some_and(|t| {
        t.get(..12)
            .is_some_and(|start| start.eq_ignore_ascii_case("time forfeit"))
    });
    let outcome = match winner {
        Some(w) if timeout => Outcome::win(w, EndReason::Timeout),
        Some(w) => Outcome::win(w, EndReason::Resignation),
        None if timeout => Outcome::draw(EndReason::Timeout),
        None => {
            let claims = game.claimable_draws();
            let reason = if claims.contains(&DrawClaim::ThreefoldRepetition) {
                EndReason::ThreefoldRepetition
            } else if claims.contains(&DrawClaim::FiftyMoves) {
                EndReason::FiftyMoveRule
            } else {
                EndReason::Agreement
            };
            Outcome::draw(reason)
        }
    };
    game.end(outcome)
        .expect("the game was checked to be still going");
    Ok(())
}

/// A tag's name and value.
type TagPair = (String, String);

/// Tag pairs as PGN writes them, one a line, values escaped.
pub fn write_tags(tags: &[(String, String)]) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        write_tag(&mut out, name, value);
    }
    out
}

/// One tag pair as PGN writes it, on a line of its own.
fn write_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

/// Tag pairs read back from a tag section and nothing else (as
/// [`write_tags`] writes one); `None` when it does not read so.
pub fn read_tags(text: &str) -> Option<Vec<(String, String)>> {
    let (tags, rest) = split_tags(text).ok()?;
    rest.trim().is_empty().then_some(tags)
}

/// Splits the tag section off and parses its pairs. A tag pair is read as
/// the token it is (PGN's import format), not as a line: pairs written on
/// one line, as a chat's one-line field leaves a pasted record, read as
/// well as pairs a line each.
fn split_tags(text: &str) -> Result<(Vec<TagPair>, &str), PgnError> {
    let mut tags = Vec::new();
    let mut rest = text;
    let mut line_number = 1;
    loop {
        let trimmed = rest.trim_start();
        line_number += rest[..rest.len() - trimmed.len()].matches('\n').count();
        if !trimmed.starts_with('[') {
            return Ok((tags, rest));
        }
        let end = tag_end(trimmed).ok_or_else(|| PgnError::BadTag {
            line: line_number,
            text: trimmed
                .lines()
                .next()
                .unwrap_or_default()
                .chars()
                .take(80)
                .collect(),
        })?;
        let token = &trimmed[..end];
        let pair = parse_tag(token).ok_or_else(|| PgnError::BadTag {
            line: line_number,
            text: token.chars().take(80).collect(),
        })?;
        tags.push(pair);
        line_number += token.matches('\n').count();
        rest = &trimmed[end..];
    }
}

/// The length of the tag pair `text` starts with, its `]` included: the
/// first `]` outside its quoted value; `None` when it has none.
fn tag_end(text: &str) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ']' if !quoted => return Some(at + 1),
            '\n' if !quoted => return None,
            _ => {}
        }
    }
    None
}

/// `[Name "value"]` with `\"` and `\\` escapes.
fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, value) = inner.split_once(char::is_whitespace)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push(chars.next()?),
            '"' => return None,
            c => out.push(c),
        }
    }
    Some((name.to_owned(), out))
}

/// The main line's move tokens and the result token, skipping move numbers,
/// comments, variations, NAGs and escape lines; stops at the result.
fn movetext_tokens(text: &str) -> (Vec<&str>, Option<String>) {
    let mut moves = Vec::new();
    let mut depth = 0usize;
    let mut rest = text;
    while !rest.is_empty() {
        let c = rest.chars().next().expect("rest is not empty");
        match c {
            '{' => {
                rest = rest.find('}').map_or("", |end| &rest[end + 1..]);
                continue;
            }
            ';' => {
                rest = rest.find('\n').map_or("", |end| &rest[end + 1..]);
                continue;
            }
            '%' if rest.len() == text.len() || text[..text.len() - rest.len()].ends_with('\n') => {
                rest = rest.find('\n').map_or("", |end| &rest[end + 1..]);
                continue;
            }
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            c if c.is_whitespace() => {}
            '}' => {}                   // a stray comment end
            '[' if depth == 0 => break, // the next game's tags
            _ => {
                let end = rest
                    .find(|c: char| c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';'))
                    .unwrap_or(rest.len());
                let token = &rest[..end];
                rest = &rest[end..];
                if depth > 0 {
                    continue;
                }
                if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
                    return (moves, Some(token.to_owned()));
                }
                let token = strip_move_number(token);
                if !token.is_empty() && !token.starts_with('$') {
                    moves.push(token);
                }
                continue;
            }
        }
        rest = &rest[c.len_utf8()..];
    }
    (moves, None)
}

/// `12.`, `12...`, `12.e4` → ``, ``, `e4`.
fn strip_move_number(token: &str) -> &str {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return token;
    }
    let after = &token[digits..];
    let dots = after.len() - after.trim_start_matches('.').len();
    if dots == 0 {
        // No dot: not a move number (e.g. the pass `0000`).
        return token;
    }
    &after[dots..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_are_stripped_but_passes_kept() {
        assert_eq!(strip_move_number("12."), "");
        assert_eq!(strip_move_number("12..."), "");
        assert_eq!(strip_move_number("3.Nf3"), "Nf3");
        assert_eq!(strip_move_number("0000"), "0000");
    }

    #[test]
    fn comments_variations_and_nags_are_skipped() {
        let (moves, result) =
            movetext_tokens("1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 $1 ; note\n Nc6 1-0");
        assert_eq!(moves, vec!["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(result.as_deref(), Some("1-0"));
    }

    #[test]
    fn stray_closing_braces_are_skipped() {
        let (moves, result) = movetext_tokens("1. e4 } e5}2. Nf3 *");
        assert_eq!(moves, vec!["e4", "e5", "Nf3"]);
        assert_eq!(result.as_deref(), Some("*"));
    }

    #[test]
    fn tags_on_one_line_read_as_tags_a_line_each_do() {
        let one_line =
            read_pgn("[Event \"Club ] night\"] [White \"Anna\"]  [Black \"Boris\"] 1. e4 e5 *")
                .expect("reads");
        let lines = read_pgn(
            "[Event \"Club ] night\"]\n[White \"Anna\"]\n\n[Black \"Boris\"]\n\n1. e4 e5 *",
        )
        .expect("reads");
        assert_eq!(one_line.tags, lines.tags);
        assert_eq!(one_line.tag("Event"), Some("Club ] night"));
        assert_eq!(one_line.game.history().len(), 2);
        // A tag left open, or broken over two lines, is refused where it is.
        assert!(matches!(
            read_pgn("[Event \"x\"]\n[White \"Anna\" 1. e4"),
            Err(PgnError::BadTag { line: 2, .. })
        ));
        assert!(matches!(
            read_pgn("[Event \"x\"]\n\n[White\n\"Anna\"]"),
            Err(PgnError::BadTag { line: 3, .. })
        ));
    }

    #[test]
    fn written_tags_read_back_and_nothing_else_reads_as_tags() {
        let tags = vec![
            ("White".to_owned(), r#"A "B" \ C"#.to_owned()),
            ("Round".to_owned(), "3.1".to_owned()),
        ];
        assert_eq!(read_tags(&write_tags(&tags)), Some(tags));
        assert_eq!(read_tags(""), Some(Vec::new()));
        assert_eq!(read_tags("[White \"x\"] 1. e4"), None);
    }

    #[test]
    fn tag_escapes_are_read() {
        assert_eq!(
            parse_tag(r#"[White "A \"B\" \\ C"]"#),
            Some(("White".to_owned(), r#"A "B" \ C"#.to_owned()))
        );
        assert_eq!(parse_tag("[White unquoted]"), None);
    }
}
