//! A game played in two chats (#54): an open challenge taken up from a
//! chat of the other platform starts a game played in both; a move typed
//! in either is its move, and the other chat is shown the board by the
//! scheduler, once, through a process that serves that chat's platform.

use crate::support::tables::Tables;
use std::sync::Arc;

use crate::support;
use crate::support::on_each_database;

use async_trait::async_trait;
use chrono::TimeDelta;
use kibitz::chat::{DeliveryError, Notice, NoticeKind, Outbox, Outboxes, Recipient, Reply};
use kibitz::clock::Clock;
use kibitz::model::{ChannelId, Platform};
use support::TestDb;
use support::recorder::Recorder;
use support::room::Room;

/// The challenge's number in the line that says how to take it up from
/// the other platform (`accept 12`).
fn challenge_in(reply: &Reply) -> i64 {
    reply
        .text
        .split("`accept ")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .and_then(|n| n.trim_start_matches('#').parse().ok())
        .unwrap_or_else(|| panic!("no challenge number in {:?}", reply.text))
}

/// The store's id of a room's chat.
async fn chat_id(room: &Room) -> ChannelId {
    room.store
        .find_channel(&room.place)
        .await
        .expect("the store answers")
        .expect("the chat is known")
}

/// Where a notice went: the platform and the chat's id there.
fn chat_of(notice: &Notice) -> (Platform, &str) {
    match &notice.to {
        Recipient::Channel(place) => (place.platform, place.channel_id.as_str()),
        Recipient::User { .. } => panic!("a private notice: {notice:?}"),
    }
}

/// Where a room is: its platform and its chat's id there.
fn at(room: &Room) -> (Platform, &str) {
    (room.place.platform, room.place.channel_id.as_str())
}

/// The boards the scheduler posts in one pass through `outbox`, with
/// `recorder` behind it: each as the chat it went to and its text.
async fn boards_posted(room: &Room, outbox: &dyn Outbox, recorder: &Recorder) -> Vec<Notice> {
    room.service
        .run_due(outbox, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass");
    recorder
        .take()
        .into_iter()
        .filter(|n| n.kind == NoticeKind::Board)
        .collect()
}

/// The one board the scheduler posts in a pass, which must go to
/// `there`'s chat and show `showing` in its text.
async fn the_board(room: &Room, recorder: &Recorder, there: &Room, showing: &str) -> Notice {
    let mut posted = boards_posted(room, recorder, recorder).await;
    assert_eq!(posted.len(), 1, "{posted:?}");
    let board = posted.remove(0);
    assert_eq!(chat_of(&board), at(there));
    assert!(board.reply.board.is_some(), "{board:?}");
    assert!(board.reply.text.contains(showing), "{}", board.reply.text);
    board
}

/// Alice's Discord channel and Bob's private chat with the bot on
/// Telegram; Alice offers a 5+3 game to anyone with White, Bob takes it
/// up from Telegram: the game's number.
async fn game_across(discord: &Room, telegram: &Room) -> i64 {
    let offered = discord.ok("alice", "challenge white 5+3").await;
    assert!(
        offered
            .text
            .contains("Anyone on Telegram may take it up too"),
        "{}",
        offered.text
    );
    let challenge = challenge_in(&offered);
    let accepted = telegram.ok("bob", &format!("accept {challenge}")).await;
    accepted
        .board
        .expect("the game begins with its board here")
        .game_id
        .get()
}

async fn a_challenge_taken_up_from_the_other_platform_is_played_in_both_chats(db: TestDb) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let telegram = discord.on(Platform::Telegram, "bob-dm").as_direct();
    let recorder = Recorder::default();
    let game = game_across(&discord, &telegram).await;
    let (home, away) = (chat_id(&discord).await, chat_id(&telegram).await);
    let row = discord.row(game).await;
    assert_eq!((row.channel_id, row.also_channel_id), (home, Some(away)));
    // The challenge's chat is shown the new game's board, once.
    the_board(&discord, &recorder, &discord, "alice (white) against bob").await;
    assert!(
        boards_posted(&discord, &recorder, &recorder)
            .await
            .is_empty()
    );
    // A move typed in either chat, naming no game, is the game's; the
    // other chat is shown it.
    discord.ok("alice", "move e4").await;
    the_board(&discord, &recorder, &telegram, "1. e4").await;
    telegram.ok("bob", "move e5").await;
    the_board(&discord, &recorder, &discord, "1… e5").await;
    // Each chat lists the game as its own, and its board there keeps its
    // buttons.
    let listed = telegram.ok("bob", "games").await;
    assert!(listed.text.contains(&format!("#{game}")), "{}", listed.text);
    let board = telegram.ok("bob", "board").await;
    assert!(!board.buttons.is_empty(), "the board acts here");
    // Changes made before a pass leave each chat owed at most one board:
    // the latest, for the chat that did not see it.
    discord.ok("alice", "move Nf3").await;
    telegram.ok("bob", &format!("move Nc6 #{game}")).await;
    discord.ok("alice", "move Bb5").await;
    the_board(&discord, &recorder, &telegram, "3. Bb5").await;
    // The end, in the chat it was made in, is shown in the other with the
    // game's record.
    telegram.ok("bob", "resign").await;
    let end = the_board(&discord, &recorder, &discord, "resign").await;
    assert!(!end.reply.files.is_empty(), "the record comes with it");
    assert!(discord.row(game).await.status.outcome().is_some());
    db.drop_db().await;
}

