//! Players: found or created on first sight, their settings and
//! notifications.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};

use super::cells::{Cells, Cursor, aliased};
use super::columns::bind_values;
use super::columns::{Kind, Stored, Value, row};
use super::connect::{Store, StoreError};
use super::dialect::RELAXED;
use super::updates::{Delivery, commit_delivered, unmarked};
use crate::chat::Actor;
use crate::model::{Language, Orientation, Platform, PlayerId, Theme};
use crate::store::games::{GameRow, UPDATE_GAME};

/// The record players' user ids on every platform, White's then Black's:
/// the sides of every imported game (no platform gives a user these ids).
pub const RECORD_USER_IDS: [&str; 2] = ["kibitz-record-white", "kibitz-record-black"];

row! {
    /// A player as stored.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct PlayerRow {
        /// The player's id in the store.
        id: PlayerId = "id",
        /// The platform.
        platform: Platform = "platform" kept,
        /// The user's id on the platform.
        platform_user_id: String = "platform_user_id" kept,
        /// The name shown.
        display_name: String = "display_name" kept,
        /// The handle a typed `@name` finds them by, when they have one.
        username: Option<String> = "username" kept,
        /// The language of replies.
        language: Language = "language" kept,
        /// Whether the player chose it; until then it follows the platform's
        /// locale.
        language_chosen: bool = "language_chosen" kept,
        /// The board theme.
        theme: Theme = "theme" kept,
        /// How the board is turned.
        orientation: Orientation = "orientation" kept,
        /// Whether opponents' moves and reminders also come by direct message.
        notify_dm: bool = "notify_dm" kept,
        /// When the next daily digest is due; `None` when the player has none.
        digest_at: Option<DateTime<Utc>> = "digest_at" kept,
        /// The player's vacations.
        vacation: Vacation = "vacation_from, vacation_until, vacation_year, vacation_used" kept,
        /// On an account joined into another player (`link`), that player;
        /// no lookup returns such a row but to say so.
        linked_to: Option<PlayerId> = "linked_to" kept,
        /// The account of another platform joined into this player.
        linked: Option<LinkedAccount> = "also_platform, also_user_id, also_name, also_username" kept,
    }
}

/// An account of another platform joined into a player (`link CODE`): who
/// they are there, as that platform last told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkedAccount {
    /// The platform.
    pub platform: Platform,
    /// The user's id there.
    pub user_id: String,
    /// The name shown there.
    pub name: String,
    /// The handle there, when they have one.
    pub username: Option<String>,
}

impl LinkedAccount {
    /// Whether `user` is this account (whatever name they show).
    pub fn is(&self, user: &Actor) -> bool {
        self.platform == user.platform && self.user_id == user.user_id
    }

    /// The account as a user of its platform.
    pub fn actor(&self) -> Actor {
        Actor::new(self.platform, self.user_id.clone(), self.name.clone())
            .known_as(self.username.as_deref())
    }
}

impl Stored for Option<LinkedAccount> {
    const KINDS: &'static [Kind] = &[Kind::Text, Kind::Text, Kind::Text, Kind::Text];

    fn read<R: Cells>(
        cells: &mut Cursor<'_, R>,
        column: &'static str,
    ) -> Result<Self, sqlx::Error> {
        let platform: Option<String> = cells.next()?;
        let user_id: Option<String> = cells.next()?;
        let name: Option<String> = cells.next()?;
        let username: Option<String> = cells.next()?;
        match (platform, user_id, name) {
            (Some(platform), Some(user_id), Some(name)) => Ok(Some(LinkedAccount {
                platform: super::columns::read(column, &platform, Platform::from_name)?,
                user_id,
                name,
                username,
            })),
            _ => Ok(None),
        }
    }

    fn write<'a>(&'a self, out: &mut Vec<Value<'a>>) {
        let account = self.as_ref();
        out.push(Value::Text(account.map(|a| a.platform.name())));
        out.push(Value::Text(account.map(|a| a.user_id.as_str())));
        out.push(Value::Text(account.map(|a| a.name.as_str())));
        out.push(Value::Text(account.and_then(|a| a.username.as_deref())));
    }
}

/// A player's columns, as a select list.
pub(crate) const PLAYER_COLUMNS: &str = PlayerRow::COLUMNS;

/// A player's vacations: the latest (from its start to its planned or
/// actual end), and the time taken before it in the year it counts for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vacation {
    /// When the latest vacation began.
    pub from: Option<DateTime<Utc>>,
    /// When it ends (or ended): when the year's allowance runs out, or
    /// when the player came back.
    pub until: Option<DateTime<Utc>>,
    /// The year `used` counts for (0 before any vacation).
    pub year: i32,
    /// Seconds of vacation taken in `year` before the latest.
    pub used: i64,
}

