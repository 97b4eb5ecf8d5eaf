//! Ratings, histories, leaderboards and rematches through the real service
//! on a real SQLite file and a real Postgres. The Glicko-2 figures are
//! checked against an implementation written here from Glickman's paper
//! (itself checked against his published example) and against the
//! `skillratings` crate's own numbers.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use std::f64::consts::PI;
use std::sync::Arc;

use async_trait::async_trait;
use chrono::TimeDelta;
use kibitz::chat::{DeliveryError, Notice, Outbox, ReplyKind};
use kibitz::perf::{Finished, Perf, Speed};
use kibitz::rating::{PERIODS_PER_DAY, PROVISIONAL_DEVIATION, Rating, rate_game};
use kibitz::standing::store::RatingRow;
use kibitz::store::Store;
use kibitz_rules::Variant;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2, glicko2_rating_period};
use support::TestDb;
use support::room::{Room, start_time};

/// Glicko-2 units per rating point.
const SCALE: f64 = 173.7178;

/// One Glicko-2 rating period of a player (rating, deviation,
/// volatility) against opponents `(rating, deviation, score)`, written
/// from Glickman's paper, steps 1 to 8, with τ = 0.5.
fn glickman(player: (f64, f64, f64), games: &[(f64, f64, f64)]) -> (f64, f64, f64) {
    const TAU: f64 = 0.5;
    const EPSILON: f64 = 0.000_001;
    let (mu, phi, sigma) = ((player.0 - 1500.0) / SCALE, player.1 / SCALE, player.2);
    let g = |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (PI * PI)).sqrt();
    let e = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
    let opponents: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|&(r, rd, s)| ((r - 1500.0) / SCALE, rd / SCALE, s))
        .collect();
    let v = 1.0
        / opponents
            .iter()
            .map(|&(m, p, _)| g(p).powi(2) * e(m, p) * (1.0 - e(m, p)))
            .sum::<f64>();
    let gain: f64 = opponents
        .iter()
        .map(|&(m, p, s)| g(p) * (s - e(m, p)))
        .sum();
    let delta = v * gain;
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > EPSILON {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let new_sigma = (big_a / 2.0).exp();
    let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
    let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let new_mu = mu + new_phi * new_phi * gain;
    (SCALE * new_mu + 1500.0, SCALE * new_phi, new_sigma)
}

/// The deviation after `days` without a rated game, as the paper's step 6
/// grows it over that many rating periods (capped at 350).
fn grown(deviation: f64, volatility: f64, days: f64) -> f64 {
    let periods = days * PERIODS_PER_DAY;
    (deviation.powi(2) + periods * (volatility * SCALE).powi(2))
        .sqrt()
        .min(350.0)
}

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

#[test]
fn glickmans_published_example_comes_out_of_the_paper_and_the_crate() {
    let games = [
        (1400.0, 30.0, 1.0),
        (1550.0, 100.0, 0.0),
        (1700.0, 300.0, 0.0),
    ];
    let (r, rd, sigma) = glickman((1500.0, 200.0, 0.06), &games);
    assert!(close(r, 1464.06, 0.01), "{r}");
    assert!(close(rd, 151.52, 0.01), "{rd}");
    assert!(close(sigma, 0.05999, 0.00001), "{sigma}");
    let opponent = |r, rd| Glicko2Rating {
        rating: r,
        deviation: rd,
        volatility: 0.06,
    };
    let crate_says = glicko2_rating_period(
        &Glicko2Rating::from((1500.0, 200.0, 0.06)),
        &[
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ],
        &Glicko2Config::new(),
    );
    assert!(close(crate_says.rating, r, 1e-6), "{crate_says:?}");
    assert!(close(crate_says.deviation, rd, 1e-6), "{crate_says:?}");
    assert!(close(crate_says.volatility, sigma, 1e-9), "{crate_says:?}");
}

/// A player's rating in standard chess without a clock (correspondence),
/// as stored.
async fn standard(store: &Store, room: &Room, name: &str) -> Rating {
    let player = store
        .find_player(&support::room::user(name))
        .await
        .expect("the store answers")
        .expect("the player exists");
    let ratings: Vec<RatingRow> = store
        .standing()
        .ratings_of(player.id)
        .await
        .expect("ratings");
    let _ = room;
    ratings
        .into_iter()
        .find(|r| r.perf == Perf::Correspondence)
        .map(|r| r.rating)
        .expect("a correspondence rating")
}

