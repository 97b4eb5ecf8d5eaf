//! Channels: the chats games are played in, known by platform and id.

use super::cells::{Cells, Cursor, whole};
use super::columns::read;
use super::connect::{Store, StoreError};
use crate::chat::Place;
use crate::model::Platform;
use crate::model::{ChannelId, GameId, Language};

/// A chat as stored, with its settings (a thread's are its parent's
/// unless it has its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelRow {
    /// The chat's id in the store.
    pub id: ChannelId,
    /// The language of the bot's posts there, when its managers set one.
    pub language: Option<Language>,
    /// Whether its managers want each new game in a thread or topic of
    /// its own.
    pub games_in_threads: bool,
    /// The chat whose settings its managers change from here: the parent
    /// of a thread or topic, else this chat.
    pub home: ChannelId,
    /// The game this thread or topic was opened for, if it was.
    pub opened_for: Option<GameId>,
}

/// A chat as selected: its row with its settings, and what is checked
/// against what the platform says of it now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeenChannel {
    row: ChannelRow,
    community: Option<String>,
    has_parent: bool,
}

impl SeenChannel {
    /// The chat with its settings.
    pub fn row(&self) -> ChannelRow {
        self.row
    }

    /// Whether the stored chat says what the platform now says of `place`:
    /// the community it belongs to, and its parent (a thread's).
    pub fn is_current(&self, place: &Place) -> bool {
        (place.community.is_none() || self.community == place.community)
            && (place.parent.is_none() || self.has_parent)
    }

    /// Reads a chat from the cursor's next [`SELECTED_COUNT`] cells (the
    /// columns of [`SELECTED`]); `None` when its id is null.
    pub(crate) fn read_optional<R: Cells>(
        cells: &mut Cursor<'_, R>,
    ) -> Result<Option<SeenChannel>, sqlx::Error> {
        let Some(id) = cells.next::<Option<ChannelId>>()? else {
            cells.skip(SELECTED_COUNT - 1);
            return Ok(None);
        };
        let community: Option<String> = cells.next()?;
        let parent: Option<ChannelId> = cells.next()?;
        let opened_for = cells.next()?;
        let language: Option<String> = cells.next()?;
        let games_place: Option<String> = cells.next()?;
        let language = match language {
            Some(code) => Some(read("language", &code, Language::from_code)?),
            None => None,
        };
        let games_in_threads = match games_place.as_deref() {
            None | Some("here") => false,
            Some("thread") => true,
            Some(other) => read("games place", other, |_| None::<bool>)?,
        };
        Ok(Some(SeenChannel {
            row: ChannelRow {
                id,
                language,
                games_in_threads,
                home: parent.unwrap_or(id),
                opened_for,
            },
            community,
            has_parent: parent.is_some(),
        }))
    }
}

impl<'r, R: Cells> sqlx::FromRow<'r, R> for SeenChannel {
    fn from_row(row: &'r R) -> Result<SeenChannel, sqlx::Error> {
        whole(row, SeenChannel::read_optional)
    }
}

/// The columns of a chat `c` as selected with its parent `p`: id,
/// community, parent, game opened for, language and games' place (the
/// last two falling back to the parent's).
pub(crate) const SELECTED_COLUMNS: &str = "c.id, c.community, c.parent_id, c.opened_for, \
     COALESCE(c.language, p.language), COALESCE(c.games_place, p.games_place)";

/// How many columns [`SELECTED_COLUMNS`] lists.
pub(crate) const SELECTED_COUNT: usize = 6;

/// A chat `c` with its parent `p`.
const SELECTED: &str = "FROM channels c LEFT JOIN channels p ON p.id = c.parent_id";

/// The query of a chat by platform (`$1`) and the platform's id (`$2`).
fn select_by_place() -> String {
    format!(
        "SELECT {SELECTED_COLUMNS} {SELECTED} WHERE c.platform = $1 AND c.platform_channel_id = $2"
    )
}

impl Store {
    /// The id of a platform channel seen before, without creating it.
    pub async fn find_channel(&self, place: &Place) -> Result<Option<ChannelId>, StoreError> {
        let select = "SELECT id FROM channels WHERE platform = $1 AND platform_channel_id = $2";
        let known: Option<(ChannelId,)> = on_reader!(self, pool => sqlx::query_as(select)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .fetch_optional(pool)
            .await?);
        Ok(known.map(|(id,)| id))
    }

    /// The chat a channel id stands for.
    pub async fn channel_by_id(&self, id: ChannelId) -> Result<Option<Place>, StoreError> {
        let select = "SELECT platform, platform_channel_id FROM channels WHERE id = $1";
        let found: Option<(String, String)> =
            on_reader!(self, pool => sqlx::query_as(select).bind(id).fetch_optional(pool).await?);
        let Some((platform, channel)) = found else {
            return Ok(None);
        };
        let platform = read("platform", &platform, Platform::from_name)?;
        Ok(Some(Place::new(platform, channel)))
    }

