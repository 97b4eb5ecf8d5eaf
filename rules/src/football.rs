//! Chess football, as `shared/specs/variants.md` section 3 decides: each
//! side lines up six pieces in its half, then the pieces move as in chess
//! around a ball. The holder dribbles or passes; only the holder can be
//! tackled; the ball brought onto an opponent's goal square (c-f on the
//! far back rank) by an attacking piece, or a tackle of the king holding
//! it, is a goal. The ball on one's own goal square is no goal for either
//! side, then or later. Two halves of 45
//! moves a side.
//!
//! Decisions where the spec is silent:
//! - A pawn without the ball moves one square straight forward; it cannot
//!   step diagonally unless it tackles the holder there.
//! - A promotion may make more pieces of a kind than a set has (as in
//!   chess); the line-up limits hold at each line-up.
//! - A pass to a piece standing on an opponent goal square scores.

use shakmaty::{Bitboard, ByColor, Color, File, Piece, Rank, Role, Square};

use crate::error::{Illegal, MoveError, StateError};
use crate::family::{Repetition, Rules, Squares, moves_from};
use crate::grid::{Grid, occupied, pieces, read_placement, step, write_placement};
use crate::marks::{Marks, MatchPhase, Stage};
use crate::notation::MovePattern;
use crate::outcome::{EndReason, Outcome, VariantEnd};
use crate::reach::reach;

/// Moves by each side in a half.
pub const HALF_MOVES: u8 = 45;

/// Pieces each side lines up.
pub const LINE_UP: u8 = 6;

/// The most of each kind a side may line up (a chess set's king, and two
/// pawns plus three more pieces from the other thirteen).
const MAX_IN_LINE_UP: [(Role, u8); 6] = [
    (Role::King, 1),
    (Role::Queen, 1),
    (Role::Rook, 2),
    (Role::Bishop, 2),
    (Role::Knight, 2),
    (Role::Pawn, 5),
];

const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// A move of chess football.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum FbMove {
    /// Line-up: a piece put on the board.
    Place {
        /// The piece's kind.
        role: Role,
        /// Where.
        to: Square,
    },
    /// A piece moves: without the ball, dribbling it, or tackling the
    /// holder on `to`.
    Go {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// What a pawn reaching the far rank becomes.
        promotion: Option<Role>,
    },
    /// The holder passes the ball to the team-mate on `to`.
    Pass {
        /// The holder.
        from: Square,
        /// The receiver.
        to: Square,
    },
    /// No legal move: the side passes its turn.
    Skip,
}

impl Squares for FbMove {
    fn origin(self) -> Option<Square> {
        match self {
            FbMove::Go { from, .. } | FbMove::Pass { from, .. } => Some(from),
            FbMove::Place { .. } | FbMove::Skip => None,
        }
    }

    /// The destination; a skip names a1, as no square is involved.
    fn target(self) -> Square {
        match self {
            FbMove::Go { to, .. } | FbMove::Pass { to, .. } | FbMove::Place { to, .. } => to,
            FbMove::Skip => Square::A1,
        }
    }
}

/// A position of chess football.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Football {
    board: Grid,
    ball: Option<Square>,
    turn: Color,
    phase: Stage,
    half: u8,
    /// Moves each side has left in this half (White, Black).
    moves_left: ByColor<u8>,
    /// Goals (White, Black).
    score: ByColor<u8>,
    /// Pieces each side has still to place (White, Black).
    to_place: ByColor<u8>,
}

/// The way a side's pawns go, in ranks.
fn forward(color: Color) -> i32 {
    color.fold_wb(1, -1)
}

/// The rank a side's pawns run to: the opponent's back rank.
const fn far_rank(color: Color) -> Rank {
    color.other().backrank()
}

/// Whether a square is in a side's own half.
fn own_half(color: Color, square: Square) -> bool {
    color.relative_rank(square.rank()) <= Rank::Fourth
}

/// The goal squares `color` defends: c to f on its own back rank.
fn goal_squares(color: Color) -> Bitboard {
    let c_to_f = Bitboard::from_file(File::C)
        | Bitboard::from_file(File::D)
        | Bitboard::from_file(File::E)
        | Bitboard::from_file(File::F);
    Bitboard::from_rank(color.backrank()) & c_to_f
}

