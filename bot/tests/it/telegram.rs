//! The Telegram adapter end to end: the real teloxide client and the real
//! `kibitz` adapter against a stand-in Bot API on 127.0.0.1, on a real
//! SQLite store.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use support::room::Answers;

use kibitz::model::Platform;
use std::sync::Arc;

use kibitz::adapters::telegram::{self, TelegramConfig};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use serde_json::{Value, json};
use support::TestDb;
use support::png_size;
use support::process::Kibitz;
use support::telegram::{Call, FakeTelegram};
use support::telegram_updates::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_group_by_commands_buttons_and_bare_moves() {
    let (fake, db) = polled().await;
    let commands = fake.wait_for("setMyCommands", 1).await;
    let names: Vec<&str> = commands[0].params["commands"]
        .as_array()
        .expect("commands")
        .iter()
        .filter_map(|c| c["command"].as_str())
        .collect();
    assert!(
        names.contains(&"move") && names.contains(&"challenge"),
        "{names:?}"
    );

    let (alice, bob, carol) = (user(11, "Alice"), user(12, "Bob"), user(13, "Carol"));
    // Alice challenges Bob by replying to his message.
    // A command for another bot in the group is not ours.
    fake.push(json!({"message": message(1, alice.clone(), "/challenge@otherbot")}));
    fake.push(answering(
        message(2, alice.clone(), "/challenge@kibitzbot white"),
        bob.clone(),
    ));
    let sent = fake.wait_for("sendMessage", 1).await;
    assert!(
        text_of(&sent[0]).contains("alice challenges @bob"),
        "{}",
        text_of(&sent[0])
    );
    assert_eq!(buttons(&sent[0]), ["accept #1", "decline #1", "cancel #1"]);

    // Carol presses Accept: refused to her alone, nothing sent to the group.
    fake.push(press("q1", carol.clone(), "accept #1"));
    let answers = fake.wait_for("answerCallbackQuery", 1).await;
    assert!(
        answers[0].params["text"]
            .as_str()
            .unwrap_or_default()
            .contains("Challenge #1 is for bob")
    );
    assert_eq!(answers[0].params["show_alert"], json!(true));

    // Bob accepts: the buttons go, the board comes as a photo.
    fake.push(press("q2", bob.clone(), "accept #1"));
    let photos = fake.wait_for("sendPhoto", 1).await;
    assert!(
        fake.calls()
            .iter()
            .any(|c| c.method == "editMessageReplyMarkup")
    );
    assert!(
        text_of(&photos[0]).contains("bob accepts challenge #1"),
        "{}",
        text_of(&photos[0])
    );
    assert!(text_of(&photos[0]).contains("@alice to move"));
    let (_, png) = photos[0].files.get("photo").expect("an uploaded photo");
    let expected = kibitz_render::dimensions(&kibitz_render::Style::default()).expect("a size");
    assert_eq!(png_size(png), expected);
    assert_eq!(sent.len(), 1, "no stray messages");

    // Moves by command and as bare text.
    fake.push(json!({"message": message(3, alice.clone(), "/move@kibitzbot e4")}));
    let photos = fake.wait_for("sendPhoto", 2).await;
    assert!(
        text_of(&photos[1]).contains("Last move: 1. e4"),
        "{}",
        text_of(&photos[1])
    );
    fake.push(json!({"message": message(4, bob.clone(), "e5")}));
    let photos = fake.wait_for("sendPhoto", 3).await;
    assert!(
        text_of(&photos[2]).contains("Last move: 1… e5"),
        "{}",
        text_of(&photos[2])
    );
    // Chatter is not a move and gets no answer.
    fake.push(json!({"message": message(5, carol.clone(), "nice game")}));

    // An illegal move is answered to its author, with what is legal.
    fake.push(json!({"message": message(6, alice.clone(), "/move Ke3")}));
    let sent = fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&sent[1]).starts_with("The king on e1 cannot move to e3"),
        "{}",
        text_of(&sent[1])
    );
    assert_eq!(sent[1].params["reply_parameters"]["message_id"], json!(6));
    assert_eq!(buttons(&sent[1]), ["move Ke2 #1 ply:2"]);

    // Telegram asks to slow down once: the photo is sent again after it.
    fake.rate_limit_once("sendPhoto");
    fake.push(json!({"message": message(7, alice.clone(), "Nf3")}));
    let photos = fake.wait_for("sendPhoto", 5).await;
    assert!(
        text_of(&photos[4]).contains("Last move: 2. Nf3"),
        "{}",
        text_of(&photos[4])
    );

    // Bob resigns by the button on the board: the final post has the record.
    let resign = buttons(&photos[4])
        .into_iter()
        .find(|b| b.starts_with("resign"))
        .expect("a resign button");
    fake.push(press("q3", bob.clone(), &resign));
    let question = fake.wait_for("sendMessage", 3).await.remove(2);
    fake.push(press(
        "q4",
        bob.clone(),
        &button(&question, "resign confirm"),
    ));
    let photos = fake.wait_for("sendPhoto", 6).await;
    assert!(
        text_of(&photos[5]).contains("White wins by resignation."),
        "{}",
        text_of(&photos[5])
    );
    let documents = fake.wait_for("sendDocument", 1).await;
    let (name, pgn) = documents[0].files.get("document").expect("a file");
    assert_eq!(name, "kibitz-1.pgn");
    let record = String::from_utf8_lossy(pgn);
    assert!(
        record.contains("1. e4 e5 2. Nf3") && record.contains("[Result \"1-0\"]"),
        "{record}"
    );

    assert_eq!(
        fake.wait_for("sendMessage", 3).await.len(),
        3,
        "the chatter got no answer"
    );
    assert!(
        fake.unexpected().is_empty(),
        "unexpected calls: {:?}",
        fake.unexpected()
    );
    db.drop_db().await;
}

/// The binary itself: with `TELEGRAM_TOKEN` set, plain `kibitz` serves
/// Telegram (here the stand-in) instead of opening the console.
/// A correspondence game in a group: `/moretime` gives the opponent a day,
/// answered in the group with the board and the time now left; the side
/// to move is refused with the reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_time_in_a_correspondence_game_is_announced_in_the_group() {
    let (fake, db) = polled().await;
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(answering(
        message(1, alice.clone(), "/challenge white days 2"),
        bob.clone(),
    ));
    fake.wait_for("sendMessage", 1).await;
    fake.push(press("q1", bob.clone(), "accept #1"));
    fake.wait_for("sendPhoto", 1).await;
    fake.push(json!({"message": message(2, alice.clone(), "/move e4")}));
    fake.push(json!({"message": message(3, bob.clone(), "/move e5")}));
    fake.push(json!({"message": message(4, alice.clone(), "/move Nf3")}));
    fake.wait_for("sendPhoto", 4).await;
    fake.push(json!({"message": message(5, bob.clone(), "/moretime")}));
    let sent = fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&sent[1]).contains("It is your move"),
        "{}",
        text_of(&sent[1])
    );
    fake.push(json!({"message": message(6, alice.clone(), "/moretime@kibitzbot")}));
    let photos = fake.wait_for("sendPhoto", 5).await;
    let text = text_of(&photos[4]);
    assert!(
        text.contains("alice gives bob one more day for this move."),
        "{text}"
    );
    assert!(
        text.contains("@bob to move. 2 days 23 hours left."),
        "{text}"
    );
    db.drop_db().await;
}

/// Conditional moves on Telegram: Alice leaves a line in her private chat
/// with the bot, where Bob cannot read it; Bob's reply in the group is
/// answered at once, in the same post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conditional_line_left_privately_answers_in_the_group() {
    let (fake, db) = polled().await;
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(answering(
        message(1, alice.clone(), "/challenge white days 2"),
        bob.clone(),
    ));
    fake.wait_for("sendMessage", 1).await;
    fake.push(press("q1", bob.clone(), "accept #1"));
    fake.wait_for("sendPhoto", 1).await;
    fake.push(json!({"message": message(2, alice.clone(), "/move e4")}));
    fake.wait_for("sendPhoto", 2).await;
    let private = private_message(3, alice.clone(), "/premove #1 e5 Nf3; c5 Nc3");
    fake.push(json!({ "message": private }));
    let kept = fake.wait_for("sendMessage", 2).await.remove(1);
    assert_eq!(chat_of(&kept), "11");
    let text = text_of(&kept);
    assert!(
        text.contains("Kept: 2 conditional lines in game #1.")
            && text.contains("1… e5 2. Nf3")
            && text.contains("1… c5 2. Nc3"),
        "{text}"
    );
    fake.push(json!({"message": message(4, bob.clone(), "/move c5")}));
    let photos = fake.wait_for("sendPhoto", 3).await;
    assert_eq!(chat_of(&photos[2]), GROUP.to_string());
    let text = text_of(&photos[2]);
    assert!(
        text.contains("alice answers at once with Nc3 (conditional moves).")
            && text.contains("@bob to move."),
        "{text}"
    );
    db.drop_db().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kibitz_serves_telegram_when_its_token_is_set() {
    let fake = FakeTelegram::start().await;
    let kibitz = Kibitz::start(
        "telegram",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", &fake.url),
        ],
    );
    fake.wait_for("setMyCommands", 1).await;
    fake.push(json!({"message": message(1, user(21, "Dana"), "/help")}));
    answered_with_help(&fake).await;
    let log = kibitz.stop().await;
    assert!(
        !log.contains("123:secret"),
        "the token is never logged: {log}"
    );
}

/// SIGTERM, as a service manager stops a service: the bot takes no more
/// updates, finishes the one it is answering (Telegram is slow to take the
/// answer), records it handled, and exits with 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_finishes_the_update_being_answered_then_exits_cleanly() {
    let fake = FakeTelegram::start().await;
    let kibitz = Kibitz::start(
        "telegram-sigterm",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", &fake.url),
        ],
    );
    let folder = kibitz.folder.clone();
    fake.wait_for("setMyCommands", 1).await;
    fake.slow_down("sendMessage", std::time::Duration::from_millis(1500));
    fake.push(json!({"message": message(1, user(21, "Dana"), "/help")}));
    fake.wait_for("sendMessage", 1).await;
    let (status, log) = kibitz.terminate().await;
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(log.contains("SIGTERM"), "{log}");
    let store = kibitz::store::Store::connect(&format!(
        "sqlite:{}",
        folder.join("kibitz.sqlite").display()
    ))
    .await
    .expect("the store opens");
    let now = chrono::Utc::now();
    let receipt = store
        .receive_update(
            Platform::Telegram,
            "1",
            None,
            now,
            ("a test", now + chrono::TimeDelta::minutes(1)),
        )
        .await
        .expect("read");
    assert_eq!(receipt, kibitz::store::Receipt::Handled, "{log}");
    store.close().await;
    std::fs::remove_dir_all(&folder).ok();
}

