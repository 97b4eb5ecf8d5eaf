//! One player on Discord and Telegram (#54): `link` gives a one-time code,
//! `link CODE` typed on the other platform joins the two accounts into one
//! player (one history, of two ratings of a kind the one with more rated
//! games, the asker's settings), `unlink` parts them; codes expire, work
//! once, only for another platform's account, and guessing is slowed.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use chrono::TimeDelta;
use kibitz::chat::Reply;
use kibitz::clock::Clock;
use kibitz::model::{Platform, PlayerId};
use kibitz::perf::Perf;
use kibitz::store::PlayerRow;
use support::TestDb;
use support::room::{Room, user_on};

/// The code a `link` reply gives (`ABCD-2345`).
fn code_in(reply: &Reply) -> String {
    reply
        .text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
        .find(|word| {
            word.len() == 9
                && word.as_bytes()[4] == b'-'
                && word
                    .chars()
                    .all(|c| c == '-' || c.is_ascii_digit() || c.is_ascii_uppercase())
        })
        .unwrap_or_else(|| panic!("no code in {:?}", reply.text))
        .to_owned()
}

/// The player the store finds for `name` on `platform`.
async fn found(db: &TestDb, platform: Platform, name: &str) -> PlayerRow {
    db.store
        .find_player(&user_on(platform, name))
        .await
        .expect("the store answers")
        .expect("the player is known")
}

/// A player's correspondence rating and its rated games.
async fn correspondence(db: &TestDb, player: PlayerId) -> Option<(i64, u32)> {
    db.store
        .standing()
        .ratings_of(player)
        .await
        .expect("the store answers")
        .into_iter()
        .find(|r| r.perf == Perf::Correspondence)
        .map(|r| (r.rating.rating.round() as i64, r.rating.games))
}

/// The three rooms: a Discord server's channel, a Telegram group, and
/// Ann's direct chat with the bot on Telegram.
fn rooms(db: &TestDb) -> (Room, Room, Room) {
    let discord = Room::new(&db.store, "unused").on(Platform::Discord, "guild-channel");
    let group = discord.on(Platform::Telegram, "-100200");
    let direct = discord.on(Platform::Telegram, "ann-dm").as_direct();
    (discord, group, direct)
}

