//! What a message is judged against, read in one round trip: its author,
//! its chat, and the games it may be about, each with both its players.

use std::sync::LazyLock;

use super::cells::{Cells, Cursor, aliased};
use super::channels::{SELECTED_COLUMNS, SeenChannel};
use super::connect::{Store, StoreError};
use super::games::{GAME_COLUMNS, GameRow};
use crate::chat::{Actor, Place};
use crate::model::GameId;
use crate::store::players::{PLAYER_COLUMNS, PlayerRow};

/// A game with both its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedGame {
    /// The game.
    pub row: GameRow,
    /// White.
    pub white: PlayerRow,
    /// Black.
    pub black: PlayerRow,
}

/// A message's author, chat and games as the store has them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scene {
    /// The author, if the store knows them.
    pub player: Option<PlayerRow>,
    /// The chat, if the store knows it.
    pub channel: Option<SeenChannel>,
    /// The game named, if one was.
    pub named: Option<GameId>,
    /// The game named, wherever it is; or, when none is named, the
    /// author's games in progress in this chat, oldest first.
    pub games: Vec<SeatedGame>,
}

/// The one query: a row per game found (one with no game when none is),
/// each with the author's and the chat's columns beside it. `$1` and `$2`
/// are the author's platform and id on it (the player an account joined,
/// for a linked one), `$3` and `$4` the chat's; `$5`
/// the game named, when `named`.
fn scene_sql(named: bool) -> &'static str {
    static NAMED: LazyLock<String> = LazyLock::new(|| write_scene_sql(true));
    static UNNAMED: LazyLock<String> = LazyLock::new(|| write_scene_sql(false));
    if named { &NAMED } else { &UNNAMED }
}

/// Writes [`scene_sql`].
fn write_scene_sql(named: bool) -> String {
    let games = if named {
        "g.id = $5"
    } else {
        "(g.channel_id = c.id OR g.also_channel_id = c.id) AND g.status = 'active' \
         AND (g.white_id = me.id OR g.black_id = me.id)"
    };
    format!(
        "SELECT {me}, {SELECTED_COLUMNS}, {game}, {white}, {black} \
         FROM (SELECT 1 AS here) AS now \
         LEFT JOIN players a ON a.platform = $1 AND a.platform_user_id = $2 \
         LEFT JOIN players me ON me.id = COALESCE(a.linked_to, a.id) \
         LEFT JOIN channels c ON c.platform = $3 AND c.platform_channel_id = $4 \
         LEFT JOIN channels p ON p.id = c.parent_id \
         LEFT JOIN games g ON {games} \
         LEFT JOIN players w ON w.id = g.white_id \
         LEFT JOIN players b ON b.id = g.black_id",
        me = aliased("me", PLAYER_COLUMNS),
        game = aliased("g", GAME_COLUMNS),
        white = aliased("w", PLAYER_COLUMNS),
        black = aliased("b", PLAYER_COLUMNS),
    )
}

/// One row of the query, read.
struct SceneRow {
    player: Option<PlayerRow>,
    channel: Option<SeenChannel>,
    game: Option<SeatedGame>,
}

impl<'r, R: Cells> sqlx::FromRow<'r, R> for SceneRow {
    fn from_row(row: &'r R) -> Result<SceneRow, sqlx::Error> {
        let mut cells = Cursor::new(row);
        let player = PlayerRow::read_optional(&mut cells)?;
        let channel = SeenChannel::read_optional(&mut cells)?;
        let game = GameRow::read_optional(&mut cells)?;
        let white = PlayerRow::read_optional(&mut cells)?;
        let black = PlayerRow::read_optional(&mut cells)?;
        let game = match (game, white, black) {
            (Some(row), Some(white), Some(black)) => Some(SeatedGame { row, white, black }),
            (None, _, _) => None,
            (Some(row), _, _) => {
                return Err(sqlx::Error::ColumnDecode {
                    index: "white_id".to_owned(),
                    source: format!("game {} has a player missing", row.id).into(),
                });
            }
        };
        Ok(SceneRow {
            player,
            channel,
            game,
        })
    }
}

impl Store {
    /// The author of a message in `place`, the chat, and the game `named`
    /// (in any chat, in any state) or else the author's games in progress
    /// there, with their players: one query. Creates nothing.
    pub async fn scene(
        &self,
        actor: &Actor,
        place: &Place,
        named: Option<GameId>,
    ) -> Result<Scene, StoreError> {
        let sql = scene_sql(named.is_some());
        let rows: Vec<SceneRow> = on_reader!(self, pool => {
            let query = sqlx::query_as(sql)
                .bind(actor.platform.name())
                .bind(&actor.user_id)
                .bind(place.platform.name())
                .bind(&place.channel_id);
            match named {
                Some(id) => query.bind(id).fetch_all(pool).await?,
                None => query.fetch_all(pool).await?,
            }
        });
        let mut scene = Scene {
            named,
            ..Scene::default()
        };
        for row in rows {
            scene.player = row.player;
            scene.channel = row.channel;
            scene.games.extend(row.game);
        }
        // Oldest first (sorted here: a sort in the query costs the
        // database more than the few games do here).
        scene.games.sort_by_key(|game| game.row.id);
        Ok(scene)
    }
}
