//! Results, ratings and leaderboards: what a finished game leaves behind.
//! A game's end, its history lines and both players' new ratings commit in
//! the transaction that writes the end ([`Store::update_game`]); the
//! history lines' key (one per game and player) makes the rating happen
//! exactly once, whichever process ends the game.

use crate::model::{ChannelId, GameId, Platform, PlayerId};
use chrono::{DateTime, Utc};
use kibitz_rules::{Color, Variant};

use crate::store::columns::{color_named, read};
use crate::store::connect::{Store, StoreError};

use crate::perf::{Finished, Perf};
use crate::rating::{Rating, Score, rate_game};
use crate::store::games::{Ending, Forfeit};
use crate::store::on_reader;

/// The standing's tables: results, ratings and leaderboards.
#[derive(Clone, Debug)]
pub struct StandingStore {
    store: crate::store::Store,
}

impl StandingStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> StandingStore {
        StandingStore { store }
    }
}

/// The community every leaderboard of everywhere is kept under; its rows'
/// platform is [`EVERYWHERE`] too, so that a player linked across
/// platforms is ranked once.
pub const EVERYWHERE: &str = "*";

/// The platform a leaderboard's rows are kept under: its own for a
/// community's, [`EVERYWHERE`] for everywhere's.
fn board_platform(platform: &str, community: &str) -> String {
    if community == EVERYWHERE {
        EVERYWHERE.to_owned()
    } else {
        platform.to_owned()
    }
}

/// One of a player's ratings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingRow {
    /// What it rates: a speed of standard chess, or another variant.
    pub perf: Perf,
    /// The rating.
    pub rating: Rating,
}

/// One line of a player's history: a finished game from their side.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRow {
    /// The game's number.
    pub game_id: GameId,
    /// The player.
    pub player_id: PlayerId,
    /// Their opponent.
    pub opponent_id: PlayerId,
    /// The opponent's name.
    pub opponent_name: String,
    /// The game played.
    pub variant: Variant,
    /// The rating it counts for (as rated or as it would have been).
    pub perf: Perf,
    /// The player's colour.
    pub color: Color,
    /// How it went for the player.
    pub score: Score,
    /// Their rating before the game, when it was rated.
    pub rating_before: Option<f64>,
    /// Their rating after it, when it was rated.
    pub rating_after: Option<f64>,
    /// Their deviation after it, when it was rated.
    pub deviation_after: Option<f64>,
    /// When it ended.
    pub ended_at: DateTime<Utc>,
}

/// A player's wins, draws and losses in one rating's games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Every game counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The player.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Their rating.
    pub rating: f64,
    /// Their rated games counted by the rating.
    pub games: u32,
}

/// The history lines of an ending, unless it has them already; the
/// number of lines written.
const INSERT_RESULTS: &str = "INSERT INTO results (game_id, player_id, opponent_id, variant, perf, color, score, ended_at) \
     VALUES ($1, $2, $3, $4, $8, 'white', $5, $7), ($1, $3, $2, $4, $8, 'black', $6, $7) \
     ON CONFLICT (game_id, player_id) DO NOTHING";

const INSERT_RATING: &str = "INSERT INTO ratings (player_id, perf, rating, deviation, volatility, games, rated_at) \
     VALUES ($1, $2, $3, $4, $5, 0, $6) ON CONFLICT (player_id, perf) DO NOTHING";

const UPDATE_RATING: &str = "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = $4, rated_at = $5 \
     WHERE player_id = $6 AND perf = $7";

const RATE_RESULT: &str = "UPDATE results SET rating_before = $1, rating_after = $2, deviation_after = $3 \
     WHERE game_id = $4 AND player_id = $5";

const INSERT_STANDING: &str = "INSERT INTO standings (platform, community, perf, player_id, rating, games, steady_until) \
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (platform, community, perf, player_id) DO NOTHING";

const UPDATE_STANDINGS: &str = "UPDATE standings SET rating = $1, games = $2, steady_until = $3 WHERE player_id = $4 AND perf = $5";

