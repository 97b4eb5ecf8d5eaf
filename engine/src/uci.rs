//! A UCI engine as a managed child process.
//!
//! The process is started on the first search and kept. Every exchange
//! has a time limit; a process that dies, hangs or talks nonsense is
//! killed, and the search is tried once more on a fresh one. Searches are
//! taken in turn (one engine process searches one position at a time).

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::sync::Mutex;
use tokio::time::timeout;

/// How long the engine may take to start and to answer `isready`.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long past its time limit a search may take to answer.
const GRACE: Duration = Duration::from_secs(5);

/// Why a search gave no move.
#[derive(Debug, thiserror::Error)]
pub enum UciError {
    /// The engine could not be started.
    #[error("the engine {path} could not be started: {reason}")]
    Start {
        /// The program.
        path: String,
        /// What went wrong.
        reason: String,
    },
    /// The engine failed twice in a row (died, hung, or answered badly).
    #[error("the engine failed: {0}")]
    Failed(String),
    /// The engine does not play this variant (it has no such `UCI_Variant`).
    #[error("the engine does not play {0}")]
    Unsupported(String),
    /// The position has no legal move.
    #[error("the engine found no move in this position")]
    NoMove,
}

/// One search: a position (a start and the moves since) and its limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// The start position as FEN, or `None` for the usual start.
    pub fen: Option<String>,
    /// The moves played since, in UCI.
    pub moves: Vec<String>,
    /// The `UCI_Variant` to play (`crazyhouse`, `atomic`...), or `None`
    /// for chess.
    pub variant: Option<String>,
    /// Castling written as Chess960 (king takes rook).
    pub chess960: bool,
    /// `Skill Level`, 0 (weakest) to 20 (full strength).
    pub skill: u8,
    /// The deepest the engine may look, in plies; `None`: time decides.
    pub depth: Option<u32>,
    /// The time the engine may think.
    pub movetime: Duration,
    /// For analysis: the nodes the engine searches, with one thread and a
    /// fixed hash table, so that the same position searched in the same
    /// order gives the same answer; `movetime` then only bounds how long
    /// it may take. `None` for play.
    pub nodes: Option<u64>,
}

/// What the engine found in an analysis: its best move and its last score
/// of the position, as it said it (from the side to move's view).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The best move, in UCI.
    pub best: String,
    /// The words after `score` in its last `info` (`cp 34`, `mate -2`).
    pub score: Option<String>,
    /// The best lines, best first, as last said (one per `multipv`; only
    /// the first when one line was asked for).
    pub lines: Vec<Line>,
}

/// One of the engine's best lines (`multipv`): its first move and score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its first move, in UCI.
    pub first: String,
    /// The words after `score` (`cp 34`, `mate -2`), from the side to
    /// move's view.
    pub score: String,
}

/// The hash table analysis fixes, in megabytes.
pub const ANALYSIS_HASH_MB: u32 = 16;

impl Search {
    /// A search of a position with the limits of a playing level.
    pub fn at_level(fen: Option<String>, moves: Vec<String>, level: crate::level::Level) -> Search {
        let limits = level.uci_limits();
        Search {
            fen,
            moves,
            variant: None,
            chess960: false,
            skill: limits.skill,
            depth: limits.depth,
            movetime: limits.movetime,
            nodes: None,
        }
    }
}

/// A running engine process and what it said of itself.
struct Process {
    child: Child,
    input: ChildStdin,
    output: Lines<BufReader<ChildStdout>>,
    /// The names of the options it has.
    options: Vec<String>,
    /// The `UCI_Variant` values it plays.
    variants: Vec<String>,
    /// Whether analysis's thread and hash are set (once: setting the hash
    /// again would clear it).
    analysing: bool,
}

/// The program that starts another at a lower priority (coreutils).
const NICE: &str = "/usr/bin/nice";

/// A UCI engine program, started on first use.
pub struct Uci {
    path: PathBuf,
    process: Mutex<Option<Process>>,
    /// The `UCI_Variant` values the program plays, once it has started.
    variants: std::sync::Mutex<Option<Vec<String>>>,
    /// The niceness it runs at (through `nice`), when lowered.
    niceness: Option<u8>,
}

impl std::fmt::Debug for Uci {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Uci").field("path", &self.path).finish()
    }
}

impl Uci {
    /// The engine's program.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The engine at `path`; nothing is started yet.
    pub fn new(path: impl Into<PathBuf>) -> Uci {
        Uci {
            path: path.into(),
            process: Mutex::new(None),
            variants: std::sync::Mutex::new(None),
            niceness: None,
        }
    }

