//! What a page's request is about, read before its handler runs: the game
//! puzzle round or tournament its path names, the move of it to show, and
//! a JSON body.

use axum::extract::{FromRequest, FromRequestParts, Path, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use super::error::WebError;
use crate::model::{GameId, TournamentId};

/// The longest game number a path may hold (a store id is an `i64`).
const MOST_DIGITS: usize = 18;

/// The game a path names (`/game/12/...`); any other path is not found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameNumber(pub GameId);

/// A game's number from a path, if it is one.
pub(super) fn game_id(text: &str) -> Option<GameId> {
    if text.is_empty() || text.len() > MOST_DIGITS || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<i64>().ok().filter(|id| *id > 0).map(GameId)
}

impl<S: Send + Sync> FromRequestParts<S> for GameNumber {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, WebError> {
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| WebError::NotFound)?;
        game_id(&id).map(GameNumber).ok_or(WebError::NotFound)
    }
}

/// The tournament a path names (`/tournament/3/...`); any other path is
/// not found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TournamentNumber(pub TournamentId);

impl<S: Send + Sync> FromRequestParts<S> for TournamentNumber {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, WebError> {
        let GameNumber(id) = GameNumber::from_request_parts(parts, state).await?;
        Ok(TournamentNumber(TournamentId(id.get())))
    }
}

/// The puzzle round a path names (`/puzzle/17/...`); any other path is not
/// found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundNumber(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for RoundNumber {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, WebError> {
        let GameNumber(id) = GameNumber::from_request_parts(parts, state).await?;
        Ok(RoundNumber(id.get()))
    }
}

/// The move of a game to show: the query's `ply` (the position after
/// that many moves; the page's replay), or the game as it stands; `v` (a
/// version, which only keeps a browser from showing an old picture) is
/// ignored. A `ply` that is no number is not found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown(pub Option<usize>);

impl Shown {
    /// Reads a query; `None` when `ply` is there but not a number.
    fn read(query: Option<&str>) -> Option<Shown> {
        let mut shown = Shown::default();
        for (name, value) in url::form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
            if name == "ply" {
                if value.is_empty() || value.len() > 6 || !value.bytes().all(|b| b.is_ascii_digit())
                {
                    return None;
                }
                shown.0 = Some(value.parse().ok()?);
            }
        }
        Some(shown)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Shown {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, WebError> {
        Shown::read(parts.uri.query()).ok_or(WebError::NotFound)
    }
}

/// A JSON object of type `T` as a body (at most the router's body limit,
/// which answers a larger one with 413); anything else is refused with 400.
#[derive(Clone, Debug)]
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = WebError;

    async fn from_request(request: Request, state: &S) -> Result<Self, WebError> {
        let bytes = axum::body::Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
                WebError::Refused(rejection.status(), "too much data".to_owned())
            })?;
        let value: serde_json::Value = serde_json::from_slice(&bytes)
            .ok()
            .filter(serde_json::Value::is_object)
            .ok_or_else(|| WebError::bad("the request is not a JSON object"))?;
        serde_json::from_value(value)
            .map(JsonBody)
            .map_err(|error| WebError::bad(format!("the request does not read: {error}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_number_is_digits_that_fit_a_store_id() {
        assert_eq!(game_id("12"), Some(GameId(12)));
        for bad in ["", "0", "-1", "1e3", "12a", "99999999999999999999", "１２"] {
            assert_eq!(game_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_move_to_show_is_a_number_or_nothing() {
        assert_eq!(Shown::read(Some("ply=3&v=9")), Some(Shown(Some(3))));
        assert_eq!(Shown::read(None), Some(Shown(None)));
        assert_eq!(Shown::read(Some("v=2")), Some(Shown(None)));
        for bad in ["ply=", "ply=x", "ply=-1", "ply=1234567"] {
            assert_eq!(Shown::read(Some(bad)), None, "{bad}");
        }
    }
}
