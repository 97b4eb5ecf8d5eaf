//! The pages' own files, embedded in the binary: the style, the scripts,
//! the board component (lichess's chessground, vendored with its licence;
//! see `assets/chessground/NOTICE.md`) and Telegram's Web App script
//! (`assets/telegram/NOTICE.md`), each with a name that holds a hash of
//! its contents, under which it never changes.

use sha2::{Digest, Sha256};

/// The chessground style sheets, in the order they apply.
const CHESSGROUND_CSS: &str = concat!(
    include_str!("assets/chessground/chessground.base.css"),
    include_str!("assets/chessground/chessground.brown.css"),
    include_str!("assets/chessground/chessground.cburnett.css"),
);

/// An embedded file by name: its type and contents as built in.
fn file(name: &str) -> Option<(&'static str, &'static str)> {
    const JS: &str = "text/javascript; charset=utf-8";
    const CSS: &str = "text/css; charset=utf-8";
    Some(match name {
        "page.js" => (JS, include_str!("assets/page.js")),
        "app.js" => (JS, include_str!("assets/app.js")),
        "board.js" => (JS, include_str!("assets/board.js")),
        "puzzle.js" => (JS, include_str!("assets/puzzle.js")),
        "telegram.js" => (JS, include_str!("assets/telegram.js")),
        "telegram-web-app.js" => (JS, include_str!("assets/telegram/telegram-web-app.js")),
        "telegram-web-app-license.txt" => (
            "text/plain; charset=utf-8",
            include_str!("assets/telegram/LICENSE"),
        ),
        "page.css" => (CSS, include_str!("assets/page.css")),
        "noscript.css" => (CSS, include_str!("assets/noscript.css")),
        "chessground.js" => (JS, include_str!("assets/chessground/chessground.min.js")),
        "chessground.css" => (CSS, CHESSGROUND_CSS),
        "chessground-license.txt" => (
            "text/plain; charset=utf-8",
            include_str!("assets/chessground/LICENSE"),
        ),
        _ => return None,
    })
}

/// The files, those imported by others first: each script's imports are
/// written with the names of the files they import as served.
const SERVED: [&str; 12] = [
    "chessground.js",
    "chessground.css",
    "chessground-license.txt",
    "telegram-web-app.js",
    "telegram-web-app-license.txt",
    "board.js",
    "telegram.js",
    "page.css",
    "noscript.css",
    "page.js",
    "puzzle.js",
    "app.js",
];

/// A file as served: its type, its contents, and its name with a hash of
/// its contents (`page.3f9a1c2b7d04e6aa.js`), under which it never changes.
pub(super) struct Served {
    /// Its type.
    pub(super) mime: &'static str,
    /// Its contents.
    pub(super) body: String,
    /// Its name with the hash of its contents.
    pub(super) hashed: String,
}

/// Every file as served, by its plain name, made once.
pub(super) fn served() -> &'static std::collections::HashMap<&'static str, Served> {
    static SERVED_FILES: std::sync::OnceLock<std::collections::HashMap<&'static str, Served>> =
        std::sync::OnceLock::new();
    SERVED_FILES.get_or_init(|| {
        let mut done: std::collections::HashMap<&'static str, Served> =
            std::collections::HashMap::new();
        for name in SERVED {
            let Some((mime, body)) = file(name) else {
                continue;
            };
            let mut body = body.to_owned();
            if name.ends_with(".js") {
                for (imported, file) in &done {
                    body = body.replace(
                        &format!("\"/assets/{imported}\""),
                        &format!("\"/assets/{}\"", file.hashed),
                    );
                }
            }
            let hash = hex::encode(&Sha256::digest(body.as_bytes())[..8]);
            let hashed = match name.rsplit_once('.') {
                Some((stem, extension)) => format!("{stem}.{hash}.{extension}"),
                None => format!("{name}.{hash}"),
            };
            done.insert(name, Served { mime, body, hashed });
        }
        done
    })
}

/// The scripts `name` imports, and theirs, each once (a page asks for them
/// beside its own script, `modulepreload`, saving a round trip apiece).
pub(super) fn imports_of(name: &str) -> Vec<&'static str> {
    let mut found: Vec<&'static str> = Vec::new();
    let mut asked = vec![name];
    while let Some(next) = asked.pop() {
        let Some((_, body)) = file(next) else {
            continue;
        };
        for imported in SERVED {
            let named = format!("from \"/assets/{imported}\"");
            if imported.ends_with(".js") && body.contains(&named) && !found.contains(&imported) {
                found.push(imported);
                asked.push(imported);
            }
        }
    }
    found
}

/// The address a page links one of the files by: its hashed name, which a
/// browser keeps for good.
pub(super) fn url(name: &str) -> String {
    match served().get(name) {
        Some(file) => format!("/assets/{}", file.hashed),
        None => format!("/assets/{name}"),
    }
}
