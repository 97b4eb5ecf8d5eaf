//! The HTML of the pages (a game's, a puzzle's, a tournament's, the Mini
//! App's home): plain markup in the reader's language, every text
//! escaped, the style and the scripts from the bot's own assets, the
//! scripts' own words handed to them in the page. A reader without
//! pictures or scripts has the whole game or puzzle in text (the moves and
//! the position).

use axum::response::Html;

use super::files::url;
use kibitz_rules::Color;

use crate::games::page::{GameView, Legend, MoveLine, PageAnalysis};
use crate::i18n::Text;
use crate::model::Language;
use crate::puzzles::page_view::PuzzleView;
use crate::tournaments::page::TournamentView;

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

/// A message written in `language`, escaped.
pub(super) fn say(language: Language, text: Text) -> String {
    escaped(&text.write(language))
}

/// A message written in `language`, escaped, its argument `name` (a
/// command) set as code.
pub(super) fn say_with_code(
    language: Language,
    text: Text,
    name: &'static str,
    code: &str,
) -> String {
    const MARK: &str = "\u{E000}";
    say(language, text.arg(name, MARK)).replace(MARK, &format!("<code>{}</code>", escaped(code)))
}

/// What a page's script writes, in the reader's language: a JSON object of
/// messages by id, each argument left as `{name}` for the script to fill
/// in. Safe inside a `<script>` element: no `<` is left in it.
fn script_texts(language: Language, texts: &[Text]) -> String {
    let map: serde_json::Map<String, serde_json::Value> = texts
        .iter()
        .map(|text| (text.id().to_owned(), text.write(language).into()))
        .collect();
    serde_json::Value::Object(map)
        .to_string()
        .replace('<', "\\u003c")
}

/// The words every page's script shares: the sides, the pieces, and what
/// a reader who may not act is told.
fn shared_texts() -> Vec<Text> {
    vec![
        Text::new("site-white"),
        Text::new("site-black"),
        Text::new("site-piece-p"),
        Text::new("site-piece-n"),
        Text::new("site-piece-b"),
        Text::new("site-piece-r"),
        Text::new("site-piece-q"),
        Text::new("site-piece-k"),
        Text::new("site-cancel"),
        Text::new("site-watch-only").arg("why", "{why}"),
        Text::new("site-unreachable"),
    ]
}

/// A page's parts: its title, its body, its script and the words the
/// script writes.
pub(super) struct Parts<'a> {
    /// The title, escaped.
    pub(super) title: &'a str,
    /// The body, escaped.
    pub(super) body: &'a str,
    /// The script's file.
    pub(super) script: &'a str,
    /// The words the script writes.
    pub(super) texts: Vec<Text>,
}

/// A whole page (title and body already escaped) in `language`, its files
/// linked by their hashed names and the modules the script imports
/// fetched at once beside it; a link to read it in the other language.
pub(super) fn document(language: Language, parts: Parts<'_>) -> String {
    let mut texts = shared_texts();
    texts.extend(parts.texts);
    let (other, other_name) = match language {
        Language::En => (Language::Ru, "Русский"),
        Language::Ru => (Language::En, "English"),
    };
    let preloads: String = super::files::imports_of(parts.script)
        .into_iter()
        .map(|name| format!("<link rel=\"modulepreload\" href=\"{}\">", url(name)))
        .collect();
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"color-scheme\" content=\"light dark\">\
         <meta name=\"kibitz-telegram-script\" content=\"{telegram}\">\
         <title>{title}</title><link rel=\"icon\" type=\"image/png\" href=\"/favicon.ico\">\
         <link rel=\"stylesheet\" href=\"{chessground}\">\
         <link rel=\"stylesheet\" href=\"{style}\">\
         <noscript><link rel=\"stylesheet\" href=\"{noscript}\"></noscript>\
         <script type=\"module\" src=\"{script}\"></script>{preloads}</head>\n<body>\n{body}\n\
         <footer><a href=\"?lang={other_code}\" hreflang=\"{other_code}\" lang=\"{other_code}\">{other_name}</a> \
         · <a href=\"/privacy\">{privacy}</a> · <a href=\"/terms\">{terms}</a></footer>\n\
         <script type=\"application/json\" id=\"texts\">{texts}</script>\n</body></html>\n",
        lang = language.code(),
        title = parts.title,
        body = parts.body,
        chessground = url("chessground.css"),
        style = url("page.css"),
        noscript = url("noscript.css"),
        script = url(parts.script),
        telegram = url("telegram-web-app.js"),
        other_code = other.code(),
        privacy = say(language, Text::new("site-privacy-title")),
        terms = say(language, Text::new("site-terms-title")),
        texts = script_texts(language, &texts),
    )
}

