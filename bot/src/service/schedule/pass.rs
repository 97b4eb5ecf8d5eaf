//! Scheduled work on games: in correspondence, the reminder when 80% of a
//! move's time has passed; the end of the game when all of it has (a live
//! game's flag, or its first move never made); direct messages to players
//! who asked for them, and daily digests.
//!
//! A pass claims the due games in the store for a while (a lease; a live
//! game's a short one, renewed while the pass still works on it), so that
//! several processes never do the same work; work not done when the lease
//! runs out is any process's to take. A time-out is committed with
//! its announcement marked as owed (`notice`), and the mark is cleared
//! only once the announcement is delivered, so a process that dies in
//! between leaves the announcement to the next pass rather than losing it.
//!
//! A pass works in batches: one claim reads every due game with its
//! players and chat; the games out of time end in one transaction; every
//! notice is drawn (on blocking threads, several at once, outside any
//! transaction) and delivered, each marked delivered as soon as it is;
//! and the claims are given back in one statement.
//!
//! Daily digests are in [`crate::games::correspondence::digest`]; daily puzzles, with the other
//! puzzles (`service::puzzles::daily`).
//!
//! A game played in two chats has its board posted in the one that did
//! not see its latest change (made in the other, on the page, or by its
//! clock), by a scheduler that serves that chat's platform.
//!
//! Direct messages are sent at most once: a failed one is logged and
//! dropped, because most such failures last (the user never opened a chat
//! with the bot, or refuses messages), and the game's chat has the news
//! anyway.

use chrono::{DateTime, TimeDelta, Utc};
use kibitz_rules::{EndReason, Outcome};

use crate::chat::{
    DeliveryError, Message, Notice, NoticeKind, Outbox, Place, Recipient, Reply, ReplyKind, Sent,
    Settled, deliver_privately,
};
use crate::clock::moment;
use crate::context::Ctx;
use crate::games::publish::Announced;
use crate::games::state::live_clock::{clock_shown, left_at};
use crate::games::state::loaded::Loaded;
use crate::games::state::next_row::timed_out;
use crate::games::threads::new_thread;
use crate::games::views::{mention, pgn_file};
use crate::i18n::Text;
use crate::model::{ChannelId, GameId, Platform, PlayerId};
use crate::service::Service;
use crate::store::{ChannelRow, DueGame, GameRow, GameStatus, OwedNotice, PlayerRow, VacationNews};

/// How long a pass holds a live game: a pass that dies holding a flag
/// leaves it to another this much later at most.
const LIVE_LEASE: TimeDelta = TimeDelta::seconds(20);

/// What one pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pass {
    /// Games and digests claimed.
    pub claimed: usize,
    /// Whether a claim was cut at the limit: more work is due now.
    pub more: bool,
    /// Reminders delivered.
    pub reminded: usize,
    /// Games ended on time.
    pub timed_out: usize,
    /// Time-outs announced (this pass's and owed ones).
    pub announced: usize,
    /// Chats told that a player went on vacation or came back.
    pub vacation_news: usize,
    /// Direct messages delivered about opponents' moves and reminders.
    pub messaged: usize,
    /// Daily digests delivered.
    pub digests: usize,
    /// Daily puzzles posted.
    pub daily_puzzles: usize,
    /// Tournament posts delivered (a round begun, a tournament ended or
    /// called off).
    pub tournaments: usize,
    /// Boards posted in the second chat of a game played in two.
    pub boards: usize,
    /// Challenges from the other platform told privately.
    pub challenges_told: usize,
    /// Direct messages that could not be delivered, and were dropped.
    pub dropped: usize,
    /// Games left for a later pass: a delivery or a store call failed.
    pub failed: usize,
}

impl Pass {
    /// Counts what some timed work sent: the notices delivered under
    /// `delivered` (the kind's own count), the dropped and the failed
    /// under theirs.
    fn count(&mut self, sent: Sent, delivered: impl FnOnce(&mut Pass) -> &mut usize) {
        *delivered(self) += sent.delivered;
        self.dropped += sent.dropped;
        self.failed += sent.failed;
    }
}

/// What a game's chat is owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ChatWork {
    /// The reminder of the player to move.
    Remind,
    /// The announcement of the game's end on time.
    Announce,
    /// The news that a player went on vacation or came back.
    Vacation(VacationNews),
}

