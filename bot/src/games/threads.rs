//! A place per game: where a chat's managers chose `set games thread`,
//! each new game is played in a thread (Discord) or forum topic (Telegram)
//! of its own. The service decides and names it; the adapter opens it and
//! reports it back ([`Service::thread_opened`]), which moves the game
//! there; the chat gets one line with a link.

use crate::chat::{NewThread, Place, Reply, ThreadLack, Threads};
use crate::command::GamesPlace;
use crate::context::{Ctx, Failure};
use crate::games::GameAccess;
use crate::games::state::loaded::Loaded;
use crate::i18n::Text;
use crate::model::{GameId, Language};
use crate::perf::variant_text;

/// Discord's longest thread name, in characters (Telegram allows 128).
const THREAD_NAME_CHARS: usize = 100;

/// How long a game's thread may stay quiet before it is archived, in
/// minutes: a day for a game without a clock, and at least the time a
/// player has for a move in correspondence (Discord's longest is a week).
fn quiet_minutes(days_per_move: Option<i32>) -> u16 {
    match days_per_move {
        None => 1440,
        Some(..=1) => 4320,
        Some(_) => 10080,
    }
}

/// Why the bot cannot open a thread here, as the users are told.
fn lack_text(lack: ThreadLack) -> Text {
    match lack {
        ThreadLack::Permission => Text::new("thread-lack-permission"),
        ThreadLack::NotAForum => Text::new("thread-lack-forum"),
        ThreadLack::TopicRight => Text::new("thread-lack-topics"),
    }
}

/// The thread or topic a new game asks for: named for its number,
/// players and game, archived after the quiet its time allows.
pub(crate) fn new_thread(loaded: &Loaded, language: Language) -> NewThread {
    let name = Text::new("thread-name")
        .arg("game", loaded.id())
        .arg("white", &loaded.white.display_name)
        .arg("black", &loaded.black.display_name)
        .text("variant", variant_text(loaded.row.variant))
        .write(language);
    NewThread {
        game_id: loaded.row.id,
        name: name.chars().take(THREAD_NAME_CHARS).collect(),
        quiet_minutes: quiet_minutes(loaded.row.days_per_move),
        language,
    }
}

impl Ctx<'_> {
    /// Whether a new game started here wants a thread of its own: the
    /// chat's managers asked for it, and this is not already a game's
    /// thread.
    fn wants_thread(&self) -> bool {
        self.channel.games_in_threads && self.channel.opened_for.is_none() && !self.direct
    }

    /// What to tell the chat when a game cannot have the thread its
    /// managers asked for: why, and that it is played here.
    pub(crate) fn thread_warning(&self) -> Option<String> {
        match self.message.threads {
            Threads::Lacking(lack) if self.wants_thread() => {
                Some(self.say(Text::new("thread-lacking").text("reason", lack_text(lack))))
            }
            _ => None,
        }
    }
}

impl GameAccess {
    /// A game's first reply, to be posted in a thread of the game's own
    /// where the chat wants one and the bot can open it; where it cannot,
    /// with a line saying why, played here.
    pub(crate) fn in_its_place(&self, ctx: &Ctx<'_>, loaded: &Loaded, reply: Reply) -> Reply {
        if !ctx.wants_thread() {
            return reply;
        }
        match ctx.message.threads {
            Threads::Able => reply.in_new_thread(new_thread(loaded, ctx.language)),
            Threads::Lacking(_) => {
                let mut reply = reply;
                if let Some(warning) = ctx.thread_warning() {
                    reply.text = format!("{}\n{warning}", reply.text);
                }
                reply
            }
            Threads::Unasked => reply,
        }
    }

    /// The adapter opened `opened`, a thread or topic of the chat `here`,
    /// for the game `thread` was asked for: the game moves there (its
    /// later messages, reminders and time-outs go there) and the chat gets
    /// the line to post, with `link` to it. `None` when the game could not
    /// be moved (it is no longer in `here`, or the store failed; logged):
    /// the game's reply then goes to the chat.
    pub(crate) async fn thread_opened(
        &self,
        thread: &NewThread,
        here: &Place,
        opened: &Place,
        link: &str,
    ) -> Option<Reply> {
        match self.move_to_thread(thread.game_id, here, opened).await {
            Ok(true) => Some(Reply::done(
                Text::new("thread-opened")
                    .arg("game", thread.game_id.to_string())
                    .arg("link", link)
                    .write(thread.language),
            )),
            Ok(false) => None,
            Err(failure) => {
                tracing::error!(%failure, game = thread.game_id.get(), "moving a game to its thread failed");
                None
            }
        }
    }

    async fn move_to_thread(
        &self,
        game_id: GameId,
        here: &Place,
        opened: &Place,
    ) -> Result<bool, Failure> {
        let from = self.store.channel_row(here).await?;
        Ok(self
            .store
            .move_game_to_thread(game_id, &from, opened)
            .await?)
    }

    /// `set games thread|here`: where the chat's new games are played, for
    /// its managers to change (from the chat or any of its threads).
    pub(crate) async fn set_games_place(
        &self,
        ctx: &Ctx<'_>,
        place: GamesPlace,
    ) -> Result<Reply, Failure> {
        if ctx.direct || ctx.actor.platform == crate::model::Platform::Console {
            return Ok(ctx.refuse(Text::new("set-games-nowhere")));
        }
        if !ctx.message.from_manager {
            return Ok(ctx.refuse(Text::new("set-games-managers")));
        }
        let threads = place == GamesPlace::Thread;
        self.store
            .set_games_in_threads(ctx.channel.home, threads)
            .await?;
        let mut text = ctx.say(if threads {
            Text::new("set-games-thread")
        } else {
            Text::new("set-games-here")
        });
        if threads && let Threads::Lacking(lack) = ctx.message.threads {
            text = format!(
                "{text}\n{}",
                ctx.say(Text::new("thread-lacking").text("reason", lack_text(lack)))
            );
        }
        Ok(Reply::done(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_stays_open_at_least_as_long_as_a_move_may_take() {
        assert_eq!(quiet_minutes(None), 1440);
        assert_eq!(quiet_minutes(Some(1)), 4320);
        assert_eq!(quiet_minutes(Some(3)), 10080);
        assert_eq!(quiet_minutes(Some(14)), 10080);
    }
}
