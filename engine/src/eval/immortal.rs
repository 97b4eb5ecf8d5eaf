//! Immortal chess: a race. Each side's distance to its set-up in the
//! opponent's starting places is estimated in moves, unit by unit, on the
//! board as it stands; the side fewer moves from done is better.
//!
//! Each side is looked at from its own end of the board (Black's squares
//! flipped), so that its pieces always go up, to the eighth rank, and its
//! pawns to the seventh.
//!
//! - A piece's moves to its square are found by a search over the squares
//!   it can reach with its own way of moving (forward, sideways, forward
//!   diagonals; every way on the last rank). Slides stop at pieces; the
//!   side's settled units (pawns on the seventh rank, pieces already on a
//!   square of their kind) can never be landed on, another own piece costs
//!   a move more (it has to step aside first), and an enemy piece is
//!   swapped with like any landing. A pawn of the side on a target square
//!   can bring any piece but the king there in one promotion swap. Two of
//!   a kind take the cheaper pair of squares.
//! - The pawns are matched to the eight files at the least total cost: the
//!   climb on their own file, counting what stands in the way, or else a
//!   change of file by diagonal swaps, or a climb to the last rank and a
//!   promotion swap with a piece that stands where a pawn is missing.
//!
//! The pieces' search is what keeps the set-up from jamming: a pawn that
//! closes the seventh rank under a square still waiting for its piece, or
//! a piece parked on a wrong square of a full last rank, makes some
//! piece's way longer, or impossible.

use kibitz_rules::{Color, Piece, Position, Rank, Role, Square};
use shakmaty::{Bitboard, attacks};

/// Centipawns per move of distance.
const MOVE: i32 = 20;
/// Moves charged to a piece that cannot reach its square on this board.
const STUCK: i32 = 12;
/// The deepest search for a piece's way, in moves.
const DEEPEST: usize = 10;
/// Moves charged beyond the climb for each file a pawn crosses by a
/// diagonal swap, which needs an enemy piece in the right place.
const PER_FILE: i32 = 1;
/// Moves a promotion swap costs beyond the climb to the last rank: the
/// swap itself and a piece put where the pawn is to land.
const PROMOTION_ROUND: i32 = 2;
/// Moves charged for an enemy pawn in a pawn's way up its file: it cannot
/// step aside, it must be swapped away.
const ENEMY_PAWN_AHEAD: i32 = 3;
/// Moves charged for an enemy pawn on the last two ranks: it can hardly
/// leave by itself, and every swap that moves it keeps it in the way.
const SQUATTER: i32 = 2;
/// Moves charged for any other piece in a pawn's way up its file.
const PIECE_AHEAD: i32 = 1;

/// The evaluation from White's side.
pub(super) fn for_white(position: &Position) -> i32 {
    let pieces = position.pieces();
    MOVE * (moves_to_set_up(&pieces, Color::Black) - moves_to_set_up(&pieces, Color::White))
}

/// One side's units and the enemy's, seen from the side's own end.
struct Army {
    own: [Bitboard; 6],
    all_own: Bitboard,
    enemy: Bitboard,
    enemy_pawns: Bitboard,
    occupied: Bitboard,
}

impl Army {
    fn new(pieces: &[(Square, Piece)], color: Color) -> Army {
        let mut army = Army {
            own: [Bitboard::EMPTY; 6],
            all_own: Bitboard::EMPTY,
            enemy: Bitboard::EMPTY,
            enemy_pawns: Bitboard::EMPTY,
            occupied: Bitboard::EMPTY,
        };
        for &(square, piece) in pieces {
            let square = match color {
                Color::White => square,
                Color::Black => square.flip_vertical(),
            };
            army.occupied.add(square);
            if piece.color == color {
                army.own[index(piece.role)].add(square);
                army.all_own.add(square);
            } else {
                army.enemy.add(square);
                if piece.role == Role::Pawn {
                    army.enemy_pawns.add(square);
                }
            }
        }
        army
    }

