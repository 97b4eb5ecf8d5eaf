//! The store on a real SQLite file and a real Postgres: players and
//! channels, games written and read back, optimistic locking under races,
//! and a game surviving a reopened store.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use kibitz::model::Platform;
use std::sync::Arc;

use kibitz::challenges::store::challenges::{ChallengeEnd, NewChallenge};
use kibitz::chat::{Actor, Place};
use kibitz::store::{GameRow, GameStatus, NewGame, Store, StoreError};
use kibitz_rules::{Color, EndReason, Outcome};
use support::TestDb;

async fn new_game(store: &Store) -> GameRow {
    let channel = store
        .channel(&Place::new(Platform::Console, "room"))
        .await
        .expect("channel");
    let alice = store
        .player(&Actor::new(Platform::Console, "alice", "Alice"))
        .await
        .expect("player");
    let bob = store
        .player(&Actor::new(Platform::Console, "bob", "Bob"))
        .await
        .expect("player");
    store
        .games()
        .create_game(
            &NewGame {
                channel_id: channel,
                also_channel_id: None,
                also_for: None,
                board_owed_in: None,
                variant: kibitz_rules::Variant::Standard,
                white_id: alice.id,
                black_id: bob.id,
                start_state: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
                moves: String::new(),
                state: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
                days_per_move: Some(3),
                clock_base: None,
                clock_increment: None,
                clock_ms: kibitz_rules::ByColor::default(),
                turn_started_at: None,
                deadline: None,
                bot_level: None,
                rated: false,
                set_up_plies: 0,
                created_at: chrono::Utc::now(),
            },
            None,
        )
        .await
        .expect("game created")
}

async fn players_and_channels_are_created_once_and_names_kept_current(db: TestDb) {
    let store = &db.store;
    let first = store
        .player(&Actor::new(Platform::Telegram, "42", "Ann"))
        .await
        .expect("created");
    let again = store
        .player(&Actor::new(Platform::Telegram, "42", "Anna"))
        .await
        .expect("found");
    assert_eq!(first.id, again.id, "{}", db.kind());
    assert_eq!(again.display_name, "Anna");
    assert_eq!((again.language.code(), again.theme.name()), ("en", "brown"));
    let other = store
        .player(&Actor::new(Platform::Discord, "42", "Ann"))
        .await
        .expect("created");
    assert_ne!(
        other.id, first.id,
        "the same id on another platform is another player"
    );
    let c1 = store
        .channel(&Place::new(Platform::Telegram, "-100"))
        .await
        .expect("channel");
    assert_eq!(
        store
            .channel(&Place::new(Platform::Telegram, "-100"))
            .await
            .expect("channel"),
        c1
    );
    db.drop_db().await;
}
on_each_database!(players_and_channels_are_created_once_and_names_kept_current);

async fn a_game_reads_back_as_written_and_lists_among_active_games(db: TestDb) {
    let store = &db.store;
    let game = new_game(store).await;
    assert_eq!(game.moves, "");
    assert_eq!(game.state, game.start_state);
    assert_eq!((game.status.name(), game.version), ("active", 0));
    assert_eq!(game.days_per_move, Some(3));
    assert_eq!(
        store.game(game.id).await.expect("read"),
        Some(game.clone()),
        "{}",
        db.kind()
    );
    assert_eq!(
        store
            .game(kibitz::model::GameId(game.id.get() + 1000))
            .await
            .expect("read"),
        None
    );
    let active = store
        .games()
        .active_games(game.channel_id, game.white_id)
        .await
        .expect("listed");
    assert_eq!(active, vec![game.clone()]);

    let deadline = chrono::DateTime::parse_from_rfc3339("2026-11-25T12:00:00Z")
        .expect("a time")
        .with_timezone(&chrono::Utc);
    let moved = GameRow {
        moves: "e2e4".into(),
        state: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into(),
        deadline: Some(deadline),
        ..game.clone()
    };
    let stored = store
        .games()
        .update_game(&moved, None)
        .await
        .expect("updated")
        .expect("version matched");
    assert_eq!(stored.version, 1);
    assert_eq!(
        stored,
        GameRow {
            version: 1,
            ..moved.clone()
        },
        "{}",
        db.kind()
    );
    // The same update again names a version that is gone: refused.
    assert_eq!(
        store.games().update_game(&moved, None).await.expect("ran"),
        None
    );

    let finished = GameRow {
        status: GameStatus::Finished(Outcome::win(Color::White, EndReason::Resignation)),
        ..stored
    };
    store
        .games()
        .update_game(&finished, None)
        .await
        .expect("ran")
        .expect("current");
    assert!(
        store
            .games()
            .active_games(game.channel_id, game.white_id)
            .await
            .expect("listed")
            .is_empty()
    );
    db.drop_db().await;
}
on_each_database!(a_game_reads_back_as_written_and_lists_among_active_games);

