//! A game as its web page shows it, for anyone: read from the store, so
//! that a move made through any process appears; drawn as the chats draw
//! it (White at the bottom).

use crate::games::reviews::PageAnalysis;
use crate::model::{GameId, Language};
use kibitz_rules::Color;

use super::board::{BoardState, board_state};
use crate::games::page::answer::PageError;
use crate::games::page::pages::GamePages;
use crate::games::state::live_clock::{clock_of, clock_shown, left_at};
use crate::games::state::loaded::Loaded;
use crate::games::views::{
    game_views, match_news, outcome_text, palette, pgn_file_analysed, phase_text, result_written,
    time_left, view_of_game, with_replay_clocks,
};
use crate::i18n::Text;
use crate::openings::opening_of;
use crate::perf::variant_text;
use crate::rating::{PROVISIONAL_DEVIATION, shown, shown_change};

/// What a game's page shows, written in its reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameView {
    /// The game's number.
    pub id: GameId,
    /// Bumped by every change: the page follows it.
    pub version: i64,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's rating as the game began, in the rating the game counts
    /// for, as chats show it (`1500?` while provisional), when White had
    /// one.
    pub white_rating: Option<String>,
    /// Black's rating, as White's.
    pub black_rating: Option<String>,
    /// How White's rating changed with the game, once a rated game is
    /// over (`+12`).
    pub white_change: Option<String>,
    /// How Black's rating changed, as White's.
    pub black_change: Option<String>,
    /// The result as a record writes it (`1-0`, `0-1`, `½-½`), once the
    /// game is over.
    pub result: Option<String>,
    /// An offer waiting for an answer (`alice offers a draw.`).
    pub offer: Option<String>,
    /// What the variant keeps beside the board, as the chat's picture
    /// shows it: chess football's score, half and moves left and the news
    /// of the last move (a goal: `news`), Immortal chess's pieces home,
    /// three-check's checks given.
    pub standing: Vec<StandingLine>,
    /// What the board's colours mean, for a variant that colours squares.
    pub legend: Option<Legend>,
    /// The game played, as a chat names it.
    pub variant: String,
    /// Whose move it is and the time left, or how the game ended.
    pub status: String,
    /// The moves, numbered, a full move to a line: `1. e4 e5`.
    pub moves: Vec<MoveLine>,
    /// Each move on its own, numbered as a record numbers it (`1. e4`,
    /// `1... e5`), for replaying the game move by move.
    pub plies: Vec<String>,
    /// The position as text (FEN, or the variant's own state string).
    pub position: String,
    /// A live game's clocks as they stood when the page was read.
    pub clocks: Option<PageClocks>,
    /// Where the game's computer analysis stands.
    pub analysis: PageAnalysis,
    /// The game's opening by lichess's names (`C60 Ruy Lopez`), if it
    /// has one.
    pub opening: Option<String>,
    /// The board as it stands, as the page's script draws it (handed over
    /// with the page, so that it is drawn before anything is asked).
    pub board: BoardState,
}

/// A line of a game's moves on its page: its number (`1.`, or `1...`
/// when it begins with Black's move; empty where the game's record
/// numbers none), and each move with its place in the game (1 for the
/// first) and its SAN with the analysis's mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// The number, as a record writes it.
    pub number: String,
    /// The moves: each one's place in the game, and how it is written.
    pub moves: Vec<(usize, String)>,
}

/// A line of what a variant keeps beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingLine {
    /// The line.
    pub text: String,
    /// Whether it is the news of the last move (a goal, half-time).
    pub news: bool,
}

/// The board's colours of a variant that colours squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Legend {
    /// Chess football: the goals each side defends, the ball.
    Football,
    /// Immortal chess: the squares each side's pieces have yet to reach,
    /// the last swap.
    Immortal,
}

