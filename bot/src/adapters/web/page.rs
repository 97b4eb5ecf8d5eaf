//! The HTML of the pages (a game's, a puzzle's, the Mini App's home): plain
//! markup, every text escaped, the style and the script from the bot's own
//! assets. A reader without pictures or scripts has the whole game or
//! puzzle in text (the moves and the position).

use axum::response::Html;

use super::files::url;
use kibitz_rules::Color;

use crate::i18n::Text;
use crate::model::Language;
use crate::service::pages::{GameView, Legend, MoveLine, PageAnalysis, PuzzleView};
use crate::service::tournaments::page::TournamentView;

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
    page_with_script(title, body, "page.js")
}

/// A whole page with one of the bot's scripts, its files linked by their
/// hashed names.
fn page_with_script(title: &str, body: &str, script: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"icon\" type=\"image/png\" href=\"/favicon.ico\">\
         <link rel=\"stylesheet\" href=\"{chessground}\">\
         <link rel=\"stylesheet\" href=\"{style}\">\
         <noscript><link rel=\"stylesheet\" href=\"{noscript}\"></noscript>\
         <script type=\"module\" src=\"{script}\"></script></head>\n<body>\n{body}\n</body></html>\n",
        chessground = url("chessground.css"),
        style = url("page.css"),
        noscript = url("noscript.css"),
        script = url(script),
    )
}

/// A page as an answer.
pub(super) fn html(page: String) -> Html<String> {
    Html(page)
}

/// A player's name with their rating as the game began and, after a
/// rated game, its change (`alice (1500 +12)`), escaped.
fn player(name: &str, rating: Option<&String>, change: Option<&String>) -> String {
    match (rating, change) {
        (Some(rating), Some(change)) => format!(
            "<strong>{}</strong> ({} <span class=\"change\">{}</span>)",
            escaped(name),
            escaped(rating),
            escaped(change)
        ),
        (Some(rating), None) => {
            format!("<strong>{}</strong> ({})", escaped(name), escaped(rating))
        }
        (None, _) => format!("<strong>{}</strong>", escaped(name)),
    }
}

/// A live game's clocks: each side's name and time left, the running one
/// marked for the page's script to count down from when it was read
/// (`data-ms`), a side whose time is low marked (`data-low`, below
/// `data-low-ms`); empty for a game without a clock.
fn clocks(view: &GameView) -> String {
    let Some(clocks) = &view.clocks else {
        return String::new();
    };
    let side = |color: Color, name: &str, ms: i64, shown: &str| {
        format!(
            "<span data-clock=\"{}\" data-ms=\"{ms}\" data-running=\"{}\" \
             data-low-ms=\"{}\" data-low=\"{}\">{} <b>{}</b></span>",
            match color {
                Color::White => "white",
                Color::Black => "black",
            },
            clocks.running == Some(color),
            clocks.low_ms,
            ms < clocks.low_ms,
            escaped(name),
            escaped(shown)
        )
    };
    format!(
        "Clock: {} · {}",
        side(
            Color::White,
            &view.white,
            clocks.white_ms,
            &clocks.white_shown
        ),
        side(
            Color::Black,
            &view.black,
            clocks.black_ms,
            &clocks.black_shown
        )
    )
}

/// A game's computer analysis: its result and its evaluation graph once
/// done, or where it stands.
fn analysis(view: &GameView) -> String {
    let id = view.id.get();
    match &view.analysis {
        PageAnalysis::Unavailable => String::new(),
        PageAnalysis::Offered => format!(
            "<h2>Computer analysis</h2><p>Not analysed yet. A player can ask with the \
             Analyse button; anyone with <code>analyse #{id}</code> in the game's chat.</p>"
        ),
        PageAnalysis::Queued => "<h2>Computer analysis</h2>\
             <p>Queued: the engine will analyse the game shortly.</p>"
            .to_owned(),
        PageAnalysis::Done(lines) => {
            let lines: String = lines
                .iter()
                .map(|line| format!("<li>{}</li>", escaped(line)))
                .collect();
            format!(
                "<h2>Computer analysis</h2><figure class=\"graph\">\
                 <img src=\"/game/{id}/analysis.png?v={version}\" width=\"800\" height=\"240\" \
                 alt=\"Evaluation graph: White's winning chances over the moves, \
                 inaccuracies, mistakes and blunders marked\"></figure>\
                 <ul class=\"analysis\">{lines}</ul>",
                version = view.version
            )
        }
    }
}

