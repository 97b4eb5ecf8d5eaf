//! What correspondence play has beside the clock: conditional moves left
//! while the opponent thinks (`conditional`, the `premove` command; the
//! lines themselves in `conditional_lines`),
//! vacations (`vacation`), and how a player hears of their games
//! (`notifications`). The clock itself runs in `schedule`.

pub mod conditional;
pub mod digest;
pub mod notifications;
pub mod vacation;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::clock::Clock;
use crate::games::GameAccess;
use crate::store::Store;

/// Correspondence play's own commands and work: conditional moves,
/// vacations, notifications and digests.
#[derive(Clone, Debug)]
pub struct Correspondence {
    games: GameAccess,
    store: Store,
    clock: Arc<dyn Clock>,
    /// Signalled when a vacation moves games' deadlines.
    wake: Arc<Notify>,
    /// The days of vacation each player has a year.
    vacation_days: u16,
}

impl Correspondence {
    /// Correspondence on `games`, with `vacation_days` a year.
    pub fn new(
        games: GameAccess,
        (store, clock, wake): (Store, Arc<dyn Clock>, Arc<Notify>),
        vacation_days: u16,
    ) -> Correspondence {
        Correspondence {
            games,
            store,
            clock,
            wake,
            vacation_days,
        }
    }
}
