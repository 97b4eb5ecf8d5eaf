//! What became of an update's handling, and the guard that keeps a panic
//! in one handling from costing more than its own answer.

use std::future::Future;
use std::panic::AssertUnwindSafe;

use futures_util::FutureExt;

use crate::chat::Reply;
use crate::store::StoreError;

/// What became of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Handled: the answer to publish.
    Answered(Reply),
    /// Nothing to say: chatter that is no command.
    Silent,
    /// Its update was handled already (by another process, or before a
    /// restart): its answer was given then, and none is given now.
    Replayed,
    /// The store failed before anything changed. The update may be
    /// handled again once the store is back; a platform that cannot wait
    /// answers with the reply ("try again").
    WaitsForStore(Reply),
}

impl Outcome {
    /// The reply to give now, by a platform that does not wait for the
    /// store: the answer, or "try again".
    pub fn reply(self) -> Option<Reply> {
        match self {
            Outcome::Answered(reply) | Outcome::WaitsForStore(reply) => Some(reply),
            Outcome::Silent | Outcome::Replayed => None,
        }
    }
}

/// A handling that panicked: the update gets "try again" and nothing else
/// is lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Panicked;

/// Why an update could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum Unrecorded {
    /// The store failed: nothing was recorded, and the platform may bring
    /// the update again.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Recording it panicked: the update is answered "try again" and
    /// dropped, as one whose handling panicked.
    #[error("recording the update panicked")]
    Fault,
}

/// Runs `work` so that a panic in it costs only its own result.
pub async fn isolated<T>(work: impl Future<Output = T>) -> Result<T, Panicked> {
    AssertUnwindSafe(work)
        .catch_unwind()
        .await
        .map_err(|_| Panicked)
}
