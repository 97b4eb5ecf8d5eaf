//! A game played elsewhere, or a position, pasted after `analyse`: kept as
//! a finished game of its own number named as its record names its
//! players, drawn with its replay, analysed by a real Stockfish like any
//! game, its record exported with its own tags and the engine's; what
//! does not read, or what no engine here analyses, is refused and keeps
//! nothing.

use crate::support;
use crate::support::on_each_database;
use crate::support::stockfish;
use crate::support::tables::Tables;

use kibitz::analysis::store::imports::{Import, Imported};
use kibitz::clock::Clock as _;
use kibitz::model::GameId;
use kibitz::store::NewGame;
use kibitz_rules::ByColor;
use support::TestDb;
use support::recorder::Recorder;
use support::room::Room;

/// A game from lichess as its export pastes it: tags a line each, clocks
/// and evaluations in comments (with a mate's `#`), a NAG, a result.
const LICHESS_GAME: &str = "[Event \"Casual game\"]\n\
    [Site \"https://lichess.org/AbCdEfGh\"]\n\
    [Date \"2024.01.02\"]\n\
    [White \"Anna\"]\n\
    [Black \"Boris\"]\n\
    [Result \"1-0\"]\n\
    [WhiteElo \"1800\"]\n\
    [Termination \"Normal\"]\n\
    \n\
    1. e4 { [%eval 0.3] [%clk 0:05:00] } 1... e5 { [%eval 0.25] } 2. Qh5 Nc6 \
    3. Bc4 Nf6?? { [%eval #1] } 4. Qxf7# 1-0\n";