/// Scholar's mate, White mating on the seventh move.
const SCHOLARS_MATE: &str = "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#";

async fn rated_games_move_both_ratings_as_glicko2_computes_them(db: TestDb) {
    let room = Room::new(&db.store, "club");
    // Game 1: two new players; alice (White) mates.
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", SCHOLARS_MATE).await;
    let ended = room.row(game).await;
    assert!(
        ended.rated,
        "{}: a challenge between people is rated",
        db.kind()
    );
    let (r, rd, sigma) = glickman((1500.0, 350.0, 0.06), &[(1500.0, 350.0, 1.0)]);
    let alice = standard(&db.store, &room, "alice").await;
    assert!(
        close(alice.rating, r, 1e-6) && close(alice.deviation, rd, 1e-6),
        "{alice:?}"
    );
    assert!(close(alice.volatility, sigma, 1e-9), "{alice:?}");
    let (crate_alice, crate_bob) = glicko2(
        &Glicko2Rating::new(),
        &Glicko2Rating::new(),
        &Outcomes::WIN,
        &Glicko2Config::new(),
    );
    assert_eq!(alice.rating, crate_alice.rating);
    let bob = standard(&db.store, &room, "bob").await;
    assert_eq!(
        (bob.rating, bob.deviation),
        (crate_bob.rating, crate_bob.deviation)
    );
    assert_eq!((alice.games, bob.games), (1, 1));
    // The final board says it: 1662 and 1338, both still provisional.
    let board = room.ok("alice", &format!("board #{game}")).await;
    assert!(
        board.text.contains("alice 1662? (+162), bob 1338? (−162)"),
        "{}",
        board.text
    );

    // Game 2, ten days later: bob (White now) wins by resignation; each
    // deviation first grows with the ten days.
    room.clock.advance(TimeDelta::days(10));
    let game = room.start_game("bob", "alice", "").await;
    room.play(game, "bob", "alice", "e4 e5").await;
    room.ok("alice", "resign").await;
    let alice_rd = grown(alice.deviation, alice.volatility, 10.0);
    let bob_rd = grown(bob.deviation, bob.volatility, 10.0);
    let (ra, rda, sa) = glickman(
        (alice.rating, alice_rd, alice.volatility),
        &[(bob.rating, bob_rd, 0.0)],
    );
    let (rb, rdb, sb) = glickman(
        (bob.rating, bob_rd, bob.volatility),
        &[(alice.rating, alice_rd, 1.0)],
    );
    let alice2 = standard(&db.store, &room, "alice").await;
    let bob2 = standard(&db.store, &room, "bob").await;
    assert!(close(alice2.rating, ra, 1e-6), "{alice2:?} vs {ra}");
    assert!(close(alice2.deviation, rda, 1e-6), "{alice2:?} vs {rda}");
    assert!(close(alice2.volatility, sa, 1e-9), "{alice2:?}");
    assert!(
        close(bob2.rating, rb, 1e-6) && close(bob2.deviation, rdb, 1e-6),
        "{bob2:?}"
    );
    assert!(close(bob2.volatility, sb, 1e-9), "{bob2:?}");
    assert_eq!((alice2.games, bob2.games), (2, 2));
    // The history shows both games, newest first, with the changes.
    let history = room.ok("alice", "history").await;
    let lines: Vec<&str> = history.text.lines().collect();
    assert!(
        lines[1].starts_with(&format!(
            "#{game} standard chess, correspondence: lost to bob, "
        )),
        "{}",
        history.text
    );
    assert!(
        lines[2].starts_with("#1 standard chess, correspondence: won against bob, 1662? (+162)"),
        "{}",
        history.text
    );
    // Every variant has its own rating, our own games included.
    for variant in ["football", "immortal"] {
        let game = room.start_game("alice", "bob", variant).await;
        room.ok("bob", &format!("resign #{game}")).await;
    }
    let alice = db
        .store
        .find_player(&support::room::user("alice"))
        .await
        .expect("the store answers")
        .expect("alice exists");
    let mut perfs: Vec<Perf> = db
        .store
        .standing()
        .ratings_of(alice.id)
        .await
        .expect("ratings")
        .iter()
        .map(|r| r.perf)
        .collect();
    perfs.sort_by_key(|p| p.name());
    assert_eq!(
        perfs,
        [
            Perf::Correspondence,
            Perf::Variant(Variant::Football),
            Perf::Variant(Variant::Immortal)
        ]
    );
    db.drop_db().await;
}
on_each_database!(rated_games_move_both_ratings_as_glicko2_computes_them);