/// Exactly once across a crash and an outage: two games' worth of moves in
/// each of six chats posted to a `kibitz` on Postgres in webhook mode,
/// which is killed (SIGKILL) mid-burst; posts that got no 200 are posted
/// again, as Telegram does, to a second `kibitz` started in its place;
/// later in the burst Postgres is cut off for two seconds. Every move that
/// got a 200 is played once: no game loses a move or plays one twice
/// (each game dances its knights out and back, so a move played twice
/// would be legal and show); every refused move is answered exactly once
/// (its answer goes in the webhook's response, recorded with its mark);
/// every move's board is posted. (A board can still be posted twice, by a
/// process killed in the moment between Telegram taking the photo and the
/// live board's record, a millisecond or two: at most once per chat, each
/// with one update in flight; how many boards were posted twice is
/// printed.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_mid_burst_loses_no_move_and_answers_each_update_once() {
    const GAMES: i64 = 6;
    const DANCE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8"];
    let db = TestDb::postgres().await;
    let fake = FakeTelegram::start().await;
    let address = support::unused_address();
    let hook = format!("http://{address}/telegram/hook");
    let listen = address.to_string();
    // The processes reach Postgres through a proxy that can cut it off.
    let (proxy, through) = support::proxy::in_front_of(&db.url).await;
    let vars = [
        ("TELEGRAM_TOKEN", "123:secret"),
        ("TELEGRAM_API_URL", fake.url.as_str()),
        ("TELEGRAM_WEBHOOK_URL", hook.as_str()),
        ("TELEGRAM_WEBHOOK_LISTEN", listen.as_str()),
        ("TELEGRAM_WEBHOOK_SECRET", SECRET),
        ("DATABASE_URL", through.as_str()),
    ];
    let first = Kibitz::start("telegram-burst-a", &vars);
    // Posts an update until it gets a 200, as Telegram does (making the
    // call a response carries).
    let deliver = {
        let fake = fake.clone();
        move |update: Value| {
            let fake = fake.clone();
            async move {
                loop {
                    match fake.post_update(address, Some(SECRET), &update).await {
                        Some(200) => return,
                        _ => tokio::time::sleep(std::time::Duration::from_millis(100)).await,
                    }
                }
            }
        }
    };
    let player = |g: i64, side: &str| {
        json!({"id": 1000 + 2 * g + i64::from(side == "b"),
        "is_bot": false, "first_name": side, "username": format!("p{g}{side}")})
    };
    let in_chat = |g: i64, id: i64, from: Value, text: &str| {
        let mut message = message(id, from, text);
        message["chat"] = json!({"id": -5000 - g, "type": "supergroup", "title": "club"});
        json!({"update_id": id, "message": message})
    };
    let store = db.store.clone();
    let moves_of = move |g: i64| {
        let store = store.clone();
        async move {
            store
                .game(kibitz::model::GameId(g))
                .await
                .expect("read")
                .map_or(0, |game| game.moves.split_whitespace().count())
        }
    };
    // Six games, one after another.
    for g in 1..=GAMES {
        let base = g * 100;
        deliver(in_chat(g, base, player(g, "b"), "hello")).await;
        deliver(in_chat(
            g,
            base + 1,
            player(g, "a"),
            &format!("/challenge @p{g}b white"),
        ))
        .await;
        deliver(in_chat(g, base + 2, player(g, "b"), "/accept")).await;
        let started = std::time::Instant::now();
        while db
            .store
            .game(kibitz::model::GameId(g))
            .await
            .expect("read")
            .is_none()
        {
            assert!(
                started.elapsed() < std::time::Duration::from_secs(30),
                "game {g} begins"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    // The burst: each chat's players move in turn, each after seeing the
    // move before (as people do), all chats at once.
    let acknowledged = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut players = Vec::new();
    for g in 1..=GAMES {
        let acknowledged = acknowledged.clone();
        let moves_of = moves_of.clone();
        let deliver = deliver.clone();
        players.push(tokio::spawn(async move {
            for (i, san) in DANCE.iter().enumerate() {
                let ply = i64::try_from(i).expect("small");
                let side = if i % 2 == 0 { "a" } else { "b" };
                deliver(in_chat(
                    g,
                    g * 100 + 10 + ply,
                    player(g, side),
                    &format!("/move {san}"),
                ))
                .await;
                acknowledged.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let started = std::time::Instant::now();
                while moves_of(g).await <= i {
                    assert!(
                        started.elapsed() < std::time::Duration::from_secs(90),
                        "game {g} ply {i} is played"
                    );
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                }
                // A move refused in any position (the king cannot pass
                // its own pawn), which changes nothing and is answered.
                deliver(in_chat(g, g * 100 + 50 + ply, player(g, side), "/move Ke2")).await;
            }
        }));
    }
    while acknowledged.load(std::sync::atomic::Ordering::SeqCst) < 15 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    first.kill().await;
    let second = Kibitz::start("telegram-burst-b", &vars);
    // Then Postgres goes away for two seconds, and comes back.
    while acknowledged.load(std::sync::atomic::Ordering::SeqCst) < 30 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    proxy.cut();
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    proxy.restore();
    for player in players {
        player.await.expect("the players finish");
    }
    for g in 1..=GAMES {
        let game = db
            .store
            .game(kibitz::model::GameId(g))
            .await
            .expect("read")
            .expect("the game");
        assert_eq!(
            game.moves, "g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8",
            "game {g}: every move once, in order"
        );
    }
    // Every update is answered, refusals included (beside a notice, at
    // most, that it waits for the store): a refusal as a reply to its
    // message, a move (and the acceptance) as the board; a move's board is
    // never posted twice (a replay finds the move made, and says nothing).
    let answers_to = |calls: &[support::telegram::Call], id: i64| {
        calls
            .iter()
            .filter(|c| c.params["reply_parameters"]["message_id"] == json!(id))
            .filter(|c| !text_of(c).contains("I cannot reach my records"))
            .count()
    };
    let refusals: Vec<i64> = (1..=GAMES)
        .flat_map(|g| (0..8).map(move |ply| g * 100 + 50 + ply))
        .collect();
    let started = std::time::Instant::now();
    while refusals
        .iter()
        .any(|id| answers_to(&fake.calls(), *id) == 0)
    {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(60),
            "every refusal is answered"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let calls = fake.calls();
    let twice = refusals
        .iter()
        .filter(|id| answers_to(&calls, **id) > 1)
        .count();
    let (mut boards_missing, mut boards_doubled) = (0, 0);
    let mut boards_of = Vec::new();
    for g in 1..=GAMES {
        let boards = calls
            .iter()
            .filter(|c| c.method == "sendPhoto" && c.params["chat_id"] == json!(-5000 - g))
            .filter(|c| !c.result.is_null())
            .count();
        boards_missing += 9usize.saturating_sub(boards);
        boards_doubled += boards.saturating_sub(9);
        boards_of.push(boards);
    }
    eprintln!(
        "of {} refusals, {twice} answered twice; of {} boards, {boards_missing} never posted, \
         {boards_doubled} posted twice",
        refusals.len(),
        9 * GAMES
    );
    assert_eq!(twice, 0, "every refusal is answered once");
    assert_eq!(boards_missing, 0, "every board is posted: {boards_of:?}");
    // A chat has one update in flight at most when the process dies.
    assert!(
        boards_of.iter().all(|boards| *boards <= 10),
        "no board posted more than twice: {boards_of:?}"
    );
    // No one was told "try again" for a move that was played after all.
    let sorry: Vec<String> = fake
        .calls()
        .iter()
        .map(text_of)
        .filter(|text| text.contains("Something went wrong"))
        .collect();
    assert!(sorry.is_empty(), "{sorry:?}");
    let log = second.kill().await;
    eprintln!(
        "updates the killed process left, taken up by the second: {}",
        log.matches("taking up an update left waiting").count()
    );
    db.drop_db().await;
}

/// An answer that is one text message (here a refused move) goes in the
/// webhook's own response, recorded with the update's mark before the
/// response is written: Telegram makes the call as it reads the response,
/// and a post of the same update made again (because that response never
/// reached it) carries the same answer from the record, on each database.
async fn a_refusal_is_answered_in_the_webhooks_response_and_again_from_the_record(db: TestDb) {
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    let (fake, address) = webhooked(service).await;
    let refused = json!({"update_id": 5, "message": message(5, user(31, "Erin"), "/move e4")});
    // A response that is lost: its call is never made.
    assert_eq!(
        support::telegram::post_to_webhook(address, Some(SECRET), &refused).await,
        Some(200)
    );
    assert_eq!(count(&fake, "sendMessage"), 0, "no call of its own");
    // Telegram posts it again and makes the call the response carries.
    assert_eq!(
        post_update(&fake, address, Some(SECRET), &refused).await,
        200
    );
    let sent = |fake: &FakeTelegram| -> Vec<support::telegram::Call> {
        fake.calls()
            .into_iter()
            .filter(|c| c.method == "sendMessage")
            .collect()
    };
    let answers = sent(&fake);
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert_eq!(answers[0].method, "sendMessage");
    assert!(
        text_of(&answers[0]).contains("You have no game"),
        "{}",
        text_of(&answers[0])
    );
    assert_eq!(
        answers[0].params["reply_parameters"]["message_id"],
        json!(5)
    );
    // The same answer, once per post of the update, and never a second
    // handling.
    assert_eq!(
        post_update(&fake, address, Some(SECRET), &refused).await,
        200
    );
    let again = sent(&fake);
    assert_eq!(again.len(), 2, "{again:?}");
    assert_eq!(again[1].params, answers[0].params);
    db.drop_db().await;
}
on_each_database!(a_refusal_is_answered_in_the_webhooks_response_and_again_from_the_record);

/// A process killed after a move's commit and before its board reached
/// Telegram (here, while it waits out a rate limit on the photo) leaves
/// the update handled but unanswered; Telegram, which got no 200, posts
/// it again, and the process that takes the post finds the game's live
/// board behind its moves and posts the board it owed, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_a_killed_process_never_posted_is_posted_when_its_update_comes_again() {
    let db = TestDb::postgres().await;
    let fake = FakeTelegram::start().await;
    let address = support::unused_address();
    let hook = format!("http://{address}/telegram/hook");
    let listen = address.to_string();
    let vars = [
        ("TELEGRAM_TOKEN", "123:secret"),
        ("TELEGRAM_API_URL", fake.url.as_str()),
        ("TELEGRAM_WEBHOOK_URL", hook.as_str()),
        ("TELEGRAM_WEBHOOK_LISTEN", listen.as_str()),
        ("TELEGRAM_WEBHOOK_SECRET", SECRET),
        ("DATABASE_URL", db.url.as_str()),
    ];
    let first = Kibitz::start("telegram-owed-a", &vars);
    let in_chat = |id: i64, from: i64, name: &str, text: &str| {
        let mut message = message(id, user(from, name), text);
        message["chat"] = json!({"id": -700, "type": "supergroup", "title": "club"});
        json!({"update_id": id, "message": message})
    };
    let deliver = |update: Value| {
        let fake = fake.clone();
        async move {
            let started = std::time::Instant::now();
            while fake.post_update(address, Some(SECRET), &update).await != Some(200) {
                assert!(started.elapsed() < std::time::Duration::from_secs(30));
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
        }
    };
    deliver(in_chat(1, 71, "bob", "hello")).await;
    deliver(in_chat(2, 70, "alice", "/challenge @bob white")).await;
    deliver(in_chat(3, 71, "bob", "/accept")).await;
    let boards = |fake: &FakeTelegram| {
        fake.calls()
            .into_iter()
            .filter(|c| c.method == "sendPhoto" && !c.result.is_null())
            .collect::<Vec<_>>()
    };
    assert_eq!(boards(&fake).len(), 1, "the game's first board");
    // The move's board meets a rate limit, and the process dies while it
    // waits to send it again.
    fake.rate_limit_once("sendPhoto");
    let post = {
        let fake = fake.clone();
        let update = in_chat(4, 70, "alice", "/move e4");
        tokio::spawn(async move { fake.post_update(address, Some(SECRET), &update).await })
    };
    let started = std::time::Instant::now();
    while !fake
        .calls()
        .iter()
        .any(|c| c.method == "sendPhoto" && c.result.is_null())
    {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "the photo is tried"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    first.kill().await;
    assert_ne!(
        post.await.expect("posted"),
        Some(200),
        "the post got no 200"
    );
    let moves = || async {
        db.store
            .game(kibitz::model::GameId(1))
            .await
            .expect("read")
            .map(|game| game.moves)
    };
    assert_eq!(
        moves().await.as_deref(),
        Some("e2e4"),
        "the move was committed"
    );
    assert_eq!(boards(&fake).len(), 1, "its board was not posted");
    // Telegram posts it again, to the process started in its place.
    let second = Kibitz::start("telegram-owed-b", &vars);
    deliver(in_chat(4, 70, "alice", "/move e4")).await;
    let posted = boards(&fake);
    assert_eq!(posted.len(), 2, "the board owed, posted once");
    assert!(
        text_of(&posted[1]).contains("Last move: 1. e4"),
        "{}",
        text_of(&posted[1])
    );
    assert_eq!(moves().await.as_deref(), Some("e2e4"), "not played again");
    // Posted once more (its answer lost again), nothing is owed.
    deliver(in_chat(4, 70, "alice", "/move e4")).await;
    assert_eq!(boards(&fake).len(), 2, "no board twice");
    let log = second.kill().await;
    assert_eq!(
        log.matches("posting a board owed").count(),
        1,
        "the second process owed one board"
    );
    db.drop_db().await;
}

/// Posts an update to the webhook, with or without the secret, as Telegram
/// does (a call its response carries is made); the status.
async fn post_update(
    fake: &FakeTelegram,
    address: std::net::SocketAddr,
    secret: Option<&str>,
    update: &Value,
) -> u16 {
    fake.post_update(address, secret, update)
        .await
        .expect("the webhook answers")
}

/// The webhook's secret token in the tests.
const SECRET: &str = "s3cret-Token_1";

/// The adapter in webhook mode on `service`, against a new stand-in: the
/// stand-in, and the address the webhook listens on (once it does).
async fn webhooked(service: Service) -> (FakeTelegram, std::net::SocketAddr) {
    let fake = FakeTelegram::start().await;
    let address = webhooked_on(service, &fake).await;
    (fake, address)
}

/// The adapter in webhook mode on `service`, against the stand-in `fake`
/// (which may serve other adapters too): the address the webhook listens
/// on (once it does).
async fn webhooked_on(service: Service, fake: &FakeTelegram) -> std::net::SocketAddr {
    let address = support::unused_address();
    let set_before = count(fake, "setWebhook");
    let config = TelegramConfig {
        token: "123:secret".into(),
        api_url: Some(fake.url.parse().expect("a URL")),
        webhook: Some(
            telegram::WebhookConfig::new(
                format!("http://{address}/telegram/hook")
                    .parse()
                    .expect("a URL"),
                address,
                SECRET.into(),
            )
            .expect("a valid secret"),
        ),
        limits: telegram::Limits::faster(TEST_LIMITS_DIVISOR),
    };
    tokio::spawn(telegram::run(service, config));
    let set = fake.wait_for("setWebhook", set_before + 1).await;
    assert_eq!(
        set[set_before].params["url"],
        json!(format!("http://{address}/telegram/hook"))
    );
    assert_eq!(set[set_before].params["secret_token"], json!(SECRET));
    for _ in 0..50 {
        if tokio::net::TcpStream::connect(address).await.is_ok() {
            return address;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the webhook never listened");
}

/// Webhook mode: updates posted with the secret token get the same replies
/// as polled ones; a post without it is refused and does nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhook_updates_need_the_secret_token() {
    let db = TestDb::sqlite().await;
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    assert!(
        telegram::WebhookConfig::new(
            "http://x/".parse().expect("URL"),
            "127.0.0.1:1".parse().expect("an address"),
            "bad secret!".into()
        )
        .is_err()
    );
    let (fake, address) = webhooked(service).await;
    let update = json!({"update_id": 1, "message": message(1, user(31, "Erin"), "/help")});
    let status = post_update(&fake, address, None, &update).await;
    assert!(
        status == 401 || status == 403,
        "refused without the secret: {status}"
    );
    let update = json!({"update_id": 2, "message": message(2, user(31, "Erin"), "/help")});
    assert_eq!(
        post_update(&fake, address, Some(SECRET), &update).await,
        200
    );
    answered_with_help(&fake).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(
        fake.calls()
            .iter()
            .filter(|c| c.method == "sendMessage")
            .count(),
        1,
        "the refused post did nothing"
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// How many calls of `method` the stand-in has had.
fn count(fake: &FakeTelegram, method: &str) -> usize {
    fake.calls().iter().filter(|c| c.method == method).count()
}

/// Exactly once through the webhook: an update that a stopped process
/// recorded but never handled is handled when the bot starts; one posted
/// again after it was handled (a load balancer's retry, a replay) is
/// answered 200 and changes nothing, though its move is legal again
/// (`Nf3 Nf6 Ng1 Ng8`, then the first `Nf3` once more); a body that is no
/// update is refused with 400.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_webhook_update_is_handled_once_however_often_it_arrives() {
    let db = TestDb::sqlite().await;
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    // A process recorded Bob's greeting, said 200, and died before
    // handling it: its claim has run out.
    let left = json!({"update_id": 40, "message": message(40, bob.clone(), "/help")});
    let long_ago = chrono::Utc::now() - chrono::TimeDelta::minutes(5);
    db.store
        .receive_update(
            Platform::Telegram,
            "40",
            Some(&left.to_string()),
            long_ago,
            ("a test", long_ago + chrono::TimeDelta::minutes(1)),
        )
        .await
        .expect("recorded");
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    let (fake, address) = webhooked(service).await;
    let help = fake.wait_for("sendMessage", 1).await;
    assert!(
        text_of(&help[0]).starts_with("Commands"),
        "{}",
        text_of(&help[0])
    );

    let post = |id: i64, from: &Value, text: &str| {
        let update = json!({"update_id": id, "message": message(id, from.clone(), text)});
        let fake = &fake;
        async move { post_update(fake, address, Some(SECRET), &update).await }
    };
    assert_eq!(post(41, &alice, "/challenge @bob white").await, 200);
    fake.wait_for("sendMessage", 2).await;
    assert_eq!(post(42, &bob, "/accept").await, 200);
    fake.wait_for("sendPhoto", 1).await;
    let moves = [
        (43, &alice, "/move Nf3"),
        (44, &bob, "/move Nf6"),
        (45, &alice, "/move Ng1"),
        (46, &bob, "/move Ng8"),
    ];
    for (id, from, text) in moves {
        assert_eq!(post(id, from, text).await, 200);
    }
    fake.wait_for("sendPhoto", 5).await;
    let game = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(game.moves, "g1f3 g8f6 f3g1 f6g8");

    // The first Nf3 again, and the greeting that was handled at start.
    assert_eq!(post(43, &alice, "/move Nf3").await, 200);
    assert_eq!(post(40, &bob, "/help").await, 200);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let again = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(again.moves, "g1f3 g8f6 f3g1 f6g8", "nothing played again");
    assert_eq!(again.version, game.version);
    assert_eq!(count(&fake, "sendPhoto"), 5, "no second answer");
    assert_eq!(count(&fake, "sendMessage"), 2, "no second answer");

    // Bodies that are no update.
    for body in [json!({"not": "an update"}), json!("text"), json!([1, 2])] {
        assert_eq!(
            post_update(&fake, address, Some(SECRET), &body).await,
            400,
            "{body}"
        );
    }
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// Long polling acknowledges an update (asks from past it) only once the
/// store has recorded it: while the store cannot, the bot keeps asking
/// from the same offset, so Telegram keeps the update; once it can, the
/// update is handled, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_polling_acknowledges_an_update_only_once_the_store_has_it() {
    let (fake, db) = polled().await;
    let bob = user(12, "Bob");
    fake.push(json!({"message": message(1, bob.clone(), "/help")}));
    fake.wait_for("sendMessage", 1).await;
    let kibitz::store::Store::Sqlite(pools) = &db.store else {
        panic!("an SQLite store");
    };
    let pool = &pools.writer;
    // The store cannot record updates.
    sqlx::query("ALTER TABLE updates RENAME TO updates_away")
        .execute(pool)
        .await
        .expect("renamed");
    fake.push(json!({"message": message(2, bob.clone(), "/help")}));
    let asked = std::time::Instant::now();
    while fake.polls_from(2) < 3 {
        assert!(
            asked.elapsed() < std::time::Duration::from_secs(20),
            "the bot kept asking from 2"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(fake.acknowledged(), 2, "update 2 is not acknowledged");
    // Its sender hears, once, that it waits for the store.
    let told = fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&told[1]).contains("I cannot reach my records just now"),
        "{}",
        text_of(&told[1])
    );
    assert_eq!(count(&fake, "sendMessage"), 2, "told once, not answered");
    sqlx::query("ALTER TABLE updates_away RENAME TO updates")
        .execute(pool)
        .await
        .expect("renamed back");
    let answered = fake.wait_for("sendMessage", 3).await;
    assert!(
        text_of(&answered[2]).starts_with("Commands"),
        "{}",
        text_of(&answered[2])
    );
    while fake.acknowledged() < 3 {
        assert!(
            asked.elapsed() < std::time::Duration::from_secs(60),
            "acknowledged at last"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(count(&fake, "sendMessage"), 3, "answered once");
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// Telegram's own trouble with long polls (502 Bad Gateway twice):
/// the bot polls again, waiting longer each time, from the same offset,
/// and the update that waited is handled once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_polls_telegram_fails_are_tried_again_and_lose_nothing() {
    let (fake, db) = polled().await;
    let bob = user(12, "Bob");
    fake.push(json!({"message": message(1, bob.clone(), "/help")}));
    fake.wait_for("sendMessage", 1).await;
    fake.fail_times("getUpdates", 2);
    // The long poll under way ends empty; the two after it fail.
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    fake.push(json!({"message": message(2, bob.clone(), "/help")}));
    let answered = fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&answered[1]).starts_with("Commands"),
        "{}",
        text_of(&answered[1])
    );
    assert!(
        fake.polls_from(2) >= 4,
        "three failed polls, then one that worked"
    );
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(count(&fake, "sendMessage"), 2, "handled once");
    db.drop_db().await;
}

/// The adapter polling a new stand-in, on a new Postgres database reached
/// through a proxy that can cut or freeze it: the database, the proxy,
/// the store and the stand-in.
async fn polled_through_a_proxy() -> (
    TestDb,
    support::proxy::Proxy,
    kibitz::store::Store,
    FakeTelegram,
) {
    let db = TestDb::postgres().await;
    let (proxy, url) = support::proxy::in_front_of(&db.url).await;
    let store = kibitz::store::Store::connect(&url)
        .await
        .expect("through the proxy");
    let fake = FakeTelegram::start().await;
    let service = Service::new(store.clone(), Arc::new(SystemClock));
    tokio::spawn(telegram::run(service, config_for(&fake)));
    (db, proxy, store, fake)
}

/// A Postgres outage (every connection to it cut, new ones refused; then
/// new ones met by silence, as in a network partition): a user hears at
/// once (not after sqlx's ten seconds) that their update waits, Telegram
/// keeps it, and once the database is back it is handled, once, without a
/// restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_outage_is_told_at_once_and_what_waited_is_handled_after_it() {
    let (db, proxy, store, fake) = polled_through_a_proxy().await;
    let bob = user(12, "Bob");
    fake.push(json!({"message": message(1, bob.clone(), "/help")}));
    fake.wait_for("sendMessage", 1).await;

    proxy.cut();
    let pushed = std::time::Instant::now();
    fake.push(json!({"message": message(2, bob.clone(), "/help")}));
    let told = fake.wait_for("sendMessage", 2).await;
    let waited = pushed.elapsed();
    assert!(
        text_of(&told[1]).contains("I cannot reach my records just now"),
        "{}",
        text_of(&told[1])
    );
    assert!(
        waited < std::time::Duration::from_secs(5),
        "told after {waited:?}"
    );
    eprintln!("the outage was told after {waited:?}");
    while fake.polls_from(2) < 3 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(fake.acknowledged(), 2, "Telegram keeps it");
    assert_eq!(count(&fake, "sendMessage"), 2, "told once");
    // A network partition: a new connection meets silence, which only the
    // store's time-out for a connection ends.
    proxy.hang();
    let pushed = std::time::Instant::now();
    fake.push(json!({"message": message(3, bob.clone(), "/help")}));
    let told = fake.wait_for("sendMessage", 3).await;
    let waited = pushed.elapsed();
    assert!(text_of(&told[2]).contains("I cannot reach my records just now"));
    assert!(
        waited < std::time::Duration::from_secs(5),
        "told after {waited:?}"
    );
    eprintln!("the partition was told after {waited:?}");
    // A request that needs the database fails within two seconds.
    let asked = std::time::Instant::now();
    let now = chrono::Utc::now();
    let failed = store
        .receive_update(Platform::Telegram, "99", None, now, ("a test", now))
        .await;
    let took = asked.elapsed();
    assert!(failed.is_err(), "{failed:?}");
    assert!(
        took < std::time::Duration::from_secs(2),
        "failed after {took:?}"
    );
    eprintln!("a store call failed after {took:?} in the partition");

    proxy.restore();
    let answered = fake.wait_for("sendMessage", 5).await;
    for answer in &answered[3..] {
        assert!(
            text_of(answer).starts_with("Commands"),
            "{}",
            text_of(answer)
        );
    }
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(count(&fake, "sendMessage"), 5, "each handled once");
    assert!(fake.acknowledged() >= 4);
    store.close().await;
    db.drop_db().await;
}

/// A Postgres that hangs rather than refuses (its connections kept open
/// and silent, as when the server is stopped with SIGSTOP or the network
/// drops packets) is told to a user about as quickly as one that stopped:
/// every store call has a time limit of its own, so the pool's open
/// connections cannot keep an update waiting. Once the database is back,
/// what waited is handled, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frozen_database_is_told_as_quickly_as_a_stopped_one() {
    let (db, proxy, store, fake) = polled_through_a_proxy().await;
    let bob = user(12, "Bob");
    let stopped = time_to_trouble(&fake, &proxy, &bob, 1, 0, Outage::Stop).await;
    let frozen = time_to_trouble(&fake, &proxy, &bob, 3, 3, Outage::Freeze).await;
    eprintln!("the first \"try again\": {stopped:?} in a stop, {frozen:?} in a freeze");
    assert!(
        frozen < std::time::Duration::from_secs(3),
        "a freeze was told after {frozen:?} (a stop after {stopped:?})"
    );
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(count(&fake, "sendMessage"), 6, "each told and handled once");
    store.close().await;
    db.drop_db().await;
}

/// How a database fails.
enum Outage {
    /// Its connections are cut and new ones refused.
    Stop,
    /// Its connections, old and new, stay open and silent.
    Freeze,
}

/// With `told` messages sent so far, Bob's `/help` (update `id`) answered
/// on a working database, then the `outage`, Bob's next `/help` answered
/// "try again", and the database restored and that update handled: how
/// long the "try again" took.
async fn time_to_trouble(
    fake: &FakeTelegram,
    proxy: &support::proxy::Proxy,
    bob: &serde_json::Value,
    id: i64,
    told: usize,
    outage: Outage,
) -> std::time::Duration {
    // The pool's connections are open and warm before the outage.
    fake.push(json!({"message": message(id, bob.clone(), "/help")}));
    fake.wait_for("sendMessage", told + 1).await;
    match outage {
        Outage::Stop => proxy.cut(),
        Outage::Freeze => proxy.freeze(),
    }
    let pushed = std::time::Instant::now();
    fake.push(json!({"message": message(id + 1, bob.clone(), "/help")}));
    let answers = fake.wait_for("sendMessage", told + 2).await;
    let waited = pushed.elapsed();
    let trouble = text_of(&answers[told + 1]);
    assert!(
        trouble.contains("I cannot reach my records just now"),
        "{trouble}"
    );
    proxy.restore();
    let answers = fake.wait_for("sendMessage", told + 3).await;
    assert!(text_of(&answers[told + 2]).starts_with("Commands"));
    waited
}

/// Two processes behind one webhook address, and the database stopped:
/// each of twenty users is told once that their message waits, and is
/// answered once when it is back. A post waits a while for the store (so
/// Telegram brings it to no other process meanwhile); the one whose wait
/// ran out is posted again, to the other process, which does not tell
/// its sender again (the update is older than the wait).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_two_processes_and_the_database_down_each_user_is_told_once() {
    const USERS: i64 = 20;
    let db = TestDb::postgres().await;
    let (proxy, url) = support::proxy::in_front_of(&db.url).await;
    let fake = FakeTelegram::start().await;
    let mut hooks = Vec::new();
    for _ in 0..2 {
        let store = kibitz::store::Store::connect(&url)
            .await
            .expect("through the proxy");
        hooks.push(webhooked_on(Service::new(store, Arc::new(SystemClock)), &fake).await);
    }
    let now = chrono::Utc::now().timestamp();
    let update = |n: i64| {
        let mut help = private_message(n, user(100 + n, &format!("U{n}")), "/help");
        help["date"] = json!(now);
        json!({"update_id": n, "message": help})
    };
    proxy.cut();
    // Half the users' posts reach one process, half the other; a post
    // answered with an error goes to the other process, as a load
    // balancer may send Telegram's next try.
    let posts: Vec<_> = (1..=USERS)
        .map(|n| {
            let (update, hooks, fake) = (update(n), hooks.clone(), fake.clone());
            tokio::spawn(async move {
                let mut at = usize::try_from(n).expect("small") % 2;
                let mut tries = 0;
                loop {
                    tries += 1;
                    if post_update(&fake, hooks[at], Some(SECRET), &update).await == 200 {
                        return tries;
                    }
                    at = 1 - at;
                }
            })
        })
        .collect();
    // The first wait runs out; the second post of each waits in turn.
    tokio::time::sleep(std::time::Duration::from_secs(17)).await;
    proxy.restore();
    let mut tries = Vec::new();
    for post in posts {
        tries.push(post.await.expect("posted"));
    }
    assert!(
        tries.iter().all(|t| *t >= 2),
        "each was posted again: {tries:?}"
    );
    fake.wait_for("sendMessage", 2 * usize::try_from(USERS).expect("small"))
        .await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let sent = fake.calls();
    for n in 1..=USERS {
        let to_them: Vec<String> = sent
            .iter()
            .filter(|c| c.method == "sendMessage")
            .filter(|c| c.params["chat_id"] == json!(100 + n))
            .map(text_of)
            .collect();
        let told = to_them
            .iter()
            .filter(|t| t.contains("I cannot reach my records just now"))
            .count();
        let answered = to_them.iter().filter(|t| t.contains("Commands")).count();
        assert_eq!((told, answered), (1, 1), "user {n}: {to_them:?}");
    }
    db.drop_db().await;
}

/// A panic while handling one update costs that update its answer ("try
/// again") and nothing else: an update whose text mention lies far past
/// the text (offset and length 2^63, whose sum overflows) is answered
/// sensibly, a handling that panics (the clock fails) is answered with
/// "try again" and changes nothing, and the same chat then plays a game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panic_while_handling_an_update_costs_only_that_update_its_answer() {
    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let clock = Arc::new(support::FaultyClock::default());
    let service = Service::new(db.store.clone(), clock.clone());
    tokio::spawn(telegram::run(service, config_for(&fake)));
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(json!({"message": message(1, bob.clone(), "/help")}));
    fake.wait_for("sendMessage", 1).await;

    let mut bad = message(2, alice.clone(), "/challenge @x");
    bad["entities"].as_array_mut().expect("entities").push(json!({
        "type": "text_mention", "offset": 1u64 << 63, "length": 1u64 << 63, "user": user(13, "Carol")
    }));
    fake.push(json!({"message": bad}));
    let sent = fake.wait_for("sendMessage", 2).await;
    assert!(text_of(&sent[1]).contains("@x"), "{}", text_of(&sent[1]));

    fake.push(json!({"message": message(3, alice.clone(), "/challenge @bob white")}));
    fake.wait_for("sendMessage", 3).await;
    clock.arm(true);
    fake.push(json!({"message": message(4, bob.clone(), "/accept")}));
    let sent = fake.wait_for("sendMessage", 4).await;
    assert!(
        text_of(&sent[3]).contains("Something went wrong on my side"),
        "{}",
        text_of(&sent[3])
    );
    assert!(
        db.store
            .game(kibitz::model::GameId(1))
            .await
            .expect("read")
            .is_none(),
        "no game"
    );
    clock.arm(false);
    fake.push(json!({"message": message(5, bob.clone(), "/accept")}));
    fake.wait_for("sendPhoto", 1).await;
    fake.push(json!({"message": message(6, alice.clone(), "/move e4")}));
    fake.push(json!({"message": message(7, bob.clone(), "e5")}));
    fake.wait_for("sendPhoto", 3).await;
    let game = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(game.moves, "e2e4 e7e5");
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// The chat a call was sent to, as Telegram's `chat_id`.
fn chat_of(call: &Call) -> String {
    match &call.params["chat_id"] {
        Value::String(id) => id.clone(),
        other => other.to_string(),
    }
}

/// A vacation through the real teloxide client: Bob goes away, and the
/// scheduler tells the group once, with the board, calling on Alice; his
/// clock stands meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_is_told_in_the_group_once() {
    use chrono::TimeDelta;
    use kibitz::adapters::telegram::TelegramOutbox;
    use kibitz::chat::{Actor, Message, Place};
    use kibitz::clock::ManualClock;

    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone()).with_vacation_days(10);
    let place = Place::new(Platform::Telegram, GROUP.to_string());
    let alice = Actor::new(Platform::Telegram, "11", "alice").known_as(Some("alice"));
    let bob = Actor::new(Platform::Telegram, "12", "bob").known_as(Some("bob"));
    let say = |who: &Actor, text: &str| {
        let message = Message::text(text).mentioning("@bob", bob.clone());
        let (service, place, who) = (service.clone(), place.clone(), who.clone());
        async move {
            let reply = service.answer_to(&who, &place, &message).await;
            assert!(!reply.is_refused(), "{:?}: {}", message.body, reply.text);
            reply
        }
    };
    say(&alice, "challenge @bob white days 1").await;
    say(&bob, "accept").await;
    say(&alice, "move e4").await;
    let away = say(&bob, "vacation on").await;
    assert!(away.text.contains("your opponent is told"), "{}", away.text);
    let notifier = TelegramOutbox::new(config_for(&fake).bot());
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.vacation_news, 1, "{pass:?}");
    let photos = fake.wait_for("sendPhoto", 1).await;
    assert_eq!(chat_of(&photos[0]), GROUP.to_string());
    let caption = text_of(&photos[0]);
    assert!(
        caption.starts_with(
            "@alice, bob is on vacation until 2027-01-25 08:00 UTC: their clock in game #1 stands"
        ),
        "{caption}"
    );
    // Told once; and his day passes without a time-out.
    clock.advance(TimeDelta::days(2));
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!((pass.vacation_news, pass.timed_out), (0, 0), "{pass:?}");
    db.drop_db().await;
}

