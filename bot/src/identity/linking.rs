//! `link`, `link CODE` and `unlink`: one player on Discord and Telegram.
//!
//! `link` gives a one-time code, privately (Discord's private replies, a
//! direct chat with the bot elsewhere), good for [`LINK_CODE_LIFETIME`]
//! and once. Typed with `link CODE` by an account of another platform,
//! it joins that account into the asker's player (`store::linking` says
//! what merges how). Only a hash of a code is kept; a code typed is found
//! by its hash and the hash compared in constant time, so that neither the
//! store nor the comparison tells anything of a near miss. Guessing is
//! slowed to [`TRIES_PER_HOUR`] wrong codes an hour per account, and
//! asking to [`CODES_PER_HOUR`] codes; with 40 bits a code, guessing one
//! in its ten minutes is hopeless.

use chrono::{DateTime, TimeDelta, Utc};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::chat::Reply;
use crate::command::LinkStep;
use crate::context::{Ctx, Failure};
use crate::i18n::Text;
use crate::identity::Identity;
use crate::identity::store::forgetting::Busy;
use crate::identity::store::linking::{Joining, Parting};
use crate::model::Platform;
use crate::store::{PlayerRow, StoreError};

/// How long a code is good.
pub const LINK_CODE_LIFETIME: TimeDelta = TimeDelta::minutes(10);

/// Codes one account may ask for in an hour.
pub const CODES_PER_HOUR: usize = 5;

/// Wrong, stale or spent codes one account may type in an hour.
pub const TRIES_PER_HOUR: usize = 5;

/// The window the limits count in.
const HOUR: TimeDelta = TimeDelta::hours(1);

/// How long codes and wrong tries are kept after they are made: long
/// enough for the hour the limits count.
pub const LINK_RECORDS_KEPT: TimeDelta = TimeDelta::hours(2);

/// Crockford's base 32: digits and letters without I, L, O and U, which
/// are misread or misspell.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Symbols in a code: 40 bits.
const CODE_SYMBOLS: usize = 8;

/// A new code's symbols (`ABCD2345`).
fn new_code() -> String {
    (0..CODE_SYMBOLS)
        .map(|_| char::from(ALPHABET[usize::from(rand::random::<u8>() % 32)]))
        .collect()
}

/// A code's symbols as shown: `ABCD-2345`.
fn shown(symbols: &str) -> String {
    let (first, second) = symbols.split_at(symbols.len() / 2);
    format!("{first}-{second}")
}

/// A code as typed, read as its symbols: dashes and case do not matter,
/// and the letters Crockford's alphabet leaves out read as the digits they
/// look like (O as 0, I and L as 1). `None` when it is no code.
fn read_code(typed: &str) -> Option<String> {
    let symbols: String = typed
        .chars()
        .filter(|c| *c != '-')
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        })
        .collect();
    (symbols.len() == CODE_SYMBOLS && symbols.bytes().all(|b| ALPHABET.contains(&b)))
        .then_some(symbols)
}

