//! Correspondence games on the clock, on real SQLite and Postgres stores:
//! reminders at 80% of a move's time and only once, time-outs with the
//! right result, a move just in time, a restart after a missed deadline,
//! two schedulers sharing one Postgres without doing anything twice; and
//! what correspondence players get beside the clock: more time, aborts
//! for silence, conditional moves, vacations.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use kibitz::model::{GameId, Platform};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use chrono::TimeDelta;
use kibitz::chat::{Actor, DeliveryError, Notice, NoticeKind, Outbox, Place, Recipient};
use kibitz::clock::{Clock, ManualClock};
use kibitz::service::Service;
use kibitz::service::schedule::Pass;
use kibitz::store::{NewGame, Store};
use support::TestDb;
use support::recorder::Recorder;
use support::room::{Room, start_time};
use tokio::sync::Notify;

const LEASE: TimeDelta = TimeDelta::minutes(2);

async fn pass(service: &Service, notifier: &dyn Outbox) -> Pass {
    service
        .run_due(notifier, 100, LEASE)
        .await
        .expect("a pass runs")
}

/// A correspondence game of `days` per move between alice (White) and
/// bob, started at the test's start time.
async fn correspondence(room: &Room, days: u8) {
    room.ok("alice", &format!("challenge @bob white days {days}"))
        .await;
    room.ok("bob", "accept").await;
}

async fn a_reminder_at_80_percent_of_the_time_and_only_once(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    correspondence(&room, 1).await;
    // The first move has no reminder; its deadline stands.
    room.clock.advance(TimeDelta::hours(20));
    assert_eq!(pass(&room.service, &recorder).await.reminded, 0);
    room.ok("alice", "move e4").await;
    // Bob has a day; 80% of it is 19 h 12 min.
    room.clock
        .advance(TimeDelta::hours(19) + TimeDelta::minutes(11));
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());
    room.clock.advance(TimeDelta::minutes(2));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.claimed, done.reminded), (1, 1), "{}", db.kind());
    let notices = recorder.take();
    assert_eq!(notices.len(), 1);
    let reminder = &notices[0];
    assert_eq!(reminder.kind, NoticeKind::Reminder);
    assert_eq!(reminder.to, Recipient::Channel(room.place.clone()));
    assert!(
        reminder
            .reply
            .text
            .starts_with("@bob, it is your move in game #1"),
        "{}",
        reminder.reply.text
    );
    assert!(
        reminder.reply.text.contains("4 hours 47 minutes left"),
        "{}",
        reminder.reply.text
    );
    assert!(reminder.reply.board.is_some());
    // Once per move.
    room.clock.advance(TimeDelta::hours(1));
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());
    assert!(recorder.take().is_empty());
    // Bob's move gives Alice her own reminder later.
    room.ok("bob", "move e5").await;
    room.clock.advance(TimeDelta::hours(20));
    assert_eq!(pass(&room.service, &recorder).await.reminded, 1);
    assert!(recorder.take()[0].reply.text.starts_with("@alice, it is"));
    db.drop_db().await;
}
on_each_database!(a_reminder_at_80_percent_of_the_time_and_only_once);

async fn at_the_deadline_the_player_to_move_loses_and_a_move_in_time_saves_the_game(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    correspondence(&room, 2).await;
    room.ok("alice", "move e4").await;
    // Bob moves a minute before his deadline: the game goes on.
    room.clock
        .advance(TimeDelta::days(2) - TimeDelta::minutes(1));
    recorder.take();
    pass(&room.service, &recorder).await;
    room.ok("bob", "move e5").await;
    room.clock.advance(TimeDelta::minutes(2));
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.timed_out, 0, "{}", db.kind());
    recorder.take();
    // Alice lets her two days run out.
    room.clock.advance(TimeDelta::days(2));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.timed_out, done.announced), (1, 1), "{}", db.kind());
    let notices = recorder.take();
    let timeout = notices
        .iter()
        .find(|n| n.kind == NoticeKind::Timeout)
        .expect("the time-out is announced");
    assert!(
        timeout.reply.text.starts_with("@alice ran out of time."),
        "{}",
        timeout.reply.text
    );
    assert!(
        timeout.reply.text.contains("Black wins by timeout."),
        "{}",
        timeout.reply.text
    );
    assert!(timeout.reply.board.is_some() && !timeout.reply.files.is_empty());
    let rematch: Vec<String> = timeout
        .reply
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(rematch, ["rematch #1"], "only a rematch is offered");
    let row = room.row(1).await;
    assert_eq!(
        (row.status.name(), support::result(&row)),
        ("finished", Some("0-1"))
    );
    assert_eq!(row.notice, None, "nothing is owed");
    // Done once: later passes find nothing.
    room.clock.advance(TimeDelta::days(1));
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());
    let late = room.say("alice", "move d4").await;
    assert!(late.is_refused(), "{}", late.text);
    db.drop_db().await;
}
on_each_database!(at_the_deadline_the_player_to_move_loses_and_a_move_in_time_saves_the_game);

/// A game from a position, on the store directly: from `fen`, the
/// players (alice White, bob Black) have played `moves` (UCI), one day
/// per move, the deadline a day after the start time.
async fn game_from(store: &Store, room: &Room, fen: &str, moves: &str) -> GameId {
    let mut game =
        kibitz_rules::Game::from_state(kibitz_rules::Variant::Standard, fen).expect("a position");
    for mv in moves.split_whitespace() {
        game.play_text(mv).expect("a legal move");
    }
    let white = store
        .player(&Actor::new(Platform::Console, "alice", "alice"))
        .await
        .expect("a player");
    let black = store
        .player(&Actor::new(Platform::Console, "bob", "bob"))
        .await
        .expect("a player");
    let channel = store
        .channel(&Place::new(Platform::Console, &room.place.channel_id))
        .await
        .expect("a channel");
    let game = store
        .games()
        .create_game(
            &NewGame {
                channel_id: channel,
                also_channel_id: None,
                also_for: None,
                board_owed_in: None,
                variant: kibitz_rules::Variant::Standard,
                white_id: white.id,
                black_id: black.id,
                start_state: fen.into(),
                moves: moves.into(),
                state: game.state(),
                days_per_move: Some(1),
                clock_base: None,
                clock_increment: None,
                clock_ms: kibitz_rules::ByColor::default(),
                turn_started_at: None,
                deadline: Some(start_time() + TimeDelta::days(1)),
                bot_level: None,
                rated: false,
                set_up_plies: 0,
                created_at: chrono::Utc::now(),
            },
            None,
        )
        .await
        .expect("a game");
    game.id
}