/// The scheduler's notices through the real teloxide client: a move told
/// privately to a player who asked (their private chat has their user
/// id), and a time-out posted in the group with the board and the record.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_go_to_the_group_and_privately() {
    use chrono::TimeDelta;
    use kibitz::adapters::telegram::TelegramOutbox;
    use kibitz::chat::{Actor, Message, Place};
    use kibitz::clock::ManualClock;

    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let place = Place::new(Platform::Telegram, GROUP.to_string());
    let alice = Actor::new(Platform::Telegram, "11", "alice").known_as(Some("alice"));
    let bob = Actor::new(Platform::Telegram, "12", "bob").known_as(Some("bob"));
    let say = |who: &Actor, text: &str| {
        let message = Message::text(text).mentioning("@bob", bob.clone());
        let (service, place, who) = (service.clone(), place.clone(), who.clone());
        async move {
            let reply = service.answer_to(&who, &place, &message).await;
            assert!(!reply.is_refused(), "{:?}: {}", message.body, reply.text);
            reply
        }
    };
    let on = say(&bob, "notify dm on").await;
    assert!(on.text.contains("press Start"), "{}", on.text);
    say(&alice, "challenge @bob white days 1").await;
    say(&bob, "accept").await;
    // Both sides move (a side that never moved would see the game aborted).
    say(&alice, "move e4").await;
    say(&bob, "move e5").await;
    let moved = say(&alice, "move Nf3").await;

    let notifier = TelegramOutbox::new(config_for(&fake).bot());
    // The board of e4 as the adapter posts it: the game's live board.
    let posted = support::post_live_board(&notifier, &service, &place, moved).await;
    let live: i64 = posted.parse().expect("a message id");
    assert!(!fake.buttons_of(GROUP, live).is_empty());
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!((pass.messaged, pass.dropped), (1, 0), "{pass:?}");
    let photos = fake.wait_for("sendPhoto", 2).await;
    assert_eq!(chat_of(&photos[1]), "12");
    assert!(
        text_of(&photos[1]).starts_with("News in game #1 against alice:"),
        "{}",
        text_of(&photos[1])
    );
    assert!(buttons(&photos[1]).is_empty());

    clock.advance(TimeDelta::days(1) + TimeDelta::minutes(1));
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!((pass.timed_out, pass.announced), (1, 1), "{pass:?}");
    let photos = fake.wait_for("sendPhoto", 3).await;
    assert_eq!(chat_of(&photos[2]), GROUP.to_string());
    let caption = text_of(&photos[2]);
    assert!(
        caption.contains("@bob ran out of time.") && caption.contains("White wins by timeout."),
        "{caption}"
    );
    let (_, png) = photos[2].files.get("photo").expect("an uploaded photo");
    let expected = kibitz_render::dimensions(&kibitz_render::Style::default()).expect("a size");
    assert_eq!(png_size(png), expected);
    // The time-out's board replaced the live one, which lost its buttons;
    // the record and the replay follow it.
    assert!(fake.buttons_of(GROUP, live).is_empty());
    assert_eq!(buttons(&photos[2]), ["rematch #1"]);
    let documents = fake.wait_for("sendDocument", 2).await;
    assert_eq!(chat_of(&documents[0]), GROUP.to_string());
    let names: Vec<&str> = documents
        .iter()
        .map(|d| d.files.get("document").expect("a file").0.as_str())
        .collect();
    assert_eq!(names, ["kibitz-1.pgn", "kibitz-game-1.gif"]);
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A challenge sent as a reply is for the author replied to only when it
/// names no one: naming the bot, or a person by a text mention, wins.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_sent_as_a_reply_is_for_whom_it_names() {
    let (fake, db) = polled().await;
    fake.wait_for("setMyCommands", 1).await;
    let dana = user(21, "Dana");
    let bob = user(22, "Bob");
    fake.push(answering(
        message(4, dana.clone(), "/play bot"),
        bob.clone(),
    ));
    let photos = fake.wait_for("sendPhoto", 1).await;
    let text = text_of(&photos[0]);
    assert!(
        text.contains("A game against Kibitz (level 3) begins"),
        "{text}"
    );
    fake.push(answering(
        with_text_mention(
            message(5, dana.clone(), "/challenge Erin"),
            json!({"id": 23, "is_bot": false, "first_name": "Erin"}),
        ),
        bob.clone(),
    ));
    let sent = fake.wait_for("sendMessage", 1).await;
    let text = text_of(&sent[0]);
    // Erin has no username: she is named by a link to her id, which
    // Telegram shows as a mention of her, never as `@Erin`.
    assert!(
        text.contains(r#"dana challenges <a href="tg://user?id=23">Erin</a>"#)
            && !text.contains("@Erin")
            && !text.contains("bob"),
        "{text}"
    );
    let shown = fake
        .message(GROUP, sent[0].message_id())
        .expect("the message");
    assert!(
        shown["entities"]
            .as_array()
            .expect("entities")
            .iter()
            .any(|e| e["type"] == "text_mention" && e["user"]["id"] == 23),
        "{shown}"
    );
    // The author replied to may have no username, and a name of two words.
    let mary = json!({"id": 24, "is_bot": false, "first_name": "Mary Ann"});
    fake.push(answering(message(7, dana.clone(), "/challenge"), mary));
    let sent = fake.wait_for("sendMessage", 2).await;
    let text = text_of(&sent[1]);
    assert!(
        text.contains(
            r#"dana challenges <a href="tg://user?id=24">Mary Ann</a> to standard chess"#
        ),
        "{text}"
    );
    db.drop_db().await;
}

