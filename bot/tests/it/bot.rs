//! Games against the bot through the real service on real stores: every
//! variant played to its end with the bot's answer in the same reply,
//! Stockfish for the classic family, no move once a game is over, draws
//! declined, takebacks granted, a move owed after a restart, and bad
//! input refused without a game being made.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use crate::support::stockfish;

use kibitz::chat::{Actor, Place};
use kibitz::model::Platform;
use kibitz::service::BOT_USER_ID;
use kibitz::store::{GameRow, NewGame};
use kibitz_engine::Opponent;
use kibitz_rules::{Color, Game, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::TestDb;
use support::room::Room;

/// The game as stored, rebuilt.
fn rebuild(row: &GameRow) -> Game {
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    Game::replay(row.variant, &row.start_state, &moves).expect("a stored game replays")
}

/// `who` plays random moves against the bot in `game` until it ends. After
/// every reply the bot has answered: it is `who`'s turn again, or the game
/// is over. The number of moves `who` made.
async fn play_out(room: &Room, who: &str, game: i64, seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut made = 0;
    loop {
        let row = room.row(game).await;
        if row.status.name() == "finished" {
            return made;
        }
        let position = rebuild(&row);
        let legal = position.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        let text = position.uci(mv);
        let reply = room.ok(who, &format!("move {text} #{game}")).await;
        made += 1;
        let after = room.row(game).await;
        let played = |r: &GameRow| r.moves.split_whitespace().count();
        if after.status.name() == "finished" {
            assert!(!reply.files.is_empty(), "the last reply carries the PGN");
            continue;
        }
        assert!(
            played(&after) >= played(&row) + 2,
            "the bot did not answer {text}: {}",
            reply.text
        );
        assert!(reply.text.contains("Kibitz (level"), "{}", reply.text);
        // A football line-up is told without a picture per placement.
        assert!(
            reply.board.is_some() || rebuild(&after).is_lining_up(),
            "a board with the answer"
        );
    }
}

/// The game a reply shows.
fn game_of(reply: &kibitz::chat::Reply) -> i64 {
    reply.board.as_ref().expect("a board").game_id.get()
}

#[tokio::test]
async fn every_variant_against_our_engine_to_the_end() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let color = if i.is_multiple_of(2) {
            "white"
        } else {
            "black"
        };
        let start = room
            .ok(
                "ann",
                &format!("play bot {} {color} level 1", variant.name()),
            )
            .await;
        assert!(
            start
                .text
                .contains("A game against Kibitz (level 1) begins"),
            "{}",
            start.text
        );
        let game = game_of(&start);
        let row = room.row(game).await;
        assert_eq!(row.bot_level, Some(1));
        // With White, the bot's first move is in the reply that starts the game.
        let bot_moved = row.moves.split_whitespace().count();
        assert_eq!(bot_moved, usize::from(color == "black"), "{variant:?}");
        let made = play_out(&room, "ann", game, i as u64).await;
        let row = room.row(game).await;
        assert_eq!(row.status.name(), "finished", "{variant:?}");
        assert!(support::result(&row).is_some() && made > 0, "{variant:?}");
    }
    db.drop_db().await;
}

async fn stockfish_plays_in_the_service(db: TestDb) {
    let mut room = Room::new(&db.store, "room");
    room.service = room
        .service
        .clone()
        .with_opponent(Opponent::new(Some(stockfish::stockfish())));
    for (variant, seed) in [("standard", 1), ("chess960", 2)] {
        let start = room
            .ok("ann", &format!("play bot {variant} black level 2"))
            .await;
        let game = game_of(&start);
        assert!(
            start.text.contains("Kibitz (level 2) answers"),
            "{}",
            start.text
        );
        play_out(&room, "ann", game, seed).await;
        let row = room.row(game).await;
        // A random mover does not beat Stockfish.
        assert_eq!(support::result(&row), Some("1-0"), "{}: {row:?}", db.kind());
    }
    db.drop_db().await;
}
on_each_database!(stockfish_plays_in_the_service);

async fn the_bot_never_moves_in_a_finished_game(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let start = room.ok("ann", "play bot black level 2").await;
    let game = game_of(&start);
    room.ok("ann", "move e5").await;
    let before = room.row(game).await;
    assert_eq!(before.moves.split_whitespace().count(), 3);
    room.ok("ann", "resign").await;
    let board = room.ok("ann", &format!("board #{game}")).await;
    assert!(!board.text.contains("answers"), "{}", board.text);
    let after = room.row(game).await;
    assert_eq!(after.moves, before.moves, "{}", db.kind());
    assert_eq!(support::result(&after), Some("1-0"));
    room.refused("ann", &format!("move d5 #{game}"), "is over")
        .await;
    assert_eq!(room.row(game).await.moves, before.moves);
    db.drop_db().await;
}
on_each_database!(the_bot_never_moves_in_a_finished_game);

