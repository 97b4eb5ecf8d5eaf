//! Typed text into a [`Request`]: `move e4 #12`, `/challenge@kibitzbot
//! @bob crazyhouse days 3`. The first word names a row of the table, which
//! reads the rest: nothing but a number, or its family's reader. Reading
//! never consults the database; a bad message gets a [`CommandError`] that
//! says exactly what was wrong.

use std::str::FromStr;

use super::error::CommandError;
use super::request::{Command, MoveWords, RecordText, Request};
use super::spec::{Form, Spec, Words};
use super::table::{ANALYSE, COMMANDS};
use super::tournaments::TOURNAMENT;
use super::words::{Marked, cut, is_number, read_number, unexpected};

/// Reads a chat message as a command.
pub fn parse(message: &str) -> Result<Request, CommandError> {
    parse_naming_bot(message, |_| false)
}

/// Reads a chat message as a command, where the words `names_bot` accepts
/// (the platform's mentions of this bot, such as `@kibitzbot`) name the
/// bot as `bot` does.
pub fn parse_naming_bot(
    message: &str,
    names_bot: impl Fn(&str) -> bool,
) -> Result<Request, CommandError> {
    if let Some(record) = pasted_record(message) {
        return Ok(Request::new(Command::AnalyseRecord(RecordText::new(
            record,
        )?)));
    }
    let marked = Marked::read(message)?;
    let words = marked.words();
    let Some((&first, args)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    let spec = command_word(first)?;
    // A bare number after a command that takes nothing but a game (or a
    // challenge) is its number: `pgn 2` as `pgn #2`.
    let mut number = marked.number;
    let args = match args {
        [word] if number.is_none() && spec.reads_a_lone_number() && is_number(word) => {
            number = Some(read_number(word, word)?);
            &[][..]
        }
        // `tournament 3`, `tournament cancel 3`: the tournament's number.
        [rest @ .., last]
            if number.is_none() && spec == &TOURNAMENT && rest.len() <= 1 && is_number(last) =>
        {
            number = Some(read_number(last, last)?);
            rest
        }
        _ => args,
    };
    let command = match &spec.form {
        Form::Number(command) => match args.first() {
            Some(extra) => return Err(unexpected(spec.name, extra, None)),
            None => command.clone(),
        },
        Form::Family { family, .. } => (family.read)(
            spec,
            &Words {
                args,
                names_bot: &names_bot,
            },
        )?,
    };
    let mut request = Request::new(command).numbered(number)?;
    request.ply = marked.ply;
    Ok(request)
}

/// The record or position pasted after `analyse`, taken whole as it
/// stands (its lines, its `#` of mate and of evaluations, its length
/// beyond a command's), when the message is `analyse` and more than a
/// game's number and a button's `ply:` mark (`analyse 12`, `analyse #12
/// ply:40`).
fn pasted_record(message: &str) -> Option<&str> {
    let text = message.trim_start();
    let (first, rest) = text.split_at(text.find(char::is_whitespace)?);
    if command_word(first).ok() != Some(&ANALYSE) {
        return None;
    }
    let rest = rest.trim();
    let is_mark = |word: &str| {
        let digits = word
            .strip_prefix('#')
            .or_else(|| word.strip_prefix("game:"))
            .or_else(|| word.strip_prefix("ply:"))
            .unwrap_or(word);
        is_number(digits)
    };
    (!rest.split_whitespace().all(is_mark)).then_some(rest)
}

impl FromStr for Request {
    type Err = CommandError;

    /// Reads a request as [`Request`]'s `Display` writes it (and as people
    /// type commands).
    fn from_str(text: &str) -> Result<Request, CommandError> {
        parse(text)
    }
}

/// A message that is no command but reads as a move (`e4`, `Nf3`, `e2 e4`,
/// with no `/` and at most two words): the move request it makes, for no
/// game in particular.
pub fn bare_move(message: &str) -> Option<Request> {
    let text = message.trim();
    let first = text.split_whitespace().next()?;
    if text.starts_with('/')
        || Spec::named(&first.to_lowercase()).is_some()
        || text.split_whitespace().count() > 2
        || kibitz_rules::MoveText::parse(text).is_err()
    {
        return None;
    }
    Some(Request::new(Command::Move(MoveWords::new(text)?)))
}

/// A message with no `/` that starts with a Russian word for a command
/// (`ход e4`, `сдаюсь`, `ничья`) and reads in full as that command: the
/// request it makes. Anything else is chatter (`ход конём был хорош`).
pub fn spoken_command(message: &str) -> Option<Request> {
    let text = message.trim();
    let first = text.split_whitespace().next()?.to_lowercase();
    let spoken = COMMANDS
        .iter()
        .any(|spec| spec.words.contains(&first.as_str()));
    if text.starts_with('/') || !spoken {
        return None;
    }
    let request = parse(text).ok()?;
    // A move must read as one: `ход конём` is talk about a move.
    match &request.command {
        Command::Move(words) if kibitz_rules::MoveText::parse(words.as_str()).is_err() => None,
        _ => Some(request),
    }
}

/// The row a first word names: `/move`, `/move@kibitzbot`, `Move`, `ход`;
/// an unknown word is refused with the command word it most resembles,
/// or, when it reads as a move, with how to write one.
fn command_word(word: &str) -> Result<&'static Spec, CommandError> {
    let bare = word.trim_start_matches('/');
    let bare = bare.split_once('@').map_or(bare, |(name, _bot)| name);
    let lower = bare.to_lowercase();
    if let Some(spec) = Spec::named(&lower) {
        return Ok(spec);
    }
    if kibitz_rules::MoveText::parse(bare).is_ok() {
        return Err(CommandError::BareMove { word: cut(bare) });
    }
    let suggestion = COMMANDS
        .iter()
        .flat_map(|spec| std::iter::once(&spec.name).chain(spec.words))
        .map(|name| (strsim::damerau_levenshtein(name, &lower), *name))
        .filter(|&(d, w)| d <= 2 && d < w.chars().count())
        .min()
        .map(|(_, w)| w);
    Err(CommandError::Unknown {
        word: cut(word),
        suggestion,
    })
}