/// The leaderboards' key for puzzle ratings (written with each rated
/// attempt, in `store::puzzles`).
pub(crate) const PUZZLES_KEY: &str = "puzzles";

/// Writes a tournament board's result when its game ends (`tournaments.rs`
/// keeps the boards); a board already decided keeps its result, and a
/// tournament over (an arena's games going on past its end, as on lichess,
/// or one called off) takes no more.
const RECORD_BOARD: &str = "UPDATE tournament_boards SET white_score = $1 WHERE game_id = $2 \
     AND white_score IS NULL AND EXISTS (SELECT 1 FROM tournaments t \
     WHERE t.id = tournament_boards.tournament_id AND t.status = 'started')";

/// Writes a tournament board decided without play (its game aborted
/// before both players moved); a board already decided keeps its result.
const FORFEIT_BOARD: &str = "UPDATE tournament_boards SET white_score = $1, played = FALSE, \
     double_forfeit = $2 WHERE game_id = $3 AND white_score IS NULL \
     AND EXISTS (SELECT 1 FROM tournaments t \
     WHERE t.id = tournament_boards.tournament_id AND t.status = 'started')";

/// Makes a tournament under way due now when the game that ended was its
/// round's last, so that a scheduler starts the next round (or ends it),
/// and an arena whenever one of its games ends (its players are paired
/// again); one called off meanwhile is left alone.
const ROUND_OVER: &str = "UPDATE tournaments SET due_at = $2 \
     WHERE id = (SELECT tournament_id FROM tournament_boards WHERE game_id = $1) \
     AND status = 'started' AND (format = 'arena' \
     OR NOT EXISTS (SELECT 1 FROM tournament_boards b WHERE b.tournament_id = tournaments.id \
     AND b.round = tournaments.round AND b.white_score IS NULL))";

const COMMUNITY: &str =
    "SELECT platform, COALESCE(community, platform_channel_id) FROM channels WHERE id = $1";

/// A rating as the columns hold it.
#[derive(sqlx::FromRow)]
pub(crate) struct StoredRating {
    player_id: PlayerId,
    /// What it rates, by name.
    pub(crate) perf: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    /// Rated games played.
    pub(crate) games: i32,
    rated_at: DateTime<Utc>,
}

impl StoredRating {
    /// The rating.
    pub(crate) fn rating(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
            games: u32::try_from(self.games).unwrap_or(0),
            rated_at: self.rated_at,
        }
    }
}

/// A [`StoredRating`]'s columns, as a select list.
pub(crate) const RATING_COLUMNS: &str =
    "player_id, perf, rating, deviation, volatility, games, rated_at";

/// Writes an ending's history lines and, the first time and in a rated
/// game, both players' new ratings and standings, in the transaction `tx`
/// (whose first statement wrote the game, so that SQLite holds the write
/// lock already). `lock` is what locks the rows read for update.
pub(crate) trait RecordEnding {
    /// Records `ending` in this transaction.
    async fn record_ending(&mut self, ending: &Ending, lock: &str) -> Result<(), StoreError>;

    /// Records a tournament game aborted before both players moved as a
    /// forfeit in this transaction (nothing for a game of no tournament).
    async fn record_forfeit(&mut self, forfeit: &Forfeit) -> Result<(), StoreError>;

    /// Writes an ended game's result on its tournament board, making the
    /// tournament due when it was its round's last (nothing for a game of
    /// no tournament); [`RecordEnding::record_ending`] does it too.
    async fn record_board(&mut self, ending: &Ending) -> Result<(), StoreError>;
}

