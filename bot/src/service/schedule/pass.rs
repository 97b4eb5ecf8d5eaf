//! A scheduler's pass: claims the due work of every domain for a while
//! (a lease; a live game's a short one, renewed while the pass still
//! works on it), so that several processes never do the same work, and
//! has each domain do its own: the games' (reminders, time-outs, direct
//! messages, boards owed to a second chat: [`crate::games::timed`]),
//! daily digests, daily puzzles, tournaments' rounds, challenges told on
//! the other platform. Work not done when the lease runs out is any
//! process's to take; the claims of work done are given back in one
//! statement.

use chrono::{DateTime, TimeDelta, Utc};

use crate::chat::{Outbox, Sent};
use crate::games::timed::Worked;
use crate::model::{GameId, Platform};
use crate::service::Service;

/// How long a pass holds a live game: a pass that dies holding a flag
/// leaves it to another this much later at most.
const LIVE_LEASE: TimeDelta = TimeDelta::seconds(20);

/// What one pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pass {
    /// Games and digests claimed.
    pub claimed: usize,
    /// Whether a claim was cut at the limit: more work is due now.
    pub more: bool,
    /// Reminders delivered.
    pub reminded: usize,
    /// Games ended on time.
    pub timed_out: usize,
    /// Time-outs announced (this pass's and owed ones).
    pub announced: usize,
    /// Chats told that a player went on vacation or came back.
    pub vacation_news: usize,
    /// Direct messages delivered about opponents' moves and reminders.
    pub messaged: usize,
    /// Daily digests delivered.
    pub digests: usize,
    /// Daily puzzles posted.
    pub daily_puzzles: usize,
    /// Tournament posts delivered (a round begun, a tournament ended or
    /// called off).
    pub tournaments: usize,
    /// Boards posted in the second chat of a game played in two.
    pub boards: usize,
    /// Challenges from the other platform told privately.
    pub challenges_told: usize,
    /// Direct messages that could not be delivered, and were dropped.
    pub dropped: usize,
    /// Games left for a later pass: a delivery or a store call failed.
    pub failed: usize,
}

impl Pass {
    /// Adds the games' timed work.
    fn add_games(&mut self, worked: Worked) {
        self.reminded += worked.reminded;
        self.timed_out += worked.timed_out;
        self.announced += worked.announced;
        self.vacation_news += worked.vacation_news;
        self.messaged += worked.messaged;
        self.boards += worked.boards;
        self.dropped += worked.dropped;
        self.failed += worked.failed;
    }

    /// Counts what some timed work sent: the notices delivered under
    /// `delivered` (the kind's own count), the dropped and the failed
    /// under theirs.
    fn count(&mut self, sent: Sent, delivered: impl FnOnce(&mut Pass) -> &mut usize) {
        *delivered(self) += sent.delivered;
        self.dropped += sent.dropped;
        self.failed += sent.failed;
    }
}

impl Service {
    /// When the next scheduled work no scheduler holds is due (see
    /// [`crate::store::Store::next_due_work`]). Work that only another
    /// process can deliver (a board owed to, or a challenge's message for,
    /// a platform `outbox` does not serve) is not counted.
    pub async fn next_due(
        &self,
        outbox: &dyn Outbox,
    ) -> Result<Option<DateTime<Utc>>, crate::store::StoreError> {
        self.config
            .store
            .next_due_work(self.config.clock.now(), &served(outbox))
            .await
    }

