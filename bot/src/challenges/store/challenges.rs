//! Challenges: posted, answered, and accepted together with their game.

use std::sync::LazyLock;

use kibitz_rules::Variant;

use super::ChallengeStore;
use crate::model::{ChallengeId, ChannelId, ColorChoice, Platform, PlayerId};
use crate::store::claims::challenged_served;
use crate::store::columns::{bind_values, new_row, placeholders, row, stored_names};
use crate::store::connect::{Store, StoreError};
use crate::store::games::{GAME_COLUMNS, GameRow, INSERT_GAME, NewGame};
use crate::store::marked::{fetch_marked, saved_and_marked};
use crate::store::updates::{Delivery, commit_delivered, unmarked};
use crate::store::{on_reader, on_writer};
use chrono::{DateTime, Utc};

row! {
    /// A challenge as stored.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct ChallengeRow {
        /// The challenge's number.
        id: ChallengeId = "id",
        /// The channel it was posted in.
        channel_id: ChannelId = "channel_id" kept,
        /// Who challenged.
        challenger_id: PlayerId = "challenger_id" kept,
        /// Who was challenged; `None` for an open challenge.
        challenged_id: Option<PlayerId> = "challenged_id" kept,
        /// The game asked for.
        variant: Variant = "variant" kept,
        /// The challenger's colour.
        color: ColorChoice = "color" kept,
        /// Days per move, for correspondence.
        days_per_move: Option<i32> = "days_per_move" kept,
        /// A live game's base time, in seconds.
        clock_base: Option<i32> = "clock_base" kept,
        /// A live game's increment, in seconds a move.
        clock_increment: Option<i32> = "clock_increment" kept,
        /// The state the game starts from; `None` for the variant's usual
        /// start.
        start_state: Option<String> = "start_state" kept,
        /// Moves in UCI, separated by spaces, played from it before the game
        /// begins (empty for none).
        start_moves: String = "start_moves" kept,
        /// Whether the game counts for ratings.
        rated: bool = "rated" kept,
        /// Whether it is open or how it was answered.
        status: ChallengeStatus = "status" kept,
        /// Bumped by every change.
        version: i64 = "version" kept,
        /// A seek in the pool: when it leaves it (`None`: a challenge).
        seek_until: Option<DateTime<Utc>> = "seek_until" kept,
        /// A seek: the seeker's rating in the game's kind when they sought.
        seek_rating: Option<i32> = "seek_rating" kept,
        /// A seek: the lowest rating the seeker will play.
        seek_min: Option<i32> = "seek_min" kept,
        /// A seek: the highest rating the seeker will play.
        seek_max: Option<i32> = "seek_max" kept,
        /// An open challenge made to be shared as a link, taken up from
        /// any chat of either platform.
        by_link: bool = "by_link" kept,
    }
}

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeStatus {
    /// Waiting for an answer.
    Open,
    /// Accepted: its game has begun.
    Accepted,
    /// The challenged user said no.
    Declined,
    /// The challenger withdrew it.
    Cancelled,
}

impl ChallengeStatus {
    const ALL: [ChallengeStatus; 4] = [
        ChallengeStatus::Open,
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
    ];

    /// The stored name (`open`, `accepted`, `declined`, `cancelled`),
    /// which messages also select on.
    pub const fn name(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
        }
    }

    fn named(name: &str) -> Option<ChallengeStatus> {
        ChallengeStatus::ALL.into_iter().find(|s| s.name() == name)
    }
}

new_row! {
    /// A challenge about to be posted.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct NewChallenge {
        /// The channel.
        channel_id: ChannelId = "channel_id",
        /// Who challenges.
        challenger_id: PlayerId = "challenger_id",
        /// Who is challenged; `None` for an open challenge.
        challenged_id: Option<PlayerId> = "challenged_id",
        /// The game asked for.
        variant: Variant = "variant",
        /// The challenger's colour.
        color: ColorChoice = "color",
        /// Days per move, for correspondence.
        days_per_move: Option<i32> = "days_per_move",
        /// A live game's base time, in seconds.
        clock_base: Option<i32> = "clock_base",
        /// A live game's increment, in seconds a move.
        clock_increment: Option<i32> = "clock_increment",
        /// The state the game starts from; `None` for the variant's usual
        /// start.
        start_state: Option<String> = "start_state",
        /// Moves in UCI, separated by spaces, played from it before the game
        /// begins (empty for none).
        start_moves: String = "start_moves",
        /// Whether the game counts for ratings.
        rated: bool = "rated",
        /// When the challenged player is owed a private message about it
        /// on their platform (they do not play on the chat's).
        notice_at: Option<DateTime<Utc>> = "notice_at",
        /// A seek: when it leaves the pool (`None`: a challenge).
        seek_until: Option<DateTime<Utc>> = "seek_until",
        /// A seek: the seeker's rating in the game's kind.
        seek_rating: Option<i32> = "seek_rating",
        /// A seek: the lowest rating the seeker will play.
        seek_min: Option<i32> = "seek_min",
        /// A seek: the highest rating the seeker will play.
        seek_max: Option<i32> = "seek_max",
        /// Made to be shared as a link (`challenge link`).
        by_link: bool = "by_link",
    }
}

