//! Immortal chess («Бессмертные шахматы»), as `shared/specs/variants.md`
//! section 2 decides: nothing is ever captured; a move onto an enemy piece
//! swaps the two; pieces go forward, sideways and forward-diagonally only
//! (backward too while on the far rank); the first side to rebuild its army
//! in the opponent's starting places wins, Black keeping the last move.
//!
//! Decisions beyond the spec, where it is silent:
//! - A pawn on its own first rank (rule 10, as the spec now decides) moves
//!   like any pawn onto its second rank, one step straight forward or a
//!   swap diagonally forward, but never two squares from there.
//! - A set-up completed by the opponent's swap counts like one's own. After
//!   any move: both set-ups complete is a draw; Black's alone wins for
//!   Black; White's alone gives Black its last move if White has just
//!   moved, and otherwise (Black's own move completed White's set-up, or
//!   Black's last move did not complete Black's) wins for White.
//! - A promotion swap is not a swap for rule 5 (it exchanges two pieces of
//!   the same side, which the opponent cannot swap back anyway).
//! - Nothing in this game is irreversible, so repetitions are counted over
//!   the whole game; the third occurrence draws at once.

use std::hash::{DefaultHasher, Hash, Hasher};

use shakmaty::{Bitboard, ByColor, Color, File, Piece, Rank, Role, Square};

use crate::error::{Illegal, MoveError, StateError};
use crate::family::{Repetition, Rules, Squares, moves_from};
use crate::grid::{Grid, occupied, pieces, read_placement, step, write_placement};
use crate::marks::Marks;
use crate::notation::MovePattern;
use crate::outcome::{EndReason, Outcome, VariantEnd};
use crate::reach::reach;

/// Moves by each side after which the game is drawn.
pub const MOVE_LIMIT: u32 = 250;

/// A move of Immortal chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ImMove {
    /// A piece goes to an empty square.
    Step {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
    },
    /// A piece goes onto an enemy piece and the two change places.
    Swap {
        /// The mover's origin, where the enemy piece lands.
        from: Square,
        /// The enemy piece's square, where the mover lands.
        to: Square,
    },
    /// A pawn on its last rank changes places with one of its own pieces
    /// (rule 6): the piece comes to the last rank, the pawn to its square.
    Promote {
        /// The pawn's square.
        pawn: Square,
        /// The piece's square.
        piece: Square,
    },
    /// The side has no legal move and passes.
    Pass,
}

impl Squares for ImMove {
    fn origin(self) -> Option<Square> {
        match self {
            ImMove::Step { from, .. } | ImMove::Swap { from, .. } => Some(from),
            ImMove::Promote { pawn, .. } => Some(pawn),
            ImMove::Pass => None,
        }
    }

    /// The destination; a pass names a1, as no square is involved.
    fn target(self) -> Square {
        match self {
            ImMove::Step { to, .. } | ImMove::Swap { to, .. } => to,
            ImMove::Promote { piece, .. } => piece,
            ImMove::Pass => Square::A1,
        }
    }
}

/// A position of Immortal chess: everything the rules depend on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Immortal {
    board: Grid,
    turn: Color,
    /// The squares of the previous move if it was a swap (origin,
    /// destination): swapping those two straight back is refused (rule 5).
    last_swap: Option<(Square, Square)>,
    /// White has completed its set-up and Black has its last move (rule 11).
    white_done: bool,
    /// Starts at 1 and grows after each move of Black.
    fullmoves: u32,
}

/// The set-up each side has to build: the other side's starting places.
const BACK_RANK: [Role; 8] = [
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::Queen,
    Role::King,
    Role::Bishop,
    Role::Knight,
    Role::Rook,
];

/// How many of each kind a side always has.
const ARMY: [(Role, usize); 6] = [
    (Role::Pawn, 8),
    (Role::Knight, 2),
    (Role::Bishop, 2),
    (Role::Rook, 2),
    (Role::Queen, 1),
    (Role::King, 1),
];

