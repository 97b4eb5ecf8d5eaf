//! Immortal chess: a race. Each side's distance to its set-up in the
//! opponent's starting places, counted piece by piece; the side nearer
//! its goal is better.

use kibitz_rules::{Color, File, Position, Rank, Role, Square};

/// Cost of one rank still to climb: moving up the board is the race.
const PER_RANK: i32 = 12;
/// Cost of one file still to cross.
const PER_FILE: i32 = 5;
/// Cost of a pawn standing on the last rank, where it must be swapped
/// back with a piece before the set-up can be complete.
const PAWN_TOO_FAR: i32 = 30;
/// Cost of a piece on the last rank but not on a square of its kind: the
/// rank is hard to rearrange once full.
const MISPLACED: i32 = 30;
/// Cost of a pawn on its target rank below a square still waiting for its
/// piece: it bars the way up.
const IN_THE_WAY: i32 = 30;
/// Cost of a target square of a piece, still waiting for it, whose way in
/// from below is shut by the side's own pawns.
const SHUT: i32 = 40;
/// Cost of an enemy piece on one of the side's target squares: it has to
/// be swapped out, and enemy pawns there can hardly leave by themselves.
const SQUATTER: i32 = 30;
/// Cost of each file a pawn is away from the file it is to fill: the pawn
/// rank needs eight different files, and a pawn changes file only by a
/// diagonal swap, which needs an enemy piece in the right place.
const PER_PAWN_FILE: i32 = 40;

/// The evaluation from White's side.
pub(super) fn for_white(position: &Position) -> i32 {
    let pieces = position.pieces();
    distance(&pieces, Color::Black) - distance(&pieces, Color::White)
}

/// How far `color`'s army is from its set-up.
fn distance(pieces: &[(Square, kibitz_rules::Piece)], color: Color) -> i32 {
    let (pawn_rank, back_rank) = match color {
        Color::White => (Rank::Seventh, Rank::Eighth),
        Color::Black => (Rank::Second, Rank::First),
    };
    let ranks_to =
        |from: Square, rank: Rank| (i32::from(rank as u8) - i32::from(from.rank() as u8)).abs();
    let files_to =
        |from: Square, file: File| (i32::from(file as u8) - i32::from(from.file() as u8)).abs();
    let target = |file: File| Square::from_coords(file, back_rank);
    let cost = |from: Square, to: Square| {
        if from == to {
            0
        } else if from.rank() == back_rank {
            MISPLACED + PER_FILE * files_to(from, to.file())
        } else {
            PER_RANK * ranks_to(from, to.rank()) + PER_FILE * files_to(from, to.file())
        }
    };
    let home = |square: Square| {
        let role = kibitz_rules::Role::ALL
            .into_iter()
            .find(|&r| target_files(r).contains(&square.file()));
        pieces
            .iter()
            .any(|&(s, p)| s == square && p.color == color && Some(p.role) == role)
    };
    let mut total = 0;
    let mut pawn_files = Vec::with_capacity(8);
    let rooks = [target(File::A), target(File::H)];
    let knights = [target(File::B), target(File::G)];
    let of_role = |role: Role| -> Vec<Square> {
        pieces
            .iter()
            .filter(|(_, p)| p.color == color && p.role == role)
            .map(|&(s, _)| s)
            .collect()
    };
    for square in of_role(Role::Pawn) {
        pawn_files.push(i32::from(square.file()));
        total += if square.rank() == back_rank {
            PAWN_TOO_FAR
        } else if square.rank() == pawn_rank && !home(target(square.file())) {
            IN_THE_WAY
        } else {
            PER_RANK * ranks_to(square, pawn_rank)
        };
    }
    // The cheapest way to give the pawns eight files: in file order, the
    // first pawn to the a-file, the next to the b-file...
    pawn_files.sort_unstable();
    total += pawn_files
        .iter()
        .zip(0..)
        .map(|(&file, goal): (&i32, i32)| PER_PAWN_FILE * (file - goal).abs())
        .sum::<i32>();
    // Two of a kind go to two squares: the cheaper way round.
    for (role, targets) in [(Role::Rook, rooks), (Role::Knight, knights)] {
        let squares = of_role(role);
        total += match squares.as_slice() {
            [a, b] => (cost(*a, targets[0]) + cost(*b, targets[1]))
                .min(cost(*a, targets[1]) + cost(*b, targets[0])),
            _ => squares.iter().map(|&s| cost(s, targets[0])).sum(),
        };
    }
    // A bishop never changes the colour of its square, so each has its own
    // target: c8 and f8 for White, c1 and f1 for Black.
    for square in of_role(Role::Bishop) {
        let file = if square.is_light() == target(File::C).is_light() {
            File::C
        } else {
            File::F
        };
        total += cost(square, target(file));
    }
    for (role, file) in [(Role::Queen, File::D), (Role::King, File::E)] {
        for square in of_role(role) {
            total += cost(square, target(file));
        }
    }
    for file in [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ] {
        let square = target(file);
        if home(square) {
            continue;
        }
        let below = (i32::from(file) - 1..=i32::from(file) + 1)
            .filter(|f| (0..8).contains(f))
            .map(|f| Square::from_coords(File::new(f as u32), pawn_rank));
        let own_pawn = |s: Square| {
            pieces
                .iter()
                .any(|&(q, p)| q == s && p.color == color && p.role == Role::Pawn)
        };
        if below.clone().all(own_pawn) {
            total += SHUT;
        }
    }
    total += SQUATTER
        * pieces
            .iter()
            .filter(|(s, p)| p.color != color && (s.rank() == back_rank || s.rank() == pawn_rank))
            .count() as i32;
    total
}

/// The files of the back rank where pieces of `role` belong (none for pawns).
fn target_files(role: Role) -> &'static [File] {
    match role {
        Role::Rook => &[File::A, File::H],
        Role::Knight => &[File::B, File::G],
        Role::Bishop => &[File::C, File::F],
        Role::Queen => &[File::D],
        Role::King => &[File::E],
        Role::Pawn => &[],
    }
}