/// A chat a notice goes to: its id, where it is, its settings.
struct Chat {
    id: ChannelId,
    place: Place,
    row: ChannelRow,
}

/// A claimed game's work.
struct Job {
    loaded: Loaded,
    place: Place,
    channel: ChannelRow,
    /// The chat owed the game's board (of a game played in two chats).
    board: Option<Chat>,
    /// The game's second chat, when a reminder may be for it.
    also: Option<Chat>,
    /// The player owed a direct message about the game's latest change.
    message: Option<PlayerId>,
    /// What the game's chat is owed.
    chat: Option<ChatWork>,
}

/// A job's notices, drawn.
struct Drawn {
    /// The board owed to the game's other chat.
    board: Option<Notice>,
    /// The direct message about the latest change, and its reader.
    message: Option<(PlayerRow, Reply)>,
    /// The notice for the game's chat.
    chat: Option<Notice>,
}

/// How many jobs a blocking thread draws at a time.
const DRAWN_TOGETHER: usize = 32;

/// The most batches of jobs drawn ahead of their delivery.
const MOST_BATCHES_AHEAD: usize = 16;

/// Jobs being drawn, batch by batch, and given out in order.
struct Drawing {
    service: Service,
    waiting: std::vec::IntoIter<Job>,
    drawing: std::collections::VecDeque<tokio::task::JoinHandle<Vec<(Job, Drawn)>>>,
    ready: std::vec::IntoIter<(Job, Drawn)>,
}

impl Drawing {
    /// Starts drawing the next batch of waiting jobs, if any.
    fn start_batch(&mut self) {
        let batch: Vec<Job> = self.waiting.by_ref().take(DRAWN_TOGETHER).collect();
        if batch.is_empty() {
            return;
        }
        let service = self.service.clone();
        self.drawing.push_back(tokio::task::spawn_blocking(move || {
            batch
                .into_iter()
                .map(|job| {
                    let drawn = service.draw_job(&job);
                    (job, drawn)
                })
                .collect()
        }));
    }

    /// The next job with its notices, once drawn.
    async fn next(&mut self) -> Option<(Job, Drawn)> {
        loop {
            if let Some(next) = self.ready.next() {
                return Some(next);
            }
            let batch = self.drawing.pop_front()?;
            self.start_batch();
            match batch.await {
                Ok(drawn) => self.ready = drawn.into_iter(),
                Err(error) => tracing::error!(%error, "drawing scheduled notices stopped"),
            }
        }
    }
}

impl Service {
    /// When the next scheduled work no scheduler holds is due (see
    /// [`crate::store::Store::next_due_work`]). Work that only another
    /// process can deliver (a board owed to, or a challenge's message for,
    /// a platform `outbox` does not serve) is not counted.
    pub async fn next_due(
        &self,
        outbox: &dyn Outbox,
    ) -> Result<Option<DateTime<Utc>>, crate::store::StoreError> {
        self.config
            .store
            .next_due_work(self.config.clock.now(), &served(outbox))
            .await
    }

