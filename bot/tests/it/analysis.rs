//! A game analysed by a real Stockfish, as lichess analyses one: the
//! blunder that let a mate in is found with the move that was better, the
//! mate itself is not judged, each side's accuracy and average loss come
//! out, and the same game analysed again gives the same analysis.

use crate::support;
use crate::support::on_each_database;
use crate::support::stockfish;
use crate::support::tables::Tables;

use kibitz::analysis::advice::{Judgement, MateNews};
use kibitz::analysis::game::analyse;
use kibitz_engine::Score;
use kibitz_engine::uci::Uci;
use kibitz_rules::{Color, Game, Variant};
use support::TestDb;
use support::recorder::Recorder;
use support::room::Room;
use support::self_play::self_played;

/// A room in a club whose service analyses with Stockfish at `nodes` a
/// position.
fn analysing_room(db: &TestDb, nodes: i64) -> Room {
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst(stockfish::stockfish(), nodes);
    room
}

/// The first `plies` moves (SAN, spaced) of a game of Immortal chess our
/// search plays against itself.
fn immortal_opening(plies: usize) -> String {
    let moves: Vec<String> = self_played(Variant::Immortal, plies)
        .history()
        .iter()
        .map(|m| m.san.to_string())
        .collect();
    moves.join(" ")
}

/// A game from its moves in SAN.
fn game_of(moves: &str) -> Game {
    let mut game = Game::new(Variant::Standard);
    for mv in moves.split_whitespace() {
        game.play_text(mv).expect("a legal move");
    }
    game
}

