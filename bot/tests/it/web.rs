//! The game pages over real HTTP on 127.0.0.1, on a real SQLite store:
//! a spectator's page, its live events as moves are made through the
//! service, the record and replay downloads, the 404 page, the safety
//! headers, and the link every board reply carries.

use crate::support;

use support::room::Answers;

use kibitz::model::Platform;
use std::sync::Arc;
use std::time::Duration;

use kibitz::adapters::console::ConsoleOutbox;
use kibitz::adapters::web;
use kibitz::chat::{Actor, Message, Notice, Place};
use support::TestDb;
use support::room::Room;
use tokio::sync::mpsc::UnboundedReceiver;

/// The bot token the pages check Mini App data with in these tests.
pub(crate) const TELEGRAM_TOKEN: &str = "123:secret";

/// Serves the pages of `room`'s service on a free loopback port, with the
/// room's boards linking to them; their address, and what the pages post
/// in the room's chat (through the console's notifier).
pub(crate) async fn serve(room: &mut Room) -> (String, UnboundedReceiver<Notice>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    room.service = room.service.clone().with_web_url(&base);
    let (notifier, notices) = ConsoleOutbox::new();
    let pages = web::Pages::new(room.service.clone(), Arc::new(notifier))
        .with_telegram_token(TELEGRAM_TOKEN);
    let router = web::router(pages);
    tokio::spawn(async move { axum::serve(listener, router).await });
    (base, notices)
}

/// A game between alice and bob on `options`, after 1. e4 e5, open in a
/// browser on its page served from `room`'s service; and its number.
async fn after_e4_e5_in_a_browser(room: &Room, options: &str) -> (support::browser::Browser, i64) {
    let base = pages(room).await;
    let game = room.start_game("alice", "bob", options).await;
    room.play(game, "alice", "bob", "e4 e5").await;
    let browser = support::browser::Browser::start().await;
    browser
        .client
        .goto(&format!("{base}/game/{game}"))
        .await
        .expect("the page opens");
    (browser, game)
}

/// Serves the pages of `room`'s service; their address.
pub(crate) async fn pages(room: &Room) -> String {
    let mut served = Room {
        service: room.service.clone(),
        store: room.store.clone(),
        place: room.place.clone(),
        clock: room.clock.clone(),
    };
    serve(&mut served).await.0
}

