//! Tournaments in the store, on a real SQLite file and a real Postgres:
//! created open and due at their start, joined once and left only before
//! they start, each round started exactly once (two processes racing),
//! and a tournament game's end writing its board's result in the same
//! transaction as the game's own.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use chrono::{DateTime, Duration, Utc};
use kibitz::chat::{Actor, Place};
use kibitz::chat::{Notice, NoticeKind};
use kibitz::clock::Clock;
use kibitz::model::{ChannelId, Platform, PlayerId, TournamentFormat};
use kibitz::rating::Score;
use kibitz::store::{GameRow, GameStatus, NewGame, Store};
use kibitz::tournaments::rounds::NextRound;
use kibitz::tournaments::standings::standings;
use kibitz::tournaments::store::{NewTournament, RoundStart, TournamentRow, TournamentStatus};
use kibitz_rules::{Color, EndReason, Outcome, Variant};
use support::TestDb;
use support::recorder::Recorder;
use support::room::{Room, user};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn at(hours: i64) -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000) + Duration::hours(hours)
}

async fn channel(store: &Store) -> ChannelId {
    store
        .channel(&Place::new(Platform::Console, "club"))
        .await
        .expect("a channel")
}

async fn player(store: &Store, name: &str) -> PlayerId {
    store
        .player(&Actor::new(Platform::Console, name, name))
        .await
        .expect("a player")
        .id
}

async fn swiss(store: &Store, by: PlayerId) -> TournamentRow {
    store
        .tournaments()
        .create_tournament(&new_tournament(store, by).await)
        .await
        .expect("created")
}

/// A Swiss of three rounds, correspondence, about to be created by `by`.
async fn new_tournament(store: &Store, by: PlayerId) -> NewTournament {
    NewTournament {
        channel_id: channel(store).await,
        created_by: by,
        format: TournamentFormat::Swiss,
        rounds: 3,
        variant: Variant::Standard,
        rated: true,
        days_per_move: Some(2),
        round_days: Some(7),
        clock_base: None,
        clock_increment: None,
        first_colour: Color::White,
        starts_at: at(20),
        created_at: at(0),
    }
}

fn game(channel: ChannelId, white: PlayerId, black: PlayerId) -> NewGame {
    NewGame {
        channel_id: channel,
        also_channel_id: None,
        also_for: None,
        board_owed_in: None,
        variant: Variant::Standard,
        white_id: white,
        black_id: black,
        start_state: START.into(),
        moves: String::new(),
        state: START.into(),
        days_per_move: Some(2),
        clock_base: None,
        clock_increment: None,
        clock_ms: kibitz_rules::ByColor::default(),
        turn_started_at: None,
        deadline: Some(at(68)),
        bot_level: None,
        rated: true,
        set_up_plies: 0,
        created_at: at(20),
    }
}

async fn a_tournament_is_joined_once_and_left_only_before_it_starts(db: TestDb) {
    let store = &db.store;
    let olga = player(store, "olga").await;
    let tournament = swiss(store, olga).await;
    assert_eq!(tournament.status, TournamentStatus::Open);
    assert_eq!(tournament.due_at, Some(at(20)), "due at its start");
    assert_eq!(tournament.round, 0);
    assert_eq!(
        store
            .tournaments()
            .tournaments_in_channel(tournament.channel_id)
            .await
            .expect("listed"),
        vec![tournament.clone()]
    );
    let (alice, bob, carol) = (
        player(store, "alice").await,
        player(store, "bob").await,
        player(store, "carol").await,
    );
    for (who, rating) in [(alice, 1700), (bob, 1500), (carol, 1900)] {
        assert!(
            store
                .tournaments()
                .join_tournament(tournament.id, who, rating, 1, at(1))
                .await
                .expect("ran")
        );
    }
    assert!(
        !store
            .tournaments()
            .join_tournament(tournament.id, alice, 1700, 1, at(2))
            .await
            .expect("ran"),
        "joined twice"
    );
    assert!(
        store
            .tournaments()
            .leave_tournament(tournament.id, bob)
            .await
            .expect("ran")
    );
    assert!(
        !store
            .tournaments()
            .leave_tournament(tournament.id, bob)
            .await
            .expect("ran"),
        "gone already"
    );
    let names: Vec<String> = store
        .tournaments()
        .entrants(tournament.id)
        .await
        .expect("read")
        .into_iter()
        .map(|e| e.display_name)
        .collect();
    assert_eq!(names, ["carol", "alice"], "by rating before the start");

    let start = RoundStart {
        round: 1,
        seats: vec![(carol, 1), (alice, 2)],
        games: vec![game(tournament.channel_id, carol, alice)],
        byes: vec![],
        due_at: Some(at(20 + 7 * 24)),
    };
    let (started, games) = store
        .tournaments()
        .start_round(&tournament, &start)
        .await
        .expect("ran")
        .expect("started");
    assert_eq!(
        (started.status, started.round),
        (TournamentStatus::Started, 1)
    );
    assert_eq!(games.len(), 1);
    assert!(
        !store
            .tournaments()
            .leave_tournament(tournament.id, alice)
            .await
            .expect("ran"),
        "started"
    );
    assert!(
        store
            .tournaments()
            .join_tournament(tournament.id, bob, 1500, 2, at(30))
            .await
            .expect("ran"),
        "a late join"
    );
    let (dave, erin) = (player(store, "dave").await, player(store, "erin").await);
    let second = RoundStart {
        round: 2,
        seats: vec![(bob, 3)],
        games: vec![],
        byes: vec![],
        due_at: None,
    };
    let (in_round_two, _) = store
        .tournaments()
        .start_round(&started, &second)
        .await
        .expect("ran")
        .expect("started");
    assert!(
        !store
            .tournaments()
            .join_tournament(tournament.id, dave, 1500, 3, at(40))
            .await
            .expect("ran"),
        "too late from round 2"
    );
    assert!(
        store
            .tournaments()
            .withdraw_from_tournament(tournament.id, carol, 2)
            .await
            .expect("ran")
    );
    assert!(
        !store
            .tournaments()
            .withdraw_from_tournament(tournament.id, carol, 3)
            .await
            .expect("ran")
    );
    let entrants = store
        .tournaments()
        .entrants(tournament.id)
        .await
        .expect("read");
    let seats: Vec<(String, Option<i32>, i32, Option<i32>)> = entrants
        .into_iter()
        .map(|e| (e.display_name, e.seat, e.joined_round, e.withdrawn_round))
        .collect();
    assert_eq!(
        seats,
        vec![
            ("carol".into(), Some(1), 1, Some(2)),
            ("alice".into(), Some(2), 1, None),
            ("bob".into(), Some(3), 2, None),
        ]
    );

    let cancelled = store
        .tournaments()
        .end_tournament(&in_round_two, TournamentStatus::Cancelled, None)
        .await
        .expect("ran")
        .expect("ended");
    assert_eq!(cancelled.due_at, None);
    assert!(
        store
            .tournaments()
            .tournaments_in_channel(tournament.channel_id)
            .await
            .expect("listed")
            .is_empty()
    );
    assert!(
        !store
            .tournaments()
            .join_tournament(tournament.id, olga, 1500, 2, at(40))
            .await
            .expect("ran"),
        "over"
    );
    assert_eq!(
        store
            .tournaments()
            .end_tournament(&started, TournamentStatus::Finished, None)
            .await
            .expect("ran"),
        None,
        "a version gone"
    );

    // A round-robin's field is fixed once it starts.
    let round_robin = store
        .tournaments()
        .create_tournament(&NewTournament {
            format: TournamentFormat::RoundRobin,
            rounds: 1,
            ..new_tournament(store, olga).await
        })
        .await
        .expect("created");
    for who in [erin, olga] {
        assert!(
            store
                .tournaments()
                .join_tournament(round_robin.id, who, 1500, 1, at(50))
                .await
                .expect("ran")
        );
    }
    store
        .tournaments()
        .start_round(
            &round_robin,
            &RoundStart {
                round: 1,
                seats: vec![(erin, 1), (olga, 2)],
                games: vec![],
                byes: vec![],
                due_at: None,
            },
        )
        .await
        .expect("ran")
        .expect("started");
    assert!(
        !store
            .tournaments()
            .join_tournament(round_robin.id, dave, 1500, 2, at(60))
            .await
            .expect("ran"),
        "a round-robin under way takes no one"
    );
    db.drop_db().await;
}
on_each_database!(a_tournament_is_joined_once_and_left_only_before_it_starts);

