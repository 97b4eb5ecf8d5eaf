//! What a picture shows: a view of one position, filled by any variant.

use kibitz_rules::{Color, Piece, Role, Square};

use crate::theme::Theme;

/// The smallest board side drawn, in pixels.
pub const MIN_SIZE: u32 = 128;
/// The largest board side drawn, in pixels.
pub const MAX_SIZE: u32 = 2048;
/// The board side drawn when none is asked for, in pixels.
pub const DEFAULT_SIZE: u32 = 720;

/// One position as a picture shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardView {
    /// Every piece with its square.
    pub pieces: Vec<(Square, Piece)>,
    /// The colour at the bottom of the picture.
    pub orientation: Color,
    /// The last move's two squares (from, to), highlighted.
    pub last_move: Option<(Square, Square)>,
    /// The king in check, which gets a red glow.
    pub check: Option<Square>,
    /// Marks of the variant played.
    pub marks: Marks,
    /// The two players: names, whose turn, scores.
    pub players: Players,
    /// The game-over badge, when the game has ended.
    pub result: Option<ResultBadge>,
}

/// Marks that only some variants use.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks {
    /// Chess football: the square of the piece holding the ball (or of a
    /// loose ball).
    pub ball: Option<Square>,
    /// Chess football: each goal square, with the side that defends it.
    pub goals: Vec<(Square, Color)>,
    /// Chess football: the kick-off squares.
    pub kickoff: Vec<Square>,
    /// Immortal chess: the two squares of the last swap.
    pub swap: Option<(Square, Square)>,
    /// Immortal chess: squares a side must fill to win, with the side.
    pub targets: Vec<(Square, Color)>,
}

/// The text in the bars above and below the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Players {
    /// White's name as shown.
    pub white: String,
    /// Black's name as shown.
    pub black: String,
    /// The side to move, marked in its bar; `None` once the game is over.
    pub turn: Option<Color>,
    /// A score to show for each side (goals in chess football).
    pub score: Option<Score>,
    /// A short line shown at the right of the top bar ("1st half · 30 left").
    pub status: Option<String>,
    /// Crazyhouse: the pieces each side holds in hand, shown after its name.
    pub hands: Option<Hands>,
    /// Three-check: the checks each side has given, shown after its name.
    pub checks_given: Option<Score>,
    /// Immortal chess: the pieces each side has home in its set-up, shown
    /// after its name as `12/16`.
    pub home: Option<Score>,
    /// A live game's clocks, at the right of each bar.
    pub clocks: Option<Clocks>,
}

/// Each side's time left as a clock shows it (`4:32`, `9.4`), and whether
/// it is low (drawn in red).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Clocks {
    /// White's time left.
    pub white: String,
    /// Black's time left.
    pub black: String,
    /// Whether White's time is low.
    pub white_low: bool,
    /// Whether Black's time is low.
    pub black_low: bool,
}

/// The pieces each side holds in hand, with counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hands {
    /// White's pieces in hand.
    pub white: Vec<(Role, u8)>,
    /// Black's pieces in hand.
    pub black: Vec<(Role, u8)>,
}

/// Goals (or points) of each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Score {
    /// White's score.
    pub white: u32,
    /// Black's score.
    pub black: u32,
}

/// The badge drawn over a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResultBadge {
    /// The result: `1-0`, `0-1` or `½-½`.
    pub result: String,
    /// Why the game ended, in the reader's language ("White wins by checkmate").
    pub reason: String,
}

/// How to draw a view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Style {
    /// The board's colours.
    pub theme: Theme,
    /// The board's side in pixels, from [`MIN_SIZE`] to [`MAX_SIZE`]; the
    /// board is drawn at the largest multiple of 8 not above it.
    pub size: u32,
    /// Whether file letters and rank numbers are drawn in the edge squares.
    pub coordinates: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            theme: Theme::Brown,
            size: DEFAULT_SIZE,
            coordinates: true,
        }
    }
}

impl BoardView {
    /// An empty board seen from White's side, with no marks.
    pub fn empty() -> BoardView {
        BoardView {
            pieces: Vec::new(),
            orientation: Color::White,
            last_move: None,
            check: None,
            marks: Marks::default(),
            players: Players::default(),
            result: None,
        }
    }
}

/// Why a picture cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    /// The size asked for is outside what is drawn.
    #[error("the board size must be {MIN_SIZE} to {MAX_SIZE} pixels, not {0}")]
    Size(u32),
    /// An animation needs at least one picture.
    #[error("an animation needs at least one position")]
    NoFrames,
    /// The encoder failed (which only a bug can cause).
    #[error("the image could not be encoded: {0}")]
    Encode(String),
}
