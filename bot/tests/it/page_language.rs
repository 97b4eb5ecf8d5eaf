//! The pages in their reader's language (#52, item 4): the browser's
//! `Accept-Language`, a choice made on a page (kept in a cookie), and a
//! player's own language (their setting, else Telegram's `language_code`)
//! once the page knows who they are; the replies pasted on the page keep
//! their code and links.

use std::time::Duration;

use serde_json::json;

use crate::support;
use crate::web::{
    attribute_of, init_data_speaking, key_in, pages, post, press, serve, text_of, wait_for_text,
};
use support::TestDb;
use support::room::Room;

/// A page read with these request headers: its status, headers and text.
async fn read_with(
    url: &str,
    headers: &[(&str, &str)],
) -> (u16, reqwest::header::HeaderMap, String) {
    let mut request = reqwest::Client::new().get(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("the page answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (status, headers, response.text().await.expect("a page"))
}

#[tokio::test]
async fn a_page_is_written_in_the_browsers_language_or_the_one_chosen_on_it() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let game = room.start_game("alice", "bob", "").await;
    let page = format!("{base}/game/{game}");
    let russian = ("Accept-Language", "de-DE,ru;q=0.9,en;q=0.8");
    let (status, headers, text) = read_with(&page, &[russian]).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-language"], "ru");
    assert!(
        headers["vary"]
            .to_str()
            .is_ok_and(|v| v.contains("Accept-Language") && v.contains("Cookie")),
        "{headers:?}"
    );
    assert!(text.contains("<html lang=\"ru\">"), "{text}");
    assert!(
        text.contains(&format!("Партия #{game}: alice против bob")),
        "{text}"
    );
    assert!(text.contains(">Предложить ничью<"), "{text}");
    assert!(text.contains(">Перевернуть доску<"), "{text}");
    // The board comes with the page, drawn before anything is asked.
    assert!(
        text.contains("<script type=\"application/json\" id=\"board-data\">{\"version\":"),
        "{text}"
    );
    // The words the page's script writes come with the page, in Russian.
    assert!(
        text.contains("\"site-you-play-white\":\"Вы играете белыми.\""),
        "{text}"
    );
    // A link to read it in English, which keeps the choice.
    assert!(text.contains("<a href=\"?lang=en\" hreflang=\"en\" lang=\"en\">English</a>"));
    let (_, headers, text) = read_with(&format!("{page}?lang=en"), &[russian]).await;
    assert!(text.contains("<html lang=\"en\">"));
    assert!(text.contains(">Offer a draw<"));
    let cookie = headers["set-cookie"].to_str().expect("a cookie");
    assert!(cookie.starts_with("kibitz-lang=en; Path=/;"), "{cookie}");
    let (_, headers, text) = read_with(&page, &[russian, ("Cookie", "kibitz-lang=en")]).await;
    assert_eq!(headers["content-language"], "en");
    assert!(headers.get("set-cookie").is_none());
    assert!(text.contains(&format!("Game #{game}: alice against bob")));
    // A language Kibitz does not write, or none, is English.
    let (_, _, text) = read_with(&page, &[("Accept-Language", "fr-FR,de;q=0.5")]).await;
    assert!(text.contains("<html lang=\"en\">"));
    // The app's home follows too.
    let (_, _, text) = read_with(&format!("{base}/app"), &[russian]).await;
    assert!(text.contains("<h1>Ваши партии</h1>"), "{text}");
    let (status, _, _) = read_with(&format!("{base}/game/999"), &[russian]).await;
    assert_eq!(status, 404);
    db.drop_db().await;
}

#[tokio::test]
async fn the_page_learns_a_players_language_from_their_setting_or_telegram() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.ok("alice", "set language ru").await;
    // The language the page is told for a player who opens their link.
    let language_of = |who: &'static str| {
        let (room, base) = (&room, &base);
        async move {
            let link = room.ok(who, &format!("page #{game}")).await;
            let (status, seated) = post(
                &format!("{base}/game/{game}/seat"),
                &json!({ "auth": { "link": key_in(&link.text) } }),
            )
            .await;
            assert_eq!(status, 200, "{seated}");
            seated["language"].clone()
        }
    };
    assert_eq!(language_of("alice").await, "ru");
    assert_eq!(language_of("bob").await, "en");
    // A Telegram user who chose nothing reads Telegram's language.
    let now = kibitz::clock::Clock::now(room.clock.as_ref()).timestamp();
    let data = init_data_speaking(7, "Olga", "ru", now, crate::web::TELEGRAM_TOKEN);
    let (status, listed) = post(
        &format!("{base}/app/games"),
        &json!({ "auth": { "telegram": data } }),
    )
    .await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["language"], "ru");
    db.drop_db().await;
}

