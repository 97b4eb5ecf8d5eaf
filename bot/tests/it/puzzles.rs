//! Lichess's puzzles solved in the chat: alone with the bot, a puzzle is
//! solved or missed and each try is rated; in a group it is a race that
//! the one who finds the last move wins, and a miss puts only the one who
//! missed out; a puzzle tried is never given again. A chat's managers may
//! have the puzzle of the day posted there, once a day.

use crate::support::tables::Tables;
use std::sync::Arc;

use chrono::TimeDelta;
use kibitz::chat::{Message, Notice, NoticeKind, Recipient, Reply, ReplyKind};
use kibitz::model::GameId;
use kibitz::puzzles::set::{Puzzle, PuzzleSet};
use kibitz::service::Service;
use kibitz::store::Store;
use kibitz_rules::Game;

use crate::support::TestDb;
use crate::support::on_each_database;
use crate::support::recorder::Recorder;
use crate::support::room::{Room, answer, start_time, user};
use crate::support::stockfish;

/// The shipped puzzle a reply puts (`Puzzle 0YtJI (rated 400; ...`).
pub(crate) fn puzzle_in(text: &str) -> &'static Puzzle<'static> {
    let at = text
        .find("Puzzle ")
        .unwrap_or_else(|| panic!("a puzzle: {text}"))
        + 7;
    let id: String = text[at..].chars().take(5).collect();
    PuzzleSet::shipped().by_id(&id).expect("a shipped puzzle")
}

/// The position the solver sees after `done` half-moves of the solution.
pub(crate) fn position(puzzle: &Puzzle<'_>, done: usize) -> Game {
    let mut game = puzzle.start().expect("a start");
    for uci in &puzzle.solution()[..done] {
        game.play_text(uci).expect("the solution replays");
    }
    game
}