/// The way a side goes, in ranks.
fn forward(color: Color) -> i32 {
    color.fold_wb(1, -1)
}

/// The opponent's back rank.
const fn last_rank(color: Color) -> Rank {
    color.other().backrank()
}

/// A side's own second rank, where its pawns start.
const fn second_rank(color: Color) -> Rank {
    color.relative_rank(Rank::Second)
}

/// The squares a piece on `from` could go to by its movement among the
/// `occupied` squares: forward, sideways and forward-diagonally, backward
/// too from its last rank. Pawns excluded.
fn reach_among(from: Square, piece: Piece, occupied: Bitboard) -> Bitboard {
    let backward = from.rank() == last_rank(piece.color);
    reach(piece.role, piece.color, from, occupied, backward)
}

fn role_letter(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "N",
        Role::Bishop => "B",
        Role::Rook => "R",
        Role::Queen => "Q",
        Role::King => "K",
    }
}

impl Immortal {
    /// The standard start position.
    pub(crate) fn initial() -> Immortal {
        let mut board = [None; 64];
        for (file, &role) in BACK_RANK.iter().enumerate() {
            let file = File::new(file as u32);
            for color in Color::ALL {
                let (back, pawns) = (color.backrank(), second_rank(color));
                board[Square::from_coords(file, back) as usize] = Some(Piece { color, role });
                board[Square::from_coords(file, pawns) as usize] = Some(Piece {
                    color,
                    role: Role::Pawn,
                });
            }
        }
        Immortal {
            board,
            turn: Color::White,
            last_swap: None,
            white_done: false,
            fullmoves: 1,
        }
    }

    /// Reads a state string: `<placement> <w|b> <last swap|-> <W|-> <move number>`.
    pub(crate) fn from_state(text: &str) -> Result<Immortal, StateError> {
        let syntax = |what: &str| {
            StateError::Syntax(format!(
                "{what} (Immortal chess state: placement, w|b, last swap or -, W or -, move number)"
            ))
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [placement, turn, swap, done, number] = fields.as_slice() else {
            return Err(syntax("five fields are needed"));
        };
        let board = read_placement(placement)?;
        let turn = match *turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(syntax("the side to move is w or b")),
        };
        let last_swap = match *swap {
            "-" => None,
            pair if pair.len() == 4 && pair.is_ascii() => {
                let a = pair[..2]
                    .parse::<Square>()
                    .map_err(|_| syntax("bad swap squares"))?;
                let b = pair[2..]
                    .parse::<Square>()
                    .map_err(|_| syntax("bad swap squares"))?;
                Some((a, b))
            }
            _ => return Err(syntax("the last swap is two squares, like e4d5, or -")),
        };
        let white_done = match *done {
            "-" => false,
            "W" => true,
            _ => return Err(syntax("the fourth field is W or -")),
        };
        let fullmoves = number
            .parse::<u32>()
            .ok()
            .filter(|&n| (1..=MOVE_LIMIT + 1).contains(&n))
            .ok_or_else(|| syntax("the move number is 1 to 251"))?;
        let position = Immortal {
            board,
            turn,
            last_swap,
            white_done,
            fullmoves,
        };
        position.validate()?;
        Ok(position)
    }

    fn validate(&self) -> Result<(), StateError> {
        let illegal = |detail: String| StateError::Position {
            variant: "immortal",
            detail,
        };
        for color in [Color::White, Color::Black] {
            for (role, count) in ARMY {
                let have = self
                    .board
                    .iter()
                    .flatten()
                    .filter(|p| **p == Piece { color, role })
                    .count();
                if have != count {
                    return Err(illegal(format!(
                        "{color:?} must have {count} {role:?}s (nothing is ever captured), not {have}"
                    )));
                }
            }
            let light = self
                .squares_of(color)
                .filter(|&(sq, p)| p.role == Role::Bishop && sq.is_light())
                .count();
            if light != 1 {
                return Err(illegal(format!(
                    "{color:?}'s bishops must stand one on a light and one on a dark square"
                )));
            }
        }
        if let Some((a, b)) = self.last_swap {
            let mover = self.board[b as usize].map(|p| p.color);
            let displaced = self.board[a as usize].map(|p| p.color);
            if mover != Some(!self.turn) || displaced != Some(self.turn) {
                return Err(illegal(format!(
                    "the last swap {a}{b} must have put the mover's piece on {b} and yours on {a}"
                )));
            }
        }
        if self.white_done && self.turn != Color::Black {
            return Err(illegal("after White completes, it is Black's move".into()));
        }
        Ok(())
    }