/// Whether a square is one of the goal squares `color` defends.
fn own_goal(color: Color, square: Square) -> bool {
    goal_squares(color).contains(square)
}

/// The square a side kicks off from.
fn kick_off_square(color: Color) -> Square {
    Square::from_coords(File::E, color.relative_rank(Rank::Fourth))
}

/// A line-up as the side to place sees it: what it has placed, where the
/// board is taken, what it has left to place.
struct LineUpRoom {
    color: Color,
    /// Pieces placed by the side, by [`Role`] (pawn first).
    placed: [u8; 6],
    occupied: Bitboard,
    /// Pieces the side has still to place, this one included.
    left: u8,
    /// Whether the side kicks off after this line-up.
    kicks_off: bool,
}

impl LineUpRoom {
    /// The empty squares of the side's own half.
    fn free_in_own_half(&self) -> Bitboard {
        let half = [Rank::First, Rank::Second, Rank::Third, Rank::Fourth]
            .into_iter()
            .map(|rank| Bitboard::from_rank(self.color.relative_rank(rank)))
            .fold(Bitboard::EMPTY, |half, rank| half | rank);
        half & !self.occupied
    }

    fn placed(&self, role: Role) -> u8 {
        self.placed[role as usize - 1]
    }

    /// Why placing `role` on `to` is refused, if it is: the square, the
    /// kind's limit, or a line-up that could no longer be completed.
    fn refusal(&self, role: Role, to: Square) -> Option<Illegal> {
        let color = self.color;
        if !own_half(color, to) {
            return Some(Illegal::OutsideOwnHalf(to));
        }
        if self.occupied.contains(to) {
            return Some(Illegal::DropOnOccupied(to));
        }
        if role == Role::King && !own_goal(color, to) {
            return Some(Illegal::KingOffGoal);
        }
        if role == Role::Pawn && own_goal(color, to) {
            return Some(Illegal::PawnOnOwnGoal);
        }
        let max = MAX_IN_LINE_UP
            .iter()
            .find(|(r, _)| *r == role)
            .map_or(0, |(_, m)| *m);
        if self.placed(role) >= max {
            return Some(Illegal::TooManyOf(role));
        }
        // Can the line-up still be completed after this placement?
        let after = |kind: Role| self.placed(kind) + u8::from(kind == role);
        let left = self.left.saturating_sub(1);
        let king_needed = u8::from(after(Role::King) == 0);
        let pawns_needed = 2u8.saturating_sub(after(Role::Pawn));
        let kick_off = kick_off_square(color);
        let kick_off_needed =
            u8::from(self.kicks_off && !self.occupied.contains(kick_off) && to != kick_off);
        let free_goal = (goal_squares(color) & !self.occupied).without(to).any();
        if king_needed == 1 && !free_goal {
            return Some(Illegal::KingOffGoal);
        }
        if king_needed + pawns_needed.max(kick_off_needed) > left {
            if kick_off_needed == 1 && left < 1 + king_needed {
                return Some(Illegal::KickOffSquareEmpty);
            }
            return Some(Illegal::LineUpIncomplete);
        }
        None
    }
}

impl Football {
    /// The start: an empty board, White to line up first and kick off.
    pub(crate) fn initial() -> Football {
        Football {
            board: [None; 64],
            ball: None,
            turn: Color::White,
            phase: Stage::LineUp,
            half: 1,
            moves_left: ByColor::new_with(|_| HALF_MOVES),
            score: ByColor::default(),
            to_place: ByColor::new_with(|_| LINE_UP),
        }
    }

    fn at(&self, square: Square) -> Option<Piece> {
        self.board[square as usize]
    }

    /// Every piece with its square.
    pub(crate) fn squares(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        pieces(&self.board)
    }

    fn count(&self, color: Color, role: Role) -> u8 {
        self.squares()
            .filter(|(_, p)| *p == Piece { color, role })
            .count() as u8
    }

