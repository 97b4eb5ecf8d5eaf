//! Webhook mode: Telegram posts each update to an address of ours. A post
//! is answered 200 only once its update is recorded in the store (while
//! the store is down, a post waits for it a while) and handled; Telegram
//! posts again what got no 200. An answer that is one text message (a
//! refusal, a question, an alert to a presser) goes in the response, as a
//! call Telegram makes when it reads it, recorded with the update's mark
//! before the response is written: Telegram makes it only if the update
//! was answered, and a post made again because the response never reached
//! it carries the same answer, so the user hears it once whatever process
//! dies when. A post without the secret token is refused
//! with 401, one whose body is not an update with 400, and both are logged;
//! an update the library cannot read is logged and answered 200.

use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use teloxide::Bot;
use teloxide::payloads::SetWebhookSetters;
use teloxide::prelude::Requester;
use tokio_util::sync::CancellationToken;

use super::intake::{ALLOWED, Intake, Recorded};
use super::reading::{Read, read_update};

/// Webhook mode: Telegram posts updates to `url`, which a load balancer
/// sends to `listen` on any of several processes; each post must carry
/// `secret` in the `X-Telegram-Bot-Api-Secret-Token` header.
#[derive(Clone, Debug)]
pub struct WebhookConfig {
    /// The public address Telegram posts to.
    pub url: url::Url,
    /// The local address to listen on.
    pub listen: std::net::SocketAddr,
    /// The shared secret (1-256 of `A-Z a-z 0-9 _ -`; never logged).
    pub secret: String,
}

impl WebhookConfig {
    /// A webhook configuration; the secret is checked as Telegram requires.
    pub fn new(
        url: url::Url,
        listen: std::net::SocketAddr,
        secret: String,
    ) -> Result<WebhookConfig, String> {
        let valid = (1..=256).contains(&secret.len())
            && secret
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        if !valid {
            return Err(
                "the webhook secret must be 1-256 characters of A-Z, a-z, 0-9, _ and -".into(),
            );
        }
        Ok(WebhookConfig {
            url,
            listen,
            secret,
        })
    }
}

/// The header that carries the secret token.
const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// Telegram's own limit on a webhook body is far below this.
const BODY_LIMIT: usize = 4 * 1024 * 1024;

#[derive(Clone)]
struct Hook {
    intake: Arc<Intake>,
    secret: Arc<str>,
    /// Ends a post's wait for the store when the process stops.
    stop: CancellationToken,
}

/// Sets the webhook and serves it until `stop`; then stops taking posts.
pub(super) async fn serve(
    bot: &Bot,
    intake: Arc<Intake>,
    config: WebhookConfig,
    stop: CancellationToken,
) -> Result<(), String> {
    let path = match config.url.path() {
        "" => "/",
        path => path,
    };
    if crate::adapters::ops::PATHS.contains(&path) {
        return Err(format!(
            "TELEGRAM_WEBHOOK_URL's path {path} is where health and metrics are answered; choose another"
        ));
    }
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {} for the webhook: {e}", config.listen))?;
    bot.set_webhook(config.url.clone())
        .secret_token(config.secret.clone())
        .allowed_updates(ALLOWED)
        .await
        .map_err(|e| format!("setWebhook failed: {e}"))?;
    let ops = crate::adapters::ops::routes(intake.service().clone());
    let app = Router::new()
        .route(path, post(receive))
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(Hook {
            intake,
            secret: config.secret.into(),
            stop: stop.clone(),
        })
        .merge(ops);
    tracing::info!(listen = %config.listen, "serving the Telegram webhook");
    axum::serve(listener, app)
        .with_graceful_shutdown(stop.cancelled_owned())
        .await
        .map_err(|e| format!("the webhook stopped: {e}"))
}

/// One post: its secret checked, its body read, its update recorded.
async fn receive(State(hook): State<Hook>, headers: HeaderMap, body: Bytes) -> Response {
    let secret = headers.get(SECRET_HEADER).map(|v| v.as_bytes());
    if !secret.is_some_and(|given| same_secret(given, hook.secret.as_bytes())) {
        tracing::warn!("a webhook post without the right secret token was refused");
        return StatusCode::UNAUTHORIZED.into_response();
    }
    let update = match read_update(&body) {
        Read::Update(update) => *update,
        Read::Unreadable { id, kind, why } => {
            // Answered, or Telegram would post it again forever.
            tracing::warn!(update_id = id, %kind, %why, "an update that cannot be read; answered and left");
            return StatusCode::OK.into_response();
        }
        Read::NotAnUpdate(error) => {
            tracing::warn!(%error, bytes = body.len(), "a webhook post is not an update; refused");
            return StatusCode::BAD_REQUEST.into_response();
        }
    };
    let text = String::from_utf8_lossy(&body);
    let call = match hook.intake.receive_holding(update, &text, &hook.stop).await {
        Ok(Recorded::Queued(answer)) => answer.await.ok().flatten(),
        Ok(Recorded::Handled(answer)) => answer,
        Ok(Recorded::Nothing) => None,
        Err(error) => {
            tracing::error!(%error, "an update could not be recorded; Telegram will post it again");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    };
    match call {
        // The answer, as a call Telegram makes when it reads the response.
        Some(call) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            call,
        )
            .into_response(),
        None => StatusCode::OK.into_response(),
    }
}

/// Compares secrets in time that does not depend on where they differ.
fn same_secret(given: &[u8], secret: &[u8]) -> bool {
    given.len() == secret.len()
        && given
            .iter()
            .zip(secret)
            .fold(0u8, |differ, (a, b)| differ | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_match_only_when_equal() {
        assert!(same_secret(b"s3cret", b"s3cret"));
        assert!(!same_secret(b"s3creT", b"s3cret"));
        assert!(!same_secret(b"s3cre", b"s3cret"));
        assert!(!same_secret(b"", b"s3cret"));
    }
}
