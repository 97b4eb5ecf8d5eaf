//! Reading an update's body into the library's `Update`, with the
//! library's own failures contained: a body whose reading panics inside
//! teloxide (a reaction with neither `user` nor `actor_chat`, for one) is
//! an update we cannot read, named by its id and kind, never a connection
//! closed without an answer that Telegram would post again forever.

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde_json::Value;
use teloxide::types::{Update, UpdateKind};

/// What a body held.
pub(super) enum Read {
    /// An update, read.
    Update(Box<Update>),
    /// An update by its id that the library cannot read.
    Unreadable {
        /// Its `update_id`.
        id: i64,
        /// Its kind: the field beside `update_id` (`message_reaction`).
        kind: String,
        /// Why it could not be read.
        why: String,
    },
    /// Not an update at all (no `update_id`).
    NotAnUpdate(String),
}

impl From<Update> for Read {
    fn from(update: Update) -> Read {
        Read::Update(Box::new(update))
    }
}

/// Reads `body`, containing any panic of the library's reader.
pub(super) fn read_update(body: &[u8]) -> Read {
    let why = match catch_unwind(AssertUnwindSafe(|| serde_json::from_slice::<Update>(body))) {
        Ok(Ok(mut update)) => {
            // The library reads what it does not know (an unknown entity
            // or chat type) as an empty error: it keeps the body, as it
            // does for the updates it fetches itself, to be named in the
            // log and answered where it was sent from.
            if let UpdateKind::Error(raw) = &mut update.kind
                && let Ok(value) = serde_json::from_slice::<Value>(body)
            {
                *raw = value;
            }
            return Read::Update(Box::new(update));
        }
        Ok(Err(error)) => error.to_string(),
        Err(panic) => {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_owned());
            format!("the library's reader panicked: {message}")
        }
    };
    let Ok(Value::Object(fields)) = serde_json::from_slice::<Value>(body) else {
        return Read::NotAnUpdate(why);
    };
    let Some(id) = fields.get("update_id").and_then(Value::as_i64) else {
        return Read::NotAnUpdate(why);
    };
    let kind = fields
        .keys()
        .find(|key| *key != "update_id")
        .cloned()
        .unwrap_or_default();
    Read::Unreadable { id, kind, why }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reaction_without_its_author_is_unreadable_not_a_panic() {
        let body = br#"{"update_id": 7, "message_reaction": {"chat": {"id": -1, "type": "supergroup", "title": "c"}, "message_id": 3, "date": 0, "old_reaction": [], "new_reaction": []}}"#;
        match read_update(body) {
            Read::Unreadable { id, kind, why } => {
                assert_eq!((id, kind.as_str()), (7, "message_reaction"));
                assert!(why.contains("panicked"), "{why}");
            }
            _ => panic!("read as something else"),
        }
    }

    #[test]
    fn a_body_without_an_update_id_is_not_an_update() {
        assert!(matches!(read_update(b"[1, 2]"), Read::NotAnUpdate(_)));
        assert!(matches!(
            read_update(b"{\"message\": 1}"),
            Read::NotAnUpdate(_)
        ));
    }
}