#[tokio::test]
async fn a_blunder_that_lets_mate_in_is_found_and_the_analysis_repeats_itself() {
    let engine = Uci::new(stockfish::stockfish());
    let game = game_of("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let analysis = analyse(&engine, &game, 20_000).await.expect("analysed");
    assert_eq!(analysis.moves.len(), 7);
    // 3... Nf6?? lets the mate in: a blunder, with a better move.
    let nf6 = &analysis.moves[5];
    let advice = nf6.advice.expect("Nf6 is judged");
    assert_eq!(advice.judgement, Judgement::Blunder);
    assert_eq!(advice.mate, Some(MateNews::Created));
    assert!(nf6.better.is_some(), "{nf6:?}");
    assert_eq!(
        nf6.score,
        Score::Mate {
            winner: Color::White,
            moves: 1
        }
    );
    // The mate is the engine's own choice: not judged; the position
    // after it is a mate given.
    let mate = &analysis.moves[6];
    assert_eq!((mate.advice, mate.better.as_deref()), (None, None));
    assert_eq!(
        mate.score,
        Score::Mate {
            winner: Color::White,
            moves: 0
        }
    );
    assert_eq!(analysis.count(Color::Black, Judgement::Blunder), 1);
    let accuracy = analysis.accuracy.expect("both sides moved");
    assert!(
        accuracy.white > accuracy.black,
        "White played well, Black did not: {accuracy:?}"
    );
    let loss = analysis.average_loss;
    assert!(loss.black > loss.white, "{loss:?}");
    // The same game again: the same analysis, to the centipawn.
    assert_eq!(
        analyse(&engine, &game, 20_000).await.expect("again"),
        analysis
    );
}

async fn a_finished_game_is_analysed_once_and_told_where_it_was_asked(db: TestDb) {
    let room = analysing_room(&db, 20_000);
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5 Qh5 Nc6 Bc4").await;
    // No engine's help while the game goes on.
    room.refused("bob", "analyse", "still being played").await;
    room.play(game, "bob", "alice", "Nf6 Qxf7#").await;
    // The finished game's board offers the analysis; pressed, it queues.
    let board = room.ok("bob", &format!("board #{game}")).await;
    let analyse_button = board
        .buttons
        .iter()
        .find(|b| b.label == "Analyse")
        .unwrap_or_else(|| panic!("an Analyse button: {:?}", board.buttons));
    assert_eq!(
        analyse_button.request.to_string(),
        format!("analyse #{game}")
    );
    let queued = room.ok("bob", &analyse_button.request.to_string()).await;
    assert!(
        queued
            .text
            .contains(&format!("Game #{game} is queued for analysis, next.")),
        "{}",
        queued.text
    );
    let waiting = room.ok("alice", &format!("analyse #{game}")).await;
    assert!(
        waiting.text.contains("queued for analysis already"),
        "{}",
        waiting.text
    );
    // The worker analyses it and tells the chat, once.
    let recorder = Recorder::default();
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    let told = recorder.take();
    assert_eq!(told.len(), 1);
    let text = &told[0].reply.text;
    for part in [
        &format!("Computer analysis of game #{game} (Stockfish, 20000 nodes a position):"),
        "alice (white): accuracy ",
        "bob (black): accuracy ",
        "1 blunder.",
        "3… Nf6?? — ",
        " was best.",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    assert_eq!(told[0].kind, kibitz::chat::NoticeKind::Analysis);
    // With it, the evaluation graph as a picture.
    let graph = &told[0].reply.files;
    assert_eq!(graph.len(), 1, "{graph:?}");
    assert_eq!(
        (graph[0].name.as_str(), graph[0].mime),
        (format!("analysis-{game}.png").as_str(), "image/png")
    );
    assert!(graph[0].bytes.starts_with(b"\x89PNG"), "a PNG");
    assert!(
        !room
            .service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look"),
        "nothing left"
    );
    // Asked again: the analysis kept, at once.
    let again = room.ok("carol", &format!("analyse #{game}")).await;
    assert_eq!(&again.text, text);
    assert_eq!(again.files, told[0].reply.files, "the same graph");
    // Kept, it is shown by a process with no engine at all.
    let plain = Room::new(&db.store, "club");
    let kept = plain.ok("carol", &format!("analyse #{game}")).await;
    assert_eq!(&kept.text, text);
    // The record carries the engine's scores and judgements now.
    let pgn = room.ok("alice", &format!("pgn #{game}")).await;
    let record = String::from_utf8(pgn.files[0].bytes.clone()).expect("UTF-8");
    for part in [
        "[ECO \"C20\"]",
        "[Opening \"King's Pawn Game: Wayward Queen Attack\"]",
        "1. e4 { [%eval ",
        "3... Nf6 $4 { [%eval #1] }",
        "4. Qxf7# { White wins",
    ] {
        assert!(record.replace('\n', " ").contains(part), "{part}: {record}");
    }
    // python-chess reads the scores and judgements back.
    let read = support::python_chess::read_moves(&record);
    let lines: Vec<&str> = read.lines().collect();
    assert_eq!(lines.len(), 7, "{read}");
    assert_eq!(lines[5], "Nf6 #+1 4", "{read}");
    assert_eq!(lines[6], "Qxf7# - -", "{read}");
    assert!(
        lines[0].starts_with("e4 +") || lines[0].starts_with("e4 -"),
        "{read}"
    );
    // Where no engine is installed, chess is refused saying what to
    // install; our own games are analysed by our search all the same.
    let bare = Room::new(&db.store, "elsewhere");
    let immortal = bare.start_game("dave", "erin", "immortal").await;
    bare.play(immortal, "dave", "erin", &immortal_opening(12))
        .await;
    bare.ok("erin", &format!("resign #{immortal}")).await;
    bare.ok("erin", &format!("analyse #{immortal}")).await;
    assert!(
        bare.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    let told = recorder.take();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].reply.text.contains(&format!(
            "Computer analysis of game #{immortal} (Kibitz's own search, 4 plies a position):"
        )),
        "{}",
        told[0].reply.text
    );
    assert_eq!(told[0].reply.files.len(), 1, "with its graph");
    let other = bare.start_game("dave", "erin", "").await;
    bare.play(other, "dave", "erin", "f3 e5 g4 Qh4#").await;
    let board = bare.ok("erin", &format!("board #{other}")).await;
    assert!(
        board.buttons.iter().all(|b| b.label != "Analyse"),
        "no button for what cannot be done here: {:?}",
        board.buttons
    );
    bare.refused(
        "erin",
        &format!("analyse #{other}"),
        "Stockfish is not installed with me",
    )
    .await;
    // Nor is a lichess variant analysed without Fairy-Stockfish, and the
    // refusal names what to install.
    let atomic = bare.start_game("dave", "erin", "atomic").await;
    bare.play(atomic, "dave", "erin", "e4 d5 exd5").await;
    bare.ok("erin", &format!("resign #{atomic}")).await;
    bare.refused(
        "erin",
        &format!("analyse #{atomic}"),
        "apt-get install fairy-stockfish",
    )
    .await;
    db.drop_db().await;
}
on_each_database!(a_finished_game_is_analysed_once_and_told_where_it_was_asked);

/// Collects every notice two workers deliver.
#[derive(Default)]
struct Shared(std::sync::Mutex<Vec<kibitz::chat::Notice>>);

#[async_trait::async_trait]
impl kibitz::chat::Outbox for Shared {
    async fn deliver(
        &self,
        notice: &kibitz::chat::Notice,
    ) -> Result<(), kibitz::chat::DeliveryError> {
        tokio::task::yield_now().await;
        self.0.lock().expect("lock").push(notice.clone());
        Ok(())
    }
}

/// Two workers (two stores, as two processes have) on one Postgres and
/// ten games queued: each game is analysed by one of them, once, and its
/// result posted once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_workers_analyse_ten_queued_games_each_exactly_once() {
    let db = TestDb::postgres().await;
    let room = analysing_room(&db, 5_000);
    let mut games = Vec::new();
    for n in 0..10 {
        let (white, black) = (format!("w{n}"), format!("b{n}"));
        let game = room.start_game(&white, &black, "").await;
        room.play(game, &white, &black, "f3 e5 g4 Qh4#").await;
        room.ok(&white, &format!("analyse #{game}")).await;
        games.push(game);
    }
    let other_store = kibitz::store::Store::connect(&db.url)
        .await
        .expect("a second store");
    let other = kibitz::service::Service::new(other_store.clone(), room.clock.clone())
        .with_analyst(stockfish::stockfish(), 5_000);
    let outbox = Shared::default();
    let work = |service: kibitz::service::Service| {
        let outbox = &outbox;
        async move {
            let mut done = 0;
            while service
                .analyses()
                .analyse_next(outbox)
                .await
                .expect("a look")
            {
                done += 1;
            }
            done
        }
    };
    let (first, second) = tokio::join!(work(room.service.clone()), work(other));
    assert_eq!(first + second, 10, "{first} and {second}");
    let posted: Vec<i64> = outbox
        .0
        .lock()
        .expect("lock")
        .iter()
        .map(|n| n.game_id.expect("a game").get())
        .collect();
    let mut once = posted.clone();
    once.sort_unstable();
    once.dedup();
    assert_eq!(once.len(), posted.len(), "a game posted twice: {posted:?}");
    let mut expected = games.clone();
    expected.sort_unstable();
    assert_eq!(once, expected);
    eprintln!("one worker analysed {first} games, the other {second}");
    other_store.close().await;
    db.drop_db().await;
}