/// The variant's state of `loaded` as lines: score, half, news, pieces
/// home, checks given.
fn standing_lines(loaded: &Loaded, language: Language) -> Vec<StandingLine> {
    let game = &loaded.game;
    let marks = game.marks();
    let (white, black) = (&loaded.white.display_name, &loaded.black.display_name);
    let line = |text: Text| StandingLine {
        text: text.write(language),
        news: false,
    };
    let per_side = |text: Text, numbers: kibitz_rules::ByColor<u32>| {
        line(
            text.arg("white", white)
                .arg("black", black)
                .number("white_count", f64::from(numbers.white))
                .number("black_count", f64::from(numbers.black)),
        )
    };
    let mut lines = Vec::new();
    if let Some(score) = marks.score {
        lines.push(per_side(Text::new("page-score"), score));
    }
    if let Some(phase) = marks.phase.filter(|_| loaded.outcome().is_none()) {
        lines.push(line(phase_text(phase, game.turn())));
    }
    let last = game.history().len().saturating_sub(1);
    lines.extend(
        match_news(game, last, white, black)
            .into_iter()
            .map(|news| StandingLine {
                text: news.write(language),
                news: true,
            }),
    );
    if let Some(home) = marks.home {
        lines.push(per_side(Text::new("page-home"), home));
    }
    if let Some(checks) = marks.checks_given {
        lines.push(per_side(Text::new("page-checks"), checks));
    }
    lines
}

/// A live game's clocks on its page: each side's time left when the page
/// was read (the running one ticks down on the page from then).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageClocks {
    /// White's time left, in milliseconds.
    pub white_ms: i64,
    /// Black's time left, in milliseconds.
    pub black_ms: i64,
    /// White's, as a clock shows it (`4:32`, `9.4`).
    pub white_shown: String,
    /// Black's, as a clock shows it.
    pub black_shown: String,
    /// The side whose time runs, while it does.
    pub running: Option<Color>,
    /// Below how many milliseconds a side's time is low (shown in red).
    pub low_ms: i64,
}

/// The moves of a game with their numbers and the analysis's marks, a full
/// move to a line: `1. e4 e5`; each move with its place in the game (1
/// for the first), which the page replays it by.
fn numbered_moves(loaded: &Loaded, glyphs: &[&str]) -> Vec<MoveLine> {
    let game = &loaded.game;
    let mut lines: Vec<MoveLine> = Vec::new();
    let numbers = game.written_numbers();
    for (ply, (played, number)) in game.history().iter().zip(numbers).enumerate() {
        let san = format!("{}{}", played.san, glyphs.get(ply).copied().unwrap_or(""));
        let at = ply + 1;
        match number {
            Some(n) => lines.push(MoveLine {
                number: if played.by == Color::White {
                    format!("{n}.")
                } else {
                    format!("{n}...")
                },
                moves: vec![(at, san)],
            }),
            None => match lines.last_mut() {
                Some(line) => line.moves.push((at, san)),
                None => lines.push(MoveLine {
                    number: String::new(),
                    moves: vec![(at, san)],
                }),
            },
        }
    }
    lines
}

/// Each move of a game with its number and the analysis's mark:
/// `1. e4`, `1... e5`, `18. Qxb7??`.
fn numbered_plies(loaded: &Loaded, glyphs: &[&str]) -> Vec<String> {
    let game = &loaded.game;
    game.history()
        .iter()
        .zip(game.move_numbers())
        .enumerate()
        .map(|(ply, (played, number))| {
            let glyph = glyphs.get(ply).copied().unwrap_or("");
            match played.by {
                Color::White => format!("{number}. {}{glyph}", played.san),
                Color::Black => format!("{number}... {}{glyph}", played.san),
            }
        })
        .collect()
}

/// A live game's clocks at `now`, for its page.
fn page_clocks(loaded: &Loaded, now: chrono::DateTime<chrono::Utc>) -> Option<PageClocks> {
    let clock = clock_of(&loaded.row)?;
    let plies = loaded.game.history().len();
    let left = left_at(&loaded.row, (plies, loaded.game.turn()), now)?;
    let running = loaded.outcome().is_none() && loaded.row.both_sides_moved(plies);
    Some(PageClocks {
        white_ms: left.white,
        black_ms: left.black,
        white_shown: clock_shown(left.white),
        black_shown: clock_shown(left.black),
        running: running.then(|| loaded.game.turn()),
        low_ms: clock.low_time_ms(),
    })
}

