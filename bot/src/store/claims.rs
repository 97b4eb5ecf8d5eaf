//! Claims on scheduled work: due games and digests taken for a lease, so
//! that no two processes do the same work.

use chrono::{DateTime, Utc};

use super::cells::{Cells, Cursor, aliased};
use super::channels::{ChannelRow, SELECTED_COLUMNS, SeenChannel};
use super::columns::read;
use super::connect::{Store, StoreError};
use super::dialect::Dialect;
use super::players::{PLAYER_COLUMNS, PlayerRow};
use crate::chat::Place;
use crate::model::{GameId, Platform, PlayerId};
use crate::store::games::{GAME_COLUMNS, GameRow};
use crate::store::scene::SeatedGame;

/// A game row's `due_at` computed from its other columns in SQL, as
/// [`GameRow::due_at`] computes it (`$3`: the Unix epoch, the time of
/// owed work that waits for nothing).
const DUE_AT: &str = "CASE WHEN notice IS NOT NULL OR dm_for IS NOT NULL \
                      OR vacation_news IS NOT NULL OR board_owed_in IS NOT NULL THEN $3 \
                      WHEN status <> 'active' THEN NULL \
                      WHEN remind_at IS NULL THEN deadline \
                      WHEN deadline IS NULL OR remind_at < deadline THEN remind_at \
                      ELSE deadline END";

/// The condition that keeps a scheduler serving only the platforms in
/// `served` from games that owe a board to a chat of another platform
/// (empty when it serves every platform): a process that cannot post it
/// leaves it, and the game, to one that can.
fn boards_served(served: &[Platform]) -> String {
    served_list(served).map_or_else(String::new, |names| {
        format!(
            " AND (board_owed_in IS NULL OR board_owed_in IN \
             (SELECT id FROM channels WHERE platform IN ({names})))"
        )
    })
}

/// The condition that keeps a scheduler serving only the platforms in
/// `served` to challenges whose challenged player is on one of them
/// (empty when it serves every platform).
pub(crate) fn challenged_served(served: &[Platform]) -> String {
    served_list(served).map_or_else(String::new, |names| {
        format!(" AND challenged_id IN (SELECT id FROM players WHERE platform IN ({names}))")
    })
}

/// The platforms in `served` as an SQL list of their stored names
/// (`'discord', 'telegram'`; `NULL` for none); `None` when they are every
/// platform, and a scheduler keeps out nothing.
fn served_list(served: &[Platform]) -> Option<String> {
    if Platform::ALL.iter().all(|p| served.contains(p)) {
        return None;
    }
    let names: Vec<String> = served.iter().map(|p| format!("'{}'", p.name())).collect();
    Some(if names.is_empty() {
        "NULL".to_owned()
    } else {
        names.join(", ")
    })
}

/// Each kind of scheduled work: its table, the column of when it is due,
/// and the column of a scheduler's claim on it.
const DUE_WORK: [(&str, &str, &str); 4] = [
    ("games", "due_at", "claimed_until"),
    ("channels", "daily_puzzle_at", "daily_puzzle_claimed_until"),
    ("tournaments", "due_at", "claimed_until"),
    ("challenges", "notice_at", "notice_claimed_until"),
];

/// The query of when the earliest row of `table` due by `due` (and
/// meeting `filter`, a condition that begins with `AND`, or empty) that no
/// scheduler holds at `$1` (by its lease kept in `lease`) is due.
fn next_due_sql((table, due, lease): (&str, &str, &str), filter: &str) -> String {
    format!(
        "SELECT {due} FROM {table} WHERE {due} IS NOT NULL \
         AND ({lease} IS NULL OR {lease} < $1){filter} ORDER BY {due} LIMIT 1"
    )
}

/// A claimed game with its players, and its chat: where its notices go
/// and in what language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueGame {
    /// The game and its players.
    pub seated: SeatedGame,
    /// The chat it is played in.
    pub place: Place,
    /// The chat's settings.
    pub channel: ChannelRow,
}

/// Reads games (the table or query aliased `source`) with their players
/// and chats: the columns [`DueGame`] is read from.
fn due_games_select(source: &str) -> String {
    format!(
        "SELECT {game}, {white}, {black}, c.platform, c.platform_channel_id, {SELECTED_COLUMNS} \
         FROM {source} g JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id \
         JOIN channels c ON c.id = g.channel_id LEFT JOIN channels p ON p.id = c.parent_id",
        game = aliased("g", GAME_COLUMNS),
        white = aliased("w", PLAYER_COLUMNS),
        black = aliased("b", PLAYER_COLUMNS),
    )
}