    fn at(&self, square: Square) -> Option<Piece> {
        self.board[square as usize]
    }

    fn squares_of(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        pieces(&self.board).filter(move |(_, p)| p.color == color)
    }

    /// Whether `color` has built its set-up in the opponent's starting places.
    fn complete(&self, color: Color) -> bool {
        self.home(color) == 16
    }

    /// How many of the sixteen squares of `color`'s set-up (the opponent's
    /// starting places) hold the piece that belongs there.
    fn home(&self, color: Color) -> u32 {
        let (back, pawns) = (last_rank(color), second_rank(color.other()));
        let mut home = 0;
        for f in 0..8 {
            let file = File::new(f);
            let piece = |role| Some(Piece { color, role });
            if self.at(Square::from_coords(file, back)) == piece(BACK_RANK[f as usize]) {
                home += 1;
            }
            if self.at(Square::from_coords(file, pawns)) == piece(Role::Pawn) {
                home += 1;
            }
        }
        home
    }

    /// The square of a pawn of the side to move that the opponent's last
    /// swap put on its last rank (rule 9).
    fn forced_pawn(&self) -> Option<Square> {
        let (origin, _) = self.last_swap?;
        let piece = self.at(origin)?;
        (piece.color == self.turn
            && piece.role == Role::Pawn
            && origin.rank() == last_rank(self.turn))
        .then_some(origin)
    }

    /// Why a swap between `from` and `to` is refused, if it is.
    fn swap_refusal(&self, from: Square, to: Square) -> Option<Illegal> {
        let (mover, other) = (self.at(from)?, self.at(to)?);
        if from.is_light() != to.is_light()
            && (mover.role == Role::Bishop || other.role == Role::Bishop)
        {
            let bishop_to = if mover.role == Role::Bishop { to } else { from };
            return Some(Illegal::BishopChangesColor { to: bishop_to });
        }
        if let Some((a, b)) = self.last_swap
            && ((a, b) == (from, to) || (a, b) == (to, from))
        {
            return Some(Illegal::SwapBack { from, to });
        }
        None
    }

    /// The squares a piece on `from` could go to by its movement (empty
    /// squares, or the first piece met): forward, sideways and
    /// forward-diagonally, backward too from its last rank. Pawns excluded.
    fn reach(&self, from: Square, piece: Piece) -> Bitboard {
        reach_among(from, piece, occupied(&self.board))
    }

    /// Every move the rules allow, before rule 9 and passing.
    fn candidate_moves(&self) -> Vec<ImMove> {
        let color = self.turn;
        // Sixteen pieces rarely have more than sixty moves between them.
        let mut moves = Vec::with_capacity(64);
        let occupied = occupied(&self.board);
        for (from, piece) in self.squares_of(color) {
            if piece.role != Role::Pawn {
                for to in reach_among(from, piece, occupied) {
                    match self.at(to) {
                        None => moves.push(ImMove::Step { from, to }),
                        Some(other) if other.color != color => {
                            if self.swap_refusal(from, to).is_none() {
                                moves.push(ImMove::Swap { from, to });
                            }
                        }
                        Some(_) => {}
                    }
                }
                continue;
            }
            let fwd = forward(color);
            if from.rank() == last_rank(color) {
                for (square, own) in self.squares_of(color) {
                    if self.promotion_refusal(from, square, own).is_none() {
                        moves.push(ImMove::Promote {
                            pawn: from,
                            piece: square,
                        });
                    }
                }
                continue;
            }
            if let Some(one) = step(from, 0, fwd)
                && self.at(one).is_none()
            {
                moves.push(ImMove::Step { from, to: one });
                if from.rank() == second_rank(color)
                    && let Some(two) = step(from, 0, 2 * fwd)
                    && self.at(two).is_none()
                {
                    moves.push(ImMove::Step { from, to: two });
                }
            }
            for df in [-1, 1] {
                if let Some(to) = step(from, df, fwd)
                    && self.at(to).is_some_and(|p| p.color != color)
                    && self.swap_refusal(from, to).is_none()
                {
                    moves.push(ImMove::Swap { from, to });
                }
            }
        }
        moves
    }

