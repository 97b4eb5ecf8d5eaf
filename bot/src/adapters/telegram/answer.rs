//! Answering one update, as the [`Outbox`] the service publishes its reply
//! through. A typed command is answered in its chat (a refusal or a
//! question as a reply to the message it concerns, so the group sees whom
//! it concerns); a pressed button is acknowledged once, as Telegram asks:
//! with an alert for a refusal (shown to the presser alone), or plainly
//! before anything is posted. A question answered replaces the question.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use teloxide::Bot;
use teloxide::payloads::{AnswerCallbackQuerySetters, EditMessageTextSetters};
use teloxide::prelude::Requester;
use teloxide::requests::HasPayload;
use teloxide::types::{CallbackQueryId, MessageId, ParseMode};

use super::pacing::Patience;
use super::send::{
    TelegramOutbox, chat_of, html, is_text_alone, plain, reply_as_response_call, response_call,
    send_reply, with_retry,
};
use crate::chat::{DeliveryError, NewThread, Notice, OpenedThread, Outbox, Place, Reply};
use crate::service::intake::Answers;

/// What the update is.
#[derive(Clone, Debug)]
pub(super) enum AnswerTo {
    /// A message, typed in a chat.
    Message(MessageId),
    /// A button pressed on a message.
    Press {
        /// The callback query to acknowledge.
        query: CallbackQueryId,
        /// The message whose button was pressed.
        message: MessageId,
    },
}

/// The outbox of one update.
pub(super) struct Answer {
    outbox: TelegramOutbox,
    to: AnswerTo,
    /// Whether the pressed button's query was acknowledged.
    acknowledged: AtomicBool,
    /// Whether the answer may go in the webhook's response to the post
    /// that brought the update (a post waits for it, and no write marked
    /// the update handled).
    in_response: AtomicBool,
    /// The answer kept for the webhook's response, once given: the call as
    /// the response carries it, JSON with its `method`.
    kept: Mutex<Option<String>>,
}

/// The longest alert Telegram shows, in characters (it allows 200).
const ALERT_CHARS: usize = 190;

impl Answer {
    /// The outbox answering `to`, posting through `outbox`.
    pub(super) fn new(outbox: TelegramOutbox, to: AnswerTo) -> Answer {
        Answer {
            outbox,
            to,
            acknowledged: AtomicBool::new(false),
            in_response: AtomicBool::new(false),
            kept: Mutex::new(None),
        }
    }

    /// Whether an answer may still go in the webhook's response.
    fn may_keep(&self) -> bool {
        self.in_response.load(Ordering::Acquire)
            && self
                .kept
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .is_none()
    }

    /// Keeps `kept` for the webhook's response, when the answer may go
    /// there and none was kept yet; whether it did.
    fn keep(&self, kept: impl FnOnce() -> Option<String>) -> bool {
        if !self.in_response.load(Ordering::Acquire) {
            return false;
        }
        let mut slot = self
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if slot.is_some() {
            return false;
        }
        *slot = kept();
        slot.is_some()
    }

    fn bot(&self) -> &Bot {
        self.outbox.bot()
    }

    /// Acknowledges a pressed button's query, once: with `alert` shown to
    /// the presser alone, or plainly.
    pub(super) async fn acknowledge(&self, alert: Option<&str>) {
        let AnswerTo::Press { query, .. } = &self.to else {
            return;
        };
        if self.acknowledged.swap(true, Ordering::AcqRel) {
            return;
        }
        let _ = with_retry(|| {
            let request = self.bot().answer_callback_query(query.clone());
            match alert {
                Some(text) => request.text(text.to_owned()).show_alert(true),
                None => request,
            }
        })
        .await;
    }

    /// Sends a reply in `place` by a call, answering the update's message.
    async fn send(&self, place: &Place, reply: &Reply) -> Result<Option<String>, DeliveryError> {
        self.acknowledge(None).await;
        let target = chat_of(&place.channel_id).ok_or_else(|| {
            DeliveryError::Lasting(format!("`{}` is no Telegram chat", place.channel_id))
        })?;
        send_reply(
            (&self.outbox, Patience::Answer),
            target,
            Some(self.source()),
            reply,
        )
        .await
        .map(|sent| sent.map(|message| message.0.to_string()))
        .map_err(|error| super::send::delivery_error(&error))
    }

    /// The message the answer replies to, when it replies to one.
    fn source(&self) -> MessageId {
        match &self.to {
            AnswerTo::Message(message) | AnswerTo::Press { message, .. } => *message,
        }
    }
}

#[async_trait::async_trait]
impl Answers for Answer {
    /// Keeps the first answer for the webhook's response when `may` and it
    /// is one the response can carry (a text reply alone, or a press's
    /// alert).
    fn carry_in_response(&self, may: bool) {
        self.in_response.store(may, Ordering::Release);
    }

    fn kept(&self) -> Option<String> {
        self.kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
    }
}

#[async_trait::async_trait]
impl Outbox for Answer {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.acknowledge(None).await;
        self.outbox.deliver(notice).await
    }

    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        self.acknowledge(None).await;
        self.outbox.post(notice).await
    }

    async fn answer(&self, place: &Place, reply: &Reply) -> Result<Option<String>, DeliveryError> {
        if let AnswerTo::Press { query, .. } = &self.to
            && reply.is_refused()
        {
            // An alert shows plain text: no backticks around commands.
            let short: String = plain(&reply.text).chars().take(ALERT_CHARS).collect();
            let kept = self.keep(|| {
                let call = self
                    .bot()
                    .answer_callback_query(query.clone())
                    .text(short.clone())
                    .show_alert(true);
                response_call(call.payload_ref())
            });
            if kept {
                self.acknowledged.store(true, Ordering::Release);
            } else {
                self.acknowledge(Some(&short)).await;
            }
            return Ok(None);
        }
        // An answer in the webhook's response is sent by Telegram as soon
        // as it reads it: it takes its chat's slot (so that what follows
        // waits after it) without waiting for it.
        let may_go_now = match chat_of(&place.channel_id) {
            Some((chat, _))
                if self.may_keep()
                    && matches!(self.to, AnswerTo::Message(_))
                    && is_text_alone(reply) =>
            {
                self.outbox
                    .pace()
                    .turn(chat, Patience::Response)
                    .await
                    .is_ok()
            }
            _ => false,
        };
        if may_go_now {
            let target = chat_of(&place.channel_id);
            let kept = self
                .keep(|| reply_as_response_call(self.bot(), target?, Some(self.source()), reply));
            if kept {
                return Ok(None);
            }
        }
        self.send(place, reply).await
    }

    async fn replace_question(
        &self,
        place: &Place,
        message_id: &str,
        reply: &Reply,
    ) -> Result<(), DeliveryError> {
        self.acknowledge(None).await;
        if let (Some((chat, _)), Ok(message)) = (chat_of(&place.channel_id), message_id.parse()) {
            let _ = with_retry(|| {
                self.bot()
                    .edit_message_text(chat, MessageId(message), html(&reply.text))
                    .parse_mode(ParseMode::Html)
            })
            .await;
        }
        Ok(())
    }

    async fn open_thread(
        &self,
        home: &Place,
        thread: &NewThread,
    ) -> Result<OpenedThread, DeliveryError> {
        self.acknowledge(None).await;
        self.outbox.open_thread(home, thread).await
    }

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        self.acknowledge(None).await;
        self.outbox.take_buttons_off(place, message_id).await;
    }
}
