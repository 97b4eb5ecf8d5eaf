//! The pages as Telegram's Mini App (#52, item 10), in a real headless
//! browser with Telegram's own Web App script (vendored, served by the
//! bot): Telegram's theme (dark here), its back button, the phone's taps,
//! a game against the bot started from the app's home, its board posted
//! in the user's private chat on the Telegram stand-in, and a challenge
//! to someone the user has played, posted in their group.

use std::time::Duration;

use serde_json::json;

use crate::support;
use crate::web::{
    TELEGRAM_TOKEN, attribute_of, click_move, init_data, press, telegram_game, telegram_user,
    text_of, wait_for_text,
};
use kibitz::chat::Place;
use kibitz::model::Platform;
use support::TestDb;
use support::room::Answers;
use support::room::Room;

/// Telegram's dark theme, as its apps send it.
const DARK_THEME: &str = r##"{"bg_color":"#17212b","text_color":"#f5f5f5","hint_color":"#708499","link_color":"#6ab3f3","button_color":"#5288c1","button_text_color":"#ffffff","secondary_bg_color":"#232e3c"}"##;

/// Runs `script` in the page; its answer.
async fn run(client: &fantoccini::Client, script: &str) -> serde_json::Value {
    client
        .execute(script, vec![])
        .await
        .expect("the page answers")
}

