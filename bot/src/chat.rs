//! The platform-neutral vocabulary every part of the bot speaks: who
//! (`Actor`) says what (`Message`, typed text or a `Request`) where
//! (`Place`), what the bot answers (`Reply`, `Button`), what it says
//! unasked (`Notice`), and where all of it goes (each platform's `Outbox`).

mod actor;
mod message;
mod outbox;
mod reply;

pub use actor::{Actor, Place, link_mention, mention_on, plain_name, write_link_mentions};
pub use message::{Body, Mentioned, Message, ThreadLack, Threads};
pub use outbox::{
    DeliveryError, Fate, Notice, NoticeKind, OpenedThread, Outbox, Outboxes, Recipient, Sent,
    deliver_once, deliver_privately,
};
pub use reply::{
    Attachment, BoardPicture, Button, ButtonRole, NewThread, PageLink, Reply, ReplyKind, Settled,
};

/// The request a command asks, typed: the boundary between the chat
/// platforms and the service.
pub use crate::command::Request;