/// A page as an answer in English, for who has not said what they read.
pub(super) fn html(page: String) -> Html<String> {
    Html(page)
}

/// A side's name as the page writes it.
fn side_text(color: Color) -> Text {
    match color {
        Color::White => Text::new("site-white"),
        Color::Black => Text::new("site-black"),
    }
}

/// A player's box beside the board, as lichess's: their side (for a
/// reader who hears the page), name, rating as the game began and, after
/// a rated game, its change; the material they are up or the pieces in
/// their pocket, drawn by the script; and a live game's clock. The parts
/// marked `data-live` are read again as the game changes.
fn player_box(view: &GameView, color: Color, language: Language) -> String {
    let (name, rating, change) = match color {
        Color::White => (&view.white, &view.white_rating, &view.white_change),
        Color::Black => (&view.black, &view.black_rating, &view.black_change),
    };
    let side = match color {
        Color::White => "white",
        Color::Black => "black",
    };
    let rating = rating.as_deref().map_or_else(String::new, |rating| {
        format!(" <span class=\"rating\">{}</span>", escaped(rating))
    });
    let change = change.as_deref().map_or_else(String::new, |change| {
        let sign = if change.starts_with('+') {
            "up"
        } else if change.starts_with('-') || change.starts_with('−') {
            "down"
        } else {
            "even"
        };
        format!(
            " <span class=\"change\" data-sign=\"{sign}\">{}</span>",
            escaped(change)
        )
    });
    format!(
        "<div class=\"player\" data-side=\"{side}\">\
         <p class=\"who\" data-live=\"player-{side}\">\
         <span class=\"side {side}\" aria-hidden=\"true\"></span>\
         <span class=\"visually-hidden\">{label}: </span>\
         <strong class=\"name\">{name}</strong>{rating}{change}</p>\
         <div class=\"material cg-wrap pieceset\"></div>\
         <p class=\"clock-part\" data-live=\"clock-{side}\">{clock}</p></div>",
        label = say(language, side_text(color)),
        name = escaped(name),
        clock = clock(view, color, language),
    )
}

/// A live game's clock of one side: its time left, the running one marked
/// for the page's script to count down from when it was read
/// (`data-ms`), a side whose time is low marked (`data-low`, below
/// `data-low-ms`); empty for a game without a clock.
fn clock(view: &GameView, color: Color, language: Language) -> String {
    let Some(clocks) = &view.clocks else {
        return String::new();
    };
    let (ms, shown) = match color {
        Color::White => (clocks.white_ms, &clocks.white_shown),
        Color::Black => (clocks.black_ms, &clocks.black_shown),
    };
    format!(
        "<span class=\"clock\" data-clock=\"{}\" data-ms=\"{ms}\" data-running=\"{}\" \
         data-low-ms=\"{}\" data-low=\"{}\"><span class=\"visually-hidden\">{} </span><b>{}</b></span>",
        if color.is_white() { "white" } else { "black" },
        clocks.running == Some(color),
        clocks.low_ms,
        ms < clocks.low_ms,
        say(language, Text::new("site-clock")),
        escaped(shown)
    )
}

