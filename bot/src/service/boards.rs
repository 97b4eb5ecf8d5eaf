//! Which message shows a game's live board: platforms report each board
//! they post, and learn which earlier one to take the buttons off.

use super::Service;
use crate::chat::Place;

impl Service {
    /// A board of game `game_id` was posted in `place` as message
    /// `message_id`; the message that showed that game's board there
    /// before, whose buttons the platform should take away. A store that
    /// fails is logged and answers `None`: a stale button is refused by the
    /// `ply:` it carries all the same.
    pub async fn board_posted(
        &self,
        place: &Place,
        game_id: i64,
        message_id: &str,
    ) -> Option<String> {
        let swapped = match self.store.channel(place).await {
            Ok(channel) => {
                self.store
                    .swap_live_board(game_id, channel, message_id)
                    .await
            }
            Err(error) => Err(error),
        };
        swapped.unwrap_or_else(|error| {
            tracing::error!(%error, game_id, "recording a live board failed");
            None
        })
    }
}