on_each_database!(a_challenge_taken_up_from_the_other_platform_is_played_in_both_chats);

async fn a_challenge_is_taken_up_across_platforms_only_while_open_and_never_by_its_maker(
    db: TestDb,
) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let telegram = discord.on(Platform::Telegram, "bob-dm").as_direct();
    let group = discord.on(Platform::Telegram, "-100300");
    // A challenge to someone named is theirs alone.
    discord.ok("alice", "challenge @carol").await;
    telegram
        .refused("bob", "accept 1", "only they can accept it")
        .await;
    // An open one is taken up once.
    let offered = discord.ok("alice", "challenge 5+3").await;
    let open = challenge_in(&offered);
    group.ok("dan", &format!("accept {open}")).await;
    telegram
        .refused("bob", &format!("accept {open}"), "accepted")
        .await;
    // Nothing but the one game began.
    assert_eq!(
        db.store
            .games()
            .games_of_player(
                db.store
                    .find_player(&discord.member("alice"))
                    .await
                    .expect("read")
                    .expect("alice")
                    .id
            )
            .await
            .expect("read")
            .len(),
        1
    );
    db.drop_db().await;
}

on_each_database!(a_challenge_is_taken_up_across_platforms_only_while_open_and_never_by_its_maker);

/// An outbox of one platform (as a process serving only that platform
/// has), writing down what it delivers.
struct Only(Arc<Recorder>);

#[async_trait]
impl Outbox for Only {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.0.deliver(notice).await
    }
}

async fn a_board_owed_to_a_platform_waits_for_a_process_that_serves_it(db: TestDb) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let telegram = discord.on(Platform::Telegram, "bob-dm").as_direct();
    let game = game_across(&discord, &telegram).await;
    let (discord_side, telegram_side) =
        (Arc::new(Recorder::default()), Arc::new(Recorder::default()));
    let discord_only =
        Outboxes::new().with(Platform::Discord, Box::new(Only(discord_side.clone())));
    let telegram_only =
        Outboxes::new().with(Platform::Telegram, Box::new(Only(telegram_side.clone())));
    // The first board is owed to Discord: a Discord process sees it as
    // due now, a Telegram process neither sees it nor takes the game up.
    let due = discord
        .service
        .next_due(&discord_only)
        .await
        .expect("read")
        .expect("work due");
    assert!(due <= discord.clock.now(), "{due}");
    assert_eq!(
        discord
            .service
            .next_due(&telegram_only)
            .await
            .expect("read"),
        None
    );
    assert!(
        boards_posted(&discord, &telegram_only, &telegram_side)
            .await
            .is_empty()
    );
    assert_eq!(
        boards_posted(&discord, &discord_only, &discord_side)
            .await
            .len(),
        1
    );
    // Alice's move owes Telegram a board: the other way round.
    discord.ok("alice", "move d4").await;
    assert!(
        discord
            .service
            .next_due(&discord_only)
            .await
            .expect("read")
            .is_none()
    );
    assert!(
        boards_posted(&discord, &discord_only, &discord_side)
            .await
            .is_empty()
    );
    let posted = boards_posted(&discord, &telegram_only, &telegram_side).await;
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert_eq!(chat_of(&posted[0]), at(&telegram));
    assert_eq!(discord.row(game).await.board_owed_in, None);
    db.drop_db().await;
}

