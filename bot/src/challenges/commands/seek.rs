//! `seek` (`поиск`): the lobby shared by every chat of both platforms.
//! `seek 5+3` (with a variant, `casual`, a rating range such as
//! `1400-1800` or `±200`, in any order) seeks a game; `seek cancel`
//! withdraws the seek; `seek` alone shows the pool.

use kibitz_rules::Variant;

use crate::command::error::CommandError;
use crate::command::error::{cut, unexpected};
use crate::command::given::OptionValue;
use crate::command::live_clock::{LiveClock, Speed};
use crate::command::request::Command;
use crate::command::spec::{
    CLOCK, CUSTOM_CLOCK, DAYS, Family, Form, Given, OptionKind, OptionSpec, RATED, Reads, Spec,
    Term, VARIANT, Words,
};
use crate::command::terms::{days, named_clock};
use crate::command::values::{RatingRange, SeekStep, Sought, TimeControl};
use crate::command::written::written_time;

/// The highest rating a range may name.
const MOST_RATING: u16 = 4000;

/// The widest `±` a range may name.
const MOST_AROUND: u16 = 1000;

/// The words that withdraw a seek.
const CANCEL_WORDS: [&str; 5] = ["cancel", "withdraw", "off", "отмена", "отменить"];

/// `seek`'s options.
const OPTIONS: [OptionSpec; 7] = [
    CLOCK,
    CUSTOM_CLOCK,
    DAYS,
    VARIANT,
    RATED,
    OptionSpec {
        name: "range",
        description: "discord-option-range",
        kind: OptionKind::Lines { max: 16 },
        term: Term::Range,
    },
    OptionSpec {
        name: "cancel",
        description: "discord-option-seek-cancel",
        kind: OptionKind::Flag,
        term: Term::Withdraw,
    },
];

