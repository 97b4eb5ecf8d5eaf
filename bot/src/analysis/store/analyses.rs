//! The analysis queue: a finished game's computer analysis asked for,
//! claimed by one process for a lease, done once and kept, its result
//! posted once in the chat it was asked in.

use chrono::{DateTime, Utc};
use kibitz_rules::Variant;

use super::AnalysisStore;
use crate::model::{ChannelId, GameId, PlayerId};
use crate::puzzles::store::community_puzzles::{INSERT_COMMUNITY_PUZZLE, NewCommunityPuzzle};
use crate::store::connect::{Store, StoreError};
use crate::store::{on_reader, on_writer};

/// A game's analysis as the queue keeps it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct AnalysisRow {
    /// The game.
    pub game_id: GameId,
    /// The chat its result is posted in.
    pub channel_id: ChannelId,
    /// Who asked.
    pub requested_by: PlayerId,
    /// When.
    pub requested_at: DateTime<Utc>,
    /// The engine's nodes a position.
    pub nodes: i64,
    /// When it was done.
    pub done_at: Option<DateTime<Utc>>,
    /// The analysis, once done (see the `analyses` table).
    pub moves: Option<String>,
    /// Whether its result has been posted.
    pub posted: bool,
}

/// What asking for a game's analysis did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Queued {
    /// Queued now, with this many analyses waiting before it.
    Now {
        /// Analyses ahead of it.
        ahead: i64,
    },
    /// Asked for before: as it stands.
    Before(AnalysisRow),
    /// Not queued: this many analyses wait already, the most the queue
    /// holds.
    Full {
        /// Analyses waiting.
        waiting: i64,
    },
}

const COLUMNS: &str =
    "game_id, channel_id, requested_by, requested_at, nodes, done_at, moves, posted";

impl AnalysisStore {
    /// Queues `game`'s analysis, asked by `player` in `channel` at `now`
    /// at `nodes` a position, unless it was asked for before or `limit`
    /// analyses wait already; in one transaction.
    pub async fn queue_analysis(
        &self,
        (game, channel, player): (GameId, ChannelId, PlayerId),
        now: DateTime<Utc>,
        (nodes, limit): (i64, i64),
    ) -> Result<Queued, StoreError> {
        let insert = "INSERT INTO analyses (game_id, channel_id, requested_by, requested_at, nodes) \
                      VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO NOTHING";
        let waiting = "SELECT COUNT(*) FROM analyses WHERE done_at IS NULL";
        let read = format!("SELECT {COLUMNS} FROM analyses WHERE game_id = $1");
        macro_rules! queue {
            ($tx:expr) => {{
                let mut tx = $tx;
                let before: Option<AnalysisRow> = sqlx::query_as(&read)
                    .bind(game)
                    .fetch_optional(&mut *tx)
                    .await?;
                let queued = match before {
                    Some(row) => Queued::Before(row),
                    None => {
                        let (waiting,): (i64,) =
                            sqlx::query_as(waiting).fetch_one(&mut *tx).await?;
                        if waiting >= limit {
                            Queued::Full { waiting }
                        } else {
                            let inserted = sqlx::query(insert)
                                .bind(game)
                                .bind(channel)
                                .bind(player)
                                .bind(now)
                                .bind(nodes)
                                .execute(&mut *tx)
                                .await?
                                .rows_affected();
                            if inserted > 0 {
                                Queued::Now { ahead: waiting }
                            } else {
                                // Asked for at the same moment elsewhere.
                                Queued::Before(
                                    sqlx::query_as(&read).bind(game).fetch_one(&mut *tx).await?,
                                )
                            }
                        }
                    }
                };
                tx.commit().await?;
                queued
            }};
        }
        Ok(match &self.store {
            Store::Postgres(connections) => {
                connections
                    .within(async {
                        let mut connection = connections.checkout().await?;
                        let queued = queue!(sqlx::Connection::begin(&mut *connection).await?);
                        connection.release();
                        Ok::<_, StoreError>(queued)
                    })
                    .await?
            }
            Store::Sqlite(pools) => queue!(pools.writer.begin().await?),
        })
    }