on_each_database!(a_board_owed_to_a_platform_waits_for_a_process_that_serves_it);

async fn a_live_game_in_two_chats_that_runs_out_of_time_ends_in_both(db: TestDb) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let telegram = discord.on(Platform::Telegram, "bob-dm").as_direct();
    let recorder = Recorder::default();
    let game = game_across(&discord, &telegram).await;
    discord.ok("alice", "move e4").await;
    telegram.ok("bob", "move e5").await;
    boards_posted(&discord, &recorder, &recorder).await;
    // Alice lets her five minutes run out.
    discord.clock.advance(TimeDelta::minutes(6));
    discord
        .service
        .run_due(&recorder, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass");
    let notices = recorder.take();
    let told: Vec<(NoticeKind, (Platform, &str))> =
        notices.iter().map(|n| (n.kind, chat_of(n))).collect();
    assert!(
        told.contains(&(NoticeKind::Timeout, at(&discord))),
        "{told:?}"
    );
    assert!(
        told.contains(&(NoticeKind::Board, at(&telegram))),
        "{told:?}"
    );
    let row = discord.row(game).await;
    assert!(row.status.outcome().is_some());
    assert_eq!((row.notice, row.board_owed_in), (None, None));
    assert!(discord.clock.now() >= row.ended_at.expect("ended"));
    db.drop_db().await;
}

on_each_database!(a_live_game_in_two_chats_that_runs_out_of_time_ends_in_both);

/// A whole game's opening between a Discord user and a Telegram user,
/// through the real clients and the stand-ins, with whatever `kibitz`
/// processes serve them: Alice offers a game in her Discord channel, Bob
/// takes it up in his private chat on Telegram, and each sees every move
/// on their own platform.
async fn play_across(
    discord: &support::discord::FakeDiscord,
    telegram: &support::telegram::FakeTelegram,
) {
    use serde_json::json;
    use support::discord::{CHANNEL, text_in, user};
    use support::discord_interactions::{move_option, run_command, slash};
    use support::telegram_updates::private_message;

    let alice = user(11, "Alice");
    let bob = support::telegram_updates::user(22, "Bob");
    let offered = run_command(discord, 301, &alice, slash("challenge", json!([]))).await;
    let text = offered.text();
    assert!(
        text.contains("Anyone on Telegram may take it up too"),
        "{text}"
    );
    let challenge = text
        .split("`accept #")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| panic!("no challenge number in {text}"))
        .to_owned();
    // Bob takes it up on Telegram, and the game's board is his answer.
    telegram
        .push(json!({"message": private_message(1, bob.clone(), &format!("/accept {challenge}"))}));
    let begun = telegram.wait_for("sendPhoto", 1).await.remove(0);
    assert_eq!(begun.params["chat_id"], json!(22));
    assert!(
        begun.caption().contains("accepts challenge"),
        "{}",
        begun.caption()
    );
    // Alice's channel is shown the game.
    let shown = discord.posts_in(CHANNEL, 1).await.remove(0);
    assert!(
        text_in(shown.message()).contains("Alice (white) against bob")
            || text_in(shown.message()).contains("bob (white) against Alice"),
        "{}",
        text_in(shown.message())
    );
    // Each moves on their own platform; the other sees it on theirs. Who
    // has White was drawn by lot.
    let alice_white = text_in(shown.message()).contains("Alice (white)");
    let (first, second) = if alice_white {
        ("e4", "e5")
    } else {
        ("d4", "d5")
    };
    let play_on_discord = |id: u64, san: &'static str| {
        let alice = alice.clone();
        async move {
            let answer = run_command(discord, id, &alice, move_option(san)).await;
            assert!(answer.text().contains(san), "{}", answer.text());
        }
    };
    let play_on_telegram = |id: i64, san: &str, sent: usize| {
        telegram
            .push(json!({"message": private_message(id, bob.clone(), &format!("/move {san}"))}));
        telegram.wait_for("sendPhoto", sent)
    };
    if alice_white {
        play_on_discord(302, first).await;
        let seen = telegram.wait_for("sendPhoto", 2).await.remove(1);
        assert_eq!(seen.params["chat_id"], json!(22));
        assert!(seen.caption().contains("1. e4"), "{}", seen.caption());
        let answered = play_on_telegram(2, second, 3).await.remove(2);
        assert!(
            answered.caption().contains("1… e5"),
            "{}",
            answered.caption()
        );
        let seen = discord.posts_in(CHANNEL, 2).await.remove(1);
        assert!(
            text_in(seen.message()).contains("1… e5"),
            "{}",
            text_in(seen.message())
        );
    } else {
        let answered = play_on_telegram(2, first, 2).await.remove(1);
        assert!(
            answered.caption().contains("1. d4"),
            "{}",
            answered.caption()
        );
        let seen = discord.posts_in(CHANNEL, 2).await.remove(1);
        assert!(
            text_in(seen.message()).contains("1. d4"),
            "{}",
            text_in(seen.message())
        );
        play_on_discord(302, second).await;
        let seen = telegram.wait_for("sendPhoto", 3).await.remove(2);
        assert_eq!(seen.params["chat_id"], json!(22));
        assert!(seen.caption().contains("1… d5"), "{}", seen.caption());
    }
    // Nothing was posted twice.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert_eq!(discord.posts_in(CHANNEL, 2).await.len(), 2);
    assert_eq!(telegram.wait_for("sendPhoto", 3).await.len(), 3);
}

