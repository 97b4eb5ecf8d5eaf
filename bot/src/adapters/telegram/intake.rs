//! Updates in, each handled exactly once: recorded in the store before
//! Telegram is told they arrived (the webhook's 200, the next long poll's
//! offset), then handled in order within each chat, each in a task of its
//! own so that a panic costs one update its answer ("try again") and
//! nothing else. Updates recorded but not handled (the process stopped)
//! are taken up by the next sweep of any process.
//!
//! A webhook post waits for its update's handling: an answer that is one
//! text message goes back in its response, recorded with the update's
//! mark first, and a post made again for an update handled already gets
//! the recorded answer, or the boards its process died owing.

use std::collections::{HashMap, HashSet};
use std::future::IntoFuture;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::FutureExt;
use teloxide::Bot;
use teloxide::payloads::GetUpdatesSetters;
use teloxide::prelude::Requester;
use teloxide::types::{AllowedUpdate, Update, UpdateKind};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use async_trait::async_trait;

use super::answer::{Answer, AnswerTo};
use super::chat_changes::chat_change;
use super::reading::{Read, read_update};
use super::send::TelegramOutbox;
use super::updates::{self, BotName, Left, actor};
use crate::chat::{Outbox, Reply};
use crate::i18n::Text;
use crate::model::{Language, Platform};
use crate::service::intake::{Arrival, Event, Incoming, Receipt, Terms, Unrecorded};
use crate::service::{Asked, Service};

/// The platform whose updates these are.
const PLATFORM: Platform = Platform::Telegram;

/// How long a process has to handle an update it took before another may
/// (an update whose process died waits this long at most, and a handling
/// that takes longer is refused as a replay when it writes).
const LEASE: Duration = Duration::from_secs(20);

/// How an update that met the store down is handled: tried again for a
/// while (within its claim, so that no other takes it meanwhile), then
/// left recorded for a later sweep.
const TERMS: Terms = Terms {
    retry_for: Duration::from_secs(15),
    swept: true,
};

/// How often updates left waiting are looked for.
const SWEEP_EVERY: Duration = Duration::from_secs(5);

/// How long a chat's worker waits for its next update before it ends.
const IDLE: Duration = Duration::from_secs(60);

/// How long a long poll waits for updates (below teloxide's request
/// time-out of 17 seconds).
const POLL_SECONDS: u32 = 10;

/// How long a webhook post waits for a store that is down to record its
/// update before it is answered with an error (Telegram waits longer for
/// an answer than this).
const HOLD: Duration = Duration::from_secs(15);

/// The pause before the store is tried again after it failed to record.
const STORE_RETRY: Duration = Duration::from_millis(300);

/// The kinds of update the bot asks for.
pub(super) const ALLOWED: [AllowedUpdate; 3] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::MyChatMember,
];

/// Takes updates in and hands each to its chat's worker.
pub(super) struct Intake {
    bot: Bot,
    service: Arc<Service>,
    outbox: TelegramOutbox,
    me: Arc<BotName>,
    chats: Mutex<HashMap<i64, mpsc::UnboundedSender<Update>>>,
    work: TaskTracker,
    /// Updates whose senders were told the store is unreachable.
    told: Mutex<HashSet<u32>>,
    /// Updates queued or being handled here: one that comes again
    /// meanwhile (a post whose answer was lost, a batch read again) is not
    /// queued a second time.
    in_flight: Mutex<HashSet<u32>>,
    /// Webhook posts waiting for their update's answer, to carry it in
    /// their response: by update.
    responders: Mutex<HashMap<u32, oneshot::Sender<Option<String>>>>,
}

/// What became of an update posted to the webhook, once recorded.
pub(super) enum Recorded {
    /// Queued here: its answer, when the webhook's response is to carry
    /// it, comes through this (nothing, or a dropped sender: the response
    /// carries nothing).
    Queued(oneshot::Receiver<Option<String>>),
    /// Handled already: the answer its first post's response carried, to
    /// carry again (that response never reached Telegram, which posts an
    /// update again only then).
    Handled(Option<String>),
    /// Nothing for the response to carry: handled here or elsewhere
    /// meanwhile, or answered already.
    Nothing,
}