/// A legal move that is neither the solution's nor a mate.
pub(crate) fn wrong_move(puzzle: &Puzzle<'_>, done: usize) -> String {
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
    // The puzzle leaderboard: the three rated here are provisional, shown
    // apart; another chat's has no one, the platform's has them.
    let top = room.ok("erin", "top puzzles").await;
    assert!(
        top.text
            .starts_with("No one here has a settled puzzle rating yet")
            && top.text.contains("• carol ")
            && top.text.contains("• dave ")
            && top.text.contains("• bob ")
            && top.text.contains("(1 try)"),
        "{}",
        top.text
    );
    let elsewhere = room.elsewhere("other");
    let none = elsewhere.ok("erin", "top puzzles").await;
    assert!(!none.text.contains("dave"), "{}", none.text);
    let global = elsewhere.ok("erin", "top puzzles global").await;
    assert!(global.text.contains("• dave "), "{}", global.text);
    room.refused("erin", "top puzzles atomic", "atomic").await;
    // One round open in a chat at a time, however two ask at once.
    room.ok("erin", "puzzle").await;
    let channel = db.store.channel(&room.place).await.expect("the chat");
    let open = db
        .store
        .puzzles()
        .open_puzzle_round(channel)
        .await
        .expect("read")
        .expect("erin's round");
    let second = db
        .store
        .puzzles()
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

/// A room's manager says `text`.
async fn as_manager(room: &Room, who: &str, text: &str) -> Reply {
    answer(
        room.service
            .handle(
                None,
                &user(who),
                &room.place,
                &Message::text(text).from_a_manager(true),
            )
            .await,
    )
}

/// The daily puzzles among `notices`: their chats' names and texts.
fn daily_posts(notices: &[Notice]) -> Vec<(String, Notice)> {
    notices
        .iter()
        .filter(|n| n.kind == NoticeKind::DailyPuzzle)
        .map(|n| match &n.to {
            Recipient::Channel(place) => (place.channel_id.clone(), n.clone()),
            Recipient::User { .. } => panic!("a daily puzzle in private: {n:?}"),
        })
        .collect()
}

/// Plays the whole solution of the round open in `room` as `who`, the
/// bot answering in between; the last reply.
async fn solve(room: &Room, who: &str, puzzle: &Puzzle<'_>) -> Reply {
    let mut last = None;
    for uci in puzzle.solution().iter().step_by(2) {
        last = Some(room.ok(who, &format!("move {uci}")).await);
    }
    last.expect("a move to find")
}

async fn a_chats_daily_puzzle_is_posted_once_a_day_and_names_who_solved_the_last(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    let pass = || async {
        room.service
            .run_due(&recorder, 100, TimeDelta::minutes(2))
            .await
            .expect("a pass")
    };
    // Only a manager sets it, and only to a time that reads.
    room.refused(
        "alice",
        "set daily puzzle on 18:00",
        "Only the chat's managers may set its daily puzzle",
    )
    .await;
    for bad in ["set daily puzzle on 24:00", "set daily puzzle soon"] {
        let refused = as_manager(&room, "olga", bad).await;
        assert_eq!(refused.kind, ReplyKind::Refused, "{bad}: {}", refused.text);
        assert!(
            refused.text.contains("`set daily puzzle on 18:00`"),
            "{}",
            refused.text
        );
    }
    assert_eq!(pass().await.daily_puzzles, 0);
    // Set for 18:00 (the tests start at noon): nothing before.
    let set = as_manager(&room, "olga", "set daily puzzle on 18:00").await;
    assert!(
        set.text
            .contains("every day at 18:00 UTC, from the next 18:00"),
        "{}",
        set.text
    );
    room.clock.advance(TimeDelta::hours(5));
    assert_eq!(pass().await.daily_puzzles, 0);
    room.clock.advance(TimeDelta::hours(1));
    assert_eq!(pass().await.daily_puzzles, 1);
    let posts = daily_posts(&recorder.take());
    assert_eq!(posts.len(), 1);
    let (chat, post) = &posts[0];
    assert_eq!(chat, "club");
    let today = start_time().date_naive();
    let puzzle = PuzzleSet::shipped()
        .daily(today)
        .expect("a puzzle of the day");
    assert!(
        post.reply.text.starts_with(&format!(
            "The puzzle of the day, {today}:\nPuzzle {}",
            puzzle.id
        )),
        "{}",
        post.reply.text
    );
    assert_eq!(post.reply.files.len(), 1, "its picture");
    // Once a day, even set again for later the same day.
    room.clock.advance(TimeDelta::hours(1));
    assert_eq!(pass().await.daily_puzzles, 0);
    let again = as_manager(&room, "olga", "set daily puzzle on 20:00").await;
    assert!(again.text.contains("from the next 20:00"), "{}", again.text);
    room.clock.advance(TimeDelta::hours(1));
    assert_eq!(pass().await.daily_puzzles, 0, "today's was posted");
    let back = as_manager(&room, "olga", "set daily puzzle on 18:00").await;
    assert!(
        back.text.contains("every day at 18:00 UTC"),
        "{}",
        back.text
    );
    // Alice solves it; the next day's post names her.
    let solved = solve(&room, "alice", puzzle).await;
    assert!(
        solved
            .text
            .contains(&format!("alice solved puzzle {}", puzzle.id)),
        "{}",
        solved.text
    );
    room.clock.advance(TimeDelta::hours(23));
    assert_eq!(pass().await.daily_puzzles, 1);
    let posts = daily_posts(&recorder.take());
    let tomorrow = today.succ_opt().expect("a day");
    let next = PuzzleSet::shipped().daily(tomorrow).expect("a puzzle");
    assert_ne!(next.id, puzzle.id);
    assert!(
        posts[0].1.reply.text.starts_with(&format!(
            "Yesterday's puzzle ({}) was solved by alice.\nThe puzzle of the day, {tomorrow}:\nPuzzle {}",
            puzzle.id, next.id
        )),
        "{}",
        posts[0].1.reply.text
    );
    // Moves are taken all day; no one solves this one: the next post
    // gives its solution.
    room.clock.advance(TimeDelta::hours(20));
    let wrong = wrong_move(next, 0);
    let missed = room.ok("bob", &format!("move {wrong}")).await;
    assert!(
        missed.text.contains("bob's puzzle rating"),
        "{}",
        missed.text
    );
    room.clock.advance(TimeDelta::hours(4));
    assert_eq!(pass().await.daily_puzzles, 1);
    let text = daily_posts(&recorder.take())[0].1.reply.text.clone();
    assert!(
        text.starts_with(&format!(
            "No one solved yesterday's puzzle ({}); its solution was ",
            next.id
        )),
        "{text}"
    );
    // Off: no more.
    let off = as_manager(&room, "olga", "set daily puzzle off").await;
    assert!(off.text.contains("no more daily puzzles"), "{}", off.text);
    room.clock.advance(TimeDelta::days(2));
    assert_eq!(pass().await.daily_puzzles, 0);
    db.drop_db().await;
}
on_each_database!(a_chats_daily_puzzle_is_posted_once_a_day_and_names_who_solved_the_last);

/// The scheduler's pass, a few chats at a time, until nothing is left.
async fn passes_until_done(service: Service, outbox: Arc<Recorder>) -> usize {
    let mut posted = 0;
    loop {
        let pass = service
            .run_due(outbox.as_ref(), 7, TimeDelta::minutes(2))
            .await
            .expect("a pass");
        if pass.claimed == 0 {
            return posted;
        }
        posted += pass.daily_puzzles;
    }
}

/// Two schedulers (two stores, as two processes have) on one Postgres,
/// 40 chats due at once: each chat's daily puzzle is posted exactly once,
/// and each chat has one round of the day.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_schedulers_post_each_chats_daily_puzzle_exactly_once() {
    const CHATS: usize = 40;
    let db = TestDb::postgres().await;
    let room = Room::new(&db.store, "club");
    for n in 0..CHATS {
        let chat = room.elsewhere(&format!("chat-{n}"));
        let set = as_manager(&chat, "olga", "set daily puzzle on").await;
        assert!(set.text.contains("the first one now"), "{}", set.text);
    }
    let recorder = Arc::new(Recorder::default());
    let mut workers = Vec::new();
    for _ in 0..2 {
        let store = Store::connect(&db.url).await.expect("a store");
        let service = Service::new(store, room.clock.clone());
        workers.push(tokio::spawn(passes_until_done(service, recorder.clone())));
    }
    let mut posted = 0;
    for worker in workers {
        posted += worker.await.expect("a worker");
    }
    assert_eq!(posted, CHATS);
    let mut chats: Vec<String> = daily_posts(&recorder.take())
        .into_iter()
        .map(|(chat, _)| chat)
        .collect();
    chats.sort();
    let mut expected: Vec<String> = (0..CHATS).map(|n| format!("chat-{n}")).collect();
    expected.sort();
    assert_eq!(chats, expected, "each chat once");
    let today = start_time().date_naive().to_string();
    for n in 0..CHATS {
        let chat = room.elsewhere(&format!("chat-{n}"));
        let channel = db.store.channel(&chat.place).await.expect("a chat");
        let round = db
            .store
            .puzzles()
            .daily_round_before(channel, "9999-12-31")
            .await
            .expect("read")
            .expect("a daily round");
        assert_eq!(round.daily_on.as_deref(), Some(today.as_str()));
    }
    db.drop_db().await;
}

