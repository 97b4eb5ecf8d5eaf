//! Replies into Telegram calls: a photo with a caption for a board, a
//! photo for a picture sent with a reply (an evaluation graph), a document
//! for a game record, a message otherwise; buttons as an inline keyboard. Rate limits (429 with `retry_after`) are waited out and
//! retried; a send that still fails is logged, and the move it reports
//! stays committed.

use std::future::IntoFuture;

use teloxide::payloads::{SendDocumentSetters, SendMessage, SendMessageSetters, SendPhotoSetters};
use teloxide::prelude::Requester;
use teloxide::requests::{HasPayload, JsonRequest, Payload};
use teloxide::types::{
    ChatId, InlineKeyboardButton, InlineKeyboardMarkup, InputFile, MessageId, ParseMode,
    ReplyParameters, ThreadId, WebAppInfo,
};
use teloxide::{ApiError, Bot, RequestError};

use crate::chat::{
    DeliveryError, NewThread, Notice, OpenedThread, Outbox, Place, Recipient, Reply,
    write_link_mentions,
};
use crate::model::Platform;

use super::pacing::{Pace, Patience};

/// A request sent in a forum topic, when there is one.
macro_rules! in_topic {
    ($request:expr, $thread:expr) => {
        match $thread {
            Some(thread) => $request.message_thread_id(thread),
            None => $request,
        }
    };
}

/// How often a call is tried when Telegram asks to wait.
const ATTEMPTS: usize = 4;

/// Telegram's limit on a photo caption, in characters.
const CAPTION_CHARS: usize = 1024;

/// Runs a request, waiting out rate limits; the error when it still failed
/// (logged).
pub(super) async fn with_retry<T, F, R>(request: F) -> Result<T, RequestError>
where
    F: Fn() -> R,
    R: IntoFuture<Output = Result<T, RequestError>>,
{
    let mut attempt = 1;
    loop {
        match request().into_future().await {
            Ok(value) => return Ok(value),
            Err(RequestError::RetryAfter(wait)) if attempt < ATTEMPTS => {
                tracing::warn!(seconds = wait.seconds(), "Telegram asks to wait");
                tokio::time::sleep(wait.duration()).await;
                attempt += 1;
            }
            Err(error) => {
                tracing::error!(%error, "a Telegram call failed");
                return Err(error);
            }
        }
    }
}

/// A failed call, as lasting or passing: Telegram refusing the request
/// (the bot blocked or removed, the chat gone, no right to post) lasts; a
/// rate limit, the network, an answer not understood, or an error Telegram
/// did not name may pass.
pub(super) fn delivery_error(error: &RequestError) -> DeliveryError {
    let message = format!("Telegram did not take it: {error}");
    let failed = match error {
        RequestError::Api(ApiError::Unknown(_))
        | RequestError::RetryAfter(_)
        | RequestError::Network(_)
        | RequestError::InvalidJson { .. }
        | RequestError::Io(_) => DeliveryError::Passing(message),
        RequestError::Api(_) | RequestError::MigrateToChatId(_) => DeliveryError::Lasting(message),
    };
    let kind = if failed.may_pass() {
        "passing"
    } else {
        "lasting"
    };
    crate::telemetry::count_platform_error(crate::model::Platform::Telegram, kind);
    failed
}

/// Telegram's limit on a button's callback data, in bytes.
const CALLBACK_DATA_BYTES: usize = 64;

/// The reply's buttons for `chat`: its own as [`keyboard`] makes them,
/// and in a private chat with the bot a last row that opens the game's
/// page as a Mini App (Telegram allows those buttons only there, and only
/// to an `https` address).
fn keyboard_in(chat: ChatId, reply: &Reply) -> Option<InlineKeyboardMarkup> {
    let markup = keyboard(reply);
    let app = reply
        .page
        .as_ref()
        .filter(|_| chat.is_user())
        .and_then(|page| url::Url::parse(&page.url).ok().map(|url| (page, url)))
        .filter(|(_, url)| url.scheme() == "https");
    match app {
        Some((page, url)) => {
            let button = InlineKeyboardButton::web_app(page.label.clone(), WebAppInfo { url });
            Some(
                markup
                    .unwrap_or_else(|| InlineKeyboardMarkup::new(Vec::<Vec<_>>::new()))
                    .append_row([button]),
            )
        }
        None => markup,
    }
}

