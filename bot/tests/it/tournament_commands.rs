//! Tournaments run from the chat by their commands, on a real SQLite file
//! and a real Postgres: a manager creates one, players join and leave with
//! words and buttons, the manager starts it, the scheduler pairs and posts
//! each round, a late player joins a Swiss before its second round, one
//! withdraws, the table and the pairings are asked for; and every bad
//! input is refused saying why, changing nothing.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;
use crate::tournaments::{games_of_round, passes, play_out, stored, tournament_posts};

use chrono::TimeDelta;
use kibitz::clock::Clock;
use kibitz::command::Request;
use kibitz::model::TournamentId;
use kibitz::store::{GameRow, GameStatus};
use kibitz::tournaments::store::TournamentStatus;
use kibitz_rules::{Color, EndReason, Outcome};
use support::TestDb;
use support::recorder::Recorder;
use support::room::{Room, user};

/// The nine players of the Swiss, in the order they join.
const NINE: [&str; 9] = [
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
];

/// A Swiss of nine over four rounds, run entirely by chat commands: the
/// manager's creation (refused to anyone else and in a direct chat), nine
/// joins (a second join refused, a leave and a join again), the table of
/// players before the start, the manager's early start, four rounds each
/// posted once with four games and a bye, a late player joining before
/// round 2 (and refused after it), a withdrawal during round 2 (its game
/// still counted, never paired again), the standings and pairings asked
/// for between rounds, and the final table.
async fn a_swiss_of_nine_is_run_from_the_chat_by_its_commands(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    // Only a manager, and only in a group.
    room.refused(
        "alice",
        "tournament swiss 4 rounds days 2",
        "Only the chat's managers",
    )
    .await;
    let alone = room.direct("olga");
    let reply = alone
        .say_as_manager("olga", "tournament swiss 4 rounds days 2")
        .await;
    assert!(reply.is_refused() && reply.text.contains("not in a direct chat"));
    room.refused("alice", "join", "No tournament is open").await;

    let created = room
        .say_as_manager(
            "olga",
            "tournament swiss 4 rounds days 2 starts in 30 minutes",
        )
        .await;
    assert!(!created.is_refused(), "{}", created.text);
    let id = room
        .store
        .tournaments()
        .tournaments_in_channel(room.store.channel(&room.place).await.expect("a chat"))
        .await
        .expect("read")
        .first()
        .expect("created")
        .id;
    let n = id.get();
    assert!(
        created.text.starts_with(&format!(
            "Swiss tournament #{n} created: 4 rounds, standard chess, 2 days a move, at most \
             7 days a round, rated. It starts 2026-11-22 12:30 UTC (in 30 minutes)."
        )),
        "{}",
        created.text
    );
    let payloads: Vec<String> = created
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(payloads, [format!("join #{n}"), format!("leave #{n}")]);
    let listed = room.ok("bob", "tournament").await;
    assert!(
        listed.text.contains("Open, no players so far") || listed.text.contains("Open, 0"),
        "{}",
        listed.text
    );

    for (count, name) in NINE.iter().enumerate() {
        let joined = room.ok(name, "join").await;
        assert!(
            joined
                .text
                .starts_with(&format!("{name} joins Swiss tournament #{n}")),
            "{}",
            joined.text
        );
        let players = match count {
            0 => "(one player).".to_owned(),
            more => format!("({} players).", more + 1),
        };
        assert!(joined.text.ends_with(&players), "{}", joined.text);
    }
    room.refused("alice", &format!("join #{n}"), "already")
        .await;
    room.refused("alice", "join #999", "There is no tournament #999.")
        .await;
    // A button's press is its request typed.
    let left = room
        .ok(
            "carol",
            &Request::new(kibitz::tournaments::commands::LEAVE.command())
                .about_tournament(id)
                .to_string(),
        )
        .await;
    assert!(left.text.contains("carol leaves"), "{}", left.text);
    room.refused("carol", "leave", "not playing").await;
    room.ok("carol", "join").await;
    let field = room.ok("zoe", "standings").await;
    assert!(
        field.text.starts_with(&format!(
            "Swiss tournament #{n}: 9 players so far:\n1. alice (1500)"
        )),
        "{}",
        field.text
    );
    room.refused("zoe", "pairings", "has not begun").await;
    room.refused("bob", "tournament start", "Only the chat's managers")
        .await;
    assert_eq!(passes(&room.service, &recorder).await, 0, "not yet due");

    let starting = room.say_as_manager("olga", "tournament start").await;
    assert!(
        starting.text.contains("starts now with 9 players"),
        "{}",
        starting.text
    );
    assert_eq!(passes(&room.service, &recorder).await, 1, "round 1");
    let tournament = stored(&room, id).await;
    assert_eq!(
        (tournament.status, tournament.round),
        (TournamentStatus::Started, 1)
    );
    room.refused("dave", "leave", &format!("withdraw #{n}"))
        .await;

    // A late player joins before round 2, from round 2.
    let late = room.ok("zoe", "join").await;
    assert!(late.text.contains("late, from round 2"), "{}", late.text);
    let pairings = room.ok("zoe", "pairings").await;
    assert_eq!(
        pairings.text.matches(": *").count(),
        4,
        "four games under way: {}",
        pairings.text
    );
    assert!(
        pairings.text.contains("has a bye this round"),
        "{}",
        pairings.text
    );
    assert_eq!(pairings.files.len(), 1, "the pairings' picture");

    let mut withdrawn = None;
    for round in 1..=4 {
        let games = games_of_round(&room, &tournament, round).await;
        let boards = room
            .store
            .tournaments()
            .tournament_boards(id)
            .await
            .expect("read");
        let byes = boards
            .iter()
            .filter(|b| b.round == round && b.black_id.is_none())
            .count();
        // Nine players, then ten with the late one, then nine again.
        let playing = if round == 1 || withdrawn.is_some() {
            9
        } else {
            10
        };
        assert_eq!(games.len(), playing / 2, "round {round}");
        assert_eq!(byes, playing % 2, "round {round}");
        if let Some(gone) = withdrawn {
            assert!(
                games
                    .iter()
                    .all(|g| g.white_id != gone && g.black_id != gone),
                "a withdrawn player is not paired again"
            );
        }
        if round == 2 {
            room.refused("yuri", "join", "takes no more players").await;
            // Ivan withdraws while his game of the round goes on: its
            // result still counts.
            let out = room.ok("ivan", "withdraw").await;
            assert!(
                out.text.contains("no more pairings from round 3"),
                "{}",
                out.text
            );
            room.refused("ivan", "withdraw", "withdrawn").await;
            withdrawn = Some(
                room.store
                    .player(&support::room::user("ivan"))
                    .await
                    .expect("a player")
                    .id,
            );
        }
        play_out(&room, &games).await;
        if let (2, Some(ivan)) = (round, withdrawn) {
            let boards = room
                .store
                .tournaments()
                .tournament_boards(id)
                .await
                .expect("read");
            let his = boards
                .iter()
                .find(|b| b.round == 2 && (b.white_id == ivan || b.black_id == Some(ivan)))
                .expect("ivan's board of round 2");
            assert!(
                his.white_score.is_some(),
                "a withdrawn player's last game counts"
            );
        }
        assert_eq!(
            passes(&room.service, &recorder).await,
            1,
            "after round {round}"
        );
        if round == 1 {
            let standings = room.ok("bob", "standings").await;
            assert!(
                standings
                    .text
                    .starts_with(&format!("Swiss tournament #{n}, standings after round 1:")),
                "{}",
                standings.text
            );
            assert_eq!(standings.files.len(), 1, "the table's picture");
        }
    }
    let posts = tournament_posts(recorder.take());
    assert_eq!(posts.len(), 5, "four rounds and the end, each once");
    assert!(
        posts[4]
            .reply
            .text
            .starts_with(&format!("Swiss tournament #{n} is over. The winner:")),
        "{}",
        posts[4].reply.text
    );
    assert_eq!(stored(&room, id).await.status, TournamentStatus::Finished);
    room.refused("bob", "join", "No tournament is open").await;
    let last = room.ok("bob", &format!("standings #{n}")).await;
    assert!(
        last.text.contains("standings after round 4"),
        "{}",
        last.text
    );
    db.drop_db().await;
}
on_each_database!(a_swiss_of_nine_is_run_from_the_chat_by_its_commands);

