//! The pictures decoded and checked pixel by pixel: sizes, pieces in both
//! orientations, highlights, check, coordinates, variant marks, the
//! animation's frames.

use crate::common;

use common::{view_of as view_of_game, views_of as game_views};

use image::{AnimationDecoder, RgbaImage};
use kibitz_render::{
    BoardView, Marks, Players, RenderError, ResultBadge, Score, Style, Theme, Timing,
};
use kibitz_rules::{Color, Game, Piece, Role, Square, Variant};

const LIGHT: [u8; 3] = [0xee, 0xd7, 0xb2];
const DARK: [u8; 3] = [0xb3, 0x84, 0x5e];
const WHITE_PIECE: [u8; 3] = [0xfb, 0xfa, 0xf7];
const BLACK_PIECE: [u8; 3] = [0x1d, 0x1c, 0x1b];

/// A decoded picture with its board geometry.
struct Picture {
    image: RgbaImage,
    square: u32,
    bar: u32,
    orientation: Color,
}

impl Picture {
    fn decode(png: &[u8], orientation: Color) -> Picture {
        let image = image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a PNG")
            .to_rgba8();
        let square = image.width() / 8;
        let bar = (image.height() - image.width()) / 2;
        Picture {
            image,
            square,
            bar,
            orientation,
        }
    }

    /// The top-left pixel of a square.
    fn origin(&self, sq: Square) -> (u32, u32) {
        let (f, r) = (sq.file() as u32, sq.rank() as u32);
        let (col, row) = match self.orientation {
            Color::White => (f, 7 - r),
            Color::Black => (7 - f, r),
        };
        (col * self.square, self.bar + row * self.square)
    }

    fn rgb(&self, x: u32, y: u32) -> [u8; 3] {
        let p = self.image.get_pixel(x, y).0;
        [p[0], p[1], p[2]]
    }

    /// A pixel near the top middle of a square, where no piece reaches.
    fn background(&self, sq: Square) -> [u8; 3] {
        let (x, y) = self.origin(sq);
        self.rgb(x + self.square / 2, y + 2)
    }

    /// How many pixels of a square are within `tolerance` of a colour.
    fn count(&self, sq: Square, color: [u8; 3], tolerance: u8) -> u32 {
        let (x0, y0) = self.origin(sq);
        let mut n = 0;
        for y in y0..y0 + self.square {
            for x in x0..x0 + self.square {
                if close(self.rgb(x, y), color, tolerance) {
                    n += 1;
                }
            }
        }
        n
    }
}

fn close(a: [u8; 3], b: [u8; 3], tolerance: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tolerance)
}

fn style(size: u32) -> Style {
    Style {
        theme: Theme::Brown,
        size,
        coordinates: true,
    }
}

fn game(moves: &str) -> Game {
    let mut game = Game::new(Variant::Standard);
    for m in moves.split_whitespace() {
        game.play_text(m).expect("a legal move");
    }
    game
}

fn picture(view: &BoardView, size: u32) -> Picture {
    let png = kibitz_render::png(view, &style(size)).expect("draws");
    Picture::decode(&png, view.orientation)
}

#[test]
fn sizes_are_as_asked_with_bars_above_and_below() {
    let view = view_of_game(&Game::new(Variant::Standard), "A", "B", Color::White);
    for size in [256, 512, 720, 1024] {
        let p = picture(&view, size);
        assert_eq!(p.image.width(), size);
        assert!(
            p.image.height() > size,
            "not square, so Discord does not crop it"
        );
        assert_eq!(
            kibitz_render::dimensions(&style(size)),
            Ok((size, p.image.height()))
        );
    }
    // Not a multiple of 8: the largest board that fits.
    assert_eq!(picture(&view, 1001).image.width(), 1000);
    for size in [0, 127, 2049] {
        assert_eq!(
            kibitz_render::png(&view, &style(size)),
            Err(RenderError::Size(size))
        );
    }
}

