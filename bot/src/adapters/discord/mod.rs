//! The Discord adapter, on serenity: slash commands (registered at
//! start-up, globally or in one development guild), buttons and
//! autocomplete, all arriving as interactions over the gateway, so no
//! privileged intent is needed. Replies are interaction responses: boards
//! as embeds with the PNG attached, refusals visible to their user only.
//!
//! One process runs every shard by default; `DISCORD_SHARDS` lets several
//! processes split them over one Postgres. With `DISCORD_PUBLIC_KEY` a
//! process connects no gateway at all: Discord posts the interactions to
//! its endpoint ([`endpoint`]), and any number of processes serve them.

mod answer;
mod commands;
pub mod endpoint;
mod events;
mod identify;
mod outbox;
mod respond;

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use serenity::all::{ClientBuilder, GatewayIntents, GuildId, HttpBuilder};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::service::Service;

pub use commands::{definitions, message_of};
pub use endpoint::{EndpointConfig, PublicKey};
pub use identify::Shards;
pub use outbox::DiscordOutbox;

/// How long the service may take before an interaction's answer is
/// deferred (Discord allows three seconds for the first answer).
pub const DEFER_AFTER: Duration = Duration::from_secs(2);

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot's token (never logged).
    pub token: String,
    /// Register the commands in this guild only, where they appear at once
    /// (for development). Otherwise globally.
    pub guild: Option<GuildId>,
    /// The shards of this process; all when `None`.
    pub shards: Option<Shards>,
    /// For tests only: Discord's REST API answered elsewhere, with the
    /// requests otherwise exactly as in production.
    pub stand_in: Option<StandIn>,
    /// How long the service may take before an answer is deferred
    /// ([`DEFER_AFTER`]; zero defers every answer).
    pub defer_after: Duration,
    /// Receive the interactions at this endpoint instead of over the
    /// gateway.
    pub endpoint: Option<EndpointConfig>,
    /// Send every REST call through this rate-limiting proxy (such as
    /// twilight-http-proxy or nirn-proxy, `http://host:port`), which keeps
    /// Discord's rate limits for every process together.
    pub proxy: Option<String>,
    /// How often a gateway process asks whether Discord still accepts its
    /// token ([`TOKEN_CHECK_EVERY`]).
    pub token_check_every: Duration,
}

/// How often a gateway process asks whether Discord still accepts its
/// token: a revoked one stops the process, for its supervisor to act.
pub const TOKEN_CHECK_EVERY: Duration = Duration::from_secs(300);

impl DiscordConfig {
    /// How to reach Discord with `token`: commands registered in `guild`
    /// alone when one is given, the `shards` of this process (all when
    /// `None`), through a `stand_in` in tests; answers deferred after
    /// [`DEFER_AFTER`].
    pub fn new(
        token: &str,
        guild: Option<u64>,
        shards: Option<Shards>,
        stand_in: Option<StandIn>,
    ) -> DiscordConfig {
        DiscordConfig {
            token: token.trim().to_owned(),
            guild: guild.map(GuildId::new),
            shards,
            stand_in,
            defer_after: DEFER_AFTER,
            endpoint: None,
            proxy: None,
            token_check_every: TOKEN_CHECK_EVERY,
        }
    }

    /// The same, its REST calls sent through `proxy` when one is given.
    pub fn with_proxy(mut self, proxy: Option<String>) -> DiscordConfig {
        self.proxy = proxy;
        self
    }

    /// The same, receiving the interactions at `endpoint` (no gateway).
    pub fn with_endpoint(mut self, endpoint: Option<EndpointConfig>) -> DiscordConfig {
        self.endpoint = endpoint;
        self
    }

    /// The outbox that posts in channels as this bot.
    pub fn outbox(&self) -> DiscordOutbox {
        DiscordOutbox::new(Arc::new(self.http()))
    }

    fn http(&self) -> serenity::http::Http {
        let mut builder = HttpBuilder::new(&self.token);
        if let Some(proxy) = &self.proxy {
            // The proxy keeps the rate limits, for every process at once.
            tracing::info!(%proxy, "Discord REST calls go through a proxy");
            builder = builder.proxy(proxy.clone()).ratelimiter_disabled(true);
        }
        match &self.stand_in {
            Some(stand_in) => {
                tracing::warn!(address = %stand_in.address, "Discord REST calls go to a stand-in");
                builder.client(stand_in.client.clone()).build()
            }
            None => builder.build(),
        }
    }
}

