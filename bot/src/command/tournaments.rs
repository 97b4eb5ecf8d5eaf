//! The tournament commands: `tournament` (what is on here; by a chat's
//! managers `tournament swiss 5 rounds blitz 5+3 starts 20:00`, `tournament
//! start #3`, `tournament cancel #3`), and `join`, `leave`, `withdraw`,
//! `standings`, `pairings`, each about the tournament its number names (or
//! the chat's one). A new tournament's terms read from words in any order,
//! or from the `create` subcommand's options, into the same plan; written
//! back canonically.

use std::fmt;

use kibitz_rules::Variant;

use super::challenge::{days, named_clock};
use super::error::CommandError;
use super::given::OptionValue;
use super::live_clock::{LiveClock, Speed};
use super::request::{
    Command, DEFAULT_ARENA_MINUTES, DEFAULT_MINUTES_AHEAD, DEFAULT_SWISS_ROUNDS, Days,
    FEWEST_ARENA_MINUTES, FEWEST_SWISS_ROUNDS, MOST_ARENA_MINUTES, MOST_MINUTES_AHEAD,
    MOST_ROUND_DAYS, MOST_SWISS_ROUNDS, Starts, TimeControl, TournamentAsk, TournamentPlan,
};
use super::spec::{
    CLOCK, CUSTOM_CLOCK, Choices, DAYS, Family, Form, Given, OptionKind, OptionSpec, RATED, Spec,
    Term, VARIANT,
};
use super::words::{cut, time_of_day, unexpected};
use crate::model::TournamentFormat;

/// `tournament`: a tournament's number.
pub(super) const TOURNAMENT_NUMBER: OptionSpec = OptionSpec {
    name: "tournament",
    description: "discord-option-tournament",
    kind: OptionKind::Number { suggested: false },
    term: Term::Tournament,
};

/// The `create` subcommand's options: the format first (Discord lists a
/// required option before the others).
const CREATE_OPTIONS: [OptionSpec; 11] = [
    OptionSpec {
        name: "format",
        description: "discord-option-tournament-format",
        kind: OptionKind::Choice {
            choices: Choices::TournamentFormats,
            required: true,
        },
        term: Term::Format,
    },
    OptionSpec {
        name: "rounds",
        description: "discord-option-tournament-rounds",
        kind: OptionKind::Number { suggested: false },
        term: Term::Rounds,
    },
    OptionSpec {
        name: "minutes",
        description: "discord-option-tournament-minutes",
        kind: OptionKind::Number { suggested: false },
        term: Term::Minutes,
    },
    OptionSpec {
        name: "double",
        description: "discord-option-tournament-double",
        kind: OptionKind::Flag,
        term: Term::Double,
    },
    VARIANT,
    CLOCK,
    CUSTOM_CLOCK,
    DAYS,
    OptionSpec {
        name: "round-days",
        description: "discord-option-tournament-round-days",
        kind: OptionKind::Number { suggested: false },
        term: Term::RoundDays,
    },
    OptionSpec {
        name: "starts",
        description: "discord-option-tournament-starts",
        kind: OptionKind::Lines { max: 24 },
        term: Term::Starts,
    },
    RATED,
];

/// `tournament`'s subcommands.
const SUBCOMMANDS: [OptionSpec; 4] = [
    OptionSpec {
        name: "show",
        description: "discord-option-tournament-show",
        kind: OptionKind::Sub(&[TOURNAMENT_NUMBER]),
        term: Term::Setting,
    },
    OptionSpec {
        name: "create",
        description: "discord-option-tournament-create",
        kind: OptionKind::Sub(&CREATE_OPTIONS),
        term: Term::Setting,
    },
    OptionSpec {
        name: "start",
        description: "discord-option-tournament-start",
        kind: OptionKind::Sub(&[TOURNAMENT_NUMBER]),
        term: Term::Setting,
    },
    OptionSpec {
        name: "cancel",
        description: "discord-option-tournament-cancel",
        kind: OptionKind::Sub(&[TOURNAMENT_NUMBER]),
        term: Term::Setting,
    },
];

/// `tournament`: what is on here, or a manager's new tournament, early
/// start or calling off.
pub(super) static TOURNAMENT: Spec = Spec {
    name: "tournament",
    words: &["турнир"],
    alias_of: None,
    help: "help-tournament",
    telegram: Some("telegram-command-tournament"),
    discord: Some("discord-command-tournament"),
    options: &SUBCOMMANDS,
    form: Form::Family {
        family: &TOURNAMENTS,
        owns: |command| matches!(command, Command::Tournament(_)),
    },
};

