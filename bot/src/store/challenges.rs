//! Challenges: posted, answered, and accepted together with their game.

use super::games::{GameRow, NewGame, bind_new_game, insert_game_sql};
use super::{Store, StoreError};

/// A challenge as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ChallengeRow {
    /// The challenge's number.
    pub id: i64,
    /// The channel it was posted in.
    pub channel_id: i64,
    /// Who challenged.
    pub challenger_id: i64,
    /// Who was challenged; `None` for an open challenge.
    pub challenged_id: Option<i64>,
    /// The variant's short name.
    pub variant: String,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    /// Days per move, for correspondence.
    pub days_per_move: Option<i32>,
    /// `open`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// Bumped by every change.
    pub version: i64,
}

/// A challenge about to be posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewChallenge {
    /// The channel.
    pub channel_id: i64,
    /// Who challenges.
    pub challenger_id: i64,
    /// Who is challenged; `None` for an open challenge.
    pub challenged_id: Option<i64>,
    /// The variant's short name.
    pub variant: String,
    /// `white`, `black` or `random`.
    pub color: String,
    /// Days per move, for correspondence.
    pub days_per_move: Option<i32>,
}

/// How a challenge ends without a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeEnd {
    /// The challenged user said no.
    Declined,
    /// The challenger withdrew it.
    Cancelled,
}

const CHALLENGE_COLUMNS: &str =
    "id, channel_id, challenger_id, challenged_id, variant, color, days_per_move, status, version";

impl Store {
    /// Posts a challenge.
    pub async fn create_challenge(&self, new: &NewChallenge) -> Result<ChallengeRow, StoreError> {
        let sql = format!(
            "INSERT INTO challenges (channel_id, challenger_id, challenged_id, variant, color, days_per_move, \
             status) VALUES ($1, $2, $3, $4, $5, $6, 'open') RETURNING {CHALLENGE_COLUMNS}"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(new.channel_id)
            .bind(new.challenger_id)
            .bind(new.challenged_id)
            .bind(&new.variant)
            .bind(&new.color)
            .bind(new.days_per_move)
            .fetch_one(pool)
            .await?))
    }

    /// A challenge by its number.
    pub async fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>, StoreError> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        Ok(on_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }

    /// The open challenges of a channel, oldest first.
    pub async fn open_challenges(&self, channel_id: i64) -> Result<Vec<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE channel_id = $1 AND status = 'open' ORDER BY id"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql).bind(channel_id).fetch_all(pool).await?))
    }

    /// Ends an open challenge without a game, if it is still open at the
    /// version read; `None` when it changed first.
    pub async fn end_challenge(
        &self,
        challenge: &ChallengeRow,
        end: ChallengeEnd,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let status = match end {
            ChallengeEnd::Declined => "declined",
            ChallengeEnd::Cancelled => "cancelled",
        };
        let sql = format!(
            "UPDATE challenges SET status = $1, version = version + 1 \
             WHERE id = $2 AND version = $3 AND status = 'open' RETURNING {CHALLENGE_COLUMNS}"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(status)
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
    ) -> Result<Option<GameRow>, StoreError> {
        let accept = "UPDATE challenges SET status = 'accepted', version = version + 1 \
                      WHERE id = $1 AND version = $2 AND status = 'open'";
        let insert = insert_game_sql();
        on_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let accepted = sqlx::query(accept)
                .bind(challenge.id)
                .bind(challenge.version)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if accepted != 1 {
                tx.rollback().await?;
                return Ok(None);
            }
            let row: GameRow = bind_new_game(sqlx::query_as(&insert), game, Some(challenge.id))
                .fetch_one(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(row))
        })
    }
}