async fn out_of_time_against_a_bare_king_is_a_draw(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    // Both sides have moved; then alice, to move, runs out of time.
    let drawn = game_from(
        &db.store,
        &room,
        "3k4/8/8/8/8/8/8/R2K4 w - - 0 39",
        "d1e1 d8e8",
    )
    .await;
    let lost = game_from(
        &db.store,
        &room,
        "4k3/8/8/8/8/8/r7/3K4 w - - 0 39",
        "d1e1 a2a1",
    )
    .await;
    room.clock.advance(TimeDelta::days(1));
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.timed_out, 2, "{}", db.kind());
    let notices = recorder.take();
    let pgn_of = |game: GameId| {
        let notice = notices
            .iter()
            .find(|n| n.game_id == Some(game))
            .expect("the game's notice");
        let pgn = notice
            .reply
            .files
            .iter()
            .find(|f| f.name.ends_with(".pgn"))
            .expect("the record");
        String::from_utf8(pgn.bytes.clone()).expect("text")
    };
    assert!(
        pgn_of(drawn)
            .contains("[Termination \"Time forfeit, drawn: insufficient material to win\"]"),
        "{}",
        pgn_of(drawn)
    );
    assert!(
        pgn_of(lost).contains("[Termination \"Time forfeit\"]"),
        "{}",
        pgn_of(lost)
    );
    let results: HashMap<GameId, String> = notices
        .into_iter()
        .map(|n| (n.game_id.expect("a game"), n.reply.text))
        .collect();
    // The player left with a bare king is told why the game is drawn.
    assert!(
        results[&drawn].starts_with(
            "@alice ran out of time, but @bob has too little left to checkmate: the game is a draw."
        ),
        "{results:?}"
    );
    assert!(results[&drawn].contains("Draw by timeout."), "{results:?}");
    assert!(
        results[&lost].starts_with("@alice ran out of time."),
        "{results:?}"
    );
    assert!(
        results[&lost].contains("Black wins by timeout."),
        "{results:?}"
    );
    assert_eq!(support::result(&room.row(drawn).await), Some("1/2-1/2"));
    assert_eq!(support::result(&room.row(lost).await), Some("0-1"));
    db.drop_db().await;
}
on_each_database!(out_of_time_against_a_bare_king_is_a_draw);

/// As on lichess, a correspondence game in which a side never made its
/// first move in time is aborted, not lost: no result, no rating, no
/// history line; the chat is told why.
async fn a_side_that_never_makes_its_first_move_aborts_the_game(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    // Alice never moves as White.
    correspondence(&room, 1).await;
    // Bob answers 1. e4 with silence in the second game.
    room.ok("alice", "challenge @bob white days 2 rated").await;
    room.ok("bob", "accept").await;
    room.ok("alice", "move e4 #2").await;
    room.clock
        .advance(TimeDelta::days(2) + TimeDelta::minutes(1));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.timed_out, done.announced), (2, 2), "{}", db.kind());
    let notices = recorder.take();
    let text_of = |game: i64| {
        notices
            .iter()
            .find(|n| n.game_id == Some(GameId(game)) && n.kind == NoticeKind::Timeout)
            .map(|n| n.reply.text.clone())
            .expect("the end is announced")
    };
    assert!(
        text_of(1).starts_with(
            "@alice made no first move in time: the game is aborted, and counts for nobody."
        ),
        "{}",
        text_of(1)
    );
    assert!(
        text_of(2).starts_with("@bob made no first move in time"),
        "{}",
        text_of(2)
    );
    for id in [1, 2] {
        let row = room.row(id).await;
        assert_eq!(row.status.name(), "finished", "{}", db.kind());
        assert_eq!(
            row.status.outcome(),
            Some(kibitz_rules::Outcome::draw(
                kibitz_rules::EndReason::Aborted
            ))
        );
        let lines = db
            .store
            .standing()
            .results_of_game(GameId(id))
            .await
            .expect("read");
        assert!(
            lines.is_empty(),
            "an aborted game counts for nobody: {lines:?}"
        );
    }
    // Once both have moved, running out of time loses as before.
    room.ok("alice", "challenge @bob white days 1").await;
    room.ok("bob", "accept").await;
    room.ok("alice", "move d4 #3").await;
    room.ok("bob", "move d5 #3").await;
    room.clock
        .advance(TimeDelta::days(1) + TimeDelta::minutes(1));
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.timed_out, 1, "{}", db.kind());
    assert_eq!(support::result(&room.row(3).await), Some("0-1"));
    db.drop_db().await;
}
on_each_database!(a_side_that_never_makes_its_first_move_aborts_the_game);

/// `moretime` gives the opponent one more day on the move they are to
/// make: the deadline and the reminder move with it, the reply says so
/// (with the time now left), and the scheduler keeps to the new deadline.
async fn more_time_moves_the_opponents_deadline_by_a_day(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    correspondence(&room, 2).await;
    room.ok("alice", "move e4").await;
    room.ok("bob", "move e5").await;
    room.ok("alice", "move Nf3").await;
    let given = room.ok("alice", "moretime").await;
    assert!(
        given
            .text
            .contains("alice gives bob one more day for this move."),
        "{}",
        given.text
    );
    assert!(
        given.text.contains("3 days 0 hours left."),
        "{}",
        given.text
    );
    let row = room.row(1).await;
    assert_eq!(row.deadline, Some(start_time() + TimeDelta::days(3)));
    assert_eq!(
        row.remind_at,
        Some(start_time() + TimeDelta::days(3) - TimeDelta::days(2) / 5)
    );
    // Only for the side not to move, and only in games with a clock.
    room.refused("bob", "moretime", "It is your move").await;
    room.refused("carol", "moretime #1", "You are not playing in game #1")
        .await;
    room.ok("alice", "challenge @carol").await;
    room.ok("carol", "accept").await;
    room.refused("alice", "moretime #2", "on a clock or with days per move")
        .await;
    // Bob's old deadline passes: the game goes on.
    room.clock
        .advance(TimeDelta::days(2) + TimeDelta::minutes(1));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.timed_out, done.reminded), (0, 0), "{}", db.kind());
    // The reminder comes at 80% of the usual time before the new one.
    // (2.6 days after the start).
    room.clock
        .advance(TimeDelta::hours(14) + TimeDelta::minutes(30));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.timed_out, done.reminded), (0, 1), "{}", db.kind());
    // And the new deadline is kept.
    room.clock
        .advance(TimeDelta::hours(9) + TimeDelta::minutes(30));
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.timed_out, 1, "{}", db.kind());
    assert_eq!(support::result(&room.row(1).await), Some("1-0"));
    db.drop_db().await;
}
on_each_database!(more_time_moves_the_opponents_deadline_by_a_day);

