//! How messages read with every domain's rows: marks and numbers anywhere,
//! Russian words typed or spoken, help, refusals in both languages, and
//! every request written and read back (by property).

use super::COMMANDS;
use crate::command::*;
use crate::model::{
    ChallengeId, ColorChoice, GameId, Language, Orientation, Theme, TournamentFormat,
};
use crate::perf::{Finished, Perf};
use kibitz_engine::Level;
use kibitz_rules::Variant;
use proptest::prelude::*;

fn command(text: &str) -> Command {
    COMMANDS
        .parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .command
}

/// A move command.
fn mv(text: &str) -> Command {
    Command::Move(MoveWords::new(text).expect("a move"))
}

#[test]
fn moves_with_and_without_slash_and_bot_name() {
    for text in [
        "move e4",
        "/move e4",
        "/move@kibitzbot e4",
        "MOVE e4",
        "  move   e4 ",
    ] {
        assert_eq!(command(text), mv("e4"), "{text}");
    }
    assert_eq!(command("move e2 e4"), mv("e2 e4"));
    // A move in quotes is the move.
    assert_eq!(command("move \"Nf3\""), mv("Nf3"));
    assert_eq!(COMMANDS.parse("move"), Err(CommandError::MissingMove));
}

#[test]
fn a_bare_number_after_a_command_that_takes_a_game_is_that_game() {
    for (text, command) in [
        ("pgn 2", crate::games::commands::PGN.command()),
        ("/gif 2", crate::games::commands::GIF.command()),
        ("board 2", crate::games::commands::BOARD.command()),
        ("resign 2", Command::Resign(ResignStep::Now)),
    ] {
        let r = COMMANDS.parse(text).expect("reads");
        assert_eq!((r.game, r.command), (Some(GameId(2)), command), "{text}");
    }
    // A challenge's number, where the command answers a challenge.
    let accepted = COMMANDS.parse("accept 2").expect("reads");
    assert_eq!(
        (accepted.game, accepted.challenge, accepted.command),
        (
            None,
            Some(ChallengeId(2)),
            crate::challenges::commands::ACCEPT.command()
        )
    );
    // Only alone, and only where the command takes nothing else.
    assert!(COMMANDS.parse("pgn 2 #3").is_err());
    assert!(COMMANDS.parse("history 2").is_err());
    assert_eq!(
        COMMANDS.parse("pgn 99999999999999999999999"),
        Err(CommandError::Number("99999999999999999999999".into()))
    );
}

#[test]
fn games_are_named_anywhere_in_the_message() {
    for text in ["#12 move e4", "move e4 #12", "move game:12 e4"] {
        let r = COMMANDS.parse(text).expect("reads");
        assert_eq!(r.game, Some(GameId(12)), "{text}");
        assert_eq!(r.command, mv("e4"));
    }
    assert_eq!(
        COMMANDS.parse("#1 resign #1").map(|r| r.game),
        Ok(Some(GameId(1)))
    );
    assert_eq!(
        COMMANDS.parse("#1 resign #2"),
        Err(CommandError::TwoNumbers(1, 2))
    );
    assert_eq!(
        COMMANDS.parse("resign #x1"),
        Err(CommandError::Number("#x1".into()))
    );
    let pressed = COMMANDS
        .parse("move Nbd2 #7 ply:12")
        .expect("a button's command reads");
    assert_eq!((pressed.game, pressed.ply), (Some(GameId(7)), Some(12)));
    assert_eq!(
        COMMANDS.parse("move e4 ply:x"),
        Err(CommandError::Ply("ply:x".into()))
    );
}

