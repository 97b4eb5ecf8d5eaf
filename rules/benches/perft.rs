//! Perft through the game API against shakmaty's own perft on the same
//! positions: the cost of our layer over the move generator (goal: at most
//! 20% slower). Our own games (Immortal chess, chess football) have no
//! baseline of their own: their nodes per second stand beside shakmaty's
//! on the chess positions.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_main};
use kibitz_rules::{Game, Start, Variant};
use shakmaty::fen::Fen;
use shakmaty::variant::{Atomic, Crazyhouse};
use shakmaty::{CastlingMode, Chess};
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
    ("immortal", Variant::Immortal, None, 4),
    ("football line-up", Variant::Football, None, 3),
    (
        "football play",
        Variant::Football,
        Some("3k4/4r3/bp1q4/2p5/4P3/1P4N1/8/2KN1Q2 b e4 play 1 44/45 0-0 0/0"),
        4,
    ),
];

/// How the baseline's positions read castling rights.
const MODE: CastlingMode = CastlingMode::Standard;

/// The same position as a plain shakmaty position, the baseline.
enum Raw {
    Chess(Chess),
    Crazyhouse(Crazyhouse),
    Atomic(Atomic),
}

impl Raw {
    /// The baseline, for the variants shakmaty plays.
    fn new(variant: Variant, fen: Option<&str>) -> Option<Raw> {
        let make: fn(Fen) -> Raw = match variant {
            Variant::Standard => |fen| Raw::Chess(fen.into_position(MODE).expect("legal")),
            Variant::Crazyhouse => |fen| Raw::Crazyhouse(fen.into_position(MODE).expect("legal")),
            Variant::Atomic => |fen| Raw::Atomic(fen.into_position(MODE).expect("legal")),
            _ => return None,
        };
        let fen: Fen = fen
            .unwrap_or("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
            .parse()
            .expect("valid FEN");
        Some(make(fen))
    }

    fn perft(&self, depth: u32) -> u64 {
        match self {
            Raw::Chess(pos) => shakmaty::perft(pos, depth),
            Raw::Crazyhouse(pos) => shakmaty::perft(pos, depth),
            Raw::Atomic(pos) => shakmaty::perft(pos, depth),
        }
    }
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(20);
    for &(name, variant, fen, depth) in CASES {
        let start = fen.map_or(Start::Initial, |f| Start::State(f.to_owned()));
        let game = Game::from_start(variant, start).expect("legal position");
        let nodes = game.perft(depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("kibitz", name), &depth, |b, &d| {
            b.iter(|| black_box(&game).perft(d))
        });
        if let Some(raw) = Raw::new(variant, fen) {
            assert_eq!(nodes, raw.perft(depth), "{name}");
            group.bench_with_input(BenchmarkId::new("shakmaty", name), &depth, |b, &d| {
                b.iter(|| black_box(&raw).perft(d))
            });
        }
    }
    group.finish();
}

/// The benchmark group (criterion's macro writes an undocumented function).
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::perft);
}

criterion_main!(group::benches);
