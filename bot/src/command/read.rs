//! Typed text into a [`Request`]: `move e4 #12`, `/challenge@kibitzbot
//! @bob crazyhouse days 3`. Reading never consults the database; a bad
//! message gets a [`CommandError`] that says exactly what was wrong.

use crate::model::{ColorChoice, Language, Orientation, Theme};
use std::str::FromStr;

use kibitz_engine::Level;
use kibitz_rules::{Color, Variant};

use super::error::CommandError;
use super::request::{
    CLOSING_QUOTES, Command, DEFAULT_BOT_LEVEL, Days, GamesPlace, MAX_COMMAND_CHARS, Mention,
    MoveWords, NotifySetting, Offer, Page, Premove, PremoveLines, QUOTES, Request, ResignStep,
    SetUpText, Setting, StartFrom, TimeControl, is_bot_name, is_invisible,
};
use super::table::{ALIASES, COMMANDS, Verb};

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
    let marked = Marked::read(message)?;
    let words: Vec<&str> = marked.words.iter().map(String::as_str).collect();
    let Some((&first, args)) = words.split_first() else {
        return Err(CommandError::Empty);
    };
    let verb = command_word(first)?;
    // A bare number after a command that takes nothing but a game is that
    // game: `pgn 2` as `pgn #2`.
    let mut number = marked.number;
    let args = match args {
        [word] if number.is_none() && takes_only_a_game(verb) && is_number(word) => {
            number = Some(read_number(word, word)?);
            &[][..]
        }
        _ => args,
    };
    let command = match verb {
        Verb::Challenge | Verb::Play => challenge(args, &names_bot)?,
        // A move in quotes is the move.
        Verb::Move => Command::Move(move_words(
            &args
                .iter()
                .map(|w| unquoted(w))
                .collect::<Vec<_>>()
                .join(" "),
        )?),
        Verb::Help => Command::Help(match args {
            [] => None,
            [topic, ..] => Some(help_topic(topic)?),
        }),
        Verb::Rules => Command::Rules(match args {
            [] => None,
            [name] => {
                Some(
                    Variant::from_name(name).ok_or_else(|| CommandError::UnexpectedWord {
                        command: "rules",
                        word: cut(name),
                        expected: Some("a variant, for example `rules crazyhouse`"),
                    })?,
                )
            }
            [_, extra, ..] => return Err(unexpected("rules", extra, None)),
        }),
        Verb::Set => Command::Set(match args {
            [what, value] => setting(what, value)?,
            _ => return Err(CommandError::Setting),
        }),
        Verb::Notify => Command::Notify(match args {
            [] => None,
            [word] if word.eq_ignore_ascii_case("status") => None,
            [what, value] => Some(notify_setting(what, value)?),
            _ => return Err(CommandError::Notify),
        }),
        Verb::Accept => alone(verb, args, Command::Accept)?,
        Verb::Decline => match args {
            [] => Command::Decline,
            [word] if word.eq_ignore_ascii_case("draw") => Command::DeclineOffer(Offer::Draw),
            [word] if word.eq_ignore_ascii_case("takeback") => {
                Command::DeclineOffer(Offer::Takeback)
            }
            [extra, ..] => return Err(unexpected("decline", extra, None)),
        },
        Verb::Cancel => alone(verb, args, Command::Cancel)?,
        Verb::Board => alone(verb, args, Command::Board)?,
        Verb::Draw => alone(verb, args, Command::Draw)?,
        Verb::Resign => Command::Resign(resign_step(args)?),
        Verb::Takeback => alone(verb, args, Command::Takeback)?,
        Verb::Abort => alone(verb, args, Command::Abort)?,
        Verb::MoreTime => alone(verb, args, Command::MoreTime)?,
        Verb::Page => alone(verb, args, Command::Page)?,
        Verb::Premove => Command::Premove(premove(args)?),
        Verb::Vacation => Command::Vacation(match args {
            [] => None,
            [word] if word.eq_ignore_ascii_case("status") => None,
            [word] => Some(switch(word).ok_or_else(|| {
                unexpected("vacation", word, Some("`vacation on` or `vacation off`"))
            })?),
            [_, extra, ..] => return Err(unexpected("vacation", extra, None)),
        }),
        Verb::Claim => alone(verb, args, Command::Claim)?,
        Verb::Games => match args {
            [] => Command::Games { mine: false },
            [word] if word.eq_ignore_ascii_case("mine") => Command::Games { mine: true },
            [extra, ..] => return Err(unexpected("games", extra, Some("mine"))),
        },
        Verb::Profile => match args {
            [] => Command::Profile(None),
            [word] if is_bot_name(word) => return Err(CommandError::BotHasNoProfile),
            [word] => Command::Profile(Some(
                Mention::new(word).ok_or_else(|| unexpected("profile", word, Some("@user")))?,
            )),
            [_, extra, ..] => return Err(unexpected("profile", extra, None)),
        },
        Verb::History => listing(verb, args)?,
        Verb::Top => listing(verb, args)?,
        Verb::Rematch => alone(verb, args, Command::Rematch)?,
        Verb::Gif => alone(verb, args, Command::Gif)?,
        Verb::Pgn => alone(verb, args, Command::Pgn)?,
        Verb::Fen => alone(verb, args, Command::Fen)?,
    };
    let mut request = Request::new(command).numbered(number)?;
    request.ply = marked.ply;
    Ok(request)
}

