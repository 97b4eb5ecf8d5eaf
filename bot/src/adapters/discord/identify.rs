//! Starting the gateway's shards as Discord allows, across every process
//! on one store: at most `max_concurrency` IDENTIFYs in five seconds, one
//! per rate-limit bucket (`shard_id % max_concurrency`), kept through the
//! store's slots so that processes started together take turns rather
//! than trust to luck; and never more sessions than the day's budget
//! (`/gateway/bot`'s `session_start_limit`) has left: a process that
//! would spend it waits for Discord to reset it, and says so, instead of
//! failing and being restarted over and over.

use std::sync::Arc;
use std::time::Duration;

use chrono::{TimeDelta, Utc};
use serenity::all::{Http, ShardId, ShardManager};
use tokio_util::sync::CancellationToken;

use crate::service::platforms::{PlatformRecords, Rule};

/// Which shards this process runs: `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    /// The first shard id.
    pub first: u32,
    /// The last shard id (included).
    pub last: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

impl Shards {
    /// Reads `FIRST-LAST/TOTAL` or `ID/TOTAL` (`0-3/8`: shards 0 to 3 of 8).
    pub fn parse(text: &str) -> Result<Shards, String> {
        let bad = || {
            format!(
                "DISCORD_SHARDS must read FIRST-LAST/TOTAL or ID/TOTAL, like 0-3/8, not `{text}`"
            )
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let shards = Shards {
            first: number(first)?,
            last: number(last)?,
            total: number(total)?,
        };
        if shards.first > shards.last || shards.last >= shards.total {
            return Err(format!(
                "DISCORD_SHARDS `{text}`: the shards must lie within 0 to {} and the first \
                 must not come after the last",
                shards.total.saturating_sub(1)
            ));
        }
        Ok(shards)
    }
}

/// The least time between two IDENTIFYs of one bucket: Discord's five
/// seconds, with room for one connection taking longer than another.
const IDENTIFY_EVERY: TimeDelta = TimeDelta::milliseconds(5_500);

/// The least time between two shard starts in this process (serenity's
/// own queue waits five seconds between them; starting later than that
/// keeps it from moving a start past its slot).
const LOCAL_START_EVERY: Duration = Duration::from_millis(5_100);

/// The shards to run: this process's range, or all Discord recommends.
fn range_of(shards: Option<Shards>, recommended: u32) -> Shards {
    shards.unwrap_or(Shards {
        first: 0,
        last: recommended.saturating_sub(1),
        total: recommended.max(1),
    })
}

/// Waits for `wait`, or until `stop`: whether the wait ran out.
async fn waited(wait: Duration, stop: &CancellationToken) -> bool {
    tokio::select! {
        () = tokio::time::sleep(wait) => true,
        () = stop.cancelled() => false,
    }
}

/// Starts this process's shards through `manager`, each when its bucket's
/// slot in the store of `records` comes, once the day's session budget allows them all
/// (until `stop`). An error when Discord will not say how to connect (a
/// bad token).
pub(super) async fn start_shards(
    manager: Arc<ShardManager>,
    http: &Http,
    records: &PlatformRecords,
    shards: Option<Shards>,
    stop: &CancellationToken,
) -> Result<(), String> {
    let (range, concurrency) = loop {
        let gateway = http
            .get_bot_gateway()
            .await
            .map_err(|e| format!("Discord: /gateway/bot failed: {e}"))?;
        let range = range_of(shards, gateway.shards);
        let limit = gateway.session_start_limit;
        let needed = u64::from(range.last - range.first + 1);
        if limit.remaining >= needed {
            break (range, limit.max_concurrency.max(1));
        }
        let wait = Duration::from_millis(limit.reset_after.max(1_000));
        tracing::warn!(
            remaining = limit.remaining,
            total = limit.total,
            needed,
            wait_seconds = wait.as_secs(),
            "Discord's session starts for the day would run out: waiting for Discord to reset them"
        );
        if !waited(wait, stop).await {
            return Ok(());
        }
    };
    manager
        .set_shards(range.first, range.last - range.first + 1, range.total)
        .await;
    let mut last_start: Option<tokio::time::Instant> = None;
    for id in range.first..=range.last {
        if let Some(last) = last_start {
            let next = last + LOCAL_START_EVERY;
            if !waited(
                next.saturating_duration_since(tokio::time::Instant::now()),
                stop,
            )
            .await
            {
                return Ok(());
            }
        }
        let bucket = format!("discord-identify:{}", u64::from(id) % concurrency);
        let rules = [Rule {
            count: 1,
            window: IDENTIFY_EVERY,
        }];
        loop {
            let now = Utc::now();
            match records
                .take_slot(&[(&bucket, &rules)], now, TimeDelta::minutes(10))
                .await
            {
                Ok(Ok(slot)) => {
                    let wait = (slot - now).to_std().unwrap_or_default();
                    if !waited(wait, stop).await {
                        return Ok(());
                    }
                    break;
                }
                Ok(Err(_)) | Err(_) => {
                    tracing::warn!(
                        shard = id,
                        "no identify slot from the store yet; asking again"
                    );
                    if !waited(Duration::from_secs(1), stop).await {
                        return Ok(());
                    }
                }
            }
        }
        tracing::info!(shard = id, total = range.total, bucket = %bucket, "starting a shard");
        // serenity boots a shard only by restarting it, and waits for the
        // shutdown of one not running until told it is done: tell it first.
        manager.shutdown_finished(ShardId(id));
        manager.restart(ShardId(id)).await;
        last_start = Some(tokio::time::Instant::now());
    }
    Ok(())
}

/// Ends (with why) once Discord no longer accepts the bot's token (asked
/// of `GET /users/@me` every `every`): its shards cannot connect again, and
/// the process stops with an error for its supervisor, rather than stay
/// alive serving nothing. Any other failure (Discord's trouble, the
/// network) is left to pass.
pub(super) async fn token_revoked(http: &Http, every: Duration) -> String {
    loop {
        tokio::time::sleep(every).await;
        if let Err(serenity::Error::Http(error)) = http.get_current_user().await
            && error
                .status_code()
                .is_some_and(|status| status.as_u16() == 401)
        {
            return format!("Discord no longer accepts the token: {error}");
        }
    }
}
