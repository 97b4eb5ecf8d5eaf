//! The Discord adapter end to end: the real serenity client and the real
//! `kibitz` adapter against a stand-in Discord (REST and gateway) on
//! 127.0.0.1, on real SQLite and Postgres stores.

use crate::support;

use support::room::Answers;

use kibitz::model::Platform;
use std::sync::Arc;
use std::time::Duration;

use kibitz::adapters::discord::{self, Shards};
use kibitz::clock::SystemClock;
use kibitz::service::Service;
use kibitz::service::commands::COMMANDS;
use serde_json::{Value, json};
use support::TestDb;
use support::discord::{
    APPLICATION, CHANNEL, Call, FakeDiscord, GUILD, autocomplete, bot_user, command, press,
    press_on, text_in, user,
};
use support::discord_interactions::*;
use support::png_size;
use support::process::Kibitz;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_accepted_by_button_and_a_game_by_slash_commands() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;

    // The shard identified without privileged intents, as shard 0 of 1.
    let identify = &fake.identified(1).await[0];
    assert_eq!(identify["intents"], json!(0));
    assert_eq!(identify["shard"], json!([0, 1]));
    assert_eq!(identify["token"], json!(format!("Bot {TOKEN}")));

    // Every command was registered globally, with options and choices.
    let registered = fake
        .wait_call("PUT", &format!("/applications/{APPLICATION}/commands"))
        .await;
    let commands = registered.body.as_array().expect("a list");
    let mut names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort_unstable();
    // Every row of the table Discord is told of, and no other; Discord
    // takes at most 100 of an application's commands.
    let mut expected: Vec<&str> = COMMANDS
        .rows()
        .filter(|spec| spec.discord.is_some())
        .map(|spec| spec.name)
        .collect();
    expected.sort_unstable();
    assert_eq!(names, expected);
    assert!(names.len() <= 100, "{} commands", names.len());
    for core in [
        "challenge",
        "move",
        "resign",
        "help",
        "puzzle",
        "tournament",
    ] {
        assert!(names.contains(&core), "{core} is registered");
    }
    let find = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .expect("registered")
    };
    let challenge = find("challenge");
    let option = |command: &Value, name: &str| {
        command["options"]
            .as_array()
            .expect("options")
            .iter()
            .find(|o| o["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("option {name} of {command}"))
    };
    // Conditional lines are typed text, optional (none lists them), with
    // no suggestions.
    let lines = option(&find("premove"), "lines");
    assert_eq!(lines["type"], json!(3));
    assert_eq!(lines["max_length"], json!(240));
    assert_ne!(lines["required"], json!(true));
    assert_ne!(lines["autocomplete"], json!(true));
    let variant = option(&challenge, "variant");
    let variants: Vec<&str> = variant["choices"]
        .as_array()
        .expect("variant choices")
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert!(
        variants.contains(&"standard") && variants.len() >= 3,
        "{variants:?}"
    );
    assert_eq!(
        option(&challenge, "color")["choices"]
            .as_array()
            .expect("color choices")
            .len(),
        3
    );
    assert!(option(&challenge, "days")["choices"].is_array());
    assert_eq!(option(&find("move"), "move")["autocomplete"], json!(true));
    assert_eq!(option(&find("move"), "game")["autocomplete"], json!(true));
    assert!(
        challenge["description_localizations"]["ru"].is_string(),
        "{challenge}"
    );

    let (alice, bob, carol) = (user(11, "Alice"), user(12, "Bob"), user(13, "Carol"));
    // Alice challenges Bob, playing White.
    fake.push(command(
        101,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "12"},
               {"name": "color", "type": 3, "value": "white"}]),
        json!({"users": {"12": bob}}),
    ));
    let posted = answer(&fake, 101).await;
    assert_eq!(posted.callback_type(), Some(4));
    assert!(!posted.is_ephemeral());
    assert!(posted.text().contains("<@12>"), "{}", posted.text());
    assert_eq!(posted.buttons(), ["accept #1", "decline #1", "cancel #1"]);
    assert_eq!(
        posted.message()["allowed_mentions"]["users"],
        json!(["12"]),
        "only Bob is pinged"
    );

    // Carol presses Accept: refused to her alone; the challenge stands.
    fake.push(press(102, &carol, "accept #1"));
    let refused = answer(&fake, 102).await;
    assert_eq!(refused.callback_type(), Some(4));
    assert!(refused.is_ephemeral());
    assert!(
        refused.text().contains("Challenge #1 is for"),
        "{}",
        refused.text()
    );
    assert!(refused.files.is_empty() && refused.buttons().is_empty());

    // Bob accepts: the buttons go from the challenge, the board follows.
    fake.push(press(103, &bob, "accept #1"));
    let answers = fake.wait_answers(103, 2).await;
    assert_eq!(answers[0].callback_type(), Some(7));
    assert_eq!(answers[0].body["data"]["components"], json!([]));
    let board = &answers[1];
    assert_eq!(board.method, "POST", "a follow-up");
    assert!(
        board.text().contains("accepts challenge #1"),
        "{}",
        board.text()
    );
    assert!(
        board.message()["content"]
            .as_str()
            .is_some_and(|c| c.contains("<@11>")),
        "Alice is called to move: {}",
        board.text()
    );
    let embed = &board.message()["embeds"][0];
    assert!(
        embed["description"]
            .as_str()
            .is_some_and(|d| d.contains("Alice (white) against Bob (black)")),
        "the players are in the embed: {embed}"
    );
    assert_eq!(embed["image"]["url"], json!("attachment://game-1.png"));
    let (name, png) = png_of(board);
    assert_eq!(name, "game-1.png");
    let expected = kibitz_render::dimensions(&kibitz_render::Style::default()).expect("a size");
    assert_eq!(png_size(&png), expected);
    let buttons = board.buttons();
    assert!(
        buttons.iter().any(|b| b.starts_with("resign ask #1"))
            && buttons.iter().any(|b| b.starts_with("draw #1")),
        "{buttons:?}"
    );

    // Autocomplete offers Alice's legal moves that match what she typed,
    // and her game here.
    fake.push(autocomplete(
        104,
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": "e", "focused": true}]),
    ));
    let offered = answer(&fake, 104).await;
    assert_eq!(offered.callback_type(), Some(8));
    let moves = offered.choice_words();
    assert_eq!(moves, ["e3", "e4"]);
    fake.push(autocomplete(
        105,
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": "", "focused": false},
               {"name": "game", "type": 4, "value": "", "focused": true}]),
    ));
    let offered = answer(&fake, 105).await;
    let games = offered.body["data"]["choices"].as_array().expect("choices");
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0]["value"], json!(1));
    // `/help command:` suggests commands by name (more than a fixed list
    // may hold).
    fake.push(autocomplete(
        150,
        &alice,
        "help",
        json!([{"name": "command", "type": 3, "value": "pre", "focused": true}]),
    ));
    let offered = answer(&fake, 150).await;
    let topics = offered.choice_words();
    assert_eq!(topics, ["premove"]);

    // A short game by slash commands; refusals are seen by their user only.
    let turn = run_command(&fake, 106, &alice, move_option("e4")).await;
    assert!(!turn.is_ephemeral());
    assert!(turn.text().contains("Last move: 1. e4"), "{}", turn.text());
    assert_eq!(png_size(&png_of(&turn).1), expected);
    assert!(
        turn.message()["content"]
            .as_str()
            .unwrap_or("")
            .contains("<@12>")
    );

    let early = run_command(&fake, 107, &alice, move_option("d4")).await;
    assert!(early.is_ephemeral(), "not her turn: {}", early.text());
    assert!(early.files.is_empty());
    let illegal = run_command(&fake, 108, &bob, move_option("Ke7")).await;
    assert!(illegal.is_ephemeral());
    assert!(
        illegal.text().contains("own pieces stands on e7"),
        "{}",
        illegal.text()
    );
    let stranger = run_command(&fake, 109, &carol, move_option("e5")).await;
    assert!(stranger.is_ephemeral(), "{}", stranger.text());
    // `/notify dm value:on`, a subcommand with a choice.
    let notify = slash(
        "notify",
        json!([{"name": "dm", "type": 1, "options": [{"name": "value", "type": 3, "value": "on"}]}]),
    );
    let on = run_command(&fake, 190, &bob, notify).await;
    assert!(
        on.text().contains("I will write to you privately")
            && on
                .text()
                .contains("allow direct messages from members of this server"),
        "{}",
        on.text()
    );

    let mut id = 110;
    for (by, san) in [
        (&bob, "e5"),
        (&alice, "Qh5"),
        (&bob, "Nc6"),
        (&alice, "Bc4"),
        (&bob, "Nf6"),
    ] {
        let turn = run_command(&fake, id, by, move_option(san)).await;
        assert!(!turn.is_ephemeral(), "{san}: {}", turn.text());
        id += 1;
    }
    let mate = run_command(&fake, id, &alice, move_option("Qxf7#")).await;
    assert!(
        mate.text().contains("White wins by checkmate"),
        "{}",
        mate.text()
    );
    let record = mate
        .files
        .values()
        .find(|(name, _)| name == "kibitz-1.pgn")
        .map(|(_, bytes)| String::from_utf8_lossy(bytes).into_owned())
        .expect("the PGN is attached");
    assert!(
        record.contains("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#") && record.contains("1-0"),
        "{record}"
    );
    assert_eq!(png_size(&png_of(&mate).1), expected);

    // The game is over: a press on an old resign button changes nothing.
    fake.push(press(200, &bob, &buttons[0]));
    let late = answer(&fake, 200).await;
    assert!(late.is_ephemeral(), "{}", late.text());

    // The connection stays up: heartbeats are sent and acknowledged.
    fake.heartbeats(2).await;
    assert_eq!(fake.identified(1).await.len(), 1, "no reconnection");
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// When the service is slower than `defer_after`, answers are deferred and
/// filled in: commands by an edit, refusals by a private follow-up (the
/// public placeholder removed), button presses by an update and a
/// follow-up. Here on Postgres, with every answer deferred.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_and_filled_in() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::postgres().await;
    start(&fake, &db, config(&fake, Duration::ZERO)).await;
    let (alice, bob) = (user(21, "Alice"), user(22, "Bob"));

    fake.push(command(
        301,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "22"},
               {"name": "color", "type": 3, "value": "black"}]),
        json!({"users": {"22": bob}}),
    ));
    // An answer that calls on someone comes as a new message (an edit
    // would notify no one): the placeholder goes, a follow-up pings Bob.
    let answers = fake.wait_answers(301, 3).await;
    assert_eq!(answers[0].callback_type(), Some(5), "deferred");
    assert_eq!(answers[1].method, "DELETE");
    assert_eq!(answers[2].method, "POST");
    assert!(answers[2].text().contains("<@22>"), "{}", answers[2].text());
    assert_eq!(
        answers[2].buttons(),
        ["accept #1", "decline #1", "cancel #1"]
    );
    assert_eq!(fake.pinged(), [22]);

    // Alice cannot accept her own challenge: a private answer.
    fake.push(press(302, &alice, "accept #1"));
    let answers = fake.wait_answers(302, 2).await;
    assert_eq!(answers[0].callback_type(), Some(6), "acknowledged");
    assert_eq!(answers[1].method, "POST");
    assert!(answers[1].is_ephemeral(), "{}", answers[1].text());

    // Bob accepts: the challenge loses its buttons, the board follows.
    fake.push(press(303, &bob, "accept #1"));
    let answers = fake.wait_answers(303, 3).await;
    assert_eq!(answers[0].callback_type(), Some(6));
    assert_eq!(answers[1].method, "PATCH");
    assert_eq!(answers[1].body["components"], json!([]));
    assert_eq!(answers[2].method, "POST");
    assert!(!answers[2].is_ephemeral());
    let expected = kibitz_render::dimensions(&kibitz_render::Style::default()).expect("a size");
    assert_eq!(png_size(&png_of(&answers[2]).1), expected);

    // Bob plays White: his move fills in the deferred answer with the board.
    fake.push(command(
        304,
        &bob,
        "move",
        json!([{"name": "move", "type": 3, "value": "Nf3"}]),
        json!({}),
    ));
    let answers = fake.wait_answers(304, 3).await;
    assert_eq!(answers[0].callback_type(), Some(5));
    assert_eq!(answers[1].method, "DELETE");
    assert_eq!(answers[2].method, "POST");
    assert!(
        answers[2].text().contains("Last move: 1. Nf3"),
        "{}",
        answers[2].text()
    );
    assert_eq!(png_size(&png_of(&answers[2]).1), expected);
    assert_eq!(
        answers[2].body["attachments"][0]["filename"],
        json!("game-1.png")
    );
    assert_eq!(fake.pinged().last(), Some(&21), "Alice is called to move");

    // An illegal move: the public placeholder goes, the refusal is private.
    fake.push(command(
        305,
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": "Qh4"}]),
        json!({}),
    ));
    let answers = fake.wait_answers(305, 3).await;
    assert_eq!(answers[0].callback_type(), Some(5));
    assert_eq!(answers[1].method, "DELETE");
    assert_eq!(answers[2].method, "POST");
    assert!(answers[2].is_ephemeral(), "{}", answers[2].text());

    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// By default one process runs every shard Discord recommends; commands
