//! A game as the page's board component draws it: the position with its
//! variant's marks, and the seat of a proven player (their side, their
//! legal moves, an offer waiting for them).

use kibitz_rules::{Color, Game};

use crate::chat::Actor;
use crate::games::page::answer::PageError;
use crate::games::page::pages::GamePages;
use crate::model::GameId;
use crate::store::PlayerRow;

/// The position a page's board shows, with every mark of its variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    /// The game's version when read.
    pub version: i64,
    /// The moves the game has.
    pub plies: usize,
    /// The moves played in the position shown.
    pub shown: usize,
    /// The pieces, as the first field of a FEN.
    pub placement: String,
    /// The whole position as text (FEN, or the variant's own state
    /// string), as the page writes it under the board.
    pub state: String,
    /// The side to move.
    pub turn: Color,
    /// The squares of the last move.
    pub last_move: Option<(String, String)>,
    /// The king in check.
    pub check: Option<String>,
    /// Immortal chess: the two squares of the last swap.
    pub swap: Option<(String, String)>,
    /// Chess football: the ball's square.
    pub ball: Option<String>,
    /// Chess football: the goal squares White defends, then Black's.
    pub goals: [Vec<String>; 2],
    /// Immortal chess: the squares of its set-up White's pieces have yet
    /// to reach, then Black's.
    pub targets: [Vec<String>; 2],
    /// Crazyhouse: the pieces in hand, White's then Black's, as letters.
    pub pockets: Option<[String; 2]>,
    /// Whether the game is over.
    pub over: bool,
}

/// What one player may do on the page now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Their side.
    pub color: Color,
    /// The moves they may make, in UCI (`e2e4`, `e7e8q`, `P@e4`, `K@d1`,
    /// `0000`); none when it is not their turn or the game is over.
    pub legal: Vec<String>,
    /// Whether the opponent offers a draw.
    pub draw_offered: bool,
    /// Once the game is over: whether the opponent offers a rematch.
    pub rematch_offered: bool,
    /// Once both agreed to a rematch: its game.
    pub rematch: Option<GameId>,
}

/// The board state of `game`, whose whole game has `plies` moves.
pub(crate) fn board_state(game: &Game, version: i64, plies: usize) -> BoardState {
    let marks = game.marks();
    let pair =
        |(a, b): (kibitz_rules::Square, kibitz_rules::Square)| (a.to_string(), b.to_string());
    let squares = |set: kibitz_rules::Bitboard| set.into_iter().map(|s| s.to_string()).collect();
    let pockets = marks.pockets.map(|pockets| {
        let written = |color: Color| {
            let hand = pockets.get(color);
            let mut letters = String::new();
            for role in kibitz_rules::Role::ALL {
                for _ in 0..*hand.get(role) {
                    letters.push(role.upper_char());
                }
            }
            letters
        };
        [written(Color::White), written(Color::Black)]
    });
    BoardState {
        version,
        plies,
        shown: game.history().len(),
        placement: game.placement(),
        state: game.state(),
        turn: game.turn(),
        last_move: marks.last_move.map(pair),
        check: marks.check.map(|s| s.to_string()),
        swap: marks.swap.map(pair),
        ball: marks.ball.map(|s| s.to_string()),
        goals: [squares(marks.goals.white), squares(marks.goals.black)],
        targets: [squares(marks.targets.white), squares(marks.targets.black)],
        pockets,
        over: game.is_over(),
    }
}

impl GamePages {
    /// The board of game `id` for the page: as it stands, or after its
    /// first `ply` moves; with the seat of `actor` when they play in it.
    /// `None` when there is no such game or move.
    pub async fn page_board(
        &self,
        id: GameId,
        ply: Option<usize>,
        actor: Option<&Actor>,
    ) -> Result<(BoardState, Option<Seat>), PageError> {
        let loaded = self.page_game(id).await?;
        let plies = loaded.game.history().len();
        let shown = match ply {
            None => None,
            Some(ply) if ply <= plies => Some(loaded.game.after_plies(ply)),
            Some(_) => return Err(PageError::NoGame),
        };
        let game = shown.as_ref().unwrap_or(&loaded.game);
        let state = board_state(game, loaded.row.version, plies);
        let seat = actor.and_then(|actor| {
            let color = [Color::White, Color::Black]
                .into_iter()
                .find(|&c| plays(loaded.player(c), actor))?;
            let over = loaded.outcome().is_some();
            let legal = if !over && loaded.game.turn() == color {
                loaded
                    .game
                    .legal_moves()
                    .into_iter()
                    .map(|mv| loaded.game.uci(mv))
                    .collect()
            } else {
                Vec::new()
            };
            Some(Seat {
                color,
                legal,
                draw_offered: !over && loaded.row.draw_offer == Some(!color),
                rematch_offered: over && loaded.row.rematch_offer == Some(!color),
                rematch: loaded.row.rematch_id,
            })
        });
        Ok((state, seat))
    }
}

/// Whether `actor` is this player.
pub(crate) fn plays(player: &PlayerRow, actor: &Actor) -> bool {
    player.is(actor)
}
