//! What a scheduler does with a tournament that is due (`schedule/pass.rs`
//! claims it): at its start, the first round, or its calling off when
//! fewer than two joined; when a round's last game ends (its ending makes
//! the tournament due, in the same transaction), the next round, or the
//! end with its final table; at a round's deadline, the end of its games
//! still going. Each is posted in the tournament's chat with
//! the players of the round called on, and a picture of the pairings
//! (with the table so far, after the first round) or of the final table.

use kibitz_render::{Align, Column, Table};

use chrono::TimeDelta;

use super::arena::{arena_end, arena_next_look};
use super::rounds::{NextRound, most_players, round_over, rounds_written};
use super::standings::Standing;
use crate::chat::{
    Actor, Attachment, Fate, Message, Notice, NoticeKind, Outbox, Place, Recipient, Reply,
    ReplyKind, Sent, deliver_once,
};
use crate::context::{Ctx, Failure};
use crate::games::publish::Asked;
use crate::games::state::next_row::timed_out;
use crate::games::threads::new_thread;
use crate::i18n::Text;
use crate::model::{Language, PlayerId, TournamentFormat};
use crate::store::{GameRow, GameStatus, PlayerRow};
use crate::tournaments::Tournaments;
use crate::tournaments::rules::{points_written, quarters_written};
use crate::tournaments::store::{TournamentRow, TournamentStatus};

/// The most boards or table lines written out in a post; the picture
/// shows more, and a line says how many are left out.
const MOST_LINES: usize = 24;

/// The players a round's post names from the table so far.
const LEADERS: usize = 5;

impl Tournaments {
    /// Claims up to `limit` tournaments with work due by `now`, until
    /// `until` (see [`TournamentStore::claim_due_tournaments`]).
    ///
    /// [`TournamentStore::claim_due_tournaments`]: crate::tournaments::store::TournamentStore::claim_due_tournaments
    pub(crate) async fn claim_due(
        &self,
        now: chrono::DateTime<chrono::Utc>,
        until: chrono::DateTime<chrono::Utc>,
        limit: i64,
    ) -> Result<Vec<TournamentRow>, crate::store::StoreError> {
        self.tournament_store
            .claim_due_tournaments(now, until, limit)
            .await
    }