/// What the board's colours mean in a variant that colours squares.
fn legend(legend: Legend) -> String {
    let say = |text: Text| escaped(&text.write(Language::En));
    let key = |class: &str| format!("<span class=\"key {class}\" aria-hidden=\"true\"></span>");
    let parts = match legend {
        Legend::Football => format!(
            "{}{} {}{}",
            key("goal-white"),
            say(Text::new("page-legend-football")),
            key("goal-black"),
            say(Text::new("page-legend-football-black"))
        ),
        Legend::Immortal => format!(
            "{}{} {}{} {}{}",
            key("target-white"),
            say(Text::new("page-legend-immortal")),
            key("target-black"),
            say(Text::new("page-legend-immortal-black")),
            key("swap"),
            say(Text::new("page-legend-swap"))
        ),
    };
    format!("<p class=\"legend\">{parts}</p>")
}

/// A line of the move list: its number, then each move as a button that
/// shows the position after it (`data-ply`, its place in the game).
fn move_line(line: &MoveLine) -> String {
    let mut out = format!("<li>{}", escaped(&line.number));
    for (i, (ply, san)) in line.moves.iter().enumerate() {
        if i > 0 || !line.number.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!(
            "<button type=\"button\" class=\"ply\" data-ply=\"{ply}\">{}</button>",
            escaped(san)
        ));
    }
    out.push_str("</li>");
    out
}

/// A game's page. The parts marked `data-live` are read again when the
/// game changes; the board is drawn by chessground from
/// `/game/<id>/board` (the server's picture without scripts).
pub(super) fn game(view: &GameView) -> String {
    let (white, black) = (escaped(&view.white), escaped(&view.black));
    let title = format!(
        "Game #{}: {white} against {black}, {}",
        view.id.get(),
        escaped(&view.variant)
    );
    let moves: String = view.moves.iter().map(move_line).collect();
    let moves = if moves.is_empty() {
        "<p>No move yet.</p>".to_owned()
    } else {
        format!("<ol class=\"moves\" aria-label=\"Moves\">{moves}</ol>")
    };
    let body = format!(
        "<main data-game=\"{id}\" data-version=\"{version}\">\
         <h1>{title}</h1>\
         <p data-live=\"players\">White: {white_player}. Black: {black_player}.</p>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\" data-live=\"status\">{status}</p>\
         <p class=\"result\" data-live=\"result\">{result}</p>\
         <p class=\"offer\" role=\"status\" aria-live=\"polite\" data-live=\"offer\">{offer}</p>\
         <ul class=\"standing\" aria-live=\"polite\" data-live=\"standing\">{standing}</ul>\
         <p class=\"clocks\" data-live=\"clocks\">{clocks}</p>\
         <div class=\"board\" data-plies=\"{count}\">\
         <div id=\"board\" aria-hidden=\"true\"></div>\
         <noscript><img src=\"/game/{id}/board.png?v={version}\" alt=\"The board: {status}\" \
         width=\"720\" height=\"720\"></noscript></div>\
         {legend}<div class=\"hands\" aria-live=\"polite\"></div>\
         <section class=\"play\" aria-label=\"Your moves\" hidden>\
         <p class=\"you\"></p>\
         <div class=\"promotion\" role=\"group\" aria-label=\"Promote to\" hidden></div>\
         <form class=\"typed\"><label>Your move <input name=\"move\" maxlength=\"10\" \
         autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"></label> \
         <button type=\"submit\">Play</button></form>\
         <div class=\"actions\">\
         <button type=\"button\" data-act=\"pass\" hidden>Pass</button>\
         <button type=\"button\" data-act=\"draw\">Offer a draw</button>\
         <button type=\"button\" data-act=\"decline-draw\" hidden>Decline the draw</button>\
         <button type=\"button\" data-act=\"resign\">Resign</button>\
         <button type=\"button\" data-act=\"analyse\" hidden>Analyse</button>\
         <button type=\"button\" data-act=\"rematch\" hidden>Rematch</button>\
         <a class=\"rematch-game\" hidden></a></div>\
         <div class=\"confirm\" role=\"alertdialog\" aria-label=\"Resign?\" hidden>\
         <p>Resign game #{id}? It cannot be taken back.</p>\
         <button type=\"button\" data-act=\"resign-yes\">Yes, resign</button> \
         <button type=\"button\" data-act=\"resign-no\">No, play on</button></div>\
         <p class=\"said\" role=\"alert\"></p></section>\
         <div class=\"replay\" role=\"group\" aria-label=\"Replay\">\
         <button type=\"button\" data-go=\"first\">First</button>\
         <button type=\"button\" data-go=\"previous\">Previous</button>\
         <button type=\"button\" data-go=\"next\">Next</button>\
         <button type=\"button\" data-go=\"last\">Last</button>\
         <button type=\"button\" data-flip aria-pressed=\"false\">Flip board</button>\
         <span class=\"shown\" aria-live=\"polite\">{shown}</span></div>\
         <h2>Moves</h2><p class=\"opening\" data-live=\"opening\">{opening}</p>\
         <div data-live=\"moves\">{moves}</div>\
         <section data-live=\"analysis\"><div data-analysis=\"{analysis_state}\">{analysis}</div></section>\
         <ol class=\"plies\" hidden data-live=\"plies\">{plies}</ol>\
         <h2>Position</h2><p><code data-live=\"position\">{position}</code></p>\
         <nav><a href=\"/game/{id}/pgn\" download>Record (PGN)</a>\
         <a href=\"/game/{id}/gif\" download>Replay (GIF)</a>\
         <a href=\"/assets/chessground-license.txt\">Board: chessground (GPL-3.0)</a></nav>\
         </main>",
        id = view.id.get(),
        version = view.version,
        white_player = player(
            &view.white,
            view.white_rating.as_ref(),
            view.white_change.as_ref()
        ),
        black_player = player(
            &view.black,
            view.black_rating.as_ref(),
            view.black_change.as_ref()
        ),
        result = view.result.as_deref().map(escaped).unwrap_or_default(),
        offer = view.offer.as_deref().map(escaped).unwrap_or_default(),
        standing = view
            .standing
            .iter()
            .map(|line| format!(
                "<li{}>{}</li>",
                if line.news { " class=\"news\"" } else { "" },
                escaped(&line.text)
            ))
            .collect::<String>(),
        legend = view.legend.map(legend).unwrap_or_default(),
        status = escaped(&view.status),
        clocks = clocks(view),
        count = view.plies.len(),
        shown = escaped(view.plies.last().map_or("The start.", String::as_str)),
        plies = view
            .plies
            .iter()
            .map(|ply| format!("<li>{}</li>", escaped(ply)))
            .collect::<String>(),
        position = escaped(&view.position),
        analysis = analysis(view),
        opening = view
            .opening
            .as_deref()
            .map_or_else(String::new, |o| format!("Opening: {}", escaped(o))),
        analysis_state = match view.analysis {
            PageAnalysis::Unavailable => "none",
            PageAnalysis::Offered => "offered",
            PageAnalysis::Queued => "queued",
            PageAnalysis::Done(_) => "done",
        },
    );
    document(&title, &body)
}

