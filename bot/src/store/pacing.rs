//! Slots for messages to send, shared by every process through the store:
//! a send to a chat takes the first time at which it keeps to each of its
//! buckets' rules (so many sends in so long), and waits for it. Slots are
//! taken in order within a bucket, so a rule only ever looks back from
//! the slot being taken. On Postgres the buckets are locked for the
//! transaction (advisory locks, taken in order); SQLite has one writer.
//!
//! A slot is the time a send may go, and what the rules of later sends
//! look back on: it is reckoned from the moment the buckets are held
//! (not from before a wait for them), and the transaction that records it
//! does not wait for the disk (a slot lost to a crash of the database
//! server is bookkeeping, not a message), so that the send goes at its
//! slot rather than a wait later, where later slots would crowd it.

use chrono::{DateTime, TimeDelta, Utc};

use crate::store::connect::{Store, StoreError};

/// At most `count` sends in any `window`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// How many.
    pub count: usize,
    /// In how long.
    pub window: TimeDelta,
}

/// The most sends a bucket's rules look back on.
const LOOK_BACK: i64 = 64;

/// The first time at or after `from` when a send keeps to `rules`, given
/// the bucket's `sent` slots (newest first, none after `from`'s slot).
fn first_free(from: DateTime<Utc>, rules: &[Rule], sent: &[DateTime<Utc>]) -> DateTime<Utc> {
    let mut at = from;
    for rule in rules {
        // The rule's window ending at `at` already holds `count` sends:
        // wait until the oldest of them leaves it.
        if rule.count > 0
            && let Some(oldest) = sent.get(rule.count - 1)
            && *oldest + rule.window > at
        {
            at = *oldest + rule.window;
        }
    }
    at
}

/// The first slot at or after `now` that keeps every bucket's rules, and
/// after every slot taken in them.
pub fn slot_for(now: DateTime<Utc>, buckets: &[(&[Rule], Vec<DateTime<Utc>>)]) -> DateTime<Utc> {
    let mut at = now;
    for (_, sent) in buckets {
        if let Some(latest) = sent.first() {
            at = at.max(*latest);
        }
    }
    // Each bucket may push the slot later; until none does.
    for _ in 0..16 {
        let later = buckets
            .iter()
            .map(|(rules, sent)| first_free(at, rules, sent))
            .max()
            .unwrap_or(at);
        if later == at {
            break;
        }
        at = later;
    }
    at
}

impl Store {
    /// Takes the first slot at or after `now` (read again once the
    /// buckets are held) that keeps to every bucket's rules, when it comes
    /// within `most`: `Ok(slot)`, to be waited for. `Err(slot)` when the
    /// first free slot lies further off (nothing is taken).
    pub async fn take_send_slot(
        &self,
        buckets: &[(&str, &[Rule])],
        now: DateTime<Utc>,
        most: TimeDelta,
    ) -> Result<Result<DateTime<Utc>, DateTime<Utc>>, StoreError> {
        let dialect = self.dialect();
        let longest = buckets
            .iter()
            .flat_map(|(_, rules)| rules.iter().map(|r| r.window))
            .max()
            .unwrap_or(TimeDelta::zero());
        let mut ordered: Vec<(&str, &[Rule])> = buckets.to_vec();
        ordered.sort_by_key(|(bucket, _)| *bucket);
        on_writer!(self, pool => {
            let mut tx = pool.begin().await?;
            for (i, (bucket, _)) in ordered.iter().enumerate() {
                // The first lock also lets the slot commit without waiting
                // for the disk.
                if let Some(lock) = dialect.named_lock(i == 0) {
                    sqlx::query(lock).bind(*bucket).execute(&mut *tx).await?;
                }
            }
            let now = now.max(Utc::now());
            let mut seen = Vec::with_capacity(ordered.len());
            for (bucket, rules) in &ordered {
                let sent: Vec<DateTime<Utc>> = sqlx::query_scalar(
                    "SELECT sent_at FROM send_pacing WHERE bucket = $1 AND sent_at > $2 \
                     ORDER BY sent_at DESC LIMIT $3",
                )
                .bind(*bucket)
                .bind(now - longest)
                .bind(LOOK_BACK)
                .fetch_all(&mut *tx)
                .await?;
                seen.push((*rules, sent));
            }
            let slot = slot_for(now, &seen);
            if slot - now > most {
                tx.rollback().await?;
                Ok(Err(slot))
            } else {
                for (bucket, _) in &ordered {
                    sqlx::query("INSERT INTO send_pacing (bucket, sent_at) VALUES ($1, $2)")
                        .bind(*bucket)
                        .bind(slot)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query("DELETE FROM send_pacing WHERE bucket = $1 AND sent_at < $2")
                        .bind(*bucket)
                        .bind(now - longest - longest)
                        .execute(&mut *tx)
                        .await?;
                }
                tx.commit().await?;
                Ok(Ok(slot))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(ms: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(1_800_000_000_000 + ms).expect("a time")
    }

    const SECOND: TimeDelta = TimeDelta::seconds(1);

    /// Takes slots one after another from `now` for `n` sends, as the
    /// store would; the slots.
    fn slots(n: usize, rules: &[Rule], overall: &[Rule]) -> Vec<DateTime<Utc>> {
        let (mut chat, mut all): (Vec<DateTime<Utc>>, Vec<DateTime<Utc>>) = (vec![], vec![]);
        let mut taken = Vec::new();
        for _ in 0..n {
            let slot = slot_for(at(0), &[(rules, chat.clone()), (overall, all.clone())]);
            chat.insert(0, slot);
            all.insert(0, slot);
            taken.push(slot);
        }
        taken
    }

    #[test]
    fn a_group_gets_one_message_a_second_and_twenty_a_minute() {
        let group = [
            Rule {
                count: 1,
                window: SECOND,
            },
            Rule {
                count: 20,
                window: TimeDelta::minutes(1),
            },
        ];
        let overall = [Rule {
            count: 30,
            window: SECOND,
        }];
        let taken = slots(45, &group, &overall);
        // The first twenty a second apart, the twenty-first a minute after
        // the first.
        assert_eq!(taken[0], at(0));
        assert_eq!(taken[19], at(19_000));
        assert_eq!(taken[20], at(60_000));
        assert_eq!(taken[40], at(120_000));
        for pair in taken.windows(2) {
            assert!(pair[1] - pair[0] >= SECOND);
        }
        for (i, slot) in taken.iter().enumerate() {
            let in_minute = taken[..=i]
                .iter()
                .filter(|t| **t > *slot - TimeDelta::minutes(1))
                .count();
            assert!(in_minute <= 20, "{i}: {in_minute}");
        }
    }

    #[test]
    fn the_bot_sends_at_most_thirty_a_second_in_all() {
        let overall = [Rule {
            count: 30,
            window: SECOND,
        }];
        let mut all: Vec<DateTime<Utc>> = Vec::new();
        // Sixty private chats, one message each, all at once.
        for _ in 0..60 {
            let slot = slot_for(at(0), &[(&[][..], vec![]), (&overall, all.clone())]);
            all.insert(0, slot);
        }
        all.reverse();
        assert_eq!(all[29], at(0));
        assert_eq!(all[30], at(1_000));
        assert_eq!(all[59], at(1_000));
    }
}