async fn racing_updates_of_one_version_have_exactly_one_winner(db: TestDb) {
    let game = new_game(&db.store).await;
    // A second pool on the same database stands for a second process.
    let other = Store::connect(&db.url).await.expect("second pool");
    let stores = [db.store.clone(), other.clone()];
    let mut version = game.clone();
    for round in 0..10 {
        let tasks: Vec<_> = (0..16)
            .map(|i| {
                let store = stores[i % 2].clone();
                let attempt = GameRow {
                    moves: format!("{} r{round}t{i}", version.moves).trim().to_owned(),
                    ..version.clone()
                };
                tokio::spawn(async move { store.games().update_game(&attempt, None).await })
            })
            .collect();
        let mut winners = Vec::new();
        for task in tasks {
            if let Some(row) = task.await.expect("task ran").expect("no database error") {
                winners.push(row);
            }
        }
        assert_eq!(winners.len(), 1, "{} round {round}", db.kind());
        version = winners.pop().expect("one winner");
        assert_eq!(version.version, round + 1);
    }
    let stored = db.store.game(game.id).await.expect("read").expect("exists");
    assert_eq!(
        stored.moves.split(' ').count(),
        10,
        "every round added exactly one"
    );
    other.close().await;
    db.drop_db().await;
}
on_each_database!(
    racing_updates_of_one_version_have_exactly_one_winner,
    flavor = "multi_thread",
    worker_threads = 4
);

async fn a_game_survives_closing_and_reopening_the_store(db: TestDb) {
    let game = new_game(&db.store).await;
    let moved = GameRow {
        moves: "e2e4 e7e5".into(),
        ..game.clone()
    };
    let stored = db
        .store
        .games()
        .update_game(&moved, None)
        .await
        .expect("ran")
        .expect("current");
    db.store.close().await;
    let reopened = Arc::new(Store::connect(&db.url).await.expect("reopens"));
    assert_eq!(
        reopened.game(game.id).await.expect("read"),
        Some(stored),
        "{}",
        db.kind()
    );
    reopened.close().await;
    db.drop_db().await;
}
on_each_database!(a_game_survives_closing_and_reopening_the_store);

#[tokio::test]
async fn a_url_of_an_unknown_kind_is_refused() {
    let err = Store::connect("mysql://localhost/kibitz")
        .await
        .expect_err("refused");
    assert!(matches!(err, StoreError::Url(_)));
    assert!(err.to_string().contains("postgres:// or sqlite:"));
}