macro_rules! record_ending_on {
    ($db:ty) => {
        impl RecordEnding for sqlx::Transaction<'_, $db> {
            async fn record_ending(&mut self, ending: &Ending, lock: &str) -> Result<(), StoreError> {
                let tx = self;
        let written = sqlx::query(INSERT_RESULTS)
            .bind(ending.game_id)
            .bind(ending.white_id)
            .bind(ending.black_id)
            .bind(ending.variant.name())
            .bind(ending.white_score.name())
            .bind(ending.white_score.opposite().name())
            .bind(ending.ended_at)
            .bind(ending.perf.name())
            .execute(&mut **tx)
            .await?
            .rows_affected();
        tx.record_board(ending).await?;
        if written > 0 && ending.rated {
            let now = ending.ended_at;
            let (platform, community): (String, String) = sqlx::query_as(COMMUNITY)
                .bind(ending.channel_id)
                .fetch_one(&mut **tx)
                .await?;
            // Rows are locked in the players' order, so that two games
            // ending at once never wait for each other in a circle.
            let mut ids = [ending.white_id, ending.black_id];
            ids.sort_unstable();
            let start = Rating::start(now);
            for id in ids {
                sqlx::query(INSERT_RATING)
                    .bind(id)
                    .bind(ending.perf.name())
                    .bind(start.rating)
                    .bind(start.deviation)
                    .bind(start.volatility)
                    .bind(now)
                    .execute(&mut **tx)
                    .await?;
            }
            let select = format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE perf = $1 AND player_id IN ($2, $3) \
                 ORDER BY player_id{lock}"
            );
            let stored: Vec<StoredRating> = sqlx::query_as(&select)
                .bind(ending.perf.name())
                .bind(ids[0])
                .bind(ids[1])
                .fetch_all(&mut **tx)
                .await?;
            let before = |id: PlayerId| {
                stored
                    .iter()
                    .find(|s| s.player_id == id)
                    .map_or(start, StoredRating::rating)
            };
            let (white_before, black_before) = (before(ending.white_id), before(ending.black_id));
            let (white_after, black_after) =
                rate_game(&white_before, &black_before, ending.white_score, now);
            let mut sides = [
                (ending.white_id, white_before, white_after),
                (ending.black_id, black_before, black_after),
            ];
            sides.sort_unstable_by_key(|side| side.0);
            for (id, before, after) in sides {
                let games = i32::try_from(after.games).unwrap_or(i32::MAX);
                sqlx::query(UPDATE_RATING)
                    .bind(after.rating)
                    .bind(after.deviation)
                    .bind(after.volatility)
                    .bind(games)
                    .bind(after.rated_at)
                    .bind(id)
                    .bind(ending.perf.name())
                    .execute(&mut **tx)
                    .await?;
                sqlx::query(RATE_RESULT)
                    .bind(before.rating)
                    .bind(after.rating)
                    .bind(after.deviation)
                    .bind(ending.game_id)
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
                for scope in [community.as_str(), EVERYWHERE] {
                    sqlx::query(INSERT_STANDING)
                        .bind(board_platform(&platform, scope))
                        .bind(scope)
                        .bind(ending.perf.name())
                        .bind(id)
                        .bind(after.rating)
                        .bind(games)
                        .bind(after.steady_until())
                        .execute(&mut **tx)
                        .await?;
                }
                sqlx::query(UPDATE_STANDINGS)
                    .bind(after.rating)
                    .bind(games)
                    .bind(after.steady_until())
                    .bind(id)
                    .bind(ending.perf.name())
                    .execute(&mut **tx)
                    .await?;
            }
        }
                Ok(())
            }

            async fn record_board(&mut self, ending: &Ending) -> Result<(), StoreError> {
                let tx = self;
                let written = sqlx::query(RECORD_BOARD)
                    .bind(ending.white_score.name())
                    .bind(ending.game_id)
                    .execute(&mut **tx)
                    .await?
                    .rows_affected();
                // A game of no tournament (nearly every game) writes no
                // board, and has no round to finish.
                if written > 0 {
                    sqlx::query(ROUND_OVER)
                        .bind(ending.game_id)
                        .bind(ending.ended_at)
                        .execute(&mut **tx)
                        .await?;
                }
                Ok(())
            }

            async fn record_forfeit(&mut self, forfeit: &Forfeit) -> Result<(), StoreError> {
                let tx = self;
                let written = sqlx::query(FORFEIT_BOARD)
                    .bind(forfeit.white_score.name())
                    .bind(forfeit.double)
                    .bind(forfeit.game_id)
                    .execute(&mut **tx)
                    .await?
                    .rows_affected();
                if written > 0 {
                    sqlx::query(ROUND_OVER)
                        .bind(forfeit.game_id)
                        .bind(forfeit.at)
                        .execute(&mut **tx)
                        .await?;
                }
                Ok(())
            }
        }
    };
}