#[test]
fn russian_words_are_commands_typed_or_spoken_and_chatter_is_not() {
    assert_eq!(
        command("/ход e4"),
        Command::Move(MoveWords::new("e4").expect("a move"))
    );
    assert_eq!(command("Сдаюсь"), Command::Resign(ResignStep::Now));
    assert_eq!(command("ничья"), crate::games::commands::DRAW.command());
    let spoken = |text: &str| COMMANDS.spoken_command(text).map(|r| r.command);
    assert_eq!(
        spoken("ход Кf3"),
        Some(Command::Move(MoveWords::new("Кf3").expect("a move")))
    );
    assert_eq!(spoken("сдаюсь"), Some(Command::Resign(ResignStep::Now)));
    assert_eq!(
        spoken("ничья #4").map(|c| c.to_string()),
        Some("draw".to_owned())
    );
    // Chatter that starts with a command word but says more is not one.
    assert_eq!(spoken("сдаюсь, ты слишком силён"), None);
    assert_eq!(spoken("ход конём был бы лучше"), None);
    assert_eq!(spoken("resign"), None, "English words need a slash");
    assert_eq!(spoken("/ход e4"), None, "a slash makes it a command anyway");
    assert_eq!(
        COMMANDS.parse("сдаютсь").expect_err("a typo").to_string(),
        "Unknown command `сдаютсь`; did you mean `сдаюсь`?"
    );
}

#[test]
fn simple_commands_refuse_extra_words() {
    assert_eq!(command("resign"), Command::Resign(ResignStep::Now));
    assert_eq!(command("/games"), Command::Games { mine: false });
    assert_eq!(command("games mine"), Command::Games { mine: true });
    let err = COMMANDS.parse("resign now").expect_err("refused");
    assert_eq!(err.to_string(), "`resign` does not understand `now`.");
}

#[test]
fn help_rules_and_settings() {
    assert_eq!(command("help"), Command::Help(None));
    assert_eq!(
        command("help /Move"),
        Command::Help(Some(Topic::new("move")))
    );
    assert_eq!(
        command("rules atomic"),
        Command::Rules(Some(Variant::Atomic))
    );
    assert!(COMMANDS.parse("rules chess2").is_err());
    assert_eq!(
        command("set board turn"),
        Command::Set(Setting::Orientation(Orientation::SideToMove))
    );
    assert_eq!(
        command("set theme Blue"),
        Command::Set(Setting::Theme(Theme::Blue))
    );
    assert_eq!(
        command("set language ru"),
        Command::Set(Setting::Language(Language::Ru))
    );
    assert_eq!(
        COMMANDS.parse("set theme green"),
        Err(CommandError::Setting)
    );
    let at = |h, m| chrono::NaiveTime::from_hms_opt(h, m, 0);
    for (text, daily) in [
        ("set daily puzzle on", DailyPuzzle::On(None)),
        ("set daily on", DailyPuzzle::On(None)),
        ("set daily puzzle on 18:00", DailyPuzzle::On(at(18, 0))),
        ("set daily puzzle 7:05", DailyPuzzle::On(at(7, 5))),
        ("set Daily Puzzle OFF", DailyPuzzle::Off),
    ] {
        assert_eq!(
            command(text),
            Command::Set(Setting::DailyPuzzle(daily)),
            "{text}"
        );
    }
    for text in [
        "set daily puzzle",
        "set daily puzzle on 24:00",
        "set daily puzzle on 18:5",
        "set daily puzzle on 18:00 19:00",
        "set daily puzzle soon",
        "set daily puzzle on +1:00",
    ] {
        assert_eq!(
            COMMANDS.parse(text),
            Err(CommandError::DailyPuzzle),
            "{text}"
        );
    }
    assert_eq!(
        command("notify dm on"),
        Command::Notify(Some(NotifySetting::DirectMessages(true)))
    );
    assert_eq!(
        command("notify Digest OFF"),
        Command::Notify(Some(NotifySetting::Digest(false)))
    );
    assert_eq!(command("notify"), Command::Notify(None));
    assert_eq!(COMMANDS.parse("notify dm maybe"), Err(CommandError::Notify));
    assert_eq!(COMMANDS.parse("notify sms on"), Err(CommandError::Notify));
    assert_eq!(COMMANDS.parse("notify dm"), Err(CommandError::Notify));
}