/// How a challenge ends without a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeEnd {
    /// The challenged user said no.
    Declined,
    /// The challenger withdrew it.
    Cancelled,
}

stored_names! {
    ChallengeStatus: |s| s.name(), ChallengeStatus::named;
}

/// A challenge's columns, as a select list.
const CHALLENGE_COLUMNS: &str = ChallengeRow::COLUMNS;

impl ChallengeStore {
    /// Posts a challenge.
    pub async fn create_challenge(
        &self,
        new: &NewChallenge,
        delivery: Option<&Delivery>,
    ) -> Result<ChallengeRow, StoreError> {
        let delivery = unmarked(delivery);
        if let Store::Postgres(connections) = &self.store {
            let sql = match delivery {
                Some(_) => INSERT_CHALLENGE_AND_MARK.as_str(),
                None => INSERT_CHALLENGE.as_str(),
            };
            let query = bind_values(sqlx::query_as(sql), new.values());
            return fetch_marked(connections, query, delivery)
                .await?
                .ok_or(StoreError::Database(sqlx::Error::RowNotFound));
        }
        let sql = INSERT_CHALLENGE.as_str();
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let row: ChallengeRow = bind_values(sqlx::query_as(sql), new.values())
                .fetch_one(&mut *tx)
                .await?;
            commit_delivered!(tx, delivery);
            Ok(row)
        })
    }

    /// Claims up to `limit` challenges whose private message to the
    /// challenged player is due at `now`, until `until`, as
    /// [`Store::claim_due_games`] claims games: only those whose player
    /// is on a platform in `served`. Their numbers.
    pub async fn claim_due_challenge_notices(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
        served: &[Platform],
    ) -> Result<Vec<ChallengeId>, StoreError> {
        let sql = self.store.claim_sql(
            "challenges",
            ("notice_at", &challenged_served(served)),
            ("notice_claimed_until", "$1"),
            "id",
        );
        let ids: Vec<(ChallengeId,)> = on_writer!(&self.store, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }

    /// Marks the private message about challenge `id` sent (or given up).
    pub async fn challenge_told(&self, id: ChallengeId) -> Result<(), StoreError> {
        let sql = "UPDATE challenges SET notice_at = NULL, notice_claimed_until = NULL \
                   WHERE id = $1";
        on_writer!(&self.store, pool => sqlx::query(sql).bind(id).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// A challenge by its number.
    pub async fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?),
        )
    }

    /// The open challenges of a channel, oldest first.
    pub async fn open_challenges(
        &self,
        channel_id: ChannelId,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE channel_id = $1 AND status = 'open' ORDER BY id"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel_id).fetch_all(pool).await?),
        )
    }

    /// Ends an open challenge without a game, if it is still open at the
    /// version read; `None` when it changed first.
    pub async fn end_challenge(
        &self,
        challenge: &ChallengeRow,
        end: ChallengeEnd,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let status = match end {
            ChallengeEnd::Declined => ChallengeStatus::Declined,
            ChallengeEnd::Cancelled => ChallengeStatus::Cancelled,
        };
        let sql = format!(
            "UPDATE challenges SET status = $1, version = version + 1 \
             WHERE id = $2 AND version = $3 AND status = 'open' RETURNING {CHALLENGE_COLUMNS}"
        );
        Ok(on_writer!(&self.store, pool => sqlx::query_as(&sql)
            .bind(status.name())
            .bind(challenge.id)
            .bind(challenge.version)
            .fetch_optional(pool)
            .await?))
    }

    /// Accepts an open challenge and creates its game, in one transaction:
    /// either both happen or neither. `None` when the challenge was no
    /// longer open at the version read (someone else answered it first).
    pub async fn accept_challenge(
        &self,
        challenge: &ChallengeRow,
        game: &NewGame,
        delivery: Option<&Delivery>,
    ) -> Result<Option<GameRow>, StoreError> {
        if let Store::Postgres(connections) = &self.store {
            let delivery = unmarked(delivery);
            let sql = match delivery {
                Some(_) => ACCEPT_AND_MARK.as_str(),
                None => ACCEPT.as_str(),
            };
            let query = bind_values(sqlx::query_as(sql), game.values())
                .bind(challenge.id)
                .bind(challenge.version);
            return fetch_marked(connections, query, delivery).await;
        }
        self.accept_in_transaction(challenge, (None, game), delivery)
            .await
    }

    /// [`Store::accept_challenge`] as a transaction of statements, with
    /// `also` run in it once the challenge is taken (a statement of one
    /// parameter, and its value), before the game is inserted.
    pub(crate) async fn accept_in_transaction(
        &self,
        challenge: &ChallengeRow,
        (also, game): (Option<(&str, i64)>, &NewGame),
        delivery: Option<&Delivery>,
    ) -> Result<Option<GameRow>, StoreError> {
        let accept = "UPDATE challenges SET status = 'accepted', version = version + 1 \
                      WHERE id = $1 AND version = $2 AND status = 'open'";
        let insert = INSERT_GAME.as_str();
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let accepted = sqlx::query(accept)
                .bind(challenge.id)
                .bind(challenge.version)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if accepted == 1 {
                if let Some((sql, value)) = also {
                    sqlx::query(sql).bind(value).execute(&mut *tx).await?;
                }
                let row: GameRow = bind_values(sqlx::query_as(insert), game.insert_values(Some(challenge.id)))
                    .fetch_one(&mut *tx)
                    .await?;
                commit_delivered!(tx, delivery);
                Ok(Some(row))
            } else {
                tx.rollback().await?;
                Ok(None)
            }
        })
    }
}