async fn a_code_from_discord_typed_on_telegram_makes_one_player_until_unlink(db: TestDb) {
    let (discord, group, direct) = rooms(&db);
    // Ann plays on Discord once (and loses), and on Telegram twice (and
    // wins both): her Telegram rating has more rated games behind it.
    discord.ok("ann", "set theme blue").await;
    let first = discord.start_game("ann", "bob", "").await;
    discord.play(first, "ann", "bob", "f3 e5 g4 Qh4").await;
    for _ in 0..2 {
        let game = group.start_game("carol", "annie", "").await;
        group.play(game, "carol", "annie", "f3 e5 g4 Qh4").await;
    }
    // Her Telegram account wants a daily digest; her Discord one does not.
    direct.ok("annie", "notify digest on").await;
    let on_discord = found(&db, Platform::Discord, "ann").await;
    let on_telegram = found(&db, Platform::Telegram, "annie").await;
    assert!(on_telegram.digest_at.is_some());
    assert_ne!(on_discord.id, on_telegram.id);
    let telegram_rating = correspondence(&db, on_telegram.id).await;
    assert_eq!(telegram_rating.map(|(_, games)| games), Some(2));

    // A code is given only where no one else reads it.
    group
        .refused("annie", "link", "only give and take it in a direct chat")
        .await;
    let asked = discord.ok("ann", "link").await;
    assert!(asked.is_private(), "the code is hers alone");
    assert!(asked.text.contains("on Telegram"), "{}", asked.text);
    let code = code_in(&asked);
    // Not for another account of the same platform, nor for her own.
    for who in ["bob", "ann"] {
        discord
            .refused(
                who,
                &format!("link {code}"),
                "type it there, from your account on the other platform",
            )
            .await;
    }
    direct
        .refused("annie", "link ZZZZ-ZZZZ", "No code of mine is ZZZZ-ZZZZ")
        .await;
    let done = direct
        .ok("annie", &format!("link {}", code.to_lowercase()))
        .await;
    assert!(
        done.text
            .contains("Linked: annie here and ann on Discord are one player now"),
        "{}",
        done.text
    );
    // Used once.
    let carol_direct = discord.on(Platform::Telegram, "carol-dm").as_direct();
    carol_direct
        .refused("carol", &format!("link {code}"), "used already")
        .await;

    // Telegram's Ann is Discord's Ann now: her history holds all three
    // games, her rating is the one with more games behind it, her settings
    // the asker's.
    let joined = found(&db, Platform::Telegram, "annie").await;
    assert_eq!(joined.id, on_discord.id);
    assert_eq!(joined.theme, on_discord.theme);
    assert_eq!(joined.digest_at, None, "the asker's settings");
    let account = db
        .store
        .player_by_id(on_telegram.id)
        .await
        .expect("read")
        .expect("the account's row stays");
    assert_eq!(account.linked_to, Some(on_discord.id));
    assert_eq!(account.digest_at, None, "no digest of the account's own");
    assert_eq!(correspondence(&db, joined.id).await, telegram_rating);
    let history = direct.ok("annie", "history").await;
    assert!(
        history.text.contains(&format!("#{first}")),
        "{}",
        history.text
    );
    for (room, who) in [(&discord, "ann"), (&direct, "annie")] {
        let profile = room.ok(who, "profile").await;
        assert!(
            profile
                .text
                .contains("One player: ann on Discord and annie on Telegram."),
            "{}",
            profile.text
        );
        assert!(
            profile.text.contains("2 won, 0 drawn, 1 lost"),
            "{}",
            profile.text
        );
    }
    // One standing everywhere: on either platform she is ranked once, by
    // her name there.
    for (room, her, not) in [
        (&discord, "• ann ", "• annie "),
        (&group, "• annie ", "• ann "),
    ] {
        let top = room.ok("bob", "top global").await;
        assert_eq!(top.text.matches(her).count(), 1, "{}", top.text);
        assert!(!top.text.contains(not), "{}", top.text);
        assert!(top.text.contains("• bob "), "{}", top.text);
        assert!(top.text.contains("• carol "), "{}", top.text);
    }
    // In Russian too.
    direct.ok("annie", "set language ru").await;
    let russian = discord.ok("ann", "profile").await;
    assert!(
        russian
            .text
            .contains("Один игрок: ann в Discord и annie в Telegram."),
        "{}",
        russian.text
    );
    let top = direct.ok("annie", "top global").await;
    assert!(top.text.contains("Предварительные"), "{}", top.text);
    assert_eq!(top.text.matches("• annie ").count(), 1, "{}", top.text);
    direct.ok("annie", "set language en").await;

    // Linked already: another link waits for unlink.
    discord.refused("ann", "link", "Type `unlink` first").await;
    // Moves from Telegram play her games there as the one player.
    let game = group.start_game("annie", "dave", "").await;
    let moved = group.ok("annie", &format!("move e4 #{game}")).await;
    assert!(moved.board.is_some(), "{}", moved.text);
    // The Mini App's home (the page) knows her as one player: the game
    // played on Telegram is among her games on either platform.
    for platform in [Platform::Telegram, Platform::Discord] {
        let own = discord
            .service
            .pages()
            .own_games(&user_on(
                platform,
                if platform == Platform::Telegram {
                    "annie"
                } else {
                    "ann"
                },
            ))
            .await
            .expect("the pages answer");
        assert_eq!(
            own.iter().map(|g| g.id.get()).collect::<Vec<_>>(),
            [game],
            "{platform:?}"
        );
    }
    group
        .refused("annie", "unlink", "Finish your games in progress first")
        .await;
    group.ok("annie", &format!("resign #{game}")).await;

    // Unlink parts them going forward: Telegram's Ann is her own player
    // again, from the player's ratings; the games stay with the player.
    let parted = direct.ok("annie", "unlink").await;
    assert!(
        parted
            .text
            .contains("annie on Telegram is a player of its own again"),
        "{}",
        parted.text
    );
    let again = found(&db, Platform::Telegram, "annie").await;
    assert_eq!(again.id, on_telegram.id);
    assert_eq!(again.linked, None);
    assert_eq!(found(&db, Platform::Discord, "ann").await.linked, None);
    assert_eq!(
        correspondence(&db, again.id).await,
        correspondence(&db, on_discord.id).await
    );
    direct
        .refused("annie", "unlink", "You have no account linked")
        .await;
    let profile = direct.ok("annie", "profile").await;
    assert!(!profile.text.contains("One player"), "{}", profile.text);
    db.drop_db().await;
}
on_each_database!(a_code_from_discord_typed_on_telegram_makes_one_player_until_unlink);