    /// Claims up to `limit` games and `limit` digests with due work for
    /// `lease`, and does it: direct messages, reminders, time-outs, owed
    /// announcements, digests, daily puzzles, tournaments' rounds. Work
    /// that fails stays owed; another pass does it once the lease has run
    /// out.
    pub async fn run_due(
        &self,
        outbox: &dyn Outbox,
        limit: usize,
        lease: TimeDelta,
    ) -> Result<Pass, crate::store::StoreError> {
        let now = self.config.clock.now();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let until = now + lease;
        let live_lease = lease.min(LIVE_LEASE);
        let live_until = now + live_lease;
        let due = self
            .config
            .store
            .claim_due_games(now, (until, live_until), limit, &served(outbox))
            .await?;
        let live: Vec<GameId> = due
            .iter()
            .filter(|d| d.seated.row.clock_base.is_some())
            .map(|d| d.seated.row.id)
            .collect();
        let players = self
            .config
            .store
            .claim_due_digests(now, until, limit)
            .await?;
        let posts = self.puzzles.claim_due_daily(now, until, limit).await?;
        let tournaments = self.tournaments.claim_due(now, until, limit).await?;
        let told = self
            .challenges
            .claim_due_notices(now, until, limit, &served(outbox))
            .await?;
        let mut pass = Pass {
            claimed: due.len() + players.len() + posts.len() + tournaments.len() + told.len(),
            more: due.len() as i64 >= limit
                || players.len() as i64 >= limit
                || posts.len() as i64 >= limit
                || tournaments.len() as i64 >= limit
                || told.len() as i64 >= limit,
            ..Pass::default()
        };
        // Claims given back at the end: the work was done, or there was
        // none (a change came meanwhile: its own work is the next pass's).
        let mut done: Vec<GameId> = Vec::new();
        // The live games' short claims are renewed while the work goes on.
        let stop = tokio::sync::Notify::new();
        let work = async {
            let worked = self.work_on(due, now, outbox, &mut pass, &mut done).await;
            stop.notify_one();
            worked
        };
        let (worked, live_until) = tokio::join!(
            work,
            self.keep_live_claims(&live, (live_until, live_lease), &stop)
        );
        worked?;
        self.config
            .store
            .release_games(&done, (until, live_until))
            .await?;
        for player in players {
            let id = player.id;
            match self.correspondence.send_digest(player, now, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.digests),
                Err(error) => {
                    tracing::warn!(player = id.get(), %error, "digest left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for post in posts {
            let channel = post.channel;
            match self.puzzles.post_daily_puzzle(post, now, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.daily_puzzles),
                Err(error) => {
                    tracing::warn!(channel = channel.get(), %error, "a daily puzzle left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for tournament in tournaments {
            let id = tournament.id;
            match self.tournaments.run_tournament(tournament, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.tournaments),
                Err(error) => {
                    tracing::warn!(tournament = id.get(), %error, "a tournament left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for id in told {
            match self.challenges.tell_challenged(id, outbox).await {
                Ok(sent) => pass.count(sent, |pass| &mut pass.challenges_told),
                Err(error) => {
                    tracing::warn!(challenge = id.get(), %error, "a challenge's message left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        Ok(pass)
    }

    /// The claimed games' work: the games out of time ended, then every
    /// notice drawn and delivered, each marked delivered as soon as it is;
    /// the games whose work is done are added to `done`.
    async fn work_on(
        &self,
        due: Vec<DueGame>,
        now: DateTime<Utc>,
        outbox: &dyn Outbox,
        pass: &mut Pass,
        done: &mut Vec<GameId>,
    ) -> Result<(), crate::store::StoreError> {
        let jobs = self.jobs(due, now, pass, done).await?;
        let mut drawn = self.draw_notices(jobs);
        while let Some((job, mut drawn)) = drawn.next().await {
            let id = job.loaded.row.id;
            // The other chat's board goes first, and alone: a failure in
            // one chat does not hold back the other's news.
            let board = match (drawn.board.take(), &job.board) {
                (Some(notice), Some(chat)) => {
                    Some(self.post_board(&job, notice, chat, outbox).await)
                }
                _ => None,
            };
            let mut row = job.loaded.row.clone();
            let mut board_left = false;
            match board {
                Some(Ok(announced)) => {
                    row.board_owed_in = None;
                    pass.boards += 1;
                    if let Announced::Privately { delivered, dropped } = announced {
                        pass.messaged += delivered;
                        pass.dropped += dropped;
                    }
                }
                Some(Err(error)) => {
                    tracing::warn!(game = id.get(), %error, "a board for the game's other chat left for a later pass");
                    pass.failed += 1;
                    board_left = true;
                }
                // A chat owed a board that is gone is owed nothing.
                None if job.board.is_none() => row.board_owed_in = None,
                None => {}
            }
            let chat = self.deliver(&job, drawn, outbox, pass).await;
            match &chat {
                Ok(()) => {
                    if job.message.is_some() {
                        row.dm_for = None;
                    }
                    match job.chat {
                        Some(ChatWork::Remind) => row.remind_at = None,
                        Some(ChatWork::Announce) => row.notice = None,
                        Some(ChatWork::Vacation(_)) => row.vacation_news = None,
                        None => {}
                    }
                    // A game over has no news of its players' vacations.
                    if row.status != GameStatus::Active {
                        row.vacation_news = None;
                    }
                }
                Err(error) => {
                    tracing::warn!(game = id.get(), %error, "scheduled work left for a later pass");
                    pass.failed += 1;
                }
            }
            // What was delivered is marked so at once, not with the batch:
            // a process that stops mid-pass leaves owed only what it did
            // not deliver. A lost race means a move came meanwhile and set
            // its own work.
            if row != job.loaded.row {
                self.games.table().clear_owed(&row).await?;
            }
            if chat.is_ok() && !board_left {
                done.push(id);
            }
        }
        Ok(())
    }

    /// Posts a game's board in its other chat, as an announcement is
    /// posted (privately to the players when the chat refuses it for
    /// good); an error when that may pass, and the board stays owed.
    async fn post_board(
        &self,
        job: &Job,
        notice: Notice,
        chat: &Chat,
        outbox: &dyn Outbox,
    ) -> Result<Announced, DeliveryError> {
        let loaded = &job.loaded;
        let players = [loaded.white.clone(), loaded.black.clone()];
        self.games
            .announce(
                NoticeKind::Board,
                loaded.row.id,
                (notice.reply, &chat.place),
                outbox,
                &players,
            )
            .await
    }

    /// Keeps this pass's claims on the live games `ids` (claimed until
    /// `until`, for `lease`) while its work goes on, renewing them every
    /// quarter of the lease until `stop` is told: however slow a delivery,
    /// no other process takes a live game up meanwhile, and should this
    /// one die, another does within the lease. The claims' end when told.
    async fn keep_live_claims(
        &self,
        ids: &[GameId],
        (mut until, lease): (DateTime<Utc>, TimeDelta),
        stop: &tokio::sync::Notify,
    ) -> DateTime<Utc> {
        let every = (lease / 4)
            .to_std()
            .unwrap_or(std::time::Duration::from_secs(1));
        loop {
            tokio::select! {
                () = stop.notified() => return until,
                () = tokio::time::sleep(every), if !ids.is_empty() => {
                    let renewed = self.config.clock.now() + lease;
                    match self.config.store.renew_claims(ids, until, renewed).await {
                        Ok(()) => until = renewed,
                        Err(error) => {
                            tracing::warn!(%error, "live games' claims not renewed");
                        }
                    }
                }
            }
        }
    }

    /// The work of each claimed game; the games out of time are ended first,
    /// all in one transaction, and owe their announcement.
    async fn jobs(
        &self,
        due: Vec<DueGame>,
        now: DateTime<Utc>,
        pass: &mut Pass,
        done: &mut Vec<GameId>,
    ) -> Result<Vec<Job>, crate::store::StoreError> {
        let mut jobs = Vec::with_capacity(due.len());
        let mut ending: Vec<(usize, GameRow)> = Vec::new();
        for DueGame {
            seated,
            place,
            channel,
        } in due
        {
            let id = seated.row.id;
            let loaded = match self.games.load(seated).await {
                Ok(loaded) => loaded,
                Err(error) => {
                    tracing::warn!(game = id.get(), %error, "scheduled work left for a later pass");
                    pass.failed += 1;
                    continue;
                }
            };
            let row = &loaded.row;
            let active = row.status == GameStatus::Active;
            let chat = if row.notice == Some(OwedNotice::Timeout) {
                Some(ChatWork::Announce)
            } else if active && row.deadline.is_some_and(|d| d <= now) {
                ending.push((jobs.len(), timed_out(&loaded, now)));
                Some(ChatWork::Announce)
            } else if let Some(news) = row.vacation_news.filter(|_| active) {
                Some(ChatWork::Vacation(news))
            } else if active && row.remind_at.is_some_and(|r| r <= now) {
                Some(ChatWork::Remind)
            } else {
                None
            };
            jobs.push(Job {
                message: row.dm_for,
                chat,
                loaded,
                place,
                channel,
                board: None,
                also: None,
            });
        }
        let rows: Vec<GameRow> = ending.iter().map(|(_, row)| row.clone()).collect();
        let saved = self.games.table().update_games(&rows).await?;
        let mut lost = Vec::new();
        for ((i, _), saved) in ending.into_iter().zip(saved) {
            match saved {
                Some(row) => {
                    let job = &mut jobs[i];
                    let mut game = job.loaded.game.clone();
                    let ended = row.status.outcome().and_then(|o| game.end(o).err());
                    if let Some(error) = ended {
                        tracing::warn!(game = row.id.get(), %error, "a game ended on time does not end");
                    }
                    self.config.cache.keep(&row, &game);
                    job.loaded.row = row;
                    job.loaded.game = game;
                    pass.timed_out += 1;
                }
                // A move came in time: the game's work is the next pass's.
                None => lost.push(i),
            }
        }
        let mut kept = Vec::with_capacity(jobs.len());
        for (i, mut job) in jobs.into_iter().enumerate() {
            if lost.contains(&i) {
                done.push(job.loaded.row.id);
                continue;
            }
            // A rated game's end shows the rating changes.
            if job.loaded.outcome().is_some() && job.loaded.row.rated {
                job.loaded.results = self
                    .games
                    .standing()
                    .results_of_game(job.loaded.row.id)
                    .await?;
            }
            if let Some(id) = job.loaded.row.board_owed_in {
                job.board = self.chat(id).await?;
            }
            if job.chat == Some(ChatWork::Remind)
                && let Some(id) = job.loaded.row.also_channel_id
            {
                job.also = self.chat(id).await?;
            }
            kept.push(job);
        }
        Ok(kept)
    }

    /// Chat `id`: where it is and its settings (`None`: gone).
    async fn chat(&self, id: ChannelId) -> Result<Option<Chat>, crate::store::StoreError> {
        let place = self.config.store.channel_by_id(id).await?;
        let row = self.config.store.channel_row_by_id(id).await?;
        Ok(place.zip(row).map(|(place, row)| Chat { id, place, row }))
    }

    /// Draws every job's notices, on blocking threads, a batch of jobs to
    /// a thread and twice as many batches at once as there are cores (at
    /// most [`MOST_BATCHES_AHEAD`]): ahead of their delivery, which mostly
    /// waits for the chats and the store, but not so far ahead that a
    /// large pass holds every picture at once. The jobs come back in
    /// order, each with its notices.
    fn draw_notices(&self, jobs: Vec<Job>) -> Drawing {
        let ahead = std::thread::available_parallelism()
            .map_or(2, |n| 2 * n.get())
            .min(MOST_BATCHES_AHEAD);
        let mut drawing = Drawing {
            service: self.clone(),
            waiting: jobs.into_iter(),
            drawing: std::collections::VecDeque::new(),
            ready: Vec::new().into_iter(),
        };
        for _ in 0..ahead {
            drawing.start_batch();
        }
        drawing
    }

    /// A job's notices: the direct message about the latest change, and
    /// the reminder or the announcement for the game's chat.
    fn draw_job(&self, job: &Job) -> Drawn {
        let loaded = &job.loaded;
        // The other chat's board, shown as the player who plays there sees
        // it; a game over comes with its record and replay, as its own
        // chat's announcement does.
        let board = job.board.as_ref().map(|chat| {
            let reader = reader_on(loaded, chat);
            let mut reply = self.notice_reply(loaded, chat, reader, None, false);
            // A new game's first board, in a chat whose managers want a
            // thread or topic per game: in one of its own.
            if new_game_wants_thread(loaded, chat) {
                let language = chat.row.language.unwrap_or(reader.language);
                reply = reply.in_new_thread(new_thread(loaded, language));
            }
            Notice {
                kind: NoticeKind::Board,
                game_id: Some(loaded.row.id),
                to: Recipient::Channel(chat.place.clone()),
                reply,
            }
        });
        let message = job.message.and_then(|player_id| {
            let color = loaded.color_of(player_id)?;
            let reader = loaded.player(color).clone();
            let headline = Text::new("dm-update")
                .arg("game", loaded.id())
                .arg("opponent", &loaded.player(!color).display_name);
            let reply = self.notice_reply(loaded, &job.own_chat(), &reader, Some(headline), true);
            Some((reader, reply))
        });
        let own = job.own_chat();
        let chat = job.chat.map(|work| {
            // A reminder goes where the player to move plays: in a game
            // across platforms, the second chat when theirs is there.
            let chat = match (work, &job.also) {
                (ChatWork::Remind, Some(also)) if plays_there(loaded, &own, also) => also,
                _ => &own,
            };
            let (kind, reader, headline, called) = match work {
                ChatWork::Remind => {
                    let to_move = loaded.player(loaded.game.turn());
                    // In a live game, the reminder is the low-time warning.
                    let live = left_at(
                        &loaded.row,
                        (loaded.game.history().len(), loaded.game.turn()),
                        self.config.clock.now(),
                    );
                    let headline = match live {
                        Some(left) => Text::new("low-time")
                            .arg("left", clock_shown(*left.get(loaded.game.turn()))),
                        None => Text::new("reminder"),
                    }
                    .arg("player", mention(to_move, chat.place.platform))
                    .arg("game", loaded.id());
                    (NoticeKind::Reminder, to_move, headline, None)
                }
                ChatWork::Announce => {
                    let flagged = flagged(loaded);
                    let player = mention(loaded.player(flagged), job.place.platform);
                    // A draw on time says why it is not a loss.
                    let headline = match loaded.outcome() {
                        Some(o) if o.reason == EndReason::Aborted => {
                            Text::new("aborted-for-silence").arg("player", player)
                        }
                        Some(Outcome {
                            winner: Some(_), ..
                        }) => Text::new("timed-out").arg("player", player),
                        _ => Text::new("timed-out-drawn").arg("player", player).arg(
                            "opponent",
                            mention(loaded.player(!flagged), job.place.platform),
                        ),
                    };
                    let called = loaded.player(flagged).actor_on(job.place.platform);
                    (
                        NoticeKind::Timeout,
                        loaded.player(!flagged),
                        headline,
                        Some(called),
                    )
                }
                ChatWork::Vacation(news) => {
                    let (player, opponent) =
                        (loaded.player(news.color), loaded.player(!news.color));
                    // Told as it stands when the news goes out.
                    let until = player
                        .vacation
                        .until
                        .filter(|_| news.away && player.vacation.is_away(self.config.clock.now()));
                    let headline = match until {
                        Some(until) => Text::new("vacation-away")
                            .arg("player", &player.display_name)
                            .arg("until", moment(until)),
                        None => Text::new("vacation-back").arg("player", &player.display_name),
                    }
                    .arg("opponent", mention(opponent, job.place.platform))
                    .arg("game", loaded.id());
                    (
                        NoticeKind::Vacation,
                        opponent,
                        headline,
                        Some(opponent.actor_on(job.place.platform)),
                    )
                }
            };
            let mut reply = self.notice_reply(loaded, chat, reader, Some(headline), false);
            if let Some(called) = called {
                reply = reply.pinging([called]);
            }
            Notice {
                kind,
                game_id: Some(loaded.row.id),
                to: Recipient::Channel(chat.place.clone()),
                reply,
            }
        });
        Drawn {
            board,
            message,
            chat,
        }
    }

    /// Delivers a job's notices: the direct message (at most once), then
    /// the chat's notice, and with a reminder, the reminded player's own
    /// copy if they asked. An error when the chat's notice failed in a way
    /// that may pass: it stays owed.
    async fn deliver(
        &self,
        job: &Job,
        drawn: Drawn,
        outbox: &dyn Outbox,
        pass: &mut Pass,
    ) -> Result<(), DeliveryError> {
        let loaded = &job.loaded;
        if let Some((reader, reply)) = drawn.message {
            self.message(&reader, (NoticeKind::Update, job), reply, outbox, pass)
                .await;
        }
        let (Some(work), Some(notice)) = (job.chat, drawn.chat) else {
            return Ok(());
        };
        let players = [loaded.white.clone(), loaded.black.clone()];
        let concerns = match work {
            // A reminder concerns the player to move alone.
            ChatWork::Remind => std::slice::from_ref(loaded.player(loaded.game.turn())),
            ChatWork::Announce | ChatWork::Vacation(_) => &players[..],
        };
        let (Recipient::Channel(place), kind) = (&notice.to, notice.kind) else {
            return Ok(());
        };
        let reply = notice.reply.clone();
        let announced = self
            .games
            .announce(kind, loaded.row.id, (notice.reply, place), outbox, concerns)
            .await?;
        if let Announced::Privately { delivered, dropped } = announced {
            pass.messaged += delivered;
            pass.dropped += dropped;
        }
        match work {
            ChatWork::Remind => {
                let to_move = loaded.player(loaded.game.turn()).clone();
                if announced == Announced::InChat && to_move.notify_dm {
                    self.message(&to_move, (NoticeKind::Reminder, job), reply, outbox, pass)
                        .await;
                }
                pass.reminded += 1;
            }
            ChatWork::Announce => pass.announced += 1,
            ChatWork::Vacation(_) => pass.vacation_news += 1,
        }
        Ok(())
    }

    /// Sends a direct message about a game, without buttons (they act in
    /// the game's chat), to the reader's account on the platform of the
    /// game's chat; at most once, as the module says.
    async fn message(
        &self,
        reader: &PlayerRow,
        (kind, job): (NoticeKind, &Job),
        mut reply: Reply,
        outbox: &dyn Outbox,
        pass: &mut Pass,
    ) {
        reply.buttons.clear();
        let sent = deliver_privately(
            outbox,
            (reader.id, reader.actor_on(job.place.platform)),
            kind,
            Some(job.loaded.row.id),
            reply,
        )
        .await;
        pass.count(sent, |pass| &mut pass.messaged);
    }

    /// The board as `reader` sees it, in their language, under `headline`;
    /// in the game's chat, a game that is over comes with its record and
    /// its replay.
    fn notice_reply(
        &self,
        loaded: &Loaded,
        chat: &Chat,
        reader: &PlayerRow,
        headline: Option<Text>,
        direct: bool,
    ) -> Reply {
        let actor = reader.actor_on(chat.place.platform);
        let message = Message::default();
        // In the game's chat, the chat's language when its managers chose
        // one.
        let chat_language = if direct { None } else { chat.row.language };
        let ctx = Ctx {
            actor: &actor,
            message: &message,
            delivery: None,
            player: reader.clone(),
            channel_id: chat.id,
            channel: chat.row,
            language: chat_language.unwrap_or(reader.language),
            ply: None,
            direct,
            own_language: reader.language,
            games: None,
        };
        let reply = self
            .games
            .board_reply(&ctx, loaded, ReplyKind::Done, headline);
        if direct || loaded.outcome().is_none() {
            return reply;
        }
        let reply = reply.with_file(pgn_file(loaded)).settling(Settled::Game);
        self.games.with_replay_now(&ctx, loaded, reply)
    }
}

impl Job {
    /// The game's own chat.
    fn own_chat(&self) -> Chat {
        Chat {
            id: self.loaded.row.channel_id,
            place: self.place.clone(),
            row: self.channel,
        }
    }
}

/// The platforms `outbox` posts to.
fn served(outbox: &dyn Outbox) -> Vec<Platform> {
    Platform::ALL
        .into_iter()
        .filter(|platform| outbox.serves(*platform))
        .collect()
}

/// Whether the player to move plays in the game's second chat `also`
/// rather than in its own chat `own`: they have no account on the own
/// chat's platform, and one on the second's.
fn plays_there(loaded: &Loaded, own: &Chat, also: &Chat) -> bool {
    let to_move = loaded.player(loaded.game.turn());
    match loaded.row.also_for {
        Some(owner) => owner == to_move.id,
        None => !to_move.plays_on(own.place.platform) && to_move.plays_on(also.place.platform),
    }
}

/// Whether a game's board owed to `chat` opens a thread or topic of the
/// game's own there: the chat's managers asked for one per game, it is no
/// game's thread already, and the game has not begun (its first board).
fn new_game_wants_thread(loaded: &Loaded, chat: &Chat) -> bool {
    let set_up = usize::try_from(loaded.row.set_up_plies).unwrap_or(0);
    chat.row.games_in_threads
        && chat.row.opened_for.is_none()
        && !chat.place.direct
        && loaded.outcome().is_none()
        && loaded.game.history().len() <= set_up
}

/// Whom a game's board in `chat` is shown as: the player whose chat it is,
/// when the game knows (the second chat's player, and in the game's own
/// chat their opponent); else the player to move when they play on its
/// platform, else their opponent when they do, else the player to move.
fn reader_on<'a>(loaded: &'a Loaded, chat: &Chat) -> &'a PlayerRow {
    let to_move = loaded.player(loaded.game.turn());
    let other = loaded.player(!loaded.game.turn());
    if let Some(owner) = loaded.row.also_for {
        let theirs = Some(chat.id) == loaded.row.also_channel_id;
        return if (to_move.id == owner) == theirs {
            to_move
        } else {
            other
        };
    }
    let platform = chat.place.platform;
    if !to_move.plays_on(platform) && other.plays_on(platform) {
        other
    } else {
        to_move
    }
}

/// The side that ran out of time in a game ended on time (or, aborted,
/// made no first move).
fn flagged(loaded: &Loaded) -> kibitz_rules::Color {
    match loaded.outcome().and_then(|o| o.winner) {
        Some(winner) => !winner,
        // A draw on time: the side that was to move ran out.
        None => loaded.game.turn(),
    }
}
