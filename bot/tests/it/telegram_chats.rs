//! Telegram chats that change under the bot (#53, item 3): a group
//! upgraded to a supergroup keeps its games under its new id, whether the
//! bot learns it from Telegram's service messages or from a message
//! refused in the old chat; the bot removed from a group posts nothing
//! more there and tells each player privately where their game went, and
//! posts again once added back.

use crate::support::tables::Tables;
use std::time::Duration;

use serde_json::{Value, json};

use crate::support;
use support::telegram::FakeTelegram;
use support::telegram_updates::{polled, text_of, user};

/// A message of `from` in chat `chat` (a group, or a supergroup).
fn said_in(chat: i64, kind: &str, id: i64, from: &Value, text: &str) -> Value {
    let mut message = json!({"message_id": id, "date": 0,
        "chat": {"id": chat, "type": kind, "title": "Chess club"},
        "from": from, "text": text});
    if text.starts_with('/') {
        let length = text.split_whitespace().next().map_or(0, str::len);
        message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": length}]);
    }
    json!({ "message": message })
}

/// The messages sent to `chat` so far that Telegram took.
fn sent_to(fake: &FakeTelegram, chat: i64) -> Vec<support::telegram::Call> {
    fake.calls()
        .into_iter()
        .filter(|c| c.method.starts_with("send") && !c.result.is_null())
        .filter(|c| c.params["chat_id"] == json!(chat))
        .collect()
}

/// Waits (at most 10 s) until `chat` has had `count` messages; them.
async fn wait_sent(fake: &FakeTelegram, chat: i64, count: usize) -> Vec<support::telegram::Call> {
    for _ in 0..200 {
        let sent = sent_to(fake, chat);
        if sent.len() >= count {
            return sent;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "{chat} got {:?}",
        sent_to(fake, chat).iter().map(text_of).collect::<Vec<_>>()
    );
}

/// Alice and Bob start a game in group `chat`: its board's message.
async fn game_in(fake: &FakeTelegram, chat: i64, first: i64) {
    let (alice, bob) = (user(31, "Alice"), user(32, "Bob"));
    fake.push(said_in(chat, "group", first, &bob, "hello"));
    fake.push(said_in(
        chat,
        "group",
        first + 1,
        &alice,
        "/challenge @bob white",
    ));
    fake.push(said_in(chat, "group", first + 2, &bob, "/accept"));
    let sent = wait_sent(fake, chat, 2).await;
    assert!(
        text_of(&sent[1]).contains("accepts challenge"),
        "{}",
        text_of(&sent[1])
    );
}

/// Told by Telegram's service messages (in the old group and in the new
/// supergroup), the bot moves the group's game to the supergroup, where
/// the players go on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_upgraded_to_a_supergroup_keeps_its_game() {
    let (fake, db) = polled().await;
    fake.wait_for("setMyCommands", 1).await;
    let (old, new) = (-42, -1_000_000_000_042_i64);
    game_in(&fake, old, 1).await;
    fake.migrate(old, new);
    let alice = user(31, "Alice");
    let mut moved = said_in(old, "group", 10, &alice, "");
    moved["message"]
        .as_object_mut()
        .expect("a message")
        .remove("text");
    moved["message"]["migrate_to_chat_id"] = json!(new);
    fake.push(moved);
    let mut arrived = said_in(new, "supergroup", 1, &alice, "");
    arrived["message"]
        .as_object_mut()
        .expect("a message")
        .remove("text");
    arrived["message"]["migrate_from_chat_id"] = json!(old);
    fake.push(arrived);
    fake.push(said_in(new, "supergroup", 2, &alice, "/move e4"));
    let board = wait_sent(&fake, new, 1).await;
    assert!(
        text_of(&board[0]).contains("Last move: 1. e4") && board[0].method == "sendPhoto",
        "{}",
        text_of(&board[0])
    );
    db.drop_db().await;
}

