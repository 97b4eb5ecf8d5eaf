//! Discord without a gateway: interactions posted by Discord to Kibitz's
//! "Interactions Endpoint URL". Each request is signed with Ed25519 over
//! its timestamp and body; a request whose signature is missing, does not
//! verify, or whose timestamp is more than [`FRESH_FOR`] away from now is
//! refused with 401 and changes nothing. A PING is answered with a PONG;
//! anything else is handled as an interaction from the gateway is, answered
//! through Discord's callback route, and the request is answered `202`
//! once that first answer (or its deferral) is sent, as Discord asks of an
//! endpoint that answers by the callback route. Such processes keep nothing
//! of their own, so any number of them can serve behind a load balancer.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use ed25519_dalek::{Signature, VerifyingKey};
use serenity::all::{ApplicationId, Http, Interaction};

use super::events::Handler;

/// How far a request's timestamp may be from this process's clock (either
/// way) before it is refused as stale: a request recorded and replayed
/// later is refused even with its genuine signature.
pub const FRESH_FOR: Duration = Duration::from_secs(5 * 60);

/// The most bytes an interaction's request may have.
const MOST_BYTES: usize = 1 << 20;

/// The longest the endpoint waits for an interaction's first answer before
/// it answers Discord's request (whose own wait is three seconds).
const ANSWER_WITHIN: Duration = Duration::from_secs(3);

/// The path Discord posts interactions to (the Interactions Endpoint URL
/// ends with it).
pub const PATH: &str = "/interactions";

/// The application's public key, as the developer portal shows it (64 hex
/// digits), which every request's signature must verify against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicKey(VerifyingKey);

impl PublicKey {
    /// Reads the key from its hex digits (`DISCORD_PUBLIC_KEY`).
    pub fn parse(text: &str) -> Result<PublicKey, String> {
        let bad = || {
            "DISCORD_PUBLIC_KEY must be the application's public key, 64 hex digits as the \
             developer portal shows it"
                .to_owned()
        };
        let bytes: [u8; 32] = hex::decode(text.trim())
            .map_err(|_| bad())?
            .try_into()
            .map_err(|_| bad())?;
        VerifyingKey::from_bytes(&bytes)
            .map(PublicKey)
            .map_err(|_| bad())
    }
}

/// Where interactions are received, and the key they are signed with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndpointConfig {
    /// The address to listen on (`DISCORD_INTERACTIONS_LISTEN`).
    pub listen: SocketAddr,
    /// The application's public key (`DISCORD_PUBLIC_KEY`).
    pub public_key: PublicKey,
}

/// Why a request was refused (each answered 401).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No `X-Signature-Ed25519` or no `X-Signature-Timestamp`.
    Unsigned,
    /// The signature is no signature, or does not verify.
    Forged,
    /// The timestamp is not a time within [`FRESH_FOR`] of now.
    Stale,
}

/// Checks a request's signature headers against `key`, at `now` (seconds
/// since 1970).
pub fn verify(key: &PublicKey, headers: &HeaderMap, body: &[u8], now: i64) -> Result<(), Refusal> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let (Some(signature), Some(timestamp)) = (
        header("x-signature-ed25519"),
        header("x-signature-timestamp"),
    ) else {
        return Err(Refusal::Unsigned);
    };
    let signature: [u8; 64] = hex::decode(signature)
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
        .ok_or(Refusal::Forged)?;
    let mut signed = Vec::with_capacity(timestamp.len().saturating_add(body.len()));
    signed.extend_from_slice(timestamp.as_bytes());
    signed.extend_from_slice(body);
    key.0
        .verify_strict(&signed, &Signature::from_bytes(&signature))
        .map_err(|_| Refusal::Forged)?;
    let fresh = timestamp
        .parse::<i64>()
        .ok()
        .is_some_and(|at| now.abs_diff(at) <= FRESH_FOR.as_secs());
    if fresh { Ok(()) } else { Err(Refusal::Stale) }
}

/// What the endpoint's requests share.
struct Endpoint {
    key: PublicKey,
    handler: Arc<Handler>,
    http: Arc<Http>,
}

/// The endpoint's routes: [`PATH`] for Discord, and the process's health
/// and metrics beside it.
fn router(endpoint: Arc<Endpoint>) -> Router {
    let ops = crate::adapters::ops::routes(endpoint.handler.service.as_ref().clone());
    Router::new()
        .route(PATH, post(receive))
        .layer(axum::extract::DefaultBodyLimit::max(MOST_BYTES))
        .with_state(endpoint)
        .merge(ops)
}

/// The application the interaction is for.
fn application_of(interaction: &Interaction) -> Option<ApplicationId> {
    match interaction {
        Interaction::Ping(ping) => Some(ping.application_id),
        Interaction::Command(command) | Interaction::Autocomplete(command) => {
            Some(command.application_id)
        }
        Interaction::Component(press) => Some(press.application_id),
        Interaction::Modal(modal) => Some(modal.application_id),
        _ => None,
    }
}