/// One `kibitz` process serving both platforms plays a game between a
/// Discord user and a Telegram user.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_plays_a_discord_user_against_a_telegram_user() {
    let (discord, telegram, kibitz) = one_process_for_both("across-one").await;
    play_across(&discord, &telegram).await;
    kibitz.kill().await;
}

/// Both stand-ins, and one `kibitz` process (called `name`, on its own
/// SQLite file) serving both, connected to each.
pub(crate) async fn one_process_for_both(
    name: &str,
) -> (
    support::discord::FakeDiscord,
    support::telegram::FakeTelegram,
    support::process::Kibitz,
) {
    let discord = support::discord::FakeDiscord::start().await;
    let telegram = support::telegram::FakeTelegram::start().await;
    let kibitz = crate::discord::kibitz_on(
        &discord,
        name,
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", telegram.url.as_str()),
        ],
    );
    discord.identified(1).await;
    telegram.wait_for("setMyCommands", 1).await;
    (discord, telegram, kibitz)
}

/// A process serving Discord and another serving Telegram, sharing one
/// Postgres, play a game between a Discord user and a Telegram user: each
/// posts the boards owed to its own platform.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_process_and_a_telegram_process_on_postgres_play_across() {
    use support::discord::FakeDiscord;
    use support::process::Kibitz;
    use support::telegram::FakeTelegram;

    let db = TestDb::postgres().await;
    let discord = FakeDiscord::start().await;
    let telegram = FakeTelegram::start().await;
    let discord_side = crate::discord::kibitz_on(
        &discord,
        "across-discord",
        &[("DATABASE_URL", db.url.as_str())],
    );
    let telegram_side = Kibitz::start(
        "across-telegram",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", telegram.url.as_str()),
            ("DATABASE_URL", db.url.as_str()),
        ],
    );
    discord.identified(1).await;
    telegram.wait_for("setMyCommands", 1).await;
    play_across(&discord, &telegram).await;
    discord_side.kill().await;
    telegram_side.kill().await;
    db.drop_db().await;
}

