//! The reader of a page and the language it is written in for them: the
//! one they chose on a page (kept in a cookie), else their browser's; and
//! a page answered in it. (A player's own language, their setting or
//! Telegram's, is told to the page's script once it knows who they are,
//! and the script keeps it the same way.)

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use axum::response::{Html, IntoResponse, Response};

use crate::model::Language;

/// The cookie that keeps the language a reader chose on a page (or that
/// the page took from their settings).
const LANGUAGE_COOKIE: &str = "kibitz-lang";

/// The language a page is written in for its reader: the query's `lang`
/// (a reader's choice on the page, kept in a cookie from then), else the
/// cookie, else the first language of the browser's `Accept-Language` that
/// Kibitz writes, else English. A language Kibitz does not write is
/// passed over, never refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reader {
    /// The language to write the page in.
    pub language: Language,
    /// Whether the reader chose it now (`?lang=`): the answer keeps it.
    pub chosen: bool,
}

impl Reader {
    /// Reads the query, the cookies and `Accept-Language`.
    fn read(query: Option<&str>, cookies: &[&str], accepted: Option<&str>) -> Reader {
        let asked = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .find(|(name, _)| name == "lang")
            .and_then(|(_, value)| Language::from_code(&value));
        if let Some(language) = asked {
            return Reader {
                language,
                chosen: true,
            };
        }
        let kept = cookies
            .iter()
            .flat_map(|header| header.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == LANGUAGE_COOKIE)
            .and_then(|(_, value)| Language::from_code(value.trim()));
        Reader {
            language: kept
                .or_else(|| accepted.and_then(browser_language))
                .unwrap_or_default(),
            chosen: false,
        }
    }
}

/// The language Kibitz writes that a browser's `Accept-Language` prefers
/// most (`ru-RU,ru;q=0.9,en;q=0.8` is Russian); `None` when it names none.
fn browser_language(accepted: &str) -> Option<Language> {
    let mut best: Option<(f32, Language)> = None;
    for entry in accepted.split(',').take(32) {
        let mut parts = entry.split(';');
        let Some(language) = parts.next().and_then(|tag| Language::from_code(tag.trim())) else {
            continue;
        };
        let weight = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
            .filter(|q| q.is_finite() && *q > 0.0);
        if let Some(weight) = weight
            && best.is_none_or(|(held, _)| weight > held)
        {
            best = Some((weight, language));
        }
    }
    best.map(|(_, language)| language)
}

impl<S: Send + Sync> FromRequestParts<S> for Reader {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let cookies: Vec<&str> = parts
            .headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .collect();
        let accepted = parts
            .headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok());
        Ok(Reader::read(parts.uri.query(), &cookies, accepted))
    }
}

/// A page as an answer for its reader: in their language, which a
/// reader who chose it on the page keeps (a cookie of a year); a cache
/// keeps one copy per language.
pub(super) fn answer(page: String, reader: Reader) -> Response {
    let mut response = Html(page).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(reader.language.code()),
    );
    headers.insert(
        header::VARY,
        HeaderValue::from_static("Accept-Language, Cookie"),
    );
    if reader.chosen
        && let Ok(cookie) = HeaderValue::from_str(&format!(
            "{LANGUAGE_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
            reader.language.code()
        ))
    {
        headers.insert(header::SET_COOKIE, cookie);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pages_language_is_the_readers_choice_then_the_cookie_then_the_browsers() {
        let read = |query, cookies: &[&str], accepted| Reader::read(query, cookies, accepted);
        let ru = Reader {
            language: Language::Ru,
            chosen: false,
        };
        assert_eq!(
            read(Some("lang=ru&ply=2"), &[], Some("en")),
            Reader {
                language: Language::Ru,
                chosen: true
            }
        );
        assert_eq!(read(None, &["a=1; kibitz-lang=ru"], Some("en")), ru);
        assert_eq!(read(None, &[], Some("de-DE,ru;q=0.8,en;q=0.5")), ru);
        assert_eq!(read(None, &[], Some("en;q=0.3, ru-RU")), ru);
        assert_eq!(
            read(
                Some("lang=xx"),
                &["kibitz-lang=zz"],
                Some("fr, de;q=x, ru;q=0")
            ),
            Reader::default()
        );
        assert_eq!(read(None, &[], None), Reader::default());
    }
}
