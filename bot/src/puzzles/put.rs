//! The puzzle a round puts: one of the shipped set, or one mined from a
//! game played in the chat's community, found by its id either way.

use chrono::{DateTime, Utc};

use super::rating::shipped_rating;
use crate::context::Failure;
use crate::i18n::Text;
use crate::puzzles::Puzzles;
use crate::puzzles::set::{Puzzle, PuzzleSet};
use crate::puzzles::store::community_puzzles::{CommunityPuzzle, is_community_puzzle_id};
use crate::rating::Rating;
use crate::store::StoreError;

/// A puzzle put to a chat.
#[derive(Clone, Debug)]
pub(crate) enum Put {
    /// One of lichess's, shipped.
    Shipped(&'static Puzzle<'static>),
    /// One mined from a game played here.
    Mined(CommunityPuzzle),
}

impl Put {
    /// The puzzle.
    pub(crate) fn puzzle(&self) -> Puzzle<'_> {
        match self {
            Put::Shipped(puzzle) => **puzzle,
            Put::Mined(mined) => mined.puzzle(),
        }
    }

    /// Its rating as a solver's opponent at `now`.
    pub(crate) fn rating(&self, now: DateTime<Utc>) -> Rating {
        match self {
            Put::Shipped(puzzle) => shipped_rating(puzzle, now),
            Put::Mined(mined) => mined.glicko(),
        }
    }

    /// Whether its rating moves with the tries at it.
    pub(crate) fn is_rated(&self) -> bool {
        matches!(self, Put::Mined(_))
    }
}

impl Puzzles {
    /// The puzzle known by `id`, shipped or mined.
    pub(crate) async fn puzzle_by_id(&self, id: &str) -> Result<Option<Put>, StoreError> {
        if is_community_puzzle_id(id) {
            return Ok(self
                .puzzle_store
                .community_puzzle(id)
                .await?
                .map(Put::Mined));
        }
        Ok(PuzzleSet::shipped().by_id(id).map(Put::Shipped))
    }

    /// The line that credits a mined puzzle to its game (`From game #41
    /// of this community, alice vs bob.`); none for a shipped one.
    pub(crate) async fn credit(&self, put: &Put) -> Result<Option<Text>, Failure> {
        let Put::Mined(mined) = put else {
            return Ok(None);
        };
        let Some(game) = self.store.game(mined.game_id).await? else {
            return Ok(None);
        };
        let name = |id| async move {
            Ok::<_, Failure>(
                self.store
                    .player_by_id(id)
                    .await?
                    .map_or_else(|| "?".to_owned(), |p| p.display_name),
            )
        };
        Ok(Some(
            Text::new("puzzle-credit")
                .arg("game", mined.game_id.get().to_string())
                .arg("white", name(game.white_id).await?)
                .arg("black", name(game.black_id).await?),
        ))
    }
}