async fn a_solver_who_settles_a_puzzle_rating_is_ranked_on_the_puzzle_leaderboard(db: TestDb) {
    let room = Room::new(&db.store, "club").direct("alice");
    // About a dozen rated tries settle a rating, as for games.
    for _ in 0..20 {
        let puzzle = puzzle_in(&room.ok("alice", "puzzle mate in 1").await.text);
        solve(&room, "alice", puzzle).await;
    }
    let top = room.ok("alice", "top puzzles").await;
    let lines: Vec<&str> = top.text.lines().collect();
    assert_eq!(
        lines[0], "Best puzzle players here, page 1:",
        "{}",
        top.text
    );
    assert!(
        lines[1].starts_with("1. alice ") && lines[1].ends_with("(20 tries)"),
        "{}",
        top.text
    );
    db.drop_db().await;
}
on_each_database!(a_solver_who_settles_a_puzzle_rating_is_ranked_on_the_puzzle_leaderboard);

/// 3... Nf6?? in the scholar's mate lets 4. Qxf7# in: analysed here, the
/// game gives this community a puzzle, credited to it, put first to
/// those who did not play it, and rated by each try.
async fn a_blunder_in_a_game_analysed_here_becomes_a_puzzle_of_this_community(db: TestDb) {
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst(stockfish::stockfish(), 20_000);
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#")
        .await;
    room.ok("alice", &format!("analyse #{game}")).await;
    let recorder = Recorder::default();
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("analysed")
    );
    let mined = db
        .store
        .puzzles()
        .puzzles_of_game(GameId(game))
        .await
        .expect("read");
    assert_eq!(mined.len(), 1, "{mined:?}");
    let puzzle = &mined[0];
    let id = format!("g{game}-5");
    assert_eq!(puzzle.id, id);
    assert_eq!(
        puzzle.fen,
        "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"
    );
    assert_eq!(puzzle.moves, "g8f6 h5f7");
    assert_eq!(puzzle.themes, "mateIn1");
    // The solution is a mate, as a replay of it shows.
    let mut replay = puzzle.puzzle().start().expect("a start");
    replay.play_text("h5f7").expect("legal");
    assert_eq!(
        replay.outcome().map(|o| o.reason),
        Some(kibitz_rules::EndReason::Checkmate)
    );
    // Alice played it: she gets a shipped puzzle; Carol gets this one.
    let alices = room.direct("alice").ok("alice", "puzzle").await;
    assert!(!alices.text.contains(&id), "{}", alices.text);
    let carols = room.ok("carol", "puzzle").await;
    assert!(
        carols.text.contains(&format!(
            "Puzzle {id} (rated 1500; mate in 1). White to move"
        )) && carols
            .text
            .contains(&format!("From game #{game} played here, alice vs bob.")),
        "{}",
        carols.text
    );
    // Solved: the puzzle lost a game, and its rating fell.
    let solved = room.ok("carol", "move Qxf7#").await;
    assert!(
        solved.text.contains(&format!("carol solved puzzle {id}")),
        "{}",
        solved.text
    );
    let after = db
        .store
        .puzzles()
        .community_puzzle(&id)
        .await
        .expect("read")
        .expect("kept");
    assert_eq!(after.attempts, 1);
    assert!(after.rating < 1500.0, "{}", after.rating);
    // Another community does not get it.
    let elsewhere = room.elsewhere("other").ok("dave", "puzzle").await;
    assert!(!elsewhere.text.contains(&id), "{}", elsewhere.text);
    db.drop_db().await;
}
on_each_database!(a_blunder_in_a_game_analysed_here_becomes_a_puzzle_of_this_community);

