//! The JSON the pages read, each answer a type: the board, a player's
//! seat (a game's or a puzzle's), what an action said, a player's games.

use kibitz_rules::Color;
use serde::{Serialize, Serializer};

use crate::games::page::{AppOpponent, BoardState, OwnGame, Seat};
use crate::model::GameId;
use crate::puzzles::page_view::PuzzleSeat;

/// A colour as the page names it.
fn color<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(if color.is_white() { "white" } else { "black" })
}

/// Two squares as a pair.
type Squares<'a> = Option<[&'a str; 2]>;

/// The board a page's component draws.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Board<'a> {
    version: i64,
    plies: usize,
    shown: usize,
    placement: &'a str,
    state: &'a str,
    #[serde(serialize_with = "color")]
    turn: Color,
    last_move: Squares<'a>,
    check: Option<&'a str>,
    swap: Squares<'a>,
    ball: Option<&'a str>,
    goals: Sides<&'a [String]>,
    targets: Sides<&'a [String]>,
    pockets: Option<Sides<&'a str>>,
    over: bool,
}

/// White's and Black's.
#[derive(Serialize)]
pub struct Sides<T> {
    white: T,
    black: T,
}

impl<'a> From<&'a BoardState> for Board<'a> {
    fn from(board: &'a BoardState) -> Board<'a> {
        let pair = |squares: &'a Option<(String, String)>| {
            squares.as_ref().map(|(a, b)| [a.as_str(), b.as_str()])
        };
        Board {
            version: board.version,
            plies: board.plies,
            shown: board.shown,
            placement: &board.placement,
            state: &board.state,
            turn: board.turn,
            last_move: pair(&board.last_move),
            check: board.check.as_deref(),
            swap: pair(&board.swap),
            ball: board.ball.as_deref(),
            goals: Sides {
                white: &board.goals[0],
                black: &board.goals[1],
            },
            targets: Sides {
                white: &board.targets[0],
                black: &board.targets[1],
            },
            pockets: board.pockets.as_ref().map(|[white, black]| Sides {
                white: white.as_str(),
                black: black.as_str(),
            }),
            over: board.over,
        }
    }
}

/// What a proven player may do.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatShape<'a> {
    #[serde(serialize_with = "color")]
    color: Color,
    legal: &'a [String],
    draw_offered: bool,
    rematch_offered: bool,
    rematch: Option<i64>,
}

impl<'a> From<&'a Seat> for SeatShape<'a> {
    fn from(seat: &'a Seat) -> SeatShape<'a> {
        SeatShape {
            color: seat.color,
            legal: &seat.legal,
            draw_offered: seat.draw_offered,
            rematch_offered: seat.rematch_offered,
            rematch: seat.rematch.map(GameId::get),
        }
    }
}

/// The board with the seat of the player asking, and their name.
#[derive(Serialize)]
pub struct Seated<'a> {
    /// The board.
    pub board: Board<'a>,
    /// Their seat, when they play in the game.
    pub seat: Option<SeatShape<'a>>,
    /// Their name.
    pub name: &'a str,
    /// The language they read (`en`, `ru`): the page is written in it.
    pub language: &'static str,
}

/// What a proven solver may do on a puzzle's page.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleSeatShape<'a> {
    #[serde(serialize_with = "color")]
    color: Color,
    legal: &'a [String],
    note: Option<&'a str>,
}

impl<'a> From<&'a PuzzleSeat> for PuzzleSeatShape<'a> {
    fn from(seat: &'a PuzzleSeat) -> PuzzleSeatShape<'a> {
        PuzzleSeatShape {
            color: seat.color,
            legal: &seat.legal,
            note: seat.note.as_deref(),
        }
    }
}

/// A puzzle's board with the seat of the solver asking, and their name.
#[derive(Serialize)]
pub struct PuzzleSeated<'a> {
    /// The board.
    pub board: Board<'a>,
    /// Their seat.
    pub seat: Option<PuzzleSeatShape<'a>>,
    /// The language they read (`en`, `ru`): the page is written in it.
    pub language: &'static str,
    /// Their name.
    pub name: &'a str,
}

/// What a page's action said.
#[derive(Serialize)]
pub struct Said {
    /// The reply's text, as the page shows it.
    pub text: String,
}

/// One of a player's games, as the Mini App lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnGameShape<'a> {
    id: i64,
    opponent: &'a str,
    variant: &'a str,
    my_move: bool,
}

impl<'a> From<&'a OwnGame> for OwnGameShape<'a> {
    fn from(game: &'a OwnGame) -> OwnGameShape<'a> {
        OwnGameShape {
            id: game.id.get(),
            opponent: &game.opponent,
            variant: &game.variant,
            my_move: game.my_move,
        }
    }
}

/// A player's games, their name, and whom they may challenge.
#[derive(Serialize)]
pub struct OwnGames<'a> {
    /// Their name.
    pub name: &'a str,
    /// The language they read (`en`, `ru`): the page is written in it.
    pub language: &'static str,
    /// Their games.
    pub games: Vec<OwnGameShape<'a>>,
    /// Those they have played lately, to challenge again.
    pub opponents: Vec<OpponentShape<'a>>,
}

/// Someone a player has played lately, as the Mini App offers them.
#[derive(Serialize)]
pub struct OpponentShape<'a> {
    id: i64,
    name: &'a str,
    game: i64,
}

impl<'a> From<&'a AppOpponent> for OpponentShape<'a> {
    fn from(opponent: &'a AppOpponent) -> OpponentShape<'a> {
        OpponentShape {
            id: opponent.id.get(),
            name: &opponent.name,
            game: opponent.game.get(),
        }
    }
}
