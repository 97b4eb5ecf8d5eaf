//! Who opens a Telegram Mini App: the `initData` string Telegram hands the
//! page, checked as Telegram documents ("Validating data received via the
//! Mini App"). Its fields but `hash`, sorted by name, written `name=value`
//! one to a line, are signed with HMAC-SHA-256 under a key that is itself
//! HMAC-SHA-256 of the bot's token under the key `WebAppData`; `hash` is
//! that signature in hexadecimal. The data is trusted only when the
//! signature matches (compared in constant time) and `auth_date` is recent.

use chrono::{DateTime, TimeDelta, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The longest `initData` read, in bytes: Telegram's are a few hundred.
pub const MAX_INIT_DATA_BYTES: usize = 4096;

/// The Telegram user an `initData` vouches for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TelegramUser {
    /// The user's id.
    pub id: i64,
    /// Their first name.
    pub first_name: String,
    /// Their last name, if they gave one.
    pub last_name: Option<String>,
    /// Their username, if they have one.
    pub username: Option<String>,
    /// The language their Telegram is in (`en`, `ru`).
    pub language_code: Option<String>,
}

/// Why an `initData` is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InitDataError {
    /// Too long, not a query string, a field twice, or no user in it.
    #[error("the Mini App data does not read")]
    Malformed,
    /// No signature, or one that does not match: forged or changed.
    #[error("the Mini App data is not signed by Telegram for this bot")]
    Forged,
    /// Signed too long ago (or in the future): replayed or stale.
    #[error("the Mini App data has expired")]
    Expired,
}

type HmacSha256 = Hmac<Sha256>;

/// HMAC-SHA-256 of `message` under `key`.
fn sign(key: &[u8], message: &[u8]) -> HmacSha256 {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(message);
    mac
}

