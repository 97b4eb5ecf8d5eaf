//! The database: Postgres in production, an SQLite file by default. One
//! API over both; every query is written once and runs on either pool.
//!
//! A game row holds everything needed to rebuild the game (variant, start
//! state, moves, current state) and a `version`: an update names the version
//! it read and succeeds only if that is still the row's version, so two
//! processes or two clicks can never both change a game.

use std::str::FromStr;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

/// The SQLite file used when no `DATABASE_URL` is set.
pub const DEFAULT_URL: &str = "sqlite:kibitz.sqlite";

/// A store on one of the two databases.
#[derive(Clone, Debug)]
pub enum Store {
    /// Postgres, shared by any number of processes.
    Postgres(PgPool),
    /// SQLite, one process.
    Sqlite(SqlitePool),
}

/// Why the store could not do something.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The URL names no database Kibitz can use.
    #[error("DATABASE_URL must start with postgres:// or sqlite:, not {0:?}")]
    Url(String),
    /// The database failed or could not be reached.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
}

/// A player as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PlayerRow {
    /// The player's id in the store.
    pub id: i64,
    /// `discord`, `telegram` or `console`.
    pub platform: String,
    /// The user's id on the platform.
    pub platform_user_id: String,
    /// The name shown.
    pub display_name: String,
    /// Reply language code.
    pub language: String,
    /// Board theme name.
    pub theme: String,
    /// Board orientation: `mine`, `turn` or `white`.
    pub orientation: String,
    /// Whether opponents' moves and reminders also come by direct message.
    pub notify_dm: bool,
    /// When the next daily digest is due; `None` when the player has none.
    pub digest_at: Option<DateTime<Utc>>,
}

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    /// The game's number.
    pub id: i64,
    /// The channel it is played in.
    pub channel_id: i64,
    /// The variant's short name.
    pub variant: String,
    /// White's player id.
    pub white_id: i64,
    /// Black's player id.
    pub black_id: i64,
    /// The state the game started from.
    pub start_state: String,
    /// The moves in UCI, separated by spaces.
    pub moves: String,
    /// The current state.
    pub state: String,
    /// `active` or `finished`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*` once finished.
    pub result: Option<String>,
    /// Why it finished.
    pub end_reason: Option<String>,
    /// The side offering a draw.
    pub draw_offer: Option<String>,
    /// The side asking to take back.
    pub takeback_offer: Option<String>,
    /// Days per move, for correspondence games.
    pub days_per_move: Option<i32>,
    /// When the side to move runs out of time.
    pub deadline: Option<DateTime<Utc>>,
    /// When the side to move is reminded (once per move).
    pub remind_at: Option<DateTime<Utc>>,
    /// An announcement decided but not yet delivered (`timeout`).
    pub notice: Option<String>,
    /// The player owed a direct message about the game's latest change.
    pub dm_for: Option<i64>,
    /// The bot's level in a game against it; `None` between people.
    pub bot_level: Option<i32>,
    /// Bumped by every change.
    pub version: i64,
    /// When the game was created.
    pub created_at: DateTime<Utc>,
}

impl GameRow {
    /// When the game next has scheduled work: at once for an undelivered
    /// notice or direct message; else, while it is played, its reminder or its deadline,
    /// whichever comes first.
    pub fn due_at(&self) -> Option<DateTime<Utc>> {
        if self.notice.is_some() || self.dm_for.is_some() {
            return Some(DateTime::<Utc>::UNIX_EPOCH);
        }
        if self.status != "active" {
            return None;
        }
        match (self.remind_at, self.deadline) {
            (Some(remind), Some(deadline)) => Some(remind.min(deadline)),
            (remind, deadline) => remind.or(deadline),
        }
    }
}

/// A game about to be created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The channel.
    pub channel_id: i64,
    /// The variant's short name.
    pub variant: String,
    /// White's player id.
    pub white_id: i64,
    /// Black's player id.
    pub black_id: i64,
    /// The start state (also the first current state).
    pub start_state: String,
    /// Days per move, for correspondence games.
    pub days_per_move: Option<i32>,
    /// The first deadline, if any.
    pub deadline: Option<DateTime<Utc>>,
    /// The bot's level in a game against it.
    pub bot_level: Option<i32>,
}

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

/// Runs the same code on whichever pool the store has.
macro_rules! on_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match $store {
            Store::Postgres($pool) => $body,
            Store::Sqlite($pool) => $body,
        }
    };
}

