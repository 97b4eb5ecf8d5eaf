//! A puzzle's page, `/puzzle/<round>`: `solve` answers the chat's puzzle
//! (also beside a game) and hands a solver their own link to the page; the
//! page shows the round to anyone over real HTTP on 127.0.0.1, takes a
//! proven solver's answers (judged as the same answer typed in the chat,
//! and told there), refuses everyone and everything else, and in a real
//! headless browser a Telegram Mini App user solves a puzzle by clicks.

use std::time::Duration;

use kibitz::chat::{Actor, Message, NoticeKind, Place};
use kibitz::command::{Command, Solve};
use kibitz::model::Platform;
use kibitz::puzzles::set::Puzzle;
use serde_json::json;

use crate::puzzles::{position, puzzle_in, wrong_move};
use crate::support::TestDb;
use crate::support::on_each_database;
use crate::support::room::{Answers, Room};
use crate::web::{
    TELEGRAM_TOKEN, click_square, get, init_data, key_in, post, press, serve, telegram_user,
    text_of, wait_for_text,
};

/// The round a puzzle reply's page link names.
fn round_in(reply: &kibitz::chat::Reply) -> i64 {
    let url = &reply
        .page
        .as_ref()
        .expect("a link to the puzzle's page")
        .url;
    url.rsplit('/')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no round in {url}"))
}

async fn solve_answers_the_chats_puzzle_beside_a_game_and_only_the_round_and_position_it_names(
    db: TestDb,
) {
    let mut room = Room::new(&db.store, "club");
    room.service = room.service.clone().with_web_url("https://chess.example");
    room.refused("alice", "solve e4", "No puzzle is open here")
        .await;
    room.refused("alice", "solve", "No puzzle is open here")
        .await;
    let game = room.start_game("alice", "bob", "").await;
    let asked = room.ok("carol", "puzzle mate in 2").await;
    let puzzle = puzzle_in(&asked.text);
    let round = round_in(&asked);
    assert!(
        asked.chat_text().contains(&format!(
            "The puzzle's page: https://chess.example/puzzle/{round}"
        )),
        "{}",
        asked.chat_text()
    );
    // On the console (as on Discord) a button hands the solver their link.
    assert!(
        asked
            .buttons
            .iter()
            .any(|b| b.request.command == Command::Solve(Solve::Page)),
        "{:?}",
        asked.buttons
    );
    let solution = puzzle.solution();
    // Alice has a game here: `solve` answers the puzzle all the same, and
    // her game does not move.
    let right = room.ok("alice", &format!("solve {}", solution[0])).await;
    assert!(right.text.contains("alice: "), "{}", right.text);
    assert!(right.text.contains("is right"), "{}", right.text);
    assert_eq!(room.row(game).await.moves, "");
    // Another round's answer, or one for the position before, changes
    // nothing.
    room.refused(
        "bob",
        &format!("solve {} round:{}", solution[2], round + 1),
        "another is being solved here",
    )
    .await;
    room.refused(
        "bob",
        &format!("solve {} round:{round} ply:0", solution[2]),
        "Someone answered first",
    )
    .await;
    room.refused("bob", "solve Ke9", "").await;
    // Asked for, the link is the asker's alone, for this round.
    let link = room.ok("dave", "solve").await;
    assert!(link.is_private(), "{link:?}");
    assert!(
        link.text
            .contains(&format!("https://chess.example/puzzle/{round}#key=")),
        "{}",
        link.text
    );
    let solved = room
        .ok("bob", &format!("solve {} round:{round} ply:2", solution[2]))
        .await;
    assert!(
        solved
            .text
            .contains(&format!("bob solved puzzle {}", puzzle.id)),
        "{}",
        solved.text
    );
    // Over: no more button, and no link.
    assert!(solved.buttons.is_empty(), "{:?}", solved.buttons);
    room.refused("dave", "solve", "").await;
    // In a Telegram group the link is not given (anyone would read it),
    // and no button asks for it.
    let group = Place::new(Platform::Telegram, "-1001");
    let erin = telegram_user(5, "Erin");
    let put = room
        .service
        .answer_to(&erin, &group, &Message::text("puzzle"))
        .await;
    assert!(!put.is_refused(), "{}", put.text);
    assert!(put.buttons.is_empty(), "{:?}", put.buttons);
    assert!(put.page.is_some());
    let asked_link = room
        .service
        .answer_to(&erin, &group, &Message::text("solve"))
        .await;
    assert!(
        asked_link.is_refused() && asked_link.text.contains("where no one else reads it"),
        "{}",
        asked_link.text
    );
    db.drop_db().await;
}
on_each_database!(
    solve_answers_the_chats_puzzle_beside_a_game_and_only_the_round_and_position_it_names
);

