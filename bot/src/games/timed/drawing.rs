//! A claimed game's notices drawn (its board as each reader sees it, in
//! their language), on blocking threads and ahead of their delivery.

use kibitz_rules::{EndReason, Outcome};

use crate::chat::{Message, Notice, NoticeKind, Recipient, Reply, ReplyKind, Settled};
use crate::clock::moment;
use crate::context::Ctx;
use crate::games::state::live_clock::{clock_shown, left_at};
use crate::games::state::loaded::Loaded;
use crate::games::threads::new_thread;
use crate::games::timed::TimedWork;
use crate::games::timed::jobs::{Chat, ChatWork, Job};
use crate::games::views::{mention, pgn_file};
use crate::i18n::Text;
use crate::store::PlayerRow;

/// A job's notices, drawn.
pub(super) struct Drawn {
    /// The board owed to the game's other chat.
    pub(super) board: Option<Notice>,
    /// The direct message about the latest change, and its reader.
    pub(super) message: Option<(PlayerRow, Reply)>,
    /// The notice for the game's chat.
    pub(super) chat: Option<Notice>,
}
/// How many jobs a blocking thread draws at a time.
const DRAWN_TOGETHER: usize = 32;

/// The most batches of jobs drawn ahead of their delivery.
const MOST_BATCHES_AHEAD: usize = 16;

/// Jobs being drawn, batch by batch, and given out in order.
pub(super) struct Drawing {
    work: TimedWork,
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
        let work = self.work.clone();
        self.drawing.push_back(tokio::task::spawn_blocking(move || {
            batch
                .into_iter()
                .map(|job| {
                    let drawn = work.draw_job(&job);
                    (job, drawn)
                })
                .collect()
        }));
    }

    /// The next job with its notices, once drawn.
    pub(super) async fn next(&mut self) -> Option<(Job, Drawn)> {
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

impl TimedWork {
    /// Draws every job's notices, on blocking threads, a batch of jobs to
    /// a thread and twice as many batches at once as there are cores (at
    /// most [`MOST_BATCHES_AHEAD`]): ahead of their delivery, which mostly
    /// waits for the chats and the store, but not so far ahead that a
    /// large pass holds every picture at once. The jobs come back in
    /// order, each with its notices.
    pub(super) fn draw_notices(&self, jobs: Vec<Job>) -> Drawing {
        let ahead = std::thread::available_parallelism()
            .map_or(2, |n| 2 * n.get())
            .min(MOST_BATCHES_AHEAD);
        let mut drawing = Drawing {
            work: self.clone(),
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
                        self.clock.now(),
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
                        .filter(|_| news.away && player.vacation.is_away(self.clock.now()));
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

    /// The board as `reader` sees it, in their language, under `headline`;
    /// in the game's chat, a game that is over comes with its record and
    /// its replay.
    pub(super) fn notice_reply(
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
    chat.row.games_in_threads
        && chat.row.opened_for.is_none()
        && !chat.place.direct
        && loaded.outcome().is_none()
        && loaded.row.unplayed(loaded.game.history().len())
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
