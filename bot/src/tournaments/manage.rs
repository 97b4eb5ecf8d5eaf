//! What a chat's managers do with tournaments: create one (`tournament
//! swiss 5 rounds blitz 5+3 starts 20:00`), start one early (`tournament
//! start`) and call one off (`tournament cancel`). A tournament belongs to
//! the chat it was created in (a thread's parent, when created in one);
//! the scheduler starts it and each round.

use chrono::TimeDelta;
use kibitz_rules::Color;

use super::scheduled::format_text;
use super::shown::{join_button, leave_button, starts_in, terms_text};
use crate::chat::Reply;
use crate::clock::next_at;
use crate::command::{Starts, TimeControl, TournamentAsk, TournamentPlan};
use crate::context::{Ctx, Failure};
use crate::i18n::Text;
use crate::model::TournamentId;
use crate::tournaments::Tournaments;
use crate::tournaments::store::{NewTournament, TournamentStatus};

/// The most tournaments a chat may have open or under way at once.
pub const MOST_IN_A_CHAT: usize = 10;

/// The days a correspondence round lasts when none are given.
const DEFAULT_ROUND_DAYS: u8 = 7;

impl Tournaments {
    /// `tournament …`: what is on, or a manager's change.
    pub(crate) async fn tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
        ask: TournamentAsk,
    ) -> Result<Reply, Failure> {
        if matches!(ask, TournamentAsk::Show) {
            return self.show_tournaments(ctx, named).await;
        }
        if ctx.direct {
            return Ok(ctx.refuse(Text::new("tournament-direct")));
        }
        if !ctx.message.from_manager {
            return Ok(ctx.refuse(Text::new("tournament-managers")));
        }
        match ask {
            TournamentAsk::Create(plan) => self.create_tournament(ctx, &plan).await,
            TournamentAsk::Start => self.start_tournament(ctx, named).await,
            TournamentAsk::Cancel => self.cancel_tournament(ctx, named).await,
            TournamentAsk::Show => self.show_tournaments(ctx, named).await,
        }
    }

    /// Creates a tournament in this chat, open until its start.
    async fn create_tournament(
        &self,
        ctx: &Ctx<'_>,
        plan: &TournamentPlan,
    ) -> Result<Reply, Failure> {
        let home = ctx.channel.home;
        if self
            .tournament_store
            .tournaments_in_channel(home)
            .await?
            .len()
            >= MOST_IN_A_CHAT
        {
            return Ok(ctx.refuse(
                Text::new("tournament-too-many-here").number("most", MOST_IN_A_CHAT as f64),
            ));
        }
        let now = self.clock.now();
        let starts_at = match plan.starts {
            Starts::In(minutes) => now + TimeDelta::minutes(i64::from(minutes)),
            Starts::At(time) => next_at(now, time),
        };
        let (clock, days) = match plan.time {
            TimeControl::Live(clock) => (Some(clock), None),
            TimeControl::DaysPerMove(days) => (None, Some(days.get())),
            TimeControl::Unlimited => (None, None),
        };
        let round_days = days.map(|_| plan.round_days.unwrap_or(DEFAULT_ROUND_DAYS));
        let first_colour = if rand::random::<bool>() {
            Color::White
        } else {
            Color::Black
        };
        let new = NewTournament {
            channel_id: home,
            created_by: ctx.player.id,
            format: plan.format,
            rounds: i32::from(plan.rounds),
            variant: plan.variant,
            rated: plan.rated,
            days_per_move: days.map(i32::from),
            round_days: round_days.map(i32::from),
            clock_base: clock.and_then(|c| i32::try_from(c.base()).ok()),
            clock_increment: clock.and_then(|c| i32::try_from(c.increment()).ok()),
            first_colour,
            starts_at,
            created_at: now,
        };
        let created = self.tournament_store.create_tournament(&new).await?;
        // The scheduler sleeps until the earliest work it knows of.
        self.wake.notify_one();
        let mut lines = vec![
            ctx.say(
                Text::new("tournament-created")
                    .text("format", format_text(created.format))
                    .arg("number", created.id.get().to_string())
                    .text("terms", terms_text(&created))
                    .arg("start", starts_at.format("%Y-%m-%d %H:%M").to_string())
                    .text("in", starts_in(starts_at - now)),
            ),
        ];
        lines.push(
            ctx.say(
                Text::new("tournament-how-to-join").arg("number", created.id.get().to_string()),
            ),
        );
        lines.extend(self.tournament_page_line(&created, ctx.language));
        Ok(Reply::done(lines.join("\n")).with_buttons(vec![
            join_button(ctx, created.id),
            leave_button(ctx, created.id),
        ]))
    }

    /// Starts an open tournament of this chat now: the scheduler pairs its
    /// first round at once.
    async fn start_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self
            .this_chats_tournament(ctx, named, || Text::new("tournament-elsewhere"))
            .await??;
        let number = tournament.id.get().to_string();
        if tournament.status != TournamentStatus::Open {
            return Ok(ctx.refuse(Text::new("tournament-begun").arg("number", number)));
        }
        let players = self.tournament_store.entrants(tournament.id).await?.len();
        if players < 2 {
            return Ok(ctx.refuse(Text::new("tournament-start-too-few").arg("number", number)));
        }
        let now = self.clock.now();
        if !self
            .tournament_store
            .start_tournament_now(&tournament, now)
            .await?
        {
            return Ok(ctx.refuse(Text::new("tournament-begun").arg("number", number)));
        }
        self.wake.notify_one();
        Ok(Reply::done(
            ctx.say(
                Text::new("tournament-starting")
                    .text("format", format_text(tournament.format))
                    .arg("number", number)
                    .number("players", players as f64),
            ),
        ))
    }

    /// Calls off a tournament of this chat, open or under way; games being
    /// played go on as ordinary games (rated as they were to be).
    async fn cancel_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self
            .this_chats_tournament(ctx, named, || Text::new("tournament-elsewhere"))
            .await??;
        let number = tournament.id.get().to_string();
        // Read again when a round began meanwhile (its version moved on);
        // a few tries, as rounds begin far apart.
        let mut current = Some(tournament);
        let mut ended = None;
        for _ in 0..3 {
            let Some(tournament) = current
                .filter(|t| matches!(t.status, TournamentStatus::Open | TournamentStatus::Started))
            else {
                break;
            };
            ended = self
                .tournament_store
                .end_tournament(&tournament, TournamentStatus::Cancelled, None)
                .await?;
            if ended.is_some() {
                break;
            }
            current = self.tournament_store.tournament(tournament.id).await?;
        }
        let Some(ended) = ended else {
            return Ok(ctx.refuse(Text::new("tournament-over-already").arg("number", number)));
        };
        let text = if ended.round > 0 {
            Text::new("tournament-cancelled-playing")
        } else {
            Text::new("tournament-cancelled")
        };
        Ok(Reply::done(
            ctx.say(
                text.text("format", format_text(ended.format))
                    .arg("number", number),
            ),
        ))
    }
}