/// A typed `@name` reaches only the user whose username it is: a first
/// name is never matched (anyone can call themselves `erin`), so a user
/// named so cannot take a challenge meant for the real @erin, nor make the
/// real @carol ambiguous; a username that changed hands is the new
/// holder's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_mention_reaches_only_the_user_whose_username_it_is() {
    let (fake, db) = polled().await;
    let first_name_only =
        |id: i64, name: &str| json!({"id": id, "is_bot": false, "first_name": name});
    let named = |id: i64, first: &str, username: &str| json!({"id": id, "is_bot": false, "first_name": first, "username": username});
    let alice = user(11, "Alice");
    let chatter = [
        first_name_only(32, "erin"),
        named(31, "Erin R", "erin"),
        first_name_only(34, "carol"),
        named(33, "C", "carol"),
        first_name_only(35, "dave"),
        named(36, "Frank", "frank"),
        // The username @frank has passed to someone else.
        named(37, "Franz", "frank"),
    ];
    for (i, from) in chatter.into_iter().enumerate() {
        let id = i64::try_from(i).expect("small") + 1;
        fake.push(json!({"message": message(id, from, "hello everyone")}));
    }
    let challenged = |n: i64| {
        let db = &db;
        async move {
            let challenge = db
                .store
                .challenges()
                .challenge(kibitz::model::ChallengeId(n))
                .await
                .expect("read")
                .expect("a challenge");
            let player = db
                .store
                .player_by_id(challenge.challenged_id.expect("for someone"))
                .await
                .expect("read")
                .expect("a player");
            player.platform_user_id
        }
    };
    fake.push(json!({"message": message(20, alice.clone(), "/challenge @erin")}));
    let sent = fake.wait_for("sendMessage", 1).await;
    assert!(
        text_of(&sent[0]).contains("alice challenges @erin"),
        "{}",
        text_of(&sent[0])
    );
    assert_eq!(challenged(1).await, "31");
    fake.push(json!({"message": message(21, alice.clone(), "/challenge @carol")}));
    let sent = fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&sent[1]).contains("alice challenges @carol"),
        "{}",
        text_of(&sent[1])
    );
    assert_eq!(challenged(2).await, "33");
    fake.push(json!({"message": message(22, alice.clone(), "/challenge @dave")}));
    let sent = fake.wait_for("sendMessage", 3).await;
    assert!(
        text_of(&sent[2]).contains("I do not know @dave yet"),
        "{}",
        text_of(&sent[2])
    );
    fake.push(json!({"message": message(23, alice.clone(), "/challenge @frank")}));
    let sent = fake.wait_for("sendMessage", 4).await;
    assert!(
        text_of(&sent[3]).contains("alice challenges @frank"),
        "{}",
        text_of(&sent[3])
    );
    assert_eq!(challenged(3).await, "37");
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A notice Telegram does not answer in time (teloxide gives up after 17
/// seconds) is a failure that may pass, which a later pass tries again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_telegram_does_not_answer_in_time_is_tried_again_later() {
    use kibitz::adapters::telegram::TelegramOutbox;
    use kibitz::chat::{Notice, NoticeKind, Outbox, Recipient, Reply};
    let fake = FakeTelegram::start().await;
    let notifier = TelegramOutbox::new(config_for(&fake).bot());
    let notice = Notice {
        kind: NoticeKind::Update,
        game_id: Some(kibitz::model::GameId(1)),
        to: Recipient::User {
            platform: Platform::Telegram,
            user_id: "12".into(),
        },
        reply: Reply::done("Your opponent moved.".into()),
    };
    fake.stall_next("sendMessage", std::time::Duration::from_secs(40));
    let started = std::time::Instant::now();
    let stalled = notifier.deliver(&notice).await;
    assert!(
        matches!(&stalled, Err(error) if error.may_pass()),
        "{stalled:?}"
    );
    assert!(
        started.elapsed() < std::time::Duration::from_secs(40),
        "the client gave up first"
    );
    assert_eq!(notifier.deliver(&notice).await, Ok(()));
}

