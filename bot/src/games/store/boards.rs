//! Live boards: the message that shows a game's board with its buttons,
//! per chat, so that the next board posted takes them off the last.

use chrono::{DateTime, Utc};

use super::GameStore;
use crate::model::{ChannelId, GameId, PlayerId};
use crate::store::connect::{Store, StoreError};
use crate::store::{on_reader, on_writer};

impl GameStore {
    /// Records that `message_id` now shows game `game_id`'s board, after
    /// `ply` half-moves, in chat `channel_id`; the message that is no
    /// longer live and should lose its buttons: the one it replaced, or
    /// itself when a board of a later position was recorded first (two
    /// processes posting at once). One statement, so each poster learns
    /// exactly one.
    pub async fn swap_live_board(
        &self,
        game_id: GameId,
        channel_id: ChannelId,
        message_id: &str,
        ply: u32,
    ) -> Result<Option<String>, StoreError> {
        let sql = "INSERT INTO live_boards (game_id, channel_id, message_id, ply, previous) \
                   VALUES ($1, $2, $3, $4, NULL) \
                   ON CONFLICT (game_id, channel_id) DO UPDATE \
                   SET message_id = excluded.message_id, ply = excluded.ply, \
                   previous = live_boards.message_id \
                   WHERE live_boards.ply <= excluded.ply \
                   RETURNING previous";
        let replaced: Option<(Option<String>,)> = on_writer!(&self.store, pool => sqlx::query_as(sql)
            .bind(game_id)
            .bind(channel_id)
            .bind(message_id)
            .bind(i64::from(ply))
            .fetch_optional(pool)
            .await?);
        Ok(match replaced {
            Some((previous,)) => previous.filter(|previous| previous != message_id),
            // A later board is live already: this one is stale.
            None => Some(message_id.to_owned()),
        })
    }

    /// The games of `player_id` played in chat `channel_id` (going on, or
    /// ended since `since`) whose live board there shows fewer half-moves
    /// than they have, or none: a board owed, never posted for a move
    /// that was made (its process died between the two).
    pub async fn boards_behind(
        &self,
        player_id: PlayerId,
        channel_id: ChannelId,
        since: DateTime<Utc>,
    ) -> Result<Vec<GameId>, StoreError> {
        // The half-moves of a game: the words of its moves.
        let sql = "SELECT g.id FROM games g LEFT JOIN live_boards b \
                   ON b.game_id = g.id AND b.channel_id = g.channel_id \
                   WHERE g.channel_id = $1 AND (g.white_id = $2 OR g.black_id = $2) \
                   AND (g.status = 'active' OR g.ended_at >= $3) \
                   AND (b.ply IS NULL OR b.ply < CASE WHEN g.moves = '' THEN 0 \
                   ELSE length(g.moves) - length(replace(g.moves, ' ', '')) + 1 END) \
                   ORDER BY g.id";
        let games: Vec<(GameId,)> = on_reader!(&self.store, pool => sqlx::query_as(sql)
            .bind(channel_id)
            .bind(player_id)
            .bind(since)
            .fetch_all(pool)
            .await?);
        Ok(games.into_iter().map(|(id,)| id).collect())
    }
}
