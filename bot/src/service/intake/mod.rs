//! Updates in, each handled exactly once, the same way for every adapter:
//! recorded before the platform is told it arrived ([`records`]), read,
//! handled, answered, finished and tried again ([`taking`]), the outcome
//! counted ([`handling`]). An adapter translates its platform's events
//! into an [`Arrival`] and implements its outbox ([`Answers`]); the
//! console, which records nothing, goes through [`Service::answer`], and
//! the pages through the same handling.
//!
//! [`Service::answer`]: crate::service::Service::answer

pub mod arrival;
pub mod handling;
pub mod outcome;
pub mod records;
pub mod taking;

/// An update being handled (re-exported so that adapters need not reach
/// into the store).
pub use crate::store::Delivery;
/// What the store keeps of an update it has recorded (re-exported so that
/// adapters need not reach into the store).
pub use crate::store::Receipt;
pub use arrival::{Answers, Arrival, ChatChange, Event, Incoming, Terms};
pub use outcome::{Outcome, Panicked, Unrecorded, isolated};
