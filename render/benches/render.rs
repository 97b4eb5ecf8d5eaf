//! Drawing speed and output size: one 720 px board as PNG (also the boards
//! of a game in play, each with cold caches), a game as an animated GIF,
//! and the memory the sprite caches hold.

use std::hint::black_box;

use criterion::{Criterion, criterion_main};
use kibitz_render::{Style, Theme, Timing, cache_bytes};
use kibitz_rules::{Color, Game, Variant};

#[path = "../tests/render/common/mod.rs"]
mod common;

use common::{view_of as view_of_game, views_of as game_views};

fn middlegame() -> Game {
    let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5";
    Game::replay(
        Variant::Standard,
        &Game::new(Variant::Standard).state(),
        &moves.split(' ').collect::<Vec<_>>(),
    )
    .expect("the line is legal")
}

fn png(c: &mut Criterion) {
    let style = Style::default();
    let start = view_of_game(&Game::new(Variant::Standard), "Alice", "Bob", Color::White);
    let middle = view_of_game(&middlegame(), "Alice", "Bob", Color::White);
    for (name, view) in [("start", &start), ("middlegame", &middle)] {
        let bytes = kibitz_render::png(view, &style).expect("draws");
        println!("png/720/{name}: {} bytes", bytes.len());
        c.bench_function(&format!("png/720/{name}"), |b| {
            b.iter(|| kibitz_render::png(black_box(view), &style).expect("draws"))
        });
    }
}

/// Bytes written between two pictures in [`png_in_play`]: more than the
/// caches hold, as the rest of a move (the database, the other chats)
/// leaves them.
const CACHE_SWEEP: usize = 16 << 20;

/// Every board of a 100-ply game, each from the side to move as a shared
/// chat sees it, one after another as its moves come; each picture drawn
/// with its sprites and codes out of the processor's caches, as in a busy
/// bot (the sweep between two pictures is not timed).
fn png_in_play(c: &mut Criterion) {
    let style = Style::default();
    let game = common::long_game(100);
    let views: Vec<_> = game_views(&game, "Alice", "Bob", Color::White)
        .into_iter()
        .enumerate()
        .map(|(ply, mut view)| {
            view.orientation = if ply % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            view
        })
        .collect();
    let mut sweep = vec![0u8; CACHE_SWEEP];
    let mut next = 0;
    c.bench_function("png/720/in play, caches swept", |b| {
        b.iter_custom(|iters| {
            let mut total = std::time::Duration::ZERO;
            for i in 0..iters {
                sweep
                    .iter_mut()
                    .for_each(|byte| *byte = byte.wrapping_add(i as u8));
                black_box(&sweep);
                let view = &views[next % views.len()];
                next += 1;
                let start = std::time::Instant::now();
                black_box(kibitz_render::png(black_box(view), &style).expect("draws"));
                total += start.elapsed();
            }
            total
        })
    });
}

fn gif(c: &mut Criterion) {
    let style = Style::default();
    let mut group = c.benchmark_group("gif/720");
    group.sample_size(20);
    for plies in [2, 100, 200] {
        let game = common::long_game(plies);
        let views = game_views(&game, "Alice", "Bob", Color::White);
        let bytes = kibitz_render::gif(&views, &style, Timing::default()).expect("draws");
        println!(
            "gif/720/{plies} plies: {} frames, {} bytes",
            views.len(),
            bytes.len()
        );
        group.bench_function(format!("{plies}-plies"), |b| {
            b.iter(|| {
                kibitz_render::gif(black_box(&views), &style, Timing::default()).expect("draws")
            })
        });
    }
    group.finish();
}

fn memory(_: &mut Criterion) {
    let sets: Vec<(Theme, usize)> = Theme::ALL
        .iter()
        .flat_map(|&t| [256usize, 512, 1024].map(|size| (t, size / 8)))
        .collect();
    let bytes = cache_bytes(&sets);
    println!(
        "sprite caches, 3 themes x 256/512/1024 px: {:.1} MB",
        bytes as f64 / 1e6
    );
}

/// The benchmark groups (criterion's macro writes undocumented functions).
#[allow(missing_docs)]
mod groups {
    criterion::criterion_group!(
        benches,
        super::png,
        super::png_in_play,
        super::gif,
        super::memory
    );
}

criterion_main!(groups::benches);
