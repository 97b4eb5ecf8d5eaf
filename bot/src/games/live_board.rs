//! Which message shows a game's live board: platforms report each board
//! they post, and learn which one to take the buttons off.

use crate::chat::Place;
use crate::games::GameAccess;
use crate::model::GameId;

impl GameAccess {
    /// A board of a game (its id and half-moves, as
    /// [`crate::chat::Reply::live_board`] gives them) was posted in `place`
    /// as message `message_id`; the message whose buttons the platform
    /// should now take away: the game's board before it there, or this one
    /// when a board of a later position was posted first. A store that
    /// fails is logged and answers `None`: a stale button is refused by the
    /// `ply:` it carries all the same.
    pub(crate) async fn board_posted(
        &self,
        place: &Place,
        (game_id, ply): (GameId, u32),
        message_id: &str,
    ) -> Option<String> {
        let swapped = match self.store.channel(place).await {
            Ok(channel) => {
                self.game_store
                    .swap_live_board(game_id, channel, message_id, ply)
                    .await
            }
            Err(error) => Err(error),
        };
        swapped.unwrap_or_else(|error| {
            tracing::error!(%error, game = game_id.get(), "recording a live board failed");
            None
        })
    }
}