async fn casual_bot_set_up_and_aborted_games_leave_ratings_alone(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let casual = room.start_game("ann", "ben", "casual").await;
    assert!(!room.row(casual).await.rated);
    room.play(casual, "ann", "ben", SCHOLARS_MATE).await;
    let pgn = room.ok("ann", &format!("pgn #{casual}")).await;
    let record = String::from_utf8(pgn.files[0].bytes.clone()).expect("UTF-8");
    assert!(
        record.contains("[Event \"Kibitz casual game\"]"),
        "{record}"
    );
    let fen = "fen \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"";
    let challenge = room.ok("ann", &format!("challenge @ben {fen}")).await;
    assert!(challenge.text.contains("casual"), "{}", challenge.text);
    let set_up = room
        .ok("ben", "accept")
        .await
        .board
        .expect("a board")
        .game_id
        .get();
    assert!(!room.row(set_up).await.rated);
    room.ok("ben", &format!("resign #{set_up}")).await;
    room.ok("ann", "play bot").await;
    room.ok("ann", "resign").await;
    let aborted = room.start_game("ann", "ben", "").await;
    room.ok("ann", &format!("abort #{aborted}")).await;
    let ann = db
        .store
        .find_player(&support::room::user("ann"))
        .await
        .expect("the store answers")
        .expect("ann exists");
    assert!(
        db.store
            .standing()
            .ratings_of(ann.id)
            .await
            .expect("ratings")
            .is_empty()
    );
    let history = db
        .store
        .standing()
        .history(ann.id, Finished::All, 0, 10)
        .await
        .expect("history");
    assert_eq!(history.len(), 3, "the aborted game is in no history");
    assert!(history.iter().all(|line| line.rating_after.is_none()));
    let profile = room.ok("ann", "profile").await;
    assert!(
        profile
            .text
            .contains("correspondence: not rated yet; 2 won, 0 drawn, 1 lost."),
        "{}",
        profile.text
    );
    // A finished game is beyond a takeback.
    room.refused("ben", &format!("takeback #{casual}"), "is over")
        .await;
    room.refused("ann", "play bot rated", "never rated").await;
    db.drop_db().await;
}
on_each_database!(casual_bot_set_up_and_aborted_games_leave_ratings_alone);

/// Delivers nothing and fails nothing: the scheduler's chat.
struct Quiet;

#[async_trait]
impl Outbox for Quiet {
    async fn deliver(&self, _: &Notice) -> Result<(), DeliveryError> {
        Ok(())
    }
}

/// Checks that each finished game changed its players' ratings exactly
/// once: the stored ratings are the result of rating the recorded results
/// in order, one game at a time.
async fn rated_once(store: &Store, white: &str, black: &str, games: usize) {
    let find = |name: &str| {
        let user = support::room::user(name);
        async move {
            store
                .find_player(&user)
                .await
                .expect("store")
                .expect("player")
        }
    };
    let (w, b) = (find(white).await, find(black).await);
    let history = store
        .standing()
        .history(w.id, Finished::All, 0, 1000)
        .await
        .expect("history");
    assert_eq!(history.len(), games, "one history line per game");
    let mut wr = Rating::start(start_time());
    let mut br = Rating::start(start_time());
    for line in history.iter().rev() {
        assert_eq!(line.rating_before, Some(wr.rating), "game {}", line.game_id);
        (wr, br) = rate_game(&wr, &br, line.score, start_time());
    }
    let stored =
        |id| async move { store.standing().ratings_of(id).await.expect("ratings")[0].rating };
    assert_eq!(stored(w.id).await.games as usize, games);
    assert_eq!(stored(w.id).await.rating, wr.rating);
    assert_eq!(stored(b.id).await.rating, br.rating);
}

