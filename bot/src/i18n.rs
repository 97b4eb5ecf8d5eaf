//! Every text a user reads, from the Fluent message files in
//! `locales/<language>/`: one a domain (games, challenges, standing,
//! analysis, puzzles, tournaments, identity, settings) and one each for
//! the words several parts share, the command language, help, the
//! platforms and the web pages. A message missing in a language falls
//! back to English; a test checks that each file holds the same messages
//! in both languages, and that no message is in two files.

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::model::Language;

/// Declares each language's message files, by name, in `locales/`.
macro_rules! message_files {
    ($($name:literal),* $(,)?) => {
        /// The English message files: each one's name and text.
        const ENGLISH: &[(&str, &str)] = &[
            $(($name, include_str!(concat!("../locales/en/", $name, ".ftl")))),*
        ];
        /// The Russian message files, the same names as the English.
        const RUSSIAN: &[(&str, &str)] = &[
            $(($name, include_str!(concat!("../locales/ru/", $name, ".ftl")))),*
        ];
    };
}

message_files!(
    "common",
    "commands",
    "help",
    "games",
    "challenges",
    "standing",
    "analysis",
    "puzzles",
    "tournaments",
    "identity",
    "settings",
    "adapters",
    "pages",
);

/// The message files of a language: each one's name and text.
fn sources(language: Language) -> &'static [(&'static str, &'static str)] {
    match language {
        Language::En => ENGLISH,
        Language::Ru => RUSSIAN,
    }
}

/// A message id and its arguments, written out in a language on demand.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, shown as it is.
    Str(String),
    /// A number, formatted for the language (and choosing plural forms).
    Number(f64),
    /// Another message, written in the same language.
    Text(Box<Text>),
}

impl Text {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a text argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<String>) -> Text {
        self.args.push((name, Arg::Str(value.into())));
        self
    }

    /// Adds a number argument.
    pub fn number(mut self, name: &'static str, value: impl Into<f64>) -> Text {
        self.args.push((name, Arg::Number(value.into())));
        self
    }

    /// Adds another message as an argument, written in the same language.
    pub fn text(mut self, name: &'static str, value: Text) -> Text {
        self.args.push((name, Arg::Text(Box::new(value))));
        self
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message written in a language.
    pub fn write(&self, language: Language) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            match value {
                Arg::Str(s) => args.set(*name, FluentValue::from(s.as_str())),
                Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Text(t) => args.set(*name, FluentValue::from(t.write(language))),
            }
        }
        match self.formatted(language, &args) {
            Ok(text) => text,
            Err((text, problem)) => {
                debug_assert!(false, "{problem}");
                text
            }
        }
    }

    /// The text in `language` (else English), or what it came out as and
    /// why it is wrong: a message missing, a placeholder not filled.
    fn formatted(&self, language: Language, args: &FluentArgs) -> Result<String, (String, String)> {
        let bundles = bundles();
        for lang in [language, Language::En] {
            let bundle = &bundles[lang as usize];
            if let Some(pattern) = bundle.get_message(self.id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle
                    .format_pattern(pattern, Some(args), &mut errors)
                    .into_owned();
                if errors.is_empty() {
                    return Ok(text);
                }
                return Err((text, format!("{}: {errors:?}", self.id)));
            }
        }
        Err((self.id.to_owned(), format!("no message {}", self.id)))
    }

    /// Whether the text can be written in `language` as it should be:
    /// every placeholder filled (also in release builds, where
    /// [`Text::write`] does not check).
    pub fn check(&self, language: Language) -> Result<String, String> {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            match value {
                Arg::Str(s) => args.set(*name, FluentValue::from(s.as_str())),
                Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Text(t) => args.set(*name, FluentValue::from(t.check(language)?)),
            }
        }
        self.formatted(language, &args)
            .map_err(|(_, problem)| problem)
    }
}

impl fmt::Display for Text {
    /// In English, for logs and tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(Language::En))
    }
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 2] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.map(bundle))
}

/// A message file, read (the files are part of the build: a test reads
/// every one, so a file that does not parse never ships).
fn resource(language: Language, (name, text): (&str, &str)) -> FluentResource {
    FluentResource::try_new(text.to_owned())
        .unwrap_or_else(|(_, errors)| panic!("{language}/{name}.ftl does not parse: {errors:?}"))
}

fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let id = language.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Chat clients show the isolation marks as boxes.
    bundle.set_use_isolating(false);
    for &file in sources(language) {
        // A message in two files is refused here.
        bundle
            .add_resource(resource(language, file))
            .unwrap_or_else(|errors| panic!("{language}/{}.ftl: {errors:?}", file.0));
    }
    bundle
}

/// The ids of the messages of one message file.
fn file_ids(language: Language, file: (&str, &str)) -> Vec<String> {
    resource(language, file)
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

/// The name of the message file of a language that holds message `id`.
pub fn file_of(language: Language, id: &str) -> Option<&'static str> {
    sources(language)
        .iter()
        .find(|&&file| file_ids(language, file).iter().any(|known| known == id))
        .map(|(name, _)| *name)
}

/// The ids of every message in a language's files.
pub fn message_ids(language: Language) -> Vec<String> {
    let mut ids: Vec<String> = sources(language)
        .iter()
        .flat_map(|&file| file_ids(language, file))
        .collect();
    ids.sort();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_the_same_messages() {
        assert_eq!(message_ids(Language::En), message_ids(Language::Ru));
        assert!(message_ids(Language::En).len() > 10);
    }

    #[test]
    fn each_message_file_holds_the_same_messages_in_both_languages() {
        for (english, russian) in ENGLISH.iter().zip(RUSSIAN) {
            assert_eq!(english.0, russian.0);
            let (mut en, mut ru) = (
                file_ids(Language::En, *english),
                file_ids(Language::Ru, *russian),
            );
            en.sort();
            ru.sort();
            assert!(!en.is_empty(), "{} holds messages", english.0);
            assert_eq!(en, ru, "{}.ftl", english.0);
        }
    }

    #[test]
    fn no_message_is_in_two_files() {
        for language in Language::ALL {
            let mut ids = message_ids(language);
            let all = ids.len();
            ids.dedup();
            assert_eq!(ids.len(), all, "a message is in two {language} files");
            // And the bundle, which refuses one, is built.
            assert!(bundles()[language as usize].has_message("welcome"));
        }
    }

    #[test]
    fn messages_are_written_with_their_arguments() {
        let text = Text::new("command-too-long")
            .number("chars", 400)
            .number("max", 300);
        assert_eq!(
            text.write(Language::En),
            "That is too long for a command (400 characters, at most 300)."
        );
        assert_eq!(
            text.write(Language::Ru),
            "Слишком длинно для команды (400 знаков, не больше 300)."
        );
    }

    #[test]
    fn russian_numbers_take_their_plural_forms() {
        let text = |n: u32| {
            Text::new("command-too-long")
                .number("chars", n)
                .number("max", 300)
                .write(Language::Ru)
        };
        assert!(text(301).contains("301 знак,"), "{}", text(301));
        assert!(text(302).contains("302 знака,"), "{}", text(302));
        assert!(text(305).contains("305 знаков,"), "{}", text(305));
    }

    #[test]
    fn language_codes_read_back() {
        assert_eq!(Language::from_code("ru-RU"), Some(Language::Ru));
        assert_eq!(Language::from_code("EN"), Some(Language::En));
        assert_eq!(Language::from_code("de"), None);
    }
}
