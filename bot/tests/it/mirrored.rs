//! Scenarios Discord and Telegram share, written once against the
//! [`Stage`] harness and run on each platform (`…::on_discord`,
//! `…::on_telegram`): the real adapter against its stand-in, on a real
//! SQLite store.

use kibitz::chat::{DeliveryError, Notice, NoticeKind, Reply};
use kibitz::model::GameId;

use crate::support::TestDb;
use crate::support::stage::{Arg, Person, Stage, on_each_platform};

/// A stage on a fresh SQLite store.
async fn staged<S: Stage>() -> (S, TestDb) {
    let _ = tracing_subscriber::fmt()
        .with_env_filter("warn,kibitz=info")
        .with_test_writer()
        .try_init();
    let db = TestDb::sqlite().await;
    (S::open(db.store.clone()).await, db)
}

/// Kibitz named as the opponent starts a game at once and answers the
/// first move in the same post; another bot is refused by name.
async fn kibitz_as_opponent_plays_and_another_bot_is_refused<S: Stage>() {
    let (stage, db) = staged::<S>().await;
    let erin = Person::new(51, "Erin");
    let dealer = Person::new(77, "Dealer").a_bot();
    let refused = stage
        .say(&erin, "challenge", &[("opponent", Arg::Person(&dealer))])
        .await;
    let why = format!("{} is a bot and cannot play here", stage.mentioned(&dealer));
    assert!(refused.text.contains(&why), "{}: {}", S::NAME, refused.text);
    assert_eq!(refused.private, S::REFUSALS_ARE_PRIVATE, "{}", S::NAME);

    let started = stage
        .say(
            &erin,
            "challenge",
            &[
                ("opponent", Arg::Kibitz),
                ("color", Arg::Word("black")),
                ("level", Arg::Number(2)),
            ],
        )
        .await;
    assert!(
        started
            .text
            .contains("A game against Kibitz (level 2) begins")
            && started.text.contains("Kibitz (level 2) answers"),
        "{}: the game begins with the bot's first move: {}",
        S::NAME,
        started.text
    );
    assert!(started.picture && !started.private, "{}", S::NAME);
    assert!(
        !started.buttons.iter().any(|b| b.starts_with("accept")),
        "{}: a game, not a challenge: {:?}",
        S::NAME,
        started.buttons
    );
    assert!(stage.unexpected().is_empty(), "{:?}", stage.unexpected());
    db.drop_db().await;
}
on_each_platform!(kibitz_as_opponent_plays_and_another_bot_is_refused);

/// A new player is answered in their client's language until they choose
/// one; someone else's client keeps its own.
async fn a_new_players_language_comes_from_their_client<S: Stage>() {
    let (stage, db) = staged::<S>().await;
    let ivan = Person::new(91, "Ivan").speaking("ru");
    let help = stage.say(&ivan, "help", &[]).await;
    assert!(
        help.text.starts_with("Команды"),
        "{}: {}",
        S::NAME,
        help.text
    );
    assert!(
        help.text.contains("по-русски (`ход e4`, `сдаюсь`)"),
        "{}: {}",
        S::NAME,
        help.text
    );
    let erin = Person::new(92, "Erin").speaking("en-GB");
    let help = stage.say(&erin, "help", &[]).await;
    assert!(
        help.text.starts_with("Commands"),
        "{}: {}",
        S::NAME,
        help.text
    );
    // Ivan chooses English: his client's Russian no longer decides.
    let set = stage
        .say(&ivan, "set", &[("language", Arg::Setting("en"))])
        .await;
    assert!(!set.private, "{}: {}", S::NAME, set.text);
    let help = stage.say(&ivan, "help", &[]).await;
    assert!(
        help.text.starts_with("Commands"),
        "{}: {}",
        S::NAME,
        help.text
    );
    assert!(stage.unexpected().is_empty(), "{:?}", stage.unexpected());
    db.drop_db().await;
}
on_each_platform!(a_new_players_language_comes_from_their_client);

