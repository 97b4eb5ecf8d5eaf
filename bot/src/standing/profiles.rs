//! A community's standing: a player's profile, their history of finished
//! games, and the leaderboards of a server or chat and of the platform.

use kibitz_rules::Game;

use crate::chat::{Actor, Button, ButtonRole, Mentioned, Reply};
use crate::command::{Command, Mention, Page, Request};
use crate::context::{Ctx, Failure, Judged};
use crate::i18n::Text;
use crate::openings::{Opening, SEARCH_PLIES, opening_of};
use crate::perf::{Finished, Perf};
use crate::perf::{perf_game_text, perf_text, variant_text};
use crate::rating::{PROVISIONAL_DEVIATION, Score, shown, shown_change};
use crate::standing::Standing;
use crate::standing::store::{EVERYWHERE, ResultRow};
use crate::store::PlayerRow;

/// History lines on one page.
pub const HISTORY_PAGE: u32 = 10;

/// Leaderboard lines on one page.
pub const TOP_PAGE: u32 = 10;

/// The latest results a profile shows.
const PROFILE_RESULTS: u32 = 5;

/// The word for a score, for messages to select on.
fn score_word(score: Score) -> &'static str {
    score.name()
}

/// The first result of page `page` of `per_page`-line pages.
fn first_of(page: Page, per_page: u32) -> u32 {
    (page.get() - 1).saturating_mul(per_page)
}