async fn two_processes_ending_one_game_at_once_rate_it_exactly_once(db: TestDb) {
    const GAMES: usize = 6;
    // Two pools on one database stand for two bot processes.
    let other = Store::connect(&db.url).await.expect("a second pool");
    let first = Arc::new(Room::new(&db.store, "club"));
    let second = Arc::new(Room::new(&other, "club"));
    // A mating move against a resignation.
    for _ in 0..GAMES {
        let game = first.start_game("alice", "bob", "").await;
        first
            .play(game, "alice", "bob", "e4 e5 Qh5 Nc6 Bc4 Nf6")
            .await;
        let (a, b) = (first.clone(), second.clone());
        let mate = tokio::spawn(async move { a.say("alice", &format!("move Qxf7 #{game}")).await });
        let resign = tokio::spawn(async move { b.say("bob", &format!("resign #{game}")).await });
        let (mate, resign) = (mate.await.expect("mates"), resign.await.expect("resigns"));
        assert!(
            mate.is_refused() != resign.is_refused(),
            "{}\n{}",
            mate.text,
            resign.text
        );
    }
    rated_once(&db.store, "alice", "bob", GAMES).await;
    // A time-out by one process's scheduler against a move by the other.
    for _ in 0..GAMES {
        let game = first.start_game("carl", "dora", "days 1").await;
        first
            .play(game, "carl", "dora", "e4 e5 Qh5 Nc6 Bc4 Nf6")
            .await;
        for room in [&first, &second] {
            room.clock
                .advance(TimeDelta::days(1) + TimeDelta::minutes(1));
        }
        let (a, b) = (first.clone(), second.clone());
        let mate = tokio::spawn(async move { a.say("carl", &format!("move Qxf7 #{game}")).await });
        let timeout = tokio::spawn(async move {
            b.service
                .run_due(&Quiet, 100, TimeDelta::minutes(2))
                .await
                .expect("a pass")
        });
        mate.await.expect("moves");
        timeout.await.expect("times out");
        assert!(first.row(game).await.status.outcome().is_some());
    }
    // Carl's games went either way; each counted once.
    let carl = db
        .store
        .find_player(&support::room::user("carl"))
        .await
        .expect("store")
        .expect("carl");
    let history = db
        .store
        .standing()
        .history(carl.id, Finished::All, 0, 100)
        .await
        .expect("history");
    assert_eq!(history.len(), GAMES);
    let ratings = db
        .store
        .standing()
        .ratings_of(carl.id)
        .await
        .expect("ratings");
    assert_eq!(ratings[0].rating.games as usize, GAMES);
    other.close().await;
    db.drop_db().await;
}
on_each_database!(
    two_processes_ending_one_game_at_once_rate_it_exactly_once,
    flavor = "multi_thread",
    worker_threads = 4
);

/// `who` says `text`, which changes nothing, and the answer says `what`.
async fn told(room: &Room, who: &str, text: &str, what: &str) {
    let reply = room.say(who, text).await;
    assert_eq!(reply.kind, ReplyKind::Info, "{text}: {}", reply.text);
    assert!(reply.text.contains(what), "{text}: {}", reply.text);
}