async fn codes_expire_work_once_and_guessing_is_slowed(db: TestDb) {
    let (discord, _, direct) = rooms(&db);
    // A code out of its ten minutes is refused, and counts as a try.
    let stale = code_in(&discord.ok("ann", "link").await);
    discord.clock.advance(TimeDelta::minutes(11));
    direct
        .refused("ann", &format!("link {stale}"), "out of date")
        .await;
    // A new code voids the one before it.
    let first = code_in(&discord.ok("ann", "link").await);
    let second = code_in(&discord.ok("ann", "link").await);
    direct
        .refused("ann", &format!("link {first}"), "out of date")
        .await;
    // Five codes an hour.
    for _ in 0..2 {
        discord.ok("ann", "link").await;
    }
    discord
        .refused("ann", "link", "You asked for 5 codes within the hour")
        .await;
    // Five wrong tries an hour: then even the right code waits.
    for wrong in ["ABCD-2345", "not-a-code", "ZZZZ-ZZZZ"] {
        direct
            .refused("ann", &format!("link {wrong}"), "No code of mine")
            .await;
    }
    direct
        .refused(
            "ann",
            &format!("link {second}"),
            "5 wrong codes within the hour",
        )
        .await;
    assert_eq!(found(&db, Platform::Telegram, "ann").await.linked_to, None);
    assert!(found(&db, Platform::Discord, "ann").await.linked.is_none());
    // An hour on, both limits have let go, and the last code still counts
    // only within its ten minutes.
    discord.clock.advance(TimeDelta::minutes(61));
    direct
        .refused("ann", &format!("link {second}"), "out of date")
        .await;
    let fresh = code_in(&discord.ok("ann", "link").await);
    direct.ok("ann", &format!("link {fresh}")).await;
    let player = found(&db, Platform::Discord, "ann").await;
    assert_eq!(found(&db, Platform::Telegram, "ann").await.id, player.id);
    // Codes and tries go two hours after they were made (the scheduler
    // prunes them every hour): six codes asked (the sixth of the first
    // hour was refused), the Telegram account's wrong tries gone with it
    // when it joined, and Eve's wrong try.
    let eve = discord.on(Platform::Telegram, "eve-dm").as_direct();
    eve.refused("eve", "link ZZZZ-ZZZZ", "No code of mine")
        .await;
    let eve_id = found(&db, Platform::Telegram, "eve").await.id;
    let held = |id: PlayerId| {
        let store = db.store.clone();
        async move {
            let asked = store
                .identity()
                .link_codes_asked(id)
                .await
                .expect("read")
                .len();
            let tried = store.identity().link_tries(id).await.expect("read").len();
            (asked, tried)
        }
    };
    assert_eq!(
        (held(player.id).await, held(eve_id).await),
        ((6, 0), (0, 1))
    );
    discord.clock.advance(TimeDelta::minutes(119));
    let too_soon = db
        .store
        .identity()
        .prune_link_records(discord.clock.now() - TimeDelta::hours(2))
        .await
        .expect("pruned");
    assert_eq!(too_soon, 5, "the codes of the first hour only");
    discord.clock.advance(TimeDelta::minutes(2));
    let pruned = db
        .store
        .identity()
        .prune_link_records(discord.clock.now() - TimeDelta::hours(2))
        .await
        .expect("pruned");
    assert_eq!(pruned, 2, "the last code and Eve's try");
    assert_eq!(
        (held(player.id).await, held(eve_id).await),
        ((0, 0), (0, 0))
    );
    db.drop_db().await;
}
on_each_database!(codes_expire_work_once_and_guessing_is_slowed);