    /// A game's analysis, if it was asked for.
    pub async fn analysis(&self, game: GameId) -> Result<Option<AnalysisRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM analyses WHERE game_id = $1");
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(game).fetch_optional(pool).await?),
        )
    }

    /// Claims, until `until`, the analysis most worth doing at `now` that
    /// this process can do: a result done but not yet posted (anyone can
    /// post one), else the longest-waiting game of one of `variants` (the
    /// ones this process's engines play); none when nothing is left or
    /// everything is claimed (`FOR UPDATE SKIP LOCKED` on Postgres).
    pub async fn claim_analysis(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        variants: &[Variant],
    ) -> Result<Option<AnalysisRow>, StoreError> {
        let lock = self.store.dialect().skip_locked();
        let listed = (0..variants.len())
            .map(|i| format!("${}", i + 3))
            .collect::<Vec<_>>()
            .join(", ");
        let playable = if variants.is_empty() {
            "false".to_owned()
        } else {
            format!("game_id IN (SELECT id FROM games WHERE variant IN ({listed}))")
        };
        let sql = format!(
            "UPDATE analyses SET claimed_until = $1 WHERE game_id = (SELECT game_id FROM analyses \
             WHERE NOT posted AND (claimed_until IS NULL OR claimed_until < $2) \
             AND (done_at IS NOT NULL OR {playable}) \
             ORDER BY done_at IS NULL, requested_at LIMIT 1 {lock}) RETURNING {COLUMNS}"
        );
        Ok(on_writer!(&self.store, pool => {
            let mut query = sqlx::query_as(&sql).bind(until).bind(now);
            for variant in variants {
                query = query.bind(variant.name());
            }
            query.fetch_optional(pool).await?
        }))
    }

    /// Keeps a claimed game's analysis (`moves`), done at `now`, while the
    /// claim until `until` is still this process's, with the puzzle mined
    /// from the game if one was, in one transaction. Whether it was kept.
    pub async fn finish_analysis(
        &self,
        game: GameId,
        until: DateTime<Utc>,
        moves: &str,
        now: DateTime<Utc>,
        mined: Option<&NewCommunityPuzzle>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE analyses SET moves = $1, done_at = $2 \
                   WHERE game_id = $3 AND claimed_until = $4 AND done_at IS NULL";
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let done = sqlx::query(sql)
                .bind(moves)
                .bind(now)
                .bind(game)
                .bind(until)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if let (true, Some(puzzle)) = (done > 0, mined) {
                sqlx::query(INSERT_COMMUNITY_PUZZLE)
                    .bind(puzzle.id.as_str())
                    .bind(game)
                    .bind(puzzle.fen.as_str())
                    .bind(puzzle.moves.as_str())
                    .bind(puzzle.themes.as_str())
                    .bind(puzzle.rating.rating)
                    .bind(puzzle.rating.deviation)
                    .bind(puzzle.rating.volatility)
                    .bind(puzzle.rating.rated_at)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(done > 0)
        })
    }

    /// Notes that a game's analysis result was posted, and gives the claim
    /// back.
    pub async fn analysis_posted(&self, game: GameId) -> Result<(), StoreError> {
        let sql = "UPDATE analyses SET posted = true, claimed_until = NULL WHERE game_id = $1";
        on_writer!(&self.store, pool => sqlx::query(sql).bind(game).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// Keeps a game's analysis that could not be done or posted now from
    /// every worker until `at`, when it is tried again.
    pub async fn retry_analysis_at(
        &self,
        game: GameId,
        at: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE analyses SET claimed_until = $1 WHERE game_id = $2";
        on_writer!(&self.store, pool => sqlx::query(sql).bind(at).bind(game).execute(pool).await?.rows_affected());
        Ok(())
    }
}
