//! Answering one interaction, as the [`Outbox`] the service publishes its
//! reply through. Discord wants a first answer within three seconds: when
//! the service takes longer, the interaction is deferred and the answer
//! fills it in later. A refusal or a question is shown to its user alone;
//! a pressed button's message is updated in the interaction's own answer
//! (its buttons taken off, a question replaced by its answer); anything
//! posted after the first answer is a follow-up. A public answer Discord
//! would not take is posted in the channel instead: what it reports is
//! committed, and the players must see it.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    ChannelId, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse, Http, InteractionId, MessageId,
};
use serenity::builder::Builder;
use tokio::sync::Mutex;

use super::outbox::{DiscordOutbox, failed, snowflake, take_buttons_off};
use super::respond::Parts;
use crate::chat::{DeliveryError, NewThread, Notice, OpenedThread, Outbox, Place, Reply};
use crate::service::intake::Answers;

/// What the interaction is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AnswerTo {
    /// A slash command.
    Command,
    /// A button pressed on a message.
    Press(MessageId),
}

/// How far the interaction is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Not yet.
    Unanswered,
    /// Deferred: Discord shows that an answer is coming.
    Deferred,
    /// Answered: anything more is a follow-up.
    Answered,
}

/// Hears when an interaction's first answer (or its deferral) was sent:
/// an interaction posted to the endpoint is answered `202` only then.
pub(super) type FirstAnswer = tokio::sync::oneshot::Sender<()>;

/// The outbox of one interaction (its copies answer it as one: they share
/// how far it is answered).
#[derive(Clone)]
pub(super) struct Answer {
    outbox: DiscordOutbox,
    id: InteractionId,
    token: String,
    asked: AnswerTo,
    /// The channel it came from, where an answer Discord refused goes.
    channel: ChannelId,
    state: Arc<Mutex<State>>,
    /// Told once the first answer was sent.
    first: Arc<std::sync::Mutex<Option<FirstAnswer>>>,
    /// How long the service may take before the answer is deferred.
    patience: Duration,
}

/// Logs a failed call; the change it reports is committed all the same.
pub(super) fn logged<T>(result: serenity::Result<T>, what: &'static str) {
    if let Err(error) = result {
        tracing::error!(%error, "Discord: {what} failed");
    }
}

impl Answer {
    /// The outbox of interaction `id` (with its `token`), asked in `channel`.
    pub(super) fn new(
        outbox: DiscordOutbox,
        (id, token): (InteractionId, &str),
        asked: AnswerTo,
        channel: ChannelId,
    ) -> Answer {
        Answer {
            outbox,
            id,
            token: token.to_owned(),
            asked,
            channel,
            state: Arc::new(Mutex::new(State::Unanswered)),
            first: Arc::new(std::sync::Mutex::new(None)),
            patience: Duration::ZERO,
        }
    }

    /// The same outbox, deferring the answer when the service takes
    /// longer than `patience` (zero defers every answer).
    pub(super) fn patient_for(mut self, patience: Duration) -> Answer {
        self.patience = patience;
        self
    }

    /// The same outbox, telling `first` when the first answer was sent.
    pub(super) fn telling(self, first: FirstAnswer) -> Answer {
        *self.first.lock().unwrap_or_else(|e| e.into_inner()) = Some(first);
        self
    }

    /// Tells whoever waits for it that the interaction has its first
    /// answer (once; later calls do nothing).
    fn settled(&self) {
        let first = self.first.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(first) = first {
            let _ = first.send(());
        }
    }

    fn http(&self) -> &Arc<Http> {
        self.outbox.http()
    }

    /// Tells Discord an answer is coming, unless one was given: a command's
    /// answer will be a message; a pressed button's message may be updated.
    async fn defer_answer(&self) {
        let mut state = self.state.lock().await;
        if *state != State::Unanswered {
            return;
        }
        let defer = match self.asked {
            AnswerTo::Command => {
                CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
            }
            AnswerTo::Press(_) => CreateInteractionResponse::Acknowledge,
        };
        let deferred = defer.execute(self.http(), (self.id, &self.token)).await;
        logged(deferred, "deferring");
        *state = State::Deferred;
        self.settled();
    }