impl Standing {
    /// The player a mention names, among those the bot knows on this
    /// platform: as the platform resolved it in the message, by the user
    /// id a Discord mention (`<@123>`) carries, or by name.
    async fn mentioned_player(
        &self,
        ctx: &Ctx<'_>,
        mention: &Mention,
    ) -> Result<Judged<PlayerRow>, Failure> {
        let written = mention.as_str();
        let unknown = || ctx.refusal(Text::new("player-unknown").arg("user", written));
        match ctx.message.mentioned(written) {
            Some(Mentioned::Person(user)) => {
                return Ok(self.store.find_player(user).await?.ok_or_else(unknown));
            }
            Some(Mentioned::OtherBot | Mentioned::Me) => {
                return Ok(Err(ctx.refusal(Text::new("command-bot-profile"))));
            }
            None => {}
        }
        let id = written
            .strip_prefix("<@")
            .and_then(|rest| rest.strip_suffix('>'))
            .map(|id| id.trim_start_matches('!'))
            .filter(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()));
        if let Some(id) = id {
            let user = Actor::new(ctx.actor.platform, id, "");
            return Ok(self.store.find_player(&user).await?.ok_or_else(unknown));
        }
        let name = written.trim_start_matches('@');
        let mut found = self.store.players_named(ctx.actor.platform, name).await?;
        Ok(match found.len() {
            1 => Ok(found.remove(0)),
            0 => Err(unknown()),
            _ => Err(ctx.refusal(Text::new("challenge-ambiguous-user").arg("user", written))),
        })
    }

    /// The player a command is about: the one named, or the user.
    async fn about(
        &self,
        ctx: &Ctx<'_>,
        player: Option<&Mention>,
    ) -> Result<Judged<PlayerRow>, Failure> {
        match player {
            Some(mention) => self.mentioned_player(ctx, mention).await,
            None => Ok(Ok(ctx.player.clone())),
        }
    }

    /// `profile [@user]`: each rating (standard chess's by speed, every
    /// other variant's) with rated games played, wins, draws and losses,
    /// the current streak and the last few results.
    pub(crate) async fn profile(
        &self,
        ctx: &Ctx<'_>,
        player: Option<&Mention>,
    ) -> Result<Reply, Failure> {
        let player = self.about(ctx, player).await??;
        let now = self.clock.now();
        let ratings = self.standing_store.ratings_of(player.id).await?;
        let tallies = self.standing_store.tallies(player.id).await?;
        let puzzles = self.standing_store.puzzle_rating(player.id).await?;
        // A linked player's accounts, both named.
        let accounts = player.linked.as_ref().map(|account| {
            ctx.say(
                Text::new("profile-accounts")
                    .arg("player", &player.display_name)
                    .arg("own", player.platform.name())
                    .arg("account", &account.name)
                    .arg("platform", account.platform.name()),
            )
        });
        if ratings.is_empty() && tallies.is_empty() && puzzles.is_none() {
            let empty = ctx.say(Text::new("profile-empty").arg("player", &player.display_name));
            return Ok(Reply::info(
                std::iter::once(empty)
                    .chain(accounts)
                    .collect::<Vec<_>>()
                    .join("\n"),
            ));
        }
        let mut lines =
            vec![ctx.say(Text::new("profile-title").arg("player", &player.display_name))];
        lines.extend(accounts);
        let mut perfs: Vec<Perf> = ratings.iter().map(|r| r.perf).collect();
        for (perf, _) in &tallies {
            if !perfs.contains(perf) {
                perfs.push(*perf);
            }
        }
        for perf in perfs {
            let tally = tallies
                .iter()
                .find(|(p, _)| *p == perf)
                .map(|(_, t)| *t)
                .unwrap_or_default();
            let rating = ratings.iter().find(|r| r.perf == perf);
            let text = match rating {
                Some(row) => Text::new("profile-variant-rated")
                    .arg("rating", row.rating.shown_at(now))
                    .number("rated", row.rating.games as f64),
                None => Text::new("profile-variant-unrated"),
            };
            lines.push(
                ctx.say(
                    text.text("variant", perf_text(perf))
                        .number("wins", tally.wins as f64)
                        .number("draws", tally.draws as f64)
                        .number("losses", tally.losses as f64),
                ),
            );
        }
        if let Some(puzzles) = puzzles {
            lines.push(
                ctx.say(
                    Text::new("profile-puzzles")
                        .arg("rating", puzzles.rating.shown_at(now))
                        .number("tried", f64::from(puzzles.rating.games))
                        .number("streak", f64::from(puzzles.streak))
                        .number("best", f64::from(puzzles.best_streak)),
                ),
            );
        }
        if let Some((score, count)) = self.standing_store.streak(player.id).await? {
            lines.push(
                ctx.say(
                    Text::new("profile-streak")
                        .arg("score", score_word(score))
                        .number("count", count as f64),
                ),
            );
        }
        let latest = self
            .standing_store
            .history(player.id, Finished::All, 0, PROFILE_RESULTS)
            .await?;
        if !latest.is_empty() {
            lines.push(ctx.say(Text::new("profile-latest")));
            for line in &latest {
                let opening = self.opening_of_finished(line).await?;
                lines.push(self.history_line(ctx, line, opening));
            }
        }
        if player.id != ctx.player.id {
            lines.extend(self.head_to_head(ctx, &player).await?);
        }
        Ok(Reply::info(lines.join("\n")))
    }

    /// The asker's record against `player` (lichess's crosstable): their
    /// wins, draws and losses against them, and their latest games
    /// together; nothing when they have played none.
    async fn head_to_head(
        &self,
        ctx: &Ctx<'_>,
        player: &crate::store::PlayerRow,
    ) -> Result<Vec<String>, Failure> {
        let (tally, latest) = self
            .standing_store
            .head_to_head(ctx.player.id, player.id, PROFILE_RESULTS)
            .await?;
        if tally.games() == 0 {
            return Ok(Vec::new());
        }
        let mut lines = vec![
            ctx.say(
                Text::new("profile-head-to-head")
                    .arg("player", &player.display_name)
                    .number("wins", f64::from(tally.wins))
                    .number("draws", f64::from(tally.draws))
                    .number("losses", f64::from(tally.losses)),
            ),
        ];
        for line in &latest {
            let opening = self.opening_of_finished(line).await?;
            lines.push(self.history_line(ctx, line, opening));
        }
        Ok(lines)
    }

    /// One finished game of a history: its number, its rating (the speed
    /// of standard chess, or the variant), the score against whom, the
    /// rating change of a rated game, and its opening.
    fn history_line(&self, ctx: &Ctx<'_>, line: &ResultRow, opening: Option<Opening>) -> String {
        let rated = match (line.rating_before, line.rating_after) {
            (Some(before), Some(after)) => {
                let provisional = line
                    .deviation_after
                    .is_some_and(|d| d > PROVISIONAL_DEVIATION);
                ctx.say(
                    Text::new("history-rated")
                        .arg("rating", shown(after, provisional))
                        .arg("change", shown_change(before, after)),
                )
            }
            _ => ctx.say(Text::new("history-casual")),
        };
        let mut text = ctx.say(
            Text::new("history-line")
                .arg("game", line.game_id.to_string())
                .text("variant", perf_game_text(line.perf))
                .arg("score", score_word(line.score))
                .arg("opponent", &line.opponent_name)
                .arg("rating", rated),
        );
        if let Some(opening) = opening {
            text.push_str(" · ");
            text.push_str(&opening.to_string());
        }
        text
    }

    /// The opening of a finished game of a history (read from its first
    /// moves), if it has one.
    async fn opening_of_finished(&self, line: &ResultRow) -> Result<Option<Opening>, Failure> {
        let Some(row) = self.store.game(line.game_id).await? else {
            return Ok(None);
        };
        let moves: Vec<&str> = row.moves.split_whitespace().take(SEARCH_PLIES).collect();
        Ok(Game::replay(row.variant, &row.start_state, &moves)
            .ok()
            .and_then(|game| opening_of(&game)))
    }

    /// `history [@user] [variant|speed] [page N]`: finished games, newest
    /// first, a page at a time, with buttons to the pages beside it.
    pub(crate) async fn history(
        &self,
        ctx: &Ctx<'_>,
        mention: Option<&Mention>,
        of: Finished,
        page: Page,
    ) -> Result<Reply, Failure> {
        let player = self.about(ctx, mention).await??;
        let first = first_of(page, HISTORY_PAGE);
        // One line more than the page shows says whether another follows.
        let mut lines = self
            .standing_store
            .history(player.id, of, first, HISTORY_PAGE + 1)
            .await?;
        let more = lines.len() > HISTORY_PAGE as usize;
        lines.truncate(HISTORY_PAGE as usize);
        if lines.is_empty() {
            let text = if page == Page::FIRST {
                Text::new("history-empty")
            } else {
                Text::new("history-past-end")
            };
            return Ok(Reply::info(
                ctx.say(
                    text.arg("player", &player.display_name)
                        .number("page", page.get() as f64),
                ),
            ));
        }
        let title = Text::new("history-title")
            .arg("player", &player.display_name)
            .number("page", page.get() as f64);
        let mut text = vec![ctx.say(match of {
            Finished::Variant(v) => title.arg("variant", "one").text("name", variant_text(v)),
            Finished::RatedAs(perf) => title.arg("variant", "one").text("name", perf_text(perf)),
            Finished::All => title.arg("variant", "all").arg("name", ""),
        })];
        for line in &lines {
            let opening = self.opening_of_finished(line).await?;
            text.push(self.history_line(ctx, line, opening));
        }
        text.push(ctx.say(Text::new("history-hint")));
        let to_page = |page: Page| {
            Request::new(Command::History {
                player: mention.cloned(),
                of,
                page,
            })
        };
        let buttons = paging(ctx, page, more, to_page);
        Ok(Reply::info(text.join("\n")).with_buttons(buttons))
    }

    /// `top`: a page of a game rating's leaderboard, here or everywhere
    /// (standard chess at the speed most played here when none is named).
    pub(crate) async fn top(
        &self,
        ctx: &Ctx<'_>,
        perf: Option<Perf>,
        global: bool,
        page: Page,
    ) -> Result<Reply, Failure> {
        let (platform, scope) = self.scope(ctx, global).await?;
        let perf = match perf {
            Some(perf) => perf,
            None => {
                self.standing_store
                    .most_rated_standard((platform, &scope))
                    .await?
            }
        };
        self.ranking(ctx, Ranked::Games(perf), (platform, &scope, global), page)
            .await
    }

    /// `top puzzles`: a page of the puzzle leaderboard, here or everywhere.
    pub(crate) async fn top_puzzles(
        &self,
        ctx: &Ctx<'_>,
        global: bool,
        page: Page,
    ) -> Result<Reply, Failure> {
        let (platform, scope) = self.scope(ctx, global).await?;
        self.ranking(ctx, Ranked::Puzzles, (platform, &scope, global), page)
            .await
    }

    /// The platform and the community a leaderboard asked for here ranks:
    /// this server's or chat's, or (`global`) everywhere's (every platform's).
    async fn scope(
        &self,
        ctx: &Ctx<'_>,
        global: bool,
    ) -> Result<(crate::model::Platform, String), Failure> {
        let Some((platform, community)) = self.standing_store.community(ctx.channel_id).await?
        else {
            return Err(Failure::Damaged {
                kind: "channel",
                id: ctx.channel_id.get(),
                detail: "it is missing".into(),
            });
        };
        Ok((
            platform,
            if global {
                EVERYWHERE.to_owned()
            } else {
                community
            },
        ))
    }

    /// A page of a leaderboard with, on the first, its waiting list.
    async fn ranking(
        &self,
        ctx: &Ctx<'_>,
        ranked: Ranked,
        (platform, scope, global): (crate::model::Platform, &str, bool),
        page: Page,
    ) -> Result<Reply, Failure> {
        let first = first_of(page, TOP_PAGE);
        let now = self.clock.now();
        let community = (platform, scope);
        let mut standings = match ranked {
            Ranked::Games(perf) => {
                self.standing_store
                    .leaderboard(community, perf, now, first, TOP_PAGE + 1)
                    .await?
            }
            Ranked::Puzzles => {
                self.standing_store
                    .puzzle_leaderboard(community, (now, true), first, TOP_PAGE + 1)
                    .await?
            }
        };
        let more = standings.len() > TOP_PAGE as usize;
        standings.truncate(TOP_PAGE as usize);
        let where_ = if global { "global" } else { "here" };
        let what = ranked.what();
        // The first page lists the provisional ratings apart, so that a
        // new community's leaderboard is not a blank.
        let waiting = match (page == Page::FIRST, ranked) {
            (false, _) => Vec::new(),
            (true, Ranked::Games(perf)) => {
                self.standing_store
                    .provisional_standings(community, perf, now, TOP_PAGE)
                    .await?
            }
            (true, Ranked::Puzzles) => {
                self.standing_store
                    .puzzle_leaderboard(community, (now, false), 0, TOP_PAGE)
                    .await?
            }
        };
        let waiting_lines = (!waiting.is_empty()).then(|| {
            std::iter::once(ctx.say(Text::new("top-provisional").arg("what", what)))
                .chain(waiting.iter().map(|standing| {
                    ctx.say(
                        Text::new("top-provisional-line")
                            .arg("player", &standing.name)
                            .arg("rating", shown(standing.rating, true))
                            .number("games", standing.games as f64)
                            .arg("what", what),
                    )
                }))
                .collect::<Vec<_>>()
        });
        if standings.is_empty() {
            let text = if page == Page::FIRST {
                Text::new("top-empty")
            } else {
                Text::new("top-past-end")
            };
            let mut lines = vec![
                ctx.say(
                    text.text("variant", ranked.text())
                        .arg("scope", where_)
                        .arg("what", what)
                        .number("page", page.get() as f64),
                ),
            ];
            lines.extend(waiting_lines.unwrap_or_default());
            return Ok(Reply::info(lines.join("\n")));
        }
        let mut lines = vec![
            ctx.say(
                Text::new("top-title")
                    .text("variant", ranked.text())
                    .arg("scope", where_)
                    .number("page", page.get() as f64),
            ),
        ];
        for (i, standing) in standings.iter().enumerate() {
            let rank = u64::from(first) + i as u64 + 1;
            lines.push(
                ctx.say(
                    Text::new("top-line")
                        .number("rank", rank as f64)
                        .arg("player", &standing.name)
                        .arg("rating", shown(standing.rating, false))
                        .number("games", standing.games as f64)
                        .arg("what", what),
                ),
            );
        }
        lines.extend(waiting_lines.unwrap_or_default());
        let to_page = |page: Page| {
            Request::new(match ranked {
                Ranked::Games(perf) => Command::Top {
                    perf: Some(perf),
                    global,
                    page,
                },
                Ranked::Puzzles => Command::TopPuzzles { global, page },
            })
        };
        let buttons = paging(ctx, page, more, to_page);
        Ok(Reply::info(lines.join("\n")).with_buttons(buttons))
    }
}