    /// Why a promotion swap of the pawn on `pawn` with `own` on `square`
    /// is refused, if it is (rule 6).
    fn promotion_refusal(&self, pawn: Square, square: Square, own: Piece) -> Option<Illegal> {
        if matches!(own.role, Role::Pawn | Role::King) {
            return Some(Illegal::PromotionSwapPiece);
        }
        if square.rank() == pawn.rank() {
            return Some(Illegal::PromotionSwapSameRank);
        }
        if own.role == Role::Bishop && square.is_light() != pawn.is_light() {
            return Some(Illegal::BishopChangesColor { to: pawn });
        }
        None
    }

    /// The rule a from-to move breaks.
    fn explain_from_to(&self, from: Square, to: Square) -> Illegal {
        let Some(piece) = self.at(from) else {
            return Illegal::NoPieceOn(from);
        };
        if piece.color != self.turn {
            return Illegal::NotYourPiece {
                square: from,
                owner: piece.color,
            };
        }
        if let Some(pawn) = self.forced_pawn()
            && self
                .candidate_moves()
                .iter()
                .any(|m| matches!(m, ImMove::Promote { pawn: p, .. } if *p == pawn))
        {
            return Illegal::MustSwapPawn(pawn);
        }
        if from == to {
            return Illegal::PieceCannotReach {
                role: piece.role,
                from,
                to,
            };
        }
        let target = self.at(to);
        if piece.role == Role::Pawn && from.rank() == last_rank(piece.color) {
            return match target {
                Some(own) if own.color == piece.color => self
                    .promotion_refusal(from, to, own)
                    .unwrap_or(Illegal::VariantRule),
                _ => Illegal::PawnOnLastRank,
            };
        }
        if target.is_some_and(|t| t.color == piece.color) {
            return Illegal::OwnPieceOn(to);
        }
        let fwd = forward(piece.color);
        let dr = (to.rank() as i32 - from.rank() as i32) * fwd;
        if piece.role == Role::Pawn {
            return Illegal::PieceCannotReach {
                role: piece.role,
                from,
                to,
            };
        }
        match self.reach(from, piece).contains(to) {
            true => self.swap_refusal(from, to).unwrap_or(Illegal::VariantRule),
            false
                if dr < 0
                    && from.rank() != last_rank(piece.color)
                    && self.reaches_backward(from, piece, to) =>
            {
                Illegal::BackwardOnlyFromLastRank
            }
            false => Illegal::PieceCannotReach {
                role: piece.role,
                from,
                to,
            },
        }
    }

    /// Whether the piece could reach `to` if it stood on its last rank
    /// (so that the only thing wrong is going backward).
    fn reaches_backward(&self, from: Square, piece: Piece, to: Square) -> bool {
        let df = to.file() as i32 - from.file() as i32;
        let dr = to.rank() as i32 - from.rank() as i32;
        let (adf, adr) = (df.abs(), dr.abs());
        match piece.role {
            Role::King => adf <= 1 && adr <= 1,
            Role::Knight => (adf, adr) == (1, 2) || (adf, adr) == (2, 1),
            Role::Rook => df == 0 || dr == 0,
            Role::Bishop => adf == adr,
            Role::Queen => df == 0 || dr == 0 || adf == adr,
            Role::Pawn => false,
        }
    }
}

