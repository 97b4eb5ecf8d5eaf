//! A player's own link to a game's page, where they may move by tapping:
//! signed by the server (HMAC-SHA-256 under a key all its processes share),
//! bound to one game and one player, good for [`PAGE_LINK_LIFETIME`]. The
//! `page` command hands it out privately (Discord's ephemeral replies, a
//! direct chat elsewhere); the page sends it back with each action. It
//! travels in the address's fragment, which browsers never send to a
//! server, so no log holds it.

use chrono::{DateTime, TimeDelta, Utc};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::model::{GameId, PlayerId};

/// How long a link lets its player act.
pub const PAGE_LINK_LIFETIME: TimeDelta = TimeDelta::hours(1);

/// The longest link token read: four numbers and a signature.
const MAX_TOKEN_CHARS: usize = 128;

/// The key links are signed with.
#[derive(Clone)]
pub struct PageKey([u8; 32]);

impl std::fmt::Debug for PageKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PageKey(..)")
    }
}

impl PageKey {
    /// A key drawn from the secrets every process of the deployment
    /// shares (the chat tokens, or `KIBITZ_WEB_SECRET`), so that a link
    /// handed out by one process is good on the pages of another. None of
    /// the secrets can be read back from it.
    pub fn from_secrets<'a>(secrets: impl IntoIterator<Item = &'a str>) -> PageKey {
        let mut hash = Sha256::new();
        hash.update(b"kibitz page links\n");
        for secret in secrets {
            hash.update((secret.len() as u64).to_be_bytes());
            hash.update(secret.as_bytes());
        }
        PageKey(hash.finalize().into())
    }

    /// A key of this process alone (the console's).
    pub fn random() -> PageKey {
        PageKey(rand::random())
    }

    fn mac(&self, signed: &str) -> Hmac<Sha256> {
        let mut mac =
            Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(signed.as_bytes());
        mac
    }

    /// The token that lets `player_id` act in `game_id` until `expires`.
    pub fn issue(&self, game_id: GameId, player_id: PlayerId, expires: DateTime<Utc>) -> String {
        self.issue_for(LinkSubject::Game(game_id), player_id, expires)
    }

    /// The token that lets `player_id` act on `subject`'s page until
    /// `expires`: a game's number as it stands, a puzzle round's after a
    /// `p`, so that neither is ever taken for the other.
    pub fn issue_for(
        &self,
        subject: LinkSubject,
        player_id: PlayerId,
        expires: DateTime<Utc>,
    ) -> String {
        let subject = match subject {
            LinkSubject::Game(id) => id.get().to_string(),
            LinkSubject::PuzzleRound(round) => format!("p{round}"),
        };
        let signed = format!("{subject}.{}.{}", player_id.get(), expires.timestamp());
        let signature = hex::encode(self.mac(&signed).finalize().into_bytes());
        format!("{signed}.{signature}")
    }

    /// Who a token lets act, and in which game, if it was signed with this
    /// key and has not expired at `now`.
    pub fn read(&self, token: &str, now: DateTime<Utc>) -> Result<PageHolder, LinkError> {
        if token.len() > MAX_TOKEN_CHARS {
            return Err(LinkError::Malformed);
        }
        let mut parts = token.split('.');
        let (Some(game), Some(player), Some(expires), Some(signature), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return Err(LinkError::Malformed);
        };
        let number = |text: &str| {
            (!text.is_empty() && text.len() <= 19 && text.bytes().all(|b| b.is_ascii_digit()))
                .then(|| text.parse::<i64>().ok())
                .flatten()
                .ok_or(LinkError::Malformed)
        };
        let subject = match game.strip_prefix('p') {
            Some(round) => LinkSubject::PuzzleRound(number(round)?),
            None => LinkSubject::Game(GameId(number(game)?)),
        };
        let (player_id, expires) = (number(player)?, number(expires)?);
        let signed = &token[..token.len() - signature.len() - 1];
        let signature = hex::decode(signature).map_err(|_| LinkError::Forged)?;
        self.mac(signed)
            .verify_slice(&signature)
            .map_err(|_| LinkError::Forged)?;
        let expires = DateTime::from_timestamp(expires, 0).ok_or(LinkError::Malformed)?;
        if now >= expires {
            return Err(LinkError::Expired);
        }
        Ok(PageHolder {
            subject,
            player_id: PlayerId(player_id),
            expires,
        })
    }
}

/// What a link lets its holder act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkSubject {
    /// A game's page.
    Game(GameId),
    /// A puzzle round's page, by the round's number.
    PuzzleRound(i64),
}

/// Whom a link lets act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageHolder {
    /// The game or puzzle round.
    pub subject: LinkSubject,
    /// The player, by their store id.
    pub player_id: PlayerId,
    /// Until when.
    pub expires: DateTime<Utc>,
}

/// Why a link is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// Not a link's token at all.
    #[error("the link does not read")]
    Malformed,
    /// Not signed by this server, or changed.
    #[error("the link is not one this server gave")]
    Forged,
    /// Too old.
    #[error("the link has expired: ask for a new one with `page`")]
    Expired,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).expect("a time")
    }

    #[test]
    fn a_link_names_its_game_and_player_until_it_expires() {
        let key = PageKey::from_secrets(["discord-token"]);
        let token = key.issue(GameId(12), PlayerId(7), at(3600));
        assert_eq!(
            key.read(&token, at(0)),
            Ok(PageHolder {
                subject: LinkSubject::Game(GameId(12)),
                player_id: PlayerId(7),
                expires: at(3600),
            })
        );
        assert_eq!(key.read(&token, at(3600)), Err(LinkError::Expired));
        // Another deployment's key, the same secrets in another process.
        let other = PageKey::from_secrets(["another-token"]);
        assert_eq!(other.read(&token, at(0)), Err(LinkError::Forged));
        let same = PageKey::from_secrets(["discord-token"]);
        assert!(same.read(&token, at(0)).is_ok());
    }

    #[test]
    fn a_puzzle_rounds_link_is_never_taken_for_a_games() {
        let key = PageKey::random();
        let token = key.issue_for(LinkSubject::PuzzleRound(12), PlayerId(7), at(3600));
        assert_eq!(
            key.read(&token, at(0)).map(|holder| holder.subject),
            Ok(LinkSubject::PuzzleRound(12))
        );
        // The game's number in its place fails the signature.
        assert_eq!(
            key.read(&token.replacen("p12.", "12.", 1), at(0)),
            Err(LinkError::Forged)
        );
        assert_eq!(key.read("pp12.7.1.00", at(0)), Err(LinkError::Malformed));
    }

    #[test]
    fn a_changed_or_broken_link_is_refused() {
        let key = PageKey::random();
        let token = key.issue(GameId(12), PlayerId(7), at(3600));
        // Another game, another player, a later end: the signature fails.
        for changed in [
            token.replacen("12.", "13.", 1),
            token.replacen(".7.", ".8.", 1),
            token.replacen(
                &at(3600).timestamp().to_string(),
                &at(9999).timestamp().to_string(),
                1,
            ),
        ] {
            assert_eq!(
                key.read(&changed, at(0)),
                Err(LinkError::Forged),
                "{changed}"
            );
        }
        for broken in [
            "",
            "12.7",
            "12.7.1.2.3",
            "a.7.1.00",
            "-1.7.1.00",
            &"9".repeat(200),
        ] {
            assert_eq!(
                key.read(broken, at(0)),
                Err(LinkError::Malformed),
                "{broken}"
            );
        }
        assert_eq!(key.read("12.7.1.zz", at(0)), Err(LinkError::Forged));
    }
}
