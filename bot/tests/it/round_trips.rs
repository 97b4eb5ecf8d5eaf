//! What a move costs the database, counted on the wire: a real Postgres
//! behind a proxy that reads the protocol as it passes (without TLS, so
//! that it can be read). A move in a game the bot knows is one read (the
//! author, the chat, the game and both players together) and one
//! conditional write (the version guard, and the mark of the chat update
//! it answers).

use crate::support;

use std::sync::atomic::Ordering;

use chrono::Utc;
use kibitz::model::Platform;
use kibitz::service::intake::Outcome;
use kibitz::store::{Receipt, Store};
use support::TestDb;
use support::proxy::{Proxy, in_front_of};
use support::room::Room;

/// A store on `db` through a counting proxy.
async fn counted(db: &TestDb) -> (Proxy, Store) {
    let (proxy, url) = in_front_of(&db.url).await;
    let mut url: url::Url = url.parse().expect("a URL");
    url.query_pairs_mut().append_pair("sslmode", "disable");
    let store = Store::connect(url.as_str())
        .await
        .expect("Postgres through the proxy");
    (proxy, store)
}

/// The round trips `work` makes (after the statements it may have
/// prepared before): its statements, and any check of a connection the
/// pool makes as it hands one out or takes it back.
async fn statements_of<F: Future>(proxy: &Proxy, work: F) -> (usize, F::Output) {
    let before = proxy.counts().read();
    let output = work.await;
    // A pool that checks a connection it takes back does so just after.
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    let after = proxy.counts().read();
    (after.0 + after.1 - before.0 - before.1, output)
}

#[tokio::test]
async fn a_move_takes_one_read_and_one_write() {
    let db = TestDb::postgres().await;
    let (proxy, store) = counted(&db).await;
    assert!(
        proxy.counts().statements.load(Ordering::SeqCst) > 0,
        "the proxy reads the protocol"
    );
    let room = Room::new(&store, "counted");
    let game = room.start_game("alice", "bob", "").await;
    // Statements are prepared on a connection's first use of them.
    room.play(game, "alice", "bob", "e4 e5 Nf3 Nc6").await;

    let (named, reply) =
        statements_of(&proxy, room.say("alice", &format!("move Bb5 #{game}"))).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    assert_eq!(named, 2, "a move naming its game");

    let (unnamed, reply) = statements_of(&proxy, room.say("bob", "move a6")).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    assert_eq!(unnamed, 2, "a move in the one game of its author here");

    let press = format!("move Ba4 #{game} ply:6");
    let (button, reply) = statements_of(&proxy, room.say("alice", &press)).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    assert_eq!(button, 2, "a move from a button");

    // A move answering a chat's update marks the update handled in the
    // same statement.
    let now = Utc::now();
    for id in ["1", "2"] {
        let receipt = store
            .receive_update(
                Platform::Telegram,
                id,
                None,
                now,
                ("a test", now + chrono::TimeDelta::seconds(20)),
            )
            .await
            .expect("recorded");
        assert_eq!(receipt, Receipt::Take);
    }
    room.play(game, "bob", "alice", "Nf6 O-O").await;
    let (delivered, outcome) =
        statements_of(&proxy, room.say_as_update("1", "bob", "move Be7")).await;
    let Outcome::Answered(reply) = outcome else {
        panic!("not answered: {outcome:?}");
    };
    assert!(!reply.is_refused(), "{}", reply.text);
    assert_eq!(delivered, 2, "a move answering an update");

    // The same update handled again changes nothing.
    let again = room.say_as_update("1", "alice", "move Re1").await;
    assert_eq!(again, Outcome::Replayed);
    assert_eq!(room.row(game).await.moves.split(' ').count(), 10);

    // A connection idle for a while is checked before it is used again.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (after_a_pause, reply) = statements_of(&proxy, room.say("alice", "move Re1")).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    assert_eq!(
        after_a_pause, 3,
        "a move after a pause: the check and the two"
    );
    store.close().await;
    db.drop_db().await;
}

/// What starting a game costs, step by step, for two players the bot has
/// never seen: the challenge (both players written, the challenge
/// inserted with the mark of its update), the acceptance (the game made
/// and the challenge closed in one statement) and the first move.
#[tokio::test]
async fn a_games_start_takes_few_round_trips() {
    let db = TestDb::postgres().await;
    let (proxy, store) = counted(&db).await;
    let room = Room::new(&store, "counted");
    // Statements are prepared on a connection's first use of them.
    let warm = room.start_game("erin", "frank", "").await;
    room.play(warm, "erin", "frank", "e4 e5").await;

    let (challenge, reply) =
        statements_of(&proxy, room.say("carol", "challenge @dave white")).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    let (accept, reply) = statements_of(&proxy, room.say("dave", "accept")).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    let (first, reply) = statements_of(&proxy, room.say("carol", "move e4")).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    let (second, reply) = statements_of(&proxy, room.say("dave", "move e5")).await;
    assert!(!reply.is_refused(), "{}", reply.text);
    println!(
        "round trips: challenge {challenge}, accept {accept}, first move {first}, second move {second}"
    );
    assert_eq!(second, 2, "a move");
    assert!(
        challenge <= 6,
        "a challenge between new players: {challenge}"
    );
    assert!(accept <= 4, "an acceptance: {accept}");
    assert!(first <= 2, "the first move: {first}");
    store.close().await;
    db.drop_db().await;
}