async fn profiles_histories_and_leaderboards_tell_the_standing(db: TestDb) {
    let club = Room::new(&db.store, "club");
    let elsewhere = club.elsewhere("elsewhere");
    told(
        &club,
        "alice",
        "profile",
        "alice has not finished a game yet.",
    )
    .await;
    told(
        &club,
        "alice",
        "top",
        "No one here has a settled blitz rating yet",
    )
    .await;
    // Sixteen quick games, winners alternating (Black mates): enough to
    // settle both ratings below the provisional mark.
    let mut last = 0;
    for n in 0..16 {
        let (white, black) = if n % 2 == 0 {
            ("alice", "bob")
        } else {
            ("bob", "alice")
        };
        last = club.start_game(white, black, "").await;
        club.play(last, white, black, "f3 e5 g4 Qh4#").await;
        if n == 2 {
            // Three games in, both ratings are provisional: the
            // leaderboard says how long that lasts and lists them apart.
            let top = club.ok("carol", "top").await;
            let lines: Vec<&str> = top.text.lines().collect();
            assert!(
                lines[0].contains("about its first dozen rated games"),
                "{}",
                top.text
            );
            assert_eq!(
                lines[1], "Provisional (about a dozen rated games settle a rating):",
                "{}",
                top.text
            );
            assert_eq!(lines.len(), 4, "{}", top.text);
            assert!(
                lines[2..]
                    .iter()
                    .all(|line| line.starts_with("• ") && line.contains("? (3 games)")),
                "{}",
                top.text
            );
            club.ok("dave", "set language ru").await;
            let russian = club.ok("dave", "top").await;
            assert!(
                russian.text.contains("Предварительные") && russian.text.contains("? (3 партии)"),
                "{}",
                russian.text
            );
        }
    }
    let alice = standard(&db.store, &club, "alice").await;
    assert!(alice.deviation < PROVISIONAL_DEVIATION, "{alice:?}");
    let top = club.ok("carol", "top").await;
    let lines: Vec<&str> = top.text.lines().collect();
    assert_eq!(
        lines[0], "Best correspondence players here, page 1:",
        "{}",
        top.text
    );
    assert_eq!(lines.len(), 3, "{}", top.text);
    assert!(
        lines[1].starts_with("1. ") && lines[1].ends_with("(16 games)"),
        "{}",
        top.text
    );
    // Another chat is another community; the platform has them all.
    told(&elsewhere, "carol", "top", "No one here").await;
    let global = elsewhere.ok("carol", "top global").await;
    assert_eq!(global.text.lines().count(), 3, "{}", global.text);
    // A history of sixteen games has two pages, linked by buttons.
    let page_one = club.ok("bob", "history @alice").await;
    assert_eq!(page_one.text.lines().count(), 12, "title, ten games, hint");
    let older: Vec<String> = page_one
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(older, ["history @alice page 2"]);
    let page_two = club.ok("bob", &older[0]).await;
    assert!(
        page_two.text.contains("page 2")
            && page_two.text.contains("#1 standard chess, correspondence"),
        "{}",
        page_two.text
    );
    let newer: Vec<String> = page_two
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(newer, ["history @alice"]);
    told(&club, "bob", "history @alice page 3", "alice has no page 3").await;
    let profile = club.ok("carol", "profile @alice").await;
    assert!(
        profile.text.contains("correspondence: 1"),
        "{}",
        profile.text
    );
    assert!(
        profile
            .text
            .contains("after 16 rated games; 8 won, 0 drawn, 8 lost."),
        "{}",
        profile.text
    );
    assert!(
        profile.text.contains("Streak: 1 win in a row."),
        "{}",
        profile.text
    );
    club.refused("carol", "profile @nobody", "I do not know @nobody")
        .await;
    // A finished game can be looked at from another chat.
    let board = elsewhere.ok("carol", &format!("board #{last}")).await;
    assert!(board.board.is_some(), "{}", board.text);
    let gif = elsewhere.ok("carol", &format!("gif #{last}")).await;
    let file = gif.files.into_iter().next().expect("an animation");
    assert!(file.bytes.starts_with(b"GIF89a") && file.mime == "image/gif");
    // `games` lists the games being played here, anyone's.
    let playing = club.start_game("erin", "fred", "").await;
    let games = club.ok("carol", "games").await;
    assert!(
        games.text.contains(&format!(
            "#{playing} erin against fred, standard chess: erin to move."
        )),
        "{}",
        games.text
    );
    let mine = club.ok("carol", "games mine").await;
    assert!(
        mine.text.contains("You have no active games"),
        "{}",
        mine.text
    );
    elsewhere
        .refused(
            "carol",
            &format!("board #{playing}"),
            "is played in another chat",
        )
        .await;
    db.drop_db().await;
}
on_each_database!(profiles_histories_and_leaderboards_tell_the_standing);