/// Conditional moves: Alice, waiting for Bob, leaves a line; each of
/// Bob's replies it foresees is answered at once, in the same change, and
/// Bob's clock starts again from his reply; a fourth reply it did not
/// foresee drops what is left. Only Alice ever reads the line.
async fn a_conditional_line_answers_three_replies_and_a_fourth_drops_it(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let alice_alone = room.direct("alice");
    correspondence(&room, 2).await;
    room.ok("alice", "move e4").await;
    room.refused("bob", "premove Nf3 Nc6", "It is your move in game #1")
        .await;
    let kept = room
        .ok("alice", "premove e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O; c5 Nf3")
        .await;
    assert!(kept.is_private(), "{}", kept.text);
    assert!(
        kept.text.contains("Kept: 2 conditional lines in game #1.") && !kept.text.contains("Nf3"),
        "{}",
        kept.text
    );
    // Listed only where the opponent cannot read them.
    let secret = room.ok("alice", "premove").await;
    assert!(
        secret.text.contains("They are secret") && !secret.text.contains("Nf3"),
        "{}",
        secret.text
    );
    let listed = alice_alone.ok("alice", "premove #1").await;
    assert!(
        listed
            .text
            .contains("1… e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O")
            && listed.text.contains("1… c5 2. Nf3"),
        "{}",
        listed.text
    );
    let bobs = room.ok("bob", "premove").await;
    assert!(
        bobs.text.contains("You have no conditional moves"),
        "{}",
        bobs.text
    );
    // Three replies foreseen, each answered at once; Bob's time runs
    // from his reply.
    for (hours, reply, answer) in [(5, "e5", "Nf3"), (7, "Nc6", "Bb5"), (30, "a6", "Ba4")] {
        room.clock.advance(TimeDelta::hours(hours));
        let moved = room.ok("bob", &format!("move {reply}")).await;
        assert!(
            moved.text.contains(&format!(
                "alice answers at once with {answer} (conditional moves)."
            )),
            "{}: {}",
            db.kind(),
            moved.text
        );
        let row = room.row(1).await;
        assert!(
            row.moves
                .ends_with(&format!("{} {}", uci_of(&row, reply), uci_of(&row, answer)))
        );
        assert_eq!(row.deadline, Some(room.clock.now() + TimeDelta::days(2)));
        assert_eq!(
            row.remind_at,
            Some(room.clock.now() + TimeDelta::days(2) * 4 / 5)
        );
    }
    let row = room.row(1).await;
    assert_eq!(row.conditional.white, "g8f6 e1g1", "{}", db.kind());
    // Bob's time passes unanswered: the line does not move for him.
    room.clock.advance(TimeDelta::hours(1));
    let recorder = Recorder::default();
    assert_eq!(pass(&room.service, &recorder).await.timed_out, 0);
    // A fourth reply the line did not foresee: nothing is played, the
    // rest of the line goes, and Alice is to move.
    let moved = room.ok("bob", "move d6").await;
    assert!(!moved.text.contains("answers at once"), "{}", moved.text);
    let row = room.row(1).await;
    assert!(row.conditional.white.is_empty(), "{}", db.kind());
    assert_eq!(row.moves.split_whitespace().count(), 8);
    let none = alice_alone.ok("alice", "premove #1").await;
    assert!(none.text.contains("no conditional moves"), "{}", none.text);
    room.ok("alice", "move O-O").await;
    db.drop_db().await;
}
on_each_database!(a_conditional_line_answers_three_replies_and_a_fourth_drops_it);

/// The UCI of a move as the game row's history wrote it: replays the row.
fn uci_of(row: &kibitz::store::GameRow, san: &str) -> String {
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    for n in (0..moves.len()).rev() {
        let game = kibitz_rules::Game::replay(row.variant, &row.start_state, &moves[..n])
            .expect("the stored moves replay");
        if let Ok(mv) = game.parse_move(san)
            && game.uci(mv) == moves[n]
        {
            return moves[n].to_owned();
        }
    }
    panic!("{san} is not in {}", row.moves)
}

/// Lines are refused with the reason, clearing them leaves none, and
/// the bot's games, line-ups and games of others take none.
async fn conditional_lines_are_judged_when_they_are_left(db: TestDb) {
    let room = Room::new(&db.store, "club");
    correspondence(&room, 3).await;
    room.ok("alice", "move e4").await;
    room.refused(
        "alice",
        "premove e5 Nf3 Nc6",
        "Line 1 ends with your opponent's move",
    )
    .await;
    room.refused(
        "alice",
        "premove e5 Nf3; e5 Nc3",
        "answer 1… e5 in two ways, Nf3 and Nc3",
    )
    .await;
    room.refused(
        "alice",
        "premove e5 Ke3",
        "Line 1: Ke3 cannot be played there.",
    )
    .await;
    room.refused(
        "carol",
        "premove #1 e5 Nf3",
        "You are not playing in game #1",
    )
    .await;
    room.refused("alice", "premove clear", "no conditional moves")
        .await;
    room.ok("alice", "premove e5 Nf3").await;
    let cleared = room.ok("alice", "premove clear").await;
    assert!(cleared.text.contains("are cleared"), "{}", cleared.text);
    assert!(room.row(1).await.conditional.white.is_empty());
    // From a direct chat, the game must be named, and be one's own.
    let alone = room.direct("alice");
    alone
        .refused("alice", "premove e5 Nf3", "Name the game")
        .await;
    alone.ok("alice", "premove #1 e5 Nf3").await;
    room.direct("carol")
        .refused("carol", "premove #1 e5 Nf3", "#1")
        .await;
    room.ok("dave", "play bot white").await;
    room.ok("dave", "move e4").await;
    room.refused("dave", "premove e5 Nf3", "The bot answers at once")
        .await;
    db.drop_db().await;
}
on_each_database!(conditional_lines_are_judged_when_they_are_left);

