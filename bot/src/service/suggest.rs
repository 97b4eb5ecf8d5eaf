//! Suggestions while a user types (Discord's autocomplete): their games in
//! this chat, and the legal moves of the game they are playing (or of the
//! chat's open puzzle) that match what they typed so far. Read-only: nothing is written, not even the
//! first sight of a user or a chat.

use kibitz_rules::Game;

use crate::chat::{Actor, Place};
use crate::command::{MoveWords, move_option};
use crate::games::state::next_row::waits_for;
use crate::i18n::Text;
use crate::model::GameId;
use crate::perf::variant_text;
use crate::service::Service;
use crate::store::{GameRow, PlayerRow, SeatedGame, StoreError};

/// How many suggestions a list holds at most (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;

/// One suggestion: what the user sees, and what it fills in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The label, in the user's language.
    pub label: String,
    /// The value the option takes when chosen.
    pub value: Suggested,
}

/// What a suggestion fills in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Suggested {
    /// A game's number.
    Game(GameId),
    /// A move, with its game when several could be meant (`Nf3 #12`).
    Move(String),
    /// A word: a command's name.
    Word(String),
}

/// The commands `help` explains whose names begin with what is typed (a
/// leading `/` and case aside), then those that hold it elsewhere; at most
/// [`MAX_SUGGESTIONS`].
pub fn suggest_topics(typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let names = crate::service::commands::COMMANDS
        .rows()
        .filter(|spec| spec.alias_of.is_none())
        .map(|spec| spec.name);
    let (first, then): (Vec<&str>, Vec<&str>) = names
        .filter(|name| name.contains(typed.as_str()))
        .partition(|name| name.starts_with(typed.as_str()));
    first
        .into_iter()
        .chain(then)
        .take(MAX_SUGGESTIONS)
        .map(|name| Suggestion {
            label: name.to_owned(),
            value: Suggested::Word(name.to_owned()),
        })
        .collect()
}

/// Letters that change nothing about which move is meant.
fn is_decoration(c: char) -> bool {
    matches!(c, 'x' | 'X' | '+' | '#' | '!' | '?' | '=' | ':' | '-' | ' ')
}

/// A move's text reduced for matching: `Nxf3+` and `nf3` both read `nf3`.
fn reduced(text: &str) -> String {
    text.chars()
        .filter(|&c| !is_decoration(c))
        .flat_map(char::to_lowercase)
        .collect()
}

impl Service {
    /// The user and their games in progress in this chat, with their
    /// players: one read, which creates nothing.
    async fn player_and_games(
        &self,
        actor: &Actor,
        place: &Place,
    ) -> Result<Option<(PlayerRow, Vec<SeatedGame>)>, StoreError> {
        let scene = self.config.store.scene(actor, place, None).await?;
        Ok(scene.player.map(|player| (player, scene.games)))
    }

