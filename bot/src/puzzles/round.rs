//! `puzzle`: a puzzle put to the chat, near the asker's puzzle rating and
//! never one they have seen, shown from the solver's side with the
//! opponent's move marked, with a link to its page; a round still open is
//! shown again, one left open too long ends (its solution told) when
//! another is asked for.

use chrono::TimeDelta;
use kibitz_rules::{Color, Game};

use super::put::Put;
use super::rating::first_rating;
use crate::chat::{Attachment, Button, ButtonRole, PageLink, Reply};
use crate::command::{Command, Request, Solve};
use crate::command::{PuzzleTheme, PuzzleThemes};
use crate::context::{Ctx, Failure};
use crate::games::views::{reader_style, side_name, view_of_game};
use crate::i18n::Text;
use crate::model::Platform;
use crate::puzzles::Puzzles;
use crate::puzzles::set::{Puzzle, PuzzleSet, RATING_RANGES};
use crate::puzzles::store::puzzles::PuzzleRound;

/// How many of the community's mined puzzles near a rating are looked at
/// for one of a theme.
const MINED_LOOKED_AT: i64 = 20;

/// How long a round stays open: a `puzzle` asked after that ends it and
/// puts another, and a move for it is told it expired.
pub(crate) const ROUND_LASTS: TimeDelta = TimeDelta::hours(1);

/// How long a round takes moves: a daily puzzle, its whole day; another,
/// [`ROUND_LASTS`].
pub(crate) fn lasts(round: &PuzzleRound) -> TimeDelta {
    if round.daily_on.is_some() {
        TimeDelta::days(1)
    } else {
        ROUND_LASTS
    }
}

/// The position of a round after `progress` half-moves of its solution.
pub(crate) fn position(puzzle: &Puzzle<'_>, progress: i32) -> Option<Game> {
    let mut game = puzzle.start()?;
    let done = usize::try_from(progress).ok()?;
    for uci in puzzle.solution().get(..done)? {
        let mv = game.parse_move(uci).ok()?;
        game.play(mv).ok()?;
    }
    Some(game)
}

/// The solver's side: the side to move once the opponent's move is made.
pub(crate) fn solver_side(puzzle: &Puzzle<'_>) -> Color {
    puzzle.start().map_or(Color::White, |game| game.turn())
}

/// The solution from `progress` on, as people read it (`1. Rxe8#`).
pub(crate) fn line_from(puzzle: &Puzzle<'_>, progress: i32) -> String {
    let Some(mut game) = position(puzzle, progress) else {
        return String::new();
    };
    let from = usize::try_from(progress).unwrap_or(0);
    let mut words = Vec::new();
    for uci in puzzle.solution().get(from..).unwrap_or_default() {
        let Ok(mv) = game.parse_move(uci) else { break };
        let Ok(played) = game.play(mv) else { break };
        words.push(played.san.to_string());
    }
    words.join(" ")
}