/// The reminders the scheduler posts in one pass.
async fn reminders_posted(room: &Room, recorder: &Recorder) -> Vec<Notice> {
    room.service
        .run_due(recorder, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass");
    recorder
        .take()
        .into_iter()
        .filter(|n| n.kind == NoticeKind::Reminder)
        .collect()
}

async fn a_reminder_goes_to_the_chat_where_the_player_to_move_plays(db: TestDb) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let telegram = discord.on(Platform::Telegram, "bob-dm").as_direct();
    let recorder = Recorder::default();
    // A game of a day a move: Alice (Discord) White, Bob (Telegram) Black.
    let offered = discord.ok("alice", "challenge white days 1").await;
    let challenge = challenge_in(&offered);
    telegram.ok("bob", &format!("accept {challenge}")).await;
    discord.ok("alice", "move e4").await;
    boards_posted(&discord, &recorder, &recorder).await;
    // Most of Bob's day gone: he is reminded in his Telegram chat.
    discord.clock.advance(TimeDelta::hours(20));
    let reminders = reminders_posted(&discord, &recorder).await;
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    assert_eq!(chat_of(&reminders[0]), at(&telegram));
    assert!(
        reminders[0].reply.text.contains("bob"),
        "{}",
        reminders[0].reply.text
    );
    // Bob's move; most of Alice's day gone: she is reminded on Discord.
    telegram.ok("bob", "move e5").await;
    boards_posted(&discord, &recorder, &recorder).await;
    discord.clock.advance(TimeDelta::hours(20));
    let reminders = reminders_posted(&discord, &recorder).await;
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    assert_eq!(chat_of(&reminders[0]), at(&discord));
    db.drop_db().await;
}

on_each_database!(a_reminder_goes_to_the_chat_where_the_player_to_move_plays);

async fn a_second_chat_that_moves_onto_one_seen_first_keeps_its_game(db: TestDb) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let old = discord.on(Platform::Telegram, "-300");
    let new = discord.on(Platform::Telegram, "-1009");
    let recorder = Recorder::default();
    old.ok("dan", "help").await;
    // Bob takes Alice's game up in a supergroup the bot had seen before
    // the group it was upgraded from told it so.
    let offered = discord.ok("alice", "challenge white").await;
    let game = new
        .ok("bob", &format!("accept {}", challenge_in(&offered)))
        .await
        .board
        .expect("a board")
        .game_id;
    let moved = db
        .store
        .identity()
        .move_channel(Platform::Telegram, "-300", "-1009")
        .await
        .expect("the store answers");
    assert!(moved);
    // The game is still played there, and shown there.
    discord.ok("alice", "move e4").await;
    new.ok("bob", "move e5").await;
    let posted = boards_posted(&discord, &recorder, &recorder).await;
    assert!(posted.iter().all(|n| n.reply.board.is_some()), "{posted:?}");
    assert_eq!(discord.row(game).await.moves, "e2e4 e7e5");
    db.drop_db().await;
}

on_each_database!(a_second_chat_that_moves_onto_one_seen_first_keeps_its_game);