async fn a_round_is_started_once_when_two_processes_race(db: TestDb) {
    let store = &db.store;
    let olga = player(store, "olga").await;
    let tournament = swiss(store, olga).await;
    let mut players = Vec::new();
    for n in 0..9 {
        let who = player(store, &format!("p{n}")).await;
        store
            .tournaments()
            .join_tournament(tournament.id, who, 1500 + n, 1, at(1))
            .await
            .expect("ran");
        players.push(who);
    }
    let claimed = store
        .tournaments()
        .claim_due_tournaments(at(20), at(21), 10)
        .await
        .expect("claimed");
    assert_eq!(claimed, vec![tournament.clone()]);
    assert!(
        store
            .tournaments()
            .claim_due_tournaments(at(20), at(21), 10)
            .await
            .expect("ran")
            .is_empty(),
        "held"
    );
    let other = Store::connect(&db.url).await.expect("a second pool");
    let start = RoundStart {
        round: 1,
        seats: players
            .iter()
            .enumerate()
            .map(|(i, p)| (*p, i as i32 + 1))
            .collect(),
        games: players
            .chunks(2)
            .filter(|pair| pair.len() == 2)
            .map(|pair| game(tournament.channel_id, pair[0], pair[1]))
            .collect(),
        byes: vec![players[8]],
        due_at: Some(at(20 + 7 * 24)),
    };
    let (mine, theirs) = (store.tournaments(), other.tournaments());
    let (one, two) = tokio::join!(
        mine.start_round(&tournament, &start),
        theirs.start_round(&tournament, &start)
    );
    let started: Vec<_> = [one.expect("ran"), two.expect("ran")]
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(started.len(), 1, "exactly one started it");
    let boards = store
        .tournaments()
        .tournament_boards(tournament.id)
        .await
        .expect("read");
    assert_eq!(boards.len(), 5, "four games and a bye, once");
    let bye = boards.last().expect("a bye");
    assert_eq!((bye.white_id, bye.black_id), (players[8], None));
    assert_eq!(bye.white_score, Some(Score::Win));
    assert_eq!(
        store
            .tournaments()
            .next_due_tournament(at(21))
            .await
            .expect("ran"),
        Some(at(20 + 7 * 24)),
        "due at the round's deadline, unclaimed"
    );
    db.drop_db().await;
}
on_each_database!(
    a_round_is_started_once_when_two_processes_race,
    flavor = "multi_thread",
    worker_threads = 2
);