/// The round's board as the page's JSON gives it.
async fn board_of(base: &str, round: i64) -> serde_json::Value {
    get(&format!("{base}/puzzle/{round}/board"))
        .await
        .json()
        .await
        .expect("a board")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzles_page_shows_the_round_and_takes_only_a_proven_solvers_answers() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, mut notices) = serve(&mut room).await;
    let asked = room.ok("carol", "puzzle mate in 2").await;
    let puzzle: &Puzzle<'_> = puzzle_in(&asked.text);
    let round = round_in(&asked);
    let solution = puzzle.solution();
    // For anyone: the page, its board, its picture; an unknown round is
    // not found.
    let page = get(&format!("{base}/puzzle/{round}")).await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("a page");
    assert!(html.contains(&format!("Puzzle {}", puzzle.id)), "{html}");
    assert!(html.contains("to move: find the best move."), "{html}");
    let board = board_of(&base, round).await;
    assert_eq!(board["placement"], position(puzzle, 0).placement());
    assert_eq!(board["plies"], 0);
    assert_eq!(board["over"], false);
    let png = get(&format!("{base}/puzzle/{round}/board.png")).await;
    assert_eq!(png.headers()["content-type"], "image/png");
    assert_eq!(
        get(&format!("{base}/puzzle/{}", round + 100))
            .await
            .status(),
        404
    );
    // Alice's own link proves her; a game's link, a forged one, or none
    // does not.
    let key = key_in(&room.ok("alice", "solve").await.text);
    let auth = json!({ "link": key });
    let (status, seated) = post(
        &format!("{base}/puzzle/{round}/seat"),
        &json!({ "auth": auth }),
    )
    .await;
    assert_eq!(status, 200, "{seated}");
    assert_eq!(seated["name"], "alice");
    let solver = if position(puzzle, 0).turn().is_white() {
        "white"
    } else {
        "black"
    };
    assert_eq!(seated["seat"]["color"], solver);
    assert!(
        seated["seat"]["legal"]
            .as_array()
            .expect("moves")
            .contains(&json!(solution[0])),
        "{seated}"
    );
    let game = room.start_game("bob", "carol", "").await;
    let game_key = key_in(&room.ok("bob", &format!("page #{game}")).await.text);
    // The signature's last digit changed.
    let last = if key.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{last}", &key[..key.len() - 1]);
    for wrong in [
        json!({ "link": game_key }),
        json!({ "link": forged }),
        json!({}),
    ] {
        let (status, said) = post(
            &format!("{base}/puzzle/{round}/act"),
            &json!({ "auth": wrong, "move": solution[0], "progress": 0 }),
        )
        .await;
        assert_eq!(status, 401, "{wrong}: {said}");
    }
    // Telegram's Mini App data says who someone is, not that they are in
    // the chat the puzzle was put to: they may watch, not answer.
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let mini_app = json!({ "telegram": init_data(7, "Gina", now - 60, TELEGRAM_TOKEN) });
    let (status, seated) = post(
        &format!("{base}/puzzle/{round}/seat"),
        &json!({ "auth": mini_app }),
    )
    .await;
    assert_eq!(status, 200, "{seated}");
    assert_eq!(seated["seat"]["legal"], json!([]), "{seated}");
    assert!(
        seated["seat"]["note"]
            .as_str()
            .unwrap_or_default()
            .contains("put to a group"),
        "{seated}"
    );
    let (status, said) = post(
        &format!("{base}/puzzle/{round}/act"),
        &json!({ "auth": mini_app, "move": solution[0], "progress": 0 }),
    )
    .await;
    assert_eq!(status, 403, "{said}");
    // A body without its move or position, an answer for a position the
    // page no longer shows, or an illegal move: refused, nothing changes.
    let act = format!("{base}/puzzle/{round}/act");
    let (status, _) = post(&act, &json!({ "auth": auth, "move": solution[0] })).await;
    assert_eq!(status, 400);
    let (status, said) = post(
        &act,
        &json!({ "auth": auth, "move": solution[0], "progress": 2 }),
    )
    .await;
    assert_eq!(status, 409, "{said}");
    let (status, said) = post(
        &act,
        &json!({ "auth": auth, "move": "a1a1", "progress": 0 }),
    )
    .await;
    assert_eq!(status, 409, "{said}");
    assert_eq!(board_of(&base, round).await["plies"], 0);
    // The right move: judged, stored, told in the chat, answered on the
    // board.
    let (status, said) = post(
        &act,
        &json!({ "auth": auth, "move": solution[0], "progress": 0 }),
    )
    .await;
    assert_eq!(status, 200, "{said}");
    assert!(
        said["text"]
            .as_str()
            .unwrap_or_default()
            .contains("is right"),
        "{said}"
    );
    let told = tokio::time::timeout(Duration::from_secs(5), notices.recv())
        .await
        .expect("the chat is told")
        .expect("a notice");
    assert_eq!(told.kind, NoticeKind::PuzzleMove);
    assert!(told.reply.text.contains("alice: "), "{}", told.reply.text);
    assert_eq!(board_of(&base, round).await["plies"], 2);
    // A wrong move next: she is out (the others may go on).
    let (status, said) = post(
        &act,
        &json!({ "auth": auth, "move": wrong_move(puzzle, 2), "progress": 2 }),
    )
    .await;
    assert_eq!(status, 200, "{said}");
    assert!(
        said["text"]
            .as_str()
            .unwrap_or_default()
            .contains("is not it"),
        "{said}"
    );
    let (_, seated) = post(
        &format!("{base}/puzzle/{round}/seat"),
        &json!({ "auth": auth }),
    )
    .await;
    assert_eq!(seated["seat"]["legal"], json!([]), "{seated}");
    assert!(
        seated["seat"]["note"]
            .as_str()
            .unwrap_or_default()
            .contains("You missed this puzzle already"),
        "{seated}"
    );
    // Bob finds the last move in the chat; the page says so, with the
    // solution and who missed it.
    room.ok("bob", &format!("solve {}", solution[2])).await;
    let html = get(&format!("{base}/puzzle/{round}"))
        .await
        .text()
        .await
        .expect("a page");
    for part in [
        &format!("bob solved puzzle {}", puzzle.id),
        "Missed by alice.",
        "The solution: ",
    ] {
        assert!(html.contains(part), "{part}: {html}");
    }
    assert_eq!(board_of(&base, round).await["over"], true);
    db.drop_db().await;
}