/// A reaction with neither `user` nor `actor_chat`, which teloxide's
/// reader panics on.
fn authorless_reaction() -> Value {
    json!({"message_reaction": {
        "chat": group(), "message_id": 3, "date": 0,
        "old_reaction": [], "new_reaction": [{"type": "emoji", "emoji": "👍"}]
    }})
}

/// Waits for the bot's first message, and checks that it is `help`'s.
async fn answered_with_help(fake: &FakeTelegram) {
    let sent = fake.wait_for("sendMessage", 1).await;
    assert!(
        text_of(&sent[0]).starts_with("Commands"),
        "{}",
        text_of(&sent[0])
    );
}

/// An update the Telegram library cannot read without panicking (a
/// reaction with neither `user` nor `actor_chat`) is answered 200, so that
/// Telegram does not post it again forever, and the webhook goes on to the
/// next update.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_the_library_cannot_read_is_answered_and_the_next_one_handled() {
    let db = TestDb::sqlite().await;
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    let (fake, address) = webhooked(service).await;
    let mut reaction = authorless_reaction();
    reaction["update_id"] = json!(7);
    for _ in 0..2 {
        assert_eq!(
            post_update(&fake, address, Some(SECRET), &reaction).await,
            200
        );
    }
    let update = json!({"update_id": 8, "message": message(2, user(31, "Erin"), "/help")});
    assert_eq!(
        post_update(&fake, address, Some(SECRET), &update).await,
        200
    );
    answered_with_help(&fake).await;
    db.drop_db().await;
}

/// Long polling meets the same unreadable update: it is left behind
/// (acknowledged with the batch) and the next update is handled.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_polling_leaves_an_update_the_library_cannot_read_and_goes_on() {
    let (fake, db) = polled().await;
    fake.push(authorless_reaction());
    fake.push(json!({"message": message(2, user(31, "Erin"), "/help")}));
    answered_with_help(&fake).await;
    db.drop_db().await;
}

/// An update the library cannot read is not dropped unseen: a message
/// marking a kind of entity the library does not know is read as empty,
/// and a message from a kind of chat it does not know is not read at all.
/// Each is logged with its id; where it surely asked the bot something (a
/// direct chat, a command whose text survives) its sender is told it could
/// not be read, in their language; an empty message in a group, which may
/// have been chatter, gets no word; the next update is handled.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_the_library_cannot_read_is_told_so_where_it_asked_the_bot() {
    let db = TestDb::sqlite().await;
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    let (fake, address) = webhooked(service).await;
    let unknown = json!({"type": "a_kind_from_the_future", "offset": 0, "length": 2});
    let mut chatter = message(1, user(31, "Erin"), "hi all");
    chatter["entities"] = json!([unknown]);
    let mut direct = private_message(2, user(32, "Fyodor"), "e4");
    direct["from"]["language_code"] = json!("ru");
    direct["entities"] = json!([unknown]);
    let mut strange_chat = message(3, user(31, "Erin"), "/help");
    strange_chat["chat"] = json!({"id": -2002, "type": "a_chat_from_the_future", "title": "x"});
    for (id, body) in [(10, chatter), (11, direct), (12, strange_chat)] {
        let update = json!({"update_id": id, "message": body});
        assert_eq!(
            post_update(&fake, address, Some(SECRET), &update).await,
            200
        );
    }
    // Two chats, each answered by its own worker: in either order.
    let told = fake.wait_for("sendMessage", 2).await;
    let in_chat = |chat: i64| {
        told.iter()
            .find(|call| call.params["chat_id"] == json!(chat))
            .unwrap_or_else(|| panic!("nothing told in chat {chat}"))
    };
    let direct_told = in_chat(32);
    assert!(
        text_of(direct_told).starts_with("Я не смог прочитать это сообщение"),
        "{}",
        text_of(direct_told)
    );
    let strange_told = in_chat(-2002);
    assert!(text_of(strange_told).starts_with("I could not read that message"));
    assert_eq!(
        strange_told.params["reply_parameters"]["message_id"],
        json!(3)
    );
    let update = json!({"update_id": 13, "message": message(4, user(31, "Erin"), "/help")});
    assert_eq!(
        post_update(&fake, address, Some(SECRET), &update).await,
        200
    );
    let sent = fake.wait_for("sendMessage", 3).await;
    assert!(text_of(&sent[2]).starts_with("Commands"));
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(
        count(&fake, "sendMessage"),
        3,
        "the chatter is left unanswered"
    );
    db.drop_db().await;
}

/// A command an anonymous group admin sends (as the group, through
/// Telegram's anonymous-admin bot) has no person to play for: it is
/// answered so, rather than dropped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_sent_on_behalf_of_the_group_is_told_it_needs_a_person() {
    let (fake, db) = polled().await;
    let anonymous = json!({"id": 1087968824i64, "is_bot": true, "first_name": "Group", "username": "GroupAnonymousBot"});
    let mut command = message(1, anonymous, "/new");
    command["sender_chat"] = group();
    fake.push(json!({"message": command}));
    let told = fake.wait_for("sendMessage", 1).await;
    assert!(
        text_of(&told[0]).starts_with("I cannot tell who you are"),
        "{}",
        text_of(&told[0])
    );
    db.drop_db().await;
}

/// Telegram's own trouble is a failure that may pass; a recipient that is
/// not a chat id fails for good (what every platform's refusals share is
/// in `mirrored.rs`).
#[tokio::test]
async fn a_notice_telegram_fails_for_its_own_trouble_may_pass() {
    use kibitz::adapters::telegram::TelegramOutbox;
    use kibitz::chat::{DeliveryError, Notice, NoticeKind, Outbox, Recipient, Reply};
    use support::telegram::TROUBLED_CHAT;
    let fake = FakeTelegram::start().await;
    let notifier = TelegramOutbox::new(config_for(&fake).bot());
    let notice = |user: &str| Notice {
        kind: NoticeKind::Update,
        game_id: Some(kibitz::model::GameId(1)),
        to: Recipient::User {
            platform: Platform::Telegram,
            user_id: user.to_owned(),
        },
        reply: Reply::done("Your opponent moved.".into()),
    };
    let troubled = notifier.deliver(&notice(&TROUBLED_CHAT.to_string())).await;
    assert!(
        matches!(&troubled, Err(error) if error.may_pass()),
        "{troubled:?}"
    );
    let nowhere = notifier.deliver(&notice("0")).await;
    assert_eq!(nowhere, Ok(()), "the stand-in takes any other chat");
    assert!(matches!(
        notifier.deliver(&notice("bob")).await,
        Err(DeliveryError::Lasting(_))
    ));
}

