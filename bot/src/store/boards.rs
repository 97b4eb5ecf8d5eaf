//! Live boards: the message that shows a game's board with its buttons,
//! per chat, so that the next board posted takes them off the last.

use super::connect::{Store, StoreError};
use crate::model::{ChannelId, GameId};

impl Store {
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
        let replaced: Option<(Option<String>,)> = on_writer!(self, pool => sqlx::query_as(sql)
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
}
