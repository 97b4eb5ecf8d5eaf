//! The games' timed work, done on the games a scheduler's pass claimed
//! (the claims are the scheduler's): in correspondence, the reminder when
//! 80% of a move's time has passed; the end of the game when all of it
//! has (a live game's flag, or its first move never made); direct
//! messages to players who asked for them; the news of a player's
//! vacation; the board owed to a game's second chat.
//!
//! A time-out is committed with its announcement marked as owed
//! (`notice`), and the mark is cleared only once the announcement is
//! delivered, so a process that dies in between leaves the announcement
//! to the next pass rather than losing it. The games out of time end in
//! one transaction; every notice is drawn (on blocking threads, several
//! at once, outside any transaction) and delivered, each marked delivered
//! as soon as it is.
//!
//! A game played in two chats has its board posted in the one that did
//! not see its latest change (made in the other, on the page, or by its
//! clock), by a scheduler that serves that chat's platform.
//!
//! Direct messages are sent at most once: a failed one is logged and
//! dropped, because most such failures last (the user never opened a chat
//! with the bot, or refuses messages), and the game's chat has the news
//! anyway.

pub mod delivery;
pub mod drawing;
pub mod jobs;

use std::sync::Arc;

use crate::chat::Sent;
use crate::clock::Clock;
use crate::games::GameAccess;

/// The games' timed work.
#[derive(Clone, Debug)]
pub struct TimedWork {
    games: GameAccess,
    clock: Arc<dyn Clock>,
}

impl TimedWork {
    /// The timed work on `games`, on `clock`'s time.
    pub fn new(games: GameAccess, clock: Arc<dyn Clock>) -> TimedWork {
        TimedWork { games, clock }
    }
}

/// What the timed work on the claimed games did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Worked {
    /// Reminders delivered.
    pub reminded: usize,
    /// Games ended on time.
    pub timed_out: usize,
    /// Time-outs announced (this pass's and owed ones).
    pub announced: usize,
    /// Chats told that a player went on vacation or came back.
    pub vacation_news: usize,
    /// Direct messages delivered about opponents' moves and reminders.
    pub messaged: usize,
    /// Boards posted in the second chat of a game played in two.
    pub boards: usize,
    /// Direct messages that could not be delivered, and were dropped.
    pub dropped: usize,
    /// Games left for a later pass: a delivery or a store call failed.
    pub failed: usize,
}

impl Worked {
    /// Counts what was sent: the notices delivered under `delivered`
    /// (the kind's own count), the dropped and the failed under theirs.
    pub(crate) fn count(&mut self, sent: Sent, delivered: impl FnOnce(&mut Worked) -> &mut usize) {
        *delivered(self) += sent.delivered;
        self.dropped += sent.dropped;
        self.failed += sent.failed;
    }
}