    /// The user's games in progress in this chat, theirs to move first,
    /// labelled like the `games` list; the value is the game's number.
    /// `Err` when the store could not say (no suggestion is better than
    /// a wrong "none").
    pub async fn suggest_games(
        &self,
        actor: &Actor,
        place: &Place,
    ) -> Result<Vec<Suggestion>, StoreError> {
        let Some((player, games)) = self.player_and_games(actor, place).await? else {
            return Ok(Vec::new());
        };
        let language = player.language;
        let mut choices = Vec::new();
        for seated in games {
            let row = &seated.row;
            let mine = to_move(row).map(|white| white == player_is_white(&player, row));
            let opponent = if player_is_white(&player, row) {
                seated.black.display_name
            } else {
                seated.white.display_name
            };
            let label = Text::new("games-line")
                .arg("game", row.id.to_string())
                .arg("opponent", opponent)
                .text("variant", variant_text(row.variant))
                .arg("turn", if mine == Some(true) { "mine" } else { "theirs" })
                .arg("here", "yes")
                .write(language);
            let label = label.trim_end_matches('.').chars().take(100).collect();
            choices.push((mine != Some(true), row.id, label));
        }
        choices.sort();
        Ok(choices
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|(_, id, label)| Suggestion {
                label,
                value: Suggested::Game(id),
            })
            .collect())
    }

    /// The legal moves matching `typed` (ignoring case, captures, checks)
    /// in the game `named`, or in each of the user's games here where it is
    /// their turn; with none, in the puzzle open in the chat. With several
    /// such games each move names its game (`Nf3 #12`), so that choosing
    /// it plays in the right one. `Err` when the store could not say.
    pub async fn suggest_moves(
        &self,
        actor: &Actor,
        place: &Place,
        named: Option<GameId>,
        typed: &str,
    ) -> Result<Vec<Suggestion>, StoreError> {
        let (player, games) = self
            .player_and_games(actor, place)
            .await?
            .map_or((None, Vec::new()), |(player, games)| (Some(player), games));
        let mut playable: Vec<(Option<GameId>, Game)> = games
            .iter()
            .map(|seated| &seated.row)
            .filter(|row| named.is_none_or(|id| id == row.id))
            .filter(|row| player.as_ref().is_some_and(|p| waits_for(row, p.id)))
            .filter_map(|row| {
                self.games
                    .rebuilt(row)
                    .ok()
                    .map(|game| (Some(row.id), game))
            })
            .collect();
        playable.sort_by_key(|(id, _)| *id);
        let several = playable.len() > 1;
        let plays_here = !games.is_empty();
        if playable.is_empty() && named.is_none() && !plays_here {
            // No game of theirs here: the chat's puzzle, if one is open
            // (its moves are answered as a puzzle's, without a number).
            if let Some(puzzle) = self.puzzles.open_puzzle_position(place).await? {
                playable.push((None, puzzle));
            }
        }
        let wanted = reduced(typed.split_whitespace().next().unwrap_or_default());
        let mut choices = Vec::new();
        for (id, game) in &playable {
            for mv in game.legal_moves() {
                let san = game.san(mv);
                let uci = game.uci(mv);
                if !reduced(&san).starts_with(&wanted) && !reduced(&uci).starts_with(&wanted) {
                    continue;
                }
                let Some(words) = MoveWords::new(&san) else {
                    continue;
                };
                let value = move_option(&words, id.filter(|_| several));
                choices.push(Suggestion {
                    label: value.clone(),
                    value: Suggested::Move(value),
                });
                if choices.len() == MAX_SUGGESTIONS {
                    return Ok(choices);
                }
            }
        }
        Ok(choices)
    }
}

/// Whether the player has White in the game.
fn player_is_white(player: &PlayerRow, row: &GameRow) -> bool {
    row.white_id == player.id
}

/// Whether White is to move in the stored game (`None` if the state does
/// not read).
fn to_move(row: &GameRow) -> Option<bool> {
    Game::from_state(row.variant, &row.state)
        .ok()
        .map(|g| g.turn() == kibitz_rules::Color::White)
}

#[cfg(test)]
mod tests {
    use super::{MAX_SUGGESTIONS, Suggested, reduced, suggest_topics};

    #[test]
    fn help_topics_are_suggested_by_their_beginning_first() {
        let words = |typed: &str| -> Vec<String> {
            suggest_topics(typed)
                .into_iter()
                .map(|s| match s.value {
                    Suggested::Word(word) => word,
                    other => panic!("{other:?}"),
                })
                .collect()
        };
        assert_eq!(words("/Pre"), ["premove"]);
        assert_eq!(words("re")[..2], ["resign", "rematch"]);
        assert!(words("re").contains(&"premove".to_owned()));
        assert_eq!(words("").len(), MAX_SUGGESTIONS);
        assert!(words("qq").is_empty());
    }

    #[test]
    fn moves_match_whatever_decoration_is_typed() {
        assert_eq!(reduced("Nxf3+"), "nf3");
        assert_eq!(reduced("e8=Q#"), "e8q");
        assert_eq!(reduced("O-O"), "oo");
        assert!(reduced("Nxf3").starts_with(&reduced("nf")));
        assert!(!reduced("Nf3").starts_with(&reduced("Nd")));
    }
}