async fn accounts_that_played_each_other_or_are_linked_elsewhere_are_not_joined(db: TestDb) {
    use kibitz::store::NewGame;
    let (discord, _, direct) = rooms(&db);
    let console = discord.on(Platform::Console, "terminal");
    // Ann on Discord and Ann on Telegram played each other (a game as a
    // page could start it): they are two people to the game's record.
    discord.ok("ann", "profile").await;
    direct.ok("ann", "profile").await;
    let (white, black) = (
        found(&db, Platform::Discord, "ann").await,
        found(&db, Platform::Telegram, "ann").await,
    );
    let channel = db
        .store
        .channel(&discord.place)
        .await
        .expect("the chat is stored");
    let mut game = kibitz_rules::Game::new(kibitz_rules::Variant::Standard);
    game.play_text("e4").expect("legal");
    let played = db
        .store
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
                start_state: kibitz_rules::Game::new(kibitz_rules::Variant::Standard).start_state(),
                moves: "e2e4".into(),
                state: game.state(),
                days_per_move: Some(3),
                clock_base: None,
                clock_increment: None,
                clock_ms: kibitz_rules::ByColor {
                    white: None,
                    black: None,
                },
                turn_started_at: None,
                deadline: None,
                bot_level: None,
                rated: false,
                set_up_plies: 0,
                created_at: discord.clock.now(),
            },
            None,
        )
        .await
        .expect("a game");
    let code = code_in(&discord.ok("ann", "link").await);
    direct
        .refused(
            "ann",
            &format!("link {code}"),
            &format!("You and ann played each other (game #{})", played.id.get()),
        )
        .await;
    assert_eq!(found(&db, Platform::Telegram, "ann").await.id, black.id);

    // Bea links Discord and Telegram; her console account cannot join
    // either while they are linked.
    let bea_direct = discord.on(Platform::Telegram, "bea-dm").as_direct();
    let code = code_in(&discord.ok("bea", "link").await);
    bea_direct.ok("bea", &format!("link {code}")).await;
    let code = code_in(&console.ok("bea", "link").await);
    bea_direct
        .refused("bea", &format!("link {code}"), "You are linked already")
        .await;
    let code = code_in(&bea_direct.ok("cid", "link").await);
    discord
        .refused("bea", &format!("link {code}"), "You are linked already")
        .await;

    // Forgetting a linked player forgets both accounts.
    let bea = found(&db, Platform::Discord, "bea").await;
    bea_direct.ok("bea", "forget me").await;
    bea_direct
        .ok("bea", &format!("forget confirm {}", bea.id.get()))
        .await;
    for platform in [Platform::Discord, Platform::Telegram] {
        let known = db
            .store
            .find_player(&user_on(platform, "bea"))
            .await
            .expect("the store answers");
        assert_eq!(known, None, "{platform:?}");
    }
    db.drop_db().await;
}
on_each_database!(accounts_that_played_each_other_or_are_linked_elsewhere_are_not_joined);

