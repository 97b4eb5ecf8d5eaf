//! Puzzles mined from the games analysed here: kept with the analysis that
//! found them, each a puzzle of the community whose chat played its game,
//! chosen near a solver's rating among those of the solver's community,
//! and rated by every try as a player is.

use chrono::{DateTime, Utc};

use super::PuzzleStore;
use crate::command::PuzzleTheme;
use crate::model::{ChannelId, GameId, PlayerId};
use crate::puzzles::set::Puzzle;
use crate::rating::Rating;
use crate::store::connect::{Store, StoreError};
use crate::store::on_reader;

/// A puzzle mined from a game played here, as stored.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct CommunityPuzzle {
    /// Its id: `g41-5`.
    pub id: String,
    /// The game it comes from.
    pub game_id: GameId,
    /// The position before the opponent's move (FEN).
    pub fen: String,
    /// The opponent's move, then the solution, in UCI, spaced.
    pub moves: String,
    /// Lichess's names of its themes, spaced.
    pub themes: String,
    /// Its rating.
    pub rating: f64,
    /// Its rating's deviation.
    pub deviation: f64,
    /// Its rating's volatility.
    pub volatility: f64,
    /// The tries it was rated by.
    pub attempts: i32,
    /// When it was last rated.
    pub rated_at: DateTime<Utc>,
}

impl CommunityPuzzle {
    /// The puzzle, as the shipped ones are read.
    pub fn puzzle(&self) -> Puzzle<'_> {
        Puzzle {
            id: &self.id,
            fen: &self.fen,
            moves: &self.moves,
            rating: self.rating.round() as i32,
            themes: self
                .themes
                .split(' ')
                .filter_map(PuzzleTheme::named)
                .collect(),
            game: "",
            variant: kibitz_rules::Variant::Standard,
        }
    }

    /// Its Glicko-2 rating.
    pub fn glicko(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
            games: u32::try_from(self.attempts).unwrap_or(0),
            rated_at: self.rated_at,
        }
    }
}

/// A puzzle mined from a game, to keep with its analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct NewCommunityPuzzle {
    /// Its id: `g41-5`.
    pub id: String,
    /// The position before the opponent's move (FEN).
    pub fen: String,
    /// The opponent's move, then the solution, in UCI, spaced.
    pub moves: String,
    /// Lichess's names of its themes, spaced.
    pub themes: String,
    /// Its first rating.
    pub rating: Rating,
}

/// The columns a [`CommunityPuzzle`] is read from.
const COLUMNS: &str = "p.id, p.game_id, p.fen, p.moves, p.themes, p.rating, p.deviation, p.volatility, p.attempts, p.rated_at";

/// The id a puzzle mined from `game`, set by its move `ply` (0-based),
/// is known by.
pub fn community_puzzle_id(game: GameId, ply: usize) -> String {
    format!("g{}-{ply}", game.get())
}

/// The statement that keeps a mined puzzle of game `$2` as a puzzle of
/// its chat's community, once: `$1` its id, `$3` to `$5` its position,
/// moves and themes, `$6` to `$9` its first rating.
pub(crate) const INSERT_COMMUNITY_PUZZLE: &str = "INSERT INTO community_puzzles \
     (id, game_id, platform, community, fen, moves, themes, rating, deviation, volatility, rated_at) \
     SELECT $1, g.id, c.platform, COALESCE(c.community, c.platform_channel_id), $3, $4, $5, $6, $7, $8, $9 \
     FROM games g JOIN channels c ON c.id = g.channel_id WHERE g.id = $2 \
     ON CONFLICT (id) DO NOTHING";

impl PuzzleStore {
    /// A mined puzzle by its id.
    pub async fn community_puzzle(&self, id: &str) -> Result<Option<CommunityPuzzle>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM community_puzzles p WHERE p.id = $1");
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?),
        )
    }

    /// The mined puzzles of the community of chat `channel` rated within
    /// `range` of `rating`, nearest first (at most `limit`), that `player`
    /// has neither tried nor asked for and that do not come from a game
    /// of theirs (they have seen its position).
    pub async fn community_puzzles_near(
        &self,
        (channel, player): (ChannelId, PlayerId),
        rating: f64,
        range: f64,
        limit: i64,
    ) -> Result<Vec<CommunityPuzzle>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM community_puzzles p JOIN channels c \
             ON c.platform = p.platform AND COALESCE(c.community, c.platform_channel_id) = p.community \
             WHERE c.id = $1 AND p.rating BETWEEN $2 - $3 AND $2 + $3 \
             AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $4 AND a.puzzle_id = p.id) \
             AND NOT EXISTS (SELECT 1 FROM puzzle_rounds r WHERE r.asked_by = $4 AND r.puzzle_id = p.id) \
             AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = p.game_id AND (g.white_id = $4 OR g.black_id = $4)) \
             ORDER BY ABS(p.rating - $2), p.id LIMIT $5"
        );
        Ok(on_reader!(&self.store, pool => sqlx::query_as(&sql)
            .bind(channel)
            .bind(rating)
            .bind(range)
            .bind(player)
            .bind(limit)
            .fetch_all(pool)
            .await?))
    }

    /// The puzzles mined from a game.
    pub async fn puzzles_of_game(&self, game: GameId) -> Result<Vec<CommunityPuzzle>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM community_puzzles p WHERE p.game_id = $1 ORDER BY p.id");
        Ok(on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(game).fetch_all(pool).await?))
    }
}

/// The statement that moves a mined puzzle's rating after a try.
pub(crate) const RATE_COMMUNITY_PUZZLE: &str = "UPDATE community_puzzles SET rating = $1, deviation = $2, \
     volatility = $3, attempts = $4, rated_at = $5 WHERE id = $6";

/// Whether an id is a mined puzzle's (`g41-5`), never lichess's.
pub fn is_community_puzzle_id(id: &str) -> bool {
    id.strip_prefix('g')
        .and_then(|rest| rest.split_once('-'))
        .is_some_and(|(game, ply)| {
            !game.is_empty()
                && !ply.is_empty()
                && game.bytes().all(|b| b.is_ascii_digit())
                && ply.bytes().all(|b| b.is_ascii_digit())
        })
}