    /// Does what a claimed tournament is due for, and posts it. A post is
    /// owed until it is delivered: the round began (or the tournament
    /// ended) in the store first, and a post that could not be delivered
    /// is tried again a minute later, never by starting anything again; a
    /// chat that refuses it for good (the bot removed) is given up on.
    pub(crate) async fn run_tournament(
        &self,
        tournament: TournamentRow,
        outbox: &dyn Outbox,
    ) -> Result<Sent, Failure> {
        let Some(place) = self.store.channel_by_id(tournament.channel_id).await? else {
            // Its chat is gone: called off, and nothing owed to it any more.
            if self
                .tournament_store
                .end_tournament(&tournament, TournamentStatus::Cancelled, None)
                .await?
                .is_none()
            {
                self.tournament_store
                    .tournament_announced(&tournament, tournament.round, None)
                    .await?;
            }
            return Ok(Sent::default());
        };
        let language = self.tournament_language(&tournament).await?;
        let now = self.clock.now();
        let owed = match tournament.status {
            TournamentStatus::Finished | TournamentStatus::Cancelled => true,
            TournamentStatus::Started => tournament.announced_round < tournament.round,
            TournamentStatus::Open => false,
        };
        let (row, reply) = if owed {
            let reply = self.owed_post(&tournament, language).await?;
            (tournament, reply)
        } else {
            let next = match tournament.format {
                TournamentFormat::Arena => self.next_arena_wave(&tournament).await?,
                _ => self.start_next_round(&tournament).await?,
            };
            match next {
                NextRound::Started {
                    tournament,
                    games,
                    byes,
                } => {
                    let reply = self
                        .round_post(&tournament, &games, &byes, language)
                        .await?;
                    (tournament, reply)
                }
                NextRound::Playing => {
                    // Claimed while its round's games go on: the round's
                    // deadline has come.
                    self.end_round_at_deadline(&tournament).await?;
                    return Ok(Sent::default());
                }
                NextRound::Changed | NextRound::Interrupted => return Ok(Sent::default()),
                NextRound::Waiting(at) => {
                    self.tournament_store
                        .reschedule_tournament(&tournament, Some(at))
                        .await?;
                    return Ok(Sent::default());
                }
                end @ (NextRound::TooFew
                | NextRound::TooMany
                | NextRound::Done
                | NextRound::Unpairable) => {
                    let status = if matches!(end, NextRound::TooFew | NextRound::TooMany) {
                        TournamentStatus::Cancelled
                    } else {
                        TournamentStatus::Finished
                    };
                    match self.ended(&tournament, status, language).await? {
                        Some(ended) => ended,
                        None => return Ok(Sent::default()),
                    }
                }
            }
        };
        let notice = Notice {
            kind: NoticeKind::Tournament,
            game_id: None,
            to: Recipient::Channel(place.clone()),
            reply,
        };
        // Next due: the round's deadline, or now when its games all ended
        // while its post waited; nothing once the tournament is over.
        let next = match row.status {
            // An arena is looked at again soon, for players to pair.
            TournamentStatus::Started if row.format == TournamentFormat::Arena => {
                Some(arena_next_look(&row, now))
            }
            TournamentStatus::Started => {
                let boards = self.tournament_store.tournament_boards(row.id).await?;
                if round_over(&boards, row.round) {
                    Some(now)
                } else {
                    row.round_due_at
                }
            }
            _ => None,
        };
        let sent = match deliver_once(outbox, &notice).await {
            Fate::Delivered => {
                self.tournament_store
                    .tournament_announced(&row, row.round, next)
                    .await?;
                // Once the round is announced (never twice), each of its
                // games goes to a thread or topic of its own where the
                // chat's managers want one.
                if row.status == TournamentStatus::Started {
                    self.round_to_threads(&row, &place, language, outbox)
                        .await?;
                }
                Sent::DELIVERED
            }
            Fate::GivenUp(error) => {
                tracing::warn!(tournament = row.id.get(), %error, "a tournament's post cannot be delivered there: given up");
                self.tournament_store
                    .tournament_announced(&row, row.round, next)
                    .await?;
                Sent::DROPPED
            }
            Fate::Later(error) => {
                tracing::warn!(tournament = row.id.get(), %error, "a tournament's post left for a later pass");
                self.tournament_store
                    .reschedule_tournament(&row, Some(now + TimeDelta::minutes(1)))
                    .await?;
                Sent::FAILED
            }
        };
        Ok(sent)
    }

    /// Ends a tournament (`Finished` or `Cancelled`) with its post owed,
    /// and the post; `None` when it changed first.
    async fn ended(
        &self,
        tournament: &TournamentRow,
        status: TournamentStatus,
        language: Language,
    ) -> Result<Option<(TournamentRow, Reply)>, Failure> {
        let now = self.clock.now();
        let Some(ended) = self
            .tournament_store
            .end_tournament(tournament, status, Some(now))
            .await?
        else {
            return Ok(None);
        };
        let reply = self.owed_post(&ended, language).await?;
        Ok(Some((ended, reply)))
    }

    /// The post a tournament owes as it stands: its round under way's, its
    /// end's, or its calling off.
    async fn owed_post(
        &self,
        tournament: &TournamentRow,
        language: Language,
    ) -> Result<Reply, Failure> {
        match tournament.status {
            TournamentStatus::Cancelled => {
                let joined = self.tournament_store.entrants(tournament.id).await?.len();
                let most = most_players(tournament.format);
                let why = if joined > most {
                    Text::new("tournament-too-many").number("most", most as f64)
                } else {
                    Text::new("tournament-too-few")
                };
                Ok(Reply::info(
                    why.text("format", format_text(tournament.format))
                        .arg("number", tournament.id.get().to_string())
                        .write(language),
                ))
            }
            TournamentStatus::Finished => self.final_post(tournament, language).await,
            TournamentStatus::Open | TournamentStatus::Started => {
                let boards = self
                    .tournament_store
                    .tournament_boards(tournament.id)
                    .await?;
                let mut games = Vec::new();
                let mut byes = Vec::new();
                for board in boards.iter().filter(|b| b.round == tournament.round) {
                    match board.game_id {
                        Some(id) => games.extend(self.store.game(id).await?),
                        None => byes.push(board.white_id),
                    }
                }
                self.round_post(tournament, &games, &byes, language).await
            }
        }
    }