record_ending_on!(sqlx::Postgres);
record_ending_on!(sqlx::Sqlite);

/// A history line as the columns hold it.
#[derive(sqlx::FromRow)]
struct StoredResult {
    game_id: GameId,
    player_id: PlayerId,
    opponent_id: PlayerId,
    opponent_name: String,
    variant: String,
    perf: String,
    color: String,
    score: String,
    rating_before: Option<f64>,
    rating_after: Option<f64>,
    deviation_after: Option<f64>,
    ended_at: DateTime<Utc>,
}

impl<'r, R: sqlx::Row> sqlx::FromRow<'r, R> for ResultRow
where
    StoredResult: sqlx::FromRow<'r, R>,
{
    fn from_row(row: &'r R) -> Result<ResultRow, sqlx::Error> {
        let stored = StoredResult::from_row(row)?;
        Ok(ResultRow {
            game_id: stored.game_id,
            player_id: stored.player_id,
            opponent_id: stored.opponent_id,
            opponent_name: stored.opponent_name,
            variant: read("variant", &stored.variant, Variant::from_name)?,
            perf: read("perf", &stored.perf, Perf::from_name)?,
            color: read("color", &stored.color, color_named)?,
            score: read("score", &stored.score, Score::from_name)?,
            rating_before: stored.rating_before,
            rating_after: stored.rating_after,
            deviation_after: stored.deviation_after,
            ended_at: stored.ended_at,
        })
    }
}

const RESULT_COLUMNS: &str = "r.game_id, r.player_id, r.opponent_id, o.display_name AS opponent_name, \
     r.variant, r.perf, r.color, r.score, r.rating_before, r.rating_after, r.deviation_after, r.ended_at";

/// A page's bounds as the database takes them.
fn page_bounds(offset: u32, limit: u32) -> (i64, i64) {
    (i64::from(limit), i64::from(offset))
}

/// A player's puzzle rating, with their runs of puzzles solved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRating {
    /// The Glicko-2 rating (its `games` the attempts rated).
    pub rating: Rating,
    /// Puzzles solved in a row, to the last.
    pub streak: i32,
    /// The longest such run.
    pub best_streak: i32,
}

/// A `puzzle_ratings` row's columns, as a select list.
pub(crate) const PUZZLE_RATING_COLUMNS: &str =
    "rating, deviation, volatility, attempts, streak, best_streak, rated_at";

/// A `puzzle_ratings` row as read.
#[derive(sqlx::FromRow)]
pub(crate) struct PuzzleRatingRow {
    rating: f64,
    deviation: f64,
    volatility: f64,
    attempts: i32,
    streak: i32,
    best_streak: i32,
    rated_at: DateTime<Utc>,
}

impl From<PuzzleRatingRow> for PuzzleRating {
    fn from(row: PuzzleRatingRow) -> PuzzleRating {
        PuzzleRating {
            rating: Rating {
                rating: row.rating,
                deviation: row.deviation,
                volatility: row.volatility,
                games: u32::try_from(row.attempts).unwrap_or(0),
                rated_at: row.rated_at,
            },
            streak: row.streak,
            best_streak: row.best_streak,
        }
    }
}