/// A game's or challenge's number, written in `word` as `digits`.
pub(super) fn read_number(digits: &str, word: &str) -> Result<u64, CommandError> {
    digits
        .parse::<u64>()
        .map_err(|_| CommandError::Number(cut(word)))
}

/// Whether a command takes nothing but (at most) a game's number.
fn takes_only_a_game(verb: Verb) -> bool {
    matches!(
        verb,
        Verb::Accept
            | Verb::Decline
            | Verb::Cancel
            | Verb::Board
            | Verb::Draw
            | Verb::Resign
            | Verb::Takeback
            | Verb::Abort
            | Verb::MoreTime
            | Verb::Page
            | Verb::Claim
            | Verb::Rematch
            | Verb::Gif
            | Verb::Pgn
            | Verb::Fen
    )
}

/// Whether a word is a number written in digits alone.
fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

impl FromStr for Request {
    type Err = CommandError;

    /// Reads a request as [`Request`]'s `Display` writes it (and as people
    /// type commands).
    fn from_str(text: &str) -> Result<Request, CommandError> {
        parse(text)
    }
}

/// A text's words, with the game and `ply:` marks taken out wherever they
/// stand.
pub(super) struct Marked {
    /// `#12` or `game:12`: a game's or a challenge's number.
    pub number: Option<u64>,
    /// `ply:N`.
    pub ply: Option<u32>,
    /// The other words, in order.
    pub words: Vec<String>,
}

impl Marked {
    /// Reads a text's marks and words. Zero-width characters, which chat
    /// clients do not show, are dropped; other control characters, which
    /// no command holds, are refused.
    pub(super) fn read(message: &str) -> Result<Marked, CommandError> {
        let chars = message.chars().count();
        if chars > MAX_COMMAND_CHARS {
            return Err(CommandError::TooLong { chars });
        }
        let cleaned: String = message.chars().filter(|&c| !is_invisible(c)).collect();
        if cleaned
            .chars()
            .any(|c| c.is_control() && !c.is_whitespace())
        {
            return Err(CommandError::ControlCharacters);
        }
        let mut marked = Marked {
            number: None,
            ply: None,
            words: Vec::new(),
        };
        let mut words = cleaned.split_whitespace();
        while let Some(word) = words.next() {
            // A quoted span (a position, a line of moves) is one word, kept
            // with its quotes, and no marks are read inside it.
            if word.starts_with(QUOTES) {
                let mut span = word.to_owned();
                let mut closed = word.chars().count() > 1 && word.ends_with(CLOSING_QUOTES);
                while !closed {
                    let Some(next) = words.next() else {
                        break;
                    };
                    span.push(' ');
                    span.push_str(next);
                    closed = next.ends_with(CLOSING_QUOTES);
                }
                marked.words.push(span);
                continue;
            }
            let id = word
                .strip_prefix('#')
                .or_else(|| word.strip_prefix("game:"))
                .filter(|rest| !rest.is_empty());
            if let Some(digits) = id {
                marked.name_number(read_number(digits, word)?)?;
            } else if let Some(number) = word.strip_prefix("ply:") {
                marked.ply = Some(
                    number
                        .parse::<u32>()
                        .map_err(|_| CommandError::Ply(cut(word)))?,
                );
            } else {
                marked.words.push(word.to_owned());
            }
        }
        Ok(marked)
    }