    /// The side that kicks off after the current line-up: it places first,
    /// so it has placed as many pieces as the other or one more.
    fn kicker(&self) -> Color {
        let ByColor { white, black } = self.to_place;
        match white.cmp(&black) {
            std::cmp::Ordering::Less => Color::White,
            std::cmp::Ordering::Greater => Color::Black,
            std::cmp::Ordering::Equal => self.turn,
        }
    }

    /// Reads a state string written by [`Football::state`].
    pub(crate) fn from_state(text: &str) -> Result<Football, StateError> {
        let syntax = |what: &str| {
            StateError::Syntax(format!(
                "{what} (chess football state: placement, w|b, ball square or -, lineup|kickoff|play, half, moves left W/B, score W-B, pieces to place W/B)"
            ))
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [placement, turn, ball, phase, half, left, score, to_place] = fields.as_slice() else {
            return Err(syntax("eight fields are needed"));
        };
        let board = read_placement(placement)?;
        let turn = match *turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(syntax("the side to move is w or b")),
        };
        let ball = match *ball {
            "-" => None,
            sq => Some(
                sq.parse::<Square>()
                    .map_err(|_| syntax("bad ball square"))?,
            ),
        };
        let phase = match *phase {
            "lineup" => Stage::LineUp,
            "kickoff" => Stage::KickOff,
            "play" => Stage::Play,
            _ => return Err(syntax("the phase is lineup, kickoff or play")),
        };
        let half = match *half {
            "1" => 1,
            "2" => 2,
            _ => return Err(syntax("the half is 1 or 2")),
        };
        let pair = |text: &str, sep: char, max: u8| -> Option<ByColor<u8>> {
            let (a, b) = text.split_once(sep)?;
            let (white, black) = (a.parse::<u8>().ok()?, b.parse::<u8>().ok()?);
            (white <= max && black <= max).then_some(ByColor { white, black })
        };
        let moves_left =
            pair(left, '/', HALF_MOVES).ok_or_else(|| syntax("moves left are like 45/44"))?;
        let score = pair(score, '-', 200).ok_or_else(|| syntax("the score is like 1-0"))?;
        let to_place =
            pair(to_place, '/', LINE_UP).ok_or_else(|| syntax("pieces to place are like 6/6"))?;
        let position = Football {
            board,
            ball,
            turn,
            phase,
            half,
            moves_left,
            score,
            to_place,
        };
        position.validate()?;
        Ok(position)
    }

    fn validate(&self) -> Result<(), StateError> {
        let illegal = |detail: &str| StateError::Position {
            variant: "football",
            detail: detail.to_owned(),
        };
        for color in [Color::White, Color::Black] {
            let pieces = self.squares().filter(|(_, p)| p.color == color).count() as u8;
            if pieces + *self.to_place.get(color) > LINE_UP {
                return Err(illegal("a side has at most six pieces"));
            }
            if self.count(color, Role::King) > 1 {
                return Err(illegal("a side has one king"));
            }
        }
        let gap = self.moves_left.white.abs_diff(self.moves_left.black);
        if gap > 1 {
            return Err(illegal("the sides' moves left differ by at most one"));
        }
        match self.phase {
            Stage::LineUp => {
                if self.ball.is_some() {
                    return Err(illegal("there is no ball during a line-up"));
                }
                if self.to_place.iter().all(|n| *n == 0) {
                    return Err(illegal("a line-up with nothing left to place is over"));
                }
                if self.to_place.white.abs_diff(self.to_place.black) > 1 {
                    return Err(illegal("sides place in turn"));
                }
                for color in [Color::White, Color::Black] {
                    let placed = LINE_UP - *self.to_place.get(color);
                    if self.squares().filter(|(_, p)| p.color == color).count() as u8 != placed {
                        return Err(illegal(
                            "the pieces on the board do not match the pieces placed",
                        ));
                    }
                }
            }
            Stage::KickOff | Stage::Play => {
                if self.to_place.iter().any(|n| *n != 0) {
                    return Err(illegal("play begins when both sides have lined up"));
                }
                let holder = self.ball.and_then(|b| self.at(b));
                if holder.is_none() {
                    return Err(illegal("during play the ball is at a piece's feet"));
                }
                for color in [Color::White, Color::Black] {
                    if self.count(color, Role::King) != 1 {
                        return Err(illegal("during play each side has its king"));
                    }
                }
            }
        }
        Ok(())
    }

