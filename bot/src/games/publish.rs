//! Posting what the bot says, through a platform's [`Outbox`], in one
//! place: the thread or topic a new game asked for is opened and the game
//! moved there; the reply is posted (as the answer to what the user did,
//! where it answers something); a board it shows becomes its game's live
//! board in that chat, and the game's previous board there loses its
//! buttons. Every adapter, the game pages and the scheduler publish this
//! way, so that all of them behave alike.

use crate::chat::{
    DeliveryError, Notice, NoticeKind, Outbox, Place, Recipient, Reply, Sent, Settled,
    deliver_privately,
};
use crate::games::GameAccess;
use crate::model::GameId;
use crate::store::PlayerRow;

/// What a reply answers, for how it is posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A command typed in the chat (or a slash command).
    Typed,
    /// A button pressed on message `message_id`.
    Pressed {
        /// The message whose button was pressed.
        message_id: String,
    },
    /// Nothing: the bot speaks unasked (a reminder, a move made on a game's
    /// page), for this reason, about this game.
    Unasked {
        /// Why it speaks.
        kind: NoticeKind,
        /// The game it speaks of.
        game_id: Option<GameId>,
    },
}

impl Asked {
    /// A post of the bot's own about game `game_id` (a board in a game's
    /// new thread, a game's copy in its own chat).
    fn update(game_id: Option<GameId>) -> Asked {
        Asked::Unasked {
            kind: NoticeKind::Update,
            game_id,
        }
    }
}

/// Where an announcement went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announced {
    /// In the game's chat.
    InChat,
    /// Privately to the players, the chat refusing it for good: how many
    /// messages were delivered, and how many dropped.
    Privately {
        /// Delivered.
        delivered: usize,
        /// Dropped.
        dropped: usize,
    },
}

impl GameAccess {
    /// Publishes `reply` in `place` through `outbox`, as what `asked`
    /// answers. A refusal or a question goes to the one who asked alone,
    /// where the platform can; an answered question replaces the question;
    /// a pressed message whose challenge or game the reply settles loses
    /// its buttons. `Err` when the reply itself could not be posted (what
    /// it reports is committed all the same; a further post, such as the
    /// game's own chat's copy, is logged when it fails).
    pub async fn publish(
        &self,
        reply: Reply,
        place: &Place,
        outbox: &dyn Outbox,
        asked: Asked,
    ) -> Result<(), DeliveryError> {
        let pressed = match &asked {
            Asked::Pressed { message_id } => Some(message_id.as_str()),
            Asked::Typed | Asked::Unasked { .. } => None,
        };
        if let Some(message_id) = pressed
            && reply.settles == Some(Settled::Question)
        {
            return outbox.replace_question(place, message_id, &reply).await;
        }
        if reply.is_private() {
            return outbox.answer(place, &reply).await.map(|_| ());
        }
        // The pressed message's buttons go with what it settled.
        let cleared = pressed.filter(|_| reply.settles.is_some());
        if let Some(message_id) = cleared {
            outbox.take_buttons_off(place, message_id).await;
        }
        let mut reply = reply;
        let elsewhere = reply.elsewhere.take();
        let posted = match self.opened_thread(&reply, place, outbox).await {
            Some((thread, line, game_id)) => {
                let answered = self.post(line, place, outbox, &asked, None).await;
                let in_thread = Asked::update(Some(game_id));
                let game = self.post(reply, &thread, outbox, &in_thread, None).await;
                log_failure(game, "a game's first board in its thread");
                answered
            }
            None => self.post(reply, place, outbox, &asked, cleared).await,
        };
        if let Some((there, post)) = elsewhere {
            let copied = Asked::update(post.board.as_ref().map(|board| board.game_id));
            let copy = self.post(*post, &there, outbox, &copied, None).await;
            log_failure(copy, "a game's board in its own chat");
        }
        posted
    }

    /// Publishes a notice about game `game_id` in its chat `place`, unasked;
    /// where the chat refuses it for good (the bot removed, no right to post
    /// there, the chat gone), it goes privately to the players it
    /// `concerns` instead, and is not tried again. A failure that may pass
    /// is an error, and the notice stays owed.
    pub async fn announce(
        &self,
        kind: NoticeKind,
        game_id: GameId,
        (reply, place): (Reply, &Place),
        outbox: &dyn Outbox,
        concerns: &[PlayerRow],
    ) -> Result<Announced, DeliveryError> {
        let private = reply.clone();
        let asked = Asked::Unasked {
            kind,
            game_id: Some(game_id),
        };
        match self.publish(reply, place, outbox, asked).await {
            Ok(()) => Ok(Announced::InChat),
            Err(DeliveryError::Lasting(error)) => {
                tracing::warn!(
                    game = game_id.get(),
                    ?kind,
                    %error,
                    "the game's chat refuses the notice; it goes privately"
                );
                let mut sent = Sent::default();
                for player in concerns.iter().filter(|p| !p.is_bot()) {
                    let mut reply = private.clone();
                    // Buttons act in the game's chat.
                    reply.buttons.clear();
                    let to = (player.id, player.actor_on(place.platform));
                    sent += deliver_privately(outbox, to, kind, Some(game_id), reply).await;
                }
                let (delivered, dropped) = (sent.delivered, sent.dropped);
                Ok(Announced::Privately { delivered, dropped })
            }
            Err(passing) => Err(passing),
        }
    }

    /// Posts one reply in `place` (as the answer to what was `asked`, when
    /// something was); when it shows its game's live board, records it and
    /// takes the buttons off the game's previous board there (unless that
    /// is `cleared`, whose buttons are gone already).
    async fn post(
        &self,
        reply: Reply,
        place: &Place,
        outbox: &dyn Outbox,
        asked: &Asked,
        cleared: Option<&str>,
    ) -> Result<(), DeliveryError> {
        let posted = match asked {
            Asked::Typed | Asked::Pressed { .. } => outbox.answer(place, &reply).await?,
            Asked::Unasked { kind, game_id } => {
                let notice = Notice {
                    kind: *kind,
                    game_id: *game_id,
                    to: Recipient::Channel(place.clone()),
                    reply: reply.clone(),
                };
                outbox.post(&notice).await?
            }
        };
        if let (Some(live), Some(message_id)) = (reply.live_board(), posted)
            && let Some(previous) = self.board_posted(place, live, &message_id).await
            && Some(previous.as_str()) != cleared
        {
            outbox.take_buttons_off(place, &previous).await;
        }
        Ok(())
    }

    /// When `reply` starts a game in a thread or topic of its own: opens
    /// it in `place`'s chat (a thread's parent, when asked from a thread)
    /// and moves the game there; the thread, the line the chat gets
    /// instead of the reply, and the game. `None` (logged) when the
    /// platform or the store would not: the reply then goes to the chat, as
    /// does the game.
    async fn opened_thread(
        &self,
        reply: &Reply,
        place: &Place,
        outbox: &dyn Outbox,
    ) -> Option<(Place, Reply, GameId)> {
        let thread = reply.thread.as_ref()?;
        let opened = match outbox.open_thread(&place.home(), thread).await {
            Ok(opened) => opened,
            Err(error) => {
                tracing::error!(%error, game = thread.game_id.get(), "opening a game's thread failed");
                return None;
            }
        };
        let line = self
            .thread_opened(thread, place, &opened.place, &opened.link)
            .await?;
        Some((opened.place, line, thread.game_id))
    }
}

/// Logs a post that failed (what it reports is committed all the same).
fn log_failure(posted: Result<(), DeliveryError>, what: &str) {
    if let Err(error) = posted {
        tracing::warn!(%error, "posting {what} failed");
    }
}