impl<'r, R: Cells> sqlx::FromRow<'r, R> for DueGame {
    fn from_row(row: &'r R) -> Result<DueGame, sqlx::Error> {
        let mut cells = Cursor::new(row);
        let missing = |what: &str| sqlx::Error::ColumnDecode {
            index: what.to_owned(),
            source: format!("a claimed game without its {what}").into(),
        };
        let game = GameRow::read_optional(&mut cells)?.ok_or_else(|| missing("id"))?;
        let white = PlayerRow::read_optional(&mut cells)?.ok_or_else(|| missing("white"))?;
        let black = PlayerRow::read_optional(&mut cells)?.ok_or_else(|| missing("black"))?;
        let platform: String = cells.next()?;
        let place = Place::new(
            read("platform", &platform, Platform::from_name)?,
            cells.next::<String>()?,
        );
        let channel = SeenChannel::read_optional(&mut cells)?.ok_or_else(|| missing("chat"))?;
        Ok(DueGame {
            seated: SeatedGame {
                row: game,
                white,
                black,
            },
            place,
            channel: channel.row(),
        })
    }
}

impl Store {
    /// When the earliest scheduled work that no scheduler holds at `now`
    /// is due, of every kind (a game's, a chat's daily puzzle, a
    /// tournament's, a challenge's private message; none: nothing is owed),
    /// among the work a scheduler serving `served` takes up: one query, a
    /// step down each kind's index of due work. Work another scheduler
    /// holds is seen again once its claim has run out.
    pub async fn next_due_work(
        &self,
        now: DateTime<Utc>,
        served: &[Platform],
    ) -> Result<Option<DateTime<Utc>>, StoreError> {
        let filters = [
            boards_served(served),
            String::new(),
            String::new(),
            challenged_served(served),
        ];
        let looks: Vec<String> = DUE_WORK
            .iter()
            .zip(&filters)
            .map(|(&kind, filter)| format!("({})", next_due_sql(kind, filter)))
            .collect();
        let sql = format!("SELECT {}", looks.join(", "));
        type Times = (
            Option<DateTime<Utc>>,
            Option<DateTime<Utc>>,
            Option<DateTime<Utc>>,
            Option<DateTime<Utc>>,
        );
        let (game, puzzle, tournament, told): Times =
            on_reader!(self, pool => sqlx::query_as(&sql).bind(now).fetch_one(pool).await?);
        Ok([game, puzzle, tournament, told].into_iter().flatten().min())
    }

    /// When the earliest row of `table` due by `due` (and meeting
    /// `filter`, a condition that begins with `AND`, or empty) that no
    /// scheduler holds at `now` (by its lease kept in `lease`) is due.
    pub(crate) async fn next_due_of(
        &self,
        (table, due, lease): (&str, &str, &str),
        filter: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, StoreError> {
        let sql = next_due_sql((table, due, lease), filter);
        let next: Option<(DateTime<Utc>,)> =
            on_reader!(self, pool => sqlx::query_as(&sql).bind(now).fetch_optional(pool).await?);
        Ok(next.map(|(at,)| at))
    }

    /// Claims up to `limit` games whose scheduled work is due at `now`
    /// (earliest first) for this scheduler until `until`, with their
    /// players and chats: no other scheduler gets them before then. Games
    /// another scheduler is claiming right now are skipped, not waited for
    /// (`FOR UPDATE SKIP LOCKED` on Postgres; SQLite serves one process,
    /// and its writes take turns). One statement on Postgres; SQLite claims,
    /// then reads what it claimed. A live game is claimed only until
    /// `live_until`, a short lease ([`Store::renew_claims`] renews it while
    /// the work goes on): should this scheduler die holding a flag,
    /// another drops it a few seconds late, not a lease late.
    pub async fn claim_due_games(
        &self,
        now: DateTime<Utc>,
        (until, live_until): (DateTime<Utc>, DateTime<Utc>),
        limit: i64,
        served: &[Platform],
    ) -> Result<Vec<DueGame>, StoreError> {
        let lease = "CASE WHEN clock_base IS NULL THEN $1 ELSE $4 END";
        let served = boards_served(served);
        let mut due: Vec<DueGame> = match self {
            Store::Postgres(connections) => {
                let claim =
                    self.claim_sql("games", ("due_at", &served), ("claimed_until", lease), "*");
                let sql = format!("WITH g AS ({claim}) {}", due_games_select("g"));
                connections
                    .within(async {
                        let mut connection = connections.checkout().await?;
                        let due = sqlx::query_as(&sql)
                            .bind(until)
                            .bind(now)
                            .bind(limit)
                            .bind(live_until)
                            .fetch_all(&mut *connection)
                            .await?;
                        connection.release();
                        Ok::<_, StoreError>(due)
                    })
                    .await?
            }
            Store::Sqlite(pools) => {
                let claim =
                    self.claim_sql("games", ("due_at", &served), ("claimed_until", lease), "id");
                let read = format!(
                    "{} WHERE g.id IN ({})",
                    due_games_select("games"),
                    Dialect::Sqlite.id_rows(1)
                );
                let mut tx = pools.writer.begin().await?;
                let ids: Vec<(i64,)> = sqlx::query_as(&claim)
                    .bind(until)
                    .bind(now)
                    .bind(limit)
                    .bind(live_until)
                    .fetch_all(&mut *tx)
                    .await?;
                let ids = Dialect::json_list(ids.iter().map(|(id,)| *id));
                let due = sqlx::query_as(&read).bind(ids).fetch_all(&mut *tx).await?;
                tx.commit().await?;
                due
            }
        };
        due.sort_by_key(|d| (d.seated.row.due_at(), d.seated.row.id));
        Ok(due)
    }

    /// Frees games claimed until `until` or `live_until` (the two leases
    /// of one pass) once their work is done, so that work a change made
    /// meanwhile is taken by the next pass; each game's `due_at` is set
    /// anew from what it still owes (see [`Store::clear_owed`], which
    /// leaves it to this).
    pub async fn release_games(
        &self,
        ids: &[GameId],
        (until, live_until): (DateTime<Utc>, DateTime<Utc>),
    ) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        let list = self.dialect().id_rows(2);
        let sql = format!(
            "UPDATE games SET claimed_until = NULL, due_at = {DUE_AT} \
             WHERE (claimed_until = $1 OR claimed_until = $4) AND id IN ({list})"
        );
        self.claims_of(&sql, until, ids, &[DateTime::<Utc>::UNIX_EPOCH, live_until])
            .await
    }