/// A vacation across a deadline: Alice goes away with 5 days a year; her
/// clock stands in every correspondence game (the deadline where she is to
/// move moves by the 5 days, a move made to her while she is away gives
/// her a whole move's time from her return), each chat is told once by
/// schedulers of two processes; the old deadline passes harmlessly; the
/// vacation ends by itself, and her time then runs out as usual.
async fn a_vacation_across_a_deadline_stops_the_clock_until_the_days_run_out(db: TestDb) {
    let mut room = Room::new(&db.store, "club");
    room.service = room.service.clone().with_vacation_days(5);
    let other = Store::connect(&db.url).await.expect("a second pool");
    let elsewhere = Service::new(other.clone(), room.clock.clone());
    let recorder = Recorder::default();
    let t0 = start_time();
    // #1: alice to move, deadline t0 + 2 days. #2: carol to move.
    correspondence(&room, 2).await;
    room.ok("alice", "move e4").await;
    room.ok("bob", "move e5").await;
    room.ok("alice", "challenge @carol black days 2").await;
    room.ok("carol", "accept").await;
    assert_eq!(room.row(1).await.deadline, Some(t0 + TimeDelta::days(2)));
    room.clock.advance(TimeDelta::days(1));
    let away = room.ok("alice", "vacation on").await;
    assert!(
        away.text.contains("on vacation until 2026-11-28 12:00 UTC")
            && away.text.contains("your 2 correspondence games"),
        "{}",
        away.text
    );
    let row = room.row(1).await;
    assert_eq!(row.deadline, Some(t0 + TimeDelta::days(7)), "{}", db.kind());
    assert_eq!(
        row.remind_at,
        Some(t0 + TimeDelta::days(2) * 4 / 5 + TimeDelta::days(5))
    );
    // Carol's clock runs on.
    assert_eq!(room.row(2).await.deadline, Some(t0 + TimeDelta::days(2)));
    // Both chats hear it once, whichever process passes.
    let (a, b) = tokio::join!(pass(&room.service, &recorder), pass(&elsewhere, &recorder));
    assert_eq!(a.vacation_news + b.vacation_news, 2, "{}", db.kind());
    let news = recorder.take();
    assert_eq!(news.len(), 2);
    assert!(
        news.iter().all(|n| n.kind == NoticeKind::Vacation
            && n.reply
                .text
                .contains("alice is on vacation until 2026-11-28 12:00 UTC")),
        "{news:?}"
    );
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());
    room.refused("alice", "vacation on", "on vacation already")
        .await;
    // Carol moves while Alice is away: Alice's time starts at her return.
    room.clock.advance(TimeDelta::hours(12));
    let moved = room.ok("carol", "move e4 #2").await;
    assert!(
        moved
            .text
            .contains("alice is on vacation until 2026-11-28 12:00 UTC."),
        "{}",
        moved.text
    );
    assert_eq!(
        room.row(2).await.deadline,
        Some(t0 + TimeDelta::days(8)),
        "{}",
        db.kind()
    );
    // The old deadline of #1 passes: nothing happens.
    room.clock.advance(TimeDelta::days(2));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.timed_out, done.reminded), (0, 0), "{}", db.kind());
    // The days ran out at t0 + 6 days: the vacation is over by itself
    // (now t0 + 6.5 days).
    room.clock.advance(TimeDelta::days(3));
    let status = room.ok("alice", "vacation").await;
    assert!(
        status
            .text
            .contains("You have 0 days 0 hours of vacation left"),
        "{}",
        status.text
    );
    room.refused("alice", "vacation on", "are used up").await;
    // Reminded at 80% of her time moved by the vacation (t0 + 6.6
    // days), and out of time at the moved deadline (t0 + 7 days).
    room.clock.advance(TimeDelta::hours(3));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.reminded, done.timed_out), (1, 0), "{}", db.kind());
    room.clock.advance(TimeDelta::hours(9));
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.timed_out, 1, "{}", db.kind());
    assert_eq!(support::result(&room.row(1).await), Some("0-1"));
    other.close().await;
    db.drop_db().await;
}
on_each_database!(a_vacation_across_a_deadline_stops_the_clock_until_the_days_run_out);

/// Coming back early: the deadlines lose the part of the vacation not
/// taken, the chat is told once, and the days not taken are left for
/// later in the year.
async fn coming_back_early_keeps_the_days_not_taken(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    let t0 = start_time();
    correspondence(&room, 2).await;
    room.ok("alice", "move e4").await;
    room.ok("bob", "move e5").await;
    room.refused("alice", "vacation off", "not on vacation")
        .await;
    room.ok("alice", "vacation on").await;
    assert_eq!(room.row(1).await.deadline, Some(t0 + TimeDelta::days(32)));
    assert_eq!(pass(&room.service, &recorder).await.vacation_news, 1);
    recorder.take();
    room.clock.advance(TimeDelta::days(3));
    let back = room.ok("alice", "vacation off").await;
    assert!(
        back.text
            .contains("Welcome back: 27 days 0 hours of vacation are left"),
        "{}",
        back.text
    );
    let row = room.row(1).await;
    assert_eq!(row.deadline, Some(t0 + TimeDelta::days(5)), "{}", db.kind());
    assert_eq!(
        row.remind_at,
        Some(t0 + TimeDelta::days(2) * 4 / 5 + TimeDelta::days(3))
    );
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.vacation_news, 1, "{}", db.kind());
    let news = recorder.take();
    assert!(
        news[0]
            .reply
            .text
            .contains("alice is back from vacation: their clock in game #1 runs again."),
        "{}",
        news[0].reply.text
    );
    let status = room.ok("alice", "vacation").await;
    assert!(status.text.contains("27 days 0 hours"), "{}", status.text);
    // A deadline passed already is not saved by a vacation begun after
    // it: that game is lost on time.
    room.ok("bob", "challenge @alice white days 1").await;
    room.ok("alice", "accept").await;
    room.play(2, "bob", "alice", "e4 e5 Nf3").await;
    room.clock
        .advance(TimeDelta::days(1) + TimeDelta::minutes(1));
    room.ok("alice", "vacation on").await;
    let done = pass(&room.service, &recorder).await;
    assert_eq!(
        (done.timed_out, done.vacation_news),
        (1, 1),
        "{}",
        db.kind()
    );
    assert_eq!(support::result(&room.row(2).await), Some("1-0"));
    assert_eq!(room.row(2).await.vacation_news, None);
    db.drop_db().await;
}
on_each_database!(coming_back_early_keeps_the_days_not_taken);

