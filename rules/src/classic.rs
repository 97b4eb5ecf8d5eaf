//! The classic family (standard chess, Chess960 and the lichess variants) on
//! shakmaty: reading moves into legal moves, explaining refusals, outcomes.

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::variant::VariantPosition;
use shakmaty::zobrist::Zobrist128;
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Color, EnPassantMode, Move, MoveList, Piece, Position,
    Rank, Role, Setup, Square, attacks,
};

use crate::error::{CastlingRefusal, Illegal, MoveError, StateError};
use crate::family::{Repetition, Rules, moves_from};
use crate::marks::Marks;
use crate::notation::MovePattern;
use crate::outcome::{EndReason, Outcome, VariantEnd};
use crate::perft::perft;
use crate::variant::Variant;

/// A position of a classic-family game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Classic {
    variant: Variant,
    pos: VariantPosition,
}

impl Classic {
    /// The usual start position of the variant (for Chess960: number 518).
    pub(crate) fn initial(variant: Variant) -> Classic {
        Classic {
            variant,
            pos: VariantPosition::new(variant.shakmaty()),
        }
    }

    /// A position from a set-up, checked against the variant's rules.
    pub(crate) fn from_setup(variant: Variant, setup: Setup) -> Result<Classic, StateError> {
        VariantPosition::from_setup(variant.shakmaty(), setup, variant.castling_mode())
            .map(|pos| Classic { variant, pos })
            .map_err(|e| StateError::Position {
                variant: variant.name(),
                detail: e.to_string(),
            })
    }

    /// A position from its FEN (with X-FEN or Shredder-FEN castling, pockets
    /// and remaining checks where the variant has them).
    pub(crate) fn from_fen(variant: Variant, text: &str) -> Result<Classic, StateError> {
        let fen = Fen::from_ascii(text.trim().as_bytes())
            .map_err(|e| StateError::Syntax(e.to_string()))?;
        Classic::from_setup(variant, fen.into())
    }

    /// Whether moves without a capture or a pawn move count towards a draw
    /// (the fifty- and seventy-five-move rules): not in crazyhouse, where
    /// pieces come back from the pockets.
    fn counts_quiet_moves(&self) -> bool {
        self.variant != Variant::Crazyhouse
    }

    /// The seventy-five-move rule ends the game.
    fn seventy_five_moves(&self) -> bool {
        self.counts_quiet_moves() && self.pos.halfmoves() >= 150
    }

    fn castling_mode(&self) -> CastlingMode {
        self.variant.castling_mode()
    }

    fn variant_end(&self) -> VariantEnd {
        match self.variant {
            Variant::Atomic => VariantEnd::KingExploded,
            Variant::Antichess if self.pos.us().is_empty() => VariantEnd::AllPiecesLost,
            Variant::Antichess => VariantEnd::Stalemated,
            Variant::KingOfTheHill => VariantEnd::KingOnTheHill,
            Variant::ThreeCheck => VariantEnd::ThirdCheck,
            Variant::RacingKings => VariantEnd::KingReachedGoal,
            // Horde is the only other variant shakmaty ends by its own rule;
            // our own games are never played through this module.
            Variant::Horde
            | Variant::Standard
            | Variant::Chess960
            | Variant::Crazyhouse
            | Variant::Immortal
            | Variant::Football => VariantEnd::ArmyDestroyed,
        }
    }

    fn explain_from_square(&self, from: Square, to: Square, promotion: Option<Role>) -> Illegal {
        match self.pos.board().piece_at(from) {
            None => Illegal::NoPieceOn(from),
            Some(piece) if piece.color != self.turn() => Illegal::NotYourPiece {
                square: from,
                owner: piece.color,
            },
            Some(piece) => self.explain_move(piece.role, from, to, promotion),
        }
    }

