//! What players ask of a tournament in the chat: `tournament` (what is
//! on here, or the one named), `standings` and `pairings`; and which
//! tournament a command is about when it names none (the chat's one).

use chrono::{DateTime, Utc};
use kibitz_render::{Align, Column, Table};

use super::rounds::{live_clock, rounds_counted, rounds_written};
use super::scheduled::{format_text, standings_table, table_picture};
use crate::chat::{Button, ButtonRole, Reply};
use crate::command::Numbered;
use crate::command::Request;
use crate::context::{Ctx, Failure, Judged};
use crate::i18n::Text;
use crate::model::{TournamentFormat, TournamentId};
use crate::rating::Score;
use crate::tournaments::Tournaments;
use crate::tournaments::commands::{BERSERK, JOIN, LEAVE, PAIRINGS, STANDINGS, WITHDRAW};
use crate::tournaments::rules::points_written;
use crate::tournaments::store::{BoardRow, EntrantRow, TournamentRow, TournamentStatus};

/// The most lines a reply lists (players, boards, tournaments); the
/// picture and the page show the rest.
const MOST_LINES: usize = 30;

impl Tournaments {
    /// Carries out `row`, when it is one of the tournaments' commands
    /// that take nothing but a number: the tournament's, or `berserk`'s
    /// game's.
    pub(crate) async fn numbered(
        &self,
        ctx: &Ctx<'_>,
        row: Numbered,
        request: &Request,
    ) -> Option<Result<Reply, Failure>> {
        let tournament = request.tournament;
        Some(match row {
            r if r == JOIN => self.join_tournament(ctx, tournament).await,
            r if r == LEAVE => self.leave_tournament(ctx, tournament).await,
            r if r == WITHDRAW => self.withdraw_from_tournament(ctx, tournament).await,
            r if r == STANDINGS => self.show_standings(ctx, tournament).await,
            r if r == PAIRINGS => self.show_pairings(ctx, tournament).await,
            r if r == BERSERK => self.berserk(ctx, request.game).await,
            _ => return None,
        })
    }