async fn a_tournament_games_end_writes_its_boards_result_with_it(db: TestDb) {
    let store = &db.store;
    let olga = player(store, "olga").await;
    let tournament = swiss(store, olga).await;
    let (alice, bob) = (player(store, "alice").await, player(store, "bob").await);
    for who in [alice, bob] {
        store
            .tournaments()
            .join_tournament(tournament.id, who, 1500, 1, at(1))
            .await
            .expect("ran");
    }
    let (_, games) = store
        .tournaments()
        .start_round(
            &tournament,
            &RoundStart {
                round: 1,
                seats: vec![(alice, 1), (bob, 2)],
                games: vec![game(tournament.channel_id, alice, bob)],
                byes: vec![],
                due_at: None,
            },
        )
        .await
        .expect("ran")
        .expect("started");
    let played = &games[0];
    let board = store
        .tournaments()
        .board_of_game(played.id)
        .await
        .expect("read")
        .expect("a tournament's game");
    assert_eq!((board.round, board.board, board.white_score), (1, 1, None));
    let finished = GameRow {
        status: GameStatus::Finished(Outcome::win(Color::Black, EndReason::Resignation)),
        ended_at: Some(at(30)),
        ..played.clone()
    };
    store
        .games()
        .update_game(&finished, None)
        .await
        .expect("ran")
        .expect("current");
    let board = store
        .tournaments()
        .board_of_game(played.id)
        .await
        .expect("read")
        .expect("a tournament's game");
    assert_eq!(board.white_score, Some(Score::Loss));
    assert!(board.played);
    db.drop_db().await;
}
on_each_database!(a_tournament_games_end_writes_its_boards_result_with_it);

/// A tournament of `names` (ratings falling in that order) created in the
/// room's chat, starting now, two days a move and a week a round.
async fn tournament_of(
    room: &Room,
    format: TournamentFormat,
    rounds: i32,
    names: &[&str],
) -> TournamentRow {
    tournament_timed(room, (format, rounds), names, (2, 7)).await
}

/// A tournament as [`tournament_of`] makes it, with its days a move and
/// a round.
async fn tournament_timed(
    room: &Room,
    (format, rounds): (TournamentFormat, i32),
    names: &[&str],
    (days_per_move, round_days): (i32, i32),
) -> TournamentRow {
    let store = &room.store;
    let channel = store.channel(&room.place).await.expect("a channel");
    let olga = store.player(&user("olga")).await.expect("a player").id;
    let tournament = store
        .tournaments()
        .create_tournament(&NewTournament {
            channel_id: channel,
            created_by: olga,
            format,
            rounds,
            variant: Variant::Standard,
            rated: true,
            days_per_move: Some(days_per_move),
            round_days: Some(round_days),
            clock_base: None,
            clock_increment: None,
            first_colour: Color::White,
            starts_at: room.clock.now(),
            created_at: room.clock.now(),
        })
        .await
        .expect("created");
    for (n, name) in names.iter().enumerate() {
        let who = store.player(&user(name)).await.expect("a player").id;
        let rating = 2000 - 50 * i32::try_from(n).expect("few");
        assert!(
            store
                .tournaments()
                .join_tournament(tournament.id, who, rating, 1, room.clock.now())
                .await
                .expect("ran")
        );
    }
    tournament
}

/// Starts the tournament's next round, which must start: the tournament
/// as it is then, the round's games and its byes.
async fn started(
    room: &Room,
    tournament: &TournamentRow,
    round: i32,
) -> (TournamentRow, Vec<GameRow>, Vec<PlayerId>) {
    match room
        .service
        .tournaments()
        .start_next_round(tournament)
        .await
        .expect("ran")
    {
        NextRound::Started {
            tournament,
            games,
            byes,
        } => (tournament, games, byes),
        other => panic!("round {round} did not start: {other:?}"),
    }
}

/// Ends every game of a started round: the better-rated player (the lower
/// seat) wins on odd boards, the game is drawn on even ones.
pub(crate) async fn play_out(room: &Room, games: &[GameRow]) {
    let entrants_rating = |id: PlayerId, entrants: &[kibitz::tournaments::store::EntrantRow]| {
        entrants
            .iter()
            .find(|e| e.player_id == id)
            .map_or(0, |e| e.rating)
    };
    for (board, game) in games.iter().enumerate() {
        let tournament = room
            .store
            .tournaments()
            .board_of_game(game.id)
            .await
            .expect("read")
            .expect("a board")
            .tournament_id;
        let entrants = room
            .store
            .tournaments()
            .entrants(tournament)
            .await
            .expect("read");
        let white_better =
            entrants_rating(game.white_id, &entrants) > entrants_rating(game.black_id, &entrants);
        let outcome = if board % 2 == 1 {
            Outcome::draw(EndReason::Agreement)
        } else if white_better {
            Outcome::win(Color::White, EndReason::Resignation)
        } else {
            Outcome::win(Color::Black, EndReason::Resignation)
        };
        let over = GameRow {
            status: GameStatus::Finished(outcome),
            ended_at: Some(room.clock.now()),
            ..game.clone()
        };
        room.store
            .games()
            .update_game(&over, None)
            .await
            .expect("ran")
            .expect("current");
    }
}

/// A Swiss of nine over four rounds, run by the service round after round:
/// each round starts only once the last is over, pairs four games and one
/// bye, never the same two players twice nor the same bye twice, and after
/// the last round nothing more starts; the table's points add up to the
/// games' and byes' points, ordered by the tiebreaks.
async fn a_swiss_of_nine_is_paired_round_after_round_with_byes(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let names = [
        "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
    ];
    let mut tournament = tournament_of(&room, TournamentFormat::Swiss, 4, &names).await;
    let mut met = std::collections::HashSet::new();
    let mut byes = Vec::new();
    for round in 1..=4 {
        let (now, games, bye) = started(&room, &tournament, round).await;
        assert_eq!((now.round, now.status), (round, TournamentStatus::Started));
        assert_eq!(games.len(), 4, "round {round}");
        assert_eq!(bye.len(), 1);
        assert!(!byes.contains(&bye[0]), "a second bye");
        byes.push(bye[0]);
        for game in &games {
            let pair = (
                game.white_id.min(game.black_id),
                game.white_id.max(game.black_id),
            );
            assert!(met.insert(pair), "{pair:?} met twice in round {round}");
            assert!(game.rated && game.days_per_move == Some(2));
        }
        assert_eq!(
            room.service
                .tournaments()
                .start_next_round(&now)
                .await
                .expect("ran"),
            NextRound::Playing,
            "not before its games end"
        );
        play_out(&room, &games).await;
        tournament = now;
    }
    assert_eq!(
        room.service
            .tournaments()
            .start_next_round(&tournament)
            .await
            .expect("ran"),
        NextRound::Done
    );
    let entrants = room
        .store
        .tournaments()
        .entrants(tournament.id)
        .await
        .expect("read");
    let boards = room
        .store
        .tournaments()
        .tournament_boards(tournament.id)
        .await
        .expect("read");
    assert_eq!(boards.len(), 4 * 5);
    let table = standings(TournamentFormat::Swiss, &entrants, &boards, 4);
    assert_eq!(table.len(), 9);
    let points: u32 = table.iter().map(|s| s.line.points).sum();
    // Each round: four games worth two half-points each and a bye's two.
    assert_eq!(points, 4 * (4 * 2 + 2));
    assert!(
        table
            .windows(2)
            .all(|w| w[0].line.points >= w[1].line.points),
        "{table:?}"
    );
    assert_eq!(
        table[0].name, "alice",
        "the top seed, who won on board 1 each round"
    );
    db.drop_db().await;
}
on_each_database!(a_swiss_of_nine_is_paired_round_after_round_with_byes);