/// A stand-in for Discord's REST API (tests only): `discord.com` resolves
/// to `address`, whose TLS certificate is signed by an extra trusted root.
/// Requests keep their real URLs and pass through serenity's rate limiter,
/// as in production.
#[derive(Clone, Debug)]
pub struct StandIn {
    /// Where `discord.com` is reached.
    pub address: std::net::SocketAddr,
    client: reqwest::Client,
}

impl StandIn {
    /// A stand-in at `address` whose certificate chains to `root_pem`.
    pub fn new(address: std::net::SocketAddr, root_pem: &[u8]) -> Result<StandIn, String> {
        let root = reqwest::Certificate::from_pem(root_pem)
            .map_err(|e| format!("the stand-in's root certificate is not PEM: {e}"))?;
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .tls_built_in_root_certs(false)
            .add_root_certificate(root)
            .resolve("discord.com", address)
            .build()
            .map_err(|e| format!("cannot build the stand-in's HTTP client: {e}"))?;
        Ok(StandIn { address, client })
    }
}

/// Connects the shards and serves interactions until the process stops.
pub async fn run(service: Service, config: DiscordConfig) -> Result<(), String> {
    run_until(service, config, CancellationToken::new()).await
}

/// How long a stop waits for the interactions being handled.
const DRAIN: Duration = Duration::from_secs(30);

/// Serves interactions until `stop` (over the gateway, or at the endpoint
/// when one is set): then takes no more, lets the interactions being
/// handled finish, and returns.
pub async fn run_until(
    service: Service,
    config: DiscordConfig,
    stop: CancellationToken,
) -> Result<(), String> {
    let work = TaskTracker::new();
    let records = service.platform_records();
    let handler = events::Handler {
        service: Arc::new(service),
        guild: config.guild,
        defer_after: config.defer_after,
        registered: AtomicBool::new(false),
        me: OnceLock::new(),
        work: work.clone(),
    };
    if let Some(endpoint) = config.endpoint.clone() {
        let served = endpoint::serve(
            Arc::new(handler),
            Arc::new(config.http()),
            config.guild,
            endpoint,
            stop,
        )
        .await;
        drain(work).await;
        return served;
    }
    // Everything arrives as interactions, which need no gateway intent.
    let http = config.http();
    let client = ClientBuilder::new_with_http(http, GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    let shards = client.shard_manager.clone();
    // The shards start one by one, each at its identify slot shared with
    // every process on the store; then the process serves until `stop`.
    identify::start_shards(shards.clone(), &client.http, &records, config.shards, &stop).await?;
    let served = tokio::select! {
        () = stop.cancelled() => Ok(()),
        revoked = identify::token_revoked(&client.http, config.token_check_every) => Err(revoked),
    };
    shards.shutdown_all().await;
    drain(work).await;
    served
}

/// Lets the interactions being handled finish (for at most [`DRAIN`]).
async fn drain(work: TaskTracker) {
    work.close();
    if tokio::time::timeout(DRAIN, work.wait()).await.is_err() {
        tracing::warn!("stopping with interactions still being handled");
    }
}

#[cfg(test)]
mod tests {
    use super::identify::Shards;

    #[test]
    fn shard_ranges_read_and_bad_ones_are_explained() {
        let s = |first, last, total| Shards { first, last, total };
        assert_eq!(Shards::parse("0-3/8"), Ok(s(0, 3, 8)));
        assert_eq!(Shards::parse("5/8"), Ok(s(5, 5, 8)));
        assert_eq!(Shards::parse(" 0-0/1 "), Ok(s(0, 0, 1)));
        for bad in ["", "3", "0-3", "a-b/c", "4-3/8", "0-8/8", "-1/2"] {
            let error = Shards::parse(bad).expect_err(bad);
            assert!(error.contains("DISCORD_SHARDS"), "{error}");
        }
    }
}