#[test]
fn pieces_of_each_colour_stand_on_their_squares_in_both_orientations() {
    let game = Game::new(Variant::Standard);
    for orientation in Color::ALL {
        let p = picture(&view_of_game(&game, "A", "B", orientation), 720);
        for sq in [Square::E1, Square::A1, Square::D2, Square::G1] {
            assert!(
                p.count(sq, WHITE_PIECE, 6) > 900,
                "{orientation:?} {sq}: white piece"
            );
            assert!(
                p.count(sq, BLACK_PIECE, 6) > 150,
                "{orientation:?} {sq}: its outline"
            );
        }
        for sq in [Square::E8, Square::H8, Square::D7] {
            assert!(
                p.count(sq, BLACK_PIECE, 6) > 900,
                "{orientation:?} {sq}: black piece"
            );
            assert!(p.count(sq, WHITE_PIECE, 6) < 600, "{orientation:?} {sq}");
        }
        for sq in [Square::E4, Square::D5, Square::A6] {
            assert_eq!(
                p.count(sq, WHITE_PIECE, 6) + p.count(sq, BLACK_PIECE, 6),
                0,
                "{sq} is empty"
            );
        }
        // a1 is dark and h1 light, wherever they are drawn.
        assert_eq!(p.background(Square::A1), DARK);
        assert_eq!(p.background(Square::H1), LIGHT);
    }
    // Flipped, White's king is in the top half.
    let flipped = picture(&view_of_game(&game, "A", "B", Color::Black), 720);
    assert!(flipped.origin(Square::E1).1 < flipped.image.height() / 2);
}

#[test]
fn last_move_squares_are_highlighted_and_others_are_not() {
    let p = picture(
        &view_of_game(&game("e4 e5 Nf3"), "A", "B", Color::White),
        720,
    );
    for sq in [Square::G1, Square::F3] {
        let bg = p.background(sq);
        assert!(bg != LIGHT && bg != DARK, "{sq} highlighted: {bg:?}");
    }
    // The same highlight colour mixed into each square colour.
    assert_ne!(p.background(Square::G1), p.background(Square::F3));
    for sq in [Square::E2, Square::E4, Square::E7, Square::E5, Square::B1] {
        let bg = p.background(sq);
        assert!(bg == LIGHT || bg == DARK, "{sq} not highlighted: {bg:?}");
    }
}

#[test]
fn the_king_in_check_glows_red() {
    let p = picture(
        &view_of_game(&game("e4 f5 Qh5+"), "A", "B", Color::White),
        720,
    );
    let red = |sq: Square| {
        let (x0, y0) = p.origin(sq);
        (x0..x0 + p.square)
            .flat_map(|x| (y0..y0 + p.square).map(move |y| (x, y)))
            .filter(|&(x, y)| {
                let [r, g, b] = p.rgb(x, y);
                r > g.saturating_add(60) && r > b.saturating_add(60)
            })
            .count()
    };
    // Around the king, between it and the square's edge, the glow is red.
    assert!(red(Square::E8) > 1000, "red glow: {}", red(Square::E8));
    // No glow on the other king.
    assert_eq!(red(Square::E1), 0);
}

#[test]
fn coordinates_sit_inside_the_edge_squares_and_follow_the_orientation() {
    let game = Game::new(Variant::Standard);
    for orientation in Color::ALL {
        let p = picture(&view_of_game(&game, "A", "B", orientation), 720);
        let (bottom_left, other) = match orientation {
            Color::White => (Square::A1, Square::H8),
            Color::Black => (Square::H8, Square::A1),
        };
        // Letters and numbers are drawn in the opposite square colour.
        let ink = |sq: Square| {
            if p.background(sq) == LIGHT {
                DARK
            } else {
                LIGHT
            }
        };
        let in_corner = |sq: Square, right: bool, bottom: bool| {
            let (x0, y0) = p.origin(sq);
            let q = p.square / 4;
            let (x0, y0) = (
                x0 + if right { 3 * q } else { 0 },
                y0 + if bottom { 3 * q } else { 0 },
            );
            (x0..x0 + q)
                .flat_map(|x| (y0..y0 + q).map(move |y| (x, y)))
                .filter(|&(x, y)| p.rgb(x, y) == ink(sq))
                .count()
        };
        assert!(
            in_corner(bottom_left, true, true) > 10,
            "{orientation:?}: file letter"
        );
        assert!(
            in_corner(bottom_left, false, false) > 10,
            "{orientation:?}: rank number"
        );
        // The far corner square has neither.
        assert_eq!(in_corner(other, true, true), 0);
        let mid = Square::D4;
        assert_eq!(in_corner(mid, true, true) + in_corner(mid, false, false), 0);
    }
    // And none when switched off.
    let view = view_of_game(&game, "A", "B", Color::White);
    let off = Style {
        coordinates: false,
        ..style(720)
    };
    let p = Picture::decode(
        &kibitz_render::png(&view, &off).expect("draws"),
        Color::White,
    );
    let (x, y) = p.origin(Square::A3);
    assert!((x..x + 20).all(|x| (y..y + 20).all(|y| p.rgb(x, y) == DARK)));
}

