//! The values a command's terms take, each checked as it is made: a move's
//! words, a mention, days per move, a clock, a page, a setting, a
//! tournament's plan, text a game starts from or a record to analyse;
//! and the limits of each.

use super::live_clock::LiveClock;
use crate::model::{Language, Orientation, Theme, TournamentFormat};
use std::fmt;

use kibitz_engine::Level;
use kibitz_rules::{Color, Variant};

/// The longest text of conditional lines a command holds, in characters.
pub const MAX_CONDITIONAL_CHARS: usize = 240;

/// The longest game record or position `analyse` takes, in characters:
/// as much as a Discord command's text option holds (a Telegram message
/// holds 4,096).
pub const MAX_RECORD_CHARS: usize = 6000;

/// The longest message read as a command, in characters.
pub const MAX_COMMAND_CHARS: usize = 300;

/// The days per move a correspondence challenge may give, as lichess offers.
pub const DAYS_PER_MOVE: [u8; 7] = [1, 2, 3, 5, 7, 10, 14];

/// The level the bot plays at when none is asked for.
pub const DEFAULT_BOT_LEVEL: Level = match Level::new(3) {
    Some(level) => level,
    None => Level::MIN,
};

/// The longest move text a command holds, in characters (as the rules
/// read at most).
pub const MAX_MOVE_CHARS: usize = kibitz_rules::notation::MAX_MOVE_TEXT_CHARS;

/// The longest mention a command holds, in characters.
pub const MAX_MENTION_CHARS: usize = 64;

/// The longest position or line of moves a game may start from, in
/// characters (as the rules read a state at most).
pub const MAX_SET_UP_CHARS: usize = kibitz_rules::MAX_STATE_CHARS;

/// The marks that open and close a quoted span in a command (`"…"`, and
/// the typographic quotes phones put in: `“…”`, `„…“`, `«…»`).
pub(crate) const QUOTES: [char; 5] = ['"', '“', '”', '„', '«'];

/// The marks that close a quoted span.
pub(crate) const CLOSING_QUOTES: [char; 4] = ['"', '”', '“', '»'];

/// Where a game starts, when not from the variant's usual position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StartFrom {
    /// A position in the variant's own state string (FEN for chess):
    /// `fen "…"`.
    Position(SetUpText),
    /// The usual start with these moves already played: `moves "e4 e5"`.
    Moves(SetUpText),
}

impl StartFrom {
    /// The word that introduces it in a command.
    pub const fn word(&self) -> &'static str {
        match self {
            StartFrom::Position(_) => "fen",
            StartFrom::Moves(_) => "moves",
        }
    }

    /// The position or the moves, as given.
    pub fn text(&self) -> &str {
        match self {
            StartFrom::Position(text) | StartFrom::Moves(text) => text.as_str(),
        }
    }
}

/// The text of a position or a line of moves in a command: single-spaced
/// words, at most [`MAX_SET_UP_CHARS`] characters, with no quote marks,
/// no control characters and no word a command reads as a game's number or
/// a `ply:` mark.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SetUpText(String);

impl SetUpText {
    /// The text, if a command can hold it.
    pub fn new(text: &str) -> Option<SetUpText> {
        single_spaced(text, MAX_SET_UP_CHARS, |word| {
            !is_marker(word) && !word.contains(QUOTES) && !word.contains(CLOSING_QUOTES)
        })
        .map(SetUpText)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A game's record (PGN) or a position pasted after `analyse`, as given:
/// its lines kept, trimmed, invisible characters dropped, at most
/// [`MAX_RECORD_CHARS`] characters, no control character but line breaks
/// and tabs. What it holds is read when the command is carried out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordText(String);

/// Why a text cannot be a [`RecordText`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordRefusal {
    /// Longer than [`MAX_RECORD_CHARS`].
    TooLong {
        /// Characters given.
        chars: usize,
    },
    /// A control character other than a line break or a tab.
    ControlCharacters,
}

impl RecordText {
    /// The text, if `analyse` can take it.
    pub fn new(text: &str) -> Result<RecordText, RecordRefusal> {
        let text: String = text.chars().filter(|&c| !is_invisible(c)).collect();
        let text = text.trim();
        let chars = text.chars().count();
        if chars > MAX_RECORD_CHARS {
            return Err(RecordRefusal::TooLong { chars });
        }
        if text
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
        {
            return Err(RecordRefusal::ControlCharacters);
        }
        Ok(RecordText(text.to_owned()))
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A resignation: typed, it is made at once; the board's Resign button
/// asks first, and only the player asked may answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResignStep {
    /// `resign`: at once.
    Now,
    /// `resign ask`: ask the presser to confirm.
    Ask,
    /// `resign confirm white`: the player of this colour confirms.
    Confirm(Color),
    /// `resign cancel white`: the player of this colour plays on.
    Cancel(Color),
}

/// `forget me`: a player's personal data deleted, after a question only
/// they may answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForgetStep {
    /// `forget me`: what would be deleted, with Confirm and Cancel.
    Ask,
    /// `forget confirm N`: player `N` (as the store numbers them) confirms.
    Confirm(i64),
    /// `forget cancel`: nothing is deleted.
    Cancel,
}

/// `link`: a one-time code asked for, or one typed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LinkStep {
    /// `link`: a code to type on the other platform.
    Ask,
    /// `link CODE`: the code `link` gave on the other platform, as typed.
    Code(String),
}