    /// The same engine run at a lower priority (`nice -n NICENESS`, where
    /// the machine has `nice`), so that the processes that play come
    /// first when the cores are busy.
    pub fn niced(mut self, niceness: u8) -> Uci {
        self.niceness = Some(niceness);
        self
    }

    /// The `UCI_Variant` values the program plays, as it said when it
    /// last started; `None` before it has.
    pub fn known_variants(&self) -> Option<Vec<String>> {
        self.variants
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The `UCI_Variant` values the program plays (none for a program of
    /// chess alone), starting it if it has not started yet.
    pub async fn variants(&self) -> Result<Vec<String>, UciError> {
        if let Some(known) = self.known_variants() {
            return Ok(known);
        }
        let mut slot = self.process.lock().await;
        if slot.is_none() {
            *slot = Some(self.start().await?);
        }
        Ok(self.known_variants().unwrap_or_default())
    }

    /// The best move (UCI) the engine finds within the search's limits.
    /// A failed process is replaced and the search tried once more.
    pub async fn best_move(&self, search: &Search) -> Result<String, UciError> {
        Ok(self.found(search).await?.best)
    }

    /// Tells the engine a new game begins: what it kept from earlier
    /// searches (its hash table) is cleared, so that an analysis does not
    /// depend on what was searched before it.
    pub async fn new_game(&self) -> Result<(), UciError> {
        let mut slot = self.process.lock().await;
        if let Some(process) = slot.as_mut() {
            let cleared = async {
                process.send("ucinewgame").await?;
                process.ready().await
            };
            if let Err(reason) = cleared.await {
                if let Some(mut dead) = slot.take() {
                    let _ = dead.child.kill().await;
                }
                return Err(UciError::Failed(reason));
            }
        }
        Ok(())
    }

    /// The engine's best move and score within the search's limits. A
    /// failed process is replaced and the search tried once more.
    pub async fn found(&self, search: &Search) -> Result<Found, UciError> {
        self.found_lines(search, 1).await
    }

    /// The engine's `count` best lines (`MultiPV`, where the engine has
    /// it; one otherwise), with its best move and score, as
    /// [`Uci::found`] finds them.
    pub async fn found_lines(&self, search: &Search, count: u8) -> Result<Found, UciError> {
        let mut slot = self.process.lock().await;
        let mut last = String::new();
        for _ in 0..2 {
            if slot.is_none() {
                *slot = Some(self.start().await?);
            }
            let process = slot.as_mut().expect("started above");
            match process.search(search, count.max(1)).await {
                Ok(found) => return found,
                Err(reason) => {
                    last = reason;
                    if let Some(mut dead) = slot.take() {
                        // It may be hung rather than dead: make sure.
                        let _ = dead.child.kill().await;
                    }
                }
            }
        }
        Err(UciError::Failed(last))
    }

    /// The process id of the running engine, if one runs.
    pub async fn process_id(&self) -> Option<u32> {
        self.process.lock().await.as_ref()?.child.id()
    }

    /// Starts the program and completes the UCI handshake.
    async fn start(&self) -> Result<Process, UciError> {
        let failed = |reason: String| UciError::Start {
            path: self.path.display().to_string(),
            reason,
        };
        let mut command = match self.niceness.filter(|_| Path::new(NICE).is_file()) {
            Some(niceness) => {
                let mut command = Command::new(NICE);
                command.arg("-n").arg(niceness.to_string()).arg(&self.path);
                command
            }
            None => Command::new(&self.path),
        };
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| failed(e.to_string()))?;
        let input = child.stdin.take().expect("stdin is piped");
        let output = BufReader::new(child.stdout.take().expect("stdout is piped")).lines();
        let mut process = Process {
            child,
            input,
            output,
            options: Vec::new(),
            variants: Vec::new(),
            analysing: false,
        };
        process.handshake().await.map_err(failed)?;
        *self.variants.lock().unwrap_or_else(|e| e.into_inner()) = Some(process.variants.clone());
        Ok(process)
    }
}

impl Process {
    async fn send(&mut self, line: &str) -> Result<(), String> {
        self.input
            .write_all(format!("{line}\n").as_bytes())
            .await
            .map_err(|e| format!("writing to the engine: {e}"))?;
        self.input
            .flush()
            .await
            .map_err(|e| format!("writing to the engine: {e}"))
    }

