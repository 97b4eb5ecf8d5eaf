//! Chats that change under the bot: a Telegram group upgraded to a
//! supergroup (a new id: its games, settings, threads and leaderboard
//! move with it), and a chat the bot was removed from (it posts nothing
//! there until added again).

use chrono::{DateTime, Utc};

use super::IdentityStore;
use crate::chat::Place;
use crate::model::Platform;
use crate::store::games::GAME_COLUMNS;
use crate::store::updates::{commit_delivered, unmarked};
use crate::store::{Delivery, GameRow, Store, StoreError};
use crate::store::{on_reader, on_writer};

/// Every column that names a chat: the rows that belong to one (a game's
/// own chat, a challenge's...), a game played there as its second chat
/// or owing it a board, and a thread's parent.
const OF_A_CHAT: [(&str, &str); 9] = [
    ("games", "channel_id"),
    ("games", "also_channel_id"),
    ("games", "board_owed_in"),
    ("challenges", "channel_id"),
    ("tournaments", "channel_id"),
    ("analyses", "channel_id"),
    ("puzzle_rounds", "channel_id"),
    ("live_boards", "channel_id"),
    ("channels", "parent_id"),
];

impl IdentityStore {
    /// The chat `from` of `platform` is now `to`: its row takes the new id
    /// (a row the new id already had, seen first, gives its games and the
    /// rest to it and goes), and its leaderboard the new community.
    /// `false` when the store knew no chat `from` (or it moved already).
    pub async fn move_channel(
        &self,
        platform: Platform,
        from: &str,
        to: &str,
    ) -> Result<bool, StoreError> {
        let find = "SELECT id FROM channels WHERE platform = $1 AND platform_channel_id = $2";
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let old: Option<i64> = sqlx::query_scalar(find)
                .bind(platform.name())
                .bind(from)
                .fetch_optional(&mut *tx)
                .await?;
            match old {
                None => {
                    tx.rollback().await?;
                    Ok(false)
                }
                Some(old) => {
                    let new: Option<i64> = sqlx::query_scalar(find)
                        .bind(platform.name())
                        .bind(to)
                        .fetch_optional(&mut *tx)
                        .await?;
                    if let Some(new) = new {
                        for (table, column) in OF_A_CHAT {
                            sqlx::query(&format!(
                                "UPDATE {table} SET {column} = $1 WHERE {column} = $2"
                            ))
                            .bind(old)
                            .bind(new)
                            .execute(&mut *tx)
                            .await?;
                        }
                        sqlx::query("DELETE FROM channels WHERE id = $1")
                            .bind(new)
                            .execute(&mut *tx)
                            .await?;
                    }
                    sqlx::query("UPDATE channels SET platform_channel_id = $1 WHERE id = $2")
                        .bind(to)
                        .bind(old)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query(
                        "UPDATE channels SET community = $1 WHERE platform = $2 AND community = $3",
                    )
                    .bind(to)
                    .bind(platform.name())
                    .bind(from)
                    .execute(&mut *tx)
                    .await?;
                    // The leaderboard follows; a place the new chat held
                    // already (from games there before the move) yields.
                    sqlx::query(
                        "DELETE FROM standings WHERE platform = $1 AND community = $2 \
                         AND EXISTS (SELECT 1 FROM standings o WHERE o.platform = $1 \
                         AND o.community = $3 AND o.perf = standings.perf \
                         AND o.player_id = standings.player_id)",
                    )
                    .bind(platform.name())
                    .bind(to)
                    .bind(from)
                    .execute(&mut *tx)
                    .await?;
                    sqlx::query(
                        "UPDATE standings SET community = $1 WHERE platform = $2 AND community = $3",
                    )
                    .bind(to)
                    .bind(platform.name())
                    .bind(from)
                    .execute(&mut *tx)
                    .await?;
                    tx.commit().await?;
                    Ok(true)
                }
            }
        })
    }

    /// Marks the chat at `place` left by the bot at `left` (or, `None`,
    /// joined again), with `delivery`'s mark: the games in progress in it
    /// and its threads.
    pub async fn mark_channel_left(
        &self,
        place: &Place,
        left: Option<DateTime<Utc>>,
        delivery: Option<&Delivery>,
    ) -> Result<Vec<GameRow>, StoreError> {
        let delivery = unmarked(delivery);
        let games = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND channel_id IN \
             (SELECT id FROM channels WHERE platform = $1 AND (platform_channel_id = $2 \
             OR parent_id IN (SELECT id FROM channels WHERE platform = $1 \
             AND platform_channel_id = $2))) ORDER BY id"
        );
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "UPDATE channels SET left_at = $1 WHERE platform = $2 AND platform_channel_id = $3",
            )
            .bind(left)
            .bind(place.platform.name())
            .bind(&place.channel_id)
            .execute(&mut *tx)
            .await?;
            let rows: Vec<GameRow> = sqlx::query_as(&games)
                .bind(place.platform.name())
                .bind(&place.channel_id)
                .fetch_all(&mut *tx)
                .await?;
            commit_delivered!(tx, delivery);
            Ok(rows)
        })
    }

    /// Whether the bot was removed from chat `channel` of `platform` (and
    /// not added again).
    pub async fn channel_left(
        &self,
        platform: Platform,
        channel: &str,
    ) -> Result<bool, StoreError> {
        let sql = "SELECT left_at IS NOT NULL FROM channels \
                   WHERE platform = $1 AND platform_channel_id = $2";
        let left: Option<bool> = on_reader!(&self.store, pool => sqlx::query_scalar(sql)
            .bind(platform.name())
            .bind(channel)
            .fetch_optional(pool)
            .await?);
        Ok(left.unwrap_or(false))
    }
}
