//! `/privacy` and `/terms`: what Kibitz keeps about the people who use it,
//! for how long and who sees it, and the terms it is offered on, in the
//! reader's language (Discord asks a bot past 100 servers for both). The
//! words are the messages `site-privacy-*` and `site-terms-*`; a command
//! in backquotes is shown as code.

use axum::response::Response;

use super::page::{Parts, document, escaped};
use super::reader::{self, Reader};
use crate::i18n::Text;
use crate::model::Language;

/// A paragraph of `text` in `language`: escaped, its backquoted words code.
fn paragraph(language: Language, text: Text) -> String {
    let written = escaped(&text.write(language));
    let mut out = String::with_capacity(written.len() + 32);
    for (i, part) in written.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(part);
            out.push_str("</code>");
        } else {
            out.push_str(part);
        }
    }
    format!("<p>{out}</p>")
}

/// A page of sections: its title, its opening paragraph, then each
/// section's heading and paragraph.
fn sections(language: Language, title: Text, intro: Text, parts: Vec<(Text, Text)>) -> String {
    let title = escaped(&title.write(language));
    let mut body = format!(
        "<main class=\"policy\"><h1>{title}</h1>{}",
        paragraph(language, intro)
    );
    for (heading, text) in parts {
        body.push_str(&format!(
            "<section><h2>{}</h2>{}</section>",
            escaped(&heading.write(language)),
            paragraph(language, text)
        ));
    }
    body.push_str("</main>");
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

/// The privacy page in `language`.
pub(super) fn privacy(language: Language) -> String {
    sections(
        language,
        Text::new("site-privacy-title"),
        Text::new("site-privacy-intro"),
        vec![
            (
                Text::new("site-privacy-players-heading"),
                Text::new("site-privacy-players"),
            ),
            (
                Text::new("site-privacy-games-heading"),
                Text::new("site-privacy-games"),
            ),
            (
                Text::new("site-privacy-chats-heading"),
                Text::new("site-privacy-chats"),
            ),
            (
                Text::new("site-privacy-updates-heading"),
                Text::new("site-privacy-updates"),
            ),
            (
                Text::new("site-privacy-pages-heading"),
                Text::new("site-privacy-pages"),
            ),
            (
                Text::new("site-privacy-public-heading"),
                Text::new("site-privacy-public"),
            ),
            (
                Text::new("site-privacy-forget-heading"),
                Text::new("site-privacy-forget"),
            ),
        ],
    )
}

/// The terms page in `language`.
pub(super) fn terms(language: Language) -> String {
    sections(
        language,
        Text::new("site-terms-title"),
        Text::new("site-terms-intro"),
        vec![
            (
                Text::new("site-terms-play-heading"),
                Text::new("site-terms-play"),
            ),
            (
                Text::new("site-terms-data-heading"),
                Text::new("site-terms-data"),
            ),
            (
                Text::new("site-terms-software-heading"),
                Text::new("site-terms-software"),
            ),
            (
                Text::new("site-terms-platforms-heading"),
                Text::new("site-terms-platforms"),
            ),
        ],
    )
}

/// `GET /privacy`.
pub(super) async fn privacy_page(reader: Reader) -> Response {
    reader::answer(privacy(reader.language), reader)
}

/// `GET /terms`.
pub(super) async fn terms_page(reader: Reader) -> Response {
    reader::answer(terms(reader.language), reader)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backquoted_commands_are_code_and_the_rest_is_escaped() {
        assert_eq!(
            paragraph(Language::En, Text::new("site-privacy-forget"))
                .matches("<code>forget me</code>")
                .count(),
            1
        );
        let page = privacy(Language::Ru);
        assert!(page.contains("<html lang=\"ru\""));
        assert!(!page.contains('`'), "every backquote pair became code");
        assert!(terms(Language::En).contains("GPL"));
    }
}