/// are registered once. With a shard range, a process runs only those
/// shards, and leaves registering to the process with shard 0. Commands
/// go to one guild when one is configured.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_all_by_default_or_the_configured_range() {
    let all = FakeDiscord::with_shards(2).await;
    let db = TestDb::sqlite().await;
    let mut every = config(&all, Duration::from_secs(2));
    every.guild = Some(serenity::all::GuildId::new(GUILD));
    start(&all, &db, every).await;
    let mut shards: Vec<Value> = all
        .identified(2)
        .await
        .iter()
        .map(|i| i["shard"].clone())
        .collect();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, [json!([0, 2]), json!([1, 2])]);
    all.wait_call(
        "PUT",
        &format!("/applications/{APPLICATION}/guilds/{GUILD}/commands"),
    )
    .await;
    // Both shards are up: an interaction of the guild (on shard 0) works.
    all.push(command(
        401,
        &user(31, "Erin"),
        "help",
        json!([]),
        json!({}),
    ));
    let helped = answer(&all, 401).await;
    assert!(helped.text().starts_with("Commands"), "{}", helped.text());
    assert_eq!(
        all.calls().iter().filter(|c| c.method == "PUT").count(),
        1,
        "registered once"
    );

    let part = FakeDiscord::with_shards(2).await;
    let mut second = config(&part, Duration::from_secs(2));
    second.shards = Some(Shards::parse("1-1/2").expect("a range"));
    start(&part, &db, second).await;
    let identified = part.identified(1).await;
    assert_eq!(identified[0]["shard"], json!([1, 2]));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(part.identified(1).await.len(), 1, "only shard 1");
    assert!(
        part.calls().iter().all(|c| c.method != "PUT"),
        "shard 0's process registers the commands"
    );
    assert!(all.unexpected().is_empty(), "{:?}", all.unexpected());
    assert!(part.unexpected().is_empty(), "{:?}", part.unexpected());
    db.drop_db().await;
}

/// The binary itself: with `DISCORD_TOKEN` set, plain `kibitz` serves
/// Discord (here the stand-in) instead of opening the console, never logs
/// the token, and stops cleanly at SIGTERM; its board pictures are
/// prepared before it connects.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kibitz_serves_discord_when_its_token_is_set() {
    let fake = FakeDiscord::start().await;
    let kibitz = kibitz_on(&fake, "discord", &[("KIBITZ_LOG", "debug")]);
    fake.identified(1).await;
    fake.wait_call("PUT", &format!("/applications/{APPLICATION}/commands"))
        .await;
    fake.push(command(
        501,
        &user(41, "Dana"),
        "help",
        json!([]),
        json!({}),
    ));
    assert!(answer(&fake, 501).await.text().starts_with("Commands"));
    // SIGTERM: the shards disconnect and the process ends cleanly.
    let folder = kibitz.folder.clone();
    let (status, log) = kibitz.terminate().await;
    std::fs::remove_dir_all(&folder).ok();
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(log.contains("SIGTERM"), "{log}");
    assert!(!log.contains(TOKEN), "the token is never logged: {log}");
    // Libraries that log through `log` (tungstenite, under serenity's
    // gateway) reach the same log.
    assert!(log.contains("tungstenite"), "{log}");
    // The board pictures were ready before the bot took its first
    // request: prepared before it connected.
    let prepared = log.find("board pictures prepared");
    let connected = log.find("connected to Discord");
    assert!(
        prepared.is_some() && connected.is_some() && prepared < connected,
        "{log}"
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
}