    /// Notes the number named; naming two is refused.
    pub(super) fn name_number(&mut self, number: u64) -> Result<(), CommandError> {
        if let Some(previous) = self.number
            && previous != number
        {
            return Err(CommandError::TwoNumbers(previous, number));
        }
        self.number = Some(number);
        Ok(())
    }
}

/// A message that is no command but reads as a move (`e4`, `Nf3`, `e2 e4`,
/// with no `/` and at most two words): the move request it makes, for no
/// game in particular.
pub fn bare_move(message: &str) -> Option<Request> {
    let text = message.trim();
    let first = text.split_whitespace().next()?;
    if text.starts_with('/')
        || Verb::named(&first.to_lowercase()).is_some()
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
    if text.starts_with('/') || !ALIASES.iter().any(|(word, _)| *word == first) {
        return None;
    }
    let request = parse(text).ok()?;
    // A move must read as one: `ход конём` is talk about a move.
    match &request.command {
        Command::Move(words) if kibitz_rules::MoveText::parse(words.as_str()).is_err() => None,
        _ => Some(request),
    }
}

/// The verb a first word names: `/move`, `/move@kibitzbot`, `Move`; an
/// unknown word is refused with the command it most resembles, or, when it
/// reads as a move, with how to write one.
fn command_word(word: &str) -> Result<Verb, CommandError> {
    let bare = word.trim_start_matches('/');
    let bare = bare.split_once('@').map_or(bare, |(name, _bot)| name);
    let lower = bare.to_lowercase();
    if let Some(verb) = Verb::named(&lower) {
        return Ok(verb);
    }
    if kibitz_rules::MoveText::parse(bare).is_ok() {
        return Err(CommandError::BareMove { word: cut(bare) });
    }
    let suggestion = COMMANDS
        .iter()
        .map(|spec| spec.name)
        .chain(ALIASES.iter().map(|(word, _)| *word))
        .map(|name| (strsim::damerau_levenshtein(name, &lower), name))
        .filter(|&(d, w)| d <= 2 && d < w.chars().count())
        .min()
        .map(|(_, w)| w);
    Err(CommandError::Unknown {
        word: cut(word),
        suggestion,
    })
}

/// `page N`'s number.
pub(super) fn page(number: &str) -> Result<Page, CommandError> {
    number
        .parse::<u32>()
        .ok()
        .and_then(Page::new)
        .ok_or_else(|| CommandError::Page(cut(number)))
}

/// `history [@user] [variant] [page N]` and `top [variant] [global] [page
/// N]`, their words in any order, each at most once.
fn listing(verb: Verb, args: &[&str]) -> Result<Command, CommandError> {
    let name = verb.name();
    let mut player: Option<Mention> = None;
    let mut variant: Option<Variant> = None;
    let mut global = false;
    let mut at: Option<Page> = None;
    let twice = |what, first: String, second: &str| CommandError::Twice {
        command: name,
        what,
        first,
        second: cut(second),
    };
    let mut words = args.iter();
    while let Some(&word) = words.next() {
        let lower = word.to_lowercase();
        if lower == "page" {
            let n = page(words.next().copied().unwrap_or_default())?;
            if let Some(first) = at {
                return Err(twice(
                    "pages",
                    first.get().to_string(),
                    &n.get().to_string(),
                ));
            }
            at = Some(n);
        } else if let Some(v) = Variant::from_name(word) {
            if let Some(first) = variant {
                return Err(twice("variants", first.name().to_owned(), word));
            }
            variant = Some(v);
        } else if verb == Verb::History && is_bot_name(word) {
            return Err(CommandError::BotHasNoProfile);
        } else if verb == Verb::Top && (lower == "global" || lower == "all") {
            global = true;
        } else if let (Verb::History, Some(mention)) = (verb, Mention::new(word)) {
            if let Some(first) = &player {
                return Err(twice("players", first.as_str().to_owned(), word));
            }
            player = Some(mention);
        } else {
            let expected = if verb == Verb::Top {
                "a variant, global and page N"
            } else {
                "@user, a variant and page N"
            };
            return Err(unexpected(name, word, Some(expected)));
        }
    }
    let page = at.unwrap_or_default();
    Ok(match verb {
        Verb::Top => Command::Top {
            variant: variant.unwrap_or(Variant::Standard),
            global,
            page,
        },
        _ => Command::History {
            player,
            variant,
            page,
        },
    })
}

