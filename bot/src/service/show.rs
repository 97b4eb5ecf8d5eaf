//! Commands that show and tell: board, games, pgn, fen, help, rules, and
//! the user's settings.

use kibitz_rules::{Color, Game, Variant};

use super::Service;
use crate::chat::{Button, ButtonRole, Reply, ReplyKind};
use crate::command::{COMMANDS, Command, Request, Setting, Spec, Topic};
use crate::context::{Ctx, Failure};
use crate::games::access::Unnamed;
use crate::games::state::next_row::waits_for;
use crate::games::views::{pgn_file_analysed, time_left};
use crate::perf::variant_text;

use crate::i18n::Text;
use crate::model::{GameId, Language};
use crate::store::GameRow;

/// The most buttons to boards a list of games carries.
pub(crate) const MAX_BOARD_BUTTONS: usize = 10;

/// A button that shows a game's board (`board #12`), labelled `#12`.
pub(crate) fn board_button(game: GameId) -> Button {
    Button::new(
        game.to_string(),
        Request::new(Command::Board).about(game),
        ButtonRole::Secondary,
    )
}

/// Commands the overview leaves out, to stay one message (Discord's 2,000
/// characters), each used once if ever: `forget`, which its own `help
/// forget`, Discord's command list and the pages' `/privacy` tell of;
/// `link` and `unlink`, which `help link`, `help profile` and the command
/// lists tell of.
const NOT_IN_OVERVIEW: [&str; 3] = ["forget", "link", "unlink"];

/// `help`'s list of the commands, made from the command table: each one
/// (other words for one aside) with its Russian word and what it does;
/// commands `help` explains together share the first one's line
/// (`/accept, /decline, /cancel`), so that the list fits one message.
fn overview(ctx: &Ctx<'_>) -> String {
    let mut groups: Vec<(&'static Spec, Vec<&'static str>)> = Vec::new();
    for spec in COMMANDS.iter().copied() {
        if spec.alias_of.is_some()
            || spec.discord.or(spec.telegram).is_none()
            || NOT_IN_OVERVIEW.contains(&spec.name)
        {
            continue;
        }
        match groups.iter_mut().find(|(first, _)| first.help == spec.help) {
            Some((_, also)) => also.push(spec.name),
            None => groups.push((spec, Vec::new())),
        }
    }
    let lines = groups.into_iter().filter_map(|(spec, also)| {
        let does = match group_description(spec.help).filter(|_| !also.is_empty()) {
            Some(text) => ctx.say(text),
            None => ctx.say(Text::new(spec.discord.or(spec.telegram)?)),
        };
        Some(
            ctx.say(
                Text::new("help-overview-line")
                    .arg("name", spec.name)
                    .arg("word", spec.words.first().copied().unwrap_or(spec.name))
                    .arg(
                        "also",
                        also.iter()
                            .map(|name| format!(", /{name}"))
                            .collect::<String>(),
                    )
                    .arg("description", does),
            ),
        )
    });
    std::iter::once(ctx.say(Text::new("help-overview")))
        .chain(lines)
        .chain([
            ctx.say(Text::new("help-overview-games")),
            ctx.say(Text::new("help-overview-end")),
        ])
        .collect::<Vec<_>>()
        .join("\n")
}

/// What the commands `help` explains together do, for their shared line
/// in the overview.
fn group_description(help: &str) -> Option<Text> {
    match help {
        "help-accept" => Some(Text::new("help-overview-accept")),
        "help-pgn" => Some(Text::new("help-overview-pgn")),
        "help-join" => Some(Text::new("help-overview-join")),
        "help-standings" => Some(Text::new("help-overview-standings")),
        _ => None,
    }
}

impl Service {
    /// `help` and `help <command>`.
    pub(crate) fn help(&self, ctx: &Ctx<'_>, topic: Option<Topic>) -> Reply {
        let text = match topic {
            None => overview(ctx),
            Some(topic) => ctx.say(Text::new(topic.spec().help)),
        };
        // A direct chat begins with it (Telegram's Start): say hello first.
        if ctx.direct && topic.is_none() {
            return Reply::info(format!("{}\n\n{text}", ctx.say(Text::new("welcome"))));
        }
        Reply::info(text)
    }

