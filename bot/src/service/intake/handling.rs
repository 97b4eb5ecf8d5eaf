//! A message handled: judged by the dispatcher, its outcome counted in the
//! metrics. The time is the service's clock.

use std::time::Duration;

use crate::chat::{Actor, Body, Message, Place};
use crate::command::Command;
use crate::model::Platform;
use crate::service::Service;
use crate::service::commands::COMMANDS;
use crate::service::intake::outcome::Outcome;
use crate::store::Delivery;
use crate::telemetry;

/// Counts a handled message in the metrics: its outcome, its reply's kind,
/// and for a move answered, how long it took.
fn counted(platform: Platform, message: &Message, outcome: &Outcome, took: Duration) {
    let name = match outcome {
        Outcome::Answered(reply) if reply.is_refused() => "refused",
        Outcome::Answered(_) => "answered",
        Outcome::Silent => "silent",
        Outcome::Replayed => "replayed",
        Outcome::WaitsForStore(_) => "waits_for_store",
    };
    telemetry::count_update_handled(platform, name);
    let (Outcome::Answered(reply) | Outcome::WaitsForStore(reply)) = outcome else {
        return;
    };
    let kind = if reply.is_refused() {
        "refusal"
    } else if reply.board.is_some() {
        "board"
    } else if reply.is_private() {
        "private"
    } else {
        "text"
    };
    telemetry::count_reply(platform, kind);
    if kind == "board" && is_move(message) {
        telemetry::observe_move(platform, took);
    }
}

/// Whether the message is a move (typed, a command's, or bare in a chat).
fn is_move(message: &Message) -> bool {
    match &message.body {
        Body::Chatter(text) => COMMANDS.bare_move(text).is_some(),
        _ => message
            .read(&COMMANDS)
            .as_ref()
            .is_ok_and(|request| matches!(request.command, Command::Move(_))),
    }
}

impl Service {
    /// Handles a message of `delivery`'s update (none for a message that
    /// is no platform's update, such as the console's): its outcome.
    pub async fn handle(
        &self,
        delivery: Option<&Delivery>,
        actor: &Actor,
        place: &Place,
        message: &Message,
    ) -> Outcome {
        let started = std::time::Instant::now();
        let handled = self.handle_message(delivery, actor, place, message).await;
        let outcome = if delivery.is_some_and(Delivery::replayed) {
            tracing::info!(platform = %place.platform, "an update was handled already");
            Outcome::Replayed
        } else {
            handled
        };
        counted(place.platform, message, &outcome, started.elapsed());
        outcome
    }
}