    fn of(&self, role: Role) -> Bitboard {
        self.own[index(role)]
    }

    /// The units that are where they belong and will not move again.
    fn settled(&self) -> Bitboard {
        let mut settled = self.of(Role::Pawn) & Bitboard::from_rank(Rank::Seventh);
        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            settled |= self.of(role) & targets(role);
        }
        settled
    }
}

fn index(role: Role) -> usize {
    usize::from(role as u8) - 1
}

/// The squares of the eighth rank where pieces of `role` belong.
fn targets(role: Role) -> Bitboard {
    let squares: &[Square] = match role {
        Role::Rook => &[Square::A8, Square::H8],
        Role::Knight => &[Square::B8, Square::G8],
        Role::Bishop => &[Square::C8, Square::F8],
        Role::Queen => &[Square::D8],
        Role::King => &[Square::E8],
        Role::Pawn => &[],
    };
    squares
        .iter()
        .fold(Bitboard::EMPTY, |board, &square| board.with(square))
}

/// How many moves `color` is from its set-up, estimated; 0 exactly when
/// it is complete.
pub(super) fn moves_to_set_up(pieces: &[(Square, Piece)], color: Color) -> i32 {
    let army = Army::new(pieces, color);
    let settled = army.settled();
    let mut total = 0;
    for role in [Role::Rook, Role::Knight] {
        // A piece already on one of the two squares keeps it; the others
        // share what is left.
        let open = targets(role) & !army.of(role);
        let walking = army.of(role) & !targets(role);
        let way_to = |from: Square, to: [Square; 2]| way(&army, settled, role, from, to);
        total += match (walking.first(), walking.last(), open.first(), open.last()) {
            (Some(a), Some(b), Some(x), Some(y)) if a != b && x != y => {
                let (from_a, from_b) = (way_to(a, [x, y]), way_to(b, [x, y]));
                (from_a[0] + from_b[1]).min(from_a[1] + from_b[0])
            }
            (_, _, Some(x), Some(y)) => walking
                .into_iter()
                .map(|from| way_to(from, [x, y]).into_iter().min().unwrap_or(STUCK))
                .sum(),
            _ => 0,
        };
    }
    for from in army.of(Role::Bishop) {
        let target = if from.is_light() == Square::C8.is_light() {
            Square::C8
        } else {
            Square::F8
        };
        total += way(&army, settled, Role::Bishop, from, [target, target])[0];
    }
    for (role, target) in [(Role::Queen, Square::D8), (Role::King, Square::E8)] {
        for from in army.of(role) {
            total += way(&army, settled, role, from, [target, target])[0];
        }
    }
    let squatters =
        army.enemy_pawns & (Bitboard::from_rank(Rank::Seventh) | Bitboard::from_rank(Rank::Eighth));
    total + pawns_to_files(&army) + SQUATTER * squatters.count() as i32
}

/// The squares a piece of `role` on `from` reaches in one move, seen from
/// the side's own end (going up the board), with slides stopped by
/// `occupied`: backward only from the last rank, as the game allows.
fn reach(role: Role, from: Square, occupied: Bitboard) -> Bitboard {
    kibitz_rules::reach::reach(
        role,
        Color::White,
        from,
        occupied,
        from.rank() == Rank::Eighth,
    )
}

