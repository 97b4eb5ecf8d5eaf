//! A tournament's next round: paired from the store's rows by the pure
//! rules (a Swiss by its matching, a round-robin by Berger's table) and
//! started once, its games created with their boards in one transaction
//! (the store moves the round on only at the version read, so two
//! processes never both start it).

use chrono::{DateTime, TimeDelta, Utc};

use super::standings::histories;
use crate::command::LiveClock;
use crate::games::new_game::{Terms, usual_start};
use crate::model::{PlayerId, TournamentFormat};
use crate::store::{GameRow, NewGame, StoreError};
use crate::tournaments::Tournaments;
use crate::tournaments::rules::Board;
use crate::tournaments::rules::berger::{self, schedule};
use crate::tournaments::rules::swiss::{self, Unpairable, pair};
use crate::tournaments::store::{
    BoardRow, EntrantRow, RoundStart, TournamentRow, TournamentStatus,
};

/// What asking for a tournament's next round came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextRound {
    /// The round began: its games, board 1 first, and who has the bye.
    Started {
        /// The tournament as it is now.
        tournament: TournamentRow,
        /// The round's games.
        games: Vec<GameRow>,
        /// The players given a bye (a point without a game).
        byes: Vec<PlayerId>,
    },
    /// The round under way has games still going.
    Playing,
    /// Every round is played: the tournament is over.
    Done,
    /// Too few players to pair (fewer than two).
    TooFew,
    /// More players than the format pairs ([`most_players`]).
    TooMany,
    /// No pairing keeps the rules (everyone has met): it ends here, as
    /// lichess's Swiss does.
    Unpairable,
    /// Another process changed the tournament first (it started the
    /// round): nothing was done here.
    Changed,
    /// The pairing could not be made here (its task failed): nothing was
    /// done; the scheduler's claim runs out and a later pass tries again.
    Interrupted,
    /// An arena under way with no one to pair now: looked at again then.
    Waiting(DateTime<Utc>),
}

/// How long a live round may last before the scheduler looks at it: both
/// clocks run out over forty moves, and a minute to spare.
fn live_round(clock: LiveClock) -> TimeDelta {
    let per_side = i64::from(clock.base()) + 40 * i64::from(clock.increment());
    TimeDelta::seconds(2 * per_side + 60)
}

impl Tournaments {
    /// Starts a tournament's next round when it may start: its first at
    /// the start, the next once every game of the round under way has
    /// ended. The seats are given at the first round by rating (then by
    /// who joined first); a player who joined a Swiss late is seated when
    /// first paired.
    pub async fn start_next_round(
        &self,
        tournament: &TournamentRow,
    ) -> Result<NextRound, StoreError> {
        if !matches!(
            tournament.status,
            TournamentStatus::Open | TournamentStatus::Started
        ) {
            return Ok(NextRound::Done);
        }
        let boards = self
            .tournament_store
            .tournament_boards(tournament.id)
            .await?;
        if !round_over(&boards, tournament.round) {
            return Ok(NextRound::Playing);
        }
        let entrants = self.tournament_store.entrants(tournament.id).await?;
        let round = tournament.round + 1;
        let mut seats: Vec<(PlayerId, i32)> = Vec::new();
        let seated = entrants.iter().filter_map(|e| e.seat).max().unwrap_or(0);
        let mut waiting: Vec<&EntrantRow> = entrants
            .iter()
            .filter(|e| e.seat.is_none() && e.withdrawn_round.is_none())
            .collect();
        waiting.sort_by_key(|e| (std::cmp::Reverse(e.rating), e.joined_at, e.player_id));
        for (next, entrant) in (seated + 1..).zip(&waiting) {
            seats.push((entrant.player_id, next));
        }
        let all: Vec<EntrantRow> = entrants
            .iter()
            .map(|e| EntrantRow {
                seat: e.seat.or_else(|| {
                    seats
                        .iter()
                        .find(|(p, _)| *p == e.player_id)
                        .map(|&(_, s)| s)
                }),
                ..e.clone()
            })
            .collect();
        let history = histories(&all, &boards, tournament.round);
        let playing = |seat: usize| {
            let player = history.players[seat];
            all.iter().any(|e| {
                e.player_id == player
                    && e.joined_round <= round
                    && e.withdrawn_round.is_none_or(|w| w > round)
            })
        };
        let (pairs, mut byes) = match tournament.format {
            TournamentFormat::Swiss => {
                if tournament.round >= tournament.rounds {
                    return Ok(NextRound::Done);
                }
                let active: Vec<usize> =
                    (0..history.players.len()).filter(|&s| playing(s)).collect();
                // A large field's matching is heavy work (a fifth of a
                // second and about 100 MB of working tables for 1,000
                // players): done off the async runtime, on a thread that
                // gives its memory back when idle.
                let (rounds, first) = (history.rounds.clone(), tournament.first_colour);
                let paired =
                    tokio::task::spawn_blocking(move || pair(&rounds, &active, first)).await;
                let Ok(paired) = paired else {
                    tracing::error!(tournament = tournament.id.get(), "a Swiss pairing failed");
                    return Ok(NextRound::Interrupted);
                };
                match paired {
                    Ok(pairing) => (pairing.boards, pairing.bye.into_iter().collect()),
                    Err(Unpairable::TooFew) => return Ok(NextRound::TooFew),
                    Err(Unpairable::NoPairing) if tournament.round > 0 => {
                        return Ok(NextRound::Unpairable);
                    }
                    Err(Unpairable::NoPairing) => return Ok(NextRound::TooFew),
                    Err(Unpairable::TooMany) => return Ok(NextRound::TooMany),
                }
            }
            TournamentFormat::RoundRobin => {
                let cycles = usize::try_from(tournament.rounds).unwrap_or(0);
                if history.players.len() > berger::MAX_PLAYERS {
                    return Ok(NextRound::TooMany);
                }
                let Some(table) = schedule(history.players.len(), cycles) else {
                    return Ok(NextRound::TooFew);
                };
                let Some(this) = usize::try_from(round - 1).ok().and_then(|r| table.get(r)) else {
                    return Ok(NextRound::Done);
                };
                round_robin_round(this, &playing)
            }
            TournamentFormat::Arena => return Ok(NextRound::Done),
        };
        let mut games = Vec::with_capacity(pairs.len());
        for board in &pairs {
            let pair = (history.players[board.white], history.players[board.black]);
            games.extend(self.tournament_game(tournament, pair).await?);
        }
        byes.sort_unstable();
        let bye_players: Vec<PlayerId> = byes.iter().map(|&s| history.players[s]).collect();
        let start = RoundStart {
            round,
            seats,
            games,
            byes: bye_players.clone(),
            due_at: Some(self.round_deadline(tournament)),
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
                    byes: bye_players,
                },
                None => NextRound::Changed,
            },
        )
    }

    /// A new game of a tournament between two of its players (`None` when
    /// one of them is gone from the store: that board is left out).
    pub(crate) async fn tournament_game(
        &self,
        tournament: &TournamentRow,
        (white, black): (PlayerId, PlayerId),
    ) -> Result<Option<NewGame>, StoreError> {
        let (Some(white), Some(black)) = (
            self.store.player_by_id(white).await?,
            self.store.player_by_id(black).await?,
        ) else {
            return Ok(None);
        };
        Ok(Some(self.games.new_game(
            tournament.channel_id,
            (&usual_start(tournament.variant), false),
            (&white, &black),
            terms(tournament),
        )))
    }

    /// When a round that starts now must be over.
    fn round_deadline(&self, tournament: &TournamentRow) -> DateTime<Utc> {
        let now = self.clock.now();
        match live_clock(tournament) {
            Some(clock) => now + live_round(clock),
            None => now + TimeDelta::days(i64::from(tournament.round_days.unwrap_or(7).max(1))),
        }
    }
}