async fn a_rematch_begins_when_both_players_press_it(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let first = room.start_game("alice", "bob", "casual days 3").await;
    room.refused("alice", &format!("rematch #{first}"), "still being played")
        .await;
    room.ok("bob", "resign").await;
    let offer = room.ok("bob", &format!("rematch #{first}")).await;
    assert!(
        offer.text.contains("bob offers @alice a rematch"),
        "{}",
        offer.text
    );
    room.refused(
        "bob",
        &format!("rematch #{first}"),
        "offered alice a rematch",
    )
    .await;
    room.refused(
        "carol",
        &format!("rematch #{first}"),
        "You are not playing in game",
    )
    .await;
    let begun = room.ok("alice", &format!("rematch #{first}")).await;
    let second = begun.board.expect("the new board").game_id.get();
    assert!(
        begun.text.contains(&format!("game #{second} begins")),
        "{}",
        begun.text
    );
    let row = room.row(second).await;
    let old = room.row(first).await;
    assert_eq!(
        (row.white_id, row.black_id),
        (old.black_id, old.white_id),
        "colours swapped"
    );
    assert_eq!(
        (row.variant, row.days_per_move, row.rated),
        (old.variant, Some(3), false)
    );
    assert_eq!(old.rematch_id, Some(kibitz::model::GameId(second)));
    room.refused("bob", &format!("rematch #{first}"), "has begun already")
        .await;
    // The bot agrees at once, and keeps its level.
    let bot_game = room
        .ok("dora", "play bot level 2 white")
        .await
        .board
        .expect("board")
        .game_id
        .get();
    room.ok("dora", "resign").await;
    let again = room.ok("dora", &format!("rematch #{bot_game}")).await;
    let rematch = room.row(again.board.expect("a board").game_id.get()).await;
    assert_eq!(rematch.bot_level, Some(2));
    assert_eq!(
        rematch.moves.split_whitespace().count(),
        1,
        "the bot, White now, has moved"
    );
    db.drop_db().await;
}
on_each_database!(a_rematch_begins_when_both_players_press_it);

/// A player's ratings, as stored, by what they rate.
async fn ratings_by_perf(store: &Store, name: &str) -> Vec<(Perf, Rating)> {
    let player = store
        .find_player(&support::room::user(name))
        .await
        .expect("the store answers")
        .expect("the player exists");
    let mut held: Vec<(Perf, Rating)> = store
        .standing()
        .ratings_of(player.id)
        .await
        .expect("ratings")
        .into_iter()
        .map(|r| (r.perf, r.rating))
        .collect();
    held.sort_by_key(|(perf, _)| perf.name());
    held
}