/// A puzzle's themes as a chat reads them.
pub(crate) fn themes_text(ctx: &Ctx<'_>, themes: PuzzleThemes) -> String {
    themes
        .iter()
        .map(|theme| ctx.say(Text::new("puzzle-theme").arg("theme", theme.name())))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Puzzles {
    /// Whether chat `channel` has a puzzle round open, which a bare move
    /// there may answer.
    pub(crate) async fn open_here(
        &self,
        channel: crate::model::ChannelId,
    ) -> Result<bool, crate::store::StoreError> {
        Ok(self
            .puzzle_store
            .open_puzzle_round(channel)
            .await?
            .is_some())
    }

    /// The position of the puzzle open in the chat at `place` as it stands
    /// (for the moves suggested while a user types); `None` when none is.
    /// Read-only: an unknown chat is not written down.
    pub(crate) async fn open_puzzle_position(
        &self,
        place: &crate::chat::Place,
    ) -> Result<Option<Game>, crate::store::StoreError> {
        let Some(channel) = self.store.find_channel(place).await? else {
            return Ok(None);
        };
        let Some(round) = self.puzzle_store.open_puzzle_round(channel).await? else {
            return Ok(None);
        };
        let put = self.puzzle_by_id(&round.puzzle_id).await?;
        Ok(put.and_then(|put| position(&put.puzzle(), round.progress)))
    }

    /// `puzzle [theme]`.
    pub(crate) async fn puzzle(
        &self,
        ctx: &Ctx<'_>,
        theme: Option<PuzzleTheme>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        let open = self.puzzle_store.open_puzzle_round(ctx.channel_id).await?;
        let mut ending = None;
        let mut told = Vec::new();
        if let Some(round) = open {
            match self.puzzle_by_id(&round.puzzle_id).await? {
                Some(put) if now - round.started_at < ROUND_LASTS => {
                    let puzzle = put.puzzle();
                    let mut lines = vec![Text::new("puzzle-open"), start_line(ctx, &puzzle)];
                    lines.extend(self.credit(&put).await?);
                    return Ok(self.round_reply(ctx, &round, &puzzle, lines));
                }
                Some(put) => {
                    told.push(
                        Text::new("puzzle-expired")
                            .arg("line", line_from(&put.puzzle(), round.progress)),
                    );
                    ending = Some(round.id);
                }
                None => ending = Some(round.id),
            }
        }
        let rating = self
            .standing_store
            .puzzle_rating(ctx.player.id)
            .await?
            .unwrap_or_else(|| first_rating(now));
        let seen = self.puzzle_store.seen_puzzles(ctx.player.id).await?;
        let themes = theme.map_or(PuzzleThemes::EMPTY, PuzzleThemes::from);
        let wanted = rating.rating.rating.round() as i32;
        // A puzzle of this community's own games first, when one is within
        // the narrowest range; else the shipped set's nearest.
        let mined = self
            .puzzle_store
            .community_puzzles_near(
                (ctx.channel_id, ctx.player.id),
                rating.rating.rating,
                f64::from(RATING_RANGES[0]),
                MINED_LOOKED_AT,
            )
            .await?
            .into_iter()
            .find(|mined| themes.is_empty() || mined.puzzle().themes.contains_all(themes));
        let shipped = || {
            PuzzleSet::shipped()
                .near(wanted, themes, |id| seen.contains(id))
                .map(Put::Shipped)
        };
        let Some(put) = mined.map(Put::Mined).or_else(shipped) else {
            let none = match theme {
                Some(theme) => Text::new("puzzle-none-left-theme").text(
                    "theme",
                    Text::new("puzzle-theme").arg("theme", theme.name()),
                ),
                None => Text::new("puzzle-none-left"),
            };
            return Ok(ctx.refuse(none));
        };
        let puzzle = put.puzzle();
        let started = self
            .puzzle_store
            .start_puzzle_round(
                (ctx.channel_id, puzzle.id, ctx.player.id),
                ending,
                now,
                ctx.delivery,
            )
            .await?;
        let Some(round) = started else {
            return Ok(ctx.refuse(Text::new("puzzle-race")));
        };
        told.push(start_line(ctx, &puzzle));
        told.extend(self.credit(&put).await?);
        Ok(self.round_reply(ctx, &round, &puzzle, told))
    }

    /// A round's position with `lines` above it: the picture from the
    /// solver's side, the last move marked.
    pub(crate) fn round_reply(
        &self,
        ctx: &Ctx<'_>,
        round: &PuzzleRound,
        puzzle: &Puzzle<'_>,
        lines: Vec<Text>,
    ) -> Reply {
        let text = lines
            .into_iter()
            .map(|line| ctx.say(line))
            .collect::<Vec<_>>()
            .join("\n");
        let reply = Reply::info(text).with_page(self.puzzle_page(ctx, round));
        let reply = match self.puzzle_picture(ctx, round, puzzle) {
            Some(picture) => reply.with_file(picture),
            None => reply,
        };
        // Where the solver can be handed their own link to the page by a
        // button (Discord's private replies, the console), one asks for it;
        // Telegram's direct chats open the page as a Mini App instead, and
        // its groups cannot answer one person alone.
        let asks_for_link = self.games.web_url().is_some()
            && round.finished_at.is_none()
            && matches!(ctx.actor.platform, Platform::Discord | Platform::Console);
        if asks_for_link {
            reply.with_buttons(vec![Button::new(
                ctx.say(Text::new("puzzle-solve-on-page")),
                Request::new(Command::Solve(Solve::Page)),
                ButtonRole::Secondary,
            )])
        } else {
            reply
        }
    }

    /// The link to a round's page, when the pages are served.
    fn puzzle_page(&self, ctx: &Ctx<'_>, round: &PuzzleRound) -> Option<PageLink> {
        let url = format!("{}/puzzle/{}", self.games.web_url()?, round.id);
        let label = if round.finished_at.is_none() {
            Text::new("puzzle-solve-on-page")
        } else {
            Text::new("web-open-board")
        };
        Some(PageLink {
            label: ctx.say(label),
            line: ctx.say(Text::new("puzzle-page-line").arg("url", &url)),
            url,
        })
    }

    /// The picture of a round as it stands, from the solver's side.
    fn puzzle_picture(
        &self,
        ctx: &Ctx<'_>,
        round: &PuzzleRound,
        puzzle: &Puzzle<'_>,
    ) -> Option<Attachment> {
        let view = round_view(puzzle, round.progress, ctx.language)?;
        match kibitz_render::png(&view, &reader_style(ctx)) {
            Ok(png) => Some(Attachment {
                name: format!("puzzle-{}-{}.png", puzzle.id, round.progress),
                mime: "image/png",
                bytes: png,
            }),
            Err(error) => {
                tracing::error!(%error, puzzle = puzzle.id, "a puzzle could not be drawn");
                None
            }
        }
    }
}

/// The board of a puzzle after `progress` half-moves of its solution, as
/// its pictures draw it: from the solver's side, the bars naming the
/// solver and the puzzle, in `language`.
pub(crate) fn round_view(
    puzzle: &Puzzle<'_>,
    progress: i32,
    language: crate::model::Language,
) -> Option<kibitz_render::BoardView> {
    let game = position(puzzle, progress)?;
    let side = solver_side(puzzle);
    let solver = Text::new("puzzle-solver-bar").write(language);
    let opponent = Text::new("puzzle-opponent-bar")
        .arg("id", puzzle.id)
        .write(language);
    let (white, black) = match side {
        Color::White => (solver, opponent),
        Color::Black => (opponent, solver),
    };
    Some(view_of_game(&game, &white, &black, side, language))
}

/// The line that puts a puzzle: its id, rating, themes and side to move.
pub(crate) fn start_line(ctx: &Ctx<'_>, puzzle: &Puzzle<'_>) -> Text {
    Text::new("puzzle-start")
        .arg("id", puzzle.id)
        .number("rating", f64::from(puzzle.rating))
        .arg("themes", {
            // After the rating, when it has any: `; fork, pin`.
            let themes = themes_text(ctx, puzzle.themes);
            if themes.is_empty() {
                themes
            } else {
                format!("; {themes}")
            }
        })
        .arg("color", side_name(solver_side(puzzle)))
}