/// The `kibitz` binary serving Discord and Telegram at once (their
/// stand-ins, the real clients): Alice asks for a code with `/link` on
/// Discord (a private answer), types it to the bot in her private chat on
/// Telegram, and is one player: her Telegram `/profile` names both
/// accounts; a stale code typed again is refused there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_asked_on_discord_and_typed_on_telegram_links_through_both_clients() {
    use serde_json::json;
    use support::discord::{FakeDiscord, user};
    use support::discord_interactions::{run_command, slash};
    use support::telegram::FakeTelegram;
    use support::telegram_updates::private_message;

    let discord = FakeDiscord::start().await;
    let telegram = FakeTelegram::start().await;
    let kibitz = crate::discord::kibitz_on(
        &discord,
        "link-both",
        &[
            ("TELEGRAM_TOKEN", "123:secret"),
            ("TELEGRAM_API_URL", telegram.url.as_str()),
        ],
    );
    discord.identified(1).await;
    telegram.wait_for("setMyCommands", 1).await;
    let alice = user(11, "Alice");
    let asked = run_command(&discord, 201, &alice, slash("link", json!([]))).await;
    assert!(asked.is_ephemeral(), "{}", asked.text());
    let text = asked.text();
    let code = text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
        .find(|w| w.len() == 9 && w.as_bytes()[4] == b'-')
        .unwrap_or_else(|| panic!("no code in {text}"))
        .to_owned();
    let telegram_alice = support::telegram_updates::user(21, "Alice");
    telegram.push(
        json!({"message": private_message(1, telegram_alice.clone(), &format!("/link {code}"))}),
    );
    let linked = telegram.wait_for("sendMessage", 1).await.remove(0);
    let said = linked.params["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        said.contains("Linked: alice here and Alice on Discord are one player now"),
        "{said}"
    );
    assert_eq!(linked.params["chat_id"], json!(21));
    telegram.push(json!({"message": private_message(2, telegram_alice.clone(), "/profile")}));
    let profile = telegram.wait_for("sendMessage", 2).await.remove(1);
    let said = profile.params["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        said.contains("One player: Alice on Discord and alice on Telegram."),
        "{said}"
    );
    telegram.push(json!({"message": private_message(3, telegram_alice, &format!("/link {code}"))}));
    let again = telegram.wait_for("sendMessage", 3).await.remove(2);
    let said = again.params["text"].as_str().unwrap_or_default().to_owned();
    assert!(said.contains("You are linked already"), "{said}");
    let discord_profile = run_command(&discord, 202, &alice, slash("profile", json!([]))).await;
    assert!(
        discord_profile
            .text()
            .contains("One player: Alice on Discord and alice on Telegram."),
        "{}",
        discord_profile.text()
    );
    kibitz.kill().await;
}

async fn two_codes_typed_at_once_by_one_account_join_it_once(db: TestDb) {
    let (discord, _, direct) = rooms(&db);
    // Ann and Bob each ask for a code on Discord; one Telegram account
    // types both at once: it joins one of them, and the other is told.
    let ann = code_in(&discord.ok("ann", "link").await);
    let bob = code_in(&discord.ok("bob", "link").await);
    let (with_ann, with_bob) = (format!("link {ann}"), format!("link {bob}"));
    let (first, second) = tokio::join!(
        direct.say("annie", &with_ann),
        direct.say("annie", &with_bob)
    );
    let joined: Vec<&Reply> = [&first, &second]
        .into_iter()
        .filter(|r| !r.is_refused())
        .collect();
    assert_eq!(joined.len(), 1, "{} / {}", first.text, second.text);
    let refused = if first.is_refused() { &first } else { &second };
    assert!(
        refused.text.contains("linked to another account already"),
        "{}",
        refused.text
    );
    let annie = found(&db, Platform::Telegram, "annie").await;
    let (ann, bob) = (
        found(&db, Platform::Discord, "ann").await,
        found(&db, Platform::Discord, "bob").await,
    );
    assert!(annie.id == ann.id || annie.id == bob.id);
    assert_eq!(
        [ann.linked.is_some(), bob.linked.is_some()]
            .iter()
            .filter(|l| **l)
            .count(),
        1
    );
    db.drop_db().await;
}
on_each_database!(two_codes_typed_at_once_by_one_account_join_it_once);

async fn a_linked_players_news_of_a_game_comes_on_the_games_platform(db: TestDb) {
    use kibitz::chat::Recipient;
    use support::recorder::Recorder;
    let (discord, group, direct) = rooms(&db);
    let code = code_in(&discord.ok("ann", "link").await);
    direct.ok("annie", &format!("link {code}")).await;
    // She asks for news by direct message on Discord; her game is in a
    // Telegram group, so its news come to her Telegram account.
    discord.ok("ann", "notify dm on").await;
    let game = group.start_game("annie", "dave", "").await;
    group.play(game, "annie", "dave", "e4 e5").await;
    let recorder = Recorder::default();
    discord
        .service
        .run_due(&recorder, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass runs");
    let to: Vec<Recipient> = recorder.take().into_iter().map(|n| n.to).collect();
    assert_eq!(
        to,
        [Recipient::User {
            platform: Platform::Telegram,
            user_id: "annie".into(),
        }]
    );
    db.drop_db().await;
}
on_each_database!(a_linked_players_news_of_a_game_comes_on_the_games_platform);