/// A football line-up shows the board as it stands after every placement
/// (placements sent ahead wait unseen): each answer is the game's live
/// board, with its buttons, and the one before it loses them.
async fn a_football_line_up_shows_the_board_at_every_placement<S: Stage>() {
    let (stage, db) = staged::<S>().await;
    let (alice, bob) = (Person::new(71, "Alice"), Person::new(72, "Bob"));
    let challenge = stage
        .say(
            &alice,
            "challenge",
            &[
                ("opponent", Arg::Person(&bob)),
                ("variant", Arg::Word("football")),
                ("color", Arg::Word("white")),
            ],
        )
        .await;
    assert!(
        challenge.buttons.iter().any(|b| b == "accept #1"),
        "{}: {challenge:?}",
        S::NAME
    );
    let kick_off = stage.press(&bob, "accept #1").await;
    assert!(kick_off.picture, "{}: {kick_off:?}", S::NAME);
    let line_up = |moves| [("move", Arg::Word(moves))];
    let placed = stage
        .say(&alice, "move", &line_up("K@d1 P@a2 P@b2 N@c3 R@h1 N@e4"))
        .await;
    assert!(
        placed.picture && !placed.buttons.is_empty(),
        "{}: the board after a placement: {placed:?}",
        S::NAME
    );
    let ahead = format!("{} has 5 placements sent ahead.", stage.named(&alice));
    assert!(placed.text.contains(&ahead), "{}: {}", S::NAME, placed.text);
    let answered = stage.say(&bob, "move", &line_up("K@d8")).await;
    assert!(
        answered.picture && !answered.buttons.is_empty(),
        "{}",
        S::NAME
    );
    stage.wait_live(&[&answered]).await;
    let lined_up = stage
        .say(&bob, "move", &line_up("P@a7 P@b7 N@c6 B@f6 Q@h8"))
        .await;
    assert!(lined_up.picture, "{}: {lined_up:?}", S::NAME);
    assert!(
        lined_up.text.contains("Q@h8"),
        "{}: {}",
        S::NAME,
        lined_up.text
    );
    assert!(
        !lined_up.buttons.is_empty(),
        "{}: the board is live",
        S::NAME
    );
    stage.wait_live(&[&lined_up]).await;
    assert!(stage.unexpected().is_empty(), "{:?}", stage.unexpected());
    db.drop_db().await;
}
on_each_platform!(a_football_line_up_shows_the_board_at_every_placement);

/// The chat's managers set the language of the bot's posts there; anyone
/// else is refused. Once set, the chat's answers are in its language,
/// whoever asks.
async fn a_chats_managers_set_the_language_of_its_posts<S: Stage>() {
    let (stage, db) = staged::<S>().await;
    let (erin, olga) = (Person::new(93, "Erin"), Person::new(94, "Olga"));
    stage.make_manager(&olga);
    let to_russian = [("chat", Arg::Setting("ru"))];
    let refused = stage.say(&erin, "set", &to_russian).await;
    assert!(
        refused
            .text
            .starts_with("Only the chat's managers may change its language"),
        "{}: {}",
        S::NAME,
        refused.text
    );
    assert_eq!(refused.private, S::REFUSALS_ARE_PRIVATE, "{}", S::NAME);
    let set = stage.say(&olga, "set", &to_russian).await;
    assert!(!set.private, "{}", S::NAME);
    assert_eq!(
        set.text,
        "Теперь мои сообщения в этом чате — по-русски, кому бы я ни отвечал.",
        "{}",
        S::NAME
    );
    let help = stage.say(&erin, "help", &[]).await;
    assert!(
        help.text.starts_with("Команды"),
        "{}: {}",
        S::NAME,
        help.text
    );
    assert!(stage.unexpected().is_empty(), "{:?}", stage.unexpected());
    db.drop_db().await;
}
on_each_platform!(a_chats_managers_set_the_language_of_its_posts);

/// A notice the platform takes is delivered; one it refuses for good (a
/// channel the bot may not see, a user who blocked it) fails as lasting,
/// with the platform's reason.
async fn a_failed_notice_says_whether_the_failure_lasts<S: Stage>() {
    let (stage, db) = staged::<S>().await;
    let (outbox, reached, (refused, why)) = stage.notices();
    let notice = |to| Notice {
        kind: NoticeKind::Reminder,
        game_id: Some(GameId(1)),
        to,
        reply: Reply::done("It is your move.".into()),
    };
    assert_eq!(
        outbox.deliver(&notice(reached)).await,
        Ok(()),
        "{}",
        S::NAME
    );
    let failed = outbox.deliver(&notice(refused)).await;
    assert!(
        matches!(&failed, Err(DeliveryError::Lasting(reason)) if reason.contains(why)),
        "{}: {failed:?}",
        S::NAME
    );
    db.drop_db().await;
}
on_each_platform!(a_failed_notice_says_whether_the_failure_lasts);