/// The reply's buttons, four to a row; a button whose request is too long
/// for Telegram to carry is left out (the command can still be typed).
fn keyboard(reply: &Reply) -> Option<InlineKeyboardMarkup> {
    let buttons: Vec<InlineKeyboardButton> = reply
        .buttons
        .iter()
        .map(|b| (b, b.request.to_string()))
        .filter(|(_, data)| data.len() <= CALLBACK_DATA_BYTES)
        .map(|(b, data)| InlineKeyboardButton::callback(b.label.clone(), data))
        .collect();
    if buttons.is_empty() {
        return None;
    }
    let rows: Vec<Vec<InlineKeyboardButton>> = buttons
        .chunks(4)
        .map(<[InlineKeyboardButton]>::to_vec)
        .collect();
    Some(InlineKeyboardMarkup::new(rows))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::{Button, ButtonRole};
    use crate::command::{Command, Mention, Page, Request};

    #[test]
    fn text_goes_as_html_with_commands_as_code_and_everything_else_escaped() {
        assert_eq!(
            html("Write `accept` or `decline`."),
            "Write <code>accept</code> or <code>decline</code>."
        );
        assert_eq!(
            html("<b>bob</b> & `a<b` vs `x"),
            "&lt;b&gt;bob&lt;/b&gt; &amp; <code>a&lt;b</code> vs `x"
        );
        assert_eq!(html("``"), "<code></code>");
        // A user without a username is named by a link to their id; a name
        // that tries to write such a link itself cannot.
        let erin = crate::chat::link_mention("23", "Erin <3");
        assert_eq!(
            html(&format!("`accept` {erin}, to move")),
            r#"<code>accept</code> <a href="tg://user?id=23">Erin &lt;3</a>, to move"#
        );
        assert_eq!(plain(&format!("`accept` {erin}")), "accept Erin <3");
        let forged = crate::chat::plain_name("x\u{F8F0}1\u{F8F1}y\u{F8F2}");
        assert_eq!(html(&forged), "x1y");
    }

    #[test]
    fn a_button_too_long_for_telegram_is_left_out() {
        let history = |name: &str| {
            Request::new(Command::History {
                player: Mention::new(&format!("@{name}")),
                of: crate::perf::Finished::All,
                page: Page::new(9999).expect("a page"),
            })
        };
        let reply = Reply::info("history".into()).with_buttons(vec![
            Button::new("short".into(), history("ann"), ButtonRole::Secondary),
            Button::new(
                "long".into(),
                history(&"n".repeat(60)),
                ButtonRole::Secondary,
            ),
        ]);
        let markup = keyboard(&reply).expect("a keyboard");
        let labels: Vec<&str> = markup
            .inline_keyboard
            .iter()
            .flatten()
            .map(|b| b.text.as_str())
            .collect();
        assert_eq!(labels, ["short"]);
    }

    #[test]
    fn a_games_page_opens_as_a_mini_app_only_in_a_private_chat_and_over_https() {
        let with_page = |url: &str| {
            Reply::info("board".into()).with_page(Some(crate::chat::PageLink {
                label: "Open the board".into(),
                url: url.into(),
                line: format!("Follow it live: {url}"),
            }))
        };
        let reply = with_page("https://chess.example/game/4");
        let markup = keyboard_in(ChatId(11), &reply).expect("a keyboard");
        let button = &markup.inline_keyboard[0][0];
        assert_eq!(button.text, "Open the board");
        let json = serde_json::to_value(button).expect("a button");
        assert_eq!(json["web_app"]["url"], "https://chess.example/game/4");
        assert!(
            keyboard_in(ChatId(-1001), &reply).is_none(),
            "not in a group"
        );
        let plain = with_page("http://127.0.0.1:8080/game/4");
        assert!(keyboard_in(ChatId(11), &plain).is_none(), "not over http");
    }
}

/// Telegram's limit on a message's text, in characters.
const TEXT_CHARS: usize = 4096;

/// A reply's text as Telegram's HTML: every character that is markup in
/// HTML escaped (so that no name or move a user typed can format or break
/// the message), and each pair of backticks, which our messages put around
/// what to type, turned into `<code>`. A backtick without a partner stays
/// as it is.
pub(super) fn html(text: &str) -> String {
    write_link_mentions(
        text,
        |out, id, name| {
            // A link by id, which Telegram shows as a mention of the user.
            if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) {
                out.push_str("<a href=\"tg://user?id=");
                out.push_str(id);
                out.push_str("\">");
                escape_into(out, name);
                out.push_str("</a>");
            } else {
                escape_into(out, name);
            }
        },
        code_into,
    )
}

