//! What a supervisor, a load balancer and Prometheus ask every listener a
//! process opens (the pages', Telegram's webhook, Discord's interactions
//! endpoint, or `KIBITZ_OPS_LISTEN` alone): `GET /healthz` (the process
//! answers), `GET /readyz` (its store answers and holds every migration
//! this build knows; else 503 with the reason) and `GET /metrics` (the
//! counters of [`crate::telemetry`] in Prometheus's text format, with the
//! shared queues' depths as the store counts them at the scrape). None of
//! them is ever cached.

use std::net::SocketAddr;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::service::Service;

/// The paths these routes take on every listener.
pub const PATHS: [&str; 3] = ["/healthz", "/readyz", "/metrics"];

/// The health, readiness and metrics routes, answered for `service`.
pub fn routes(service: Service) -> Router {
    Router::new()
        .route("/healthz", get(alive))
        .route("/readyz", get(ready))
        .route("/metrics", get(metrics))
        .with_state(service)
}

/// Serves only these routes at `listen` until `shutdown` completes (for a
/// process that opens no other listener).
pub async fn serve(
    service: Service,
    listen: SocketAddr,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|e| format!("cannot listen on {listen} for health and metrics: {e}"))?;
    tracing::info!(%listen, "serving health and metrics");
    axum::serve(listener, routes(service))
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|e| format!("the health and metrics listener stopped: {e}"))
}

/// `GET /healthz`: the process answers (for a supervisor's liveness
/// check; nothing else is asked).
async fn alive() -> Response {
    health(StatusCode::OK, serde_json::json!({ "status": "alive" }))
}

/// `GET /readyz`: 200 when the process can serve (its store answers and
/// holds every migration this build knows), else 503 with the reason,
/// for a load balancer to send it nothing meanwhile.
async fn ready(State(service): State<Service>) -> Response {
    match service.ready().await {
        Ok(()) => health(StatusCode::OK, serde_json::json!({ "status": "ready" })),
        Err(reason) => health(
            StatusCode::SERVICE_UNAVAILABLE,
            serde_json::json!({ "status": "not ready", "reason": reason }),
        ),
    }
}

/// A health answer: JSON, never kept by a cache.
fn health(status: StatusCode, body: serde_json::Value) -> Response {
    (
        status,
        [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        axum::Json(body),
    )
        .into_response()
}

/// `GET /metrics`: Prometheus's text format; 404 in a process that keeps
/// no metrics.
async fn metrics(State(service): State<Service>) -> Response {
    match service.queue_depths().await {
        Ok((games_due, analyses_waiting)) => {
            crate::telemetry::set_queue_depths(games_due, analyses_waiting);
        }
        Err(error) => tracing::warn!(%error, "the queues' depths could not be counted"),
    }
    match crate::telemetry::render() {
        Some(text) => (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
                ),
                (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            ],
            text,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "this process keeps no metrics").into_response(),
    }
}
