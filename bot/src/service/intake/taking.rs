//! An update taken: read, handled, answered and finished, each once, on
//! every platform the same way. A handling that panics costs its update
//! its answer ("try again") and nothing else. One that meets the store
//! down before it changed anything is tried again (its sender told, once,
//! that it waits) for as long as its platform's [`Terms`] allow, then left
//! for a later sweep, or, on a platform that never brings an update
//! again, answered "try again". A handled update whose answer its platform
//! never confirmed gets the boards its process died owing.

use std::pin::pin;
use std::time::Duration;

use chrono::TimeDelta;

use crate::chat::{Actor, Message, Outbox, Place};
use crate::command::Request;
use crate::i18n::Text;
use crate::service::intake::arrival::{Arrival, ChatChange, Event, Incoming, Terms};
use crate::service::intake::outcome::{Outcome, Panicked, isolated};
use crate::service::{Asked, Service};
use crate::store::{Delivery, Receipt, StoreError};

/// How long after a game ended a board of it may still be owed.
const OWED_FOR: TimeDelta = TimeDelta::minutes(10);

/// The terms of a platform that waits for its answer and never brings an
/// update again: no second try, and "try again" when the store is down.
const AT_ONCE: Terms = Terms {
    retry_for: Duration::ZERO,
    swept: false,
};

/// What came of routing an update.
enum Routed {
    /// Handled: with the answer kept for the platform's response, if one
    /// was.
    Done(Option<String>),
    /// The store failed before anything changed: nothing answered.
    WaitsForStore,
}

impl Service {
    /// Records update `arrival` and handles it at once, for a platform
    /// that waits for its answer and never brings an update again
    /// (Discord's interactions): one that came again, or that another
    /// process holds, is left; one the store cannot record is answered
    /// "try again".
    pub async fn take_at_once(&self, arrival: &dyn Arrival, lease: Duration) {
        let (platform, id) = (arrival.platform(), arrival.id());
        match self.receive(platform, &id, None, lease).await {
            Ok(Receipt::Take) => {}
            Ok(receipt) => {
                tracing::info!(%platform, update_id = %id, ?receipt, "an update came again; not handled again");
                return;
            }
            // The store is down (or recording failed): nothing can change,
            // and the user hears so at once.
            Err(error) => {
                tracing::warn!(%platform, update_id = %id, %error, "an update could not be recorded; answered \"try again\"");
                arrival.tell(Text::new("service-trouble")).await;
                return;
            }
        }
        self.take(arrival, AT_ONCE, false).await;
    }

    /// Handles update `arrival`, which this process has claimed, as the
    /// delivery of its id, under its platform's `terms` (see the module):
    /// the update is then marked handled, whatever its answer was. When a
    /// request of the platform waits for the answer (`respond`: a webhook
    /// post), the answer that request is to carry, recorded with the
    /// update's mark first so that a post made again gets it again.
    pub async fn take(&self, arrival: &dyn Arrival, terms: Terms, respond: bool) -> Option<String> {
        let (platform, id) = (arrival.platform(), arrival.id());
        let mut wait = Duration::from_millis(500);
        let started = tokio::time::Instant::now();
        let mut attempt = 0;
        let (delivery, kept) = loop {
            let delivery = self.delivery(platform, &id);
            attempt += 1;
            // A try that met the store failing may have committed its
            // effect all the same: handled then, it is not read again
            // against the position its own move made, and its board may
            // be owed.
            if attempt > 1 {
                match self.handled_meanwhile(&delivery).await {
                    Some(true) => {
                        tracing::info!(%platform, update_id = %id, "an update met the store failing but was handled");
                        self.post_owed_boards_of(arrival).await;
                        return None;
                    }
                    Some(false) => {}
                    None => {
                        if started.elapsed() >= terms.retry_for {
                            tracing::warn!(%platform, update_id = %id, "the store is still down; the update is left for a later sweep");
                            return None;
                        }
                        tokio::time::sleep(wait).await;
                        wait = (wait * 2).min(Duration::from_secs(2));
                        continue;
                    }
                }
            }
            match isolated(self.route(arrival, &delivery, terms, respond)).await {
                Err(Panicked) => {
                    tracing::error!(%platform, update_id = %id, "handling an update panicked; it is answered with \"try again\"");
                    arrival.tell(Text::new("service-trouble")).await;
                    break (delivery, None);
                }
                Ok(Routed::Done(kept)) => break (delivery, kept),
                Ok(Routed::WaitsForStore) => {}
            }
            arrival.tell_waiting().await;
            if started.elapsed() >= terms.retry_for {
                tracing::warn!(%platform, update_id = %id, "the store is still down; the update is left for a later sweep");
                return None;
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(2));
        };
        let Some(kept) = kept else {
            self.finish(&delivery).await;
            return None;
        };
        // The answer the platform's response carries is recorded with the
        // update's mark before the response is written: a request made
        // again because the response never arrived gets it again, and
        // the user hears it once.
        if !self.finish_answered(&delivery, &kept).await {
            return None;
        }
        Some(kept)
    }

