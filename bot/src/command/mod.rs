//! The command language, the same words on every platform. A chat message
//! is read into a typed [`Request`] (which game, which command) before
//! anything else looks at it, and a slash command's options become one
//! directly ([`Table::from_options`]). [`Request`]'s `Display` writes a
//! request back as text, the payload of a button, and reading that text
//! gives the same request.
//!
//! This is the language and its machinery: each domain declares the rows
//! of its own commands (a [`Spec`]: its words, its help, where menus list
//! it, how it reads), and the service puts every domain's rows in one
//! [`Table`], which reads messages.
//!
//! Reading never consults the database; a bad message gets a
//! [`CommandError`] that says exactly what was wrong.

pub mod choices;
pub mod error;
pub mod given;
pub mod live_clock;
pub mod options;
pub mod puzzle_theme;
pub mod read;
pub mod request;
pub mod spec;
pub mod table;
pub mod terms;
pub mod values;
pub mod words;
pub mod written;

pub use choices::{Choice, ChoiceValue};
pub use error::CommandError;
pub use given::{OptionValue, UserOption};
pub use live_clock::{LiveClock, Speed};
pub use puzzle_theme::{PuzzleTheme, PuzzleThemes};
pub use request::{Command, NumberOf, Numbered, Request, Topic};
pub use spec::{Choices, Family, Form, OptionKind, OptionSpec, Reads, Spec, Term};
pub use table::Table;
pub use terms::move_option;
pub use values::{
    Conditional, ConditionalLines, DAYS_PER_MOVE, DEFAULT_BOT_LEVEL, DailyPuzzle, Days, ForgetStep,
    GamesPlace, LinkStep, MAX_COMMAND_CHARS, MAX_CONDITIONAL_CHARS, MAX_MENTION_CHARS,
    MAX_MOVE_CHARS, MAX_RECORD_CHARS, MAX_SET_UP_CHARS, Mention, MoveWords, NotifySetting, Offer,
    Page, RatingRange, RecordText, ResignStep, SeekStep, SetUpText, Setting, Solve, Sought,
    StartFrom, Starts, TimeControl, TournamentAsk, TournamentPlan,
};
pub use written::ROUND_MARK;