    /// Why placing `role` on `to` is refused, if it is.
    fn placement_refusal(&self, role: Role, to: Square) -> Option<Illegal> {
        self.line_up_room().refusal(role, to)
    }

    /// What the side to move has placed so far and still may.
    fn line_up_room(&self) -> LineUpRoom {
        let color = self.turn;
        let mut placed = [0u8; 6];
        let mut occupied = Bitboard::EMPTY;
        for (square, piece) in self.squares() {
            occupied.add(square);
            if piece.color == color {
                placed[piece.role as usize - 1] += 1;
            }
        }
        LineUpRoom {
            color,
            placed,
            occupied,
            left: *self.to_place.get(color),
            kicks_off: self.kicker() == color,
        }
    }

    /// The squares a piece could go to by chess movement from `from` (empty
    /// squares, and the first piece met on each line), and for pawns the
    /// three squares ahead: straight for a step, diagonal for passes and
    /// tackles.
    fn reach(&self, from: Square, piece: Piece, occupied: Bitboard) -> Bitboard {
        if piece.role != Role::Pawn {
            return reach(piece.role, piece.color, from, occupied, true);
        }
        let fwd = forward(piece.color);
        [(0, fwd), (-1, fwd), (1, fwd)]
            .into_iter()
            .filter_map(|(df, dr)| step(from, df, dr))
            .collect()
    }

    /// The moves the rules allow in play, before the kick-off rule.
    fn play_moves(&self) -> Vec<FbMove> {
        let color = self.turn;
        let mut moves = Vec::new();
        let go = |moves: &mut Vec<FbMove>, from: Square, to: Square, pawn: bool| {
            if pawn && to.rank() == far_rank(color) {
                for role in PROMOTIONS {
                    moves.push(FbMove::Go {
                        from,
                        to,
                        promotion: Some(role),
                    });
                }
            } else {
                moves.push(FbMove::Go {
                    from,
                    to,
                    promotion: None,
                });
            }
        };
        let occupied = occupied(&self.board);
        for (from, piece) in self.squares().filter(|(_, p)| p.color == color) {
            let holder = self.ball == Some(from);
            let pawn = piece.role == Role::Pawn;
            for to in self.reach(from, piece, occupied) {
                let straight = to.file() == from.file();
                // Pawns step straight, and pass and tackle diagonally.
                let diagonal_ok = !pawn || !straight;
                match self.at(to) {
                    None if !pawn || straight => go(&mut moves, from, to, pawn),
                    Some(other) if other.color == color && holder && diagonal_ok => {
                        moves.push(FbMove::Pass { from, to });
                    }
                    Some(other) if other.color != color && self.ball == Some(to) && diagonal_ok => {
                        go(&mut moves, from, to, pawn);
                    }
                    _ => {}
                }
            }
        }
        moves
    }

    /// Counts the move, scores goals, restarts after a goal or when only
    /// the kings are left, and ends halves.
    fn after_move(&mut self, mover: Color, tackled: Option<Piece>) {
        self.phase = Stage::Play;
        *self.moves_left.get_mut(mover) = self.moves_left.get(mover).saturating_sub(1);
        // Only an attacking piece bringing the ball onto the opponent's goal
        // scores; the ball on one's own goal square is never a goal.
        let ball_in_goal = self
            .ball
            .is_some_and(|b| own_goal(!mover, b) && self.at(b).is_some_and(|p| p.color == mover));
        let king_tackled = tackled.is_some_and(|p| p.role == Role::King);
        if ball_in_goal || king_tackled {
            *self.score.get_mut(mover) += 1;
            self.new_line_up(!mover);
        } else if self.squares().all(|(_, p)| p.role == Role::King) {
            self.new_line_up(!mover);
        } else {
            self.turn = !mover;
        }
        if self.moves_left.iter().all(|n| *n == 0) {
            if self.half == 1 {
                self.half = 2;
                self.moves_left = ByColor::new_with(|_| HALF_MOVES);
                self.new_line_up(Color::Black);
            } else {
                self.turn = !mover;
            }
        }
    }