    fn explain_piece(
        &self,
        role: Role,
        file: Option<shakmaty::File>,
        rank: Option<Rank>,
        to: Square,
        promotion: Option<Role>,
    ) -> Illegal {
        let ours = self.pos.our(role);
        if ours.is_empty() {
            return Illegal::NoSuchPiece(role);
        }
        let fitting: Vec<Square> = ours
            .into_iter()
            .filter(|&sq| origin_fits(file, rank, sq))
            .collect();
        if self.pos.us().contains(to) && role != Role::King {
            return Illegal::OwnPieceOn(to);
        }
        if role == Role::Pawn
            && let Some(blocked) = self.blocked_push(&fitting, to)
        {
            return blocked;
        }
        if let [from] = fitting.as_slice() {
            return self.explain_move(role, *from, to, promotion);
        }
        match fitting.iter().find(|&&from| self.reaches(role, from, to)) {
            Some(&from) => self.explain_move(role, from, to, promotion),
            None => Illegal::NoPieceCanReach { role, to },
        }
    }

    /// A push of one of the side's pawns `pawns` to `to` that something
    /// stands in the way of: the nearest pawn behind `to` on its file, one
    /// step away or two from its first step's rank, and the first piece
    /// between (or on `to`).
    fn blocked_push(&self, pawns: &[Square], to: Square) -> Option<Illegal> {
        let forward: i32 = if self.turn() == Color::White { 1 } else { -1 };
        let rank = |sq: Square| i32::from(u8::from(sq.rank()));
        let from = pawns
            .iter()
            .copied()
            .filter(|from| from.file() == to.file())
            .filter(|&from| {
                let steps = (rank(to) - rank(from)) * forward;
                steps == 1 || (steps == 2 && self.turn().relative_rank(from.rank()) <= Rank::Second)
            })
            .min_by_key(|&from| (rank(to) - rank(from)).abs())?;
        let board = self.pos.board();
        let mut on = from;
        while on != to {
            on = on.offset(8 * forward)?;
            if let Some(piece) = board.piece_at(on) {
                return Some(Illegal::PawnBlocked {
                    from,
                    by: piece.role,
                    on,
                });
            }
        }
        None
    }

