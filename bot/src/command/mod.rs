//! The command language, the same words on every platform. A chat message
//! is read into a typed [`Request`] (which game, which command) before
//! anything else looks at it, and a slash command's options become one
//! directly ([`from_options`]). [`Request`]'s `Display` writes a request
//! back as text, the payload of a button, and reading that text gives the
//! same request. The one command table ([`COMMANDS`]) lists every command
//! with its help and where the platforms' menus show it.
//!
//! Reading never consults the database; a bad message gets a
//! [`CommandError`] that says exactly what was wrong.

mod challenge;
mod choices;
mod error;
mod forgetting;
mod given;
mod linking;
mod listing;
mod live_clock;
mod options;
mod playing;
mod puzzle_theme;
mod read;
mod request;
mod seek;
mod settings;
mod spec;
mod table;
mod tournaments;
mod words;

pub use choices::{Choice, ChoiceValue};
pub use error::CommandError;
pub use given::{OptionValue, UserOption};
pub use live_clock::{LiveClock, Speed};
pub use options::from_options;
pub use playing::move_option;
pub use puzzle_theme::{PuzzleTheme, PuzzleThemes};
pub use read::{bare_move, parse, parse_naming_bot, spoken_command};
pub use request::{
    Command, Conditional, ConditionalLines, DAYS_PER_MOVE, DEFAULT_BOT_LEVEL, DailyPuzzle, Days,
    ForgetStep, GamesPlace, LinkStep, MAX_COMMAND_CHARS, MAX_CONDITIONAL_CHARS, MAX_MENTION_CHARS,
    MAX_MOVE_CHARS, MAX_RECORD_CHARS, MAX_SET_UP_CHARS, Mention, MoveWords, NotifySetting, Offer,
    Page, RatingRange, RecordText, Request, ResignStep, SeekStep, SetUpText, Setting, Solve,
    Sought, StartFrom, Starts, TimeControl, Topic, TournamentAsk, TournamentPlan,
};
pub use spec::{Choices, Form, OptionKind, OptionSpec, Spec, Term};
pub use table::COMMANDS;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        ChallengeId, ColorChoice, GameId, Language, Orientation, Theme, TournamentFormat,
        TournamentId,
    };
    use crate::perf::{Finished, Perf};
    use kibitz_engine::Level;
    use kibitz_rules::Variant;
    use proptest::prelude::*;

    fn command(text: &str) -> Command {
        parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .command
    }

    /// A move command.
    fn mv(text: &str) -> Command {
        Command::Move(MoveWords::new(text).expect("a move"))
    }

    /// A mention.
    fn at(written: &str) -> Option<Mention> {
        Some(Mention::new(written).expect("a mention"))
    }

    /// Days per move.
    fn days(n: u8) -> TimeControl {
        TimeControl::DaysPerMove(Days::new(n).expect("allowed days"))
    }

    /// A level.
    fn level(n: u8) -> Level {
        Level::new(n).expect("a level")
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
        assert_eq!(parse("move"), Err(CommandError::MissingMove));
    }

    #[test]
    fn a_bare_number_after_a_command_that_takes_a_game_is_that_game() {
        for (text, command) in [
            ("pgn 2", Command::Pgn),
            ("/gif 2", Command::Gif),
            ("board 2", Command::Board),
            ("resign 2", Command::Resign(ResignStep::Now)),
        ] {
            let r = parse(text).expect("reads");
            assert_eq!((r.game, r.command), (Some(GameId(2)), command), "{text}");
        }
        // A challenge's number, where the command answers a challenge.
        let accepted = parse("accept 2").expect("reads");
        assert_eq!(
            (accepted.game, accepted.challenge, accepted.command),
            (None, Some(ChallengeId(2)), Command::Accept)
        );
        // Only alone, and only where the command takes nothing else.
        assert!(parse("pgn 2 #3").is_err());
        assert!(parse("history 2").is_err());
        assert_eq!(
            parse("pgn 99999999999999999999999"),
            Err(CommandError::Number("99999999999999999999999".into()))
        );
    }

    #[test]
    fn games_are_named_anywhere_in_the_message() {
        for text in ["#12 move e4", "move e4 #12", "move game:12 e4"] {
            let r = parse(text).expect("reads");
            assert_eq!(r.game, Some(GameId(12)), "{text}");
            assert_eq!(r.command, mv("e4"));
        }
        assert_eq!(parse("#1 resign #1").map(|r| r.game), Ok(Some(GameId(1))));
        assert_eq!(parse("#1 resign #2"), Err(CommandError::TwoNumbers(1, 2)));
        assert_eq!(parse("resign #x1"), Err(CommandError::Number("#x1".into())));
        let pressed = parse("move Nbd2 #7 ply:12").expect("a button's command reads");
        assert_eq!((pressed.game, pressed.ply), (Some(GameId(7)), Some(12)));
        assert_eq!(
            parse("move e4 ply:x"),
            Err(CommandError::Ply("ply:x".into()))
        );
    }

    #[test]
    fn the_bot_is_challenged_by_name_or_by_a_level() {
        let bot = |variant, color, level| Command::PlayBot {
            variant,
            color,
            time: TimeControl::Unlimited,
            level,
            start: None,
        };
        assert_eq!(
            command("play bot"),
            bot(Variant::Standard, ColorChoice::Random, DEFAULT_BOT_LEVEL)
        );
        assert_eq!(
            command("challenge @Kibitz immortal black level 8"),
            bot(Variant::Immortal, ColorChoice::Black, level(8))
        );
        assert_eq!(
            command("challenge level 1 football"),
            bot(Variant::Football, ColorChoice::Random, level(1))
        );
        assert_eq!(
            command("play kibitz white days 3"),
            Command::PlayBot {
                variant: Variant::Standard,
                color: ColorChoice::White,
                time: days(3),
                level: DEFAULT_BOT_LEVEL,
                start: None,
            }
        );
        assert_eq!(
            parse("play bot level 0"),
            Err(CommandError::Level("0".into()))
        );
        assert_eq!(
            parse("play bot level nine"),
            Err(CommandError::Level("nine".into()))
        );
        assert_eq!(
            parse("play bot level"),
            Err(CommandError::Level(String::new()))
        );
        assert_eq!(
            parse("challenge @ann level 2"),
            Err(CommandError::LevelForPerson)
        );
        assert!(matches!(
            parse("play bot @ann"),
            Err(CommandError::Twice {
                what: "opponents",
                ..
            })
        ));
        assert!(matches!(
            parse("play bot level 2 level 3"),
            Err(CommandError::Twice { what: "levels", .. })
        ));
    }

    #[test]
    fn profiles_histories_and_leaderboards_take_their_words_in_any_order() {
        assert_eq!(command("profile"), Command::Profile(None));
        assert_eq!(command("profile @ann"), Command::Profile(at("@ann")));
        assert_eq!(
            command("history crazyhouse page 3 <@42>"),
            Command::History {
                player: at("<@42>"),
                of: Finished::Variant(Variant::Crazyhouse),
                page: Page::new(3).expect("a page"),
            }
        );
        assert_eq!(
            command("history blitz"),
            Command::History {
                player: None,
                of: Finished::RatedAs(Perf::Live(Speed::Blitz)),
                page: Page::FIRST,
            }
        );
        assert_eq!(
            command("top global atomic"),
            Command::Top {
                perf: Some(Perf::Variant(Variant::Atomic)),
                global: true,
                page: Page::FIRST,
            }
        );
        assert_eq!(
            command("top"),
            Command::Top {
                perf: None,
                global: false,
                page: Page::FIRST,
            }
        );
        assert_eq!(command("top chess"), command("top"));
        for (word, perf) in [
            ("bullet", Perf::Live(Speed::Bullet)),
            ("Blitz", Perf::Live(Speed::Blitz)),
            ("rapid", Perf::Live(Speed::Rapid)),
            ("classical", Perf::Live(Speed::Classical)),
            ("correspondence", Perf::Correspondence),
        ] {
            assert_eq!(
                command(&format!("top {word} global")),
                Command::Top {
                    perf: Some(perf),
                    global: true,
                    page: Page::FIRST,
                },
                "{word}"
            );
        }
        assert_eq!(command("top chess blitz"), command("top blitz"));
        assert_eq!(
            parse("top atomic blitz"),
            Err(CommandError::SpeedOfOtherVariant {
                command: "top",
                variant: "atomic".into(),
                speed: "blitz".into(),
            })
        );
        assert!(matches!(
            parse("history blitz rapid"),
            Err(CommandError::Twice { what: "speeds", .. })
        ));
        assert_eq!(parse("top page 0"), Err(CommandError::Page("0".into())));
        assert_eq!(
            parse("history page"),
            Err(CommandError::Page(String::new()))
        );
        assert!(matches!(
            parse("top @ann"),
            Err(CommandError::UnexpectedWord { command: "top", .. })
        ));
        assert!(matches!(
            parse("history @ann @bob"),
            Err(CommandError::Twice {
                what: "players",
                ..
            })
        ));
        assert_eq!(parse("profile @Kibitz"), Err(CommandError::BotHasNoProfile));
        assert_eq!(parse("history bot"), Err(CommandError::BotHasNoProfile));
        assert_eq!(command("rematch #4"), Command::Rematch);
        assert_eq!(command("decline draw"), Command::DeclineOffer(Offer::Draw));
        assert_eq!(
            command("Decline Takeback #3"),
            Command::DeclineOffer(Offer::Takeback)
        );
        assert_eq!(command("decline #3"), Command::Decline);
        assert_eq!(command("gif"), Command::Gif);
        assert_eq!(command("analyse #3"), Command::Analyse);
        assert_eq!(command("analyze"), Command::Analyse);
        assert_eq!(command("анализ"), Command::Analyse);
    }

    #[test]
    fn a_new_tournament_reads_from_its_words_in_any_order() {
        let created = |text: &str| match command(text) {
            Command::Tournament(TournamentAsk::Create(plan)) => plan,
            other => panic!("{text}: {other:?}"),
        };
        let plan = created("tournament swiss 5 rounds blitz 5+3 starts 20:00");
        assert_eq!(plan.format, TournamentFormat::Swiss);
        assert_eq!(plan.rounds, 5);
        assert_eq!(plan.variant, Variant::Standard);
        assert_eq!(
            plan.time,
            TimeControl::Live(LiveClock::parse("5+3").expect("a clock"))
        );
        assert_eq!(
            plan.starts,
            Starts::At(chrono::NaiveTime::from_hms_opt(20, 0, 0).expect("a time"))
        );
        assert!(plan.rated);
        // The same in another order, a speed alone, Russian words.
        assert_eq!(
            created("tournament starts 20:00 5+3 rounds 5 swiss blitz"),
            plan
        );
        assert_eq!(
            created("турнир швейцарка 5 туров blitz 5+3 начало 20:00"),
            plan
        );
        let robin = created("tournament round-robin double atomic days 2 every 10 days casual");
        assert_eq!(
            (robin.format, robin.rounds, robin.variant, robin.time.days()),
            (TournamentFormat::RoundRobin, 2, Variant::Atomic, Some(2))
        );
        assert_eq!((robin.round_days, robin.rated), (Some(10), false));
        assert_eq!(robin.starts, Starts::In(10), "ten minutes to join");
        // Defaults: seven rounds, three days a move.
        let plain = created("tournament swiss starts in 2 hours");
        assert_eq!((plain.rounds, plain.time.days()), (7, Some(3)));
        assert_eq!(plain.starts, Starts::In(120));
        assert_eq!(
            command("tournament rapid swiss"),
            Command::Tournament(TournamentAsk::Create(TournamentPlan {
                time: TimeControl::Live(LiveClock::of_speed(Speed::Rapid)),
                starts: Starts::In(10),
                ..plain
            }))
        );
    }

    #[test]
    fn an_arena_reads_its_minutes_and_needs_a_clock() {
        let Command::Tournament(TournamentAsk::Create(plan)) =
            command("tournament arena 45 minutes blitz 3+2 starts 20:00")
        else {
            panic!("an arena");
        };
        assert_eq!(
            (
                plan.format,
                plan.rounds,
                plan.time.clock().map(|c| c.to_string())
            ),
            (TournamentFormat::Arena, 45, Some("3+2".to_owned()))
        );
        let Command::Tournament(TournamentAsk::Create(plain)) = command("турнир арена bullet")
        else {
            panic!("an arena");
        };
        assert_eq!(plain.rounds, 60, "an hour by default");
        assert_eq!(parse("tournament arena"), Err(CommandError::ArenaClock));
        assert_eq!(
            parse("tournament arena days 3"),
            Err(CommandError::ArenaClock)
        );
        assert_eq!(
            parse("tournament arena 5 minutes 3+2"),
            Err(CommandError::ArenaMinutes("5".into()))
        );
        assert_eq!(
            parse("tournament swiss 60 minutes 3+2"),
            Err(CommandError::ArenaMinutes("60 minutes".into()))
        );
        assert_eq!(
            parse("tournament arena 5 rounds 3+2"),
            Err(CommandError::ArenaMinutes("5 rounds".into()))
        );
        assert_eq!(command("berserk #4"), Command::Berserk);
        assert_eq!(parse("berserk 4").map(|r| r.game), Ok(Some(GameId(4))));
    }

    #[test]
    fn what_a_tournament_cannot_be_is_refused_saying_what_it_can() {
        for (text, error) in [
            ("tournament 5 rounds blitz", CommandError::TournamentFormat),
            (
                "tournament swiss 2 rounds",
                CommandError::TournamentRounds("2".into()),
            ),
            (
                "tournament swiss 101 rounds",
                CommandError::TournamentRounds("101".into()),
            ),
            (
                "tournament round-robin 5 rounds",
                CommandError::TournamentRounds("5 rounds".into()),
            ),
            (
                "tournament swiss unlimited",
                CommandError::TournamentUnlimited,
            ),
            (
                "tournament swiss starts 25:00",
                CommandError::TournamentStarts("25:00".into()),
            ),
            (
                "tournament swiss starts in 40 days",
                CommandError::TournamentStarts("in 40 days".into()),
            ),
            (
                "tournament swiss days 3 every 61 days",
                CommandError::TournamentRoundDays("61".into()),
            ),
            (
                "tournament swiss 5+3 every 7 days",
                CommandError::TournamentRoundDays("every".into()),
            ),
            ("tournament swiss days 4", CommandError::Days("4".into())),
            (
                "tournament swiss 5+200",
                CommandError::Clock("5+200".into()),
            ),
        ] {
            assert_eq!(parse(text), Err(error), "{text}");
        }
        assert!(matches!(
            parse("tournament swiss round-robin"),
            Err(CommandError::Twice {
                what: "formats",
                ..
            })
        ));
        assert!(matches!(
            parse("tournament swiss bullet 5+3"),
            Err(CommandError::Twice { what: "time", .. })
        ));
        assert!(matches!(
            parse("tournament swiss #4"),
            Err(CommandError::UnexpectedWord { .. })
        ));
        assert!(matches!(
            parse("tournament swiss penguins"),
            Err(CommandError::UnexpectedWord { .. })
        ));
    }

    #[test]
    fn a_number_after_a_tournament_command_names_the_tournament() {
        for (text, command) in [
            ("join #3", Command::Join),
            ("join 3", Command::Join),
            ("leave #3", Command::Leave),
            ("withdraw 3", Command::Withdraw),
            ("standings #3", Command::Standings),
            ("pairings #3", Command::Pairings),
            ("tournament #3", Command::Tournament(TournamentAsk::Show)),
            (
                "tournament start #3",
                Command::Tournament(TournamentAsk::Start),
            ),
            (
                "tournament cancel 3",
                Command::Tournament(TournamentAsk::Cancel),
            ),
        ] {
            let read = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                (read.tournament, read.game, read.command),
                (Some(TournamentId(3)), None, command),
                "{text}"
            );
        }
        assert_eq!(parse("join").map(|r| r.tournament), Ok(None));
        assert_eq!(
            parse("join #99999999999999999999"),
            Err(CommandError::Number("#99999999999999999999".into()))
        );
        assert_eq!(
            parse("standings 9223372036854775808"),
            Err(CommandError::NoSuchTournament(9_223_372_036_854_775_808))
        );
        // Only the chat's managers create, start and call off.
        assert!(parse("tournament swiss").is_ok_and(|r| r.changes_chat_settings()));
        assert!(parse("tournament cancel").is_ok_and(|r| r.changes_chat_settings()));
        assert!(!parse("tournament").is_ok_and(|r| r.changes_chat_settings()));
        assert!(!parse("join").is_ok_and(|r| r.changes_chat_settings()));
    }

    #[test]
    fn what_follows_analyse_is_a_game_number_or_a_record_taken_whole() {
        for text in [
            "analyse 3",
            "analyse #3",
            "analyse game:3",
            "/analyse@kibitzbot #3",
            "analyse #3 ply:12",
        ] {
            let request = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(request.command, Command::Analyse, "{text}");
            assert_eq!(request.game, Some(GameId(3)), "{text}");
        }
        // A record keeps its lines, its tags and every `#` of mate and of
        // evaluation; a message longer than any other command is read.
        let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. f3 e5 { [%eval #-3] } 2. g4 Qh4# 0-1";
        let long = format!("analyse {pgn} {}", " ".repeat(MAX_COMMAND_CHARS));
        for text in [
            format!("analyse\n{pgn}"),
            format!("/analyse@kibitzbot {pgn}"),
            long,
        ] {
            let request = parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                request.command,
                Command::AnalyseRecord(RecordText::new(pgn).expect("a record")),
                "{text}"
            );
            assert_eq!(request.game, None);
            // Written, it reads back.
            assert_eq!(parse(&request.to_string()), Ok(request));
        }
        let fen = "анализ 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
        assert!(
            matches!(command(fen), Command::AnalyseRecord(r) if r.as_str().starts_with("6k1/"))
        );
        let too_long = format!("analyse {}", "e4 ".repeat(MAX_RECORD_CHARS / 3 + 1));
        assert!(matches!(
            parse(&too_long),
            Err(CommandError::RecordTooLong { .. })
        ));
        assert_eq!(
            parse("analyse 1. e4\u{7}"),
            Err(CommandError::ControlCharacters)
        );
        // A slash command's option is taken whole too, with its `#`.
        let options = [(
            "record".to_owned(),
            OptionValue::Text(pgn.replace('\n', " ")),
        )];
        assert_eq!(
            from_options("analyse", &options).map(|r| r.command),
            Ok(Command::AnalyseRecord(
                RecordText::new(&pgn.replace('\n', " ")).expect("a record")
            ))
        );
    }

    #[test]
    fn challenges_take_their_options_in_any_order() {
        assert_eq!(
            command("challenge"),
            Command::Challenge {
                opponent: None,
                variant: Variant::Standard,
                color: ColorChoice::Random,
                time: TimeControl::Unlimited,
                start: None,
                rated: true,
                link: false,
            }
        );
        assert_eq!(
            command("challenge days 3 black crazyhouse <@42>"),
            Command::Challenge {
                opponent: at("<@42>"),
                variant: Variant::Crazyhouse,
                color: ColorChoice::Black,
                time: days(3),
                start: None,
                rated: true,
                link: false,
            }
        );
        assert_eq!(
            command("challenge @bob 960 white 7d"),
            Command::Challenge {
                opponent: at("@bob"),
                variant: Variant::Chess960,
                color: ColorChoice::White,
                time: days(7),
                start: None,
                rated: true,
                link: false,
            }
        );
        assert_eq!(
            command("challenge @bob casual"),
            Command::Challenge {
                opponent: at("@bob"),
                variant: Variant::Standard,
                color: ColorChoice::Random,
                time: TimeControl::Unlimited,
                start: None,
                rated: false,
                link: false,
            }
        );
        assert!(matches!(
            command("challenge link 5+3"),
            Command::Challenge {
                opponent: None,
                link: true,
                ..
            }
        ));
        assert!(matches!(
            command("вызов ссылка"),
            Command::Challenge { link: true, .. }
        ));
        for text in [
            "challenge @bob link",
            "play bot link",
            "challenge link level 3",
        ] {
            assert_eq!(parse(text), Err(CommandError::LinkForSomeone), "{text}");
        }
        assert_eq!(parse("play bot rated"), Err(CommandError::RatedBot));
        assert_eq!(
            parse("challenge @bob rated fen \"8/8/8/8/8/8/8/K6k w - - 0 1\""),
            Err(CommandError::RatedSetUp)
        );
        assert!(matches!(
            parse("challenge casual rated"),
            Err(CommandError::Twice { what: "modes", .. })
        ));
        assert_eq!(
            parse("challenge days 4"),
            Err(CommandError::Days("4".into()))
        );
        assert_eq!(
            parse("challenge days"),
            Err(CommandError::Days(String::new()))
        );
        assert!(matches!(
            parse("challenge white black"),
            Err(CommandError::Twice {
                what: "colours",
                ..
            })
        ));
        assert!(matches!(
            parse("challenge @a @b"),
            Err(CommandError::Twice {
                what: "opponents",
                ..
            })
        ));
        assert!(matches!(
            parse("challenge shogi"),
            Err(CommandError::UnexpectedWord {
                command: "challenge",
                ..
            })
        ));
    }

    #[test]
    fn russian_words_are_commands_typed_or_spoken_and_chatter_is_not() {
        assert_eq!(
            command("/ход e4"),
            Command::Move(MoveWords::new("e4").expect("a move"))
        );
        assert_eq!(command("Сдаюсь"), Command::Resign(ResignStep::Now));
        assert_eq!(command("ничья"), Command::Draw);
        let spoken = |text: &str| spoken_command(text).map(|r| r.command);
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
            parse("сдаютсь").expect_err("a typo").to_string(),
            "Unknown command `сдаютсь`; did you mean `сдаюсь`?"
        );
    }

    #[test]
    fn simple_commands_refuse_extra_words() {
        assert_eq!(command("resign"), Command::Resign(ResignStep::Now));
        assert_eq!(command("/games"), Command::Games { mine: false });
        assert_eq!(command("games mine"), Command::Games { mine: true });
        let err = parse("resign now").expect_err("refused");
        assert_eq!(err.to_string(), "`resign` does not understand `now`.");
    }

    #[test]
    fn help_rules_and_settings() {
        assert_eq!(command("help"), Command::Help(None));
        assert_eq!(
            command("help /Move"),
            Command::Help(Spec::named("move").map(Spec::topic))
        );
        assert_eq!(
            command("rules atomic"),
            Command::Rules(Some(Variant::Atomic))
        );
        assert!(parse("rules chess2").is_err());
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
        assert_eq!(parse("set theme green"), Err(CommandError::Setting));
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
            assert_eq!(parse(text), Err(CommandError::DailyPuzzle), "{text}");
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
        assert_eq!(parse("notify dm maybe"), Err(CommandError::Notify));
        assert_eq!(parse("notify sms on"), Err(CommandError::Notify));
        assert_eq!(parse("notify dm"), Err(CommandError::Notify));
    }

    #[test]
    fn bad_input_is_answered_precisely() {
        assert_eq!(parse(""), Err(CommandError::Empty));
        assert_eq!(parse(" \u{200B} "), Err(CommandError::Empty));
        assert_eq!(parse("mo\u{200B}ve e4").map(|r| r.command), Ok(mv("e4")));
        assert_eq!(
            parse("move e4\u{0007}"),
            Err(CommandError::ControlCharacters)
        );
        let long = "move ".to_owned() + &"e".repeat(400);
        assert_eq!(parse(&long), Err(CommandError::TooLong { chars: 405 }));
        let err = parse("mvoe e4").expect_err("unknown");
        assert_eq!(
            err.to_string(),
            "Unknown command `mvoe`; did you mean `move`?"
        );
        let err = parse("'; DROP TABLE games; --").expect_err("unknown");
        assert_eq!(err.to_string(), "Unknown command `';`; try `help`.");
        assert!(parse("♔♕♖♗♘♙ 象棋 шахматы").is_err());
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
            let err = parse(text).expect_err(text);
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
            parse_naming_bot("challenge @KibitzBot crazyhouse", me).map(|r| r.command),
            Ok(Command::PlayBot {
                variant: Variant::Crazyhouse,
                color: ColorChoice::Random,
                time: TimeControl::Unlimited,
                level: DEFAULT_BOT_LEVEL,
                start: None,
            })
        );
        assert_eq!(
            parse_naming_bot("challenge @kibitzbot level 6", me).map(|r| r.command),
            parse("play bot level 6").map(|r| r.command)
        );
        assert!(matches!(
            parse("challenge @kibitzbot level 6"),
            Err(CommandError::LevelForPerson)
        ));
    }

    #[test]
    fn buttons_write_the_commands_people_type() {
        let request = |command| Request::new(command).about(GameId(7)).at_ply(12);
        assert_eq!(request(mv("Nbd2")).to_string(), "move Nbd2 #7 ply:12");
        assert_eq!(
            Request::new(Command::Accept)
                .about_challenge(ChallengeId(4))
                .to_string(),
            "accept #4"
        );
        assert_eq!(request(Command::Draw).to_string(), "draw #7 ply:12");
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
            parse(&("move ".to_owned() + &"e".repeat(40))),
            Err(CommandError::MoveTooLong { chars: 40 })
        );
        assert_eq!(
            parse("help castle"),
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
        let simple = proptest::sample::select(vec![
            Command::Accept,
            Command::Decline,
            Command::Cancel,
            Command::Board,
            Command::Resign(ResignStep::Now),
            Command::Draw,
            Command::Takeback,
            Command::Abort,
            Command::MoreTime,
            Command::Page,
            Command::Conditional(Conditional::List),
            Command::Vacation(None),
            Command::Vacation(Some(true)),
            Command::Vacation(Some(false)),
            Command::Conditional(Conditional::Clear),
            Command::Conditional(Conditional::Add(
                ConditionalLines::new("Nf6 e5 Nd5 Nxd5;d5  exd5").expect("lines a command holds"),
            )),
            Command::Claim,
            Command::Games { mine: false },
            Command::Games { mine: true },
            Command::Rematch,
            Command::Gif,
            Command::Analyse,
            Command::DeclineOffer(Offer::Draw),
            Command::DeclineOffer(Offer::Takeback),
            Command::Pgn,
            Command::Fen,
            Command::Solve(Solve::Page),
            Command::Tournament(TournamentAsk::Show),
            Command::Tournament(TournamentAsk::Start),
            Command::Tournament(TournamentAsk::Cancel),
            Command::Join,
            Command::Leave,
            Command::Withdraw,
            Command::Standings,
            Command::Pairings,
            Command::Berserk,
        ]);
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
                COMMANDS.iter().map(|spec| spec.topic()).collect::<Vec<_>>()
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
            (request::FEWEST_ARENA_MINUTES..=request::MOST_ARENA_MINUTES)
                .prop_map(|minutes| (TournamentFormat::Arena, minutes)),
        ];
        let time = any_time().prop_filter("a time that ends", |t| *t != TimeControl::Unlimited);
        let starts = prop_oneof![
            (0u32..24, 0u32..60).prop_filter_map("a time of day", |(h, m)| {
                chrono::NaiveTime::from_hms_opt(h, m, 0).map(Starts::At)
            }),
            (1..=request::MOST_MINUTES_AHEAD).prop_map(Starts::In),
        ];
        (
            format,
            any_variant(),
            time,
            proptest::option::of(1u8..=request::MOST_ROUND_DAYS),
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
            prop_assert_eq!(parse(&written), Ok(request), "{}", written);
        }
    }

    /// Words a command may be made of, odd ones among them: numbers too
    /// big for any type, signs, game numbers, mentions, control and
    /// invisible characters, quotes.
    fn any_word() -> impl Strategy<Value = String> {
        let table: Vec<String> = COMMANDS.iter().map(|c| c.name.to_owned()).collect();
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
            match parse(&text) {
                Ok(request) => {
                    let written = request.to_string();
                    prop_assert_eq!(parse(&written), Ok(request), "{}", written);
                }
                Err(error) => crate::fuzzing::assert_specific(&error.text())?,
            }
        }

        /// Any button payload (a pressed button's `custom_id` or callback
        /// data, which a client can forge) is read or refused specifically.
        #[test]
        fn fuzz_any_button_payload_is_read_or_refused_specifically(data in "\\PC{0,120}") {
            if let Err(error) = data.parse::<Request>() {
                crate::fuzzing::assert_specific(&error.text())?;
            }
        }
    }
}