/// A round-robin of five: five rounds by Berger's table for six (the sixth
/// number a bye), each pair meeting once; a player who withdraws leaves
/// their later opponents a bye instead of a game.
async fn a_round_robin_of_five_meets_everyone_once_and_a_withdrawal_gives_byes(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let names = ["alice", "bob", "carol", "dave", "erin"];
    let mut tournament = tournament_of(&room, TournamentFormat::RoundRobin, 1, &names).await;
    let erin = room.store.player(&user("erin")).await.expect("a player").id;
    let mut met = std::collections::HashSet::new();
    let mut byes = 0;
    for round in 1..=5 {
        if round == 4 {
            assert!(
                room.store
                    .tournaments()
                    .withdraw_from_tournament(tournament.id, erin, 4)
                    .await
                    .expect("ran")
            );
        }
        let (now, games, bye) = started(&room, &tournament, round).await;
        for game in &games {
            assert!(round < 4 || (game.white_id != erin && game.black_id != erin));
            let pair = (
                game.white_id.min(game.black_id),
                game.white_id.max(game.black_id),
            );
            assert!(met.insert(pair), "{pair:?} met twice in round {round}");
        }
        assert!(!bye.contains(&erin) || round < 4);
        byes += bye.len();
        play_out(&room, &games).await;
        tournament = now;
    }
    assert_eq!(
        room.service
            .tournaments()
            .start_next_round(&tournament)
            .await
            .expect("ran"),
        NextRound::Done
    );
    // Erin is seat 5 (table number 5). Table for six: round 4 is 6-5, 1-4,
    // 2-3 (erin would sit out: no bye for one who withdrew); round 5 is
    // 3-6, 4-2, 5-1 (carol sits out, and alice, whose opponent withdrew,
    // has a bye too). Rounds 1 to 3 give alice, dave and bob the table's
    // bye. So five byes, and nine of the ten pairs met (not alice-erin).
    assert_eq!(byes, 5);
    assert_eq!(met.len(), 9);
    db.drop_db().await;
}
on_each_database!(a_round_robin_of_five_meets_everyone_once_and_a_withdrawal_gives_byes);

/// The games of a tournament's round, board by board.
pub(crate) async fn games_of_round(
    room: &Room,
    tournament: &TournamentRow,
    round: i32,
) -> Vec<GameRow> {
    let boards = room
        .store
        .tournaments()
        .tournament_boards(tournament.id)
        .await
        .expect("read");
    let mut games = Vec::new();
    for board in boards.iter().filter(|b| b.round == round) {
        if let Some(id) = board.game_id {
            games.push(room.store.game(id).await.expect("read").expect("a game"));
        }
    }
    games
}

/// Runs scheduler passes until one finds nothing due; the tournament posts
/// delivered.
pub(crate) async fn passes(service: &kibitz::service::Service, outbox: &Recorder) -> usize {
    passes_counted(service, outbox).await.0
}

/// Runs scheduler passes into `outbox` until one finds nothing due; the
/// passes' tournament posts and failures.
pub(crate) async fn passes_counted(
    service: &kibitz::service::Service,
    outbox: &dyn kibitz::chat::Outbox,
) -> (usize, usize) {
    let (mut posted, mut failed) = (0, 0);
    loop {
        let pass = service
            .run_due(outbox, 7, chrono::TimeDelta::minutes(2))
            .await
            .expect("a pass");
        if pass.claimed == 0 {
            return (posted, failed);
        }
        posted += pass.tournaments;
        failed += pass.failed;
    }
}

/// A tournament as the store holds it now.
pub(crate) async fn stored(room: &Room, id: kibitz::model::TournamentId) -> TournamentRow {
    room.store
        .tournaments()
        .tournament(id)
        .await
        .expect("read")
        .expect("kept")
}

/// Asserts that the first tournament post among `notices` starts with
/// `start`.
fn first_post_starts(notices: Vec<Notice>, start: &str) {
    let posts = tournament_posts(notices);
    let text = &posts.first().expect("a tournament post").reply.text;
    assert!(text.starts_with(start), "{text}");
}

/// The tournament posts among the notices, oldest first.
pub(crate) fn tournament_posts(notices: Vec<Notice>) -> Vec<Notice> {
    notices
        .into_iter()
        .filter(|n| n.kind == NoticeKind::Tournament)
        .collect()
}