/// How many told updates are remembered before the memory starts again.
const TOLD_LIMIT: usize = 10_000;

impl Intake {
    /// The service the updates are handed to.
    pub(super) fn service(&self) -> &Service {
        &self.service
    }

    /// An intake answering through `outbox`, handling with `service`.
    pub(super) fn new(outbox: TelegramOutbox, service: Arc<Service>, me: BotName) -> Arc<Intake> {
        Arc::new(Intake {
            bot: outbox.bot().clone(),
            outbox,
            service,
            me: Arc::new(me),
            chats: Mutex::default(),
            work: TaskTracker::new(),
            told: Mutex::default(),
            in_flight: Mutex::default(),
            responders: Mutex::default(),
        })
    }

    /// Records an update that has just arrived (with its body, for another
    /// process should this one stop) and queues it when this process is to
    /// handle it. `Err` when the store could not record it: Telegram must
    /// not be told it arrived, and its sender hears why nothing happens yet.
    pub(super) async fn receive(
        self: &Arc<Self>,
        update: Update,
        body: &str,
    ) -> Result<(), String> {
        let recorded = self.record(&update, body, false).await;
        if recorded.is_err() {
            self.tell_of_waiting(&update).await;
        }
        recorded.map(|_| ())
    }

    /// Records an update posted to the webhook, trying for up to [`HOLD`]
    /// (or until `stop`) while the store is down, so that Telegram, which
    /// posts nothing again while a post is unanswered, brings it to no
    /// other process meanwhile. Its sender hears once that it waits: from
    /// this process, and from no other after the hold (only an update
    /// younger than the hold is told of, and Telegram posts one again only
    /// after it).
    pub(super) async fn receive_holding(
        self: &Arc<Self>,
        update: Update,
        body: &str,
        stop: &CancellationToken,
    ) -> Result<Recorded, String> {
        let started = tokio::time::Instant::now();
        let mut wait = STORE_RETRY;
        loop {
            let error = match self.record(&update, body, true).await {
                Ok(recorded) => return Ok(recorded),
                Err(error) => error,
            };
            if self.younger_than_the_hold(&update) {
                self.tell_of_waiting(&update).await;
            }
            // The whole hold, so that a post made again after it is of an
            // update older than the hold.
            let left = HOLD.saturating_sub(started.elapsed());
            if left.is_zero() || stop.is_cancelled() {
                return Err(error);
            }
            tokio::select! {
                () = tokio::time::sleep(wait.min(left)) => {}
                () = stop.cancelled() => return Err(error),
            }
            wait = (wait * 2).min(Duration::from_secs(2));
        }
    }

    /// Whether an update was sent less than [`HOLD`] ago (a press, which
    /// carries no time and is acknowledged once only, counts as young).
    fn younger_than_the_hold(&self, update: &Update) -> bool {
        match &update.kind {
            UpdateKind::Message(message) => {
                let age = self.service.now() - message.date;
                age.to_std().map_or(true, |age| age < HOLD)
            }
            _ => true,
        }
    }

