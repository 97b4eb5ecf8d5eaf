//! Live boards: the message that shows a game's board with its buttons,
//! per chat, so that the next board posted takes them off the last.

use super::connect::{Store, StoreError};

impl Store {
    /// Records that `message_id` now shows game `game_id`'s board in chat
    /// `channel_id`; the message that showed it before, if another. One
    /// statement: of two posters at once, each learns the one it replaced.
    pub async fn swap_live_board(
        &self,
        game_id: i64,
        channel_id: i64,
        message_id: &str,
    ) -> Result<Option<String>, StoreError> {
        let sql = "INSERT INTO live_boards (game_id, channel_id, message_id, previous) \
                   VALUES ($1, $2, $3, NULL) \
                   ON CONFLICT (game_id, channel_id) DO UPDATE \
                   SET message_id = excluded.message_id, previous = live_boards.message_id \
                   RETURNING previous";
        let (previous,): (Option<String>,) = on_pool!(self, pool => sqlx::query_as(sql)
            .bind(game_id)
            .bind(channel_id)
            .bind(message_id)
            .fetch_one(pool)
            .await?);
        Ok(previous.filter(|previous| previous != message_id))
    }
}