/// The version of a game's page: the game's, three times over, and where
/// its analysis stands (0 not asked, 1 queued, 2 done), so that each
/// change of either is a new version.
fn page_version(game: i64, stage: i64) -> i64 {
    game.saturating_mul(3).saturating_add(stage)
}

/// The result as a record writes it, for a game that was played out (an
/// aborted or unfinished one has none).
fn score_of(outcome: kibitz_rules::Outcome) -> Option<&'static str> {
    match outcome.reason {
        kibitz_rules::EndReason::Aborted | kibitz_rules::EndReason::Unfinished => None,
        _ => Some(result_written(outcome)),
    }
}

/// The pages' pictures: the default theme, as everyone sees them.
pub(crate) fn page_style() -> kibitz_render::Style {
    kibitz_render::Style {
        theme: palette(crate::model::Theme::default()),
        ..kibitz_render::Style::default()
    }
}

impl GamePages {
    /// A game's page, in `language`.
    pub async fn game_view(&self, id: GameId, language: Language) -> Result<GameView, PageError> {
        let loaded = self.page_game(id).await?;
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
                // A live game's clocks as they stand when the page is read;
                // a correspondence game's time left.
                let now = self.clock.now();
                // A correspondence game's time left; a live game's clocks
                // have their own place on the page.
                if let Some(deadline) = loaded
                    .row
                    .deadline
                    .filter(|_| clock_of(&loaded.row).is_none())
                {
                    line.push(' ');
                    line.push_str(&time_left(deadline, now).write(language));
                }
                if loaded.game.marks().last_move_to_draw {
                    line.push(' ');
                    line.push_str(
                        &Text::new("immortal-last-move")
                            .arg("white", &loaded.white.display_name)
                            .write(language),
                    );
                }
                line
            }
        };
        let now = self.clock.now();
        let ([white_rating, black_rating], [white_change, black_change]) =
            self.page_ratings(&loaded).await?;
        let offer = loaded
            .outcome()
            .is_none()
            .then(|| {
                let (offer, by) = match (loaded.row.draw_offer, loaded.row.takeback_offer) {
                    (Some(by), _) => (Text::new("page-draw-offered"), by),
                    (None, Some(by)) => (Text::new("page-takeback-asked"), by),
                    (None, None) => return None,
                };
                Some(
                    offer
                        .arg("player", &loaded.player(by).display_name)
                        .write(language),
                )
            })
            .flatten();
        let reviews = self.games.reviews();
        let version = page_version(loaded.row.version, reviews.stage(id).await?);
        let analysis = reviews.shown(&loaded, language).await?;
        let kept = match &analysis {
            PageAnalysis::Done(_) => reviews.review(&loaded).await?,
            _ => None,
        };
        let glyphs: Vec<&str> = kept.as_ref().map_or_else(Vec::new, |kept| {
            kept.moves.iter().map(|m| m.glyph).collect()
        });
        Ok(GameView {
            id: loaded.row.id,
            version,
            white: loaded.white.display_name.clone(),
            black: loaded.black.display_name.clone(),
            white_rating,
            black_rating,
            white_change,
            black_change,
            result: loaded.outcome().and_then(score_of).map(str::to_owned),
            offer,
            standing: standing_lines(&loaded, language),
            legend: match loaded.row.variant {
                kibitz_rules::Variant::Football => Some(Legend::Football),
                kibitz_rules::Variant::Immortal => Some(Legend::Immortal),
                _ => None,
            },
            variant: variant_text(loaded.row.variant).write(language),
            status,
            moves: numbered_moves(&loaded, &glyphs),
            plies: numbered_plies(&loaded, &glyphs),
            position: loaded.game.state(),
            clocks: page_clocks(&loaded, now),
            analysis,
            opening: opening_of(&loaded.game).map(|o| o.to_string()),
            board: board_state(
                &loaded.game,
                loaded.row.version,
                loaded.game.history().len(),
            ),
        })
    }

    /// Each side's rating as the game began, in the rating it counts for
    /// (`1500?` while provisional), and, once a rated game is over, how it
    /// changed (`+12`): as lichess shows them beside the players.
    async fn page_ratings(
        &self,
        loaded: &Loaded,
    ) -> Result<([Option<String>; 2], [Option<String>; 2]), PageError> {
        let results = if loaded.outcome().is_some() && loaded.row.rated {
            self.standing_store.results_of_game(loaded.row.id).await?
        } else {
            Vec::new()
        };
        let perf = loaded.row.perf();
        let began = loaded.row.created_at;
        let mut ratings = [None, None];
        let mut changes = [None, None];
        for (at, color) in [Color::White, Color::Black].into_iter().enumerate() {
            let player = loaded.player(color);
            let settled = results
                .iter()
                .find(|r| r.color == color)
                .and_then(|r| Some((r.rating_before?, r.rating_after?, r.deviation_after?)));
            if let Some((before, after, deviation)) = settled {
                ratings[at] = Some(shown(before, deviation > PROVISIONAL_DEVIATION));
                changes[at] = Some(shown_change(before, after));
                continue;
            }
            ratings[at] = match self
                .standing_store
                .rating_left_before(player.id, perf, began)
                .await?
            {
                Some((rating, deviation)) => Some(shown(rating, deviation > PROVISIONAL_DEVIATION)),
                // No rated game of theirs had ended by then: the rating they
                // hold, if no game has changed it since.
                None => self
                    .standing_store
                    .ratings_of(player.id)
                    .await?
                    .iter()
                    .find(|r| r.perf == perf && r.rating.rated_at <= began)
                    .map(|r| r.rating.shown_at(began)),
            };
        }
        Ok((ratings, changes))
    }

    /// The version of what a game's page shows (the game, and its
    /// analysis asked for and done), to follow it.
    pub async fn page_version(&self, id: GameId) -> Result<i64, PageError> {
        let row = self.store.game(id).await?.ok_or(PageError::NoGame)?;
        let stage = self.games.reviews().stage(id).await?;
        Ok(page_version(row.version, stage))
    }

    /// A game's version, to follow it.
    pub async fn game_version(&self, id: GameId) -> Result<i64, PageError> {
        let row = self.store.game(id).await?;
        row.map(|row| row.version).ok_or(PageError::NoGame)
    }

    /// The game's board as a PNG, White at the bottom, its bars in
    /// `language`: as it stands, or after its first `ply` moves (`NoGame`
    /// when it has fewer).
    pub async fn game_png(
        &self,
        id: GameId,
        ply: Option<usize>,
        language: Language,
    ) -> Result<Vec<u8>, PageError> {
        let loaded = self.page_game(id).await?;
        let shown = match ply {
            None => loaded.game.clone(),
            Some(ply) if ply <= loaded.game.history().len() => loaded.game.after_plies(ply),
            Some(_) => return Err(PageError::NoGame),
        };
        let view = view_of_game(
            &shown,
            &loaded.white.display_name,
            &loaded.black.display_name,
            Color::White,
            language,
        );
        kibitz_render::png(&view, &page_style()).map_err(|e| PageError::Trouble(e.to_string()))
    }

    /// The game's record (PGN).
    pub async fn game_pgn(&self, id: GameId) -> Result<Vec<u8>, PageError> {
        let loaded = self.page_game(id).await?;
        let review = self.games.reviews().review(&loaded).await?;
        Ok(pgn_file_analysed(&loaded, review.as_ref()).bytes)
    }

    /// The game's replay (GIF), White at the bottom.
    pub async fn game_gif(&self, id: GameId) -> Result<Vec<u8>, PageError> {
        let loaded = self.page_game(id).await?;
        let mut views = game_views(
            &loaded.game,
            &loaded.white.display_name,
            &loaded.black.display_name,
            Color::White,
            Language::En,
        );
        with_replay_clocks(&mut views, &loaded);
        let style = page_style();
        tokio::task::spawn_blocking(move || {
            kibitz_render::gif(&views, &style, kibitz_render::Timing::default())
        })
        .await
        .map_err(|e| PageError::Trouble(e.to_string()))?
        .map_err(|e| PageError::Trouble(e.to_string()))
    }
}
