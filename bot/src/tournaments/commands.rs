//! The tournament commands: `tournament` (what is on here; by a chat's
//! managers `tournament swiss 5 rounds blitz 5+3 starts 20:00`, `tournament
//! start #3`, `tournament cancel #3`), and `join`, `leave`, `withdraw`,
//! `standings`, `pairings`, each about the tournament its number names (or
//! the chat's one). A new tournament's terms read from words in any order,
//! or from the `create` subcommand's options, into the same plan; written
//! back canonically.

use kibitz_rules::Variant;

use crate::command::error::CommandError;
use crate::command::error::{cut, unexpected};
use crate::command::given::OptionValue;
use crate::command::live_clock::{LiveClock, Speed};
use crate::command::request::Command;
use crate::command::spec::{
    CLOCK, CUSTOM_CLOCK, Choices, DAYS, Family, Form, GAME, Given, OptionKind, OptionSpec, RATED,
    Reads, Spec, Term, VARIANT,
};
use crate::command::terms::{days, named_clock};
use crate::command::values::{
    DEFAULT_ARENA_MINUTES, DEFAULT_MINUTES_AHEAD, DEFAULT_SWISS_ROUNDS, Days, FEWEST_ARENA_MINUTES,
    FEWEST_SWISS_ROUNDS, MOST_ARENA_MINUTES, MOST_MINUTES_AHEAD, MOST_ROUND_DAYS,
    MOST_SWISS_ROUNDS, Starts, TimeControl, TournamentAsk, TournamentPlan,
};
use crate::command::words::time_of_day;
use crate::model::TournamentFormat;

/// The tournaments' commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 7] = [
    &TOURNAMENT,
    &JOIN,
    &LEAVE,
    &WITHDRAW,
    &BERSERK,
    &STANDINGS,
    &PAIRINGS,
];

/// `join`: into a tournament.
pub static JOIN: Spec = Spec::numbered(
    ("join", &["участвую", "вступить"]),
    &[TOURNAMENT_NUMBER],
    "help-join",
    Some("telegram-command-join"),
    "discord-command-join",
);

/// `leave`: a tournament not started.
pub static LEAVE: Spec = Spec::numbered(
    ("leave", &["выйти"]),
    &[TOURNAMENT_NUMBER],
    "help-join",
    None,
    "discord-command-leave",
);

/// `withdraw`: from a tournament under way.
pub static WITHDRAW: Spec = Spec::numbered(
    ("withdraw", &["сняться"]),
    &[TOURNAMENT_NUMBER],
    "help-join",
    None,
    "discord-command-withdraw",
);

/// `berserk`: halve one's clock in an arena game for a point more.
pub static BERSERK: Spec = Spec::numbered(
    ("berserk", &["берсерк"]),
    &[GAME],
    "help-join",
    None,
    "discord-command-berserk",
);

/// `standings`: a tournament's table.
pub static STANDINGS: Spec = Spec::numbered(
    ("standings", &["таблица"]),
    &[TOURNAMENT_NUMBER],
    "help-standings",
    Some("telegram-command-standings"),
    "discord-command-standings",
);

/// `pairings`: the boards of a tournament's round.
pub static PAIRINGS: Spec = Spec::numbered(
    ("pairings", &["пары"]),
    &[TOURNAMENT_NUMBER],
    "help-standings",
    None,
    "discord-command-pairings",
);