    /// Records an update and queues it when this process is to handle it
    /// (with a waiting `respond`er, its answer is handed back for the
    /// webhook's response); `Err` when the store could not record it.
    async fn record(
        self: &Arc<Self>,
        update: &Update,
        body: &str,
        respond: bool,
    ) -> Result<Recorded, String> {
        let id = update.id.0.to_string();
        let receipt = match self.service.receive(PLATFORM, &id, Some(body), LEASE).await {
            Ok(receipt) => receipt,
            Err(Unrecorded::Store(error)) => return Err(error.to_string()),
            // A fault of this update's own: as one whose handling panicked,
            // it is answered "try again", and Telegram is told it arrived.
            Err(Unrecorded::Fault) => {
                self.apologise(update).await;
                return Ok(Recorded::Nothing);
            }
        };
        match receipt {
            Receipt::Take => {
                if !respond {
                    self.queue(update.clone(), None);
                    return Ok(Recorded::Nothing);
                }
                let (sender, receiver) = oneshot::channel();
                Ok(if self.queue(update.clone(), Some(sender)) {
                    Recorded::Queued(receiver)
                } else {
                    // In flight here already: the post that brought it
                    // first waits for its answer.
                    Recorded::Nothing
                })
            }
            Receipt::Handled => {
                tracing::info!(
                    update_id = update.id.0,
                    "an update came again; not handled again"
                );
                if !respond {
                    return Ok(Recorded::Nothing);
                }
                // Posted again, so its first post was never answered 200:
                // its process died before its answer was confirmed. The
                // answer a response carried is recorded; a board is owed
                // when the game's live board is behind its moves.
                let recorded = self.service.recorded_answer(PLATFORM, &id).await;
                if recorded.is_none() {
                    let arrival = Arrived {
                        intake: self,
                        update,
                    };
                    self.service.post_owed_boards_of(&arrival).await;
                }
                Ok(Recorded::Handled(recorded))
            }
            Receipt::Claimed => {
                tracing::info!(
                    update_id = update.id.0,
                    "an update came again while another process handles it"
                );
                Ok(Recorded::Nothing)
            }
        }
    }

    /// Hands an update this process has claimed to its chat's worker,
    /// unless it is queued or being handled here already; whether it did.
    /// A `responder` (a webhook post waiting for the answer) is kept for
    /// the worker only when the update is queued, before the worker can
    /// take it up.
    fn queue(
        self: &Arc<Self>,
        update: Update,
        responder: Option<oneshot::Sender<Option<String>>>,
    ) -> bool {
        let taken = self
            .in_flight
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .insert(update.id.0);
        if !taken {
            tracing::info!(
                update_id = update.id.0,
                "an update came again while it is handled here"
            );
            return false;
        }
        if let Some(responder) = responder {
            self.responders
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .insert(update.id.0, responder);
        }
        let chat = update.chat().map_or(0, |chat| chat.id.0);
        let mut chats = self
            .chats
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let update = match chats.get(&chat) {
            Some(worker) => match worker.send(update) {
                Ok(()) => return true,
                Err(mpsc::error::SendError(update)) => update,
            },
            None => update,
        };
        let (sender, receiver) = mpsc::unbounded_channel();
        let _ = sender.send(update);
        chats.insert(chat, sender);
        let this = self.clone();
        self.work
            .spawn(async move { this.serve_chat(chat, receiver).await });
        true
    }

    /// One chat's worker: its updates one after another, until it has had
    /// none for a while.
    async fn serve_chat(self: Arc<Self>, chat: i64, mut receiver: mpsc::UnboundedReceiver<Update>) {
        loop {
            match tokio::time::timeout(IDLE, receiver.recv()).await {
                Ok(Some(update)) => self.handle(update).await,
                Ok(None) => return,
                Err(_) => {
                    let mut chats = self
                        .chats
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                    if receiver.is_empty() {
                        chats.remove(&chat);
                        return;
                    }
                }
            }
        }
    }

    /// Handles one update (see [`Intake::handle_once`]); then it is no
    /// longer in flight here.
    async fn handle(self: &Arc<Self>, update: Update) {
        let number = update.id.0;
        self.handle_once(update).await;
        self.in_flight
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .remove(&number);
    }

    /// Handles one update, as the service takes every platform's (see
    /// [`Service::take`]); the answer its webhook post is to carry, if one
    /// waits, is handed to it.
    async fn handle_once(self: &Arc<Self>, update: Update) {
        // The webhook post that brought it, when one waits for its answer.
        let responder = self
            .responders
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .remove(&update.id.0);
        let arrival = Arrived {
            intake: self,
            update: &update,
        };
        let kept = self
            .service
            .take(&arrival, TERMS, responder.is_some())
            .await;
        if let (Some(kept), Some(responder)) = (kept, responder)
            && responder.send(Some(kept)).is_err()
        {
            // The post is gone (Telegram gave up on it): Telegram posts
            // the update again, and that post carries the recorded answer.
            tracing::info!(
                update_id = update.id.0,
                "a webhook post left before its answer; its repost carries it"
            );
        }
    }