    /// Ends the games of a round still going at its deadline as if the
    /// player to move ran out of time: a loss for them once both players
    /// have moved; before that, the game is aborted and its board counts
    /// it a forfeit win for the one who moved, or a double forfeit (the
    /// store writes it with the game). Each game's end is announced as a
    /// time-out is. The tournament is due again at once when its round is
    /// over, else in a minute (a game that could not be ended now).
    async fn end_round_at_deadline(&self, tournament: &TournamentRow) -> Result<(), Failure> {
        let now = self.clock.now();
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        for board in boards
            .iter()
            .filter(|b| b.round == tournament.round && b.white_score.is_none())
        {
            let Some(id) = board.game_id else { continue };
            let Some(row) = self.store.game(id).await? else {
                continue;
            };
            if row.status != GameStatus::Active {
                continue;
            }
            let loaded = self.games.load(self.games.seat(row).await?).await?;
            if self
                .games
                .table()
                .update_game(&timed_out(&loaded, now), None)
                .await?
                .is_none()
            {
                tracing::info!(
                    game = id.get(),
                    "a tournament game changed as its round ended"
                );
            }
        }
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        let next = if round_over(&boards, tournament.round) {
            now
        } else {
            now + TimeDelta::minutes(1)
        };
        self.tournament_store
            .reschedule_tournament(tournament, Some(next))
            .await?;
        Ok(())
    }

    /// Where the tournament's chat plays each game in a thread or topic of
    /// its own (`set games thread`): opens one for each game of the round
    /// still in the chat, with the game's board in it, and posts the line
    /// that leads there. A thread that cannot be opened leaves its game in
    /// the chat (logged), as a challenge's does.
    async fn round_to_threads(
        &self,
        tournament: &TournamentRow,
        place: &Place,
        language: Language,
        outbox: &dyn Outbox,
    ) -> Result<(), Failure> {
        let Some(channel) = self.store.channel_row_by_id(tournament.channel_id).await? else {
            return Ok(());
        };
        if !channel.games_in_threads {
            return Ok(());
        }
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        for board in boards.iter().filter(|b| b.round == tournament.round) {
            let Some(id) = board.game_id else { continue };
            let Some(row) = self.store.game(id).await? else {
                continue;
            };
            if row.status != GameStatus::Active || row.channel_id != tournament.channel_id {
                continue;
            }
            let loaded = self.games.load(self.games.seat(row).await?).await?;
            let reader = loaded.white.clone();
            let (actor, message) = (reader.actor(), Message::default());
            let ctx = Ctx {
                actor: &actor,
                message: &message,
                delivery: None,
                player: reader,
                channel_id: channel.id,
                channel,
                language,
                ply: None,
                direct: false,
                own_language: language,
                games: None,
            };
            let headline = match tournament.format {
                TournamentFormat::Arena => Text::new("tournament-arena-game"),
                _ => Text::new("tournament-game")
                    .arg("round", tournament.round.to_string())
                    .arg("board", board.board.to_string()),
            }
            .text("format", format_text(tournament.format))
            .arg("number", tournament.id.get().to_string());
            let reply = self
                .games
                .board_reply(&ctx, &loaded, ReplyKind::Done, [headline])
                .in_new_thread(new_thread(&loaded, language));
            let asked = Asked::Unasked {
                kind: NoticeKind::Tournament,
                game_id: Some(id),
            };
            if let Err(error) = self.games.publish(reply, place, outbox, asked).await {
                tracing::warn!(tournament = tournament.id.get(), game = id.get(), %error, "a tournament game's thread was not announced");
            }
        }
        Ok(())
    }

    /// The language of a tournament's posts: its chat's, or its creator's.
    async fn tournament_language(&self, tournament: &TournamentRow) -> Result<Language, Failure> {
        if let Some(language) = self
            .store
            .channel_row_by_id(tournament.channel_id)
            .await?
            .and_then(|c| c.language)
        {
            return Ok(language);
        }
        Ok(self
            .store
            .player_by_id(tournament.created_by)
            .await?
            .map_or(Language::default(), |p| p.language))
    }

