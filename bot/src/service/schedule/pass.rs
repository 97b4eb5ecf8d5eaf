//! Scheduled work on correspondence games: the reminder when 80% of a
//! move's time has passed, the end of the game when all of it has, direct
//! messages to players who asked for them, and daily digests.
//!
//! A pass claims the due games in the store for a while (a lease), so
//! that several processes never do the same work; work not done when the
//! lease runs out is any process's to take. A time-out is committed with its announcement marked as owed
//! (`notice`), and the mark is cleared only once the announcement is
//! delivered, so a process that dies in between leaves the announcement to
//! the next pass rather than losing it.
//!
//! Daily digests are in [`super::digest`].
//!
//! Direct messages are sent at most once: a failed one is logged and
//! dropped, because most such failures last (the user never opened a chat
//! with the bot, or refuses messages), and the game's chat has the news
//! anyway.

use chrono::{DateTime, TimeDelta, Utc};

use crate::chat::{
    DeliveryError, Message, Notice, NoticeKind, Notifier, Place, Recipient, Reply, ReplyKind,
    Settled,
};
use crate::i18n::Text;
use crate::service::loaded::Loaded;
use crate::service::present::{mention, pgn_file};
use crate::service::rows::finish;
use crate::service::{Ctx, Failure, Service};
use crate::store::{ChannelRow, GameRow, GameStatus, OwedNotice, PlayerRow};

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
    /// Direct messages delivered about opponents' moves and reminders.
    pub messaged: usize,
    /// Daily digests delivered.
    pub digests: usize,
    /// Direct messages that could not be delivered, and were dropped.
    pub dropped: usize,
    /// Games left for a later pass: a delivery or a store call failed.
    pub failed: usize,
}

impl Service {
    /// Claims up to `limit` games and `limit` digests with due work for
    /// `lease`, and does it: direct messages, reminders, time-outs, owed
    /// announcements, digests. Work that fails stays owed; another pass
    /// does it once the lease has run out.
    pub async fn run_due(
        &self,
        notifier: &dyn Notifier,
        limit: usize,
        lease: TimeDelta,
    ) -> Result<Pass, crate::store::StoreError> {
        let now = self.clock.now();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let until = now + lease;
        let rows = self.store.claim_due_games(now, until, limit).await?;
        let players = self.store.claim_due_digests(now, until, limit).await?;
        let mut pass = Pass {
            claimed: rows.len() + players.len(),
            more: rows.len() as i64 >= limit || players.len() as i64 >= limit,
            ..Pass::default()
        };
        for row in rows {
            let id = row.id;
            match self.work_on(row, now, notifier, &mut pass).await {
                // Done: a change made meanwhile is the next pass's to do.
                Ok(()) => self.store.release_game(id, until).await?,
                Err(error) => {
                    tracing::warn!(game = id, %error, "scheduled work left for a later pass");
                    pass.failed += 1;
                }
            }
        }
        for player in players {
            let id = player.id;
            if let Err(error) = self.send_digest(player, now, notifier, &mut pass).await {
                tracing::warn!(player = id, %error, "digest left for a later pass");
                pass.failed += 1;
            }
        }
        Ok(pass)
    }

    async fn work_on(
        &self,
        row: GameRow,
        now: DateTime<Utc>,
        notifier: &dyn Notifier,
        pass: &mut Pass,
    ) -> Result<(), Failure> {
        if row.notice == Some(OwedNotice::Timeout) {
            self.announce_timeout(row, notifier, pass).await?;
            pass.announced += 1;
            return Ok(());
        }
        let row = match row.dm_for {
            Some(player_id) => match self.message_player(row, player_id, notifier, pass).await? {
                Some(row) => row,
                // A change came meanwhile: its own work is owed now.
                None => return Ok(()),
            },
            None => row,
        };
        if row.status != GameStatus::Active {
            return Ok(());
        }
        if row.deadline.is_some_and(|d| d <= now) {
            let Some(ended) = self.time_out(row).await? else {
                return Ok(());
            };
            pass.timed_out += 1;
            self.announce_timeout(ended, notifier, pass).await?;
            pass.announced += 1;
        } else if row.remind_at.is_some_and(|r| r <= now) {
            self.remind(row, notifier, pass).await?;
            pass.reminded += 1;
        }
        Ok(())
    }