async fn open_challenge(
    store: &Store,
) -> (kibitz::challenges::store::challenges::ChallengeRow, NewGame) {
    let channel = store
        .channel(&Place::new(Platform::Console, "room"))
        .await
        .expect("channel");
    let alice = store
        .player(&Actor::new(Platform::Console, "alice", "Alice"))
        .await
        .expect("player");
    let bob = store
        .player(&Actor::new(Platform::Console, "bob", "Bob"))
        .await
        .expect("player");
    let challenge = store
        .challenges()
        .create_challenge(
            &NewChallenge {
                channel_id: channel,
                challenger_id: alice.id,
                challenged_id: None,
                variant: kibitz_rules::Variant::Atomic,
                color: kibitz::model::ColorChoice::White,
                days_per_move: None,
                clock_base: None,
                clock_increment: None,
                start_state: None,
                start_moves: String::new(),
                rated: true,
                notice_at: None,
                seek_until: None,
                seek_rating: None,
                seek_min: None,
                seek_max: None,
                by_link: false,
            },
            None,
        )
        .await
        .expect("posted");
    let game = NewGame {
        channel_id: channel,
        also_channel_id: None,
        also_for: None,
        board_owed_in: None,
        variant: kibitz_rules::Variant::Atomic,
        white_id: alice.id,
        black_id: bob.id,
        start_state: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        moves: String::new(),
        state: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        days_per_move: None,
        clock_base: None,
        clock_increment: None,
        clock_ms: kibitz_rules::ByColor::default(),
        turn_started_at: None,
        deadline: None,
        bot_level: None,
        rated: false,
        set_up_plies: 0,
        created_at: chrono::Utc::now(),
    };
    (challenge, game)
}

async fn a_challenge_is_listed_until_it_is_answered_once(db: TestDb) {
    let store = &db.store;
    let (challenge, game) = open_challenge(store).await;
    assert_eq!(challenge.status.name(), "open");
    assert_eq!(
        store
            .challenges()
            .open_challenges(challenge.channel_id)
            .await
            .expect("listed"),
        vec![challenge.clone()]
    );
    assert_eq!(
        store
            .challenges()
            .challenge(challenge.id)
            .await
            .expect("read"),
        Some(challenge.clone())
    );

    let created = store
        .challenges()
        .accept_challenge(&challenge, &game, None)
        .await
        .expect("ran")
        .expect("accepted");
    assert_eq!(
        (created.variant.name(), created.status.name()),
        ("atomic", "active"),
        "{}",
        db.kind()
    );
    assert!(
        store
            .challenges()
            .open_challenges(challenge.channel_id)
            .await
            .expect("listed")
            .is_empty()
    );
    // Every later answer to the same challenge is refused and changes nothing.
    assert_eq!(
        store
            .challenges()
            .accept_challenge(&challenge, &game, None)
            .await
            .expect("ran"),
        None
    );
    assert_eq!(
        store
            .challenges()
            .end_challenge(&challenge, ChallengeEnd::Declined)
            .await
            .expect("ran"),
        None
    );
    let now = store
        .challenges()
        .challenge(challenge.id)
        .await
        .expect("read")
        .expect("exists");
    assert_eq!((now.status.name(), now.version), ("accepted", 1));

    let (second, _) = open_challenge(store).await;
    let cancelled = store
        .challenges()
        .end_challenge(&second, ChallengeEnd::Cancelled)
        .await
        .expect("ran")
        .expect("open");
    assert_eq!(cancelled.status.name(), "cancelled");
    assert_eq!(
        store
            .challenges()
            .accept_challenge(&second, &game, None)
            .await
            .expect("ran"),
        None,
        "no game from a cancelled challenge"
    );
    db.drop_db().await;
}
on_each_database!(a_challenge_is_listed_until_it_is_answered_once);

async fn many_accepting_at_once_make_exactly_one_game(db: TestDb) {
    let (challenge, game) = open_challenge(&db.store).await;
    let other = Store::connect(&db.url).await.expect("second pool");
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let store = if i % 2 == 0 {
                db.store.clone()
            } else {
                other.clone()
            };
            let (challenge, game) = (challenge.clone(), game.clone());
            tokio::spawn(async move {
                if i % 5 == 4 {
                    store
                        .challenges()
                        .end_challenge(&challenge, ChallengeEnd::Declined)
                        .await
                        .map(|r| r.is_some())
                } else {
                    store
                        .challenges()
                        .accept_challenge(&challenge, &game, None)
                        .await
                        .map(|r| r.is_some())
                }
            })
        })
        .collect();
    let mut successes = 0;
    for task in tasks {
        if task.await.expect("task ran").expect("no database error") {
            successes += 1;
        }
    }
    assert_eq!(successes, 1, "{}", db.kind());
    let status = db
        .store
        .challenges()
        .challenge(challenge.id)
        .await
        .expect("read")
        .expect("exists")
        .status;
    let games = db
        .store
        .games()
        .active_games(game.channel_id, game.white_id)
        .await
        .expect("listed");
    match status.name() {
        "accepted" => assert_eq!(games.len(), 1),
        "declined" => assert!(games.is_empty()),
        other => panic!("status {other}"),
    }
    other.close().await;
    db.drop_db().await;
}
on_each_database!(
    many_accepting_at_once_make_exactly_one_game,
    flavor = "multi_thread",
    worker_threads = 4
);