/// A Swiss of five over two rounds run by the scheduler alone: the first
/// round posted at the start (its boards, the bye, everyone called on, the
/// pairings' picture), nothing more until its games end, the second round
/// as soon as the last of them ends (the game's ending makes the
/// tournament due), and the final table with the winner after the last;
/// then nothing. A tournament nobody else joined is called off, in its
/// creator's language.
async fn a_scheduler_posts_each_round_once_and_the_final_table(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let names = ["alice", "bob", "carol", "dave", "erin"];
    let tournament = tournament_of(&room, TournamentFormat::Swiss, 2, &names).await;
    let recorder = Recorder::default();
    assert_eq!(passes(&room.service, &recorder).await, 1);
    let posts = tournament_posts(recorder.take());
    let first = &posts[0].reply;
    let boards = room
        .store
        .tournaments()
        .tournament_boards(tournament.id)
        .await
        .expect("read");
    let game = |board: usize| boards[board].game_id.expect("a game").get();
    assert_eq!(
        first.text,
        format!(
            "Swiss tournament #{id}, round 1 of 2:\n\
             Board 1: alice – carol (game #{one})\n\
             Board 2: dave – bob (game #{two})\n\
             erin has a bye this round (one point).",
            id = tournament.id.get(),
            one = game(0),
            two = game(1),
        )
    );
    assert_eq!(first.pings.len(), 5, "every player of the round");
    assert_eq!(
        first.files[0].name,
        format!("tournament-{}-pairings.png", tournament.id.get())
    );
    assert_eq!(passes(&room.service, &recorder).await, 0, "its games go on");

    let round_one = games_of_round(&room, &tournament, 1).await;
    play_out(&room, &round_one[..1]).await;
    assert_eq!(
        passes(&room.service, &recorder).await,
        0,
        "one game still on"
    );
    play_out(&room, &round_one[1..]).await;
    assert_eq!(
        passes(&room.service, &recorder).await,
        1,
        "the next round at once"
    );
    let second = tournament_posts(recorder.take());
    let text = &second[0].reply.text;
    assert!(
        text.starts_with(&format!(
            "Swiss tournament #{}, round 2 of 2:",
            tournament.id.get()
        )),
        "{text}"
    );
    // The table after round 1 in a line and a picture: alice beat carol,
    // bob beat dave (each game was played out as a first board), erin had
    // the bye; ties go by the tiebreaks, all nil here, then the seat.
    assert!(
        text.contains(
            "\nStandings after round 1: 1. alice 1, 2. bob 1, 3. erin 1, 4. carol 0, 5. dave 0"
        ),
        "{text}"
    );
    let files: Vec<&str> = second[0]
        .reply
        .files
        .iter()
        .map(|f| f.name.as_str())
        .collect();
    assert_eq!(
        files,
        [
            format!("tournament-{}-pairings.png", tournament.id.get()),
            format!("tournament-{}-standings-1.png", tournament.id.get()),
        ]
    );
    let round_two = games_of_round(&room, &tournament, 2).await;
    play_out(&room, &round_two).await;
    assert_eq!(passes(&room.service, &recorder).await, 1, "the end");
    let last = tournament_posts(recorder.take());
    let text = &last[0].reply.text;
    assert!(
        text.starts_with(&format!(
            "Swiss tournament #{} is over. The winner: alice, on 2.\n1. alice — 2\n",
            tournament.id.get()
        )),
        "{text}"
    );
    assert_eq!(text.lines().count(), 6, "the winner's line and five places");
    assert_eq!(
        last[0].reply.files[0].name,
        format!("tournament-{}-standings.png", tournament.id.get())
    );
    let ended = stored(&room, tournament.id).await;
    assert_eq!(
        (ended.status, ended.due_at),
        (TournamentStatus::Finished, None)
    );
    assert_eq!(
        passes(&room.service, &recorder).await,
        0,
        "nothing after the end"
    );

    // Called off: only one player joined; posted in the creator's language.
    room.ok("olga", "set language ru").await;
    let lonely = tournament_of(&room, TournamentFormat::RoundRobin, 1, &["alice"]).await;
    assert_eq!(passes(&room.service, &recorder).await, 1);
    let posts = tournament_posts(recorder.take());
    assert_eq!(
        posts[0].reply.text,
        format!(
            "Круговой турнир #{} отменён: записалось меньше двух игроков.",
            lonely.id.get()
        )
    );
    let called_off = stored(&room, lonely.id).await;
    assert_eq!(called_off.status, TournamentStatus::Cancelled);
    db.drop_db().await;
}
on_each_database!(a_scheduler_posts_each_round_once_and_the_final_table);

/// Two schedulers (two stores, as two processes have) on one Postgres,
/// twelve tournaments starting at once: each one's first round is started
/// and posted exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_schedulers_start_each_tournaments_round_exactly_once() {
    const TOURNAMENTS: usize = 12;
    let db = TestDb::postgres().await;
    let room = Room::new(&db.store, "club");
    let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
    let mut ids = Vec::new();
    for n in 0..TOURNAMENTS {
        let chat = room.elsewhere(&format!("chat-{n}"));
        ids.push(
            tournament_of(&chat, TournamentFormat::Swiss, 3, &names)
                .await
                .id,
        );
    }
    let recorder = std::sync::Arc::new(Recorder::default());
    let mut workers = Vec::new();
    for _ in 0..2 {
        let store = Store::connect(&db.url).await.expect("a store");
        let service = kibitz::service::Service::new(store, room.clock.clone());
        let recorder = recorder.clone();
        workers.push(tokio::spawn(
            async move { passes(&service, &recorder).await },
        ));
    }
    let mut posted = 0;
    for worker in workers {
        posted += worker.await.expect("a worker");
    }
    assert_eq!(posted, TOURNAMENTS);
    let mut seen: Vec<String> = tournament_posts(recorder.take())
        .into_iter()
        .map(|n| n.reply.text.lines().next().unwrap_or_default().to_owned())
        .collect();
    seen.sort();
    let mut expected: Vec<String> = ids
        .iter()
        .map(|id| format!("Swiss tournament #{}, round 1 of 3:", id.get()))
        .collect();
    expected.sort();
    assert_eq!(seen, expected, "each once");
    for id in ids {
        let boards = db
            .store
            .tournaments()
            .tournament_boards(id)
            .await
            .expect("read");
        assert_eq!(boards.len(), 3, "three games, started once");
    }
    db.drop_db().await;
}

