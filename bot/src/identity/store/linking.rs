//! Accounts joined into one player (`link CODE`) and parted (`unlink`),
//! and the one-time codes that join them.
//!
//! The code's account (who asked for it) keeps its player; the account
//! that typed it joins that player: everything that was its (games,
//! history, challenges, puzzles, tournaments, leaderboard places) becomes
//! the player's, and its own row stays only so that the platform's id
//! finds the player ([`crate::store::players`] follows `linked_to`). Of two
//! ratings of one kind the one with more rated games stays (the code's on
//! a tie), never an average that would invent results; the player's
//! settings stay. Parting copies the player's ratings to the account that
//! leaves; the games played stay with the player.

use chrono::{DateTime, Utc};

use super::IdentityStore;
use super::forgetting::busy_in;
use crate::model::{ChallengeId, GameId, Platform, PlayerId, TournamentId};
use crate::standing::store::{PUZZLE_RATING_COLUMNS, PuzzleRating, PuzzleRatingRow};
use crate::standing::store::{PUZZLES_KEY, RATING_COLUMNS, StoredRating};
use crate::store::columns::row;
use crate::store::updates::{commit_delivered, unmarked};
use crate::store::{Delivery, PlayerRow, Store, StoreError};
use crate::store::{on_reader, on_writer};

row! {
    /// A one-time code as stored.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct LinkCodeRow {
        /// The SHA-256 of the code, in hex.
        code_hash: String = "code_hash",
        /// The player who asked for it.
        player_id: PlayerId = "player_id" kept,
        /// The platform they asked on.
        platform: Platform = "platform" kept,
        /// Until when it is good.
        expires_at: DateTime<Utc> = "expires_at" kept,
        /// When it was typed, once it was.
        used_at: Option<DateTime<Utc>> = "used_at" kept,
    }
}

/// What joining two accounts came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joining {
    /// Joined.
    Joined,
    /// The code was used meanwhile (by another message).
    CodeSpent,
    /// One of the two is linked already.
    AlreadyLinked,
    /// They played each other (a player cannot play themself).
    PlayedEachOther(GameId),
    /// One challenged the other and it is still open.
    ChallengedEachOther(ChallengeId),
    /// Both are in one tournament.
    SameTournament(TournamentId),
}

/// What parting a player's accounts came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parting {
    /// Parted: the account that left is a player of its own again.
    Parted(PlayerRow),
    /// The player has no account linked.
    NotLinked,
    /// A game, challenge or tournament still needs the player as they are.
    Busy(crate::identity::store::forgetting::Busy),
}

