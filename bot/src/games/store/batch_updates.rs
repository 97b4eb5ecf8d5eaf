//! Many games changed together, as a scheduler pass ends the games out of
//! time. On Postgres, one statement writes every change (each still
//! guarded by the version it was read at) and one more the history lines
//! of the unrated endings, instead of two round trips a game; a rated
//! ending then updates its ratings as a single game's ending does, in the
//! same transaction. SQLite, in the process, writes game by game.

use std::collections::HashMap;
use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use sqlx::{Postgres, Transaction};

use super::GameStore;
use crate::model::GameId;
use crate::standing::store::RecordEnding;
use crate::store::columns::{Kind, Value, bind_values};
use crate::store::connect::{Store, StoreError};
use crate::store::dialect::array_type;
use crate::store::games::{Ending, GAME_COLUMNS, GameRow, UPDATE_GAME};
use crate::store::on_writer;

impl GameStore {
    /// Writes changes to many games in one transaction, each as
    /// [`Store::update_game`] does (its version checked, its ending with
    /// its results and ratings): per game, the stored row, or `None` where
    /// someone else changed it first. All of it commits, or none. On
    /// Postgres the changes go in one statement (see the module's text).
    pub async fn update_games(
        &self,
        games: &[GameRow],
    ) -> Result<Vec<Option<GameRow>>, StoreError> {
        if games.is_empty() {
            return Ok(Vec::new());
        }
        let lock = self.store.dialect().row_lock();
        if let Store::Postgres(connections) = &self.store {
            use sqlx::Connection as _;
            return connections
                .within(async {
                    let mut connection = connections.checkout().await?;
                    let mut tx = connection.begin().await?;
                    let saved = update_many(&mut tx, games, lock).await?;
                    tx.commit().await?;
                    connection.release();
                    Ok(saved)
                })
                .await;
        }
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let mut saved = Vec::with_capacity(games.len());
            for game in games {
                let row: Option<GameRow> = bind_values(sqlx::query_as(UPDATE_GAME.as_str()), game.change_values())
                    .fetch_optional(&mut *tx)
                    .await?;
                if let Some(ending) = row.as_ref().and_then(GameRow::ending) {
                    tx.record_ending(&ending, lock).await?;
                }
                if let Some(forfeit) = row.as_ref().and_then(GameRow::forfeit) {
                    tx.record_forfeit(&forfeit).await?;
                }
                saved.push(row);
            }
            tx.commit().await?;
            Ok(saved)
        })
    }
}

/// Every change of a batch at once: one array per column a change writes
/// (in the order of [`GameRow::changed`]), then the games' ids and the
/// versions they were read at; a game changed meanwhile is left out of
/// what it returns.
static UPDATE_MANY: LazyLock<String> = LazyLock::new(|| {
    let changed = GameRow::changed();
    let set: Vec<String> = changed
        .iter()
        .map(|(column, _)| format!("{column} = c.new_{column}"))
        .collect();
    let arrays: Vec<String> = changed
        .iter()
        .enumerate()
        .map(|(i, (_, kind))| format!("${}::{}[]", i + 1, array_type(*kind)))
        .collect();
    let names: Vec<String> = changed
        .iter()
        .map(|(column, _)| format!("new_{column}"))
        .collect();
    let n = changed.len();
    format!(
        "UPDATE games SET {}, version = version + 1, updated_at = CURRENT_TIMESTAMP \
         FROM unnest({}, ${}::bigint[], ${}::bigint[]) AS c({}, change_id, read_version) \
         WHERE id = c.change_id AND version = c.read_version RETURNING {GAME_COLUMNS}",
        set.join(", "),
        arrays.join(", "),
        n + 1,
        n + 2,
        names.join(", "),
    )
});

