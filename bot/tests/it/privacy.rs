//! Privacy (#53, item 5): `forget me` deletes a player's personal data,
//! asked first and confirmed by them alone, and keeps their games under a
//! ghost's name so that their opponents' records and ratings stay whole.

use crate::support;
use crate::support::on_each_database;

use kibitz::chat::ButtonRole;
use kibitz::model::PlayerId;
use kibitz_rules::pgn::read_pgn;
use support::TestDb;
use support::room::{Room, user};

/// The player the store knows as the console user `name`, if any.
async fn known(db: &TestDb, name: &str) -> Option<kibitz::store::PlayerRow> {
    db.store
        .find_player(&user(name))
        .await
        .expect("the store answers")
}

async fn forget_me_keeps_the_games_under_a_ghosts_name(db: TestDb) {
    let room = Room::new(&db.store, "club");
    room.ok("alice", "set theme blue").await;
    let game = room.start_game("alice", "bob", "").await;
    // A game in progress needs her.
    room.refused(
        "alice",
        "forget me",
        &format!("Finish or resign your games in progress first (#{game})"),
    )
    .await;
    room.play(game, "alice", "bob", "f3 e5 g4 Qh4").await;
    let before = room.ok("bob", "top").await;
    assert!(before.text.contains("• alice 1338?"), "{}", before.text);
    room.ok("alice", "challenge @carol").await;
    room.refused("alice", "forget me", "open challenges first (#2)")
        .await;
    room.ok("alice", "cancel").await;

    let asked = room.ok("alice", "forget me").await;
    assert!(asked.is_private(), "the question is hers alone");
    assert!(
        asked.text.contains("alice, forget you?") && asked.text.contains("ghost-"),
        "{}",
        asked.text
    );
    let alice = known(&db, "alice").await.expect("alice is known");
    let payloads: Vec<String> = asked
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    let confirm = format!("forget confirm {}", alice.id.get());
    assert_eq!(payloads, [confirm.clone(), "forget cancel".to_owned()]);
    assert_eq!(asked.buttons[0].role, ButtonRole::Danger);
    // Bob pressing her Confirm forgets nobody.
    room.refused("bob", &confirm, "That question was for someone else")
        .await;
    let kept = room.ok("alice", "forget cancel").await;
    assert_eq!(kept.text, "Nothing was deleted.");
    assert!(known(&db, "alice").await.is_some());

    room.ok("alice", "forget me").await;
    let done = room.ok("alice", &confirm).await;
    let ghost = format!("ghost-{}", alice.id.get());
    assert!(
        done.text.contains("Kibitz no longer knows you") && done.text.contains(&ghost),
        "{}",
        done.text
    );
    // Her row stays for her games, with nothing of hers in it.
    let row = db
        .store
        .player_by_id(PlayerId(alice.id.get()))
        .await
        .expect("the store answers")
        .expect("the row stays");
    assert_eq!(row.display_name, ghost);
    assert_eq!(
        row.platform_user_id,
        format!("forgotten-{}", alice.id.get())
    );
    assert_eq!(row.username, None);
    assert_eq!(row.theme, kibitz::model::Theme::Brown);

    // The game's record names the ghost, with its result; Bob's rating
    // and history are whole.
    let pgn = room.ok("bob", &format!("pgn #{game}")).await;
    let file = pgn.files.into_iter().next().expect("a PGN file");
    let record = read_pgn(std::str::from_utf8(&file.bytes).expect("UTF-8")).expect("reads back");
    assert_eq!(record.tag("White"), Some(ghost.as_str()));
    assert_eq!(record.tag("Black"), Some("bob"));
    assert_eq!(record.tag("Result"), Some("0-1"));
    let history = room.ok("bob", "history").await;
    assert!(
        history.text.contains(&ghost) && history.text.contains(&format!("#{game}")),
        "{}",
        history.text
    );
    // No leaderboard lists her any more.
    let top = room.ok("bob", "top").await;
    assert!(
        top.text.contains("• bob 1662?")
            && !top.text.contains(&ghost)
            && !top.text.contains("1338"),
        "{}",
        top.text
    );
    // Alice speaking again is someone new: no games of the old ones.
    let profile = room.ok("alice", "profile").await;
    assert!(
        !profile.text.contains(&format!("#{game}")),
        "{}",
        profile.text
    );
    let new = known(&db, "alice").await.expect("alice is known again");
    assert_ne!(new.id, alice.id);
    db.drop_db().await;
}
on_each_database!(forget_me_keeps_the_games_under_a_ghosts_name);
