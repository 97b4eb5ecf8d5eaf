//! The game pages over real HTTP on 127.0.0.1, on a real SQLite store:
//! a spectator's page, its live events as moves are made through the
//! service, the record and replay downloads, the 404 page, the safety
//! headers, and the link every board reply carries.

mod support;

use std::time::Duration;

use kibitz::web;
use support::TestDb;
use support::room::Room;

/// Serves the pages of `room`'s service on a free loopback port; their
/// address.
async fn pages(room: &Room) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let address = listener.local_addr().expect("an address");
    let router = web::router(room.service.clone());
    tokio::spawn(async move { axum::serve(listener, router).await });
    format!("http://{address}")
}

async fn get(url: &str) -> reqwest::Response {
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
        text.contains("<li>1. e4 e5</li>") && text.contains("alice to move."),
        "{text}"
    );
    // Replayed move by move: each position's picture, none past the end.
    assert!(
        text.contains("data-go=\"previous\"")
            && text.contains("<ol class=\"plies\" hidden><li>1. e4</li><li>1... e5</li></ol>"),
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
    let script = get(&format!("{base}/assets/live.js")).await;
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
            .text
            .contains("Follow it live: https://chess.example/game/1"),
        "{}",
        moved.text
    );
    let plain = Room::new(&db.store, "elsewhere");
    let board = plain.ok("alice", "games mine").await;
    assert!(!board.text.contains("Follow it live"), "{}", board.text);
    db.drop_db().await;
}

/// In a real headless browser: a spectator's page follows the game as
/// moves are made through the service, without reloading, and replays it
/// with the buttons and the arrow keys. Screenshots go to
/// `target/test-output/web/`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_spectator_sees_moves_arrive_and_replays_them() {
    use fantoccini::Locator;
    use fantoccini::key::Key;

    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5").await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    client
        .goto(&format!("{base}/game/{game}"))
        .await
        .expect("the page opens");
    let status = || async {
        client
            .find(Locator::Css("p.status"))
            .await
            .expect("a status")
            .text()
            .await
            .expect("its text")
    };
    assert_eq!(status().await, "alice to move.");
    // A move made through the service arrives on the open page.
    room.ok("alice", &format!("move Nf3 #{game}")).await;
    let mut arrived = false;
    for _ in 0..100 {
        if status().await == "bob to move." {
            arrived = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(arrived, "the page did not follow: {}", status().await);
    let moves = client
        .find(Locator::Css("ol.moves"))
        .await
        .expect("the moves")
        .text()
        .await
        .expect("their text");
    assert!(
        moves.contains("1. e4 e5") && moves.contains("2. Nf3"),
        "{moves}"
    );
    browser.screenshot("spectator").await;
    // Replayed: Previous, then the left arrow, then Last.
    let shown = || async {
        client
            .find(Locator::Css(".replay .shown"))
            .await
            .expect("the label")
            .text()
            .await
            .expect("its text")
    };
    let picture = || async {
        client
            .find(Locator::Css(".board img"))
            .await
            .expect("the board")
            .attr("src")
            .await
            .expect("an attribute")
            .unwrap_or_default()
    };
    assert_eq!(shown().await, "2. Nf3");
    client
        .find(Locator::Css("button[data-go=previous]"))
        .await
        .expect("Previous")
        .click()
        .await
        .expect("a click");
    assert_eq!(shown().await, "1... e5");
    assert!(picture().await.contains("ply=2"), "{}", picture().await);
    client
        .find(Locator::Css("body"))
        .await
        .expect("the page")
        .send_keys(&char::from(Key::Left).to_string())
        .await
        .expect("a key");
    assert_eq!(shown().await, "1. e4");
    browser.screenshot("replay").await;
    client
        .find(Locator::Css("button[data-go=last]"))
        .await
        .expect("Last")
        .click()
        .await
        .expect("a click");
    assert_eq!(shown().await, "2. Nf3");
    browser.close().await;
    db.drop_db().await;
}