/// `tournament`: a tournament's number.
pub const TOURNAMENT_NUMBER: OptionSpec = OptionSpec {
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
pub static TOURNAMENT: Spec = Spec {
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
    reads: Reads::NumberLast,
    starts_games: false,
};

/// Reads and writes `tournament`.
static TOURNAMENTS: Family = Family {
    read: |_, words| read_words(words.args),
    options: read_options,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{CommandError, LiveClock, Table, TimeControl};
    use crate::model::{GameId, TournamentFormat, TournamentId};
    use kibitz_rules::Variant;

    /// The table of these rows alone.
    static TABLE: Table = Table::new(&[&COMMANDS]);

    #[test]
    fn a_new_tournament_reads_from_its_words_in_any_order() {
        let created = |text: &str| match TABLE.command(text) {
            Command::Tournament(TournamentAsk::Create(plan)) => plan,
            other => panic!("{text}: {other:?}"),
        };
        let plan = created("tournament swiss 5 rounds blitz 5+3 starts 20:00");
        assert_eq!(plan.format, TournamentFormat::Swiss);
        assert_eq!(plan.rounds, 5);
        assert_eq!(plan.variant, Variant::Standard);
        assert_eq!(
            plan.time,
            TimeControl::Live(LiveClock::parse("5+3").expect("a clock"))
        );
        assert_eq!(
            plan.starts,
            Starts::At(chrono::NaiveTime::from_hms_opt(20, 0, 0).expect("a time"))
        );
        assert!(plan.rated);
        // The same in another order, a speed alone, Russian words.
        assert_eq!(
            created("tournament starts 20:00 5+3 rounds 5 swiss blitz"),
            plan
        );
        assert_eq!(
            created("турнир швейцарка 5 туров blitz 5+3 начало 20:00"),
            plan
        );
        let robin = created("tournament round-robin double atomic days 2 every 10 days casual");
        assert_eq!(
            (robin.format, robin.rounds, robin.variant, robin.time.days()),
            (TournamentFormat::RoundRobin, 2, Variant::Atomic, Some(2))
        );
        assert_eq!((robin.round_days, robin.rated), (Some(10), false));
        assert_eq!(robin.starts, Starts::In(10), "ten minutes to join");
        // Defaults: seven rounds, three days a move.
        let plain = created("tournament swiss starts in 2 hours");
        assert_eq!((plain.rounds, plain.time.days()), (7, Some(3)));
        assert_eq!(plain.starts, Starts::In(120));
        assert_eq!(
            TABLE.command("tournament rapid swiss"),
            Command::Tournament(TournamentAsk::Create(TournamentPlan {
                time: TimeControl::Live(LiveClock::of_speed(Speed::Rapid)),
                starts: Starts::In(10),
                ..plain
            }))
        );
    }
    #[test]
    fn an_arena_reads_its_minutes_and_needs_a_clock() {
        let Command::Tournament(TournamentAsk::Create(plan)) =
            TABLE.command("tournament arena 45 minutes blitz 3+2 starts 20:00")
        else {
            panic!("an arena");
        };
        assert_eq!(
            (
                plan.format,
                plan.rounds,
                plan.time.clock().map(|c| c.to_string())
            ),
            (TournamentFormat::Arena, 45, Some("3+2".to_owned()))
        );
        let Command::Tournament(TournamentAsk::Create(plain)) =
            TABLE.command("турнир арена bullet")
        else {
            panic!("an arena");
        };
        assert_eq!(plain.rounds, 60, "an hour by default");
        assert_eq!(
            TABLE.parse("tournament arena"),
            Err(CommandError::ArenaClock)
        );
        assert_eq!(
            TABLE.parse("tournament arena days 3"),
            Err(CommandError::ArenaClock)
        );
        assert_eq!(
            TABLE.parse("tournament arena 5 minutes 3+2"),
            Err(CommandError::ArenaMinutes("5".into()))
        );
        assert_eq!(
            TABLE.parse("tournament swiss 60 minutes 3+2"),
            Err(CommandError::ArenaMinutes("60 minutes".into()))
        );
        assert_eq!(
            TABLE.parse("tournament arena 5 rounds 3+2"),
            Err(CommandError::ArenaMinutes("5 rounds".into()))
        );
        assert_eq!(
            TABLE.command("berserk #4"),
            crate::tournaments::commands::BERSERK.command()
        );
        assert_eq!(
            TABLE.parse("berserk 4").map(|r| r.game),
            Ok(Some(GameId(4)))
        );
    }
    #[test]
    fn what_a_tournament_cannot_be_is_refused_saying_what_it_can() {
        for (text, error) in [
            ("tournament 5 rounds blitz", CommandError::TournamentFormat),
            (
                "tournament swiss 2 rounds",
                CommandError::TournamentRounds("2".into()),
            ),
            (
                "tournament swiss 101 rounds",
                CommandError::TournamentRounds("101".into()),
            ),
            (
                "tournament round-robin 5 rounds",
                CommandError::TournamentRounds("5 rounds".into()),
            ),
            (
                "tournament swiss unlimited",
                CommandError::TournamentUnlimited,
            ),
            (
                "tournament swiss starts 25:00",
                CommandError::TournamentStarts("25:00".into()),
            ),
            (
                "tournament swiss starts in 40 days",
                CommandError::TournamentStarts("in 40 days".into()),
            ),
            (
                "tournament swiss days 3 every 61 days",
                CommandError::TournamentRoundDays("61".into()),
            ),
            (
                "tournament swiss 5+3 every 7 days",
                CommandError::TournamentRoundDays("every".into()),
            ),
            ("tournament swiss days 4", CommandError::Days("4".into())),
            (
                "tournament swiss 5+200",
                CommandError::Clock("5+200".into()),
            ),
        ] {
            assert_eq!(TABLE.parse(text), Err(error), "{text}");
        }
        assert!(matches!(
            TABLE.parse("tournament swiss round-robin"),
            Err(CommandError::Twice {
                what: "formats",
                ..
            })
        ));
        assert!(matches!(
            TABLE.parse("tournament swiss bullet 5+3"),
            Err(CommandError::Twice { what: "time", .. })
        ));
        assert!(matches!(
            TABLE.parse("tournament swiss #4"),
            Err(CommandError::UnexpectedWord { .. })
        ));
        assert!(matches!(
            TABLE.parse("tournament swiss penguins"),
            Err(CommandError::UnexpectedWord { .. })
        ));
    }
    #[test]
    fn a_number_after_a_tournament_command_names_the_tournament() {
        for (text, command) in [
            ("join #3", crate::tournaments::commands::JOIN.command()),
            ("join 3", crate::tournaments::commands::JOIN.command()),
            ("leave #3", crate::tournaments::commands::LEAVE.command()),
            (
                "withdraw 3",
                crate::tournaments::commands::WITHDRAW.command(),
            ),
            (
                "standings #3",
                crate::tournaments::commands::STANDINGS.command(),
            ),
            (
                "pairings #3",
                crate::tournaments::commands::PAIRINGS.command(),
            ),
            ("tournament #3", Command::Tournament(TournamentAsk::Show)),
            (
                "tournament start #3",
                Command::Tournament(TournamentAsk::Start),
            ),
            (
                "tournament cancel 3",
                Command::Tournament(TournamentAsk::Cancel),
            ),
        ] {
            let read = TABLE.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                (read.tournament, read.game, read.command),
                (Some(TournamentId(3)), None, command),
                "{text}"
            );
        }
        assert_eq!(TABLE.parse("join").map(|r| r.tournament), Ok(None));
        assert_eq!(
            TABLE.parse("join #99999999999999999999"),
            Err(CommandError::Number("#99999999999999999999".into()))
        );
        assert_eq!(
            TABLE.parse("standings 9223372036854775808"),
            Err(CommandError::NoSuchTournament(9_223_372_036_854_775_808))
        );
        // Only the chat's managers create, start and call off.
        assert!(
            TABLE
                .parse("tournament swiss")
                .is_ok_and(|r| r.changes_chat_settings())
        );
        assert!(
            TABLE
                .parse("tournament cancel")
                .is_ok_and(|r| r.changes_chat_settings())
        );
        assert!(
            !TABLE
                .parse("tournament")
                .is_ok_and(|r| r.changes_chat_settings())
        );
        assert!(!TABLE.parse("join").is_ok_and(|r| r.changes_chat_settings()));
    }
}
