//! How every command is written back as text, its word first: the payload
//! of a button, the example in a refusal. Reading what a command writes
//! gives it back (a test of each domain's rows checks it): the one writer
//! of the language every domain and adapter speaks, which needs no table.

use std::fmt;

use kibitz_rules::{Color, Variant};

use super::request::Command;
use super::values::{
    Conditional, DEFAULT_BOT_LEVEL, DailyPuzzle, ForgetStep, LinkStep, NotifySetting, ResignStep,
    SeekStep, Setting, Solve, StartFrom, Starts, TimeControl, TournamentAsk,
};
use crate::model::{ColorChoice, Language, TournamentFormat};
use crate::perf::Finished;

impl Command {
    /// The word it is written under: its row's in the table.
    pub fn word(&self) -> &'static str {
        match self {
            Command::Challenge { .. } => "challenge",
            Command::PlayBot { .. } => "play",
            Command::Decline | Command::DeclineOffer(_) => "decline",
            Command::Move(_) => "move",
            Command::Resign(_) => "resign",
            Command::Conditional(_) => "premove",
            Command::Vacation(_) => "vacation",
            Command::Forget(_) => "forget",
            Command::Link(_) => "link",
            Command::Unlink => "unlink",
            Command::Seek(_) => "seek",
            Command::Games { .. } => "games",
            Command::Profile(_) => "profile",
            Command::History { .. } => "history",
            Command::Top { .. } | Command::TopPuzzles { .. } => "top",
            Command::Analyse | Command::AnalyseRecord(_) => "analyse",
            Command::Puzzle(_) => "puzzle",
            Command::Solve(_) => "solve",
            Command::Help(_) => "help",
            Command::Rules(_) => "rules",
            Command::Set(_) => "set",
            Command::Notify(_) => "notify",
            Command::Tournament(_) => "tournament",
            Command::Numbered(row) => row.name,
        }
    }
}

impl fmt::Display for Command {
    /// The command as typed, canonically: its word, then its terms
    /// (`challenge @bob atomic white days 3`, `move Nf3`, `set theme
    /// blue`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())?;
        match self {
            Command::Challenge { .. } | Command::PlayBot { .. } => write_challenge(self, f),
            Command::Forget(_) => write_forget(self, f),
            Command::Games { .. }
            | Command::Profile(_)
            | Command::History { .. }
            | Command::Top { .. }
            | Command::TopPuzzles { .. } => write_listing(self, f),
            Command::Move(_)
            | Command::Conditional(_)
            | Command::Resign(_)
            | Command::Decline
            | Command::DeclineOffer(_) => write_playing(self, f),
            Command::Seek(_) => write_seek(self, f),
            Command::Set(_) | Command::Notify(_) | Command::Vacation(_) => write_setting(self, f),
            Command::Tournament(_) => write_tournament(self, f),
            Command::Link(LinkStep::Code(code)) => write!(f, " {code}"),
            Command::AnalyseRecord(record) => write!(f, " {}", record.as_str()),
            Command::Puzzle(Some(theme)) => write!(f, " {}", theme.name()),
            Command::Solve(Solve::Move { words, round }) => {
                write!(f, " {}", words.as_str())?;
                match round {
                    Some(round) => write!(f, " {ROUND_MARK}{round}"),
                    None => Ok(()),
                }
            }
            Command::Help(Some(topic)) => write!(f, " {}", topic.name()),
            Command::Rules(Some(variant)) => write!(f, " {}", variant.name()),
            _ => Ok(()),
        }
    }
}

/// The mark of the round a `solve` is for.
pub const ROUND_MARK: &str = "round:";

/// A challenge's terms, each written only when it is not the default.
fn write_terms(
    f: &mut fmt::Formatter<'_>,
    variant: Variant,
    color: ColorChoice,
    time: TimeControl,
) -> fmt::Result {
    if variant != Variant::Standard {
        write!(f, " {}", variant.name())?;
    }
    if color != ColorChoice::Random {
        write!(f, " {}", color.name())?;
    }
    if let Some(days) = time.days() {
        write!(f, " days {days}")?;
    }
    if let Some(clock) = time.clock() {
        write!(f, " {clock}")?;
    }
    Ok(())
}

/// Where a game starts, quoted: ` fen "…"`, ` moves "…"`.
fn write_start(f: &mut fmt::Formatter<'_>, start: Option<&StartFrom>) -> fmt::Result {
    match start {
        Some(start) => write!(f, " {} \"{}\"", start.word(), start.text()),
        None => Ok(()),
    }
}

/// Writes a challenge's terms (`@bob atomic white days 3`), or a game
/// against the bot's (`bot white level 5`).
fn write_challenge(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Challenge {
            opponent,
            variant,
            color,
            time,
            start,
            rated,
            link,
        } => {
            if let Some(opponent) = opponent {
                write!(f, " {}", opponent.as_str())?;
            }
            if *link {
                f.write_str(" link")?;
            }
            write_terms(f, *variant, *color, *time)?;
            write_start(f, start.as_ref())?;
            // A game from a set position is never rated, and says so by
            // its start.
            if !rated && start.is_none() {
                f.write_str(" casual")?;
            }
            Ok(())
        }
        Command::PlayBot {
            variant,
            color,
            time,
            level,
            start,
        } => {
            f.write_str(" bot")?;
            write_terms(f, *variant, *color, *time)?;
            if *level != DEFAULT_BOT_LEVEL {
                write!(f, " level {level}")?;
            }
            write_start(f, start.as_ref())
        }
        _ => Ok(()),
    }
}

