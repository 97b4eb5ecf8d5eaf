//! What every page's handler shares: the service, the outbox, the
//! connections followed and the replays drawn ([`Pages`]), and how a file
//! is answered.

use std::sync::Arc;

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

use crate::adapters::web::{follow, replays};
use crate::chat::Outbox;
use crate::service::Service;

/// What the pages need: the service, the outbox that posts what a player
/// does on a page in the game's chat, and the Telegram bot's token that
/// Mini App data is checked with (when the process knows it).
#[derive(Clone)]
pub struct Pages {
    pub(super) service: Service,
    pub(super) outbox: Arc<dyn Outbox>,
    pub(super) telegram_token: Option<Arc<str>>,
    pub(super) followed: Arc<follow::Followed>,
    pub(super) replays: Arc<replays::Replays>,
    /// Cancelled when the pages stop being served: the pages following a
    /// game are let go, so that the process can end.
    pub(super) stopping: tokio_util::sync::CancellationToken,
}

impl Pages {
    /// Pages over `service`, posting in chats through `outbox`.
    pub fn new(service: Service, outbox: Arc<dyn Outbox>) -> Pages {
        Pages {
            service,
            outbox,
            telegram_token: None,
            followed: Arc::default(),
            replays: Arc::default(),
            stopping: tokio_util::sync::CancellationToken::new(),
        }
    }

    /// The same pages, taking Telegram Mini App data signed for the bot
    /// whose token is `token`.
    pub fn with_telegram_token(mut self, token: &str) -> Pages {
        self.telegram_token = Some(Arc::from(token));
        self
    }
}

/// A file answer: its type, and whether to download it under a name.
pub(super) fn file(bytes: Vec<u8>, mime: &'static str, download: Option<String>) -> Response {
    let mut response = (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(mime)),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ],
        bytes,
    )
        .into_response();
    if let Some(name) = download
        && let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
    {
        response
            .headers_mut()
            .insert(header::CONTENT_DISPOSITION, value);
    }
    response
}