/// Games no one finishes: one both players moved in, lost on time by the
/// player to move; one only White moved in, aborted as any game whose
/// player never moved and counted a forfeit win for White; one no one
/// moved in, a double forfeit. The round is then over, the next one
/// follows, and the table counts the forfeits (nothing for either side of
/// the double one).
async fn games_left_unplayed_are_forfeits_and_the_round_still_ends(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
    let tournament = tournament_of(&room, TournamentFormat::Swiss, 2, &names).await;
    let recorder = Recorder::default();
    assert_eq!(passes(&room.service, &recorder).await, 1);
    recorder.take();
    let games = games_of_round(&room, &tournament, 1).await;
    let store = &room.store;
    let player = |id: PlayerId| async move {
        store
            .player_by_id(id)
            .await
            .expect("read")
            .expect("a player")
            .display_name
    };
    let (both, white_only, none) = (&games[0], &games[1], &games[2]);
    room.ok(
        &player(both.white_id).await,
        &format!("move e4 #{}", both.id.get()),
    )
    .await;
    room.ok(
        &player(both.black_id).await,
        &format!("move e5 #{}", both.id.get()),
    )
    .await;
    room.ok(
        &player(white_only.white_id).await,
        &format!("move e4 #{}", white_only.id.get()),
    )
    .await;
    room.clock.advance(chrono::TimeDelta::days(3));
    assert_eq!(passes(&room.service, &recorder).await, 1, "round 2 at once");
    let boards = room
        .store
        .tournaments()
        .tournament_boards(tournament.id)
        .await
        .expect("read");
    let result = |game: &GameRow| {
        let board = boards
            .iter()
            .find(|b| b.game_id == Some(game.id))
            .expect("its board");
        (board.white_score, board.played, board.double_forfeit)
    };
    assert_eq!(result(both), (Some(Score::Loss), true, false));
    assert_eq!(result(white_only), (Some(Score::Win), false, false));
    assert_eq!(result(none), (Some(Score::Loss), false, true));
    let entrants = room
        .store
        .tournaments()
        .entrants(tournament.id)
        .await
        .expect("read");
    let table = standings(TournamentFormat::Swiss, &entrants, &boards, 1);
    let points = |id: PlayerId| {
        table
            .iter()
            .find(|s| s.player == id)
            .map(|s| s.line.points)
            .expect("in the table")
    };
    assert_eq!((points(both.white_id), points(both.black_id)), (0, 2));
    assert_eq!(
        (points(white_only.white_id), points(white_only.black_id)),
        (2, 0)
    );
    assert_eq!((points(none.white_id), points(none.black_id)), (0, 0));
    db.drop_db().await;
}
on_each_database!(games_left_unplayed_are_forfeits_and_the_round_still_ends);

/// A round's deadline before its moves' own: at the deadline the game
/// still going is lost on time by the player to move, and the
/// tournament, its last round over, ends with its table.
async fn a_rounds_deadline_ends_the_games_still_going(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let tournament = tournament_timed(
        &room,
        (TournamentFormat::Swiss, 1),
        &["alice", "bob"],
        (3, 1),
    )
    .await;
    let recorder = Recorder::default();
    assert_eq!(passes(&room.service, &recorder).await, 1);
    let game = games_of_round(&room, &tournament, 1).await.remove(0);
    room.ok("alice", &format!("move e4 #{}", game.id.get()))
        .await;
    room.ok("bob", &format!("move e5 #{}", game.id.get())).await;
    room.clock.advance(chrono::TimeDelta::hours(23));
    assert_eq!(
        passes(&room.service, &recorder).await,
        0,
        "before the deadline"
    );
    room.clock.advance(chrono::TimeDelta::hours(2));
    assert_eq!(passes(&room.service, &recorder).await, 1, "the end");
    let posts = tournament_posts(recorder.take());
    let last = &posts.last().expect("posted").reply.text;
    assert!(
        last.starts_with(&format!(
            "Swiss tournament #{} is over. The winner: bob, on 1.",
            tournament.id.get()
        )),
        "{last}"
    );
    let ended = room.store.game(game.id).await.expect("read").expect("kept");
    assert_eq!(
        ended.status,
        GameStatus::Finished(Outcome::win(Color::Black, EndReason::Timeout))
    );
    db.drop_db().await;
}
on_each_database!(a_rounds_deadline_ends_the_games_still_going);