async fn standard_chess_is_rated_apart_at_each_speed_and_every_other_variant_once(db: TestDb) {
    let room = Room::new(&db.store, "club");
    // Four rated games alice wins: blitz, bullet, correspondence (days per
    // move), and atomic chess on a blitz clock.
    for terms in ["5+3", "1+0", "days 3"] {
        let game = room.start_game("alice", "bob", terms).await;
        room.play(game, "alice", "bob", SCHOLARS_MATE).await;
    }
    let atomic = room.start_game("alice", "bob", "atomic 3+0").await;
    room.play(atomic, "alice", "bob", "e4 e5").await;
    room.ok("bob", &format!("resign #{atomic}")).await;
    // Each is a rating of its own: one game each, each as a new rating's
    // first win (no rating moved by another's games).
    let held = ratings_by_perf(&db.store, "alice").await;
    let perfs: Vec<Perf> = held.iter().map(|(perf, _)| *perf).collect();
    assert_eq!(
        perfs,
        [
            Perf::Variant(Variant::Atomic),
            Perf::Live(Speed::Blitz),
            Perf::Live(Speed::Bullet),
            Perf::Correspondence,
        ],
        "{}",
        db.kind()
    );
    let first_win = held[0].1.rating;
    assert!(
        held.iter()
            .all(|(_, r)| r.games == 1 && close(r.rating, first_win, 1e-9)),
        "{held:?}"
    );
    // The profile shows each speed and the variant.
    let profile = room.ok("bob", "profile @alice").await;
    for line in [
        "blitz: 1662? after 1 rated game; 1 won, 0 drawn, 0 lost.",
        "bullet: 1662? after 1 rated game; 1 won, 0 drawn, 0 lost.",
        "correspondence: 1662? after 1 rated game; 1 won, 0 drawn, 0 lost.",
        "atomic chess: 1662? after 1 rated game; 1 won, 0 drawn, 0 lost.",
    ] {
        assert!(profile.text.contains(line), "{line}: {}", profile.text);
    }
    // A history narrows to a speed, or to a variant at every speed.
    let blitz = room.ok("alice", "history blitz").await;
    let lines: Vec<&str> = blitz.text.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "Finished blitz games of alice, page 1:",
            "#1 standard chess, blitz: won against bob, 1662? (+162) · \
             C20 King's Pawn Game: Wayward Queen Attack",
        ],
        "{}",
        blitz.text
    );
    assert_eq!(lines.len(), 3, "title, one game, hint: {}", blitz.text);
    let all = room.ok("alice", "history chess").await;
    assert_eq!(all.text.lines().count(), 5, "three games: {}", all.text);
    assert!(
        all.text
            .contains("#2 standard chess, bullet: won against bob")
            && all
                .text
                .contains("#3 standard chess, correspondence: won against bob"),
        "{}",
        all.text
    );
    let atomic_history = room.ok("alice", "history atomic").await;
    assert!(
        atomic_history
            .text
            .contains(&format!("#{atomic} atomic chess: won against bob")),
        "{}",
        atomic_history.text
    );
    // Each speed has its leaderboard; a variant has no speeds.
    told(
        &room,
        "carol",
        "top bullet",
        "No one here has a settled bullet rating yet",
    )
    .await;
    let top_blitz = room.ok("carol", "top blitz").await;
    assert!(
        top_blitz.text.contains("• alice 1662? (1 game)")
            && top_blitz.text.contains("• bob 1338? (1 game)"),
        "{}",
        top_blitz.text
    );
    room.refused(
        "carol",
        "top atomic blitz",
        "`blitz` is a speed of standard chess",
    )
    .await;
    // `top` alone: standard chess at the speed most players here hold;
    // blitz while every speed has as many.
    told(&room, "carol", "top", "settled blitz rating").await;
    let game = room.start_game("carol", "dave", "days 1").await;
    room.play(game, "carol", "dave", SCHOLARS_MATE).await;
    told(&room, "carol", "top", "settled correspondence rating").await;
    // And in Russian.
    room.ok("bob", "set language ru").await;
    let russian = room.ok("bob", "profile @alice").await;
    assert!(
        russian.text.contains("блиц: 1662?") && russian.text.contains("по переписке: 1662?"),
        "{}",
        russian.text
    );
    let russian_history = room.ok("bob", "history @alice bullet").await;
    assert!(
        russian_history
            .text
            .contains("#2 классические шахматы, пуля:"),
        "{}",
        russian_history.text
    );
    db.drop_db().await;
}
on_each_database!(standard_chess_is_rated_apart_at_each_speed_and_every_other_variant_once);

