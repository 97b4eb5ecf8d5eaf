//! Tournaments: created in a chat, joined and left until they start,
//! claimed by a scheduler when due, each round started once (the round
//! moves on at the version read, with its games and boards in the same
//! transaction), and each board's result written in its game's own ending
//! transaction (`results.rs`, `RECORD_BOARD`), so a game's end and its
//! tournament result commit together.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use kibitz_rules::{Color, Variant};

use crate::model::{ChannelId, GameId, PlayerId, TournamentFormat, TournamentId};
use crate::rating::Score;
use crate::store::columns::{bind_values, new_row, placeholders, row, stored_names};
use crate::store::connect::{Store, StoreError};
use crate::store::games::{GameRow, INSERT_GAME, NewGame, own_plies};
use crate::store::{on_reader, on_writer};

/// The tournaments' tables: tournaments, their entrants and their boards.
#[derive(Clone, Debug)]
pub struct TournamentStore {
    store: crate::store::Store,
}

impl TournamentStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> TournamentStore {
        TournamentStore { store }
    }
}

row! {
    /// A tournament as stored.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct TournamentRow {
        /// Its number.
        id: TournamentId = "id",
        /// The chat it is run in.
        channel_id: ChannelId = "channel_id" kept,
        /// The manager who created it.
        created_by: PlayerId = "created_by" kept,
        /// How it pairs.
        format: TournamentFormat = "format" kept,
        /// A Swiss's rounds, a round-robin's cycles, an arena's minutes.
        rounds: i32 = "rounds" kept,
        /// The game played.
        variant: Variant = "variant" kept,
        /// Whether its games count for ratings.
        rated: bool = "rated" kept,
        /// Correspondence: days per move.
        days_per_move: Option<i32> = "days_per_move" kept,
        /// Correspondence: the days a round may last.
        round_days: Option<i32> = "round_days" kept,
        /// Live: each side's base time, in seconds.
        clock_base: Option<i32> = "clock_base" kept,
        /// Live: the increment, in seconds a move.
        clock_increment: Option<i32> = "clock_increment" kept,
        /// The colour board 1's higher-ranked player gets when neither
        /// wishes one.
        first_colour: Color = "first_colour" kept,
        /// Where it stands.
        status: TournamentStatus = "status" kept,
        /// The round under way (0 before the first).
        round: i32 = "round" kept,
        /// The last round whose post was delivered.
        announced_round: i32 = "announced_round" kept,
        /// The deadline of the round under way.
        round_due_at: Option<DateTime<Utc>> = "round_due_at" kept,
        /// When it starts.
        starts_at: DateTime<Utc> = "starts_at" kept,
        /// When the scheduler acts on it next.
        due_at: Option<DateTime<Utc>> = "due_at" kept,
        /// When it was created.
        created_at: DateTime<Utc> = "created_at" kept,
        /// Bumped by every change of its round or status.
        version: i64 = "version" kept,
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Taking players; not started.
    Open,
    /// Rounds under way.
    Started,
    /// Over.
    Finished,
    /// Called off by a manager.
    Cancelled,
}

impl TournamentStatus {
    const ALL: [TournamentStatus; 4] = [
        TournamentStatus::Open,
        TournamentStatus::Started,
        TournamentStatus::Finished,
        TournamentStatus::Cancelled,
    ];

