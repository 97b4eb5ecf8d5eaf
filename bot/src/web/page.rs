//! The HTML of the pages: plain markup, every text escaped, the style and
//! the script from the bot's own assets. A reader without pictures or
//! scripts has the whole game in text (the move list and the position).

use axum::response::Html;

use crate::service::GameView;

/// Text made safe to put in HTML.
pub(super) fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole page around a title and a body (already escaped).
fn document(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/assets/page.css\">\
         <script src=\"/assets/live.js\" defer></script></head>\n<body>\n{body}\n</body></html>\n"
    )
}

/// A page as an answer.
pub(super) fn html(page: String) -> Html<String> {
    Html(page)
}

/// A game's page.
pub(super) fn game(view: &GameView) -> String {
    let (white, black) = (escaped(&view.white), escaped(&view.black));
    let title = format!(
        "Game #{}: {white} against {black}, {}",
        view.id,
        escaped(&view.variant)
    );
    let moves: String = view
        .moves
        .iter()
        .map(|line| format!("<li>{}</li>", escaped(line)))
        .collect();
    let moves = if moves.is_empty() {
        "<p>No move yet.</p>".to_owned()
    } else {
        format!("<ol class=\"moves\" aria-label=\"Moves\">{moves}</ol>")
    };
    let body = format!(
        "<main data-game=\"{id}\" data-version=\"{version}\">\
         <h1>{title}</h1>\
         <p>White: <strong>{white}</strong>. Black: <strong>{black}</strong>.</p>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\">{status}</p>\
         <div class=\"board\"><img src=\"/game/{id}/board.png?v={version}\" \
         alt=\"The board: {status}\" width=\"720\" height=\"720\" data-plies=\"{count}\"></div>\
         <div class=\"replay\" role=\"group\" aria-label=\"Replay\">\
         <button type=\"button\" data-go=\"first\">First</button>\
         <button type=\"button\" data-go=\"previous\">Previous</button>\
         <button type=\"button\" data-go=\"next\">Next</button>\
         <button type=\"button\" data-go=\"last\">Last</button>\
         <span class=\"shown\" aria-live=\"polite\">{shown}</span></div>\
         <h2>Moves</h2>{moves}\
         <ol class=\"plies\" hidden>{plies}</ol>\
         <h2>Position</h2><p><code>{position}</code></p>\
         <nav><a href=\"/game/{id}/pgn\" download>Record (PGN)</a>\
         <a href=\"/game/{id}/gif\" download>Replay (GIF)</a></nav>\
         </main>",
        id = view.id,
        version = view.version,
        status = escaped(&view.status),
        count = view.plies.len(),
        shown = escaped(view.plies.last().map_or("The start.", String::as_str)),
        plies = view
            .plies
            .iter()
            .map(|ply| format!("<li>{}</li>", escaped(ply)))
            .collect::<String>(),
        position = escaped(&view.position),
    );
    document(&title, &body)
}

/// The page for a game or address that does not exist.
pub(super) fn not_found() -> String {
    document(
        "No such game",
        "<main><h1>No such game</h1><p>There is no game at this address.</p></main>",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_wherever_they_stand() {
        let view = GameView {
            id: 3,
            version: 2,
            white: "<script>alert(1)</script>".into(),
            black: "O'Neil & \"Co\"".into(),
            variant: "standard chess".into(),
            status: "O'Neil & \"Co\" to move.".into(),
            moves: vec!["1. e4".into()],
            plies: vec!["1. e4".into()],
            position: "fen".into(),
        };
        let page = game(&view);
        assert!(!page.contains("<script>alert"), "{page}");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(page.contains("O&#39;Neil &amp; &quot;Co&quot;"));
        assert!(page.contains("<li>1. e4</li>"));
    }
}
