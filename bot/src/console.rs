//! The console adapter: a chat room in the terminal. Each line is a message
//! from the current user (`/as NAME` switches); replies print as text with
//! a Unicode board, and board pictures are written to a folder with their
//! paths printed. It plays exactly as Discord and Telegram do, through the
//! same service.

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::i18n::{Language, Text};
use crate::service::{Actor, Message, Place, Platform, Reply, ReplyKind, Service};

/// The console room's channel id.
pub const ROOM: &str = "console";

/// Where pictures go and who speaks first.
#[derive(Clone, Debug)]
pub struct ConsoleOptions {
    /// The folder board pictures and files are written to.
    pub out_dir: PathBuf,
    /// The first user's name.
    pub user: String,
    /// Whether to print a prompt before each line (when a person types).
    pub prompt: bool,
}

/// The console's state: who is speaking, the users seen, the last buttons.
struct Session {
    user: Actor,
    names: HashMap<String, String>,
    buttons: Vec<String>,
    written: usize,
}

impl Session {
    /// A user by name; the id is the name in lower case, the shown name the
    /// one first typed.
    fn actor(&mut self, name: &str) -> Actor {
        let id = name.to_lowercase();
        let shown = self
            .names
            .entry(id.clone())
            .or_insert_with(|| name.to_owned());
        Actor::new(Platform::Console, id, shown.clone())
    }
}

/// Runs the room until the input ends or `/quit`.
pub async fn run<R, W>(
    service: &Service,
    input: R,
    output: &mut W,
    options: &ConsoleOptions,
) -> io::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    std::fs::create_dir_all(&options.out_dir)?;
    let place = Place::new(Platform::Console, ROOM);
    let mut session = Session {
        user: Actor::new(Platform::Console, "", ""),
        names: HashMap::new(),
        buttons: Vec::new(),
        written: 0,
    };
    session.user = session.actor(&options.user);
    let say = |text: Text| text.write(Language::En);
    writeln!(
        output,
        "{}",
        say(Text::new("console-welcome")
            .arg("user", &session.user.name)
            .arg("folder", options.out_dir.display().to_string()))
    )?;
    let mut lines = input.lines();
    loop {
        if options.prompt {
            write!(output, "{}> ", session.user.name)?;
            output.flush()?;
        }
        let Some(line) = lines.next_line().await? else {
            break;
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let switch = (line == "/as")
            .then_some("")
            .or_else(|| line.strip_prefix("/as "));
        let text = if let Some(name) = switch {
            let name = name.trim();
            if name.is_empty() || name.chars().count() > 32 || name.contains(char::is_whitespace) {
                writeln!(output, "{}", say(Text::new("console-bad-name")))?;
            } else {
                session.user = session.actor(name);
                writeln!(
                    output,
                    "{}",
                    say(Text::new("console-now").arg("user", &session.user.name))
                )?;
            }
            continue;
        } else if line == "/quit" || line == "/exit" {
            break;
        } else if let Some(n) = line.strip_prefix("/press ") {
            match n
                .trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
            {
                Some(i) if i < session.buttons.len() => session.buttons[i].clone(),
                _ => {
                    writeln!(
                        output,
                        "{}",
                        say(Text::new("console-no-button")
                            .number("count", session.buttons.len() as f64))
                    )?;
                    continue;
                }
            }
        } else {
            line.to_owned()
        };
        let mut message = Message::text(&text);
        for word in text.split_whitespace() {
            if let Some(name) = word
                .strip_prefix('@')
                .filter(|n| !n.is_empty() && n.len() <= 32)
            {
                let user = session.actor(name);
                message = message.mentioning(word, user);
            }
        }
        let reply = service.handle(&session.user, &place, &message).await;
        print_reply(output, &reply, &mut session, &options.out_dir)?;
    }
    Ok(())
}

fn print_reply<W: Write>(
    output: &mut W,
    reply: &Reply,
    session: &mut Session,
    out_dir: &Path,
) -> io::Result<()> {
    let lead = match reply.kind {
        ReplyKind::Refused => format!("kibitz (to {}):", session.user.name),
        ReplyKind::Done | ReplyKind::Info => "kibitz:".to_owned(),
    };
    let mut lines = reply.text.lines();
    writeln!(output, "{lead} {}", lines.next().unwrap_or_default())?;
    for line in lines {
        writeln!(output, "  {line}")?;
    }
    if let Some(board) = &reply.board {
        for line in board.diagram.lines() {
            writeln!(output, "    {line}")?;
        }
        session.written += 1;
        let path = out_dir.join(format!("game-{}-{:04}.png", board.game_id, session.written));
        std::fs::write(&path, &board.png)?;
        writeln!(output, "  board: {}", path.display())?;
    }
    if let Some(file) = &reply.file {
        let path = out_dir.join(&file.name);
        std::fs::write(&path, &file.bytes)?;
        writeln!(output, "  file: {}", path.display())?;
    }
    session.buttons = reply.buttons.iter().map(|b| b.command.clone()).collect();
    if !reply.buttons.is_empty() {
        let shown: Vec<String> = reply
            .buttons
            .iter()
            .enumerate()
            .map(|(i, b)| format!("[{}: {} → {}]", i + 1, b.label, b.command))
            .collect();
        writeln!(output, "  {}", shown.join(" "))?;
    }
    Ok(())
}