/// In a real headless browser: a player who reads Russian opens her page
/// link; the page, written first in the browser's English, is read again
/// in Russian; she moves and resigns there, and the replies (in Russian,
/// as her chat's) keep their links clickable.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_player_who_reads_russian_plays_on_a_page_in_russian() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _notices) = serve(&mut room).await;
    let game = room.start_game("alice", "bob", "").await;
    room.ok("alice", "set language ru").await;
    let link = room.ok("alice", &format!("page #{game}")).await;
    let browser = support::browser::Browser::start().await;
    let client = &browser.client;
    client
        .goto(&format!("{base}/game/{game}#key={}", key_in(&link.text)))
        .await
        .expect("the page opens");
    wait_for_text(client, ".you", "Вы играете белыми. Ваш ход.").await;
    assert_eq!(attribute_of(client, "html", "lang").await, "ru");
    assert_eq!(text_of(client, "[data-act=draw]").await, "Предложить ничью");
    assert_eq!(text_of(client, "[data-go=first]").await, "В начало");
    crate::web::click_move(client, &room, game, "e2", "e4", 1).await;
    room.play(game, "bob", "alice", "e5").await;
    wait_for_text(client, ".you", "Ваш ход.").await;
    browser.screenshots("russian").await;
    press(client, "button[data-act=\"resign\"]").await;
    wait_for_text(client, ".confirm", "Сдать партию").await;
    press(client, "button[data-act=\"resign-yes\"]").await;
    wait_for_text(client, ".you", "Партия окончена.").await;
    // The reply's lichess link is a link, not text in bold.
    for _ in 0..50 {
        if !attribute_of(client, ".said a", "href").await.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let href = attribute_of(client, ".said a", "href").await;
    assert!(href.starts_with("https://lichess.org/"), "{href}");
    let weight = client
        .execute(
            "return getComputedStyle(document.querySelector('.said')).fontWeight;",
            vec![],
        )
        .await
        .expect("the page answers");
    assert_eq!(weight, json!("400"), "the reply is not pasted in bold");
    browser.screenshots("russian-over").await;
    browser.close().await;
    db.drop_db().await;
}

/// `/privacy` and `/terms`, which Discord asks of a bot in many servers,
/// are written in the reader's language, link each other from every
/// page's foot, and name `forget me` as code.
#[tokio::test]
async fn the_privacy_and_terms_pages_are_in_the_readers_language() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let base = pages(&room).await;
    let russian = ("Accept-Language", "ru");
    let (status, headers, text) = read_with(&format!("{base}/privacy"), &[russian]).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-language"], "ru");
    assert!(text.contains("<h1>Конфиденциальность</h1>"), "{text}");
    assert!(text.contains("<code>forget me</code>"), "{text}");
    assert!(text.contains("<code>kibitz-lang</code>"), "{text}");
    let (status, _, text) = read_with(&format!("{base}/terms"), &[]).await;
    assert_eq!(status, 200);
    assert!(text.contains("<h1>Terms</h1>") && text.contains("GNU General Public License"));
    assert!(
        text.contains("<a href=\"/privacy\">Privacy</a>")
            && text.contains("<a href=\"/terms\">Terms</a>"),
        "{text}"
    );
    let game = room.start_game("alice", "bob", "").await;
    let (_, _, text) = read_with(&format!("{base}/game/{game}"), &[]).await;
    assert!(text.contains("<a href=\"/privacy\">Privacy</a>"), "{text}");
    db.drop_db().await;
}