/// A tournament's page, linked from its posts: where it stands, its table
/// with the tiebreaks, every round's boards with their results leading to
/// the games' pages, and the table as a picture; an unknown number is not
/// found. Opened in Chromium, shot on a desktop and a phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_page_shows_its_table_and_rounds() {
    let db = TestDb::sqlite().await;
    let mut room = Room::new(&db.store, "club");
    let (base, _) = crate::web::serve(&mut room).await;
    let names = ["alice", "bob", "carol", "dave", "erin"];
    let tournament = tournament_of(&room, TournamentFormat::Swiss, 2, &names).await;
    let recorder = Recorder::default();
    assert_eq!(passes(&room.service, &recorder).await, 1);
    let url = format!("{base}/tournament/{}", tournament.id.get());
    let post = &tournament_posts(recorder.take())[0].reply.text;
    assert!(
        post.ends_with(&format!("The tournament's page: {url}")),
        "{post}"
    );
    play_out(&room, &games_of_round(&room, &tournament, 1).await).await;
    assert_eq!(passes(&room.service, &recorder).await, 1);
    let first_game = games_of_round(&room, &tournament, 1).await[0].id.get();

    let page = crate::web::get(&url).await;
    assert_eq!(page.status(), 200);
    let text = page.text().await.expect("a page");
    for part in [
        format!("<h1>Swiss tournament #{}</h1>", tournament.id.get()),
        "Round 2 of 2 is being played.".to_owned(),
        "<th scope=\"col\">Buchholz</th>".to_owned(),
        // The table counts the rounds over: round 2's bye is not yet in it.
        "<td>1</td><th scope=\"row\">alice</th><td>1</td>".to_owned(),
        "<td>5</td><th scope=\"row\">carol</th><td>0</td>".to_owned(),
        "<h2>Round 2</h2>".to_owned(),
        "<h2>Round 1</h2>".to_owned(),
        format!("<a href=\"/game/{first_game}\" aria-label=\"Game #{first_game}\">1-0</a>"),
        "<td class=\"outcome\">bye</td><td></td>".to_owned(),
    ] {
        assert!(text.contains(&part), "{part} in {text}");
    }
    let picture = crate::web::get(&format!("{url}/standings.png")).await;
    assert_eq!(picture.status(), 200);
    let bytes = picture.bytes().await.expect("a picture");
    assert!(bytes.starts_with(b"\x89PNG"), "a PNG");
    for missing in [
        "/tournament/999",
        "/tournament/abc",
        "/tournament/0/standings.png",
    ] {
        assert_eq!(
            crate::web::get(&format!("{base}{missing}")).await.status(),
            404,
            "{missing}"
        );
    }

    let browser = crate::support::browser::Browser::start().await;
    browser.client.goto(&url).await.expect("the page opens");
    crate::web::wait_for_text(&browser.client, ".standings tbody th", "alice").await;
    browser.screenshots("tournament").await;
    browser.close().await;
    db.drop_db().await;
}

/// An outbox whose first `failing` deliveries fail as a platform's
/// passing trouble would (a rate limit, the network), then write down.
struct Flaky {
    failing: std::sync::atomic::AtomicUsize,
    written: Recorder,
}

#[async_trait::async_trait]
impl kibitz::chat::Outbox for Flaky {
    async fn deliver(&self, notice: &Notice) -> Result<(), kibitz::chat::DeliveryError> {
        use std::sync::atomic::Ordering;
        let left = self.failing.load(Ordering::SeqCst);
        if left > 0 {
            self.failing.store(left - 1, Ordering::SeqCst);
            return Err(kibitz::chat::DeliveryError::Passing(
                "429 Too Many Requests".into(),
            ));
        }
        self.written.deliver(notice).await
    }
}

/// A round's post the chat could not take (a passing trouble) is owed:
/// tried again a minute later, posted once, the round not started again;
/// the same for the final table.
async fn a_tournament_post_that_fails_is_owed_and_sent_once(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let tournament = tournament_of(&room, TournamentFormat::Swiss, 1, &["alice", "bob"]).await;
    let outbox = Flaky {
        failing: std::sync::atomic::AtomicUsize::new(1),
        written: Recorder::default(),
    };
    assert_eq!(passes_counted(&room.service, &outbox).await, (0, 1));
    let boards = room
        .store
        .tournaments()
        .tournament_boards(tournament.id)
        .await
        .expect("read");
    assert_eq!(boards.len(), 1, "the round began once");
    room.clock.advance(chrono::TimeDelta::seconds(30));
    assert_eq!(
        passes_counted(&room.service, &outbox).await,
        (0, 0),
        "not yet"
    );
    room.clock.advance(chrono::TimeDelta::seconds(31));
    assert_eq!(passes_counted(&room.service, &outbox).await, (1, 0));
    first_post_starts(
        outbox.written.take(),
        &format!(
            "Swiss tournament #{}, round 1 of 1:\nBoard 1: alice – bob (game #",
            tournament.id.get()
        ),
    );
    assert_eq!(
        room.store
            .tournaments()
            .tournament_boards(tournament.id)
            .await
            .expect("read"),
        boards,
        "not paired again"
    );
    let again = stored(&room, tournament.id).await;
    assert_eq!(
        again.due_at, again.round_due_at,
        "due at the round's deadline"
    );

    outbox.failing.store(1, std::sync::atomic::Ordering::SeqCst);
    play_out(&room, &games_of_round(&room, &tournament, 1).await).await;
    assert_eq!(passes_counted(&room.service, &outbox).await, (0, 1));
    let ended = stored(&room, tournament.id).await;
    assert_eq!(ended.status, TournamentStatus::Finished);
    room.clock.advance(chrono::TimeDelta::seconds(61));
    assert_eq!(passes_counted(&room.service, &outbox).await, (1, 0));
    let posts = tournament_posts(outbox.written.take());
    assert!(
        posts[0]
            .reply
            .text
            .contains("is over. The winner: alice, on 1."),
        "{}",
        posts[0].reply.text
    );
    assert_eq!(
        passes_counted(&room.service, &outbox).await,
        (0, 0),
        "sent once"
    );
    let ended = stored(&room, tournament.id).await;
    assert_eq!(ended.due_at, None);
    db.drop_db().await;
}
on_each_database!(a_tournament_post_that_fails_is_owed_and_sent_once);

