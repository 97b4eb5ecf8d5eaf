//! How a game is shown: the lines under the board (players, last move,
//! whose turn with a mention, check, time left, offers, result), the board
//! picture in the reader's theme and orientation, and the game's buttons.

use crate::model::Orientation;
use crate::openings::{SEARCH_PLIES, opening_of};
use crate::perf::variant_text;
use chrono::{DateTime, Utc};
use kibitz_render::Style;
use kibitz_rules::{ByColor, Color, DrawClaim, Game, Stage};

use super::diagram::diagram;
use super::ending::outcome_text;
use super::line_up::line_up_turn;
use super::match_news::match_news;
use super::record::{lichess_analysis, pgn_file};
use super::view::view_of_scene;
use crate::chat::{Actor, BoardPicture, Button, ButtonRole, PageLink, Reply, ReplyKind, Settled};
use crate::command::{Command, LiveClock, Offer, Request, ResignStep};
use crate::context::Ctx;
use crate::games::GameAccess;
use crate::games::state::live_clock::{clock_of, clock_shown, left_at, move_clocks};
use crate::games::state::loaded::{Event, Loaded};
use crate::i18n::Text;
use crate::model::Platform;
use crate::rating::{PROVISIONAL_DEVIATION, shown, shown_change};
use crate::store::PlayerRow;

/// A player as a message on `platform` names them: a mention of their
/// account there (of their own platform's, unless they linked one there),
/// or the name alone for a side of an imported game (no one on the
/// platform).
pub(crate) fn mention(player: &PlayerRow, platform: Platform) -> String {
    if player.is_record() {
        return player.display_name.clone();
    }
    player.actor_on(platform).mention()
}

/// "2 days 4 hours left", "35 minutes left", or that time is up.
pub(crate) fn time_left(deadline: DateTime<Utc>, now: DateTime<Utc>) -> Text {
    let left = deadline - now;
    let minutes = left.num_minutes();
    if minutes <= 0 {
        return Text::new("time-up");
    }
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    if days > 0 {
        Text::new("time-left-days")
            .number("days", days as f64)
            .number("hours", hours as f64)
    } else if hours > 0 {
        Text::new("time-left-hours")
            .number("hours", hours as f64)
            .number("minutes", minutes as f64)
    } else {
        Text::new("time-left-minutes").number("minutes", minutes as f64)
    }
}

impl GameAccess {
    /// The reply after a committed change to a game.
    pub(crate) fn report(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        event: Event,
        more: Option<Text>,
    ) -> Reply {
        let name = |color: Color| loaded.player(color).display_name.clone();
        let headline: Vec<Text> = match &event {
            Event::Moved {
                declined_draw,
                dropped,
                answered,
            } => {
                let declined = declined_draw.then(|| Text::new("draw-declined"));
                let dropped = dropped.as_ref().map(|(color, placement)| {
                    Text::new("line-up-ahead-dropped")
                        .arg("player", name(*color))
                        .arg("placement", placement)
                });
                let answered = answered.as_ref().map(|(color, moves)| {
                    Text::new("premove-played")
                        .arg("player", name(*color))
                        .arg("moves", moves.join(", "))
                });
                declined
                    .into_iter()
                    .chain(dropped)
                    .chain(answered)
                    .collect()
            }
            Event::DrawOffered(_) | Event::TakebackAsked(_) => Vec::new(),
            Event::Resigned(color) => vec![Text::new("resigned").arg("player", name(*color))],
            Event::MoreTime(color) => vec![
                Text::new("more-time")
                    .arg("player", name(*color))
                    .arg("opponent", name(!*color))
                    .arg(
                        "live",
                        if clock_of(&loaded.row).is_some() {
                            "yes"
                        } else {
                            "no"
                        },
                    ),
            ],
            Event::DrawAgreed => vec![Text::new("draw-agreed")],
            Event::Berserk(color) => vec![Text::new("berserk-done").arg("player", name(*color))],
            Event::TakenBack { plies } => {
                vec![Text::new("taken-back").number("plies", *plies as f64)]
            }
            Event::Aborted(color) => vec![Text::new("aborted").arg("player", name(*color))],
            Event::Claimed => vec![Text::new("claimed").arg("player", &ctx.player.display_name)],
            Event::Declined(offer, color) => vec![
                Text::new("offer-declined")
                    .arg("player", name(*color))
                    .arg("offer", offer.name()),
            ],
        };
        // Chess football: the goals, restarts and whistles of the moves this
        // change made (the player's and the bot's answer).
        let news = match &event {
            Event::Moved { .. } => {
                let history = loaded.game.history();
                let mine = loaded.color_of(ctx.player.id);
                let from = history
                    .iter()
                    .rposition(|played| Some(played.by) == mine)
                    .unwrap_or(history.len().saturating_sub(1));
                match_news(
                    &loaded.game,
                    from,
                    &loaded.white.display_name,
                    &loaded.black.display_name,
                )
            }
            _ => Vec::new(),
        };
        let mut reply = self.board_reply(
            ctx,
            loaded,
            ReplyKind::Done,
            headline.into_iter().chain(news).chain(more),
        );
        // A move that cleared the board (a goal) is shown as it left it. A
        // placement in a line-up is shown as every move is, the board as
        // it stands, so that each side sees the line-up grow.
        if let Some(scene) = loaded.game.scene_of_last_move() {
            reply = reply.with_board(self.picture_of(ctx, loaded, &scene));
        }
        // The post that ends a game carries its record.
        match loaded.outcome() {
            Some(_) => reply.with_file(pgn_file(loaded)).settling(Settled::Game),
            None => reply,
        }
    }