/// A game's computer analysis: its result and its evaluation graph once
/// done, or where it stands.
fn analysis(view: &GameView, language: Language) -> String {
    let id = view.id.get();
    let heading = say(language, Text::new("site-analysis"));
    match &view.analysis {
        PageAnalysis::Unavailable => String::new(),
        PageAnalysis::Offered => format!(
            "<h2>{heading}</h2><p>{}</p>",
            say_with_code(
                language,
                Text::new("site-analysis-offered"),
                "command",
                &format!("analyse #{id}")
            )
        ),
        PageAnalysis::Queued => format!(
            "<h2>{heading}</h2><p>{}</p>",
            say(language, Text::new("site-analysis-queued"))
        ),
        PageAnalysis::Done(lines) => {
            let lines: String = lines
                .iter()
                .map(|line| format!("<li>{}</li>", escaped(line)))
                .collect();
            format!(
                "<h2>{heading}</h2><figure class=\"graph\">\
                 <img src=\"/game/{id}/analysis.png?v={version}\" width=\"800\" height=\"240\" \
                 alt=\"{alt}\"></figure>\
                 <ul class=\"analysis\">{lines}</ul>",
                version = view.version,
                alt = say(language, Text::new("site-analysis-graph")),
            )
        }
    }
}

/// What the board's colours mean in a variant that colours squares.
fn legend(legend: Legend, language: Language) -> String {
    let say = |text: Text| say(language, text);
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

/// The words a game's script writes.
fn game_texts() -> Vec<Text> {
    vec![
        Text::new("site-replay-start").arg("side", "{side}"),
        Text::new("site-replay-after")
            .arg("move", "{move}")
            .arg("side", "{side}"),
        Text::new("site-the-start"),
        Text::new("site-holds")
            .arg("side", "{side}")
            .arg("pieces", "{pieces}"),
        Text::new("site-holds-nothing"),
        Text::new("site-you-play-white"),
        Text::new("site-you-play-black"),
        Text::new("site-over"),
        Text::new("site-your-move"),
        Text::new("site-waiting"),
        Text::new("site-premove")
            .arg("from", "{from}")
            .arg("to", "{to}"),
        Text::new("site-offer-draw"),
        Text::new("site-accept-draw"),
        Text::new("site-rematch"),
        Text::new("site-accept-rematch"),
        Text::new("site-go-rematch").arg("game", "{game}"),
        Text::new("site-not-playing").arg("name", "{name}"),
    ]
}

/// A game's page. The parts marked `data-live` are read again when the
/// game changes; the board is drawn by chessground from `board` (the
/// JSON of `/game/<id>/board`, handed over in the page and read again
/// from there as the game changes; the server's picture without scripts),
/// between the players' boxes.
pub(super) fn game(view: &GameView, language: Language, board: &str) -> String {
    let say = |text: Text| say(language, text);
    let id = view.id.get();
    let title = say(Text::new("site-game-title")
        .arg("game", id.to_string())
        .arg("white", &view.white)
        .arg("black", &view.black)
        .arg("variant", &view.variant));
    let moves: String = view.moves.iter().map(move_line).collect();
    let moves = if moves.is_empty() {
        format!("<p>{}</p>", say(Text::new("site-no-move")))
    } else {
        format!(
            "<ol class=\"moves\" aria-label=\"{}\">{moves}</ol>",
            say(Text::new("site-moves"))
        )
    };
    let status = escaped(&view.status);
    let body = format!(
        "<main data-game=\"{id}\" data-version=\"{version}\">\
         <h1>{title}</h1>\
         <div class=\"board-area\" data-orientation=\"white\">\
         {black_box}\
         <div class=\"board\" data-plies=\"{count}\">\
         <div id=\"board\" aria-hidden=\"true\"></div>\
         <noscript><img src=\"/game/{id}/board.png?v={version}\" alt=\"{board_alt}\" \
         width=\"720\" height=\"720\"></noscript></div>\
         {white_box}</div>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\" data-live=\"status\">{status}</p>\
         <p class=\"result\" data-live=\"result\">{result}</p>\
         <p class=\"offer\" role=\"status\" aria-live=\"polite\" data-live=\"offer\">{offer}</p>\
         <ul class=\"standing\" aria-live=\"polite\" data-live=\"standing\">{standing}</ul>\
         {legend}<div class=\"hands cg-wrap pieceset\" aria-live=\"polite\"></div>\
         <section class=\"play\" aria-label=\"{your_moves}\" hidden>\
         <p class=\"you\"></p>\
         <div class=\"promotion cg-wrap pieceset\" role=\"group\" aria-label=\"{promote_to}\" hidden></div>\
         <form class=\"typed\"><label>{type_move} <input name=\"move\" maxlength=\"10\" \
         autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"></label> \
         <button type=\"submit\">{play}</button></form>\
         <div class=\"actions\">\
         <button type=\"button\" data-act=\"pass\" hidden>{pass}</button>\
         <button type=\"button\" data-act=\"draw\">{offer_draw}</button>\
         <button type=\"button\" data-act=\"decline-draw\" hidden>{decline_draw}</button>\
         <button type=\"button\" data-act=\"resign\">{resign}</button>\
         <button type=\"button\" data-act=\"analyse\" hidden>{analyse}</button>\
         <button type=\"button\" data-act=\"rematch\" hidden>{rematch}</button>\
         <a class=\"rematch-game\" hidden></a></div>\
         <div class=\"confirm\" role=\"alertdialog\" aria-label=\"{resign_ask}\" hidden>\
         <p>{resign_confirm}</p>\
         <button type=\"button\" data-act=\"resign-yes\">{resign_yes}</button> \
         <button type=\"button\" data-act=\"resign-no\">{resign_no}</button></div>\
         <p class=\"said\" role=\"alert\"></p></section>\
         <div class=\"replay\" role=\"group\" aria-label=\"{replay}\">\
         <button type=\"button\" data-go=\"first\">{first}</button>\
         <button type=\"button\" data-go=\"previous\">{previous}</button>\
         <button type=\"button\" data-go=\"next\">{next}</button>\
         <button type=\"button\" data-go=\"last\">{last}</button>\
         <button type=\"button\" data-flip aria-pressed=\"false\">{flip}</button>\
         <span class=\"shown\" aria-live=\"polite\">{shown}</span></div>\
         <h2>{moves_heading}</h2><p class=\"opening\" data-live=\"opening\">{opening}</p>\
         <div data-live=\"moves\">{moves}</div>\
         <section data-live=\"analysis\"><div data-analysis=\"{analysis_state}\">{analysis}</div></section>\
         <ol class=\"plies\" hidden data-live=\"plies\">{plies}</ol>\
         <h2>{position_heading}</h2><p><code data-live=\"position\">{position}</code></p>\
         <nav><a href=\"/game/{id}/pgn\" download>{record}</a>\
         <a href=\"/game/{id}/gif\" download>{gif}</a>\
         <a href=\"/assets/chessground-license.txt\">{licence}</a></nav>\
         <script type=\"application/json\" id=\"board-data\">{board}</script>\
         </main>",
        board = board.replace('<', "\\u003c"),
        version = view.version,
        black_box = player_box(view, Color::Black, language),
        white_box = player_box(view, Color::White, language),
        board_alt = say(Text::new("site-board-alt").arg("status", &view.status)),
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
        legend = view.legend.map(|l| legend(l, language)).unwrap_or_default(),
        your_moves = say(Text::new("site-your-moves")),
        promote_to = say(Text::new("site-promote-to")),
        type_move = say(Text::new("site-type-move")),
        play = say(Text::new("site-play")),
        pass = say(Text::new("site-pass")),
        offer_draw = say(Text::new("site-offer-draw")),
        decline_draw = say(Text::new("site-decline-draw")),
        resign = say(Text::new("site-resign")),
        analyse = say(Text::new("site-analyse")),
        rematch = say(Text::new("site-rematch")),
        resign_ask = say(Text::new("site-resign-ask")),
        resign_confirm = say(Text::new("site-resign-confirm").arg("game", id.to_string())),
        resign_yes = say(Text::new("site-resign-yes")),
        resign_no = say(Text::new("site-resign-no")),
        replay = say(Text::new("site-replay")),
        first = say(Text::new("site-first")),
        previous = say(Text::new("site-previous")),
        next = say(Text::new("site-next")),
        last = say(Text::new("site-last")),
        flip = say(Text::new("site-flip")),
        moves_heading = say(Text::new("site-moves")),
        position_heading = say(Text::new("site-position")),
        record = say(Text::new("site-record")),
        gif = say(Text::new("site-gif")),
        licence = say(Text::new("site-board-licence")),
        count = view.plies.len(),
        shown = view
            .plies
            .last()
            .map_or_else(|| say(Text::new("site-the-start")), |ply| escaped(ply)),
        plies = view
            .plies
            .iter()
            .map(|ply| format!("<li>{}</li>", escaped(ply)))
            .collect::<String>(),
        position = escaped(&view.position),
        analysis = analysis(view, language),
        opening =
            view.opening.as_deref().map_or_else(String::new, |o| say(
                Text::new("site-opening").arg("opening", o)
            )),
        analysis_state = match view.analysis {
            PageAnalysis::Unavailable => "none",
            PageAnalysis::Offered => "offered",
            PageAnalysis::Queued => "queued",
            PageAnalysis::Done(_) => "done",
        },
    );
    document(
        language,
        Parts {
            title: &title,
            body: &body,
            script: "page.js",
            texts: game_texts(),
        },
    )
}

/// A puzzle round's page. The parts marked `data-live` are read again
/// when the round changes; the board is drawn by chessground from
/// `/puzzle/<round>/board`, turned to the solver's side (the server's
/// picture without scripts).
pub(super) fn puzzle(view: &PuzzleView, language: Language) -> String {
    let say = |text: Text| say(language, text);
    let round = view.round;
    let title = say(Text::new("site-puzzle-title")
        .arg("puzzle", &view.puzzle_id)
        .arg("variant", &view.variant));
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
        format!("<p>{}</p>", say(Text::new("site-no-move")))
    } else {
        format!(
            "<ol class=\"plies-played\" aria-label=\"{}\">{played}</ol>",
            say(Text::new("site-moves"))
        )
    };
    let lichess = view.lichess.as_deref().map_or_else(String::new, |url| {
        format!(
            "<a href=\"{}\" rel=\"noopener\">{}</a>",
            escaped(url),
            say(Text::new("site-puzzle-lichess"))
        )
    });
    let body = format!(
        "<main data-puzzle=\"{round}\" data-version=\"{version}\" data-solver=\"{solver}\">\
         <h1>{title}</h1>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\" data-live=\"status\">{status}</p>\
         <div class=\"board\">\
         <div id=\"board\" aria-hidden=\"true\"></div>\
         <noscript><img src=\"/puzzle/{round}/board.png?v={version}\" alt=\"{board_alt}\" \
         width=\"720\" height=\"720\"></noscript></div>\
         <section class=\"play\" aria-label=\"{your_answer}\" hidden>\
         <p class=\"you\"></p>\
         <div class=\"pieces cg-wrap pieceset\" role=\"group\" aria-label=\"{to_put}\"></div>\
         <div class=\"promotion cg-wrap pieceset\" role=\"group\" aria-label=\"{promote_to}\" hidden></div>\
         <form class=\"typed\"><label>{type_move} <input name=\"move\" maxlength=\"10\" \
         autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"></label> \
         <button type=\"submit\">{play}</button></form>\
         <button type=\"button\" data-act=\"pass\" hidden>{pass}</button>\
         <p class=\"said\" role=\"alert\"></p></section>\
         <ul class=\"about\" data-live=\"lines\">{lines}</ul>\
         <h2>{moves_heading}</h2><div data-live=\"moves\">{played}</div>\
         <h2>{position_heading}</h2><p><code data-live=\"position\">{position}</code></p>\
         <nav>{lichess}\
         <a href=\"/assets/chessground-license.txt\">{licence}</a></nav>\
         </main>",
        version = view.version,
        solver = if view.solver.is_white() {
            "white"
        } else {
            "black"
        },
        status = escaped(&view.status),
        board_alt = say(Text::new("site-puzzle-board-alt").arg("status", &view.status)),
        your_answer = say(Text::new("site-your-answer")),
        to_put = say(Text::new("site-pieces-to-put")),
        promote_to = say(Text::new("site-promote-to")),
        type_move = say(Text::new("site-type-move")),
        play = say(Text::new("site-play")),
        pass = say(Text::new("site-pass")),
        moves_heading = say(Text::new("site-moves")),
        position_heading = say(Text::new("site-position")),
        licence = say(Text::new("site-board-licence")),
        position = escaped(&view.position),
    );
    document(
        language,
        Parts {
            title: &title,
            body: &body,
            script: "puzzle.js",
            texts: vec![
                Text::new("site-puzzle-you-white"),
                Text::new("site-puzzle-you-black"),
            ],
        },
    )
}