async fn an_analysis_that_fails_waits_a_minute_before_it_is_tried_again(db: TestDb) {
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst("/nonexistent/stockfish".into(), 5_000);
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "f3 e5 g4 Qh4#").await;
    room.ok("alice", &format!("analyse #{game}")).await;
    let recorder = Recorder::default();
    // The engine does not start: nothing is done, nothing told, and the
    // worker is not handed the same failure again at once.
    assert!(
        !room
            .service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    assert!(
        !room
            .service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    assert!(recorder.take().is_empty());
    let row = db
        .store
        .analyses()
        .analysis(kibitz::model::GameId(game))
        .await
        .expect("read")
        .expect("queued");
    assert_eq!((row.moves, row.posted), (None, false), "still queued");
    // A minute on, it is tried again (and fails again, the same way).
    room.clock.advance(chrono::TimeDelta::seconds(61));
    assert!(
        !room
            .service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    db.drop_db().await;
}
on_each_database!(an_analysis_that_fails_waits_a_minute_before_it_is_tried_again);

/// A lichess variant's game goes to Fairy-Stockfish, with the variant
/// set: a game of crazyhouse lost to a blunder is analysed and credited
/// to it, and its record carries the engine's scores. A variant the
/// installed Fairy-Stockfish does not play (Debian's 11.1 has no atomic
/// chess) is refused saying so, and no board offers it.
async fn a_lichess_variants_game_is_analysed_by_fairy_stockfish(db: TestDb) {
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst(stockfish::stockfish(), 20_000)
        .with_variant_analyst(stockfish::fairy_stockfish(), 20_000);
    let game = room.start_game("alice", "bob", "crazyhouse").await;
    room.play(game, "alice", "bob", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#")
        .await;
    room.ok("bob", &format!("analyse #{game}")).await;
    let recorder = Recorder::default();
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    let told = recorder.take();
    assert_eq!(told.len(), 1);
    let text = &told[0].reply.text;
    assert!(
        text.contains(&format!(
            "Computer analysis of game #{game} (Fairy-Stockfish, 20000 nodes a position):"
        )),
        "{text}"
    );
    assert!(text.contains("3… Nf6??"), "{text}");
    let pgn = room.ok("alice", &format!("pgn #{game}")).await;
    let record = String::from_utf8(pgn.files[0].bytes.clone()).expect("UTF-8");
    assert!(record.contains("[Variant \"Crazyhouse\"]"), "{record}");
    assert!(
        record
            .replace('\n', " ")
            .contains("3... Nf6 $4 { [%eval #1] }"),
        "{record}"
    );
    // Atomic chess, where this Fairy-Stockfish does not play it.
    let fairy = kibitz_engine::uci::Uci::new(stockfish::fairy_stockfish());
    let plays_atomic = fairy
        .variants()
        .await
        .expect("Fairy-Stockfish starts")
        .iter()
        .any(|v| v == "atomic");
    let atomic = room.start_game("carol", "dave", "atomic").await;
    room.play(atomic, "carol", "dave", "e4 d5").await;
    room.ok("dave", &format!("resign #{atomic}")).await;
    let board = room.ok("dave", &format!("board #{atomic}")).await;
    let offered = board.buttons.iter().any(|b| b.label == "Analyse");
    if plays_atomic {
        assert!(offered, "{:?}", board.buttons);
        room.ok("dave", &format!("analyse #{atomic}")).await;
    } else {
        assert!(!offered, "{:?}", board.buttons);
        room.refused(
            "dave",
            &format!("analyse #{atomic}"),
            "I have no engine that plays atomic chess yet",
        )
        .await;
    }
    db.drop_db().await;
}
on_each_database!(a_lichess_variants_game_is_analysed_by_fairy_stockfish);

/// A full queue refuses, saying when to try again, and queues nothing;
/// a game asked for before still shows where it stands.
async fn a_full_queue_says_when_to_try_again_and_changes_nothing(db: TestDb) {
    let room = analysing_room(&db, 100_000);
    // Sixty games wait, queued straight in the store.
    let mut waiting = Vec::new();
    for n in 0..60 {
        let (white, black) = (format!("w{n}"), format!("b{n}"));
        let game = room.start_game(&white, &black, "").await;
        room.play(game, &white, &black, "e4").await;
        room.ok(&black, &format!("resign #{game}")).await;
        let row = room.row(game).await;
        let queued = db
            .store
            .analyses()
            .queue_analysis(
                (row.id, row.channel_id, row.white_id),
                chrono::Utc::now(),
                (100_000, 60),
            )
            .await
            .expect("queued");
        assert!(
            matches!(queued, kibitz::analysis::store::analyses::Queued::Now { ahead } if ahead == n),
            "{queued:?}"
        );
        waiting.push((game, white));
    }
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "f3 e5 g4 Qh4#").await;
    let refusal = room
        .refused(
            "alice",
            &format!("analyse #{game}"),
            "60 games wait for analysis already",
        )
        .await;
    assert!(
        refusal.text.contains("Try again in about 30 minutes."),
        "{}",
        refusal.text
    );
    assert!(
        db.store
            .analyses()
            .analysis(kibitz::model::GameId(game))
            .await
            .expect("read")
            .is_none(),
        "nothing queued"
    );
    // One asked for before is not refused: it says it waits.
    let (first, white) = &waiting[0];
    let answer = room.ok(white, &format!("analyse #{first}")).await;
    assert!(
        answer.text.contains("queued for analysis already"),
        "{}",
        answer.text
    );
    db.drop_db().await;
}
on_each_database!(a_full_queue_says_when_to_try_again_and_changes_nothing);

/// Anyone may ask for a finished game's analysis: a spectator who reads
/// Russian, in a chat with no language of its own, gets the result in
/// Russian, credited to the engine.
async fn a_spectators_request_is_answered_in_the_spectators_language(db: TestDb) {
    let room = analysing_room(&db, 5_000);
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "f3 e5 g4 Qh4#").await;
    room.ok("carol", "set language ru").await;
    let queued = room.ok("carol", &format!("analyse #{game}")).await;
    assert!(
        queued.text.contains("поставлена в очередь на анализ"),
        "{}",
        queued.text
    );
    let recorder = Recorder::default();
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    let told = recorder.take();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].reply.text.contains(&format!(
            "Компьютерный анализ партии #{game} (Stockfish, 5000 узлов на позицию):"
        )),
        "{}",
        told[0].reply.text
    );
    db.drop_db().await;
}
on_each_database!(a_spectators_request_is_answered_in_the_spectators_language);

