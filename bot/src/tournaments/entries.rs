//! Who plays in a tournament: `join` (until it starts; a Swiss until its
//! second round, the rounds missed scoring nothing), `leave` (before it
//! starts) and `withdraw` (once under way: no more games in it; in a
//! round-robin, each opponent left scores the game as a bye).

use super::rounds::{live_clock, most_players};
use super::scheduled::format_text;
use super::shown::takes_players;
use crate::chat::Reply;
use crate::context::{Ctx, Failure};
use crate::i18n::Text;
use crate::model::{TournamentFormat, TournamentId};
use crate::perf::Perf;
use crate::rating::START_RATING;
use crate::tournaments::Tournaments;
use crate::tournaments::store::{TournamentRow, TournamentStatus};

impl Tournaments {
    /// `join`: the player enters a tournament of this chat.
    pub(crate) async fn join_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self
            .this_chats_tournament(ctx, named, || Text::new("tournament-join-elsewhere"))
            .await??;
        let number = tournament.id.get().to_string();
        if !takes_players(&tournament) {
            return Ok(ctx.refuse(closed_text(&tournament)));
        }
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        if let Some(me) = entrants.iter().find(|e| e.player_id == ctx.player.id) {
            // Back into an arena they withdrew from (or were paused in).
            if me.withdrawn_round.is_some()
                && tournament.format == TournamentFormat::Arena
                && self
                    .tournament_store
                    .rejoin_arena(tournament.id, ctx.player.id, tournament.round + 1)
                    .await?
            {
                self.arena_wants_a_wave(&tournament).await?;
                return Ok(Reply::done(
                    ctx.say(
                        Text::new("tournament-back")
                            .arg("player", ctx.player.display_name.clone())
                            .text("format", format_text(tournament.format))
                            .arg("number", number),
                    ),
                ));
            }
            return Ok(ctx.refuse(Text::new("tournament-joined-already").arg("number", number)));
        }
        let most = most_players(tournament.format);
        if entrants.len() >= most {
            return Ok(ctx.refuse(
                Text::new("tournament-full")
                    .arg("number", number)
                    .number("most", most as f64),
            ));
        }
        let rating = self.seeding_rating(ctx, &tournament).await?;
        let joined_round = tournament.round + 1;
        let now = self.clock.now();
        if !self
            .tournament_store
            .join_tournament(tournament.id, ctx.player.id, rating, joined_round, now)
            .await?
        {
            // It started, or they joined, since it was read.
            let again = self.tournament_store.tournament(tournament.id).await?;
            return Ok(ctx.refuse(match again {
                Some(again) if !takes_players(&again) => closed_text(&again),
                _ => Text::new("tournament-joined-already").arg("number", number),
            }));
        }
        let text = if tournament.format == TournamentFormat::Arena && tournament.round > 0 {
            self.arena_wants_a_wave(&tournament).await?;
            Text::new("tournament-joined")
        } else if tournament.round > 0 {
            Text::new("tournament-joined-late").arg("round", joined_round.to_string())
        } else {
            Text::new("tournament-joined")
        };
        Ok(Reply::done(
            ctx.say(
                text.arg("player", ctx.player.display_name.clone())
                    .text("format", format_text(tournament.format))
                    .arg("number", number)
                    .number("players", (entrants.len() + 1) as f64),
            ),
        ))
    }

    /// `leave`: the player leaves a tournament that has not started.
    pub(crate) async fn leave_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self.which_tournament(ctx, named).await??;
        let number = tournament.id.get().to_string();
        match tournament.status {
            TournamentStatus::Open => {}
            TournamentStatus::Started => {
                return Ok(ctx.refuse(Text::new("tournament-leave-started").arg("number", number)));
            }
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                return Ok(ctx.refuse(Text::new("tournament-over-already").arg("number", number)));
            }
        }
        if !self
            .tournament_store
            .leave_tournament(tournament.id, ctx.player.id)
            .await?
        {
            let again = self.tournament_store.tournament(tournament.id).await?;
            return Ok(ctx.refuse(match again {
                Some(again) if again.status != TournamentStatus::Open => {
                    Text::new("tournament-leave-started").arg("number", number)
                }
                _ => Text::new("tournament-not-in").arg("number", number),
            }));
        }
        let players = self.tournament_store.entrants(tournament.id).await?.len();
        Ok(Reply::done(
            ctx.say(
                Text::new("tournament-left")
                    .arg("player", ctx.player.display_name.clone())
                    .text("format", format_text(tournament.format))
                    .arg("number", number)
                    .number("players", players as f64),
            ),
        ))
    }

    /// `withdraw`: the player plays no more games in a tournament under
    /// way (their game of the round goes on); before it starts, it is
    /// `leave`.
    pub(crate) async fn withdraw_from_tournament(
        &self,
        ctx: &Ctx<'_>,
        named: Option<TournamentId>,
    ) -> Result<Reply, Failure> {
        let tournament = self.which_tournament(ctx, named).await??;
        let number = tournament.id.get().to_string();
        match tournament.status {
            TournamentStatus::Open => return self.leave_tournament(ctx, Some(tournament.id)).await,
            TournamentStatus::Started => {}
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                return Ok(ctx.refuse(Text::new("tournament-over-already").arg("number", number)));
            }
        }
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        let Some(entrant) = entrants.iter().find(|e| e.player_id == ctx.player.id) else {
            return Ok(ctx.refuse(Text::new("tournament-not-in").arg("number", number)));
        };
        if entrant.withdrawn_round.is_some() {
            return Ok(ctx.refuse(Text::new("tournament-withdrawn-already").arg("number", number)));
        }
        let from = tournament.round + 1;
        if !self
            .tournament_store
            .withdraw_from_tournament(tournament.id, ctx.player.id, from)
            .await?
        {
            return Ok(ctx.refuse(Text::new("tournament-withdrawn-already").arg("number", number)));
        }
        let text = match tournament.format {
            TournamentFormat::RoundRobin => Text::new("tournament-withdrew-round-robin"),
            TournamentFormat::Arena => Text::new("tournament-withdrew-arena"),
            TournamentFormat::Swiss => Text::new("tournament-withdrew"),
        };
        Ok(Reply::done(
            ctx.say(
                text.arg("player", ctx.player.display_name.clone())
                    .text("format", format_text(tournament.format))
                    .arg("number", number)
                    .arg("round", from.to_string()),
            ),
        ))
    }

    /// Makes an arena under way due now, so that a player who came in is
    /// paired in its next wave rather than at its next look.
    async fn arena_wants_a_wave(&self, tournament: &TournamentRow) -> Result<(), Failure> {
        if tournament.format == TournamentFormat::Arena
            && tournament.status == TournamentStatus::Started
        {
            self.tournament_store
                .reschedule_tournament(tournament, Some(self.clock.now()))
                .await?;
            self.wake.notify_one();
        }
        Ok(())
    }

    /// The rating a player is seeded by: theirs for the tournament's games
    /// (its variant, and in standard chess its speed), else the rating
    /// everyone starts at.
    async fn seeding_rating(
        &self,
        ctx: &Ctx<'_>,
        tournament: &TournamentRow,
    ) -> Result<i32, Failure> {
        let speed = live_clock(tournament).map(|clock| clock.speed());
        let perf = Perf::of(tournament.variant, speed);
        let rating = self
            .standing_store
            .ratings_of(ctx.player.id)
            .await?
            .into_iter()
            .find(|r| r.perf == perf)
            .map_or(START_RATING, |r| r.rating.rating);
        // A rating lies far inside an i32; clamped all the same.
        Ok(rating.clamp(0.0, 10_000.0).round() as i32)
    }
}

/// Why a tournament takes no one now.
fn closed_text(tournament: &TournamentRow) -> Text {
    let number = tournament.id.get().to_string();
    match tournament.status {
        TournamentStatus::Finished | TournamentStatus::Cancelled => {
            Text::new("tournament-over-already").arg("number", number)
        }
        _ if tournament.format == TournamentFormat::Swiss => {
            Text::new("tournament-late-closed").arg("number", number)
        }
        _ => Text::new("tournament-started-closed").arg("number", number),
    }
}