impl Rules for Immortal {
    type Move = ImMove;
    type Moves = Vec<ImMove>;
    const REPETITION: Repetition = Repetition::DrawThree;

    fn turn(&self) -> Color {
        self.turn
    }

    fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    fn pieces(&self) -> Vec<(Square, Piece)> {
        pieces(&self.board).collect()
    }

    /// The pair that may not swap straight back, the squares of each
    /// side's set-up on its last rank whose piece has not arrived yet, and
    /// how much of each set-up is built.
    fn marks(&self) -> Marks {
        Marks {
            swap: self.last_swap,
            home: Some(ByColor::new_with(|color| self.home(color))),
            last_move_to_draw: self.white_done,
            targets: ByColor::new_with(|color| {
                (0..8)
                    .map(|f| Square::from_coords(File::new(f), last_rank(color)))
                    .filter(|&square| {
                        self.at(square)
                            != Some(Piece {
                                color,
                                role: BACK_RANK[square.file() as usize],
                            })
                    })
                    .collect()
            }),
            ..Marks::default()
        }
    }

    /// The legal moves: a forced promotion swap when rule 9 applies, a
    /// pass when nothing else is possible.
    fn legal_moves(&self) -> Vec<ImMove> {
        let moves = self.candidate_moves();
        if let Some(pawn) = self.forced_pawn() {
            let forced: Vec<ImMove> = moves
                .iter()
                .copied()
                .filter(|m| matches!(m, ImMove::Promote { pawn: p, .. } if *p == pawn))
                .collect();
            if !forced.is_empty() {
                return forced;
            }
        }
        if moves.is_empty() {
            return vec![ImMove::Pass];
        }
        moves
    }

    fn matches(&self, pattern: &MovePattern, mv: ImMove) -> bool {
        match (*pattern, mv) {
            (MovePattern::Pass, ImMove::Pass) => true,
            (
                MovePattern::Coordinate {
                    from,
                    to,
                    promotion: None,
                },
                m,
            ) => m.origin() == Some(from) && m.target() == to,
            (
                MovePattern::Piece {
                    role,
                    file,
                    rank,
                    to,
                    promotion: None,
                },
                ImMove::Step { from, to: t } | ImMove::Swap { from, to: t },
            ) => {
                t == to
                    && self.at(from).map(|p| p.role) == Some(role)
                    && file.is_none_or(|f| f == from.file())
                    && rank.is_none_or(|r| r == from.rank())
            }
            _ => false,
        }
    }

