//! A tournament's table from the store's rows: each seated player's rounds
//! read off the boards (a game with its colour and result, a bye, or a
//! round not played), then ordered by the format's tiebreaks.

use kibitz_rules::Color;

use kibitz_rules::Variant;

use crate::model::{GameId, PlayerId, TournamentFormat};
use crate::store::StoreError;
use crate::tournaments::Tournaments;
use crate::tournaments::rules::arena::{ArenaGame, sheet};
use crate::tournaments::rules::tiebreaks::{Line, round_robin_table, swiss_table};
use crate::tournaments::rules::{Entry, Score};
use crate::tournaments::store::{BoardRow, EntrantRow, TournamentRow};

/// The seated players in seat order and each one's rounds, from round 1
/// to `rounds`: what the pairing and the tiebreaks read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Histories {
    /// Each seat's player (seat 1 first).
    pub players: Vec<PlayerId>,
    /// Each seat's rounds.
    pub rounds: Vec<Vec<Entry>>,
}

impl Histories {
    /// The seat of a player, if seated.
    pub fn seat_of(&self, player: PlayerId) -> Option<usize> {
        self.players.iter().position(|&p| p == player)
    }
}

/// Reads the histories of the seated entrants over the first `rounds`
/// rounds. A seat number outside the field or given twice keeps its first
/// holder; a board naming someone unseated is left out of both histories.
pub fn histories(entrants: &[EntrantRow], boards: &[BoardRow], rounds: i32) -> Histories {
    let mut seated: Vec<(i32, PlayerId)> = entrants
        .iter()
        .filter_map(|e| e.seat.map(|seat| (seat, e.player_id)))
        .collect();
    seated.sort_unstable();
    seated.dedup_by_key(|(seat, _)| *seat);
    let players: Vec<PlayerId> = seated.into_iter().map(|(_, player)| player).collect();
    let count = usize::try_from(rounds).unwrap_or(0);
    let mut history = Histories {
        rounds: vec![vec![Entry::Absent; count]; players.len()],
        players,
    };
    for board in boards {
        let Some(round) = usize::try_from(board.round)
            .ok()
            .and_then(|r| r.checked_sub(1))
            .filter(|&r| r < count)
        else {
            continue;
        };
        let Some(white) = history.seat_of(board.white_id) else {
            continue;
        };
        match board.black_id {
            None => history.rounds[white][round] = Entry::Bye,
            Some(black_id) => {
                let Some(black) = history.seat_of(black_id) else {
                    continue;
                };
                let score = board.white_score;
                history.rounds[white][round] = Entry::Game {
                    opponent: black,
                    colour: Color::White,
                    score,
                    played: board.played,
                };
                // A double forfeit: both lose.
                let black_score = if board.double_forfeit {
                    score
                } else {
                    score.map(Score::opposite)
                };
                history.rounds[black][round] = Entry::Game {
                    opponent: white,
                    colour: Color::Black,
                    score: black_score,
                    played: board.played,
                };
            }
        }
    }
    history
}

/// One line of a tournament's table: the player and their tiebreaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// Points and tiebreaks.
    pub line: Line,
}

/// The table after the first `rounds` rounds, by the format's order (a
/// Swiss's or an arena's by Buchholz and Sonneborn-Berger, a round-robin's
/// by Sonneborn-Berger and the direct encounter).
pub fn standings(
    format: TournamentFormat,
    entrants: &[EntrantRow],
    boards: &[BoardRow],
    rounds: i32,
) -> Vec<Standing> {
    let history = histories(entrants, boards, rounds);
    let table = match format {
        TournamentFormat::RoundRobin => round_robin_table(&history.rounds),
        TournamentFormat::Swiss | TournamentFormat::Arena => swiss_table(&history.rounds),
    };
    table
        .into_iter()
        .filter_map(|line| {
            let player = *history.players.get(line.seat)?;
            let name = entrants
                .iter()
                .find(|e| e.player_id == player)
                .map(|e| e.display_name.clone())?;
            Some(Standing { player, name, line })
        })
        .collect()
}

/// An arena's table (lichess's): each player's games in the order they
/// were paired, scored by the arena sheet (`crate::tournaments::rules::arena`),
/// highest total first, then the higher seeding rating; games decided
/// without play count for no one. Its lines carry the points (as
/// half-points, so that they are written whole) and no tiebreaks.
pub fn arena_standings(
    entrants: &[EntrantRow],
    boards: &[BoardRow],
    plies: &[(GameId, u32)],
    variant: Variant,
) -> Vec<Standing> {
    let mut games: Vec<(PlayerId, Vec<ArenaGame>)> =
        entrants.iter().map(|e| (e.player_id, Vec::new())).collect();
    let mut push = |player: PlayerId, game: ArenaGame| {
        if let Some((_, list)) = games.iter_mut().find(|(p, _)| *p == player) {
            list.push(game);
        }
    };
    for board in boards {
        let (Some(black), Some(score), Some(game)) =
            (board.black_id, board.white_score, board.game_id)
        else {
            continue;
        };
        if !board.played {
            continue;
        }
        let plies = plies
            .iter()
            .find(|(id, _)| *id == game)
            .map_or(0, |&(_, plies)| plies);
        push(
            board.white_id,
            ArenaGame {
                score,
                plies,
                berserk: board.white_berserk,
            },
        );
        push(
            black,
            ArenaGame {
                score: score.opposite(),
                plies,
                berserk: board.black_berserk,
            },
        );
    }
    let mut table: Vec<(Standing, i32)> = games
        .into_iter()
        .enumerate()
        .filter_map(|(seat, (player, played))| {
            let entrant = entrants.iter().find(|e| e.player_id == player)?;
            let total = sheet(&played, variant, true).total;
            Some((
                Standing {
                    player,
                    name: entrant.display_name.clone(),
                    line: Line {
                        seat,
                        points: total.saturating_mul(2),
                        buchholz: 0,
                        buchholz_cut1: 0,
                        sonneborn_berger: 0,
                        direct: 0,
                    },
                },
                entrant.rating,
            ))
        })
        .collect();
    table.sort_by_key(|(s, rating)| {
        (
            std::cmp::Reverse(s.line.points),
            std::cmp::Reverse(*rating),
            s.line.seat,
        )
    });
    table.into_iter().map(|(s, _)| s).collect()
}

impl Tournaments {
    /// A tournament's table after its first `rounds` rounds, by its
    /// format's rules (an arena's from every game it has scored).
    pub async fn tournament_table(
        &self,
        tournament: &TournamentRow,
        entrants: &[EntrantRow],
        boards: &[BoardRow],
        rounds: i32,
    ) -> Result<Vec<Standing>, StoreError> {
        Ok(match tournament.format {
            TournamentFormat::Arena => {
                let plies = self
                    .tournament_store
                    .tournament_game_plies(tournament.id)
                    .await?;
                arena_standings(entrants, boards, &plies, tournament.variant)
            }
            format => standings(format, entrants, boards, rounds),
        })
    }
}