/// A puzzle round's page. The parts marked `data-live` are read again
/// when the round changes; the board is drawn by chessground from
/// `/puzzle/<round>/board`, turned to the solver's side (the server's
/// picture without scripts).
pub(super) fn puzzle(view: &PuzzleView) -> String {
    let round = view.round;
    let title = format!(
        "Puzzle {}, {}",
        escaped(&view.puzzle_id),
        escaped(&view.variant)
    );
    let lines: String = view
        .lines
        .iter()
        .map(|line| format!("<li>{}</li>", escaped(line)))
        .collect();
    let played: String = view
        .played
        .iter()
        .map(|line| format!("<li>{}</li>", escaped(line)))
        .collect();
    let played = if played.is_empty() {
        "<p>No move yet.</p>".to_owned()
    } else {
        format!("<ol class=\"plies-played\" aria-label=\"Moves\">{played}</ol>")
    };
    let lichess = view.lichess.as_deref().map_or_else(String::new, |url| {
        format!(
            "<a href=\"{}\" rel=\"noopener\">This puzzle on lichess</a>",
            escaped(url)
        )
    });
    let body = format!(
        "<main data-puzzle=\"{round}\" data-version=\"{version}\" data-solver=\"{solver}\">\
         <h1>{title}</h1>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\" data-live=\"status\">{status}</p>\
         <div class=\"board\">\
         <div id=\"board\" aria-hidden=\"true\"></div>\
         <noscript><img src=\"/puzzle/{round}/board.png?v={version}\" alt=\"The puzzle's board: {status}\" \
         width=\"720\" height=\"720\"></noscript></div>\
         <section class=\"play\" aria-label=\"Your answer\" hidden>\
         <p class=\"you\"></p>\
         <div class=\"pieces\" role=\"group\" aria-label=\"Pieces to put on the board\"></div>\
         <div class=\"promotion\" role=\"group\" aria-label=\"Promote to\" hidden></div>\
         <form class=\"typed\"><label>Your move <input name=\"move\" maxlength=\"10\" \
         autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"></label> \
         <button type=\"submit\">Play</button></form>\
         <button type=\"button\" data-act=\"pass\" hidden>Pass</button>\
         <p class=\"said\" role=\"alert\"></p></section>\
         <ul class=\"about\" data-live=\"lines\">{lines}</ul>\
         <h2>Moves</h2><div data-live=\"moves\">{played}</div>\
         <h2>Position</h2><p><code data-live=\"position\">{position}</code></p>\
         <nav>{lichess}\
         <a href=\"/assets/chessground-license.txt\">Board: chessground (GPL-3.0)</a></nav>\
         </main>",
        version = view.version,
        solver = if view.solver.is_white() {
            "white"
        } else {
            "black"
        },
        status = escaped(&view.status),
        position = escaped(&view.position),
    );
    page_with_script(&title, &body, "puzzle.js")
}