/// The standing end to end: a casual challenge says so; a rated game ended
/// by a pressed and confirmed Resign shows both new ratings and a Rematch
/// button, which both players press to begin the rematch, colours
/// swapped, as the game's one live board; a profile, a history and the chat's leaderboard answer, and
/// a finished game's animation comes as a GIF.
async fn ratings_profiles_histories_leaderboards_and_a_rematch<S: Stage>() {
    let (stage, db) = staged::<S>().await;
    let (alice, bob) = (Person::new(81, "Alice"), Person::new(82, "Bob"));
    let (a, b) = (stage.named(&alice), stage.named(&bob));
    let to_bob = ("opponent", Arg::Person(&bob));
    let casual = stage
        .say(
            &alice,
            "challenge",
            &[
                to_bob,
                ("color", Arg::Word("white")),
                ("rated", Arg::Flag(false, "casual")),
            ],
        )
        .await;
    assert!(
        casual.text.contains("no time limit, casual)"),
        "{}: {}",
        S::NAME,
        casual.text
    );
    stage
        .say(&alice, "cancel", &[("challenge", Arg::Game(1))])
        .await;
    let rated = stage
        .say(
            &alice,
            "challenge",
            &[to_bob, ("color", Arg::Word("white"))],
        )
        .await;
    assert!(
        rated.text.contains("no time limit, rated)"),
        "{}: {}",
        S::NAME,
        rated.text
    );
    let board = stage.press(&bob, "accept #2").await;
    assert!(
        board.text.contains("standard chess, rated."),
        "{}: {}",
        S::NAME,
        board.text
    );
    // Resign asks first, only the player who pressed it.
    let asked = stage.press(&bob, "resign ask #1 ply:0").await;
    assert_eq!(
        asked.text,
        format!("{b}, resign game #1 against {a}?"),
        "{}",
        S::NAME
    );
    assert_eq!(
        asked.buttons,
        ["resign confirm black #1", "resign cancel black #1"],
        "{}",
        S::NAME
    );
    let ended = stage.press(&bob, "resign confirm black #1").await;
    let rated = format!("{a} 1662? (+162), {b} 1338? (−162)");
    assert!(ended.text.contains(&rated), "{}: {}", S::NAME, ended.text);
    assert_eq!(ended.buttons, ["rematch #1"], "{}", S::NAME);
    // Bob offers, Alice agrees: the rematch begins with Bob as White.
    let offer = stage.press(&bob, "rematch #1").await;
    let offered = format!(
        "{b} offers {} a rematch of game #1",
        stage.mentioned(&alice)
    );
    assert!(offer.text.contains(&offered), "{}: {}", S::NAME, offer.text);
    assert_eq!(offer.buttons, ["rematch #1"], "{}", S::NAME);
    let begun = stage.press(&alice, "rematch #1").await;
    let second = format!("Game #2: {b} (white) against {a} (black), standard chess, rated.");
    assert!(
        begun.text.contains("Rematch of game #1: game #2 begins.") && begun.text.contains(&second),
        "{}: {}",
        S::NAME,
        begun.text
    );
    // The offer pressed is settled: what keeps live buttons is the open
    // casual challenge, the finished game's own post and the rematch's
    // board.
    stage.wait_live(&[&casual, &ended, &begun]).await;
    let profile = stage
        .say(&bob, "profile", &[("user", Arg::Person(&alice))])
        .await;
    assert!(
        profile.text.contains(&format!("Profile of {a}:"))
            && profile
                .text
                .contains("correspondence: 1662? after 1 rated game; 1 won, 0 drawn, 0 lost.")
            && profile.text.contains("Streak: 1 win in a row."),
        "{}: {}",
        S::NAME,
        profile.text
    );
    let history = stage
        .say(&alice, "history", &[("user", Arg::Person(&bob))])
        .await;
    assert!(
        history
            .text
            .contains(&format!("Finished games of {b}, page 1:"))
            && history.text.contains(&format!(
                "#1 standard chess, correspondence: lost to {a}, 1338? (−162)"
            )),
        "{}: {}",
        S::NAME,
        history.text
    );
    let top = stage.say(&bob, "top", &[]).await;
    assert!(
        top.text
            .contains("No one here has a settled correspondence rating yet"),
        "{}: {}",
        S::NAME,
        top.text
    );
    assert!(!top.private, "{}: a leaderboard is for everyone", S::NAME);
    let gifs = |stage: &S| {
        stage
            .files_sent()
            .iter()
            .filter(|name| name.ends_with(".gif"))
            .count()
    };
    let before = gifs(&stage);
    stage.say(&bob, "gif", &[("game", Arg::Game(1))]).await;
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    while gifs(&stage) == before {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{}: no GIF: {:?}",
            S::NAME,
            stage.files_sent()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(stage.unexpected().is_empty(), "{:?}", stage.unexpected());
    db.drop_db().await;
}
on_each_platform!(ratings_profiles_histories_leaderboards_and_a_rematch);