/// What a tournament cannot do is refused, saying why, changing nothing:
/// a start with one player, joining a round-robin under way, leaving or
/// withdrawing from one not joined, a manager's command about another
/// chat's tournament, calling one off twice; with two tournaments in a
/// chat, a command naming none asks which. A tournament called off while
/// its games go on leaves them to be played as ordinary games.
async fn tournament_commands_refuse_what_they_cannot_do(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let other = room.elsewhere("other-club");
    let recorder = Recorder::default();
    room.say_as_manager("olga", "tournament round-robin days 3")
        .await;
    let id = TournamentId(
        room.store
            .tournaments()
            .tournaments_in_channel(room.store.channel(&room.place).await.expect("a chat"))
            .await
            .expect("read")[0]
            .id
            .get(),
    );
    let n = id.get();
    room.ok("alice", "join").await;
    room.refused_as_manager("olga", "tournament start", "fewer than two")
        .await;
    room.refused("bob", "leave", "not playing").await;
    let elsewhere = other
        .say_as_manager("pavel", &format!("tournament cancel #{n}"))
        .await;
    assert!(elsewhere.is_refused() && elsewhere.text.contains("another chat"));
    other
        .refused("bob", &format!("join #{n}"), "join it there")
        .await;
    room.ok("bob", "join").await;
    room.ok("carol", "join").await;
    room.say_as_manager("olga", "tournament swiss 3 rounds 5+3")
        .await;
    room.refused("dave", "join", "several tournaments").await;
    let started = room
        .say_as_manager("olga", &format!("tournament start #{n}"))
        .await;
    assert!(!started.is_refused(), "{}", started.text);
    assert_eq!(passes(&room.service, &recorder).await, 1);
    room.refused("dave", &format!("join #{n}"), "round-robin's table")
        .await;
    let games = games_of_round(&room, &stored(&room, id).await, 1).await;
    assert_eq!(games.len(), 1);
    let cancelled = room
        .say_as_manager("olga", &format!("tournament cancel #{n}"))
        .await;
    assert!(
        cancelled.text.contains("go on as ordinary games"),
        "{}",
        cancelled.text
    );
    room.refused_as_manager("olga", &format!("tournament cancel #{n}"), "is over")
        .await;
    // Its game ends later: nothing more is posted for it, and its board
    // takes no result (as an arena's game going on past its end).
    play_out(&room, &games).await;
    assert_eq!(passes(&room.service, &recorder).await, 0);
    let boards = room
        .store
        .tournaments()
        .tournament_boards(id)
        .await
        .expect("read");
    assert!(
        boards
            .iter()
            .all(|b| b.game_id.is_none() || b.white_score.is_none()),
        "{boards:?}"
    );
    assert_eq!(stored(&room, id).await.status, TournamentStatus::Cancelled);
    db.drop_db().await;
}
on_each_database!(tournament_commands_refuse_what_they_cannot_do);