/// `games mine` lists the games waiting for the player first, least time
/// left first, then those waiting for the opponents.
async fn games_mine_puts_the_most_urgent_move_first(db: TestDb) {
    let room = Room::new(&db.store, "club");
    // #1: bob to move, 5 days; #2: alice to move, 3 days; #3: alice to
    // move, 1 day.
    room.ok("alice", "challenge @bob white days 5").await;
    room.ok("bob", "accept").await;
    room.ok("alice", "move e4 #1").await;
    for days in [3, 1] {
        room.ok("bob", &format!("challenge @alice white days {days}"))
            .await;
        room.ok("alice", "accept").await;
    }
    room.ok("bob", "move e4 #2").await;
    room.ok("bob", "move e4 #3").await;
    let mine = room.ok("alice", "games mine").await;
    let order: Vec<&str> = mine
        .text
        .lines()
        .skip(1)
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert_eq!(order, ["#3", "#2", "#1"], "{}", mine.text);
    assert!(
        mine.text
            .contains("#3 against bob, standard chess: your turn. 1 day 0 hours left."),
        "{}",
        mine.text
    );
    // A button to each board: here, those of this chat; in a direct
    // chat with the bot, every one, shown there to look at.
    room.elsewhere("cafe")
        .start_game("alice", "dan", "days 2")
        .await;
    let buttons = |reply: &kibitz::chat::Reply| -> Vec<String> {
        reply
            .buttons
            .iter()
            .map(|b| b.request.to_string())
            .collect()
    };
    let mine = room.ok("alice", "games mine").await;
    assert_eq!(buttons(&mine), ["board #3", "board #2", "board #1"]);
    let alone = room.direct("alice");
    let everywhere = alone.ok("alice", "games mine").await;
    assert_eq!(
        buttons(&everywhere),
        ["board #3", "board #4", "board #2", "board #1"]
    );
    let board = alone.ok("alice", "board #4").await;
    assert_eq!(board.board.as_ref().map(|b| b.game_id.get()), Some(4));
    assert!(board.buttons.is_empty(), "{:?}", board.buttons);
    room.refused("alice", "board #4", "#4").await;
    room.direct("bob").refused("bob", "board #4", "#4").await;
    db.drop_db().await;
}
on_each_database!(games_mine_puts_the_most_urgent_move_first);

/// A side may hold at most seven days beyond its usual time for a move.
async fn more_time_stops_at_seven_extra_days(db: TestDb) {
    let room = Room::new(&db.store, "club");
    correspondence(&room, 1).await;
    room.ok("alice", "move e4").await;
    for _ in 0..7 {
        room.ok("alice", "moretime").await;
    }
    room.refused("alice", "moretime", "already has 7 days")
        .await;
    assert_eq!(
        room.row(1).await.deadline,
        Some(start_time() + TimeDelta::days(8))
    );
    db.drop_db().await;
}
on_each_database!(more_time_stops_at_seven_extra_days);

/// The bot was down past a deadline: the first pass after the restart
/// (a new store and service on the same database) ends the game.
async fn a_restart_after_a_missed_deadline_ends_the_game(db: TestDb) {
    {
        let room = Room::new(&db.store, "club");
        correspondence(&room, 1).await;
        room.ok("alice", "move e4").await;
        room.ok("bob", "move e5").await;
        room.ok("alice", "move Nf3").await;
    }
    let store = Store::connect(&db.url)
        .await
        .expect("the store opens again");
    let clock = Arc::new(ManualClock::new(start_time() + TimeDelta::days(3)));
    let service = Service::new(store.clone(), clock.clone());
    let recorder = Recorder::default();
    let done = pass(&service, &recorder).await;
    assert_eq!((done.timed_out, done.announced), (1, 1), "{}", db.kind());
    let row = store
        .game(GameId(1))
        .await
        .expect("read")
        .expect("the game");
    assert_eq!(support::result(&row), Some("1-0"), "Bob ran out of time");
    assert!(clock.now() > start_time());
    store.close().await;
    db.drop_db().await;
}
on_each_database!(a_restart_after_a_missed_deadline_ends_the_game);

/// A notifier that delivers until told to hang: then it never returns,
/// like a process stuck (and then killed) in the middle of a batch.
struct Hanging {
    delivered: Arc<Mutex<Vec<GameId>>>,
    hang_after: usize,
    hung: Arc<Notify>,
}

#[async_trait]
impl Outbox for Hanging {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        let count = self.delivered.lock().expect("lock").len();
        if count >= self.hang_after {
            self.hung.notify_one();
            std::future::pending::<()>().await;
        }
        self.delivered
            .lock()
            .expect("lock")
            .push(notice.game_id.expect("a game"));
        Ok(())
    }
}

/// Collects game ids; shared by several schedulers.
struct Shared(Arc<Mutex<Vec<GameId>>>);

#[async_trait]
impl Outbox for Shared {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        tokio::task::yield_now().await;
        self.0
            .lock()
            .expect("lock")
            .push(notice.game_id.expect("a game"));
        Ok(())
    }
}

/// A notifier that takes `delay` (real time) over each delivery, as a
/// chat that answers slowly or asks the bot to wait.
struct Slow {
    delivered: Arc<Mutex<Vec<GameId>>>,
    delay: std::time::Duration,
}

#[async_trait]
impl Outbox for Slow {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        tokio::time::sleep(self.delay).await;
        self.delivered
            .lock()
            .expect("lock")
            .push(notice.game_id.expect("a game"));
        Ok(())
    }
}