/// Reads and writes `tournament`.
static TOURNAMENTS: Family = Family {
    read: |_, words| read_words(words.args),
    options: read_options,
    write,
};

/// The words of the formats a tournament may be created in, by format.
const FORMAT_WORDS: [(&str, TournamentFormat); 9] = [
    ("arena", TournamentFormat::Arena),
    ("арена", TournamentFormat::Arena),
    ("swiss", TournamentFormat::Swiss),
    ("швейцарка", TournamentFormat::Swiss),
    ("швейцарский", TournamentFormat::Swiss),
    ("round-robin", TournamentFormat::RoundRobin),
    ("roundrobin", TournamentFormat::RoundRobin),
    ("robin", TournamentFormat::RoundRobin),
    ("круговой", TournamentFormat::RoundRobin),
];

/// The words that make a round-robin a double one.
const DOUBLE_WORDS: [&str; 3] = ["double", "двойной", "двухкруговой"];

/// The words for rounds, after or before their number.
const ROUND_WORDS: [&str; 7] = [
    "rounds",
    "round",
    "тур",
    "тура",
    "туров",
    "раундов",
    "раунда",
];

/// The words for minutes and hours after `starts in N`.
const MINUTE_WORDS: [&str; 6] = ["minutes", "minute", "min", "m", "минут", "мин"];
const HOUR_WORDS: [&str; 6] = ["hours", "hour", "h", "час", "часа", "часов"];

/// What follows `tournament`: nothing (what is on here), `start`,
/// `cancel`, or a new tournament's terms.
fn read_words(args: &[&str]) -> Result<Command, CommandError> {
    let ask = match args {
        [] => TournamentAsk::Show,
        [word] if is_one_of(word, &["show", "info", "list"]) => TournamentAsk::Show,
        [word] if is_one_of(word, &["start", "начать", "старт"]) => TournamentAsk::Start,
        [word] if is_one_of(word, &["cancel", "отменить", "отмена"]) => {
            TournamentAsk::Cancel
        }
        args => TournamentAsk::Create(plan(args)?),
    };
    Ok(Command::Tournament(ask))
}

/// Whether a word is one of `words`, in any case.
fn is_one_of(word: &str, words: &[&str]) -> bool {
    words.contains(&word.to_lowercase().as_str())
}

/// A new tournament's terms as given, each at most once.
#[derive(Default)]
struct Terms {
    format: Option<TournamentFormat>,
    double: bool,
    rounds: Option<u8>,
    minutes: Option<u16>,
    variant: Option<Variant>,
    speed: Option<Speed>,
    time: Option<TimeControl>,
    round_days: Option<u8>,
    starts: Option<Starts>,
    rated: Option<bool>,
}

impl Terms {
    /// The plan they make: a format is needed; rounds are a Swiss's; a
    /// speed named with a clock must be the clock's.
    fn plan(self) -> Result<TournamentPlan, CommandError> {
        let format = self.format.ok_or(CommandError::TournamentFormat)?;
        let arena = format == TournamentFormat::Arena;
        if self.minutes.is_some() && !arena {
            return Err(CommandError::ArenaMinutes(format!(
                "{} minutes",
                self.minutes.unwrap_or_default()
            )));
        }
        let rounds = match (format, self.rounds, self.double) {
            (TournamentFormat::Arena, None, false) => self.minutes.unwrap_or(DEFAULT_ARENA_MINUTES),
            (TournamentFormat::Arena, _, _) => {
                return Err(CommandError::ArenaMinutes(if self.double {
                    "double".into()
                } else {
                    format!("{} rounds", self.rounds.unwrap_or_default())
                }));
            }
            (TournamentFormat::Swiss, _, true) => {
                return Err(unexpected(
                    "tournament",
                    "double",
                    Some("round-robin double"),
                ));
            }
            (TournamentFormat::Swiss, rounds, false) => {
                u16::from(rounds.unwrap_or(DEFAULT_SWISS_ROUNDS))
            }
            (_, Some(rounds), _) => {
                return Err(CommandError::TournamentRounds(format!("{rounds} rounds")));
            }
            (_, None, double) => 1 + u16::from(double),
        };
        let time = match (self.time, self.speed) {
            (Some(TimeControl::Live(clock)), Some(speed)) if clock.speed() != speed => {
                return Err(CommandError::Twice {
                    command: "tournament",
                    what: "time",
                    first: speed.name().to_owned(),
                    second: clock.to_string(),
                });
            }
            (Some(TimeControl::DaysPerMove(days)), Some(speed)) => {
                return Err(CommandError::Twice {
                    command: "tournament",
                    what: "time",
                    first: speed.name().to_owned(),
                    second: format!("days {}", days.get()),
                });
            }
            (Some(time), _) => time,
            (None, Some(speed)) => TimeControl::Live(LiveClock::of_speed(speed)),
            (None, None) if arena => return Err(CommandError::ArenaClock),
            (None, None) => TimeControl::DaysPerMove(Days::TOURNAMENT_DEFAULT),
        };
        if arena && time.clock().is_none() {
            return Err(CommandError::ArenaClock);
        }
        if self.round_days.is_some() && time.clock().is_some() {
            return Err(CommandError::TournamentRoundDays("every".into()));
        }
        Ok(TournamentPlan {
            format,
            rounds,
            variant: self.variant.unwrap_or(Variant::Standard),
            time,
            round_days: self.round_days,
            starts: self.starts.unwrap_or(Starts::In(DEFAULT_MINUTES_AHEAD)),
            rated: self.rated.unwrap_or(true),
        })
    }
}

