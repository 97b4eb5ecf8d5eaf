//! The replays (GIFs) the pages hand out: each game's is drawn once per
//! version and kept, the newest [`KEPT`] of them, and at most
//! [`DRAWING_AT_ONCE`] are drawn at a time, so that no flood of downloads
//! can take the process's cores from the chats.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;

use crate::games::page::PageError;
use crate::model::GameId;
use crate::service::Service;

/// How many replays are kept.
const KEPT: usize = 32;

/// How many replays may be drawn at once.
const DRAWING_AT_ONCE: usize = 2;

/// A kept replay: the game, its version, the GIF.
type Kept = (GameId, i64, Arc<Vec<u8>>);

/// Replays kept by game and version.
pub(super) struct Replays {
    kept: Mutex<VecDeque<Kept>>,
    drawing: Semaphore,
}

impl Default for Replays {
    fn default() -> Replays {
        Replays {
            kept: Mutex::new(VecDeque::with_capacity(KEPT)),
            drawing: Semaphore::new(DRAWING_AT_ONCE),
        }
    }
}

impl Replays {
    /// The kept replay of game `id` at `version`.
    fn find(&self, id: GameId, version: i64) -> Option<Arc<Vec<u8>>> {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.iter()
            .find(|(i, v, _)| *i == id && *v == version)
            .map(|(_, _, gif)| gif.clone())
    }

    /// Keeps a replay, in place of any older one of the same game.
    fn keep(&self, id: GameId, version: i64, gif: Arc<Vec<u8>>) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.retain(|(i, _, _)| *i != id);
        if kept.len() == KEPT {
            kept.pop_front();
        }
        kept.push_back((id, version, gif));
    }

    /// Game `id`'s replay as it stands: kept, or drawn (waiting for a
    /// turn to draw).
    pub(super) async fn replay(
        &self,
        service: &Service,
        id: GameId,
    ) -> Result<Arc<Vec<u8>>, PageError> {
        let version = service.pages().game_version(id).await?;
        if let Some(gif) = self.find(id, version) {
            return Ok(gif);
        }
        let _turn = self
            .drawing
            .acquire()
            .await
            .map_err(|e| PageError::Trouble(e.to_string()))?;
        // Another request may have drawn it meanwhile.
        if let Some(gif) = self.find(id, version) {
            return Ok(gif);
        }
        let gif = Arc::new(service.pages().game_gif(id).await?);
        self.keep(id, version, gif.clone());
        Ok(gif)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replay_is_kept_by_version_and_the_oldest_goes_first() {
        let replays = Replays::default();
        let (first, last) = (GameId(1), GameId(KEPT as i64 + 1));
        replays.keep(first, 5, Arc::new(vec![1]));
        assert_eq!(replays.find(first, 5).as_deref(), Some(&vec![1]));
        assert!(replays.find(first, 6).is_none());
        // A newer version of the game takes the older's place.
        replays.keep(first, 6, Arc::new(vec![2]));
        assert!(replays.find(first, 5).is_none());
        for id in 2..=last.get() {
            replays.keep(GameId(id), 1, Arc::new(vec![]));
        }
        assert!(replays.find(first, 6).is_none(), "the oldest went");
        assert!(replays.find(last, 1).is_some());
    }
}