    /// Why the piece of `role` on `from` may not go to `to`.
    fn explain_move(
        &self,
        role: Role,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Illegal {
        let backrank = self.turn().backrank();
        if role == Role::King && from.rank() == backrank && to.rank() == backrank {
            let side = CastlingSide::from_queen_side(to.file() < from.file());
            let rook_there = self.pos.castles().rook(self.turn(), side) == Some(to);
            if rook_there || (from.distance(to) == 2 && self.variant != Variant::Chess960) {
                return Illegal::Castling {
                    side,
                    why: self.castling_refusal(side),
                };
            }
        }
        if self.pos.us().contains(to) {
            return Illegal::OwnPieceOn(to);
        }
        if !self.reaches(role, from, to) {
            return Illegal::PieceCannotReach { role, from, to };
        }
        let last_rank = self.turn().fold_wb(Rank::Eighth, Rank::First);
        let promotes = role == Role::Pawn && to.rank() == last_rank;
        if promotion.is_some() && !promotes {
            return Illegal::CannotPromote;
        }
        self.rule_broken(role, from, to)
    }

    /// The move is geometrically possible: which rule forbids it?
    fn rule_broken(&self, role: Role, from: Square, to: Square) -> Illegal {
        let us = self.turn();
        let board = self.pos.board();
        let captures =
            board.by_color(!us).contains(to) || (role == Role::Pawn && from.file() != to.file());
        match self.variant {
            Variant::Antichess if !self.pos.capture_moves().is_empty() => {
                return Illegal::MustCapture;
            }
            Variant::Atomic if captures => {
                let blast = attacks::king_attacks(to).with(to);
                if board.king_of(us).is_some_and(|k| blast.contains(k)) {
                    return Illegal::ExplodesOwnKing;
                }
            }
            _ => {}
        }
        // Play it on a bare board to see whose king is attacked afterwards.
        let mut after = board.clone();
        let Some(piece) = after.remove_piece_at(from) else {
            return Illegal::VariantRule;
        };
        if role == Role::Pawn && from.file() != to.file() && !board.occupied().contains(to) {
            // En passant: the captured pawn stands beside the origin.
            after.discard_piece_at(Square::from_coords(to.file(), from.rank()));
        }
        after.set_piece_at(to, piece);
        let occupied = after.occupied();
        let attacked = |color: Color| {
            after
                .king_of(color)
                .is_some_and(|k| after.attacks_to(k, !color, occupied).any())
        };
        if self.variant == Variant::RacingKings && attacked(!us) {
            return Illegal::GivesCheck;
        }
        if self.variant != Variant::Antichess && attacked(us) {
            return if self.pos.is_check() {
                Illegal::DoesNotEscapeCheck
            } else {
                Illegal::LeavesKingInCheck
            };
        }
        Illegal::VariantRule
    }

    /// Can the piece go from `from` to `to` by its way of moving, ignoring
    /// checks (pseudo-legal geometry)?
    fn reaches(&self, role: Role, from: Square, to: Square) -> bool {
        let us = self.turn();
        let board = self.pos.board();
        let occupied = board.occupied();
        if role != Role::Pawn {
            return attacks::attacks(from, Piece { color: us, role }, occupied).contains(to);
        }
        let forward: i32 = us.fold_wb(8, -8);
        let step = from.offset(forward);
        if step == Some(to) && !occupied.contains(to) {
            return true;
        }
        let double_ranks = us.fold_wb(
            Bitboard::from_rank(Rank::Second) | Bitboard::from_rank(Rank::First),
            Bitboard::from_rank(Rank::Seventh),
        );
        if double_ranks.contains(from)
            && step.is_some_and(|s| !occupied.contains(s))
            && step.and_then(|s| s.offset(forward)) == Some(to)
            && !occupied.contains(to)
        {
            return true;
        }
        attacks::pawn_attacks(us, from).contains(to)
            && (board.by_color(!us).contains(to)
                || self.pos.ep_square(EnPassantMode::Legal) == Some(to))
    }

    fn castling_refusal(&self, side: CastlingSide) -> CastlingRefusal {
        let us = self.turn();
        let castles = self.pos.castles();
        if !castles.has(us, side) {
            CastlingRefusal::NoRight
        } else if self.pos.is_check() {
            CastlingRefusal::InCheck
        } else if (castles.path(us, side) & self.pos.board().occupied()).any() {
            CastlingRefusal::Blocked
        } else {
            CastlingRefusal::ThroughCheck
        }
    }

    fn explain_drop(&self, role: Role, to: Square) -> Illegal {
        let Some(pockets) = self.pos.pockets() else {
            return Illegal::NoDrops;
        };
        if *pockets.get(self.turn()).get(role) == 0 {
            Illegal::NotInHand(role)
        } else if self.pos.board().occupied().contains(to) {
            Illegal::DropOnOccupied(to)
        } else if role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) {
            Illegal::PawnDropOnBackRank
        } else if self.pos.is_check() {
            Illegal::DoesNotEscapeCheck
        } else {
            Illegal::VariantRule
        }
    }
}

impl Rules for Classic {
    type Move = Move;
    type Moves = MoveList;
    const REPETITION: Repetition = Repetition::ClaimThreeDrawFive;

    fn turn(&self) -> Color {
        self.pos.turn()
    }

    fn fullmoves(&self) -> u32 {
        self.pos.fullmoves().get()
    }

    fn pieces(&self) -> Vec<(Square, Piece)> {
        self.pos.board().iter().collect()
    }

    fn marks(&self) -> Marks {
        Marks {
            check: if self.pos.is_check() {
                self.pos.board().king_of(self.turn())
            } else {
                None
            },
            checks_given: self
                .pos
                .remaining_checks()
                .map(|left| left.map(|n| 3u32.saturating_sub(u32::from(n)))),
            pockets: self.pos.pockets().copied(),
            ..Marks::default()
        }
    }

    fn legal_moves(&self) -> MoveList {
        self.pos.legal_moves()
    }

