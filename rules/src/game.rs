//! A game of any variant: its start, its moves, its current position and how
//! it ended.

use shakmaty::{Color, Piece, Role, Square};

use crate::chess960;
use crate::classic::Classic;
use crate::error::{MoveError, StateError};
use crate::football::{FbMove, Football};
use crate::immortal::{ImMove, Immortal};
use crate::notation::MoveText;
use crate::outcome::{DrawClaim, EndReason, Outcome};
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

/// A move in a game. Made by [`Game::parse_move`] or taken from
/// [`Game::legal_moves`]; it belongs to the position it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(pub(crate) Repr);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Repr {
    Classic(shakmaty::Move),
    Immortal(ImMove),
    Football(FbMove),
}

impl Move {
    /// The square the move starts from (none for a drop).
    pub fn from(self) -> Option<Square> {
        match self.0 {
            Repr::Classic(m) => m.from(),
            Repr::Immortal(m) => m.from(),
            Repr::Football(m) => m.from(),
        }
    }

    /// The square the move ends on (for castling, the rook's square).
    pub fn to(self) -> Square {
        match self.0 {
            Repr::Classic(m) => m.to(),
            Repr::Immortal(m) => m.to(),
            Repr::Football(m) => m.to(),
        }
    }
}

/// A move as played, with its notations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// For machines and storage: UCI (`e2e4`, `e7e8q`; Chess960 castling king-to-rook).
    pub uci: String,
    /// For people: SAN with check and mate marks (`Nf3`, `exd5`, `Qh4#`).
    pub san: String,
}

