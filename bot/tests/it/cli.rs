//! The `kibitz rules` command line, run as a user runs it.

use std::process::{Command, Output};

fn kibitz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .output()
        .expect("the kibitz binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

#[test]
fn legal_lists_the_twenty_opening_moves() {
    let output = kibitz(&["rules", "legal"]);
    assert!(output.status.success());
    let moves: Vec<String> = stdout(&output)
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    assert_eq!(moves.len(), 20);
    assert!(moves.contains(&"e2e4".to_owned()));
    assert!(moves.contains(&"g1f3".to_owned()));
}

#[test]
fn play_reports_scholars_mate_and_writes_pgn() {
    let output = kibitz(&[
        "rules",
        "play",
        "--moves",
        "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#",
        "--pgn",
    ]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.contains("moves: e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"),
        "{text}"
    );
    assert!(text.contains("White wins by checkmate (1-0)"), "{text}");
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Termination \"Normal\"]"), "{text}");
}

#[test]
fn perft_counts_through_the_command_line() {
    let output = kibitz(&["rules", "perft", "--depth", "3"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("8902"), "{}", stdout(&output));

    let output = kibitz(&["rules", "perft", "--variant", "crazyhouse", "--depth", "2"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("400"));
}

#[test]
fn chess960_start_by_number_is_used() {
    let output = kibitz(&["rules", "play", "--variant", "chess960", "--chess960", "0"]);
    assert!(output.status.success());
    assert!(
        stdout(&output).contains("bbqnnrkr/pppppppp"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn an_illegal_move_names_the_move_and_fails() {
    let output = kibitz(&["rules", "play", "--moves", "e4 Ke7"]);
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("1... Ke7"), "{err}");
    assert!(stdout(&output).is_empty());
}

#[test]
fn an_unknown_variant_is_refused_with_the_known_names() {
    let output = kibitz(&["rules", "legal", "--variant", "shogi"]);
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("shogi"), "{err}");
    assert!(err.contains("crazyhouse"), "{err}");
}

#[test]
fn render_writes_a_png_and_a_gif_that_decode() {
    let dir = std::env::temp_dir().join(format!("kibitz-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let png = dir.join("board.png");
    let output = kibitz(&[
        "render",
        "--moves",
        "e4 e5 Qh5 Nc6",
        "--flip",
        "--theme",
        "blue",
        "--size",
        "400",
        "--out",
        png.to_str().expect("UTF-8 path"),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&png).expect("written");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // Width 400 (the board), taller with the bars: read from the IHDR.
    assert_eq!(
        u32::from_be_bytes(bytes[16..20].try_into().expect("4 bytes")),
        400
    );

    let gif = dir.join("game.gif");
    let output = kibitz(&[
        "render",
        "--moves",
        "e4 e5 Qh5 Nc6",
        "--gif",
        "--out",
        gif.to_str().expect("UTF-8 path"),
    ]);
    assert!(output.status.success());
    let bytes = std::fs::read(&gif).expect("written");
    assert_eq!(&bytes[..6], b"GIF89a");
    // One image descriptor per position (start + 4 moves).
    let frames = bytes.windows(2).filter(|w| w == b"\x00\x2c").count();
    assert!(frames >= 5, "{frames}");
    std::fs::remove_dir_all(&dir).ok();

    let output = kibitz(&["render", "--size", "50", "--out", "/dev/null"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("128 to 2048"));
    let output = kibitz(&["render", "--theme", "green", "--out", "/dev/null"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("brown, blue, contrast"));
}

#[test]
fn immortal_chess_from_the_command_line() {
    let legal = kibitz(&["rules", "legal", "--variant", "immortal"]);
    assert!(legal.status.success());
    assert_eq!(stdout(&legal).split_whitespace().count(), 20);
    let perft = kibitz(&["rules", "perft", "--variant", "immortal", "--depth", "3"]);
    assert_eq!(stdout(&perft).trim(), "8822");
    let play = kibitz(&[
        "rules",
        "play",
        "--variant",
        "immortal",
        "--moves",
        "e4 d5 exd5 Qxd5 d8b1",
        "--pgn",
    ]);
    assert!(play.status.success());
    let text = stdout(&play);
    assert!(text.contains("[Variant \"Immortal\"]"), "{text}");
    assert!(
        text.contains("rnbNkbnr/ppp1pppp/8/3q4/4p3/8/PPPP1PPP/RPBQKBNR b - - 3"),
        "{text}"
    );
    let refused = kibitz(&[
        "rules",
        "play",
        "--variant",
        "immortal",
        "--moves",
        "e4 d5 exd5 Qxd5 Nf3",
    ]);
    assert!(!refused.status.success());
    let error = String::from_utf8_lossy(&refused.stderr);
    assert!(
        error.contains("you must first swap the pawn on d8 with one of your pieces"),
        "{error}"
    );
}

#[test]
fn chess_football_from_the_command_line() {
    let legal = kibitz(&["rules", "legal", "--variant", "football"]);
    assert!(legal.status.success());
    assert_eq!(stdout(&legal).split_whitespace().count(), 160);
    let perft = kibitz(&["rules", "perft", "--variant", "football", "--depth", "2"]);
    assert_eq!(stdout(&perft).trim(), "25600");
    let play = kibitz(&[
        "rules",
        "play",
        "--variant",
        "football",
        "--moves",
        "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8 e4c3",
        "--pgn",
    ]);
    assert!(play.status.success());
    let text = stdout(&play);
    assert!(
        text.contains("[Variant \"Football\"]") && text.contains("[Score \"0-0\"]"),
        "{text}"
    );
    let refused = kibitz(&["rules", "play", "--variant", "football", "--moves", "K@e2"]);
    assert!(!refused.status.success());
    let error = String::from_utf8_lossy(&refused.stderr);
    assert!(
        error.contains("the king must stand on one of your goal squares"),
        "{error}"
    );
}

/// `kibitz --help` names every environment variable Kibitz reads, and the
/// README's configuration table lists exactly those.
#[test]
fn help_lists_every_variable_and_the_readme_table_lists_the_same() {
    let help = stdout(&kibitz(&["--help"]));
    let mut from_help: Vec<&str> = help
        .split("[env: ")
        .skip(1)
        .filter_map(|rest| rest.split(['=', ']']).next())
        .collect();
    from_help.sort_unstable();
    for variable in [
        "DATABASE_URL",
        "TELEGRAM_TOKEN",
        "DISCORD_TOKEN",
        "KIBITZ_WEB_SECRET",
        "STOCKFISH_PATH",
    ] {
        assert!(from_help.contains(&variable), "{variable} in {help}");
    }
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("the README");
    let section = readme
        .split("## Configuration")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a Configuration section");
    let mut from_readme: Vec<&str> = section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .filter_map(|line| line.split('|').nth(1))
        .flat_map(|cell| cell.split('`').skip(1).step_by(2))
        .collect();
    from_readme.sort_unstable();
    assert_eq!(from_readme, from_help);
}