#[test]
fn bad_input_is_answered_precisely() {
    assert_eq!(COMMANDS.parse(""), Err(CommandError::Empty));
    assert_eq!(COMMANDS.parse(" \u{200B} "), Err(CommandError::Empty));
    assert_eq!(
        COMMANDS.parse("mo\u{200B}ve e4").map(|r| r.command),
        Ok(mv("e4"))
    );
    assert_eq!(
        COMMANDS.parse("move e4\u{0007}"),
        Err(CommandError::ControlCharacters)
    );
    let long = "move ".to_owned() + &"e".repeat(400);
    assert_eq!(
        COMMANDS.parse(&long),
        Err(CommandError::TooLong { chars: 405 })
    );
    let err = COMMANDS.parse("mvoe e4").expect_err("unknown");
    assert_eq!(
        err.to_string(),
        "Unknown command `mvoe`; did you mean `move`?"
    );
    let err = COMMANDS
        .parse("'; DROP TABLE games; --")
        .expect_err("unknown");
    assert_eq!(err.to_string(), "Unknown command `';`; try `help`.");
    assert!(COMMANDS.parse("♔♕♖♗♘♙ 象棋 шахматы").is_err());
}

#[test]
fn every_refusal_reads_in_both_languages() {
    let refusals = [
        "",
        &"x".repeat(301),
        "move\u{1}",
        "mvoe",
        "zzzz",
        "move",
        "resign now",
        "challenge shogi",
        "rules chess2",
        "challenge white black",
        "challenge atomic horde",
        "challenge @a @b",
        "challenge days 1 days 2",
        "challenge days 4",
        "challenge days",
        "resign #x",
        "resign #1 #2",
        "move e4 ply:-1",
        "set colour red",
    ];
    for text in refusals {
        let err = COMMANDS.parse(text).expect_err(text);
        let en = err.text().write(Language::En);
        let ru = err.text().write(Language::Ru);
        assert!(
            !en.is_empty() && !ru.is_empty() && en != ru,
            "{text}: {en} / {ru}"
        );
        assert!(!en.contains('{') && !ru.contains('{'), "{en} / {ru}");
    }
}

#[test]
fn the_bot_itself_is_named_by_the_platforms_mention_of_it() {
    let me = |word: &str| word.eq_ignore_ascii_case("@kibitzbot");
    assert_eq!(
        COMMANDS
            .parse_naming_bot("challenge @KibitzBot crazyhouse", me)
            .map(|r| r.command),
        Ok(Command::PlayBot {
            variant: Variant::Crazyhouse,
            color: ColorChoice::Random,
            time: TimeControl::Unlimited,
            level: DEFAULT_BOT_LEVEL,
            start: None,
        })
    );
    assert_eq!(
        COMMANDS
            .parse_naming_bot("challenge @kibitzbot level 6", me)
            .map(|r| r.command),
        COMMANDS.parse("play bot level 6").map(|r| r.command)
    );
    assert!(matches!(
        COMMANDS.parse("challenge @kibitzbot level 6"),
        Err(CommandError::LevelForPerson)
    ));
}

#[test]
fn buttons_write_the_commands_people_type() {
    let request = |command| Request::new(command).about(GameId(7)).at_ply(12);
    assert_eq!(request(mv("Nbd2")).to_string(), "move Nbd2 #7 ply:12");
    assert_eq!(
        Request::new(crate::challenges::commands::ACCEPT.command())
            .about_challenge(ChallengeId(4))
            .to_string(),
        "accept #4"
    );
    assert_eq!(
        request(crate::games::commands::DRAW.command()).to_string(),
        "draw #7 ply:12"
    );
    assert_eq!(
        Request::new(command("challenge <@42> crazyhouse black 3d")).to_string(),
        "challenge <@42> crazyhouse black days 3"
    );
    assert_eq!(
        Request::new(command("challenge kibitz white level 5")).to_string(),
        "play bot white level 5"
    );
    assert_eq!(
        move_option(&MoveWords::new("Nf3").expect("a move"), Some(GameId(12))),
        "Nf3 #12"
    );
}

