//! The lobby across chats (#54): `seek` puts a player in one pool shared
//! by every chat of both platforms; the first seek that pairs with it
//! starts a game played in the two seekers' private chats; a seek waits
//! its time, can be withdrawn, and is taken up by `accept #N` within its
//! range.

use crate::support::tables::Tables;
use chrono::TimeDelta;
use kibitz::chat::{Notice, NoticeKind, Recipient, Reply};
use kibitz::model::{ChannelId, Platform, PlayerId};

use crate::support;
use crate::support::on_each_database;
use support::TestDb;
use support::recorder::Recorder;
use support::room::Room;

/// The seek's number in the answer that put it in the pool.
fn seek_in(reply: &Reply) -> i64 {
    reply
        .text
        .split("Seek ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.trim_start_matches('#').parse().ok())
        .unwrap_or_else(|| panic!("no seek number in {:?}", reply.text))
}

/// `who` seeks `terms` in `room`: the seek waits in the pool; its number.
async fn waits(room: &Room, who: &str, terms: &str) -> i64 {
    let reply = room.ok(who, &format!("seek {terms}")).await;
    assert!(reply.board.is_none(), "no game yet: {}", reply.text);
    assert!(reply.text.contains("is in the pool"), "{}", reply.text);
    seek_in(&reply)
}

/// `who` seeks `terms` in `room` and is paired: the new game's number.
async fn paired(room: &Room, who: &str, terms: &str) -> i64 {
    let reply = room.ok(who, &format!("seek {terms}")).await;
    assert!(reply.text.contains("The game begins"), "{}", reply.text);
    reply.board.expect("the game's board").game_id.get()
}

/// The store's id of a room's chat.
async fn chat_id(room: &Room) -> ChannelId {
    room.store
        .find_channel(&room.place)
        .await
        .expect("the store answers")
        .expect("the chat is known")
}

/// The player `who` is in `room`.
async fn player(room: &Room, who: &str) -> PlayerId {
    room.store
        .find_player(&room.member(who))
        .await
        .expect("the store answers")
        .expect("the player is known")
        .id
}

/// Where a notice went: the platform and the chat's id there.
fn chat_of(notice: &Notice) -> (Platform, String) {
    match &notice.to {
        Recipient::Channel(place) => (place.platform, place.channel_id.clone()),
        Recipient::User { .. } => panic!("a private notice: {notice:?}"),
    }
}

/// Where a room is.
fn at(room: &Room) -> (Platform, String) {
    (room.place.platform, room.place.channel_id.clone())
}

/// What one scheduler pass posts in chats, of `kind`.
async fn posted(room: &Room, recorder: &Recorder, kind: NoticeKind) -> Vec<Notice> {
    room.service
        .run_due(recorder, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass");
    recorder
        .take()
        .into_iter()
        .filter(|n| n.kind == kind)
        .collect()
}

/// The pool as `who` sees it from `room`.
async fn pool(room: &Room, who: &str) -> String {
    room.ok(who, "seek").await.text
}

async fn two_seeks_for_the_same_game_start_it_in_both_private_chats(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    let alice = base.on(Platform::Discord, "alice-dm").as_direct();
    let bob = base.on(Platform::Telegram, "bob-private").as_direct();
    let recorder = Recorder::default();
    let seek = waits(&alice, "alice", "5+3").await;
    assert!(pool(&bob, "bob").await.contains(&format!("#{seek} ")));
    let game = paired(&bob, "bob", "5+3").await;
    // Played in both private chats: Alice's (whose seek waited) and Bob's,
    // who took it up there.
    let row = alice.row(game).await;
    assert_eq!(
        (row.channel_id, row.also_channel_id, row.also_for),
        (
            chat_id(&alice).await,
            Some(chat_id(&bob).await),
            Some(player(&bob, "bob").await)
        )
    );
    assert!(row.clock_base.is_some() && row.rated);
    // Alice's chat is shown the new game's board, once; the pool is empty.
    let boards = posted(&alice, &recorder, NoticeKind::Board).await;
    assert_eq!(boards.len(), 1, "{boards:?}");
    assert_eq!(chat_of(&boards[0]), at(&alice));
    assert!(pool(&alice, "alice").await.contains("None yet"));
    // Each moves from their own chat; the other chat is shown the move.
    let alice_white = row.white_id == player(&alice, "alice").await;
    let (first, first_name, second, second_name) = if alice_white {
        (&alice, "alice", &bob, "bob")
    } else {
        (&bob, "bob", &alice, "alice")
    };
    first.ok(first_name, "move e4").await;
    let boards = posted(&alice, &recorder, NoticeKind::Board).await;
    assert_eq!(boards.len(), 1, "{boards:?}");
    assert_eq!(chat_of(&boards[0]), at(second));
    second.ok(second_name, "move e5").await;
    let boards = posted(&alice, &recorder, NoticeKind::Board).await;
    assert_eq!(chat_of(&boards[0]), at(first));
    assert_eq!(alice.row(game).await.moves, "e2e4 e7e5");
    db.drop_db().await;
}

on_each_database!(two_seeks_for_the_same_game_start_it_in_both_private_chats);

async fn seeks_pair_only_for_the_same_game_within_both_ranges(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    let dm = |platform, who: &str| base.on(platform, &format!("{who}-dm")).as_direct();
    let (alice, bob, carol, dan, erin) = (
        dm(Platform::Discord, "alice"),
        dm(Platform::Telegram, "bob"),
        dm(Platform::Discord, "carol"),
        dm(Platform::Telegram, "dan"),
        dm(Platform::Telegram, "erin"),
    );
    // Everyone is rated 1500 to begin with. Alice plays only 1600-1800.
    waits(&alice, "alice", "5+3 1600-1800").await;
    // Another clock, another variant, or casual: no pair.
    waits(&bob, "bob", "3+2").await;
    waits(&carol, "carol", "5+3 atomic").await;
    waits(&dan, "dan", "5+3 casual").await;
    // Erin's rating is outside Alice's range: she waits too.
    let erin_seek = waits(&erin, "erin", "5+3").await;
    let listed = pool(&erin, "erin").await;
    for line in ["5+3", "3+2", "atomic", "casual", "1600–1800", "· yours"] {
        assert!(listed.contains(line), "{line}: {listed}");
    }
    assert_eq!(listed.lines().filter(|l| l.starts_with('#')).count(), 5);
    // Frank's ±100 takes Erin, the oldest that pairs, not Alice.
    let frank = dm(Platform::Discord, "frank");
    let game = paired(&frank, "frank", "±100 5+3").await;
    let row = frank.row(game).await;
    let mut players = [row.white_id, row.black_id];
    players.sort();
    let mut expected = [player(&erin, "erin").await, player(&frank, "frank").await];
    expected.sort();
    assert_eq!(players, expected);
    let taken = frank
        .store
        .challenges()
        .challenge(kibitz::model::ChallengeId(erin_seek))
        .await
        .expect("read")
        .expect("the seek");
    assert_eq!(taken.status.name(), "accepted");
    let listed = pool(&frank, "frank").await;
    assert_eq!(listed.lines().filter(|l| l.starts_with('#')).count(), 4);
    db.drop_db().await;
}

on_each_database!(seeks_pair_only_for_the_same_game_within_both_ranges);

async fn a_seek_is_replaced_withdrawn_and_leaves_the_pool_in_its_time(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    let alice = base.on(Platform::Telegram, "alice-dm").as_direct();
    let bob = base.on(Platform::Discord, "bob-dm").as_direct();
    alice
        .refused("alice", "seek cancel", "no seek in the pool")
        .await;
    waits(&alice, "alice", "5+3").await;
    let second = alice.ok("alice", "seek 3+2").await;
    assert!(second.text.contains("replaces"), "{}", second.text);
    assert!(!pool(&bob, "bob").await.contains("blitz 5+3"));
    // Its button withdraws it.
    let withdraw = second.buttons.first().expect("a button to withdraw");
    let withdrawn = alice.ok("alice", &withdraw.request.to_string()).await;
    assert!(withdrawn.text.contains("withdrawn"), "{}", withdrawn.text);
    assert!(pool(&bob, "bob").await.contains("None yet"));
    // A live seek waits ten minutes, then no one is paired with it.
    let seek = waits(&alice, "alice", "1+0").await;
    alice
        .clock
        .advance(TimeDelta::minutes(10) + TimeDelta::seconds(1));
    assert!(pool(&bob, "bob").await.contains("None yet"));
    bob.refused("bob", &format!("accept {seek}"), "left the pool")
        .await;
    waits(&bob, "bob", "1+0").await;
    // A correspondence seek waits three days.
    let long = waits(&alice, "alice", "days 2").await;
    alice
        .clock
        .advance(TimeDelta::days(3) - TimeDelta::minutes(1));
    assert!(pool(&bob, "bob").await.contains(&format!("#{long} ")));
    alice.clock.advance(TimeDelta::minutes(2));
    assert!(!pool(&bob, "bob").await.contains(&format!("#{long} ")));
    db.drop_db().await;
}

on_each_database!(a_seek_is_replaced_withdrawn_and_leaves_the_pool_in_its_time);

async fn a_seek_is_made_and_taken_up_only_from_a_private_chat_and_within_its_range(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    let group = base.on(Platform::Telegram, "-100500");
    let alice = base.on(Platform::Discord, "alice-dm").as_direct();
    let bob = base.on(Platform::Telegram, "bob-dm").as_direct();
    group
        .refused(
            "carol",
            "seek 5+3",
            "private chat with me: write `seek 5+3`",
        )
        .await;
    group
        .refused("carol", "seek 1800-1400", "no rating range")
        .await;
    assert!(pool(&group, "carol").await.contains("None yet"));
    let narrow = waits(&alice, "alice", "5+3 1700-2000").await;
    bob.refused("bob", &format!("accept {narrow}"), "players of 1700–2000")
        .await;
    let open = waits(&alice, "alice", "10+0").await;
    group
        .refused("bob", &format!("accept {open}"), "private chat")
        .await;
    // From a server's channel of the seek's own platform too.
    base.on(Platform::Discord, "guild-channel")
        .refused("carol", &format!("accept {open}"), "private chat")
        .await;
    alice
        .refused("alice", &format!("accept {open}"), "your own")
        .await;
    let accepted = bob.ok("bob", &format!("accept {open}")).await;
    let game = accepted.board.expect("the game begins").game_id.get();
    assert_eq!(
        bob.row(game).await.also_channel_id,
        Some(chat_id(&bob).await)
    );
    bob.refused("bob", &format!("accept {open}"), "accepted")
        .await;
    db.drop_db().await;
}

on_each_database!(a_seek_is_made_and_taken_up_only_from_a_private_chat_and_within_its_range);

async fn seekers_who_arrive_at_once_are_paired_not_left_waiting(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    let clocks = ["1+0", "3+0", "5+0", "10+0", "15+10"];
    let mut seeks = Vec::new();
    for (i, clock) in clocks.iter().enumerate() {
        let one = base.on(Platform::Discord, &format!("d{i}")).as_direct();
        let other = base.on(Platform::Telegram, &format!("t{i}")).as_direct();
        let clock = clock.to_string();
        seeks.push(async move {
            let text = format!("seek {clock}");
            let (d, t) = (format!("d{i}"), format!("t{i}"));
            let (a, b) = tokio::join!(one.say(&d, &text), other.say(&t, &text));
            assert!(
                !a.is_refused() && !b.is_refused(),
                "{} / {}",
                a.text,
                b.text
            );
            usize::from(a.board.is_some()) + usize::from(b.board.is_some())
        });
    }
    let games: Vec<usize> = futures_util::future::join_all(seeks).await;
    // Each pair made one game, and no seek is left waiting.
    assert_eq!(games, vec![1; clocks.len()]);
    assert!(
        pool(&base.on(Platform::Discord, "d0").as_direct(), "d0")
            .await
            .contains("None yet")
    );
    db.drop_db().await;
}

on_each_database!(seekers_who_arrive_at_once_are_paired_not_left_waiting);

/// Plays two moves of game `game` between the private chats of Alice and
/// Bob, lets White's clock run low, and checks that the warning goes to
/// White's own chat; White then resigns.
async fn warned_in_whites_chat(alice: &Room, bob: &Room, recorder: &Recorder, game: i64) {
    let row = alice.row(game).await;
    let alice_white = row.white_id == player(alice, "alice").await;
    let (white, white_name, black, black_name) = if alice_white {
        (alice, "alice", bob, "bob")
    } else {
        (bob, "bob", alice, "alice")
    };
    white.ok(white_name, &format!("move e4 #{game}")).await;
    black.ok(black_name, &format!("move e5 #{game}")).await;
    let remind_at = alice.row(game).await.remind_at.expect("a low-time warning");
    alice.clock.set(remind_at + TimeDelta::milliseconds(1));
    let reminders = posted(alice, recorder, NoticeKind::Reminder).await;
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    assert_eq!(chat_of(&reminders[0]), at(white), "White is {white_name}");
    white.ok(white_name, &format!("resign #{game}")).await;
    recorder.take();
}

async fn a_sought_games_reminder_goes_to_the_private_chat_of_the_player_to_move(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    // Both on Telegram: the platform cannot tell their chats apart.
    let alice = base.on(Platform::Telegram, "alice-dm").as_direct();
    let bob = base.on(Platform::Telegram, "bob-dm").as_direct();
    let recorder = Recorder::default();
    waits(&alice, "alice", "10+0 casual").await;
    let game = paired(&bob, "bob", "10+0 casual").await;
    posted(&alice, &recorder, NoticeKind::Board).await;
    warned_in_whites_chat(&alice, &bob, &recorder, game).await;
    // The rematch swaps the colours and keeps the chats: the other player
    // is White, and warned in their own chat.
    alice.ok("alice", &format!("rematch #{game}")).await;
    let rematch = bob.ok("bob", &format!("rematch #{game}")).await;
    let second = rematch.board.expect("the rematch begins").game_id.get();
    assert_ne!(
        alice.row(second).await.white_id,
        alice.row(game).await.white_id
    );
    assert_eq!(
        alice.row(second).await.also_for,
        Some(player(&bob, "bob").await)
    );
    recorder.take();
    warned_in_whites_chat(&alice, &bob, &recorder, second).await;
    db.drop_db().await;
}

on_each_database!(a_sought_games_reminder_goes_to_the_private_chat_of_the_player_to_move);

/// Through the real clients and both stand-ins, one process: Alice seeks
/// with Discord's `/seek` in her direct chat with the bot, Bob with
/// `/seek 5+3` in his private chat on Telegram; the game begins in both
/// chats, and a move made on one platform is shown on the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_seeker_and_a_telegram_seeker_play_in_their_private_chats() {
    use serde_json::json;
    use support::discord::{command, dm_channel, in_dm, text_in, user};
    use support::discord_interactions::answer;
    use support::telegram_updates::private_message;

    let (discord, telegram, kibitz) = crate::two_chats::one_process_for_both("seek-across").await;
    let alice = user(11, "Alice");
    let bob = support::telegram_updates::user(22, "Bob");
    let seek = json!([{"name": "custom-clock", "type": 3, "value": "5+3"}]);
    discord.push(in_dm(command(401, &alice, "seek", seek, json!({}))));
    let waiting = answer(&discord, 401).await.text();
    assert!(waiting.contains("is in the pool"), "{waiting}");
    telegram.push(json!({"message": private_message(1, bob.clone(), "/seek 5+3")}));
    let begun = telegram.wait_for("sendPhoto", 1).await.remove(0);
    assert_eq!(begun.params["chat_id"], json!(22));
    assert!(
        begun.caption().contains("you play Alice (on Discord)"),
        "{}",
        begun.caption()
    );
    // Alice's direct chat is shown the game.
    let shown = discord.posts_in(dm_channel(11), 1).await.remove(0);
    let shown = text_in(shown.message());
    assert!(shown.contains("against"), "{shown}");
    // Whoever has White moves; the other sees it on their platform.
    if shown.contains("Alice (white)") {
        let mv = json!([{"name": "move", "type": 3, "value": "e4"}]);
        discord.push(in_dm(command(402, &alice, "move", mv, json!({}))));
        assert!(answer(&discord, 402).await.text().contains("1. e4"));
        let seen = telegram.wait_for("sendPhoto", 2).await.remove(1);
        assert_eq!(seen.params["chat_id"], json!(22));
        assert!(seen.caption().contains("1. e4"), "{}", seen.caption());
    } else {
        telegram.push(json!({"message": private_message(2, bob.clone(), "/move e4")}));
        let answered = telegram.wait_for("sendPhoto", 2).await.remove(1);
        assert!(
            answered.caption().contains("1. e4"),
            "{}",
            answered.caption()
        );
        let seen = discord.posts_in(dm_channel(11), 2).await.remove(1);
        assert!(text_in(seen.message()).contains("1. e4"));
    }
    // A challenge shared as a link from Alice's direct chat on Discord
    // carries Telegram's deep link, the bot's name as Telegram gave it.
    let link = json!([{"name": "link", "type": 5, "value": true}]);
    discord.push(in_dm(command(403, &alice, "challenge", link, json!({}))));
    let shared = answer(&discord, 403).await.text();
    assert!(
        shared.contains("https://t.me/kibitzbot?start=accept-"),
        "{shared}"
    );
    kibitz.kill().await;
}
