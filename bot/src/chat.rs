//! The platform-neutral vocabulary every part of the bot speaks: who
//! (`Actor`) says what (`Message`, typed text or a `Request`) where
//! (`Place`, `Platform`), what the bot answers (`Reply`, `Button`), and
//! what it says unasked (`Notice`, delivered by a `Notifier`).

mod actor;
mod message;
mod notice;
mod reply;

pub use actor::{Actor, Place, Platform, link_mention, plain_name, write_link_mentions};
pub use message::{Body, Mentioned, Message, ThreadLack, Threads};
pub use notice::{DeliveryError, Notice, NoticeKind, Notifier, Notifiers, Recipient};
pub use reply::{
    Attachment, BoardPicture, Button, ButtonRole, NewThread, PageLink, Reply, ReplyKind, Settled,
};

/// The request a command asks, typed: the boundary between the chat
/// platforms and the service.
pub use crate::command::Request;
