//! A claimed game's notices delivered, each marked delivered as soon as
//! it is: the board owed to its other chat first and alone, then the
//! direct message (at most once), then the chat's notice.

use chrono::{DateTime, Utc};

use crate::chat::{DeliveryError, Notice, NoticeKind, Outbox, Recipient, Reply, deliver_privately};
use crate::games::publish::Announced;
use crate::games::timed::drawing::Drawn;
use crate::games::timed::jobs::{Chat, ChatWork, Job};
use crate::games::timed::{TimedWork, Worked};
use crate::model::GameId;
use crate::store::{DueGame, GameStatus, PlayerRow, StoreError};

impl TimedWork {
    /// The claimed games' work: the games out of time ended, then every
    /// notice drawn and delivered, each marked delivered as soon as it is.
    /// What was done, and the games whose work is done (their claims are
    /// the scheduler's to give back).
    pub(crate) async fn work_on(
        &self,
        due: Vec<DueGame>,
        now: DateTime<Utc>,
        outbox: &dyn Outbox,
    ) -> Result<(Worked, Vec<GameId>), StoreError> {
        let mut worked = Worked::default();
        let mut done = Vec::new();
        let jobs = self.jobs(due, now, &mut worked, &mut done).await?;
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
                    worked.boards += 1;
                    if let Announced::Privately { delivered, dropped } = announced {
                        worked.messaged += delivered;
                        worked.dropped += dropped;
                    }
                }
                Some(Err(error)) => {
                    tracing::warn!(game = id.get(), %error, "a board for the game's other chat left for a later pass");
                    worked.failed += 1;
                    board_left = true;
                }
                // A chat owed a board that is gone is owed nothing.
                None if job.board.is_none() => row.board_owed_in = None,
                None => {}
            }
            let chat = self.deliver(&job, drawn, outbox, &mut worked).await;
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
                    worked.failed += 1;
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
        Ok((worked, done))
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

    /// Delivers a job's notices: the direct message (at most once), then
    /// the chat's notice, and with a reminder, the reminded player's own
    /// copy if they asked. An error when the chat's notice failed in a way
    /// that may pass: it stays owed.
    async fn deliver(
        &self,
        job: &Job,
        drawn: Drawn,
        outbox: &dyn Outbox,
        worked: &mut Worked,
    ) -> Result<(), DeliveryError> {
        let loaded = &job.loaded;
        if let Some((reader, reply)) = drawn.message {
            self.message(&reader, (NoticeKind::Update, job), reply, outbox, worked)
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
            worked.messaged += delivered;
            worked.dropped += dropped;
        }
        match work {
            ChatWork::Remind => {
                let to_move = loaded.player(loaded.game.turn()).clone();
                if announced == Announced::InChat && to_move.notify_dm {
                    self.message(&to_move, (NoticeKind::Reminder, job), reply, outbox, worked)
                        .await;
                }
                worked.reminded += 1;
            }
            ChatWork::Announce => worked.announced += 1,
            ChatWork::Vacation(_) => worked.vacation_news += 1,
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
        worked: &mut Worked,
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
        worked.count(sent, |worked| &mut worked.messaged);
    }
}
