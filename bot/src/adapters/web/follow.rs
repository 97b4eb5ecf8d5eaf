//! Following a game or a puzzle round live: `/game/<id>/events` (and
//! `/puzzle/<round>/events`) sends a server-sent event `changed` (with the
//! page's version) whenever the stored game or its analysis changes (the
//! round moves on, a try is decided, it ends), so a move made through any
//! process shows. However many pages follow one, this process reads its
//! version once every [`FOLLOW_EVERY`]; the reading stops when the last
//! page goes. Every stream ends when the pages stop being served.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;

use crate::games::page::PageError;
use crate::model::GameId;
use crate::service::Service;

/// How often a followed game is read again for a change.
const FOLLOW_EVERY: Duration = Duration::from_secs(1);

/// What a page follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Watched {
    /// A game.
    Game(GameId),
    /// A puzzle round, by its number.
    PuzzleRound(i64),
}

impl Watched {
    /// Its page's version as stored now.
    pub(super) async fn version(self, service: &Service) -> Result<i64, PageError> {
        match self {
            Watched::Game(id) => service.pages().page_version(id).await,
            Watched::PuzzleRound(round) => service.puzzles().puzzle_page_version(round).await,
        }
    }
}

/// The games and rounds followed in this process: each one's latest
/// version (`None` once it is gone), read by one task.
#[derive(Default)]
pub(super) struct Followed {
    games: Mutex<HashMap<Watched, Arc<watch::Sender<Option<i64>>>>>,
}

impl Followed {
    /// A receiver of `id`'s versions, starting from `version`.
    pub(super) fn follow(
        self: &Arc<Self>,
        service: &Service,
        id: Watched,
        version: i64,
    ) -> watch::Receiver<Option<i64>> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sender) = games.get(&id) {
            return sender.subscribe();
        }
        let (sender, receiver) = watch::channel(Some(version));
        let sender = Arc::new(sender);
        games.insert(id, sender.clone());
        tokio::spawn(read_versions(self.clone(), service.clone(), id, sender));
        receiver
    }

    /// Stops following `id` if no page does any more; whether it stopped.
    fn forget_if_unread(&self, id: Watched, sender: &watch::Sender<Option<i64>>) -> bool {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if sender.receiver_count() == 0 {
            games.remove(&id);
            true
        } else {
            false
        }
    }

    /// How many games are followed (for tests).
    #[cfg(test)]
    fn count(&self) -> usize {
        self.games.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// Reads `id`'s version every [`FOLLOW_EVERY`] while a page follows it.
async fn read_versions(
    followed: Arc<Followed>,
    service: Service,
    id: Watched,
    sender: Arc<watch::Sender<Option<i64>>>,
) {
    loop {
        tokio::time::sleep(FOLLOW_EVERY).await;
        if followed.forget_if_unread(id, &sender) {
            return;
        }
        match id.version(&service).await {
            Ok(version) => {
                sender.send_if_modified(|seen| {
                    let changed = *seen != Some(version);
                    *seen = Some(version);
                    changed
                });
            }
            Err(PageError::NoGame | PageError::NoPuzzle | PageError::NoTournament) => {
                sender.send_replace(None);
                followed
                    .games
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .remove(&id);
                return;
            }
            Err(error) => tracing::warn!(%error, page = ?id, "following a page"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn pages_following_one_game_share_one_reader_that_stops_when_they_go() {
        let service = Service::connect("sqlite::memory:")
            .await
            .expect("a service");
        let followed = Arc::new(Followed::default());
        let first = followed.follow(&service, Watched::Game(GameId(7)), 1);
        let second = followed.follow(&service, Watched::Game(GameId(7)), 1);
        assert_eq!(followed.count(), 1);
        drop((first, second));
        // Game 7 does not exist: the reader sees it gone and stops.
        tokio::time::sleep(FOLLOW_EVERY * 2 + Duration::from_millis(200)).await;
        assert_eq!(followed.count(), 0);
    }
}