fn football_view() -> BoardView {
    let piece = |color, role| Piece { color, role };
    BoardView {
        pieces: vec![
            (Square::E1, piece(Color::White, Role::King)),
            (Square::D4, piece(Color::White, Role::Knight)),
            (Square::E8, piece(Color::Black, Role::King)),
            (Square::C6, piece(Color::Black, Role::Pawn)),
        ],
        marks: Marks {
            ball: Some(Square::D4),
            goals: vec![
                (Square::D1, Color::White),
                (Square::E1, Color::White),
                (Square::D8, Color::Black),
                (Square::E8, Color::Black),
            ],
            kickoff: vec![Square::D4, Square::E5],
            ..Marks::default()
        },
        players: Players {
            white: "Alice".into(),
            black: "Bob".into(),
            turn: Some(Color::Black),
            score: Some(Score { white: 2, black: 1 }),
            status: Some("1st half · 30 moves left".into()),
            ..Players::default()
        },
        ..BoardView::empty()
    }
}

#[test]
fn football_shows_the_ball_the_goals_and_the_kickoff_squares() {
    let view = football_view();
    let p = picture(&view, 720);
    // The ball: a white disc with a dark rim in the holder's lower right.
    let (x, y) = p.origin(Square::D4);
    let ball = p.rgb(
        x + p.square - p.square * 15 / 100,
        y + p.square - p.square * 15 / 100,
    );
    assert!(close(ball, WHITE_PIECE, 10), "ball: {ball:?}");
    // Goal squares are tinted, empty or not.
    for sq in [Square::D1, Square::D8] {
        let bg = p.background(sq);
        assert!(
            bg != LIGHT && bg != DARK && bg[1] > bg[0],
            "{sq} goal tint: {bg:?}"
        );
    }
    assert!(p.background(Square::C1) == LIGHT || p.background(Square::C1) == DARK);
    // The kick-off ring on e5 (empty) is drawn near the square's edge.
    let (x, y) = p.origin(Square::E5);
    let ring = p.rgb(x + p.square / 2, y + p.square * 6 / 100);
    assert!(ring[0] > 200 && ring[2] < 120, "kick-off ring: {ring:?}");
    // The same position without marks has none of this.
    let plain = picture(
        &BoardView {
            marks: Marks::default(),
            ..view
        },
        720,
    );
    let (x, y) = plain.origin(Square::E5);
    assert_eq!(
        plain.rgb(x + plain.square / 2, y + plain.square * 6 / 100),
        DARK
    );
}

