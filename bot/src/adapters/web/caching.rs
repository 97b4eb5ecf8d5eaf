//! What lets a browser keep what it read: every answer to a `GET` (but the
//! event streams) carries a validator, `ETag`, a hash of its contents; a
//! request that names the one it holds (`If-None-Match`) is answered `304
//! Not Modified` with no body. Pages and pictures are checked again each
//! time (`Cache-Control: no-cache`, unless the answer says otherwise);
//! the files under hashed names are kept for good (see `assets`). Answers
//! are compressed (brotli or gzip, as the browser accepts) outside this.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// The largest answer given a validator, in bytes (a game's replay is the
/// largest; none comes near; a larger one goes without).
const MOST_VALIDATED_BYTES: usize = 32 * 1024 * 1024;

/// Whether `held` (an `If-None-Match` header) names `tag`.
fn holds(held: &HeaderValue, tag: &str) -> bool {
    held.to_str().is_ok_and(|held| {
        held.split(',')
            .map(str::trim)
            .any(|one| one == "*" || one.trim_start_matches("W/") == tag.trim_start_matches("W/"))
    })
}

/// Gives a `GET`'s successful answer its validator and answers a request
/// that holds it already with `304`.
pub(super) async fn validated(request: Request, next: Next) -> Response {
    let asked = matches!(*request.method(), Method::GET | Method::HEAD);
    let held = request.headers().get(header::IF_NONE_MATCH).cloned();
    let response = next.run(request).await;
    let streamed = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|kind| kind.as_bytes().starts_with(b"text/event-stream"));
    // An answer too large to hold for its hash goes as it is.
    let too_large = response
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|length| length.to_str().ok()?.parse::<usize>().ok())
        .is_some_and(|length| length > MOST_VALIDATED_BYTES);
    if !asked || streamed || too_large || response.status() != StatusCode::OK {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MOST_VALIDATED_BYTES).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    // Weak: the same contents compressed differently are the same answer.
    let tag = format!("W/\"{}\"", hex::encode(&Sha256::digest(&bytes)[..12]));
    let Ok(value) = HeaderValue::from_str(&tag) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    parts.headers.insert(header::ETAG, value);
    parts
        .headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-cache"));
    if held.as_ref().is_some_and(|held| holds(held, &tag)) {
        parts.status = StatusCode::NOT_MODIFIED;
        parts.headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::empty());
    }
    Response::from_parts(parts, Body::from(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_tag_is_found_among_several_weak_or_strong() {
        let tag = "W/\"abc\"";
        assert!(holds(&HeaderValue::from_static("W/\"abc\""), tag));
        assert!(holds(&HeaderValue::from_static("\"x\", \"abc\""), tag));
        assert!(holds(&HeaderValue::from_static("*"), tag));
        assert!(!holds(&HeaderValue::from_static("W/\"abd\""), tag));
    }
}
