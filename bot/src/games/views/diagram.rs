//! The board as Unicode text, for the console and text-only replies.

use kibitz_rules::{Color, File, Game, Rank, Role, Square};

/// The position drawn with chess figurines, `orientation` at the bottom,
/// ranks on the left and files underneath; in chess football the ball
/// (`●`) stands just before the square that holds it.
pub fn diagram(game: &Game, orientation: Color) -> String {
    let ball = game.marks().ball;
    let mut board = [[None; 8]; 8];
    for (square, piece) in game.pieces() {
        board[square.rank() as usize][square.file() as usize] = Some(piece);
    }
    let ranks: Vec<usize> = match orientation {
        Color::White => (0..8).rev().collect(),
        Color::Black => (0..8).collect(),
    };
    let files: Vec<usize> = match orientation {
        Color::White => (0..8).collect(),
        Color::Black => (0..8).rev().collect(),
    };
    let mut out = String::new();
    for &rank in &ranks {
        out.push(char::from(b'1' + rank as u8));
        for &file in &files {
            let square = Square::from_coords(File::new(file as u32), Rank::new(rank as u32));
            out.push(if ball == Some(square) { '●' } else { ' ' });
            out.push(match board[rank][file] {
                Some(piece) => figurine(piece.color, piece.role),
                None if square.is_dark() => '·',
                None => ' ',
            });
        }
        out.push('\n');
    }
    out.push(' ');
    for &file in &files {
        out.push(' ');
        out.push(char::from(b'a' + file as u8));
    }
    out
}

fn figurine(color: Color, role: Role) -> char {
    match (color, role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kibitz_rules::Variant;

    #[test]
    fn the_start_position_reads_from_either_side() {
        let game = Game::new(Variant::Standard);
        let white = diagram(&game, Color::White);
        let lines: Vec<&str> = white.lines().collect();
        assert_eq!(lines[0], "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜");
        assert_eq!(lines[7], "1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖");
        assert_eq!(lines[8], "  a b c d e f g h");
        assert_eq!(lines[4], "4   ·   ·   ·   ·", "a4 is a light square");
        let black = diagram(&game, Color::Black);
        let lines: Vec<&str> = black.lines().collect();
        assert_eq!(lines[0], "1 ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖");
        assert_eq!(lines[8], "  h g f e d c b a");
    }

    #[test]
    fn the_football_text_board_shows_the_ball_by_its_holder() {
        // White's knight on e4 holds the ball at the kick-off.
        let mut game = Game::new(Variant::Football);
        for placement in "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8".split(' ') {
            game.play_text(placement).expect("a legal placement");
        }
        let ball = game.marks().ball.expect("the ball in play");
        assert_eq!(ball, Square::E4);
        let lines: Vec<String> = diagram(&game, Color::White)
            .lines()
            .map(str::to_owned)
            .collect();
        assert_eq!(lines[4], "4   ·   ·●♘ ·   ·", "{}", lines.join("\n"));
        assert_eq!(
            lines[4].chars().count(),
            lines[8].chars().count(),
            "the ball keeps the columns"
        );
    }
}