/// A reply's text as plain text (an alert, which takes no markup): link
/// mentions as their names, no backticks.
pub(super) fn plain(text: &str) -> String {
    write_link_mentions(
        text,
        |out, _, name| out.push_str(name),
        |out, rest| out.push_str(&rest.replace('`', "")),
    )
}

/// Appends `text` escaped, with pairs of backticks as `<code>`.
fn code_into(out: &mut String, text: &str) {
    let mut rest = text;
    while let Some(open) = rest.find('`') {
        let Some(length) = rest[open + 1..].find('`') else {
            break;
        };
        escape_into(out, &rest[..open]);
        out.push_str("<code>");
        escape_into(out, &rest[open + 1..open + 1 + length]);
        out.push_str("</code>");
        rest = &rest[open + 2 + length..];
    }
    escape_into(out, rest);
}

/// Appends `text` with `&`, `<` and `>` escaped.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

/// Sends a reply to a chat (in a forum, to the topic `thread`), answering
/// `to` when given (refusals and questions answer the message that caused
/// them, so the group sees whom they concern). Every part is tried; the
/// message that carries the text (the board's photo, when there is one),
/// or the first failure. What Telegram will not take as a photo or a file
/// still reaches the chat as text: a board as its caption, a game record
/// as the PGN itself.
pub async fn send_reply(
    (outbox, patience): (&TelegramOutbox, Patience),
    (chat, thread): (ChatId, Option<ThreadId>),
    to: Option<MessageId>,
    reply: &Reply,
) -> Result<Option<MessageId>, RequestError> {
    let sent = send_reply_in((outbox, patience), (chat, thread), to, reply).await;
    // A group that became a supergroup: its games follow it, and the
    // reply goes to the new chat (where the message it answered is not).
    if let Err(RequestError::MigrateToChatId(moved)) = &sent {
        let moved = *moved;
        outbox.pace.chat_moved(chat, moved).await;
        tracing::info!(
            from = chat.0,
            to = moved.0,
            "a chat moved; the reply goes to its new id"
        );
        return send_reply_in((outbox, patience), (moved, None), None, reply).await;
    }
    sent
}