/// The Mini App's home: the user's games, filled in by its script.
pub(super) fn app() -> String {
    page_with_script(
        "Kibitz: your games",
        "<main data-app><h1>Your games</h1>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\">Reading your games…</p>\
         <ul class=\"games\"></ul></main>",
        "app.js",
    )
}

/// The page for a game or address that does not exist.
/// A tournament's page: where it stands, its table, and each round's
/// boards with their results, each leading to its game's page.
pub(super) fn tournament(view: &TournamentView) -> String {
    let id = view.id.get();
    let title = escaped(&view.title);
    let heads: String = view
        .columns
        .iter()
        .map(|c| format!("<th scope=\"col\">{}</th>", escaped(c)))
        .collect();
    let rows: String = view
        .table
        .iter()
        .map(|(rank, name, cells)| {
            let cells: String = cells
                .iter()
                .map(|c| format!("<td>{}</td>", escaped(c)))
                .collect();
            format!(
                "<tr><td>{rank}</td><th scope=\"row\">{}</th>{cells}</tr>",
                escaped(name)
            )
        })
        .collect();
    let table = if view.table.is_empty() {
        "<p>No one has joined yet.</p>".to_owned()
    } else {
        format!(
            "<div class=\"wide\"><table class=\"standings\"><thead><tr><th scope=\"col\">#</th>\
             <th scope=\"col\">Player</th>{heads}</tr></thead><tbody>{rows}</tbody></table></div>\
             <p><a href=\"/tournament/{id}/standings.png\">The table as a picture</a></p>"
        )
    };
    let rounds: String = view
        .rounds
        .iter()
        .map(|round| {
            let boards: String = round
                .boards
                .iter()
                .enumerate()
                .map(|(n, b)| {
                    let result = match b.game {
                        Some(game) => format!(
                            "<a href=\"/game/{game}\" aria-label=\"Game #{game}\">{}</a>",
                            escaped(&b.result)
                        ),
                        None => escaped(&b.result),
                    };
                    format!(
                        "<tr><td>{}</td><td>{}</td><td class=\"outcome\">{result}</td><td>{}</td></tr>",
                        n + 1,
                        escaped(&b.white),
                        escaped(&b.black)
                    )
                })
                .collect();
            format!(
                "<h2>Round {number}</h2><div class=\"wide\"><table class=\"pairings\"><thead><tr>\
                 <th scope=\"col\">Board</th><th scope=\"col\">White</th>\
                 <th scope=\"col\">Result</th><th scope=\"col\">Black</th></tr></thead>\
                 <tbody>{boards}</tbody></table></div>",
                number = round.number
            )
        })
        .collect();
    let body = format!(
        "<main class=\"tournament\"><h1>{title}</h1>\
         <p class=\"status\" role=\"status\">{status}</p>\
         <h2>Standings</h2>{table}{rounds}</main>",
        status = escaped(&view.status),
    );
    document(&title, &body)
}

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
            id: crate::model::GameId(3),
            version: 2,
            white: "<script>alert(1)</script>".into(),
            black: "O'Neil & \"Co\"".into(),
            white_rating: Some("1500?".into()),
            black_rating: None,
            white_change: None,
            black_change: None,
            result: None,
            offer: Some("O'Neil & \"Co\" offers a draw.".into()),
            standing: Vec::new(),
            legend: None,
            variant: "standard chess".into(),
            status: "O'Neil & \"Co\" to move.".into(),
            moves: vec![MoveLine {
                number: "1.".into(),
                moves: vec![(1, "e4<".into())],
            }],
            plies: vec!["1. e4".into()],
            position: "fen".into(),
            clocks: None,
            analysis: PageAnalysis::Done(vec!["<b>".into()]),
            opening: Some("C20 King's Pawn Game".into()),
        };
        let page = game(&view);
        assert!(!page.contains("<script>alert"), "{page}");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(page.contains("O&#39;Neil &amp; &quot;Co&quot;"));
        assert!(
            page.contains(
                "<li>1. <button type=\"button\" class=\"ply\" data-ply=\"1\">e4&lt;</button></li>"
            ),
            "{page}"
        );
        assert!(page.contains("<li>&lt;b&gt;</li>"), "{page}");
        assert!(page.contains("Opening: C20 King&#39;s Pawn Game"), "{page}");
    }
}