/// Two schedulers (two stores, as two processes have) on one Postgres:
/// every due time-out is done and announced exactly once; a third one
/// killed mid-batch loses nothing, its claims passing to the others when
/// their lease runs out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn schedulers_sharing_postgres_do_everything_exactly_once() {
    let db = TestDb::postgres().await;
    let room = Room::new(&db.store, "club");
    let mut games = Vec::new();
    for _ in 0..120 {
        games.push(
            game_from(
                &db.store,
                &room,
                "4k3/8/8/8/8/8/r7/3K4 w - - 0 39",
                "d1e1 a2a1",
            )
            .await,
        );
    }
    let due = start_time() + TimeDelta::days(1) + TimeDelta::minutes(1);
    let clock = Arc::new(ManualClock::new(due));

    // The doomed scheduler claims a batch of 30 and hangs after 10.
    let hung = Arc::new(Notify::new());
    let killed_delivered = Arc::new(Mutex::new(Vec::new()));
    let doomed_store = Store::connect(&db.url).await.expect("a store");
    let doomed = Service::new(doomed_store.clone(), clock.clone());
    let notifier = Hanging {
        delivered: killed_delivered.clone(),
        hang_after: 10,
        hung: hung.clone(),
    };
    let task = tokio::spawn(async move { doomed.run_due(&notifier, 30, LEASE).await });
    hung.notified().await;
    task.abort();
    doomed_store.close().await;

    // Two live schedulers race over the rest, in small batches.
    let delivered = Arc::new(Mutex::new(Vec::new()));
    let mut workers = Vec::new();
    for _ in 0..2 {
        let store = Store::connect(&db.url).await.expect("a store");
        let service = Service::new(store, clock.clone());
        let notifier = Shared(delivered.clone());
        workers.push(tokio::spawn(async move {
            let mut total = Pass::default();
            loop {
                let done = service.run_due(&notifier, 7, LEASE).await.expect("a pass");
                if done.claimed == 0 {
                    return total;
                }
                total.timed_out += done.timed_out;
                total.announced += done.announced;
            }
        }));
    }
    let mut before_lease = Pass::default();
    for worker in workers {
        let done = worker.await.expect("a worker");
        before_lease.timed_out += done.timed_out;
        before_lease.announced += done.announced;
    }
    // The doomed scheduler's 20 undone claims wait for its lease.
    assert_eq!(before_lease.announced, 120 - 30);
    clock.advance(LEASE + TimeDelta::seconds(1));
    let store = Store::connect(&db.url).await.expect("a store");
    let service = Service::new(store.clone(), clock.clone());
    let notifier = Shared(delivered.clone());
    let after = service
        .run_due(&notifier, 100, LEASE)
        .await
        .expect("a pass");
    assert_eq!(after.announced, 20, "{after:?}");
    // The games whose delivery was marked before the kill were still due
    // (a mark leaves that to the claim's release): that pass took them
    // again, did nothing for them, and set them not due.
    let quiet = service
        .run_due(&notifier, 100, LEASE)
        .await
        .expect("a pass");
    assert_eq!(quiet, Pass::default(), "nothing is due any more");

    let mut every: Vec<GameId> = delivered.lock().expect("lock").clone();
    every.extend(killed_delivered.lock().expect("lock").iter());
    every.sort_unstable();
    assert_eq!(every, games, "each game announced exactly once");
    for id in games {
        let row = store.game(id).await.expect("read").expect("a game");
        assert_eq!(support::result(&row), Some("0-1"));
        assert_eq!(row.notice, None);
    }
    store.close().await;
    db.drop_db().await;
}

/// The private messages recorded for `user` on the console.
fn private_to(notices: &[Notice], user: &str) -> Vec<Notice> {
    notices
        .iter()
        .filter(|n| {
            n.to == Recipient::User {
                platform: kibitz::model::Platform::Console,
                user_id: user.to_owned(),
            }
        })
        .cloned()
        .collect()
}

async fn players_who_ask_hear_of_moves_and_reminders_privately(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    // Refusals change nothing.
    room.refused("bob", "notify dm maybe", "notify dm on|off")
        .await;
    room.refused("bob", "notify sms on", "notify dm on|off")
        .await;
    let status = room.ok("bob", "notify").await;
    assert!(
        status
            .text
            .starts_with("Direct messages: off. Daily digest: off."),
        "{}",
        status.text
    );
    let on = room.ok("bob", "notify dm on").await;
    assert!(
        on.text.contains("I will write to you privately"),
        "{}",
        on.text
    );
    correspondence(&room, 2).await;
    // Alice has not asked: nothing is owed to her by Bob's accepting.
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());

    room.ok("alice", "move e4").await;
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.messaged, done.dropped), (1, 0), "{done:?}");
    let notices = recorder.take();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let dm = &private_to(&notices, "bob")[0];
    assert_eq!(dm.kind, NoticeKind::Update);
    assert_eq!(dm.game_id.map(|id| id.get()), Some(1));
    assert!(
        dm.reply.text.starts_with("News in game #1 against alice:"),
        "{}",
        dm.reply.text
    );
    assert!(dm.reply.text.contains("1. e4"), "{}", dm.reply.text);
    assert!(
        dm.reply.text.contains("2 days 0 hours left"),
        "{}",
        dm.reply.text
    );
    assert!(dm.reply.board.is_some());
    assert!(dm.reply.buttons.is_empty(), "buttons act in the chat only");
    // Sent once.
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());

    // Bob's move owes Alice nothing: she did not ask.
    room.ok("bob", "move e5").await;
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());
    // A draw offer is news too; the row's reminder stays.
    room.ok("alice", "move Nf3").await;
    room.ok("alice", "draw").await;
    pass(&room.service, &recorder).await;
    let news = private_to(&recorder.take(), "bob");
    assert_eq!(news.len(), 1, "the later change replaces the earlier one");
    assert!(
        news[0].reply.text.contains("offers a draw"),
        "{}",
        news[0].reply.text
    );

    // At 80% of his time Bob is reminded in the chat and privately.
    room.clock.advance(TimeDelta::hours(39));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.reminded, done.messaged), (1, 1), "{done:?}");
    let notices = recorder.take();
    assert_eq!(notices.len(), 2);
    assert_eq!(notices[0].to, Recipient::Channel(room.place.clone()));
    assert!(!notices[0].reply.buttons.is_empty());
    let private = private_to(&notices, "bob");
    assert_eq!(private[0].kind, NoticeKind::Reminder);
    assert!(private[0].reply.text.starts_with("@bob, it is your move"));

    // Off: no more private messages, the chat still hears.
    room.ok("bob", "notify dm off").await;
    room.ok("bob", "move Nc6").await;
    room.ok("alice", "move Bc4").await;
    room.clock.advance(TimeDelta::hours(40));
    let done = pass(&room.service, &recorder).await;
    assert_eq!((done.reminded, done.messaged), (1, 0), "{done:?}");
    assert!(private_to(&recorder.take(), "bob").is_empty());
    db.drop_db().await;
}
on_each_database!(players_who_ask_hear_of_moves_and_reminders_privately);