pub(crate) async fn get(url: &str) -> reqwest::Response {
    reqwest::get(url).await.expect("the page answers")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_page_follows_a_game_as_moves_are_made_through_the_service() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let game = room.start_game("alice", "bob", "").await;
    let page = get(&format!("{base}/game/{game}")).await;
    assert_eq!(page.status(), 200);
    let text = page.text().await.expect("a page");
    assert!(
        text.contains("Game #1: alice against bob, standard chess")
            && text.contains("No move yet.")
            && text.contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "{text}"
    );
    // A spectator follows: the move made through the service comes as an
    // event, and the page then shows it.
    let mut events = get(&format!("{base}/game/{game}/events")).await;
    assert_eq!(
        events.headers()["content-type"],
        "text/event-stream",
        "{:?}",
        events.headers()
    );
    room.play(game, "alice", "bob", "e4 e5").await;
    let mut seen = String::new();
    tokio::time::timeout(Duration::from_secs(10), async {
        while !seen.contains("event: changed") {
            let chunk = events.chunk().await.expect("the stream").expect("more");
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
    })
    .await
    .unwrap_or_else(|_| panic!("no change came: {seen:?}"));
    let text = get(&format!("{base}/game/{game}"))
        .await
        .text()
        .await
        .expect("a page");
    assert!(
        text.contains("<li>1. <button type=\"button\" class=\"ply\" data-ply=\"1\">e4</button> <button type=\"button\" class=\"ply\" data-ply=\"2\">e5</button></li>")
            && text.contains("alice to move."),
        "{text}"
    );
    // Replayed move by move: each position's picture, none past the end.
    assert!(
        text.contains("data-go=\"previous\"")
            && text.contains(
                "<ol class=\"plies\" hidden data-live=\"plies\"><li>1. e4</li><li>1... e5</li></ol>"
            ),
        "{text}"
    );
    let mut pictures = Vec::new();
    for ply in 0..=2 {
        let board = get(&format!("{base}/game/{game}/board.png?ply={ply}&v=3")).await;
        assert_eq!(board.status(), 200, "ply {ply}");
        pictures.push(board.bytes().await.expect("a picture"));
    }
    assert!(pictures[0] != pictures[1] && pictures[1] != pictures[2]);
    let last = get(&format!("{base}/game/{game}/board.png")).await;
    assert_eq!(last.bytes().await.expect("a picture"), pictures[2]);
    for bad in ["3", "-1", "x", "", "99999999"] {
        let board = get(&format!("{base}/game/{game}/board.png?ply={bad}")).await;
        assert_eq!(board.status(), 404, "ply {bad:?}");
    }
    // The board, the record and the replay.
    let board = get(&format!("{base}/game/{game}/board.png")).await;
    assert_eq!(board.headers()["content-type"], "image/png");
    assert!(
        board
            .bytes()
            .await
            .expect("a picture")
            .starts_with(b"\x89PNG")
    );
    let pgn = get(&format!("{base}/game/{game}/pgn")).await;
    assert!(
        pgn.headers()["content-disposition"]
            .to_str()
            .expect("a header")
            .contains("kibitz-1.pgn")
    );
    let pgn = pgn.text().await.expect("a record");
    assert!(
        pgn.contains("[White \"alice\"]") && pgn.contains("1. e4 e5"),
        "{pgn}"
    );
    // A rated game is tagged rated (#52's "tagged casual in its PGN").
    assert!(pgn.contains("[Event \"Kibitz rated game\"]"), "{pgn}");
    let gif = get(&format!("{base}/game/{game}/gif")).await;
    assert!(gif.bytes().await.expect("a replay").starts_with(b"GIF89a"));
    db.drop_db().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_game_is_a_404_page_and_every_answer_carries_the_safety_headers() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    for path in [
        "/game/999",
        "/game/abc",
        "/game/0",
        "/game/99999999999999999999999",
        "/game/999/events",
        "/game/999/pgn",
        "/nowhere",
    ] {
        let page = get(&format!("{base}{path}")).await;
        assert_eq!(page.status(), 404, "{path}");
        let headers = page.headers().clone();
        assert!(
            headers["content-security-policy"]
                .to_str()
                .expect("a header")
                .contains("script-src 'self'"),
            "{path}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert!(headers.get("access-control-allow-origin").is_none());
        if !path.ends_with("events") && !path.ends_with("pgn") {
            assert!(page.text().await.expect("a page").contains("No such game"));
        }
    }
    // The icon browsers ask for is there (a 64-pixel PNG), and the pages
    // name it.
    let icon = get(&format!("{base}/favicon.ico")).await;
    assert_eq!(icon.status(), 200);
    assert_eq!(icon.headers()["content-type"], "image/png");
    assert_eq!(
        support::png_size(&icon.bytes().await.expect("the icon")),
        (64, 64)
    );
    let page = get(&format!("{base}/game/999"))
        .await
        .text()
        .await
        .expect("a page");
    assert!(page.contains("<link rel=\"icon\" type=\"image/png\" href=\"/favicon.ico\">"));
    let script = get(&format!("{base}/assets/page.js")).await;
    assert!(
        script.headers()["content-type"]
            .to_str()
            .expect("a header")
            .starts_with("text/javascript")
    );
    db.drop_db().await;
}

#[tokio::test]
async fn every_board_reply_links_to_its_games_page_when_the_pages_are_served() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    room.service = room.service.clone().with_web_url("https://chess.example");
    let game = room.start_game("alice", "bob", "").await;
    let moved = room.ok("alice", &format!("move e4 #{game}")).await;
    assert!(
        moved
            .chat_text()
            .contains("Follow it live: https://chess.example/game/1"),
        "{}",
        moved.text
    );
    // The link travels beside the text, never in it: a page shows the
    // text without it.
    assert!(!moved.text.contains("Follow it live"), "{}", moved.text);
    let plain = Room::new(&db.store, "elsewhere");
    let board = plain.ok("alice", "games mine").await;
    assert!(
        !board.chat_text().contains("Follow it live"),
        "{}",
        board.text
    );
    db.drop_db().await;
}

/// The text of the first element `css` finds, read in one step in the
/// page (so that a part replaced meanwhile is never half read).
pub(crate) async fn text_of(client: &fantoccini::Client, css: &str) -> String {
    client
        .execute(
            "const e = document.querySelector(arguments[0]); return e ? e.textContent : null;",
            vec![serde_json::json!(css)],
        )
        .await
        .expect("the page answers")
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// An attribute of the first element `css` finds.
pub(crate) async fn attribute_of(client: &fantoccini::Client, css: &str, name: &str) -> String {
    client
        .execute(
            "const e = document.querySelector(arguments[0]); return e ? e.getAttribute(arguments[1]) : null;",
            vec![serde_json::json!(css), serde_json::json!(name)],
        )
        .await
        .expect("the page answers")
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Waits up to ten seconds for the text of `css` to hold `wanted`.
pub(crate) async fn wait_for_text(client: &fantoccini::Client, css: &str, wanted: &str) {
    wait_for_text_that(client, css, wanted, |text| text.contains(wanted)).await;
}

/// Waits up to ten seconds for the text of `css` to pass `test`, which
/// looks for `wanted`.
async fn wait_for_text_that(
    client: &fantoccini::Client,
    css: &str,
    wanted: &str,
    test: impl Fn(&str) -> bool,
) {
    for _ in 0..100 {
        if test(&text_of(client, css).await) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{css} never said {wanted:?}: it says {:?}",
        text_of(client, css).await
    );
}

/// Waits until the page's board shows the game at `plies` moves.
async fn wait_for_shown(client: &fantoccini::Client, plies: usize) {
    let wanted = plies.to_string();
    for _ in 0..100 {
        if attribute_of(client, "#board", "data-shown").await == wanted {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the board never showed the game at {plies} moves: it shows {:?}",
        attribute_of(client, "#board", "data-shown").await
    );
}

/// Waits until the page follows the game at `plies` moves and says it is
/// the player's turn: the text alone may still be the one from before
/// their last move, while its answer is on the way.
async fn wait_for_turn(client: &fantoccini::Client, plies: usize) {
    wait_for_shown(client, plies).await;
    wait_for_text(client, ".you", "Your move.").await;
}

/// Clicks a button the CSS selector finds, with a real pointer.
pub(crate) async fn press(client: &fantoccini::Client, css: &str) {
    client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no {css}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("{css} cannot be clicked: {e}"));
}

/// Clicks the board's square (`e2`), as a player's pointer does, on a board
/// with White at the bottom (`white`) or Black.
pub(crate) async fn click_square(client: &fantoccini::Client, square: &str, white: bool) {
    use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
    let board = client
        .find(fantoccini::Locator::Css("cg-board"))
        .await
        .expect("the board is drawn");
    let (_, _, width, height) = board.rectangle().await.expect("its size");
    let bytes = square.as_bytes();
    let (file, rank) = (f64::from(bytes[0] - b'a'), f64::from(bytes[1] - b'1'));
    let (column, row) = if white {
        (file, 7.0 - rank)
    } else {
        (7.0 - file, rank)
    };
    let x = (column + 0.5) * width / 8.0 - width / 2.0;
    let y = (row + 0.5) * height / 8.0 - height / 2.0;
    let mouse = MouseActions::new("mouse".to_owned())
        .then(PointerAction::MoveToElement {
            element: board,
            duration: None,
            x: x.round(),
            y: y.round(),
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    client
        .perform_actions(mouse)
        .await
        .expect("the pointer clicks");
}

/// Moves on the board by two clicks and waits until the game has `plies`
/// moves.
pub(crate) async fn click_move(
    client: &fantoccini::Client,
    room: &Room,
    game: i64,
    from: &str,
    to: &str,
    plies: usize,
) {
    click_square(client, from, true).await;
    click_square(client, to, true).await;
    for _ in 0..100 {
        let row = room.row(game).await;
        if row.moves.split_whitespace().count() >= plies {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the move {from}{to} was not made: {:?}; the page says {:?}",
        room.row(game).await.moves,
        text_of(client, ".said").await
    );
}

/// In a real headless browser: a spectator's page follows the game as
/// moves are made through the service, without reloading, and replays it
/// with the buttons and the arrow keys. Screenshots go to
/// `target/test-output/web/`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_spectator_sees_moves_arrive_and_replays_them() {
    use fantoccini::key::Key;

    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let (browser, game) = after_e4_e5_in_a_browser(&room, "").await;
    let client = &browser.client;
    wait_for_text(client, "p.status", "alice to move.").await;
    // The board component draws the position: 32 pieces.
    let pieces = client
        .find_all(fantoccini::Locator::Css("cg-board piece"))
        .await
        .expect("pieces");
    assert_eq!(pieces.len(), 32);
    // A spectator has no moves to make.
    assert_eq!(attribute_of(client, "section.play", "hidden").await, "");
    // A move made through the service arrives on the open page.
    room.ok("alice", &format!("move Nf3 #{game}")).await;
    wait_for_text(client, "p.status", "bob to move.").await;
    let moves = text_of(client, "ol.moves").await;
    assert!(
        moves.contains("1. e4 e5") && moves.contains("2. Nf3"),
        "{moves}"
    );
    wait_for_shown(client, 3).await;
    browser.screenshot("spectator").await;
    // Replayed: Previous, then the left arrow, then Last.
    assert_eq!(text_of(client, ".replay .shown").await, "2. Nf3");
    press(client, "button[data-go=previous]").await;
    assert_eq!(text_of(client, ".replay .shown").await, "1... e5");
    wait_for_shown(client, 2).await;
    client
        .find(fantoccini::Locator::Css("body"))
        .await
        .expect("the page")
        .send_keys(&char::from(Key::Left).to_string())
        .await
        .expect("a key");
    assert_eq!(text_of(client, ".replay .shown").await, "1. e4");
    wait_for_shown(client, 1).await;
    // The whole page describes the move shown (#52, item 5): the status,
    // the position, the move marked in the list.
    wait_for_text(client, "p.status", "Replaying: after 1. e4. Black to move.").await;
    let position = text_of(client, "[data-live=position]").await;
    assert!(
        position.starts_with("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"),
        "{position}"
    );
    assert_eq!(
        attribute_of(client, "[data-ply=\"1\"]", "aria-current").await,
        "true"
    );
    assert_eq!(
        attribute_of(client, "[data-ply=\"3\"]", "aria-current").await,
        ""
    );
    // The board's animation is over.
    tokio::time::sleep(Duration::from_millis(400)).await;
    browser.screenshot("replay").await;
    // A move in the list shows the position after it.
    press(client, "button[data-ply=\"2\"]").await;
    wait_for_shown(client, 2).await;
    assert_eq!(text_of(client, ".replay .shown").await, "1... e5");
    wait_for_text(
        client,
        "p.status",
        "Replaying: after 1... e5. White to move.",
    )
    .await;
    assert_eq!(
        attribute_of(client, "[data-ply=\"2\"]", "aria-current").await,
        "true"
    );
    browser.screenshots("replay-from-the-list").await;
    press(client, "button[data-go=last]").await;
    assert_eq!(text_of(client, ".replay .shown").await, "2. Nf3");
    // Back to the game as it stands.
    wait_for_text(client, "p.status", "bob to move.").await;
    let position = text_of(client, "[data-live=position]").await;
    assert!(position.contains("5N2"), "{position}");
    assert_eq!(
        attribute_of(client, "[data-ply=\"3\"]", "aria-current").await,
        "true"
    );
    browser.close().await;
    db.drop_db().await;
}

/// Mini App data for Telegram user `id` signed at `auth_date` as Telegram
/// signs it for the bot whose token is `token` (the data-check-string of
/// the sorted fields, HMAC-SHA-256 under the `WebAppData` key of the
/// token).
pub(crate) fn init_data(id: i64, name: &str, auth_date: i64, token: &str) -> String {
    init_data_of(id, name, Some(&name.to_lowercase()), auth_date, token)
}

/// `fields` as Telegram signs Mini App data for the bot whose token is
/// `token`, hash added.
fn signed(mut fields: Vec<(&str, String)>, token: &str) -> String {
    use hmac::{Hmac, Mac};
    fields.sort();
    let check: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut key = Hmac::<sha2::Sha256>::new_from_slice(b"WebAppData").expect("a key");
    key.update(token.as_bytes());
    let secret = key.finalize().into_bytes();
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&secret).expect("a key");
    mac.update(check.join("\n").as_bytes());
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in &fields {
        query.append_pair(k, v);
    }
    query.append_pair("hash", &hex::encode(mac.finalize().into_bytes()));
    query.finish()
}

/// A Telegram user.
pub(crate) fn telegram_user(id: i64, name: &str) -> Actor {
    Actor::new(Platform::Telegram, id.to_string(), name).known_as(Some(&name.to_lowercase()))
}

/// A game in a Telegram group between two Telegram users, started
/// through the service as the adapter hands it the messages; its id.
pub(crate) async fn telegram_game(
    room: &Room,
    group: &Place,
    white: &Actor,
    black: &Actor,
    terms: &str,
) -> i64 {
    let mention = format!("@{}", black.username.clone().expect("a username"));
    let challenge = Message::text(format!("challenge {mention} white {terms}"))
        .mentioning(&mention, black.clone());
    let reply = room.service.answer_to(white, group, &challenge).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    let reply = room
        .service
        .answer_to(black, group, &Message::text("accept"))
        .await;
    reply.board.expect("the game's board").game_id.get()
}

/// POSTs a JSON body to a page's address; the status and the JSON answer.
pub(crate) async fn post(url: &str, body: &serde_json::Value) -> (u16, serde_json::Value) {
    let response = reqwest::Client::new()
        .post(url)
        .json(body)
        .send()
        .await
        .expect("the page answers");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or_default())
}

/// The key in the link a `page` reply gives.
pub(crate) fn key_in(text: &str) -> String {
    let at = text
        .find("#key=")
        .unwrap_or_else(|| panic!("no link in {text}"));
    text[at + 5..]
        .split_whitespace()
        .next()
        .expect("a key")
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_proven_player_moves_on_the_page_and_only_for_their_own_side() {
    use serde_json::json;
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, mut notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "").await;
    let other = room.start_game("carol", "dave", "").await;
    // The link comes privately, and works for its own game and player.
    let reply = room.ok("alice", &format!("page #{game}")).await;
    assert!(reply.is_private(), "{reply:?}");
    assert!(
        reply.text.contains(&format!("{base}/game/{game}#key=")),
        "{}",
        reply.text
    );
    let alice = json!({ "link": key_in(&reply.text) });
    let act = format!("{base}/game/{game}/act");
    let moved = room.row(game).await;
    let (status, seat) = post(
        &format!("{base}/game/{game}/seat"),
        &json!({ "auth": alice }),
    )
    .await;
    assert_eq!(status, 200, "{seat}");
    assert_eq!(seat["seat"]["color"], "white");
    assert_eq!(seat["seat"]["legal"].as_array().map(Vec::len), Some(20));
    assert_eq!(
        seat["board"]["placement"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    );
    let (status, said) = post(
        &act,
        &json!({ "auth": alice, "request": format!("move e2e4 #{game} ply:0") }),
    )
    .await;
    assert_eq!(status, 200, "{said}");
    assert!(
        said["text"].as_str().is_some_and(|t| t.contains("e4")),
        "{said}"
    );
    assert_eq!(room.row(game).await.moves, "e2e4");
    // The move is announced in the game's chat, board and all.
    let notice = notices.recv().await.expect("a post in the chat");
    assert_eq!(
        notice.to,
        kibitz::chat::Recipient::Channel(room.place.clone())
    );
    assert!(
        notice.reply.text.contains("e4") && notice.reply.board.is_some(),
        "{}",
        notice.reply.text
    );
    // Sent again, it is refused: the game has moved on. Nothing changes.
    let (status, said) = post(
        &act,
        &json!({ "auth": alice, "request": format!("move e2e4 #{game} ply:0") }),
    )
    .await;
    assert_eq!(status, 409, "{said}");
    // Not for the other side.
    let (status, said) = post(
        &act,
        &json!({ "auth": alice, "request": format!("move e7e5 #{game} ply:1") }),
    )
    .await;
    assert_eq!(status, 409, "{said}");
    // Not in another game, not with a changed or a made-up link.
    let (status, _) = post(
        &format!("{base}/game/{other}/act"),
        &json!({ "auth": alice, "request": format!("resign #{other} ply:0") }),
    )
    .await;
    assert_eq!(status, 401);
    let key = alice["link"].as_str().expect("a key");
    let forged = format!(
        "{}{}",
        &key[..key.len() - 1],
        if key.ends_with('0') { '1' } else { '0' }
    );
    for auth in [
        json!({ "link": forged }),
        json!({ "link": "1.1.9999999999.00" }),
        json!({}),
        json!("x"),
    ] {
        let (status, said) = post(
            &act,
            &json!({ "auth": auth, "request": format!("resign #{game} ply:1") }),
        )
        .await;
        assert_eq!(status, 401, "{auth}: {said}");
        assert!(said["error"].is_string(), "{said}");
    }
    // Mini App data: forged (another bot's token), expired, or of someone
    // who does not play here.
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    for (data, wanted) in [
        (init_data(7, "Eve", now, "999:other"), 401),
        (init_data(7, "Eve", now - 25 * 3600, TELEGRAM_TOKEN), 401),
        (init_data(7, "Eve", now, TELEGRAM_TOKEN), 403),
    ] {
        let (status, said) = post(
            &act,
            &json!({ "auth": { "telegram": data }, "request": format!("resign #{game} ply:1") }),
        )
        .await;
        assert_eq!(status, wanted, "{said}");
    }
    // Requests that do not read, or are too big.
    for body in [
        json!({ "auth": alice, "request": format!("castle #{game} ply:1") }),
        json!({ "auth": alice, "request": format!("move #{game} ply:1") }),
        json!({ "auth": alice, "request": "move e7e5 #12 ply:1" }),
        json!({ "auth": alice, "request": format!("challenge @bob #{game} ply:1") }),
        json!({ "auth": alice, "request": format!("resign #{game}") }),
        json!({ "auth": alice, "do": "resign", "ply": 1 }),
    ] {
        let (status, said) = post(&act, &body).await;
        assert_eq!(status, 400, "{body}: {said}");
    }
    let huge = json!({ "auth": alice, "request": format!("resign #{game} ply:1"), "pad": "x".repeat(20_000) });
    let (status, _) = post(&act, &huge).await;
    assert_eq!(status, 413);
    let row = room.row(game).await;
    assert_eq!(
        (row.moves.as_str(), row.version),
        ("e2e4", moved.version + 1)
    );
    assert!(row.status.outcome().is_none());
    // The link expires after an hour.
    room.clock.advance(chrono::TimeDelta::minutes(61));
    let (status, said) = post(
        &act,
        &json!({ "auth": alice, "request": format!("resign #{game} ply:1") }),
    )
    .await;
    assert_eq!(status, 401, "{said}");
    assert!(
        said["error"]
            .as_str()
            .is_some_and(|e| e.contains("expired")),
        "{said}"
    );
    db.drop_db().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_link_is_only_given_where_no_one_else_reads_it() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let _ = serve(&mut room).await;
    let group = Place::new(Platform::Telegram, "-1001");
    let (alice, bob) = (telegram_user(1, "Alice"), telegram_user(2, "Bob"));
    let game = telegram_game(&room, &group, &alice, &bob, "").await;
    let asked = Message::text(format!("page #{game}"));
    let reply = room.service.answer_to(&alice, &group, &asked).await;
    assert!(
        reply.is_refused() && reply.text.contains("direct chat"),
        "{}",
        reply.text
    );
    let direct = Place::new(Platform::Telegram, "1").as_direct();
    let reply = room.service.answer_to(&alice, &direct, &asked).await;
    assert!(
        reply.is_private() && reply.text.contains("#key="),
        "{}",
        reply.text
    );
    // Not for a game one does not play.
    let reply = room
        .service
        .answer_to(
            &telegram_user(3, "Carol"),
            &Place::new(Platform::Telegram, "3").as_direct(),
            &asked,
        )
        .await;
    assert!(reply.is_refused(), "{}", reply.text);
    db.drop_db().await;
}

/// Serves the pages of `room`'s service on a free loopback port, posting
/// through the real teloxide client to the Telegram stand-in `fake`; their
/// address.
pub(crate) async fn serve_through_telegram(
    room: &Room,
    fake: &support::telegram::FakeTelegram,
) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    let bot = teloxide::Bot::new(TELEGRAM_TOKEN).set_api_url(fake.url.parse().expect("a URL"));
    let outbox = kibitz::adapters::telegram::TelegramOutbox::new(bot);
    let pages = web::Pages::new(room.service.clone().with_web_url(&base), Arc::new(outbox))
        .with_telegram_token(TELEGRAM_TOKEN);
    let router = web::router(pages);
    tokio::spawn(async move { axum::serve(listener, router).await });
    base
}

/// In a real headless browser, in Telegram's Mini App: Alice, a Telegram
/// user, opens the page with the data Telegram signs, and wins a game by
/// clicking squares; every move she makes is posted in the group through
/// the real teloxide client against a stand-in Bot API, as a typed one is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_telegram_player_completes_a_game_by_clicks_and_the_group_sees_each_move() {
    use support::telegram::FakeTelegram;
    let fake = FakeTelegram::start().await;
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = serve_through_telegram(&room, &fake).await;
    let group = Place::new(Platform::Telegram, "-1001");
    let (alice, bob) = (telegram_user(1, "Alice"), telegram_user(2, "Bob"));
    let game = telegram_game(&room, &group, &alice, &bob, "").await;
    let bob_moves = |mv: &'static str, ply: u32| {
        let (service, group, bob) = (room.service.clone(), group.clone(), bob.clone());
        async move {
            let typed = Message::text(format!("move {mv} #{game} ply:{ply}"));
            let reply = service.answer_to(&bob, &group, &typed).await;
            assert!(!reply.is_refused(), "{}", reply.text);
        }
    };
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let data = init_data(1, "Alice", now - 60, TELEGRAM_TOKEN);
    let fragment: String = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("tgWebAppData", &data)
        .append_pair("tgWebAppVersion", "8.0")
        .finish();
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    // Forged data (signed with another bot's token) only lets her watch.
    let forged: String = url::form_urlencoded::Serializer::new(String::new())
        .append_pair(
            "tgWebAppData",
            &init_data(1, "Alice", now - 60, "999:other"),
        )
        .finish();
    client
        .goto(&format!("{base}/game/{game}#{forged}"))
        .await
        .expect("the page opens");
    wait_for_text(
        client,
        ".said",
        "You watch only: the Mini App data is not signed",
    )
    .await;
    assert_eq!(text_of(client, ".you").await, "");
    // The Mini App's home lists her games; she opens this one.
    client
        .goto(&format!("{base}/app#{fragment}"))
        .await
        .expect("the app opens");
    wait_for_text(
        client,
        ".games",
        &format!("#{game} against Bob, standard chess: your move"),
    )
    .await;
    browser.screenshot("mini-app-home").await;
    press(client, ".games a").await;
    wait_for_text(client, ".you", "You play white. Your move.").await;
    // The secret leaves the address bar at once.
    let address = client.current_url().await.expect("an address");
    assert!(address.fragment().is_none(), "{address}");
    let seen = fake.sent_in(-1001);
    click_move(client, &room, game, "e2", "e4", 1).await;
    assert!(
        fake.sent_more(-1001, seen, Duration::from_secs(10)).await,
        "the group was not told of e4"
    );
    let posted = fake.calls();
    let last = posted
        .iter()
        .rev()
        .find(|c| c.params["chat_id"] == -1001)
        .expect("a post");
    let caption = last.params["caption"]
        .as_str()
        .or_else(|| last.params["text"].as_str())
        .unwrap_or_default();
    assert!(caption.contains("e4"), "{caption}");
    bob_moves("e5", 1).await;
    wait_for_turn(client, 2).await;
    click_move(client, &room, game, "f1", "c4", 3).await;
    bob_moves("Nc6", 3).await;
    wait_for_turn(client, 4).await;
    click_move(client, &room, game, "d1", "h5", 5).await;
    bob_moves("Nf6", 5).await;
    wait_for_turn(client, 6).await;
    browser.screenshot("player").await;
    let seen = fake.sent_in(-1001);
    click_move(client, &room, game, "h5", "f7", 7).await;
    wait_for_text(client, ".you", "The game is over.").await;
    wait_for_text(client, "p.status", "checkmate").await;
    let row = room.row(game).await;
    assert!(row.status.outcome().is_some(), "{:?}", row.status);
    assert!(
        fake.sent_more(-1001, seen, Duration::from_secs(10)).await,
        "the group was not told of the mate"
    );
    browser.screenshot("player-won").await;
    browser.close().await;
    db.drop_db().await;
}

/// In a real headless browser: a chess football line-up made by clicks,
/// choosing each piece and then its square, with only the squares the
/// rules allow marked; the opponent's placements are typed in the chat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_football_line_up_is_made_by_clicks() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "football").await;
    let reply = room.ok("alice", &format!("page #{game}")).await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    client
        .goto(&format!("{base}/game/{game}#key={}", key_in(&reply.text)))
        .await
        .expect("the page opens");
    wait_for_text(client, ".you", "You play white. Your move.").await;
    let mine = [
        ("K", "d1"),
        ("P", "a2"),
        ("P", "h2"),
        ("N", "b3"),
        ("B", "c3"),
        ("Q", "e4"),
    ];
    let theirs = ["K@d8", "P@a7", "P@h7", "N@b6", "B@c6", "R@g6"];
    for (n, ((piece, square), answer)) in mine.iter().zip(theirs).enumerate() {
        press(client, &format!("button[data-piece=\"{piece}\"]")).await;
        // The chosen piece's squares are marked on the board.
        click_square(client, square, true).await;
        let plies = 2 * n + 1;
        for _ in 0..100 {
            if room.row(game).await.moves.split_whitespace().count() >= plies {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let row = room.row(game).await;
        assert!(
            row.moves.ends_with(&format!("{piece}@{square}")),
            "{piece}@{square} was not placed: {:?}; the page says {:?}",
            row.moves,
            text_of(client, ".said").await
        );
        if n == 4 {
            browser.screenshot("football-line-up").await;
        }
        room.ok("bob", &format!("move {answer} #{game}")).await;
        if n < 5 {
            wait_for_turn(client, plies + 1).await;
        }
    }
    // The line-up is over: White kicks off, and the ball is drawn on e4.
    // (The board draws the last placement as it animates: its pieces are
    // counted once it has.)
    wait_for_turn(client, 12).await;
    let mut pieces = 0;
    for _ in 0..50 {
        pieces = client
            .find_all(fantoccini::Locator::Css("cg-board piece"))
            .await
            .expect("pieces")
            .len();
        if pieces == 12 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(pieces, 12);
    assert!(
        client
            .find(fantoccini::Locator::Css(
                "cg-container svg.cg-custom-svgs g"
            ))
            .await
            .is_ok(),
        "the ball is drawn"
    );
    assert_eq!(text_of(client, ".pieces").await, "");
    browser.screenshot("football-kick-off").await;
    browser.close().await;
    db.drop_db().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mini_app_lists_a_telegram_users_games_and_refuses_forged_or_old_data() {
    use serde_json::json;
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let group = Place::new(Platform::Telegram, "-1001");
    let (alice, bob) = (telegram_user(1, "Alice"), telegram_user(2, "Bob"));
    let game = telegram_game(&room, &group, &alice, &bob, "").await;
    let home = get(&format!("{base}/app")).await;
    assert_eq!(home.status(), 200);
    let home = home.text().await.expect("a page");
    assert!(
        linked_files(&home)
            .iter()
            .any(|file| file.starts_with("/assets/app.") && file.ends_with(".js")),
        "{home}"
    );
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let games = format!("{base}/app/games");
    let (status, listed) = post(
        &games,
        &json!({ "auth": { "telegram": init_data(2, "Bob", now, TELEGRAM_TOKEN) } }),
    )
    .await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["games"][0]["id"], game);
    assert_eq!(listed["games"][0]["opponent"], "Alice");
    assert_eq!(listed["games"][0]["myMove"], false);
    for auth in [
        json!({ "telegram": init_data(2, "Bob", now, "999:other") }),
        json!({ "telegram": init_data(2, "Bob", now - 25 * 3600, TELEGRAM_TOKEN) }),
        json!({ "telegram": init_data(2, "Bob", now, TELEGRAM_TOKEN).replace("Bob", "Eve") }),
        json!({ "link": "1.1.9999999999.00" }),
    ] {
        let (status, said) = post(&games, &json!({ "auth": auth })).await;
        assert_eq!(status, 401, "{auth}: {said}");
    }
    db.drop_db().await;
}

/// Opens game `game`'s page with Alice's own link, White to move.
async fn open_as_alice(client: &fantoccini::Client, room: &Room, base: &str, game: i64) {
    let link = room.ok("alice", &format!("page #{game}")).await;
    client
        .goto(&format!("{base}/game/{game}#key={}", key_in(&link.text)))
        .await
        .expect("the page opens");
    wait_for_text(client, ".you", "You play white. Your move.").await;
}

/// In a real headless browser: a promotion chosen from the page's
/// chooser, a crazyhouse drop from the hand, a draw offer, and a
/// resignation that is asked first, called off, and then confirmed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_player_promotes_drops_offers_a_draw_and_resigns_after_confirming() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let promoting = room
        .start_game("alice", "bob", "fen \"k7/4P3/8/8/8/8/8/K7 w - - 0 1\"")
        .await;
    let dropping = room
        .start_game(
            "alice",
            "bob",
            "crazyhouse fen \"k7/p7/8/8/8/8/P7/K7[N] w - - 0 1\"",
        )
        .await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    // A pawn taken to the last rank asks which piece it becomes.
    open_as_alice(client, &room, &base, promoting).await;
    click_square(client, "e7", true).await;
    click_square(client, "e8", true).await;
    // Each choice is the piece's picture, named for a reader who hears
    // the page.
    wait_for_text(client, ".promotion", "Cancel").await;
    let knight = ".promotion button[data-uci=\"e7e8n\"]";
    assert_eq!(attribute_of(client, knight, "aria-label").await, "knight");
    assert_eq!(
        attribute_of(client, &format!("{knight} piece"), "class").await,
        "knight white"
    );
    browser.screenshots("promotion").await;
    press(client, "button[data-uci=\"e7e8r\"]").await;
    for _ in 0..100 {
        if !room.row(promoting).await.moves.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(room.row(promoting).await.moves, "e7e8r");
    room.ok("bob", &format!("move Kb7 #{promoting}")).await;
    wait_for_turn(client, 2).await;
    // A draw offered, then declined in the chat.
    press(client, "button[data-act=\"draw\"]").await;
    for _ in 0..100 {
        if room.row(promoting).await.draw_offer.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        room.row(promoting).await.draw_offer,
        Some(kibitz_rules::Color::White)
    );
    room.ok("bob", &format!("decline draw #{promoting}")).await;
    // Resign asks first; "No" leaves the game as it was.
    press(client, "button[data-act=\"resign\"]").await;
    assert_eq!(attribute_of(client, ".confirm", "hidden").await, "");
    wait_for_text(client, ".confirm", "Resign game").await;
    browser.screenshot("resign-asked").await;
    press(client, "button[data-act=\"resign-no\"]").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(room.row(promoting).await.status.outcome().is_none());
    press(client, "button[data-act=\"resign\"]").await;
    press(client, "button[data-act=\"resign-yes\"]").await;
    wait_for_text(client, ".you", "The game is over.").await;
    let outcome = room.row(promoting).await.status.outcome();
    assert!(
        outcome.is_some_and(|o| o.winner == Some(kibitz_rules::Color::Black)),
        "{outcome:?}"
    );
    // A crazyhouse drop: the piece from the hand, then its square.
    open_as_alice(client, &room, &base, dropping).await;
    // The pocket beside White's name, its knight a button with the
    // knight's picture.
    let pocket = ".player[data-side=white] .material";
    wait_for_text(client, pocket, "White holds: knight").await;
    assert_eq!(
        attribute_of(
            client,
            &format!("{pocket} button[data-piece=\"N\"] piece"),
            "class"
        )
        .await,
        "knight white"
    );
    press(client, "button[data-piece=\"N\"]").await;
    click_square(client, "d4", true).await;
    for _ in 0..100 {
        if !room.row(dropping).await.moves.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(room.row(dropping).await.moves, "N@d4");
    wait_for_text(client, pocket, "White holds: nothing").await;
    browser.screenshot("crazyhouse-drop").await;
    browser.close().await;
    db.drop_db().await;
}

/// Mini App data for Telegram user `id`, first name `first_name` and
/// maybe a username, signed at `auth_date` as Telegram signs it for the
/// bot whose token is `token`.
pub(crate) fn init_data_of(
    id: i64,
    first_name: &str,
    username: Option<&str>,
    auth_date: i64,
    token: &str,
) -> String {
    let mut user = serde_json::json!({ "id": id, "first_name": first_name });
    if let Some(username) = username {
        user["username"] = serde_json::json!(username);
    }
    signed(
        vec![
            ("auth_date", auth_date.to_string()),
            ("query_id", "AAHdF6IQAAAAAN0XohDhrOrc".to_owned()),
            ("user", user.to_string()),
        ],
        token,
    )
}

/// Mini App data for Telegram user `id` whose Telegram reads `language`
/// (`language_code`), signed at `auth_date` for the bot whose token is
/// `token`.
pub(crate) fn init_data_speaking(
    id: i64,
    first_name: &str,
    language: &str,
    auth_date: i64,
    token: &str,
) -> String {
    let user = serde_json::json!({ "id": id, "first_name": first_name, "language_code": language });
    signed(
        vec![
            ("auth_date", auth_date.to_string()),
            ("user", user.to_string()),
        ],
        token,
    )
}

/// A Telegram user without a username, whose first name holds the marks
/// the bot writes a link mention with, names a link to someone else: in
/// the group's posts, whether the name came from a chat or from the Mini
/// App, it is plain text, and the one link is to the user themself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mini_app_name_with_mention_marks_posts_as_plain_text() {
    use kibitz::chat::{link_mention, plain_name};
    use serde_json::json;
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let group = Place::new(Platform::Telegram, "-1001");
    let forged = "Mal\u{F8F0}6\u{F8F1}Boss\u{F8F2}lory";
    let mallory = Actor::telegram(5, None, forged);
    let bob = telegram_user(2, "Bob");
    let game = telegram_game(&room, &group, &mallory, &bob, "").await;
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let data = init_data_of(5, forged, None, now, TELEGRAM_TOKEN);
    let (status, said) = post(
        &format!("{base}/game/{game}/act"),
        &json!({ "auth": { "telegram": data }, "request": format!("move e2e4 #{game} ply:0") }),
    )
    .await;
    assert_eq!(status, 200, "{said}");
    let reply = room
        .service
        .answer_to(&bob, &group, &Message::text("move e5"))
        .await;
    assert!(!reply.is_refused(), "{}", reply.text);
    let named = link_mention("5", &plain_name(forged));
    assert!(reply.text.contains(&named), "{}", reply.text);
    assert_eq!(reply.text.matches('\u{F8F0}').count(), 1, "{}", reply.text);
    db.drop_db().await;
}

/// A Telegram user is named alike from the group and from the Mini App
/// (by their username, else their first name), so that switching between
/// the two never renames them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_telegram_players_name_is_the_same_from_the_chat_and_the_mini_app() {
    use serde_json::json;
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let group = Place::new(Platform::Telegram, "-1001");
    // Ann has a username; Carl has none. Telegram gives both a first and a
    // last name, which neither path puts in their name.
    let ann = Actor::telegram(11, Some("ann_k"), "Ann");
    let carl = Actor::telegram(12, None, "Carl");
    let game = {
        let challenge = Message::text("challenge @ann_k white").mentioning("@ann_k", ann.clone());
        let reply = room.service.answer_to(&carl, &group, &challenge).await;
        assert!(!reply.is_refused(), "{}", reply.text);
        let reply = room
            .service
            .answer_to(&ann, &group, &Message::text("accept"))
            .await;
        reply.board.expect("the game's board").game_id.get()
    };
    let name_of = |actor: Actor| {
        let store = room.store.clone();
        async move {
            store
                .find_player(&actor)
                .await
                .expect("reads")
                .expect("a player")
                .display_name
        }
    };
    let from_chat = (name_of(ann.clone()).await, name_of(carl.clone()).await);
    assert_eq!(from_chat, ("ann_k".to_owned(), "Carl".to_owned()));
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    for (id, username, ply, request) in [
        (12, None, 0, "move e2e4"),
        (11, Some("ann_k"), 1, "move e7e5"),
    ] {
        let mut user = json!({ "id": id, "first_name": if id == 11 { "Ann" } else { "Carl" }, "last_name": "Kowalski" });
        if let Some(username) = username {
            user["username"] = json!(username);
        }
        let data = signed(
            vec![
                ("auth_date", now.to_string()),
                ("query_id", "AAHdF6IQAAAAAN0XohDhrOrc".to_owned()),
                ("user", user.to_string()),
            ],
            TELEGRAM_TOKEN,
        );
        let (status, said) = post(
            &format!("{base}/game/{game}/act"),
            &json!({ "auth": { "telegram": data }, "request": format!("{request} #{game} ply:{ply}") }),
        )
        .await;
        assert_eq!(status, 200, "{said}");
    }
    let from_mini_app = (name_of(ann.clone()).await, name_of(carl.clone()).await);
    assert_eq!(from_mini_app, from_chat);
    // Back in the chat, nothing changes either.
    let reply = room
        .service
        .answer_to(&carl, &group, &Message::text("move Nf3"))
        .await;
    assert!(reply.text.contains("@ann_k"), "{}", reply.text);
    assert_eq!((name_of(ann).await, name_of(carl).await), from_chat);
    db.drop_db().await;
}

/// A live game's page counts the running clock down on its own, and
/// shows the flag when the scheduler drops it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_live_games_clock_ticks_down_and_the_flag_shows() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let (browser, _) = after_e4_e5_in_a_browser(&room, "1+0").await;
    let client = &browser.client;
    wait_for_text(client, "[data-clock=black]", "1:00").await;
    assert_eq!(
        attribute_of(client, "[data-clock=white]", "data-running").await,
        "true"
    );
    // White's clock runs down on the page (from a minute, less the time
    // the page took to open), Black's stands.
    let seconds = |shown: String| -> u32 {
        let (minutes, seconds) = shown.split_once(':').expect("m:ss");
        minutes.parse::<u32>().expect("minutes") * 60 + seconds.parse::<u32>().expect("seconds")
    };
    let before = seconds(text_of(client, "[data-clock=white] b").await);
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let after = seconds(text_of(client, "[data-clock=white] b").await);
    assert!(before <= 60 && after < before, "{before} s, then {after} s");
    assert!(
        (2..=4).contains(&(before - after)),
        "2.5 s later: {before} s, then {after} s"
    );
    assert_eq!(text_of(client, "[data-clock=black] b").await, "1:00");
    browser.screenshot("live-clock").await;
    // White's minute runs out on the service's clock, and the scheduler
    // drops the flag: the page follows.
    room.clock.advance(chrono::TimeDelta::seconds(61));
    let pass = room
        .service
        .run_due(
            &crate::support::recorder::Recorder::default(),
            10,
            chrono::TimeDelta::minutes(2),
        )
        .await
        .expect("a pass");
    assert_eq!(pass.timed_out, 1);
    wait_for_text(client, "p.status", "Black wins by timeout.").await;
    assert_eq!(
        attribute_of(client, "[data-clock=white]", "data-running").await,
        "false",
        "no clock runs once the game is over"
    );
    assert_eq!(text_of(client, "[data-clock=white] b").await, "0.0");
    assert_eq!(text_of(client, "[data-clock=black] b").await, "1:00");
    browser.screenshot("live-flag").await;
    browser.close().await;
    db.drop_db().await;
}

/// Waits until the game has `plies` moves; its moves then.
async fn wait_for_moves(room: &Room, game: i64, plies: usize) -> String {
    for _ in 0..100 {
        let moves = room.row(game).await.moves;
        if moves.split_whitespace().count() >= plies {
            return moves;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the game never had {plies} moves: {:?}",
        room.row(game).await.moves
    );
}

/// In a live game, a move set on the page during the opponent's turn is
/// played the moment their move arrives, or dropped when their move made
/// it illegal; a clock with little time left shows red.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_premove_is_played_the_moment_the_opponent_moves() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "1+0").await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    open_as_alice(client, &room, &base, game).await;
    click_move(client, &room, game, "e2", "e4", 1).await;
    wait_for_text(client, ".you", "Waiting for your opponent.").await;
    // Bob to move: alice sets Nf3 to be played after him. Nothing is sent.
    click_square(client, "g1", true).await;
    click_square(client, "f3", true).await;
    wait_for_text(client, ".you", "Premove: g1 to f3").await;
    assert_eq!(attribute_of(client, "#board", "data-premove").await, "g1f3");
    browser.screenshot("premove").await;
    assert_eq!(room.row(game).await.moves, "e2e4");
    // Bob moves in the chat: the page plays the premove at once.
    room.ok("bob", &format!("move e5 #{game}")).await;
    assert_eq!(wait_for_moves(&room, game, 3).await, "e2e4 e7e5 g1f3");
    wait_for_text(client, ".you", "Waiting for your opponent.").await;
    // A premove the opponent's move blocks is dropped, and the move is
    // hers to make again: Bf1-a6, and Bob's pawn comes to b5 between.
    click_square(client, "f1", true).await;
    click_square(client, "a6", true).await;
    wait_for_text(client, ".you", "Premove: f1 to a6").await;
    room.ok("bob", &format!("move b5 #{game}")).await;
    wait_for_turn(client, 4).await;
    assert_eq!(
        attribute_of(client, "#board", "data-premove").await,
        "",
        "the premove is gone"
    );
    assert_eq!(room.row(game).await.moves, "e2e4 e7e5 g1f3 b7b5");
    // Alice's clock runs low: the page shows it red, Bob's not.
    room.clock.advance(chrono::TimeDelta::seconds(55));
    client.goto("about:blank").await.expect("leaves the page");
    open_as_alice(client, &room, &base, game).await;
    assert_eq!(
        attribute_of(client, "[data-clock=white]", "data-low").await,
        "true"
    );
    assert_eq!(
        attribute_of(client, "[data-clock=black]", "data-low").await,
        "false"
    );
    // The running clock that is low turns red, as lichess's does.
    let red = client
        .execute(
            "return getComputedStyle(document.querySelector('[data-clock=white]')).backgroundColor",
            vec![],
        )
        .await
        .expect("a colour");
    assert_eq!(red, serde_json::json!("rgb(183, 28, 28)"));
    // The board's first drawing has settled.
    tokio::time::sleep(Duration::from_millis(400)).await;
    browser.screenshot("low-time").await;
    browser.close().await;
    db.drop_db().await;
}

/// In a real headless browser: a player opens her finished game's page,
/// which offers the computer analysis and names the opening; she presses
/// Analyse, the page says it is queued, and when the worker is done the
/// page shows, without a reload, the evaluation graph, each side's
/// accuracy and the blunder marked in the moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_finished_game_is_analysed_from_its_page_and_shows_its_graph() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst(support::stockfish::stockfish(), 20_000);
    let (base, _notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5 Qh5 Nc6 Bc4 Nf6")
        .await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    open_as_alice(client, &room, &base, game).await;
    room.ok("alice", &format!("move Qxf7# #{game}")).await;
    wait_for_text(client, ".you", "The game is over.").await;
    wait_for_text(
        client,
        ".opening",
        "Opening: C20 King's Pawn Game: Wayward Queen Attack",
    )
    .await;
    wait_for_text(client, "[data-live=analysis]", "Not analysed yet.").await;
    press(client, "[data-act=analyse]").await;
    wait_for_text(client, ".said", "is queued for analysis, next.").await;
    wait_for_text(client, "[data-live=analysis]", "Queued").await;
    let hidden = client
        .execute(
            "return document.querySelector('[data-act=analyse]').hidden;",
            vec![],
        )
        .await
        .expect("the page answers");
    assert_eq!(hidden, serde_json::json!(true), "asked once");
    let recorder = support::recorder::Recorder::default();
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    wait_for_text(client, "[data-live=analysis]", "1 blunder").await;
    wait_for_text(client, "[data-live=moves]", "Nf6??").await;
    wait_for_text(client, "[data-live=analysis]", "Nf6?? — ").await;
    let mut width = serde_json::Value::Null;
    for _ in 0..100 {
        width = client
            .execute(
                "const i = document.querySelector('figure.graph img'); \
                 if (!i || !i.complete) { return null; } \
                 i.scrollIntoView(); return i.naturalWidth;",
                vec![],
            )
            .await
            .expect("the page answers");
        if width.as_u64().is_some_and(|w| w > 0) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(width, serde_json::json!(800), "the graph is drawn");
    browser.screenshot("analysis").await;
    db.drop_db().await;
}

/// A game pasted after `analyse` has a page like any game's: its players
/// as its record names them, its analysis once done, its record.
#[tokio::test]
async fn a_pasted_games_page_names_its_players_and_shows_its_analysis() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst(support::stockfish::stockfish(), 5_000);
    let base = pages(&room).await;
    let pasted = room
        .ok(
            "carol",
            "analyse [White \"Anna\"] [Black \"Boris\"] 1. f3 e5 2. g4 Qh4# 0-1",
        )
        .await;
    let at = pasted.text.find('#').expect("a number") + 1;
    let game: String = pasted.text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let page = || async {
        get(&format!("{base}/game/{game}"))
            .await
            .text()
            .await
            .expect("a page")
    };
    let queued = page().await;
    for part in ["Anna", "Boris", "Queued"] {
        assert!(queued.contains(part), "{part}: {queued}");
    }
    let recorder = support::recorder::Recorder::default();
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    let analysed = page().await;
    assert!(
        analysed.contains("Anna (white): accuracy") && analysed.contains("2. g4??"),
        "{analysed}"
    );
    let record = get(&format!("{base}/game/{game}/pgn"))
        .await
        .text()
        .await
        .expect("a record");
    assert!(
        record.contains("[White \"Anna\"]") && record.contains("2. g4 $4"),
        "{record}"
    );
    db.drop_db().await;
}

/// A reader whose browser runs no scripts sees the board's picture where
/// the board goes, with no empty square above it (#52's "a blank block
/// above the board picture"), and no replay buttons that would do
/// nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_scripts_the_boards_picture_takes_the_boards_place() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5").await;
    let browser = support::browser::Browser::without_scripts().await;
    let client = &browser.client;
    client
        .goto(&format!("{base}/game/{game}"))
        .await
        .expect("the page opens");
    let rect = |css: &'static str| async move {
        client
            .find(fantoccini::Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
            .rectangle()
            .await
            .expect("its place")
    };
    let drawn = client
        .find(fantoccini::Locator::Css("cg-board"))
        .await
        .is_ok();
    let shot = browser.screenshot("without-scripts").await;
    assert!(!drawn, "the scripts ran: {}", shot.display());
    let (_, board_top, _, _) = rect(".board").await;
    let (_, picture_top, width, height) = rect(".board img").await;
    let shown = |css: &'static str| async move {
        client
            .find(fantoccini::Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
            .is_displayed()
            .await
            .expect("shown or not")
    };
    assert!(!shown("#board").await, "the scripts' board takes no room");
    assert!(
        !shown(".replay").await,
        "buttons only scripts work are not shown"
    );
    assert!(
        (picture_top - board_top).abs() < 1.0,
        "the picture is at the top: {picture_top} against {board_top}"
    );
    assert!(width > 100.0 && height > 100.0, "{width}x{height}");
    browser.close().await;
    db.drop_db().await;
}