/// The rows a database of the migrations before ratings by speed held, as
/// that schema kept them: undoes the migration that split them (and only
/// it), writes the old keys, and records the migration as not applied.
async fn back_to_ratings_by_variant(store: &Store) {
    let steps = [
        "DROP INDEX results_of_player_in_perf",
        "ALTER TABLE results DROP COLUMN perf",
        "ALTER TABLE ratings RENAME COLUMN perf TO variant",
        "ALTER TABLE standings RENAME COLUMN perf TO variant",
        // Before, every standard game counted for one rating.
        "DELETE FROM ratings WHERE variant IN ('bullet', 'blitz', 'rapid', 'classical')",
        "DELETE FROM standings WHERE variant IN ('bullet', 'blitz', 'rapid', 'classical')",
        "UPDATE ratings SET variant = 'standard' WHERE variant = 'correspondence'",
        "UPDATE standings SET variant = 'standard' WHERE variant = 'correspondence'",
        "DELETE FROM _sqlx_migrations WHERE description = 'ratings by speed'",
    ];
    for sql in steps {
        match store {
            Store::Postgres(connections) => sqlx::query(sql)
                .execute(&mut *connections.checkout().await.expect("a connection"))
                .await
                .map(|_| ()),
            Store::Sqlite(pools) => sqlx::query(sql).execute(&pools.writer).await.map(|_| ()),
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

async fn ratings_held_before_speeds_carry_over_as_correspondence_ratings(db: TestDb) {
    let room = Room::new(&db.store, "club");
    let unlimited = room.start_game("alice", "bob", "").await;
    room.play(unlimited, "alice", "bob", SCHOLARS_MATE).await;
    let blitz = room.start_game("alice", "bob", "5+0").await;
    room.play(blitz, "alice", "bob", SCHOLARS_MATE).await;
    let atomic = room.start_game("alice", "bob", "atomic").await;
    room.play(atomic, "alice", "bob", "e4 e5").await;
    room.ok("bob", &format!("resign #{atomic}")).await;
    let correspondence = ratings_by_perf(&db.store, "alice")
        .await
        .into_iter()
        .find(|(perf, _)| *perf == Perf::Correspondence)
        .expect("a correspondence rating")
        .1;
    back_to_ratings_by_variant(&db.store).await;
    // The migration runs on the old rows, once.
    let store = Store::connect(&db.url).await.expect("migrates");
    let held = ratings_by_perf(&store, "alice").await;
    assert_eq!(
        held,
        [
            (
                Perf::Variant(Variant::Atomic),
                held.iter()
                    .find(|(p, _)| *p == Perf::Variant(Variant::Atomic))
                    .expect("atomic kept")
                    .1
            ),
            (Perf::Correspondence, correspondence),
        ],
        "{}: the standard rating is the correspondence rating, unchanged",
        db.kind()
    );
    let alice = store
        .find_player(&support::room::user("alice"))
        .await
        .expect("reads")
        .expect("alice");
    let lines = store
        .standing()
        .history(alice.id, Finished::All, 0, 10)
        .await
        .expect("history");
    let perfs: Vec<(i64, Perf)> = lines.iter().map(|l| (l.game_id.get(), l.perf)).collect();
    assert_eq!(
        perfs,
        [
            (atomic, Perf::Variant(Variant::Atomic)),
            (blitz, Perf::Live(Speed::Blitz)),
            (unlimited, Perf::Correspondence),
        ],
        "{}: each history line counts for its game's speed",
        db.kind()
    );
    let only_blitz = store
        .standing()
        .history(alice.id, Finished::RatedAs(Perf::Live(Speed::Blitz)), 0, 10)
        .await
        .expect("history");
    assert_eq!(only_blitz.len(), 1);
    store.close().await;
    db.drop_db().await;
}
on_each_database!(ratings_held_before_speeds_carry_over_as_correspondence_ratings);

/// `profile @name` shows the asker's record against that player, as
/// lichess's crosstable does: their wins, draws and losses against them
/// and their latest games together, in the asker's language; not on one's
/// own profile, nor to someone who never played them.
async fn a_profile_shows_the_askers_record_against_the_player(db: TestDb) {
    let room = Room::new(&db.store, "club");
    // Bob (White) is mated by Alice; then they agree a draw.
    let first = room.start_game("bob", "alice", "").await;
    room.play(first, "bob", "alice", "f3 e5 g4 Qh4").await;
    let second = room.start_game("alice", "bob", "").await;
    room.ok("alice", &format!("draw #{second}")).await;
    room.ok("bob", &format!("draw #{second}")).await;
    let other = room.start_game("carol", "bob", "").await;
    room.ok("carol", &format!("resign #{other}")).await;

    let seen = room.ok("alice", "profile @bob").await;
    let lines: Vec<&str> = seen.text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("You against bob: 1 won, 1 drawn, 0 lost"))
        .unwrap_or_else(|| panic!("{}", seen.text));
    // Their games together, newest first, as Alice played them; Carol's
    // game with Bob is not among them.
    assert!(
        lines[at + 1].contains(&format!("#{second}")),
        "{}",
        seen.text
    );
    assert!(
        lines[at + 2].contains(&format!("#{first}")),
        "{}",
        seen.text
    );
    assert_eq!(lines.len(), at + 3, "{}", seen.text);
    told(
        &room,
        "bob",
        "profile @alice",
        "You against alice: 0 won, 1 drawn, 1 lost",
    )
    .await;
    for (who, asked) in [("carol", "profile @alice"), ("alice", "profile")] {
        let text = room.ok(who, asked).await.text;
        assert!(!text.contains("You against"), "{who}: {text}");
    }
    room.ok("alice", "set language ru").await;
    told(
        &room,
        "alice",
        "profile @bob",
        "Вы против bob: побед: 1, ничьих: 1, поражений: 0",
    )
    .await;
    db.drop_db().await;
}
on_each_database!(a_profile_shows_the_askers_record_against_the_player);