/// `seek`: the lobby across chats, a step of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeekStep {
    /// `seek` alone: the seeks waiting in the pool.
    Pool,
    /// `seek cancel`: the user's seek withdrawn.
    Cancel,
    /// `seek 5+3 …`: a game sought.
    Seek(Sought),
}

/// The game a seek asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sought {
    /// The variant.
    pub variant: kibitz_rules::Variant,
    /// Its time.
    pub time: TimeControl,
    /// Whether it counts for ratings.
    pub rated: bool,
    /// The opponents' ratings the seeker will play, when given.
    pub range: Option<RatingRange>,
}

/// The ratings a seeker will play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RatingRange {
    /// From the first to the second (`1400-1800`).
    Between(u16, u16),
    /// Within so many points of the seeker's own (`±200`).
    Around(u16),
}

impl RatingRange {
    /// The lowest and highest rating a player rated `rating` will play
    /// with this range.
    pub fn bounds(self, rating: i32) -> (i32, i32) {
        match self {
            RatingRange::Between(low, high) => (i32::from(low), i32::from(high)),
            RatingRange::Around(points) => (
                rating.saturating_sub(i32::from(points)),
                rating.saturating_add(i32::from(points)),
            ),
        }
    }
}

impl std::fmt::Display for RatingRange {
    /// `1400-1800`, `±200`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RatingRange::Between(low, high) => write!(f, "{low}-{high}"),
            RatingRange::Around(points) => write!(f, "±{points}"),
        }
    }
}

/// An offer in a game that its opponent may decline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Offer {
    /// A draw offer.
    Draw,
    /// A request to take back.
    Takeback,
}

impl Offer {
    /// The word for it: `draw` or `takeback`.
    pub const fn name(self) -> &'static str {
        match self {
            Offer::Draw => "draw",
            Offer::Takeback => "takeback",
        }
    }
}

/// A page of a list, from 1; the most a command asks for is
/// [`Page::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Page(u32);

impl Page {
    /// The first page.
    pub const FIRST: Page = Page(1);

    /// The furthest page a command may ask for.
    pub const MAX: u32 = 10_000;

    /// Page `n`, if it is one (1 to [`Page::MAX`]).
    pub fn new(n: u32) -> Option<Page> {
        (1..=Page::MAX).contains(&n).then_some(Page(n))
    }

    /// The page's number.
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The next page, if there is one.
    pub fn next(self) -> Option<Page> {
        Page::new(self.0 + 1)
    }

    /// The previous page, if there is one.
    pub fn previous(self) -> Option<Page> {
        Page::new(self.0 - 1)
    }
}

impl Default for Page {
    fn default() -> Page {
        Page::FIRST
    }
}

impl fmt::Display for Page {
    /// ` page N` after a command, nothing for the first page.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Page::FIRST {
            Ok(())
        } else {
            write!(f, " page {}", self.0)
        }
    }
}

/// Days per move that a correspondence game may give: one of
/// [`DAYS_PER_MOVE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Days(u8);

impl Days {
    /// The days, if a game may give that many.
    pub fn new(days: u8) -> Option<Days> {
        DAYS_PER_MOVE.contains(&days).then_some(Days(days))
    }

    /// The number of days.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Three days a move: a correspondence tournament's when none are
    /// given.
    pub const TOURNAMENT_DEFAULT: Days = Days(3);
}

/// How long a player has for each move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No limit.
    #[default]
    Unlimited,
    /// Correspondence: this many days per move.
    DaysPerMove(Days),
    /// A live game, on a clock.
    Live(LiveClock),
}

