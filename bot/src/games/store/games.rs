//! Games: created, read, and changed under optimistic locking.

use std::sync::LazyLock;

use super::GameStore;
use crate::model::{ChannelId, GameId, PlayerId};
use crate::standing::store::RecordEnding;
use crate::store::columns::bind_values;
use crate::store::connect::{Store, StoreError};
use crate::store::dialect::Dialect;
use crate::store::games::{
    GAME_COLUMNS, GameRow, INSERT_GAME, NewGame, OwedNotice, UPDATE_GAME, UPDATE_GAME_AND_MARK,
    VacationNews,
};
use crate::store::marked::fetch_marked;
use crate::store::updates::{Delivery, commit_delivered, unmarked};
use crate::store::{on_reader, on_writer};

impl GameStore {
    /// Creates a game, active, with the moves it begins with, as the effect
    /// of `delivery` when one is being handled.
    pub async fn create_game(
        &self,
        new: &NewGame,
        delivery: Option<&Delivery>,
    ) -> Result<GameRow, StoreError> {
        let sql = INSERT_GAME.as_str();
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let row: GameRow = bind_values(sqlx::query_as(sql), new.insert_values(None))
                .fetch_one(&mut *tx)
                .await?;
            commit_delivered!(tx, delivery);
            Ok(row)
        })
    }

    /// The active games of a player in a channel (their own, or the
    /// second they are also played in), oldest first.
    pub async fn active_games(
        &self,
        channel_id: ChannelId,
        player_id: PlayerId,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE (channel_id = $1 OR also_channel_id = $1) \
             AND status = 'active' AND (white_id = $2 OR black_id = $2) ORDER BY id"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel_id).bind(player_id).fetch_all(pool).await?),
        )
    }

    /// The game a thread or topic is about: its newest game in progress,
    /// else its newest game.
    pub async fn game_of_thread(
        &self,
        channel_id: ChannelId,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND imported_by IS NULL \
             ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END, id DESC LIMIT 1"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel_id).fetch_optional(pool).await?),
        )
    }

    /// The games being played in a channel (their own, or the second they
    /// are also played in), oldest first.
    pub async fn games_in_channel(
        &self,
        channel_id: ChannelId,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE (channel_id = $1 OR also_channel_id = $1) \
             AND status = 'active' ORDER BY id"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel_id).fetch_all(pool).await?),
        )
    }

    /// The active games of a player in every channel, oldest first.
    pub async fn games_of_player(&self, player_id: PlayerId) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' \
             AND (white_id = $1 OR black_id = $1) ORDER BY id"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(player_id).fetch_all(pool).await?),
        )
    }

    /// The people a player has played lately, the latest first, each
    /// once, with the channel and number of their latest game together:
    /// from the player's last `games` games, finished or not.
    pub async fn recent_opponents(
        &self,
        player_id: PlayerId,
        games: i64,
    ) -> Result<Vec<(PlayerId, ChannelId, GameId)>, StoreError> {
        let sql = "SELECT CASE WHEN white_id = $1 THEN black_id ELSE white_id END, channel_id, id \
                   FROM games WHERE white_id = $1 OR black_id = $1 ORDER BY id DESC LIMIT $2";
        let rows: Vec<(PlayerId, ChannelId, GameId)> = on_reader!(&self.store, pool => sqlx::query_as(sql)
            .bind(player_id)
            .bind(games)
            .fetch_all(pool)
            .await?);
        let mut seen = std::collections::HashSet::new();
        Ok(rows
            .into_iter()
            .filter(|(opponent, _, _)| *opponent != player_id && seen.insert(*opponent))
            .collect())
    }

    /// The newest game of a player in a channel (its own, or the second it
    /// is also played in), finished or not.
    pub async fn latest_game(
        &self,
        channel_id: ChannelId,
        player_id: PlayerId,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE (channel_id = $1 OR also_channel_id = $1) \
             AND (white_id = $2 OR black_id = $2) ORDER BY id DESC LIMIT 1"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel_id).bind(player_id).fetch_optional(pool).await?),
        )
    }

    /// Writes a game's changed fields if its version is still
    /// `game.version`, and bumps the version. Gives the stored row, or
    /// `None` when someone else changed the game first (re-read and judge
    /// again). The game's scheduled work follows from the fields written;
    /// a scheduler's claim on it stays until its lease runs out, so that
    /// the scheduler that ended a game on time also announces it. A game
    /// that ends gets its history lines and, when rated, both players' new
    /// ratings in the same transaction: all of it commits, or none.
    /// The change is the effect of `delivery` when one is being handled:
    /// its mark commits with it.
    pub async fn update_game(
        &self,
        game: &GameRow,
        delivery: Option<&Delivery>,
    ) -> Result<Option<GameRow>, StoreError> {
        let lock = self.store.dialect().row_lock();
        macro_rules! update {
            ($sql:expr, $executor:expr) => {
                bind_values(sqlx::query_as($sql), game.change_values())
                    .fetch_optional($executor)
                    .await
            };
        }
        // A game that goes on (or is aborted) is one statement, its
        // update's mark included; one that ends takes its results and
        // ratings along in a transaction.
        let delivery = unmarked(delivery);
        if game.ending().is_none() && game.forfeit().is_none() {
            match (&self.store, delivery) {
                (_, None) => {
                    return Ok(
                        on_writer!(&self.store, pool => update!(UPDATE_GAME.as_str(), pool)?),
                    );
                }
                (Store::Postgres(connections), Some(delivery)) => {
                    let query = bind_values(
                        sqlx::query_as(UPDATE_GAME_AND_MARK.as_str()),
                        game.change_values(),
                    );
                    return fetch_marked(connections, query, Some(delivery)).await;
                }
                (Store::Sqlite(_), Some(_)) => {}
            }
        }
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let saved: Option<GameRow> = update!(UPDATE_GAME.as_str(), &mut *tx)?;
            match saved {
                None => {
                    tx.rollback().await?;
                    Ok(None)
                }
                Some(saved) => {
                    if let Some(ending) = saved.ending() {
                        tx.record_ending(&ending, lock).await?;
                    }
                    if let Some(forfeit) = saved.forfeit() {
                        tx.record_forfeit(&forfeit).await?;
                    }
                    commit_delivered!(tx, delivery);
                    Ok(Some(saved))
                }
            }
        })
    }

    /// Writes what a game no longer owes (its reminder, its announcement,
    /// its direct message: delivered), as `game` says, if its version is
    /// still `game.version`; whether it was written (`false`: someone
    /// changed the game first, and it owes what that change set).
    ///
    /// The game's `due_at` is left as it was, still due, until
    /// [`Store::release_games`] gives its claim back and sets it anew for
    /// the whole pass in one statement: so the mark changes no indexed
    /// column, and Postgres writes it in place (a heap-only update) rather
    /// than into every index of the table. A process that stops between
    /// the two leaves the game due but owing nothing: the pass that claims
    /// it after the lease does nothing for it but set its `due_at`.
    ///
    /// On Postgres the write does not wait for the disk (its commit is
    /// asynchronous, as `synchronous_commit = off` makes it): the mark is
    /// bookkeeping, written once per delivery, and the wait is most of its
    /// cost. Only a crash of the database server itself, within its last
    /// fraction of a second, can lose such a mark, and a lost mark means a
    /// notice delivered twice, never a change to a game lost.
    pub async fn clear_owed(&self, game: &GameRow) -> Result<bool, StoreError> {
        const CLEAR: &str = "remind_at = $1, notice = $2, dm_for = $3, vacation_news = $4, \
                             board_owed_in = $7, version = version + 1, \
                             updated_at = CURRENT_TIMESTAMP";
        const WHICH: &str = "WHERE id = $5 AND version = $6";
        static POSTGRES: LazyLock<String> =
            LazyLock::new(|| Dialect::Postgres.without_waiting("games", CLEAR, WHICH));
        static SQLITE: LazyLock<String> =
            LazyLock::new(|| Dialect::Sqlite.without_waiting("games", CLEAR, WHICH));
        let sql = match self.store.dialect() {
            Dialect::Postgres => POSTGRES.as_str(),
            Dialect::Sqlite => SQLITE.as_str(),
        };
        let written = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(game.remind_at)
            .bind(game.notice.map(OwedNotice::name))
            .bind(game.dm_for)
            .bind(game.vacation_news.map(VacationNews::name))
            .bind(game.id)
            .bind(game.version)
            .bind(game.board_owed_in)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(written == 1)
    }

    /// Starts the rematch of a finished game: creates `rematch` and marks
    /// `game` (at the version read) as having it, in one transaction.
    /// `None` when the game changed first (its rematch may have begun).
    pub async fn start_rematch(
        &self,
        game: &GameRow,
        rematch: &NewGame,
        delivery: Option<&Delivery>,
    ) -> Result<Option<GameRow>, StoreError> {
        let insert = INSERT_GAME.as_str();
        let mark = "UPDATE games SET rematch_id = $1, rematch_offer = NULL, version = version + 1 \
                    WHERE id = $2 AND version = $3 AND rematch_id IS NULL";
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let row: GameRow = bind_values(sqlx::query_as(insert), rematch.insert_values(None))
                .fetch_one(&mut *tx)
                .await?;
            let marked = sqlx::query(mark)
                .bind(row.id)
                .bind(game.id)
                .bind(game.version)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if marked == 1 {
                commit_delivered!(tx, delivery);
                Ok(Some(row))
            } else {
                tx.rollback().await?;
                Ok(None)
            }
        })
    }
}
