//! A game of any variant: its start, its moves, its current position and how
//! it ended.

use compact_str::CompactString;
use shakmaty::{Color, Piece, Square};

use crate::dispatch::{Family, Move};
use crate::error::{MoveError, StateError};
use crate::family::Repetition;
use crate::marks::Marks;
use crate::notation::MoveText;
use crate::outcome::{DrawClaim, Outcome};
use crate::position::Position;
use crate::variant::Variant;

/// The longest state string (FEN) read, in characters.
pub const MAX_STATE_CHARS: usize = 256;

/// How a game begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The variant's usual start position (Chess960: number 518, the classic one).
    Initial,
    /// A position given as a state string (FEN for the classic family).
    State(String),
    /// Chess960 start position by number, 0 to 959.
    Chess960(u16),
}

impl Start {
    /// A start drawn by `rng` among the variant's usual ones: one of the 960
    /// for Chess960, the only one for every other game.
    pub fn random(variant: Variant, rng: &mut impl rand::Rng) -> Start {
        match variant {
            Variant::Chess960 => Start::Chess960(rng.random_range(0..960)),
            _ => Start::Initial,
        }
    }
}

/// A move as played, with its notations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// For machines and storage: UCI (`e2e4`, `e7e8q`; Chess960 castling
    /// king-to-rook). Kept inline, as notations are short: a long game is
    /// copied without an allocation per move.
    pub uci: CompactString,
    /// For people: SAN with check and mate marks (`Nf3`, `exd5`, `Qh4#`).
    pub san: CompactString,
    /// The side that made it.
    pub by: Color,
}

impl PlayedMove {
    /// The two squares a picture highlights for the move: from and to as
    /// its UCI writes them (`e1g1` for castling; a drop or a placement,
    /// `N@d3`, gives its square twice); none for a pass (`0000`).
    pub fn squares(&self) -> Option<(Square, Square)> {
        let square = |s: Option<&str>| s?.parse::<Square>().ok();
        match self.uci.as_bytes() {
            [_, b'@', ..] => square(self.uci.get(2..4)).map(|to| (to, to)),
            _ => square(self.uci.get(0..2)).zip(square(self.uci.get(2..4))),
        }
    }
}

/// A game of any [`Variant`]: start, moves, current position and ending.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    start: Family,
    position: Family,
    history: Vec<PlayedMove>,
    /// Repetition keys of every position so far, the start included.
    keys: Vec<u128>,
    /// Set when the game has ended, by its rules or from outside.
    ended: Option<Outcome>,
}

impl Game {
    /// A game from the variant's usual start position.
    pub fn new(variant: Variant) -> Game {
        Game::with_position(variant, Family::initial(variant))
    }

    /// A game from the given start.
    pub fn from_start(variant: Variant, start: Start) -> Result<Game, StateError> {
        match start {
            Start::Initial => Ok(Game::new(variant)),
            Start::State(text) => Game::from_state(variant, &text),
            Start::Chess960(number) => {
                if variant != Variant::Chess960 {
                    return Err(StateError::NotChess960(variant.name()));
                }
                Ok(Game::with_position(variant, Family::chess960(number)?))
            }
        }
    }

    /// A game from a state string, as written by [`Game::state`]. The game
    /// has no history before it, so repetitions count from here.
    pub fn from_state(variant: Variant, state: &str) -> Result<Game, StateError> {
        let chars = state.chars().count();
        if chars > MAX_STATE_CHARS {
            return Err(StateError::TooLong {
                chars,
                max: MAX_STATE_CHARS,
            });
        }
        Ok(Game::with_position(
            variant,
            Family::from_state(variant, state)?,
        ))
    }

    /// Rebuilds a game from its start state and recorded moves (any notation
    /// [`Game::parse_move`] reads; storage uses UCI), with its full history.
    pub fn replay<S: AsRef<str>>(
        variant: Variant,
        start_state: &str,
        moves: &[S],
    ) -> Result<Game, StateError> {
        let mut game = Game::from_state(variant, start_state)?;
        for (i, text) in moves.iter().enumerate() {
            let text = text.as_ref();
            game.play_text(text).map_err(|error| StateError::Replay {
                ply: i + 1,
                text: text.to_owned(),
                error,
            })?;
        }
        Ok(game)
    }