/// The position of a game, by rules family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    Classic(Classic),
    Immortal(Immortal),
    Football(Football),
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
                let setup = chess960::start_setup(number)
                    .ok_or(StateError::Chess960Number(u32::from(number)))?;
                let classic = Classic::from_setup(variant, setup)?;
                Ok(Game::with_position(variant, Family::Classic(classic)))
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
        let position = match variant {
            Variant::Immortal => Family::Immortal(Immortal::from_state(state)?),
            Variant::Football => Family::Football(Football::from_state(state)?),
            _ => Family::Classic(Classic::from_fen(variant, state)?),
        };
        Ok(Game::with_position(variant, position))
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

    /// The keys ([`Position::key`]) of the earlier positions the current one
    /// could still repeat, oldest first, the current one last.
    pub fn repetition_keys(&self) -> &[u128] {
        let window = self.position.repetition_window().min(self.keys.len());
        &self.keys[self.keys.len() - window..]
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
        match &self.position {
            Family::Classic(c) => c
                .legal_moves()
                .iter()
                .map(|&m| Move(Repr::Classic(m)))
                .collect(),
            Family::Immortal(p) => p
                .legal_moves()
                .into_iter()
                .map(|m| Move(Repr::Immortal(m)))
                .collect(),
            Family::Football(p) => p
                .legal_moves()
                .into_iter()
                .map(|m| Move(Repr::Football(m)))
                .collect(),
        }
    }

    /// Reads a move as a person types it and finds the legal move it means.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let text = MoveText::parse(text)?;
        if self.ended.is_some() {
            return Err(MoveError::GameOver);
        }
        match &self.position {
            Family::Classic(c) => c.resolve(&text).map(|m| Move(Repr::Classic(m))),
            Family::Immortal(p) => p.resolve(&text).map(|m| Move(Repr::Immortal(m))),
            Family::Football(p) => p.resolve(&text).map(|m| Move(Repr::Football(m))),
        }
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<&PlayedMove, MoveError> {
        if self.ended.is_some() {
            return Err(MoveError::GameOver);
        }
        // Only a move taken from another position can be illegal here.
        let illegal = || MoveError::Illegal {
            reason: crate::error::Illegal::VariantRule,
            legal: Vec::new(),
        };
        let (uci, san) = match (&mut self.position, mv.0) {
            (Family::Classic(c), Repr::Classic(m)) if c.is_legal(m) => {
                let uci = c.uci(m);
                (uci, c.play_legal(m))
            }
            (Family::Immortal(p), Repr::Immortal(m)) if p.is_legal(m) => {
                let uci = p.uci(m);
                (uci, p.play_legal(m))
            }
            (Family::Football(p), Repr::Football(m)) if p.is_legal(m) => {
                let uci = p.uci(m);
                (uci, p.play_legal(m))
            }
            _ => return Err(illegal()),
        };
        self.history.push(PlayedMove { mv, uci, san });
        self.keys.push(self.position.repetition_key());
        self.ended = self.rules_outcome();
        Ok(self.history.last().expect("a move was just recorded"))
    }

    /// Reads and plays a move in one step.
    pub fn play_text(&mut self, text: &str) -> Result<&PlayedMove, MoveError> {
        let mv = self.parse_move(text)?;
        self.play(mv)
    }

    /// The move in SAN, with check or mate mark, in the current position.
    pub fn san(&self, mv: Move) -> String {
        match (&self.position, mv.0) {
            (Family::Classic(c), Repr::Classic(m)) => c.san(m),
            (Family::Immortal(p), Repr::Immortal(m)) => p.san(m),
            (Family::Football(p), Repr::Football(m)) => p.uci(m),
            _ => String::new(),
        }
    }

    /// The move in UCI, in the current position.
    pub fn uci(&self, mv: Move) -> String {
        match (&self.position, mv.0) {
            (Family::Classic(c), Repr::Classic(m)) => c.uci(m),
            (Family::Immortal(p), Repr::Immortal(m)) => p.uci(m),
            (Family::Football(p), Repr::Football(m)) => p.uci(m),
            _ => String::new(),
        }
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
        let opponent_cannot_win = match &self.position {
            Family::Classic(classic) => classic.has_insufficient_material(!flagged),
            Family::Immortal(_) | Family::Football(_) => false,
        };
        if opponent_cannot_win {
            Outcome::draw(EndReason::Timeout)
        } else {
            Outcome::win(!flagged, EndReason::Timeout)
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
        // Immortal chess draws by repetition at once; nothing is claimed.
        let Family::Classic(c) = &self.position else {
            return claims;
        };
        if self.repetitions() >= 3 {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if c.halfmoves() >= 100 {
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
    /// stretch of moves since the last capture or pawn move.
    pub fn repetitions(&self) -> usize {
        let current = self.keys[self.keys.len() - 1];
        self.repetition_keys()
            .iter()
            .filter(|&&k| k == current)
            .count()
    }

    fn rules_outcome(&self) -> Option<Outcome> {
        use crate::outcome::EndReason;
        match &self.position {
            Family::Classic(c) => c.outcome(&c.legal_moves()).or_else(|| {
                (self.repetitions() >= 5).then_some(Outcome::draw(EndReason::FivefoldRepetition))
            }),
            Family::Immortal(p) => p.outcome().or_else(|| {
                (self.repetitions() >= 3).then_some(Outcome::draw(EndReason::ThreefoldRepetition))
            }),
            Family::Football(p) => p.outcome(),
        }
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
        match &self.position {
            Family::Classic(c) => c.perft(depth),
            Family::Immortal(p) => p.perft(depth),
            Family::Football(p) => p.perft(depth),
        }
    }

    /// Every piece on the board with its square.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        self.position.pieces()
    }

    /// Crazyhouse: the pieces a side holds in hand, with their counts
    /// (`None` in variants without hands).
    pub fn hand(&self, color: Color) -> Option<Vec<(Role, u8)>> {
        self.position.hand(color)
    }

    /// Three-check: how many more checks a side must give to win (`None`
    /// in other variants).
    pub fn remaining_checks(&self, color: Color) -> Option<u32> {
        self.position.remaining_checks(color)
    }

    /// The square of the king of the side to move, if it is in check.
    pub fn checked_king(&self) -> Option<Square> {
        match &self.position {
            Family::Classic(c) => c.checked_king(),
            Family::Immortal(_) | Family::Football(_) => None,
        }
    }

    /// Chess football: the ball's square while it is in play.
    pub fn ball(&self) -> Option<Square> {
        match &self.position {
            Family::Football(p) => p.ball(),
            _ => None,
        }
    }

    /// Chess football: the goals of each side (White, Black); `None` in
    /// other games.
    pub fn score(&self) -> Option<(u32, u32)> {
        match &self.position {
            Family::Football(p) => Some((p.score(Color::White), p.score(Color::Black))),
            _ => None,
        }
    }
}

impl Family {
    pub(crate) fn pieces(&self) -> Vec<(Square, Piece)> {
        match self {
            Family::Classic(c) => c.pieces().collect(),
            Family::Immortal(p) => p.squares().collect(),
            Family::Football(p) => p.squares().collect(),
        }
    }

    pub(crate) fn hand(&self, color: Color) -> Option<Vec<(Role, u8)>> {
        match self {
            Family::Classic(c) => c.hand(color),
            Family::Immortal(_) | Family::Football(_) => None,
        }
    }

    pub(crate) fn remaining_checks(&self, color: Color) -> Option<u32> {
        match self {
            Family::Classic(c) => c.remaining_checks(color),
            Family::Immortal(_) | Family::Football(_) => None,
        }
    }

    pub(crate) fn initial(variant: Variant) -> Family {
        match variant {
            Variant::Immortal => Family::Immortal(Immortal::initial()),
            Variant::Football => Family::Football(Football::initial()),
            _ => Family::Classic(Classic::initial(variant)),
        }
    }

    pub(crate) fn turn(&self) -> Color {
        match self {
            Family::Classic(c) => c.turn(),
            Family::Immortal(p) => p.turn(),
            Family::Football(p) => p.turn(),
        }
    }

    pub(crate) fn fullmoves(&self) -> u32 {
        match self {
            Family::Classic(c) => c.fullmoves(),
            Family::Immortal(p) => p.fullmoves(),
            Family::Football(p) => p.fullmoves(),
        }
    }

    /// How many of the latest positions can repeat the current one: since
    /// the last capture or pawn move in chess, the whole game in Immortal
    /// chess (where nothing is irreversible).
    fn repetition_window(&self) -> usize {
        match self {
            Family::Classic(c) => c.halfmoves() as usize + 1,
            Family::Immortal(_) => usize::MAX,
            Family::Football(_) => 1,
        }
    }

    pub(crate) fn repetition_key(&self) -> u128 {
        match self {
            Family::Classic(c) => c.repetition_key(),
            Family::Immortal(p) => p.repetition_key(),
            Family::Football(p) => p.repetition_key(),
        }
    }

    pub(crate) fn state(&self) -> String {
        match self {
            Family::Classic(c) => c.fen(),
            Family::Immortal(p) => p.state(),
            Family::Football(p) => p.state(),
        }
    }
}