/// The Mini App's home: the user's games, filled in by its script, and a
/// game against the bot to start.
pub(super) fn app(language: Language) -> String {
    let say = |text: Text| say(language, text);
    let title = say(Text::new("site-app-title"));
    let body = format!(
        "<main data-app><h1>{heading}</h1>\
         <p class=\"status\" role=\"status\" aria-live=\"polite\">{reading}</p>\
         <ul class=\"games\"></ul>\
         <section class=\"new-game\" aria-labelledby=\"new-game\" hidden>\
         <h2 id=\"new-game\">{new_game}</h2>\
         <form class=\"play-bot\">\
         <label>{variant} <select name=\"variant\">{variants}</select></label>\
         <label>{time} <select name=\"time\">{times}</select></label>\
         <label>{level} <select name=\"level\">{levels}</select></label>\
         <label>{color} <select name=\"color\">{colors}</select></label>\
         <button type=\"submit\">{start}</button></form>\
         <p class=\"said\" role=\"alert\"></p></section>\
         <section class=\"challenge\" aria-labelledby=\"challenge-heading\" hidden>\
         <h2 id=\"challenge-heading\">{challenge_heading}</h2>\
         <form class=\"challenge-form\">\
         <label>{opponent} <select name=\"opponent\"></select></label>\
         <label>{variant} <select name=\"variant\">{variants}</select></label>\
         <label>{time} <select name=\"time\">{times}</select></label>\
         <label>{color} <select name=\"color\">{colors}</select></label>\
         <button type=\"submit\">{send_challenge}</button></form>\
         <p class=\"said\" role=\"alert\"></p></section>\
         <p class=\"hint\">{challenge}</p></main>",
        heading = say(Text::new("site-app-heading")),
        reading = say(Text::new("site-app-reading")),
        new_game = say(Text::new("site-app-new-game")),
        variant = say(Text::new("site-app-variant")),
        variants = options(&super::new_game::variants(), language),
        time = say(Text::new("site-app-time")),
        times = options(&super::new_game::times(), language),
        level = say(Text::new("site-app-level")),
        levels = (1..=8)
            .map(|n| format!(
                "<option value=\"{n}\"{}>{n}</option>",
                if n == 3 { " selected" } else { "" }
            ))
            .collect::<String>(),
        color = say(Text::new("site-app-color")),
        colors = options(&super::new_game::colors(), language),
        start = say(Text::new("site-app-start")),
        challenge = say_with_code(
            language,
            Text::new("site-app-challenge"),
            "command",
            "challenge @name"
        ),
        challenge_heading = say(Text::new("site-app-challenge-heading")),
        opponent = say(Text::new("site-app-opponent")),
        send_challenge = say(Text::new("site-app-send-challenge")),
    );
    document(
        language,
        Parts {
            title: &title,
            body: &body,
            script: "app.js",
            texts: vec![
                Text::new("site-app-open-in-telegram"),
                Text::new("site-app-your-games").arg("name", "{name}"),
                Text::new("site-app-no-games").arg("name", "{name}"),
                Text::new("site-app-game")
                    .arg("game", "{game}")
                    .arg("opponent", "{opponent}")
                    .arg("variant", "{variant}"),
                Text::new("site-app-my-move"),
                Text::new("site-app-last-game").arg("game", "{game}"),
                Text::new("site-their-move"),
            ],
        },
    )
}