#[test]
fn words_that_a_command_reads_otherwise_are_no_mention_or_move() {
    for mention in [
        "@kibitz",
        "bot",
        "@",
        "<@>",
        "@a b",
        "@a\u{200B}",
        "#3",
        "e4",
    ] {
        assert_eq!(Mention::new(mention), None, "{mention}");
    }
    assert!(Mention::new("@bob").is_some() && Mention::new("<@42>").is_some());
    for text in ["", " ", "e4 #3", "e4 game:3", "e4 ply:2", &"e".repeat(40)] {
        assert_eq!(MoveWords::new(text), None, "{text}");
    }
    assert_eq!(
        MoveWords::new(" e2   e4 ").map(|w| w.as_str().to_owned()),
        Some("e2 e4".to_owned())
    );
    assert_eq!(
        COMMANDS.parse(&("move ".to_owned() + &"e".repeat(40))),
        Err(CommandError::MoveTooLong { chars: 40 })
    );
    assert_eq!(
        COMMANDS.parse("help castle"),
        Err(CommandError::HelpTopic("castle".into()))
    );
}

/// A rating a leaderboard may rank (standard chess's by speed).
fn any_ranked() -> impl Strategy<Value = Perf> {
    let perfs: Vec<Perf> = Perf::STANDARD
        .into_iter()
        .chain(
            Variant::ALL
                .into_iter()
                .filter(|v| *v != Variant::Standard)
                .map(Perf::Variant),
        )
        .collect();
    proptest::sample::select(perfs)
}

/// The finished games a history may list.
fn any_finished() -> impl Strategy<Value = Finished> {
    prop_oneof![
        Just(Finished::All),
        any_variant().prop_map(Finished::Variant),
        proptest::sample::select(Perf::STANDARD.to_vec()).prop_map(Finished::RatedAs),
    ]
}

fn any_variant() -> impl Strategy<Value = Variant> {
    proptest::sample::select(Variant::ALL.to_vec())
}

fn any_color() -> impl Strategy<Value = ColorChoice> {
    proptest::sample::select(ColorChoice::ALL.to_vec())
}

fn any_time() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        Just(TimeControl::Unlimited),
        proptest::sample::select(DAYS_PER_MOVE.to_vec())
            .prop_filter_map("allowed days", |d| Days::new(d)
                .map(TimeControl::DaysPerMove)),
        (
            proptest::sample::select(live_clock::BASES.to_vec()),
            0u32..=180
        )
            .prop_filter_map("allowed clocks", |(base, increment)| LiveClock::new(
                base, increment
            )
            .map(TimeControl::Live)),
    ]
}

fn any_mention() -> impl Strategy<Value = Mention> {
    prop_oneof!["@[A-Za-z0-9_]{1,32}", "<@[0-9]{1,20}>", "@\\PC{1,30}",]
        .prop_filter_map("a mention a command holds", |s: String| Mention::new(&s))
}

fn any_move() -> impl Strategy<Value = MoveWords> {
    prop_oneof![
        "[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?",
        "[a-h][1-8] ?[a-h][1-8][qrbn]?",
        "O-O(-O)?|0000|--|[KQRBNP]@[a-h][1-8]",
        "\\PC{1,12}( \\PC{1,12})?",
    ]
    .prop_filter_map("a move a command holds", |s: String| MoveWords::new(&s))
}

fn any_setting() -> impl Strategy<Value = Setting> {
    prop_oneof![
        proptest::sample::select(Orientation::ALL.to_vec()).prop_map(Setting::Orientation),
        proptest::sample::select(Theme::ALL.to_vec()).prop_map(Setting::Theme),
        proptest::sample::select(Language::ALL.to_vec()).prop_map(Setting::Language),
        proptest::option::of(proptest::sample::select(Language::ALL.to_vec()))
            .prop_map(Setting::ChatLanguage),
        proptest::sample::select(GamesPlace::ALL.to_vec()).prop_map(Setting::Games),
        proptest::option::of((0u32..24, 0u32..60))
            .prop_map(|at| {
                at.and_then(|(h, m)| chrono::NaiveTime::from_hms_opt(h, m, 0))
                    .map_or(DailyPuzzle::Off, |at| DailyPuzzle::On(Some(at)))
            })
            .prop_map(Setting::DailyPuzzle),
        Just(Setting::DailyPuzzle(DailyPuzzle::On(None))),
    ]
}