impl Vacation {
    /// Whether the player is away at `now`.
    pub fn is_away(&self, now: DateTime<Utc>) -> bool {
        matches!((self.from, self.until), (Some(from), Some(until)) if from <= now && now < until)
    }

    /// When the player's clocks run again from `now`: the end of the
    /// vacation they are on, or `now`.
    pub fn back_by(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        match self.until {
            Some(until) if self.is_away(now) => until,
            _ => now,
        }
    }
}

/// The bot's user id on every platform: no platform gives a user this id.
pub const BOT_USER_ID: &str = "kibitz-bot";

impl PlayerRow {
    /// Whether the player is the bot itself.
    pub fn is_bot(&self) -> bool {
        self.platform_user_id == BOT_USER_ID
    }

    /// Whether the player is a side of imported games (a record player),
    /// no one on the platform.
    pub fn is_record(&self) -> bool {
        RECORD_USER_IDS.contains(&self.platform_user_id.as_str())
    }

    /// Whether the row holds what the platform now says of the user: the
    /// name shown, and the language while the player has chosen none (of
    /// a linked account, the name and handle it keeps of it).
    pub fn is_up_to_date(&self, user: &Actor) -> bool {
        if let Some(account) = self.linked.as_ref().filter(|a| a.is(user)) {
            return account.name == user.name && account.username == user.username;
        }
        self.display_name == user.name
            && self.username == user.username
            && (self.language_chosen || user.locale.is_none_or(|l| l == self.language))
    }

    /// The player as a user of `platform`: their linked account there,
    /// when they have one, else as a user of their own platform.
    pub fn actor_on(&self, platform: Platform) -> Actor {
        match &self.linked {
            Some(account) if account.platform == platform && self.platform != platform => {
                account.actor()
            }
            _ => self.actor(),
        }
    }

    /// Whether the player has an account on `platform`.
    pub fn plays_on(&self, platform: Platform) -> bool {
        self.platform == platform || self.linked.as_ref().is_some_and(|a| a.platform == platform)
    }

    /// Whether `user` is one of the player's accounts.
    pub fn is(&self, user: &Actor) -> bool {
        (self.platform == user.platform && self.platform_user_id == user.user_id)
            || self.linked.as_ref().is_some_and(|a| a.is(user))
    }

    /// The player as a user of their platform.
    pub fn actor(&self) -> Actor {
        Actor::new(
            self.platform,
            self.platform_user_id.clone(),
            self.display_name.clone(),
        )
        .known_as(self.username.as_deref())
    }
}

impl Stored for Vacation {
    const KINDS: &'static [Kind] = &[Kind::Time, Kind::Time, Kind::Small, Kind::Int];

    fn read<R: Cells>(cells: &mut Cursor<'_, R>, _: &'static str) -> Result<Self, sqlx::Error> {
        Ok(Vacation {
            from: cells.next()?,
            until: cells.next()?,
            year: cells.next()?,
            used: cells.next()?,
        })
    }

    fn write<'a>(&'a self, out: &mut Vec<Value<'a>>) {
        out.push(Value::Time(self.from));
        out.push(Value::Time(self.until));
        out.push(Value::Small(Some(self.year)));
        out.push(Value::Int(Some(self.used)));
    }
}

impl Store {
    /// The player of a platform user, created on first sight; the display
    /// name is kept up to date, and so is the language from the platform's
    /// locale until the player chooses one.
    pub async fn player(&self, user: &Actor) -> Result<PlayerRow, StoreError> {
        // Most messages come from known users with unchanged names: a read
        // answers them without writing.
        let known = self.find_player(user).await?;
        match known.filter(|p| p.is_up_to_date(user)) {
            Some(player) => Ok(player),
            None => self.save_player(user).await,
        }
    }

