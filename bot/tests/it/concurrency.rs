//! Races on a real SQLite file and a real Postgres: many tasks, on two
//! separate pools standing for two bot processes, play the same moves and
//! press the same buttons at once. No move may be lost or applied twice,
//! and every game's stored moves must replay to its stored state.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use kibitz::model::Platform;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use kibitz::chat::{Actor, Reply};
use kibitz::store::Store;
use kibitz_rules::{Game, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::TestDb;
use support::room::Room;

const GAMES: usize = 6;
const PLIES: usize = 40;
const TASKS_PER_GAME: usize = 4;

/// A random legal line of at most `PLIES` moves, in UCI.
fn random_line(rng: &mut StdRng) -> Vec<String> {
    let mut game = Game::new(Variant::Standard);
    let mut line = Vec::new();
    while line.len() < PLIES && !game.is_over() {
        let moves = game.legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        line.push(game.uci(mv));
        game.play(mv).expect("a listed move plays");
    }
    line
}

fn expect_done_or(reply: &Reply, allowed: &[&str]) -> bool {
    if !reply.is_refused() {
        return true;
    }
    assert!(
        allowed.iter().any(|a| reply.text.contains(a)),
        "unexpected refusal: {}",
        reply.text
    );
    false
}

async fn racing_processes_never_lose_or_repeat_a_move(db: TestDb) {
    let other = Store::connect(&db.url).await.expect("a second pool");
    let rooms = Arc::new([Room::new(&db.store, "room"), Room::new(&other, "room")]);
    let mut rng = StdRng::seed_from_u64(7);
    let mut games = Vec::new();
    for g in 0..GAMES {
        let (white, black) = (format!("w{g}"), format!("b{g}"));
        let id = rooms[g % 2].start_game(&white, &black, "").await;
        games.push((id, white, black, random_line(&mut rng)));
    }
    let done: Vec<Arc<AtomicUsize>> = (0..GAMES).map(|_| Arc::default()).collect();
    let mut tasks = Vec::new();
    for (g, (id, white, black, line)) in games.iter().cloned().enumerate() {
        for t in 0..TASKS_PER_GAME {
            let rooms = rooms.clone();
            let done = done[g].clone();
            let (white, black, line) = (white.clone(), black.clone(), line.clone());
            tasks.push(tokio::spawn(async move {
                let room = &rooms[t % 2];
                loop {
                    let row = room.row(id).await;
                    let ply = row.moves.split_whitespace().count();
                    if ply >= line.len() {
                        break;
                    }
                    let mover = if ply % 2 == 0 { &white } else { &black };
                    let text = format!("move {} #{id} ply:{ply}", line[ply]);
                    let reply = room.say(mover, &text).await;
                    if expect_done_or(&reply, &["has moved on", "turn"]) {
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }));
        }
    }
    for task in tasks {
        task.await.expect("no task panics");
    }
    for (g, (id, _, _, line)) in games.iter().enumerate() {
        let row = rooms[0].row(*id).await;
        assert_eq!(row.moves, line.join(" "), "{} game {id}", db.kind());
        assert_eq!(
            done[g].load(Ordering::Relaxed),
            line.len(),
            "{}: every move reported done exactly once",
            db.kind()
        );
        assert_eq!(row.version as usize, line.len(), "one version per move");
        let replayed = Game::replay(Variant::Standard, &row.start_state, line)
            .expect("the stored moves replay");
        assert_eq!(replayed.state(), row.state, "{}", db.kind());
    }
    other.close().await;
    db.drop_db().await;
}
on_each_database!(
    racing_processes_never_lose_or_repeat_a_move,
    flavor = "multi_thread",
    worker_threads = 4
);

async fn buttons_pressed_at_once_act_once(db: TestDb) {
    let other = Store::connect(&db.url).await.expect("a second pool");
    let rooms = Arc::new([Room::new(&db.store, "room"), Room::new(&other, "room")]);
    // Eight people press Accept on one open challenge.
    let challenge = rooms[0].ok("host", "challenge").await;
    let accept = challenge.buttons[0].request.to_string();
    let mut presses = Vec::new();
    for p in 0..8 {
        let rooms = rooms.clone();
        let accept = accept.clone();
        presses.push(tokio::spawn(async move {
            let reply = rooms[p % 2].say(&format!("guest{p}"), &accept).await;
            expect_done_or(&reply, &["already accepted"])
        }));
    }
    let mut accepted = 0;
    for press in presses {
        accepted += usize::from(press.await.expect("no panic"));
    }
    assert_eq!(accepted, 1, "{}: one acceptance", db.kind());
    let host = db
        .store
        .player(&Actor::new(Platform::Console, "host", "host"))
        .await
        .expect("player");
    assert_eq!(
        db.store
            .games()
            .games_of_player(host.id)
            .await
            .expect("reads")
            .len(),
        1,
        "one game"
    );
    // Both players press draw three times each at once: one offer,
    // one acceptance.
    let game = rooms[0].start_game("ann", "ben", "").await;
    let mut presses = Vec::new();
    for p in 0..6 {
        let rooms = rooms.clone();
        let who = if p % 2 == 0 { "ann" } else { "ben" };
        presses.push(tokio::spawn(async move {
            let reply = rooms[p % 3 % 2]
                .say(who, &format!("draw #{game} ply:0"))
                .await;
            expect_done_or(&reply, &["already offered", "is over"])
        }));
    }
    let mut changes = 0;
    for press in presses {
        changes += usize::from(press.await.expect("no panic"));
    }
    let row = rooms[0].row(game).await;
    assert_eq!(changes, 2, "{}: an offer and an acceptance", db.kind());
    assert_eq!(support::end_reason(&row), Some("agreement"));
    assert_eq!(row.version, 2);
    // Both press resign at once: one resignation.
    let game = rooms[1].start_game("cid", "dot", "").await;
    let mut presses = Vec::new();
    for p in 0..6 {
        let rooms = rooms.clone();
        let who = if p % 2 == 0 { "cid" } else { "dot" };
        presses.push(tokio::spawn(async move {
            let reply = rooms[p % 2].say(who, &format!("resign #{game}")).await;
            expect_done_or(&reply, &["is over"])
        }));
    }
    let mut resigned = 0;
    for press in presses {
        resigned += usize::from(press.await.expect("no panic"));
    }
    let row = rooms[0].row(game).await;
    assert_eq!(resigned, 1, "{}: one resignation", db.kind());
    assert_eq!(support::end_reason(&row), Some("resignation"));
    assert_eq!(row.version, 1);
    other.close().await;
    db.drop_db().await;
}
on_each_database!(
    buttons_pressed_at_once_act_once,
    flavor = "multi_thread",
    worker_threads = 4
);

/// The opponent's move and the owner's clearing of a conditional line,
/// sent at once through two processes: either the move comes first and
/// plays the line's answer (the clearing then finds nothing), or the
/// clearing comes first and the move is answered by no one. Never both,
/// never neither, and no line is left behind.
async fn a_move_and_the_clearing_of_a_conditional_line_at_once_settle_one_way(db: TestDb) {
    const ROUNDS: usize = 12;
    let other = Store::connect(&db.url).await.expect("a second pool");
    let rooms = Arc::new([Room::new(&db.store, "room"), Room::new(&other, "room")]);
    let (mut answered_first, mut cleared_first) = (0, 0);
    for round in 0..ROUNDS {
        let (white, black) = (format!("w{round}"), format!("b{round}"));
        let game = rooms[0].start_game(&white, &black, "days 3").await;
        rooms[0].ok(&white, &format!("move e4 #{game}")).await;
        rooms[1]
            .ok(&white, &format!("premove #{game} e5 Nf3"))
            .await;
        let mover = {
            let rooms = rooms.clone();
            let black = black.clone();
            tokio::spawn(async move {
                rooms[round % 2]
                    .ok(&black, &format!("move e5 #{game}"))
                    .await
            })
        };
        let clearer = {
            let rooms = rooms.clone();
            tokio::spawn(async move {
                rooms[(round + 1) % 2]
                    .say(&white, &format!("premove #{game} clear"))
                    .await
            })
        };
        let moved = mover.await.expect("no panic");
        let cleared = clearer.await.expect("no panic");
        let row = rooms[0].row(game).await;
        let answered = moved.text.contains("answers at once with Nf3");
        if answered {
            answered_first += 1;
            assert!(cleared.is_refused(), "{}: {}", db.kind(), cleared.text);
            assert!(
                cleared.text.contains("no conditional moves"),
                "{}",
                cleared.text
            );
            assert_eq!(row.moves, "e2e4 e7e5 g1f3", "{}", db.kind());
            assert!(row.conditional.white.is_empty(), "{}", db.kind());
        } else {
            cleared_first += 1;
            assert!(
                cleared.text.contains("are cleared"),
                "{}: {}",
                db.kind(),
                cleared.text
            );
            assert_eq!(row.moves, "e2e4 e7e5", "{}", db.kind());
            assert!(row.conditional.white.is_empty(), "{}", db.kind());
        }
    }
    assert_eq!(answered_first + cleared_first, ROUNDS);
    other.close().await;
    db.drop_db().await;
}
on_each_database!(
    a_move_and_the_clearing_of_a_conditional_line_at_once_settle_one_way,
    flavor = "multi_thread",
    worker_threads = 4
);
