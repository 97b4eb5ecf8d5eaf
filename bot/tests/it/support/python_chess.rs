//! python-chess, the PGN reader most tools share, to read back what Kibitz
//! writes: in a virtual environment of its own under the target folder,
//! made and filled from PyPI the first time a test needs it (as the suite
//! installs Stockfish from Debian's packages). Otherwise the tests that
//! need it fail and say what to install.

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

/// The version of python-chess read with.
const VERSION: &str = "1.11.2";

/// A Python that can `import chess`.
pub fn python() -> PathBuf {
    static FOUND: OnceLock<PathBuf> = OnceLock::new();
    FOUND
        .get_or_init(|| {
            let home = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/python-chess");
            let python = home.join("bin/python");
            let reads = |python: &PathBuf| {
                Command::new(python)
                    .args(["-c", "import chess.pgn"])
                    .output()
                    .is_ok_and(|out| out.status.success())
            };
            if reads(&python) {
                return python;
            }
            let made = Command::new("python3")
                .args(["-m", "venv"])
                .arg(&home)
                .status()
                .is_ok_and(|s| s.success());
            let filled = made
                && Command::new(&python)
                    .args(["-m", "pip", "install", "--quiet"])
                    .arg(format!("chess=={VERSION}"))
                    .status()
                    .is_ok_and(|s| s.success());
            assert!(
                filled && reads(&python),
                "these tests need python-chess: Python 3 with `venv`, and PyPI reachable \
                 (`python3 -m venv target/python-chess && target/python-chess/bin/pip install \
                 chess=={VERSION}`)"
            );
            python
        })
        .clone()
}

/// What python-chess reads in a PGN text: for each move of its main line,
/// `SAN eval NAGs` (`Nf6 #+1 4`, `e4 +32 -`), one a line.
pub fn read_moves(pgn: &str) -> String {
    let script = "import sys, chess.pgn\n\
        game = chess.pgn.read_game(sys.stdin)\n\
        node = game\n\
        while node.variations:\n\
        \x20   node = node.variation(0)\n\
        \x20   ev = node.eval()\n\
        \x20   ev = ev.white() if ev else None\n\
        \x20   said = '-' if ev is None else (f'#{ev.mate():+d}' if ev.is_mate() else f'{ev.score():+d}')\n\
        \x20   nags = ','.join(str(n) for n in sorted(node.nags)) or '-'\n\
        \x20   print(node.san(), said, nags)\n";
    let mut child = Command::new(python())
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python runs");
    {
        use std::io::Write as _;
        let mut input = child.stdin.take().expect("piped");
        input.write_all(pgn.as_bytes()).expect("the PGN is written");
    }
    let out = child.wait_with_output().expect("python answers");
    assert!(out.status.success(), "python-chess could not read:\n{pgn}");
    String::from_utf8(out.stdout).expect("UTF-8")
}