/// The insert of a new challenge, open: the row as stored.
static INSERT_CHALLENGE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "INSERT INTO challenges ({}, status) VALUES ({}, 'open') RETURNING {}",
        NewChallenge::COLUMNS,
        placeholders(1, NewChallenge::COLUMN_COUNT),
        ChallengeRow::COLUMNS,
    )
});

/// On Postgres, [`struct@INSERT_CHALLENGE`] and the mark of the update it
/// was made for, in one statement.
static INSERT_CHALLENGE_AND_MARK: LazyLock<String> = LazyLock::new(|| {
    saved_and_marked(
        "",
        &INSERT_CHALLENGE,
        ChallengeRow::COLUMNS,
        NewChallenge::COLUMN_COUNT,
    )
});

/// The challenge accepted as its game is created, on Postgres in one
/// statement: the accepted challenge (`$n+1`, at version `$n+2`, still
/// open) and the game's columns (`$1` to `$n`) inserted only if it was;
/// after it, the game as stored, or nothing when the challenge changed.
const ACCEPTED: &str = "accepted AS (UPDATE challenges SET status = 'accepted', \
                        version = version + 1 WHERE id = ${id} AND version = ${version} \
                        AND status = 'open' RETURNING id),";

/// The insert of an accepted challenge's game, reading [`ACCEPTED`].
fn insert_accepted() -> String {
    let n = NewGame::COLUMN_COUNT;
    format!(
        "INSERT INTO games ({}, challenge_id, status) SELECT {}, accepted.id, 'active' \
         FROM accepted RETURNING {GAME_COLUMNS}",
        NewGame::COLUMNS,
        placeholders(1, n),
    )
}

/// [`ACCEPTED`] with its parameters numbered after the game's columns.
fn accepted() -> String {
    let n = NewGame::COLUMN_COUNT;
    ACCEPTED
        .replace("{id}", &(n + 1).to_string())
        .replace("{version}", &(n + 2).to_string())
}

/// On Postgres, a challenge accepted and its game created in one statement.
static ACCEPT: LazyLock<String> = LazyLock::new(|| {
    format!(
        "WITH {} {}",
        accepted().trim_end_matches(','),
        insert_accepted()
    )
});

/// [`struct@ACCEPT`] and the mark of the update it was made for.
static ACCEPT_AND_MARK: LazyLock<String> = LazyLock::new(|| {
    saved_and_marked(
        &accepted(),
        &insert_accepted(),
        GAME_COLUMNS,
        NewGame::COLUMN_COUNT + 2,
    )
});