/// In a real headless browser, in Telegram's Mini App: Alice, alone with
/// the bot on Telegram, opens the puzzle's page from its post and solves a
/// mate in two by clicking squares; the bot's reply is played on the board
/// between her moves, and each of her answers is told in the chat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_telegram_user_solves_a_puzzle_by_clicks_in_the_mini_app() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (_, mut notices) = serve(&mut room).await;
    let alice: Actor = telegram_user(1, "Alice");
    let direct = Place::new(Platform::Telegram, "1").as_direct();
    let asked = room
        .service
        .answer_to(&alice, &direct, &Message::text("puzzle mate in 2"))
        .await;
    assert!(!asked.is_refused(), "{}", asked.text);
    let puzzle = puzzle_in(&asked.text);
    let url = asked.page.clone().expect("a page").url;
    let white = position(puzzle, 0).turn().is_white();
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let fragment: String = url::form_urlencoded::Serializer::new(String::new())
        .append_pair(
            "tgWebAppData",
            &init_data(1, "Alice", now - 60, TELEGRAM_TOKEN),
        )
        .finish();
    let browser = crate::support::browser::Browser::start().await;
    let client = &browser.client;
    client
        .goto(&format!("{url}#{fragment}"))
        .await
        .expect("the page opens");
    wait_for_text(client, ".you", "You play ").await;
    let solution = puzzle.solution();
    for (done, uci) in [(0, solution[0]), (2, solution[2])] {
        wait_for_shown_step(client, done).await;
        click_square(client, &uci[..2], white).await;
        click_square(client, &uci[2..4], white).await;
        if uci.len() == 5 {
            press(client, &format!("[data-uci=\"{uci}\"]")).await;
        }
        let Ok(told) = tokio::time::timeout(Duration::from_secs(10), notices.recv()).await else {
            panic!("{uci} was not told: {}", text_of(client, ".said").await);
        };
        let told = told.expect("a notice");
        assert!(told.reply.text.starts_with("alice"), "{}", told.reply.text);
    }
    wait_for_text(
        client,
        "p.status",
        &format!("alice solved puzzle {}", puzzle.id),
    )
    .await;
    wait_for_text(client, ".you", "The puzzle is over.").await;
    browser.screenshots("puzzle-solved").await;
    // axe-core finds no broken rule on a puzzle's page either.
    let found = crate::support::axe::violations(client).await;
    assert!(found.is_empty(), "a puzzle's page: {found:#?}");
    browser.close().await;
    db.drop_db().await;
}

/// Waits until the page's board shows the solution `done` half-moves in.
async fn wait_for_shown_step(client: &fantoccini::Client, done: usize) {
    let wanted = done.to_string();
    for _ in 0..100 {
        let shown = client
            .execute(
                "const b = document.getElementById('board'); return b ? b.getAttribute('data-shown') : null;",
                vec![],
            )
            .await
            .expect("the page answers");
        let moves_ready = client
            .execute(
                "return document.querySelector('section.play form.typed') && !document.querySelector('section.play form.typed').hidden;",
                vec![],
            )
            .await
            .expect("the page answers");
        if shown.as_str() == Some(wanted.as_str()) && moves_ready == json!(true) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the board never showed the puzzle {done} half-moves in");
}