/// A new tournament's words, in any order: `swiss 5 rounds blitz 5+3
/// starts 20:00`, `round-robin double atomic days 2 every 10 days`.
fn plan(args: &[&str]) -> Result<TournamentPlan, CommandError> {
    let mut terms = Terms::default();
    let twice = |what, first: String, second: &str| CommandError::Twice {
        command: "tournament",
        what,
        first,
        second: cut(second),
    };
    let mut words = args.iter().copied().peekable();
    while let Some(word) = words.next() {
        let lower = word.to_lowercase();
        if let Some(&(_, format)) = FORMAT_WORDS.iter().find(|(w, _)| *w == lower) {
            if let Some(first) = terms.format {
                return Err(twice("formats", first.name().to_owned(), word));
            }
            terms.format = Some(format);
        } else if DOUBLE_WORDS.contains(&lower.as_str()) {
            terms.double = true;
            if terms.format.is_none() {
                terms.format = Some(TournamentFormat::RoundRobin);
            }
        } else if lower.bytes().all(|b| b.is_ascii_digit())
            && words
                .peek()
                .is_some_and(|next| is_one_of(next, &ROUND_WORDS))
        {
            words.next();
            set_rounds(&mut terms, word)?;
        } else if lower.bytes().all(|b| b.is_ascii_digit())
            && words
                .peek()
                .is_some_and(|next| is_one_of(next, &MINUTE_WORDS))
        {
            words.next();
            set_minutes(&mut terms, word)?;
        } else if is_one_of(&lower, &ROUND_WORDS) {
            let number = words.next().unwrap_or_default();
            set_rounds(&mut terms, number)?;
        } else if lower == "every" || lower == "каждые" || lower == "каждый" {
            let number = words.next().unwrap_or_default();
            let unit = words.next().unwrap_or_default();
            if !is_one_of(unit, &["days", "day", "дней", "дня", "день"]) {
                return Err(CommandError::TournamentRoundDays(cut(&format!(
                    "{word} {number} {unit}"
                ))));
            }
            let days = number
                .parse::<u8>()
                .ok()
                .filter(|d| (1..=MOST_ROUND_DAYS).contains(d))
                .ok_or_else(|| CommandError::TournamentRoundDays(cut(number)))?;
            if terms.round_days.is_some() {
                return Err(twice("round lengths", "every".into(), word));
            }
            terms.round_days = Some(days);
        } else if lower == "starts" || lower == "start" || lower == "начало" {
            let starts = match words.next() {
                Some(next) if is_one_of(next, &["in", "через"]) => {
                    let number = words.next().unwrap_or_default();
                    let unit = words.next().unwrap_or_default();
                    starts_in(number, unit)?
                }
                Some(next) => Starts::At(
                    time_of_day(next).ok_or_else(|| CommandError::TournamentStarts(cut(next)))?,
                ),
                None => return Err(CommandError::TournamentStarts(String::new())),
            };
            if terms.starts.is_some() {
                return Err(twice("starts", "starts".into(), word));
            }
            terms.starts = Some(starts);
        } else if lower == "casual" || lower == "rated" {
            let rated = lower == "rated";
            if terms.rated.is_some_and(|first| first != rated) {
                return Err(twice("modes", "rated".into(), "casual"));
            }
            terms.rated = Some(rated);
        } else if let Some(speed) = Speed::from_name(&lower) {
            if let Some(first) = terms.speed {
                return Err(twice("speeds", first.name().to_owned(), word));
            }
            terms.speed = Some(speed);
        } else if LiveClock::looks_like(&lower) {
            let clock = LiveClock::parse(&lower).ok_or_else(|| CommandError::Clock(cut(word)))?;
            set_time(&mut terms, TimeControl::Live(clock), word)?;
        } else if lower == "days"
            || lower.ends_with('d') && lower[..lower.len() - 1].parse::<u8>().is_ok()
        {
            let number = if lower == "days" {
                words.next().unwrap_or_default()
            } else {
                &word[..word.len() - 1]
            };
            set_time(&mut terms, days(number)?, word)?;
        } else if lower == "unlimited" {
            return Err(CommandError::TournamentUnlimited);
        } else if let Some(variant) = Variant::from_name(word) {
            if let Some(first) = terms.variant {
                return Err(twice("variants", first.name().to_owned(), word));
            }
            terms.variant = Some(variant);
        } else {
            return Err(unexpected(
                "tournament",
                word,
                Some(
                    "swiss|round-robin, N rounds, double, a variant, a clock, days N, every N days, starts HH:MM, casual",
                ),
            ));
        }
    }
    terms.plan()
}