    /// Leaves an update unhandled, saying so in the log with its id and
    /// why: what its sender is told where it asked the bot for something
    /// (a command on behalf of a chat, one the library could not read).
    fn leave(update: &Update, left: &Left) -> Option<Text> {
        let id = update.id.0;
        match left {
            Left::NotForTheBot(why) => {
                tracing::debug!(update_id = id, why, "an update not for the bot is left");
                None
            }
            Left::NoPerson => {
                tracing::info!(update_id = id, why = left.why(), "an update is left");
                Some(Text::new("no-person"))
            }
            Left::Unreadable(kind) => {
                tracing::warn!(update_id = id, kind, why = left.why(), "an update is left");
                // A message the library read as empty has lost its text:
                // only in a direct chat is it surely for the bot.
                let asks = match &update.kind {
                    UpdateKind::Error(raw) => updates::raw_asks_the_bot(raw),
                    UpdateKind::Message(message) => message.chat.is_private(),
                    _ => false,
                };
                asks.then(|| Text::new("update-unreadable"))
            }
        }
    }

    /// Tells the sender of an update whose handling failed to try again.
    async fn apologise(&self, update: &Update) {
        self.answer(update, Text::new("service-trouble")).await;
    }

    /// Tells the sender of an update the store could not record that it
    /// will be handled once the store is back: once per update, however
    /// often Telegram brings it meanwhile.
    async fn tell_of_waiting(&self, update: &Update) {
        {
            let mut told = self
                .told
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if told.len() >= TOLD_LIMIT {
                told.clear();
            }
            if !told.insert(update.id.0) {
                return;
            }
        }
        self.answer(update, Text::new("store-unreachable")).await;
    }

    /// Answers an update with a message saying it was not handled: in its
    /// chat, or to the presser of a button alone.
    async fn answer(&self, update: &Update, text: Text) {
        let language = match &update.kind {
            UpdateKind::Error(raw) => updates::raw_language(raw).and_then(Language::from_code),
            _ => update.from().map(actor).and_then(|a| a.locale),
        }
        .unwrap_or_default();
        let Some((here, to)) = updates::answered_where(update) else {
            return;
        };
        let answer = Answer::new(self.outbox.clone(), to);
        let refused = Reply::refused(text.write(language));
        if let Err(error) = answer.answer(&here, &refused).await {
            tracing::warn!(update_id = update.id.0, %error, "telling of an update's fate failed");
        }
    }

    /// Takes up, now and every few seconds until `stop`, the updates left
    /// waiting in the store (their process stopped before handling them).
    pub(super) async fn sweep(self: Arc<Self>, stop: CancellationToken) {
        loop {
            match self.service.claim_waiting(PLATFORM, LEASE, 100).await {
                Ok(waiting) => {
                    for (id, body) in waiting {
                        match read_update(body.as_bytes()) {
                            Read::Update(update) => {
                                tracing::info!(update_id = %id, "taking up an update left waiting");
                                let _ = self.queue(*update, None);
                            }
                            Read::Unreadable { why: error, .. } | Read::NotAnUpdate(error) => {
                                tracing::error!(update_id = %id, %error, "a recorded update cannot be read; dropped");
                                self.service
                                    .finish(&self.service.delivery(PLATFORM, &id))
                                    .await;
                            }
                        }
                    }
                }
                Err(error) => tracing::warn!(%error, "looking for updates left waiting failed"),
            }
            tokio::select! {
                () = stop.cancelled() => return,
                () = tokio::time::sleep(SWEEP_EVERY) => {}
            }
        }
    }

