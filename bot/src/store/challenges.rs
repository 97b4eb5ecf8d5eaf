//! Challenges: posted, answered, and accepted together with their game.

use kibitz_rules::Variant;

use super::columns::read;
use super::connect::{Store, StoreError};
use super::games::{GameRow, NewGame, bind_new_game, insert_game_sql};
use super::updates::{commit_delivered, unmarked_delivery};
use crate::command::ColorChoice;

/// A challenge as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRow {
    /// The challenge's number.
    pub id: i64,
    /// The channel it was posted in.
    pub channel_id: i64,
    /// Who challenged.
    pub challenger_id: i64,
    /// Who was challenged; `None` for an open challenge.
    pub challenged_id: Option<i64>,
    /// The game asked for.
    pub variant: Variant,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// Days per move, for correspondence.
    pub days_per_move: Option<i32>,
    /// The state the game starts from; `None` for the variant's usual start.
    pub start_state: Option<String>,
    /// Moves in UCI, separated by spaces, played from it before the game
    /// begins (empty for none).
    pub start_moves: String,
    /// Whether the game counts for ratings.
    pub rated: bool,
    /// Whether it is open or how it was answered.
    pub status: ChallengeStatus,
    /// Bumped by every change.
    pub version: i64,
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

/// A challenge about to be posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewChallenge {
    /// The channel.
    pub channel_id: i64,
    /// Who challenges.
    pub challenger_id: i64,
    /// Who is challenged; `None` for an open challenge.
    pub challenged_id: Option<i64>,
    /// The game asked for.
    pub variant: Variant,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// Days per move, for correspondence.
    pub days_per_move: Option<i32>,
    /// The state the game starts from; `None` for the variant's usual start.
    pub start_state: Option<String>,
    /// Moves in UCI, separated by spaces, played from it before the game
    /// begins (empty for none).
    pub start_moves: String,
    /// Whether the game counts for ratings.
    pub rated: bool,
}

/// How a challenge ends without a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeEnd {
    /// The challenged user said no.
    Declined,
    /// The challenger withdrew it.
    Cancelled,
}

/// A challenge's row as the columns hold it.
#[derive(sqlx::FromRow)]
struct StoredChallenge {
    id: i64,
    channel_id: i64,
    challenger_id: i64,
    challenged_id: Option<i64>,
    variant: String,
    color: String,
    days_per_move: Option<i32>,
    start_state: Option<String>,
    start_moves: String,
    rated: bool,
    status: String,
    version: i64,
}

impl<'r, R: sqlx::Row> sqlx::FromRow<'r, R> for ChallengeRow
where
    StoredChallenge: sqlx::FromRow<'r, R>,
{
    fn from_row(row: &'r R) -> Result<ChallengeRow, sqlx::Error> {
        let stored = StoredChallenge::from_row(row)?;
        Ok(ChallengeRow {
            id: stored.id,
            channel_id: stored.channel_id,
            challenger_id: stored.challenger_id,
            challenged_id: stored.challenged_id,
            variant: read("variant", &stored.variant, Variant::from_name)?,
            color: read("color", &stored.color, ColorChoice::from_name)?,
            days_per_move: stored.days_per_move,
            start_state: stored.start_state,
            start_moves: stored.start_moves,
            rated: stored.rated,
            status: read("status", &stored.status, ChallengeStatus::named)?,
            version: stored.version,
        })
    }
}

const CHALLENGE_COLUMNS: &str = "id, channel_id, challenger_id, challenged_id, variant, color, days_per_move, start_state, \
     start_moves, rated, status, version";

impl Store {
    /// Posts a challenge.
    pub async fn create_challenge(&self, new: &NewChallenge) -> Result<ChallengeRow, StoreError> {
        let sql = format!(
            "INSERT INTO challenges (channel_id, challenger_id, challenged_id, variant, color, days_per_move, \
             start_state, start_moves, rated, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open') \
             RETURNING {CHALLENGE_COLUMNS}"
        );
        let delivery = unmarked_delivery();
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let row: ChallengeRow = sqlx::query_as(&sql)
                .bind(new.channel_id)
                .bind(new.challenger_id)
                .bind(new.challenged_id)
                .bind(new.variant.name())
                .bind(new.color.name())
                .bind(new.days_per_move)
                .bind(new.start_state.as_deref())
                .bind(new.start_moves.as_str())
                .bind(new.rated)
                .fetch_one(&mut *tx)
                .await?;
            commit_delivered!(tx, &delivery);
            Ok(row)
        })
    }

    /// A challenge by its number.
    pub async fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>, StoreError> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }

    /// The open challenges of a channel, oldest first.
    pub async fn open_challenges(&self, channel_id: i64) -> Result<Vec<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE channel_id = $1 AND status = 'open' ORDER BY id"
        );
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(channel_id).fetch_all(pool).await?))
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
        Ok(on_writer!(self, pool => sqlx::query_as(&sql)
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
    ) -> Result<Option<GameRow>, StoreError> {
        let accept = "UPDATE challenges SET status = 'accepted', version = version + 1 \
                      WHERE id = $1 AND version = $2 AND status = 'open'";
        let insert = insert_game_sql();
        let delivery = unmarked_delivery();
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let accepted = sqlx::query(accept)
                .bind(challenge.id)
                .bind(challenge.version)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if accepted == 1 {
                let row: GameRow = bind_new_game(sqlx::query_as(&insert), game, Some(challenge.id))
                    .fetch_one(&mut *tx)
                    .await?;
                commit_delivered!(tx, &delivery);
                Ok(Some(row))
            } else {
                tx.rollback().await?;
                Ok(None)
            }
        })
    }
}