/// A command that takes no words (a game's number aside).
fn alone(verb: Verb, args: &[&str], command: Command) -> Result<Command, CommandError> {
    match args.first() {
        Some(extra) => Err(unexpected(verb.name(), extra, None)),
        None => Ok(command),
    }
}

/// `resign`, `resign ask`, `resign confirm white`, `resign cancel black`.
fn resign_step(args: &[&str]) -> Result<ResignStep, CommandError> {
    let side = |word: &str| match word.to_lowercase().as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    };
    let step = |word: &str| word.to_lowercase();
    match args {
        [] => Ok(ResignStep::Now),
        [word] if step(word) == "ask" => Ok(ResignStep::Ask),
        [word, color] if step(word) == "confirm" => side(color)
            .map(ResignStep::Confirm)
            .ok_or_else(|| unexpected("resign", color, Some("white or black"))),
        [word, color] if step(word) == "cancel" => side(color)
            .map(ResignStep::Cancel)
            .ok_or_else(|| unexpected("resign", color, Some("white or black"))),
        [word, ..] if ["ask", "confirm", "cancel"].contains(&step(word).as_str()) => Err(
            unexpected("resign", args.last().copied().unwrap_or(word), None),
        ),
        [extra, ..] => Err(unexpected("resign", extra, None)),
    }
}

/// The words of a move (`e4`, `e2 e4`).
pub(super) fn move_words(text: &str) -> Result<MoveWords, CommandError> {
    if text.trim().is_empty() {
        return Err(CommandError::MissingMove);
    }
    MoveWords::new(text).ok_or_else(|| CommandError::MoveTooLong {
        chars: text.chars().count(),
    })
}

/// What `premove` is asked: nothing or `list` shows the lines, `clear`
/// drops them, anything else is lines to add (quotes around them are
/// dropped).
pub(super) fn premove(args: &[&str]) -> Result<Premove, CommandError> {
    match args {
        [] => Ok(Premove::List),
        [word] if word.eq_ignore_ascii_case("list") => Ok(Premove::List),
        [word] if word.eq_ignore_ascii_case("clear") => Ok(Premove::Clear),
        _ => {
            let text = args
                .iter()
                .map(|w| unquoted(w))
                .collect::<Vec<_>>()
                .join(" ");
            PremoveLines::new(&text)
                .map(Premove::Add)
                .ok_or_else(|| CommandError::PremoveTooLong {
                    chars: text.chars().count(),
                })
        }
    }
}

/// `on` (or `yes`) and `off` (or `no`), in any case.
pub(super) fn switch(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "on" | "yes" => Some(true),
        "off" | "no" => Some(false),
        _ => None,
    }
}

/// The command `help` is asked about: `move`, `/Move`.
pub(super) fn help_topic(word: &str) -> Result<Verb, CommandError> {
    let topic = word.trim_start_matches('/').to_lowercase();
    Verb::named(&topic).ok_or_else(|| CommandError::HelpTopic(topic.chars().take(40).collect()))
}

/// A word, cut to 40 characters for an error message.
pub(super) fn cut(word: &str) -> String {
    let mut out: String = word.chars().take(40).collect();
    if word.chars().count() > 40 {
        out.push('…');
    }
    out
}

fn unexpected(command: &'static str, word: &str, expected: Option<&'static str>) -> CommandError {
    CommandError::UnexpectedWord {
        command,
        word: cut(word),
        expected,
    }
}

/// Who is challenged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Opponent {
    /// The bot itself.
    Bot,
    /// A user, as mentioned.
    User(Mention),
}

/// A challenge's terms as they are given, each at most once; what is not
/// given takes its default.
#[derive(Clone, Debug, Default)]
pub(super) struct Terms {
    /// Who is challenged.
    pub opponent: Option<Opponent>,
    /// The variant.
    pub variant: Option<Variant>,
    /// The challenger's colour.
    pub color: Option<ColorChoice>,
    /// Time per move.
    pub time: Option<TimeControl>,
    /// The bot's level.
    pub level: Option<Level>,
    /// Where the game starts.
    pub start: Option<StartFrom>,
    /// `rated` or `casual`, when said.
    pub rated: Option<bool>,
}