/// A select's options: each value with its label in `language`, the
/// first chosen.
fn options(choices: &[(&str, Text)], language: Language) -> String {
    choices
        .iter()
        .enumerate()
        .map(|(i, (value, label))| {
            format!(
                "<option value=\"{}\"{}>{}</option>",
                escaped(value),
                if i == 0 { " selected" } else { "" },
                say(language, label.clone())
            )
        })
        .collect()
}

/// A tournament's page: where it stands, its table, and each round's
/// boards with their results, each leading to its game's page.
pub(super) fn tournament(view: &TournamentView, language: Language) -> String {
    let say = |text: Text| say(language, text);
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
        format!("<p>{}</p>", say(Text::new("site-tournament-empty")))
    } else {
        format!(
            "<div class=\"wide\"><table class=\"standings\"><thead><tr><th scope=\"col\">#</th>\
             <th scope=\"col\">{player}</th>{heads}</tr></thead><tbody>{rows}</tbody></table></div>\
             <p><a href=\"/tournament/{id}/standings.png\">{picture}</a></p>",
            player = say(Text::new("site-player")),
            picture = say(Text::new("site-table-picture")),
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
                            "<a href=\"/game/{game}\" aria-label=\"{}\">{}</a>",
                            say(Text::new("site-game-number").arg("game", game.to_string())),
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
                "<h2>{heading}</h2><div class=\"wide\"><table class=\"pairings\"><thead><tr>\
                 <th scope=\"col\">{board}</th><th scope=\"col\">{white}</th>\
                 <th scope=\"col\">{result}</th><th scope=\"col\">{black}</th></tr></thead>\
                 <tbody>{boards}</tbody></table></div>",
                heading = say(Text::new("site-round").number("round", round.number)),
                board = say(Text::new("site-board")),
                white = say(Text::new("site-white")),
                black = say(Text::new("site-black")),
                result = say(Text::new("site-result")),
            )
        })
        .collect();
    let body = format!(
        "<main class=\"tournament\"><h1>{title}</h1>\
         <p class=\"status\" role=\"status\">{status}</p>\
         <h2>{standings}</h2>{table}{rounds}</main>",
        status = escaped(&view.status),
        standings = say(Text::new("site-standings")),
    );
    document(
        language,
        Parts {
            title: &title,
            body: &body,
            script: "page.js",
            texts: Vec::new(),
        },
    )
}

