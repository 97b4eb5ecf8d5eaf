//! A puzzle round as its page shows it: what the page says of it, and the
//! seat of a proven solver (see `service::puzzles::page` for how they are
//! read). A round's page is `/puzzle/<round>`.

use kibitz_rules::Color;

use crate::chat::{Place, Reply};

/// What a puzzle round's page shows, in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    /// The round's number.
    pub round: i64,
    /// Changed by every step of the round and every try: the page follows
    /// it.
    pub version: i64,
    /// The puzzle's id (`0YtJI`, `g41-5`).
    pub puzzle_id: String,
    /// The game it is of, as a chat names it.
    pub variant: String,
    /// The side the solver plays.
    pub solver: Color,
    /// Whether the round still takes moves.
    pub open: bool,
    /// Where the round stands: whose move, or who solved it.
    pub status: String,
    /// What else is known of it: its rating and themes, the game it was
    /// found in, who missed it, and its solution once it is over.
    pub lines: Vec<String>,
    /// The solution's moves played so far, as a record numbers them.
    pub played: Vec<String>,
    /// The position as text (FEN, or the variant's own state string).
    pub position: String,
    /// The puzzle on lichess, for one of lichess's puzzles.
    pub lichess: Option<String>,
}

/// What one solver may do on a puzzle's page now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSeat {
    /// The side they play.
    pub color: Color,
    /// The moves they may answer with, in UCI; none when they may not
    /// answer (the round is over, or they missed it).
    pub legal: Vec<String>,
    /// Why they may not answer, when they may not.
    pub note: Option<String>,
}

/// What came of a move sent from a puzzle's page: the reply, and the chat
/// it is to be told in when it changed something (any reply but a
/// refusal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleActed {
    /// The reply, as the round's chat would have it.
    pub reply: Reply,
    /// The round's chat.
    pub place: Place,
}

/// How a solver on a puzzle's page proved who they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleProof {
    /// Their own link to this round, handed to them in its chat.
    Link,
    /// Telegram's signed Mini App data, which says who they are but not
    /// that they are in the round's chat: good for answering only a
    /// puzzle of their own private chat with the bot.
    MiniApp,
}