/// What follows `forget`.
fn write_forget(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Forget(ForgetStep::Ask) => f.write_str(" me"),
        Command::Forget(ForgetStep::Confirm(player)) => write!(f, " confirm {player}"),
        Command::Forget(ForgetStep::Cancel) => f.write_str(" cancel"),
        _ => Ok(()),
    }
}

/// Writes what follows a listing's command.
fn write_listing(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Games { mine } => f.write_str(if *mine { " mine" } else { "" }),
        Command::Profile(Some(player)) => write!(f, " {}", player.as_str()),
        Command::History { player, of, page } => {
            if let Some(player) = player {
                write!(f, " {}", player.as_str())?;
            }
            match of {
                Finished::All => {}
                Finished::Variant(variant) => write!(f, " {}", variant.name())?,
                Finished::RatedAs(perf) => write!(f, " {}", perf.name())?,
            }
            write!(f, "{page}")
        }
        Command::Top { perf, global, page } => {
            if let Some(perf) = perf {
                write!(f, " {}", perf.name())?;
            }
            if *global {
                f.write_str(" global")?;
            }
            write!(f, "{page}")
        }
        Command::TopPuzzles { global, page } => {
            f.write_str(" puzzles")?;
            if *global {
                f.write_str(" global")?;
            }
            write!(f, "{page}")
        }
        _ => Ok(()),
    }
}

/// Writes what follows a game's command.
fn write_playing(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Move(words) => write!(f, " {}", words.as_str()),
        Command::Conditional(Conditional::Add(lines)) => write!(f, " {}", lines.as_str()),
        Command::Conditional(Conditional::Clear) => f.write_str(" clear"),
        Command::Conditional(Conditional::List) => f.write_str(" list"),
        Command::Resign(ResignStep::Ask) => f.write_str(" ask"),
        Command::Resign(ResignStep::Confirm(color)) => {
            write!(f, " confirm {}", color_name(*color))
        }
        Command::Resign(ResignStep::Cancel(color)) => write!(f, " cancel {}", color_name(*color)),
        Command::DeclineOffer(offer) => write!(f, " {}", offer.name()),
        _ => Ok(()),
    }
}

/// `white` or `black`, as commands write a side.
const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Writes what follows `seek`: `cancel`, or the seek's terms, each only
/// when it is not the default.
fn write_seek(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Seek(SeekStep::Cancel) => f.write_str(" cancel"),
        Command::Seek(SeekStep::Seek(sought)) => {
            if sought.time != TimeControl::Unlimited {
                write!(f, " {}", written_time(sought.time))?;
            }
            if sought.variant != Variant::Standard {
                write!(f, " {}", sought.variant.name())?;
            }
            if !sought.rated {
                f.write_str(" casual")?;
            }
            if let Some(range) = sought.range {
                write!(f, " {range}")?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Writes what follows a setting's command.
fn write_setting(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match command {
        Command::Set(Setting::Orientation(o)) => write!(f, " board {}", o.name()),
        Command::Set(Setting::Theme(theme)) => write!(f, " theme {}", theme.name()),
        Command::Set(Setting::Language(language)) => write!(f, " language {}", language.code()),
        Command::Set(Setting::ChatLanguage(language)) => {
            write!(f, " chat {}", language.map_or("off", Language::code))
        }
        Command::Set(Setting::Games(place)) => write!(f, " games {}", place.name()),
        Command::Set(Setting::DailyPuzzle(DailyPuzzle::On(None))) => write!(f, " daily puzzle on"),
        Command::Set(Setting::DailyPuzzle(DailyPuzzle::On(Some(at)))) => {
            write!(f, " daily puzzle on {}", at.format("%H:%M"))
        }
        Command::Set(Setting::DailyPuzzle(DailyPuzzle::Off)) => write!(f, " daily puzzle off"),
        Command::Notify(Some(NotifySetting::DirectMessages(on))) => {
            write!(f, " dm {}", on_off(*on))
        }
        Command::Notify(Some(NotifySetting::Digest(on))) => write!(f, " digest {}", on_off(*on)),
        Command::Vacation(Some(on)) => write!(f, " {}", on_off(*on)),
        _ => Ok(()),
    }
}

/// `on` or `off`.
const fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// Writes what follows `tournament`: `start`, `cancel`, or a new
/// tournament's terms, each only when it is not the default.
fn write_tournament(command: &Command, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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

/// A time control as a seek writes it.
pub fn written_time(time: TimeControl) -> String {
    match time {
        TimeControl::Unlimited => "unlimited".into(),
        TimeControl::DaysPerMove(days) => format!("days {}", days.get()),
        TimeControl::Live(clock) => clock.to_string(),
    }
}
