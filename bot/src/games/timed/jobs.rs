//! A claimed game's work: what its chat is owed (a reminder, the
//! announcement of its end on time, a player's vacation news), the
//! direct message its latest change owes, and the board owed to its
//! second chat; the games out of time ended first, all at once.

use chrono::{DateTime, Utc};

use crate::chat::Place;
use crate::games::state::loaded::Loaded;
use crate::games::state::next_row::timed_out;
use crate::games::timed::{TimedWork, Worked};
use crate::model::{ChannelId, GameId, PlayerId};
use crate::store::{
    ChannelRow, DueGame, GameRow, GameStatus, OwedNotice, StoreError, VacationNews,
};

/// What a game's chat is owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ChatWork {
    /// The reminder of the player to move.
    Remind,
    /// The announcement of the game's end on time.
    Announce,
    /// The news that a player went on vacation or came back.
    Vacation(VacationNews),
}
/// A chat a notice goes to: its id, where it is, its settings.
pub(super) struct Chat {
    pub(super) id: ChannelId,
    pub(super) place: Place,
    pub(super) row: ChannelRow,
}
/// A claimed game's work.
pub(super) struct Job {
    pub(super) loaded: Loaded,
    pub(super) place: Place,
    pub(super) channel: ChannelRow,
    /// The chat owed the game's board (of a game played in two chats).
    pub(super) board: Option<Chat>,
    /// The game's second chat, when a reminder may be for it.
    pub(super) also: Option<Chat>,
    /// The player owed a direct message about the game's latest change.
    pub(super) message: Option<PlayerId>,
    /// What the game's chat is owed.
    pub(super) chat: Option<ChatWork>,
}
impl TimedWork {
    /// The work of each claimed game; the games out of time are ended first,
    /// all in one transaction, and owe their announcement.
    pub(super) async fn jobs(
        &self,
        due: Vec<DueGame>,
        now: DateTime<Utc>,
        worked: &mut Worked,
        done: &mut Vec<GameId>,
    ) -> Result<Vec<Job>, StoreError> {
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
                    worked.failed += 1;
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
                    self.games.remember(&row, &game);
                    job.loaded.row = row;
                    job.loaded.game = game;
                    worked.timed_out += 1;
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
    async fn chat(&self, id: ChannelId) -> Result<Option<Chat>, StoreError> {
        let place = self.games.store().channel_by_id(id).await?;
        let row = self.games.store().channel_row_by_id(id).await?;
        Ok(place.zip(row).map(|(place, row)| Chat { id, place, row }))
    }
}

impl Job {
    /// The game's own chat.
    pub(super) fn own_chat(&self) -> Chat {
        Chat {
            id: self.loaded.row.channel_id,
            place: self.place.clone(),
            row: self.channel,
        }
    }
}