    /// Renews the claim on games claimed until `from` (a pass's live
    /// lease) to `to`, while their work goes on: a claim renewed so is
    /// kept however slow a delivery, and given up as soon as its holder
    /// dies.
    pub async fn renew_claims(
        &self,
        ids: &[GameId],
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        let list = self.dialect().id_rows(2);
        let sql = format!(
            "UPDATE games SET claimed_until = $3 WHERE claimed_until = $1 AND id IN ({list})"
        );
        self.claims_of(&sql, from, ids, &[to]).await
    }

    /// Runs `sql`, a change of the claims on `ids`, binding `first` as
    /// `$1`, the ids as `$2` and `rest` from `$3` on.
    async fn claims_of(
        &self,
        sql: &str,
        first: DateTime<Utc>,
        ids: &[GameId],
        rest: &[DateTime<Utc>],
    ) -> Result<(), StoreError> {
        match self {
            Store::Postgres(connections) => {
                connections
                    .within(async {
                        let mut connection = connections.checkout().await?;
                        let mut query = sqlx::query(sql)
                            .bind(first)
                            .bind(ids.iter().map(|id| id.get()).collect::<Vec<_>>());
                        for time in rest {
                            query = query.bind(*time);
                        }
                        query.execute(&mut *connection).await?;
                        connection.release();
                        Ok::<_, StoreError>(())
                    })
                    .await?;
            }
            Store::Sqlite(pools) => {
                let mut query = sqlx::query(sql)
                    .bind(first)
                    .bind(Dialect::json_list(ids.iter().map(|id| id.get())));
                for time in rest {
                    query = query.bind(*time);
                }
                query.execute(&pools.writer).await?;
            }
        }
        Ok(())
    }

    /// The query that claims rows of `table` due by `due` (and meeting
    /// `filter`, a condition that begins with `AND`, or empty) for a lease
    /// kept in `lease`, set to `until` (an expression: `$1`, the lease's
    /// end, or one that chooses it by row): binds `$2` now, `$3` the limit.
    /// Rows another scheduler is claiming right now are skipped, not
    /// waited for (`FOR UPDATE SKIP LOCKED` on Postgres; SQLite serves one
    /// process, and its writes take turns).
    pub(crate) fn claim_sql(
        &self,
        table: &str,
        (due, filter): (&str, &str),
        (lease, until): (&str, &str),
        columns: &str,
    ) -> String {
        let lock = self.dialect().skip_locked();
        format!(
            "UPDATE {table} SET {lease} = {until} WHERE id IN (SELECT id FROM {table} \
             WHERE {due} <= $2 AND ({lease} IS NULL OR {lease} < $2){filter} \
             ORDER BY {due} LIMIT $3 {lock}) RETURNING {columns}"
        )
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
            ("digest_at", ""),
            ("digest_claimed_until", "$1"),
            PLAYER_COLUMNS,
        );
        let mut rows: Vec<PlayerRow> = on_writer!(self, pool => sqlx::query_as(&sql)
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
        player_id: PlayerId,
        from: DateTime<Utc>,
        next: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE players SET digest_at = $1, digest_claimed_until = NULL \
                   WHERE id = $2 AND digest_at = $3";
        let done = on_writer!(self, pool => sqlx::query(sql)
            .bind(next)
            .bind(player_id)
            .bind(from)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }
}
