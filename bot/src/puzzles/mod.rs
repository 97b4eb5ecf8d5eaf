//! Puzzles as lichess runs them: the shipped set of lichess's puzzles and
//! of our own games' ([`set`]), their themes ([`theme`]), and the search
//! that proves our own games' puzzles ([`proof`]).

pub mod commands;
pub mod daily;
pub mod page;
pub mod page_view;
pub mod proof;
pub mod put;
pub mod rating;
pub mod round;
pub mod set;
pub mod solve;
pub mod store;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::clock::Clock;
use crate::games::GameAccess;
use crate::games::page::PageKey;
use crate::puzzles::store::PuzzleStore;
use crate::standing::store::StandingStore;
use crate::store::Store;

/// Puzzles in the chats: rounds, answers, ratings, daily puzzles and
/// each round's page.
#[derive(Clone, Debug)]
pub struct Puzzles {
    games: GameAccess,
    store: Store,
    puzzle_store: PuzzleStore,
    standing_store: StandingStore,
    clock: Arc<dyn Clock>,
    /// Signalled when a chat's daily puzzle is set.
    wake: Arc<Notify>,
    /// The key the solvers' own page links are signed with.
    page_key: Arc<PageKey>,
}

impl Puzzles {
    /// Puzzles over `games`' store, their links signed with `page_key`.
    pub fn new(
        games: GameAccess,
        (store, clock, wake): (Store, Arc<dyn Clock>, Arc<Notify>),
        page_key: Arc<PageKey>,
    ) -> Puzzles {
        Puzzles {
            games,
            puzzle_store: PuzzleStore::new(store.clone()),
            standing_store: StandingStore::new(store.clone()),
            store,
            clock,
            wake,
            page_key,
        }
    }
}