/// Ends `game` with `outcome` after `plies` half-moves (knights out and
/// back), as a game played out ends.
async fn ended_after(room: &Room, game: &GameRow, outcome: Outcome, plies: usize) {
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let moves: Vec<&str> = (0..plies).map(|ply| shuffle[ply % 4]).collect();
    let current = room
        .store
        .game(game.id)
        .await
        .expect("read")
        .expect("a game");
    let over = GameRow {
        moves: moves.join(" "),
        status: GameStatus::Finished(outcome),
        ended_at: Some(room.clock.now()),
        ..current
    };
    room.store
        .games()
        .update_game(&over, None)
        .await
        .expect("ran")
        .expect("current");
}

/// A live arena of six run from the chat: refused without a clock; created
/// for 30 minutes of blitz, joined by six, started; its first wave pairs
/// all six; a player goes berserk before her first move (her clock
/// halved, once); whoever is free is paired again at once, never straight
/// back against the opponent just met; wins score 2 (a berserk win of 14
/// plies or more 3; after two wins in a row, 4), draws 1; a player who
/// withdraws is not paired until he joins again; at its end the winner is
/// posted and no one is paired any more.
async fn a_live_arena_of_six_pairs_whoever_is_free_and_scores_as_lichess(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    room.refused_as_manager("olga", "tournament arena 30 minutes", "live clock")
        .await;
    let created = room
        .say_as_manager(
            "olga",
            "tournament arena 30 minutes blitz 3+2 starts in 10 minutes",
        )
        .await;
    assert!(
        created
            .text
            .starts_with("Arena #1 created: 30 minutes, standard chess, blitz 3+2, rated."),
        "{}",
        created.text
    );
    let six = ["alice", "bob", "carol", "dave", "erin", "frank"];
    for name in six {
        room.ok(name, "join").await;
    }
    room.clock.advance(TimeDelta::minutes(10));
    assert_eq!(passes(&room.service, &recorder).await, 1, "the first wave");
    let id = TournamentId(1);
    let tournament = stored(&room, id).await;
    assert_eq!(
        (tournament.status, tournament.round),
        (TournamentStatus::Started, 1)
    );
    let posts = tournament_posts(recorder.take());
    assert!(
        posts[0]
            .reply
            .text
            .starts_with("Arena #1, new games (30 minutes left):"),
        "{}",
        posts[0].reply.text
    );
    let first = games_of_round(&room, &tournament, 1).await;
    assert_eq!(first.len(), 3, "all six paired");
    let player = |name: &str| {
        let store = room.store.clone();
        let name = name.to_owned();
        async move { store.player(&user(&name)).await.expect("a player").id }
    };
    let alice = player("alice").await;
    let alices = first
        .iter()
        .find(|g| g.white_id == alice || g.black_id == alice)
        .expect("alice plays")
        .clone();
    let colour = if alices.white_id == alice {
        Color::White
    } else {
        Color::Black
    };
    let berserk = room.ok("alice", "berserk").await;
    assert!(
        berserk.text.contains("alice goes berserk"),
        "{}",
        berserk.text
    );
    let halved = room
        .store
        .game(alices.id)
        .await
        .expect("read")
        .expect("a game");
    assert_eq!(
        *halved.clock_ms.get(colour),
        Some(90_000),
        "half of 3 minutes"
    );
    room.refused("alice", "berserk", "already").await;
    let mut outsider = None;
    for name in six {
        let id = player(name).await;
        if id != alices.white_id && id != alices.black_id {
            outsider = Some(name);
            break;
        }
    }
    room.refused(
        outsider.expect("four others"),
        &format!("berserk #{}", alices.id.get()),
        "Only a player of the game",
    )
    .await;

    // Berserk comes before one's first move; refused after it, the board
    // unmarked.
    let other = first
        .iter()
        .find(|g| g.id != alices.id)
        .expect("another game");
    let mover = room
        .store
        .player_by_id(other.white_id)
        .await
        .expect("read")
        .expect("a player")
        .display_name;
    room.ok(&mover, &format!("move e4 #{}", other.id.get()))
        .await;
    room.refused(
        &mover,
        &format!("berserk #{}", other.id.get()),
        "before your first move",
    )
    .await;
    let unmarked = room
        .store
        .tournaments()
        .board_of_game(other.id)
        .await
        .expect("read")
        .expect("its board");
    assert!(!unmarked.white_berserk, "the mark taken back");
    // Alice wins her game (a berserk win of 20 plies: 3 points); her
    // opponent and she wait, not to meet again at once.
    let outcome = Outcome::win(colour, EndReason::Resignation);
    ended_after(&room, &alices, outcome, 20).await;
    assert_eq!(passes(&room.service, &recorder).await, 0, "no one to pair");
    assert!(tournament_posts(recorder.take()).is_empty());
    // A second game ends drawn: four are free and two new games begin,
    // neither a rematch.
    let others: Vec<&GameRow> = first.iter().filter(|g| g.id != alices.id).collect();
    ended_after(&room, others[0], Outcome::draw(EndReason::Agreement), 30).await;
    assert_eq!(passes(&room.service, &recorder).await, 1, "the second wave");
    let wave = tournament_posts(recorder.take());
    assert!(
        wave[0].reply.text.starts_with("Arena #1, new games"),
        "{}",
        wave[0].reply.text
    );
    let tournament = stored(&room, id).await;
    let second = games_of_round(&room, &tournament, 2).await;
    assert_eq!(second.len(), 2);
    for game in &second {
        let met = first.iter().any(|g| {
            (g.white_id == game.white_id && g.black_id == game.black_id)
                || (g.white_id == game.black_id && g.black_id == game.white_id)
        });
        assert!(!met, "no immediate rematch");
    }
    // Frank withdraws; he is not paired until he joins again.
    let frank = player("frank").await;
    let out = room.ok("frank", "withdraw").await;
    assert!(
        out.text.contains("leaves Arena #1's pairings"),
        "{}",
        out.text
    );
    let back = room.ok("frank", "join").await;
    assert!(back.text.contains("is back in Arena #1"), "{}", back.text);
    let standings = room.ok("bob", "standings").await;
    assert!(
        standings
            .text
            .starts_with("Arena #1, standings:\n1. alice — 3"),
        "{}",
        standings.text
    );
    let page = room
        .service
        .tournaments()
        .tournament_view(id, kibitz::model::Language::En)
        .await
        .expect("its page");
    assert_eq!(
        page.status,
        "Under way until 2026-11-22 12:40 UTC: whoever is free is paired again at once."
    );
    assert_eq!(page.columns, ["Points"], "an arena ranks by points alone");
    // The end.
    room.clock.advance(TimeDelta::minutes(31));
    assert_eq!(passes(&room.service, &recorder).await, 1, "the end");
    let last = tournament_posts(recorder.take());
    assert!(
        last[0]
            .reply
            .text
            .starts_with("Arena #1 is over. The winner: alice, on 3."),
        "{}",
        last[0].reply.text
    );
    let boards = room
        .store
        .tournaments()
        .tournament_boards(id)
        .await
        .expect("read");
    assert!(
        boards.iter().all(|b| b.white_id != frank || b.round == 1),
        "frank was not paired while withdrawn"
    );
    assert!(boards.iter().all(|b| b.round <= 2), "no wave after the end");
    assert_eq!(stored(&room, id).await.status, TournamentStatus::Finished);
    db.drop_db().await;
}
on_each_database!(a_live_arena_of_six_pairs_whoever_is_free_and_scores_as_lichess);

