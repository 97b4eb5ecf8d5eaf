//! How a game starts: a challenge posted and answered (`challenge`), a
//! rematch (`rematch`), the position it starts from (`set_up`), the
//! thread or topic it is played in (`game_threads`), and the private
//! message to someone challenged from the other platform (`told`), and
//! the lobby shared by every chat (`seek`).

pub mod challenge;
pub mod commands;
pub mod seek;
pub mod store;
pub mod told;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::challenges::store::ChallengeStore;
use crate::clock::Clock;
use crate::games::GameAccess;
use crate::standing::store::StandingStore;
use crate::store::Store;

/// How games start between people: challenges and the lobby.
#[derive(Clone, Debug)]
pub struct Challenges {
    games: GameAccess,
    store: Store,
    challenge_store: ChallengeStore,
    standing_store: StandingStore,
    clock: Arc<dyn Clock>,
    /// Signalled when a challenge owes a message.
    wake: Arc<Notify>,
}

impl Challenges {
    /// Challenges that start games on `games`.
    pub fn new(
        games: GameAccess,
        (store, clock, wake): (Store, Arc<dyn Clock>, Arc<Notify>),
    ) -> Challenges {
        Challenges {
            games,
            challenge_store: ChallengeStore::new(store.clone()),
            standing_store: StandingStore::new(store.clone()),
            store,
            clock,
            wake,
        }
    }
}
