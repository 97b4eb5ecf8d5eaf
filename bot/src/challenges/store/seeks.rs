//! The lobby's pool: seeks (open challenges to no one in particular, made
//! from a private chat with the bot and shared by every chat of both
//! platforms) placed, paired and withdrawn.
//!
//! Two seeks pair when they ask for the same game (variant, time, rated or
//! casual) and each seeker's rating is within the other's range. The pool
//! never holds two seeks that pair: a seek is placed only after a look for
//! one it pairs with, in the same transaction, with the pool locked (on
//! Postgres an advisory lock; SQLite has one writer), so two seekers who
//! arrive at once are paired rather than both left waiting.

use chrono::{DateTime, Utc};

use super::ChallengeStore;
use super::challenges::{ChallengeRow, NewChallenge};
use crate::model::PlayerId;
use crate::store::columns::{bind_values, placeholders};
use crate::store::connect::{Store, StoreError};
use crate::store::games::{GameRow, NewGame};
use crate::store::updates::{Delivery, commit_delivered, unmarked};
use crate::store::{on_reader, on_writer};

/// The name of the lock every placing of a seek takes (see
/// [`crate::store::dialect::Dialect::named_lock`]).
const POOL_LOCK: &str = "kibitz seek pool";

/// Withdraws a player's seeks still in the pool (`$1` the player).
const WITHDRAW: &str = "UPDATE challenges SET status = 'cancelled', version = version + 1 \
                        WHERE challenger_id = $1 AND status = 'open' AND seek_until IS NOT NULL";

/// How a seek was placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placed {
    /// In the pool, with how many earlier seeks of the seeker's it
    /// replaced.
    Waiting(ChallengeRow, u64),
    /// Not placed: a seek it pairs with came into the pool meanwhile.
    Raced,
}

/// Whether `rating` is within a seek's range from `min` to `max`, each
/// end open when the seeker gave none: the one rule of a seek's range,
/// which a taker's rating must meet, and two seekers' ratings each the
/// other's for their seeks to pair.
pub fn within_range(rating: i32, (min, max): (Option<i32>, Option<i32>)) -> bool {
    min.is_none_or(|min| min <= rating) && max.is_none_or(|max| rating <= max)
}

/// Whether seek `new` pairs with seek `row` of the same terms: each
/// seeker's rating is within the other's range.
fn ranges_pair(new: &NewChallenge, row: &ChallengeRow) -> bool {
    within_range(
        new.seek_rating.unwrap_or_default(),
        (row.seek_min, row.seek_max),
    ) && row
        .seek_rating
        .is_some_and(|rating| within_range(rating, (new.seek_min, new.seek_max)))
}

/// The open seeks at `$1` of the same terms as a seek's, oldest first:
/// `$2` the seeker (whose own are not), `$3` the variant, `$4` days per
/// move, `$5` and `$6` the clock, `$7` rated. Those it pairs with are
/// those whose range allows it ([`ranges_pair`]).
fn same_terms_sql() -> String {
    format!(
        "SELECT {} FROM challenges WHERE status = 'open' AND seek_until IS NOT NULL \
         AND seek_until > $1 AND challenger_id <> $2 AND variant = $3 \
         AND COALESCE(days_per_move, 0) = COALESCE($4, 0) \
         AND COALESCE(clock_base, 0) = COALESCE($5, 0) \
         AND COALESCE(clock_increment, -1) = COALESCE($6, -1) AND rated = $7 \
         ORDER BY id",
        ChallengeRow::COLUMNS
    )
}

/// Binds a seek's terms to [`same_terms_sql`]'s parameters.
macro_rules! bind_terms {
    ($query:expr, $new:expr, $now:expr) => {
        $query
            .bind($now)
            .bind($new.challenger_id)
            .bind($new.variant.name())
            .bind($new.days_per_move)
            .bind($new.clock_base)
            .bind($new.clock_increment)
            .bind($new.rated)
    };
}