/// A press of the button `data` on the bot's message `message` in the group.
/// Only the newest board of a game has buttons; offers are declined and
/// draws claimed by buttons; Resign asks first, on a reply to the board,
/// and only the player asked may answer; the post that ends the game
/// carries the record and the replay.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_buttons_follow_it_from_offers_and_claims_to_a_confirmed_resignation() {
    let (fake, db) = polled().await;
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    let challenge_bob =
        |id: i64| answering(message(id, alice.clone(), "/challenge white"), bob.clone());
    fake.push(challenge_bob(1));
    let challenge = fake.wait_for("sendMessage", 1).await.remove(0);
    fake.push(press_on(
        "q1",
        bob.clone(),
        "accept #1",
        challenge.message_id(),
    ));
    let first = fake.wait_for("sendPhoto", 1).await.remove(0);
    fake.wait_bare(GROUP, challenge.message_id()).await;
    fake.push(json!({"message": message(2, alice.clone(), "/move e4")}));
    let photos = fake.wait_for("sendPhoto", 2).await;
    // The first board lost its buttons to the second.
    fake.wait_bare(GROUP, first.message_id()).await;
    let board = &photos[1];
    assert_eq!(
        fake.buttons_of(GROUP, board.message_id()),
        ["draw #1 ply:1", "resign ask #1 ply:1"]
    );

    // Alice offers a draw by the button; Bob declines it by the next one.
    fake.push(press_on(
        "q2",
        alice.clone(),
        "draw #1 ply:1",
        board.message_id(),
    ));
    let offered = fake.wait_for("sendPhoto", 3).await.remove(2);
    fake.wait_bare(GROUP, board.message_id()).await;
    assert_eq!(
        buttons(&offered),
        [
            "draw #1 ply:1",
            "decline draw #1 ply:1",
            "resign ask #1 ply:1"
        ]
    );
    fake.push(press_on(
        "q3",
        bob.clone(),
        &button(&offered, "decline draw"),
        offered.message_id(),
    ));
    let declined = fake.wait_for("sendPhoto", 4).await.remove(3);
    assert!(
        text_of(&declined).contains("bob declines the draw offer; the game goes on."),
        "{}",
        text_of(&declined)
    );
    fake.wait_bare(GROUP, offered.message_id()).await;

    // Bob presses Resign: a question answers the board, for him.
    fake.push(press_on(
        "q4",
        bob.clone(),
        &button(&declined, "resign"),
        declined.message_id(),
    ));
    let question = fake.wait_for("sendMessage", 2).await.remove(1);
    assert_eq!(text_of(&question), "bob, resign game #1 against alice?");
    assert_eq!(
        question.params["reply_parameters"]["message_id"],
        json!(declined.message_id())
    );
    assert_eq!(
        buttons(&question),
        ["resign confirm black #1", "resign cancel black #1"]
    );
    // Alice may not answer Bob's question; Bob calls it off.
    fake.push(press_on(
        "q5",
        alice.clone(),
        "resign confirm black #1",
        question.message_id(),
    ));
    let answers = fake.wait_for("answerCallbackQuery", 5).await;
    assert!(
        answers[4].params["text"]
            .as_str()
            .unwrap_or_default()
            .contains("That question was for bob"),
        "{:?}",
        answers[4].params
    );
    fake.push(press_on(
        "q6",
        bob.clone(),
        "resign cancel black #1",
        question.message_id(),
    ));
    fake.wait_for("editMessageText", 1).await;
    let kept = fake
        .message(GROUP, question.message_id())
        .expect("the question");
    assert_eq!(kept["text"], json!("You play on in game #1."));
    fake.wait_bare(GROUP, question.message_id()).await;
    assert!(
        !fake.buttons_of(GROUP, declined.message_id()).is_empty(),
        "the board keeps its buttons"
    );
    assert_eq!(
        db.store
            .game(kibitz::model::GameId(1))
            .await
            .expect("read")
            .expect("game")
            .status,
        kibitz::store::GameStatus::Active
    );

    // The knights dance: the third repetition is offered as a claim.
    for (i, (who, mv)) in support::THIRD_REPETITION
        .iter()
        .enumerate()
        .map(|(i, mv)| (if i % 2 == 0 { &bob } else { &alice }, *mv))
        .enumerate()
    {
        fake.push(json!({"message": message(10 + i as i64, (*who).clone(), mv)}));
        fake.wait_for("sendPhoto", 5 + i).await;
    }
    let photos = fake.wait_for("sendPhoto", 13).await;
    let repeated = &photos[12];
    assert!(
        text_of(repeated).contains("A draw may be claimed (the same position for the third time)"),
        "{}",
        text_of(repeated)
    );
    fake.wait_bare(GROUP, photos[11].message_id()).await;
    let live: Vec<&Call> = photos
        .iter()
        .filter(|p| !fake.buttons_of(GROUP, p.message_id()).is_empty())
        .collect();
    assert_eq!(live.len(), 1, "only the newest board has buttons");
    fake.push(press_on(
        "q7",
        alice.clone(),
        &button(repeated, "claim"),
        repeated.message_id(),
    ));
    let last = fake.wait_for("sendPhoto", 14).await.remove(13);
    assert!(
        text_of(&last).contains("Draw by threefold repetition."),
        "{}",
        text_of(&last)
    );
    assert_eq!(buttons(&last), ["rematch #1"]);
    fake.wait_bare(GROUP, repeated.message_id()).await;
    let documents = fake.wait_for("sendDocument", 2).await;
    let names: Vec<&str> = documents
        .iter()
        .map(|d| d.files.get("document").expect("a file").0.as_str())
        .collect();
    assert_eq!(names, ["kibitz-1.pgn", "kibitz-game-1.gif"]);
    let (_, gif) = documents[1].files.get("document").expect("the replay");
    assert!(gif.starts_with(b"GIF89a"), "an animated GIF");

    // A second game, resigned by Bob after confirming.
    fake.push(challenge_bob(30));
    let challenge = fake.wait_for("sendMessage", 3).await.remove(2);
    fake.push(press_on(
        "q8",
        bob.clone(),
        "accept #2",
        challenge.message_id(),
    ));
    let board = fake.wait_for("sendPhoto", 15).await.remove(14);
    fake.push(press_on(
        "q9",
        bob.clone(),
        &button(&board, "resign"),
        board.message_id(),
    ));
    let question = fake.wait_for("sendMessage", 4).await.remove(3);
    fake.push(press_on(
        "q10",
        bob.clone(),
        &button(&question, "resign confirm"),
        question.message_id(),
    ));
    let resigned = fake.wait_for("sendPhoto", 16).await.remove(15);
    assert!(
        text_of(&resigned).contains("White wins by resignation."),
        "{}",
        text_of(&resigned)
    );
    fake.wait_bare(GROUP, question.message_id()).await;
    fake.wait_bare(GROUP, board.message_id()).await;
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A new player's posts are in the language Telegram says they use
/// (their challenge in Russian, the accepting English player's board in
/// English); Russian command words play without a slash, and chatter that
/// starts like one is left alone. (A chosen language winning over the
/// client's is shared with Discord, in `mirrored.rs`.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn russian_words_play_without_a_slash_and_chatter_that_starts_like_one_is_left_alone() {
    let (fake, db) = polled().await;
    let mut ivan = user(21, "Ivan");
    ivan["language_code"] = json!("ru");
    let mut bob = user(22, "Bob");
    bob["language_code"] = json!("en-GB");
    fake.push(answering(
        message(2, ivan.clone(), "/challenge white"),
        bob.clone(),
    ));
    let sent = fake.wait_for("sendMessage", 1).await;
    assert!(
        text_of(&sent[0]).starts_with("ivan вызывает @bob сыграть"),
        "{}",
        text_of(&sent[0])
    );
    fake.push(press("q1", bob.clone(), "accept #1"));
    let board = fake.wait_for("sendPhoto", 1).await.remove(0);
    assert!(
        text_of(&board).contains("bob accepts challenge #1"),
        "bob reads English: {}",
        text_of(&board)
    );
    fake.push(json!({"message": message(3, ivan.clone(), "ход e4")}));
    let moved = fake.wait_for("sendPhoto", 2).await.remove(1);
    assert!(
        text_of(&moved).contains("1. e4") && text_of(&moved).contains("Ход за @bob"),
        "{}",
        text_of(&moved)
    );
    // Chatter that starts with a command word gets no answer.
    fake.push(json!({"message": message(4, ivan.clone(), "ход конём был бы лучше")}));
    fake.push(json!({"message": message(5, bob.clone(), "сдаюсь")}));
    let resigned = fake.wait_for("sendPhoto", 3).await.remove(2);
    assert!(
        text_of(&resigned).contains("White wins by resignation."),
        "{}",
        text_of(&resigned)
    );
    let sent = fake.wait_for("sendMessage", 1).await;
    assert_eq!(
        sent.len(),
        1,
        "no answer to chatter: {}",
        text_of(&sent[sent.len() - 1])
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// Once a chat's administrator has set its language, a move's board is in
/// that language whoever played it, while a refusal stays in its reader's
/// own; Telegram is asked who administers the chat only about its
/// settings. (Who may set it is shared with Discord, in `mirrored.rs`.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chats_language_is_its_boards_while_a_refusal_keeps_its_readers() {
    let (fake, db) = polled().await;
    let (alice, bob, mod_) = (user(11, "Alice"), user(12, "Bob"), user(13, "Olga"));
    fake.make_administrator(13);
    fake.push(json!({"message": message(1, alice.clone(), "/set chat ru")}));
    fake.wait_for("sendMessage", 1).await;
    fake.push(json!({"message": message(2, mod_.clone(), "/set chat ru")}));
    fake.wait_for("sendMessage", 2).await;
    let asked = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "getChatMember")
        .count();
    assert_eq!(asked, 2, "Telegram is asked only about chat settings");
    fake.push(answering(
        message(4, alice.clone(), "/challenge white"),
        bob.clone(),
    ));
    let challenge = fake.wait_for("sendMessage", 3).await.remove(2);
    assert!(
        text_of(&challenge).starts_with("alice вызывает @bob"),
        "{}",
        text_of(&challenge)
    );
    fake.push(press_on(
        "q1",
        bob.clone(),
        "accept #1",
        challenge.message_id(),
    ));
    fake.wait_for("sendPhoto", 1).await;
    fake.push(json!({"message": message(5, bob.clone(), "/move e5")}));
    let refusal = fake.wait_for("sendMessage", 4).await.remove(3);
    assert!(
        text_of(&refusal).starts_with("It is alice's turn in game #1"),
        "a refusal is in its reader's language: {}",
        text_of(&refusal)
    );
    fake.push(json!({"message": message(6, alice.clone(), "/move e4")}));
    let board = fake.wait_for("sendPhoto", 2).await.remove(1);
    assert!(
        text_of(&board).contains("Ход за @bob"),
        "{}",
        text_of(&board)
    );
    fake.push(json!({"message": message(7, mod_.clone(), "/set chat off")}));
    fake.wait_for("sendMessage", 5).await;
    fake.push(json!({"message": message(8, bob.clone(), "/board")}));
    let board = fake.wait_for("sendPhoto", 3).await.remove(2);
    assert!(
        text_of(&board).contains("@bob to move"),
        "{}",
        text_of(&board)
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A forum supergroup of the topic tests.
const FORUM: i64 = -1_002_000_000_777;

/// The update, moved to the forum (in `topic`, or its General topic).
fn in_forum(mut update: Value, topic: Option<i64>) -> Value {
    let message = if update.get("message").is_some() {
        &mut update["message"]
    } else {
        &mut update["callback_query"]["message"]
    };
    let forum =
        json!({"id": FORUM, "type": "supergroup", "title": "Chess forum", "is_forum": true});
    message["chat"] = forum.clone();
    if message.get("reply_to_message").is_some() {
        message["reply_to_message"]["chat"] = forum;
    }
    if let Some(topic) = topic {
        message["message_thread_id"] = json!(topic);
        message["is_topic_message"] = json!(true);
    }
    update
}

/// In a forum whose administrators chose `set games thread`, accepting a
/// challenge opens a topic for the game: the board and every later
/// message of the game go there, reminders included, the group gets one
/// line with a link, and commands typed in the topic address its game
/// without a number. Without the right to manage topics the bot says so
/// and plays in the group.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_plays_each_game_in_a_topic_of_its_own() {
    use chrono::TimeDelta;
    use kibitz::adapters::telegram::TelegramOutbox;
    use kibitz::clock::ManualClock;

    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let config = config_for(&fake);
    let notifier = TelegramOutbox::new(config.bot());
    tokio::spawn(telegram::run(service.clone(), config));
    fake.make_forum(FORUM);
    fake.make_administrator(13);
    let (alice, bob, olga) = (user(11, "Alice"), user(12, "Bob"), user(13, "Olga"));
    let said = |count: usize| {
        let fake = fake.clone();
        async move {
            let mut sent = fake.wait_for("sendMessage", count).await;
            sent.remove(count - 1)
        }
    };

    fake.push(in_forum(
        json!({"message": message(1, alice.clone(), "/set games thread")}),
        None,
    ));
    let refused = said(1).await;
    assert!(
        text_of(&refused).starts_with("Only the chat's managers may choose where its games"),
        "{}",
        text_of(&refused)
    );
    fake.push(in_forum(
        json!({"message": message(2, olga.clone(), "/set games thread")}),
        None,
    ));
    let set = said(2).await;
    assert!(
        text_of(&set).starts_with("From now on each new game here is played in a thread")
            && text_of(&set).contains("I may not manage topics here"),
        "the bot's missing right is told at once: {}",
        text_of(&set)
    );
    // Without the right, the challenge says so, and the game is played in
    // the group.
    fake.push(in_forum(
        answering(message(4, alice.clone(), "/challenge white"), bob.clone()),
        None,
    ));
    let challenge = said(3).await;
    assert!(
        text_of(&challenge).contains("but I may not manage topics here (make me an administrator with Manage Topics), so this one is played here"),
        "{}",
        text_of(&challenge)
    );
    fake.push(in_forum(
        press_on("q1", bob.clone(), "decline #1", challenge.message_id()),
        None,
    ));
    said(4).await;

    fake.let_bot_manage_topics();
    fake.push(in_forum(
        answering(
            message(6, alice.clone(), "/challenge white days 1"),
            bob.clone(),
        ),
        None,
    ));
    let challenge = said(5).await;
    assert!(
        !text_of(&challenge).contains("topics"),
        "{}",
        text_of(&challenge)
    );
    fake.push(in_forum(
        press_on("q2", bob.clone(), "accept #2", challenge.message_id()),
        None,
    ));
    let opened = fake.wait_for("createForumTopic", 1).await.remove(0);
    assert_eq!(opened.params["chat_id"], json!(FORUM));
    assert_eq!(
        opened.params["name"],
        json!("#1 alice vs bob, standard chess")
    );
    let topic = fake.topics(FORUM)[0];
    let first = fake.wait_for("sendPhoto", 1).await.remove(0);
    assert_eq!(first.params["message_thread_id"], json!(topic));
    assert!(
        text_of(&first).contains("bob accepts challenge #2"),
        "{}",
        text_of(&first)
    );
    let line = said(6).await;
    assert_eq!(chat_of(&line), FORUM.to_string());
    assert!(line.params.get("message_thread_id").is_none());
    assert_eq!(
        text_of(&line),
        format!("Game #1 is played in its own thread: https://t.me/c/2000000777/{topic}")
    );

    // In the topic, commands and bare moves need no number.
    fake.push(in_forum(
        json!({"message": message(8, alice.clone(), "/move e4")}),
        Some(topic),
    ));
    let board = fake.wait_for("sendPhoto", 2).await.remove(1);
    assert_eq!(board.params["message_thread_id"], json!(topic));
    fake.wait_bare(FORUM, first.message_id()).await;
    fake.push(in_forum(
        json!({"message": message(9, bob.clone(), "e5")}),
        Some(topic),
    ));
    let board = fake.wait_for("sendPhoto", 3).await.remove(2);
    assert_eq!(board.params["message_thread_id"], json!(topic));
    assert!(
        text_of(&board).contains("Last move: 1… e5"),
        "{}",
        text_of(&board)
    );
    fake.push(in_forum(
        json!({"message": message(10, olga.clone(), "/board")}),
        Some(topic),
    ));
    let shown = fake.wait_for("sendPhoto", 4).await.remove(3);
    assert_eq!(shown.params["message_thread_id"], json!(topic));
    assert!(text_of(&shown).contains("Game #1"), "{}", text_of(&shown));

    // The reminder lands in the topic.
    clock.advance(TimeDelta::hours(20));
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.reminded, 1, "{pass:?}");
    let reminder = fake.wait_for("sendPhoto", 5).await.remove(4);
    assert_eq!(chat_of(&reminder), FORUM.to_string());
    assert_eq!(reminder.params["message_thread_id"], json!(topic));
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// What a new user meets on Telegram: a command menu that fails to set is
/// tried again while the bot serves; `/start` is welcomed with how to play; someone who has only chatted can be
/// challenged by name; a challenge in a private chat with the bot, which no
/// one else could see, is refused with a pointer to a group; a bare number
/// after a command that takes a game is that game; a board or a record
/// Telegram will not take as a photo or a file comes as text; commands in
/// the bot's messages show as code.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_a_new_telegram_user_meets() {
    let fake = FakeTelegram::start().await;
    fake.fail_times("setMyCommands", 2);
    let db = TestDb::sqlite().await;
    let service = Service::new(db.store.clone(), Arc::new(SystemClock));
    tokio::spawn(telegram::run(service, config_for(&fake)));
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(json!({"message": message(1, bob.clone(), "hello, anyone for chess?")}));
    fake.push(json!({"message": message(2, alice.clone(), "/challenge @bob white")}));
    let challenge = fake.wait_for("sendMessage", 1).await.remove(0);
    assert!(
        text_of(&challenge).starts_with("alice challenges @bob"),
        "{}",
        text_of(&challenge)
    );
    let in_private =
        |id: i64, text: &str| json!({ "message": private_message(id, alice.clone(), text) });
    fake.push(in_private(30, "/start"));
    let welcome = fake.wait_for("sendMessage", 2).await.remove(1);
    assert_eq!(chat_of(&welcome), "11");
    assert!(
        text_of(&welcome).starts_with("Hello! I am Kibitz")
            && text_of(&welcome).contains("Commands"),
        "{}",
        text_of(&welcome)
    );
    // A deep link's `/start accept-N` takes up a group's challenge from the
    // private chat: the board goes to the group.
    fake.push(json!({"message": message(31, alice.clone(), "/challenge")}));
    let open = fake.wait_for("sendMessage", 3).await.remove(2);
    assert!(
        text_of(&open).contains("Challenge #2"),
        "{}",
        text_of(&open)
    );
    let from_bob = private_message(32, bob.clone(), "/start accept-2");
    fake.push(json!({ "message": from_bob }));
    let told = fake.wait_for("sendMessage", 4).await.remove(3);
    assert_eq!(chat_of(&told), "12");
    assert!(
        text_of(&told).starts_with("You accept challenge #2: game #1 begins"),
        "{}",
        text_of(&told)
    );
    let board = fake.wait_for("sendPhoto", 1).await.remove(0);
    assert_eq!(chat_of(&board), GROUP.to_string());
    assert!(
        text_of(&board).contains("bob accepts challenge #2"),
        "{}",
        text_of(&board)
    );
    fake.push(json!({"message": message(33, alice.clone(), "/resign")}));
    fake.wait_for("sendDocument", 2).await;
    fake.push(in_private(3, "/challenge @bob"));
    let refused = fake.wait_for("sendMessage", 5).await.remove(4);
    assert_eq!(chat_of(&refused), "11");
    assert!(
        text_of(&refused).starts_with("No one but me can see a challenge here"),
        "{}",
        text_of(&refused)
    );
    // Telegram shows the command as code, not between backticks.
    let shown = fake.message(11, refused.message_id()).expect("sent");
    assert!(
        shown["text"]
            .as_str()
            .is_some_and(|t| t.ends_with("play me: play bot.")),
        "{shown}"
    );
    assert_eq!(shown["entities"][0]["type"], json!("code"), "{shown}");
    // A board Telegram will not take as a photo comes as its text, with its
    // buttons.
    fake.fail_times("sendPhoto", 1);
    fake.push(json!({"message": message(4, bob.clone(), "/accept 1")}));
    let board = fake.wait_for("sendMessage", 6).await.remove(5);
    assert!(
        text_of(&board).contains("bob accepts challenge #1"),
        "{}",
        text_of(&board)
    );
    assert!(
        buttons(&board).contains(&"resign ask #2 ply:0".to_owned()),
        "{:?}",
        buttons(&board)
    );
    fake.push(json!({"message": message(5, alice.clone(), "/resign 2")}));
    fake.wait_for("sendDocument", 4).await;
    fake.push(json!({"message": message(6, bob.clone(), "/pgn 2")}));
    let record = fake.wait_for("sendDocument", 5).await.remove(4);
    assert_eq!(
        record.files.get("document").expect("a file").0,
        "kibitz-2.pgn"
    );
    // A record Telegram will not take as a file comes as text.
    fake.fail_times("sendDocument", 1);
    fake.push(json!({"message": message(7, bob.clone(), "/pgn #2")}));
    let record = fake.wait_for("sendMessage", 9).await.remove(8);
    assert!(
        text_of(&record).starts_with("[Event"),
        "{}",
        text_of(&record)
    );
    // The menu was tried again until Telegram took it.
    let menus = fake.wait_for("setMyCommands", 3).await;
    assert!(menus[2].result == json!(true), "{:?}", menus[2].result);
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// With the game pages served over https, a board in a private chat with
/// the bot carries a button that opens the game's page as a Mini App
/// (Telegram allows those only in private chats); a group's board links
/// to the page in its text only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_in_a_private_chat_opens_the_games_page_as_a_mini_app() {
    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let service =
        Service::new(db.store.clone(), Arc::new(SystemClock)).with_web_url("https://chess.example");
    tokio::spawn(telegram::run(service, config_for(&fake)));
    fake.wait_for("setMyCommands", 1).await;
    let alice = user(11, "Alice");
    let private = private_message(1, alice.clone(), "/play bot");
    fake.push(json!({ "message": private }));
    let board = fake.wait_for("sendPhoto", 1).await.remove(0);
    assert_eq!(chat_of(&board), "11");
    let rows = board.params["reply_markup"]["inline_keyboard"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let app = rows
        .iter()
        .flat_map(|row| row.as_array().cloned().unwrap_or_default())
        .find(|button| button.get("web_app").is_some())
        .unwrap_or_else(|| panic!("no Mini App button: {rows:?}"));
    assert_eq!(app["text"], "Open the board");
    assert_eq!(app["web_app"]["url"], "https://chess.example/game/1");
    // The game's own buttons are still there.
    assert!(
        buttons(&board)
            .iter()
            .any(|b| b.starts_with("resign ask #1")),
        "{:?}",
        buttons(&board)
    );
    // In a group: the link in the text, no Mini App button.
    fake.push(json!({"message": message(2, user(12, "Bob"), "/play bot")}));
    let board = fake.wait_for("sendPhoto", 2).await.remove(1);
    assert_eq!(chat_of(&board), GROUP.to_string());
    assert!(
        text_of(&board).contains("https://chess.example/game/2"),
        "{}",
        text_of(&board)
    );
    assert!(!board.params["reply_markup"].to_string().contains("web_app"));
    db.drop_db().await;
}