/// Waits up to ten seconds for `script` to answer `wanted`.
async fn wait_for(client: &fantoccini::Client, script: &str, wanted: serde_json::Value) {
    for _ in 0..100 {
        if run(client, script).await == wanted {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{script} never answered {wanted}: it answers {}",
        run(client, script).await
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_the_mini_app_takes_telegrams_theme_starts_a_game_and_leads_back_home() {
    use support::telegram::FakeTelegram;
    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = crate::web::serve_through_telegram(&room, &fake).await;
    // Alice has played Bob in their group: the app offers to challenge him.
    let group = Place::new(Platform::Telegram, "-1001");
    let (alice, bob) = (telegram_user(1, "Alice"), telegram_user(2, "Bob"));
    let first = telegram_game(&room, &group, &alice, &bob, "").await;
    let resigned = room
        .service
        .answer_to(
            &bob,
            &group,
            &kibitz::chat::Message::text(format!("resign #{first}")),
        )
        .await;
    assert!(!resigned.is_refused(), "{}", resigned.text);
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let fragment: String = url::form_urlencoded::Serializer::new(String::new())
        .append_pair(
            "tgWebAppData",
            &init_data(1, "Alice", now - 60, TELEGRAM_TOKEN),
        )
        .append_pair("tgWebAppVersion", "8.0")
        .append_pair("tgWebAppPlatform", "android")
        .append_pair("tgWebAppThemeParams", DARK_THEME)
        .finish();
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    client
        .goto(&format!("{base}/app#{fragment}"))
        .await
        .expect("the app opens");
    wait_for_text(client, ".status", "alice, you have no game in progress.").await;
    assert!(
        text_of(client, ".hint code")
            .await
            .contains("challenge @name")
    );
    // Telegram's script is loaded from the bot, and the page takes its
    // dark theme.
    wait_for(
        client,
        "return document.documentElement.className + ' ' + document.documentElement.getAttribute('data-scheme');",
        json!("telegram dark"),
    )
    .await;
    let script = run(
        client,
        "return document.querySelector('script[src*=\"telegram-web-app\"]').getAttribute('src');",
    )
    .await;
    assert!(
        script
            .as_str()
            .is_some_and(|s| s.starts_with("/assets/telegram-web-app.")),
        "{script}"
    );
    assert_eq!(
        run(
            client,
            "return getComputedStyle(document.body).backgroundColor;"
        )
        .await,
        json!("rgb(23, 33, 43)")
    );
    assert_eq!(
        run(client, "return getComputedStyle(document.body).color;").await,
        json!("rgb(245, 245, 245)")
    );
    // Home has no back button.
    assert_eq!(
        run(client, "return Telegram.WebApp.BackButton.isVisible;").await,
        json!(false)
    );
    // She challenges Bob to a crazyhouse blitz game from the app: the
    // challenge is posted in their group.
    wait_for_text(
        client,
        ".challenge select[name=opponent]",
        &format!("Bob (last game #{first})"),
    )
    .await;
    run(
        client,
        "const f = document.querySelector('form.challenge-form'); f.elements.variant.value = 'crazyhouse'; \
         f.elements.time.value = '5+3'; f.elements.color.value = 'white'; return true;",
    )
    .await;
    browser.screenshots("mini-app-dark-home").await;
    let seen = fake.sent_in(-1001);
    press(client, "form.challenge-form button[type=submit]").await;
    wait_for_text(client, ".challenge .said", "challenges @bob to crazyhouse").await;
    assert!(
        fake.sent_more(-1001, seen, Duration::from_secs(10)).await,
        "the challenge was not posted in the group"
    );
    let accepted = room
        .service
        .answer_to(&bob, &group, &kibitz::chat::Message::text("accept"))
        .await;
    let challenged = accepted.board.expect("the game's board").game_id.get();
    let row = room.row(challenged).await;
    assert_eq!(row.variant, kibitz_rules::Variant::Crazyhouse);
    // A game against the bot, from the app: White, no clock, level 1.
    run(
        client,
        "const f = document.querySelector('form.play-bot'); f.elements.level.value = '1'; \
         f.elements.color.value = 'white'; return true;",
    )
    .await;
    let seen = fake.sent_in(1);
    press(client, "form.play-bot button[type=submit]").await;
    wait_for_text(client, ".you", "You play white. Your move.").await;
    let address = client.current_url().await.expect("an address");
    let game: i64 = address
        .path()
        .strip_prefix("/game/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("not a game's page: {address}"));
    assert!(
        fake.sent_more(1, seen, Duration::from_secs(10)).await,
        "the game's board was not posted in Alice's private chat"
    );
    assert_eq!(room.row(game).await.moves, "");
    // On a game's page, Telegram's back button leads home; the phone taps
    // lightly when a move is made.
    wait_for(
        client,
        "return Telegram.WebApp.BackButton.isVisible;",
        json!(true),
    )
    .await;
    assert_eq!(
        attribute_of(client, "html", "data-scheme").await,
        "dark",
        "the theme holds on every page of the app"
    );
    run(
        client,
        "window.taps = []; const h = Telegram.WebApp.HapticFeedback; \
         h.impactOccurred = (style) => { window.taps.push(style); return h; }; return true;",
    )
    .await;
    click_move(client, &room, game, "e2", "e4", 1).await;
    wait_for(client, "return window.taps.join(',');", json!("light")).await;
    browser.screenshots("mini-app-dark-game").await;
    run(
        client,
        "Telegram.WebView.receiveEvent('back_button_pressed'); return true;",
    )
    .await;
    wait_for_text(client, ".games", &format!("#{game} against")).await;
    assert_eq!(
        client.current_url().await.expect("an address").path(),
        "/app"
    );
    // Back home, the app does not follow the link it was opened with.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        client.current_url().await.expect("an address").path(),
        "/app"
    );
    assert!(text_of(client, ".games").await.contains("standard chess"));
    browser.close().await;
    db.drop_db().await;
}

#[tokio::test]
async fn the_app_starts_only_a_game_against_the_bot_for_a_proven_telegram_user() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = crate::web::serve(&mut room).await;
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let auth = json!({ "telegram": init_data(1, "Alice", now, TELEGRAM_TOKEN) });
    let play = format!("{base}/app/play");
    for (request, status) in [
        ("challenge @bob", 400),
        ("resign #1", 400),
        ("play bot #1", 400),
    ] {
        let (got, said) =
            crate::web::post(&play, &json!({ "auth": auth, "request": request })).await;
        assert_eq!(got, status, "{request}: {said}");
    }
    let forged = json!({ "telegram": init_data(1, "Alice", now, "999:other") });
    let (got, _) = crate::web::post(&play, &json!({ "auth": forged, "request": "play bot" })).await;
    assert_eq!(got, 401);
    let games = format!("{base}/app/games");
    let (_, listed) = crate::web::post(&games, &json!({ "auth": auth })).await;
    assert_eq!(listed["games"], json!([]), "nothing was started");
    let (got, said) = crate::web::post(
        &play,
        &json!({ "auth": auth, "request": "play bot crazyhouse 5+3 level 2 white" }),
    )
    .await;
    assert_eq!(got, 200, "{said}");
    let game = said["game"].as_i64().expect("the game's number");
    let row = room.row(game).await;
    assert_eq!(row.variant, kibitz_rules::Variant::Crazyhouse);
    let (_, listed) = crate::web::post(&games, &json!({ "auth": auth })).await;
    assert_eq!(listed["games"][0]["id"], game);
    db.drop_db().await;
}

#[tokio::test]
async fn the_app_challenges_only_someone_the_user_has_played_on_terms_that_read() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = crate::web::serve(&mut room).await;
    let group = Place::new(Platform::Telegram, "-1001");
    let (alice, bob) = (telegram_user(1, "Alice"), telegram_user(2, "Bob"));
    let carol = telegram_user(3, "Carol");
    let first = telegram_game(&room, &group, &alice, &bob, "").await;
    // Carol is known (she wrote in the group) but never played Alice.
    let hello = room
        .service
        .answer_to(&carol, &group, &kibitz::chat::Message::text("help"))
        .await;
    assert!(!hello.is_refused(), "{}", hello.text);
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let auth = json!({ "telegram": init_data(1, "Alice", now, TELEGRAM_TOKEN) });
    let (status, listed) =
        crate::web::post(&format!("{base}/app/games"), &json!({ "auth": auth })).await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["opponents"].as_array().map(Vec::len), Some(1));
    assert_eq!(listed["opponents"][0]["name"], "Bob");
    assert_eq!(listed["opponents"][0]["game"], first);
    let bob_id = listed["opponents"][0]["id"].clone();
    let challenge = format!("{base}/app/challenge");
    let carol_id = bob_id.as_i64().expect("a number") + 1;
    for (body, wanted) in [
        (
            json!({ "auth": auth, "opponent": carol_id, "terms": "" }),
            400,
        ),
        (json!({ "auth": auth, "terms": "blitz" }), 400),
        (
            json!({ "auth": auth, "opponent": bob_id, "terms": "resign" }),
            400,
        ),
        (
            json!({ "auth": auth, "opponent": bob_id, "terms": "x".repeat(300) }),
            400,
        ),
        (
            json!({ "auth": { "telegram": init_data(1, "Alice", now, "9:other") }, "opponent": bob_id }),
            401,
        ),
    ] {
        let (status, said) = crate::web::post(&challenge, &body).await;
        assert_eq!(status, wanted, "{body}: {said}");
    }
    // Bob's game with her is still going: a second challenge is fine, and
    // the same one twice is refused by the chat's own rule.
    let body = json!({ "auth": auth, "opponent": bob_id, "terms": "atomic days 3 black" });
    let (status, said) = crate::web::post(&challenge, &body).await;
    assert_eq!(status, 200, "{said}");
    assert!(
        said["text"]
            .as_str()
            .is_some_and(|t| t.contains("challenges @bob to atomic")),
        "{said}"
    );
    let (status, said) = crate::web::post(&challenge, &body).await;
    assert_eq!(status, 409, "{said}");
    let accepted = room
        .service
        .answer_to(&bob, &group, &kibitz::chat::Message::text("accept"))
        .await;
    let game = accepted.board.expect("the game's board").game_id.get();
    let row = room.row(game).await;
    assert_eq!(row.variant, kibitz_rules::Variant::Atomic);
    db.drop_db().await;
}