/// Waits up to ten seconds for the text of `css` to be `wanted` exactly.
async fn wait_for_exact(client: &fantoccini::Client, css: &str, wanted: &str) {
    wait_for_text_that(client, css, wanted, |text| text == wanted).await;
}

/// In a real headless browser (#52, items 6 and 7): a spectator sees a
/// draw offer made in the chat, and its withdrawal when it is declined;
/// once the game is over the page shows its result as a record writes it
/// and each side's rating as the game began with its change.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_spectator_sees_offers_and_the_result_with_each_rating_change() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let (browser, game) = after_e4_e5_in_a_browser(&room, "").await;
    let client = &browser.client;
    wait_for_exact(client, ".offer", "").await;
    room.ok("alice", &format!("draw #{game}")).await;
    wait_for_exact(client, ".offer", "alice offers a draw.").await;
    browser.screenshots("draw-offered").await;
    room.ok("bob", &format!("decline draw #{game}")).await;
    wait_for_exact(client, ".offer", "").await;
    room.ok("alice", &format!("takeback #{game}")).await;
    wait_for_exact(client, ".offer", "alice asks to take back a move.").await;
    room.ok("bob", &format!("resign #{game}")).await;
    wait_for_exact(client, ".result", "1-0").await;
    wait_for_exact(client, ".offer", "").await;
    let white = text_of(client, "[data-live=player-white]").await;
    let black = text_of(client, "[data-live=player-black]").await;
    assert!(white.starts_with("White: alice 1500? +"), "{white}");
    assert!(black.starts_with("Black: bob 1500? −"), "{black}");
    browser.screenshots("result").await;
    browser.close().await;
    db.drop_db().await;
}

