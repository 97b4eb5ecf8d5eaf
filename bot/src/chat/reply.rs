//! What the service answers: platform-neutral text, an optional board
//! picture, an optional file and optional buttons, the users it calls on
//! and what it settles. Adapters turn a [`Reply`] into their platform's
//! calls without reading its text.

use crate::command::Request;
use crate::model::{GameId, Language};

use super::actor::{Actor, Place};

/// Whether a reply reports something done or refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplyKind {
    /// Something changed (a move, a challenge) and everyone may see it.
    Done,
    /// Information that changed nothing (board, games, help).
    Info,
    /// The command was refused and nothing changed; platforms that can
    /// show a message to one user only (Discord) do so.
    Refused,
    /// A question for the one who asked only (confirm a resignation):
    /// platforms that can show a message to one user only do so; others
    /// answer the message it concerns.
    Private,
}

/// A board picture: the PNG and a text diagram of the same position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPicture {
    /// The game's number.
    pub game_id: GameId,
    /// The half-moves the game had (a later board has at least as many).
    pub ply: u32,
    /// The PNG bytes.
    pub png: Vec<u8>,
    /// The position in Unicode, for text-only clients and the console.
    pub diagram: String,
}

/// A file sent with a reply (a game record, a replay).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The file name.
    pub name: String,
    /// The MIME type.
    pub mime: &'static str,
    /// The contents.
    pub bytes: Vec<u8>,
}

/// A button under a reply: pressing it sends its request as a message
/// from whoever pressed it, judged like typed text. Platforms carry the
/// request as its text (`accept #4`, `move Nbd2 #7 ply:12`) and read it
/// back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// The label, in the reader's language.
    pub label: String,
    /// What pressing it asks.
    pub request: Request,
    /// How it looks beside the others.
    pub role: ButtonRole,
}

impl Button {
    /// A button.
    pub fn new(label: String, request: Request, role: ButtonRole) -> Button {
        Button {
            label,
            request,
            role,
        }
    }
}

/// A link to a game's web page: a line of the reply as chats show it, and
/// a button where a platform can show one (Telegram, in a private chat
/// with the bot, opens it as a Mini App: the page then knows who opened
/// it, and they can play there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageLink {
    /// The button's label, in the reader's language.
    pub label: String,
    /// The page's public address.
    pub url: String,
    /// The line that gives it, in the reader's language.
    pub line: String,
}

/// What a button does, for how platforms show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonRole {
    /// The choice most likely meant (a move offered after a refusal).
    Primary,
    /// Agrees to something (accepting a challenge).
    Confirm,
    /// Gives something up or says no (resign, decline, cancel).
    Danger,
    /// Anything else (offer a draw, ask for a takeback).
    Secondary,
}

/// What a reply settles, so that platforms can take the buttons away from
/// the message whose button was pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// A challenge was answered: accepted, declined or withdrawn.
    Challenge,
    /// A game ended.
    Game,
    /// A question was answered (a resignation confirmed or called off).
    Question,
}

/// A thread or topic the adapter is to open for a new game before the
/// reply goes there (the chat gets one line with a link instead; see
/// `Service::thread_opened`). Where opening it fails, the reply goes to
/// the chat and the game stays there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewThread {
    /// The game it is for.
    pub game_id: GameId,
    /// Its name: the game's number, players and variant.
    pub name: String,
    /// How long it may stay quiet before the platform archives it, in
    /// minutes (one of Discord's choices: 60, 1440, 4320, 10080).
    pub quiet_minutes: u16,
    /// The language of the chat's line about it.
    pub language: Language,
}

