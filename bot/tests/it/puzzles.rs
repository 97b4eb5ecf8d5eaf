//! Lichess's puzzles solved in the chat: alone with the bot, a puzzle is
//! solved or missed and each try is rated; in a group it is a race that
//! the one who finds the last move wins, and a miss puts only the one who
//! missed out; a puzzle tried is never given again.

use crate::support::on_each_database;

use kibitz::puzzles::set::{Puzzle, PuzzleSet};
use kibitz_rules::Game;

use crate::support::TestDb;
use crate::support::room::Room;

/// The shipped puzzle a reply puts (`Puzzle 0YtJI (rated 400; ...`).
fn puzzle_in(text: &str) -> &'static Puzzle {
    let at = text
        .find("Puzzle ")
        .unwrap_or_else(|| panic!("a puzzle: {text}"))
        + 7;
    let id: String = text[at..].chars().take(5).collect();
    PuzzleSet::shipped().by_id(&id).expect("a shipped puzzle")
}

/// The position the solver sees after `done` half-moves of the solution.
fn position(puzzle: &Puzzle, done: usize) -> Game {
    let mut game = puzzle.start().expect("a start");
    for uci in &puzzle.solution()[..done] {
        game.play_text(uci).expect("the solution replays");
    }
    game
}

/// A legal move that is neither the solution's nor a mate.
fn wrong_move(puzzle: &Puzzle, done: usize) -> String {
    let game = position(puzzle, done);
    game.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut after = game.clone();
            let played = after.play(mv).expect("legal").uci.to_string();
            (played, after.outcome().is_some())
        })
        .find(|(uci, ends)| uci != puzzle.solution()[done] && !ends)
        .map(|(uci, _)| uci)
        .expect("a wrong move")
}

async fn alone_with_the_bot_a_puzzle_is_solved_or_missed_and_each_try_is_rated(db: TestDb) {
    let room = Room::new(&db.store, "club").direct("alice");
    let asked = room.ok("alice", "puzzle mate in 1").await;
    let first = puzzle_in(&asked.text);
    assert!(asked.text.contains("mate in 1"), "{}", asked.text);
    assert!(
        asked.text.contains("to move: find the best move"),
        "{}",
        asked.text
    );
    assert_eq!(asked.files.len(), 1, "its picture");
    assert_eq!(asked.files[0].mime, "image/png");
    // Asked again while it is open: the same puzzle, shown again.
    let again = room.ok("alice", "puzzle").await;
    assert!(
        again.text.contains("This puzzle is being solved here"),
        "{}",
        again.text
    );
    assert_eq!(puzzle_in(&again.text).id, first.id);
    // An illegal move counts for nothing.
    room.refused("alice", "move Ke9", "").await;
    let solved = room
        .ok("alice", &format!("move {}", first.solution()[0]))
        .await;
    for part in [
        &format!("alice solved puzzle {}", first.id),
        "alice's puzzle rating: ",
        "(+",
    ] {
        assert!(solved.text.contains(part), "{part}: {}", solved.text);
    }
    // A puzzle of two moves, missed at once: the try ends, the solution is
    // told, the rating falls.
    let second = puzzle_in(&room.ok("alice", "puzzle mate in 2").await.text);
    assert_ne!(second.id, first.id);
    let missed = room
        .ok("alice", &format!("move {}", wrong_move(second, 0)))
        .await;
    for part in ["is not it.", "The solution: ", "(−"] {
        assert!(missed.text.contains(part), "{part}: {}", missed.text);
    }
    // A puzzle tried is never given again.
    let third = puzzle_in(&room.ok("alice", "puzzle mate in 1").await.text);
    assert_ne!(third.id, first.id);
    // Her profile shows her puzzle rating and her run.
    let profile = room.ok("alice", "profile").await;
    assert!(
        profile.text.contains("Puzzles: ")
            && profile
                .text
                .contains("after 2 tries; 0 solved in a row (best 1)."),
        "{}",
        profile.text
    );
    // An unknown theme lists the themes, and changes nothing.
    room.refused("alice", "puzzle forks", "The themes: anastasiaMate")
        .await;
    db.drop_db().await;
}
on_each_database!(alone_with_the_bot_a_puzzle_is_solved_or_missed_and_each_try_is_rated);

async fn in_a_group_a_puzzle_is_a_race_that_the_last_right_move_wins(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let puzzle = puzzle_in(&room.ok("alice", "puzzle mate in 2").await.text);
    // Bob misses: he is out, the others may still find it.
    let missed = room
        .ok("bob", &format!("move {}", wrong_move(puzzle, 0)))
        .await;
    assert!(
        missed.text.contains("The others may still find it."),
        "{}",
        missed.text
    );
    room.refused(
        "bob",
        &format!("move {}", puzzle.solution()[0]),
        "You missed this puzzle already",
    )
    .await;
    // Carol finds the first move; the bot answers.
    let right = room
        .ok("carol", &format!("move {}", puzzle.solution()[0]))
        .await;
    assert!(
        right.text.contains("carol: ") && right.text.contains("is right"),
        "{}",
        right.text
    );
    // Dave finds the last: he solves it, and both who found a move are
    // rated for it, Bob not again.
    let solved = room
        .ok("dave", &format!("move {}", puzzle.solution()[2]))
        .await;
    for part in [
        &format!("dave solved puzzle {}", puzzle.id),
        "carol's puzzle rating: ",
        "dave's puzzle rating: ",
    ] {
        assert!(solved.text.contains(part), "{part}: {}", solved.text);
    }
    assert!(!solved.text.contains("bob's"), "{}", solved.text);
    // A move for it now is told it is over, and who solved it.
    room.refused(
        "bob",
        &format!("move {}", puzzle.solution()[2]),
        "The puzzle here is over: dave solved it.",
    )
    .await;
    // One round open in a chat at a time, however two ask at once.
    room.ok("erin", "puzzle").await;
    let channel = db.store.channel(&room.place).await.expect("the chat");
    let open = db
        .store
        .open_puzzle_round(channel)
        .await
        .expect("read")
        .expect("erin's round");
    let second = db
        .store
        .start_puzzle_round(
            (channel, "0YtJI", open.asked_by),
            None,
            open.started_at,
            None,
        )
        .await
        .expect("asked");
    assert_eq!(second, None, "the open round stays the one");
    db.drop_db().await;
}
on_each_database!(in_a_group_a_puzzle_is_a_race_that_the_last_right_move_wins);
