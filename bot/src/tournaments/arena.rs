//! An arena under way, as lichess runs one: for its minutes, whoever is
//! not playing is paired again in waves (by close rank, never straight
//! back against their last opponent) by the pure rules of
//! `crate::tournaments::rules::arena`; each wave starts once, its games and
//! boards in one transaction, as a round does. Its end is at its time:
//! games still going then count for no one, as on lichess. A player who
//! let a game's first move pass is withdrawn (lichess pauses them) until
//! they `join` again.

use std::collections::HashSet;

use chrono::{DateTime, TimeDelta, Utc};

use super::rounds::NextRound;
use super::standings::arena_standings;
use crate::model::PlayerId;
use crate::rating::Score;
use crate::store::StoreError;
use crate::tournaments::Tournaments;
use crate::tournaments::rules::arena::{Waiting, pair_waiting};
use crate::tournaments::store::{
    BoardRow, EntrantRow, RoundStart, TournamentRow, TournamentStatus,
};

/// How often an arena under way is looked at for players to pair, at
/// most: a game's end makes it due at once, this catches the rest.
pub const ARENA_LOOK: TimeDelta = TimeDelta::seconds(10);

/// When an arena ends: its minutes after its start.
pub fn arena_end(tournament: &TournamentRow) -> DateTime<Utc> {
    tournament.starts_at + TimeDelta::minutes(i64::from(tournament.rounds.max(0)))
}

/// When an arena under way is next looked at: soon, never past its end.
pub fn arena_next_look(tournament: &TournamentRow, now: DateTime<Utc>) -> DateTime<Utc> {
    (now + ARENA_LOOK).min(arena_end(tournament))
}

/// Whether a board's game was decided without play because `player`
/// never made their first move.
fn let_pass(board: &BoardRow, player: PlayerId) -> bool {
    if board.played || board.white_score.is_none() {
        return false;
    }
    board.double_forfeit
        || (board.black_id == Some(player) && board.white_score == Some(Score::Win))
        || (board.white_id == player && board.white_score == Some(Score::Loss))
}

impl Tournaments {
    /// The arena's next wave: its first at its start (called off with
    /// fewer than two players), then whoever waits, paired; `Done` at its
    /// end; `Waiting` until its next look when no one can be paired now.
    pub(crate) async fn next_arena_wave(
        &self,
        tournament: &TournamentRow,
    ) -> Result<NextRound, StoreError> {
        let now = self.clock.now();
        let end = arena_end(tournament);
        match tournament.status {
            TournamentStatus::Finished | TournamentStatus::Cancelled => return Ok(NextRound::Done),
            TournamentStatus::Started if now >= end => return Ok(NextRound::Done),
            TournamentStatus::Open | TournamentStatus::Started => {}
        }
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        if tournament.status == TournamentStatus::Open && entrants.len() < 2 {
            return Ok(NextRound::TooFew);
        }
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        let busy: HashSet<PlayerId> = boards
            .iter()
            .filter(|b| b.white_score.is_none())
            .flat_map(|b| std::iter::once(b.white_id).chain(b.black_id))
            .collect();
        // Those who let their last game's first move pass since they
        // (re)joined are withdrawn until they join again.
        let next_wave = tournament.round + 1;
        let mut paused: Vec<PlayerId> = Vec::new();
        for entrant in entrants.iter().filter(|e| e.withdrawn_round.is_none()) {
            let last = boards.iter().rev().find(|b| {
                b.round >= entrant.joined_round
                    && (b.white_id == entrant.player_id || b.black_id == Some(entrant.player_id))
            });
            if last.is_some_and(|b| let_pass(b, entrant.player_id)) {
                self.tournament_store
                    .withdraw_from_tournament(tournament.id, entrant.player_id, next_wave)
                    .await?;
                paused.push(entrant.player_id);
            }
        }
        let available: Vec<&EntrantRow> = entrants
            .iter()
            .filter(|e| {
                e.withdrawn_round.is_none()
                    && !paused.contains(&e.player_id)
                    && e.joined_round <= next_wave
                    && !busy.contains(&e.player_id)
            })
            .collect();
        let look = arena_next_look(tournament, now);
        if available.len() < 2 {
            return Ok(NextRound::Waiting(look));
        }
        let plies = self
            .tournament_store
            .tournament_game_plies(tournament.id)
            .await?;
        let table = arena_standings(&entrants, &boards, &plies, tournament.variant);
        let waiting: Vec<Waiting> = available
            .iter()
            .filter_map(|entrant| {
                let index = entrants
                    .iter()
                    .position(|e| e.player_id == entrant.player_id)?;
                let rank = table
                    .iter()
                    .position(|s| s.player == entrant.player_id)
                    .map_or(u32::MAX, |r| u32::try_from(r + 1).unwrap_or(u32::MAX));
                let mine = |b: &&BoardRow| {
                    b.white_id == entrant.player_id || b.black_id == Some(entrant.player_id)
                };
                let last_opponent = boards.iter().rev().find(mine).and_then(|b| {
                    let other = if b.white_id == entrant.player_id {
                        b.black_id?
                    } else {
                        b.white_id
                    };
                    entrants.iter().position(|e| e.player_id == other)
                });
                let colours = boards.iter().filter(mine).fold(0i32, |sum, b| {
                    if b.white_id == entrant.player_id {
                        sum + 1
                    } else {
                        sum - 1
                    }
                });
                Some(Waiting {
                    player: index,
                    rank,
                    rating: entrant.rating,
                    last_opponent,
                    colours,
                })
            })
            .collect();
        let in_play = entrants
            .iter()
            .filter(|e| e.withdrawn_round.is_none() && !paused.contains(&e.player_id))
            .count();
        let pairs = pair_waiting(&waiting, in_play == 2);
        if pairs.is_empty() {
            return Ok(NextRound::Waiting(look));
        }
        let mut seats: Vec<(PlayerId, i32)> = Vec::new();
        let mut next_seat = entrants.iter().filter_map(|e| e.seat).max().unwrap_or(0);
        let mut games = Vec::with_capacity(pairs.len());
        for pair in &pairs {
            let (Some(white), Some(black)) = (entrants.get(pair.white), entrants.get(pair.black))
            else {
                continue;
            };
            for entrant in [white, black] {
                if entrant.seat.is_none() {
                    next_seat += 1;
                    seats.push((entrant.player_id, next_seat));
                }
            }
            let pair = (white.player_id, black.player_id);
            games.extend(self.tournament_game(tournament, pair).await?);
        }
        let start = RoundStart {
            round: next_wave,
            seats,
            games,
            byes: Vec::new(),
            due_at: Some(end),
        };
        Ok(
            match self
                .tournament_store
                .start_round(tournament, &start)
                .await?
            {
                Some((tournament, games)) => NextRound::Started {
                    tournament,
                    games,
                    byes: Vec::new(),
                },
                None => NextRound::Changed,
            },
        )
    }
}
