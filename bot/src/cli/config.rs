//! The one place the environment is read: every setting of `kibitz`, as a
//! flag or its environment variable (`kibitz --help` lists them all), read
//! once and checked into typed settings. The adapters, the game pages, the
//! engine and the service receive what they need as values. A variable
//! set to nothing (or to spaces) counts as unset. Tokens and secrets are
//! never shown (`--help` hides their values) nor logged.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;
use kibitz::adapters::discord::{DiscordConfig, EndpointConfig, PublicKey, Shards, StandIn};
use kibitz::adapters::telegram::{Limits, TelegramConfig, WebhookConfig};
use kibitz::adapters::web::WebConfig;
use kibitz::service::{DEFAULT_VACATION_DAYS, MOST_VACATION_DAYS, PageKey};
use kibitz::store::DEFAULT_URL;

/// Every setting, from a flag or the environment.
#[derive(Debug, Default, Args)]
pub struct Config {
    /// The store: a `postgres://` URL, or `sqlite:FILE` [default: the
    /// SQLite file kibitz.sqlite in the current folder].
    #[arg(long, env = "DATABASE_URL", value_name = "URL", global = true)]
    database_url: Option<String>,
    /// What the log records, as tracing's filter: `info`, `debug`,
    /// `kibitz=debug,info` [default: info].
    #[arg(long, env = "KIBITZ_LOG", value_name = "FILTER", global = true)]
    log: Option<String>,
    /// How the log is written: `text` (lines for people) or `json` (a JSON
    /// object a line, for a log collector) [default: text].
    #[arg(long, env = "KIBITZ_LOG_FORMAT", value_name = "FORMAT", global = true)]
    log_format: Option<String>,
    /// The Telegram bot's token: serve Telegram (from the environment only).
    #[arg(
        long,
        env = "TELEGRAM_TOKEN",
        hide_env_values = true,
        value_name = "TOKEN"
    )]
    telegram_token: Option<String>,
    /// Another Bot API server's address (a local one, or a test's stand-in).
    #[arg(long, env = "TELEGRAM_API_URL", value_name = "URL")]
    telegram_api_url: Option<String>,
    /// Serve Telegram by webhook at this public HTTPS address instead of
    /// long polling.
    #[arg(long, env = "TELEGRAM_WEBHOOK_URL", value_name = "URL")]
    telegram_webhook_url: Option<String>,
    /// Where the webhook listens [default: 0.0.0.0:8443].
    #[arg(long, env = "TELEGRAM_WEBHOOK_LISTEN", value_name = "ADDRESS")]
    telegram_webhook_listen: Option<String>,
    /// The secret Telegram sends with every webhook post (1-256 of
    /// `A-Z a-z 0-9 _ -`; the same for every process; from the environment
    /// only).
    #[arg(
        long,
        env = "TELEGRAM_WEBHOOK_SECRET",
        hide_env_values = true,
        value_name = "SECRET"
    )]
    telegram_webhook_secret: Option<String>,
    /// The Discord bot's token: serve Discord (from the environment only).
    #[arg(
        long,
        env = "DISCORD_TOKEN",
        hide_env_values = true,
        value_name = "TOKEN"
    )]
    discord_token: Option<String>,
    /// Register the slash commands in this one server only, where they
    /// appear at once (for development).
    #[arg(long, env = "DISCORD_GUILD_ID", value_name = "ID")]
    discord_guild_id: Option<String>,
    /// The shards this process runs: `FIRST-LAST/TOTAL` (`0-3/8`) or
    /// `ID/TOTAL` [default: all that Discord recommends].
    #[arg(long, env = "DISCORD_SHARDS", value_name = "RANGE")]
    discord_shards: Option<String>,
    /// The application's public key (64 hex digits, from the developer
    /// portal): receive Discord's interactions at an endpoint instead of
    /// over the gateway.
    #[arg(long, env = "DISCORD_PUBLIC_KEY", value_name = "KEY")]
    discord_public_key: Option<String>,
    /// Where the interactions endpoint listens (with `DISCORD_PUBLIC_KEY`;
    /// Discord posts to `/interactions` there) [default: 0.0.0.0:8444].
    #[arg(long, env = "DISCORD_INTERACTIONS_LISTEN", value_name = "ADDRESS")]
    discord_interactions_listen: Option<String>,
    /// Send Discord's REST calls through this rate-limiting proxy
    /// (twilight-http-proxy, nirn-proxy), shared by every process.
    #[arg(long, env = "DISCORD_PROXY_URL", value_name = "URL")]
    discord_proxy_url: Option<String>,
    /// For tests only: reach `discord.com` at this `ip:port`...
    #[arg(long, env = "DISCORD_API_ADDRESS", value_name = "ADDRESS")]
    discord_api_address: Option<String>,
    /// ...whose TLS certificate chains to this PEM file.
    #[arg(long, env = "DISCORD_API_ROOT_CERT", value_name = "FILE")]
    discord_api_root_cert: Option<String>,
    /// Answer `/healthz`, `/readyz` and `/metrics` on this address (every
    /// other listener answers them too).
    #[arg(long, env = "KIBITZ_OPS_LISTEN", value_name = "ADDRESS", global = true)]
    ops_listen: Option<String>,
    /// Serve the game pages on this address (with `KIBITZ_WEB_URL`).
    #[arg(long, env = "KIBITZ_WEB_LISTEN", value_name = "ADDRESS", global = true)]
    web_listen: Option<String>,
    /// The pages' public address the chats link to (with
    /// `KIBITZ_WEB_LISTEN`).
    #[arg(long, env = "KIBITZ_WEB_URL", value_name = "URL", global = true)]
    web_url: Option<String>,
    /// The key players' page links are signed with (16 characters or more;
    /// from the environment only) [default: drawn from the chat tokens].
    #[arg(
        long,
        env = "KIBITZ_WEB_SECRET",
        hide_env_values = true,
        value_name = "SECRET",
        global = true
    )]
    web_secret: Option<String>,
    /// The days of vacation each player has a year, 0 to 365 [default: 30].
    #[arg(long, env = "KIBITZ_VACATION_DAYS", value_name = "DAYS", global = true)]
    vacation_days: Option<String>,
    /// The UCI engine the bot plays the classic family with (`none`: our own
    /// search only) [default: `stockfish` on the PATH, or Debian's
    /// /usr/games/stockfish].
    #[arg(long, env = "STOCKFISH_PATH", value_name = "PROGRAM", global = true)]
    stockfish_path: Option<String>,
    /// The UCI engine that analyses the lichess variants' games (`none`:
    /// they are not analysed) [default: `fairy-stockfish` on the PATH, or
    /// Debian's /usr/games/fairy-stockfish].
    #[arg(
        long,
        env = "FAIRY_STOCKFISH_PATH",
        value_name = "PROGRAM",
        global = true
    )]
    fairy_stockfish_path: Option<String>,
    /// The engine's nodes a position when it analyses a finished game,
    /// 1,000 to 100,000,000 [default: 100000].
    #[arg(
        long,
        env = "KIBITZ_ANALYSIS_NODES",
        value_name = "NODES",
        global = true
    )]
    analysis_nodes: Option<String>,
}

