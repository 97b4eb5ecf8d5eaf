//! Each domain's tables over a test's store, as the service reaches them:
//! `store.game(id)`, `store.tournaments().entrants(id)`.

use kibitz::analysis::store::AnalysisStore;
use kibitz::challenges::store::ChallengeStore;
use kibitz::games::store::GameStore;
use kibitz::identity::store::IdentityStore;
use kibitz::puzzles::store::PuzzleStore;
use kibitz::standing::store::StandingStore;
use kibitz::store::Store;
use kibitz::tournaments::store::TournamentStore;

/// A store's domain tables.
pub trait Tables {
    /// The games.
    fn games(&self) -> GameStore;
    /// Results, ratings and leaderboards.
    fn standing(&self) -> StandingStore;
    /// Challenges and seeks.
    fn challenges(&self) -> ChallengeStore;
    /// The analyses and pasted games.
    fn analyses(&self) -> AnalysisStore;
    /// Puzzle rounds and daily puzzles.
    fn puzzles(&self) -> PuzzleStore;
    /// Tournaments.
    fn tournaments(&self) -> TournamentStore;
    /// Linked accounts, forgotten players, moved chats.
    fn identity(&self) -> IdentityStore;
}

impl Tables for Store {
    fn games(&self) -> GameStore {
        GameStore::new(self.clone())
    }
    fn standing(&self) -> StandingStore {
        StandingStore::new(self.clone())
    }
    fn challenges(&self) -> ChallengeStore {
        ChallengeStore::new(self.clone())
    }
    fn analyses(&self) -> AnalysisStore {
        AnalysisStore::new(self.clone())
    }
    fn puzzles(&self) -> PuzzleStore {
        PuzzleStore::new(self.clone())
    }
    fn tournaments(&self) -> TournamentStore {
        TournamentStore::new(self.clone())
    }
    fn identity(&self) -> IdentityStore {
        IdentityStore::new(self.clone())
    }
}