impl Terms {
    /// The command the terms make: a game against the bot when they name
    /// it or give a level, a challenge otherwise; a level for a person is
    /// refused.
    pub(super) fn command(self) -> Result<Command, CommandError> {
        let variant = self.variant.unwrap_or(Variant::Standard);
        let color = self.color.unwrap_or_default();
        let time = self.time.unwrap_or_default();
        match (self.opponent, self.level) {
            (Some(Opponent::User(_)), Some(_)) => Err(CommandError::LevelForPerson),
            (Some(Opponent::Bot), _) | (None, Some(_)) if self.rated == Some(true) => {
                Err(CommandError::RatedBot)
            }
            (Some(Opponent::Bot), level) | (None, level @ Some(_)) => Ok(Command::PlayBot {
                variant,
                color,
                time,
                level: level.unwrap_or(DEFAULT_BOT_LEVEL),
                start: self.start,
            }),
            (opponent, None) => Ok(Command::Challenge {
                opponent: match opponent {
                    Some(Opponent::User(mention)) => Some(mention),
                    _ => None,
                },
                variant,
                color,
                time,
                rated: match (self.rated, &self.start) {
                    (Some(true), Some(_)) => return Err(CommandError::RatedSetUp),
                    (Some(rated), _) => rated,
                    (None, start) => start.is_none(),
                },
                start: self.start,
            }),
        }
    }
}

/// Days per move, if a game may give that many.
pub(super) fn days(number: &str) -> Result<TimeControl, CommandError> {
    number
        .parse::<u8>()
        .ok()
        .and_then(Days::new)
        .map(TimeControl::DaysPerMove)
        .ok_or_else(|| CommandError::Days(cut(number)))
}

/// A level from 1 to 8.
pub(super) fn level(number: &str) -> Result<Level, CommandError> {
    number
        .parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| CommandError::Level(cut(number)))
}

/// `challenge [@user | bot] [variant] [white|black|random] [days N |
/// unlimited] [level 1-8]`, in any order; with the bot or a level, a game
/// against the bot.
fn challenge(args: &[&str], names_bot: &impl Fn(&str) -> bool) -> Result<Command, CommandError> {
    let mut terms = Terms::default();
    // Each term as first written, for the refusal of a second.
    let mut opponent_word: Option<String> = None;
    let mut variant_word: Option<String> = None;
    let mut color_word: Option<String> = None;
    let mut time_word: Option<String> = None;
    let twice = |what, first: &str, second: &str| CommandError::Twice {
        command: "challenge",
        what,
        first: cut(first),
        second: cut(second),
    };
    let mut words = args.iter().peekable();
    while let Some(&word) = words.next() {
        let lower = word.to_lowercase();
        let mention = Mention::new(word);
        if is_bot_name(word) || names_bot(word) || mention.is_some() {
            if let Some(first) = &opponent_word {
                return Err(twice("opponents", first, word));
            }
            opponent_word = Some(word.to_owned());
            terms.opponent = Some(match mention {
                Some(mention) if !names_bot(word) => Opponent::User(mention),
                _ => Opponent::Bot,
            });
        } else if lower == "fen" || lower == "position" || lower == "moves" {
            // The position or the moves: quoted, or else the rest of the
            // message.
            let text = match words.next() {
                Some(quoted) if quoted.starts_with(QUOTES) => unquoted(quoted).to_owned(),
                Some(first) => std::iter::once(*first)
                    .chain(words.by_ref().copied())
                    .collect::<Vec<_>>()
                    .join(" "),
                None => String::new(),
            };
            let text = SetUpText::new(&text).ok_or(CommandError::SetUp { word: cut(word) })?;
            let start = if lower == "moves" {
                StartFrom::Moves(text)
            } else {
                StartFrom::Position(text)
            };
            if let Some(first) = &terms.start {
                return Err(twice(
                    "starts",
                    &format!("{} \"{}\"", first.word(), first.text()),
                    &format!("{} \"{}\"", start.word(), start.text()),
                ));
            }
            terms.start = Some(start);
        } else if lower == "casual" || lower == "rated" {
            let rated = lower == "rated";
            if terms.rated.is_some_and(|first| first != rated) {
                return Err(twice("modes", "rated", "casual"));
            }
            terms.rated = Some(rated);
        } else if lower == "level" {
            let Some(&n) = words.next() else {
                return Err(CommandError::Level(String::new()));
            };
            let n = level(n)?;
            if let Some(first) = terms.level {
                return Err(twice(
                    "levels",
                    &format!("level {first}"),
                    &format!("level {n}"),
                ));
            }
            terms.level = Some(n);
        } else if let Some(c) = match lower.as_str() {
            "white" | "w" => Some(ColorChoice::White),
            "black" | "b" => Some(ColorChoice::Black),
            "random" => Some(ColorChoice::Random),
            _ => None,
        } {
            if let Some(first) = &color_word {
                return Err(twice("colours", first, word));
            }
            color_word = Some(word.to_owned());
            terms.color = Some(c);
        } else if lower == "unlimited"
            || lower == "days"
            || lower.ends_with('d') && lower[..lower.len() - 1].parse::<u8>().is_ok()
        {
            let (control, text) = if lower == "unlimited" {
                (TimeControl::Unlimited, word.to_owned())
            } else {
                let number = if lower == "days" {
                    let Some(&n) = words.next() else {
                        return Err(CommandError::Days(String::new()));
                    };
                    n
                } else {
                    &word[..word.len() - 1]
                };
                let control = days(number)?;
                let days = control.days().unwrap_or_default();
                (control, format!("days {days}"))
            };
            if let Some(first) = &time_word {
                return Err(twice("time", first, &text));
            }
            time_word = Some(text);
            terms.time = Some(control);
        } else if let Some(v) = Variant::from_name(word) {
            if let Some(first) = &variant_word {
                return Err(twice("variants", first, word));
            }
            variant_word = Some(word.to_owned());
            terms.variant = Some(v);
        } else {
            return Err(unexpected(
                "challenge",
                word,
                Some(
                    "it takes @user or bot, a variant, white|black|random, days N|unlimited, casual, level N, and fen \"…\" or moves \"…\"",
                ),
            ));
        }
    }
    terms.command()
}