/// The moves a piece of `role` on `from` needs to reach each of two
/// squares ([`STUCK`] where it cannot).
fn way(army: &Army, settled: Bitboard, role: Role, from: Square, to: [Square; 2]) -> [i32; 2] {
    let occupied = army.occupied.without(from);
    let crowded = army.all_own & !settled;
    // The squares first reached after each number of moves: a square with
    // an own piece on it counts one move more, for the piece stepping aside.
    let mut layers = [Bitboard::EMPTY; DEEPEST + 2];
    layers[0] = Bitboard::from_square(from);
    let mut reached = Bitboard::EMPTY;
    let mut found = [STUCK; 2];
    for moves in 0..=DEEPEST {
        let layer = layers[moves] & !reached;
        reached |= layer;
        for (square, found) in to.iter().zip(found.iter_mut()) {
            if layer.contains(*square) {
                *found = (*found).min(moves as i32);
            }
        }
        if to.iter().all(|&square| reached.contains(square)) {
            break;
        }
        let mut next = Bitboard::EMPTY;
        for square in layer {
            next |= reach(role, square, occupied);
        }
        next &= !settled & !reached;
        layers[moves + 1] |= next & !crowded;
        if moves + 2 <= DEEPEST {
            layers[moves + 2] |= next & crowded;
        }
    }
    // A pawn of the side on the square swaps the piece there at once.
    let promotion = |square: Square| {
        army.of(Role::Pawn).contains(square)
            && from.rank() != Rank::Eighth
            && role != Role::King
            && (role != Role::Bishop || from.is_light() == square.is_light())
    };
    std::array::from_fn(|i| {
        if promotion(to[i]) {
            found[i].min(1)
        } else {
            found[i]
        }
    })
}

/// The least total of moves that gives the pawns the eight files of the
/// seventh rank, one each.
fn pawns_to_files(army: &Army) -> i32 {
    let pawns = army.of(Role::Pawn);
    let files = pawns
        .into_iter()
        .fold(0u8, |files, pawn| files | 1 << u32::from(pawn.file()));
    if files.count_ones() as usize == pawns.count() {
        // One pawn a file: each is counted on its own file, the cheapest
        // for all but a pawn with enemies in its way.
        return pawns
            .into_iter()
            .map(|pawn| pawn_cost(army, pawn, u32::from(pawn.file())))
            .sum();
    }
    let costs: Vec<[i32; 8]> = army
        .of(Role::Pawn)
        .into_iter()
        .map(|pawn| std::array::from_fn(|file| pawn_cost(army, pawn, file as u32)))
        .collect();
    // Best totals by the set of files given to the first pawns.
    let mut best = [i32::MAX; 256];
    best[0] = 0;
    for files in 0..256usize {
        let given = files.count_ones() as usize;
        if given >= costs.len() || best[files] == i32::MAX {
            continue;
        }
        for (file, cost) in costs[given].iter().enumerate() {
            if files & (1 << file) == 0 {
                let with = files | (1 << file);
                best[with] = best[with].min(best[files] + cost);
            }
        }
    }
    (0..256usize)
        .filter(|files| files.count_ones() as usize == costs.len())
        .map(|files| best[files])
        .min()
        .unwrap_or(0)
}

/// The moves a pawn on `pawn` needs to end on the seventh rank of `file`.
fn pawn_cost(army: &Army, pawn: Square, file: u32) -> i32 {
    if pawn.rank() == Rank::Eighth {
        // Back down by a promotion swap, then whatever climb is left.
        return PROMOTION_ROUND;
    }
    let climb = i32::from(Rank::Seventh as u8) - i32::from(pawn.rank() as u8);
    let last = Square::from_coords(pawn.file(), Rank::Eighth);
    let ahead = attacks::between(pawn, last);
    let promotion = climb + 1 + PROMOTION_ROUND + in_the_way(army, ahead.with(last));
    let files = u32::from(pawn.file()).abs_diff(file) as i32;
    if files == 0 {
        (climb + in_the_way(army, ahead)).min(promotion)
    } else if files <= climb {
        // Each diagonal swap also climbs a rank, so it can cross no more
        // files than there are ranks left.
        (climb + PER_FILE * files).min(promotion)
    } else {
        promotion
    }
}

/// The moves charged for what stands on `squares`, in a pawn's way.
fn in_the_way(army: &Army, squares: Bitboard) -> i32 {
    let enemy_pawns = (squares & army.enemy_pawns).count() as i32;
    let others = (squares & army.occupied).count() as i32 - enemy_pawns;
    enemy_pawns * ENEMY_PAWN_AHEAD + others * PIECE_AHEAD
}