/// The scheduler's notices are channel messages: a game lost on time is
/// announced in its channel with the final board and the record; a player
/// who asked for direct messages gets the opponent's move privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_out_is_posted_in_the_games_channel() {
    use chrono::TimeDelta;
    use kibitz::chat::{Actor, Message, Place};
    use kibitz::clock::ManualClock;

    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let place = Place::new(Platform::Discord, support::discord::CHANNEL.to_string());
    let alice = Actor::new(Platform::Discord, "11", "Alice");
    let bob = Actor::new(Platform::Discord, "12", "Bob");
    assert!(
        !service
            .answer_to(&bob, &place, &Message::text("notify dm on"))
            .await
            .is_refused()
    );
    let challenge = Message::text("challenge <@12> white days 1").mentioning("<@12>", bob.clone());
    assert!(
        !service
            .answer_to(&alice, &place, &challenge)
            .await
            .is_refused()
    );
    assert!(
        !service
            .answer_to(&bob, &place, &Message::text("accept"))
            .await
            .is_refused()
    );
    // Both sides move (a side that never moved would see the game aborted).
    for (who, text) in [(&alice, "move e4"), (&bob, "move e5")] {
        assert!(
            !service
                .answer_to(who, &place, &Message::text(text))
                .await
                .is_refused()
        );
    }
    let moved = service
        .answer_to(&alice, &place, &Message::text("move Nf3"))
        .await;
    assert!(!moved.is_refused());
    // The board of Nf3 as the adapter posts it: the game's live board.
    let notifier = config(&fake, Duration::from_secs(2)).outbox();
    let live = support::post_live_board(&notifier, &service, &place, moved).await;
    let live: u64 = live.parse().expect("a message id");
    assert!(!support::discord::buttons_in(&fake.message(live).expect("posted")).is_empty());
    // Bob asked for direct messages: Alice's move comes to him privately.
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!((pass.messaged, pass.dropped), (1, 0), "{pass:?}");
    let opened = fake.wait_call("POST", "/users/@me/channels").await;
    assert_eq!(opened.body["recipient_id"], json!("12"));
    let private = fake
        .wait_call(
            "POST",
            &format!("/channels/{}/messages", support::discord::dm_channel(12)),
        )
        .await;
    assert!(
        private.text().contains("News in game #1 against Alice:"),
        "{}",
        private.text()
    );
    assert_eq!(
        png_size(&png_of(&private).1),
        kibitz_render::dimensions(&kibitz_render::Style::default()).expect("a size")
    );
    clock.advance(TimeDelta::days(1) + TimeDelta::minutes(1));

    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!((pass.timed_out, pass.announced), (1, 1), "{pass:?}");
    let posted = fake
        .calls()
        .into_iter()
        .filter(|c| {
            c.method == "POST"
                && c.path == format!("/channels/{}/messages", support::discord::CHANNEL)
        })
        .nth(1)
        .expect("the time-out's post");
    // It replaced the live board, which lost its buttons.
    assert_eq!(
        fake.message(live).expect("the old board")["components"],
        json!([])
    );
    assert_eq!(posted.buttons(), ["rematch #1"]);
    assert!(
        posted.text().contains("<@12> ran out of time.")
            && posted.text().contains("White wins by timeout."),
        "{}",
        posted.text()
    );
    assert_eq!(posted.body["allowed_mentions"]["users"], json!(["12"]));
    let expected = kibitz_render::dimensions(&kibitz_render::Style::default()).expect("a size");
    assert_eq!(png_size(&png_of(&posted).1), expected);
    assert!(
        posted
            .files
            .values()
            .any(|(name, _)| name == "kibitz-1.pgn")
    );
    assert!(
        posted
            .files
            .values()
            .any(|(name, bytes)| name == "kibitz-game-1.gif" && bytes.starts_with(b"GIF89a")),
        "the replay comes with the time-out"
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// Only the newest board of a game has buttons: each board posted edits
/// the one before bare. A draw offer is declined by its button; Resign
/// asks first, ephemerally, and only the player asked may answer; a
/// claimable draw is offered with a button; the post that ends the game
/// carries the record and the replay.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_buttons_follow_it_from_offers_and_claims_to_a_confirmed_resignation() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;
    let (alice, bob) = (user(71, "Alice"), user(72, "Bob"));
    let challenge = |id: u64| {
        command(
            id,
            &alice,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": "72"},
                   {"name": "color", "type": 3, "value": "white"}]),
            json!({"users": {"72": bob.clone()}}),
        )
    };
    let original = |id: u64| fake.original_of(id).expect("an answer");
    fake.push(challenge(701));
    answer(&fake, 701).await;
    fake.push(press_on(702, &bob, "accept #1", original(701)));
    fake.wait_answers(702, 2).await;
    run_command(&fake, 703, &alice, move_option("e4")).await;
    // The challenge and the first board lost their buttons.
    fake.wait_live(&[&["draw #1 ply:1", "resign ask #1 ply:1"]])
        .await;
    // Alice offers a draw by the button; Bob declines it by the next one.
    fake.push(press_on(704, &alice, "draw #1 ply:1", original(703)));
    let offered = answer(&fake, 704).await;
    assert_eq!(offered.callback_type(), Some(4));
    fake.wait_live(&[&[
        "draw #1 ply:1",
        "decline draw #1 ply:1",
        "resign ask #1 ply:1",
    ]])
    .await;
    fake.push(press_on(705, &bob, "decline draw #1 ply:1", original(704)));
    let declined = answer(&fake, 705).await;
    assert!(
        declined
            .text()
            .contains("Bob declines the draw offer; the game goes on."),
        "{}",
        declined.text()
    );
    fake.wait_live(&[&["draw #1 ply:1", "resign ask #1 ply:1"]])
        .await;

    // Bob presses Resign: the question is his alone.
    fake.push(press_on(706, &bob, "resign ask #1 ply:1", original(705)));
    let question = answer(&fake, 706).await;
    assert!(question.is_ephemeral());
    assert_eq!(question.text(), "Bob, resign game #1 against Alice?");
    assert_eq!(
        question.buttons(),
        ["resign confirm black #1", "resign cancel black #1"]
    );
    fake.push(press_on(
        707,
        &alice,
        "resign confirm black #1",
        original(706),
    ));
    let refused = answer(&fake, 707).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.text().contains("That question was for Bob"),
        "{}",
        refused.text()
    );
    fake.push(press_on(708, &bob, "resign cancel black #1", original(706)));
    let kept = answer(&fake, 708).await;
    assert_eq!(
        kept.callback_type(),
        Some(7),
        "the question is answered in place"
    );
    let asked = fake.message(original(706)).expect("the question");
    assert_eq!(asked["content"], json!("You play on in game #1."));
    assert_eq!(asked["components"], json!([]));
    // The board keeps its buttons.
    fake.wait_live(&[&["draw #1 ply:1", "resign ask #1 ply:1"]])
        .await;

    // The knights dance: the third repetition is offered as a claim.
    for (i, (who, mv)) in support::THIRD_REPETITION
        .iter()
        .enumerate()
        .map(|(i, mv)| (if i % 2 == 0 { &bob } else { &alice }, *mv))
        .enumerate()
    {
        run_command(&fake, 710 + i as u64, who, move_option(mv)).await;
    }
    let repeated = fake.message(original(718)).expect("the last board");
    let text = repeated["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(
        text.contains("A draw may be claimed (the same position for the third time)"),
        "{text}"
    );
    fake.wait_live(&[&["draw #1 ply:10", "claim #1 ply:10", "resign ask #1 ply:10"]])
        .await;
    fake.push(press_on(720, &alice, "claim #1 ply:10", original(718)));
    let ended = fake.wait_answers(720, 2).await;
    assert_eq!(
        ended[0].callback_type(),
        Some(7),
        "the pressed board is bared"
    );
    assert!(
        ended[1].text().contains("Draw by threefold repetition."),
        "{}",
        ended[1].text()
    );
    let mut files: Vec<&str> = ended[1]
        .files
        .values()
        .map(|(name, _)| name.as_str())
        .collect();
    files.sort();
    assert_eq!(files, ["game-1.png", "kibitz-1.pgn", "kibitz-game-1.gif"]);
    let gif = ended[1]
        .files
        .values()
        .find(|(name, _)| name.ends_with(".gif"))
        .expect("the replay");
    assert!(gif.1.starts_with(b"GIF89a"));
    fake.wait_live(&[&["rematch #1"]]).await;

    // A second game, which Bob resigns after confirming.
    fake.push(challenge(730));
    answer(&fake, 730).await;
    fake.push(press_on(731, &bob, "accept #2", original(730)));
    fake.wait_answers(731, 2).await;
    fake.wait_live(&[&["rematch #1"], &["draw #2 ply:0", "resign ask #2 ply:0"]])
        .await;
    let board = fake.live_buttons()[1].0;
    fake.push(press_on(732, &bob, "resign ask #2 ply:0", board));
    let question = answer(&fake, 732).await;
    assert_eq!(
        question.buttons(),
        ["resign confirm black #2", "resign cancel black #2"]
    );
    fake.push(press_on(
        733,
        &bob,
        "resign confirm black #2",
        original(732),
    ));
    let ended = fake.wait_answers(733, 2).await;
    assert_eq!(ended[0].callback_type(), Some(7));
    assert!(
        ended[1].text().contains("White wins by resignation."),
        "{}",
        ended[1].text()
    );
    assert_eq!(
        fake.message(original(732)).expect("the question")["components"],
        json!([])
    );
    fake.wait_live(&[&["rematch #1"], &["rematch #2"]]).await;
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A notice to a channel Discord does not know fails for good (what
/// every platform's refusals share is in `mirrored.rs`).
#[tokio::test]
async fn a_notice_to_a_channel_discord_does_not_know_fails_for_good() {
    use kibitz::chat::{DeliveryError, Notice, NoticeKind, Outbox, Place, Recipient, Reply};
    let fake = FakeDiscord::start().await;
    let notifier = config(&fake, Duration::from_secs(2)).outbox();
    let nowhere = Notice {
        kind: NoticeKind::Reminder,
        game_id: Some(kibitz::model::GameId(1)),
        to: Recipient::Channel(Place::new(Platform::Discord, "0")),
        reply: Reply::done("<@12>, it is your move.".into()),
    };
    let failed = notifier.deliver(&nowhere).await;
    assert!(
        matches!(failed, Err(DeliveryError::Lasting(_))),
        "{failed:?}"
    );
}

/// Discord's rate limit is waited out as it asks (serenity's rate limiter,
/// on as in production): a notice meeting two 429s in a row is posted on
/// the third try, no sooner than the two waits, and reported delivered.
#[tokio::test]
async fn a_rate_limited_notice_is_posted_once_the_wait_discord_asks_for_is_over() {
    use kibitz::chat::{Notice, NoticeKind, Outbox, Place, Recipient, Reply};
    let fake = FakeDiscord::start().await;
    let notifier = config(&fake, Duration::from_secs(2)).outbox();
    fake.limit_posts(CHANNEL, 2, 0.4);
    let started = std::time::Instant::now();
    let notice = Notice {
        kind: NoticeKind::Reminder,
        game_id: Some(kibitz::model::GameId(1)),
        to: Recipient::Channel(Place::new(Platform::Discord, CHANNEL.to_string())),
        reply: Reply::done("<@12>, it is your move.".into()),
    };
    assert_eq!(notifier.deliver(&notice).await, Ok(()));
    assert!(
        started.elapsed() >= Duration::from_millis(800),
        "posted after {:?}",
        started.elapsed()
    );
    let posts = fake.posts_in(CHANNEL, 3).await;
    assert_eq!(posts.len(), 3, "two refused tries and the one that passed");
    assert!(posts.iter().all(|post| {
        post.body["content"]
            .as_str()
            .is_some_and(|text| text.contains("it is your move"))
    }));
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
}

/// Where a server's managers chose `set games thread`, accepting a
/// challenge opens a public thread for the game: the board and every later
/// message of the game go there, the reminder included, the channel gets
/// one line with a link, and commands typed in the thread address its game
/// without a number. Without the permission to open threads the bot says
/// so and plays in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_plays_each_game_in_a_thread_of_its_own() {
    use chrono::TimeDelta;
    use kibitz::clock::ManualClock;
    use support::discord::{in_thread, without_thread_permissions};

    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let adapter = config(&fake, Duration::from_secs(2));
    let notifier = adapter.outbox();
    {
        let service = service.clone();
        tokio::spawn(async move { discord::run(service, adapter).await });
    }
    fake.identified(1).await;
    let (alice, bob, carol, olga) = (
        user(81, "Alice"),
        user(82, "Bob"),
        user(83, "Carol"),
        user(84, "Olga"),
    );
    let set_games = slash(
        "set",
        json!([{"name": "games", "type": 1, "options": [{"name": "value", "type": 3, "value": "thread"}]}]),
    );
    let refused = run_command(&fake, 801, &carol, set_games.clone()).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .text()
            .starts_with("Only the chat's managers may choose where its games are played"),
        "{}",
        refused.text()
    );
    // Manage Threads (1 << 34) on top of the stand-in's usual permissions.
    let mut by_manager = command(802, &olga, "set", set_games.1, json!({}));
    by_manager["member"]["permissions"] =
        json!((2_248_473_465_835_073_u64 | (1 << 34)).to_string());
    fake.push(by_manager);
    let set = answer(&fake, 802).await;
    assert!(
        set.text()
            .starts_with("From now on each new game here is played in a thread"),
        "{}",
        set.text()
    );
    let challenge = |id: u64| {
        command(
            id,
            &alice,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": "82"},
                   {"name": "color", "type": 3, "value": "white"},
                   {"name": "days", "type": 4, "value": 1}]),
            json!({"users": {"82": bob.clone()}}),
        )
    };
    // Without the permissions, the challenge says so.
    fake.push(without_thread_permissions(challenge(803)));
    let warned = answer(&fake, 803).await;
    assert!(
        warned.text().contains(
            "but I lack the Create Public Threads and Send Messages in Threads permissions in this channel, so this one is played here"
        ),
        "{}",
        warned.text()
    );
    fake.push(press_on(
        804,
        &bob,
        "decline #1",
        fake.original_of(803).expect("posted"),
    ));
    fake.wait_answers(804, 1).await;

    fake.push(challenge(805));
    let offered = answer(&fake, 805).await;
    assert!(!offered.text().contains("Threads"), "{}", offered.text());
    fake.push(press_on(
        806,
        &bob,
        "accept #2",
        fake.original_of(805).expect("posted"),
    ));
    let opened = fake
        .wait_call("POST", &format!("/channels/{CHANNEL}/threads"))
        .await;
    assert_eq!(
        opened.body["name"],
        json!("#1 Alice vs Bob, standard chess")
    );
    assert_eq!(opened.body["type"], json!(11));
    assert_eq!(opened.body["auto_archive_duration"], json!(4320));
    let thread = fake.threads().remove(0);
    let thread_id: u64 = thread["id"]
        .as_str()
        .expect("an id")
        .parse()
        .expect("a number");
    // The channel gets the link; the board goes to the thread.
    let answers = fake.wait_answers(806, 2).await;
    assert!(
        answers
            .iter()
            .any(|a| a.text() == format!("Game #1 is played in its own thread: <#{thread_id}>")),
        "{:?}",
        answers.iter().map(Call::text).collect::<Vec<_>>()
    );
    let first = fake
        .wait_call("POST", &format!("/channels/{thread_id}/messages"))
        .await;
    assert!(
        first.text().contains("Bob accepts challenge #2"),
        "{}",
        first.text()
    );
    assert!(!first.buttons().is_empty());
    let first_id = fake.messages_in(thread_id)[0]["id"]
        .as_str()
        .expect("an id")
        .parse::<u64>()
        .expect("a number");

    // In the thread, commands need no number, and the previous board loses
    // its buttons.
    fake.push(in_thread(
        command(807, &alice, "move", move_option("e4").1, json!({})),
        &thread,
    ));
    let moved = answer(&fake, 807).await;
    assert!(
        moved.text().contains("Last move: 1. e4"),
        "{}",
        moved.text()
    );
    fake.wait_live(&[&["draw #1 ply:1", "resign ask #1 ply:1"]])
        .await;
    let first_now = fake.message(first_id).expect("the first board");
    assert!(
        support::discord::buttons_in(&first_now).is_empty(),
        "{}",
        text_in(&first_now)
    );
    fake.push(in_thread(
        command(808, &carol, "board", json!([]), json!({})),
        &thread,
    ));
    let shown = answer(&fake, 808).await;
    assert!(shown.text().contains("Game #1"), "{}", shown.text());

    // The reminder lands in the thread.
    clock.advance(TimeDelta::hours(20));
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.reminded, 1, "{pass:?}");
    let posted = fake.messages_in(thread_id);
    let reminder = posted.last().expect("the reminder");
    assert!(
        text_in(reminder).contains("it is your move in game #1"),
        "{}",
        text_in(reminder)
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A move whose interaction Discord no longer knows by the time it is
/// answered (committed all the same) is posted in the channel, so that the
/// players see it was played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_that_cannot_answer_its_interaction_is_posted_in_the_channel() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;
    let (alice, bob) = (user(91, "Alice"), user(92, "Bob"));
    fake.push(command(
        901,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "92"},
               {"name": "color", "type": 3, "value": "white"}]),
        json!({"users": {"92": bob.clone()}}),
    ));
    answer(&fake, 901).await;
    run_command(&fake, 902, &bob, slash("accept", json!([]))).await;
    fake.expire(903);
    fake.push(command(903, &alice, "move", move_option("e4").1, json!({})));
    let posted = fake
        .wait_call("POST", &format!("/channels/{CHANNEL}/messages"))
        .await;
    assert!(
        posted.text().contains("Last move: 1. e4"),
        "{}",
        posted.text()
    );
    assert!(
        !posted.buttons().is_empty(),
        "the live board, with its buttons"
    );
    // A pressed button whose interaction is gone: the same.
    fake.expire(904);
    fake.push(press(904, &bob, "draw #1 ply:1"));
    let offered = fake.posts_in(CHANNEL, 2).await.remove(1);
    assert!(
        offered.text().contains("Bob offers a draw"),
        "{}",
        offered.text()
    );
    db.drop_db().await;
}

