//! Every variant's game page as a desktop (1280×800) and a phone
//! (390×844) show it (#52): the board as large as the screen allows
//! between the players' boxes, the moves beside it on a desktop, nothing
//! wider than a phone's screen; a screenshot of each in
//! `target/test-output/web/variant-<name>-<desktop|phone>.png`; and
//! axe-core finding no broken rule on any of them, nor on the app's home,
//! a puzzle's or a tournament's page.

use std::time::Duration;

use serde_json::json;

use crate::support;
use crate::web::pages;
use kibitz_rules::Variant;
use support::TestDb;
use support::room::Room;

/// The box of the first element `css` finds: left, top, width, height.
async fn rect(client: &fantoccini::Client, css: &str) -> [f64; 4] {
    let found = client
        .execute(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect(); \
             return [r.left, r.top, r.width, r.height];",
            vec![json!(css)],
        )
        .await
        .expect("the page answers");
    serde_json::from_value(found).unwrap_or_else(|e| panic!("{css}: {e}"))
}

/// The page's width as laid out (wider than the window when something
/// does not fit).
async fn scroll_width(client: &fantoccini::Client) -> f64 {
    client
        .execute("return document.documentElement.scrollWidth;", vec![])
        .await
        .expect("the page answers")
        .as_f64()
        .unwrap_or_default()
}

/// The window resized, the page laid out again.
async fn resize(client: &fantoccini::Client, width: u32, height: u32) {
    client
        .set_window_size(width, height)
        .await
        .expect("the window resized");
    tokio::time::sleep(Duration::from_millis(300)).await;
}

/// axe-core's findings on the page shown, which must be none.
async fn accessible(client: &fantoccini::Client, what: &str) {
    let found = support::axe::violations(client).await;
    assert!(found.is_empty(), "{what}: {found:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_every_variants_page_fits_a_desktop_and_a_phone_and_axe_finds_nothing_broken()
{
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    for variant in Variant::ALL {
        let name = variant.name();
        let game = room.start_game("alice", "bob", name).await;
        if variant == Variant::Standard {
            // A pawn taken: White is a pawn up.
            room.play(game, "alice", "bob", "e4 d5 exd5").await;
        }
        client
            .goto(&format!("{base}/game/{game}"))
            .await
            .expect("the page opens");
        // The board is drawn (chessground's squares) before it is shot.
        for _ in 0..50 {
            let drawn = client
                .execute(
                    "return document.querySelectorAll('cg-board piece').length;",
                    vec![],
                )
                .await
                .expect("the page answers");
            if drawn.as_u64().unwrap_or(0) > 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        if variant == Variant::Standard {
            let white = ".player[data-side=white] .material";
            for _ in 0..50 {
                if crate::web::text_of(client, white).await == "+1" {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            assert_eq!(crate::web::text_of(client, white).await, "+1");
            assert_eq!(
                crate::web::attribute_of(client, &format!("{white} piece"), "class").await,
                "pawn black",
                "the pawn White took, beside White's name"
            );
            assert_eq!(
                crate::web::text_of(client, ".player[data-side=black] .material").await,
                ""
            );
        }
        // A desktop: the board and its players fill the window's height
        // on the left; the status and the moves stand beside it.
        resize(client, 1280, 800).await;
        let board = rect(client, "#board").await;
        let top = rect(client, ".player[data-side=black]").await;
        let bottom = rect(client, ".player[data-side=white]").await;
        let status = rect(client, ".status").await;
        let moves = rect(client, "h2").await;
        let (viewport_w, viewport_h): (f64, f64) = serde_json::from_value(
            client
                .execute("return [window.innerWidth, window.innerHeight];", vec![])
                .await
                .expect("the page answers"),
        )
        .expect("two numbers");
        assert!(board[2] >= 500.0, "{name} on a desktop: a board {board:?}");
        assert!(
            top[1] + top[3] <= board[1] + 1.0,
            "{name}: Black's box above"
        );
        assert!(
            bottom[1] >= board[1] + board[3] - 1.0,
            "{name}: White's box below"
        );
        assert!(
            bottom[1] + bottom[3] <= viewport_h + 1.0,
            "{name}: the board and both players fit the window ({viewport_w}×{viewport_h}): {bottom:?}"
        );
        assert!(
            status[0] >= board[0] + board[2] && moves[0] >= board[0] + board[2],
            "{name}: the status and moves beside the board: {status:?} {moves:?}"
        );
        assert!(moves[1] < viewport_h, "{name}: the moves above the fold");
        browser.screenshot(&format!("variant-{name}-desktop")).await;
        if variant == Variant::Standard {
            accessible(client, &format!("{name} on a desktop")).await;
        }
        // A phone: one column, the board the screen's width, nothing
        // wider than the screen.
        resize(client, 390, 844).await;
        let board = rect(client, "#board").await;
        let viewport_w = client
            .execute("return document.documentElement.clientWidth;", vec![])
            .await
            .expect("the page answers")
            .as_f64()
            .unwrap_or_default();
        assert!(
            board[2] >= viewport_w - 20.0,
            "{name} on a phone: a board {board:?} in {viewport_w}"
        );
        assert!(
            scroll_width(client).await <= viewport_w + 0.5,
            "{name} on a phone: the page is wider than the screen"
        );
        browser.screenshot(&format!("variant-{name}-phone")).await;
        // axe-core once for each layout of its own: the plain board, the
        // pockets, and the variants that colour squares and keep a score.
        if matches!(
            variant,
            Variant::Standard | Variant::Crazyhouse | Variant::Football | Variant::Immortal
        ) {
            accessible(client, &format!("{name} on a phone")).await;
        }
    }
    // The app's home (as a browser outside Telegram sees it), a
    // tournament's page, the missing page, the privacy page and the terms.
    let made = room
        .say_as_manager("alice", "tournament swiss 3 rounds blitz 5+3")
        .await;
    assert!(!made.is_refused(), "{}", made.text);
    for (path, what) in [
        ("/app".to_owned(), "the app's home"),
        ("/tournament/1".to_owned(), "a tournament's page"),
        ("/game/99999".to_owned(), "the missing page"),
        ("/privacy".to_owned(), "the privacy page"),
        ("/terms?lang=ru".to_owned(), "the terms in Russian"),
    ] {
        client
            .goto(&format!("{base}{path}"))
            .await
            .expect("the page opens");
        tokio::time::sleep(Duration::from_millis(300)).await;
        accessible(client, what).await;
    }
    browser.close().await;
    db.drop_db().await;
}
