//! Typed text into a [`Request`]: `move e4 #12`, `/challenge@kibitzbot
//! @bob crazyhouse days 3`. The first word names a row of the table, which
//! reads the rest: nothing but a number, or its family's reader. Reading
//! never consults the database; a bad message gets a [`CommandError`] that
//! says exactly what was wrong.

use super::error::CommandError;
use super::error::{cut, unexpected};
use super::request::{Command, Request};
use super::spec::{Form, Reads, Spec, Words};
use super::table::Table;
use super::values::MoveWords;
use super::words::{Marked, is_number, read_number};

impl Table {
    /// Reads a chat message as a command.
    pub fn parse(&self, message: &str) -> Result<Request, CommandError> {
        self.parse_naming_bot(message, |_| false)
    }

    /// Reads a chat message as a command, where the words `names_bot`
    /// accepts (the platform's mentions of this bot, such as `@kibitzbot`)
    /// name the bot as `bot` does.
    pub fn parse_naming_bot(
        &self,
        message: &str,
        names_bot: impl Fn(&str) -> bool,
    ) -> Result<Request, CommandError> {
        if let Some((spec, whole)) = self.read_whole(message) {
            let Form::Family { family, .. } = &spec.form else {
                return Err(CommandError::Empty);
            };
            let command = (family.read)(
                spec,
                &Words {
                    args: &[whole],
                    names_bot: &names_bot,
                    named: &|word| self.named(word),
                },
            )?;
            return Ok(Request::new(command));
        }
        let marked = Marked::read(message)?;
        let words = marked.words();
        let Some((&first, args)) = words.split_first() else {
            return Err(CommandError::Empty);
        };
        let spec = self.command_word(first)?;
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
                if number.is_none()
                    && spec.reads == Reads::NumberLast
                    && rest.len() <= 1
                    && is_number(last) =>
            {
                number = Some(read_number(last, last)?);
                rest
            }
            _ => args,
        };
        let command = match &spec.form {
            Form::Number => match args.first() {
                Some(extra) => return Err(unexpected(spec.name, extra, None)),
                None => spec.command(),
            },
            Form::Family { family, .. } => (family.read)(
                spec,
                &Words {
                    args,
                    names_bot: &names_bot,
                    named: &|word| self.named(word),
                },
            )?,
        };
        let mut request = Request::new(self.with_topic_named(command)?).numbered(number)?;
        request.ply = marked.ply;
        Ok(request)
    }

    /// A command whose row reads the rest of the message whole (a record
    /// or position pasted after `analyse`: its lines, its `#` of mate and
    /// of evaluations, its length beyond a command's), with that rest, when
    /// it is more than a game's number and a button's `ply:` mark
    /// (`analyse 12`, `analyse #12 ply:40` read as words).
    fn read_whole<'m>(&self, message: &'m str) -> Option<(&'static Spec, &'m str)> {
        let text = message.trim_start();
        let (first, rest) = text.split_at(text.find(char::is_whitespace)?);
        let spec = self.command_word(first).ok()?;
        if spec.reads != Reads::Whole {
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
        (!rest.split_whitespace().all(is_mark)).then_some((spec, rest))
    }

    /// A message that is no command but reads as a move (`e4`, `Nf3`, `e2
    /// e4`, with no `/` and at most two words): the move request it makes,
    /// for no game in particular.
    pub fn bare_move(&self, message: &str) -> Option<Request> {
        let text = message.trim();
        let first = text.split_whitespace().next()?;
        if text.starts_with('/')
            || self.named(&first.to_lowercase()).is_some()
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
    pub fn spoken_command(&self, message: &str) -> Option<Request> {
        let text = message.trim();
        let first = text.split_whitespace().next()?.to_lowercase();
        let spoken = self.rows().any(|spec| spec.words.contains(&first.as_str()));
        if text.starts_with('/') || !spoken {
            return None;
        }
        let request = self.parse(text).ok()?;
        // A move must read as one: `ход конём` is talk about a move.
        match &request.command {
            Command::Move(words) if kibitz_rules::MoveText::parse(words.as_str()).is_err() => None,
            _ => Some(request),
        }
    }

    /// The row a first word names: `/move`, `/move@kibitzbot`, `Move`,
    /// `ход`; an unknown word is refused with the command word it most
    /// resembles, or, when it reads as a move, with how to write one.
    fn command_word(&self, word: &str) -> Result<&'static Spec, CommandError> {
        let bare = word.trim_start_matches('/');
        let bare = bare.split_once('@').map_or(bare, |(name, _bot)| name);
        let lower = bare.to_lowercase();
        if let Some(spec) = self.named(&lower) {
            return Ok(spec);
        }
        if kibitz_rules::MoveText::parse(bare).is_ok() {
            return Err(CommandError::BareMove { word: cut(bare) });
        }
        let suggestion = self
            .rows()
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
}