/// Sends a reply as [`send_reply`] does, to the chat given.
async fn send_reply_in(
    (outbox, patience): (&TelegramOutbox, Patience),
    (chat, thread): (ChatId, Option<ThreadId>),
    to: Option<MessageId>,
    reply: &Reply,
) -> Result<Option<MessageId>, RequestError> {
    let bot = &outbox.bot;
    // Once a part is sent, the rest of the reply waits its turn however
    // long: a notice half sent must not be sent again.
    let started = std::sync::atomic::AtomicBool::new(false);
    let turn = || {
        let patience = if started.load(std::sync::atomic::Ordering::Relaxed) {
            Patience::Answer
        } else {
            patience
        };
        outbox.pace.turn(chat, patience)
    };
    let target = (chat, thread);
    let extras = Extras {
        markup: keyboard_in(chat, reply),
        answer: to.filter(|_| reply.is_private()).map(ReplyParameters::new),
        html: true,
    };
    let mut sent = Ok(None);
    let text = reply.chat_text();
    if let Some(board) = &reply.board {
        turn().await?;
        let caption: String = text.chars().take(CAPTION_CHARS).collect();
        sent = with_retry(|| {
            let mut request = bot
                .send_photo(
                    chat,
                    InputFile::memory(board.png.clone())
                        .file_name(format!("game-{}.png", board.game_id.get())),
                )
                .caption(html(&caption))
                .parse_mode(ParseMode::Html);
            if let Some(thread) = thread {
                request = request.message_thread_id(thread);
            }
            if let Some(markup) = &extras.markup {
                request = request.reply_markup(markup.clone());
            }
            request
        })
        .await
        .map(|message| Some(message.id));
        if sent.is_err() && !text.is_empty() {
            tracing::warn!("the board's photo failed; its text goes alone");
            let text: String = text.chars().take(TEXT_CHARS).collect();
            sent = match turn().await {
                Ok(()) => send_text(bot, target, &text, &extras).await,
                Err(paced) => Err(paced),
            };
        }
    } else if !text.is_empty() {
        turn().await?;
        sent = send_text(bot, target, &text, &extras).await;
    }
    if matches!(sent, Ok(Some(_))) {
        started.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    for file in &reply.files {
        let input = || InputFile::memory(file.bytes.clone()).file_name(file.name.clone());
        if let Err(paced) = turn().await {
            sent = sent.and(Err(paced));
            continue;
        }
        // A picture (an evaluation graph) shows in the chat as a photo;
        // anything else is a document to open.
        let document = if file.mime == "image/png" {
            with_retry(|| in_topic!(bot.send_photo(chat, input()), thread))
                .await
                .map(|_| ())
        } else {
            with_retry(|| in_topic!(bot.send_document(chat, input()), thread))
                .await
                .map(|_| ())
        };
        let Err(error) = document else {
            continue;
        };
        let as_text = match std::str::from_utf8(&file.bytes) {
            Ok(record) if file.mime.starts_with("application/x-chess-pgn") => {
                let record: String = record.chars().take(TEXT_CHARS).collect();
                turn().await.is_ok()
                    && send_text(bot, target, &record, &Extras::default())
                        .await
                        .is_ok()
            }
            _ => false,
        };
        if !as_text {
            sent = sent.and(Err(error));
        }
    }
    sent
}

/// What goes with a text message: buttons, the message it answers, and
/// whether it is our messages' text (sent as HTML) or verbatim.
#[derive(Clone, Default)]
struct Extras {
    markup: Option<InlineKeyboardMarkup>,
    answer: Option<ReplyParameters>,
    html: bool,
}

/// Sends a text message to a chat or topic; the message sent.
async fn send_text(
    bot: &Bot,
    target: (ChatId, Option<ThreadId>),
    text: &str,
    extras: &Extras,
) -> Result<Option<MessageId>, RequestError> {
    with_retry(|| text_request(bot, target, text, extras))
        .await
        .map(|message| Some(message.id))
}

/// The call that sends a text message to a chat or topic.
fn text_request(
    bot: &Bot,
    (chat, thread): (ChatId, Option<ThreadId>),
    text: &str,
    extras: &Extras,
) -> JsonRequest<SendMessage> {
    let mut request = if extras.html {
        bot.send_message(chat, html(text))
            .parse_mode(ParseMode::Html)
    } else {
        bot.send_message(chat, text.to_owned())
    };
    if let Some(thread) = thread {
        request = request.message_thread_id(thread);
    }
    if let Some(markup) = &extras.markup {
        request = request.reply_markup(markup.clone());
    }
    if let Some(answer) = &extras.answer {
        request = request.reply_parameters(answer.clone());
    }
    request
}

/// Whether a reply can go as one text message, the only kind of reply an
/// answer in the webhook's response carries: no board, no file, no thread
/// to open, nothing for another chat, and some text.
pub(super) fn is_text_alone(reply: &Reply) -> bool {
    reply.board.is_none()
        && reply.files.is_empty()
        && reply.thread.is_none()
        && reply.elsewhere.is_none()
        && !reply.chat_text().is_empty()
        && reply.chat_text().chars().count() <= TEXT_CHARS
}

/// The call that sends `reply` (one that [`is_text_alone`]) to a chat or
/// topic, answering `to` as [`send_reply`] would, written as a webhook's
/// response carries a call: its parameters as JSON, with `method`.
pub(super) fn reply_as_response_call(
    bot: &Bot,
    (chat, thread): (ChatId, Option<ThreadId>),
    to: Option<MessageId>,
    reply: &Reply,
) -> Option<String> {
    let extras = Extras {
        markup: keyboard_in(chat, reply),
        answer: to.filter(|_| reply.is_private()).map(ReplyParameters::new),
        html: true,
    };
    let request = text_request(bot, (chat, thread), &reply.chat_text(), &extras);
    response_call(request.payload_ref())
}

/// A call written as a webhook's response carries it: the payload's
/// parameters as a JSON object, with the method's name as `method`.
pub(super) fn response_call<P: Payload + serde::Serialize>(payload: &P) -> Option<String> {
    let mut call = serde_json::to_value(payload).ok()?;
    call.as_object_mut()?
        .insert("method".to_owned(), P::NAME.into());
    Some(call.to_string())
}

/// A forum topic as the service knows it: `chat/topic`, a thread of the
/// chat, whose community is the chat.
pub(super) fn topic_place(chat: ChatId, topic: ThreadId) -> Place {
    Place::new(Platform::Telegram, format!("{}/{}", chat.0, topic.0.0))
        .in_community(chat.0.to_string())
        .in_thread_of(chat.0.to_string())
}

/// A link to a forum topic: `t.me/c/<chat>/<topic>`, where a supergroup's
/// id is written without its `-100`.
fn topic_link(chat: ChatId, topic: ThreadId) -> String {
    let id = chat.0.to_string();
    let bare = id
        .strip_prefix("-100")
        .unwrap_or(id.trim_start_matches('-'));
    format!("https://t.me/c/{bare}/{}", topic.0.0)
}

/// A Telegram chat as the service stores it: its id, and in a forum the
/// topic (`chat/topic`).
pub(super) fn chat_of(id: &str) -> Option<(ChatId, Option<ThreadId>)> {
    let (chat, topic) = match id.split_once('/') {
        Some((chat, topic)) => (chat, Some(topic.parse::<i32>().ok()?)),
        None => (id, None),
    };
    let chat = ChatId(chat.parse::<i64>().ok()?);
    Some((chat, topic.map(|t| ThreadId(MessageId(t)))))
}

/// Removes the buttons of a message whose challenge or game is settled,
/// or whose board a newer one replaced (a failure is logged; the change
/// stands).
pub(super) async fn clear_buttons(bot: &Bot, chat: ChatId, message: MessageId) {
    let _ = with_retry(|| bot.edit_message_reply_markup(chat, message)).await;
}

/// Posts in Telegram chats, forum topics and private chats, paced to
/// Telegram's limits when given a pace.
#[derive(Clone, Debug)]
pub struct TelegramOutbox {
    bot: Bot,
    pace: Pace,
}

impl TelegramOutbox {
    /// An outbox that posts as `bot`, unpaced.
    pub fn new(bot: Bot) -> TelegramOutbox {
        TelegramOutbox {
            bot,
            pace: Pace::none(),
        }
    }

    /// The same, its messages paced by `pace`.
    pub fn paced(mut self, pace: Pace) -> TelegramOutbox {
        self.pace = pace;
        self
    }

    /// The client it posts with.
    pub(super) fn bot(&self) -> &Bot {
        &self.bot
    }

    /// How its messages are paced.
    pub(super) fn pace(&self) -> &Pace {
        &self.pace
    }
}

#[async_trait::async_trait]
impl Outbox for TelegramOutbox {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.post(notice).await.map(|_| ())
    }

    async fn post(&self, notice: &Notice) -> Result<Option<String>, DeliveryError> {
        // A user's private chat with the bot has the user's id.
        let id = match &notice.to {
            Recipient::Channel(place) => &place.channel_id,
            Recipient::User { user_id, .. } => user_id,
        };
        let chat = chat_of(id)
            .ok_or_else(|| DeliveryError::Lasting(format!("`{id}` is no Telegram chat")))?;
        send_reply((self, Patience::Notice), chat, None, &notice.reply)
            .await
            .map(|sent| sent.map(|message| message.0.to_string()))
            .map_err(|error| delivery_error(&error))
    }

    async fn open_thread(
        &self,
        home: &Place,
        thread: &NewThread,
    ) -> Result<OpenedThread, DeliveryError> {
        let (chat, _) = chat_of(&home.channel_id).ok_or_else(|| {
            DeliveryError::Lasting(format!("`{}` is no Telegram chat", home.channel_id))
        })?;
        let topic = with_retry(|| self.bot.create_forum_topic(chat, thread.name.clone()))
            .await
            .map_err(|error| delivery_error(&error))?;
        Ok(OpenedThread {
            place: topic_place(chat, topic.thread_id),
            link: topic_link(chat, topic.thread_id),
        })
    }

    async fn take_buttons_off(&self, place: &Place, message_id: &str) {
        if let (Some((chat, _)), Ok(message)) =
            (chat_of(&place.channel_id), message_id.parse::<i32>())
        {
            clear_buttons(&self.bot, chat, MessageId(message)).await;
        }
    }
}