/// Notes an arena's minutes, within lichess's bounds.
fn set_minutes(terms: &mut Terms, number: &str) -> Result<(), CommandError> {
    let minutes = number
        .parse::<u16>()
        .ok()
        .filter(|n| (FEWEST_ARENA_MINUTES..=MOST_ARENA_MINUTES).contains(n))
        .ok_or_else(|| CommandError::ArenaMinutes(cut(number)))?;
    if let Some(first) = terms.minutes {
        return Err(CommandError::Twice {
            command: "tournament",
            what: "minutes",
            first: first.to_string(),
            second: minutes.to_string(),
        });
    }
    terms.minutes = Some(minutes);
    Ok(())
}

/// Notes a Swiss's rounds, from 3 to 100.
fn set_rounds(terms: &mut Terms, number: &str) -> Result<(), CommandError> {
    let rounds = number
        .parse::<u8>()
        .ok()
        .filter(|n| (FEWEST_SWISS_ROUNDS..=MOST_SWISS_ROUNDS).contains(n))
        .ok_or_else(|| CommandError::TournamentRounds(cut(number)))?;
    if let Some(first) = terms.rounds {
        return Err(CommandError::Twice {
            command: "tournament",
            what: "rounds",
            first: first.to_string(),
            second: rounds.to_string(),
        });
    }
    terms.rounds = Some(rounds);
    Ok(())
}

/// Notes the time of its games: a clock or days per move, once.
fn set_time(terms: &mut Terms, time: TimeControl, word: &str) -> Result<(), CommandError> {
    if let Some(first) = terms.time {
        return Err(CommandError::Twice {
            command: "tournament",
            what: "time",
            first: first.clock().map_or_else(
                || format!("days {}", first.days().unwrap_or(0)),
                |c| c.to_string(),
            ),
            second: cut(word),
        });
    }
    terms.time = Some(time);
    Ok(())
}

/// `starts in N minutes|hours`, at most thirty days ahead.
fn starts_in(number: &str, unit: &str) -> Result<Starts, CommandError> {
    let refused = || CommandError::TournamentStarts(cut(&format!("in {number} {unit}")));
    let n: u32 = number.parse().map_err(|_| refused())?;
    let minutes = if is_one_of(unit, &MINUTE_WORDS) {
        Some(n)
    } else if is_one_of(unit, &HOUR_WORDS) {
        n.checked_mul(60)
    } else {
        None
    };
    minutes
        .filter(|m| (1..=MOST_MINUTES_AHEAD).contains(m))
        .map(Starts::In)
        .ok_or_else(refused)
}

/// `tournament`'s slash options: a subcommand, its number taken out by
/// the options reader, `create`'s options filling the same terms as its
/// words.
fn read_options(spec: &'static Spec, given: &[Given]) -> Result<Command, CommandError> {
    let [(option, OptionValue::Sub(inner))] = given else {
        return match given.first() {
            Some((option, _)) => Err(spec.unknown(option.name)),
            None => Ok(Command::Tournament(TournamentAsk::Show)),
        };
    };
    let ask = match option.name {
        "show" => TournamentAsk::Show,
        "start" => TournamentAsk::Start,
        "cancel" => TournamentAsk::Cancel,
        "create" => TournamentAsk::Create(create_options(inner)?),
        other => return Err(spec.unknown(other)),
    };
    if !matches!(ask, TournamentAsk::Create(_))
        && let Some((name, _)) = inner.first()
    {
        return Err(spec.unknown(name));
    }
    Ok(Command::Tournament(ask))
}