/// The user of an `initData` signed for the bot with `bot_token` at most
/// `max_age` before `now`.
pub fn verify_init_data(
    init_data: &str,
    bot_token: &str,
    now: DateTime<Utc>,
    max_age: TimeDelta,
) -> Result<TelegramUser, InitDataError> {
    if init_data.len() > MAX_INIT_DATA_BYTES {
        return Err(InitDataError::Malformed);
    }
    let mut fields: Vec<(String, String)> = url::form_urlencoded::parse(init_data.as_bytes())
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    fields.sort();
    if fields.windows(2).any(|pair| pair[0].0 == pair[1].0) {
        return Err(InitDataError::Malformed);
    }
    let hash = fields
        .iter()
        .position(|(name, _)| name == "hash")
        .map(|at| fields.remove(at).1)
        .ok_or(InitDataError::Forged)?;
    let expected = hex::decode(&hash).map_err(|_| InitDataError::Forged)?;
    let check: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    let secret = sign(b"WebAppData", bot_token.as_bytes())
        .finalize()
        .into_bytes();
    sign(&secret, check.join("\n").as_bytes())
        .verify_slice(&expected)
        .map_err(|_| InitDataError::Forged)?;
    let field = |wanted: &str| {
        fields
            .iter()
            .find(|(name, _)| name == wanted)
            .map(|(_, value)| value.as_str())
    };
    let signed_at = field("auth_date")
        .and_then(|s| s.parse::<i64>().ok())
        .and_then(|s| DateTime::from_timestamp(s, 0))
        .ok_or(InitDataError::Malformed)?;
    // A minute of clock difference is forgiven the other way.
    if signed_at > now + TimeDelta::minutes(1) || now - signed_at > max_age {
        return Err(InitDataError::Expired);
    }
    let user: serde_json::Value = field("user")
        .and_then(|json| serde_json::from_str(json).ok())
        .ok_or(InitDataError::Malformed)?;
    Ok(TelegramUser {
        id: user["id"].as_i64().ok_or(InitDataError::Malformed)?,
        first_name: user["first_name"].as_str().unwrap_or_default().to_owned(),
        last_name: user["last_name"].as_str().map(str::to_owned),
        username: user["username"].as_str().map(str::to_owned),
        language_code: user["language_code"].as_str().map(str::to_owned),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11";

    fn now() -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000, 0).expect("a time")
    }

    /// Signs fields as Telegram documents it, written out step by step
    /// here (apart from the code under test): the data-check-string from
    /// the decoded fields sorted by name, the secret key from the token,
    /// and the hex signature; then the query string as a client sends it.
    fn signed(fields: &[(&str, &str)], token: &str) -> String {
        let mut sorted = fields.to_vec();
        sorted.sort();
        let data_check_string = sorted
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("\n");
        let mut key = HmacSha256::new_from_slice(b"WebAppData").expect("a key");
        key.update(token.as_bytes());
        let secret = key.finalize().into_bytes();
        let mut mac = HmacSha256::new_from_slice(&secret).expect("a key");
        mac.update(data_check_string.as_bytes());
        let hash = hex::encode(mac.finalize().into_bytes());
        let mut query = url::form_urlencoded::Serializer::new(String::new());
        for (k, v) in fields {
            query.append_pair(k, v);
        }
        query.append_pair("hash", &hash);
        query.finish()
    }

    fn fields(auth_date: i64) -> Vec<(&'static str, String)> {
        vec![
            ("query_id", "AAHdF6IQAAAAAN0XohDhrOrc".to_owned()),
            (
                "user",
                r#"{"id":279058397,"first_name":"Vladislav","username":"vdkfrost","language_code":"ru"}"#
                    .to_owned(),
            ),
            ("auth_date", auth_date.to_string()),
            ("signature", "6fbdaab833d39f54518bd5c3eb3f511d".to_owned()),
        ]
    }

    fn init_data(auth_date: i64, token: &str) -> String {
        let owned = fields(auth_date);
        let borrowed: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
        signed(&borrowed, token)
    }

    #[test]
    fn data_signed_for_this_bot_names_its_user() {
        let data = init_data(1_800_000_000 - 60, TOKEN);
        let user = verify_init_data(&data, TOKEN, now(), TimeDelta::hours(1)).expect("valid");
        assert_eq!(
            user,
            TelegramUser {
                id: 279_058_397,
                first_name: "Vladislav".into(),
                last_name: None,
                username: Some("vdkfrost".into()),
                language_code: Some("ru".into()),
            }
        );
    }

    #[test]
    fn forged_changed_or_unsigned_data_is_refused() {
        let data = init_data(1_800_000_000, TOKEN);
        let check = |data: &str| verify_init_data(data, TOKEN, now(), TimeDelta::hours(1));
        // Signed with another bot's token.
        let other = init_data(1_800_000_000, "654321:other");
        assert_eq!(check(&other), Err(InitDataError::Forged));
        // A field changed after signing.
        let changed = data.replace("279058397", "279058398");
        assert_eq!(check(&changed), Err(InitDataError::Forged));
        // No hash, or one that is not hex.
        let unsigned: String = data
            .split('&')
            .filter(|f| !f.starts_with("hash="))
            .collect::<Vec<_>>()
            .join("&");
        assert_eq!(check(&unsigned), Err(InitDataError::Forged));
        assert_eq!(
            check(&format!("{unsigned}&hash=zz")),
            Err(InitDataError::Forged)
        );
        // A field given twice, or far too much.
        assert_eq!(
            check(&format!("{data}&auth_date=1")),
            Err(InitDataError::Malformed)
        );
        assert_eq!(check(&"a=b&".repeat(2000)), Err(InitDataError::Malformed));
    }

    #[test]
    fn old_or_future_data_is_refused_as_expired() {
        let check = |data: &str| verify_init_data(data, TOKEN, now(), TimeDelta::hours(1));
        let old = init_data(1_800_000_000 - 3601, TOKEN);
        assert_eq!(check(&old), Err(InitDataError::Expired));
        let future = init_data(1_800_000_000 + 600, TOKEN);
        assert_eq!(check(&future), Err(InitDataError::Expired));
    }
}