    /// The board with its lines and buttons.
    pub(crate) fn board_reply(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        kind: ReplyKind,
        headline: impl IntoIterator<Item = Text>,
    ) -> Reply {
        let mut lines: Vec<String> = headline.into_iter().map(|t| ctx.say(t)).collect();
        let (status, called) = self.status_lines(ctx, loaded);
        lines.extend(status);
        // Every board links to its game's page, when the pages are served.
        let page = self.web_url.as_ref().map(|url| {
            let url = format!("{url}/game/{}", loaded.row.id.get());
            PageLink {
                label: ctx.say(Text::new("web-open-board")),
                line: ctx.say(Text::new("web-follow").arg("url", &url)),
                url,
            }
        });
        let reply = match kind {
            ReplyKind::Done => Reply::done(lines.join("\n")),
            ReplyKind::Info => Reply::info(lines.join("\n")),
            ReplyKind::Refused => Reply::refused(lines.join("\n")),
            ReplyKind::Private => Reply::private(lines.join("\n")),
        };
        reply
            .with_board(self.picture(ctx, loaded))
            .with_buttons(game_buttons(ctx, loaded, self.reviews.analysable(loaded)))
            .with_page(page)
            .pinging(called)
    }

    /// Players, last move, and then the result, or whose turn with check,
    /// time left and standing offers; and the players these lines call on
    /// (the one to move, the one an offer waits for), the bot aside.
    fn status_lines(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> (Vec<String>, Vec<Actor>) {
        let row = &loaded.row;
        let mut lines = vec![
            ctx.say(
                Text::new("game-title")
                    .arg("game", loaded.id())
                    .arg("white", &loaded.white.display_name)
                    .arg("black", &loaded.black.display_name)
                    .text("variant", variant_text(row.variant))
                    .arg("mode", mode(loaded)),
            ),
        ];
        if let Some(last) = loaded.game.last_move_numbered() {
            lines.push(ctx.say(Text::new("game-last-move").arg("move", last)));
        }
        // The opening, while the game is in it and once it is over.
        if (loaded.game.history().len() <= SEARCH_PLIES || loaded.outcome().is_some())
            && let Some(opening) = opening_of(&loaded.game)
        {
            lines.push(ctx.say(Text::new("game-opening").arg("opening", opening.to_string())));
        }
        if let Some(outcome) = loaded.outcome() {
            lines.push(ctx.say(outcome_text(outcome)));
            if let Some(ratings) = rating_lines(ctx, loaded) {
                lines.push(ratings);
            }
            if let Some(link) = lichess_analysis(&loaded.game) {
                lines.push(ctx.say(Text::new("game-analysis-link").arg("link", link)));
            }
            return (lines, Vec::new());
        }
        let mut called = Vec::new();
        let mut call = |player: &PlayerRow| {
            if !player.is_bot() {
                called.push(player.actor_on(ctx.actor.platform));
            }
            mention(player, ctx.actor.platform)
        };
        let to_move = loaded.player(loaded.game.turn());
        let marks = loaded.game.marks();
        let lining_up = marks
            .phase
            .filter(|phase| phase.stage == Stage::LineUp)
            .map(|phase| *phase.to_place.get(loaded.game.turn()));
        let mut turn = match lining_up {
            // Chess football's line-up: whose placement it is, how it is
            // written, what is left and what may be placed now.
            Some(left) => line_up_turn(ctx, &loaded.game, call(to_move), left),
            None => ctx.say(
                Text::new("game-to-move")
                    .arg("player", call(to_move))
                    .arg("check", if marks.check.is_some() { "yes" } else { "no" }),
            ),
        };
        if let Some(deadline) = row.deadline.filter(|_| clock_of(row).is_none()) {
            turn.push(' ');
            turn.push_str(&ctx.say(time_left(deadline, self.clock.now())));
        }
        lines.push(turn);
        // A live game: both clocks as they stand now.
        if let Some(clocks) = clocks_text(loaded, self.clock.now()) {
            lines.push(ctx.say(clocks));
        }
        // Immortal chess: White's army has crossed, and Black's next move
        // is its last.
        if loaded.game.marks().last_move_to_draw {
            lines.push(
                ctx.say(Text::new("immortal-last-move").arg("white", &loaded.white.display_name)),
            );
        }
        // Whose clock stands still, and until when.
        for color in [Color::White, Color::Black] {
            let player = loaded.player(color);
            if row.days_per_move.is_some()
                && let Some(until) = player
                    .vacation
                    .until
                    .filter(|_| player.vacation.is_away(self.clock.now()))
            {
                lines.push(
                    ctx.say(
                        Text::new("vacation-standing")
                            .arg("player", &player.display_name)
                            .arg("until", crate::clock::moment(until)),
                    ),
                );
            }
        }
        // Placements sent ahead are counted, not shown: the opponent is
        // still lining up.
        for color in [Color::White, Color::Black] {
            let ahead = row.queued.get(color).split_whitespace().count();
            if ahead > 0 {
                lines.push(
                    ctx.say(
                        Text::new("line-up-ahead")
                            .arg("player", &loaded.player(color).display_name)
                            .number("count", ahead as f64),
                    ),
                );
            }
        }
        // A draw that may be claimed is offered, not left to be noticed.
        if let Some(&claim) = loaded.game.claimable_draws().first() {
            let why = match claim {
                DrawClaim::ThreefoldRepetition => "repetition",
                DrawClaim::FiftyMoves => "fifty",
            };
            lines.push(ctx.say(Text::new("claim-possible").arg("why", why)));
        }
        // A draw is declined by moving only by the side to move; the other
        // side, offered a draw on the offerer's own turn, declines it by
        // the command.
        let decline = |offerer: Color| {
            if loaded.game.turn() == !offerer {
                "move"
            } else {
                "command"
            }
        };
        for (offer, text) in [
            (
                row.draw_offer,
                Text::new("draw-standing").arg("decline", row.draw_offer.map_or("move", decline)),
            ),
            (row.takeback_offer, Text::new("takeback-standing")),
        ] {
            let Some(offerer) = offer else {
                continue;
            };
            lines.push(
                ctx.say(
                    text.arg("player", &loaded.player(offerer).display_name)
                        .arg("opponent", call(loaded.player(!offerer)))
                        .arg("game", loaded.id()),
                ),
            );
        }
        (lines, called)
    }

    /// The board picture, seen as the reader prefers.
    pub(crate) fn picture(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> Option<BoardPicture> {
        self.picture_of(ctx, loaded, &loaded.game)
    }

    /// The picture of `shown`, a position of the loaded game.
    fn picture_of(&self, ctx: &Ctx<'_>, loaded: &Loaded, shown: &Game) -> Option<BoardPicture> {
        // In a shared chat the side to move is at the bottom (a mated
        // player sees their own king); alone with the bot, the reader's
        // setting decides.
        let orientation = match ctx.player.orientation {
            _ if !ctx.direct => loaded.game.turn(),
            Orientation::SideToMove => loaded.game.turn(),
            Orientation::White => Color::White,
            Orientation::Mine => loaded.color_of(ctx.player.id).unwrap_or(Color::White),
        };
        // A scene of the game (the board as a goal or half-time left it)
        // keeps the game's own bars: whose turn it is now, the score.
        let mut view = view_of_scene(
            &loaded.game,
            shown,
            (&loaded.white.display_name, &loaded.black.display_name),
            orientation,
            ctx.language,
        );
        view.players.clocks = picture_clocks(loaded, self.clock.now());
        match kibitz_render::png(&view, &reader_style(ctx)) {
            Ok(png) => Some(BoardPicture {
                game_id: loaded.row.id,
                ply: u32::try_from(loaded.game.history().len()).unwrap_or(u32::MAX),
                png,
                diagram: diagram(shown, orientation),
            }),
            Err(error) => {
                tracing::error!(%error, game = loaded.row.id.get(), "the board could not be drawn");
                None
            }
        }
    }
}

/// Prepares the pictures of a board in every theme at the size the bot
/// sends (see [`kibitz_render::prepare`]), the default theme first, and
/// the table of opening names the boards quote, so that no request pays
/// for them; blocks for tens of milliseconds.
pub fn prepare_pictures() -> Result<(), kibitz_render::RenderError> {
    crate::openings::prepare();
    let default = Style::default();
    kibitz_render::prepare(&default)?;
    for theme in kibitz_render::Theme::ALL
        .into_iter()
        .filter(|&t| t != default.theme)
    {
        kibitz_render::prepare(&Style { theme, ..default })?;
    }
    Ok(())
}

/// The board style the reader chose.
pub(crate) fn reader_style(ctx: &Ctx<'_>) -> Style {
    Style {
        theme: palette(ctx.player.theme),
        ..Style::default()
    }
}

/// The colours a stored theme is drawn in.
pub(crate) fn palette(theme: crate::model::Theme) -> kibitz_render::Theme {
    use crate::model::Theme;
    match theme {
        Theme::Brown => kibitz_render::Theme::Brown,
        Theme::Blue => kibitz_render::Theme::Blue,
        Theme::Contrast => kibitz_render::Theme::Contrast,
    }
}

/// A live game's clock and each side's time left at `now`.
fn clocks_now(loaded: &Loaded, now: DateTime<Utc>) -> Option<(LiveClock, ByColor<i64>)> {
    let clock = clock_of(&loaded.row)?;
    let left = left_at(
        &loaded.row,
        (loaded.game.history().len(), loaded.game.turn()),
        now,
    )?;
    Some((clock, left))
}

/// A live game's clocks as its picture's bars show them, a side's in red
/// once its time is low ([`LiveClock::low_time_ms`]).
fn picture_clocks(loaded: &Loaded, now: DateTime<Utc>) -> Option<kibitz_render::Clocks> {
    let (clock, left) = clocks_now(loaded, now)?;
    let emergency = clock.low_time_ms();
    Some(kibitz_render::Clocks {
        white: clock_shown(left.white),
        black: clock_shown(left.black),
        white_low: left.white < emergency,
        black_low: left.black < emergency,
    })
}

/// A live game's replay with its clocks: each frame's bars show each
/// side's time as its last move before the frame left it (the whole base
/// before its first), the last frame the clocks as they stand (a flagged
/// side's at 0). Nothing is added to a game without a clock.
pub(crate) fn with_replay_clocks(views: &mut [kibitz_render::BoardView], loaded: &Loaded) {
    let Some(clock) = clock_of(&loaded.row) else {
        return;
    };
    let base = i64::from(clock.base()) * 1000;
    let low = clock.low_time_ms();
    let recorded = move_clocks(&loaded.row);
    let shown = |left: ByColor<i64>| kibitz_render::Clocks {
        white: clock_shown(left.white),
        black: clock_shown(left.black),
        white_low: left.white < low,
        black_low: left.black < low,
    };
    let mut left = ByColor {
        white: base,
        black: base,
    };
    let history = loaded.game.history();
    let frames = views.len();
    for (at, view) in views.iter_mut().enumerate() {
        if at + 1 == frames {
            left = ByColor {
                white: loaded.row.clock_ms.white.unwrap_or(left.white),
                black: loaded.row.clock_ms.black.unwrap_or(left.black),
            };
        }
        view.players.clocks = Some(shown(left));
        if let (Some(played), Some(Some(ms))) = (history.get(at), recorded.get(at)) {
            *left.get_mut(played.by) = i64::try_from(*ms).unwrap_or(i64::MAX);
        }
    }
}

/// A live game's clocks at `now`: `Clock 5+3: alice 4:32 · bob 5:01`, the
/// side to move's running, with tenths under ten seconds.
fn clocks_text(loaded: &Loaded, now: DateTime<Utc>) -> Option<Text> {
    let (clock, left) = clocks_now(loaded, now)?;
    Some(
        Text::new("game-clocks")
            .arg("clock", clock.to_string())
            .arg("white", &loaded.white.display_name)
            .arg("white_left", clock_shown(left.white))
            .arg("black", &loaded.black.display_name)
            .arg("black_left", clock_shown(left.black)),
    )
}

/// Whether a game is rated, casual between people, or against the bot
/// (which says so itself), for the title to select on.
fn mode(loaded: &Loaded) -> &'static str {
    if loaded.row.bot_level.is_some() {
        "bot"
    } else if loaded.row.rated {
        "rated"
    } else {
        "casual"
    }
}

/// Each player's new rating and its change, once a rated game is over:
/// `alice 1523 (+23), bob 1477 (−23)`.
fn rating_lines(ctx: &Ctx<'_>, loaded: &Loaded) -> Option<String> {
    let parts: Vec<String> = loaded
        .results
        .iter()
        .filter_map(|line| {
            let (before, after) = (line.rating_before?, line.rating_after?);
            let provisional = line
                .deviation_after
                .is_some_and(|d| d > PROVISIONAL_DEVIATION);
            let name = &loaded.player(line.color).display_name;
            Some(
                ctx.say(
                    Text::new("rating-change")
                        .arg("player", name)
                        .arg("rating", shown(after, provisional))
                        .arg("change", shown_change(before, after)),
                ),
            )
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Resign and draw buttons (and takeback when one is asked) for an active
/// game, valid only in the position shown; under a finished one, a
/// Rematch button until its rematch has begun, and an Analyse button when
/// it can be analysed here (`analysable`).
fn game_buttons(ctx: &Ctx<'_>, loaded: &Loaded, analysable: bool) -> Vec<Button> {
    if loaded.outcome().is_some() {
        let mut buttons = Vec::new();
        // A game pasted from elsewhere has no players here to play again.
        if loaded.row.rematch_id.is_none() && loaded.row.imported_by.is_none() {
            let label = if loaded.row.rematch_offer.is_some() {
                Text::new("button-rematch-accept")
            } else {
                Text::new("button-rematch")
            };
            buttons.push(Button::new(
                ctx.say(label),
                Request::new(crate::games::commands::REMATCH.command()).about(loaded.number()),
                ButtonRole::Secondary,
            ));
        }
        if analysable {
            buttons.push(Button::new(
                ctx.say(Text::new("button-analyse")),
                Request::new(Command::Analyse).about(loaded.number()),
                ButtonRole::Secondary,
            ));
        }
        return buttons;
    }
    let button = |label: Text, command: Command, role: ButtonRole| {
        Button::new(ctx.say(label), loaded.request(command), role)
    };
    let mut buttons = Vec::new();
    if loaded.row.takeback_offer.is_some() {
        buttons.push(button(
            Text::new("button-takeback"),
            crate::games::commands::TAKEBACK.command(),
            ButtonRole::Secondary,
        ));
        buttons.push(button(
            Text::new("button-decline-takeback"),
            Command::DeclineOffer(Offer::Takeback),
            ButtonRole::Danger,
        ));
    }
    if loaded.row.draw_offer.is_some() {
        buttons.push(button(
            Text::new("button-accept-draw"),
            crate::games::commands::DRAW.command(),
            ButtonRole::Confirm,
        ));
        buttons.push(button(
            Text::new("button-decline-draw"),
            Command::DeclineOffer(Offer::Draw),
            ButtonRole::Danger,
        ));
    } else {
        buttons.push(button(
            Text::new("button-offer-draw"),
            crate::games::commands::DRAW.command(),
            ButtonRole::Secondary,
        ));
    }
    if !loaded.game.claimable_draws().is_empty() {
        buttons.push(button(
            Text::new("button-claim"),
            crate::games::commands::CLAIM.command(),
            ButtonRole::Primary,
        ));
    }
    buttons.push(button(
        Text::new("button-resign"),
        Command::Resign(ResignStep::Ask),
        ButtonRole::Danger,
    ));
    buttons
}

#[cfg(test)]
mod tests {
    use super::palette;
    use crate::model::Theme;

    #[test]
    fn every_stored_theme_is_drawn_in_the_palette_of_its_name() {
        for theme in Theme::ALL {
            assert_eq!(palette(theme).name(), theme.name());
        }
        assert_eq!(kibitz_render::Theme::ALL.len(), Theme::ALL.len());
        assert_eq!(
            palette(Theme::default()),
            kibitz_render::Style::default().theme
        );
    }
}
