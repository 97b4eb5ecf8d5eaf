//! Updates from the chat services, each handled exactly once.
//!
//! An update is recorded before the service that sent it is told it
//! arrived (a webhook's 200, a long poll's next offset). The write that
//! makes its effect (a move, a new game or challenge) marks it handled in
//! the same transaction, so that a replay (a retried post, a restart that
//! handles what was waiting) finds it handled and changes nothing. An
//! update that changes nothing is marked handled once it is answered.

use std::sync::atomic::{AtomicBool, Ordering};

use chrono::{DateTime, Utc};

use super::connect::{Store, StoreError};
use crate::model::Platform;

/// One update being handled: its platform and id, and whether a write has
/// marked it handled yet. It is handed, explicitly, to every write that
/// makes an update's effect.
#[derive(Debug)]
pub struct Delivery {
    platform: Platform,
    update_id: String,
    at: DateTime<Utc>,
    marked: AtomicBool,
    replayed: AtomicBool,
}

impl Delivery {
    /// The update `update_id` of `platform`, handled from `at` (the
    /// time its mark records).
    pub fn new(platform: Platform, update_id: impl Into<String>, at: DateTime<Utc>) -> Delivery {
        Delivery {
            platform,
            update_id: update_id.into(),
            at,
            marked: AtomicBool::new(false),
            replayed: AtomicBool::new(false),
        }
    }

    /// Whether a write found the update handled already (by another
    /// process, or before a restart): its answer was given then, so none
    /// is given now.
    pub fn replayed(&self) -> bool {
        self.replayed.load(Ordering::Acquire)
    }

    /// Whether a write committed the update's mark with its effect.
    pub fn marked(&self) -> bool {
        self.marked.load(Ordering::Acquire)
    }

    /// Notes that the update's mark was committed with its effect, or
    /// that the effect was refused as a replay.
    pub(crate) fn settle(&self, marked: bool) {
        if marked {
            self.marked.store(true, Ordering::Release);
        } else {
            self.replayed.store(true, Ordering::Release);
        }
    }

    /// The update's platform, as the store names it.
    pub fn platform(&self) -> &'static str {
        self.platform.name()
    }

    /// The update's id on its platform.
    pub fn update_id(&self) -> &str {
        &self.update_id
    }

    /// When its handling began: the time its mark records.
    pub fn at(&self) -> DateTime<Utc> {
        self.at
    }
}

/// The update a write makes the effect of, when one is being handled and
/// no write has marked it yet: the write marks it.
pub(crate) fn unmarked(delivery: Option<&Delivery>) -> Option<&Delivery> {
    delivery.filter(|delivery| !delivery.marked())
}

/// What the store knew of an update when it arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receipt {
    /// New, or waiting with no live claim: recorded and claimed for this
    /// process, which handles it now.
    Take,
    /// Handled already: nothing to do.
    Handled,
    /// Another process is handling it.
    Claimed,
}

/// How many update records one statement forgets.
const PRUNE_BATCH: i64 = 5_000;

/// Marks an update handled: binds `$1` now, `$2` the platform, `$3` the
/// update's id; changes no row when it was handled already.
pub(crate) const MARK_SQL: &str = "UPDATE updates SET handled_at = $1, body = NULL, claimed_until = NULL \
                    WHERE platform = $2 AND update_id = $3 AND handled_at IS NULL";

/// Commits a transaction that made an update's effect, marking the update
/// (when one is being handled and not marked yet) handled in it; when it
/// was handled already, rolls back and fails with `StoreError::Replayed`.
macro_rules! commit_delivered {
    ($tx:expr, $delivery:expr) => {{
        let delivery: Option<&$crate::store::updates::Delivery> = $delivery;
        if let Some(delivery) = delivery {
            let marked = sqlx::query($crate::store::updates::MARK_SQL)
                .bind(delivery.at())
                .bind(delivery.platform())
                .bind(delivery.update_id())
                .execute(&mut *$tx)
                .await?
                .rows_affected();
            if marked != 1 {
                $tx.rollback().await?;
                delivery.settle(false);
                return Err($crate::store::connect::StoreError::Replayed);
            }
        }
        $tx.commit().await?;
        if let Some(delivery) = delivery {
            delivery.settle(true);
        }
    }};
}
pub(crate) use commit_delivered;

impl Store {
    /// Records an update that has just arrived, with its body when another
    /// process may have to handle it, and claims it for `claimant` until
    /// `until`; says whether this process is to handle it.
    pub async fn receive_update(
        &self,
        platform: Platform,
        update_id: &str,
        body: Option<&str>,
        now: DateTime<Utc>,
        (claimant, until): (&str, DateTime<Utc>),
    ) -> Result<Receipt, StoreError> {
        let insert = "INSERT INTO updates (platform, update_id, body, received_at, claimed_until, claimed_by) \
                      VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (platform, update_id) DO NOTHING";
        let inserted = on_writer!(self, pool => sqlx::query(insert)
            .bind(platform.name())
            .bind(update_id)
            .bind(body)
            .bind(now)
            .bind(until)
            .bind(claimant)
            .execute(pool)
            .await?
            .rows_affected());
        if inserted == 1 {
            return Ok(Receipt::Take);
        }
        // Known already: take it over only if it waits with no live claim,
        // or with the claimant's own (recorded by a write it never heard
        // back from).
        let take = "UPDATE updates SET claimed_until = $1, claimed_by = $5 \
                    WHERE platform = $2 AND update_id = $3 AND handled_at IS NULL \
                    AND (claimed_until IS NULL OR claimed_until < $4 OR claimed_by = $5)";
        let taken = on_writer!(self, pool => sqlx::query(take)
            .bind(until)
            .bind(platform.name())
            .bind(update_id)
            .bind(now)
            .bind(claimant)
            .execute(pool)
            .await?
            .rows_affected());
        if taken == 1 {
            return Ok(Receipt::Take);
        }
        let handled: Option<(Option<DateTime<Utc>>,)> = on_reader!(self, pool => sqlx::query_as(
            "SELECT handled_at FROM updates WHERE platform = $1 AND update_id = $2",
        )
        .bind(platform.name())
        .bind(update_id)
        .fetch_optional(pool)
        .await?);
        Ok(match handled {
            Some((None,)) => Receipt::Claimed,
            _ => Receipt::Handled,
        })
    }