impl TimeControl {
    /// The days per move, for a correspondence game.
    pub fn days(self) -> Option<u8> {
        match self {
            TimeControl::DaysPerMove(days) => Some(days.get()),
            TimeControl::Unlimited | TimeControl::Live(_) => None,
        }
    }

    /// The clock, for a live game.
    pub fn clock(self) -> Option<LiveClock> {
        match self {
            TimeControl::Live(clock) => Some(clock),
            TimeControl::Unlimited | TimeControl::DaysPerMove(_) => None,
        }
    }
}

/// A per-user setting being changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Board orientation.
    Orientation(Orientation),
    /// Board theme.
    Theme(Theme),
    /// Language of replies.
    Language(Language),
    /// The language of the bot's posts in this chat, whoever they answer
    /// (`None`: each reader's own); set by the chat's managers.
    ChatLanguage(Option<Language>),
    /// Where the chat's new games are played; set by its managers.
    Games(GamesPlace),
    /// The chat's daily puzzle; set by its managers.
    DailyPuzzle(DailyPuzzle),
}

/// A chat's daily puzzle turned on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyPuzzle {
    /// Posted every day at this time of day (UTC; hours and minutes), or
    /// at the time it was turned on, the first one at once.
    On(Option<chrono::NaiveTime>),
    /// No more daily puzzles.
    Off,
}

/// Where a chat's new games are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamesPlace {
    /// Each in a thread (Discord) or forum topic (Telegram) of its own.
    Thread,
    /// In the chat itself.
    Here,
}

impl GamesPlace {
    /// Both, in the order `help` lists them.
    pub const ALL: [GamesPlace; 2] = [GamesPlace::Thread, GamesPlace::Here];

    /// The word for it in a command.
    pub const fn name(self) -> &'static str {
        match self {
            GamesPlace::Thread => "thread",
            GamesPlace::Here => "here",
        }
    }
}

/// A notification being turned on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotifySetting {
    /// Direct messages about opponents' moves and reminders.
    DirectMessages(bool),
    /// A daily digest of the games where it is the user's turn.
    Digest(bool),
}

/// A user as a command names them: `@name`, or Discord's `<@123>`; one
/// word, which the message's mentions resolve to a user.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mention(String);

impl Mention {
    /// The mention, if `written` is one a command can hold: `@name` or
    /// `<@…>`, one word of at most [`MAX_MENTION_CHARS`] characters, with
    /// nothing a command would read otherwise (the bot's own names, game
    /// numbers).
    pub fn new(written: &str) -> Option<Mention> {
        let is_mention = (written.len() > 1 && written.starts_with('@'))
            || (written.starts_with("<@") && written.ends_with('>') && written.len() > 3);
        let plain = written
            .chars()
            .all(|c| !c.is_whitespace() && !c.is_control() && !is_invisible(c));
        (is_mention
            && plain
            && written.chars().count() <= MAX_MENTION_CHARS
            && !is_bot_name(written))
        .then(|| Mention(written.to_owned()))
    }

    /// The mention as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A move as typed, before the rules read it: one or more words (`e4`,
/// `e2 e4`), at most [`MAX_MOVE_CHARS`] characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveWords(String);

impl MoveWords {
    /// The words of `text`, single-spaced, if they make a move a command
    /// can hold: something, not too long, and no word a command reads as a
    /// game number, a `ply:` mark or the start of a quoted span.
    pub fn new(text: &str) -> Option<MoveWords> {
        single_spaced(text, MAX_MOVE_CHARS, |word| {
            !is_marker(word) && !word.starts_with(QUOTES)
        })
        .map(MoveWords)
    }

    /// The move as typed.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The words of `text`, single-spaced, if there are some, they fit in
/// `max` characters, none holds a control or invisible character, and each
/// is one `word_fits` accepts.
fn single_spaced(text: &str, max: usize, word_fits: impl Fn(&str) -> bool) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let joined = words.join(" ");
    let fits = !words.is_empty()
        && joined.chars().count() <= max
        && joined.chars().all(|c| !c.is_control() && !is_invisible(c))
        && words.iter().all(|w| word_fits(w));
    fits.then_some(joined)
}

/// Conditional lines as typed: moves separated by spaces, lines by `;`
/// (`Nf6 e5 Nd5 Nxd5; d5 exd5`), at most [`MAX_CONDITIONAL_CHARS`] characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConditionalLines(String);

impl ConditionalLines {
    /// The lines of `text`, each single-spaced, written `a b; c d`, if
    /// there is a move, they fit, and no word is a mark or a quote.
    pub fn new(text: &str) -> Option<ConditionalLines> {
        let lines: Vec<String> = text
            .split(';')
            .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|line| !line.is_empty())
            .collect();
        let joined = lines.join("; ");
        single_spaced(&joined, MAX_CONDITIONAL_CHARS, |word| {
            !is_marker(word) && !word.starts_with(QUOTES)
        })
        .map(ConditionalLines)
    }