#[tokio::test]
async fn a_failed_direct_message_is_dropped_and_the_game_goes_on() {
    /// Takes chat posts, refuses private messages.
    struct NoPrivate(Recorder);
    #[async_trait]
    impl Outbox for NoPrivate {
        async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
            match notice.to {
                Recipient::User { .. } => Err(DeliveryError::Lasting(
                    "the user does not take messages".into(),
                )),
                Recipient::Channel(_) => self.0.deliver(notice).await,
            }
        }
    }
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "club");
    let notifier = NoPrivate(Recorder::default());
    room.ok("bob", "notify dm on").await;
    correspondence(&room, 1).await;
    room.ok("alice", "move e4").await;
    let done = pass(&room.service, &notifier).await;
    assert_eq!((done.messaged, done.dropped, done.failed), (0, 1, 0));
    // Dropped, not retried; the reminder still comes in the chat.
    let again = pass(&room.service, &notifier).await;
    assert_eq!(again, Pass::default());
    room.clock.advance(TimeDelta::hours(20));
    let done = pass(&room.service, &notifier).await;
    assert_eq!((done.reminded, done.dropped), (1, 1), "{done:?}");
    assert_eq!(notifier.0.take().len(), 1);
    db.drop_db().await;
}

async fn a_daily_digest_lists_the_games_waiting_for_you_by_time_left(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    let on = room.ok("carol", "notify digest on").await;
    let at = (start_time() + TimeDelta::days(1))
        .format("%H:%M")
        .to_string();
    assert!(
        on.text.contains(&format!("Every day at {at} UTC")),
        "{}",
        on.text
    );
    assert!(
        room.ok("carol", "notify")
            .await
            .text
            .contains("Daily digest: on")
    );
    // Carol to move: days 3, unlimited, days 1; Dave to move: days 7.
    let three = room.start_game("carol", "ann", "days 3").await;
    let unlimited = room.start_game("carol", "bea", "").await;
    let theirs = room.start_game("carol", "dave", "days 7").await;
    room.play(theirs, "carol", "dave", "e4").await;
    room.clock.advance(TimeDelta::hours(12));
    room.play(three, "carol", "ann", "e4 e5").await;
    let one = room.start_game("carol", "cid", "days 1").await;
    assert_eq!(pass(&room.service, &recorder).await, Pass::default());

    room.clock.advance(TimeDelta::hours(12));
    let done = pass(&room.service, &recorder).await;
    assert_eq!(done.digests, 1, "{done:?}");
    let notices = recorder.take();
    let digest = &private_to(&notices, "carol")[0];
    assert_eq!(digest.kind, NoticeKind::Digest);
    let lines: Vec<&str> = digest.reply.text.lines().collect();
    assert_eq!(
        lines,
        [
            "It is your turn in 3 games:",
            &format!("#{one} against cid, standard chess: 12 hours 0 minutes left."),
            &format!("#{three} against ann, standard chess: 2 days 12 hours left."),
            &format!("#{unlimited} against bea, standard chess: no time limit."),
        ],
        "{}",
        digest.reply.text
    );
    // Each game's board a button away, in the same order; pressed in
    // the direct chat, it shows the board, to look at.
    let pressed: Vec<String> = digest
        .reply
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(
        pressed,
        [one, three, unlimited].map(|id| format!("board #{id}"))
    );
    let board = room.direct("carol").ok("carol", &pressed[1]).await;
    assert_eq!(board.board.as_ref().map(|b| b.game_id.get()), Some(three));
    assert!(board.buttons.is_empty(), "{:?}", board.buttons);
    // Once a day.
    room.clock.advance(TimeDelta::hours(23));
    assert_eq!(pass(&room.service, &recorder).await.digests, 0);
    // A bot down for three days sends one digest, and keeps the hour.
    room.clock.advance(TimeDelta::days(3));
    assert_eq!(pass(&room.service, &recorder).await.digests, 1);
    let row = db
        .store
        .find_player(&Actor::new(Platform::Console, "carol", "carol"))
        .await
        .expect("read")
        .expect("carol");
    let next = row.digest_at.expect("a digest");
    // Due at T+2d, sent at T+4d23h: the next is at T+5d, the same hour.
    assert_eq!(next, start_time() + TimeDelta::days(5));
    // Off: none.
    room.ok("carol", "notify digest off").await;
    room.clock.advance(TimeDelta::days(2));
    recorder.take();
    assert_eq!(pass(&room.service, &recorder).await.digests, 0);
    db.drop_db().await;
}
on_each_database!(a_daily_digest_lists_the_games_waiting_for_you_by_time_left);

/// Refuses chat posts for good, takes private messages.
struct NoChat(Recorder);
#[async_trait]
impl Outbox for NoChat {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        match notice.to {
            Recipient::Channel(_) => {
                Err(DeliveryError::Lasting("Missing Permissions (50013)".into()))
            }
            Recipient::User { .. } => self.0.deliver(notice).await,
        }
    }
}