/// The settings that are secrets: read from the environment only, never
/// from a flag (which anyone listing the machine's processes could read).
const SECRETS: [(&str, &str); 4] = [
    ("telegram_token", "TELEGRAM_TOKEN"),
    ("telegram_webhook_secret", "TELEGRAM_WEBHOOK_SECRET"),
    ("discord_token", "DISCORD_TOKEN"),
    ("web_secret", "KIBITZ_WEB_SECRET"),
];

/// Refuses a secret given as a flag: it names the variable to set instead.
pub fn refuse_secret_flags(matches: &clap::ArgMatches) -> Result<(), String> {
    for (id, variable) in SECRETS {
        if matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine) {
            return Err(format!(
                "{variable} is read from the environment only: a flag would show it to anyone \
                 listing this machine's processes"
            ));
        }
    }
    Ok(())
}

/// The settings, read and checked.
#[derive(Debug)]
pub struct Settings {
    /// The store's URL.
    pub database_url: String,
    /// The log's filter.
    pub log: String,
    /// Whether the log is written as JSON lines.
    pub log_json: bool,
    /// How to reach Telegram, when it is served.
    pub telegram: Option<TelegramConfig>,
    /// How to reach Discord, when it is served.
    pub discord: Option<DiscordConfig>,
    /// Where the game pages are served and linked from, when they are.
    pub web: Option<WebConfig>,
    /// Where health and metrics are answered alone, when asked.
    pub ops_listen: Option<SocketAddr>,
    /// The key of the players' page links, as given.
    web_secret: Option<String>,
    /// The days of vacation each player has a year.
    pub vacation_days: u16,
    /// The UCI engine, when there is one.
    pub engine: Option<PathBuf>,
    /// The UCI engine of the lichess variants' analyses, when there is one.
    pub variant_engine: Option<PathBuf>,
    /// The engine's nodes a position in an analysis.
    pub analysis_nodes: i64,
}