    /// Ends the game as lost on time by the side to move (drawn when the
    /// opponent could not possibly win), owing its announcement. `None`
    /// when the game changed since it was read: a move came in time.
    async fn time_out(&self, row: GameRow) -> Result<Option<GameRow>, Failure> {
        let loaded = self.load_row(row).await?;
        let mut game = loaded.game.clone();
        let outcome = game.timeout_outcome();
        game.end(outcome).map_err(|e| Failure::Damaged {
            kind: "game",
            id: loaded.row.id,
            detail: e.to_string(),
        })?;
        let mut row = loaded.row.clone();
        finish(&mut row, outcome, self.clock.now());
        row.notice = Some(OwedNotice::Timeout);
        self.save(&row, &game).await
    }

    /// Posts the final board of a game lost on time, then clears the owed
    /// notice.
    async fn announce_timeout(
        &self,
        row: GameRow,
        notifier: &dyn Notifier,
        pass: &mut Pass,
    ) -> Result<(), Failure> {
        let loaded = self.load_row(row).await?;
        let flagged = match loaded.outcome().and_then(|o| o.winner) {
            Some(winner) => !winner,
            // A draw on time: the side that was to move ran out.
            None => loaded.game.turn(),
        };
        let reader = loaded.player(!flagged).clone();
        let headline = Text::new("timed-out").arg("player", mention(loaded.player(flagged)));
        let reply = self
            .notice_reply(&loaded, &reader, Some(headline), false)
            .await
            .pinging([loaded.player(flagged).actor()]);
        let notice = Notice {
            kind: NoticeKind::Timeout,
            game_id: Some(loaded.row.id),
            to: Recipient::Channel(self.place_of(&loaded).await?),
            reply,
        };
        let players = [loaded.white.clone(), loaded.black.clone()];
        self.post_in_chat(&notice, notifier, (&loaded, &players), pass)
            .await?;
        let mut row = loaded.row.clone();
        row.notice = None;
        // A lost race means another pass cleared it: nothing is owed.
        self.store.update_game(&row).await?;
        Ok(())
    }

    /// Tells a player privately of the game's latest change, then clears
    /// the mark; the row as saved, or `None` when the game changed since.
    async fn message_player(
        &self,
        row: GameRow,
        player_id: i64,
        notifier: &dyn Notifier,
        pass: &mut Pass,
    ) -> Result<Option<GameRow>, Failure> {
        let loaded = self.load_row(row).await?;
        if let Some(color) = loaded.color_of(player_id) {
            let reader = loaded.player(color).clone();
            let headline = Text::new("dm-update")
                .arg("game", loaded.id())
                .arg("opponent", &loaded.player(!color).display_name);
            let reply = self
                .notice_reply(&loaded, &reader, Some(headline), true)
                .await;
            self.message(&reader, NoticeKind::Update, &loaded, reply, notifier, pass)
                .await;
        }
        let mut row = loaded.row.clone();
        row.dm_for = None;
        Ok(self.store.update_game(&row).await?)
    }

    /// Sends a direct message about a game, without buttons (they act in
    /// the game's chat); at most once, as the module says.
    async fn message(
        &self,
        reader: &PlayerRow,
        kind: NoticeKind,
        loaded: &Loaded,
        mut reply: Reply,
        notifier: &dyn Notifier,
        pass: &mut Pass,
    ) {
        reply.buttons.clear();
        self.send_privately(reader, kind, Some(loaded.row.id), reply, notifier, pass)
            .await;
    }

    /// Sends a direct message; a failure is logged and counted as dropped.
    pub(in crate::service) async fn send_privately(
        &self,
        reader: &PlayerRow,
        kind: NoticeKind,
        game_id: Option<i64>,
        reply: Reply,
        notifier: &dyn Notifier,
        pass: &mut Pass,
    ) {
        let notice = Notice {
            kind,
            game_id,
            to: Recipient::User {
                platform: reader.platform,
                user_id: reader.platform_user_id.clone(),
            },
            reply,
        };
        match notifier.deliver(&notice).await {
            Ok(()) if kind == NoticeKind::Digest => pass.digests += 1,
            Ok(()) => pass.messaged += 1,
            Err(error) => {
                tracing::info!(player = reader.id, ?kind, %error, "a direct message was dropped");
                pass.dropped += 1;
            }
        }
    }

