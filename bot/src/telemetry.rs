//! What a process counts for Prometheus (`GET /metrics`, see
//! [`crate::adapters::ops`]): every metric Kibitz records, named and
//! documented once here, recorded through the `metrics` crate and kept by
//! `metrics-exporter-prometheus` once [`install`] has run (in a process
//! where it has not, recording costs nothing and is dropped).
//!
//! | metric | kind | labels |
//! |---|---|---|
//! | `kibitz_updates_received_total` | counter | `platform`, `receipt` (`taken`, `again`, `unrecorded`) |
//! | `kibitz_updates_handled_total` | counter | `platform`, `outcome` (`answered`, `refused`, `silent`, `replayed`, `waits_for_store`) |
//! | `kibitz_replies_total` | counter | `platform`, `kind` (`board`, `text`, `refusal`, `private`) |
//! | `kibitz_move_seconds` | histogram | `platform`: from a move's arrival to its answer |
//! | `kibitz_platform_errors_total` | counter | `platform`, `kind` (`lasting`, `passing`) |
//! | `kibitz_store_errors_total` | counter | `kind` (`connection`, `query`, `other`) |
//! | `kibitz_refused_requests_total` | counter | `adapter`, `reason` (a signature refused) |
//! | `kibitz_games_due` | gauge | games whose reminder, time-out or notice is due now |
//! | `kibitz_analyses_waiting` | gauge | finished games whose analysis is not yet posted |

use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::model::Platform;

/// The move latency histogram's buckets, in seconds.
const MOVE_BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Starts keeping this process's metrics (once; later calls do nothing).
/// `false` when another recorder was installed first.
pub fn install() -> bool {
    HANDLE
        .get_or_init(|| {
            let built = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full("kibitz_move_seconds".into()), &MOVE_BUCKETS)
                .and_then(PrometheusBuilder::install_recorder);
            match built {
                Ok(handle) => Some(handle),
                Err(error) => {
                    tracing::warn!(%error, "metrics are not kept");
                    None
                }
            }
        })
        .is_some()
}

/// This process's metrics in Prometheus's text format, when they are kept.
pub fn render() -> Option<String> {
    HANDLE.get()?.as_ref().map(PrometheusHandle::render)
}

/// An update arrived and was recorded (`taken` to handle, `again` when it
/// came before) or could not be (`unrecorded`).
pub fn count_update_received(platform: Platform, receipt: &'static str) {
    metrics::counter!("kibitz_updates_received_total",
        "platform" => platform.name(), "receipt" => receipt)
    .increment(1);
}

/// An update was handled, with this outcome.
pub fn count_update_handled(platform: Platform, outcome: &'static str) {
    metrics::counter!("kibitz_updates_handled_total",
        "platform" => platform.name(), "outcome" => outcome)
    .increment(1);
}

/// A reply of this kind was given.
pub fn count_reply(platform: Platform, kind: &'static str) {
    metrics::counter!("kibitz_replies_total", "platform" => platform.name(), "kind" => kind)
        .increment(1);
}

/// A move was answered `took` after it arrived.
pub fn observe_move(platform: Platform, took: Duration) {
    metrics::histogram!("kibitz_move_seconds", "platform" => platform.name())
        .record(took.as_secs_f64());
}

/// A call to a chat platform failed (`lasting` or `passing`).
pub fn count_platform_error(platform: Platform, kind: &'static str) {
    metrics::counter!("kibitz_platform_errors_total",
        "platform" => platform.name(), "kind" => kind)
    .increment(1);
}

/// The database failed (`connection`, `query` or `other`).
pub fn count_store_error(kind: &'static str) {
    metrics::counter!("kibitz_store_errors_total", "kind" => kind).increment(1);
}

/// A request to an endpoint was refused (its signature missing, forged or
/// stale).
pub fn count_refused_request(adapter: &'static str, reason: &'static str) {
    metrics::counter!("kibitz_refused_requests_total",
        "adapter" => adapter, "reason" => reason)
    .increment(1);
}

/// The queues shared by every process, as the store counts them now.
pub fn set_queue_depths(games_due: i64, analyses_waiting: i64) {
    // Counts far below 2^53 are exact as floats.
    metrics::gauge!("kibitz_games_due").set(games_due as f64);
    metrics::gauge!("kibitz_analyses_waiting").set(analyses_waiting as f64);
}
