//! Golden pictures: a handful of positions in each variant, drawn and
//! compared with the stored PNGs (each looked at by a person before it was
//! committed) with a small tolerance. `KIBITZ_BLESS=1 cargo test -p
//! kibitz-render --test render golden` writes them anew after an intended change.

use std::path::PathBuf;

use crate::common;

use common::view_of as view_of_game;
use kibitz_render::{BoardView, EvalGraph, Marks, Players, Score, Severity, Style, Theme};
use kibitz_rules::{Color, Game, Piece, Role, Square, Start, Variant};

fn played(variant: Variant, start: Start, moves: &str) -> Game {
    let mut game = Game::from_start(variant, start).expect("a valid start");
    for m in moves.split_whitespace() {
        game.play_text(m)
            .unwrap_or_else(|e| panic!("{variant} {m}: {e}"));
    }
    game
}

fn classic(variant: Variant, moves: &str, orientation: Color) -> BoardView {
    view_of_game(
        &played(variant, Start::Initial, moves),
        "Alice",
        "Bob",
        orientation,
    )
}

fn football() -> BoardView {
    let p = |color, role| Piece { color, role };
    use Color::{Black, White};
    BoardView {
        pieces: vec![
            (Square::E1, p(White, Role::King)),
            (Square::C3, p(White, Role::Pawn)),
            (Square::F3, p(White, Role::Pawn)),
            (Square::D4, p(White, Role::Knight)),
            (Square::B2, p(White, Role::Rook)),
            (Square::G2, p(White, Role::Bishop)),
            (Square::D8, p(Black, Role::King)),
            (Square::C6, p(Black, Role::Pawn)),
            (Square::F6, p(Black, Role::Pawn)),
            (Square::E6, p(Black, Role::Queen)),
            (Square::B7, p(Black, Role::Knight)),
        ],
        last_move: Some((Square::B3, Square::D4)),
        marks: Marks {
            ball: Some(Square::D4),
            goals: [Square::D1, Square::E1]
                .map(|s| (s, White))
                .into_iter()
                .chain([Square::D8, Square::E8].map(|s| (s, Black)))
                .collect(),
            kickoff: vec![Square::D4, Square::E5],
            ..Marks::default()
        },
        players: Players {
            white: "Alice".into(),
            black: "Bob".into(),
            turn: Some(Black),
            score: Some(Score { white: 1, black: 0 }),
            status: Some("1st half · 31 left".into()),
            ..Players::default()
        },
        ..BoardView::empty()
    }
}

fn immortal() -> BoardView {
    let p = |color, role| Piece { color, role };
    use Color::{Black, White};
    let mut pieces: Vec<(Square, Piece)> = Vec::new();
    for (i, sq) in [
        Square::A2,
        Square::B2,
        Square::C3,
        Square::D4,
        Square::E2,
        Square::F2,
        Square::G2,
        Square::H3,
    ]
    .into_iter()
    .enumerate()
    {
        pieces.push((sq, p(White, Role::Pawn)));
        let black = Square::from_coords(sq.file(), kibitz_rules::Rank::new(7 - i as u32 % 3));
        pieces.push((black, p(Black, Role::Pawn)));
    }
    pieces.retain(|(sq, _)| *sq != Square::D4 && *sq != Square::E6);
    pieces.push((Square::D4, p(Black, Role::Bishop)));
    pieces.push((Square::E5, p(White, Role::Bishop)));
    pieces.push((Square::E1, p(White, Role::King)));
    pieces.push((Square::E8, p(Black, Role::King)));
    BoardView {
        pieces,
        last_move: Some((Square::D4, Square::E5)),
        marks: Marks {
            swap: Some((Square::D4, Square::E5)),
            targets: [Square::A8, Square::B8, Square::C8, Square::D8]
                .map(|s| (s, White))
                .into_iter()
                .chain([Square::A1, Square::B1, Square::C1, Square::D1].map(|s| (s, Black)))
                .collect(),
            ..Marks::default()
        },
        players: Players {
            white: "Alice".into(),
            black: "Bob".into(),
            turn: Some(Black),
            ..Players::default()
        },
        ..BoardView::empty()
    }
}

/// Every golden case: file name, view, theme.
fn cases() -> Vec<(&'static str, BoardView, Theme)> {
    use Variant::*;
    vec![
        (
            "standard-start",
            classic(Standard, "", Color::White),
            Theme::Brown,
        ),
        (
            "standard-mate-flipped",
            classic(Standard, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", Color::Black),
            Theme::Blue,
        ),
        (
            "standard-castled",
            classic(
                Standard,
                "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 O-O",
                Color::White,
            ),
            Theme::Contrast,
        ),
        (
            "chess960-518",
            view_of_game(
                &played(Chess960, Start::Chess960(0), "e4 e5 Nc3"),
                "Alice",
                "Bob",
                Color::White,
            ),
            Theme::Brown,
        ),
        (
            "crazyhouse",
            classic(
                Crazyhouse,
                "e4 d5 exd5 Qxd5 Nc3 Qa5 d4 c6 Nf3 Bg4 Be2 Bxf3 Bxf3 Nf6",
                Color::White,
            ),
            Theme::Brown,
        ),
        (
            "atomic",
            classic(Atomic, "e4 d5 exd5 Qxd5 Nc3", Color::White),
            Theme::Blue,
        ),
        (
            "antichess",
            classic(Antichess, "e3 b5 Bxb5 Bb7 Bxd7", Color::White),
            Theme::Brown,
        ),
        (
            "king-of-the-hill",
            classic(KingOfTheHill, "e4 e5 Ke2 Ke7 Ke3 Kd6 Kd3 Kc5", Color::White),
            Theme::Brown,
        ),
        (
            "three-check",
            classic(ThreeCheck, "e4 e5 Bc4 Nf6 Bxf7+ Kxf7", Color::White),
            Theme::Contrast,
        ),
        (
            "horde",
            classic(Horde, "e5 d5 exd6", Color::Black),
            Theme::Brown,
        ),
        (
            "racing-kings",
            classic(RacingKings, "Kh3 Ka3 Kg4", Color::White),
            Theme::Blue,
        ),
        ("football", football(), Theme::Brown),
        (
            "football-contrast-flipped",
            BoardView {
                orientation: Color::Black,
                ..football()
            },
            Theme::Contrast,
        ),
        ("immortal", immortal(), Theme::Brown),
        ("immortal-blue", immortal(), Theme::Blue),
    ]
}

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"))
}

