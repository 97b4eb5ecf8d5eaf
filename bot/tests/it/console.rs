//! The console, run as a person runs it: the `kibitz` binary with lines
//! on stdin and the room on stdout, on a fresh SQLite file, across a
//! restart of the process; and the scheduler's notices printed in the room.

use crate::support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A fresh folder under the temp dir.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kibitz-console-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// `kibitz ARGS` to run in `dir` on the console, its input and output
/// piped, with no platform's settings from this environment.
fn kibitz_in(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kibitz"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("TELEGRAM_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    command
}

/// Runs `kibitz ARGS` in `dir` with `input` on stdin; its stdout.
fn session(dir: &Path, args: &[&str], input: &str) -> String {
    let mut child = kibitz_in(dir, args)
        .stderr(Stdio::piped())
        .spawn()
        .expect("kibitz starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let output = child.wait_with_output().expect("kibitz ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "kibitz failed: {stderr}");
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// A `kibitz` run in `dir` with `args` and `vars`, whose room is read as
/// it prints: its input, and what it printed so far.
struct Streamed {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    screen: std::sync::Arc<std::sync::Mutex<String>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Streamed {
    fn start(dir: &Path, args: &[&str], vars: &[(&str, &std::ffi::OsStr)]) -> Streamed {
        use std::io::Read;
        let mut child = kibitz_in(dir, args)
            .envs(vars.iter().copied())
            .stderr(Stdio::null())
            .spawn()
            .expect("kibitz starts");
        let stdin = child.stdin.take();
        let screen = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let reader = {
            let (screen, mut stdout) = (screen.clone(), child.stdout.take().expect("stdout"));
            std::thread::spawn(move || {
                let mut chunk = [0u8; 4096];
                while let Ok(n) = stdout.read(&mut chunk) {
                    if n == 0 {
                        break;
                    }
                    screen
                        .lock()
                        .expect("lock")
                        .push_str(&String::from_utf8_lossy(&chunk[..n]));
                }
            })
        };
        Streamed {
            child,
            stdin,
            screen,
            reader: Some(reader),
        }
    }

    /// Types `text`.
    fn type_in(&mut self, text: &str) {
        self.stdin
            .as_mut()
            .expect("still typing")
            .write_all(text.as_bytes())
            .expect("typed");
    }

    /// How many times the room printed `text` so far.
    fn seen(&self, text: &str) -> usize {
        self.screen.lock().expect("lock").matches(text).count()
    }

    /// What the room printed so far.
    fn screen(&self) -> String {
        self.screen.lock().expect("lock").clone()
    }

    /// Waits up to `limit` for the room to print `text`.
    fn wait_for(&self, text: &str, limit: std::time::Duration) -> std::time::Duration {
        let started = std::time::Instant::now();
        while self.seen(text) == 0 {
            assert!(
                started.elapsed() < limit,
                "never printed {text:?}: {}",
                self.screen()
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        started.elapsed()
    }

    /// Ends the input and waits for the process to end, successfully.
    fn finish(mut self) -> String {
        drop(self.stdin.take());
        assert!(self.child.wait().expect("kibitz ends").success());
        if let Some(reader) = self.reader.take() {
            reader.join().expect("read");
        }
        self.screen()
    }
}

#[test]
fn a_game_played_in_the_console_across_a_restart() {
    let dir = scratch("game");
    let first = session(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "pictures"],
        "help\nchallenge @bob white\n/as bob\n/press 1\nmove e5\n/as alice\nmove e4\n/as bob\nmove e5\nquit\n/quit\nmove d4\n",
    );
    assert!(
        first.starts_with("Kibitz console. You are alice."),
        "{first}"
    );
    assert!(
        first.contains("alice challenges @bob to standard chess (alice plays white"),
        "{first}"
    );
    assert!(first.contains("[1: Accept → accept #1]"), "{first}");
    assert!(first.contains("You are now bob."));
    assert!(
        first.contains("bob accepts challenge #1. The game begins!"),
        "{first}"
    );
    assert!(
        first.contains("kibitz (to bob): It is alice's turn in game #1."),
        "{first}"
    );
    assert!(first.contains("Last move: 1… e5"), "{first}");
    assert!(
        first.contains("    8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜"),
        "alice's board, White at the bottom: {first}"
    );
    assert!(
        first.contains("To leave the console, type `/quit`."),
        "`quit` is pointed to `/quit`: {first}"
    );
    assert!(!first.contains("2. d4"), "nothing is read after /quit");
    let picture = first
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix("board: "))
        .expect("a board picture path");
    let png = std::fs::read(dir.join(picture)).expect("the picture was written");
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");

    // A new process on the same file: the game goes on where it was.
    let second = session(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "pictures"],
        "board\nmove Qh5\n/as bob\nmove Nc6\n/as alice\nmove Bc4\n/as bob\nmove Nf6\n/as alice\nmove Qxf7\npgn\n/press 1\n",
    );
    assert!(
        second.contains("Last move: 1… e5\n  Opening: C20 King's Pawn Game\n  @alice to move."),
        "{second}"
    );
    assert!(
        second.contains(
            "Last move: 4. Qxf7#\n  Opening: C20 King's Pawn Game: Wayward Queen Attack\n  \
             White wins by checkmate."
        ),
        "{second}"
    );
    assert!(
        second.contains("The last reply has no buttons."),
        "{second}"
    );
    let record = std::fs::read_to_string(dir.join("pictures/kibitz-1.pgn")).expect("the PGN");
    assert!(
        record.contains("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#"),
        "{record}"
    );
    assert!(record.contains("[Result \"1-0\"]"), "{record}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_move_typed_alone_in_the_console_is_played() {
    let dir = scratch("bare");
    let out = session(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "pictures"],
        "e4
challenge @bob white
/as bob
/press 1
/as alice
e4
/as bob
Nf6
hello
/quit
",
    );
    assert!(
        out.contains("You have no game in this chat"),
        "a move with no game is answered as a move: {out}"
    );
    assert!(out.contains("Last move: 1. e4"), "{out}");
    assert!(out.contains("Last move: 1… Nf6"), "{out}");
    assert!(!out.contains("Unknown command `e4`"), "{out}");
    assert!(out.contains("Unknown command `hello`"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn with_no_command_kibitz_opens_the_console_on_a_local_file() {
    let dir = scratch("default");
    let out = session(
        &dir,
        &[],
        "rules\n/as\n/as  \n/as Zoë\nset language ru\nhelp\n",
    );
    assert!(out.starts_with("Kibitz console. You are alice."), "{out}");
    assert!(out.contains("racingkings"), "{out}");
    assert!(out.contains("A name is one word"), "{out}");
    assert!(out.contains("You are now Zoë."), "{out}");
    assert!(out.contains("Теперь я отвечаю вам по-русски."), "{out}");
    assert!(out.contains("Команды"), "{out}");
    assert!(
        dir.join("kibitz.sqlite").exists(),
        "the default store is a file here"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// Output shared with the test while the room writes to it.
#[derive(Clone, Default)]
struct Screen(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("lock").extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().expect("lock").clone()).expect("UTF-8")
    }

    /// Waits (at most 10 s) until the room has printed `expected`.
    async fn wait_for(&self, expected: &str) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !self.text().contains(expected) {
            assert!(
                std::time::Instant::now() < deadline,
                "waited for {expected:?}; the room shows:\n{}",
                self.text()
            );
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }
}

/// Reminders, private messages and time-outs print in the room between
/// the lines typed, through the console's notifier.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_print_in_the_console_room() {
    use chrono::TimeDelta;
    use kibitz::adapters::console::{self, ConsoleOptions, ConsoleOutbox};
    use kibitz::clock::ManualClock;
    use kibitz::service::Service;
    use tokio::io::AsyncWriteExt;

    let db = support::TestDb::sqlite().await;
    let clock = std::sync::Arc::new(ManualClock::new(support::room::start_time()));
    let service = Service::new(db.store.clone(), clock.clone());
    let dir = scratch("notices");
    let options = ConsoleOptions {
        out_dir: dir.clone(),
        user: "alice".into(),
        prompt: false,
    };
    let (notifier, notices) = ConsoleOutbox::new();
    let (mut typing, input) = tokio::io::duplex(4096);
    let screen = Screen::default();
    let room = {
        let (service, mut screen) = (service.clone(), screen.clone());
        tokio::spawn(async move {
            let input = tokio::io::BufReader::new(input);
            console::run(&service, input, &mut screen, &options, notices).await
        })
    };
    // Both sides move (a side that never moved would see the game aborted).
    let lines = "challenge @bob white days 1\n/as bob\nnotify dm on\naccept\n/as alice\nmove e4\n\
                 /as bob\nmove e5\n/as alice\nmove Nf3\n";
    typing.write_all(lines.as_bytes()).await.expect("typed");
    screen.wait_for("Last move: 2. Nf3").await;

    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.messaged, 1, "{pass:?}");
    screen
        .wait_for("(privately to bob)\nkibitz: News in game #1 against alice:")
        .await;

    clock.advance(TimeDelta::days(1) + TimeDelta::minutes(1));
    let pass = service
        .run_due(&notifier, 10, TimeDelta::minutes(5))
        .await
        .expect("a pass");
    assert_eq!(pass.announced, 1, "{pass:?}");
    screen.wait_for("kibitz: @bob ran out of time.").await;
    screen.wait_for("kibitz-1.pgn").await;
    assert!(
        screen.text().contains("White wins by timeout."),
        "{}",
        screen.text()
    );
    // The room goes on after a notice.
    typing.write_all(b"games mine\n").await.expect("typed");
    screen.wait_for("You have no active games.").await;
    drop(typing);
    room.await.expect("the room ends").expect("no I/O error");
    db.drop_db().await;
}

/// The console session the README shows, replayed on the real binary: each
/// line the README says the bot prints is printed, in that order, so the
/// README's example cannot drift from the bot's words.
#[test]
fn the_readmes_console_example_is_what_the_console_prints() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
            .expect("the README");
    let example = readme
        .split("```text\n")
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .find(|block| block.contains("alice> "))
        .expect("the README's console example");
    // What the user types follows a `name> ` prompt; the rest is printed.
    let (typed, printed): (Vec<&str>, Vec<&str>) = example.lines().partition(|line| {
        line.split_once("> ")
            .is_some_and(|(name, _)| !name.contains(' '))
    });
    let input: String = typed
        .iter()
        .map(|line| format!("{}\n", line.split_once("> ").map_or("", |(_, said)| said)))
        .collect();
    let dir = scratch("readme");
    let output = session(&dir, &["console", "--out", "pictures"], &input);
    let mut rest = output.as_str();
    for line in printed {
        let Some(at) = rest.find(line.trim_end()) else {
            panic!(
                "the README shows {line:?}, which the console does not print (in that order):\n{output}"
            );
        };
        rest = &rest[at + line.trim_end().len()..];
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// "No, play on" answers the question the Resign button asked, and the
/// board's own buttons come back to be pressed, as a chat's board keeps
/// them.
#[test]
fn after_no_play_on_the_boards_buttons_can_be_pressed_again() {
    let dir = scratch("play-on");
    let output = session(
        &dir,
        &["console", "--out", "pictures"],
        "challenge @bob white\n/as bob\n/press 1\n/as alice\n/press 2\n/press 2\n/press 1\n",
    );
    let after = output
        .split("You play on in game #1.")
        .nth(1)
        .unwrap_or_else(|| panic!("no answer to No, play on: {output}"));
    assert!(
        after
            .trim_start()
            .starts_with("[1: Offer draw → draw #1 ply:0] [2: Resign → resign ask #1 ply:0]"),
        "{after}"
    );
    assert!(after.contains("alice offers a draw."), "{after}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A live game in the console runs on real time: once both sides have
/// moved, White's quarter of a minute runs out, and the scheduler's flag
/// prints in the room unasked, while the room still waits for input.
#[test]
fn a_live_games_flag_prints_in_the_console_unasked() {
    let dir = scratch("flag");
    let mut room = Streamed::start(&dir, &[], &[]);
    room.type_in(
        "challenge @bob white 0.25+0\n/as bob\naccept\n/as alice\nmove e4\n/as bob\nmove e5\n",
    );
    let ten = std::time::Duration::from_secs(10);
    room.wait_for("Clock 0.25+0: alice 0:15 · bob 0:15", ten);
    room.wait_for("Last move: 1… e5", ten);
    let waited = room.wait_for(
        "@alice ran out of time.",
        std::time::Duration::from_secs(25),
    );
    assert!(
        waited >= std::time::Duration::from_secs(14),
        "not before White's time is up ({waited:?})"
    );
    // The notice's lines after its first are read once the process ends.
    let screen = room.finish();
    assert_eq!(
        screen.matches("Black wins by timeout.").count(),
        1,
        "{screen}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A finished game analysed in the console, end to end: `analyse` queues
/// it, the process's own worker analyses it with Stockfish and the result
/// prints in the room unasked, once, with its graph written beside the
/// boards; `pgn` then writes the record with the engine's evaluations and
/// judgements, which python-chess reads back. A game played elsewhere,
/// pasted on one line after `analyse`, is drawn, kept and analysed too.
#[test]
fn a_game_analysed_in_the_console_prints_its_result_once_and_its_record_carries_it() {
    let dir = scratch("analysis");
    let stockfish = support::stockfish::stockfish();
    let mut room = Streamed::start(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "out"],
        &[
            ("STOCKFISH_PATH", stockfish.as_os_str()),
            ("FAIRY_STOCKFISH_PATH", "none".as_ref()),
            ("KIBITZ_ANALYSIS_NODES", "5000".as_ref()),
        ],
    );
    room.type_in(
        "challenge @bob white\n/as bob\naccept\n/as alice\nmove f3\n/as bob\nmove e5\n\
         /as alice\nmove g4\n/as bob\nmove Qh4#\nanalyse\n",
    );
    room.wait_for("1 blunder.", std::time::Duration::from_secs(60));
    assert_eq!(room.seen("Game #1 is queued for analysis, next."), 1);
    assert_eq!(
        room.seen("Computer analysis of game #1 (Stockfish, 5000 nodes a position):"),
        1
    );
    assert_eq!(room.seen("2. g4?? — "), 1, "{}", room.screen());
    assert!(dir.join("out/analysis-1.png").is_file(), "the graph");
    room.type_in("pgn\n");
    room.type_in(
        "analyse [White \"Anna\"] [Black \"Boris\"] 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
    );
    room.wait_for(
        "Computer analysis of game #2",
        std::time::Duration::from_secs(60),
    );
    assert_eq!(
        room.seen("Game #2: Anna – Boris, pasted for analysis; it is next in the queue."),
        1,
        "{}",
        room.screen()
    );
    assert_eq!(room.seen("3… Nf6?? — "), 1, "{}", room.screen());
    assert!(dir.join("out/kibitz-game-2.gif").is_file(), "its replay");
    assert!(dir.join("out/analysis-2.png").is_file(), "its graph");
    let screen = room.finish();
    assert_eq!(
        screen.matches("Computer analysis of game #1").count(),
        1,
        "posted once: {screen}"
    );
    let record = std::fs::read_to_string(dir.join("out/kibitz-1.pgn")).expect("the PGN");
    assert!(record.contains("2. g4 $4 { [%eval #-1] }"), "{record}");
    let read = support::python_chess::read_moves(&record);
    let lines: Vec<&str> = read.lines().collect();
    assert_eq!(lines.len(), 4, "{read}");
    assert_eq!(lines[2], "g4 #-1 4", "{read}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A puzzle solved in the console, end to end: `puzzle` puts one near the
/// player's rating with its picture written beside the boards, the
/// solution's move solves it and the rating moves; `top puzzles` shows
/// the solver, and `set daily puzzle on` has the scheduler post the
/// puzzle of the day at once.
#[test]
fn a_puzzle_is_solved_in_the_console_and_the_daily_puzzle_set() {
    let dir = scratch("puzzle");
    let mut room = Streamed::start(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "out"],
        &[],
    );
    room.type_in("puzzle mate in 1\n");
    room.wait_for(
        "to move: find the best move",
        std::time::Duration::from_secs(30),
    );
    let screen = room.screen();
    let at = screen.find("Puzzle ").expect("a puzzle") + 7;
    let id: String = screen[at..].chars().take(5).collect();
    let puzzle = kibitz::puzzles::set::PuzzleSet::shipped()
        .by_id(&id)
        .expect("a shipped puzzle");
    // The picture is written just after the words.
    room.wait_for(
        &format!("puzzle-{id}-0.png"),
        std::time::Duration::from_secs(30),
    );
    assert!(
        dir.join(format!("out/puzzle-{id}-0.png")).is_file(),
        "its picture: {screen}"
    );
    room.type_in(&format!("move {}\n", puzzle.solution()[0]));
    room.wait_for(
        &format!("solved puzzle {id}"),
        std::time::Duration::from_secs(30),
    );
    // The room's leaderboard, and the puzzle of the day from now on.
    room.type_in("top puzzles\n");
    room.wait_for(
        "Provisional (about a dozen rated tries",
        std::time::Duration::from_secs(30),
    );
    room.type_in("set daily puzzle on\n");
    room.wait_for(
        "The puzzle of the day, ",
        std::time::Duration::from_secs(30),
    );
    let screen = room.finish();
    assert!(screen.contains("puzzle rating: "), "{screen}");
    assert!(screen.contains("the first one now"), "{screen}");
    std::fs::remove_dir_all(&dir).ok();
}

/// The boards of a tournament's round as its post printed them: each
/// game's number and its Black's name.
fn boards_printed(screen: &str, heading: &str) -> Vec<(String, String)> {
    let after = screen.rsplit_once(heading).map_or("", |(_, after)| after);
    after
        .lines()
        .skip(1)
        .take_while(|line| !line.contains("has a bye") && !line.contains("Standings after"))
        .filter_map(|line| {
            let (_, rest) = line.split_once(" – ")?;
            let (black, game) = rest.split_once(" (game #")?;
            Some((black.to_owned(), game.trim_end_matches(')').to_owned()))
        })
        .collect()
}

/// A Swiss of nine over four rounds in the console, end to end: created by
/// its manager, joined by nine players, started at once, each round's
/// pairings printed unasked with four games and a bye, every game resigned
/// by Black, the next round printed as soon as the last game of a round
/// ends, and the winner's post after the fourth; `standings` then prints
/// the final table and writes its picture.
#[test]
fn a_swiss_of_nine_runs_in_the_console_from_creation_to_its_winner() {
    let dir = scratch("swiss");
    let mut room = Streamed::start(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "out"],
        &[],
    );
    let players = [
        "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
    ];
    room.type_in("tournament swiss 4 rounds days 1 starts in 30 minutes\n");
    let ten = std::time::Duration::from_secs(10);
    room.wait_for("Swiss tournament #1 created: 4 rounds", ten);
    for name in players {
        room.type_in(&format!("/as {name}\njoin\n"));
    }
    room.wait_for("ivan joins Swiss tournament #1 (9 players).", ten);
    room.type_in("/as alice\ntournament start\n");
    room.wait_for("starts now with 9 players", ten);
    for round in 1..=4 {
        let heading = format!("Swiss tournament #1, round {round} of 4:");
        room.wait_for(&heading, ten);
        room.wait_for("has a bye this round", ten);
        let boards = boards_printed(&room.screen(), &heading);
        assert_eq!(boards.len(), 4, "round {round}: {}", room.screen());
        for (black, game) in boards {
            room.type_in(&format!("/as {black}\nresign #{game}\n"));
        }
    }
    room.wait_for("Swiss tournament #1 is over. The winner:", ten);
    room.type_in("standings #1\n");
    room.wait_for("Swiss tournament #1, standings after round 4:", ten);
    let screen = room.finish();
    assert_eq!(
        screen.matches("round 2 of 4:").count(),
        1,
        "each round printed once: {screen}"
    );
    assert_eq!(screen.matches("has a bye this round").count(), 4);
    assert!(dir.join("out").read_dir().is_ok_and(|mut files| {
        files.any(|f| f.is_ok_and(|f| f.file_name().to_string_lossy().ends_with("standings.png")))
    }));
    std::fs::remove_dir_all(&dir).ok();
}