    /// Reads, handles and answers an update, as `delivery` (its answer
    /// kept for the platform's response when one waits, `respond`, and
    /// no write marked the update handled).
    async fn route(
        &self,
        arrival: &dyn Arrival,
        delivery: &Delivery,
        terms: Terms,
        respond: bool,
    ) -> Routed {
        let incoming = match arrival.event().await {
            Event::Message(incoming) => incoming,
            Event::ChatChanged(change) => return self.change_chat(arrival, delivery, change).await,
            Event::Left(told) => {
                if let Some(text) = told {
                    arrival.tell(text).await;
                }
                return Routed::Done(None);
            }
        };
        let reply = match self.handled_in_time(delivery, &incoming).await {
            Outcome::Answered(reply) => reply,
            // A platform that never brings an update again hears at once
            // that nothing was done; elsewhere, an update that met the
            // store down is handled again once it is back.
            Outcome::WaitsForStore(reply) if !terms.swept => reply,
            Outcome::WaitsForStore(_) => return Routed::WaitsForStore,
            Outcome::Silent => return Routed::Done(None),
            // Handled already: by this process, whose commit the store
            // took though the connection failed before it said so, or by
            // one that outlived its claim. Its board may be owed.
            Outcome::Replayed => {
                self.post_owed_boards_to(&incoming).await;
                return Routed::Done(None);
            }
        };
        let answers = &*incoming.answers;
        answers.carry_in_response(respond && !delivery.marked() && !delivery.replayed());
        let outbox: &dyn Outbox = answers;
        if let Err(error) = self
            .publish(reply, &incoming.place, outbox, incoming.asked)
            .await
        {
            tracing::warn!(platform = %incoming.place.platform, update_id = delivery.update_id(), %error, "an update's answer failed");
        }
        Routed::Done(answers.kept())
    }

    /// Handles an incoming message as `delivery`; when its platform must
    /// be told in time that an answer is coming, it is told once the
    /// handling outlasts the platform's patience.
    async fn handled_in_time(&self, delivery: &Delivery, incoming: &Incoming) -> Outcome {
        let mut work = pin!(self.handle(
            Some(delivery),
            &incoming.actor,
            &incoming.place,
            &incoming.message
        ));
        let Some(patience) = incoming.answers.patience() else {
            return work.await;
        };
        if !patience.is_zero() {
            tokio::select! {
                outcome = &mut work => return outcome,
                () = tokio::time::sleep(patience) => {}
            }
        }
        incoming.answers.defer().await;
        work.await
    }

