//! Tournaments run in a chat, as the service keeps them: each round paired
//! from what the store holds (the players, their seats, every board so
//! far) by the pure rules of `crate::tournaments::rules`, and started once
//! ([`rounds`]); the table after any round, by the format's tiebreaks
//! ([`standings`]); what a scheduler does with a tournament that is due
//! (`scheduled`), posting each round and the end in its chat; what its
//! web page shows ([`page`]); and what is asked of it in the chat: a
//! manager's creation, early start and calling off (`manage`), joining,
//! leaving and withdrawing (`entries`), the table and the pairings
//! (`shown`); an arena's waves and end (`arena`).

pub mod arena;
pub mod berserk;
pub mod commands;
pub mod entries;
pub mod manage;
pub mod page;
pub mod rounds;
pub mod rules;
pub mod scheduled;
pub mod shown;
pub mod standings;
pub mod store;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::clock::Clock;
use crate::games::GameAccess;
use crate::standing::store::StandingStore;
use crate::store::Store;
use crate::tournaments::store::TournamentStore;

/// Tournaments run in a chat.
#[derive(Clone, Debug)]
pub struct Tournaments {
    games: GameAccess,
    store: Store,
    tournament_store: TournamentStore,
    standing_store: StandingStore,
    clock: Arc<dyn Clock>,
    /// Signalled when a tournament's work comes due.
    wake: Arc<Notify>,
}

impl Tournaments {
    /// Tournaments played on `games`.
    pub fn new(
        games: GameAccess,
        (store, clock, wake): (Store, Arc<dyn Clock>, Arc<Notify>),
    ) -> Tournaments {
        Tournaments {
            games,
            tournament_store: TournamentStore::new(store.clone()),
            standing_store: StandingStore::new(store.clone()),
            store,
            clock,
            wake,
        }
    }
}