async fn a_stored_value_no_type_knows_is_an_error_that_names_its_column(db: TestDb) {
    let game = new_game(&db.store).await;
    let sql = "UPDATE games SET variant = 'bughouse' WHERE id = $1";
    let changed = match &db.store {
        Store::Postgres(connections) => sqlx::query(sql)
            .bind(game.id)
            .execute(&mut *connections.checkout().await.expect("a connection"))
            .await
            .map(|done| done.rows_affected()),
        Store::Sqlite(pools) => sqlx::query(sql)
            .bind(game.id)
            .execute(&pools.writer)
            .await
            .map(|done| done.rows_affected()),
    };
    assert_eq!(changed.expect("a raw update"), 1);
    let error = db.store.game(game.id).await.expect_err("no such variant");
    assert!(matches!(error, StoreError::Database(_)), "{error}");
    assert!(
        error.to_string().contains("variant") && error.to_string().contains("bughouse"),
        "{}: {error}",
        db.kind()
    );
    db.drop_db().await;
}
on_each_database!(a_stored_value_no_type_knows_is_an_error_that_names_its_column);

async fn the_database_itself_refuses_a_game_value_outside_its_set(db: TestDb) {
    let game = new_game(&db.store).await;
    let run = |sql: String| {
        let store = &db.store;
        async move {
            match store {
                Store::Postgres(connections) => sqlx::query(&sql)
                    .bind(game.id)
                    .execute(&mut *connections.checkout().await.expect("a connection"))
                    .await
                    .map(|done| done.rows_affected()),
                Store::Sqlite(pools) => sqlx::query(&sql)
                    .bind(game.id)
                    .execute(&pools.writer)
                    .await
                    .map(|done| done.rows_affected()),
            }
        }
    };
    for (column, bad) in [
        ("status", "'paused'"),
        ("result", "'2-0'"),
        ("draw_offer", "'red'"),
        ("takeback_offer", "''"),
        ("rematch_offer", "'White'"),
        ("days_per_move", "4"),
        ("notice", "'reminder'"),
        ("bot_level", "9"),
        ("vacation_news", "'away'"),
    ] {
        let refused = run(format!("UPDATE games SET {column} = {bad} WHERE id = $1")).await;
        assert!(
            matches!(refused, Err(sqlx::Error::Database(_))),
            "{}: {column} = {bad} was taken: {refused:?}",
            db.kind()
        );
    }
    // The values each column may hold, and no value where one may be
    // missing, are taken.
    let fine = "UPDATE games SET status = 'finished', result = '1/2-1/2', end_reason = 'agreement', \
                draw_offer = 'white', takeback_offer = NULL, rematch_offer = 'black', \
                days_per_move = 14, notice = 'timeout', bot_level = 8, \
                vacation_news = 'back-black' WHERE id = $1";
    assert_eq!(
        run(fine.to_owned())
            .await
            .expect("allowed values are taken"),
        1
    );
    let row = db.store.game(game.id).await.expect("reads").expect("kept");
    assert!(
        matches!(row.status, GameStatus::Finished(_)),
        "{}: {:?}",
        db.kind(),
        row.status
    );
    assert_eq!(row.days_per_move, Some(14), "{}", db.kind());
    db.drop_db().await;
}
on_each_database!(the_database_itself_refuses_a_game_value_outside_its_set);