/// A game's page shows each side's rating as the game began (#52, item
/// 7): a game that ends meanwhile changes the players' ratings, not the
/// ratings shown for a game begun before it ended.
#[tokio::test]
async fn a_games_page_shows_the_ratings_as_the_game_began() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let first = room.start_game("alice", "bob", "").await;
    room.ok("bob", &format!("resign #{first}")).await;
    room.clock.advance(chrono::TimeDelta::minutes(1));
    let second = room.start_game("alice", "bob", "").await;
    let rated_then = |page: &str| {
        let at = page.find("White: ").expect("the players");
        page[at..]
            .split("</p>")
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let before = rated_then(
        &get(&format!("{base}/game/{second}"))
            .await
            .text()
            .await
            .expect("a page"),
    );
    room.clock.advance(chrono::TimeDelta::minutes(1));
    let third = room.start_game("carol", "alice", "").await;
    room.clock.advance(chrono::TimeDelta::minutes(1));
    room.ok("carol", &format!("resign #{third}")).await;
    let profile = room.ok("alice", "profile").await;
    let after = rated_then(
        &get(&format!("{base}/game/{second}"))
            .await
            .text()
            .await
            .expect("a page"),
    );
    assert_eq!(before, after, "alice's rating now: {}", profile.text);
    assert!(
        before.contains("alice</strong> <span class=\"rating\">1"),
        "{before}"
    );
    db.drop_db().await;
}