/// The statements that give an account's everything to the player it
/// joins (`$1` the account, `$2` the player), in order: of two ratings of
/// a kind the one with more rated games stays first.
const JOIN: &[&str] = &[
    "DELETE FROM ratings WHERE player_id = $2 AND EXISTS (SELECT 1 FROM ratings s \
     WHERE s.player_id = $1 AND s.perf = ratings.perf AND s.games > ratings.games)",
    "DELETE FROM ratings WHERE player_id = $1 AND EXISTS (SELECT 1 FROM ratings o \
     WHERE o.player_id = $2 AND o.perf = ratings.perf)",
    "UPDATE ratings SET player_id = $2 WHERE player_id = $1",
    "DELETE FROM puzzle_ratings WHERE player_id = $2 AND EXISTS (SELECT 1 FROM puzzle_ratings s \
     WHERE s.player_id = $1 AND s.attempts > puzzle_ratings.attempts)",
    "DELETE FROM puzzle_ratings WHERE player_id = $1 AND EXISTS (SELECT 1 FROM puzzle_ratings o \
     WHERE o.player_id = $2)",
    "UPDATE puzzle_ratings SET player_id = $2 WHERE player_id = $1",
    "DELETE FROM puzzle_attempts WHERE player_id = $1 AND EXISTS (SELECT 1 FROM puzzle_attempts o \
     WHERE o.player_id = $2 AND o.puzzle_id = puzzle_attempts.puzzle_id)",
    "UPDATE puzzle_attempts SET player_id = $2 WHERE player_id = $1",
    "DELETE FROM standings WHERE player_id = $1 AND EXISTS (SELECT 1 FROM standings o \
     WHERE o.player_id = $2 AND o.platform = standings.platform \
     AND o.community = standings.community AND o.perf = standings.perf)",
    "UPDATE standings SET player_id = $2 WHERE player_id = $1",
    "UPDATE results SET player_id = $2 WHERE player_id = $1",
    "UPDATE results SET opponent_id = $2 WHERE opponent_id = $1",
    "UPDATE games SET white_id = $2 WHERE white_id = $1",
    "UPDATE games SET black_id = $2 WHERE black_id = $1",
    "UPDATE games SET dm_for = $2 WHERE dm_for = $1",
    "UPDATE games SET also_for = $2 WHERE also_for = $1",
    "UPDATE games SET imported_by = $2 WHERE imported_by = $1",
    "UPDATE challenges SET challenger_id = $2 WHERE challenger_id = $1",
    "UPDATE challenges SET challenged_id = $2 WHERE challenged_id = $1",
    "UPDATE analyses SET requested_by = $2 WHERE requested_by = $1",
    "UPDATE puzzle_rounds SET asked_by = $2 WHERE asked_by = $1",
    "UPDATE puzzle_rounds SET solved_by = $2 WHERE solved_by = $1",
    "UPDATE channels SET daily_puzzle_by = $2 WHERE daily_puzzle_by = $1",
    "UPDATE tournaments SET created_by = $2 WHERE created_by = $1",
    "UPDATE tournament_players SET player_id = $2 WHERE player_id = $1",
    "UPDATE tournament_boards SET white_id = $2 WHERE white_id = $1",
    "UPDATE tournament_boards SET black_id = $2 WHERE black_id = $1",
    "UPDATE link_codes SET player_id = $2 WHERE player_id = $1",
    "DELETE FROM link_attempts WHERE player_id = $1",
    // The player's daily digest is the one that stays (the asker's
    // settings); the account's own would list nothing.
    "UPDATE players SET digest_at = NULL, digest_claimed_until = NULL WHERE id = $1",
];

/// The account joins the player, if neither is linked yet: the row locks
/// these take make two joinings at once of either wait for each other,
/// and the later find it linked.
const JOINS: &str = "UPDATE players SET linked_to = $2 WHERE id = $1 \
                     AND linked_to IS NULL AND also_platform IS NULL";

const GAME_BETWEEN: &str = "SELECT id FROM games WHERE (white_id = $1 AND black_id = $2) \
                            OR (white_id = $2 AND black_id = $1) ORDER BY id LIMIT 1";
const CHALLENGE_BETWEEN: &str = "SELECT id FROM challenges WHERE status = 'open' \
                                 AND ((challenger_id = $1 AND challenged_id = $2) \
                                 OR (challenger_id = $2 AND challenged_id = $1)) ORDER BY id LIMIT 1";
const TOURNAMENT_OF_BOTH: &str = "SELECT a.tournament_id FROM tournament_players a \
                                  JOIN tournament_players b ON b.tournament_id = a.tournament_id \
                                  WHERE a.player_id = $1 AND b.player_id = $2 \
                                  ORDER BY a.tournament_id LIMIT 1";
const SPEND: &str = "UPDATE link_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL";
const MIRROR: &str = "UPDATE players SET also_platform = $2, also_user_id = $3, also_name = $4, \
                      also_username = $5 WHERE id = $1 AND linked_to IS NULL AND also_platform IS NULL";
const SET_STANDINGS: &str = "UPDATE standings SET rating = $3, games = $4, steady_until = $5 \
                             WHERE player_id = $1 AND perf = $2";

impl IdentityStore {
    /// When `player` asked for codes (of those still kept).
    pub async fn link_codes_asked(
        &self,
        player: PlayerId,
    ) -> Result<Vec<DateTime<Utc>>, StoreError> {
        let sql = "SELECT created_at FROM link_codes WHERE player_id = $1";
        Ok(
            on_reader!(&self.store, pool => sqlx::query_scalar(sql).bind(player).fetch_all(pool).await?),
        )
    }