    /// A round's post: its boards with their games, the byes, the players
    /// called on, and the pairings as a picture.
    async fn round_post(
        &self,
        tournament: &TournamentRow,
        games: &[GameRow],
        byes: &[PlayerId],
        language: Language,
    ) -> Result<Reply, Failure> {
        let rounds = rounds_written(tournament);
        // Players are called on by their accounts on the tournament chat's
        // platform.
        let platform = self
            .standing_store
            .community(tournament.channel_id)
            .await?
            .map(|(p, _)| p);
        let called =
            |player: &PlayerRow| platform.map_or_else(|| player.actor(), |p| player.actor_on(p));
        let title = match tournament.format {
            TournamentFormat::Arena => Text::new("tournament-wave").number(
                "minutes",
                (arena_end(tournament) - self.clock.now())
                    .num_minutes()
                    .max(0) as f64,
            ),
            _ => Text::new("tournament-round")
                .arg("round", tournament.round.to_string())
                .number("rounds", rounds),
        };
        let mut lines = vec![
            title
                .text("format", format_text(tournament.format))
                .arg("number", tournament.id.get().to_string())
                .write(language),
        ];
        let mut pings: Vec<Actor> = Vec::new();
        let mut rows = Vec::new();
        for (index, game) in games.iter().enumerate() {
            let (white, black) = (
                self.named(game.white_id).await?,
                self.named(game.black_id).await?,
            );
            let board = (index + 1).to_string();
            let number = game.id.get().to_string();
            if index < MOST_LINES {
                lines.push(
                    Text::new("tournament-board")
                        .arg("board", board.clone())
                        .arg("white", white.display_name.clone())
                        .arg("black", black.display_name.clone())
                        .arg("game", number.clone())
                        .write(language),
                );
            }
            rows.push(vec![
                board,
                white.display_name.clone(),
                black.display_name.clone(),
                format!("#{number}"),
            ]);
            pings.push(called(&white));
            pings.push(called(&black));
        }
        if games.len() > MOST_LINES {
            lines.push(
                Text::new("tournament-more-boards")
                    .number("count", (games.len() - MOST_LINES) as f64)
                    .write(language),
            );
        }
        for &bye in byes {
            let player = self.named(bye).await?;
            lines.push(
                Text::new("tournament-bye")
                    .arg("player", player.display_name.clone())
                    .write(language),
            );
            pings.push(called(&player));
        }
        let column = |head: Text, align| Column {
            head: head.write(language),
            align,
        };
        let table = Table {
            title: lines[0].clone(),
            columns: vec![
                column(Text::new("tournament-column-board"), Align::Right),
                column(Text::new("tournament-column-white"), Align::Left),
                column(Text::new("tournament-column-black"), Align::Left),
                column(Text::new("tournament-column-game"), Align::Right),
            ],
            rows,
            marked: Vec::new(),
            more: String::new(),
        };
        // After the first round, the table so far: its leaders in a line,
        // the whole of it in a picture.
        let mut pictures = vec![(table, "pairings".to_owned())];
        if tournament.round > 1 && tournament.format != TournamentFormat::Arena {
            let before = tournament.round - 1;
            let entrants = self.tournament_store.entrants(tournament.id).await?;
            let boards = self
                .tournament_store
                .tournament_boards(tournament.id)
                .await?;
            let table = self
                .tournament_table(tournament, &entrants, &boards, before)
                .await?;
            let mut leaders: Vec<String> = table
                .iter()
                .take(LEADERS)
                .enumerate()
                .map(|(rank, s)| {
                    format!("{}. {} {}", rank + 1, s.name, points_written(s.line.points))
                })
                .collect();
            if table.len() > LEADERS {
                leaders.push("…".to_owned());
            }
            let line = Text::new("tournament-standings-after")
                .arg("round", before.to_string())
                .arg("leaders", leaders.join(", "))
                .write(language);
            pictures.push((
                standings_table(tournament.format, &table, line.clone(), language),
                format!("standings-{before}"),
            ));
            lines.push(line);
        }
        lines.extend(self.tournament_page_line(tournament, language));
        let mut reply = Reply::info(lines.join("\n"));
        reply.pings = pings;
        for (table, what) in pictures {
            if let Some(picture) = table_picture(table, &what, tournament).await {
                reply = reply.with_file(picture);
            }
        }
        Ok(reply)
    }