    /// Claims up to `limit` updates of `platform` that wait unhandled with
    /// their body and no live claim (their process stopped, or failed to
    /// handle them) for `claimant` until `until`, oldest first: their ids
    /// and bodies.
    pub async fn claim_waiting_updates(
        &self,
        platform: Platform,
        now: DateTime<Utc>,
        (claimant, until): (&str, DateTime<Utc>),
        limit: i64,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let lock = self.dialect().skip_locked();
        let sql = format!(
            "UPDATE updates SET claimed_until = $1, claimed_by = $5 WHERE id IN (SELECT id FROM updates \
             WHERE handled_at IS NULL AND platform = $2 AND body IS NOT NULL \
             AND (claimed_until IS NULL OR claimed_until < $3) \
             ORDER BY received_at, id LIMIT $4 {lock}) RETURNING update_id, body, received_at, id"
        );
        let mut rows: Vec<(String, String, DateTime<Utc>, i64)> = on_writer!(self, pool => sqlx::query_as(&sql)
                .bind(until)
                .bind(platform.name())
                .bind(now)
                .bind(limit)
                .bind(claimant)
                .fetch_all(pool)
                .await?);
        rows.sort_by_key(|row| (row.2, row.3));
        Ok(rows
            .into_iter()
            .map(|(id, body, _, _)| (id, body))
            .collect())
    }

    /// Marks the update of `delivery` handled when no write did: its body
    /// is dropped and no one handles it again. Whether this marked it
    /// (`false`: it was handled already, elsewhere, and the delivery is
    /// settled as a replay).
    pub async fn mark_delivered(&self, delivery: &Delivery) -> Result<bool, StoreError> {
        self.mark_with(delivery, None).await
    }

    /// Marks the update of `delivery` handled, as [`Store::mark_delivered`]
    /// does, with `answer` recorded: the answer given in the webhook's own
    /// response, to be given again should Telegram post the update again.
    /// Whether this marked it.
    pub async fn mark_answered(
        &self,
        delivery: &Delivery,
        answer: &str,
    ) -> Result<bool, StoreError> {
        self.mark_with(delivery, Some(answer)).await
    }

    /// Marks the update of `delivery` handled when no write did, with the
    /// answer its webhook response carries, if any; whether this marked it.
    async fn mark_with(
        &self,
        delivery: &Delivery,
        answer: Option<&str>,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE updates SET handled_at = $1, body = NULL, claimed_until = NULL, answer = $4 \
                   WHERE platform = $2 AND update_id = $3 AND handled_at IS NULL";
        let marked = on_writer!(self, pool => sqlx::query(sql)
            .bind(delivery.at())
            .bind(delivery.platform())
            .bind(delivery.update_id())
            .bind(answer)
            .execute(pool)
            .await?
            .rows_affected())
            == 1;
        delivery.settle(marked);
        Ok(marked)
    }

    /// Whether update `update_id` of `platform` is marked handled: a write
    /// whose answer never came may have committed its effect with the
    /// mark.
    pub async fn update_handled(
        &self,
        platform: Platform,
        update_id: &str,
    ) -> Result<bool, StoreError> {
        let row: Option<(Option<DateTime<Utc>>,)> = on_writer!(self, pool => sqlx::query_as(
            "SELECT handled_at FROM updates WHERE platform = $1 AND update_id = $2",
        )
        .bind(platform.name())
        .bind(update_id)
        .fetch_optional(pool)
        .await?);
        Ok(matches!(row, Some((Some(_),))))
    }

    /// The answer recorded for a handled update (see
    /// [`Store::mark_answered`]), if it has one.
    pub async fn recorded_answer(
        &self,
        platform: Platform,
        update_id: &str,
    ) -> Result<Option<String>, StoreError> {
        let row: Option<(Option<String>,)> = on_reader!(self, pool => sqlx::query_as(
            "SELECT answer FROM updates WHERE platform = $1 AND update_id = $2 AND handled_at IS NOT NULL",
        )
        .bind(platform.name())
        .bind(update_id)
        .fetch_optional(pool)
        .await?);
        Ok(row.and_then(|(answer,)| answer))
    }

    /// Forgets updates received before `before` (handled ones, and those
    /// no one can handle any more): a replay comes within minutes, and the
    /// services reuse ids only after a week. They go [`PRUNE_BATCH`] at a
    /// time, each batch one store call within its time limit, however
    /// many have gathered.
    pub async fn prune_updates(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        let sql = "DELETE FROM updates WHERE id IN \
                   (SELECT id FROM updates WHERE received_at < $1 LIMIT $2)";
        let mut pruned = 0;
        loop {
            let gone = on_writer!(self, pool => sqlx::query(sql)
                .bind(before)
                .bind(PRUNE_BATCH)
                .execute(pool)
                .await?
                .rows_affected());
            pruned += gone;
            if gone < PRUNE_BATCH.unsigned_abs() {
                return Ok(pruned);
            }
        }
    }
}
