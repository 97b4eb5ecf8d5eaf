//! The console adapter: a chat room in the terminal. Each line is a message
//! from the current user (`/as NAME` switches); replies print as text with
//! a Unicode board, and board pictures are written to a folder with their
//! paths printed. It plays exactly as Discord and Telegram do, through the
//! same service and the same publish step. The scheduler's notices
//! (reminders, time-outs, direct messages, digests) come in through
//! [`ConsoleOutbox`] and print between the lines typed.

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};
use tokio::sync::mpsc;

use crate::chat::{
    Actor, Button, DeliveryError, Message, Notice, Outbox, Place, Recipient, Reply, ReplyKind,
    Request, Settled,
};
use crate::i18n::Text;
use crate::model::{Language, Platform};
use crate::service::Service;
use crate::service::commands::COMMANDS;

/// The console room's channel id.
pub const ROOM: &str = "console";

/// Hands what the bot posts unasked (the scheduler's notices, moves made
/// on a game's page) to the console room, which prints it between the
/// lines typed.
#[derive(Clone, Debug)]
pub struct ConsoleOutbox {
    sender: mpsc::UnboundedSender<Notice>,
}

impl ConsoleOutbox {
    /// An outbox, and the receiver the room prints from.
    pub fn new() -> (ConsoleOutbox, mpsc::UnboundedReceiver<Notice>) {
        let (sender, receiver) = mpsc::unbounded_channel();
        (ConsoleOutbox { sender }, receiver)
    }
}

#[async_trait::async_trait]
impl Outbox for ConsoleOutbox {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.sender
            .send(notice.clone())
            .map_err(|_| DeliveryError::Lasting("the console is closed".to_owned()))
    }
}

/// The room's answers to what was typed, kept to be printed at once.
#[derive(Debug, Default)]
struct Answers(Mutex<Vec<Notice>>);

impl Answers {
    /// The answers, in the order they were posted.
    fn take(&self) -> Vec<Notice> {
        std::mem::take(&mut self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

#[async_trait::async_trait]
impl Outbox for Answers {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(notice.clone());
        Ok(())
    }
}

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
    buttons: Vec<Request>,
    /// The buttons of the last board shown, which a question asked about
    /// it (resign?) stands in front of until it is answered.
    board_buttons: Vec<Button>,
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

/// Runs the room until the input ends or `/quit`, printing the notices
/// that come in on `notices` as they come.
pub async fn run<R, W>(
    service: &Service,
    input: R,
    output: &mut W,
    options: &ConsoleOptions,
    mut notices: mpsc::UnboundedReceiver<Notice>,
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
        board_buttons: Vec::new(),
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
        // Both are cancel-safe: a line half read stays for the next turn.
        let line = tokio::select! {
            line = lines.next_line() => line?,
            Some(notice) = notices.recv() => {
                if options.prompt {
                    writeln!(output)?;
                }
                print_notice(output, &notice, &mut session, &options.out_dir)?;
                continue;
            }
        };
        let Some(line) = line else {
            break;
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let switch = (line == "/as")
            .then_some("")
            .or_else(|| line.strip_prefix("/as "));
        let message = if let Some(name) = switch {
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
        } else if line.eq_ignore_ascii_case("quit") || line.eq_ignore_ascii_case("exit") {
            // Not a chat command: the room's own way out is told.
            writeln!(output, "{}", say(Text::new("console-quit")))?;
            continue;
        } else if let Some(n) = line.strip_prefix("/press ") {
            match n
                .trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
            {
                Some(i) if i < session.buttons.len() => {
                    Message::request(Ok(session.buttons[i].clone()))
                }
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
        } else if let Some(request) = COMMANDS.bare_move(line) {
            // Everything typed here is for the bot: a move alone is a move.
            Message::request(Ok(request))
        } else {
            // Every `@name` typed names a user of the room.
            let mut message = Message::text(line);
            for word in line.split_whitespace() {
                if let Some(name) = word
                    .strip_prefix('@')
                    .filter(|n| !n.is_empty() && n.len() <= 32)
                {
                    let user = session.actor(name);
                    message = message.mentioning(word, user);
                }
            }
            message
        };
        // Whoever types at the console runs the bot, and manages its room.
        let message = message.from_a_manager(true);
        let answers = Answers::default();
        if let Err(error) = service
            .answer(&session.user, &place, &message, &answers)
            .await
        {
            writeln!(output, "({error})")?;
        }
        for notice in answers.take() {
            print_notice(output, &notice, &mut session, &options.out_dir)?;
        }
    }
    Ok(())
}

/// A notice: in the room as any reply; a direct message marked as such.
fn print_notice<W: Write>(
    output: &mut W,
    notice: &Notice,
    session: &mut Session,
    out_dir: &Path,
) -> io::Result<()> {
    match &notice.to {
        Recipient::Channel(place) if place.channel_id == ROOM => {
            print_reply(output, &notice.reply, session, out_dir)
        }
        Recipient::Channel(place) => writeln!(
            output,
            "(a notice for {} {} is not shown here)",
            place.platform, place.channel_id
        ),
        Recipient::User { user_id, .. } => {
            let name = session
                .names
                .get(user_id)
                .cloned()
                .unwrap_or_else(|| user_id.clone());
            writeln!(output, "(privately to {name})")?;
            // Buttons of a private message are not the room's.
            let buttons = std::mem::take(&mut session.buttons);
            print_reply(output, &notice.reply, session, out_dir)?;
            session.buttons = buttons;
            Ok(())
        }
    }
}

fn print_reply<W: Write>(
    output: &mut W,
    reply: &Reply,
    session: &mut Session,
    out_dir: &Path,
) -> io::Result<()> {
    let lead = match reply.kind {
        ReplyKind::Refused | ReplyKind::Private => format!("kibitz (to {}):", session.user.name),
        ReplyKind::Done | ReplyKind::Info => "kibitz:".to_owned(),
    };
    let text = reply.chat_text();
    let mut lines = text.lines();
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
    for file in &reply.files {
        let path = out_dir.join(&file.name);
        std::fs::write(&path, &file.bytes)?;
        writeln!(output, "  file: {}", path.display())?;
    }
    // A question answered without a new board (No, play on) gives the
    // board back its buttons, as a chat's board keeps them.
    let answered = reply.settles == Some(Settled::Question) && reply.board.is_none();
    let buttons = if answered && reply.buttons.is_empty() {
        session.board_buttons.clone()
    } else {
        reply.buttons.clone()
    };
    if reply.board.is_some() {
        session.board_buttons = reply.buttons.clone();
    }
    session.buttons = buttons.iter().map(|b| b.request.clone()).collect();
    if !buttons.is_empty() {
        let shown: Vec<String> = buttons
            .iter()
            .enumerate()
            .map(|(i, b)| format!("[{}: {} → {}]", i + 1, b.label, b.request))
            .collect();
        writeln!(output, "  {}", shown.join(" "))?;
    }
    Ok(())
}