/// `POST /interactions`.
async fn receive(
    State(endpoint): State<Arc<Endpoint>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let now = chrono::Utc::now().timestamp();
    if let Err(refusal) = verify(&endpoint.key, &headers, &body, now) {
        tracing::info!(?refusal, "Discord endpoint: a request refused");
        crate::telemetry::count_refused_request("discord", refusal_name(refusal));
        return (StatusCode::UNAUTHORIZED, "invalid request signature").into_response();
    }
    let interaction = match serde_json::from_slice::<Interaction>(&body) {
        Ok(interaction) => interaction,
        Err(error) => {
            tracing::warn!(%error, "Discord endpoint: a signed request is no interaction");
            return (StatusCode::BAD_REQUEST, "not an interaction").into_response();
        }
    };
    if let Interaction::Ping(_) = interaction {
        return (
            [(header::CONTENT_TYPE, "application/json")],
            r#"{"type":1}"#,
        )
            .into_response();
    }
    // Replies after the first answer go to the application's webhook.
    if let Some(application) = application_of(&interaction) {
        endpoint.http.set_application_id(application);
    }
    let (first, answered) = tokio::sync::oneshot::channel();
    let (handler, http) = (endpoint.handler.clone(), endpoint.http.clone());
    endpoint.handler.work.spawn(async move {
        handler.take(http, interaction, Some(first)).await;
    });
    // Answered or deferred through the callback route (or, for a replay,
    // nothing to say): Discord hears 202 with no body.
    let _ = tokio::time::timeout(ANSWER_WITHIN, answered).await;
    StatusCode::ACCEPTED.into_response()
}

/// A refusal's name in the metrics.
fn refusal_name(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::Unsigned => "unsigned",
        Refusal::Forged => "forged",
        Refusal::Stale => "stale",
    }
}

/// Registers the slash commands (in `guild` alone when one is given) for
/// the application `http`'s token belongs to; a failure is logged, and the
/// endpoint serves the commands Discord already knows.
async fn register(http: &Http, guild: Option<serenity::all::GuildId>) {
    match http.get_current_application_info().await {
        Ok(application) => http.set_application_id(application.id),
        Err(error) => {
            tracing::error!(%error, "Discord: cannot read the application; the commands are not registered");
            return;
        }
    }
    match super::commands::register(http, guild).await {
        Ok(commands) => tracing::info!(count = commands.len(), "slash commands registered"),
        Err(error) => tracing::error!(%error, "Discord: registering the slash commands failed"),
    }
}

/// Serves the endpoint for `handler` at `config.listen` until `stop`,
/// after registering the commands through `http`.
pub(super) async fn serve(
    handler: Arc<Handler>,
    http: Arc<Http>,
    guild: Option<serenity::all::GuildId>,
    config: EndpointConfig,
    stop: tokio_util::sync::CancellationToken,
) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| {
            format!(
                "cannot listen on {} for Discord's interactions: {e}",
                config.listen
            )
        })?;
    register(&http, guild).await;
    tracing::info!(listen = %config.listen, path = PATH, "serving Discord's interactions endpoint");
    let endpoint = Arc::new(Endpoint {
        key: config.public_key,
        handler,
        http,
    });
    axum::serve(listener, router(endpoint))
        .with_graceful_shutdown(async move { stop.cancelled().await })
        .await
        .map_err(|e| format!("Discord's interactions endpoint stopped: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ed25519_dalek::{Signer, SigningKey};

    fn signed(key: &SigningKey, timestamp: &str, body: &[u8]) -> HeaderMap {
        let mut message = timestamp.as_bytes().to_vec();
        message.extend_from_slice(body);
        let mut headers = HeaderMap::new();
        let signature = hex::encode(key.sign(&message).to_bytes());
        headers.insert("x-signature-ed25519", signature.parse().expect("a header"));
        headers.insert(
            "x-signature-timestamp",
            timestamp.parse().expect("a header"),
        );
        headers
    }

    #[test]
    fn a_request_verifies_only_with_its_own_signature_body_and_a_fresh_time() {
        let key = SigningKey::from_bytes(&[7; 32]);
        let public = PublicKey::parse(&hex::encode(key.verifying_key().to_bytes())).expect("a key");
        let body = br#"{"type":1}"#;
        let now = 1_800_000_000;
        let headers = signed(&key, "1800000000", body);
        assert_eq!(verify(&public, &headers, body, now), Ok(()));
        assert_eq!(verify(&public, &headers, body, now + 299), Ok(()));
        assert_eq!(
            verify(&public, &headers, br#"{"type":2}"#, now),
            Err(Refusal::Forged)
        );
        assert_eq!(
            verify(&public, &headers, body, now + 301),
            Err(Refusal::Stale)
        );
        assert_eq!(
            verify(&public, &headers, body, now - 301),
            Err(Refusal::Stale)
        );
        let other = SigningKey::from_bytes(&[8; 32]);
        assert_eq!(
            verify(&public, &signed(&other, "1800000000", body), body, now),
            Err(Refusal::Forged)
        );
        let mut unsigned = headers.clone();
        unsigned.remove("x-signature-ed25519");
        assert_eq!(
            verify(&public, &unsigned, body, now),
            Err(Refusal::Unsigned)
        );
        let mut garbled = headers;
        garbled.insert("x-signature-ed25519", "zz".parse().expect("a header"));
        assert_eq!(verify(&public, &garbled, body, now), Err(Refusal::Forged));
    }

    #[test]
    fn a_public_key_reads_from_64_hex_digits_only() {
        let key = SigningKey::from_bytes(&[7; 32]);
        let text = hex::encode(key.verifying_key().to_bytes());
        assert!(PublicKey::parse(&text).is_ok());
        assert!(PublicKey::parse(&format!(" {text}\n")).is_ok());
        for bad in [
            "",
            "abc",
            &text[..62],
            &format!("{text}00"),
            &"g".repeat(64),
        ] {
            let error = PublicKey::parse(bad).expect_err(bad);
            assert!(error.contains("DISCORD_PUBLIC_KEY"), "{error}");
        }
    }
}
