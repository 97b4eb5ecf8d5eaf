//! Telegram paced as Telegram asks (#53, item 3): at most one message a
//! second in a chat, twenty a minute in a group, thirty a second in all,
//! kept by every process together through the store.

use crate::support::tables::Tables;
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{TimeDelta, Utc};
use kibitz::adapters::telegram::{Limits, Pace, TelegramOutbox};
use kibitz::chat::{Actor, Place};
use kibitz::clock::SystemClock;
use kibitz::model::Platform;
use kibitz::service::Service;
use kibitz::store::NewGame;

use crate::support;
use support::TestDb;
use support::telegram::FakeTelegram;
use support::telegram_updates::{GROUP, config_for};

/// How much faster than Telegram's the limits run here (a group's minute
/// is two seconds).
const FASTER: i32 = 30;

/// How many games run out of time at once in the group.
const GAMES: usize = 100;

/// A hundred correspondence games in one Telegram group run out of time
/// together. Two processes (two services on one Postgres, each with its
/// own paced outbox) deliver the announcements by scheduler passes, as
/// `kibitz` does: every game's announcement reaches the group exactly
/// once, and the stand-in saw never more than three messages in the
/// group in three seconds (Telegram's one a second, a short burst
/// allowed) and never more than twenty in a group's minute.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_notices_for_one_group_keep_to_telegrams_limits_and_none_is_lost() {
    let db = TestDb::postgres().await;
    let fake = FakeTelegram::start().await;
    let store = db.store.clone();
    let alice = store
        .player(&Actor::new(Platform::Telegram, "31", "alice"))
        .await
        .expect("a player");
    let bob = store
        .player(&Actor::new(Platform::Telegram, "32", "bob"))
        .await
        .expect("a player");
    let group = store
        .channel(&Place::new(Platform::Telegram, GROUP.to_string()))
        .await
        .expect("a channel");
    let mut position = kibitz_rules::Game::new(kibitz_rules::Variant::Standard);
    for mv in ["e2e4", "e7e5"] {
        position.play_text(mv).expect("a legal move");
    }
    let mut games = Vec::new();
    for _ in 0..GAMES {
        let game = store
            .games()
            .create_game(
                &NewGame {
                    channel_id: group,
                    also_channel_id: None,
                    also_for: None,
                    board_owed_in: None,
                    variant: kibitz_rules::Variant::Standard,
                    white_id: alice.id,
                    black_id: bob.id,
                    start_state: kibitz_rules::Game::new(kibitz_rules::Variant::Standard).state(),
                    moves: "e2e4 e7e5".into(),
                    state: position.state(),
                    days_per_move: Some(1),
                    clock_base: None,
                    clock_increment: None,
                    clock_ms: kibitz_rules::ByColor::default(),
                    turn_started_at: None,
                    deadline: Some(Utc::now() - TimeDelta::minutes(1)),
                    bot_level: None,
                    rated: false,
                    set_up_plies: 0,
                    created_at: Utc::now(),
                },
                None,
            )
            .await
            .expect("a game");
        games.push(game.id.get());
    }

    let limits = Limits::faster(FASTER);
    let process = || {
        let service = Service::new(store.clone(), Arc::new(SystemClock));
        let outbox = TelegramOutbox::new(config_for(&fake).bot())
            .paced(Pace::shared(service.platform_records(), limits));
        (service, outbox)
    };
    let processes = [process(), process()];
    let started = Instant::now();
    let announced = |fake: &FakeTelegram| {
        let mut seen: Vec<i64> = fake
            .calls()
            .iter()
            .filter(|c| c.method == "sendPhoto" && !c.result.is_null())
            .filter_map(|c| {
                let (name, _) = c.files.values().next()?;
                name.strip_prefix("game-")?
                    .strip_suffix(".png")?
                    .parse()
                    .ok()
            })
            .collect();
        seen.sort_unstable();
        seen
    };
    // Each process passes again and again; what a pass could not send in
    // time stays owed, and is sent by a later one once its short claim
    // has run out.
    while announced(&fake).len() < GAMES && started.elapsed() < Duration::from_secs(120) {
        let passes = processes.iter().map(|(service, outbox)| async move {
            service
                .run_due(outbox, 50, TimeDelta::seconds(1))
                .await
                .expect("a pass runs")
        });
        futures_util::future::join_all(passes).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let took = started.elapsed();
    assert_eq!(announced(&fake), games, "every game announced exactly once");

    // What the group got, in the order it came.
    let mut sent: Vec<(Instant, String)> = fake
        .calls()
        .into_iter()
        .filter(|c| c.method.starts_with("send") && !c.result.is_null())
        .filter(|c| c.params["chat_id"] == serde_json::json!(GROUP))
        .map(|c| (c.at, c.method))
        .collect();
    sent.sort_by_key(|(at, _)| *at);
    let window = limits.group.window.to_std().expect("a window");
    let burst = limits.chat.window.to_std().expect("a window");
    // The stand-in sees each call a little after its slot, more so on a
    // busy machine, and here a second is a thirtieth of one: a window is
    // measured a little shorter than the rule's (half a burst's window;
    // a tenth of a second of a group's minute). Unpaced, all would come
    // within a few tenths of a second.
    let most_within = |length: Duration, slack: Duration| {
        sent.iter()
            .enumerate()
            .map(|(i, (first, _))| {
                sent[i..]
                    .iter()
                    .take_while(|(at, _)| *at - *first + slack < length)
                    .count()
            })
            .max()
            .unwrap_or(0)
    };
    let most_in_burst = most_within(burst, burst / 2);
    assert!(
        most_in_burst <= limits.chat.count,
        "{most_in_burst} messages within {burst:?}"
    );
    let most_in_window = most_within(window, Duration::from_millis(100));
    assert!(
        most_in_window <= limits.group.count,
        "{most_in_window} in a group's minute"
    );
    // At twenty a minute, so many messages cannot have gone faster.
    let floor = window * u32::try_from(sent.len() / limits.group.count - 1).unwrap_or(0);
    assert!(took >= floor, "{} messages in {took:?}", sent.len());
    eprintln!(
        "{} messages to the group ({} games) in {took:?}; most within {burst:?}: \
         {most_in_burst}; most in a group's minute ({window:?}): {most_in_window}",
        sent.len(),
        GAMES
    );
    db.drop_db().await;
}