#[cfg(test)]
mod set_up_tests {
    use super::*;
    use crate::command::{SetUpText, StartFrom};
    use crate::model::ColorChoice;

    fn start_of(text: &str) -> Option<StartFrom> {
        match parse(text).map(|r| r.command) {
            Ok(Command::Challenge { start, .. } | Command::PlayBot { start, .. }) => start,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn a_position_or_a_line_is_read_quoted_or_to_the_end() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        let quoted = start_of(&format!("challenge @bob fen \"{fen}\" black days 3"));
        assert_eq!(quoted.as_ref().map(StartFrom::text), Some(fen));
        // The side to move (`b`) inside the quotes is no colour.
        assert!(matches!(
            parse(&format!("challenge @bob fen \"{fen}\"")).map(|r| r.command),
            Ok(Command::Challenge {
                color: ColorChoice::Random,
                ..
            })
        ));
        let to_the_end = start_of(&format!("challenge @bob white fen {fen}"));
        assert_eq!(to_the_end, quoted);
        let phone = start_of("play bot moves «1. e4 e5 2. Nf3»");
        assert_eq!(
            phone,
            Some(StartFrom::Moves(
                SetUpText::new("1. e4 e5 2. Nf3").expect("a text")
            ))
        );
        // A move in quotes is the move.
        assert_eq!(
            parse("move \"Nf3\"").map(|r| r.command),
            Ok(Command::Move(MoveWords::new("Nf3").expect("a move")))
        );
        // A mate mark inside a quoted line is no game number.
        let mate = start_of("play bot moves \"f3 e5 g4 Qh4#\"");
        assert_eq!(mate.as_ref().map(StartFrom::text), Some("f3 e5 g4 Qh4#"));
    }

    #[test]
    fn a_missing_or_doubled_start_is_refused() {
        assert!(matches!(
            parse("challenge @bob fen"),
            Err(CommandError::SetUp { .. })
        ));
        assert!(matches!(
            parse("challenge @bob fen \"8/8\" moves \"e4\""),
            Err(CommandError::Twice { what: "starts", .. })
        ));
        assert!(matches!(
            parse("challenge @bob moves \"e4 \" e5\""),
            Err(CommandError::SetUp { .. }) | Err(CommandError::UnexpectedWord { .. })
        ));
    }
}