/// A quoted span without its quote marks (any other word as it is).
fn unquoted(span: &str) -> &str {
    match span.strip_prefix(QUOTES) {
        Some(inner) => inner.strip_suffix(CLOSING_QUOTES).unwrap_or(inner),
        None => span,
    }
}

/// `set board mine|turn|white`, `set theme NAME`, `set language en|ru`,
/// `set chat en|ru|off`.
pub(super) fn setting(what: &str, value: &str) -> Result<Setting, CommandError> {
    let value = value.to_lowercase();
    Ok(match what.to_lowercase().as_str() {
        "board" | "orientation" => Setting::Orientation(match value.as_str() {
            "mine" | "me" => Orientation::Mine,
            other => Orientation::from_name(other).ok_or(CommandError::Setting)?,
        }),
        "theme" => Setting::Theme(
            Theme::ALL
                .into_iter()
                .find(|t| t.name() == value)
                .ok_or(CommandError::Setting)?,
        ),
        "language" | "lang" => Setting::Language(
            Language::ALL
                .into_iter()
                .find(|l| l.code() == value)
                .ok_or(CommandError::Setting)?,
        ),
        "chat" => Setting::ChatLanguage(match value.as_str() {
            "off" | "none" => None,
            code => Some(
                Language::ALL
                    .into_iter()
                    .find(|l| l.code() == code)
                    .ok_or(CommandError::Setting)?,
            ),
        }),
        "games" => Setting::Games(match value.as_str() {
            "thread" | "threads" | "topic" | "topics" => GamesPlace::Thread,
            "here" | "channel" | "chat" => GamesPlace::Here,
            _ => return Err(CommandError::Setting),
        }),
        _ => return Err(CommandError::Setting),
    })
}

/// `notify dm on|off`, `notify digest on|off`.
pub(super) fn notify_setting(what: &str, value: &str) -> Result<NotifySetting, CommandError> {
    let on = switch(value).ok_or(CommandError::Notify)?;
    match what.to_lowercase().as_str() {
        "dm" | "dms" | "direct" | "private" => Ok(NotifySetting::DirectMessages(on)),
        "digest" | "daily" => Ok(NotifySetting::Digest(on)),
        _ => Err(CommandError::Notify),
    }
}

#[cfg(test)]
mod set_up_tests {
    use super::*;

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