fn any_command() -> impl Strategy<Value = Command> {
    // Every command that takes nothing but a number, from the table, and
    // the other commands without terms of their own.
    let mut simple: Vec<Command> = COMMANDS
        .rows()
        .filter(|spec| matches!(spec.form, Form::Number))
        .map(Spec::command)
        .collect();
    simple.extend([
        Command::Decline,
        Command::Resign(ResignStep::Now),
        Command::Conditional(Conditional::List),
        Command::Vacation(None),
        Command::Vacation(Some(true)),
        Command::Vacation(Some(false)),
        Command::Conditional(Conditional::Clear),
        Command::Conditional(Conditional::Add(
            ConditionalLines::new("Nf6 e5 Nd5 Nxd5;d5  exd5").expect("lines a command holds"),
        )),
        Command::Games { mine: false },
        Command::Games { mine: true },
        Command::Analyse,
        Command::DeclineOffer(Offer::Draw),
        Command::DeclineOffer(Offer::Takeback),
        Command::Solve(Solve::Page),
        Command::Tournament(TournamentAsk::Show),
        Command::Tournament(TournamentAsk::Start),
        Command::Tournament(TournamentAsk::Cancel),
    ]);
    let simple = proptest::sample::select(simple);
    let page = (1..=Page::MAX).prop_map(|n| Page::new(n).unwrap_or_default());
    prop_oneof![
        (
            proptest::option::of(any_mention()),
            any_variant(),
            any_color(),
            any_time(),
            proptest::option::of(any_start()),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(opponent, variant, color, time, start, casual, link)| {
                Command::Challenge {
                    link: link && opponent.is_none(),
                    opponent,
                    variant,
                    color,
                    time,
                    rated: start.is_none() && !casual,
                    start,
                }
            }),
        proptest::option::of(any_mention()).prop_map(Command::Profile),
        (
            proptest::option::of(any_mention()),
            any_finished(),
            page.clone(),
        )
            .prop_map(|(player, of, page)| Command::History { player, of, page }),
        (proptest::option::of(any_ranked()), any::<bool>(), page)
            .prop_map(|(perf, global, page)| Command::Top { perf, global, page }),
        (
            any_variant(),
            any_color(),
            any_time(),
            1u8..=8,
            proptest::option::of(any_start())
        )
            .prop_map(|(variant, color, time, level, start)| Command::PlayBot {
                variant,
                color,
                time,
                level: Level::new(level).unwrap_or(DEFAULT_BOT_LEVEL),
                start,
            }),
        simple,
        any_move().prop_map(Command::Move),
        (any_move(), proptest::option::of(0..=i64::MAX))
            .prop_map(|(words, round)| Command::Solve(Solve::Move { words, round })),
        proptest::option::of(proptest::sample::select(
            COMMANDS
                .rows()
                .map(|spec| Topic::new(spec.name))
                .collect::<Vec<_>>()
        ))
        .prop_map(Command::Help),
        proptest::option::of(any_variant()).prop_map(Command::Rules),
        any_setting().prop_map(Command::Set),
        proptest::option::of(prop_oneof![
            any::<bool>().prop_map(NotifySetting::DirectMessages),
            any::<bool>().prop_map(NotifySetting::Digest),
        ])
        .prop_map(Command::Notify),
        any_plan().prop_map(|plan| Command::Tournament(TournamentAsk::Create(plan))),
    ]
}