/// A finished game analysed on Telegram, end to end through the binary:
/// `/analyse` in the group queues it, the process's worker analyses it
/// with Stockfish and posts the result in the group once, its graph as a
/// photo; `/pgn` then sends the record with the engine's evaluations and
/// judgements, which python-chess reads back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_analysed_in_a_telegram_group_is_posted_once_with_its_graph() {
    let fake = FakeTelegram::start().await;
    let stockfish = support::stockfish::stockfish();
    let kibitz = Kibitz::start(
        "telegram-analysis",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", &fake.url),
            ("STOCKFISH_PATH", stockfish.to_str().expect("a UTF-8 path")),
            ("FAIRY_STOCKFISH_PATH", "none"),
            ("KIBITZ_ANALYSIS_NODES", "5000"),
        ],
    );
    fake.wait_for("setMyCommands", 1).await;
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(answering(
        message(1, alice.clone(), "/challenge white"),
        bob.clone(),
    ));
    fake.wait_for("sendMessage", 1).await;
    fake.push(press("q1", bob.clone(), "accept #1"));
    fake.wait_for("sendPhoto", 1).await;
    for (id, (by, san)) in [(&alice, "f3"), (&bob, "e5"), (&alice, "g4"), (&bob, "Qh4#")]
        .into_iter()
        .enumerate()
    {
        let id = i64::try_from(id).expect("small") + 2;
        fake.push(json!({"message": message(id, by.clone(), &format!("/move {san}"))}));
        fake.wait_for("sendPhoto", usize::try_from(id).expect("small"))
            .await;
    }
    fake.push(json!({"message": message(10, bob.clone(), "/analyse")}));
    let analysed = |calls: &[Call]| {
        calls
            .iter()
            .filter(|c| c.method == "sendMessage" && text_of(c).contains("Computer analysis"))
            .count()
    };
    let mut waited = 0;
    while analysed(&fake.calls()) == 0 {
        assert!(waited < 600, "no analysis posted: {:?}", fake.calls());
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        waited += 1;
    }
    let calls = fake.calls();
    let queued = calls
        .iter()
        .find(|c| text_of(c).contains("queued for analysis"))
        .expect("the request answered");
    assert!(
        text_of(queued).contains("Game #1 is queued for analysis, next."),
        "{}",
        text_of(queued)
    );
    let result = calls
        .iter()
        .find(|c| text_of(c).contains("Computer analysis"))
        .expect("posted");
    assert_eq!(chat_of(result), GROUP.to_string());
    let text = text_of(result);
    assert!(
        text.contains("Computer analysis of game #1 (Stockfish, 5000 nodes a position):")
            && text.contains("2. g4?? — "),
        "{text}"
    );
    let graph = fake.wait_for("sendPhoto", 6).await.remove(5);
    assert_eq!(chat_of(&graph), GROUP.to_string());
    let (name, png) = graph.files.values().next().expect("the graph uploaded");
    assert_eq!(name, "analysis-1.png");
    assert_eq!(png_size(png), (800, 240));
    // The record, with the analysis in it.
    fake.push(json!({"message": message(11, alice.clone(), "/pgn")}));
    // (The first record went with the final board, before the analysis.)
    let records = |calls: Vec<Call>| -> Vec<Vec<u8>> {
        calls
            .into_iter()
            .filter(|c| c.method == "sendDocument")
            .filter_map(|c| {
                c.files
                    .into_values()
                    .find(|(name, _)| name == "kibitz-1.pgn")
            })
            .map(|(_, bytes)| bytes)
            .collect()
    };
    let mut waited = 0;
    while records(fake.calls()).len() < 2 {
        assert!(waited < 100, "no record sent: {:?}", fake.calls());
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        waited += 1;
    }
    let record = String::from_utf8(records(fake.calls()).remove(1)).expect("UTF-8");
    let read = support::python_chess::read_moves(&record);
    let lines: Vec<&str> = read.lines().collect();
    assert_eq!(lines.len(), 4, "{read}");
    assert_eq!(lines[2], "g4 #-1 4", "{read}");
    // Posted once, however long the worker keeps looking.
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    assert_eq!(analysed(&fake.calls()), 1);
    // A game played elsewhere, pasted as a message of many lines after the
    // command: drawn with its replay, then analysed in the same chat.
    fake.push(json!({"message": message(
        12,
        bob.clone(),
        "/analyse\n[Event \"Club night\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n\n\
         1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? { [%eval #1] } 4. Qxf7# 1-0",
    )}));
    let mut waited = 0;
    while analysed(&fake.calls()) < 2 {
        assert!(
            waited < 600,
            "no analysis of the pasted game: {:?}",
            fake.calls()
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        waited += 1;
    }
    let calls = fake.calls();
    let board = calls
        .iter()
        .find(|c| c.method == "sendPhoto" && text_of(c).contains("pasted for analysis"))
        .expect("the pasted game's board");
    assert!(
        text_of(board)
            .contains("Game #2: Anna – Boris, pasted for analysis; it is next in the queue."),
        "{}",
        text_of(board)
    );
    assert!(
        calls.iter().any(|c| c.method == "sendDocument"
            && c.files
                .values()
                .any(|(name, _)| name == "kibitz-game-2.gif")),
        "its replay: {calls:?}"
    );
    let result = calls
        .iter()
        .find(|c| text_of(c).contains("Computer analysis of game #2"))
        .expect("posted");
    assert_eq!(chat_of(result), GROUP.to_string());
    assert!(
        text_of(result).contains("Anna (white): accuracy")
            && text_of(result).contains("3… Nf6?? — "),
        "{}",
        text_of(result)
    );
    kibitz.stop().await;
}