    /// The post at a tournament's end: the winner, and the final table as
    /// text and as a picture.
    async fn final_post(
        &self,
        tournament: &TournamentRow,
        language: Language,
    ) -> Result<Reply, Failure> {
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        let table = self
            .tournament_table(tournament, &entrants, &boards, tournament.round)
            .await?;
        let mut lines = vec![
            Text::new("tournament-over")
                .text("format", format_text(tournament.format))
                .arg("number", tournament.id.get().to_string())
                .arg(
                    "winner",
                    table.first().map_or(String::new(), |s| s.name.clone()),
                )
                .arg(
                    "points",
                    table
                        .first()
                        .map_or(String::new(), |s| points_written(s.line.points)),
                )
                .write(language),
        ];
        for (rank, standing) in table.iter().enumerate().take(MOST_LINES) {
            lines.push(
                Text::new("tournament-standing")
                    .arg("rank", (rank + 1).to_string())
                    .arg("player", standing.name.clone())
                    .arg("points", points_written(standing.line.points))
                    .write(language),
            );
        }
        let picture = standings_table(tournament.format, &table, lines[0].clone(), language);
        lines.extend(self.tournament_page_line(tournament, language));
        let mut reply = Reply::info(lines.join("\n"));
        if let Some(picture) = table_picture(picture, "standings", tournament).await {
            reply = reply.with_file(picture);
        }
        Ok(reply)
    }

    /// The line that leads to a tournament's page, when pages are served.
    pub(crate) fn tournament_page_line(
        &self,
        tournament: &TournamentRow,
        language: Language,
    ) -> Option<String> {
        let url = format!(
            "{}/tournament/{}",
            self.games.web_url()?,
            tournament.id.get()
        );
        Some(
            Text::new("tournament-page-line")
                .arg("url", url)
                .write(language),
        )
    }

    /// A player by id (one gone is a damaged tournament).
    async fn named(&self, id: PlayerId) -> Result<PlayerRow, Failure> {
        self.store
            .player_by_id(id)
            .await?
            .ok_or_else(|| Failure::Damaged {
                kind: "player",
                id: id.get(),
                detail: "in a tournament but not in the store".into(),
            })
    }
}

/// A tournament's format as its posts name it.
pub(crate) fn format_text(format: TournamentFormat) -> Text {
    Text::new("tournament-format").arg("format", format.name())
}

/// The table a standings picture shows: rank, player, points and the
/// format's tiebreaks, the winner marked.
pub(crate) fn standings_table(
    format: TournamentFormat,
    table: &[Standing],
    title: String,
    language: Language,
) -> Table {
    let column = |head: Text, align| Column {
        head: head.write(language),
        align,
    };
    let mut columns = vec![
        column(Text::new("tournament-column-rank"), Align::Right),
        column(Text::new("tournament-column-player"), Align::Left),
        column(Text::new("tournament-column-points"), Align::Centre),
    ];
    if format == TournamentFormat::Swiss {
        columns.push(column(
            Text::new("tournament-column-buchholz"),
            Align::Right,
        ));
        columns.push(column(Text::new("tournament-column-cut"), Align::Right));
    }
    // An arena ranks by its points alone.
    if format != TournamentFormat::Arena {
        columns.push(column(
            Text::new("tournament-column-sonneborn-berger"),
            Align::Right,
        ));
    }
    let rows = table
        .iter()
        .enumerate()
        .map(|(rank, s)| {
            let mut row = vec![
                (rank + 1).to_string(),
                s.name.clone(),
                points_written(s.line.points),
            ];
            if format == TournamentFormat::Swiss {
                row.push(points_written(s.line.buchholz));
                row.push(points_written(s.line.buchholz_cut1));
            }
            if format != TournamentFormat::Arena {
                row.push(quarters_written(s.line.sonneborn_berger));
            }
            row
        })
        .collect();
    Table {
        title,
        columns,
        rows,
        marked: vec![0],
        more: String::new(),
    }
}

/// A table drawn as a PNG off the async runtime, named for its tournament
/// and what it shows; `None` (and a warning) if it cannot be drawn.
pub(crate) async fn table_picture(
    table: Table,
    what: &str,
    tournament: &TournamentRow,
) -> Option<Attachment> {
    let drawn = tokio::task::spawn_blocking(move || kibitz_render::table(&table)).await;
    match drawn {
        Ok(Ok(bytes)) => Some(Attachment {
            name: format!("tournament-{}-{what}.png", tournament.id.get()),
            mime: "image/png",
            bytes,
        }),
        Ok(Err(error)) => {
            tracing::warn!(tournament = tournament.id.get(), %error, "a tournament's picture was not drawn");
            None
        }
        Err(error) => {
            tracing::warn!(tournament = tournament.id.get(), %error, "a tournament's picture was not drawn");
            None
        }
    }
}