    /// The lines as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What `premove` does with the user's conditional lines in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Conditional {
    /// Add lines.
    Add(ConditionalLines),
    /// Show them (to their owner alone).
    List,
    /// Drop them all.
    Clear,
}

/// Whether a word is read as a game's number or a `ply:` mark wherever it
/// stands in a command.
pub(crate) fn is_marker(word: &str) -> bool {
    let game = word
        .strip_prefix('#')
        .or_else(|| word.strip_prefix("game:"))
        .is_some_and(|rest| !rest.is_empty());
    game || word.starts_with("ply:")
}

/// Characters chat clients do not show, which commands ignore.
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}')
}

/// The words that name the bot as an opponent.
pub(crate) const BOT_NAMES: [&str; 3] = ["bot", "kibitz", "@kibitz"];

/// Whether a word names the bot.
pub(crate) fn is_bot_name(word: &str) -> bool {
    let lower = word.to_lowercase();
    BOT_NAMES.contains(&lower.as_str())
}

/// What `tournament` asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAsk {
    /// What is on in this chat, or the tournament named.
    Show,
    /// A new tournament in this chat (its managers').
    Create(TournamentPlan),
    /// Start the tournament named now rather than at its time.
    Start,
    /// Call the tournament named off.
    Cancel,
}

/// The most rounds a Swiss may have, as lichess allows.
pub const MOST_SWISS_ROUNDS: u8 = 100;

/// The fewest rounds a Swiss may have, as lichess allows.
pub const FEWEST_SWISS_ROUNDS: u8 = 3;

/// The rounds a Swiss has when none are asked for, as lichess's form
/// offers.
pub const DEFAULT_SWISS_ROUNDS: u8 = 7;

/// The shortest arena, in minutes (lichess's shortest is 20).
pub const FEWEST_ARENA_MINUTES: u16 = 10;

/// The longest arena, in minutes (lichess's longest, 12 hours).
pub const MOST_ARENA_MINUTES: u16 = 720;

/// An arena's minutes when none are given.
pub const DEFAULT_ARENA_MINUTES: u16 = 60;

/// The most days a correspondence round may last.
pub const MOST_ROUND_DAYS: u8 = 60;

/// The furthest ahead a tournament may start, in minutes (thirty days).
pub const MOST_MINUTES_AHEAD: u32 = 30 * 24 * 60;

/// The minutes before a tournament starts when no time is given: time to
/// join, as lichess's forms default to.
pub const DEFAULT_MINUTES_AHEAD: u32 = 10;

/// A tournament as a manager asks for it; what is not said takes its
/// default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentPlan {
    /// Swiss, round-robin or arena.
    pub format: TournamentFormat,
    /// A Swiss's rounds ([`FEWEST_SWISS_ROUNDS`] to
    /// [`MOST_SWISS_ROUNDS`]); a round-robin's cycles (1, or 2 for a
    /// double round-robin); an arena's minutes ([`FEWEST_ARENA_MINUTES`]
    /// to [`MOST_ARENA_MINUTES`]).
    pub rounds: u16,
    /// The game played.
    pub variant: Variant,
    /// A live clock, or days per move.
    pub time: TimeControl,
    /// Correspondence: the days a round may last, when said.
    pub round_days: Option<u8>,
    /// When it starts.
    pub starts: Starts,
    /// Whether its games count for ratings.
    pub rated: bool,
}

/// When a tournament starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Starts {
    /// At the next such time of day (UTC).
    At(chrono::NaiveTime),
    /// In this many minutes.
    In(u32),
}

/// What `solve` asks of the chat's open puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solve {
    /// The asker's own link to the puzzle's page, to solve it by tapping.
    Page,
    /// A move for it; with `round:N` (as the puzzle's page sends it), only
    /// for round `N`, so that a page never answers a puzzle it did not show.
    Move {
        /// The move.
        words: MoveWords,
        /// The round the move is for, when named.
        round: Option<i64>,
    },
}