/// The puzzle Stockfish mines from a game of standard chess from `start`
/// (FEN; the usual start when `None`) with `moves` (SAN), if any.
async fn mined_from(start: Option<&str>, moves: &str) -> Option<kibitz::analysis::mining::Mined> {
    let engine = kibitz_engine::uci::Uci::new(stockfish::stockfish());
    let mut game = match start {
        Some(fen) => Game::from_state(kibitz_rules::Variant::Standard, fen).expect("a position"),
        None => Game::new(kibitz_rules::Variant::Standard),
    };
    for mv in moves.split_whitespace() {
        game.play_text(mv).expect("a legal move");
    }
    let analysis = kibitz::analysis::game::analyse(&engine, &game, 20_000)
        .await
        .expect("analysed");
    kibitz::analysis::mining::mine(&engine, &game, &analysis, 60_000)
        .await
        .expect("mined")
}

/// Légal's trap: 5... Bxd1?? takes the queen and lets a mate in two in,
/// whose first move is the only one. A king stepped into a knight's fork
/// of king and queen: the fork and the capture are the only winning
/// moves, the puzzle ends on the capture. A quiet game gives none.
#[tokio::test]
async fn the_engine_mines_a_mate_in_two_and_a_fork_and_nothing_from_a_quiet_game() {
    let legal = mined_from(None, "e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#")
        .await
        .expect("a puzzle");
    assert_eq!((legal.ply, legal.mates), (9, true), "{legal:?}");
    assert_eq!(legal.solution, ["c4f7", "e8e7", "c3d5"]);
    assert_eq!(legal.themes(), ["mateIn2"]);
    let fork = mined_from(Some("2q4k/pp6/8/3N4/8/8/PP6/4K3 b - - 0 1"), "Kg8")
        .await
        .expect("a puzzle");
    assert_eq!((fork.ply, fork.mates), (0, false), "{fork:?}");
    assert_eq!(fork.solution.len(), 3, "{fork:?}");
    assert_eq!(
        (fork.solution[0].as_str(), fork.solution[2].as_str()),
        ("d5e7", "e7c8")
    );
    assert!(fork.themes().is_empty());
    assert_eq!(
        mined_from(
            None,
            "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5"
        )
        .await,
        None
    );
}

async fn puzzles_of_chess_football_and_immortal_chess_are_asked_for_by_name_and_solved(db: TestDb) {
    let room = Room::new(&db.store, "club").direct("alice");
    for (asked, theme, prefix) in [
        ("puzzle football", "chess football", "fb-"),
        ("puzzle score in 2", "score in 2", "fb-"),
        ("puzzle immortal", "Immortal chess", "im-"),
    ] {
        let put = room.ok("alice", asked).await;
        assert!(
            put.text.contains(theme) && put.text.contains(&format!("Puzzle {prefix}")),
            "{asked}: {}",
            put.text
        );
        assert_eq!(put.files.len(), 1, "its picture");
        let at = put.text.find("Puzzle ").expect("a puzzle") + 7;
        let id: String = put.text[at..].chars().take(5).collect();
        let puzzle = PuzzleSet::shipped().by_id(&id).expect("shipped");
        assert_ne!(puzzle.variant, kibitz_rules::Variant::Standard);
        let solved = solve(&room, "alice", puzzle).await;
        assert!(
            solved.text.contains(&format!("alice solved puzzle {id}")),
            "{asked}: {}",
            solved.text
        );
    }
    // A plain `puzzle` is standard chess's.
    let plain = room.ok("alice", "puzzle").await;
    let id: String = plain.text[plain.text.find("Puzzle ").expect("a puzzle") + 7..]
        .chars()
        .take(5)
        .collect();
    assert_eq!(
        PuzzleSet::shipped().by_id(&id).map(|p| p.variant),
        Some(kibitz_rules::Variant::Standard)
    );
    db.drop_db().await;
}
on_each_database!(puzzles_of_chess_football_and_immortal_chess_are_asked_for_by_name_and_solved);