/// A round-robin round's games among the players still in it; a player
/// whose opponent withdrew (or sits out) has a bye.
fn round_robin_round(
    round: &berger::Round,
    playing: &dyn Fn(usize) -> bool,
) -> (Vec<Board>, Vec<usize>) {
    let mut boards = Vec::new();
    let mut byes: Vec<usize> = round.bye.into_iter().filter(|&s| playing(s)).collect();
    for board in &round.boards {
        match (playing(board.white), playing(board.black)) {
            (true, true) => boards.push(*board),
            (true, false) => byes.push(board.white),
            (false, true) => byes.push(board.black),
            (false, false) => {}
        }
    }
    (boards, byes)
}

/// A live tournament's clock, as stored.
pub(crate) fn live_clock(tournament: &TournamentRow) -> Option<LiveClock> {
    let base = u32::try_from(tournament.clock_base?).ok()?;
    let increment = u32::try_from(tournament.clock_increment.unwrap_or(0)).ok()?;
    LiveClock::new(base, increment)
}

/// How a tournament's games are played.
fn terms(tournament: &TournamentRow) -> Terms {
    let clock = live_clock(tournament);
    Terms {
        days_per_move: if clock.is_some() {
            None
        } else {
            Some(tournament.days_per_move.unwrap_or(3))
        },
        clock,
        bot_level: None,
        rated: tournament.rated,
    }
}

/// The number of rounds a tournament's posts and page write: a Swiss's
/// own; 0 (not written) for a round-robin, whose length follows from its
/// field.
pub fn rounds_written(tournament: &TournamentRow) -> i32 {
    match tournament.format {
        TournamentFormat::Swiss => tournament.rounds,
        TournamentFormat::RoundRobin | TournamentFormat::Arena => 0,
    }
}

/// The most players a format pairs: a Swiss's matching, or Berger's
/// tables.
pub fn most_players(format: TournamentFormat) -> usize {
    match format {
        TournamentFormat::RoundRobin => berger::MAX_PLAYERS,
        TournamentFormat::Swiss | TournamentFormat::Arena => swiss::MAX_PLAYERS,
    }
}

/// Whether every board of `round` has its result (a round not begun has
/// none to wait for).
pub fn round_over(boards: &[BoardRow], round: i32) -> bool {
    boards
        .iter()
        .filter(|b| b.round == round)
        .all(|b| b.white_score.is_some())
}

/// The rounds a tournament's table counts: every round begun once the
/// one under way is over, else those before it.
pub fn rounds_counted(tournament: &TournamentRow, boards: &[BoardRow]) -> i32 {
    if round_over(boards, tournament.round) {
        tournament.round
    } else {
        tournament.round - 1
    }
}