#[test]
fn pictures_match_their_golden_images() {
    let bless = std::env::var_os("KIBITZ_BLESS").is_some();
    let mut failures = Vec::new();
    for (name, view, theme) in cases() {
        let style = Style {
            theme,
            size: 320,
            coordinates: true,
        };
        let png = kibitz_render::png(&view, &style).expect("draws");
        failures.extend(compare_with_golden(name, &png, bless));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Compares a picture with its golden image (or writes it when `bless`):
/// what differs, if anything.
fn compare_with_golden(name: &str, png: &[u8], bless: bool) -> Option<String> {
    let path = golden_path(name);
    if bless {
        std::fs::write(&path, png).expect("golden written");
        return None;
    }
    let Ok(stored) = std::fs::read(&path) else {
        return Some(format!(
            "{name}: no golden image at {}; run with KIBITZ_BLESS=1",
            path.display()
        ));
    };
    let want = image::load_from_memory(&stored)
        .expect("golden decodes")
        .to_rgb8();
    let got = image::load_from_memory(png)
        .expect("output decodes")
        .to_rgb8();
    if want.dimensions() != got.dimensions() {
        return Some(format!(
            "{name}: size {:?}, golden {:?}",
            got.dimensions(),
            want.dimensions()
        ));
    }
    // Tolerance: a channel may differ by 12, and at most 0.5% of the
    // pixels by more (glyph rasterisers round differently).
    let off = want
        .pixels()
        .zip(got.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 12))
        .count();
    let limit = (want.width() * want.height()) as usize / 200;
    (off > limit).then(|| format!("{name}: {off} pixels differ (at most {limit})"))
}

/// A 30-move game's evaluation as an analysis gives it: White pressing,
/// a mistake and a blunder by White that hand Black the game, an
/// inaccuracy on the way.
fn eval_graph() -> EvalGraph {
    let mut percent = vec![50.0];
    for ply in 1..=60usize {
        let p = ply as f64;
        let value = match ply {
            0..=20 => 50.0 + p * 1.4 + (p * 0.9).sin() * 4.0,
            21..=33 => 72.0 - (p - 20.0) * 2.0,
            34 => 18.0,
            _ => 12.0 - (p - 34.0) * 0.4,
        };
        percent.push(value);
    }
    EvalGraph {
        white_win_percent: percent,
        marks: vec![
            (14, Severity::Inaccuracy),
            (27, Severity::Mistake),
            (33, Severity::Blunder),
        ],
        ticks: (1..=6).map(|m| (m * 10 - 1, (m * 5).to_string())).collect(),
    }
}

#[test]
fn an_evaluation_graph_matches_its_golden_image() {
    let bless = std::env::var_os("KIBITZ_BLESS").is_some();
    let png = kibitz_render::eval_graph(&eval_graph()).expect("draws");
    let failure = compare_with_golden("eval-graph", &png, bless);
    assert!(failure.is_none(), "{}", failure.unwrap_or_default());
}

/// A Swiss's standings as the chat is shown them: rank, player, points and
/// the three tiebreaks, the leader marked, a Cyrillic name among them.
fn standings() -> kibitz_render::Table {
    use kibitz_render::{Align, Column, Table};
    let column = |head: &str, align| Column {
        head: head.into(),
        align,
    };
    let rows = [
        ("1", "alice", "3½", "8", "6", "9¼"),
        ("2", "Борис", "3", "9½", "7", "7½"),
        ("3", "carol", "2½", "7", "5½", "5"),
        ("4", "dave", "2", "6½", "5", "3"),
        ("5", "erin", "1", "7½", "6", "1½"),
    ];
    Table {
        title: "Club Swiss — standings after round 4 of 5".into(),
        columns: vec![
            column("#", Align::Right),
            column("Player", Align::Left),
            column("Points", Align::Centre),
            column("Buchholz", Align::Right),
            column("BH cut 1", Align::Right),
            column("SB", Align::Right),
        ],
        rows: rows
            .iter()
            .map(|r| {
                [r.0, r.1, r.2, r.3, r.4, r.5]
                    .iter()
                    .map(|c| (*c).to_owned())
                    .collect()
            })
            .collect(),
        marked: vec![0],
        more: String::new(),
    }
}

#[test]
fn a_standings_table_matches_its_golden_image() {
    let bless = std::env::var_os("KIBITZ_BLESS").is_some();
    let png = kibitz_render::table(&standings()).expect("draws");
    let failure = compare_with_golden("standings", &png, bless);
    assert!(failure.is_none(), "{}", failure.unwrap_or_default());
}