    /// Reminds the player to move, once for this move: in the game's chat,
    /// and privately if they asked.
    async fn remind(
        &self,
        row: GameRow,
        notifier: &dyn Notifier,
        pass: &mut Pass,
    ) -> Result<(), Failure> {
        let loaded = self.load_row(row).await?;
        let to_move = loaded.player(loaded.game.turn()).clone();
        let headline = Text::new("reminder")
            .arg("player", mention(&to_move))
            .arg("game", loaded.id());
        let reply = self
            .notice_reply(&loaded, &to_move, Some(headline), false)
            .await;
        let notice = Notice {
            kind: NoticeKind::Reminder,
            game_id: Some(loaded.row.id),
            to: Recipient::Channel(self.place_of(&loaded).await?),
            reply: reply.clone(),
        };
        let in_chat = self
            .post_in_chat(
                &notice,
                notifier,
                (&loaded, std::slice::from_ref(&to_move)),
                pass,
            )
            .await?;
        if in_chat && to_move.notify_dm {
            self.message(
                &to_move,
                NoticeKind::Reminder,
                &loaded,
                reply,
                notifier,
                pass,
            )
            .await;
        }
        let mut row = loaded.row.clone();
        row.remind_at = None;
        // A lost race means a move came meanwhile and set its own reminder.
        self.store.update_game(&row).await?;
        Ok(())
    }

    /// Posts a notice in a game's chat; a board it shows becomes the
    /// game's live board there, and the one before loses its buttons.
    /// Where the chat refuses it for good (the bot removed, no right to
    /// post there, the chat gone), it goes privately to the players it
    /// concerns instead, and is not tried again: `false`. A failure that
    /// may pass is an error, and the notice stays owed.
    async fn post_in_chat(
        &self,
        notice: &Notice,
        notifier: &dyn Notifier,
        (loaded, concerned): (&Loaded, &[PlayerRow]),
        pass: &mut Pass,
    ) -> Result<bool, Failure> {
        let posted = match notifier.post(notice).await {
            Ok(posted) => posted,
            Err(DeliveryError::Lasting(error)) => {
                tracing::warn!(
                    game = loaded.row.id,
                    kind = ?notice.kind,
                    %error,
                    "the game's chat refuses the notice; it goes privately"
                );
                for player in concerned.iter().filter(|p| !p.is_bot()) {
                    self.message(
                        player,
                        notice.kind,
                        loaded,
                        notice.reply.clone(),
                        notifier,
                        pass,
                    )
                    .await;
                }
                return Ok(false);
            }
            Err(passing) => return Err(Failure::Undelivered(passing)),
        };
        if let (Recipient::Channel(place), Some(game), Some(message)) =
            (&notice.to, notice.reply.live_board(), posted)
            && let Some(previous) = self.board_posted(place, game, &message).await
        {
            notifier.take_buttons_off(place, &previous).await;
        }
        Ok(true)
    }

    /// The game's chat.
    async fn place_of(&self, loaded: &Loaded) -> Result<Place, Failure> {
        let damaged = |detail| Failure::Damaged {
            kind: "game",
            id: loaded.row.id,
            detail,
        };
        self.store
            .channel_by_id(loaded.row.channel_id)
            .await?
            .ok_or_else(|| damaged("no channel".to_owned()))
    }

    /// The board as `reader` sees it, in their language, under `headline`;
    /// in the game's chat, a game that is over comes with its record and
    /// its replay.
    async fn notice_reply(
        &self,
        loaded: &Loaded,
        reader: &PlayerRow,
        headline: Option<Text>,
        direct: bool,
    ) -> Reply {
        let actor = reader.actor();
        let message = Message::default();
        // In the game's chat, the chat's language when its managers chose
        // one.
        let id = loaded.row.channel_id;
        let channel = self
            .store
            .channel_row_by_id(id)
            .await
            .unwrap_or_else(|error| {
                tracing::error!(%error, "reading a chat's settings failed");
                None
            })
            .unwrap_or(ChannelRow {
                id,
                language: None,
                games_in_threads: false,
                home: id,
                opened_for: None,
            });
        let chat_language = if direct { None } else { channel.language };
        let ctx = Ctx {
            actor: &actor,
            message: &message,
            player: reader.clone(),
            channel_id: loaded.row.channel_id,
            channel,
            language: chat_language.unwrap_or(reader.language),
            ply: None,
            direct,
            own_language: reader.language,
            games: None,
        };
        let reply = self.board_reply(&ctx, loaded, ReplyKind::Done, headline);
        if direct || loaded.outcome().is_none() {
            return reply;
        }
        let reply = reply.with_file(pgn_file(loaded)).settling(Settled::Game);
        self.with_replay(&ctx, loaded, reply).await
    }
}
