//! Perft through the game API against shakmaty's own perft on the same
//! positions: the cost of our layer over the move generator (goal: at most
//! 20% slower).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use kibitz_rules::{Game, Start, Variant};
use shakmaty::fen::Fen;
use shakmaty::variant::{Atomic, Crazyhouse};
use shakmaty::{CastlingMode, Chess, Position};
use std::hint::black_box;

/// The positions measured: name, variant, FEN (None for the start), depth.
const CASES: &[(&str, Variant, Option<&str>, u32)] = &[
    ("start", Variant::Standard, None, 4),
    (
        "kiwipete",
        Variant::Standard,
        Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        3,
    ),
    (
        "crazyhouse",
        Variant::Crazyhouse,
        Some("r1bqk2r/pppp1ppp/2n5/4p3/1b2P3/2N5/PPPP1PPP/R1BQKB1R[Nn] w KQkq - 0 5"),
        3,
    ),
    ("atomic", Variant::Atomic, None, 4),
];

/// shakmaty's perft on the same position, the baseline.
fn raw_perft(variant: Variant, fen: Option<&str>, depth: u32) -> u64 {
    let fen: Fen = fen
        .unwrap_or("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        .parse()
        .expect("valid FEN");
    match variant {
        Variant::Standard => {
            let pos: Chess = fen.into_position(CastlingMode::Standard).expect("legal");
            shakmaty::perft(&pos, depth)
        }
        Variant::Crazyhouse => {
            let pos: Crazyhouse = fen.into_position(CastlingMode::Standard).expect("legal");
            shakmaty::perft(&pos, depth)
        }
        Variant::Atomic => {
            let pos: Atomic = fen.into_position(CastlingMode::Standard).expect("legal");
            shakmaty::perft(&pos, depth)
        }
        other => unreachable!("no baseline for {other}"),
    }
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(20);
    for &(name, variant, fen, depth) in CASES {
        let start = fen.map_or(Start::Initial, |f| Start::State(f.to_owned()));
        let game = Game::from_start(variant, start).expect("legal position");
        let nodes = game.perft(depth);
        assert_eq!(nodes, raw_perft(variant, fen, depth), "{name}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("kibitz", name), &depth, |b, &d| {
            b.iter(|| black_box(&game).perft(d))
        });
        group.bench_with_input(BenchmarkId::new("shakmaty", name), &depth, |b, &d| {
            b.iter(|| raw_perft(variant, black_box(fen), d))
        });
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
