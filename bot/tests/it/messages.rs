//! Every message id the code uses exists in English and in Russian. The
//! ids written out in `Text::new("…")` calls are read from the source;
//! the others come from the command table (`spec.…`), whose ids are
//! checked one by one.

use kibitz::model::Language;
use std::path::{Path, PathBuf};

use kibitz::command::{OptionKind, OptionSpec};
use kibitz::i18n::{file_of, message_ids};
use kibitz::service::commands::COMMANDS;

/// Every Rust file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// What a `Text::new(` call is given.
#[derive(Debug)]
enum Argument {
    /// An id written out.
    Literal(String),
    /// Anything else, as written (up to the closing parenthesis).
    Expression(String),
}

/// The arguments of the `Text::new(` calls in a text, with their lines.
fn calls(source: &str) -> Vec<(usize, Argument)> {
    const CALL: &str = "Text::new(";
    let mut found = Vec::new();
    for (at, _) in source.match_indices(CALL) {
        // `SetUpText::new(` and the like are other types.
        let before = source[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let line = source[..at].matches('\n').count() + 1;
        let rest = source[at + CALL.len()..].trim_start();
        let argument = match rest.strip_prefix('"') {
            Some(literal) => {
                Argument::Literal(literal.split('"').next().unwrap_or_default().to_owned())
            }
            None => Argument::Expression(rest.split(')').next().unwrap_or_default().to_owned()),
        };
        found.push((line, argument));
    }
    found
}

/// The message ids of options, their subcommands' options and their
/// choices' labels.
fn option_ids(options: &[OptionSpec], ids: &mut Vec<String>) {
    for option in options {
        ids.push(option.description.to_owned());
        match option.kind {
            OptionKind::Choice { choices, .. } => ids.extend(
                choices
                    .list()
                    .into_iter()
                    .filter_map(|choice| choice.label)
                    .map(|label| label.id().to_owned()),
            ),
            OptionKind::Sub(inner) => option_ids(inner, ids),
            OptionKind::User
            | OptionKind::Number { .. }
            | OptionKind::Level
            | OptionKind::Text { .. }
            | OptionKind::SetUp
            | OptionKind::Lines { .. }
            | OptionKind::Record { .. }
            | OptionKind::Topic
            | OptionKind::Flag => {}
        }
    }
}

#[test]
fn every_message_id_in_the_code_exists_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut used: Vec<(String, String)> = Vec::new();
    let mut unchecked = Vec::new();
    for file in sources(&root) {
        let source = std::fs::read_to_string(&file).expect("a readable source");
        for (line, argument) in calls(&source) {
            let place = format!("{}:{line}", file.display());
            match argument {
                Argument::Literal(id) => used.push((id, place)),
                // Ids not written out must come from the command table,
                // checked below.
                Argument::Expression(expression) if expression.contains("spec") => {}
                Argument::Expression(expression) => {
                    unchecked.push(format!("{place}: {expression}"))
                }
            }
        }
    }
    assert!(
        used.len() > 150,
        "the source is read ({} ids found)",
        used.len()
    );
    assert!(
        unchecked.is_empty(),
        "message ids this test cannot check:\n{}",
        unchecked.join("\n")
    );
    for spec in COMMANDS.rows() {
        let table = format!("the command table's `{}`", spec.name);
        used.push((spec.help.to_owned(), table.clone()));
        for id in spec.telegram.into_iter().chain(spec.discord) {
            used.push((id.to_owned(), table.clone()));
        }
        let mut ids = Vec::new();
        option_ids(spec.options, &mut ids);
        used.extend(ids.into_iter().map(|id| (id, table.clone())));
    }
    for language in Language::ALL {
        let known = message_ids(language);
        let missing: Vec<String> = used
            .iter()
            .filter(|(id, _)| known.binary_search(id).is_err())
            .map(|(id, place)| format!("{id} ({place})"))
            .collect();
        assert!(
            missing.is_empty(),
            "missing in the {language} files:\n{}",
            missing.join("\n")
        );
    }
}

/// The domains, each with a folder of `src` and a message file of its own.
const DOMAINS: [&str; 8] = [
    "games",
    "challenges",
    "standing",
    "analysis",
    "puzzles",
    "tournaments",
    "identity",
    "settings",
];

/// A message written out only in one domain's folder is in that
/// domain's file, in both languages: a domain's texts are found beside
/// each other, and a change to one domain touches its own files.
#[test]
fn a_message_one_domain_alone_uses_is_in_that_domains_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut users: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        Default::default();
    for file in sources(&root) {
        let source = std::fs::read_to_string(&file).expect("a readable source");
        let folder = file
            .strip_prefix(&root)
            .ok()
            .and_then(|inside| inside.iter().next())
            .and_then(|first| first.to_str())
            .unwrap_or_default()
            .to_owned();
        for (_, argument) in calls(&source) {
            if let Argument::Literal(id) = argument {
                users.entry(id).or_default().insert(folder.clone());
            }
        }
    }
    let mut checked = 0;
    let mut misplaced = Vec::new();
    for (id, folders) in &users {
        let [folder] = folders.iter().collect::<Vec<_>>()[..] else {
            continue;
        };
        if !DOMAINS.contains(&folder.as_str()) {
            continue;
        }
        checked += 1;
        for language in Language::ALL {
            let file = file_of(language, id);
            if file != Some(folder.as_str()) {
                misplaced.push(format!("{id}: used in {folder}/, in {language}/{file:?}"));
            }
        }
    }
    assert!(checked > 300, "the domains' messages are read ({checked})");
    assert!(
        misplaced.is_empty(),
        "messages not in their domain's file:\n{}",
        misplaced.join("\n")
    );
}

#[test]
fn the_reader_of_calls_finds_literal_ids_and_other_arguments() {
    let source = "let a = Text::new(\"game-over\").arg(\"x\", y);\nText::new( spec.help )";
    let found = calls(source);
    assert!(matches!(&found[0], (1, Argument::Literal(id)) if id == "game-over"));
    assert!(matches!(&found[1], (2, Argument::Expression(e)) if e.trim() == "spec.help"));
}