    /// Long polling until `stop`: each batch is recorded before the next
    /// poll acknowledges it. While the store cannot record, nothing is
    /// acknowledged and Telegram keeps the updates.
    pub(super) async fn poll(self: Arc<Self>, stop: CancellationToken) {
        let mut offset = 0;
        let mut wait = Duration::from_secs(1);
        // Whether the store could not record at the last try: new updates'
        // senders are then told at once that they wait.
        let mut store_down = false;
        loop {
            let request = self
                .bot
                .get_updates()
                .offset(offset)
                .timeout(if store_down { 0 } else { POLL_SECONDS })
                .allowed_updates(ALLOWED);
            // The library's reader may panic on an update it cannot read:
            // the batch is then fetched again as it came and read update
            // by update, so that one update does not stop the polling.
            let reading = AssertUnwindSafe(request.into_future()).catch_unwind();
            let updates = tokio::select! {
                () = stop.cancelled() => return,
                got = reading => match got {
                    Ok(got) => got
                        .map(|updates| updates.into_iter().map(Read::from).collect())
                        .map_err(|error| error.to_string()),
                    Err(_) => self.batch_read_one_by_one(offset).await,
                },
            };
            let pause = match updates {
                Ok(updates) => {
                    let updates: Vec<Read> = updates;
                    if store_down {
                        for read in &updates {
                            if let Read::Update(update) = read {
                                self.tell_of_waiting(update).await;
                            }
                        }
                    }
                    store_down = false;
                    for read in updates {
                        let update = match read {
                            Read::Update(update) => *update,
                            Read::Unreadable { id, kind, why } => {
                                tracing::warn!(update_id = id, %kind, %why, "an update that cannot be read; left");
                                if !store_down {
                                    offset = offset.max(
                                        i32::try_from(id).unwrap_or(i32::MAX).saturating_add(1),
                                    );
                                }
                                continue;
                            }
                            Read::NotAnUpdate(why) => {
                                tracing::warn!(%why, "getUpdates gave something that is not an update");
                                continue;
                            }
                        };
                        // After a failure the rest wait too, in order.
                        if store_down {
                            self.tell_of_waiting(&update).await;
                            continue;
                        }
                        let body = serde_json::to_string(&update).unwrap_or_default();
                        let next = i32::try_from(update.id.0)
                            .unwrap_or(i32::MAX)
                            .saturating_add(1);
                        match self.receive(update, &body).await {
                            Ok(()) => offset = next,
                            Err(error) => {
                                tracing::error!(%error, "an update could not be recorded; Telegram keeps it");
                                store_down = true;
                            }
                        }
                    }
                    // Each try at the store takes its own time to fail.
                    wait = Duration::from_secs(1);
                    store_down.then_some(STORE_RETRY)
                }
                Err(error) => {
                    tracing::warn!(%error, retry_in = ?wait, "getUpdates failed");
                    let pause = wait;
                    wait = (wait * 2).min(Duration::from_secs(30));
                    Some(pause)
                }
            };
            if let Some(pause) = pause {
                tokio::select! {
                    () = stop.cancelled() => return,
                    () = tokio::time::sleep(pause) => {}
                }
            }
        }
    }

    /// The batch at `offset` fetched again as Telegram sent it, each update
    /// read on its own (after the library's reader panicked on the batch).
    async fn batch_read_one_by_one(&self, offset: i32) -> Result<Vec<Read>, String> {
        tracing::warn!(
            offset,
            "the library could not read a batch of updates; reading them one by one"
        );
        let url = format!(
            "{}bot{}/getUpdates",
            self.bot.api_url().as_str(),
            self.bot.token()
        );
        let query = serde_json::json!({"offset": offset, "timeout": 0, "allowed_updates": ALLOWED});
        let answer = self
            .bot
            .client()
            .post(url)
            .header("content-type", "application/json")
            .body(query.to_string())
            .send()
            .await
            .map_err(|e| format!("getUpdates, read one by one: {}", e.without_url()))?
            .text()
            .await
            .map_err(|e| format!("getUpdates, read one by one: {}", e.without_url()))?;
        let answer: serde_json::Value =
            serde_json::from_str(&answer).map_err(|e| format!("getUpdates answered {e}"))?;
        Ok(answer["result"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|update| read_update(update.to_string().as_bytes()))
            .collect())
    }