impl ChallengeStore {
    /// The seeks in the pool at `now`, oldest first, at most `limit`.
    pub async fn seek_pool(
        &self,
        now: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM challenges WHERE status = 'open' AND seek_until IS NOT NULL \
             AND seek_until > $1 ORDER BY id LIMIT $2",
            ChallengeRow::COLUMNS
        );
        Ok(on_reader!(&self.store, pool => sqlx::query_as(&sql)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?))
    }

    /// The seeks in the pool at `now` that seek `new` pairs with, oldest
    /// first, at most `limit` (see the module).
    pub async fn seeks_pairing_with(
        &self,
        new: &NewChallenge,
        now: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let sql = same_terms_sql();
        let same: Vec<ChallengeRow> = on_reader!(&self.store, pool => bind_terms!(sqlx::query_as(&sql), new, now)
            .fetch_all(pool)
            .await?);
        let limit = usize::try_from(limit).unwrap_or(0);
        Ok(same
            .into_iter()
            .filter(|row| ranges_pair(new, row))
            .take(limit)
            .collect())
    }

    /// Places seek `new` in the pool, withdrawing the seeker's earlier
    /// seeks, in one transaction with the pool locked; [`Placed::Raced`],
    /// changing nothing, when a seek it pairs with is in the pool by then.
    pub async fn place_seek(
        &self,
        new: &NewChallenge,
        now: DateTime<Utc>,
        delivery: Option<&Delivery>,
    ) -> Result<Placed, StoreError> {
        let lock = self.store.dialect().named_lock(false);
        let same_terms = same_terms_sql();
        let insert = format!(
            "INSERT INTO challenges ({}, status) VALUES ({}, 'open') RETURNING {}",
            NewChallenge::COLUMNS,
            placeholders(1, NewChallenge::COLUMN_COUNT),
            ChallengeRow::COLUMNS,
        );
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            if let Some(lock) = lock {
                sqlx::query(lock).bind(POOL_LOCK).execute(&mut *tx).await?;
            }
            let same: Vec<ChallengeRow> = bind_terms!(sqlx::query_as(&same_terms), new, now)
                .fetch_all(&mut *tx)
                .await?;
            if same.iter().any(|row| ranges_pair(new, row)) {
                tx.rollback().await?;
                Ok(Placed::Raced)
            } else {
                let withdrawn = sqlx::query(WITHDRAW)
                    .bind(new.challenger_id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                let row: ChallengeRow = bind_values(sqlx::query_as(&insert), new.values())
                    .fetch_one(&mut *tx)
                    .await?;
                commit_delivered!(tx, delivery);
                Ok(Placed::Waiting(row, withdrawn))
            }
        })
    }

    /// Pairs `player` with seek `seek`: withdraws their own seeks, takes
    /// `seek` (if still open at the version read) and creates its game,
    /// in one transaction; `None`, changing nothing, when someone took it
    /// first.
    pub async fn take_seek(
        &self,
        seek: &ChallengeRow,
        player: PlayerId,
        game: &NewGame,
        delivery: Option<&Delivery>,
    ) -> Result<Option<GameRow>, StoreError> {
        self.accept_in_transaction(seek, (Some((WITHDRAW, player.get())), game), delivery)
            .await
    }

    /// `player`'s seek in the pool at `now`, if any.
    pub async fn seek_of(
        &self,
        player: PlayerId,
        now: DateTime<Utc>,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {} FROM challenges WHERE challenger_id = $1 AND status = 'open' \
             AND seek_until IS NOT NULL AND seek_until > $2 ORDER BY id DESC LIMIT 1",
            ChallengeRow::COLUMNS
        );
        Ok(on_reader!(&self.store, pool => sqlx::query_as(&sql)
            .bind(player)
            .bind(now)
            .fetch_optional(pool)
            .await?))
    }

    /// Withdraws `player`'s seeks from the pool (those expired too): how
    /// many there were.
    pub async fn withdraw_seeks(
        &self,
        player: PlayerId,
        delivery: Option<&Delivery>,
    ) -> Result<u64, StoreError> {
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let withdrawn = sqlx::query(WITHDRAW)
                .bind(player)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            commit_delivered!(tx, delivery);
            Ok(withdrawn)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_holds_its_ends_and_is_open_where_none_was_given() {
        assert!(within_range(1500, (Some(1400), Some(1600))));
        assert!(within_range(1400, (Some(1400), Some(1600))));
        assert!(within_range(1600, (Some(1400), Some(1600))));
        assert!(!within_range(1399, (Some(1400), Some(1600))));
        assert!(!within_range(1601, (Some(1400), Some(1600))));
        assert!(within_range(3000, (Some(1400), None)));
        assert!(within_range(-5, (None, None)));
    }
}
