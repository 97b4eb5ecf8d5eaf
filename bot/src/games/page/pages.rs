//! What the game pages and the Mini App ask of the games, the answerer
//! ([`GamePages`]) and the game a page is about.

use std::sync::Arc;

use crate::clock::Clock;
use crate::games::GameAccess;
use crate::games::page::answer::PageError;
use crate::games::page::signed_link::PageKey;
use crate::games::state::loaded::Loaded;
use crate::model::GameId;
use crate::standing::store::StandingStore;
use crate::store::Store;

impl GamePages {
    /// A stored game with its players, rebuilt; `NoGame` if there is none.
    pub(super) async fn page_game(&self, id: GameId) -> Result<Loaded, PageError> {
        self.games.loaded(id).await?.ok_or(PageError::NoGame)
    }
}

/// What the game pages and the Mini App ask of the games.
#[derive(Clone, Debug)]
pub struct GamePages {
    pub(super) games: GameAccess,
    pub(super) store: Store,
    pub(super) standing_store: StandingStore,
    pub(super) clock: Arc<dyn Clock>,
    /// The key the players' own page links are signed with.
    pub(super) page_key: Arc<PageKey>,
}

impl GamePages {
    /// The pages of `games`, their links signed with `page_key`.
    pub fn new(
        games: GameAccess,
        (store, clock): (Store, Arc<dyn Clock>),
        page_key: Arc<PageKey>,
    ) -> GamePages {
        GamePages {
            games,
            standing_store: StandingStore::new(store.clone()),
            store,
            clock,
            page_key,
        }
    }
}