/// A program setting: the program as named (`none` for none), else what
/// `find` finds in the folders of the `PATH`.
fn program(setting: &Option<String>, find: fn(Vec<PathBuf>) -> Option<PathBuf>) -> Option<PathBuf> {
    if let Some(path) = given(setting) {
        return (!path.eq_ignore_ascii_case("none")).then(|| PathBuf::from(path));
    }
    let dirs = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    find(dirs)
}

/// A setting as given: `None` when unset or set to nothing but spaces.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

impl Config {
    /// The settings, each checked: an error names the setting and what it
    /// must be.
    pub fn settings(&self) -> Result<Settings, String> {
        Ok(Settings {
            database_url: given(&self.database_url).unwrap_or(DEFAULT_URL).to_owned(),
            log: given(&self.log).unwrap_or("info").to_owned(),
            log_json: match given(&self.log_format) {
                None => false,
                Some(format) if format.eq_ignore_ascii_case("text") => false,
                Some(format) if format.eq_ignore_ascii_case("json") => true,
                Some(format) => {
                    return Err(format!(
                        "KIBITZ_LOG_FORMAT must be `text` or `json`, not {format:?}"
                    ));
                }
            },
            telegram: self.telegram()?,
            discord: self.discord()?,
            web: WebConfig::from_values(given(&self.web_listen), given(&self.web_url))?,
            ops_listen: given(&self.ops_listen)
                .map(|listen| {
                    listen.parse::<SocketAddr>().map_err(|_| {
                        format!("KIBITZ_OPS_LISTEN must be an address such as 0.0.0.0:9100, not {listen:?}")
                    })
                })
                .transpose()?,
            web_secret: given(&self.web_secret).map(str::to_owned),
            vacation_days: self.vacation_days()?,
            engine: self.engine(),
            variant_engine: self.variant_engine(),
            analysis_nodes: self.analysis_nodes()?,
        })
    }