    /// Writes a platform user's player as [`Store::player`] keeps it (for
    /// a caller that read them already and found them missing or out of
    /// date): created, or named and tongued anew; the row as stored.
    ///
    /// On Postgres the commit does not wait for the disk
    /// (`dialect::RELAXED`): a player row acknowledges nothing
    /// by itself, and whatever a user is told of next is committed after
    /// it, and waits for the disk for both (the log is written in order).
    /// A crash of the database server within its last fraction of a second
    /// can lose a player never told of anything, whom their next message
    /// creates again.
    pub async fn save_player(&self, user: &Actor) -> Result<PlayerRow, StoreError> {
        let row = self.save_account(user).await?;
        match row.linked_to {
            None => Ok(row),
            // An account joined into a player: the player keeps its name
            // and handle too, and is who the user is.
            Some(player) => {
                let sql = format!(
                    "UPDATE players SET also_name = $2, also_username = $3 WHERE id = $1 \
                     RETURNING {PLAYER_COLUMNS}"
                );
                Ok(on_writer!(self, pool => sqlx::query_as(&sql)
                    .bind(player)
                    .bind(&user.name)
                    .bind(user.username.as_deref())
                    .fetch_one(pool)
                    .await?))
            }
        }
    }

    /// The row of a platform user's own account, created or named anew.
    async fn save_account(&self, user: &Actor) -> Result<PlayerRow, StoreError> {
        macro_rules! bind {
            ($query:expr) => {
                $query
                    .bind(user.platform.name())
                    .bind(&user.user_id)
                    .bind(&user.name)
                    .bind(user.username.as_deref())
                    .bind(user.locale.map(Language::code))
            };
        }
        match self {
            // One statement, one round trip.
            Store::Postgres(connections) => {
                connections
                    .within(async {
                        let mut connection = connections.checkout().await?;
                        let row: PlayerRow = bind!(sqlx::query_as(SAVE_PLAYER_POSTGRES.as_str()))
                            .fetch_one(&mut *connection)
                            .await?;
                        connection.release();
                        Ok(row)
                    })
                    .await
            }
            Store::Sqlite(pools) => {
                let mut tx = pools.writer.begin().await?;
                if user.username.is_some() {
                    sqlx::query(RELEASE_HANDLE)
                        .bind(user.platform.name())
                        .bind(&user.user_id)
                        .bind(user.username.as_deref())
                        .execute(&mut *tx)
                        .await?;
                }
                let row: PlayerRow = bind!(sqlx::query_as(UPSERT_PLAYER.as_str()))
                    .fetch_one(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(row)
            }
        }
    }

    /// The player of a platform user, if the store knows them; creates nothing.
    pub async fn find_player(&self, user: &Actor) -> Result<Option<PlayerRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM players a JOIN players p ON p.id = COALESCE(a.linked_to, a.id) \
             WHERE a.platform = $1 AND a.platform_user_id = $2",
            aliased("p", PLAYER_COLUMNS)
        );
        Ok(on_reader!(self, pool => sqlx::query_as(&sql)
            .bind(user.platform.name())
            .bind(&user.user_id)
            .fetch_optional(pool)
            .await?))
    }

    /// A player by id.
    pub async fn player_by_id(&self, id: PlayerId) -> Result<Option<PlayerRow>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} \
                   FROM players WHERE id = $1"
        );
        Ok(on_reader!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?))
    }

    /// Two players by id, in the order asked (`None` if either is missing).
    pub async fn player_pair(
        &self,
        first: PlayerId,
        second: PlayerId,
    ) -> Result<Option<(PlayerRow, PlayerRow)>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} \
                   FROM players WHERE id = $1 OR id = $2"
        );
        let rows: Vec<PlayerRow> = on_reader!(self, pool => sqlx::query_as(&sql)
            .bind(first)
            .bind(second)
            .fetch_all(pool)
            .await?);
        let find = |id| rows.iter().find(|p| p.id == id).cloned();
        Ok(find(first).zip(find(second)))
    }

    /// The player of a platform whose handle is `name` (ignoring case):
    /// how a typed `@name` finds a user the platform did not resolve. A
    /// name shown is never matched (on Telegram anyone can take any first
    /// name); a handle is one player's at a time.
    pub async fn players_named(
        &self,
        platform: Platform,
        name: &str,
    ) -> Result<Vec<PlayerRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM players a JOIN players p ON p.id = COALESCE(a.linked_to, a.id) \
             WHERE a.platform = $1 AND lower(a.username) = lower($2) \
             ORDER BY a.id DESC LIMIT 5",
            aliased("p", PLAYER_COLUMNS)
        );
        Ok(
            on_reader!(self, pool => sqlx::query_as(&sql).bind(platform.name()).bind(name).fetch_all(pool).await?),
        )
    }

    /// Stores a player's settings: language, theme and board orientation.
    pub async fn save_settings(&self, player: &PlayerRow) -> Result<(), StoreError> {
        let sql = "UPDATE players SET language = $1, language_chosen = $2, theme = $3, orientation = $4 \
                   WHERE id = $5";
        on_writer!(self, pool => sqlx::query(sql)
            .bind(player.language.code())
            .bind(player.language_chosen)
            .bind(player.theme.name())
            .bind(player.orientation.name())
            .bind(player.id)
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }

    /// Turns direct messages about a player's games on or off.
    pub async fn set_notify_dm(&self, player_id: PlayerId, on: bool) -> Result<(), StoreError> {
        let sql = "UPDATE players SET notify_dm = $1 WHERE id = $2";
        on_writer!(self, pool => sqlx::query(sql).bind(on).bind(player_id).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// Sets when a player's next daily digest is due (`None`: no digest).
    pub async fn set_digest(
        &self,
        player_id: PlayerId,
        at: Option<DateTime<Utc>>,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE players SET digest_at = $1, digest_claimed_until = NULL WHERE id = $2";
        on_writer!(self, pool => sqlx::query(sql).bind(at).bind(player_id).execute(pool).await.map(|_| ())?);
        Ok(())
    }

    /// Writes a player's vacation, if it is still `old` as read, and the
    /// games it changes (their deadlines, the news their chats are owed),
    /// each at the version it was read at; all in one transaction. Whether
    /// it was written: `false` when the player or one of the games changed
    /// first (read and judge again).
    pub async fn set_vacation(
        &self,
        player_id: PlayerId,
        old: &Vacation,
        new: &Vacation,
        games: &[GameRow],
        delivery: Option<&Delivery>,
    ) -> Result<bool, StoreError> {
        let player = "UPDATE players SET vacation_from = $1, vacation_until = $2, \
                      vacation_year = $3, vacation_used = $4 \
                      WHERE id = $5 AND vacation_year = $6 AND vacation_used = $7 \
                      AND ((vacation_from IS NULL AND $8 IS NULL) OR vacation_from = $8) \
                      AND ((vacation_until IS NULL AND $9 IS NULL) OR vacation_until = $9)";
        let delivery = unmarked(delivery);
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            let written = sqlx::query(player)
                .bind(new.from)
                .bind(new.until)
                .bind(new.year)
                .bind(new.used)
                .bind(player_id)
                .bind(old.year)
                .bind(old.used)
                .bind(old.from)
                .bind(old.until)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let mut all = written == 1;
            for game in games {
                if !all {
                    break;
                }
                let saved: Option<GameRow> = bind_values(sqlx::query_as(UPDATE_GAME.as_str()), game.change_values())
                    .fetch_optional(&mut *tx)
                    .await?;
                all = saved.is_some();
            }
            if all {
                commit_delivered!(tx, delivery);
            } else {
                tx.rollback().await?;
            }
            Ok(all)
        })
    }
}