    /// `rules` and `rules <variant>`.
    pub(crate) fn rules(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Reply {
        let text = match variant {
            None => Text::new("rules-list"),
            Some(Variant::Standard) => Text::new("rules-standard"),
            Some(Variant::Chess960) => Text::new("rules-chess960"),
            Some(Variant::Crazyhouse) => Text::new("rules-crazyhouse"),
            Some(Variant::Atomic) => Text::new("rules-atomic"),
            Some(Variant::Antichess) => Text::new("rules-antichess"),
            Some(Variant::KingOfTheHill) => Text::new("rules-kingofthehill"),
            Some(Variant::ThreeCheck) => Text::new("rules-threecheck"),
            Some(Variant::Horde) => Text::new("rules-horde"),
            Some(Variant::RacingKings) => Text::new("rules-racingkings"),
            Some(Variant::Immortal) => Text::new("rules-immortal"),
            Some(Variant::Football) => Text::new("rules-football"),
        };
        Reply::info(ctx.say(text))
    }

    /// `board`: anyone may look at a game of this chat.
    pub(crate) async fn board(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        Ok(
            match self.select_game(ctx, named, Unnamed::OrLatest).await? {
                Ok(row) => {
                    let loaded = self.load(row).await?;
                    // A bot that owes a move (its process stopped before it
                    // answered) answers now.
                    let (loaded, answer) = self.bot_turn(ctx.delivery, loaded).await?;
                    let reply = self.board_reply(ctx, &loaded, ReplyKind::Info, answer);
                    // A game's buttons act in its own chat only: elsewhere
                    // (one's own game, from a direct chat) it is to look at.
                    if loaded.row.played_in(ctx.channel_id) {
                        reply
                    } else {
                        reply.with_buttons(Vec::new())
                    }
                }
                Err(refusal) => *refusal,
            },
        )
    }

    /// `games`: the games being played in this chat; `games mine`: the
    /// user's own, in every chat of the platform.
    pub(crate) async fn games(&self, ctx: &Ctx<'_>, mine: bool) -> Result<Reply, Failure> {
        if !mine {
            return self.games_here(ctx).await;
        }
        let rows = self.game_store.games_of_player(ctx.player.id).await?;
        if rows.is_empty() {
            return Ok(Reply::info(ctx.say(Text::new("games-none"))));
        }
        // The games waiting for the player first, then the others; each
        // part by the time left, least first (no deadline last).
        let mut rows: Vec<(bool, GameRow)> = rows
            .into_iter()
            .map(|row| (waits_for(&row, ctx.player.id), row))
            .collect();
        rows.sort_by_key(|(my_turn, row)| (!my_turn, row.deadline.is_none(), row.deadline, row.id));
        let now = self.clock.now();
        let mut lines = vec![ctx.say(Text::new("games-header").number("count", rows.len() as f64))];
        // A button to each game's board, where it can be shown: any of them
        // in a direct chat with the bot, those of this chat elsewhere.
        let buttons = rows
            .iter()
            .filter(|(_, row)| ctx.direct || row.played_in(ctx.channel_id))
            .take(MAX_BOARD_BUTTONS)
            .map(|(_, row)| board_button(row.id))
            .collect();
        for (my_turn, row) in rows {
            let opponent = self.opponent_name(&row, ctx.player.id).await?;
            let line = Text::new("games-line")
                .arg("game", row.id.to_string())
                .arg("opponent", opponent)
                .text("variant", variant_text(row.variant))
                .arg("turn", if my_turn { "mine" } else { "theirs" })
                .arg(
                    "here",
                    if row.played_in(ctx.channel_id) {
                        "yes"
                    } else {
                        "no"
                    },
                );
            let mut line = ctx.say(line);
            if let Some(deadline) = row.deadline {
                line.push(' ');
                line.push_str(&ctx.say(time_left(deadline, now)));
            }
            lines.push(line);
        }
        Ok(Reply::info(lines.join("\n")).with_buttons(buttons))
    }

    /// The games being played in this chat, for anyone to follow.
    async fn games_here(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        let rows = self.game_store.games_in_channel(ctx.channel_id).await?;
        if rows.is_empty() {
            return Ok(Reply::info(ctx.say(Text::new("games-here-none"))));
        }
        let now = self.clock.now();
        let mut lines =
            vec![ctx.say(Text::new("games-here-header").number("count", rows.len() as f64))];
        for row in rows {
            let Some((white, black)) = self.store.player_pair(row.white_id, row.black_id).await?
            else {
                continue;
            };
            let to_move = match Game::from_state(row.variant, &row.state) {
                Ok(game) if game.turn() == Color::Black => &black.display_name,
                _ => &white.display_name,
            };
            let mut line = ctx.say(
                Text::new("games-here-line")
                    .arg("game", row.id.to_string())
                    .arg("white", &white.display_name)
                    .arg("black", &black.display_name)
                    .text("variant", variant_text(row.variant))
                    .arg("player", to_move),
            );
            if let Some(deadline) = row.deadline {
                line.push(' ');
                line.push_str(&ctx.say(time_left(deadline, now)));
            }
            lines.push(line);
        }
        lines.push(ctx.say(Text::new("games-here-watch")));
        Ok(Reply::info(lines.join("\n")))
    }

    /// `pgn`: the game record as a file.
    pub(crate) async fn pgn(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        let row = match self.select_game(ctx, named, Unnamed::OrLatest).await? {
            Ok(row) => row,
            Err(refusal) => return Ok(*refusal),
        };
        let loaded = self.load(row).await?;
        let analysis = self.kept_analysis(&loaded).await?;
        Ok(
            Reply::info(ctx.say(Text::new("pgn-caption").arg("game", loaded.id())))
                .with_file(pgn_file_analysed(&loaded, analysis.as_ref())),
        )
    }

    /// `fen`: the game's state string.
    pub(crate) async fn fen(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        Ok(
            match self.select_game(ctx, named, Unnamed::OrLatest).await? {
                Ok(seated) => Reply::info(
                    ctx.say(
                        Text::new("fen")
                            .arg("game", seated.row.id.to_string())
                            .arg("fen", seated.row.state),
                    ),
                ),
                Err(refusal) => *refusal,
            },
        )
    }

    /// `set chat`: the language of the bot's posts in this chat, for its
    /// managers to change; refused in a direct chat and to anyone else.
    async fn set_chat_language(
        &self,
        ctx: &Ctx<'_>,
        language: Option<Language>,
    ) -> Result<Reply, Failure> {
        if ctx.direct {
            return Ok(ctx.refuse(Text::new("set-chat-direct")));
        }
        if !ctx.message.from_manager {
            return Ok(ctx.refuse(Text::new("set-chat-managers")));
        }
        self.store
            .set_channel_language(ctx.channel.home, language)
            .await?;
        Ok(Reply::done(match language {
            Some(language) => Text::new("set-chat-language").write(language),
            None => Text::new("set-chat-language-off").write(ctx.own_language),
        }))
    }

    /// `set`: board orientation, theme or language.
    pub(crate) async fn set(&self, ctx: &Ctx<'_>, setting: Setting) -> Result<Reply, Failure> {
        let mut player = ctx.player.clone();
        let text = match setting {
            Setting::Orientation(orientation) => {
                player.orientation = orientation;
                Text::new("set-orientation").arg("orientation", orientation.name())
            }
            Setting::Theme(theme) => {
                player.theme = theme;
                Text::new("set-theme").arg("theme", theme.name())
            }
            Setting::Language(language) => {
                player.language = language;
                player.language_chosen = true;
                Text::new("set-language")
            }
            Setting::ChatLanguage(language) => return self.set_chat_language(ctx, language).await,
            Setting::Games(place) => return self.set_games_place(ctx, place).await,
            Setting::DailyPuzzle(daily) => return self.set_daily_puzzle(ctx, daily).await,
        };
        self.store.save_settings(&player).await?;
        Ok(Reply::done(text.write(player.language)))
    }
}
