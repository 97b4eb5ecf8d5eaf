//! What a tournament's web page shows (the web adapter draws it): where
//! it stands, its table with the format's tiebreaks, and every round's
//! boards with their results and their games' pages; and the table as a
//! picture.

use super::arena::arena_end;
use super::rounds::{rounds_counted, rounds_written};
use super::scheduled::{format_text, standings_table};
use super::shown::{name_of, result_written};
use kibitz_render::Table;

use crate::games::page::PageError;
use crate::i18n::Text;
use crate::model::{Language, TournamentFormat, TournamentId};
use crate::tournaments::Tournaments;
use crate::tournaments::store::{BoardRow, EntrantRow, TournamentRow, TournamentStatus};

/// A tournament's page, in words ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentView {
    /// Its number.
    pub id: TournamentId,
    /// Its name: format and number (`Swiss tournament #3`).
    pub title: String,
    /// Where it stands (open, round 2 of 5, over, called off).
    pub status: String,
    /// The table's column heads after rank and player.
    pub columns: Vec<String>,
    /// The table: rank, player, then a cell per column.
    pub table: Vec<(usize, String, Vec<String>)>,
    /// The rounds so far, the latest first.
    pub rounds: Vec<RoundView>,
}

/// One round on a tournament's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundView {
    /// Its number.
    pub number: i32,
    /// Its boards in order.
    pub boards: Vec<BoardLine>,
}

/// One board on a tournament's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLine {
    /// White, or the player with a bye.
    pub white: String,
    /// Black; empty for a bye.
    pub black: String,
    /// `1-0`, `½-½`, `0-1`, `+ –` (a forfeit), `– –` (both), `bye`, or
    /// `*` while it is played.
    pub result: String,
    /// The game's number, for its page.
    pub game: Option<i64>,
}

impl Tournaments {
    /// A tournament's page, in `language`.
    pub async fn tournament_view(
        &self,
        id: TournamentId,
        language: Language,
    ) -> Result<TournamentView, PageError> {
        let (tournament, entrants, boards, picture) = self.page_table(id, language).await?;
        let title = picture.title.clone();
        let status = status_text(&tournament, entrants.len()).write(language);
        let columns = picture.columns[2..]
            .iter()
            .map(|c| c.head.clone())
            .collect();
        let table = picture
            .rows
            .into_iter()
            .enumerate()
            .map(|(rank, mut row)| {
                let cells = row.split_off(2.min(row.len()));
                (rank + 1, row.pop().unwrap_or_default(), cells)
            })
            .collect();
        let mut rounds: Vec<RoundView> = (1..=tournament.round)
            .rev()
            .map(|number| RoundView {
                number,
                boards: boards
                    .iter()
                    .filter(|b| b.round == number)
                    .map(|b| board_line(b, &entrants))
                    .collect(),
            })
            .collect();
        rounds.retain(|r| !r.boards.is_empty());
        Ok(TournamentView {
            id,
            title,
            status,
            columns,
            table,
            rounds,
        })
    }

    /// A tournament's table as a picture, in `language`.
    pub async fn tournament_standings_png(
        &self,
        id: TournamentId,
        language: Language,
    ) -> Result<Vec<u8>, PageError> {
        let (_, _, _, picture) = self.page_table(id, language).await?;
        tokio::task::spawn_blocking(move || kibitz_render::table(&picture))
            .await
            .map_err(|error| PageError::Trouble(error.to_string()))?
            .map_err(|error| PageError::Trouble(error.to_string()))
    }

    /// A tournament a page shows, its players, its boards, and its table
    /// (of the rounds over) as the picture draws it.
    async fn page_table(
        &self,
        id: TournamentId,
        language: Language,
    ) -> Result<(TournamentRow, Vec<EntrantRow>, Vec<BoardRow>, Table), PageError> {
        let tournament = self.page_tournament(id).await?;
        let entrants = self.tournament_store.entrants(id).await?;
        let boards = self.tournament_store.tournament_boards(id).await?;
        let counted = rounds_counted(&tournament, &boards);
        let table = self
            .tournament_table(&tournament, &entrants, &boards, counted)
            .await?;
        let title = format_text(tournament.format).write(language) + &format!(" #{}", id.get());
        let picture = standings_table(tournament.format, &table, title, language);
        Ok((tournament, entrants, boards, picture))
    }

    /// A tournament a page may show: any but one called off before it
    /// began (which had nothing to show).
    async fn page_tournament(&self, id: TournamentId) -> Result<TournamentRow, PageError> {
        self.tournament_store
            .tournament(id)
            .await?
            .filter(|t| !(t.status == TournamentStatus::Cancelled && t.round == 0))
            .ok_or(PageError::NoTournament)
    }
}

/// Where a tournament stands, in words.
fn status_text(tournament: &TournamentRow, players: usize) -> Text {
    let rounds = rounds_written(tournament);
    match tournament.status {
        TournamentStatus::Open => Text::new("tournament-page-open")
            .number("players", players as f64)
            .arg(
                "start",
                tournament
                    .starts_at
                    .format("%Y-%m-%d %H:%M UTC")
                    .to_string(),
            ),
        TournamentStatus::Started if tournament.format == TournamentFormat::Arena => {
            Text::new("tournament-page-arena").arg(
                "end",
                arena_end(tournament)
                    .format("%Y-%m-%d %H:%M UTC")
                    .to_string(),
            )
        }
        TournamentStatus::Started => Text::new("tournament-page-round")
            .arg("round", tournament.round.to_string())
            .number("rounds", rounds),
        TournamentStatus::Finished => Text::new("tournament-page-over"),
        TournamentStatus::Cancelled => Text::new("tournament-page-cancelled"),
    }
}

/// A board as its page line shows it.
fn board_line(board: &BoardRow, entrants: &[EntrantRow]) -> BoardLine {
    BoardLine {
        white: name_of(entrants, board.white_id),
        black: board
            .black_id
            .map_or_else(String::new, |black| name_of(entrants, black)),
        result: result_written(board),
        game: board.game_id.map(|g| g.get()),
    }
}