    /// The next line, or why there is none.
    async fn line(&mut self) -> Result<String, String> {
        match self.output.next_line().await {
            Ok(Some(line)) => Ok(line),
            Ok(None) => Err("the engine closed its output (it died)".into()),
            Err(e) => Err(format!("reading from the engine: {e}")),
        }
    }

    /// `uci` … `uciok`, noting the options; then `isready` … `readyok`.
    async fn handshake(&mut self) -> Result<(), String> {
        self.send("uci").await?;
        let greeting = async {
            loop {
                let line = self.line().await?;
                if line.trim() == "uciok" {
                    return Ok::<(), String>(());
                }
                if let Some(option) = line.strip_prefix("option name ") {
                    let name = option.split(" type ").next().unwrap_or_default().to_owned();
                    if name == "UCI_Variant" {
                        self.variants = option_values(option);
                    }
                    self.options.push(name);
                }
            }
        };
        timeout(HANDSHAKE, greeting)
            .await
            .map_err(|_| "no `uciok` in time".to_owned())??;
        self.ready().await
    }

    async fn ready(&mut self) -> Result<(), String> {
        self.send("isready").await?;
        timeout(HANDSHAKE, async {
            while self.line().await?.trim() != "readyok" {}
            Ok::<(), String>(())
        })
        .await
        .map_err(|_| "no `readyok` in time".to_owned())?
    }

    fn has(&self, option: &str) -> bool {
        self.options.iter().any(|o| o == option)
    }

    /// Sets the options, the position, and waits for `bestmove`, noting
    /// the last score said. `Err` when the process failed; `Ok(Err)` when
    /// it works but cannot help.
    async fn search(
        &mut self,
        search: &Search,
        lines: u8,
    ) -> Result<Result<Found, UciError>, String> {
        match &search.variant {
            Some(variant) if !self.variants.iter().any(|v| v == variant) => {
                return Ok(Err(UciError::Unsupported(variant.clone())));
            }
            Some(variant) => {
                self.send(&format!("setoption name UCI_Variant value {variant}"))
                    .await?;
            }
            None if self.has("UCI_Variant") => {
                self.send("setoption name UCI_Variant value chess").await?;
            }
            None => {}
        }
        if self.has("UCI_Chess960") {
            self.send(&format!(
                "setoption name UCI_Chess960 value {}",
                search.chess960
            ))
            .await?;
        }
        if self.has("Skill Level") {
            self.send(&format!(
                "setoption name Skill Level value {}",
                search.skill.min(20)
            ))
            .await?;
        }
        if self.has("MultiPV") {
            self.send(&format!("setoption name MultiPV value {lines}"))
                .await?;
        }
        if search.nodes.is_some() && !self.analysing {
            for (option, value) in [("Threads", 1), ("Hash", ANALYSIS_HASH_MB)] {
                if self.has(option) {
                    self.send(&format!("setoption name {option} value {value}"))
                        .await?;
                }
            }
            self.analysing = true;
        }
        self.ready().await?;
        let mut position = match &search.fen {
            Some(fen) => format!("position fen {fen}"),
            None => "position startpos".to_owned(),
        };
        if !search.moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&search.moves.join(" "));
        }
        self.send(&position).await?;
        let millis = search.movetime.as_millis().max(1);
        let depth = search
            .depth
            .map_or_else(String::new, |depth| format!(" depth {}", depth.max(1)));
        match search.nodes {
            Some(nodes) => self.send(&format!("go nodes {}", nodes.max(1))).await?,
            None => self.send(&format!("go movetime {millis}{depth}")).await?,
        }
        let mut score = None;
        let mut said: Vec<Option<Line>> = vec![None; usize::from(lines)];
        let answer = timeout(search.movetime + GRACE, async {
            loop {
                let line = self.line().await?;
                if let Some(rest) = line.strip_prefix("bestmove") {
                    return Ok::<String, String>(
                        rest.split_whitespace()
                            .next()
                            .unwrap_or_default()
                            .to_owned(),
                    );
                }
                if let Some(found) = score_of(&line) {
                    score = Some(found);
                }
                if let Some((k, line)) = line_of(&line)
                    && let Some(slot) = k.checked_sub(1).and_then(|k| said.get_mut(k))
                {
                    *slot = Some(line);
                }
            }
        })
        .await
        .map_err(|_| "no `bestmove` in time".to_owned())??;
        Ok(match answer.as_str() {
            "" | "(none)" | "0000" => Err(UciError::NoMove),
            mv if is_uci_move(mv) => Ok(Found {
                best: mv.to_owned(),
                score,
                lines: said.into_iter().map_while(|line| line).collect(),
            }),
            other => return Err(format!("the engine answered `bestmove {other}`")),
        })
    }
}

