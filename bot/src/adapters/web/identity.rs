//! Who sends an action from a page: a Telegram user whose Mini App data
//! Telegram signed for this bot, or the holder of a page link the server
//! signed for one player of one game or puzzle round. Anything else is refused with 401
//! and changes nothing.

use axum::http::StatusCode;
use chrono::TimeDelta;
use serde_json::Value;

use super::error::WebError;
use super::shared::Pages;
use super::telegram_auth::{InitDataError, verify_init_data};
use crate::chat::Actor;
use crate::service::LinkSubject;

/// How long a Mini App's data is taken after Telegram signed it: the data
/// is signed when the app opens, and a game is played in one sitting.
pub const MINI_APP_DATA_AGE: TimeDelta = TimeDelta::hours(24);

/// An identity refused, with why.
fn unknown(why: impl Into<String>) -> WebError {
    WebError::Refused(StatusCode::UNAUTHORIZED, why.into())
}

/// The user an action's `auth` names, on the page of `subject` (a game
/// or a puzzle round).
pub(super) async fn identify(
    pages: &Pages,
    auth: &Value,
    subject: LinkSubject,
) -> Result<Actor, WebError> {
    if let Some(init_data) = auth.get("telegram").and_then(Value::as_str) {
        return telegram_user(pages, init_data);
    }
    if let Some(token) = auth.get("link").and_then(Value::as_str) {
        return Ok(pages.service.pages().page_player(token, subject).await?);
    }
    Err(unknown(
        "open the page from the bot: Telegram's Mini App, or your own link from `page` (`solve` for a puzzle)",
    ))
}

/// The Telegram user whose Mini App data `auth` holds (`{"telegram":
/// initData}`): the Mini App's home, which lists their games.
pub(super) fn mini_app_user(pages: &Pages, auth: &Value) -> Result<Actor, WebError> {
    match auth.get("telegram").and_then(Value::as_str) {
        Some(init_data) => telegram_user(pages, init_data),
        None => Err(unknown("open this page as the bot's Mini App in Telegram")),
    }
}

/// The Telegram user of a Mini App's data, named as in the chats.
fn telegram_user(pages: &Pages, init_data: &str) -> Result<Actor, WebError> {
    let Some(token) = pages.telegram_token.as_deref() else {
        return Err(unknown(
            "this server does not serve Telegram, so it cannot check a Mini App",
        ));
    };
    let user = verify_init_data(init_data, token, pages.service.now(), MINI_APP_DATA_AGE).map_err(
        |error| match error {
            InitDataError::Expired => {
                unknown("the Mini App data has expired: open the app again from Telegram")
            }
            other => unknown(other.to_string()),
        },
    )?;
    Ok(
        Actor::telegram(user.id, user.username.as_deref(), &user.first_name)
            .speaking(user.language_code.as_deref()),
    )
}
