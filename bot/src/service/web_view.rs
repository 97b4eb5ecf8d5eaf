//! A game as its web page shows it, for anyone: read from the store, so
//! that a move made through any process appears; drawn as the chats draw
//! it (White at the bottom).

use kibitz_rules::Color;

use super::loaded::Loaded;
use super::present::{game_views, outcome_text, pgn_file, time_left, variant_text, view_of_game};
use super::{Failure, Service};
use crate::i18n::{Language, Text};

/// What a game's page shows, in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameView {
    /// The game's number.
    pub id: i64,
    /// Bumped by every change: the page follows it.
    pub version: i64,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's rating in the game's variant, as chats show it
    /// (`1500?` while provisional), when White has one.
    pub white_rating: Option<String>,
    /// Black's rating, as White's.
    pub black_rating: Option<String>,
    /// The game played, as a chat names it.
    pub variant: String,
    /// Whose move it is and the time left, or how the game ended.
    pub status: String,
    /// The moves, numbered, a full move to a line: `1. e4 e5`.
    pub moves: Vec<String>,
    /// Each move on its own, numbered as a record numbers it (`1. e4`,
    /// `1... e5`), for replaying the game move by move.
    pub plies: Vec<String>,
    /// The position as text (FEN, or the variant's own state string).
    pub position: String,
}

/// The moves of a game numbered as a record writes them, a full move (or
/// what the variant plays in one) to a line.
fn numbered_moves(loaded: &Loaded) -> Vec<String> {
    let game = &loaded.game;
    let mut lines: Vec<String> = Vec::new();
    let numbers = game.written_numbers();
    for (played, number) in game.history().iter().zip(numbers) {
        match number {
            Some(n) if played.by == Color::White => lines.push(format!("{n}. {}", played.san)),
            Some(n) => lines.push(format!("{n}... {}", played.san)),
            None => match lines.last_mut() {
                Some(line) => {
                    line.push(' ');
                    line.push_str(&played.san);
                }
                None => lines.push(played.san.to_string()),
            },
        }
    }
    lines
}

/// Each move of a game with its number: `1. e4`, `1... e5`.
fn numbered_plies(loaded: &Loaded) -> Vec<String> {
    let game = &loaded.game;
    game.history()
        .iter()
        .zip(game.move_numbers())
        .map(|(played, number)| match played.by {
            Color::White => format!("{number}. {}", played.san),
            Color::Black => format!("{number}... {}", played.san),
        })
        .collect()
}

impl Service {
    /// A stored game with its players, rebuilt; `None` if there is none.
    pub(super) async fn web_game(&self, id: i64) -> Result<Option<Loaded>, Failure> {
        let Some(row) = self.store.game(id).await? else {
            return Ok(None);
        };
        let seated = self.seat(row).await?;
        Ok(Some(self.load(seated).await?))
    }

    /// A game's page, or `None` when there is no such game.
    pub async fn game_view(&self, id: i64) -> Result<Option<GameView>, String> {
        let Some(loaded) = self.web_game(id).await.map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let language = Language::En;
        let status = match loaded.outcome() {
            Some(outcome) => outcome_text(outcome).write(language),
            None => {
                let to_move = loaded.player(loaded.game.turn());
                let mut line = Text::new("game-to-move")
                    .arg("player", &to_move.display_name)
                    .arg(
                        "check",
                        if loaded.game.marks().check.is_some() {
                            "yes"
                        } else {
                            "no"
                        },
                    )
                    .write(language);
                if let Some(deadline) = loaded.row.deadline {
                    line.push(' ');
                    line.push_str(&time_left(deadline, self.clock.now()).write(language));
                }
                line
            }
        };
        let now = self.clock.now();
        let mut ratings = [None, None];
        for (at, player) in [&loaded.white, &loaded.black].into_iter().enumerate() {
            let held = self
                .store
                .ratings_of(player.id)
                .await
                .map_err(|e| e.to_string())?;
            ratings[at] = held
                .iter()
                .find(|r| r.variant == loaded.row.variant)
                .map(|r| r.rating.shown_at(now));
        }
        let [white_rating, black_rating] = ratings;
        Ok(Some(GameView {
            id: loaded.row.id,
            version: loaded.row.version,
            white: loaded.white.display_name.clone(),
            black: loaded.black.display_name.clone(),
            white_rating,
            black_rating,
            variant: variant_text(loaded.row.variant).write(language),
            status,
            moves: numbered_moves(&loaded),
            plies: numbered_plies(&loaded),
            position: loaded.game.state(),
        }))
    }

    /// A game's version, to follow it; `None` when there is no such game.
    pub async fn game_version(&self, id: i64) -> Result<Option<i64>, String> {
        let row = self.store.game(id).await.map_err(|e| e.to_string())?;
        Ok(row.map(|row| row.version))
    }

    /// The game's board as a PNG, White at the bottom: as it stands, or
    /// after its first `ply` moves; `None` when there is no such game or
    /// it has fewer moves.
    pub async fn game_png(&self, id: i64, ply: Option<usize>) -> Result<Option<Vec<u8>>, String> {
        let Some(loaded) = self.web_game(id).await.map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let shown = match ply {
            None => loaded.game.clone(),
            Some(ply) if ply <= loaded.game.history().len() => loaded.game.after_plies(ply),
            Some(_) => return Ok(None),
        };
        let view = view_of_game(
            &shown,
            &loaded.white.display_name,
            &loaded.black.display_name,
            Color::White,
            Language::En,
        );
        kibitz_render::png(&view, &kibitz_render::Style::default())
            .map(Some)
            .map_err(|e| e.to_string())
    }

    /// The game's record (PGN).
    pub async fn game_pgn(&self, id: i64) -> Result<Option<Vec<u8>>, String> {
        let loaded = self.web_game(id).await.map_err(|e| e.to_string())?;
        Ok(loaded.map(|loaded| pgn_file(&loaded).bytes))
    }

    /// The game's replay (GIF), White at the bottom.
    pub async fn game_gif(&self, id: i64) -> Result<Option<Vec<u8>>, String> {
        let Some(loaded) = self.web_game(id).await.map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let views = game_views(
            &loaded.game,
            &loaded.white.display_name,
            &loaded.black.display_name,
            Color::White,
            Language::En,
        );
        let style = kibitz_render::Style::default();
        tokio::task::spawn_blocking(move || {
            kibitz_render::gif(&views, &style, kibitz_render::Timing::default())
        })
        .await
        .map_err(|e| e.to_string())?
        .map(Some)
        .map_err(|e| e.to_string())
    }
}