/// A round-robin joined by more players than Berger's tables hold is
/// called off at its start, saying why, and nothing is paired.
async fn a_round_robin_too_large_to_pair_is_called_off_saying_so(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let names: Vec<String> = (0..65).map(|n| format!("p{n}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let tournament = tournament_of(&room, TournamentFormat::RoundRobin, 1, &names).await;
    let recorder = Recorder::default();
    assert_eq!(passes(&room.service, &recorder).await, 1);
    first_post_starts(
        recorder.take(),
        &format!(
            "Round-robin #{} is called off: more players joined than it can pair (64).",
            tournament.id.get()
        ),
    );
    assert_eq!(
        stored(&room, tournament.id).await.status,
        TournamentStatus::Cancelled
    );
    assert!(
        room.store
            .tournaments()
            .tournament_boards(tournament.id)
            .await
            .expect("read")
            .is_empty()
    );
    db.drop_db().await;
}
on_each_database!(a_round_robin_too_large_to_pair_is_called_off_saying_so);

/// Real `kibitz` processes on one Postgres, serving a stand-in Telegram:
/// a large Swiss (its pairing takes a while) and six small ones all due at
/// once; the first process is killed half a second in and the second a
/// second and a half in (while pairing or starting the round), their
/// claims are left to run out, then two are started together. Every
/// tournament's first round is started exactly
/// once: each player on one board of it, a game per pair, no round more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rounds_start_once_across_killed_and_concurrent_processes() {
    use support::process::Kibitz;
    use support::telegram::FakeTelegram;

    const LARGE: usize = 800;
    const SMALL: usize = 5;
    let db = TestDb::postgres().await;
    let store = &db.store;
    let fake = FakeTelegram::start().await;
    let group = Place::new(Platform::Telegram, "-1001234");
    let chat = store.channel(&group).await.expect("a chat");
    let olga = store
        .player(&Actor::new(Platform::Telegram, "1", "olga"))
        .await
        .expect("a player")
        .id;
    let now = Utc::now();
    let mut made = Vec::new();
    for (t, size) in std::iter::once(LARGE)
        .chain(std::iter::repeat_n(SMALL, 6))
        .enumerate()
    {
        let tournament = store
            .tournaments()
            .create_tournament(&NewTournament {
                channel_id: chat,
                created_by: olga,
                format: TournamentFormat::Swiss,
                rounds: 5,
                variant: Variant::Standard,
                rated: true,
                days_per_move: Some(3),
                round_days: Some(7),
                clock_base: None,
                clock_increment: None,
                first_colour: Color::White,
                starts_at: now,
                created_at: now,
            })
            .await
            .expect("created");
        for n in 0..size {
            let id = format!("{}", 1000 * (t + 1) + n);
            let who = store
                .player(&Actor::new(Platform::Telegram, &id, format!("p{id}")))
                .await
                .expect("a player")
                .id;
            let rating = 2500 - i32::try_from(n).expect("few");
            assert!(
                store
                    .tournaments()
                    .join_tournament(tournament.id, who, rating, 1, now)
                    .await
                    .expect("joined")
            );
        }
        made.push((tournament.id, size));
    }
    let vars = [
        ("TELEGRAM_TOKEN", "123:secret"),
        ("TELEGRAM_API_URL", fake.url.as_str()),
        ("DATABASE_URL", db.url.as_str()),
    ];
    let first = Kibitz::start("rounds-killed-a", &vars);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    first.kill().await;
    // The second is killed as soon as it has claimed the tournaments, while
    // it pairs the large one.
    use sqlx::Connection;
    let mut connection = sqlx::postgres::PgConnection::connect(&db.url)
        .await
        .expect("a connection");
    let second = Kibitz::start("rounds-killed-b", &vars);
    let waited = std::time::Instant::now();
    loop {
        let (held,): (i64,) = sqlx::query_as(
            "SELECT count(*) FROM tournaments WHERE claimed_until IS NOT NULL AND round = 0",
        )
        .fetch_one(&mut connection)
        .await
        .expect("read");
        if held > 0 {
            break;
        }
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(30),
            "the second process claims the tournaments"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    second.kill().await;
    let (unstarted,): (i64,) = sqlx::query_as(
        "SELECT count(*) FROM tournaments WHERE claimed_until IS NOT NULL AND round = 0",
    )
    .fetch_one(&mut connection)
    .await
    .expect("read");
    assert!(unstarted > 0, "killed while at work");
    // What the killed processes had claimed is free again once their
    // lease (five minutes) runs out: run out here, as time would.
    sqlx::query("UPDATE tournaments SET claimed_until = NULL")
        .execute(&mut connection)
        .await
        .expect("the leases run out");
    let (third, fourth) = (
        Kibitz::start("rounds-killed-c", &vars),
        Kibitz::start("rounds-killed-d", &vars),
    );
    let waited = std::time::Instant::now();
    for &(id, _) in &made {
        while store
            .tournaments()
            .tournament(id)
            .await
            .expect("read")
            .expect("kept")
            .announced_round
            < 1
        {
            assert!(
                waited.elapsed() < std::time::Duration::from_secs(90),
                "tournament {id} was not started and announced"
            );
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
    }
    for &(id, size) in &made {
        let tournament = store
            .tournaments()
            .tournament(id)
            .await
            .expect("read")
            .expect("kept");
        assert_eq!(tournament.round, 1, "{id}: one round");
        let boards = store
            .tournaments()
            .tournament_boards(id)
            .await
            .expect("read");
        assert!(boards.iter().all(|b| b.round == 1));
        let mut seen: Vec<PlayerId> = boards
            .iter()
            .flat_map(|b| std::iter::once(b.white_id).chain(b.black_id))
            .collect();
        seen.sort_unstable();
        let count = seen.len();
        seen.dedup();
        assert_eq!((count, seen.len()), (size, size), "{id}: each player once");
        let games = boards.iter().filter(|b| b.game_id.is_some()).count();
        assert_eq!(games, size / 2, "{id}: a game a pair");
    }
    let all_games: usize = made.iter().map(|&(_, size)| size / 2).sum();
    let (games,): (i64,) = sqlx::query_as("SELECT count(*) FROM games")
        .fetch_one(&mut connection)
        .await
        .expect("read");
    assert_eq!(
        usize::try_from(games).ok(),
        Some(all_games),
        "no game beyond the rounds' own"
    );
    third.kill().await;
    fourth.kill().await;
    db.drop_db().await;
}