/// The number a reply names first (`Game #12: ...`).
fn game_named(text: &str) -> i64 {
    let at = text.find('#').expect("a game's number");
    text[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("a number")
}

/// A room in a club whose service analyses with Stockfish.
fn analysing_room(db: &TestDb) -> Room {
    let mut room = Room::new(&db.store, "club");
    room.service = room
        .service
        .clone()
        .with_analyst(stockfish::stockfish(), 20_000);
    room
}

async fn a_pasted_game_is_kept_drawn_and_analysed_like_a_game_played_here(db: TestDb) {
    let room = analysing_room(&db);
    let pasted = room.ok("carol", &format!("analyse\n{LICHESS_GAME}")).await;
    let game = game_named(&pasted.text);
    for part in [
        &format!("Game #{game}: Anna – Boris, pasted for analysis; it is next in the queue."),
        "White wins by checkmate.",
    ] {
        assert!(pasted.text.contains(part), "{part}: {}", pasted.text);
    }
    assert!(pasted.board.is_some(), "its board");
    assert_eq!(
        pasted.files.iter().map(|f| f.mime).collect::<Vec<_>>(),
        ["image/gif"],
        "its replay"
    );
    assert!(
        pasted.buttons.iter().all(|b| b.label != "Rematch"),
        "no one here to play it again: {:?}",
        pasted.buttons
    );
    // Never rated, in no one's history.
    assert!(
        db.store
            .standing()
            .results_of_game(GameId(game))
            .await
            .expect("read")
            .is_empty()
    );
    // Queued with it: asked again, it waits.
    let waiting = room.ok("dave", &format!("analyse #{game}")).await;
    assert!(
        waiting.text.contains("queued for analysis already"),
        "{}",
        waiting.text
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
    let text = &told[0].reply.text;
    for part in [
        &format!("Computer analysis of game #{game} (Stockfish, 20000 nodes a position):"),
        "Anna (white): accuracy ",
        "Boris (black): accuracy ",
        "3… Nf6?? — ",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    assert_eq!(told[0].reply.files.len(), 1, "with its graph");
    // Its record: its own names, event, site, date and other tags, the
    // opening found here, the engine's scores and judgements.
    let pgn = room.ok("carol", &format!("pgn #{game}")).await;
    let record = String::from_utf8(pgn.files[0].bytes.clone()).expect("UTF-8");
    for part in [
        "[Event \"Casual game\"]",
        "[Site \"https://lichess.org/AbCdEfGh\"]",
        "[Date \"2024.01.02\"]",
        "[White \"Anna\"]",
        "[Black \"Boris\"]",
        "[Result \"1-0\"]",
        "[WhiteElo \"1800\"]",
        "[Opening \"King's Pawn Game: Wayward Queen Attack\"]",
        "3... Nf6 $4 { [%eval #1] }",
    ] {
        assert!(record.contains(part), "{part}: {record}");
    }
    assert_eq!(record.matches("[Termination ").count(), 1, "{record}");
    let read = support::python_chess::read_moves(&record);
    assert_eq!(read.lines().nth(5), Some("Nf6 #+1 4"), "{read}");
    db.drop_db().await;
}
on_each_database!(a_pasted_game_is_kept_drawn_and_analysed_like_a_game_played_here);

async fn a_pasted_position_is_judged_by_its_score_and_best_move(db: TestDb) {
    let room = analysing_room(&db);
    // Black's back rank: White mates in one.
    let pasted = room
        .ok("carol", "analyse 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
        .await;
    let game = game_named(&pasted.text);
    assert!(
        pasted
            .text
            .contains(&format!("Game #{game}: White – Black, pasted")),
        "{}",
        pasted.text
    );
    assert!(
        pasted.text.contains("The record stops here"),
        "{}",
        pasted.text
    );
    assert!(pasted.board.is_some());
    assert!(pasted.files.is_empty(), "nothing to replay");
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
        told[0]
            .reply
            .text
            .contains("The position: #1 (White's side); the best move is Ra8#."),
        "{}",
        told[0].reply.text
    );
    assert!(told[0].reply.files.is_empty(), "no moves to graph");
    db.drop_db().await;
}
on_each_database!(a_pasted_position_is_judged_by_its_score_and_best_move);

async fn what_cannot_be_pasted_is_refused_saying_why_and_keeps_nothing(db: TestDb) {
    let room = analysing_room(&db);
    let first = room.ok("carol", "analyse 1. f3 e5 2. g4 Qh4# 0-1").await;
    let next = GameId(game_named(&first.text) + 1);
    for (text, why) in [
        (
            "analyse 1. e4 e5 2. Ke3",
            "The record's move 2. Ke3 cannot be played",
        ),
        (
            "analyse [Variant \"Bughouse\"] 1. e4",
            "a variant I do not play: Bughouse",
        ),
        (
            "analyse [White \"Anna\" 1. e4",
            "tag on line 1 does not read",
        ),
        ("analyse [Event \"Club\"]", "has no moves"),
        ("analyse 1. f3 e5 2. g4 Qh4# 1-0", "The record says 1-0"),
        (
            "analyse rnbqkbnr/pppppppp/8/8 w KQkq - 0 1",
            "no position of standard chess",
        ),
        (
            "analyse atomic rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "apt-get install fairy-stockfish",
        ),
    ] {
        room.refused("carol", text, why).await;
    }
    let long = format!("analyse {}", "1. e4 ".repeat(1300));
    room.refused("carol", &long, "That record is too long")
        .await;
    // In Russian, the same refusal in Russian.
    room.ok("carol", "set language ru").await;
    room.refused(
        "carol",
        "analyse 1. e4 e5 2. Ke3",
        "Ход записи 2. Ke3 сделать нельзя",
    )
    .await;
    assert_eq!(
        db.store.game(next).await.expect("read"),
        None,
        "nothing kept"
    );
    // A queue that holds no more keeps no game either.
    let kept = db
        .store
        .game(GameId(next.get() - 1))
        .await
        .expect("read")
        .expect("the first pasted game");
    let import = Import {
        game: NewGame {
            channel_id: kept.channel_id,
            also_channel_id: None,
            also_for: None,
            board_owed_in: None,
            variant: kept.variant,
            white_id: kept.white_id,
            black_id: kept.black_id,
            start_state: kept.start_state.clone(),
            moves: kept.moves.clone(),
            state: kept.state.clone(),
            days_per_move: None,
            clock_base: None,
            clock_increment: None,
            clock_ms: ByColor::default(),
            turn_started_at: None,
            deadline: None,
            bot_level: None,
            rated: false,
            set_up_plies: 0,
            created_at: chrono::Utc::now(),
        },
        outcome: kept.status.outcome().expect("finished"),
        by: kept.imported_by.expect("pasted"),
        tags: String::new(),
    };
    let full = db
        .store
        .analyses()
        .import_game(&import, kept.channel_id, room.clock.now(), (1_000, 1), None)
        .await
        .expect("asked");
    assert_eq!(full, Imported::Full { waiting: 1 });
    assert_eq!(
        db.store.game(next).await.expect("read"),
        None,
        "nothing kept"
    );
    db.drop_db().await;
}
on_each_database!(what_cannot_be_pasted_is_refused_saying_why_and_keeps_nothing);