    /// A chat that moved, or the bot removed from one or added to one.
    async fn change_chat(
        &self,
        arrival: &dyn Arrival,
        delivery: &Delivery,
        change: ChatChange,
    ) -> Routed {
        let platform = arrival.platform();
        let chats = self.chats();
        let changed = match &change {
            ChatChange::Moved { from, to } => {
                chats.chat_moved(platform, from, to).await.map(|_| ())
            }
            ChatChange::Removed(place) => chats
                .bot_removed(Some(delivery), place, arrival.outbox())
                .await
                .map(|_| ()),
            ChatChange::Added(place) => chats.bot_added(place).await,
        };
        match changed {
            Ok(()) | Err(StoreError::Replayed) => Routed::Done(None),
            Err(error) => {
                tracing::warn!(%platform, update_id = delivery.update_id(), ?change, %error, "a chat's change waits for the store");
                Routed::WaitsForStore
            }
        }
    }

    /// Posts the boards owed to the sender of a handled update in its
    /// chat (see [`Service::post_owed_boards`]).
    pub async fn post_owed_boards_of(&self, arrival: &dyn Arrival) {
        if let Event::Message(incoming) = arrival.event().await {
            self.post_owed_boards_to(&incoming).await;
        }
    }

    /// Posts the boards owed to the sender of `incoming` in its chat.
    async fn post_owed_boards_to(&self, incoming: &Incoming) {
        let outbox: &dyn Outbox = &*incoming.answers;
        let posted = self
            .post_owed_boards(&incoming.actor, &incoming.place, outbox)
            .await;
        if posted > 0 {
            tracing::info!(platform = %incoming.place.platform, posted, "boards owed were posted");
        }
    }

    /// Posts, through `outbox` as answers of `actor`'s update in `place`,
    /// the boards owed there: of `actor`'s games in `place` whose live
    /// board is behind their moves (see [`Store::boards_behind`]), after a
    /// process died between a move's commit and its board. For a handled
    /// update that its platform brings again because its answer was never
    /// confirmed; how many boards were posted.
    ///
    /// [`Store::boards_behind`]: crate::store::Store::boards_behind
    pub async fn post_owed_boards(
        &self,
        actor: &Actor,
        place: &Place,
        outbox: &dyn Outbox,
    ) -> usize {
        let since = self.config.clock.now() - OWED_FOR;
        let owed = isolated(async {
            let Some(player) = self.config.store.find_player(actor).await? else {
                return Ok(Vec::new());
            };
            let Some(channel) = self.config.store.find_channel(place).await? else {
                return Ok(Vec::new());
            };
            self.games
                .table()
                .boards_behind(player.id, channel, since)
                .await
        })
        .await;
        let owed = match owed {
            Ok(Ok(owed)) => owed,
            Ok(Err(error)) => {
                tracing::warn!(%error, "the boards owed could not be read");
                return 0;
            }
            Err(Panicked) => return 0,
        };
        let mut posted = 0;
        for game in owed {
            let board = Message::request(Ok(
                Request::new(crate::games::commands::BOARD.command()).about(game)
            ));
            let Outcome::Answered(reply) = self.handle(None, actor, place, &board).await else {
                continue;
            };
            tracing::info!(
                game = game.get(),
                "posting a board owed since a process stopped"
            );
            match self.games.publish(reply, place, outbox, Asked::Typed).await {
                Ok(()) => posted += 1,
                Err(error) => tracing::warn!(%error, "a board owed could not be posted"),
            }
        }
        posted
    }

    /// Handles a message that is no platform's update (the console's) and
    /// publishes its answer through `outbox`, as an update's is: whether
    /// there was an answer, or why it could not be posted.
    pub async fn answer(
        &self,
        actor: &Actor,
        place: &Place,
        message: &Message,
        outbox: &dyn Outbox,
    ) -> Result<bool, crate::chat::DeliveryError> {
        let Some(reply) = self.handle(None, actor, place, message).await.reply() else {
            return Ok(false);
        };
        self.publish(reply, place, outbox, Asked::Typed)
            .await
            .map(|()| true)
    }
}