/// The words after `score` in an `info` line of the first line (`multipv`
/// 1 or none) that is not a bound (`cp 34`, `mate -2`).
fn score_of(line: &str) -> Option<String> {
    let rest = line.strip_prefix("info ")?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "score")?;
    let multipv = words
        .iter()
        .position(|w| *w == "multipv")
        .and_then(|i| words.get(i + 1));
    if multipv.is_some_and(|n| *n != "1") {
        return None;
    }
    let kind = *words.get(at + 1)?;
    let value = *words.get(at + 2)?;
    let bound = words
        .get(at + 3)
        .is_some_and(|w| *w == "lowerbound" || *w == "upperbound");
    (matches!(kind, "cp" | "mate") && !bound).then(|| format!("{kind} {value}"))
}

/// The line an `info` line tells of, with its number (`multipv`, 1 when
/// not said): its score, unless a bound, and the first move of its `pv`.
fn line_of(line: &str) -> Option<(usize, Line)> {
    let rest = line.strip_prefix("info ")?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let after = |word: &str| {
        words
            .iter()
            .position(|w| *w == word)
            .and_then(|i| words.get(i + 1))
    };
    let number = match after("multipv") {
        Some(n) => n.parse().ok()?,
        None => 1,
    };
    let first = *after("pv")?;
    let at = words.iter().position(|w| *w == "score")?;
    let kind = *words.get(at + 1)?;
    let value = *words.get(at + 2)?;
    let bound = words
        .get(at + 3)
        .is_some_and(|w| *w == "lowerbound" || *w == "upperbound");
    (matches!(kind, "cp" | "mate") && !bound && is_uci_move(first)).then(|| {
        (
            number,
            Line {
                first: first.to_owned(),
                score: format!("{kind} {value}"),
            },
        )
    })
}

/// The `var` values of a combo option's description.
fn option_values(option: &str) -> Vec<String> {
    let mut values = Vec::new();
    let mut words = option.split_whitespace();
    while let Some(word) = words.next() {
        if word == "var"
            && let Some(value) = words.next()
        {
            values.push(value.to_owned());
        }
    }
    values
}

/// Whether a word reads as a UCI move (`e2e4`, `e7e8q`, `P@e4`).
fn is_uci_move(word: &str) -> bool {
    let bytes = word.as_bytes();
    let square = |at: usize| {
        bytes.len() > at + 1
            && (b'a'..=b'h').contains(&bytes[at])
            && (b'1'..=b'8').contains(&bytes[at + 1])
    };
    match bytes.len() {
        4 => (square(0) || (bytes[1] == b'@' && bytes[0].is_ascii_alphabetic())) && square(2),
        5 => square(0) && square(2) && b"qrbnk".contains(&bytes[4]),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_option_values_are_read() {
        for good in ["e2e4", "e7e8q", "P@e4", "h1a8"] {
            assert!(is_uci_move(good), "{good}");
        }
        for bad in ["", "e2", "e2e9", "i2e4", "e7e8x", "(none)", "e2e4e5"] {
            assert!(!is_uci_move(bad), "{bad}");
        }
        assert_eq!(
            option_values(
                "UCI_Variant type combo default chess var chess var atomic var crazyhouse"
            ),
            ["chess", "atomic", "crazyhouse"]
        );
    }

    #[test]
    fn each_line_of_a_multipv_search_is_read_with_its_number() {
        let line = |first: &str, score: &str| Line {
            first: first.into(),
            score: score.into(),
        };
        assert_eq!(
            line_of("info depth 12 seldepth 15 multipv 2 score cp -41 nodes 9 pv d7d5 e4d5"),
            Some((2, line("d7d5", "cp -41")))
        );
        assert_eq!(
            line_of("info depth 3 score mate 2 pv h5f7 e8e7 f7e6"),
            Some((1, line("h5f7", "mate 2")))
        );
        assert_eq!(
            line_of("info depth 9 multipv 1 score cp 30 lowerbound pv e2e4"),
            None
        );
        assert_eq!(line_of("info string NNUE evaluation enabled"), None);
        assert_eq!(
            line_of("info depth 9 multipv 1 score cp 30 nodes 4"),
            None,
            "no pv"
        );
    }
}