    /// Why no legal move fits a reading, with the legal moves close to it.
    fn explain(&self, reading: &MovePattern, legal: &[ImMove]) -> MoveError {
        let san = |moves: Vec<ImMove>| moves.into_iter().map(|m| self.san(m)).collect();
        let (reason, related): (Illegal, Vec<ImMove>) = match *reading {
            MovePattern::Coordinate {
                from,
                to,
                promotion,
            } => {
                let related = moves_from(legal, from);
                let reason = if promotion.is_some() {
                    Illegal::CannotPromote
                } else {
                    self.explain_from_to(from, to)
                };
                (reason, related)
            }
            MovePattern::Piece {
                role,
                file,
                rank,
                to,
                promotion,
            } => {
                let related: Vec<ImMove> = legal
                    .iter()
                    .copied()
                    .filter(|m| m.origin().and_then(|f| self.at(f)).map(|p| p.role) == Some(role))
                    .collect();
                let reason = if promotion.is_some() {
                    Illegal::CannotPromote
                } else if let Some(pawn) = self
                    .forced_pawn()
                    .filter(|_| legal.iter().any(|m| matches!(m, ImMove::Promote { .. })))
                {
                    Illegal::MustSwapPawn(pawn)
                } else if !self.squares_of(self.turn).any(|(_, p)| p.role == role) {
                    Illegal::NoSuchPiece(role)
                } else {
                    let origins: Vec<Square> = self
                        .squares_of(self.turn)
                        .filter(|&(s, p)| {
                            p.role == role
                                && file.is_none_or(|f| f == s.file())
                                && rank.is_none_or(|r| r == s.rank())
                        })
                        .map(|(s, _)| s)
                        .collect();
                    let reaching: Vec<Square> = origins
                        .iter()
                        .copied()
                        .filter(|&o| {
                            let piece = self.at(o).expect("an origin holds a piece");
                            role == Role::Pawn || self.reach(o, piece).contains(to)
                        })
                        .collect();
                    match (origins.as_slice(), reaching.as_slice()) {
                        ([only], _) | (_, [only]) => self.explain_from_to(*only, to),
                        _ => Illegal::NoPieceCanReach { role, to },
                    }
                };
                (reason, related)
            }
            MovePattern::Castle(_) => (Illegal::NoCastling, Vec::new()),
            MovePattern::Drop { .. } => (Illegal::NoDrops, Vec::new()),
            MovePattern::Pass => (Illegal::NoPassing, legal.to_vec()),
        };
        // A forced promotion swap is what the player must play: offer those.
        let related = if matches!(reason, Illegal::MustSwapPawn(_)) {
            legal.to_vec()
        } else {
            related
        };
        MoveError::Illegal {
            reason,
            legal: san(related),
        }
    }