    fn with_position(variant: Variant, position: Family) -> Game {
        let mut game = Game {
            variant,
            start: position.clone(),
            keys: vec![position.repetition_key()],
            position,
            history: Vec::new(),
            ended: None,
        };
        game.ended = game.rules_outcome();
        game
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position, for engines to search.
    pub fn position(&self) -> Position {
        Position::new(self.variant, self.position.clone())
    }

    /// How repeated positions count in this game.
    pub fn repetition(&self) -> Repetition {
        self.position.repetition()
    }

    /// The keys ([`Position::key`]) of the earlier positions the current one
    /// could still repeat, oldest first, the current one last.
    pub fn repetition_keys(&self) -> &[u128] {
        let window = self.position.repetition_window().min(self.keys.len());
        &self.keys[self.keys.len() - window..]
    }

    /// The full-move number of each move of the history, as the record
    /// numbers them (`7.` for White's, `7...` for Black's): from the start's
    /// number, one more each time White moves after Black, or a side moves
    /// twice in a row (chess football at half-time).
    pub fn move_numbers(&self) -> Vec<u32> {
        let mut number = self.start.fullmoves();
        let mut previous: Option<Color> = None;
        self.history
            .iter()
            .map(|played| {
                if previous == Some(played.by) && played.by == Color::White {
                    number += 1;
                }
                let this = number;
                if played.by == Color::Black {
                    number += 1;
                }
                previous = Some(played.by);
                this
            })
            .collect()
    }

    /// The number a record writes before each move of the history: before
    /// White's moves always (`7.`), before Black's only where it does not
    /// follow White's move of that number (`7...`); `None` where none is
    /// written.
    pub fn written_numbers(&self) -> Vec<Option<u32>> {
        let mut previous = None;
        self.history
            .iter()
            .zip(self.move_numbers())
            .map(|(played, number)| {
                let written =
                    (played.by == Color::White || previous != Some(Color::White)).then_some(number);
                previous = Some(played.by);
                written
            })
            .collect()
    }

    /// The last move as the record numbers it: `7. e4`, `7… Nf6`.
    pub fn last_move_numbered(&self) -> Option<String> {
        let last = self.history.last()?;
        let number = *self.move_numbers().last()?;
        let dots = if last.by == Color::White { "." } else { "…" };
        Some(format!("{number}{dots} {}", last.san))
    }

    /// The game as it stood after its first `plies` moves (all of them if
    /// there are fewer), with that history.
    pub fn after_plies(&self, plies: usize) -> Game {
        let mut game = Game::with_position(self.variant, self.start.clone());
        for played in self.history.iter().take(plies) {
            if game.play(played.mv).is_err() {
                break;
            }
        }
        game
    }

    /// When the last move restarted play (a goal in chess football clears
    /// the board for a new line-up), the game as that move left the board
    /// before it was cleared: the ball on the goal square, the goal
    /// counted. Its history is this game's.
    pub fn scene_of_last_move(&self) -> Option<Game> {
        // A restart always leaves a line-up to do: no replay otherwise.
        if !self.is_lining_up() {
            return None;
        }
        let last = self.history.last()?;
        let before = self.after_plies(self.history.len() - 1);
        let scene = before.position.before_restart(last.mv)?;
        Some(Game {
            position: scene,
            ended: None,
            ..self.clone()
        })
    }

    /// Chess football: whether a line-up is under way (pieces are being
    /// placed); false in every other game.
    pub fn is_lining_up(&self) -> bool {
        self.marks()
            .phase
            .is_some_and(|phase| phase.stage == crate::marks::Stage::LineUp)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// The number of the current full move (starts at 1, grows after Black moves).
    pub fn fullmove_number(&self) -> u32 {
        self.position.fullmoves()
    }

    /// The moves played so far, in order.
    pub fn history(&self) -> &[PlayedMove] {
        &self.history
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.history.last()
    }

    /// The legal moves of the side to move (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.position.legal_moves()
    }

    /// Reads a move as a person types it and finds the legal move it means.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let text = MoveText::parse(text)?;
        if self.ended.is_some() {
            return Err(MoveError::GameOver);
        }
        self.position.resolve(&text)
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<&PlayedMove, MoveError> {
        if self.ended.is_some() {
            return Err(MoveError::GameOver);
        }
        let by = self.position.turn();
        // Only a move taken from another position can be illegal here.
        let (uci, san) = self.position.play_legal(mv).ok_or(MoveError::Illegal {
            reason: crate::error::Illegal::VariantRule,
            legal: Vec::new(),
        })?;
        self.history.push(PlayedMove {
            mv,
            uci: uci.into(),
            san: san.into(),
            by,
        });
        self.keys.push(self.position.repetition_key());
        self.ended = self.rules_outcome();
        Ok(self.history.last().expect("a move was just recorded"))
    }

    /// Reads and plays a move in one step.
    pub fn play_text(&mut self, text: &str) -> Result<&PlayedMove, MoveError> {
        let mv = self.parse_move(text)?;
        self.play(mv)
    }

    /// The move in SAN, with check or mate mark, in the current position
    /// (chess football writes its moves from-to for people too).
    pub fn san(&self, mv: Move) -> String {
        self.position.san(mv)
    }

    /// The move in UCI, in the current position.
    pub fn uci(&self, mv: Move) -> String {
        self.position.uci(mv)
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ended
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    /// How the game ends when the side to move runs out of time: a loss,
    /// or a draw when the opponent could not possibly win by any series of
    /// legal moves (FIDE Laws 6.9). In Immortal chess and chess football a
    /// side can always still win, so time out is always a loss there.
    pub fn timeout_outcome(&self) -> Outcome {
        let flagged = self.turn();
        if self.position.could_win(!flagged) {
            Outcome::win(!flagged, crate::outcome::EndReason::Timeout)
        } else {
            Outcome::draw(crate::outcome::EndReason::Timeout)
        }
    }

    /// Ends the game from outside its rules: resignation, agreement,
    /// timeout, abort. Refused once the game is over.
    pub fn end(&mut self, outcome: Outcome) -> Result<(), MoveError> {
        if self.ended.is_some() {
            return Err(MoveError::GameOver);
        }
        self.ended = Some(outcome);
        Ok(())
    }

    /// The draws the side to move could claim now.
    pub fn claimable_draws(&self) -> Vec<DrawClaim> {
        let mut claims = Vec::new();
        if self.ended.is_some() {
            return claims;
        }
        if self
            .repetition()
            .claim_at()
            .is_some_and(|n| self.repetitions() >= n)
        {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if self.position.fifty_moves() {
            claims.push(DrawClaim::FiftyMoves);
        }
        claims
    }

    /// Ends the game as a draw by `claim`, if that claim can be made now;
    /// otherwise returns the claims that can.
    pub fn claim_draw(&mut self, claim: DrawClaim) -> Result<Outcome, Vec<DrawClaim>> {
        let claims = self.claimable_draws();
        if !claims.contains(&claim) {
            return Err(claims);
        }
        let outcome = Outcome::draw(claim.reason());
        self.ended = Some(outcome);
        Ok(outcome)
    }

    /// How often the current position has arisen (counting now), within the
    /// stretch of moves it could repeat (in chess, since the last capture or
    /// pawn move).
    pub fn repetitions(&self) -> usize {
        let current = self.keys[self.keys.len() - 1];
        self.repetition_keys()
            .iter()
            .filter(|&&k| k == current)
            .count()
    }

    fn rules_outcome(&self) -> Option<Outcome> {
        self.position.outcome().or_else(|| {
            let (times, reason) = self.repetition().draw_at()?;
            (self.repetitions() >= times).then_some(Outcome::draw(reason))
        })
    }

    /// The whole current position as a string (FEN for the classic family);
    /// [`Game::from_state`] reads it back.
    pub fn state(&self) -> String {
        self.position.state()
    }

    /// The start position as a string.
    pub fn start_state(&self) -> String {
        self.start.state()
    }

    /// Whether the game began from the variant's usual start position.
    pub fn has_usual_start(&self) -> bool {
        self.variant != Variant::Chess960
            && self.start.state() == Family::initial(self.variant).state()
    }

    /// Counts the move paths of `depth` plies from the current position.
    pub fn perft(&self, depth: u32) -> u64 {
        self.position.perft(depth)
    }

    /// Every piece on the board with its square.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        self.position.pieces()
    }

    /// The pieces as the first field of a FEN (`rnbqkbnr/pppppppp/8/...`),
    /// in every variant: what a board component draws.
    pub fn placement(&self) -> String {
        let mut board = shakmaty::Board::empty();
        for (square, piece) in self.pieces() {
            board.set_piece_at(square, piece);
        }
        board.board_fen().to_string()
    }

    /// What a picture of the current position marks besides the pieces:
    /// the last move, check, pockets, checks given, the swap pair and set-up squares, the
    /// ball, goals, score and phase of a match.
    pub fn marks(&self) -> Marks {
        Marks {
            last_move: self.last_move().and_then(PlayedMove::squares),
            ..self.position.marks()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_gives_both_squares() {
        let mv = Game::new(Variant::Standard).legal_moves()[0];
        let played = |uci: &str| PlayedMove {
            mv,
            uci: uci.into(),
            san: CompactString::default(),
            by: Color::White,
        };
        assert_eq!(played("e2e4").squares(), Some((Square::E2, Square::E4)));
        assert_eq!(played("e7e8q").squares(), Some((Square::E7, Square::E8)));
        assert_eq!(played("N@d3").squares(), Some((Square::D3, Square::D3)));
        assert_eq!(played("0000").squares(), None);
    }
}