/// The values of many rows bound column by column, each column as one
/// array of its kind.
fn bind_columns<'q, O>(
    mut query: sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments>,
    kinds: &[Kind],
    rows: &[Vec<Value<'q>>],
) -> sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments> {
    for (i, kind) in kinds.iter().enumerate() {
        let column = rows.iter().map(move |row| row[i]);
        query = match kind {
            Kind::Int => query.bind(
                column
                    .map(|v| match v {
                        Value::Int(v) => v,
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
            ),
            Kind::Small => query.bind(
                column
                    .map(|v| match v {
                        Value::Small(v) => v,
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
            ),
            Kind::Flag => query.bind(
                column
                    .map(|v| matches!(v, Value::Flag(true)))
                    .collect::<Vec<_>>(),
            ),
            Kind::Text => query.bind(
                column
                    .map(|v| match v {
                        Value::Text(v) => v,
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
            ),
            Kind::Time => query.bind(
                column
                    .map(|v| match v {
                        Value::Time(v) => v,
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
            ),
        };
    }
    query
}

/// The history lines of many endings: one per player of each game, as
/// arrays.
const INSERT_MANY_RESULTS: &str = "INSERT INTO results (game_id, player_id, opponent_id, variant, color, score, ended_at) \
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], \
     $6::text[], $7::timestamptz[]) \
     ON CONFLICT (game_id, player_id) DO NOTHING";

/// Writes `games` in `tx`, each at the version it was read at, with the
/// history of the ones that end and the ratings of the rated ones: per
/// game, the stored row, or `None` where someone else changed it first.
async fn update_many(
    tx: &mut Transaction<'_, Postgres>,
    games: &[GameRow],
    lock: &str,
) -> Result<Vec<Option<GameRow>>, StoreError> {
    let changes: Vec<Vec<Value<'_>>> = games.iter().map(GameRow::changes).collect();
    let kinds: Vec<Kind> = GameRow::changed()
        .into_iter()
        .map(|(_, kind)| kind)
        .collect();
    let saved: Vec<GameRow> = bind_columns(sqlx::query_as(UPDATE_MANY.as_str()), &kinds, &changes)
        .bind(games.iter().map(|g| g.id.get()).collect::<Vec<_>>())
        .bind(games.iter().map(|g| g.version).collect::<Vec<_>>())
        .fetch_all(&mut **tx)
        .await?;
    let mut history = History::default();
    for ending in saved.iter().filter_map(GameRow::ending) {
        if ending.rated {
            tx.record_ending(&ending, lock).await?;
        } else {
            // A tournament's casual game still has its board to write.
            tx.record_board(&ending).await?;
            history.add(&ending);
        }
    }
    for forfeit in saved.iter().filter_map(GameRow::forfeit) {
        tx.record_forfeit(&forfeit).await?;
    }
    if !history.game_ids.is_empty() {
        sqlx::query(INSERT_MANY_RESULTS)
            .bind(history.game_ids)
            .bind(history.player_ids)
            .bind(history.opponent_ids)
            .bind(history.variants)
            .bind(history.colors)
            .bind(history.scores)
            .bind(history.ended_at)
            .execute(&mut **tx)
            .await?;
    }
    let mut by_id: HashMap<GameId, GameRow> = saved.into_iter().map(|row| (row.id, row)).collect();
    Ok(games.iter().map(|game| by_id.remove(&game.id)).collect())
}

/// History lines to insert, column by column.
#[derive(Default)]
struct History {
    game_ids: Vec<i64>,
    player_ids: Vec<i64>,
    opponent_ids: Vec<i64>,
    variants: Vec<&'static str>,
    colors: Vec<&'static str>,
    scores: Vec<&'static str>,
    ended_at: Vec<DateTime<Utc>>,
}

impl History {
    /// The two lines of an ending, White's and Black's.
    fn add(&mut self, ending: &Ending) {
        let sides = [
            (
                ending.white_id,
                ending.black_id,
                "white",
                ending.white_score,
            ),
            (
                ending.black_id,
                ending.white_id,
                "black",
                ending.white_score.opposite(),
            ),
        ];
        for (player, opponent, color, score) in sides {
            self.game_ids.push(ending.game_id.get());
            self.player_ids.push(player.get());
            self.opponent_ids.push(opponent.get());
            self.variants.push(ending.variant.name());
            self.colors.push(color);
            self.scores.push(score.name());
            self.ended_at.push(ending.ended_at);
        }
    }
}
