//! Answering one update, as the [`Outbox`] the service publishes its reply
//! through. A typed command is answered in its chat (a refusal or a
//! question as a reply to the message it concerns, so the group sees whom
//! it concerns); a pressed button is acknowledged once, as Telegram asks:
//! with an alert for a refusal (shown to the presser alone), or plainly
//! before anything is posted. A question answered replaces the question.

use std::sync::atomic::{AtomicBool, Ordering};

use teloxide::Bot;
use teloxide::payloads::{AnswerCallbackQuerySetters, EditMessageTextSetters};
use teloxide::prelude::Requester;
use teloxide::types::{CallbackQueryId, MessageId, ParseMode};

use super::send::{TelegramOutbox, chat_of, html, plain, send_reply, with_retry};
use crate::chat::{DeliveryError, NewThread, Notice, OpenedThread, Outbox, Place, Reply};

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
        }
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

    /// The message the answer replies to, when it replies to one.
    fn source(&self) -> MessageId {
        match &self.to {
            AnswerTo::Message(message) | AnswerTo::Press { message, .. } => *message,
        }
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
        if matches!(self.to, AnswerTo::Press { .. }) && reply.is_refused() {
            // An alert shows plain text: no backticks around commands.
            let short: String = plain(&reply.text).chars().take(ALERT_CHARS).collect();
            self.acknowledge(Some(&short)).await;
            return Ok(None);
        }
        self.acknowledge(None).await;
        let target = chat_of(&place.channel_id).ok_or_else(|| {
            DeliveryError::Lasting(format!("`{}` is no Telegram chat", place.channel_id))
        })?;
        send_reply(self.bot(), target, Some(self.source()), reply)
            .await
            .map(|sent| sent.map(|message| message.0.to_string()))
            .map_err(|error| super::send::delivery_error(&error))
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