    /// The tournament a command is about: the one it names, else the
    /// chat's one open or under way; a refusal when there is none or
    /// several.
    pub(crate) async fn which_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Judged<TournamentRow>, Failure> {
        if let Some(id) = named {
            return Ok(self.tournament_store.tournament(id).await?.ok_or_else(|| {
                ctx.refusal(Text::new("tournament-not-found").arg("number", id.to_string()))
            }));
        }
        let mut here = self
            .tournament_store
            .tournaments_in_channel(ctx.channel.home)
            .await?;
        Ok(match here.len() {
            0 => Err(ctx.refusal(Text::new("tournament-none-here"))),
            1 => Ok(here.remove(0)),
            _ => Err(ctx.refusal(
                Text::new("tournament-which").arg(
                    "numbers",
                    here.iter()
                        .map(|t| t.id.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            )),
        })
    }

    /// A tournament of this chat, found as [`Service::which_tournament`]
    /// finds one; another chat's is refused with `elsewhere` (its number
    /// given), as only its own chat may act on it.
    pub(crate) async fn this_chats_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
        elsewhere: fn() -> Text,
    ) -> Result<Judged<TournamentRow>, Failure> {
        Ok(match self.which_tournament(ctx, named).await? {
            Ok(tournament) if tournament.channel_id != ctx.channel.home => {
                Err(ctx.refusal(elsewhere().arg("number", tournament.id.get().to_string())))
            }
            judged => judged,
        })
    }

    /// `tournament`: the chat's tournaments open or under way, each with
    /// its terms, where it stands and a button to join; or the one named.
    pub(crate) async fn show_tournaments(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let shown = match named {
            Some(id) => vec![self.which_tournament(ctx, Some(id)).await??],
            None => {
                self.tournament_store
                    .tournaments_in_channel(ctx.channel.home)
                    .await?
            }
        };
        if shown.is_empty() {
            return Ok(Reply::info(ctx.say(Text::new("tournament-none-here"))));
        }
        let now = self.clock.now();
        let mut lines = Vec::new();
        let mut buttons = Vec::new();
        for tournament in shown.iter().take(MOST_LINES) {
            let players = self.tournament_store.entrants(tournament.id).await?.len();
            lines.push(
                ctx.say(
                    Text::new("tournament-line")
                        .text("format", format_text(tournament.format))
                        .arg("number", tournament.id.get().to_string())
                        .text("terms", terms_text(tournament))
                        .text("status", standing_text(tournament, players, now)),
                ),
            );
            if takes_players(tournament) {
                buttons.push(join_button(ctx, tournament.id));
            }
        }
        if let [only] = shown.as_slice() {
            lines.extend(self.page_line(ctx, only));
        }
        Ok(Reply::info(lines.join("\n")).with_buttons(buttons))
    }

    /// `standings`: a tournament's table (its players as seeded, before its
    /// first round is over), as text and as a picture.
    pub(crate) async fn show_standings(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self.which_tournament(ctx, named).await??;
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        let head = Text::new("tournament-title")
            .text("format", format_text(tournament.format))
            .arg("number", tournament.id.get().to_string());
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        let counted = rounds_counted(&tournament, &boards);
        // Before any round is over (an arena: before it starts), the field
        // as seeded.
        let arena = tournament.format == TournamentFormat::Arena;
        if (counted == 0 && !arena) || tournament.round == 0 {
            let mut lines = vec![
                ctx.say(
                    Text::new("tournament-entrants")
                        .text("title", head)
                        .number("players", entrants.len() as f64),
                ),
            ];
            lines.extend(entrants.iter().take(MOST_LINES).enumerate().map(|(i, e)| {
                ctx.say(
                    Text::new("tournament-entrant")
                        .arg("rank", (i + 1).to_string())
                        .arg("player", e.display_name.clone())
                        .arg("rating", e.rating.to_string()),
                )
            }));
            more_line(ctx, &mut lines, entrants.len());
            return Ok(Reply::info(lines.join("\n")));
        }
        let table = self
            .tournament_table(&tournament, &entrants, &boards, counted)
            .await?;
        let title = if arena {
            ctx.say(Text::new("tournament-arena-standings").text("title", head))
        } else {
            ctx.say(
                Text::new("tournament-standings-title")
                    .text("title", head)
                    .arg("round", counted.to_string()),
            )
        };
        let mut lines = vec![title.clone()];
        lines.extend(table.iter().take(MOST_LINES).enumerate().map(|(rank, s)| {
            ctx.say(
                Text::new("tournament-standing")
                    .arg("rank", (rank + 1).to_string())
                    .arg("player", s.name.clone())
                    .arg("points", points_written(s.line.points)),
            )
        }));
        more_line(ctx, &mut lines, table.len());
        lines.extend(self.page_line(ctx, &tournament));
        let picture = standings_table(tournament.format, &table, title, ctx.language);
        let mut reply = Reply::info(lines.join("\n"));
        if let Some(file) = table_picture(picture, "standings", &tournament).await {
            reply = reply.with_file(file);
        }
        Ok(reply)
    }

    /// `pairings`: the boards of the round under way (or the last), with
    /// their games and results, as text and as a picture.
    pub(crate) async fn show_pairings(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self.which_tournament(ctx, named).await??;
        if tournament.round == 0 {
            return Ok(ctx.refuse(
                Text::new("tournament-not-paired").arg("number", tournament.id.get().to_string()),
            ));
        }
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        let title = match tournament.format {
            TournamentFormat::Arena => Text::new("tournament-arena-playing"),
            _ => Text::new("tournament-round")
                .arg("round", tournament.round.to_string())
                .number("rounds", rounds_written(&tournament)),
        };
        let title = ctx.say(
            title
                .text("format", format_text(tournament.format))
                .arg("number", tournament.id.get().to_string()),
        );
        let mut lines = vec![title.clone()];
        let mut rows = Vec::new();
        // An arena's games being played, whatever their wave.
        let round: Vec<&BoardRow> = boards
            .iter()
            .filter(|b| match tournament.format {
                TournamentFormat::Arena => b.white_score.is_none(),
                _ => b.round == tournament.round,
            })
            .collect();
        for board in &round {
            let white = name_of(&entrants, board.white_id);
            let result = result_written(board);
            match (board.black_id, board.game_id) {
                (Some(black), game) => {
                    let black = name_of(&entrants, black);
                    let game = game.map_or_else(String::new, |g| g.get().to_string());
                    if lines.len() <= MOST_LINES {
                        lines.push(
                            ctx.say(
                                Text::new("tournament-board-result")
                                    .arg("board", board.board.to_string())
                                    .arg("white", white.clone())
                                    .arg("black", black.clone())
                                    .arg("game", game.clone())
                                    .arg("result", result.clone()),
                            ),
                        );
                    }
                    rows.push(vec![
                        board.board.to_string(),
                        white,
                        black,
                        result,
                        format!("#{game}"),
                    ]);
                }
                (None, _) => {
                    lines.push(ctx.say(Text::new("tournament-bye").arg("player", white)));
                }
            }
        }
        let games = round.iter().filter(|b| b.black_id.is_some()).count();
        more_line(ctx, &mut lines, games);
        lines.extend(self.page_line(ctx, &tournament));
        let column = |head: Text, align| Column {
            head: ctx.say(head),
            align,
        };
        let table = Table {
            title,
            columns: vec![
                column(Text::new("tournament-column-board"), Align::Right),
                column(Text::new("tournament-column-white"), Align::Left),
                column(Text::new("tournament-column-black"), Align::Left),
                column(Text::new("tournament-column-result"), Align::Centre),
                column(Text::new("tournament-column-game"), Align::Right),
            ],
            rows,
            marked: Vec::new(),
            more: String::new(),
        };
        let mut reply = Reply::info(lines.join("\n"));
        if let Some(file) = table_picture(table, "pairings", &tournament).await {
            reply = reply.with_file(file);
        }
        Ok(reply)
    }

    /// The line that leads to a tournament's page, in the chat's language.
    fn page_line(&self, ctx: &Ctx<'_>, tournament: &TournamentRow) -> Option<String> {
        self.tournament_page_line(tournament, ctx.language)
    }
}

/// The line that says how many more there are than a reply lists.
fn more_line(ctx: &Ctx<'_>, lines: &mut Vec<String>, listed_of: usize) {
    if listed_of > MOST_LINES {
        lines.push(ctx.say(
            Text::new("tournament-more-lines").number("count", (listed_of - MOST_LINES) as f64),
        ));
    }
}

/// A player's name in a tournament's field.
pub(crate) fn name_of(entrants: &[EntrantRow], id: crate::model::PlayerId) -> String {
    entrants
        .iter()
        .find(|e| e.player_id == id)
        .map_or_else(String::new, |e| e.display_name.clone())
}

/// A board's result as crosstables write it: `1-0`, `½-½`, `0-1`, `+ –`
/// for a forfeit win, `– –` for a double forfeit, `*` while it is played.
pub(crate) fn result_written(board: &BoardRow) -> String {
    let written = match (board.black_id, board.white_score) {
        (None, _) => "bye",
        (Some(_), None) => "*",
        (Some(_), Some(_)) if board.double_forfeit => "– –",
        (Some(_), Some(Score::Win)) if !board.played => "+ –",
        (Some(_), Some(Score::Loss)) if !board.played => "– +",
        (Some(_), Some(Score::Win)) => "1-0",
        (Some(_), Some(Score::Draw)) => "½-½",
        (Some(_), Some(Score::Loss)) => "0-1",
    };
    written.to_owned()
}

/// Whether a tournament takes players now: open, a Swiss before its
/// second round, or an arena under way.
pub(crate) fn takes_players(tournament: &TournamentRow) -> bool {
    match tournament.status {
        TournamentStatus::Open => true,
        TournamentStatus::Started => match tournament.format {
            TournamentFormat::Swiss => tournament.round < 2,
            TournamentFormat::Arena => true,
            TournamentFormat::RoundRobin => false,
        },
        TournamentStatus::Finished | TournamentStatus::Cancelled => false,
    }
}

/// The button that joins a tournament.
pub(crate) fn join_button(ctx: &Ctx<'_>, id: TournamentId) -> Button {
    Button::new(
        ctx.say(Text::new("tournament-button-join").arg("number", id.get().to_string())),
        Request::new(crate::tournaments::commands::JOIN.command()).about_tournament(id),
        ButtonRole::Confirm,
    )
}

/// The button that leaves a tournament not started.
pub(crate) fn leave_button(ctx: &Ctx<'_>, id: TournamentId) -> Button {
    Button::new(
        ctx.say(Text::new("tournament-button-leave")),
        Request::new(crate::tournaments::commands::LEAVE.command()).about_tournament(id),
        ButtonRole::Danger,
    )
}

/// A tournament's terms in words: its rounds, game, time and whether it
/// is rated (`7 rounds, chess, blitz 5+3, rated`).
pub(crate) fn terms_text(tournament: &TournamentRow) -> Text {
    let time = match live_clock(tournament) {
        Some(clock) => Text::new("tournament-time-live")
            .text(
                "speed",
                Text::new("perf-name").arg("perf", clock.speed().name()),
            )
            .arg("clock", clock.to_string()),
        None => Text::new("tournament-time-days")
            .number("days", tournament.days_per_move.unwrap_or(3))
            .number("round", tournament.round_days.unwrap_or(7)),
    };
    Text::new("tournament-terms")
        .arg("format", tournament.format.name())
        .number("rounds", tournament.rounds)
        .text(
            "variant",
            Text::new("variant-name").arg("variant", tournament.variant.name()),
        )
        .text("time", time)
        .text(
            "rated",
            Text::new("tournament-rated").arg("rated", tournament.rated.to_string()),
        )
}

/// Where a tournament stands: open with its players and its start, a
/// round under way, over, or called off.
fn standing_text(tournament: &TournamentRow, players: usize, now: DateTime<Utc>) -> Text {
    match tournament.status {
        TournamentStatus::Open => Text::new("tournament-status-open")
            .number("players", players as f64)
            .arg(
                "start",
                tournament.starts_at.format("%Y-%m-%d %H:%M").to_string(),
            )
            .text("in", starts_in(tournament.starts_at - now)),
        TournamentStatus::Started => Text::new("tournament-status-round")
            .number("players", players as f64)
            .arg("round", tournament.round.to_string())
            .number("rounds", rounds_written(tournament)),
        TournamentStatus::Finished => Text::new("tournament-page-over"),
        TournamentStatus::Cancelled => Text::new("tournament-page-cancelled"),
    }
}

/// How long until a tournament starts, in hours and minutes.
pub(crate) fn starts_in(left: chrono::TimeDelta) -> Text {
    let minutes = left.num_minutes().max(0);
    Text::new("tournament-starts-in")
        .number("hours", (minutes / 60) as f64)
        .number("minutes", (minutes % 60) as f64)
}