    /// When `player` typed a wrong, stale or spent code (of the tries
    /// still kept).
    pub async fn link_tries(&self, player: PlayerId) -> Result<Vec<DateTime<Utc>>, StoreError> {
        let sql = "SELECT tried_at FROM link_attempts WHERE player_id = $1";
        Ok(
            on_reader!(&self.store, pool => sqlx::query_scalar(sql).bind(player).fetch_all(pool).await?),
        )
    }

    /// Keeps a new code of `player`'s (its hash), good until `expires`;
    /// their earlier codes not yet used are good no longer.
    pub async fn save_link_code(
        &self,
        player: &PlayerRow,
        code_hash: &str,
        now: DateTime<Utc>,
        expires: DateTime<Utc>,
        delivery: Option<&Delivery>,
    ) -> Result<(), StoreError> {
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "UPDATE link_codes SET expires_at = $2 WHERE player_id = $1 AND used_at IS NULL",
            )
            .bind(player.id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO link_codes (code_hash, player_id, platform, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(code_hash)
            .bind(player.id)
            .bind(player.platform.name())
            .bind(now)
            .bind(expires)
            .execute(&mut *tx)
            .await?;
            commit_delivered!(tx, delivery);
            Ok(())
        })
    }

    /// Notes a wrong, stale or spent code typed by `player` at `now`.
    pub async fn note_link_try(
        &self,
        player: PlayerId,
        now: DateTime<Utc>,
        delivery: Option<&Delivery>,
    ) -> Result<(), StoreError> {
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("INSERT INTO link_attempts (player_id, tried_at) VALUES ($1, $2)")
                .bind(player)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            commit_delivered!(tx, delivery);
            Ok(())
        })
    }

    /// Deletes the codes made and the wrong tries noted before `before`;
    /// how many.
    pub async fn prune_link_records(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let codes = sqlx::query("DELETE FROM link_codes WHERE created_at < $1")
                .bind(before)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let tries = sqlx::query("DELETE FROM link_attempts WHERE tried_at < $1")
                .bind(before)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            Ok(codes + tries)
        })
    }

    /// The code whose hash is `code_hash`, if one is kept.
    pub async fn link_code(&self, code_hash: &str) -> Result<Option<LinkCodeRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM link_codes WHERE code_hash = $1",
            LinkCodeRow::COLUMNS
        );
        Ok(
            on_reader!(&self.store, pool => sqlx::query_as(&sql).bind(code_hash).fetch_optional(pool).await?),
        )
    }

    /// Joins `account` (who typed the code) into `player` (who asked for
    /// it), spending the code, in one transaction (with `delivery`'s mark);
    /// nothing changes unless it is [`Joining::Joined`].
    pub async fn join_accounts(
        &self,
        code_hash: &str,
        player: PlayerId,
        account: &PlayerRow,
        now: DateTime<Utc>,
        delivery: Option<&Delivery>,
    ) -> Result<Joining, StoreError> {
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let spent = sqlx::query(SPEND)
                .bind(code_hash)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let joins = if spent == 1 {
                sqlx::query(JOINS)
                    .bind(account.id)
                    .bind(player)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected()
            } else {
                0
            };
            let mirrored = if joins == 1 {
                sqlx::query(MIRROR)
                    .bind(player)
                    .bind(account.platform.name())
                    .bind(&account.platform_user_id)
                    .bind(&account.display_name)
                    .bind(account.username.as_deref())
                    .execute(&mut *tx)
                    .await?
                    .rows_affected()
            } else {
                0
            };
            let game: Option<i64> = sqlx::query_scalar(GAME_BETWEEN)
                .bind(account.id)
                .bind(player)
                .fetch_optional(&mut *tx)
                .await?;
            let challenge: Option<i64> = sqlx::query_scalar(CHALLENGE_BETWEEN)
                .bind(account.id)
                .bind(player)
                .fetch_optional(&mut *tx)
                .await?;
            let tournament: Option<i64> = sqlx::query_scalar(TOURNAMENT_OF_BOTH)
                .bind(account.id)
                .bind(player)
                .fetch_optional(&mut *tx)
                .await?;
            let refused = if spent != 1 {
                Some(Joining::CodeSpent)
            } else if mirrored != 1 {
                Some(Joining::AlreadyLinked)
            } else if let Some(game) = game {
                Some(Joining::PlayedEachOther(GameId(game)))
            } else if let Some(challenge) = challenge {
                Some(Joining::ChallengedEachOther(ChallengeId(challenge)))
            } else {
                tournament.map(|t| Joining::SameTournament(TournamentId(t)))
            };
            if let Some(refused) = refused {
                tx.rollback().await?;
                Ok(refused)
            } else {
            for sql in JOIN {
                sqlx::query(sql)
                    .bind(account.id)
                    .bind(player)
                    .execute(&mut *tx)
                    .await?;
            }
            // The leaderboards show the ratings that stayed.
            let ratings: Vec<StoredRating> = sqlx::query_as(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = $1"
            ))
            .bind(player)
            .fetch_all(&mut *tx)
            .await?;
            let puzzles: Option<PuzzleRatingRow> = sqlx::query_as(&format!(
                "SELECT {PUZZLE_RATING_COLUMNS} FROM puzzle_ratings WHERE player_id = $1"
            ))
            .bind(player)
            .fetch_optional(&mut *tx)
            .await?;
            let kept = ratings
                .iter()
                .map(|stored| (stored.perf.as_str(), stored.rating()))
                .chain(puzzles.map(|row| (PUZZLES_KEY, PuzzleRating::from(row).rating)));
            for (perf, kept) in kept {
                sqlx::query(SET_STANDINGS)
                    .bind(player)
                    .bind(perf)
                    .bind(kept.rating)
                    .bind(i32::try_from(kept.games).unwrap_or(i32::MAX))
                    .bind(kept.steady_until())
                    .execute(&mut *tx)
                    .await?;
            }
            commit_delivered!(tx, delivery);
            Ok(Joining::Joined)
            }
        })
    }

    /// Parts `player`'s linked account from them, in one transaction (with
    /// `delivery`'s mark): the account is a player of its own again, with
    /// the player's ratings as its own to start from.
    pub async fn part_accounts(
        &self,
        player: PlayerId,
        delivery: Option<&Delivery>,
    ) -> Result<Parting, StoreError> {
        let delivery = unmarked(delivery);
        let parted: Result<Option<i64>, crate::identity::store::forgetting::Busy> = on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let busy = busy_in!(tx, player);
            let account: Option<i64> = if busy.is_empty() {
                sqlx::query_scalar("SELECT id FROM players WHERE linked_to = $1 ORDER BY id LIMIT 1")
                    .bind(player)
                    .fetch_optional(&mut *tx)
                    .await?
            } else {
                None
            };
            if !busy.is_empty() {
                tx.rollback().await?;
                Ok::<_, StoreError>(Err(busy))
            } else if let Some(account) = account {
            for sql in [
                "UPDATE players SET linked_to = NULL WHERE id = $1",
                "UPDATE players SET also_platform = NULL, also_user_id = NULL, also_name = NULL, \
                 also_username = NULL WHERE id = $2",
                "INSERT INTO ratings (player_id, perf, rating, deviation, volatility, games, rated_at) \
                 SELECT $1, perf, rating, deviation, volatility, games, rated_at FROM ratings \
                 WHERE player_id = $2 ON CONFLICT (player_id, perf) DO NOTHING",
                "INSERT INTO puzzle_ratings \
                 (player_id, rating, deviation, volatility, attempts, streak, best_streak, rated_at) \
                 SELECT $1, rating, deviation, volatility, attempts, 0, 0, rated_at \
                 FROM puzzle_ratings WHERE player_id = $2 ON CONFLICT (player_id) DO NOTHING",
            ] {
                sqlx::query(sql).bind(account).bind(player).execute(&mut *tx).await?;
            }
            commit_delivered!(tx, delivery);
            Ok(Ok(Some(account)))
            } else {
                tx.rollback().await?;
                Ok(Ok(None))
            }
        })?;
        match parted {
            Err(busy) => Ok(Parting::Busy(busy)),
            Ok(Some(account)) => match self.store.player_by_id(PlayerId(account)).await? {
                Some(row) => Ok(Parting::Parted(row)),
                None => Ok(Parting::NotLinked),
            },
            Ok(None) => Ok(Parting::NotLinked),
        }
    }
}