impl StandingStore {
    /// A player's puzzle rating, once they have one.
    pub async fn puzzle_rating(
        &self,
        player: PlayerId,
    ) -> Result<Option<PuzzleRating>, StoreError> {
        let sql =
            format!("SELECT {PUZZLE_RATING_COLUMNS} FROM puzzle_ratings WHERE player_id = $1");
        let row: Option<PuzzleRatingRow> = on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(player).fetch_optional(pool).await?);
        Ok(row.map(PuzzleRating::from))
    }

    /// A player's rating in `perf` as the last of their rated games in it
    /// that ended before `before` left it: the rating and its deviation
    /// then; `None` when they had finished none.
    pub async fn rating_left_before(
        &self,
        player_id: PlayerId,
        perf: Perf,
        before: DateTime<Utc>,
    ) -> Result<Option<(f64, f64)>, StoreError> {
        let sql = "SELECT rating_after, deviation_after FROM results \
                   WHERE player_id = $1 AND perf = $2 AND ended_at < $3 \
                   AND rating_after IS NOT NULL AND deviation_after IS NOT NULL \
                   ORDER BY ended_at DESC, game_id DESC LIMIT 1";
        Ok(on_reader!(&self.store, pool => sqlx::query_as(sql)
            .bind(player_id)
            .bind(perf.name())
            .bind(before)
            .fetch_optional(pool)
            .await?))
    }

    /// A player's ratings, the most played first.
    pub async fn ratings_of(&self, player_id: PlayerId) -> Result<Vec<RatingRow>, StoreError> {
        let sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = $1 ORDER BY games DESC, perf"
        );
        let stored: Vec<StoredRating> = on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(player_id).fetch_all(pool).await?);
        stored
            .iter()
            .map(|s| {
                Ok(RatingRow {
                    perf: read("perf", &s.perf, Perf::from_name)?,
                    rating: s.rating(),
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }

    /// The history lines of one game (none when it was aborted or is not
    /// over), White's first.
    pub async fn results_of_game(&self, game_id: GameId) -> Result<Vec<ResultRow>, StoreError> {
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM results r JOIN players o ON o.id = r.opponent_id \
             WHERE r.game_id = $1 ORDER BY r.color DESC"
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(game_id).fetch_all(pool).await?),
        )
    }

    /// A page of a player's finished games, newest first: all, one
    /// variant's, or those one rating counts.
    pub async fn history(
        &self,
        player_id: PlayerId,
        of: Finished,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<ResultRow>, StoreError> {
        let (limit, offset) = page_bounds(offset, limit);
        let (only, value) = match of {
            Finished::All => ("", None),
            Finished::Variant(variant) => ("AND r.variant = $4", Some(variant.name())),
            Finished::RatedAs(perf) => ("AND r.perf = $4", Some(perf.name())),
        };
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM results r JOIN players o ON o.id = r.opponent_id \
             WHERE r.player_id = $1 {only} ORDER BY r.game_id DESC LIMIT $2 OFFSET $3"
        );
        Ok(on_reader!(&self.store, pool => {
            let query = sqlx::query_as(&sql).bind(player_id).bind(limit).bind(offset);
            let query = match value {
                Some(value) => query.bind(value),
                None => query,
            };
            query.fetch_all(pool).await?
        }))
    }

    /// A player's wins, draws and losses under each rating they finished
    /// a game for, the most played first.
    pub async fn tallies(&self, player_id: PlayerId) -> Result<Vec<(Perf, Tally)>, StoreError> {
        let sql =
            "SELECT perf, score, COUNT(*) FROM results WHERE player_id = $1 GROUP BY perf, score";
        let counted: Vec<(String, String, i64)> = on_reader!(&self.store, pool => sqlx::query_as(sql).bind(player_id).fetch_all(pool).await?);
        let mut tallies: Vec<(Perf, Tally)> = Vec::new();
        for (perf, score, count) in counted {
            let perf = read("perf", &perf, Perf::from_name)?;
            let score = read("score", &score, Score::from_name)?;
            let count = u32::try_from(count).unwrap_or(u32::MAX);
            let at = match tallies.iter().position(|(p, _)| *p == perf) {
                Some(at) => at,
                None => {
                    tallies.push((perf, Tally::default()));
                    tallies.len() - 1
                }
            };
            let tally = &mut tallies[at].1;
            match score {
                Score::Win => tally.wins = count,
                Score::Draw => tally.draws = count,
                Score::Loss => tally.losses = count,
            }
        }
        tallies.sort_by_key(|(perf, tally)| (std::cmp::Reverse(tally.games()), perf.name()));
        Ok(tallies)
    }

    /// A player's current streak: the score of their latest finished game
    /// and how many games in a row, up to it, ended the same way.
    pub async fn streak(&self, player_id: PlayerId) -> Result<Option<(Score, u32)>, StoreError> {
        let latest = "SELECT score FROM results WHERE player_id = $1 ORDER BY game_id DESC LIMIT 1";
        let score: Option<(String,)> = on_reader!(&self.store, pool => sqlx::query_as(latest).bind(player_id).fetch_optional(pool).await?);
        let Some((score,)) = score else {
            return Ok(None);
        };
        let count = "SELECT COUNT(*) FROM results WHERE player_id = $1 AND game_id > \
                     COALESCE((SELECT MAX(game_id) FROM results WHERE player_id = $1 AND score <> $2), 0)";
        let (n,): (i64,) = on_reader!(&self.store, pool => sqlx::query_as(count)
            .bind(player_id)
            .bind(score.as_str())
            .fetch_one(pool)
            .await?);
        let score = read("score", &score, Score::from_name)?;
        Ok(Some((score, u32::try_from(n).unwrap_or(u32::MAX))))
    }

    /// `player_id`'s record against `opponent_id`, as lichess's
    /// crosstable shows it: their tally over every finished game between
    /// them, and the latest `limit` of those games, newest first, as
    /// `player_id` played them.
    pub async fn head_to_head(
        &self,
        player_id: PlayerId,
        opponent_id: PlayerId,
        limit: u32,
    ) -> Result<(Tally, Vec<ResultRow>), StoreError> {
        let counts = "SELECT score, COUNT(*) FROM results WHERE player_id = $1 \
                      AND opponent_id = $2 GROUP BY score";
        let counted: Vec<(String, i64)> = on_reader!(&self.store, pool => sqlx::query_as(counts)
            .bind(player_id)
            .bind(opponent_id)
            .fetch_all(pool)
            .await?);
        let mut tally = Tally::default();
        for (score, count) in counted {
            let count = u32::try_from(count).unwrap_or(u32::MAX);
            match read("score", &score, Score::from_name)? {
                Score::Win => tally.wins = count,
                Score::Draw => tally.draws = count,
                Score::Loss => tally.losses = count,
            }
        }
        let (limit, _) = page_bounds(0, limit);
        let latest = format!(
            "SELECT {RESULT_COLUMNS} FROM results r JOIN players o ON o.id = r.opponent_id \
             WHERE r.player_id = $1 AND r.opponent_id = $2 ORDER BY r.game_id DESC LIMIT $3"
        );
        let rows = on_reader!(&self.store, pool => sqlx::query_as(&latest)
            .bind(player_id)
            .bind(opponent_id)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        Ok((tally, rows))
    }

    /// The platform and community of a channel: its Discord server, or
    /// the chat itself.
    pub async fn community(
        &self,
        channel_id: ChannelId,
    ) -> Result<Option<(Platform, String)>, StoreError> {
        let found: Option<(String, String)> = on_reader!(&self.store, pool => sqlx::query_as(COMMUNITY).bind(channel_id).fetch_optional(pool).await?);
        let Some((platform, community)) = found else {
            return Ok(None);
        };
        Ok(Some((
            read("platform", &platform, Platform::from_name)?,
            community,
        )))
    }

    /// Up to `limit` players of `community` (or [`EVERYWHERE`]) on
    /// `platform` whose rating `perf` is still provisional at `now`, best
    /// first: the leaderboard's waiting list.
    pub async fn provisional_standings(
        &self,
        community: (Platform, &str),
        perf: Perf,
        now: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<Standing>, StoreError> {
        self.standings(community, perf.name(), (now, false), 0, limit)
            .await
    }

    /// A page of a leaderboard: the players of `community` (or
    /// [`EVERYWHERE`]) on `platform` whose rating `perf` is not
    /// provisional at `now`, best first. One range of one index.
    pub async fn leaderboard(
        &self,
        community: (Platform, &str),
        perf: Perf,
        now: DateTime<Utc>,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<Standing>, StoreError> {
        self.standings(community, perf.name(), (now, true), offset, limit)
            .await
    }

    /// A page of a puzzle leaderboard, as [`Store::leaderboard`] is of a
    /// game rating's (settled at `now`), or its waiting list (provisional
    /// then, from the first).
    pub async fn puzzle_leaderboard(
        &self,
        community: (Platform, &str),
        (now, settled): (DateTime<Utc>, bool),
        offset: u32,
        limit: u32,
    ) -> Result<Vec<Standing>, StoreError> {
        self.standings(community, PUZZLES_KEY, (now, settled), offset, limit)
            .await
    }

    /// The rating of standard chess most players of `community` (or
    /// [`EVERYWHERE`]) on `platform` hold: the speed its leaderboard shows
    /// when none is asked for. Blitz, lichess's most played, where none is
    /// held or several are held by as many.
    pub async fn most_rated_standard(
        &self,
        (platform, community): (Platform, &str),
    ) -> Result<Perf, StoreError> {
        let sql = "SELECT perf, COUNT(*) FROM standings WHERE platform = $1 AND community = $2 \
                   AND perf IN ('bullet', 'blitz', 'rapid', 'classical', 'correspondence') GROUP BY perf";
        let counted: Vec<(String, i64)> = on_reader!(&self.store, pool => sqlx::query_as(sql)
            .bind(board_platform(platform.name(), community))
            .bind(community)
            .fetch_all(pool)
            .await?);
        let mut held = Vec::with_capacity(counted.len());
        for (perf, count) in counted {
            held.push((read("perf", &perf, Perf::from_name)?, count));
        }
        // Blitz first, so that it wins a tie; then the rest fastest first.
        let blitz = Perf::Live(crate::perf::Speed::Blitz);
        let order =
            std::iter::once(blitz).chain(Perf::STANDARD.into_iter().filter(|p| *p != blitz));
        let mut best = (blitz, 0);
        for perf in order {
            let count = held.iter().find(|(p, _)| *p == perf).map_or(0, |(_, n)| *n);
            if count > best.1 {
                best = (perf, count);
            }
        }
        Ok(best.0)
    }

    /// The standings of `community` in `perf` (a rating's name, or
    /// [`PUZZLES_KEY`]), settled at `now` or provisional then, best
    /// first: `limit` from `offset`; each player named as on `platform`
    /// (a linked player by their account there).
    async fn standings(
        &self,
        (platform, community): (Platform, &str),
        perf: &str,
        (now, settled): (DateTime<Utc>, bool),
        offset: u32,
        limit: u32,
    ) -> Result<Vec<Standing>, StoreError> {
        let (limit, offset) = page_bounds(offset, limit);
        let steady = if settled { ">" } else { "<=" };
        let sql = format!(
            "SELECT s.player_id, \
             CASE WHEN p.also_platform = $7 THEN p.also_name ELSE p.display_name END, \
             s.rating, s.games FROM standings s \
             JOIN players p ON p.id = s.player_id \
             WHERE s.platform = $1 AND s.community = $2 AND s.perf = $3 AND s.steady_until {steady} $4 \
             ORDER BY s.rating DESC, s.player_id LIMIT $5 OFFSET $6"
        );
        let rows: Vec<(PlayerId, String, f64, i32)> = on_reader!(&self.store, pool => sqlx::query_as(&sql)
            .bind(board_platform(platform.name(), community))
            .bind(community)
            .bind(perf)
            .bind(now)
            .bind(limit)
            .bind(offset)
            .bind(platform.name())
            .fetch_all(pool)
            .await?);
        Ok(rows.into_iter().map(Standing::from_row).collect())
    }
}

impl Standing {
    /// A standing from its row: player, name, rating, games.
    fn from_row((player_id, name, rating, games): (PlayerId, String, f64, i32)) -> Standing {
        Standing {
            player_id,
            name,
            rating,
            games: u32::try_from(games).unwrap_or(0),
        }
    }
}