    fn matches(&self, pattern: &MovePattern, m: Move) -> bool {
        let promotion_fits =
            |wanted: Option<Role>, actual: Option<Role>| wanted.is_none() || wanted == actual;
        match (*pattern, m) {
            (
                MovePattern::Coordinate {
                    from,
                    to,
                    promotion,
                },
                Move::Normal {
                    from: f,
                    to: t,
                    promotion: p,
                    ..
                },
            ) => from == f && to == t && promotion_fits(promotion, p),
            (
                MovePattern::Coordinate {
                    from,
                    to,
                    promotion: None,
                },
                Move::EnPassant { from: f, to: t },
            ) => from == f && to == t,
            (
                MovePattern::Coordinate {
                    from,
                    to,
                    promotion: None,
                },
                Move::Castle { king, rook },
            ) => from == king && (to == rook || is_two_square_castle(king, rook, to)),
            (
                MovePattern::Piece {
                    role,
                    file,
                    rank,
                    to,
                    promotion,
                },
                Move::Normal {
                    role: r,
                    from,
                    to: t,
                    promotion: p,
                    ..
                },
            ) => {
                role == r
                    && to == t
                    && origin_fits(file, rank, from)
                    && promotion_fits(promotion, p)
            }
            (
                MovePattern::Piece {
                    role: Role::Pawn,
                    file,
                    rank,
                    to,
                    promotion: None,
                },
                Move::EnPassant { from, to: t },
            ) => to == t && origin_fits(file, rank, from),
            (
                MovePattern::Piece {
                    role: Role::King,
                    file,
                    rank,
                    to,
                    promotion: None,
                },
                Move::Castle { king, rook },
            ) => origin_fits(file, rank, king) && is_two_square_castle(king, rook, to),
            (MovePattern::Castle(side), Move::Castle { king, rook }) => {
                castling_side(king, rook) == side
            }
            (MovePattern::Drop { role, to }, Move::Put { role: r, to: t }) => role == r && to == t,
            _ => false,
        }
    }

    /// Why no legal move fits the reading, with the legal moves closest to it.
    fn explain(&self, reading: &MovePattern, legal: &[Move]) -> MoveError {
        let mut related: Vec<Move> = Vec::new();
        let reason = match *reading {
            MovePattern::Coordinate {
                from,
                to,
                promotion,
            } => {
                related = moves_from(legal, from);
                self.explain_from_square(from, to, promotion)
            }
            MovePattern::Piece {
                role,
                file,
                rank,
                to,
                promotion,
            } => {
                related.extend(legal.iter().filter(|m| {
                    m.role() == role
                        && !m.is_put()
                        && m.from().is_some_and(|f| origin_fits(file, rank, f))
                }));
                self.explain_piece(role, file, rank, to, promotion)
            }
            MovePattern::Castle(side) => Illegal::Castling {
                side,
                why: self.castling_refusal(side),
            },
            MovePattern::Drop { role, to } => {
                related.extend(legal.iter().filter(|m| m.is_put() && m.role() == role));
                self.explain_drop(role, to)
            }
            MovePattern::Pass => Illegal::NoPassing,
        };
        if reason == Illegal::MustCapture {
            related = legal.iter().copied().filter(|m| m.is_capture()).collect();
        }
        // A blocked pawn: only what that pawn may do is worth offering.
        if let Illegal::PawnBlocked { from, .. } = reason {
            related.retain(|m| m.from() == Some(from));
        }
        MoveError::Illegal {
            reason,
            legal: related.into_iter().map(|m| self.san(m)).collect(),
        }
    }

    fn is_legal(&self, m: Move) -> bool {
        self.pos.is_legal(m)
    }

    /// SAN with its check or mate suffix.
    fn san(&self, m: Move) -> String {
        written(SanPlus::from_move(self.pos.clone(), m))
    }

    /// UCI; Chess960 castling is written king-to-rook.
    fn uci(&self, m: Move) -> String {
        m.to_uci(self.castling_mode()).to_string()
    }

    fn play_legal(&mut self, m: Move) -> String {
        written(SanPlus::from_move_and_play_unchecked(&mut self.pos, m))
    }