    /// The stored name: `open`, `started`, `finished`, `cancelled`.
    pub const fn name(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Started => "started",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    fn named(name: &str) -> Option<TournamentStatus> {
        TournamentStatus::ALL.into_iter().find(|s| s.name() == name)
    }
}

stored_names! {
    TournamentStatus: |s| s.name(), TournamentStatus::named;
    Score: |s| s.name(), Score::from_name;
}

new_row! {
    /// A tournament about to be created, open, due at its start.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct NewTournament {
        /// The chat.
        channel_id: ChannelId = "channel_id",
        /// The manager creating it.
        created_by: PlayerId = "created_by",
        /// How it pairs.
        format: TournamentFormat = "format",
        /// A Swiss's rounds, a round-robin's cycles, an arena's minutes.
        rounds: i32 = "rounds",
        /// The game played.
        variant: Variant = "variant",
        /// Whether its games count for ratings.
        rated: bool = "rated",
        /// Correspondence: days per move.
        days_per_move: Option<i32> = "days_per_move",
        /// Correspondence: the days a round may last.
        round_days: Option<i32> = "round_days",
        /// Live: each side's base time, in seconds.
        clock_base: Option<i32> = "clock_base",
        /// Live: the increment, in seconds a move.
        clock_increment: Option<i32> = "clock_increment",
        /// The colour of board 1's higher-ranked player without wishes.
        first_colour: Color = "first_colour",
        /// When it starts (and is first due).
        starts_at: DateTime<Utc> = "starts_at",
        /// When it is created, by the service's clock.
        created_at: DateTime<Utc> = "created_at",
    }
    derived {
        "due_at": Option<DateTime<Utc>> = due_at,
    }
}

impl NewTournament {
    /// When the new tournament is first due: its start.
    fn due_at(&self) -> Option<DateTime<Utc>> {
        Some(self.starts_at)
    }
}

row! {
    /// A player in a tournament, with their name.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct EntrantRow {
        /// The player.
        player_id: PlayerId = "player_id",
        /// Their name, as the platform last gave it.
        display_name: String = "display_name" kept,
        /// Their rating when they joined, for the seeding.
        rating: i32 = "rating" kept,
        /// Their pairing number, from the start.
        seat: Option<i32> = "seat" kept,
        /// The first round they play (1 unless they joined late).
        joined_round: i32 = "joined_round" kept,
        /// The first round they no longer play, once they withdrew.
        withdrawn_round: Option<i32> = "withdrawn_round" kept,
        /// When they joined.
        joined_at: DateTime<Utc> = "joined_at" kept,
    }
}

row! {
    /// One board of a round: a game, or a bye (no Black).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct BoardRow {
        /// The tournament.
        tournament_id: TournamentId = "tournament_id",
        /// The round, from 1.
        round: i32 = "round" kept,
        /// The board, from 1 (a bye after the games).
        board: i32 = "board" kept,
        /// White, or the player with the bye.
        white_id: PlayerId = "white_id" kept,
        /// Black; `None` for a bye.
        black_id: Option<PlayerId> = "black_id" kept,
        /// The game played on it.
        game_id: Option<GameId> = "game_id" kept,
        /// White's score once over (a bye's: a win).
        white_score: Option<Score> = "white_score" kept,
        /// False for a game decided without play.
        played: bool = "played" kept,
        /// Neither player moved: both lose.
        double_forfeit: bool = "double_forfeit" kept,
        /// An arena game White played berserk.
        white_berserk: bool = "white_berserk" kept,
        /// An arena game Black played berserk.
        black_berserk: bool = "black_berserk" kept,
    }
}

/// What starting a round writes: the seats (at the first round), the
/// games with their boards in order, the byes, and when the round is due
/// to end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundStart {
    /// The round, from 1.
    pub round: i32,
    /// Pairing numbers to give (empty after the first round).
    pub seats: Vec<(PlayerId, i32)>,
    /// The games, board 1 first.
    pub games: Vec<NewGame>,
    /// Players with a bye: a Swiss's one, or a round-robin's (the
    /// table's, and the opponents of those who withdrew).
    pub byes: Vec<PlayerId>,
    /// When the scheduler looks at the round next (its deadline).
    pub due_at: Option<DateTime<Utc>>,
}

const TOURNAMENT_COLUMNS: &str = TournamentRow::COLUMNS;

impl TournamentStore {
    /// Creates a tournament, open, due at its start.
    pub async fn create_tournament(
        &self,
        new: &NewTournament,
    ) -> Result<TournamentRow, StoreError> {
        let sql = INSERT_TOURNAMENT.as_str();
        Ok(
            on_writer!(&self.store, pool => bind_values(sqlx::query_as(sql), new.values())
            .fetch_one(pool)
            .await?),
        )
    }