async fn a_challenge_to_someone_on_the_other_platform_is_told_them_there(db: TestDb) {
    use kibitz::chat::Actor;
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let telegram = discord.on(Platform::Telegram, "bob-dm").as_direct();
    // Bob plays on Telegram only, as @bob_tg.
    db.store
        .player(&Actor::new(Platform::Telegram, "bob", "bob").known_as(Some("bob_tg")))
        .await
        .expect("a player");
    let offered = discord
        .say_unresolved("alice", "challenge @bob_tg white days 2")
        .await;
    assert!(!offered.is_refused(), "{}", offered.text);
    assert!(
        offered
            .text
            .contains("bob plays on Telegram: I tell them there privately"),
        "{}",
        offered.text
    );
    let challenge = challenge_in(&offered);
    // A process serving Discord alone neither sees it as due nor tells it.
    let side = Arc::new(Recorder::default());
    let discord_only = Outboxes::new().with(Platform::Discord, Box::new(Only(side.clone())));
    assert_eq!(
        discord.service.next_due(&discord_only).await.expect("read"),
        None
    );
    discord
        .service
        .run_due(&discord_only, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass");
    assert!(side.take().is_empty());
    // One that serves Telegram tells Bob there, privately, once.
    let recorder = Recorder::default();
    for _ in 0..2 {
        discord
            .service
            .run_due(&recorder, 100, TimeDelta::minutes(2))
            .await
            .expect("a pass");
    }
    let told: Vec<Notice> = recorder
        .take()
        .into_iter()
        .filter(|n| n.kind == NoticeKind::Challenge)
        .collect();
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(
        told[0].to,
        Recipient::User {
            platform: Platform::Telegram,
            user_id: "bob".into()
        }
    );
    let text = &told[0].reply.text;
    assert!(
        text.contains("alice challenges you from Discord")
            && text.contains(&format!("`accept #{challenge}`")),
        "{text}"
    );
    // Bob takes it up from his chat: the game is played in both.
    let game = telegram
        .ok("bob", &format!("accept {challenge}"))
        .await
        .board
        .expect("a board")
        .game_id;
    let row = discord.row(game).await;
    assert_eq!(row.also_channel_id, Some(chat_id(&telegram).await));
    db.drop_db().await;
}

on_each_database!(a_challenge_to_someone_on_the_other_platform_is_told_them_there);

async fn a_challenge_shared_as_a_link_is_taken_up_from_any_chat_and_played_in_both(db: TestDb) {
    let base = Room::new(&db.store, "unused");
    let alice = base.on(Platform::Telegram, "alice-dm").as_direct();
    let bob = base.on(Platform::Telegram, "bob-dm").as_direct();
    let group = base.on(Platform::Telegram, "-100777");
    let discord = base.on(Platform::Discord, "guild-channel");
    // A challenge in a private chat is refused, unless it is a link; a
    // link is for anyone.
    alice.refused("alice", "challenge 5+3", "direct chat").await;
    alice
        .refused("alice", "challenge @bob link", "for anyone")
        .await;
    // Before any Telegram process has told the bot's name, the link is
    // Discord's command and the words.
    let recorder = Recorder::default();
    let shared = alice.ok("alice", "challenge link 5+3").await;
    let first = challenge_in(&shared);
    assert!(!shared.text.contains("t.me/"), "{}", shared.text);
    assert!(
        shared.text.contains(&format!("/accept challenge:{first}")),
        "{}",
        shared.text
    );
    // Bob takes it up from his private chat (as Telegram's deep link has
    // him do): the game is played in both private chats.
    let game = bob
        .ok("bob", &format!("accept {first}"))
        .await
        .board
        .expect("the game begins")
        .game_id;
    let row = bob.row(game.get()).await;
    assert_eq!(
        (row.channel_id, row.also_channel_id),
        (chat_id(&alice).await, Some(chat_id(&bob).await))
    );
    the_board(&alice, &recorder, &alice, "against").await;
    db.store
        .remember_bot_account(Platform::Telegram, "kibitz_test_bot", base.clock.now())
        .await
        .expect("kept");
    let shared = alice.ok("alice", "challenge link blitz").await;
    let second = challenge_in(&shared);
    assert!(
        shared.text.contains(&format!(
            "https://t.me/kibitz_test_bot?start=accept-{second}"
        )),
        "{}",
        shared.text
    );
    // Carol takes the second up from a group of the same platform: played
    // in the group and in Alice's chat; Alice's chat is shown the board.
    let game = group
        .ok("carol", &format!("accept {second}"))
        .await
        .board
        .expect("the game begins")
        .game_id;
    assert_eq!(
        bob.row(game.get()).await.also_channel_id,
        Some(chat_id(&group).await)
    );
    the_board(&alice, &recorder, &alice, "against").await;
    // An open challenge that is no link stays its chat's on its platform.
    let plain = challenge_in(&discord.ok("dan", "challenge").await);
    let other_channel = base.on(Platform::Discord, "other-channel");
    other_channel
        .refused("erin", &format!("accept {plain}"), "no challenge")
        .await;
    db.drop_db().await;
}

on_each_database!(a_challenge_shared_as_a_link_is_taken_up_from_any_chat_and_played_in_both);
