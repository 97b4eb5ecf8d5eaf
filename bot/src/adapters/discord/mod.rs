//! The Discord adapter, on serenity: slash commands (registered at
//! start-up, globally or in one development guild), buttons and
//! autocomplete, all arriving as interactions over the gateway, so no
//! privileged intent is needed. Replies are interaction responses: boards
//! as embeds with the PNG attached, refusals visible to their user only.
//!
//! One process runs every shard by default; `DISCORD_SHARDS` lets several
//! processes split them over one Postgres.

mod commands;
mod events;
mod notifier;
mod respond;

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use serenity::all::{ClientBuilder, GatewayIntents, GuildId, HttpBuilder};

use crate::service::Service;

pub use commands::{definitions, message_of};
pub use notifier::DiscordNotifier;

/// How long the service may take before an interaction's answer is
/// deferred (Discord allows three seconds for the first answer).
pub const DEFER_AFTER: Duration = Duration::from_secs(2);

/// Which shards this process runs: `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    /// The first shard id.
    pub first: u32,
    /// The last shard id (included).
    pub last: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

impl Shards {
    /// Reads `FIRST-LAST/TOTAL` or `ID/TOTAL` (`0-3/8`: shards 0 to 3 of 8).
    pub fn parse(text: &str) -> Result<Shards, String> {
        let bad = || {
            format!(
                "DISCORD_SHARDS must read FIRST-LAST/TOTAL or ID/TOTAL, like 0-3/8, not `{text}`"
            )
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let shards = Shards {
            first: number(first)?,
            last: number(last)?,
            total: number(total)?,
        };
        if shards.first > shards.last || shards.last >= shards.total {
            return Err(format!(
                "DISCORD_SHARDS `{text}`: the shards must lie within 0 to {} and the first \
                 must not come after the last",
                shards.total.saturating_sub(1)
            ));
        }
        Ok(shards)
    }
}

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot's token (from `DISCORD_TOKEN`; never logged).
    pub token: String,
    /// Register the commands in this guild only, where they appear at once
    /// (`DISCORD_GUILD_ID`; for development). Otherwise globally.
    pub guild: Option<GuildId>,
    /// The shards of this process (`DISCORD_SHARDS`); all when `None`.
    pub shards: Option<Shards>,
    /// For tests only: the REST API's base (`DISCORD_API_URL`), with
    /// serenity's rate limiter off, which its proxy setting requires.
    pub api_url: Option<String>,
    /// How long the service may take before an answer is deferred
    /// (`DEFER_AFTER`; zero defers every answer).
    pub defer_after: Duration,
}

impl DiscordConfig {
    /// The configuration in the environment; `None` without a token.
    pub fn from_env() -> Result<Option<DiscordConfig>, String> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let Some(token) = var("DISCORD_TOKEN") else {
            return Ok(None);
        };
        let guild = match var("DISCORD_GUILD_ID") {
            Some(id) => Some(
                id.trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|&id| id != 0)
                    .map(GuildId::new)
                    .ok_or_else(|| format!("DISCORD_GUILD_ID is not a guild id: `{id}`"))?,
            ),
            None => None,
        };
        let shards = var("DISCORD_SHARDS")
            .map(|s| Shards::parse(&s))
            .transpose()?;
        Ok(Some(DiscordConfig {
            token: token.trim().to_owned(),
            guild,
            shards,
            api_url: var("DISCORD_API_URL"),
            defer_after: DEFER_AFTER,
        }))
    }

    /// A notifier that posts in channels as this bot.
    pub fn notifier(&self) -> DiscordNotifier {
        DiscordNotifier::new(self.http())
    }

    fn http(&self) -> serenity::http::Http {
        let builder = HttpBuilder::new(&self.token);
        match &self.api_url {
            Some(url) => {
                tracing::warn!(%url, "Discord REST calls go to a stand-in, without rate limits");
                builder
                    .proxy(url.clone())
                    .ratelimiter_disabled(true)
                    .build()
            }
            None => builder.build(),
        }
    }
}

/// Connects the shards and serves interactions until the process stops.
pub async fn run(service: Service, config: DiscordConfig) -> Result<(), String> {
    let handler = events::Handler {
        service: Arc::new(service),
        guild: config.guild,
        defer_after: config.defer_after,
        registered: AtomicBool::new(false),
        me: OnceLock::new(),
    };
    // Everything arrives as interactions, which need no gateway intent.
    let mut client = ClientBuilder::new_with_http(config.http(), GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    let started = match config.shards {
        None => client.start_autosharded().await,
        // serenity's range here includes its end.
        Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
    };
    started.map_err(|e| format!("Discord: {e}"))
}

#[cfg(test)]
mod tests {
    use super::Shards;

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