/// The service's answer to one message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// Done, information, or refused.
    pub kind: ReplyKind,
    /// The text, in the reader's language.
    pub text: String,
    /// The board, when the reply shows one.
    pub board: Option<BoardPicture>,
    /// Files the reply carries (a game record, a replay), in order.
    pub files: Vec<Attachment>,
    /// Buttons, in order.
    pub buttons: Vec<Button>,
    /// The users the text calls on (the player to move, the one
    /// challenged): platforms that notify by mention notify these, and
    /// only these.
    pub pings: Vec<Actor>,
    /// What the reply settles, if anything.
    pub settles: Option<Settled>,
    /// A thread or topic to open for the game the reply starts.
    pub thread: Option<NewThread>,
    /// What goes to another chat at the same time: the game's own chat,
    /// when a challenge made there is accepted from a direct chat.
    pub elsewhere: Option<(Place, Box<Reply>)>,
    /// The game's web page, when the reply shows a game and the pages
    /// are served.
    pub page: Option<PageLink>,
}

impl Reply {
    fn new(kind: ReplyKind, text: String) -> Reply {
        Reply {
            kind,
            text,
            board: None,
            files: Vec::new(),
            buttons: Vec::new(),
            pings: Vec::new(),
            settles: None,
            thread: None,
            elsewhere: None,
            page: None,
        }
    }

    /// With a link to the game's web page.
    pub fn with_page(mut self, page: Option<PageLink>) -> Reply {
        self.page = page;
        self
    }

    /// The same reply, with `post` to be posted in the chat `place` too.
    pub fn also_in(mut self, place: Place, post: Reply) -> Reply {
        self.elsewhere = Some((place, Box::new(post)));
        self
    }

    /// The same reply, to be posted in a thread or topic opened for its game.
    pub fn in_new_thread(mut self, thread: NewThread) -> Reply {
        self.thread = Some(thread);
        self
    }

    /// A reply to a command that changed something.
    pub fn done(text: String) -> Reply {
        Reply::new(ReplyKind::Done, text)
    }

    /// A reply that only informs.
    pub fn info(text: String) -> Reply {
        Reply::new(ReplyKind::Info, text)
    }

    /// A refusal: nothing changed, and the text says why.
    pub fn refused(text: String) -> Reply {
        Reply::new(ReplyKind::Refused, text)
    }

    /// With a board picture.
    pub fn with_board(mut self, board: Option<BoardPicture>) -> Reply {
        self.board = board;
        self
    }

    /// With a file, after any it has.
    pub fn with_file(mut self, file: Attachment) -> Reply {
        self.files.push(file);
        self
    }

    /// With buttons.
    pub fn with_buttons(mut self, buttons: Vec<Button>) -> Reply {
        self.buttons = buttons;
        self
    }

    /// Calling on these users too.
    pub fn pinging(mut self, users: impl IntoIterator<Item = Actor>) -> Reply {
        for user in users {
            if !self.pings.iter().any(|known| known.is(&user)) {
                self.pings.push(user);
            }
        }
        self
    }

    /// Settling a challenge or a game.
    pub fn settling(mut self, settled: Settled) -> Reply {
        self.settles = Some(settled);
        self
    }

    /// A question for the one who asked only.
    pub fn private(text: String) -> Reply {
        Reply::new(ReplyKind::Private, text)
    }

    /// Whether only the one who asked should see it (a refusal or a
    /// question for them).
    pub fn is_private(&self) -> bool {
        matches!(self.kind, ReplyKind::Refused | ReplyKind::Private)
    }

    /// The game whose live board this reply shows to everyone, with
    /// buttons, and its half-moves: once posted, it replaces that game's
    /// previous board.
    pub fn live_board(&self) -> Option<(GameId, u32)> {
        self.board
            .as_ref()
            .filter(|_| !self.is_private() && !self.buttons.is_empty())
            .map(|board| (board.game_id, board.ply))
    }

    /// Whether the command was refused.
    pub fn is_refused(&self) -> bool {
        self.kind == ReplyKind::Refused
    }

    /// The text as a chat shows it: with the line that links to the game's
    /// page, when there is one.
    pub fn chat_text(&self) -> std::borrow::Cow<'_, str> {
        match &self.page {
            Some(page) if self.text.is_empty() => page.line.as_str().into(),
            Some(page) => format!("{}\n{}", self.text, page.line).into(),
            None => self.text.as_str().into(),
        }
    }
}