/// Where each coordinate of the drawn board stands, read in the page: for
/// each file letter and rank number, its text, the column or row (0 to 7,
/// from the board's left or top) its middle falls in, and its font size.
async fn coordinates(client: &fantoccini::Client) -> Vec<(String, i64, f64)> {
    let read = client
        .execute(
            "const board = document.querySelector('cg-board').getBoundingClientRect();\
             const out = [];\
             for (const c of document.querySelectorAll('coords.files coord')) {\
               const r = c.getBoundingClientRect();\
               out.push([c.textContent.toUpperCase(), Math.floor((r.left + r.width / 2 - board.left) / (board.width / 8)), parseFloat(getComputedStyle(c).fontSize)]);\
             }\
             for (const c of document.querySelectorAll('coords.ranks coord')) {\
               const r = c.getBoundingClientRect();\
               out.push([c.textContent, Math.floor((r.top + r.height / 2 - board.top) / (board.height / 8)), parseFloat(getComputedStyle(c).fontSize)]);\
             }\
             return out;",
            vec![],
        )
        .await
        .expect("the page answers");
    serde_json::from_value(read).expect("the coordinates")
}

/// In a real headless browser at a phone's and a desktop's size (#52, item
/// 1): each file letter stands under its own file and each rank number
/// beside its own rank, inside the board, for White's side and Black's,
/// in a legible size.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_the_boards_coordinates_stand_by_their_own_squares() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5").await;
    let reply = room.ok("bob", &format!("page #{game}")).await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    let page = format!("{base}/game/{game}");
    for (side, address) in [
        ("white", page.clone()),
        ("black", format!("{page}#key={}", key_in(&reply.text))),
    ] {
        client.goto(&address).await.expect("the page opens");
        client.refresh().await.expect("the page reloads");
        wait_for_text(client, "p.status", "to move").await;
        for (w, h) in [(390, 844), (1280, 800)] {
            client.set_window_size(w, h).await.expect("resized");
            tokio::time::sleep(Duration::from_millis(300)).await;
            let read = coordinates(client).await;
            assert_eq!(read.len(), 16, "{read:?}");
            for (text, at, size) in read {
                let wanted = match text.as_bytes() {
                    [file @ b'A'..=b'H'] => i64::from(file - b'A'),
                    [rank @ b'1'..=b'8'] => 7 - i64::from(rank - b'1'),
                    _ => panic!("a coordinate {text:?}"),
                };
                let wanted = if side == "black" { 7 - wanted } else { wanted };
                assert_eq!(at, wanted, "{text} on {side}'s board at {w}×{h}");
                assert!(size >= 11.0, "{text} is {size}px");
            }
            browser.screenshot(&format!("coordinates-{side}-{w}")).await;
        }
    }
    browser.close().await;
    db.drop_db().await;
}

