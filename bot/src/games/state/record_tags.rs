//! A pasted game's record tags, kept with its row: the record's own, but
//! those its export writes itself; they name its players, and its export
//! copies the rest.

use kibitz_rules::pgn::read_tags;

use crate::store::{GameRow, PlayerRow};

/// The longest player's name taken from a record, in characters.
const MAX_NAME_CHARS: usize = 40;

/// The tags a record's export writes itself (from the game, or as Kibitz
/// names and finds them), never copied from the record pasted.
const WRITTEN_TAGS: [&str; 13] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Variant",
    "SetUp",
    "FEN",
    "Termination",
    "ECO",
    "Opening",
];

/// The tags kept with a pasted game: the record's, but those its export
/// writes itself.
pub(crate) fn kept_tags(tags: &[(String, String)]) -> Vec<(String, String)> {
    tags.iter()
        .filter(|(name, _)| !WRITTEN_TAGS.contains(&name.as_str()) || is_named(name))
        .cloned()
        .collect()
}

/// Whether a tag is one of those kept to name the game (its players,
/// event, site, date, round).
fn is_named(name: &str) -> bool {
    matches!(
        name,
        "Event" | "Site" | "Date" | "Round" | "White" | "Black"
    )
}

/// A tag's value in a pasted game's kept tags, when it says something
/// (PGN's `?` says nothing).
pub(crate) fn record_tag(row: &GameRow, name: &str) -> Option<String> {
    let tags = read_tags(row.record_tags.as_deref()?)?;
    let value = tags.into_iter().find(|(n, _)| n == name)?.1;
    let value = value.trim();
    (!value.is_empty() && value.chars().any(|c| c != '?')).then(|| value.to_owned())
}

/// The players of a pasted game named as its record names them (a side it
/// leaves unnamed keeps its record player's name, White or Black).
pub(crate) fn name_record_players(row: &GameRow, (white, black): (&mut PlayerRow, &mut PlayerRow)) {
    if row.record_tags.is_none() {
        return;
    }
    for (player, tag) in [(white, "White"), (black, "Black")] {
        if let Some(name) = record_tag(row, tag) {
            player.display_name = name.chars().take(MAX_NAME_CHARS).collect();
        }
    }
}

/// The tags a pasted game's export copies from its record (its extra
/// tags, the named ones aside).
pub(crate) fn copied_tags(row: &GameRow) -> Vec<(String, String)> {
    row.record_tags
        .as_deref()
        .and_then(read_tags)
        .unwrap_or_default()
        .into_iter()
        .filter(|(name, _)| !WRITTEN_TAGS.contains(&name.as_str()))
        .collect()
}
