//! A player's games, as the Mini App's home lists them.

use kibitz_rules::Color;

use super::{PageError, Service};
use crate::chat::Actor;
use crate::model::{GameId, Language};

/// One of a player's games, as the Mini App's home lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnGame {
    /// The game's number.
    pub id: GameId,
    /// The opponent's name.
    pub opponent: String,
    /// The game played, as a chat names it.
    pub variant: String,
    /// Whether it is the player's move.
    pub my_move: bool,
}

impl Service {
    /// The active games of `actor` on their platform, those waiting for
    /// their move first: the Mini App's home.
    pub async fn own_games(&self, actor: &Actor) -> Result<Vec<OwnGame>, PageError> {
        let Some(player) = self.store.find_player(actor).await? else {
            return Ok(Vec::new());
        };
        let rows = self.store.games_of_player(player.id).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let seated = self.seat(row).await?;
            let color = if seated.white.id == player.id {
                Color::White
            } else {
                Color::Black
            };
            let opponent = match color {
                Color::White => seated.black.display_name.clone(),
                Color::Black => seated.white.display_name.clone(),
            };
            let loaded = self.load(seated).await?;
            games.push(OwnGame {
                id: loaded.row.id,
                opponent,
                variant: crate::service::present::variant_text(loaded.row.variant)
                    .write(Language::En),
                my_move: loaded.game.turn() == color,
            });
        }
        games.sort_by_key(|game| !game.my_move);
        Ok(games)
    }
}