/// A puzzle raced in a Telegram group, end to end: `/puzzle` puts it with
/// its picture, a wrong bare move puts only its author out, a right one is
/// answered with the reply, and the last right move solves it.
#[tokio::test]
async fn a_puzzle_is_raced_in_a_telegram_group_by_bare_moves() {
    let fake = FakeTelegram::start().await;
    let kibitz = Kibitz::start(
        "telegram-puzzle",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", &fake.url),
        ],
    );
    fake.wait_for("setMyCommands", 1).await;
    let (alice, bob, carol) = (user(11, "Alice"), user(12, "Bob"), user(13, "Carol"));
    let said = |fake: &FakeTelegram, part: &str| -> Option<String> {
        fake.calls()
            .iter()
            .map(text_of)
            .find(|text| text.contains(part))
    };
    let wait = |part: &'static str| {
        let fake = &fake;
        async move {
            for _ in 0..300 {
                if let Some(text) = said(fake, part) {
                    return text;
                }
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            panic!("never said {part:?}: {:?}", fake.calls());
        }
    };
    fake.push(json!({"message": message(1, alice.clone(), "/puzzle mate in 2")}));
    let put = wait("to move: find the best move").await;
    let at = put.find("Puzzle ").expect("a puzzle") + 7;
    let id: String = put[at..].chars().take(5).collect();
    let puzzle = kibitz::puzzles::set::PuzzleSet::shipped()
        .by_id(&id)
        .expect("a shipped puzzle");
    // The picture follows the words as a message of its own.
    let pictured = |fake: &FakeTelegram| {
        fake.calls().iter().any(|c| {
            c.method == "sendPhoto"
                && c.files
                    .values()
                    .any(|(name, _)| name.starts_with("puzzle-"))
        })
    };
    for _ in 0..300 {
        if pictured(&fake) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(pictured(&fake), "its picture: {:?}", fake.calls());
    // Bob's wrong move, bare: he is out, the race goes on.
    let mut start = puzzle.start().expect("a start");
    let wrong = start
        .legal_moves()
        .into_iter()
        .find_map(|mv| {
            let mut after = start.clone();
            let played = after.play(mv).expect("legal").clone();
            (played.uci != puzzle.solution()[0] && after.outcome().is_none())
                .then(|| played.san.to_string())
        })
        .expect("a wrong move");
    fake.push(json!({"message": message(2, bob.clone(), &wrong)}));
    wait("The others may still find it.").await;
    // Carol finds the first move, Alice the last.
    let first = start
        .play_text(puzzle.solution()[0])
        .expect("the solution")
        .san
        .to_string();
    fake.push(json!({"message": message(3, carol.clone(), &first)}));
    wait("is right. The answer is").await;
    start.play_text(puzzle.solution()[1]).expect("the reply");
    let last = start
        .play_text(puzzle.solution()[2])
        .expect("the solution")
        .san
        .to_string();
    fake.push(json!({"message": message(4, alice.clone(), &last)}));
    let solved = wait("solved puzzle").await;
    let solved = solved.to_lowercase();
    assert!(
        solved.contains(&format!("alice solved puzzle {}", id.to_lowercase()))
            && solved.contains("carol's puzzle rating")
            && solved.contains("alice's puzzle rating")
            && !solved.contains("bob's"),
        "{solved}"
    );
    kibitz.stop().await;
}

/// Two processes on one Postgres behind webhooks, as a load balancer
/// spreads them: six groups whose administrator turned the daily puzzle
/// on (half through each process) each get the puzzle of the day exactly
/// once, with its picture, whichever scheduler takes it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_two_processes_each_groups_daily_puzzle_is_posted_exactly_once() {
    const GROUPS: i64 = 6;
    let db = TestDb::postgres().await;
    let fake = FakeTelegram::start().await;
    let mut processes = Vec::new();
    let mut addresses = Vec::new();
    for name in ["daily-a", "daily-b"] {
        let address = support::unused_address();
        let (hook, listen) = (
            format!("http://{address}/telegram/hook"),
            address.to_string(),
        );
        let vars = [
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", fake.url.as_str()),
            ("TELEGRAM_WEBHOOK_URL", hook.as_str()),
            ("TELEGRAM_WEBHOOK_LISTEN", listen.as_str()),
            ("TELEGRAM_WEBHOOK_SECRET", SECRET),
            ("DATABASE_URL", db.url.as_str()),
        ];
        processes.push(Kibitz::start(name, &vars));
        addresses.push(address);
    }
    fake.wait_for("setWebhook", 2).await;
    fake.make_administrator(13);
    for g in 0..GROUPS {
        let mut set = message(g + 1, user(13, "Olga"), "/set daily puzzle on");
        set["chat"] = json!({"id": -800 - g, "type": "supergroup", "title": "club"});
        let update = json!({"update_id": g + 1, "message": set});
        let address = addresses[usize::try_from(g % 2).expect("small")];
        let started = std::time::Instant::now();
        while fake.post_update(address, Some(SECRET), &update).await != Some(200) {
            assert!(started.elapsed() < std::time::Duration::from_secs(30));
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
    }
    let posts = |fake: &FakeTelegram| -> Vec<i64> {
        let mut chats: Vec<i64> = fake
            .calls()
            .iter()
            .filter(|c| text_of(c).contains("The puzzle of the day"))
            .filter_map(|c| c.params["chat_id"].as_i64())
            .collect();
        chats.sort_unstable();
        chats
    };
    let started = std::time::Instant::now();
    while posts(&fake).len() < usize::try_from(GROUPS).expect("small") {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "posted in {:?}",
            posts(&fake)
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // A while longer: neither scheduler posts any again.
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    let expected: Vec<i64> = (0..GROUPS).rev().map(|g| -800 - g).collect();
    assert_eq!(posts(&fake), expected, "each group once");
    let pictures: Vec<i64> = fake
        .calls()
        .iter()
        .filter(|c| {
            c.method == "sendPhoto"
                && c.files
                    .values()
                    .any(|(name, _)| name.starts_with("puzzle-"))
        })
        .filter_map(|c| c.params["chat_id"].as_i64())
        .collect();
    assert_eq!(pictures.len(), expected.len(), "{pictures:?}");
    for process in processes {
        process.kill().await;
    }
    db.drop_db().await;
}

/// The first message the bot sent whose text holds `needle`, waited for.
async fn sent_saying(fake: &FakeTelegram, needle: &str) -> Call {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let found = fake.calls().into_iter().find(|call| {
            call.method.starts_with("send")
                && !call.result.is_null()
                && text_of(call).contains(needle)
        });
        if let Some(call) = found {
            return call;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "nothing sent says {needle:?}: {:?}",
            fake.calls()
                .iter()
                .map(|c| (c.method.clone(), text_of(c)))
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// The first message the bot sent in forum topic `topic` whose text holds
/// `needle`, waited for.
async fn sent_in_topic(fake: &FakeTelegram, topic: i64, needle: &str) -> Call {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let found = fake.calls().into_iter().find(|call| {
            call.method.starts_with("send")
                && call.params["message_thread_id"] == json!(topic)
                && text_of(call).contains(needle)
        });
        if let Some(call) = found {
            return call;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "nothing sent in topic {topic}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// A Swiss of nine over four rounds in a forum whose games are played in
/// topics, on the real teloxide client against the stand-in: only an
/// administrator creates it, players join with its button, the
/// administrator starts it; each round is posted once with its pairings'
/// picture, each game opens a topic of its own with its board there and a
/// line to it in the group; Black resigns in each topic with a bare
/// `/resign`, the next round follows, and the winner is posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_in_a_forum_is_joined_by_button_and_played_in_topics() {
    use chrono::TimeDelta;
    use kibitz::adapters::telegram::TelegramOutbox;
    use kibitz::clock::ManualClock;

    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let config = config_for(&fake);
    let notifier = TelegramOutbox::new(config.bot());
    tokio::spawn(telegram::run(service.clone(), config));
    fake.make_forum(FORUM);
    fake.make_administrator(13);
    fake.let_bot_manage_topics();
    let olga = user(13, "Olga");
    let players = [
        user(11, "Alice"),
        user(12, "Bob"),
        user(14, "Carol"),
        user(15, "Dave"),
        user(16, "Erin"),
        user(17, "Frank"),
        user(18, "Grace"),
        user(19, "Heidi"),
        user(20, "Ivan"),
    ];
    fake.push(in_forum(
        json!({"message": message(1, olga.clone(), "/set games thread")}),
        None,
    ));
    sent_saying(
        &fake,
        "From now on each new game here is played in a thread",
    )
    .await;
    fake.push(in_forum(
        json!({"message": message(2, players[0].clone(), "/tournament swiss 4 rounds days 1")}),
        None,
    ));
    sent_saying(&fake, "Only the chat's managers may create").await;
    fake.push(in_forum(
        json!({"message": message(3, olga.clone(), "/tournament swiss 4 rounds days 1")}),
        None,
    ));
    let created = sent_saying(&fake, "Swiss tournament #1 created: 4 rounds").await;
    assert_eq!(buttons(&created), ["join #1", "leave #1"]);
    for (n, player) in players.iter().enumerate() {
        fake.push(in_forum(
            press_on(
                &format!("j{n}"),
                player.clone(),
                "join #1",
                created.message_id(),
            ),
            None,
        ));
        let count = match n {
            0 => "(one player)".to_owned(),
            n => format!("({} players)", n + 1),
        };
        sent_saying(&fake, &count).await;
    }
    fake.push(in_forum(
        json!({"message": message(4, olga.clone(), "/tournament start")}),
        None,
    ));
    sent_saying(&fake, "starts now with 9 players").await;

    let mut typed = 10;
    for round in 1..=4 {
        let pass = service
            .run_due(&notifier, 10, TimeDelta::minutes(5))
            .await
            .expect("a pass");
        assert_eq!(pass.tournaments, 1, "round {round}: {pass:?}");
        let posted = sent_saying(&fake, &format!("Swiss tournament #1, round {round} of 4:")).await;
        assert_eq!(chat_of(&posted), FORUM.to_string());
        assert!(
            text_of(&posted).contains("has a bye this round"),
            "{}",
            text_of(&posted)
        );
        let opened = fake.wait_for("createForumTopic", 4 * round).await;
        for topic_call in &opened[4 * (round - 1)..] {
            // `#N white vs black, standard chess`.
            let name = topic_call.params["name"].as_str().expect("a name");
            let black = name
                .split_once(" vs ")
                .and_then(|(_, rest)| rest.split_once(','))
                .map(|(black, _)| black.to_owned())
                .expect("two players");
            let topic = topic_call.result["message_thread_id"]
                .as_i64()
                .expect("a topic");
            let game = name.split_whitespace().next().expect("a number");
            let board = sent_in_topic(&fake, topic, "Swiss tournament #1").await;
            assert!(
                text_of(&board).starts_with(&format!("Swiss tournament #1, round {round}, board")),
                "{}",
                text_of(&board)
            );
            sent_saying(
                &fake,
                &format!(
                    "Game {game} is played in its own thread: https://t.me/c/2000000777/{topic}"
                ),
            )
            .await;
            let resigner = players
                .iter()
                .find(|p| p["username"] == json!(black))
                .expect("a player")
                .clone();
            typed += 1;
            fake.push(in_forum(
                json!({"message": message(typed, resigner, "/resign")}),
                Some(topic),
            ));
            sent_in_topic(&fake, topic, &format!("{black} resigns")).await;
        }
    }
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.tournaments, 1, "{pass:?}");
    sent_saying(&fake, "Swiss tournament #1 is over. The winner:").await;
    assert_eq!(fake.wait_for("createForumTopic", 16).await.len(), 16);
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}