    /// Tells the user whose interaction failed to try again, privately: as
    /// the answer, or as a follow-up when the answer was deferred or given.
    pub(super) async fn apologise(&self, text: String) {
        let mut state = self.state.lock().await;
        if *state == State::Unanswered {
            let answer = CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(text.clone())
                    .ephemeral(true),
            );
            if answer
                .execute(self.http(), (self.id, &self.token))
                .await
                .is_ok()
            {
                *state = State::Answered;
                self.settled();
                return;
            }
        }
        let followup = CreateInteractionResponseFollowup::new()
            .content(text)
            .ephemeral(true);
        logged(
            followup.execute(self.http(), (None, &self.token)).await,
            "apologising",
        );
        *state = State::Answered;
        self.settled();
    }

    /// Answers with `reply` as the interaction stands: the message (id)
    /// that shows it.
    async fn answer_now(
        &self,
        state: &mut State,
        reply: &Reply,
    ) -> serenity::Result<Option<MessageId>> {
        let http = self.http();
        let parts = Parts::of(reply);
        let was = *state;
        *state = State::Answered;
        match (was, self.asked) {
            (State::Unanswered, _) => {
                let answer = CreateInteractionResponse::Message(parts.response());
                answer.execute(http, (self.id, &self.token)).await?;
                if reply.live_board().is_some() {
                    let shown = http.get_original_interaction_response(&self.token).await?;
                    return Ok(Some(shown.id));
                }
                Ok(None)
            }
            // The deferred answer is public, a refusal is not; and an edit
            // notifies no one, so an answer that calls on someone comes as
            // a new message.
            (State::Deferred, AnswerTo::Command)
                if !parts.is_ephemeral() && reply.pings.is_empty() =>
            {
                let shown = parts.edit().execute(http, &self.token).await?;
                Ok(Some(shown.id))
            }
            (State::Deferred, AnswerTo::Command) => {
                logged(
                    http.delete_original_interaction_response(&self.token).await,
                    "removing a deferred answer",
                );
                let shown = parts.followup().execute(http, (None, &self.token)).await?;
                Ok(Some(shown.id))
            }
            (State::Deferred, AnswerTo::Press(_)) | (State::Answered, _) => {
                let shown = parts.followup().execute(http, (None, &self.token)).await?;
                Ok(Some(shown.id))
            }
        }
    }
}

#[async_trait::async_trait]
impl Answers for Answer {
    fn patience(&self) -> Option<Duration> {
        Some(self.patience)
    }

    async fn defer(&self) {
        self.defer_answer().await;
    }
}

#[async_trait::async_trait]
impl Outbox for Answer {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.outbox.deliver(notice).await
    }

    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        self.outbox.post(notice).await
    }

    async fn answer(&self, _place: &Place, reply: &Reply) -> Result<Option<String>, DeliveryError> {
        let mut state = self.state.lock().await;
        let answered = self.answer_now(&mut state, reply).await;
        self.settled();
        let shown = match answered {
            Ok(shown) => shown,
            Err(error) if !reply.is_private() => {
                tracing::warn!(%error, "Discord: answering an interaction failed; posting in the channel");
                self.channel
                    .send_message(self.http(), Parts::of(reply).message())
                    .await
                    .map(|message| Some(message.id))
                    .map_err(|error| failed("Discord did not take the answer", &error))?
            }
            Err(error) => return Err(failed("Discord did not take the answer", &error)),
        };
        Ok(shown.map(|id| id.get().to_string()))
    }

    async fn replace_question(
        &self,
        place: &Place,
        message_id: &str,
        reply: &Reply,
    ) -> Result<(), DeliveryError> {
        let mut state = self.state.lock().await;
        let http = self.http();
        match *state {
            State::Unanswered => {
                let answered = CreateInteractionResponseMessage::new()
                    .components(Vec::new())
                    .content(reply.text.clone());
                let update = CreateInteractionResponse::UpdateMessage(answered);
                logged(
                    update.execute(http, (self.id, &self.token)).await,
                    "answering a question",
                );
            }
            State::Deferred => {
                let edit = EditInteractionResponse::new()
                    .content(reply.text.clone())
                    .components(Vec::new());
                logged(
                    edit.execute(http, &self.token).await,
                    "answering a question",
                );
            }
            State::Answered => {
                drop(state);
                self.take_buttons_off(place, message_id).await;
                return self.answer(place, reply).await.map(|_| ());
            }
        }
        *state = State::Answered;
        self.settled();
        Ok(())
    }

    async fn open_thread(
        &self,
        home: &Place,
        thread: &NewThread,
    ) -> Result<OpenedThread, DeliveryError> {
        self.outbox.open_thread(home, thread).await
    }

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        let mut state = self.state.lock().await;
        let pressed = match self.asked {
            AnswerTo::Press(pressed) => Some(pressed),
            AnswerTo::Command => None,
        };
        let this_press =
            pressed.is_some_and(|pressed| snowflake(message_id) == Some(pressed.get()));
        match *state {
            // The pressed message's buttons go in the interaction's answer.
            State::Unanswered if this_press => {
                let cleared = CreateInteractionResponseMessage::new().components(Vec::new());
                let update = CreateInteractionResponse::UpdateMessage(cleared);
                logged(
                    update.execute(self.http(), (self.id, &self.token)).await,
                    "clearing buttons",
                );
                *state = State::Answered;
                self.settled();
            }
            State::Deferred if this_press => {
                let edit = EditInteractionResponse::new().components(Vec::new());
                logged(
                    edit.execute(self.http(), &self.token).await,
                    "clearing buttons",
                );
                *state = State::Answered;
            }
            _ => {
                if let (Some(channel), Some(message)) =
                    (snowflake(&place.channel_id), snowflake(message_id))
                {
                    take_buttons_off(
                        self.http(),
                        ChannelId::new(channel),
                        MessageId::new(message),
                    )
                    .await;
                }
            }
        }
    }
}