/// The `create` subcommand's options into a plan.
fn create_options(inner: &[(String, OptionValue)]) -> Result<TournamentPlan, CommandError> {
    let mut terms = Terms::default();
    let unknown = |name: &str| CommandError::UnknownOption {
        command: "tournament",
        option: cut(name),
    };
    for (name, value) in inner {
        let term = CREATE_OPTIONS
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.term)
            .ok_or_else(|| unknown(name))?;
        match (term, value) {
            (Term::Format, OptionValue::Text(text)) => {
                let format = FORMAT_WORDS
                    .iter()
                    .find(|(w, _)| *w == text.to_lowercase())
                    .map(|&(_, f)| f)
                    .ok_or(CommandError::TournamentFormat)?;
                terms.format = Some(format);
            }
            (Term::Rounds, OptionValue::Number(n)) => set_rounds(&mut terms, &n.to_string())?,
            (Term::Double, OptionValue::Flag(on)) => terms.double = *on,
            (Term::Minutes, OptionValue::Number(n)) => set_minutes(&mut terms, &n.to_string())?,
            (Term::Variant, OptionValue::Text(text)) => {
                terms.variant = Some(
                    Variant::from_name(text).ok_or_else(|| unexpected("tournament", text, None))?,
                );
            }
            (Term::Clock, OptionValue::Text(text)) => {
                set_time(&mut terms, TimeControl::Live(named_clock(text)?), text)?;
            }
            (Term::Days, OptionValue::Number(n)) => {
                set_time(&mut terms, days(&n.to_string())?, &format!("days {n}"))?;
            }
            (Term::RoundDays, OptionValue::Number(n)) => {
                terms.round_days = Some(
                    u8::try_from(*n)
                        .ok()
                        .filter(|d| (1..=MOST_ROUND_DAYS).contains(d))
                        .ok_or_else(|| CommandError::TournamentRoundDays(n.to_string()))?,
                );
            }
            (Term::Starts, OptionValue::Text(text)) => {
                let words: Vec<&str> = text.split_whitespace().collect();
                terms.starts = Some(match words.as_slice() {
                    [word] => Starts::At(
                        time_of_day(word)
                            .ok_or_else(|| CommandError::TournamentStarts(cut(text)))?,
                    ),
                    [into, number, unit] if is_one_of(into, &["in", "через"]) => {
                        starts_in(number, unit)?
                    }
                    [number, unit] => starts_in(number, unit)?,
                    _ => return Err(CommandError::TournamentStarts(cut(text))),
                });
            }
            (Term::Rated, OptionValue::Flag(on)) => terms.rated = Some(*on),
            _ => return Err(unknown(name)),
        }
    }
    terms.plan()
}

/// Writes what follows `tournament`: `start`, `cancel`, or a new
/// tournament's terms, each only when it is not the default.
fn write(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let Command::Tournament(ask) = command else {
        return Ok(());
    };
    let plan = match ask {
        TournamentAsk::Show => return Ok(()),
        TournamentAsk::Start => return f.write_str(" start"),
        TournamentAsk::Cancel => return f.write_str(" cancel"),
        TournamentAsk::Create(plan) => plan,
    };
    write!(f, " {}", plan.format.name())?;
    match plan.format {
        TournamentFormat::Swiss => write!(f, " {} rounds", plan.rounds)?,
        TournamentFormat::Arena => write!(f, " {} minutes", plan.rounds)?,
        TournamentFormat::RoundRobin if plan.rounds > 1 => f.write_str(" double")?,
        TournamentFormat::RoundRobin => {}
    }
    if plan.variant != Variant::Standard {
        write!(f, " {}", plan.variant.name())?;
    }
    match plan.time {
        TimeControl::Live(clock) => write!(f, " {clock}")?,
        TimeControl::DaysPerMove(days) => write!(f, " days {}", days.get())?,
        TimeControl::Unlimited => {}
    }
    if let Some(days) = plan.round_days {
        write!(f, " every {days} days")?;
    }
    match plan.starts {
        Starts::At(at) => write!(f, " starts {}", at.format("%H:%M"))?,
        Starts::In(minutes) => write!(f, " starts in {minutes} minutes")?,
    }
    if !plan.rated {
        f.write_str(" casual")?;
    }
    Ok(())
}