/// A challenge in a channel where the bot could not post the game's
/// reminders and time-outs is refused up front, saying what it needs; the
/// opponent is known by their server nickname, as the challenger is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_needs_the_bots_permissions_and_knows_the_opponent_by_nickname() {
    use kibitz::chat::Actor;

    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;
    let (alice, bob) = (user(95, "Alice"), user(96, "Bob"));
    let challenge = |id: u64| {
        command(
            id,
            &alice,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": "96"}]),
            json!({
                "users": {"96": bob.clone()},
                "members": {"96": {"nick": "Bobby", "roles": [], "avatar": null,
                    "joined_at": "2026-01-01T00:00:00.000000+00:00", "premium_since": null,
                    "flags": 0, "pending": false, "permissions": "2248473465835073"}}
            }),
        )
    };
    // Without Attach Files (1 << 15).
    let mut refused = challenge(951);
    refused["app_permissions"] = json!((2_248_473_465_835_073_u64 & !(1 << 15)).to_string());
    fake.push(refused);
    let refused = answer(&fake, 951).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .text()
            .starts_with("I cannot post a game's boards in this channel"),
        "{}",
        refused.text()
    );
    fake.push(challenge(953));
    let offered = answer(&fake, 953).await;
    assert!(!offered.is_ephemeral(), "{}", offered.text());
    let bob_as_known = db
        .store
        .find_player(&Actor::new(Platform::Discord, "96", "?"))
        .await
        .expect("a read")
        .expect("Bob is known");
    assert_eq!(bob_as_known.display_name, "Bobby");
    db.drop_db().await;
}

