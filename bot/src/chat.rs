//! The platform-neutral vocabulary every part of the bot speaks: who
//! (`Actor`) says what (`Message`) where (`Place`, `Platform`), what the
//! bot answers (`Reply`, `Button`), and what it says unasked (`Notice`,
//! delivered by a `Notifier`).

mod actor;
mod notice;
mod reply;

pub use actor::{Actor, Message, Place, Platform};
pub use notice::{Notice, NoticeKind, Notifier, Notifiers, Recipient};
pub use reply::{Attachment, BoardPicture, Button, Reply, ReplyKind};