    /// A tournament by its number.
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1");
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?),
        )
    }

    /// A chat's tournaments that are open or under way, oldest first.
    pub async fn tournaments_in_channel(
        &self,
        channel: ChannelId,
    ) -> Result<Vec<TournamentRow>, StoreError> {
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE channel_id = $1 \
             AND status IN ('open', 'started') ORDER BY id"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(channel).fetch_all(pool).await?),
        )
    }

    /// Puts a player in a tournament, from `joined_round`: one open, a
    /// Swiss before its second round (a late join, as FIDE's and lichess's
    /// Swiss allow; a round-robin's table is fixed by its field at the
    /// start), or an arena under way (as lichess's). False when they are in
    /// it already or it takes no one now.
    pub async fn join_tournament(
        &self,
        tournament: TournamentId,
        player: PlayerId,
        rating: i32,
        joined_round: i32,
        at: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "INSERT INTO tournament_players \
                   (tournament_id, player_id, rating, joined_round, joined_at) \
                   SELECT id, $2, $3, $4, $5 FROM tournaments \
                   WHERE id = $1 AND (status = 'open' \
                   OR (status = 'started' AND format = 'swiss' AND round < 2) \
                   OR (status = 'started' AND format = 'arena')) \
                   ON CONFLICT (tournament_id, player_id) DO NOTHING";
        let added = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(tournament)
            .bind(player)
            .bind(rating)
            .bind(joined_round)
            .bind(at)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(added == 1)
    }

    /// Takes a player out of a tournament not started yet; false when they
    /// were not in it or it has started.
    pub async fn leave_tournament(
        &self,
        tournament: TournamentId,
        player: PlayerId,
    ) -> Result<bool, StoreError> {
        let sql = "DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2 \
                   AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'open')";
        let gone = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(tournament)
            .bind(player)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(gone == 1)
    }

    /// Withdraws a player from a tournament under way from `round` on;
    /// false when they were not playing in it.
    pub async fn withdraw_from_tournament(
        &self,
        tournament: TournamentId,
        player: PlayerId,
        round: i32,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE tournament_players SET withdrawn_round = $3 \
                   WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_round IS NULL";
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(tournament)
            .bind(player)
            .bind(round)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Brings a player who withdrew from an arena under way back into its
    /// pairings, from wave `from`; false when they were not withdrawn from
    /// one.
    pub async fn rejoin_arena(
        &self,
        tournament: TournamentId,
        player: PlayerId,
        from: i32,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE tournament_players SET withdrawn_round = NULL, joined_round = $3 \
                   WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_round IS NOT NULL \
                   AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 \
                   AND status = 'started' AND format = 'arena')";
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(tournament)
            .bind(player)
            .bind(from)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// The plies each of a tournament's games has been played for (the
    /// moves of a set-up start not counted), by game.
    pub async fn tournament_game_plies(
        &self,
        tournament: TournamentId,
    ) -> Result<Vec<(GameId, u32)>, StoreError> {
        let sql = "SELECT id, moves, set_up_plies FROM games WHERE id IN \
                   (SELECT game_id FROM tournament_boards WHERE tournament_id = $1)";
        let rows: Vec<(GameId, String, i32)> = on_reader!(&self.store, pool => sqlx::query_as(sql).bind(tournament).fetch_all(pool).await?);
        Ok(rows
            .into_iter()
            .map(|(id, moves, set_up)| {
                let plies = moves.split_whitespace().count();
                let set_up = usize::try_from(set_up).unwrap_or(0);
                let own = own_plies(plies, set_up);
                (id, u32::try_from(own).unwrap_or(u32::MAX))
            })
            .collect())
    }

    /// Marks `color` of an arena game as berserk on its board, while it
    /// has not moved; false when it has, or the game is no arena's.
    pub async fn mark_berserk(&self, game: GameId, color: Color) -> Result<bool, StoreError> {
        let sql = match color {
            Color::White => {
                "UPDATE tournament_boards SET white_berserk = TRUE WHERE game_id = $1 \
                 AND NOT white_berserk AND white_score IS NULL"
            }
            Color::Black => {
                "UPDATE tournament_boards SET black_berserk = TRUE WHERE game_id = $1 \
                 AND NOT black_berserk AND white_score IS NULL"
            }
        };
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(game)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Takes back a berserk marked on a game's board for `color` (its
    /// clock could not be halved after all).
    pub async fn clear_berserk(&self, game: GameId, color: Color) -> Result<(), StoreError> {
        let sql = match color {
            Color::White => "UPDATE tournament_boards SET white_berserk = FALSE WHERE game_id = $1",
            Color::Black => "UPDATE tournament_boards SET black_berserk = FALSE WHERE game_id = $1",
        };
        on_writer!(&self.store, pool => sqlx::query(sql).bind(game).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// A tournament's players: by seat once seated, else by rating, then
    /// by when they joined.
    pub async fn entrants(&self, tournament: TournamentId) -> Result<Vec<EntrantRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM tournament_players JOIN players ON players.id = player_id \
             WHERE tournament_id = $1 \
             ORDER BY seat IS NULL, seat, rating DESC, joined_at, player_id",
            EntrantRow::COLUMNS
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(tournament).fetch_all(pool).await?),
        )
    }

    /// A tournament's boards, round by round, board by board.
    pub async fn tournament_boards(
        &self,
        tournament: TournamentId,
    ) -> Result<Vec<BoardRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM tournament_boards WHERE tournament_id = $1 ORDER BY round, board",
            BoardRow::COLUMNS
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(tournament).fetch_all(pool).await?),
        )
    }

    /// The board a game is played on, if it is a tournament's.
    pub async fn board_of_game(&self, game: GameId) -> Result<Option<BoardRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM tournament_boards WHERE game_id = $1",
            BoardRow::COLUMNS
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(game).fetch_optional(pool).await?),
        )
    }

    /// Claims up to `limit` tournaments due at `now` (earliest first) until
    /// `until`, as [`Store::claim_due_games`] does for games.
    pub async fn claim_due_tournaments(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<TournamentRow>, StoreError> {
        let sql = self.store.claim_sql(
            "tournaments",
            ("due_at", ""),
            ("claimed_until", "$1"),
            TOURNAMENT_COLUMNS,
        );
        let mut rows: Vec<TournamentRow> = on_writer!(&self.store, pool => sqlx::query_as(&sql)
            .bind(until)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        rows.sort_by_key(|row| (row.due_at, row.id));
        Ok(rows)
    }

    /// When the earliest tournament no scheduler holds at `now` is due.
    pub async fn next_due_tournament(
        &self,
        now: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, StoreError> {
        self.store
            .next_due_of(("tournaments", "due_at", "claimed_until"), "", now)
            .await
    }

    /// Starts a round of a tournament read at `tournament.version`: the
    /// round moves on, the seats are given, the games are created and
    /// their boards and byes written, all in one transaction. `None` when
    /// the tournament changed first (another process started the round):
    /// nothing is written.
    pub async fn start_round(
        &self,
        tournament: &TournamentRow,
        start: &RoundStart,
    ) -> Result<Option<(TournamentRow, Vec<GameRow>)>, StoreError> {
        let advance = format!(
            "UPDATE tournaments SET round = $1, status = 'started', due_at = $2, \
             round_due_at = $2, claimed_until = NULL, version = version + 1 \
             WHERE id = $3 AND version = $4 AND status IN ('open', 'started') \
             RETURNING {TOURNAMENT_COLUMNS}"
        );
        let seat = "UPDATE tournament_players SET seat = $1 \
                    WHERE tournament_id = $2 AND player_id = $3";
        let board = "INSERT INTO tournament_boards \
                     (tournament_id, round, board, white_id, black_id, game_id, white_score) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7)";
        let insert = INSERT_GAME.as_str();
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let advanced: Option<TournamentRow> = sqlx::query_as(&advance)
                .bind(start.round)
                .bind(start.due_at)
                .bind(tournament.id)
                .bind(tournament.version)
                .fetch_optional(&mut *tx)
                .await?;
            match advanced {
                None => {
                    tx.rollback().await?;
                    Ok(None)
                }
                Some(advanced) => {
                    for (player, number) in &start.seats {
                        sqlx::query(seat)
                            .bind(number)
                            .bind(tournament.id)
                            .bind(player)
                            .execute(&mut *tx)
                            .await?;
                    }
                    let mut games = Vec::with_capacity(start.games.len());
                    for (index, new) in start.games.iter().enumerate() {
                        let game: GameRow = bind_values(sqlx::query_as(insert), new.insert_values(None))
                            .fetch_one(&mut *tx)
                            .await?;
                        sqlx::query(board)
                            .bind(tournament.id)
                            .bind(start.round)
                            .bind(i32::try_from(index + 1).unwrap_or(i32::MAX))
                            .bind(game.white_id)
                            .bind(Some(game.black_id))
                            .bind(Some(game.id))
                            .bind(None::<&str>)
                            .execute(&mut *tx)
                            .await?;
                        games.push(game);
                    }
                    for (index, player) in start.byes.iter().enumerate() {
                        sqlx::query(board)
                            .bind(tournament.id)
                            .bind(start.round)
                            .bind(i32::try_from(start.games.len() + index + 1).unwrap_or(i32::MAX))
                            .bind(player)
                            .bind(None::<PlayerId>)
                            .bind(None::<GameId>)
                            .bind(Some(Score::Win.name()))
                            .execute(&mut *tx)
                            .await?;
                    }
                    tx.commit().await?;
                    Ok(Some((advanced, games)))
                }
            }
        })
    }

    /// Starts an open tournament read at its version at `now` rather than
    /// at its time (a manager's `tournament start`): it is due at once.
    /// False when it started or changed meanwhile.
    pub async fn start_tournament_now(
        &self,
        tournament: &TournamentRow,
        now: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE tournaments SET starts_at = $1, due_at = $1 \
                   WHERE id = $2 AND version = $3 AND status = 'open'";
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(now)
            .bind(tournament.id)
            .bind(tournament.version)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Moves a tournament's next look to `due_at` and frees the claim, if
    /// it is still at the version read; whether it moved.
    pub async fn reschedule_tournament(
        &self,
        tournament: &TournamentRow,
        due_at: Option<DateTime<Utc>>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE tournaments SET due_at = $1, claimed_until = NULL \
                   WHERE id = $2 AND version = $3";
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(due_at)
            .bind(tournament.id)
            .bind(tournament.version)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Ends a tournament read at its version (`Finished` or `Cancelled`),
    /// due at `post` when its end's post is owed (nothing due otherwise).
    /// `None` when it changed first or was over.
    pub async fn end_tournament(
        &self,
        tournament: &TournamentRow,
        status: TournamentStatus,
        post: Option<DateTime<Utc>>,
    ) -> Result<Option<TournamentRow>, StoreError> {
        let sql = format!(
            "UPDATE tournaments SET status = $1, due_at = $4, claimed_until = NULL, \
             version = version + 1 WHERE id = $2 AND version = $3 \
             AND status IN ('open', 'started') RETURNING {TOURNAMENT_COLUMNS}"
        );
        Ok(on_writer!(&self.store, pool => sqlx::query_as(&sql)
            .bind(status.name())
            .bind(tournament.id)
            .bind(tournament.version)
            .bind(post)
            .fetch_optional(pool)
            .await?))
    }

    /// Marks a tournament's post delivered: its round's (`round`), or its
    /// end's; it is next due at `due_at` (the round's deadline, or never
    /// once over). False when it changed meanwhile.
    pub async fn tournament_announced(
        &self,
        tournament: &TournamentRow,
        round: i32,
        due_at: Option<DateTime<Utc>>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE tournaments SET announced_round = $1, due_at = $2, claimed_until = NULL \
                   WHERE id = $3 AND version = $4";
        let done = on_writer!(&self.store, pool => sqlx::query(sql)
            .bind(round)
            .bind(due_at)
            .bind(tournament.id)
            .bind(tournament.version)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }
}

/// The insert of a new tournament, open and due at its start.
static INSERT_TOURNAMENT: LazyLock<String> = LazyLock::new(|| {
    format!(
        "INSERT INTO tournaments ({}, status) VALUES ({}, 'open') RETURNING {}",
        NewTournament::COLUMNS,
        placeholders(1, NewTournament::COLUMN_COUNT),
        TOURNAMENT_COLUMNS,
    )
});