/// New tournaments as managers ask for them.
fn any_plan() -> impl Strategy<Value = TournamentPlan> {
    let format = prop_oneof![
        (3u16..=100).prop_map(|rounds| (TournamentFormat::Swiss, rounds)),
        (1u16..=2).prop_map(|cycles| (TournamentFormat::RoundRobin, cycles)),
        (values::FEWEST_ARENA_MINUTES..=values::MOST_ARENA_MINUTES)
            .prop_map(|minutes| (TournamentFormat::Arena, minutes)),
    ];
    let time = any_time().prop_filter("a time that ends", |t| *t != TimeControl::Unlimited);
    let starts = prop_oneof![
        (0u32..24, 0u32..60).prop_filter_map("a time of day", |(h, m)| {
            chrono::NaiveTime::from_hms_opt(h, m, 0).map(Starts::At)
        }),
        (1..=values::MOST_MINUTES_AHEAD).prop_map(Starts::In),
    ];
    (
        format,
        any_variant(),
        time,
        proptest::option::of(1u8..=values::MOST_ROUND_DAYS),
        starts,
        any::<bool>(),
    )
        .prop_filter("an arena on a clock", |((format, _), _, time, _, _, _)| {
            *format != TournamentFormat::Arena || time.clock().is_some()
        })
        .prop_map(
            |((format, rounds), variant, time, round_days, starts, rated)| TournamentPlan {
                format,
                rounds,
                variant,
                time,
                round_days: round_days.filter(|_| time.days().is_some()),
                starts,
                rated,
            },
        )
}

/// Positions and lines of moves as people paste them: FEN-like words,
/// moves with check marks and drops, words with `#` inside.
fn any_start() -> impl Strategy<Value = StartFrom> {
    let text = "[A-Za-z0-9/+@=#-]{1,12}( [A-Za-z0-9/+@=-]{1,10}){0,6}"
        .prop_filter_map("a text a command holds", |t: String| SetUpText::new(&t));
    prop_oneof![
        text.clone().prop_map(StartFrom::Position),
        text.prop_map(StartFrom::Moves),
    ]
}

fn any_request() -> impl Strategy<Value = Request> {
    (
        proptest::option::of(0..=i64::MAX as u64),
        proptest::option::of(any::<u32>()),
        any_command(),
    )
        .prop_map(|(number, ply, command)| {
            // A new tournament has no number yet.
            let number = number
                .filter(|_| !matches!(command, Command::Tournament(TournamentAsk::Create(_))));
            let mut request = Request::new(command).numbered(number).expect("a number");
            request.ply = ply;
            request
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// A button's payload reads back as the request it was written
    /// from, for every command.
    #[test]
    fn reading_what_a_request_writes_gives_the_request_back(request in any_request()) {
        let written = request.to_string();
        prop_assert!(written.chars().count() <= MAX_COMMAND_CHARS, "{}", written);
        prop_assert_eq!(COMMANDS.parse(&written), Ok(request), "{}", written);
    }
}

/// Words a command may be made of, odd ones among them: numbers too
/// big for any type, signs, game numbers, mentions, control and
/// invisible characters, quotes.
fn any_word() -> impl Strategy<Value = String> {
    let table: Vec<String> = COMMANDS.rows().map(|c| c.name.to_owned()).collect();
    prop_oneof![
        proptest::sample::select(table),
        proptest::sample::select(vec![
            "#1",
            "#0",
            "#-1",
            "#99999999999999999999999",
            "@bob",
            "@",
            "@kibitzbot",
            "e4",
            "Nf3",
            "O-O",
            "e8=Q",
            "P@e4",
            "days",
            "0",
            "-3",
            "18446744073709551616",
            "960",
            "level",
            "bot",
            "white",
            "black",
            "random",
            "rated",
            "casual",
            "fen",
            "moves",
            "\"",
            "«",
            "»",
            "\u{200b}",
            "\u{0}",
            "ход",
            "сдаюсь",
            "thread",
            "here",
            "on",
            "off",
            "language",
            "ru",
            "theme",
            "page",
            "2",
            "confirm",
            "variant",
            "crazyhouse",
            "football",
            "immortal",
            "chess960",
            "x",
            "1.",
            "e2e4",
            "mine",
        ])
        .prop_map(str::to_owned),
        "\\PC{0,12}",
        any::<i128>().prop_map(|n| n.to_string()),
    ]
}

/// Text as people type it: a command word and what follows, or
/// anything at all.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::collection::vec(any_word(), 0..12).prop_map(|words| words.join(" ")),
        (
            proptest::bool::ANY,
            proptest::collection::vec(any_word(), 1..8)
        )
            .prop_map(|(slash, words)| format!(
                "{}{}",
                if slash { "/" } else { "" },
                words.join(" ")
            )),
        "\\PC{0,400}",
        "[ -~]{0,3000}",
    ]
}

