//! Buttons that show a game's board, under a list of games.

use crate::chat::{Button, ButtonRole};
use crate::command::Request;
use crate::model::GameId;

/// The most buttons to boards a list of games carries.
pub(crate) const MAX_BOARD_BUTTONS: usize = 10;

/// A button that shows a game's board (`board #12`), labelled `#12`.
pub(crate) fn board_button(game: GameId) -> Button {
    Button::new(
        game.to_string(),
        Request::new(crate::games::commands::BOARD.command()).about(game),
        ButtonRole::Secondary,
    )
}
