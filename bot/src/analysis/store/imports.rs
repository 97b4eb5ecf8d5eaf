//! Games not played here but pasted (a PGN record or a position) to be
//! drawn and analysed: stored finished, with their record's tags, and
//! queued for analysis in the same transaction.

use chrono::{DateTime, Utc};
use kibitz_rules::Outcome;

use super::AnalysisStore;
use crate::model::{ChannelId, PlayerId};
use crate::store::columns::bind_values;
use crate::store::connect::{Store, StoreError};
use crate::store::games::{GAME_COLUMNS, GameRow, INSERT_GAME, NewGame};
use crate::store::on_writer;
use crate::store::updates::{Delivery, commit_delivered, unmarked};

/// A game pasted to be analysed.
#[derive(Clone, Debug)]
pub struct Import {
    /// The game as it begins and the moves it has (its sides the record
    /// players, never rated, no clock).
    pub game: NewGame,
    /// How its record ends: a result, or unfinished.
    pub outcome: Outcome,
    /// Who pasted it.
    pub by: PlayerId,
    /// Its record's tag pairs, one a line.
    pub tags: String,
}

/// What pasting a game did.
#[derive(Clone, Debug, PartialEq)]
pub enum Imported {
    /// Stored as this game, its analysis queued behind `ahead` others.
    Queued {
        /// The game as stored.
        game: Box<GameRow>,
        /// Analyses waiting before it.
        ahead: i64,
    },
    /// Nothing stored: this many analyses wait already, the most the
    /// queue holds.
    Full {
        /// Analyses waiting.
        waiting: i64,
    },
}

impl AnalysisStore {
    /// Stores `import` as a finished game in `channel` at `now` and queues
    /// its analysis at `nodes` a position, unless `limit` analyses wait
    /// already (then nothing is stored); all in one transaction with
    /// `delivery`'s mark.
    pub async fn import_game(
        &self,
        import: &Import,
        channel: ChannelId,
        now: DateTime<Utc>,
        (nodes, limit): (i64, i64),
        delivery: Option<&Delivery>,
    ) -> Result<Imported, StoreError> {
        let insert = INSERT_GAME.as_str();
        let finish = format!(
            "UPDATE games SET status = 'finished', result = $1, end_reason = $2, ended_at = $3, \
             imported_by = $4, record_tags = $5 WHERE id = $6 RETURNING {GAME_COLUMNS}"
        );
        let waiting = "SELECT COUNT(*) FROM analyses WHERE done_at IS NULL";
        let queue = "INSERT INTO analyses (game_id, channel_id, requested_by, requested_at, nodes) \
                     VALUES ($1, $2, $3, $4, $5)";
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let (waiting,): (i64,) = sqlx::query_as(waiting).fetch_one(&mut *tx).await?;
            if waiting >= limit {
                tx.rollback().await?;
                Ok(Imported::Full { waiting })
            } else {
            let row: GameRow = bind_values(sqlx::query_as(insert), import.game.insert_values(None))
                .fetch_one(&mut *tx)
                .await?;
            let row: GameRow = sqlx::query_as(&finish)
                .bind(import.outcome.result())
                .bind(import.outcome.reason.name())
                .bind(now)
                .bind(import.by)
                .bind(&import.tags)
                .bind(row.id)
                .fetch_one(&mut *tx)
                .await?;
            sqlx::query(queue)
                .bind(row.id)
                .bind(channel)
                .bind(import.by)
                .bind(now)
                .bind(nodes)
                .execute(&mut *tx)
                .await?;
            commit_delivered!(tx, delivery);
            Ok(Imported::Queued {
                game: Box::new(row),
                ahead: waiting,
            })
            }
        })
    }
}
