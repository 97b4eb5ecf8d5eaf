//! A game's record as a file: the PGN with its tags.

use kibitz_rules::PgnTags;

use crate::chat::Attachment;
use crate::service::loaded::Loaded;

/// The game record of a stored game, as a file.
pub(in crate::service) fn pgn_file(loaded: &Loaded) -> Attachment {
    Attachment {
        name: format!("kibitz-{}.pgn", loaded.row.id),
        mime: "application/x-chess-pgn",
        bytes: loaded.game.to_pgn(&pgn_tags(loaded)).into_bytes(),
    }
}

/// The PGN tags of a stored game.
fn pgn_tags(loaded: &Loaded) -> PgnTags {
    let row = &loaded.row;
    PgnTags {
        event: if row.days_per_move.is_some() {
            "Kibitz correspondence game".into()
        } else {
            "Kibitz casual game".into()
        },
        site: format!("Kibitz ({})", loaded.white.platform),
        date: row.created_at.format("%Y.%m.%d").to_string(),
        white: loaded.white.display_name.clone(),
        black: loaded.black.display_name.clone(),
        extra: vec![("GameId".into(), row.id.to_string())],
    }
}