/// How many of the drawn board's squares carry the CSS class `class`.
async fn squares_marked(client: &fantoccini::Client, class: &str) -> usize {
    client
        .find_all(fantoccini::Locator::Css(&format!(
            "cg-board square.{class}"
        )))
        .await
        .expect("the board")
        .len()
}

/// In a real headless browser (#52, items 2 and 3): a chess football
/// page shows the score, the half and the goal's news beside the board,
/// with what its colours mean; an Immortal chess page shows each side's
/// pieces home and marks the squares still to reach.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_football_and_immortal_pages_show_their_games_state() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let football = room.start_game("alice", "bob", "football").await;
    room.play(
        football,
        "alice",
        "bob",
        "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8 e4c3 a7a6 c3d5 a6a5 d5c7 a5a4 c7e8",
    )
    .await;
    let immortal = room.start_game("carol", "dave", "immortal").await;
    room.play(immortal, "carol", "dave", "e4 d5 exd5").await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    client
        .goto(&format!("{base}/game/{football}"))
        .await
        .expect("the page opens");
    wait_for_text(client, "ul.standing", "Score: alice 1–0 bob.").await;
    let standing = text_of(client, "ul.standing").await;
    assert!(standing.contains("1st half"), "{standing}");
    assert_eq!(
        text_of(client, "ul.standing li.news").await,
        "Goal! alice scores: alice 1–0 bob."
    );
    assert!(
        text_of(client, "p.legend")
            .await
            .contains("The goal White defends"),
        "the legend"
    );
    assert!(squares_marked(client, "goal-white").await > 0);
    browser.screenshots("football-goal").await;
    // Replaying, the game's score and news step aside.
    press(client, "button[data-go=first]").await;
    wait_for_shown(client, 0).await;
    let hidden = client
        .execute(
            "return document.querySelector('ul.standing').hidden;",
            vec![],
        )
        .await
        .expect("the page answers");
    assert_eq!(hidden, serde_json::json!(true));
    client
        .goto(&format!("{base}/game/{immortal}"))
        .await
        .expect("the page opens");
    wait_for_text(client, "ul.standing", "Pieces home: carol ").await;
    assert!(
        text_of(client, "p.legend").await.contains("the last swap"),
        "the legend"
    );
    for _ in 0..50 {
        if squares_marked(client, "target-white").await > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let board: serde_json::Value = get(&format!("{base}/game/{immortal}/board"))
        .await
        .json()
        .await
        .expect("the board");
    for side in ["white", "black"] {
        let targets = board["targets"][side].as_array().expect("squares").len();
        assert!(targets > 0, "{board}");
        assert_eq!(
            squares_marked(client, &format!("target-{side}")).await,
            targets
        );
    }
    browser.screenshots("immortal").await;
    browser.close().await;
    db.drop_db().await;
}