/// Suggestions that cannot be ready within Discord's window (the games
/// table locked by another transaction for longer, so that the store gives
/// the read up at its time limit) are not sent at all: not late, since an
/// autocomplete answer cannot be deferred, and not as an empty list, which
/// would say there is nothing to suggest. The next request, once the store
/// answers, is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn suggestions_too_late_for_discord_are_not_sent() {
    use sqlx::Connection;

    let fake = FakeDiscord::start().await;
    let db = TestDb::postgres().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;
    let (alice, bob) = (user(97, "Alice"), user(98, "Bob"));
    fake.push(command(
        971,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "98"},
               {"name": "color", "type": 3, "value": "white"}]),
        json!({"users": {"98": bob.clone()}}),
    ));
    answer(&fake, 971).await;
    run_command(&fake, 972, &bob, slash("accept", json!([]))).await;
    let typing = |id: u64| {
        autocomplete(
            id,
            &alice,
            "move",
            json!([{"name": "move", "type": 3, "value": "e", "focused": true}]),
        )
    };
    let mut locker = sqlx::postgres::PgConnection::connect(&db.url)
        .await
        .expect("a connection");
    sqlx::query("BEGIN")
        .execute(&mut locker)
        .await
        .expect("begin");
    sqlx::query("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
        .execute(&mut locker)
        .await
        .expect("a lock");
    fake.push(typing(973));
    tokio::time::sleep(Duration::from_secs(4)).await;
    sqlx::query("COMMIT")
        .execute(&mut locker)
        .await
        .expect("commit");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(fake.answers(973).is_empty(), "{:?}", fake.answers(973));
    fake.push(typing(974));
    let offered = answer(&fake, 974).await;
    assert_eq!(offered.callback_type(), Some(8));
    locker.close().await.expect("closed");
    db.drop_db().await;
}

/// In the direct chat with the bot, a challenge to a person (whom no one
/// could show it to) is refused with a pointer to a server, and a game
/// against the bot begins at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_direct_chat_with_the_bot_plays_the_bot_and_refuses_challenges() {
    use support::discord::in_dm;

    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;
    let (alice, bob) = (user(99, "Alice"), user(100, "Bob"));
    fake.push(in_dm(command(
        991,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "100"}]),
        json!({"users": {"100": bob.clone()}}),
    )));
    let refused = answer(&fake, 991).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .text()
            .starts_with("No one but me can see a challenge here"),
        "{}",
        refused.text()
    );
    fake.push(in_dm(command(
        992,
        &alice,
        "challenge",
        json!([{"name": "level", "type": 4, "value": 1},
               {"name": "color", "type": 3, "value": "white"}]),
        json!({}),
    )));
    let started = answer(&fake, 992).await;
    assert!(!started.is_ephemeral(), "{}", started.text());
    assert!(started.text().contains("Game #1"), "{}", started.text());
    db.drop_db().await;
}

