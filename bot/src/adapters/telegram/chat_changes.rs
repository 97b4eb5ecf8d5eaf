//! Updates that change a chat rather than ask the bot anything: a group
//! upgraded to a supergroup (`migrate_to_chat_id` in the old chat,
//! `migrate_from_chat_id` in the new one; either moves it, once), and the
//! bot's own membership (`my_chat_member`): removed or banned from a
//! group, or added again.

use teloxide::types::{Update, UpdateKind};

use crate::chat::Place;
use crate::model::Platform;
use crate::service::intake::ChatChange;

/// The change an update makes, if it makes one.
pub(super) fn chat_change(update: &Update) -> Option<ChatChange> {
    match &update.kind {
        UpdateKind::Message(message) => {
            if let Some(to) = message.migrate_to_chat_id() {
                return Some(ChatChange::Moved {
                    from: message.chat.id.0.to_string(),
                    to: to.0.to_string(),
                });
            }
            message
                .migrate_from_chat_id()
                .map(|from| ChatChange::Moved {
                    from: from.0.to_string(),
                    to: message.chat.id.0.to_string(),
                })
        }
        UpdateKind::MyChatMember(change) if !change.chat.is_private() => {
            let place = Place::new(Platform::Telegram, change.chat.id.0.to_string());
            let member = &change.new_chat_member;
            if member.is_left() || member.is_banned() {
                Some(ChatChange::Removed(place))
            } else if member.is_present() {
                Some(ChatChange::Added(place))
            } else {
                None
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An update as it comes over the wire (teloxide reads some updates
    /// from text that it would not read from a parsed value).
    fn update(json: serde_json::Value) -> Update {
        serde_json::from_str(&json.to_string()).expect("an update")
    }

    fn membership(status: &str) -> Update {
        update(serde_json::json!({"update_id": 2, "my_chat_member": {
            "chat": {"id": -1001, "type": "supergroup", "title": "Chess club"},
            "from": {"id": 31, "is_bot": false, "first_name": "Alice"},
            "date": 0,
            "old_chat_member": {"user": {"id": 9, "is_bot": true, "first_name": "Kibitz"}, "status": "member"},
            "new_chat_member": {"user": {"id": 9, "is_bot": true, "first_name": "Kibitz"},
                                "status": status, "until_date": 0}
        }}))
    }

    #[test]
    fn a_migration_and_the_bots_membership_are_read_as_changes() {
        let old = update(serde_json::json!({"update_id": 1, "message": {
            "message_id": 5, "date": 0, "chat": {"id": -42, "type": "group", "title": "Club"},
            "from": {"id": 31, "is_bot": false, "first_name": "Alice"},
            "migrate_to_chat_id": -1_000_000_000_042_i64}}));
        assert_eq!(
            chat_change(&old),
            Some(ChatChange::Moved {
                from: "-42".to_owned(),
                to: "-1000000000042".to_owned()
            })
        );
        let place = Place::new(Platform::Telegram, "-1001");
        assert_eq!(
            chat_change(&membership("kicked")),
            Some(ChatChange::Removed(place.clone()))
        );
        assert_eq!(
            chat_change(&membership("left")),
            Some(ChatChange::Removed(place.clone()))
        );
        assert_eq!(
            chat_change(&membership("member")),
            Some(ChatChange::Added(place))
        );
    }
}