    /// Waits until every update taken in has been handled (at most
    /// `limit`): what is left stays recorded for the next sweep.
    pub(super) async fn drain(&self, limit: Duration) {
        // Workers end once their queues are empty.
        self.chats
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clear();
        self.work.close();
        if tokio::time::timeout(limit, self.work.wait()).await.is_err() {
            tracing::warn!(
                "stopping with updates still being handled; another sweep takes them up"
            );
        }
    }
}

/// An update of this intake, as the service takes it.
struct Arrived<'a> {
    intake: &'a Intake,
    update: &'a Update,
}

#[async_trait]
impl Arrival for Arrived<'_> {
    fn platform(&self) -> Platform {
        PLATFORM
    }

    fn id(&self) -> String {
        self.update.id.0.to_string()
    }

    fn outbox(&self) -> &dyn Outbox {
        &self.intake.outbox
    }

    async fn event(&self) -> Event {
        if let Some(change) = chat_change(self.update) {
            return Event::ChatChanged(change);
        }
        let intake = self.intake;
        match updates::read(&intake.bot, self.update, &intake.me).await {
            Ok(read) => Event::Message(Box::new(Incoming {
                asked: match &read.to {
                    AnswerTo::Message(_) => Asked::Typed,
                    AnswerTo::Press { message, .. } => Asked::Pressed {
                        message_id: message.0.to_string(),
                    },
                },
                answers: Box::new(Answer::new(intake.outbox.clone(), read.to)),
                actor: read.who,
                place: read.here,
                message: read.message,
            })),
            Err(left) => Event::Left(Intake::leave(self.update, &left)),
        }
    }

    async fn tell(&self, text: Text) {
        self.intake.answer(self.update, text).await;
    }

    async fn tell_waiting(&self) {
        self.intake.tell_of_waiting(self.update).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_update_that_comes_again_while_it_is_handled_here_is_not_queued_twice() {
        let service = Arc::new(
            Service::connect("sqlite::memory:")
                .await
                .expect("a service"),
        );
        // A Bot API no one serves: the handling fails to answer, which
        // does not matter here.
        let bot = Bot::new("1:x").set_api_url("http://127.0.0.1:9".parse().expect("a URL"));
        let me = BotName {
            name: "kibitzbot".into(),
            id: teloxide::types::UserId(1),
        };
        let intake = Intake::new(TelegramOutbox::new(bot), service, me);
        let update: Update = serde_json::from_value(serde_json::json!({
            "update_id": 7,
            "message": {"message_id": 1, "date": 0, "text": "hello",
                "chat": {"id": 5, "type": "private", "first_name": "A"},
                "from": {"id": 5, "is_bot": false, "first_name": "A"}}
        }))
        .expect("an update");
        let (first, first_answer) = oneshot::channel();
        let (second, second_answer) = oneshot::channel();
        assert!(intake.queue(update.clone(), Some(first)));
        assert!(!intake.queue(update.clone(), Some(second)), "queued once");
        // The second post is not kept waiting, and takes nothing from the
        // first, which hears once the update is handled (chatter: nothing
        // for its response to carry).
        assert!(second_answer.await.is_err(), "the second post goes");
        assert_eq!(first_answer.await.ok().flatten(), None);
        // Handled (chatter: nothing to say), it is no longer in flight,
        // and may be queued again.
        let started = tokio::time::Instant::now();
        while !intake.in_flight.lock().expect("lock").is_empty() {
            assert!(started.elapsed() < Duration::from_secs(5), "handled");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(intake.queue(update, None));
    }
}