    /// Telegram, when its token is set.
    fn telegram(&self) -> Result<Option<TelegramConfig>, String> {
        let Some(token) = given(&self.telegram_token) else {
            return Ok(None);
        };
        let api_url = given(&self.telegram_api_url)
            .map(|url| {
                url.parse()
                    .map_err(|e| format!("TELEGRAM_API_URL is not a URL: {e}"))
            })
            .transpose()?;
        let webhook = match given(&self.telegram_webhook_url) {
            None => None,
            Some(url) => {
                let url = url
                    .parse()
                    .map_err(|e| format!("TELEGRAM_WEBHOOK_URL is not a URL: {e}"))?;
                let listen = given(&self.telegram_webhook_listen)
                    .unwrap_or("0.0.0.0:8443")
                    .parse::<SocketAddr>()
                    .map_err(|e| format!("TELEGRAM_WEBHOOK_LISTEN is not an address: {e}"))?;
                let secret = given(&self.telegram_webhook_secret)
                    .ok_or("TELEGRAM_WEBHOOK_SECRET must be set with TELEGRAM_WEBHOOK_URL")?;
                Some(WebhookConfig::new(url, listen, secret.to_owned())?)
            }
        };
        Ok(Some(TelegramConfig {
            token: token.to_owned(),
            api_url,
            webhook,
            limits: Limits::TELEGRAM,
        }))
    }

    /// Discord, when its token is set.
    fn discord(&self) -> Result<Option<DiscordConfig>, String> {
        let Some(token) = given(&self.discord_token) else {
            return Ok(None);
        };
        let guild = given(&self.discord_guild_id)
            .map(|id| {
                id.parse::<u64>()
                    .ok()
                    .filter(|&id| id != 0)
                    .ok_or_else(|| format!("DISCORD_GUILD_ID is not a guild id: `{id}`"))
            })
            .transpose()?;
        let shards = given(&self.discord_shards).map(Shards::parse).transpose()?;
        let stand_in = match given(&self.discord_api_address) {
            None => None,
            Some(address) => {
                let address = address
                    .parse()
                    .map_err(|_| format!("DISCORD_API_ADDRESS is not host:port: `{address}`"))?;
                let path = given(&self.discord_api_root_cert)
                    .ok_or("DISCORD_API_ROOT_CERT must name a PEM file with DISCORD_API_ADDRESS")?;
                let pem = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
                Some(StandIn::new(address, &pem)?)
            }
        };
        let endpoint = match (
            given(&self.discord_public_key),
            given(&self.discord_interactions_listen),
        ) {
            (None, None) => None,
            (None, Some(_)) => {
                return Err(
                    "DISCORD_INTERACTIONS_LISTEN needs DISCORD_PUBLIC_KEY, the key Discord signs \
                     the interactions with"
                        .to_owned(),
                );
            }
            (Some(key), listen) => {
                if shards.is_some() {
                    return Err(
                        "DISCORD_SHARDS and DISCORD_PUBLIC_KEY exclude each other: a process \
                         that receives interactions at an endpoint runs no shards"
                            .to_owned(),
                    );
                }
                let listen = listen.unwrap_or("0.0.0.0:8444");
                Some(EndpointConfig {
                    listen: listen.parse().map_err(|_| {
                        format!("DISCORD_INTERACTIONS_LISTEN must be an address such as 0.0.0.0:8444, not {listen:?}")
                    })?,
                    public_key: PublicKey::parse(key)?,
                })
            }
        };
        let proxy = given(&self.discord_proxy_url)
            .map(|url| {
                let fits = (url.starts_with("http://") || url.starts_with("https://"))
                    && url.parse::<url::Url>().is_ok();
                if fits {
                    Ok(url.trim_end_matches('/').to_owned())
                } else {
                    Err(format!(
                        "DISCORD_PROXY_URL must be the proxy's address, like http://127.0.0.1:3000, not {url:?}"
                    ))
                }
            })
            .transpose()?;
        Ok(Some(
            DiscordConfig::new(token, guild, shards, stand_in)
                .with_endpoint(endpoint)
                .with_proxy(proxy),
        ))
    }

    /// The days of vacation a year.
    fn vacation_days(&self) -> Result<u16, String> {
        match given(&self.vacation_days) {
            None => Ok(DEFAULT_VACATION_DAYS),
            Some(text) => text
                .parse::<u16>()
                .ok()
                .filter(|days| *days <= MOST_VACATION_DAYS)
                .ok_or_else(|| {
                    format!(
                        "KIBITZ_VACATION_DAYS must be a number of days from 0 to {MOST_VACATION_DAYS}, not {text:?}"
                    )
                }),
        }
    }

