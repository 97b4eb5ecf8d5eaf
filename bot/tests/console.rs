//! The console, run as a person runs it: the `kibitz` binary with lines
//! on stdin and the room on stdout, on a fresh SQLite file, across a
//! restart of the process.

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

/// Runs `kibitz ARGS` in `dir` with `input` on stdin; its stdout.
fn session(dir: &Path, args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("TELEGRAM_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
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

#[test]
fn a_game_played_in_the_console_across_a_restart() {
    let dir = scratch("game");
    let first = session(
        &dir,
        &["console", "--db", "room.sqlite", "--out", "pictures"],
        "help\nchallenge @bob white\n/as bob\n/press 1\nmove e5\n/as alice\nmove e4\n/as bob\nmove e5\n/quit\nmove d4\n",
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
        second.contains("Last move: 1… e5\n  @alice to move."),
        "{second}"
    );
    assert!(
        second.contains("Last move: 4. Qxf7#\n  White wins by checkmate."),
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
