//! Who sends an action from a page: a Telegram user whose Mini App data
//! Telegram signed for this bot, or the holder of a page link the server
//! signed for one player of one game. Anything else is refused with 401
//! and changes nothing.

use chrono::TimeDelta;
use serde_json::Value;

use super::Pages;
use super::telegram_auth::{InitDataError, verify_init_data};
use crate::chat::{Actor, Platform};

/// How long a Mini App's data is taken after Telegram signed it: the data
/// is signed when the app opens, and a game is played in one sitting.
pub const MINI_APP_DATA_AGE: TimeDelta = TimeDelta::hours(24);

/// Why an identity is refused, in words for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown(pub String);

/// The user an action's `auth` names, for game `game_id`.
pub(super) async fn identify(pages: &Pages, auth: &Value, game_id: i64) -> Result<Actor, Unknown> {
    if let Some(init_data) = auth.get("telegram").and_then(Value::as_str) {
        return telegram_user(pages, init_data);
    }
    if let Some(token) = auth.get("link").and_then(Value::as_str) {
        let holder = pages
            .service
            .read_page_link(token)
            .map_err(|error| Unknown(error.to_string()))?;
        if holder.game_id != game_id {
            return Err(Unknown("the link is for another game".to_owned()));
        }
        let player = pages
            .service
            .store()
            .player_by_id(holder.player_id)
            .await
            .map_err(|error| {
                tracing::error!(%error, "reading a page link's player");
                Unknown("the player could not be read; try again".to_owned())
            })?
            .ok_or_else(|| Unknown("the link's player is gone".to_owned()))?;
        return Ok(player.actor());
    }
    Err(Unknown(
        "open the page from the bot: Telegram's Mini App, or your own link from `page`".to_owned(),
    ))
}

/// The Telegram user whose Mini App data `auth` holds (`{"telegram":
/// initData}`): the Mini App's home, which lists their games.
pub(super) fn mini_app_user(pages: &Pages, auth: &Value) -> Result<Actor, Unknown> {
    match auth.get("telegram").and_then(Value::as_str) {
        Some(init_data) => telegram_user(pages, init_data),
        None => Err(Unknown(
            "open this page as the bot's Mini App in Telegram".to_owned(),
        )),
    }
}

/// The Telegram user of a Mini App's data.
fn telegram_user(pages: &Pages, init_data: &str) -> Result<Actor, Unknown> {
    let Some(token) = pages.telegram_token.as_deref() else {
        return Err(Unknown(
            "this server does not serve Telegram, so it cannot check a Mini App".to_owned(),
        ));
    };
    let user = verify_init_data(init_data, token, pages.service.now(), MINI_APP_DATA_AGE).map_err(
        |error| {
            Unknown(match error {
                InitDataError::Expired => {
                    "the Mini App data has expired: open the app again from Telegram".to_owned()
                }
                other => other.to_string(),
            })
        },
    )?;
    let name = match &user.last_name {
        Some(last) if !user.first_name.is_empty() => format!("{} {last}", user.first_name),
        _ => user.first_name.clone(),
    };
    Ok(Actor::new(Platform::Telegram, user.id.to_string(), name)
        .known_as(user.username.as_deref())
        .speaking(user.language_code.as_deref()))
}