    /// The engine's nodes a position in an analysis.
    fn analysis_nodes(&self) -> Result<i64, String> {
        match given(&self.analysis_nodes) {
            None => Ok(kibitz::analysis::run::ANALYSIS_NODES),
            Some(text) => text
                .parse::<i64>()
                .ok()
                .filter(|nodes| (1_000..=100_000_000).contains(nodes))
                .ok_or_else(|| {
                    format!(
                        "KIBITZ_ANALYSIS_NODES must be a number of nodes from 1000 to 100000000, not {text:?}"
                    )
                }),
        }
    }

    /// The UCI engine: as named (`none` for none), else Stockfish where
    /// this machine has it.
    fn engine(&self) -> Option<PathBuf> {
        program(
            &self.stockfish_path,
            kibitz_engine::opponent::find_stockfish,
        )
    }

    /// The engine of the variants' analyses: as named (`none` for none),
    /// else Fairy-Stockfish where this machine has it.
    fn variant_engine(&self) -> Option<PathBuf> {
        program(
            &self.fairy_stockfish_path,
            kibitz_engine::opponent::find_fairy_stockfish,
        )
    }
}

impl Settings {
    /// The key the players' page links are signed with: the page secret
    /// when set (at least 16 characters), else one drawn from the chat
    /// tokens this process serves (which every process of a deployment
    /// shares, so a link from one is good on the pages of another), else a
    /// key of this process alone.
    pub fn page_key(&self) -> Result<PageKey, String> {
        if let Some(secret) = &self.web_secret {
            if secret.chars().count() < 16 {
                return Err("KIBITZ_WEB_SECRET must be at least 16 characters long".to_owned());
            }
            return Ok(PageKey::from_secrets([secret.as_str()]));
        }
        let tokens: Vec<&str> = [
            self.telegram.as_ref().map(|c| c.token.as_str()),
            self.discord.as_ref().map(|c| c.token.as_str()),
        ]
        .into_iter()
        .flatten()
        .collect();
        Ok(if tokens.is_empty() {
            PageKey::random()
        } else {
            PageKey::from_secrets(tokens)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(set: impl FnOnce(&mut Config)) -> Config {
        let mut config = Config::default();
        set(&mut config);
        config
    }

    #[test]
    fn nothing_set_is_the_console_on_the_embedded_store() {
        let settings = Config::default().settings().expect("settings");
        assert_eq!(settings.database_url, DEFAULT_URL);
        assert_eq!(settings.log, "info");
        assert!(!settings.log_json);
        assert!(settings.telegram.is_none() && settings.discord.is_none());
        assert!(settings.web.is_none());
        assert_eq!(settings.vacation_days, DEFAULT_VACATION_DAYS);
    }

    #[test]
    fn a_public_key_receives_discord_at_an_endpoint_and_excludes_shards() {
        let key = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
        let endpoint = config(|c| {
            c.discord_token = Some("t".into());
            c.discord_public_key = Some(key.into());
        });
        let discord = endpoint
            .settings()
            .expect("settings")
            .discord
            .expect("Discord");
        let served = discord.endpoint.expect("an endpoint");
        assert_eq!(served.listen.to_string(), "0.0.0.0:8444");
        let gateway = config(|c| c.discord_token = Some("t".into()));
        let discord = gateway
            .settings()
            .expect("settings")
            .discord
            .expect("Discord");
        assert!(discord.endpoint.is_none());
        for (bad, named) in [
            (
                config(|c| {
                    c.discord_token = Some("t".into());
                    c.discord_interactions_listen = Some("0.0.0.0:8444".into());
                }),
                "needs DISCORD_PUBLIC_KEY",
            ),
            (
                config(|c| {
                    c.discord_token = Some("t".into());
                    c.discord_public_key = Some(key.into());
                    c.discord_shards = Some("0/2".into());
                }),
                "DISCORD_SHARDS and DISCORD_PUBLIC_KEY",
            ),
            (
                config(|c| {
                    c.discord_token = Some("t".into());
                    c.discord_public_key = Some("abc".into());
                }),
                "DISCORD_PUBLIC_KEY must be",
            ),
            (
                config(|c| {
                    c.discord_token = Some("t".into());
                    c.discord_public_key = Some(key.into());
                    c.discord_interactions_listen = Some("here".into());
                }),
                "DISCORD_INTERACTIONS_LISTEN must be",
            ),
            (
                config(|c| c.ops_listen = Some("9100".into())),
                "KIBITZ_OPS_LISTEN must be",
            ),
            (
                config(|c| {
                    c.discord_token = Some("t".into());
                    c.discord_proxy_url = Some("127.0.0.1:3000".into());
                }),
                "DISCORD_PROXY_URL must be",
            ),
        ] {
            let error = bad.settings().expect_err(named);
            assert!(error.contains(named), "{error}");
        }
    }

    #[test]
    fn a_setting_of_spaces_is_unset_and_a_bad_one_names_itself() {
        let blank = config(|c| {
            c.telegram_token = Some("  ".into());
            c.vacation_days = Some(String::new());
        });
        let settings = blank.settings().expect("settings");
        assert!(settings.telegram.is_none());
        assert_eq!(settings.vacation_days, DEFAULT_VACATION_DAYS);
        for (bad, named) in [
            (
                config(|c| c.vacation_days = Some("400".into())),
                "KIBITZ_VACATION_DAYS",
            ),
            (
                config(|c| c.log_format = Some("xml".into())),
                "KIBITZ_LOG_FORMAT",
            ),
            (
                config(|c| {
                    c.discord_token = Some("t".into());
                    c.discord_shards = Some("9/8".into());
                }),
                "DISCORD_SHARDS",
            ),
            (
                config(|c| {
                    c.telegram_token = Some("t".into());
                    c.telegram_webhook_url = Some("https://x.example/hook".into());
                }),
                "TELEGRAM_WEBHOOK_SECRET",
            ),
            (
                config(|c| c.web_listen = Some("0.0.0.0:1".into())),
                "KIBITZ_WEB_URL",
            ),
        ] {
            let error = bad.settings().expect_err(named);
            assert!(error.contains(named), "{error}");
        }
    }

    #[test]
    fn a_short_page_secret_is_refused_and_tokens_make_one_key_for_every_process() {
        let short = config(|c| c.web_secret = Some("short".into()));
        let error = short
            .settings()
            .expect("settings")
            .page_key()
            .expect_err("short");
        assert!(error.contains("KIBITZ_WEB_SECRET"), "{error}");
        let served = config(|c| c.telegram_token = Some("123:abc".into()));
        let (one, two) = (
            served.settings().expect("settings"),
            served.settings().expect("settings"),
        );
        let holder = kibitz::model::GameId(4);
        let player = kibitz::model::PlayerId(7);
        let expires = chrono::Utc::now() + chrono::TimeDelta::hours(1);
        let token = one
            .page_key()
            .expect("a key")
            .issue(holder, player, expires);
        let read = two
            .page_key()
            .expect("a key")
            .read(&token, chrono::Utc::now());
        assert!(read.is_ok(), "{read:?}");
    }

    #[test]
    fn the_engine_is_none_when_asked_and_the_named_program_otherwise() {
        let none = config(|c| c.stockfish_path = Some("none".into()));
        assert_eq!(none.settings().expect("settings").engine, None);
        let named = config(|c| c.stockfish_path = Some("/opt/sf".into()));
        assert_eq!(
            named.settings().expect("settings").engine,
            Some(PathBuf::from("/opt/sf"))
        );
    }
}