    /// Moves the pieces and the ball as a move of play does; the piece
    /// tackled, if any.
    fn carry_out(&mut self, mv: FbMove) -> Option<Piece> {
        match mv {
            FbMove::Go {
                from,
                to,
                promotion,
            } => {
                let mut piece = self.board[from as usize].take()?;
                if let Some(role) = promotion {
                    piece.role = role;
                }
                let tackled = self.board[to as usize].replace(piece);
                if self.ball == Some(from) || tackled.is_some() {
                    self.ball = Some(to);
                }
                tackled
            }
            FbMove::Pass { to, .. } => {
                self.ball = Some(to);
                None
            }
            FbMove::Place { .. } | FbMove::Skip => None,
        }
    }

    fn new_line_up(&mut self, kicker: Color) {
        self.board = [None; 64];
        self.ball = None;
        self.phase = Stage::LineUp;
        self.to_place = ByColor::new_with(|_| LINE_UP);
        self.turn = kicker;
    }

    fn explain_from_to(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        legal: &[FbMove],
    ) -> Illegal {
        if self.phase == Stage::LineUp {
            return Illegal::LiningUp;
        }
        let Some(piece) = self.at(from) else {
            return Illegal::NoPieceOn(from);
        };
        if piece.color != self.turn {
            return Illegal::NotYourPiece {
                square: from,
                owner: piece.color,
            };
        }
        let fits_with_other_promotion = legal
            .iter()
            .any(|m| matches!(m, FbMove::Go { from: f, to: t, .. } if *f == from && *t == to));
        if fits_with_other_promotion {
            return if promotion.is_none() {
                Illegal::PromotionNeeded
            } else {
                Illegal::CannotPromote
            };
        }
        let is_move = self
            .play_moves()
            .iter()
            .any(|m| m.origin() == Some(from) && m.target() == to);
        if self.phase == Stage::KickOff && is_move {
            return Illegal::KickOffPass;
        }
        let holder = self.ball == Some(from);
        let target = self.at(to);
        let pawn = piece.role == Role::Pawn;
        if pawn
            && holder
            && (to.file() != from.file()
                || to.rank() as i32 - from.rank() as i32 != forward(piece.color))
            && target.is_none()
        {
            return Illegal::PawnWithBall;
        }
        match target {
            Some(other) if other.color != piece.color && self.ball != Some(to) => {
                Illegal::NotBallHolder(to)
            }
            Some(_) if !holder => Illegal::OwnPieceOn(to),
            _ => Illegal::PieceCannotReach {
                role: piece.role,
                from,
                to,
            },
        }
    }
}

impl Rules for Football {
    type Move = FbMove;
    type Moves = Vec<FbMove>;
    const REPETITION: Repetition = Repetition::Free;

    fn turn(&self) -> Color {
        self.turn
    }

    /// Full moves played in this half, plus one (for move numbers).
    fn fullmoves(&self) -> u32 {
        u32::from(HALF_MOVES - self.moves_left.white) + 1
    }

    fn pieces(&self) -> Vec<(Square, Piece)> {
        self.squares().collect()
    }

    /// The ball, the goals, the kick-off square while a kick-off is due
    /// (the kicking side's, during the line-up and until the kick-off is
    /// played), the score and the phase.
    fn marks(&self) -> Marks {
        let kickoff = match self.phase {
            Stage::LineUp => Bitboard::from_square(kick_off_square(self.kicker())),
            Stage::KickOff => Bitboard::from_square(kick_off_square(self.turn)),
            Stage::Play => Bitboard::EMPTY,
        };
        Marks {
            ball: self.ball,
            goals: ByColor::new_with(goal_squares),
            kickoff,
            score: Some(self.score.map(u32::from)),
            phase: Some(MatchPhase {
                half: self.half,
                stage: self.phase,
                moves_left: self.moves_left,
                to_place: self.to_place,
            }),
            ..Marks::default()
        }
    }