/// What a leaderboard ranks.
#[derive(Clone, Copy)]
enum Ranked {
    /// A rating of games.
    Games(Perf),
    /// Puzzle ratings.
    Puzzles,
}

impl Ranked {
    /// Its name in the leaderboard's title.
    fn text(self) -> Text {
        match self {
            Ranked::Games(perf) => perf_text(perf),
            Ranked::Puzzles => Text::new("top-puzzles"),
        }
    }

    /// What its count counts, for messages to select on.
    fn what(self) -> &'static str {
        match self {
            Ranked::Games(_) => "games",
            Ranked::Puzzles => "puzzles",
        }
    }
}

/// Buttons to the page before and the page after, where there are such.
fn paging(ctx: &Ctx<'_>, page: Page, more: bool, to_page: impl Fn(Page) -> Request) -> Vec<Button> {
    let mut buttons = Vec::new();
    if let Some(previous) = page.previous() {
        buttons.push(Button::new(
            ctx.say(Text::new("button-page-previous")),
            to_page(previous),
            ButtonRole::Secondary,
        ));
    }
    if let Some(next) = page.next().filter(|_| more) {
        buttons.push(Button::new(
            ctx.say(Text::new("button-page-next")),
            to_page(next),
            ButtonRole::Secondary,
        ));
    }
    buttons
}