/// A gateway connection that Discord asks to move (op 7 RECONNECT), or
/// that the network drops, is resumed with its session and sequence, and
/// interactions are answered after it as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moved_or_dropped_gateway_connection_is_resumed() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    start(&fake, &db, config(&fake, Duration::from_secs(2))).await;
    let carol = user(101, "Carol");
    run_command(&fake, 1001, &carol, slash("help", json!([]))).await;
    fake.ask_to_reconnect();
    let resumed = fake.resumed(1).await;
    assert_eq!(resumed[0]["session_id"], json!("session-0"));
    assert!(
        resumed[0]["seq"].as_u64().is_some_and(|s| s >= 2),
        "{}",
        resumed[0]
    );
    let help = run_command(&fake, 1002, &carol, slash("help", json!([]))).await;
    assert!(help.text().starts_with("Commands"), "{}", help.text());
    fake.drop_connections();
    fake.resumed(2).await;
    let help = run_command(&fake, 1003, &carol, slash("help", json!([]))).await;
    assert!(help.text().starts_with("Commands"), "{}", help.text());
    assert_eq!(
        fake.identified(1).await.len(),
        1,
        "resumed, not identified again"
    );
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A reminder Discord fails to take for its own trouble (500) stays owed
/// and is posted by a later pass, once its lease is over; nothing is
/// posted twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_discord_fails_for_its_own_trouble_is_posted_by_a_later_pass() {
    use chrono::TimeDelta;
    use kibitz::chat::{Actor, Message, Place};
    use kibitz::clock::ManualClock;

    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let place = Place::new(Platform::Discord, CHANNEL.to_string());
    let alice = Actor::new(Platform::Discord, "11", "Alice");
    let bob = Actor::new(Platform::Discord, "12", "Bob");
    for (who, message) in [
        (
            &alice,
            Message::text("challenge <@12> white days 1").mentioning("<@12>", bob.clone()),
        ),
        (&bob, Message::text("accept")),
        (&alice, Message::text("move e4")),
    ] {
        let reply = service.answer_to(who, &place, &message).await;
        assert!(!reply.is_refused(), "{}", reply.text);
    }
    let notifier = config(&fake, Duration::from_secs(2)).outbox();
    let lease = TimeDelta::minutes(2);
    clock.advance(TimeDelta::hours(20));
    fake.fail_posts(CHANNEL, 1);
    let first = service.run_due(&notifier, 10, lease).await.expect("a pass");
    assert_eq!((first.reminded, first.failed), (0, 1), "{first:?}");
    let again = service.run_due(&notifier, 10, lease).await.expect("a pass");
    assert_eq!(again.claimed, 0, "leased to the first pass: {again:?}");
    clock.advance(lease + TimeDelta::seconds(1));
    let later = service.run_due(&notifier, 10, lease).await.expect("a pass");
    assert_eq!((later.reminded, later.failed), (1, 0), "{later:?}");
    let posted = fake.messages_in(CHANNEL);
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert!(
        text_in(&posted[0]).contains("it is your move in game #1"),
        "{}",
        text_in(&posted[0])
    );
    db.drop_db().await;
}

/// An interaction delivered twice (a replayed gateway event) is answered
/// and handled once; one whose handling panics (the clock fails) is
/// answered privately with "try again" and changes nothing, and the game
/// goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_is_handled_once_and_a_panic_costs_only_its_answer() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let clock = Arc::new(support::FaultyClock::default());
    start_with_clock(
        &fake,
        &db,
        config(&fake, Duration::from_secs(2)),
        clock.clone(),
    )
    .await;
    let erin = user(51, "Erin");
    fake.push(command(
        701,
        &erin,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": APPLICATION.to_string()},
               {"name": "color", "type": 3, "value": "white"},
               {"name": "level", "type": 4, "value": 1}]),
        json!({"users": {APPLICATION.to_string(): bot_user()}}),
    ));
    answer(&fake, 701).await;
    let (name, options) = move_option("Nf3");
    let nf3 = command(702, &erin, &name, options, json!({}));
    fake.push(nf3.clone());
    let played = answer(&fake, 702).await;
    assert!(!played.is_ephemeral(), "{}", played.text());
    let game = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(
        game.moves.split_whitespace().count(),
        2,
        "Nf3 and the bot's answer"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let calls = fake.calls().len();
    fake.push(nf3);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        fake.calls().len(),
        calls,
        "answered once, and nothing else done"
    );
    let again = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(again.version, game.version, "nothing changed");

    clock.arm(true);
    let (name, options) = move_option("e4");
    fake.push(command(703, &erin, &name, options, json!({})));
    let sorry = answer(&fake, 703).await;
    assert!(sorry.is_ephemeral(), "{}", sorry.text());
    assert!(
        sorry.text().contains("Something went wrong on my side"),
        "{}",
        sorry.text()
    );
    clock.arm(false);
    let unchanged = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(unchanged.version, game.version, "nothing changed");
    let (name, options) = move_option("e4");
    fake.push(command(704, &erin, &name, options, json!({})));
    let played = answer(&fake, 704).await;
    assert!(!played.is_ephemeral(), "{}", played.text());
    let after = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(after.moves.split_whitespace().count(), 4);
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}

/// A Postgres outage: a slash command is answered at once, privately, with
/// "try again" (nothing changed, and Discord never sends it again); once
/// the database is back, commands work without a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_outage_is_answered_at_once_and_passes_without_a_restart() {
    let db = TestDb::postgres().await;
    let (proxy, url) = support::proxy::in_front_of(&db.url).await;
    let store = kibitz::store::Store::connect(&url)
        .await
        .expect("through the proxy");
    let fake = FakeDiscord::start().await;
    start_on(&fake, store.clone(), config(&fake, Duration::from_secs(2))).await;
    let erin = user(51, "Erin");
    let help = run_command(&fake, 801, &erin, slash("help", json!([]))).await;
    assert!(help.text().starts_with("Commands"), "{}", help.text());

    proxy.hang();
    let asked = std::time::Instant::now();
    let sorry = run_command(&fake, 802, &erin, slash("help", json!([]))).await;
    let took = asked.elapsed();
    assert_eq!(sorry.callback_type(), Some(4), "answered, not deferred");
    assert!(sorry.is_ephemeral(), "{}", sorry.text());
    assert!(
        sorry.text().contains("Something went wrong on my side"),
        "{}",
        sorry.text()
    );
    eprintln!("answered after {took:?} in the outage");

    proxy.restore();
    let help = run_command(&fake, 803, &erin, slash("help", json!([]))).await;
    assert!(help.text().starts_with("Commands"), "{}", help.text());
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    store.close().await;
    db.drop_db().await;
}

/// `/page` answers with a link only its asker sees; a move made on the
/// game's page with it is posted in the channel by the real serenity
/// client, as a typed one is, and the same link cannot move for the
/// opponent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_link_comes_privately_and_a_move_made_with_it_is_posted_in_the_channel() {
    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let config = config(&fake, Duration::from_secs(2));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    let service = Service::new(db.store.clone(), Arc::new(SystemClock)).with_web_url(&base);
    let pages = kibitz::adapters::web::Pages::new(service.clone(), Arc::new(config.outbox()));
    let router = kibitz::adapters::web::router(pages);
    tokio::spawn(async move { axum::serve(listener, router).await });
    tokio::spawn(async move {
        if let Err(error) = discord::run(service, config).await {
            panic!("the adapter stopped: {error}");
        }
    });
    fake.identified(1).await;
    let (alice, _bob) = alice_challenges_bob_who_accepts(&fake).await;
    let link = run_command(&fake, 103, &alice, slash("page", json!([]))).await;
    assert!(link.is_ephemeral(), "{}", link.text());
    let text = link.text();
    assert!(text.contains(&format!("{base}/game/1#key=")), "{text}");
    assert!(
        text.starts_with("Your own link to game #1, where"),
        "numbered once: {text}"
    );
    let key = text[text.find("#key=").expect("a key") + 5..]
        .split_whitespace()
        .next()
        .expect("a key")
        .to_owned();
    let before = fake.messages_in(CHANNEL).len();
    let act = |body: Value| {
        let url = format!("{base}/game/1/act");
        async move {
            let response = reqwest::Client::new()
                .post(url)
                .json(&body)
                .send()
                .await
                .expect("the page answers");
            response.status().as_u16()
        }
    };
    assert_eq!(
        act(json!({"auth": {"link": key}, "request": "move e2e4 #1 ply:0"})).await,
        200
    );
    let posted = fake.messages_in(CHANNEL);
    assert_eq!(posted.len(), before + 1, "one post: {posted:?}");
    let last = text_in(posted.last().expect("a post"));
    assert!(last.contains("Last move: 1. e4"), "{last}");
    // Alice's link does not move Black.
    assert_eq!(
        act(json!({"auth": {"link": key}, "request": "move e7e5 #1 ply:1"})).await,
        409
    );
    assert_eq!(fake.messages_in(CHANNEL).len(), before + 1);
    db.drop_db().await;
}