proptest! {
    #![proptest_config(crate::fuzzing::config())]

    /// Any typed text is read as a command or refused saying exactly
    /// why, without panicking; what is read writes back as a button's
    /// payload that reads the same.
    #[test]
    fn fuzz_any_text_is_read_or_refused_specifically(text in any_text()) {
        match COMMANDS.parse(&text) {
            Ok(request) => {
                let written = request.to_string();
                prop_assert_eq!(COMMANDS.parse(&written), Ok(request), "{}", written);
            }
            Err(error) => crate::fuzzing::assert_specific(&error.text())?,
        }
    }

    /// Any button payload (a pressed button's `custom_id` or callback
    /// data, which a client can forge) is read or refused specifically.
    #[test]
    fn fuzz_any_button_payload_is_read_or_refused_specifically(data in "\\PC{0,120}") {
        if let Err(error) = COMMANDS.parse(&data) {
            crate::fuzzing::assert_specific(&error.text())?;
        }
    }
}

#[test]
fn offers_replays_and_analyses_are_asked_for_by_their_words() {
    assert_eq!(
        command("rematch #4"),
        crate::games::commands::REMATCH.command()
    );
    assert_eq!(command("decline draw"), Command::DeclineOffer(Offer::Draw));
    assert_eq!(
        command("Decline Takeback #3"),
        Command::DeclineOffer(Offer::Takeback)
    );
    assert_eq!(command("decline #3"), Command::Decline);
    assert_eq!(command("gif"), crate::games::commands::GIF.command());
    assert_eq!(command("analyse #3"), Command::Analyse);
    assert_eq!(command("analyze"), Command::Analyse);
    assert_eq!(command("анализ"), Command::Analyse);
}

#[test]
fn every_word_names_one_command_once() {
    let mut words: Vec<&str> = Vec::new();
    for spec in COMMANDS.rows() {
        assert_eq!(COMMANDS.named(spec.name), Some(spec), "{}", spec.name);
        for word in spec.words {
            assert_eq!(word.to_lowercase(), *word);
            assert_eq!(COMMANDS.named(word), Some(spec), "{word}");
        }
        words.push(spec.name);
        words.extend(spec.words);
        assert!(spec.alias_of.is_none_or(|main| {
            COMMANDS
                .named(main)
                .is_some_and(|main| main.alias_of.is_none())
        }));
    }
    let count = words.len();
    words.sort_unstable();
    words.dedup();
    assert_eq!(words.len(), count, "a word names two commands");
    assert_eq!(COMMANDS.named("castle"), None);
}

#[test]
fn a_row_that_reads_a_number_alone_writes_its_command_under_its_word() {
    for spec in COMMANDS.rows() {
        if let Form::Number = spec.form {
            let command = spec.command();
            assert_eq!(COMMANDS.row_of(&command), Some(spec));
            assert_eq!(command.to_string(), spec.name);
            assert!(spec.reads_a_lone_number(), "{}", spec.name);
            assert_eq!(command.answers_a_challenge(), spec.answers_challenges());
        }
        // Every row writes its commands under its own word.
        if let Ok(request) = COMMANDS.parse(spec.name) {
            assert_eq!(
                request.command.word(),
                COMMANDS.main(spec).name,
                "{}",
                spec.name
            );
        }
    }
    // Text a number could be part of keeps the number as a word.
    use crate::games::commands::playing::{MOVE, PREMOVE, RESIGN};
    assert!(!MOVE.reads_a_lone_number());
    assert!(!PREMOVE.reads_a_lone_number());
    assert!(RESIGN.reads_a_lone_number());
}