#[test]
fn the_ball_holder_is_ringed_dark_and_light_at_phone_size_in_every_theme() {
    let view = football_view();
    for theme in [Theme::Brown, Theme::Blue, Theme::Contrast] {
        let style = Style {
            theme,
            size: 300,
            coordinates: false,
        };
        let png = kibitz_render::png(&view, &style).expect("draws");
        let p = Picture::decode(&png, view.orientation);
        // Down the middle of the holder's top edge: the dark band, then
        // the light one inside it.
        let (x, y) = p.origin(Square::D4);
        let band: Vec<[u8; 3]> = (0..p.square / 8)
            .map(|dy| p.rgb(x + p.square / 2, y + dy))
            .collect();
        assert!(
            band.iter().any(|&c| close(c, BLACK_PIECE, 40))
                && band.iter().any(|&c| close(c, WHITE_PIECE, 40)),
            "{theme:?}: {band:?}"
        );
        // The ball itself: a fifth of a square across, or more.
        let ball_row: Vec<[u8; 3]> = (0..p.square)
            .map(|dx| p.rgb(x + dx, y + p.square - p.square / 5))
            .collect();
        let white = ball_row
            .iter()
            .filter(|&&c| close(c, WHITE_PIECE, 40))
            .count() as u32;
        assert!(
            white * 5 >= p.square,
            "{theme:?}: ball {white} px of {}",
            p.square
        );
        // A square without the ball has no ring.
        let (x, y) = p.origin(Square::C6);
        assert!(
            (0..p.square / 8).all(|dy| !close(p.rgb(x + p.square / 2, y + dy), BLACK_PIECE, 40)),
            "{theme:?}"
        );
    }
}

#[test]
fn immortal_marks_the_swap_and_the_targets() {
    let view = BoardView {
        pieces: vec![
            (
                Square::D5,
                Piece {
                    color: Color::White,
                    role: Role::Rook,
                },
            ),
            (
                Square::E4,
                Piece {
                    color: Color::Black,
                    role: Role::Bishop,
                },
            ),
        ],
        last_move: Some((Square::E4, Square::D5)),
        marks: Marks {
            swap: Some((Square::E4, Square::D5)),
            targets: vec![(Square::A8, Color::White), (Square::H1, Color::Black)],
            ..Marks::default()
        },
        ..BoardView::empty()
    };
    let p = picture(&view, 720);
    let swap = p.background(Square::D5);
    let last_move_only = picture(
        &BoardView {
            marks: Marks::default(),
            ..view.clone()
        },
        720,
    );
    assert_ne!(
        swap,
        last_move_only.background(Square::D5),
        "a swap looks unlike a move"
    );
    assert!(swap[2] > swap[1], "the swap tint is violet: {swap:?}");
    // A white dot in a8's upper right, a dark one in h1's.
    assert!(p.count(Square::A8, WHITE_PIECE, 6) > 50);
    assert!(p.count(Square::H1, BLACK_PIECE, 6) > 50);
    assert_eq!(p.count(Square::A7, WHITE_PIECE, 6), 0);
}

#[test]
fn the_game_over_badge_and_names_are_in_the_bars() {
    let mut view = view_of_game(&game("f3 e5 g4 Qh4#"), "Alice", "Bob", Color::White);
    assert_eq!(
        view.result,
        Some(ResultBadge {
            result: "0-1".into(),
            reason: "Black wins by checkmate".into()
        })
    );
    let p = picture(&view, 720);
    // The badge: a white chip at the right of the top bar.
    let chip = (p.image.width() - 60..p.image.width() - 20)
        .filter(|&x| p.rgb(x, p.bar / 4) == [0xff, 0xff, 0xff])
        .count();
    assert!(chip > 20, "badge chip: {chip}");
    view.result = None;
    let without = picture(&view, 720);
    assert_eq!(
        without.rgb(p.image.width() - 40, p.bar / 4),
        [0x26, 0x24, 0x21]
    );
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    let view = football_view();
    let a = kibitz_render::png(&view, &style(512)).expect("draws");
    let b = kibitz_render::png(&view, &style(512)).expect("draws");
    assert_eq!(a, b);
    let views = game_views(&game("e4 e5 Nf3 Nc6"), "A", "B", Color::White);
    assert_eq!(
        kibitz_render::gif(&views, &style(256), Timing::default()),
        kibitz_render::gif(&views, &style(256), Timing::default())
    );
}