    fn apply(&mut self, m: Move) {
        self.pos.play_unchecked(m);
    }

    fn is_capture(&self, m: Move) -> bool {
        m.is_capture()
    }

    /// A variant's own end (a king on the hill, a third check, an exploded
    /// king...), insufficient material or the 75-move rule: the game is
    /// over whatever could be played.
    fn decided(&self) -> bool {
        self.pos.variant_outcome().known().is_some()
            || self.pos.is_insufficient_material()
            || self.seventy_five_moves()
    }

    fn outcome(&self) -> Option<Outcome> {
        let pos = &self.pos;
        if let Some(known) = pos.variant_outcome().known() {
            let end = self.variant_end();
            return Some(Outcome {
                winner: known.winner(),
                reason: EndReason::Variant(end),
            });
        }
        if pos.legal_moves().is_empty() {
            return Some(if pos.is_check() {
                Outcome::win(!pos.turn(), EndReason::Checkmate)
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        if pos.is_insufficient_material() {
            return Some(Outcome::draw(EndReason::InsufficientMaterial));
        }
        if self.seventy_five_moves() {
            return Some(Outcome::draw(EndReason::SeventyFiveMoveRule));
        }
        None
    }

    /// The FEN, en passant square only when a capture there is legal.
    fn state(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    /// Hash of everything that makes two positions "the same" for the
    /// repetition rules (FIDE 9.2): placement, side to move, castling rights,
    /// a legal en passant capture, pockets and checks left.
    fn repetition_key(&self) -> u128 {
        self.pos.zobrist_hash::<Zobrist128>(EnPassantMode::Legal).0
    }

    /// Since the last capture or pawn move; in crazyhouse the whole game,
    /// since a drop can undo a capture or bring a pawn back (only castling
    /// cannot be undone, and it changes the rights every key holds).
    fn repetition_window(&self) -> usize {
        if self.counts_quiet_moves() {
            self.pos.halfmoves() as usize + 1
        } else {
            usize::MAX
        }
    }

    fn fifty_moves(&self) -> bool {
        self.counts_quiet_moves() && self.pos.halfmoves() >= 100
    }

    /// By the variant's own rules of winning.
    fn could_win(&self, color: Color) -> bool {
        !self.pos.has_insufficient_material(color)
    }

    fn perft(&self, depth: u32) -> u64 {
        match &self.pos {
            VariantPosition::Chess(p) => perft(p, depth),
            VariantPosition::Atomic(p) => perft(p, depth),
            VariantPosition::Antichess(p) => perft(p, depth),
            VariantPosition::KingOfTheHill(p) => perft(p, depth),
            VariantPosition::ThreeCheck(p) => perft(p, depth),
            VariantPosition::Crazyhouse(p) => perft(p, depth),
            VariantPosition::RacingKings(p) => perft(p, depth),
            VariantPosition::Horde(p) => perft(p, depth),
        }
    }
}

/// SAN as people and PGN readers write it: a pawn drop keeps its letter
/// (`P@e2`, as lichess writes it), which shakmaty leaves out.
fn written(san: SanPlus) -> String {
    let text = san.to_string();
    match san.san {
        San::Put {
            role: Role::Pawn, ..
        } => format!("P{text}"),
        _ => text,
    }
}

fn origin_fits(file: Option<shakmaty::File>, rank: Option<Rank>, from: Square) -> bool {
    file.is_none_or(|f| f == from.file()) && rank.is_none_or(|r| r == from.rank())
}

fn castling_side(king: Square, rook: Square) -> CastlingSide {
    CastlingSide::from_queen_side(rook.file() < king.file())
}

/// Whether `to` is where castling with this rook puts the king, written as a
/// king move of two squares or more (`e1g1`); shorter king moves are ordinary.
fn is_two_square_castle(king: Square, rook: Square, to: Square) -> bool {
    let target = Square::from_coords(castling_side(king, rook).king_to_file(), king.rank());
    to == target && king.distance(to) >= 2
}