    /// The id of a platform channel, created on first sight; the
    /// community it belongs to is kept up to date.
    pub async fn channel(&self, place: &Place) -> Result<ChannelId, StoreError> {
        Ok(self.channel_row(place).await?.id)
    }

    /// A platform channel with its settings, created on first sight (a
    /// thread or topic with its parent); the community it belongs to is
    /// kept up to date.
    pub async fn channel_row(&self, place: &Place) -> Result<ChannelRow, StoreError> {
        let known: Option<SeenChannel> = on_reader!(self, pool => sqlx::query_as(&select_by_place())
                .bind(place.platform.name())
                .bind(&place.channel_id)
                .fetch_optional(pool)
                .await?);
        self.channel_seen(place, known).await
    }

    /// A platform channel with its settings, as [`Store::channel_row`]
    /// gives it, when it was read already (`None`: it was not there).
    pub async fn channel_seen(
        &self,
        place: &Place,
        seen: Option<SeenChannel>,
    ) -> Result<ChannelRow, StoreError> {
        if let Some(seen) = seen.filter(|seen| seen.is_current(place)) {
            return Ok(seen.row);
        }
        let parent = match &place.parent {
            Some(_) => Some(Box::pin(self.channel_row(&place.home())).await?.id),
            None => None,
        };
        let sql = "INSERT INTO channels (platform, platform_channel_id, community, parent_id) \
                   VALUES ($1, $2, $3, $4) \
                   ON CONFLICT (platform, platform_channel_id) DO UPDATE \
                   SET community = excluded.community, \
                   parent_id = COALESCE(excluded.parent_id, channels.parent_id)";
        on_writer!(self, pool => sqlx::query(sql)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .bind(place.community.as_deref())
            .bind(parent)
            .execute(pool)
            .await
            .map(|_| ())?);
        let seen: SeenChannel = on_writer!(self, pool => sqlx::query_as(&select_by_place())
                .bind(place.platform.name())
                .bind(&place.channel_id)
                .fetch_one(pool)
                .await?);
        Ok(seen.row)
    }

    /// Moves a game that was just created in the chat `from` to `thread`,
    /// the thread or topic opened for it (created in the store as a thread
    /// of `from`'s home chat): of a game played in two chats, the one of
    /// them `from` is. False when the game is no longer in `from`.
    pub async fn move_game_to_thread(
        &self,
        game_id: GameId,
        from: &ChannelRow,
        thread: &Place,
    ) -> Result<bool, StoreError> {
        let upsert = "INSERT INTO channels (platform, platform_channel_id, community, parent_id, opened_for) \
                      VALUES ($1, $2, $3, $4, $5) \
                      ON CONFLICT (platform, platform_channel_id) DO UPDATE \
                      SET parent_id = excluded.parent_id, opened_for = excluded.opened_for \
                      RETURNING id";
        let moved = on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let (thread_id,): (ChannelId,) = sqlx::query_as(upsert)
                .bind(thread.platform.name())
                .bind(&thread.channel_id)
                .bind(thread.community.as_deref())
                .bind(from.home)
                .bind(game_id)
                .fetch_one(&mut *tx)
                .await?;
            // Of a game in two chats, the one of them the thread opened in.
            let moved = sqlx::query(
                "UPDATE games SET \
                 channel_id = CASE WHEN channel_id = $3 THEN $1 ELSE channel_id END, \
                 also_channel_id = CASE WHEN also_channel_id = $3 THEN $1 ELSE also_channel_id END, \
                 board_owed_in = CASE WHEN board_owed_in = $3 THEN $1 ELSE board_owed_in END \
                 WHERE id = $2 AND (channel_id = $3 OR also_channel_id = $3)",
            )
                .bind(thread_id)
                .bind(game_id)
                .bind(from.id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            moved == 1
        });
        Ok(moved)
    }

    /// Sets where the chat's new games are played: in a thread or topic of
    /// their own, or in the chat itself.
    pub async fn set_games_in_threads(
        &self,
        id: ChannelId,
        threads: bool,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE channels SET games_place = $1 WHERE id = $2";
        on_writer!(self, pool => sqlx::query(sql)
            .bind(if threads { "thread" } else { "here" })
            .bind(id)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }

    /// A chat with its settings, by its id in the store.
    pub async fn channel_row_by_id(&self, id: ChannelId) -> Result<Option<ChannelRow>, StoreError> {
        let select = format!("SELECT {SELECTED_COLUMNS} {SELECTED} WHERE c.id = $1");
        let found: Option<SeenChannel> =
            on_reader!(self, pool => sqlx::query_as(&select).bind(id).fetch_optional(pool).await?);
        Ok(found.map(|seen| seen.row))
    }

    /// Sets the language of the bot's posts in a chat (`None`: each
    /// reader's own).
    pub async fn set_channel_language(
        &self,
        id: ChannelId,
        language: Option<Language>,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE channels SET language = $1 WHERE id = $2";
        on_writer!(self, pool => sqlx::query(sql)
            .bind(language.map(Language::code))
            .bind(id)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }
}