/// Immortal chess and chess football, which no UCI engine plays, are
/// analysed by our own search: every move scored, the same analysis
/// twice, and the moves it disagrees with judged on lichess's scale.
#[test]
fn our_own_games_are_analysed_by_our_search_the_same_every_time() {
    use kibitz::analysis::game::analyse_ours;
    for variant in [Variant::Immortal, Variant::Football] {
        let game = self_played(variant, 80);
        let started = std::time::Instant::now();
        let analysis = analyse_ours(&game);
        let took = started.elapsed();
        assert_eq!(analysis.moves.len(), game.history().len(), "{variant}");
        assert_eq!(analyse_ours(&game), analysis, "{variant}: the same twice");
        assert!(
            analysis.moves.iter().any(|m| m.better.is_some()),
            "{variant}: some move was not our search's choice"
        );
        assert!(analysis.accuracy.is_some(), "{variant}");
        eprintln!(
            "{variant}: {} moves analysed in {took:?}",
            game.history().len()
        );
    }
}

/// A process without Stockfish leaves a chess game's analysis to one that
/// has it (it neither claims nor delays it), and does the analyses its
/// own search can.
async fn a_process_claims_only_the_analyses_its_engines_can_do(db: TestDb) {
    let room = analysing_room(&db, 5_000);
    let chess = room.start_game("alice", "bob", "").await;
    room.play(chess, "alice", "bob", "f3 e5 g4 Qh4#").await;
    room.ok("alice", &format!("analyse #{chess}")).await;
    let plain = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    assert!(
        !plain
            .service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look"),
        "nothing this process can do"
    );
    // Our own games it analyses; the chess game goes to Stockfish's at
    // once (had the first process claimed it, it would wait a minute).
    let immortal = plain.start_game("carol", "dave", "immortal").await;
    plain
        .play(immortal, "carol", "dave", &immortal_opening(6))
        .await;
    plain.ok("dave", &format!("resign #{immortal}")).await;
    plain.ok("dave", &format!("analyse #{immortal}")).await;
    assert!(
        plain
            .service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    assert!(
        room.service
            .analyses()
            .analyse_next(&recorder)
            .await
            .expect("a look")
    );
    let told: Vec<Option<i64>> = recorder
        .take()
        .iter()
        .map(|n| n.game_id.map(|g| g.get()))
        .collect();
    assert_eq!(told, [Some(immortal), Some(chess)]);
    db.drop_db().await;
}
on_each_database!(a_process_claims_only_the_analyses_its_engines_can_do);