/// In an arena, a player who lets a game's first move pass is withdrawn
/// from its pairings (lichess pauses them) until they `join` again: two
/// players who never move are both paused when their game is aborted (the
/// two left in play meet again at once, as lichess lets the only two),
/// and only the one who comes back is paired again.
async fn an_arena_pauses_a_player_who_never_moves_until_they_join_again(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let recorder = Recorder::default();
    room.say_as_manager(
        "olga",
        "tournament arena 30 minutes bullet starts in 10 minutes",
    )
    .await;
    for name in ["alice", "bob", "carol", "dave"] {
        room.ok(name, "join").await;
    }
    room.clock.advance(TimeDelta::minutes(10));
    assert_eq!(passes(&room.service, &recorder).await, 1, "the first wave");
    let id = TournamentId(1);
    let first = games_of_round(&room, &stored(&room, id).await, 1).await;
    assert_eq!(first.len(), 2);
    // One game is played out; in the other neither player moves, and it
    // is aborted when its first move's time is up.
    ended_after(
        &room,
        &first[0],
        Outcome::win(Color::White, EndReason::Resignation),
        20,
    )
    .await;
    room.clock.advance(TimeDelta::seconds(40));
    passes(&room.service, &recorder).await;
    let idle = &first[1];
    let aborted = room.store.game(idle.id).await.expect("read").expect("kept");
    assert_ne!(aborted.status, GameStatus::Active, "aborted");
    let entrants = room.store.tournaments().entrants(id).await.expect("read");
    let withdrawn = |player| {
        entrants
            .iter()
            .find(|e| e.player_id == player)
            .is_some_and(|e| e.withdrawn_round.is_some())
    };
    assert!(
        withdrawn(idle.white_id) && withdrawn(idle.black_id),
        "both paused"
    );
    assert!(!withdrawn(first[0].white_id) && !withdrawn(first[0].black_id));
    // The only two left in play may meet again at once, as on lichess.
    let tournament = stored(&room, id).await;
    let rematch = games_of_round(&room, &tournament, 2).await;
    assert_eq!(rematch.len(), 1);
    assert!(
        [rematch[0].white_id, rematch[0].black_id].contains(&first[0].white_id)
            && [rematch[0].white_id, rematch[0].black_id].contains(&first[0].black_id)
    );
    // One of the paused comes back, and is paired once a player is free.
    let back_name = room
        .store
        .player_by_id(idle.white_id)
        .await
        .expect("read")
        .expect("a player")
        .display_name;
    let back = room.ok(&back_name, "join").await;
    assert!(back.text.contains("is back in Arena #1"), "{}", back.text);
    ended_after(&room, &rematch[0], Outcome::draw(EndReason::Agreement), 30).await;
    passes(&room.service, &recorder).await;
    let tournament = stored(&room, id).await;
    let third = games_of_round(&room, &tournament, 3).await;
    assert_eq!(third.len(), 1, "{third:?}");
    assert!(
        third[0].white_id == idle.white_id || third[0].black_id == idle.white_id,
        "the player who came back plays"
    );
    assert!(
        third[0].white_id != idle.black_id && third[0].black_id != idle.black_id,
        "the one still paused does not"
    );
    db.drop_db().await;
}
on_each_database!(an_arena_pauses_a_player_who_never_moves_until_they_join_again);