    /// The legal moves: placements during a line-up; in play, the moves of
    /// chess football (only passes at a kick-off when one is possible); a
    /// skip when nothing else is possible; none once the game is over.
    fn legal_moves(&self) -> Vec<FbMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        match self.phase {
            Stage::LineUp => {
                let room = self.line_up_room();
                moves.reserve(160);
                for role in [
                    Role::King,
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                    Role::Pawn,
                ] {
                    for to in room.free_in_own_half() {
                        if room.refusal(role, to).is_none() {
                            moves.push(FbMove::Place { role, to });
                        }
                    }
                }
            }
            Stage::KickOff | Stage::Play => {
                moves = self.play_moves();
                if self.phase == Stage::KickOff
                    && moves.iter().any(|m| matches!(m, FbMove::Pass { .. }))
                {
                    moves.retain(|m| matches!(m, FbMove::Pass { .. }));
                }
            }
        }
        if moves.is_empty() {
            moves.push(FbMove::Skip);
        }
        moves
    }

    fn matches(&self, pattern: &MovePattern, mv: FbMove) -> bool {
        match (*pattern, mv) {
            (MovePattern::Pass, FbMove::Skip) => true,
            (MovePattern::Drop { role, to }, FbMove::Place { role: r, to: t }) => {
                role == r && to == t
            }
            (
                MovePattern::Coordinate {
                    from,
                    to,
                    promotion,
                },
                FbMove::Go {
                    from: f,
                    to: t,
                    promotion: p,
                },
            ) => from == f && to == t && promotion == p,
            (
                MovePattern::Coordinate {
                    from,
                    to,
                    promotion: None,
                },
                FbMove::Pass { from: f, to: t },
            ) => from == f && to == t,
            _ => false,
        }
    }

    /// Why no legal move fits a reading, with the legal moves close to it.
    fn explain(&self, reading: &MovePattern, legal: &[FbMove]) -> MoveError {
        let (reason, related): (Illegal, Vec<FbMove>) = match *reading {
            MovePattern::Drop { role, to } => {
                let reason = if self.phase != Stage::LineUp {
                    Illegal::NotLiningUp
                } else {
                    self.placement_refusal(role, to)
                        .unwrap_or(Illegal::VariantRule)
                };
                let related = legal
                    .iter()
                    .copied()
                    .filter(|m| matches!(m, FbMove::Place { role: r, .. } if *r == role))
                    .collect();
                (reason, related)
            }
            // During the line-up a move is a placement: the pieces the
            // words name, on the square they name, are offered.
            MovePattern::Piece { role, to, .. } if self.phase == Stage::LineUp => {
                let related = legal
                    .iter()
                    .copied()
                    .filter(
                        |m| matches!(m, FbMove::Place { role: r, to: t } if *r == role && *t == to),
                    )
                    .collect();
                (Illegal::LiningUp, related)
            }
            MovePattern::Coordinate {
                from,
                to,
                promotion,
            } => {
                let related = moves_from(legal, from);
                (self.explain_from_to(from, to, promotion, legal), related)
            }
            MovePattern::Piece { .. } => (Illegal::CoordinatesNeeded, Vec::new()),
            MovePattern::Castle(_) => (Illegal::NoCastling, Vec::new()),
            MovePattern::Pass => (Illegal::NoPassing, Vec::new()),
        };
        MoveError::Illegal {
            reason,
            legal: related.into_iter().take(24).map(|m| self.uci(m)).collect(),
        }
    }

    /// Football records use the canonical notation for people too.
    fn san(&self, mv: FbMove) -> String {
        self.uci(mv)
    }

    /// The canonical notation: `K@e1`, `e4d3`, `e7e8q`, `0000`.
    fn uci(&self, mv: FbMove) -> String {
        match mv {
            FbMove::Place { role, to } => {
                format!("{}@{to}", role.upper_char())
            }
            FbMove::Go {
                from,
                to,
                promotion,
            } => format!(
                "{from}{to}{}",
                promotion.map_or(String::new(), |r| r.char().to_string())
            ),
            FbMove::Pass { from, to } => format!("{from}{to}"),
            FbMove::Skip => "0000".to_owned(),
        }
    }

    /// Plays a legal move; its notation (the canonical one: football
    /// records use it for people too).
    fn play_legal(&mut self, mv: FbMove) -> String {
        let text = self.uci(mv);
        self.apply(mv);
        text
    }

    /// Plays a legal move without writing it down.
    fn apply(&mut self, mv: FbMove) {
        let mover = self.turn;
        match mv {
            FbMove::Place { role, to } => {
                self.board[to as usize] = Some(Piece { color: mover, role });
                *self.to_place.get_mut(mover) -= 1;
                if self.to_place.iter().all(|n| *n == 0) {
                    // The side that placed first kicks off.
                    let kicker = !mover;
                    self.phase = Stage::KickOff;
                    self.ball = Some(kick_off_square(kicker));
                    self.turn = kicker;
                } else {
                    self.turn = !mover;
                }
            }
            FbMove::Go { .. } | FbMove::Pass { .. } | FbMove::Skip => {
                let tackled = self.carry_out(mv);
                self.after_move(mover, tackled);
            }
        }
    }

    /// After a goal, or when only the kings are left or a half ends, the
    /// board as the move left it before it was cleared: pieces and ball
    /// moved, the goal counted.
    fn before_restart(&self, mv: FbMove) -> Option<Football> {
        let mut after = self.clone();
        after.apply(mv);
        if after.phase != Stage::LineUp || self.phase == Stage::LineUp {
            return None;
        }
        let mut scene = self.clone();
        scene.carry_out(mv);
        scene.score = after.score;
        *scene.moves_left.get_mut(self.turn) = self.moves_left.get(self.turn).saturating_sub(1);
        scene.turn = !self.turn;
        Some(scene)
    }

    /// A tackle takes the ball.
    fn is_capture(&self, mv: FbMove) -> bool {
        matches!(mv, FbMove::Go { to, .. } if self.ball == Some(to))
    }

    fn decided(&self) -> bool {
        self.outcome().is_some()
    }

    /// The end: after the second half, by goals.
    fn outcome(&self) -> Option<Outcome> {
        if self.half != 2 || self.moves_left.iter().any(|n| *n != 0) {
            return None;
        }
        let reason = EndReason::Variant(VariantEnd::FullTime);
        Some(match self.score.white.cmp(&self.score.black) {
            std::cmp::Ordering::Greater => Outcome::win(Color::White, reason),
            std::cmp::Ordering::Less => Outcome::win(Color::Black, reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        })
    }

    /// The state string: placement, side to move, ball, phase, half, moves
    /// left, score and pieces still to place.
    fn state(&self) -> String {
        format!(
            "{} {} {} {} {} {}/{} {}-{} {}/{}",
            write_placement(&self.board),
            if self.turn == Color::White { "w" } else { "b" },
            self.ball.map_or_else(|| "-".to_owned(), |b| b.to_string()),
            match self.phase {
                Stage::LineUp => "lineup",
                Stage::KickOff => "kickoff",
                Stage::Play => "play",
            },
            self.half,
            self.moves_left.white,
            self.moves_left.black,
            self.score.white,
            self.score.black,
            self.to_place.white,
            self.to_place.black,
        )
    }

    /// The key of the position (football has no repetition rule; the key
    /// serves the game's bookkeeping).
    fn repetition_key(&self) -> u128 {
        use std::hash::{DefaultHasher, Hash, Hasher};
        let mut h = DefaultHasher::new();
        self.hash(&mut h);
        u128::from(h.finish())
    }

    /// Nothing repeats: only the position itself.
    fn repetition_window(&self) -> usize {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_an_empty_board_lined_up_by_white() {
        let start = Football::initial();
        assert_eq!(start.state(), "8/8/8/8/8/8/8/8 w - lineup 1 45/45 0-0 6/6");
        // King on four goal squares, pawns on 28 squares, four kinds of
        // piece on 32.
        assert_eq!(start.legal_moves().len(), 4 + 28 + 4 * 32);
    }
}