/// What is kept of a code: the hex of its SHA-256.
fn code_hash(symbols: &str) -> String {
    let mut hash = Sha256::new();
    hash.update(b"kibitz link code\n");
    hash.update(symbols.as_bytes());
    hash.finalize()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Whether `kept` is the hash of the code typed, compared in constant time.
fn same_hash(kept: &str, typed: &str) -> bool {
    kept.len() == typed.len() && bool::from(kept.as_bytes().ct_eq(typed.as_bytes()))
}

/// Of the moments `seen`, those within the hour before `now`; and the
/// minutes until the oldest of them leaves it.
fn within_the_hour(seen: &[DateTime<Utc>], now: DateTime<Utc>) -> (usize, i64) {
    let recent: Vec<&DateTime<Utc>> = seen.iter().filter(|at| now - **at < HOUR).collect();
    let wait = recent
        .iter()
        .min()
        .map_or(0, |oldest| (**oldest + HOUR - now).num_seconds().max(0));
    (recent.len(), (wait + 59) / 60)
}

impl Identity {
    /// Deletes the codes and wrong tries made more than
    /// [`LINK_RECORDS_KEPT`] ago; how many.
    pub(crate) async fn prune_link_records(&self) -> Result<u64, StoreError> {
        self.identity_store
            .prune_link_records(self.clock.now() - LINK_RECORDS_KEPT)
            .await
    }

    /// `link` and `link CODE`.
    pub(crate) async fn link(&self, ctx: &Ctx<'_>, step: LinkStep) -> Result<Reply, Failure> {
        if !(ctx.direct || matches!(ctx.actor.platform, Platform::Discord | Platform::Console)) {
            return Ok(ctx.refuse(Text::new("link-ask-directly")));
        }
        if let Some(account) = &ctx.player.linked {
            return Ok(ctx.refuse(
                Text::new("link-already")
                    .arg("account", &account.name)
                    .arg("platform", account.platform.name())
                    .arg("player", &ctx.player.display_name)
                    .arg("own", ctx.player.platform.name()),
            ));
        }
        match step {
            LinkStep::Ask => self.give_link_code(ctx).await,
            LinkStep::Code(typed) => self.take_link_code(ctx, &typed).await,
        }
    }

    /// `link`: a new code, privately.
    async fn give_link_code(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        let now = self.clock.now();
        let asked = self.identity_store.link_codes_asked(ctx.player.id).await?;
        let (count, wait) = within_the_hour(&asked, now);
        if count >= CODES_PER_HOUR {
            return Ok(ctx.refuse(
                Text::new("link-too-many-codes")
                    .number("codes", CODES_PER_HOUR as f64)
                    .number("minutes", wait as f64),
            ));
        }
        let symbols = new_code();
        self.identity_store
            .save_link_code(
                &ctx.player,
                &code_hash(&symbols),
                now,
                now + LINK_CODE_LIFETIME,
                ctx.delivery,
            )
            .await?;
        Ok(Reply::private(
            ctx.say_privately(
                Text::new("link-code")
                    .arg("code", shown(&symbols))
                    .arg("platform", ctx.player.platform.name())
                    .number("minutes", LINK_CODE_LIFETIME.num_minutes() as f64),
            ),
        ))
    }

    /// A wrong, stale or spent code: noted against the account's tries,
    /// and refused saying `why`.
    async fn wrong_code(&self, ctx: &Ctx<'_>, why: Text) -> Result<Reply, Failure> {
        self.identity_store
            .note_link_try(ctx.player.id, self.clock.now(), ctx.delivery)
            .await?;
        Ok(ctx.refuse(why))
    }

    /// `link CODE`: this account joins the player who asked for the code.
    async fn take_link_code(&self, ctx: &Ctx<'_>, typed: &str) -> Result<Reply, Failure> {
        let now = self.clock.now();
        let tries = self.identity_store.link_tries(ctx.player.id).await?;
        let (count, wait) = within_the_hour(&tries, now);
        if count >= TRIES_PER_HOUR {
            return Ok(ctx.refuse(
                Text::new("link-too-many-tries")
                    .number("tries", TRIES_PER_HOUR as f64)
                    .number("minutes", wait as f64),
            ));
        }
        let Some(symbols) = read_code(typed) else {
            return self
                .wrong_code(ctx, Text::new("link-code-wrong").arg("code", typed))
                .await;
        };
        let hash = code_hash(&symbols);
        let code = self
            .identity_store
            .link_code(&hash)
            .await?
            .filter(|row| same_hash(&row.code_hash, &hash));
        let Some(code) = code else {
            return self
                .wrong_code(ctx, Text::new("link-code-wrong").arg("code", typed))
                .await;
        };
        if code.used_at.is_some() {
            return self.wrong_code(ctx, Text::new("link-code-used")).await;
        }
        if code.expires_at <= now {
            return self
                .wrong_code(
                    ctx,
                    Text::new("link-code-expired")
                        .number("minutes", LINK_CODE_LIFETIME.num_minutes() as f64),
                )
                .await;
        }
        if code.player_id == ctx.player.id || code.platform == ctx.actor.platform {
            return Ok(ctx.refuse(
                Text::new("link-code-wrong-account").arg("platform", code.platform.name()),
            ));
        }
        let Some(owner) = self.store.player_by_id(code.player_id).await? else {
            return self
                .wrong_code(ctx, Text::new("link-code-wrong").arg("code", typed))
                .await;
        };
        let joined = self
            .identity_store
            .join_accounts(&hash, owner.id, &ctx.player, now, ctx.delivery)
            .await?;
        Ok(self.joining_told(ctx, &owner, joined))
    }

    /// What joining came to, told.
    fn joining_told(&self, ctx: &Ctx<'_>, owner: &PlayerRow, joined: Joining) -> Reply {
        match joined {
            Joining::Joined => {
                tracing::info!(
                    player = owner.id.get(),
                    account = ctx.player.id.get(),
                    "an account was linked to a player"
                );
                Reply::private(
                    ctx.say_privately(
                        Text::new("link-done")
                            .arg("player", &owner.display_name)
                            .arg("platform", owner.platform.name())
                            .arg("account", &ctx.player.display_name),
                    ),
                )
            }
            Joining::CodeSpent => ctx.refuse(Text::new("link-code-used")),
            Joining::AlreadyLinked => {
                ctx.refuse(Text::new("link-owner-linked").arg("player", &owner.display_name))
            }
            Joining::PlayedEachOther(game) => ctx.refuse(
                Text::new("link-played-each-other")
                    .arg("player", &owner.display_name)
                    .arg("game", game.get().to_string()),
            ),
            Joining::ChallengedEachOther(challenge) => ctx.refuse(
                Text::new("link-challenged-each-other")
                    .arg("player", &owner.display_name)
                    .arg("challenge", challenge.get().to_string()),
            ),
            Joining::SameTournament(tournament) => ctx.refuse(
                Text::new("link-same-tournament")
                    .arg("player", &owner.display_name)
                    .arg("tournament", tournament.get().to_string()),
            ),
        }
    }

    /// `unlink`: the account linked last parts from the player.
    pub(crate) async fn unlink(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        match self
            .identity_store
            .part_accounts(ctx.player.id, ctx.delivery)
            .await?
        {
            Parting::Parted(account) => {
                tracing::info!(
                    player = ctx.player.id.get(),
                    account = account.id.get(),
                    "an account was unlinked from a player"
                );
                Ok(Reply::private(
                    ctx.say_privately(
                        Text::new("unlink-done")
                            .arg("account", &account.display_name)
                            .arg("platform", account.platform.name())
                            .arg("player", &ctx.player.display_name),
                    ),
                ))
            }
            Parting::NotLinked => Ok(ctx.refuse(Text::new("unlink-not-linked"))),
            Parting::Busy(busy) => Ok(ctx.refuse(busy_text(&busy))),
        }
    }
}

/// What keeps a player from unlinking, said.
fn busy_text(busy: &Busy) -> Text {
    let numbers = |ids: Vec<i64>| {
        ids.iter()
            .map(|id| format!("#{id}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !busy.games.is_empty() {
        Text::new("unlink-busy-games").arg(
            "games",
            numbers(busy.games.iter().map(|g| g.get()).collect()),
        )
    } else if !busy.challenges.is_empty() {
        Text::new("unlink-busy-challenges").arg(
            "challenges",
            numbers(busy.challenges.iter().map(|c| c.get()).collect()),
        )
    } else {
        Text::new("unlink-busy-tournaments").arg(
            "tournaments",
            numbers(busy.tournaments.iter().map(|t| t.get()).collect()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_however_it_is_typed_and_nothing_else_does() {
        for _ in 0..100 {
            let code = shown(&new_code());
            let symbols = read_code(&code).expect("a code reads");
            assert_eq!(symbols.len(), CODE_SYMBOLS);
            assert_eq!(read_code(&code.to_lowercase()), Some(symbols.clone()));
            assert_eq!(read_code(&code.replace('-', "")), Some(symbols));
        }
        assert_eq!(read_code("abcd-ol23"), Some("ABCD0123".into()));
        for bad in [
            "",
            "ABCD-234",
            "ABCD-23456",
            "ABCD-23U5",
            "ABCD 2345",
            "АБВГ-2345",
        ] {
            assert_eq!(read_code(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_hash_matches_its_code_alone() {
        let one = code_hash("ABCD2345");
        assert_eq!(one.len(), 64);
        assert!(same_hash(&one, &code_hash("ABCD2345")));
        assert!(!same_hash(&one, &code_hash("ABCD2346")));
        assert!(!same_hash(&one, "short"));
    }

    #[test]
    fn the_hours_limit_counts_the_last_hour_and_says_how_long_to_wait() {
        let now = DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
        let seen = [
            now - TimeDelta::minutes(70),
            now - TimeDelta::minutes(50),
            now - TimeDelta::minutes(5),
        ];
        assert_eq!(within_the_hour(&seen, now), (2, 10));
        assert_eq!(within_the_hour(&[], now), (0, 0));
    }
}