    /// Claims up to `limit` games and `limit` digests with due work for
    /// `lease`, and does it: direct messages, reminders, time-outs, owed
    /// announcements, digests, daily puzzles, tournaments' rounds. Work
    /// that fails stays owed; another pass does it once the lease has run
    /// out.
    pub async fn run_due(
        &self,
        outbox: &dyn Outbox,
        limit: usize,
        lease: TimeDelta,
    ) -> Result<Pass, crate::store::StoreError> {
        let now = self.config.clock.now();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let until = now + lease;
        let live_lease = lease.min(LIVE_LEASE);
        let live_until = now + live_lease;
        let due = self
            .config
            .store
            .claim_due_games(now, (until, live_until), limit, &served(outbox))
            .await?;
        let live: Vec<GameId> = due
            .iter()
            .filter(|d| d.seated.row.clock_base.is_some())
            .map(|d| d.seated.row.id)
            .collect();
        let players = self
            .config
            .store
            .claim_due_digests(now, until, limit)
            .await?;
        let posts = self.puzzles.claim_due_daily(now, until, limit).await?;
        let tournaments = self.tournaments.claim_due(now, until, limit).await?;
        let told = self
            .challenges
            .claim_due_notices(now, until, limit, &served(outbox))
            .await?;
        let mut pass = Pass {
            claimed: due.len() + players.len() + posts.len() + tournaments.len() + told.len(),
            more: due.len() as i64 >= limit
                || players.len() as i64 >= limit
                || posts.len() as i64 >= limit
                || tournaments.len() as i64 >= limit
                || told.len() as i64 >= limit,
            ..Pass::default()
        };
        // The live games' short claims are renewed while the work goes on.
        let stop = tokio::sync::Notify::new();
        let work = async {
            let worked = self.timed.work_on(due, now, outbox).await;
            stop.notify_one();
            worked
        };
        let (worked, live_until) = tokio::join!(
            work,
            self.keep_live_claims(&live, (live_until, live_lease), &stop)
        );
        // Claims given back: the work was done, or there was none (a
        // change came meanwhile: its own work is the next pass's).
        let (games, done) = worked?;
        pass.add_games(games);
        self.config
            .store
            .release_games(&done, (until, live_until))
            .await?;
        for player in players {
            let id = player.id;
            match self.correspondence.send_digest(player, now, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.digests),
                Err(error) => {
                    tracing::warn!(player = id.get(), %error, "digest left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for post in posts {
            let channel = post.channel;
            match self.puzzles.post_daily_puzzle(post, now, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.daily_puzzles),
                Err(error) => {
                    tracing::warn!(channel = channel.get(), %error, "a daily puzzle left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for tournament in tournaments {
            let id = tournament.id;
            match self.tournaments.run_tournament(tournament, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.tournaments),
                Err(error) => {
                    tracing::warn!(tournament = id.get(), %error, "a tournament left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for id in told {
            match self.challenges.tell_challenged(id, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.challenges_told),
                Err(error) => {
                    tracing::warn!(challenge = id.get(), %error, "a challenge's message left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        Ok(pass)
    }

    /// Keeps this pass's claims on the live games `ids` (claimed until
    /// `until`, for `lease`) while its work goes on, renewing them every
    /// quarter of the lease until `stop` is told: however slow a delivery,
    /// no other process takes a live game up meanwhile, and should this
    /// one die, another does within the lease. The claims' end when told.
    async fn keep_live_claims(
        &self,
        ids: &[GameId],
        (mut until, lease): (DateTime<Utc>, TimeDelta),
        stop: &tokio::sync::Notify,
    ) -> DateTime<Utc> {
        let every = (lease / 4)
            .to_std()
            .unwrap_or(std::time::Duration::from_secs(1));
        loop {
            tokio::select! {
                () = stop.notified() => return until,
                () = tokio::time::sleep(every), if !ids.is_empty() => {
                    let renewed = self.config.clock.now() + lease;
                    match self.config.store.renew_claims(ids, until, renewed).await {
                        Ok(()) => until = renewed,
                        Err(error) => {
                            tracing::warn!(%error, "live games' claims not renewed");
                        }
                    }
                }
            }
        }
    }
}

/// The platforms `outbox` posts to.
fn served(outbox: &dyn Outbox) -> Vec<Platform> {
    Platform::ALL
        .into_iter()
        .filter(|platform| outbox.serves(*platform))
        .collect()
}
