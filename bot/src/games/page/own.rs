//! A player's games, as the Mini App's home lists them, and the language
//! a player reads the pages in.

use kibitz_rules::Color;

use crate::chat::Actor;
use crate::context::reader_language;
use crate::games::page::answer::PageError;
use crate::games::page::pages::GamePages;
use crate::model::{ChannelId, GameId, Language, PlayerId};

/// Someone a player has played lately, whom the Mini App's home offers to
/// challenge again in the chat of their latest game together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppOpponent {
    /// Their player number.
    pub id: PlayerId,
    /// Their name.
    pub name: String,
    /// Their latest game together.
    pub game: GameId,
}

/// How many of a player's latest games their opponents are read from.
const OPPONENTS_FROM_GAMES: i64 = 200;

/// How many opponents the home offers.
const MOST_OPPONENTS: usize = 12;

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

impl GamePages {
    /// The language `actor` reads the pages in: their chosen language,
    /// else their platform's, else the one they were last answered in.
    pub async fn reader_language(&self, actor: &Actor) -> Result<Language, PageError> {
        let player = self.store.find_player(actor).await?;
        Ok(reader_language(player.as_ref(), actor))
    }

    /// The active games of `actor` on their platform, those waiting for
    /// their move first: the Mini App's home.
    pub async fn own_games(&self, actor: &Actor) -> Result<Vec<OwnGame>, PageError> {
        let Some(player) = self.store.find_player(actor).await? else {
            return Ok(Vec::new());
        };
        let language = reader_language(Some(&player), actor);
        let rows = self.games.table().games_of_player(player.id).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let seated = self.games.seat(row).await?;
            let color = if seated.white.id == player.id {
                Color::White
            } else {
                Color::Black
            };
            let opponent = match color {
                Color::White => seated.black.display_name.clone(),
                Color::Black => seated.white.display_name.clone(),
            };
            let loaded = self.games.load(seated).await?;
            games.push(OwnGame {
                id: loaded.row.id,
                opponent,
                variant: crate::perf::variant_text(loaded.row.variant).write(language),
                my_move: loaded.game.turn() == color,
            });
        }
        games.sort_by_key(|game| !game.my_move);
        Ok(games)
    }

    /// The people `actor` has played lately (never the bot), the latest
    /// first, each with the chat of their latest game together, where a
    /// challenge from the Mini App is posted.
    pub async fn app_opponents(
        &self,
        actor: &Actor,
    ) -> Result<Vec<(AppOpponent, ChannelId)>, PageError> {
        let Some(player) = self.store.find_player(actor).await? else {
            return Ok(Vec::new());
        };
        let mut found = Vec::new();
        for (id, channel, game) in self
            .games
            .table()
            .recent_opponents(player.id, OPPONENTS_FROM_GAMES)
            .await?
        {
            if found.len() == MOST_OPPONENTS {
                break;
            }
            let Some(opponent) = self.store.player_by_id(id).await? else {
                continue;
            };
            if opponent.is_bot() || opponent.platform != actor.platform {
                continue;
            }
            found.push((
                AppOpponent {
                    id,
                    name: opponent.display_name,
                    game,
                },
                channel,
            ));
        }
        Ok(found)
    }
}