#[test]
fn a_gif_follows_the_board_turned_over_and_the_bars_renamed() {
    // Views a game never makes, but the API takes: the board turned, then
    // the players renamed, then nothing changed.
    let white = game_views(&game("e4 e5 Nf3"), "Alice", "Bob", Color::White);
    let black = game_views(&game("e4 e5 Nf3"), "Alice", "Bob", Color::Black);
    let renamed = game_views(&game("e4 e5 Nf3"), "Carol", "Dave", Color::Black);
    let views = vec![
        white[3].clone(),
        black[3].clone(),
        renamed[3].clone(),
        renamed[3].clone(),
    ];
    let bytes = kibitz_render::gif(&views, &style(256), Timing::default()).expect("draws");
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&bytes))
        .expect("a GIF")
        .into_frames()
        .collect_frames()
        .expect("frames decode");
    assert_eq!(frames.len(), views.len());
    for (i, frame) in frames.iter().enumerate() {
        let png = kibitz_render::png(&views[i], &style(256)).expect("draws");
        let expected = Picture::decode(&png, Color::Black).image;
        assert_eq!(frame.buffer(), &expected, "frame {i}");
    }
}

#[test]
fn the_gif_has_a_frame_per_move_and_ends_on_the_final_picture() {
    for game in [game("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"), common::long_game(60)] {
        let views = game_views(&game, "Alice", "Bob", Color::Black);
        let bytes = kibitz_render::gif(&views, &style(360), Timing::default()).expect("draws");
        let decoder =
            image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&bytes)).expect("a GIF");
        let frames = decoder
            .into_frames()
            .collect_frames()
            .expect("frames decode");
        assert_eq!(frames.len(), game.history().len() + 1);
        // Each frame, composed over the ones before, is the picture of its
        // position.
        for (i, frame) in frames
            .iter()
            .enumerate()
            .step_by(7)
            .chain(frames.iter().enumerate().next_back())
        {
            let png = kibitz_render::png(&views[i], &style(360)).expect("draws");
            let expected = Picture::decode(&png, Color::Black).image;
            assert_eq!(frame.buffer(), &expected, "frame {i}");
        }
        let delays: Vec<u32> = frames
            .iter()
            .map(|f| f.delay().numer_denom_ms().0)
            .collect();
        assert_eq!(delays.first(), Some(&1000));
        assert_eq!(delays.last(), Some(&5000));
    }
    assert_eq!(
        kibitz_render::gif(&[], &style(360), Timing::default()),
        Err(RenderError::NoFrames)
    );
}

#[test]
fn a_live_games_clocks_sit_at_the_right_of_the_bars_and_a_low_one_is_red() {
    let with_clocks = |white_low| BoardView {
        players: Players {
            white: "Alice".into(),
            black: "Bob".into(),
            turn: Some(Color::White),
            clocks: Some(kibitz_render::Clocks {
                white: "0:08".into(),
                black: "4:32".into(),
                white_low,
                black_low: false,
            }),
            ..Players::default()
        },
        ..view_of_game(&game("e4 e5"), "Alice", "Bob", Color::White)
    };
    let red_at_right = |p: &Picture, top: bool| {
        let y0 = if top { 0 } else { p.image.height() - p.bar };
        let mut red = 0;
        for y in y0..y0 + p.bar {
            for x in p.image.width() * 3 / 4..p.image.width() {
                let [r, g, b] = p.rgb(x, y);
                if r > 180 && g < 90 && b < 90 {
                    red += 1;
                }
            }
        }
        red
    };
    let low = picture(&with_clocks(true), 720);
    let calm = picture(&with_clocks(false), 720);
    // White is at the bottom: its low clock is red there, Black's is not.
    assert!(red_at_right(&low, false) > 20, "a low clock is red");
    assert_eq!(red_at_right(&low, true), 0, "Black's clock is not low");
    assert_eq!(
        red_at_right(&calm, false),
        0,
        "a clock with time is not red"
    );
    // Without clocks, the bars' right side is bare.
    let bare = picture(
        &BoardView {
            players: Players {
                clocks: None,
                ..with_clocks(false).players
            },
            ..with_clocks(false)
        },
        720,
    );
    let lit = |p: &Picture| {
        let y0 = p.image.height() - p.bar;
        (y0..y0 + p.bar)
            .flat_map(|y| (p.image.width() * 3 / 4..p.image.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| p.rgb(x, y)[0] > 150)
            .count()
    };
    assert!(lit(&calm) > 20, "the clock is written");
    assert_eq!(lit(&bare), 0, "nothing at the right without a clock");
}