/// The page for a game or address that does not exist.
pub(super) fn not_found() -> String {
    let language = Language::En;
    let title = say(language, Text::new("site-not-found-title"));
    let body = format!(
        "<main><h1>{title}</h1><p>{}</p></main>",
        say(language, Text::new("site-not-found"))
    );
    document(
        language,
        Parts {
            title: &title,
            body: &body,
            script: "page.js",
            texts: Vec::new(),
        },
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
            board: crate::games::page::BoardState {
                version: 2,
                plies: 1,
                shown: 1,
                placement: "8/8/8/8/4P3/8/8/8".into(),
                state: "fen".into(),
                turn: Color::Black,
                last_move: None,
                check: None,
                swap: None,
                ball: None,
                goals: [Vec::new(), Vec::new()],
                targets: [Vec::new(), Vec::new()],
                pockets: None,
                over: false,
            },
        };
        let page = game(&view, Language::En, "{\"placement\":\"</script>\"}");
        assert!(!page.contains("\"</script>"), "{page}");
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

    #[test]
    fn the_scripts_words_come_in_the_readers_language_and_cannot_close_their_element() {
        let texts = script_texts(
            Language::Ru,
            &[
                Text::new("site-you-play-white"),
                Text::new("site-watch-only").arg("why", "</script><b>"),
            ],
        );
        let read: serde_json::Value = serde_json::from_str(&texts).expect("JSON");
        assert_eq!(read["site-you-play-white"], "Вы играете белыми.");
        assert_eq!(
            read["site-watch-only"],
            "Вы только наблюдаете: </script><b>."
        );
        assert!(!texts.contains('<'), "{texts}");
    }
}
