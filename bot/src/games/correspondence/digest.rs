//! The daily digest: for players who asked (`notify digest on`), once a
//! day at the hour they asked, a direct message listing the games where it
//! is their turn, the least time left first.

use chrono::{DateTime, TimeDelta, Utc};
use kibitz_rules::{Color, Game};

use crate::chat::{NoticeKind, Outbox, Reply, Sent, deliver_privately};

use crate::context::Failure;
use crate::games::correspondence::Correspondence;
use crate::games::views::buttons::{MAX_BOARD_BUTTONS, board_button};
use crate::games::views::time_left;
use crate::i18n::Text;
use crate::perf::variant_text;
use crate::store::{GameRow, PlayerRow};

impl Correspondence {
    /// Sends a player their daily digest, if any game waits for them, and
    /// sets the next one a day later (or the first such time after `now`,
    /// after a stop of the bot).
    pub(crate) async fn send_digest(
        &self,
        player: PlayerRow,
        now: DateTime<Utc>,
        outbox: &dyn Outbox,
    ) -> Result<Sent, Failure> {
        let Some(due) = player.digest_at else {
            return Ok(Sent::default());
        };
        let mut sent = Sent::default();
        if let Some(reply) = self.digest_reply(&player, now).await? {
            sent = deliver_privately(
                outbox,
                (player.id, player.actor()),
                NoticeKind::Digest,
                None,
                reply,
            )
            .await;
        }
        let days_behind = (now - due).num_days();
        let next = due + TimeDelta::days(days_behind + 1);
        self.store.advance_digest(player.id, due, next).await?;
        Ok(sent)
    }

    /// The games where it is the player's turn, the least time left first
    /// (games without a time limit last); `None` when there is none.
    async fn digest_reply(
        &self,
        player: &PlayerRow,
        now: DateTime<Utc>,
    ) -> Result<Option<Reply>, Failure> {
        let language = player.language;
        let rows = self.games.table().games_of_player(player.id).await?;
        let mut waiting: Vec<GameRow> = rows
            .into_iter()
            .filter(|row| {
                let mine = if row.white_id == player.id {
                    Color::White
                } else {
                    Color::Black
                };
                Game::from_state(row.variant, &row.state).is_ok_and(|game| game.turn() == mine)
            })
            .collect();
        if waiting.is_empty() {
            return Ok(None);
        }
        waiting.sort_by_key(|row| (row.deadline.is_none(), row.deadline, row.id));
        // Each game's board a button away (shown in this direct chat).
        let buttons = waiting
            .iter()
            .take(MAX_BOARD_BUTTONS)
            .map(|row| board_button(row.id))
            .collect();
        let mut lines = vec![
            Text::new("digest-header")
                .number("count", waiting.len() as f64)
                .write(language),
        ];
        for row in waiting {
            let opponent = self.games.opponent_name(&row, player.id).await?;
            let line = Text::new("digest-line")
                .arg("game", row.id.to_string())
                .arg("opponent", opponent)
                .text("variant", variant_text(row.variant));
            let left = match row.deadline {
                Some(deadline) => time_left(deadline, now),
                None => Text::new("digest-unlimited"),
            };
            lines.push(format!("{} {}", line.write(language), left.write(language)));
        }
        Ok(Some(Reply::info(lines.join("\n")).with_buttons(buttons)))
    }
}