    /// The move in the SAN-like form: `Nf3`, `Nxd5` and `exd5` for swaps,
    /// the from-to form for promotion swaps, `--` for a pass.
    fn san(&self, mv: ImMove) -> String {
        let (from, to, swap) = match mv {
            ImMove::Pass => return "--".to_owned(),
            ImMove::Promote { .. } => return self.uci(mv),
            ImMove::Step { from, to } => (from, to, false),
            ImMove::Swap { from, to } => (from, to, true),
        };
        let role = self.at(from).map_or(Role::Pawn, |p| p.role);
        let x = if swap { "x" } else { "" };
        if role == Role::Pawn {
            return if swap {
                format!("{}x{to}", from.file().char())
            } else {
                to.to_string()
            };
        }
        let rivals: Vec<Square> = self
            .legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                ImMove::Step { from: f, to: t } | ImMove::Swap { from: f, to: t }
                    if t == to && f != from && self.at(f).map(|p| p.role) == Some(role) =>
                {
                    Some(f)
                }
                _ => None,
            })
            .collect();
        let origin = if rivals.is_empty() {
            String::new()
        } else if rivals.iter().all(|r| r.file() != from.file()) {
            from.file().char().to_string()
        } else if rivals.iter().all(|r| r.rank() != from.rank()) {
            from.rank().char().to_string()
        } else {
            from.to_string()
        };
        format!("{}{origin}{x}{to}", role_letter(role))
    }

    /// The move in from-to form: `e2e4`, `e4d5`, `e8g1`, `0000`.
    fn uci(&self, mv: ImMove) -> String {
        match mv {
            ImMove::Pass => "0000".to_owned(),
            _ => format!("{}{}", mv.origin().expect("not a pass"), mv.target()),
        }
    }

    /// Plays a legal move; its SAN-like form.
    fn play_legal(&mut self, mv: ImMove) -> String {
        let san = self.san(mv);
        self.apply(mv);
        san
    }

    /// Plays a legal move without writing it down.
    fn apply(&mut self, mv: ImMove) {
        self.last_swap = None;
        match mv {
            ImMove::Step { from, to } => {
                self.board[to as usize] = self.board[from as usize].take();
            }
            ImMove::Swap { from, to } => {
                self.board.swap(from as usize, to as usize);
                self.last_swap = Some((from, to));
            }
            ImMove::Promote { pawn, piece } => {
                self.board.swap(pawn as usize, piece as usize);
            }
            ImMove::Pass => {}
        }
        if self.turn == Color::White {
            if self.complete(Color::White) && !self.complete(Color::Black) {
                self.white_done = true;
            }
        } else {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
    }

    /// Nothing is ever captured.
    fn is_capture(&self, _: ImMove) -> bool {
        false
    }

    fn decided(&self) -> bool {
        self.outcome().is_some()
    }

    /// The end by the set-ups (rules 1 and 11) or the move limit.
    fn outcome(&self) -> Option<Outcome> {
        let (white, black) = (self.complete(Color::White), self.complete(Color::Black));
        let crossed = |winner| {
            Some(Outcome::win(
                winner,
                EndReason::Variant(VariantEnd::ArmyCrossed),
            ))
        };
        let both = Some(Outcome::draw(EndReason::Variant(
            VariantEnd::BothArmiesCrossed,
        )));
        let by_setup = match self.turn {
            // White just moved.
            Color::Black if white && black => both,
            Color::Black if black => crossed(Color::Black),
            Color::Black => None,
            // Black just moved (or nobody has, at a start).
            Color::White if black => {
                if self.white_done || white {
                    both
                } else {
                    crossed(Color::Black)
                }
            }
            Color::White if self.white_done || white => crossed(Color::White),
            Color::White => None,
        };
        by_setup.or_else(|| {
            (self.turn == Color::White && self.fullmoves > MOVE_LIMIT)
                .then_some(Outcome::draw(EndReason::Variant(VariantEnd::MoveLimit)))
        })
    }

    /// The state string.
    fn state(&self) -> String {
        let swap = self
            .last_swap
            .map_or_else(|| "-".to_owned(), |(a, b)| format!("{a}{b}"));
        format!(
            "{} {} {swap} {} {}",
            write_placement(&self.board),
            if self.turn == Color::White { "w" } else { "b" },
            if self.white_done { "W" } else { "-" },
            self.fullmoves
        )
    }

    /// The key of the position for repetitions: placement, side to move,
    /// the rule-5 pair and whether White has finished.
    fn repetition_key(&self) -> u128 {
        let half = |salt: u8| {
            let mut h = DefaultHasher::new();
            salt.hash(&mut h);
            self.board.hash(&mut h);
            self.turn.hash(&mut h);
            self.last_swap.hash(&mut h);
            self.white_done.hash(&mut h);
            h.finish()
        };
        (u128::from(half(1)) << 64) | u128::from(half(2))
    }

    /// Nothing in this game is irreversible: the whole game.
    fn repetition_window(&self) -> usize {
        usize::MAX
    }

    /// Hands the move to the other side, whether or not it could move.
    fn pass_turn(&mut self) -> bool {
        self.apply(ImMove::Pass);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_the_forward_moves_only() {
        let start = Immortal::initial();
        let moves = start.legal_moves();
        // 16 pawn moves and 4 knight jumps, as in chess.
        assert_eq!(moves.len(), 20);
        assert_eq!(
            start.state(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 1"
        );
    }

    /// A side with no legal move passes. No position reachable with full
    /// armies is known to need it, so this one is built by hand: a White
    /// pawn on a2 blocked by a Black knight on a3.
    #[test]
    fn a_side_without_moves_passes() {
        let mut board = [None; 64];
        board[Square::A2 as usize] = Some(Color::White.pawn());
        board[Square::A3 as usize] = Some(Color::Black.knight());
        let mut blocked = Immortal {
            board,
            turn: Color::White,
            last_swap: None,
            white_done: false,
            fullmoves: 1,
        };
        assert_eq!(blocked.legal_moves(), [ImMove::Pass]);
        assert_eq!(blocked.san(ImMove::Pass), "--");
        assert_eq!(blocked.uci(ImMove::Pass), "0000");
        blocked.play_legal(ImMove::Pass);
        assert_eq!(blocked.turn(), Color::Black);
        assert_eq!(
            blocked.legal_moves().len(),
            2,
            "the knight jumps to b1 or c2"
        );
    }
}
