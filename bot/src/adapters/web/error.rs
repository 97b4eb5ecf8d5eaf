//! Every way a page's request is refused, as one type that answers for
//! itself: an unknown game or address is the 404 page; a refused request is
//! a JSON `{"error": why}` with its status, which the page shows; a fault
//! of the store is logged and a plain 500.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::page;
use crate::games::page::PageError;

/// Why a page's request is not answered.
#[derive(Debug)]
pub enum WebError {
    /// No such game, move or address.
    NotFound,
    /// Refused with this status, for this reason (shown on the page).
    Refused(StatusCode, String),
    /// The store or the pictures failed; the page may try again.
    Trouble(String),
}

impl WebError {
    /// A request refused as malformed (400).
    pub fn bad(why: impl Into<String>) -> WebError {
        WebError::Refused(StatusCode::BAD_REQUEST, why.into())
    }
}

impl From<PageError> for WebError {
    fn from(error: PageError) -> WebError {
        match error {
            PageError::NoGame | PageError::NoPuzzle | PageError::NoTournament => WebError::NotFound,
            PageError::NotAPlayer => WebError::Refused(StatusCode::FORBIDDEN, error.to_string()),
            PageError::Forbidden(why) => WebError::Refused(StatusCode::FORBIDDEN, why),
            PageError::NotForThisPage(why) => WebError::bad(why),
            PageError::Unknown(why) => WebError::Refused(StatusCode::UNAUTHORIZED, why),
            PageError::Trouble(why) => WebError::Trouble(why),
        }
    }
}

/// A refusal as the page reads it.
#[derive(Serialize)]
struct Refusal {
    error: String,
}

impl IntoResponse for WebError {
    fn into_response(self) -> Response {
        match self {
            WebError::NotFound => {
                (StatusCode::NOT_FOUND, page::html(page::not_found())).into_response()
            }
            WebError::Refused(status, error) => (status, Json(Refusal { error })).into_response(),
            WebError::Trouble(error) => {
                tracing::error!(%error, "a game page could not be read");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "The game could not be read; try again.",
                )
                    .into_response()
            }
        }
    }
}