/// The migrations of one tree: number and name of each file.
fn migrations(tree: &str) -> Vec<(u32, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../migrations")
        .join(tree);
    let mut found: Vec<(u32, String)> = std::fs::read_dir(&dir)
        .expect("the migrations folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .map(|name| {
            let (number, rest) = name.split_once('_').expect("NNNN_name.sql");
            (number.parse().expect("a number"), rest.to_owned())
        })
        .collect();
    found.sort();
    found
}

#[test]
fn both_migration_trees_number_the_same_migrations_alike() {
    let postgres = migrations("postgres");
    assert_eq!(postgres, migrations("sqlite"));
    let numbers: Vec<u32> = postgres.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=postgres.len() as u32).collect::<Vec<_>>());
}

#[tokio::test]
async fn an_sqlite_file_migrated_under_the_old_numbers_migrates_on_with_its_games() {
    use sqlx::Connection as _;
    let db = TestDb::sqlite().await;
    let game = new_game(&db.store).await;
    db.store.close().await;
    // As a file recorded its migrations before the trees were numbered
    // alike: conditional moves as 13, vacation as 14, nothing else after.
    let mut old = sqlx::SqliteConnection::connect(&db.url)
        .await
        .expect("the file opens");
    for sql in [
        "DELETE FROM _sqlx_migrations WHERE version IN (13, 14, 17)",
        "UPDATE _sqlx_migrations SET version = 13 WHERE version = 15",
        "UPDATE _sqlx_migrations SET version = 14 WHERE version = 16",
    ] {
        sqlx::query(sql)
            .execute(&mut old)
            .await
            .expect("the records change");
    }
    old.close().await.expect("closes");
    for _ in 0..2 {
        let store = Store::connect(&db.url)
            .await
            .expect("the file migrates on, twice");
        let read = store.game(game.id).await.expect("reads");
        assert_eq!(read.map(|g| g.moves), Some(game.moves.clone()));
        store.close().await;
    }
    let mut now = sqlx::SqliteConnection::connect(&db.url)
        .await
        .expect("the file opens");
    let recorded: Vec<(i64, String)> =
        sqlx::query_as("SELECT version, description FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut now)
            .await
            .expect("the records read");
    now.close().await.expect("closes");
    let expected: Vec<(i64, String)> = migrations("sqlite")
        .into_iter()
        .map(|(n, name)| {
            let name = name.trim_end_matches(".sql").replace('_', " ");
            (i64::from(n), name)
        })
        .collect();
    assert_eq!(recorded, expected);
    db.drop_db().await;
}

async fn old_update_records_are_forgotten_in_batches_however_many_gathered(db: TestDb) {
    let now = chrono::Utc::now();
    let long_ago = now - chrono::TimeDelta::days(3);
    let sql = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12345) \
               INSERT INTO updates (platform, update_id, received_at, handled_at) \
               SELECT 'telegram', 'old' || i, $1, $1 FROM n";
    match &db.store {
        Store::Postgres(connections) => sqlx::query(sql)
            .bind(long_ago)
            .execute(&mut *connections.checkout().await.expect("a connection"))
            .await
            .map(|_| ()),
        Store::Sqlite(pools) => sqlx::query(sql)
            .bind(long_ago)
            .execute(&pools.writer)
            .await
            .map(|_| ()),
    }
    .expect("old records written");
    db.store
        .receive_update(Platform::Telegram, "new", None, now, ("a test", now))
        .await
        .expect("recorded");
    let pruned = db
        .store
        .prune_updates(now - chrono::TimeDelta::days(2))
        .await
        .expect("pruned");
    assert_eq!(pruned, 12_345, "{}", db.kind());
    let again = db
        .store
        .receive_update(Platform::Telegram, "new", None, now, ("another", now))
        .await
        .expect("read");
    assert_eq!(
        again,
        kibitz::store::Receipt::Claimed,
        "{}: the new record stays, claimed",
        db.kind()
    );
    db.drop_db().await;
}
on_each_database!(old_update_records_are_forgotten_in_batches_however_many_gathered);