/// A chat that refuses notices for good is not tried again, and its
/// players are told privately instead.
async fn a_chat_that_refuses_notices_for_good_is_not_tried_again_and_the_players_are_told_privately(
    db: TestDb,
) {
    let room = Room::new(&db.store, "club");
    let notifier = NoChat(Recorder::default());
    correspondence(&room, 1).await;
    room.ok("alice", "move e4").await;
    room.clock.advance(TimeDelta::hours(20));
    let done = pass(&room.service, &notifier).await;
    assert_eq!(
        (done.reminded, done.messaged, done.failed),
        (1, 1, 0),
        "{done:?}"
    );
    let notices = notifier.0.take();
    let private = private_to(&notices, "bob");
    assert_eq!(private.len(), 1, "{notices:?}");
    assert!(private[0].reply.text.starts_with("@bob, it is your move"));
    // Not tried again.
    let again = pass(&room.service, &notifier).await;
    assert_eq!(again, Pass::default());
    // The time-out goes to both players.
    room.clock.advance(TimeDelta::hours(5));
    let done = pass(&room.service, &notifier).await;
    assert_eq!((done.timed_out, done.messaged), (1, 2), "{done:?}");
    let notices = notifier.0.take();
    assert_eq!(private_to(&notices, "alice").len(), 1);
    assert_eq!(private_to(&notices, "bob").len(), 1);
    let again = pass(&room.service, &notifier).await;
    assert_eq!(again, Pass::default());
    db.drop_db().await;
}
on_each_database!(
    a_chat_that_refuses_notices_for_good_is_not_tried_again_and_the_players_are_told_privately
);

/// A scheduler pass that panics (the clock fails) is logged and left; the
/// scheduler goes on, and a later pass does the work: the time-out is
/// announced once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pass_that_panics_leaves_its_work_to_a_later_pass() {
    use kibitz::service::schedule::{self, SchedulerConfig};
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    // Its move's day ran out long before the system's time now.
    correspondence(&room, 1).await;
    let clock = Arc::new(support::FaultyClock::default());
    clock.arm(true);
    let service = Service::new(db.store.clone(), clock.clone());
    let recorder = Arc::new(Recorder::default());
    let config = SchedulerConfig {
        every: std::time::Duration::from_millis(50),
        lease: TimeDelta::milliseconds(200),
        ..SchedulerConfig::default()
    };
    let scheduler = tokio::spawn(schedule::run(service, recorder.clone(), config));
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    assert!(!scheduler.is_finished(), "the scheduler goes on");
    assert!(recorder.take().is_empty());
    clock.arm(false);
    let started = std::time::Instant::now();
    let announced = loop {
        let notices = recorder.take();
        if !notices.is_empty() {
            break notices;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "announced at last"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(announced.len(), 1, "{announced:?}");
    assert_eq!(announced[0].kind, NoticeKind::Timeout, "{announced:?}");
    scheduler.abort();
    db.drop_db().await;
}

/// A live game's flag whose announcement takes longer than the live lease
/// stays its scheduler's: the claim is renewed while the delivery goes on,
/// so another scheduler looking meanwhile takes nothing up, and the flag
/// is announced once.
async fn a_live_flag_announced_slowly_stays_with_its_scheduler_and_is_told_once(db: TestDb) {
    let room = Room::new(&db.store, "club");
    room.ok("alice", "challenge @bob white 1+0").await;
    room.ok("bob", "accept").await;
    room.play(1, "alice", "bob", "e4 e5").await;
    room.clock.advance(TimeDelta::seconds(61));
    // A two-second lease here (renewed every half second), and a delivery
    // of three seconds, while the service's time keeps pace.
    let lease = TimeDelta::seconds(2);
    let slow = Slow {
        delivered: Arc::new(Mutex::new(Vec::new())),
        delay: std::time::Duration::from_secs(3),
    };
    let delivered = slow.delivered.clone();
    let holder = room.service.clone();
    let holding = tokio::spawn(async move { holder.run_due(&slow, 10, lease).await });
    let recorder = Recorder::default();
    for _ in 0..7 {
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        room.clock.advance(TimeDelta::milliseconds(500));
        let other = room
            .service
            .run_due(&recorder, 10, lease)
            .await
            .expect("a pass runs");
        assert_eq!(
            (other.claimed, other.announced),
            (0, 0),
            "{}: the flag is held while it is told",
            db.kind()
        );
    }
    let held = holding.await.expect("the pass ends").expect("a pass runs");
    assert_eq!((held.timed_out, held.announced), (1, 1));
    assert_eq!(delivered.lock().expect("lock").as_slice(), [GameId(1)]);
    assert!(recorder.take().is_empty(), "told once");
    // Given back once told: nothing is left owed or held.
    room.clock.advance(TimeDelta::minutes(5));
    assert_eq!(pass(&room.service, &recorder).await.claimed, 0);
    db.drop_db().await;
}
on_each_database!(a_live_flag_announced_slowly_stays_with_its_scheduler_and_is_told_once);

/// A scheduler that dies holding a live game's flag holds it only for a
/// live game's short lease: another announces the flag 20 s later, where a
/// correspondence game waits for the whole lease.
async fn a_live_flag_held_by_a_dead_scheduler_is_taken_up_within_seconds(db: TestDb) {
    let room = Room::new(&db.store, "club");
    room.ok("alice", "challenge @bob white 1+0").await;
    room.ok("bob", "accept").await;
    room.play(1, "alice", "bob", "e4 e5").await;
    room.clock.advance(TimeDelta::seconds(61));
    // The doomed scheduler ends the game, then hangs on its announcement.
    let hung = Arc::new(Notify::new());
    let notifier = Hanging {
        delivered: Arc::new(Mutex::new(Vec::new())),
        hang_after: 0,
        hung: hung.clone(),
    };
    let doomed = room.service.clone();
    let task = tokio::spawn(async move { doomed.run_due(&notifier, 10, LEASE).await });
    hung.notified().await;
    task.abort();
    assert!(
        room.row(1).await.status.outcome().is_some(),
        "the flag fell"
    );
    let recorder = Recorder::default();
    assert_eq!(pass(&room.service, &recorder).await.announced, 0, "held");
    room.clock.advance(TimeDelta::seconds(21));
    assert_eq!(
        pass(&room.service, &recorder).await.announced,
        1,
        "taken up"
    );
    assert!(
        recorder
            .take()
            .iter()
            .any(|n| n.reply.text.contains("ran out of time")),
        "the flag is announced"
    );
    db.drop_db().await;
}
on_each_database!(a_live_flag_held_by_a_dead_scheduler_is_taken_up_within_seconds);