/// A message typed in the old group before Telegram told of the upgrade:
/// its answer, refused there with the new id, goes to the supergroup, and
/// the game moves with it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_refused_for_an_upgraded_group_goes_to_the_supergroup() {
    let (fake, db) = polled().await;
    fake.wait_for("setMyCommands", 1).await;
    let (old, new) = (-43, -1_000_000_000_043_i64);
    game_in(&fake, old, 1).await;
    fake.migrate(old, new);
    let alice = user(31, "Alice");
    fake.push(said_in(old, "group", 10, &alice, "/move e4"));
    let board = wait_sent(&fake, new, 1).await;
    assert!(
        text_of(&board[0]).contains("Last move: 1. e4"),
        "{}",
        text_of(&board[0])
    );
    // The game is the supergroup's now: Bob answers there.
    fake.push(said_in(new, "supergroup", 11, &user(32, "Bob"), "/move e5"));
    let board = wait_sent(&fake, new, 2).await;
    assert!(
        text_of(&board[1]).contains("Last move: 1… e5"),
        "{}",
        text_of(&board[1])
    );
    db.drop_db().await;
}

/// The bot removed from a group (`my_chat_member`, kicked) tells Alice
/// and Bob privately where their game went and sends nothing more to the
/// group; added again, it posts there again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_removed_from_a_group_tells_the_players_and_posts_there_no_more() {
    let (fake, db) = polled().await;
    fake.wait_for("setMyCommands", 1).await;
    let group = -44;
    game_in(&fake, group, 1).await;
    let membership = |status: &str, id: i64| {
        let mut member = json!({"user": support::telegram::bot_user(), "status": status});
        if status == "kicked" {
            member["until_date"] = json!(0);
        }
        json!({"update_id": id, "my_chat_member": {
            "chat": {"id": group, "type": "group", "title": "Chess club"},
            "from": user(31, "Alice"),
            "date": 0,
            "old_chat_member": {"user": support::telegram::bot_user(), "status": "member"},
            "new_chat_member": member
        }})
    };
    fake.kick(group);
    fake.push(membership("kicked", 0));
    for player in [31, 32] {
        let told = wait_sent(&fake, player, 1).await;
        let text = text_of(&told[0]);
        assert!(
            text.contains("Kibitz was removed from the chat where game #1 (alice against bob)"),
            "{text}"
        );
    }
    // Nothing more goes to the group, not even a try: a move typed there
    // before the removal is answered nowhere.
    let before = fake.calls().len();
    fake.push(said_in(group, "group", 20, &user(31, "Alice"), "/move e4"));
    tokio::time::sleep(Duration::from_millis(600)).await;
    let tried: Vec<String> = fake.calls()[before..]
        .iter()
        .filter(|c| c.params["chat_id"] == json!(group))
        .map(|c| c.method.clone())
        .collect();
    assert!(tried.is_empty(), "{tried:?}");
    // Added again, it posts there again.
    fake.let_back(group);
    fake.push(membership("member", 0));
    fake.push(said_in(group, "group", 21, &user(32, "Bob"), "/board"));
    let sent = wait_sent(&fake, group, 3).await;
    assert!(
        text_of(&sent[2]).contains("Game #1"),
        "{}",
        text_of(&sent[2])
    );
    db.drop_db().await;
}

/// The store's move of a chat to a new id, where the new id has a chat of
/// its own already (a message seen there first): both chats' games end up
/// under the new id, and the old chat's leaderboard with them.
async fn a_chat_moved_onto_one_seen_first_brings_its_games_and_leaderboard(db: support::TestDb) {
    use kibitz::model::Platform;
    use support::room::Room;
    let old = Room::new(&db.store, "club");
    let game = old.start_game("alice", "bob", "").await;
    old.play(game, "alice", "bob", "f3 e5 g4 Qh4").await;
    let other = old.start_game("alice", "bob", "").await;
    let new = old.elsewhere("club-2");
    let theirs = new.start_game("carol", "dave", "").await;
    let moved = db
        .store
        .identity()
        .move_channel(Platform::Console, "club", "club-2")
        .await
        .expect("the store answers");
    assert!(moved);
    assert!(
        !db.store
            .identity()
            .move_channel(Platform::Console, "club", "club-2")
            .await
            .expect("the store answers"),
        "once moved, the old id is no chat"
    );
    // The game in progress is played under the new id.
    let reply = new.ok("alice", &format!("move e4 #{other}")).await;
    assert!(reply.text.contains("Last move: 1. e4"), "{}", reply.text);
    let games = new.ok("carol", "games").await;
    assert!(
        games.text.contains(&format!("#{other}")) && games.text.contains(&format!("#{theirs}")),
        "{}",
        games.text
    );
    let top = new.ok("carol", "top").await;
    assert!(top.text.contains("bob 1662?"), "{}", top.text);
    db.drop_db().await;
}
support::on_each_database!(a_chat_moved_onto_one_seen_first_brings_its_games_and_leaderboard);