/// `seek`.
pub static SEEK: Spec = Spec {
    name: "seek",
    words: &["поиск"],
    alias_of: None,
    help: "help-seek",
    telegram: Some("telegram-command-seek"),
    discord: Some("discord-command-seek"),
    options: &OPTIONS,
    form: Form::Family {
        family: &SEEKING,
        owns: |command| matches!(command, Command::Seek(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// A seek's terms as given, each at most once.
#[derive(Default)]
struct Terms {
    variant: Option<Variant>,
    time: Option<TimeControl>,
    rated: Option<bool>,
    range: Option<RatingRange>,
}

impl Terms {
    /// The seek they make: standard chess, without a limit, rated, any
    /// opponent, unless said otherwise.
    fn sought(self) -> Command {
        Command::Seek(SeekStep::Seek(Sought {
            variant: self.variant.unwrap_or(Variant::Standard),
            time: self.time.unwrap_or_default(),
            rated: self.rated.unwrap_or(true),
            range: self.range,
        }))
    }
}

/// A rating range as written: `1400-1800`, `±200`, `+-200`, `+/-200`;
/// `None` when the word is written otherwise, the refusal when it is a
/// range but none a game can have.
fn range(word: &str) -> Option<Result<RatingRange, CommandError>> {
    let refused = || CommandError::Range(cut(word));
    let around = ["±", "+-", "+/-"]
        .iter()
        .find_map(|sign| word.strip_prefix(sign));
    if let Some(points) = around {
        if points.is_empty() || !points.chars().all(|c| c.is_ascii_digit()) {
            return Some(Err(refused()));
        }
        return Some(match points.parse::<u16>() {
            Ok(points) if (1..=MOST_AROUND).contains(&points) => Ok(RatingRange::Around(points)),
            _ => Err(refused()),
        });
    }
    let (low, high) = word.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if !digits(low) || !digits(high) {
        return None;
    }
    Some(match (low.parse::<u16>(), high.parse::<u16>()) {
        (Ok(low), Ok(high)) if low <= high && high <= MOST_RATING => {
            Ok(RatingRange::Between(low, high))
        }
        _ => Err(refused()),
    })
}

/// `seek [clock | days N | unlimited] [variant] [rated | casual]
/// [range]`, in any order; `seek cancel`; `seek` alone.
fn read_words(spec: &'static Spec, words: &Words<'_>) -> Result<Command, CommandError> {
    match words.args {
        [] => return Ok(Command::Seek(SeekStep::Pool)),
        [word] if CANCEL_WORDS.contains(&word.to_lowercase().as_str()) => {
            return Ok(Command::Seek(SeekStep::Cancel));
        }
        _ => {}
    }
    let twice = |what, first: String, second: String| CommandError::Twice {
        command: "seek",
        what,
        first: cut(&first),
        second: cut(&second),
    };
    let mut terms = Terms::default();
    let mut args = words.args.iter();
    while let Some(&word) = args.next() {
        let lower = word.to_lowercase();
        if let Some(read) = range(&lower) {
            let read = read?;
            if let Some(first) = terms.range {
                return Err(twice("ranges", first.to_string(), read.to_string()));
            }
            terms.range = Some(read);
            continue;
        }
        let time = if LiveClock::looks_like(&lower) || Speed::from_name(&lower).is_some() {
            Some(TimeControl::Live(named_clock(&lower)?))
        } else if lower == "unlimited" {
            Some(TimeControl::Unlimited)
        } else if lower == "days" {
            let number = args.next().copied().unwrap_or_default();
            Some(days(number)?)
        } else if let Some(number) = lower.strip_suffix('d')
            && number.parse::<u8>().is_ok()
        {
            Some(days(number)?)
        } else {
            None
        };
        if let Some(time) = time {
            if let Some(first) = terms.time {
                return Err(twice("time", written_time(first), written_time(time)));
            }
            terms.time = Some(time);
        } else if lower == "rated" || lower == "casual" {
            let rated = lower == "rated";
            if terms.rated.is_some_and(|first| first != rated) {
                return Err(twice("modes", "rated".into(), "casual".into()));
            }
            terms.rated = Some(rated);
        } else if let Some(variant) = Variant::from_name(word) {
            if let Some(first) = terms.variant {
                return Err(twice("variants", first.name().into(), word.into()));
            }
            terms.variant = Some(variant);
        } else {
            return Err(unexpected(
                spec.name,
                word,
                Some(
                    "it takes a clock like 5+3 or blitz, days N or unlimited, a variant, casual, and a rating range like 1400-1800 or ±200; or cancel",
                ),
            ));
        }
    }
    Ok(terms.sought())
}

/// A seek's slash options: the same terms as its words.
fn read_options(spec: &'static Spec, given: &[Given]) -> Result<Command, CommandError> {
    if given.is_empty() {
        return Ok(Command::Seek(SeekStep::Pool));
    }
    let mut terms = Terms::default();
    let mut cancel = false;
    for (option, value) in given {
        let time = match (option.term, value) {
            (Term::Withdraw, OptionValue::Flag(on)) => {
                cancel = *on;
                None
            }
            (Term::Clock, OptionValue::Text(text)) => Some(TimeControl::Live(named_clock(text)?)),
            (Term::Days, OptionValue::Number(n)) => Some(days(&n.to_string())?),
            (Term::Variant, OptionValue::Text(text)) => {
                terms.variant = Some(
                    Variant::from_name(text).ok_or_else(|| unexpected(spec.name, text, None))?,
                );
                None
            }
            (Term::Rated, OptionValue::Flag(on)) => {
                terms.rated = Some(*on);
                None
            }
            (Term::Range, OptionValue::Text(text)) => {
                let text = text.trim().to_lowercase();
                terms.range =
                    Some(range(&text).unwrap_or_else(|| Err(CommandError::Range(cut(&text))))?);
                None
            }
            _ => return Err(spec.unknown(option.name)),
        };
        if let Some(time) = time {
            if let Some(first) = terms.time {
                return Err(CommandError::Twice {
                    command: spec.name,
                    what: "time",
                    first: written_time(first),
                    second: written_time(time),
                });
            }
            terms.time = Some(time);
        }
    }
    if cancel {
        return Ok(Command::Seek(SeekStep::Cancel));
    }
    Ok(terms.sought())
}

/// Reads and writes `seek`.
static SEEKING: Family = Family {
    read: read_words,
    options: read_options,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Table;

    /// The table of the challenges' rows alone.
    static TABLE: Table = Table::new(&[&super::super::COMMANDS]);

    fn read(text: &str) -> Result<Command, String> {
        TABLE
            .parse(text)
            .map(|r| r.command)
            .map_err(|e| e.text().write(crate::model::Language::En))
    }

    fn seek(
        variant: Variant,
        time: TimeControl,
        rated: bool,
        range: Option<RatingRange>,
    ) -> Command {
        Command::Seek(SeekStep::Seek(Sought {
            variant,
            time,
            rated,
            range,
        }))
    }

    fn clock(text: &str) -> TimeControl {
        TimeControl::Live(LiveClock::parse(text).expect("a clock"))
    }

    #[test]
    fn a_seek_reads_its_terms_in_any_order_and_writes_them_back() {
        assert_eq!(read("seek"), Ok(Command::Seek(SeekStep::Pool)));
        for text in ["seek cancel", "поиск отмена", "/seek withdraw"] {
            assert_eq!(read(text), Ok(Command::Seek(SeekStep::Cancel)), "{text}");
        }
        assert_eq!(
            read("seek 5+3"),
            Ok(seek(Variant::Standard, clock("5+3"), true, None))
        );
        assert_eq!(
            read("поиск atomic casual 1400-1800 blitz"),
            Ok(seek(
                Variant::Atomic,
                TimeControl::Live(LiveClock::of_speed(Speed::Blitz)),
                false,
                Some(RatingRange::Between(1400, 1800))
            ))
        );
        assert_eq!(
            read("seek ±200 days 3"),
            Ok(seek(
                Variant::Standard,
                days("3").expect("days"),
                true,
                Some(RatingRange::Around(200))
            ))
        );
        assert_eq!(
            read("seek +-150 3d"),
            Ok(seek(
                Variant::Standard,
                days("3").expect("days"),
                true,
                Some(RatingRange::Around(150))
            ))
        );
        for command in [
            seek(Variant::Standard, clock("5+3"), true, None),
            seek(
                Variant::Immortal,
                clock("0.5+0"),
                false,
                Some(RatingRange::Around(300)),
            ),
            seek(
                Variant::Standard,
                days("7").expect("days"),
                true,
                Some(RatingRange::Between(1000, 2000)),
            ),
            seek(Variant::Football, TimeControl::Unlimited, true, None),
            Command::Seek(SeekStep::Cancel),
            Command::Seek(SeekStep::Pool),
        ] {
            let written = command.to_string();
            assert_eq!(read(&written), Ok(command), "{written}");
        }
    }

    #[test]
    fn a_seek_refuses_what_it_cannot_play_and_says_why() {
        for (text, says) in [
            ("seek 1800-1400", "1800-1400"),
            ("seek ±0", "±0"),
            ("seek ±5000", "±5000"),
            ("seek 100-9000", "100-9000"),
            ("seek 7+200", "7+200"),
            ("seek 5+3 10+0", "twice"),
            ("seek @bob", "@bob"),
            ("seek cancel 5+3", "cancel"),
            ("seek 5+3 1400-1500 ±100", "twice"),
        ] {
            let refusal = read(text).expect_err(text);
            assert!(
                refusal.contains(says) || refusal.contains("two"),
                "{text}: {refusal}"
            );
        }
    }

    #[test]
    fn discords_seek_reads_its_options_as_typed_words_would() {
        let options = |given: &[(&str, OptionValue)]| {
            let given: Vec<(String, OptionValue)> = given
                .iter()
                .map(|(name, value)| ((*name).to_owned(), value.clone()))
                .collect();
            TABLE.from_options("seek", &given).map(|r| r.command)
        };
        assert_eq!(options(&[]), Ok(Command::Seek(SeekStep::Pool)));
        assert_eq!(
            options(&[("cancel", OptionValue::Flag(true))]),
            Ok(Command::Seek(SeekStep::Cancel))
        );
        assert_eq!(
            options(&[
                ("clock", OptionValue::Text("5+3".into())),
                ("variant", OptionValue::Text("atomic".into())),
                ("rated", OptionValue::Flag(false)),
                ("range", OptionValue::Text(" 1200-1600 ".into())),
            ]),
            Ok(seek(
                Variant::Atomic,
                clock("5+3"),
                false,
                Some(RatingRange::Between(1200, 1600))
            ))
        );
        assert!(options(&[("range", OptionValue::Text("wide".into()))]).is_err());
    }
}