const GAME_COLUMNS: &str = "id, channel_id, variant, white_id, black_id, start_state, moves, state, \
     status, result, end_reason, draw_offer, takeback_offer, days_per_move, \
     deadline, remind_at, notice, dm_for, bot_level, version, created_at";

const PLAYER_COLUMNS: &str = "id, platform, platform_user_id, display_name, language, theme, \
     orientation, notify_dm, digest_at";

const CHALLENGE_COLUMNS: &str =
    "id, channel_id, challenger_id, challenged_id, variant, color, days_per_move, status, version";

impl Store {
    /// Connects to the database a URL names and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Store, StoreError> {
        let store = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await?;
            Store::Postgres(pool)
        } else if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10));
            let pool = SqlitePoolOptions::new()
                .max_connections(8)
                .connect_with(options)
                .await?;
            Store::Sqlite(pool)
        } else {
            return Err(StoreError::Url(url.chars().take(40).collect()));
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        match self {
            Store::Postgres(pool) => sqlx::migrate!("../migrations/postgres").run(pool).await?,
            Store::Sqlite(pool) => sqlx::migrate!("../migrations/sqlite").run(pool).await?,
        }
        Ok(())
    }

    /// Closes every connection.
    pub async fn close(&self) {
        on_pool!(self, pool => pool.close().await)
    }

    /// The player of a platform user, created on first sight; the display
    /// name is kept up to date.
    pub async fn player(
        &self,
        platform: &str,
        user_id: &str,
        display_name: &str,
    ) -> Result<PlayerRow, StoreError> {
        // Most messages come from known users with unchanged names: a read
        // answers them without writing.
        let known = self.find_player(platform, user_id).await?;
        if let Some(player) = known.filter(|p| p.display_name == display_name) {
            return Ok(player);
        }
        let sql = format!(
            "INSERT INTO players (platform, platform_user_id, display_name) VALUES ($1, $2, $3) \
                   ON CONFLICT (platform, platform_user_id) DO UPDATE SET display_name = excluded.display_name \
                   RETURNING {PLAYER_COLUMNS}"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(platform)
            .bind(user_id)
            .bind(display_name)
            .fetch_one(pool)
            .await?))
    }

    /// The player of a platform user, if the store knows them; creates nothing.
    pub async fn find_player(
        &self,
        platform: &str,
        user_id: &str,
    ) -> Result<Option<PlayerRow>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} FROM players WHERE platform = $1 AND platform_user_id = $2"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(platform)
            .bind(user_id)
            .fetch_optional(pool)
            .await?))
    }

    /// A player by id.
    pub async fn player_by_id(&self, id: i64) -> Result<Option<PlayerRow>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} \
                   FROM players WHERE id = $1"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }

    /// Two players by id, in the order asked (`None` if either is missing).
    pub async fn player_pair(
        &self,
        first: i64,
        second: i64,
    ) -> Result<Option<(PlayerRow, PlayerRow)>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} \
                   FROM players WHERE id = $1 OR id = $2"
        );
        let rows: Vec<PlayerRow> = on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(first)
            .bind(second)
            .fetch_all(pool)
            .await?);
        let find = |id| rows.iter().find(|p| p.id == id).cloned();
        Ok(find(first).zip(find(second)))
    }

    /// The players of a platform with this display name (ignoring case),
    /// newest first; how a typed `@name` finds a user the platform did not
    /// resolve.
    pub async fn players_named(
        &self,
        platform: &str,
        name: &str,
    ) -> Result<Vec<PlayerRow>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} \
                   FROM players WHERE platform = $1 AND lower(display_name) = lower($2) \
                   ORDER BY id DESC LIMIT 5"
        );
        Ok(
            on_pool!(self, pool => sqlx::query_as(&sql).bind(platform).bind(name).fetch_all(pool).await?),
        )
    }

    /// Stores a player's settings: language, theme and board orientation.
    pub async fn save_settings(&self, player: &PlayerRow) -> Result<(), StoreError> {
        let sql = "UPDATE players SET language = $1, theme = $2, orientation = $3 WHERE id = $4";
        on_pool!(self, pool => sqlx::query(sql)
            .bind(&player.language)
            .bind(&player.theme)
            .bind(&player.orientation)
            .bind(player.id)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }

    /// Turns direct messages about a player's games on or off.
    pub async fn set_notify_dm(&self, player_id: i64, on: bool) -> Result<(), StoreError> {
        let sql = "UPDATE players SET notify_dm = $1 WHERE id = $2";
        on_pool!(self, pool => sqlx::query(sql).bind(on).bind(player_id).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// Sets when a player's next daily digest is due (`None`: no digest).
    pub async fn set_digest(
        &self,
        player_id: i64,
        at: Option<DateTime<Utc>>,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE players SET digest_at = $1, digest_claimed_until = NULL WHERE id = $2";
        on_pool!(self, pool => sqlx::query(sql).bind(at).bind(player_id).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// Claims up to `limit` players whose daily digest is due at `now`
    /// (earliest first) until `until`, as [`Store::claim_due_games`] does
    /// for games.
    pub async fn claim_due_digests(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<PlayerRow>, StoreError> {
        let sql = self.claim_sql(
            "players",
            "digest_at",
            "digest_claimed_until",
            PLAYER_COLUMNS,
        );
        let mut rows: Vec<PlayerRow> = on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        rows.sort_by_key(|row| (row.digest_at, row.id));
        Ok(rows)
    }

    /// Moves a claimed digest from `from` to `next` and frees the claim,
    /// unless the player changed the digest meanwhile; whether it moved.
    pub async fn advance_digest(
        &self,
        player_id: i64,
        from: DateTime<Utc>,
        next: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE players SET digest_at = $1, digest_claimed_until = NULL \
                   WHERE id = $2 AND digest_at = $3";
        let done = on_pool!(self, pool => sqlx::query(sql)
            .bind(next)
            .bind(player_id)
            .bind(from)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// The id of a platform channel seen before, without creating it.
    pub async fn find_channel(
        &self,
        platform: &str,
        channel_id: &str,
    ) -> Result<Option<i64>, StoreError> {
        let select = "SELECT id FROM channels WHERE platform = $1 AND platform_channel_id = $2";
        let known: Option<(i64,)> = on_pool!(self, pool => sqlx::query_as(select)
            .bind(platform)
            .bind(channel_id)
            .fetch_optional(pool)
            .await?);
        Ok(known.map(|(id,)| id))
    }

    /// A channel's platform and its id there.
    pub async fn channel_by_id(&self, id: i64) -> Result<Option<(String, String)>, StoreError> {
        let select = "SELECT platform, platform_channel_id FROM channels WHERE id = $1";
        Ok(on_pool!(self, pool => sqlx::query_as(select).bind(id).fetch_optional(pool).await?))
    }

    /// The id of a platform channel, created on first sight.
    pub async fn channel(&self, platform: &str, channel_id: &str) -> Result<i64, StoreError> {
        if let Some(id) = self.find_channel(platform, channel_id).await? {
            return Ok(id);
        }
        let sql = "INSERT INTO channels (platform, platform_channel_id) VALUES ($1, $2) \
                   ON CONFLICT (platform, platform_channel_id) DO UPDATE SET platform = excluded.platform \
                   RETURNING id";
        let (id,): (i64,) = on_pool!(self, pool => sqlx::query_as(sql)
            .bind(platform)
            .bind(channel_id)
            .fetch_one(pool)
            .await?);
        Ok(id)
    }

    /// Creates a game, active, with no moves.
    pub async fn create_game(&self, new: &NewGame) -> Result<GameRow, StoreError> {
        let sql = insert_game_sql();
        Ok(
            on_pool!(self, pool => bind_new_game(sqlx::query_as(&sql), new, None).fetch_one(pool).await?),
        )
    }

    /// A game by its number.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        Ok(on_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }

    /// The active games of a player in a channel, oldest first.
    pub async fn active_games(
        &self,
        channel_id: i64,
        player_id: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status = 'active' \
             AND (white_id = $2 OR black_id = $2) ORDER BY id"
        );
        Ok(
            on_pool!(self, pool => sqlx::query_as(&sql).bind(channel_id).bind(player_id).fetch_all(pool).await?),
        )
    }

    /// The active games of a player in every channel, oldest first.
    pub async fn games_of_player(&self, player_id: i64) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' \
             AND (white_id = $1 OR black_id = $1) ORDER BY id"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql).bind(player_id).fetch_all(pool).await?))
    }

    /// The newest game of a player in a channel, finished or not.
    pub async fn latest_game(
        &self,
        channel_id: i64,
        player_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 \
             AND (white_id = $2 OR black_id = $2) ORDER BY id DESC LIMIT 1"
        );
        Ok(
            on_pool!(self, pool => sqlx::query_as(&sql).bind(channel_id).bind(player_id).fetch_optional(pool).await?),
        )
    }

    /// Writes a game's changed fields if its version is still
    /// `game.version`, and bumps the version. Gives the stored row, or
    /// `None` when someone else changed the game first (re-read and judge
    /// again). The game's scheduled work follows from the fields written;
    /// a scheduler's claim on it stays until its lease runs out, so that
    /// the scheduler that ended a game on time also announces it.
    pub async fn update_game(&self, game: &GameRow) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "UPDATE games SET moves = $1, state = $2, status = $3, result = $4, end_reason = $5, \
             draw_offer = $6, takeback_offer = $7, deadline = $8, remind_at = $9, notice = $10, \
             due_at = $11, dm_for = $12, version = version + 1, \
             updated_at = CURRENT_TIMESTAMP WHERE id = $13 AND version = $14 RETURNING {GAME_COLUMNS}"
        );
        Ok(on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(&game.moves)
            .bind(&game.state)
            .bind(&game.status)
            .bind(&game.result)
            .bind(&game.end_reason)
            .bind(&game.draw_offer)
            .bind(&game.takeback_offer)
            .bind(game.deadline)
            .bind(game.remind_at)
            .bind(&game.notice)
            .bind(game.due_at())
            .bind(game.dm_for)
            .bind(game.id)
            .bind(game.version)
            .fetch_optional(pool)
            .await?))
    }

    /// Claims up to `limit` games whose scheduled work is due at `now`
    /// (earliest first) for this scheduler until `until`: no other
    /// scheduler gets them before then. Games another scheduler is claiming right now are
    /// skipped, not waited for (`FOR UPDATE SKIP LOCKED` on Postgres;
    /// SQLite serves one process, and its writes take turns).
    pub async fn claim_due_games(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = self.claim_sql("games", "due_at", "claimed_until", GAME_COLUMNS);
        let mut rows: Vec<GameRow> = on_pool!(self, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        rows.sort_by_key(|row| (row.due_at(), row.id));
        Ok(rows)
    }

    /// Frees a game claimed until `until` once its work is done, so that
    /// work a change made meanwhile is taken by the next pass.
    pub async fn release_game(&self, id: i64, until: DateTime<Utc>) -> Result<(), StoreError> {
        let sql = "UPDATE games SET claimed_until = NULL WHERE id = $1 AND claimed_until = $2";
        on_pool!(self, pool => sqlx::query(sql).bind(id).bind(until).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// The query that claims rows of `table` due by `due` for a lease kept
    /// in `lease`: binds `$1` the lease's end, `$2` now, `$3` the limit.
    /// Rows another scheduler is claiming right now are skipped, not
    /// waited for (`FOR UPDATE SKIP LOCKED` on Postgres; SQLite serves one
    /// process, and its writes take turns).
    fn claim_sql(&self, table: &str, due: &str, lease: &str, columns: &str) -> String {
        let lock = match self {
            Store::Postgres(_) => "FOR UPDATE SKIP LOCKED",
            Store::Sqlite(_) => "",
        };
        format!(
            "UPDATE {table} SET {lease} = $1 WHERE id IN (SELECT id FROM {table} \
             WHERE {due} <= $2 AND ({lease} IS NULL OR {lease} < $2) \
             ORDER BY {due} LIMIT $3 {lock}) RETURNING {columns}"
        )
    }

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

/// The insert of a new game, with its challenge if it came from one.
fn insert_game_sql() -> String {
    format!(
        "INSERT INTO games (channel_id, challenge_id, variant, white_id, black_id, start_state, state, \
         status, days_per_move, deadline, due_at, bot_level) \
         VALUES ($1, $2, $3, $4, $5, $6, $6, 'active', $7, $8, $8, $9) \
         RETURNING {GAME_COLUMNS}"
    )
}

/// Binds a new game's fields to [`insert_game_sql`].
fn bind_new_game<'q, DB, O>(
    query: sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>,
    game: &'q NewGame,
    challenge_id: Option<i64>,
) -> sqlx::query::QueryAs<'q, DB, O, <DB as sqlx::Database>::Arguments<'q>>
where
    DB: sqlx::Database,
    i64: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<i64>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<i32>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<DateTime<Utc>>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
{
    query
        .bind(game.channel_id)
        .bind(challenge_id)
        .bind(game.variant.as_str())
        .bind(game.white_id)
        .bind(game.black_id)
        .bind(game.start_state.as_str())
        .bind(game.days_per_move)
        .bind(game.deadline)
        .bind(game.bot_level)
}
