//! The daily puzzle: a chat's managers (or a user alone with the bot)
//! turn it on with `set daily puzzle on [HH:MM]`, and the scheduler posts
//! the puzzle of the day there once a day, naming who solved the last
//! one. The post is claimed in the store (one process posts it) and its
//! round is the day's (an index keeps one a day in a chat): a post tried
//! again after a failed delivery, or by another process once a claim ran
//! out, puts the same puzzle, never a second.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};

use super::round::{line_from, start_line};
use crate::chat::{Fate, Message, Notice, NoticeKind, Outbox, Recipient, Sent, deliver_once};
use crate::clock::next_at;
use crate::command::DailyPuzzle;
use crate::context::{Ctx, Failure};
use crate::i18n::Text;
use crate::puzzles::Puzzles;
use crate::puzzles::set::PuzzleSet;
use crate::puzzles::store::daily_puzzles::DuePuzzlePost;

/// The day a post due at `due` is for.
fn day_of(due: DateTime<Utc>) -> NaiveDate {
    due.date_naive()
}

impl Puzzles {
    /// Claims up to `limit` chats' daily puzzles due by `now`, until
    /// `until`.
    pub(crate) async fn claim_due_daily(
        &self,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<DuePuzzlePost>, crate::store::StoreError> {
        self.puzzle_store
            .claim_due_daily_puzzles(now, until, limit)
            .await
    }

    /// `set daily puzzle on [HH:MM]` and `set daily puzzle off`.
    pub(crate) async fn set_daily_puzzle(
        &self,
        ctx: &Ctx<'_>,
        daily: DailyPuzzle,
    ) -> Result<crate::chat::Reply, Failure> {
        if !ctx.direct && !ctx.message.from_manager {
            return Ok(ctx.refuse(Text::new("set-daily-managers")));
        }
        let now = self.clock.now();
        let text = match daily {
            DailyPuzzle::Off => {
                self.puzzle_store
                    .set_daily_puzzle(ctx.channel_id, None, ctx.player.id)
                    .await?;
                Text::new("set-daily-off")
            }
            DailyPuzzle::On(time) => {
                let mut first = time.map_or(now, |time| next_at(now, time));
                // A day's puzzle is posted once in a chat: turned on again
                // (or for another time) on a day whose puzzle was posted
                // here, the next post is the next day's.
                let day = day_of(first);
                let next_day = day.succ_opt().unwrap_or(day).format("%Y-%m-%d").to_string();
                let posted = self
                    .puzzle_store
                    .daily_round_before(ctx.channel_id, &next_day)
                    .await?
                    .and_then(|round| round.daily_on)
                    == Some(day.format("%Y-%m-%d").to_string());
                if posted {
                    first += TimeDelta::days(1);
                }
                self.puzzle_store
                    .set_daily_puzzle(ctx.channel_id, Some(first), ctx.player.id)
                    .await?;
                self.wake.notify_one();
                Text::new("set-daily-on")
                    .arg("time", first.format("%H:%M").to_string())
                    .arg(
                        "first",
                        if time.is_none() && !posted {
                            "now"
                        } else {
                            "later"
                        },
                    )
            }
        };
        Ok(crate::chat::Reply::done(ctx.say(text)))
    }

    /// Posts a chat's daily puzzle (the day's round, put now unless it
    /// was put already) under the news of the last one, and sets the next
    /// post a day later (the first such time after `now`, after a stop).
    /// A delivery that may pass later leaves the post to a later pass,
    /// once the claim has run out; one that will not (the bot was removed
    /// from the chat) turns the daily puzzle off there.
    pub(crate) async fn post_daily_puzzle(
        &self,
        post: DuePuzzlePost,
        now: DateTime<Utc>,
        outbox: &dyn Outbox,
    ) -> Result<Sent, Failure> {
        let day = day_of(post.due);
        let day_text = day.format("%Y-%m-%d").to_string();
        let next = post.due + TimeDelta::days((now - post.due).num_days() + 1);
        let Some(puzzle) = PuzzleSet::shipped().daily(day) else {
            // No puzzle for the day (the set holds none in its range): the
            // next day's is tried, not this one again and again.
            self.puzzle_store
                .advance_daily_puzzle(post.channel, post.due, next)
                .await?;
            return Ok(Sent::default());
        };
        let (Some(manager), Some(channel)) = (
            self.store.player_by_id(post.by).await?,
            self.store.channel_row_by_id(post.channel).await?,
        ) else {
            self.puzzle_store
                .set_daily_puzzle(post.channel, None, post.by)
                .await?;
            return Ok(Sent::default());
        };
        let actor = manager.actor();
        let message = Message::default();
        let ctx = Ctx {
            actor: &actor,
            message: &message,
            delivery: None,
            channel_id: post.channel,
            channel,
            language: post.language.unwrap_or(manager.language),
            ply: None,
            direct: false,
            own_language: manager.language,
            games: None,
            player: manager,
        };
        let mut lines = Vec::new();
        if let Some(last) = self
            .puzzle_store
            .daily_round_before(post.channel, &day_text)
            .await?
        {
            lines.push(self.last_daily_news(&last, day).await?);
        }
        let started = self
            .puzzle_store
            .start_daily_round((post.channel, puzzle.id, post.by), &day_text, now)
            .await?;
        let Some(round) = started else {
            // A round was opened there at that moment: the claim runs out
            // and a later pass posts it.
            return Ok(Sent::FAILED);
        };
        let puzzle = PuzzleSet::shipped()
            .by_id(&round.puzzle_id)
            .unwrap_or(puzzle);
        lines.push(Text::new("daily-puzzle").arg("date", day_text.clone()));
        lines.push(start_line(&ctx, puzzle));
        let reply = self.round_reply(&ctx, &round, puzzle, lines);
        let notice = Notice {
            kind: NoticeKind::DailyPuzzle,
            game_id: None,
            to: Recipient::Channel(post.place.clone()),
            reply,
        };
        match deliver_once(outbox, &notice).await {
            Fate::Delivered => {}
            Fate::GivenUp(error) => {
                tracing::warn!(channel = post.channel.get(), %error, "the daily puzzle cannot be posted there: turned off");
                self.puzzle_store
                    .set_daily_puzzle(post.channel, None, post.by)
                    .await?;
                return Ok(Sent::DROPPED);
            }
            Fate::Later(error) => {
                tracing::warn!(channel = post.channel.get(), %error, "a daily puzzle left for a later pass");
                return Ok(Sent::FAILED);
            }
        }
        self.puzzle_store
            .advance_daily_puzzle(post.channel, post.due, next)
            .await?;
        Ok(Sent::DELIVERED)
    }

    /// The news of the chat's last daily puzzle: who solved it, or its
    /// solution when no one did.
    async fn last_daily_news(
        &self,
        last: &crate::puzzles::store::puzzles::PuzzleRound,
        today: NaiveDate,
    ) -> Result<Text, Failure> {
        let when = match last.daily_on.as_deref().map(str::parse::<NaiveDate>) {
            Some(Ok(day)) if day.succ_opt() == Some(today) => ("yesterday", String::new()),
            Some(Ok(day)) => ("before", day.format("%Y-%m-%d").to_string()),
            _ => ("before", String::new()),
        };
        let solvers = self.puzzle_store.round_solvers(last.id).await?;
        let news = if solvers.is_empty() {
            let line = PuzzleSet::shipped()
                .by_id(&last.puzzle_id)
                .map(|puzzle| line_from(puzzle, 0))
                .unwrap_or_default();
            Text::new("daily-puzzle-unsolved").arg("line", line)
        } else {
            Text::new("daily-puzzle-solvers").arg("players", solvers.join(", "))
        };
        Ok(news
            .arg("when", when.0)
            .arg("date", when.1)
            .arg("id", last.puzzle_id.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).expect("a time").to_utc()
    }

    #[test]
    fn the_next_post_is_today_if_the_time_is_still_ahead_else_tomorrow() {
        let now = at("2026-11-28T10:30:00Z");
        let time = |h, m| chrono::NaiveTime::from_hms_opt(h, m, 0).expect("a time");
        assert_eq!(next_at(now, time(18, 0)), at("2026-11-28T18:00:00Z"));
        assert_eq!(next_at(now, time(10, 30)), now);
        assert_eq!(next_at(now, time(9, 0)), at("2026-11-29T09:00:00Z"));
    }
}