/// A handle is one user's at a time: whoever showed it before has given
/// it up. Binds `$1` the platform, `$2` the user's id, `$3` the handle.
const RELEASE_HANDLE: &str = "UPDATE players SET username = NULL WHERE $3 IS NOT NULL \
                              AND platform = $1 AND lower(username) = lower($3) AND platform_user_id <> $2";

/// A player created, or named and tongued anew, from `$1` the platform,
/// `$2` the user's id, `$3` the name, `$4` the handle and `$5` the
/// language the platform says; after `source`, the row it takes its values
/// from (`VALUES (…)`, or a `SELECT … FROM` a common table expression).
fn upsert_player(source: &str) -> String {
    format!(
        "INSERT INTO players (platform, platform_user_id, display_name, username, language) \
         {source} \
         ON CONFLICT (platform, platform_user_id) DO UPDATE SET display_name = excluded.display_name, \
         username = excluded.username, \
         language = CASE WHEN players.language_chosen OR $5 IS NULL THEN players.language ELSE $5 END \
         RETURNING {PLAYER_COLUMNS}"
    )
}

/// The upsert of a player, after [`RELEASE_HANDLE`] in its transaction.
static UPSERT_PLAYER: LazyLock<String> =
    LazyLock::new(|| upsert_player("VALUES ($1, $2, $3, $4, COALESCE($5, 'en'))"));

/// On Postgres, [`RELEASE_HANDLE`] and the upsert in one statement, whose
/// commit does not wait for the disk.
static SAVE_PLAYER_POSTGRES: LazyLock<String> = LazyLock::new(|| {
    format!(
        "WITH {RELAXED}, released AS ({RELEASE_HANDLE}) {}",
        upsert_player("SELECT $1, $2, $3, $4, COALESCE($5, 'en') FROM relaxed")
    )
});