/// One answer of the pages asked for as a browser asks: its status, its
/// headers, and its body's bytes as they came over the wire.
async fn fetched(
    url: &str,
    headers: &[(&str, &str)],
) -> (u16, reqwest::header::HeaderMap, Vec<u8>) {
    let mut request = reqwest::Client::new().get(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("the page answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.bytes().await.expect("a body").to_vec();
    (status, headers, body)
}

/// The files a text links under `/assets/` (in `href="…"`, `src="…"` or an
/// `import … from "…"`).
fn linked_files(text: &str) -> Vec<String> {
    text.split('"')
        .filter(|part| part.starts_with("/assets/") && !part.contains(' '))
        .map(str::to_owned)
        .collect()
}

/// A game's page and its files over real HTTP (#52, item 11): compressed
/// as the browser accepts, every file under a hashed name kept for good,
/// the page itself checked again by its validator and answered `304` when
/// unchanged; the event stream is never compressed. The bytes of a first
/// and a second visit are printed beside those of uncompressed files
/// fetched anew each time.
#[tokio::test]
async fn a_games_page_is_compressed_validated_and_its_files_kept_for_good() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5").await;
    let page_url = format!("{base}/game/{game}");
    let browser = [("accept-encoding", "br, gzip")];
    let (status, headers, compressed_page) = fetched(&page_url, &browser).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-encoding"], "br");
    assert_eq!(headers["cache-control"], "no-cache");
    let tag = headers["etag"].to_str().expect("a tag").to_owned();
    let (_, _, page) = fetched(&page_url, &[]).await;
    let page = String::from_utf8(page).expect("a page");
    // Every file the page needs, and the files its scripts import.
    let mut files = linked_files(&page);
    let mut at = 0;
    while at < files.len() {
        let (_, _, body) = fetched(&format!("{base}{}", files[at]), &[]).await;
        if files[at].ends_with(".js") {
            for more in linked_files(&String::from_utf8_lossy(&body)) {
                if !files.contains(&more) {
                    files.push(more);
                }
            }
        }
        at += 1;
    }
    let needed: Vec<&String> = files.iter().filter(|f| !f.ends_with(".txt")).collect();
    assert!(needed.len() >= 5, "{files:?}");
    let (mut plain_total, mut first_total) = (page.len(), compressed_page.len());
    for file in &needed {
        // A hashed name: `page.<16 hex>.js`.
        let name = file.trim_start_matches("/assets/");
        let parts: Vec<&str> = name.split('.').collect();
        assert!(
            parts.len() == 3 && parts[1].len() == 16,
            "{file} is not hashed"
        );
        let (status, headers, compressed) = fetched(&format!("{base}{file}"), &browser).await;
        assert_eq!(status, 200, "{file}");
        assert_eq!(
            headers["cache-control"], "public, max-age=31536000, immutable",
            "{file}"
        );
        assert_eq!(headers["content-encoding"], "br", "{file}");
        let (_, _, plain) = fetched(&format!("{base}{file}"), &[]).await;
        assert!(compressed.len() < plain.len(), "{file}");
        plain_total += plain.len();
        first_total += compressed.len();
    }
    // A second visit: the page is unchanged, its files are kept.
    let (status, _, second) = fetched(
        &page_url,
        &[("accept-encoding", "br, gzip"), ("if-none-match", &tag)],
    )
    .await;
    assert_eq!(status, 304);
    assert!(second.is_empty());
    // Once the game moves, the page is new.
    room.ok("alice", &format!("move Nf3 #{game}")).await;
    let (status, _, _) = fetched(&page_url, &[("if-none-match", &tag)]).await;
    assert_eq!(status, 200);
    // An old page's plain names still answer, to be checked each time.
    let (status, headers, _) = fetched(&format!("{base}/assets/page.js"), &[]).await;
    assert_eq!(status, 200);
    assert_eq!(headers["cache-control"], "no-cache");
    // The event stream goes as it is written.
    let response = reqwest::Client::new()
        .get(format!("{page_url}/events"))
        .header("accept-encoding", "br, gzip")
        .send()
        .await
        .expect("the stream answers");
    assert!(response.headers().get("content-encoding").is_none());
    drop(response);
    eprintln!(
        "game page, first visit: {first_total} bytes compressed ({plain_total} uncompressed, \
         as every visit cost before); second visit: the page's 304 and nothing else \
         ({plain_total} bytes before)"
    );
    db.drop_db().await;
}

/// In a real headless browser (#52, item 9): the board flips, and after
/// the game a player offers a rematch from the page, which the chat is
/// told of; once the opponent agrees in the chat, the page leads to the
/// new game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_player_flips_the_board_and_offers_a_rematch_from_the_page() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, mut notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5").await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    open_as_alice(client, &room, &base, game).await;
    let column_of_a = |read: Vec<(String, i64, f64)>| {
        read.into_iter()
            .find(|(text, _, _)| text == "A")
            .map(|(_, at, _)| at)
    };
    assert_eq!(column_of_a(coordinates(client).await), Some(0));
    press(client, "button[data-flip]").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(column_of_a(coordinates(client).await), Some(7));
    assert_eq!(
        attribute_of(client, "button[data-flip]", "aria-pressed").await,
        "true"
    );
    room.ok("bob", &format!("resign #{game}")).await;
    wait_for_text(client, ".you", "The game is over.").await;
    while notices.try_recv().is_ok() {}
    press(client, "[data-act=rematch]").await;
    let told = tokio::time::timeout(Duration::from_secs(10), notices.recv())
        .await
        .expect("the chat is told")
        .expect("a notice");
    assert!(told.reply.text.contains("rematch"), "{}", told.reply.text);
    room.ok("bob", &format!("rematch #{game}")).await;
    wait_for_text(client, ".rematch-game", "Go to the rematch, game #").await;
    browser.screenshots("rematch").await;
    press(client, ".rematch-game").await;
    wait_for_text(client, "h1", "Game #2").await;
    browser.close().await;
    db.drop_db().await;
}