/// A finished game analysed on Discord, end to end through the binary:
/// `/analyse` queues it, the process's worker analyses it with Stockfish
/// and posts the result in the game's channel once, the graph attached;
/// `/pgn` then sends the record with the engine's evaluations and
/// judgements, which python-chess reads back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_analysed_on_discord_is_posted_once_with_its_graph() {
    let fake = FakeDiscord::start().await;
    let stockfish = support::stockfish::stockfish();
    let kibitz = kibitz_on(
        &fake,
        "discord-analysis",
        &[
            ("STOCKFISH_PATH", stockfish.to_str().expect("a UTF-8 path")),
            ("FAIRY_STOCKFISH_PATH", "none"),
            ("KIBITZ_ANALYSIS_NODES", "5000"),
        ],
    );
    fake.identified(1).await;
    let (alice, bob) = alice_challenges_bob_who_accepts(&fake).await;
    for (id, (by, san)) in [(&alice, "f3"), (&bob, "e5"), (&alice, "g4"), (&bob, "Qh4#")]
        .into_iter()
        .enumerate()
    {
        let id = 103 + u64::try_from(id).expect("small");
        let turn = run_command(&fake, id, by, move_option(san)).await;
        assert!(!turn.is_ephemeral(), "{san}: {}", turn.text());
    }
    let queued = run_command(&fake, 110, &bob, slash("analyse", json!([]))).await;
    assert!(
        queued
            .text()
            .contains("Game #1 is queued for analysis, next."),
        "{}",
        queued.text()
    );
    let analysed = |fake: &FakeDiscord| -> Vec<Call> {
        fake.calls()
            .into_iter()
            .filter(|c| c.method == "POST" && c.text().contains("Computer analysis"))
            .collect()
    };
    let mut waited = 0;
    while analysed(&fake).is_empty() {
        assert!(waited < 600, "no analysis posted: {:?}", fake.calls());
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    let post = analysed(&fake).remove(0);
    assert!(post.path.starts_with("/channels/"), "{}", post.path);
    let text = post.text();
    assert!(
        text.contains("Computer analysis of game #1 (Stockfish, 5000 nodes a position):")
            && text.contains("2. g4?? — "),
        "{text}"
    );
    let (name, png) = png_of(&post);
    assert_eq!(name, "analysis-1.png");
    assert_eq!(png_size(&png), (800, 240));
    let pgn = run_command(&fake, 111, &alice, slash("pgn", json!([]))).await;
    let record = pgn
        .files
        .values()
        .find(|(name, _)| name == "kibitz-1.pgn")
        .map(|(_, bytes)| String::from_utf8_lossy(bytes).into_owned())
        .expect("the PGN is attached");
    let read = support::python_chess::read_moves(&record);
    let lines: Vec<&str> = read.lines().collect();
    assert_eq!(lines.len(), 4, "{read}");
    assert_eq!(lines[2], "g4 #-1 4", "{read}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(analysed(&fake).len(), 1, "posted once");
    // A game played elsewhere, pasted in the command's `record` option
    // (which holds one line): drawn with its replay, then analysed here.
    let pasted = run_command(
        &fake,
        112,
        &bob,
        slash(
            "analyse",
            json!([{"name": "record", "type": 3, "value":
                "[Event \"Club night\"] [White \"Anna\"] [Black \"Boris\"] \
                 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? { [%eval #1] } 4. Qxf7# 1-0"}]),
        ),
    )
    .await;
    assert!(!pasted.is_ephemeral(), "{}", pasted.text());
    assert!(
        pasted
            .text()
            .contains("Game #2: Anna – Boris, pasted for analysis; it is next in the queue."),
        "{}",
        pasted.text()
    );
    assert!(
        pasted
            .files
            .values()
            .any(|(name, _)| name == "kibitz-game-2.gif"),
        "its replay: {:?}",
        pasted.files.keys()
    );
    let mut waited = 0;
    while analysed(&fake).len() < 2 {
        assert!(
            waited < 600,
            "no analysis of the pasted game: {:?}",
            fake.calls()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    let text = analysed(&fake).remove(1).text();
    assert!(
        text.contains("Computer analysis of game #2") && text.contains("Anna (white): accuracy"),
        "{text}"
    );
    let folder = kibitz.folder.clone();
    let (status, log) = kibitz.terminate().await;
    std::fs::remove_dir_all(&folder).ok();
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
}

/// Alice (11) challenges Bob (12) with White by `/challenge`, and Bob
/// accepts by the button: game #1 begins (interactions 101 and 102).
async fn alice_challenges_bob_who_accepts(fake: &FakeDiscord) -> (Value, Value) {
    let (alice, bob) = (user(11, "Alice"), user(12, "Bob"));
    fake.push(command(
        101,
        &alice,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": "12"},
               {"name": "color", "type": 3, "value": "white"}]),
        json!({"users": {"12": bob}}),
    ));
    answer(fake, 101).await;
    fake.push(press(102, &bob, "accept #1"));
    fake.wait_answers(102, 2).await;
    (alice, bob)
}

/// The `kibitz` binary serving Discord from `fake` (its certificate
/// trusted through a file in the binary's folder), with `vars` besides.
pub(crate) fn kibitz_on(fake: &FakeDiscord, name: &str, vars: &[(&str, &str)]) -> Kibitz {
    let root = std::env::temp_dir().join(format!("kibitz-{name}-root-{}.pem", std::process::id()));
    std::fs::write(&root, &fake.root_pem).expect("the root certificate written");
    let address = fake.api_address.to_string();
    let mut all = vec![
        ("DISCORD_TOKEN", TOKEN),
        ("DISCORD_API_ADDRESS", address.as_str()),
        (
            "DISCORD_API_ROOT_CERT",
            root.to_str().expect("a UTF-8 path"),
        ),
    ];
    all.extend_from_slice(vars);
    Kibitz::start(name, &all)
}

/// A puzzle solved on Discord, end to end: `/puzzle` with a theme puts one
/// with its picture and a button that hands the presser alone their link
/// to the puzzle's page, and `/move` with the solution solves it.
#[tokio::test]
async fn a_puzzle_is_put_and_solved_by_slash_commands_on_discord() {
    let fake = FakeDiscord::start().await;
    let kibitz = kibitz_on(
        &fake,
        "discord-puzzle",
        &[
            ("KIBITZ_WEB_LISTEN", "127.0.0.1:0"),
            ("KIBITZ_WEB_URL", "https://chess.example"),
        ],
    );
    fake.identified(1).await;
    let alice = user(11, "Alice");
    let put = run_command(
        &fake,
        101,
        &alice,
        slash(
            "puzzle",
            json!([{"name": "theme", "type": 3, "value": "mate in 1"}]),
        ),
    )
    .await;
    let text = put.text();
    assert!(!put.is_ephemeral(), "{text}");
    assert!(
        text.contains("mate in 1") && text.contains("to move"),
        "{text}"
    );
    let at = text.find("Puzzle ").expect("a puzzle") + 7;
    let id: String = text[at..].chars().take(5).collect();
    assert!(
        put.files
            .values()
            .any(|(name, _)| name == &format!("puzzle-{id}-0.png")),
        "its picture: {:?}",
        put.files.keys()
    );
    let puzzle = kibitz::puzzles::set::PuzzleSet::shipped()
        .by_id(&id)
        .expect("a shipped puzzle");
    assert!(
        text.contains("The puzzle's page: https://chess.example/puzzle/"),
        "{text}"
    );
    assert_eq!(put.buttons(), ["solve"]);
    fake.push(press(109, &alice, "solve"));
    let link = answer(&fake, 109).await;
    assert!(link.is_ephemeral(), "{}", link.text());
    assert!(
        link.text().contains("https://chess.example/puzzle/") && link.text().contains("#key="),
        "{}",
        link.text()
    );
    // `/move` suggests the puzzle's moves as Alice types, its answer with
    // them.
    let mut start = puzzle.start().expect("its position");
    let answer_san = start
        .play_text(puzzle.solution()[0])
        .expect("the answer")
        .san
        .to_string();
    let typed: String = answer_san.chars().take(1).collect();
    fake.push(autocomplete(
        110,
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": typed, "focused": true}]),
    ));
    let offered = answer(&fake, 110).await;
    let moves = offered.choice_words();
    assert!(
        moves.contains(&answer_san.as_str()),
        "{answer_san} in {moves:?}"
    );
    let solved = run_command(&fake, 102, &alice, move_option(puzzle.solution()[0])).await;
    assert!(
        solved
            .text()
            .to_lowercase()
            .contains(&format!("solved puzzle {}", id.to_lowercase())),
        "{}",
        solved.text()
    );
    // The puzzle leaderboard, by `/top puzzles:true`.
    let top = run_command(
        &fake,
        103,
        &alice,
        slash(
            "top",
            json!([{"name": "puzzles", "type": 5, "value": true}]),
        ),
    )
    .await;
    assert!(
        top.text()
            .starts_with("No one here has a settled puzzle rating yet")
            && top.text().contains("• Alice "),
        "{}",
        top.text()
    );
    // A manager turns the daily puzzle on: the first is posted at once.
    let daily = json!([{"name": "daily", "type": 1, "options": [
        {"name": "value", "type": 3, "value": "on"}]}]);
    let refused = run_command(&fake, 104, &alice, slash("set", daily.clone())).await;
    assert!(refused.is_ephemeral(), "{}", refused.text());
    let mut by_manager = command(105, &alice, "set", daily, json!({}));
    by_manager["member"]["permissions"] =
        json!((2_248_473_465_835_073_u64 | (1 << 34)).to_string());
    fake.push(by_manager);
    let set = answer(&fake, 105).await;
    assert!(set.text().contains("the first one now"), "{}", set.text());
    let posts = fake.posts_in(CHANNEL, 1).await;
    let post = posts
        .iter()
        .map(|call| call.text())
        .find(|text| text.contains("The puzzle of the day"));
    assert!(
        post.is_some(),
        "{:?}",
        posts.iter().map(Call::text).collect::<Vec<_>>()
    );
    let folder = kibitz.folder.clone();
    let (status, log) = kibitz.terminate().await;
    std::fs::remove_dir_all(&folder).ok();
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
}

/// The message in `channel` whose text holds `needle`, waited for.
async fn posted_saying(fake: &FakeDiscord, channel: u64, needle: &str) -> Value {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(found) = fake
            .messages_in(channel)
            .into_iter()
            .find(|m| text_in(m).contains(needle))
        {
            return found;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "nothing in {channel} says {needle:?}: {:?}",
            fake.messages_in(channel)
                .iter()
                .map(text_in)
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// A Swiss of nine over four rounds in a server whose games are played in
/// threads, on the real serenity client against the stand-in: created by
/// `/tournament create` (refused to a member without Manage Threads),
/// joined with its button, started by `/tournament start`; each round is
/// posted once in the channel with its pairings' picture, each game opens
/// a thread with its board there; Black resigns in each thread with a
/// bare `/resign`, the next round follows, and the winner is posted;
/// `/standings` then shows the final table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_in_a_server_is_joined_by_button_and_played_in_threads() {
    use chrono::TimeDelta;
    use kibitz::clock::ManualClock;
    use support::discord::in_thread;

    let fake = FakeDiscord::start().await;
    let db = TestDb::sqlite().await;
    let start = chrono::DateTime::from_timestamp(1_800_000_000, 0).expect("a time");
    let clock = Arc::new(ManualClock::new(start));
    let service = Service::new(db.store.clone(), clock.clone());
    let adapter = config(&fake, Duration::from_secs(2));
    let notifier = adapter.outbox();
    {
        let service = service.clone();
        tokio::spawn(async move { discord::run(service, adapter).await });
    }
    fake.identified(1).await;
    let olga = user(84, "Olga");
    let players = [
        user(81, "Alice"),
        user(82, "Bob"),
        user(83, "Carol"),
        user(85, "Dave"),
        user(86, "Erin"),
        user(87, "Frank"),
        user(88, "Grace"),
        user(89, "Heidi"),
        user(90, "Ivan"),
    ];
    // Manage Threads (1 << 34) on top of the stand-in's usual permissions.
    let as_manager = |mut interaction: Value| {
        interaction["member"]["permissions"] =
            json!((2_248_473_465_835_073_u64 | (1 << 34)).to_string());
        interaction
    };
    let set_games = slash(
        "set",
        json!([{"name": "games", "type": 1, "options": [{"name": "value", "type": 3, "value": "thread"}]}]),
    );
    fake.push(as_manager(command(
        900,
        &olga,
        "set",
        set_games.1,
        json!({}),
    )));
    answer(&fake, 900).await;
    let create = json!([{"name": "create", "type": 1, "options": [
        {"name": "format", "type": 3, "value": "swiss"},
        {"name": "rounds", "type": 4, "value": 4},
        {"name": "days", "type": 4, "value": 1}
    ]}]);
    let refused = run_command(
        &fake,
        901,
        &players[0],
        ("tournament".into(), create.clone()),
    )
    .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .text()
            .starts_with("Only the chat's managers may create"),
        "{}",
        refused.text()
    );
    fake.push(as_manager(command(
        902,
        &olga,
        "tournament",
        create,
        json!({}),
    )));
    let created = answer(&fake, 902).await;
    assert!(
        created
            .text()
            .starts_with("Swiss tournament #1 created: 4 rounds, standard chess, one day a move"),
        "{}",
        created.text()
    );
    assert_eq!(created.buttons(), ["join #1", "leave #1"]);
    let post = fake.original_of(902).expect("posted");
    for (n, player) in players.iter().enumerate() {
        let id = 910 + n as u64;
        fake.push(press_on(id, player, "join #1", post));
        let joined = fake.wait_answers(id, 1).await;
        assert!(
            joined[0].text().contains("joins Swiss tournament #1"),
            "{}",
            joined[0].text()
        );
    }
    let start_now = json!([{"name": "start", "type": 1, "options": []}]);
    fake.push(as_manager(command(
        920,
        &olga,
        "tournament",
        start_now,
        json!({}),
    )));
    let starting = answer(&fake, 920).await;
    assert!(
        starting.text().contains("starts now with 9 players"),
        "{}",
        starting.text()
    );

    let mut next_id = 930;
    for round in 1..=4_usize {
        let pass = service
            .run_due(&notifier, 10, TimeDelta::minutes(5))
            .await
            .expect("a pass");
        assert_eq!(pass.tournaments, 1, "round {round}: {pass:?}");
        let posted = posted_saying(
            &fake,
            CHANNEL,
            &format!("Swiss tournament #1, round {round} of 4:"),
        )
        .await;
        assert!(
            text_in(&posted).contains("has a bye this round"),
            "{}",
            text_in(&posted)
        );
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while fake.threads().len() < 4 * round {
            assert!(std::time::Instant::now() < deadline, "{:?}", fake.threads());
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        for thread in &fake.threads()[4 * (round - 1)..4 * round] {
            let name = thread["name"].as_str().expect("a name").to_owned();
            let thread_id: u64 = thread["id"]
                .as_str()
                .expect("an id")
                .parse()
                .expect("a number");
            let board = posted_saying(&fake, thread_id, &format!("round {round}, board")).await;
            assert!(
                !support::discord::buttons_in(&board).is_empty(),
                "its buttons"
            );
            let game = name.split_whitespace().next().expect("a number").to_owned();
            posted_saying(
                &fake,
                CHANNEL,
                &format!("Game {game} is played in its own thread: <#{thread_id}>"),
            )
            .await;
            // `#N White vs Black, standard chess`.
            let black = name
                .split_once(" vs ")
                .and_then(|(_, rest)| rest.split_once(','))
                .map(|(black, _)| black.to_owned())
                .expect("two players");
            let resigner = players
                .iter()
                .find(|p| p["global_name"] == json!(black) || p["username"] == json!(black))
                .expect("a player");
            next_id += 1;
            fake.push(in_thread(
                command(next_id, resigner, "resign", json!([]), json!({})),
                thread,
            ));
            let resigned = answer(&fake, next_id).await;
            assert!(resigned.text().contains("resigns"), "{}", resigned.text());
        }
    }
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.tournaments, 1, "{pass:?}");
    posted_saying(&fake, CHANNEL, "Swiss tournament #1 is over. The winner:").await;
    let table = run_command(
        &fake,
        next_id + 1,
        &players[1],
        (
            "standings".into(),
            json!([{"name": "tournament", "type": 4, "value": 1}]),
        ),
    )
    .await;
    assert!(
        table
            .text()
            .starts_with("Swiss tournament #1, standings after round 4:"),
        "{}",
        table.text()
    );
    assert_eq!(fake.threads().len(), 16);
    assert!(fake.unexpected().is_empty(), "{:?}", fake.unexpected());
    db.drop_db().await;
}