#[tokio::test]
async fn draws_declined_takebacks_granted_aborts_allowed() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    let game = game_of(&room.ok("ann", "play bot white level 4").await);
    room.ok("ann", "move e4").await;
    let row = room.row(game).await;
    assert_eq!(row.moves.split_whitespace().count(), 2);
    room.refused("ann", "draw", "plays on").await;
    assert_eq!(room.row(game).await.draw_offer, None);
    let back = room.ok("ann", "takeback").await;
    assert!(back.text.contains("2 moves taken back"), "{}", back.text);
    assert_eq!(room.row(game).await.moves, "");
    room.ok("ann", "move d4").await;
    assert!(room.row(game).await.moves.starts_with("d2d4 "));
    room.refused("ann", "abort", "").await;
    // A new game: abort before the second move.
    room.ok("ann", "resign").await;
    let game = game_of(&room.ok("ann", "play bot white").await);
    assert_eq!(
        room.row(game).await.bot_level,
        Some(3),
        "level 3 by default"
    );
    room.ok("ann", "abort").await;
    assert_eq!(room.row(game).await.status.name(), "finished");
    db.drop_db().await;
}

async fn a_move_owed_by_the_bot_is_played_when_the_game_is_next_seen(db: TestDb) {
    let room = Room::new(&db.store, "room");
    // A game made as a stopped process would have left it: the bot
    // has White and has not moved.
    let ann = db
        .store
        .player(&Actor::new(Platform::Console, "ann", "ann"))
        .await
        .expect("a player");
    let bot = db
        .store
        .player(&Actor::new(Platform::Console, BOT_USER_ID, "Kibitz"))
        .await
        .expect("the bot");
    let channel = db
        .store
        .channel(&Place::new(Platform::Console, "room"))
        .await
        .expect("a channel");
    let row = db
        .store
        .games()
        .create_game(
            &NewGame {
                channel_id: channel,
                also_channel_id: None,
                also_for: None,
                board_owed_in: None,
                variant: kibitz_rules::Variant::Immortal,
                white_id: bot.id,
                black_id: ann.id,
                start_state: Game::new(Variant::Immortal).start_state(),
                moves: String::new(),
                state: Game::new(Variant::Immortal).state(),
                days_per_move: None,
                clock_base: None,
                clock_increment: None,
                clock_ms: kibitz_rules::ByColor::default(),
                turn_started_at: None,
                deadline: None,
                bot_level: Some(5),
                rated: false,
                set_up_plies: 0,
                created_at: chrono::Utc::now(),
            },
            None,
        )
        .await
        .expect("a game");
    let board = room.ok("ann", "board").await;
    assert!(
        board.text.contains("Kibitz (level 5) answers"),
        "{}",
        board.text
    );
    let after = room.row(row.id).await;
    assert_eq!(after.moves.split_whitespace().count(), 1);
    assert_eq!(rebuild(&after).turn(), Color::Black);
    db.drop_db().await;
}
on_each_database!(a_move_owed_by_the_bot_is_played_when_the_game_is_next_seen);

#[tokio::test]
async fn bad_requests_for_a_bot_game_are_refused_and_make_nothing() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    room.refused("ann", "play bot level 9", "from 1 to 8, not `9`")
        .await;
    room.refused("ann", "play bot level", "Which level?").await;
    room.refused("ann", "challenge bot level 2 level 3", "two levels")
        .await;
    room.refused(
        "ann",
        "challenge @bob level 3",
        "A level is for games against me",
    )
    .await;
    room.refused("ann", "play bot @bob", "two opponents").await;
    room.refused("ann", "play bot shogi", "shogi").await;
    let games = room.say("ann", "games mine").await;
    assert!(games.text.contains("no active games"), "{}", games.text);
    // `level` alone means the bot, and the mention form works too.
    let game = game_of(&room.ok("ann", "challenge level 2 white").await);
    assert_eq!(room.row(game).await.bot_level, Some(2));
    room.ok("ann", "resign").await;
    let game = game_of(&room.ok("ann", "challenge @Kibitz racingkings white").await);
    assert_eq!(room.row(game).await.variant.name(), "racingkings");
    db.drop_db().await;
}
