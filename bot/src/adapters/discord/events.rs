//! Gateway events into service calls: slash commands and button presses
//! are judged by the service as the text they stand for; autocomplete
//! requests are answered with the user's games and legal moves. Every
//! interaction is answered within Discord's three seconds: when the
//! service takes longer than `defer_after`, the answer is deferred and
//! filled in when the service is done.

use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use futures_util::FutureExt;
use serenity::all::{
    AutoArchiveDuration, AutocompleteChoice, ChannelId, ChannelType, Command, CommandInteraction,
    ComponentInteraction, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateThread, EditInteractionResponse, EventHandler, GuildId,
    Http, Interaction, InteractionId, Member, MessageId, PartialChannel, Permissions, Ready, User,
    UserId,
};
use serenity::async_trait;
use serenity::builder::Builder;
use tokio_util::task::TaskTracker;

use super::commands::{definitions, message_of};
use super::notifier::take_buttons_off;
use super::respond::Parts;
use crate::chat::{
    Actor, Message, NewThread, Place, Platform, Reply, Settled, ThreadLack, Threads,
};
use crate::command::{OptionKind, Verb};
use crate::i18n::{Language, Text};
use crate::service::Service;
use crate::service::present::{Suggested, suggest_topics};
use crate::store::{Delivery, Receipt};

/// How long suggestions may take: Discord waits three seconds for an
/// autocomplete answer, which cannot be deferred; the rest is the trip.
const AUTOCOMPLETE_WINDOW: Duration = Duration::from_millis(2500);

/// The event handler of every shard this process runs.
pub(super) struct Handler {
    pub service: Arc<Service>,
    /// Register the commands in this guild only (for development).
    pub guild: Option<GuildId>,
    /// How long the service may take before the answer is deferred.
    pub defer_after: Duration,
    /// Whether this process has registered the commands.
    pub registered: AtomicBool,
    /// This bot's user, as READY tells it.
    pub me: OnceLock<UserId>,
    /// The interactions being handled, which a stop waits for.
    pub work: TaskTracker,
}

/// The user as the service knows them: the id, and the name shown in
/// this server (nickname, display name, or user name).
fn actor(user: &User, member: Option<&Member>) -> Actor {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Actor::new(Platform::Discord, user.id.get().to_string(), name).known_as(Some(&user.name))
}

/// The channel, in its server when it has one (a direct message has none,
/// and is the user's alone with the bot); a thread, as a thread of its
/// parent channel (as the interaction's partial channel says).
fn place(channel: ChannelId, guild: Option<GuildId>, seen: Option<&PartialChannel>) -> Place {
    let here = Place::new(Platform::Discord, channel.get().to_string());
    let Some(guild) = guild else {
        return here.as_direct();
    };
    let here = here.in_community(guild.get().to_string());
    let thread_kinds = [
        ChannelType::PublicThread,
        ChannelType::PrivateThread,
        ChannelType::NewsThread,
    ];
    match seen
        .filter(|c| thread_kinds.contains(&c.kind))
        .and_then(|c| c.parent_id)
    {
        Some(parent) => here.in_thread_of(parent.get().to_string()),
        None => here,
    }
}

/// Whether the bot can open a public thread for a game here, from the
/// permissions the interaction says it has in the channel.
fn thread_ability(guild: Option<GuildId>, permissions: Option<Permissions>) -> Threads {
    match (guild, permissions) {
        (None, _) | (_, None) => Threads::Unasked,
        (Some(_), Some(p)) if p.create_public_threads() && p.send_messages_in_threads() => {
            Threads::Able
        }
        (Some(_), Some(_)) => Threads::Lacking(ThreadLack::Permission),
    }
}

/// Whether the bot may post a board in the channel unasked (a reminder, a
/// time-out): Send Messages (in a thread, Send Messages in Threads), Embed
/// Links and Attach Files, as the interaction says; a direct chat, or an
/// interaction that does not say, is taken as allowed.
fn may_post_boards(here: &Place, permissions: Option<Permissions>) -> bool {
    let Some(p) = permissions.filter(|_| !here.direct) else {
        return true;
    };
    let send = if here.parent.is_some() {
        p.send_messages_in_threads()
    } else {
        p.send_messages()
    };
    send && p.embed_links() && p.attach_files()
}

/// Discord's archive choice for a thread that may stay quiet `minutes`.
fn archive_after(minutes: u16) -> AutoArchiveDuration {
    match minutes {
        ..=60 => AutoArchiveDuration::OneHour,
        61..=1440 => AutoArchiveDuration::OneDay,
        1441..=4320 => AutoArchiveDuration::ThreeDays,
        _ => AutoArchiveDuration::OneWeek,
    }
}

/// Whether a server member manages the channel (Manage Server, Manage
/// Threads or Administrator, as the interaction computes them there).
fn manages(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.administrator() || p.manage_guild() || p.manage_threads())
}

/// A reply for everyone that its interaction could not carry (too late,
/// or Discord failing), posted in the channel instead: the change it
/// reports is committed, and the players must see it.
async fn in_channel_if_unanswered(
    http: &Http,
    channel: ChannelId,
    posted: (Reply, serenity::Result<Option<MessageId>>),
) -> (Reply, serenity::Result<Option<MessageId>>) {
    match posted {
        (reply, Err(error)) if !reply.is_private() => {
            tracing::warn!(%error, "Discord: answering an interaction failed; posting in the channel");
            let sent = channel
                .send_message(http, Parts::of(&reply).message())
                .await
                .map(|message| Some(message.id));
            (reply, sent)
        }
        posted => posted,
    }
}

/// Logs a failed call; the change it reports is committed all the same.
fn logged<T>(result: serenity::Result<T>, what: &'static str) {
    if let Err(error) = result {
        tracing::error!(%error, "Discord: {what} failed");
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let shard = ready.shard.map(|s| (s.id.0, s.total));
        tracing::info!(user = %ready.user.name, ?shard, "connected to Discord");
        // The same user on every shard.
        let _ = self.me.set(ready.user.id);
        // The process that runs shard 0 registers the commands, once.
        if shard.is_some_and(|(id, _)| id != 0) || self.registered.swap(true, Ordering::SeqCst) {
            return;
        }
        let registered = match self.guild {
            Some(guild) => guild.set_commands(&ctx.http, definitions()).await,
            None => Command::set_global_commands(&ctx.http, definitions()).await,
        };
        match registered {
            Ok(commands) => tracing::info!(count = commands.len(), "slash commands registered"),
            Err(error) => {
                self.registered.store(false, Ordering::SeqCst);
                tracing::error!(%error, "Discord: registering the slash commands failed");
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        // A stop waits for the interactions being handled.
        let _working = self.work.token();
        let (command, press) = match &interaction {
            Interaction::Autocomplete(request) => {
                // Suggestions change nothing, and have no time to spare.
                return self.on_autocomplete(&ctx.http, request).await;
            }
            Interaction::Command(command) => (Some(command), None),
            Interaction::Component(press) => (None, Some(press)),
            _ => return,
        };
        let id = interaction.id().get().to_string();
        let now = chrono::Utc::now();
        match self
            .service
            .store()
            .receive_update(PLATFORM, &id, None, now, now + UPDATE_LEASE)
            .await
        {
            Ok(Receipt::Take) => {}
            Ok(receipt) => {
                tracing::info!(interaction = %id, ?receipt, "an interaction came again; not handled again");
                return;
            }
            // The store is down: nothing can change, and the user hears so
            // at once, privately.
            Err(error) => {
                tracing::warn!(interaction = %id, %error, "an interaction could not be recorded; answered \"try again\"");
                apologise(&ctx.http, command, press).await;
                return;
            }
        }
        let delivery = Delivery::new(PLATFORM, id.clone());
        let work = async {
            match (command, press) {
                (Some(command), _) => self.on_command(&ctx.http, command).await,
                (_, Some(press)) => self.on_press(&ctx.http, press).await,
                _ => {}
            }
        };
        let handled = AssertUnwindSafe(delivery.within(work)).catch_unwind().await;
        if handled.is_err() {
            tracing::error!(interaction = %id, "handling an interaction panicked; it is answered with \"try again\"");
            apologise(&ctx.http, command, press).await;
        }
        if let Err(error) = self
            .service
            .store()
            .finish_update(PLATFORM, &id, chrono::Utc::now())
            .await
        {
            tracing::error!(interaction = %id, %error, "an interaction could not be marked handled");
        }
    }
}

/// The platform's name in the store's record of updates.
const PLATFORM: &str = "discord";

/// How long this process has to handle an interaction it took.
const UPDATE_LEASE: Duration = Duration::from_secs(60);

/// Tells the user whose interaction failed to try again, privately: as
/// the answer, or as a follow-up when the answer was deferred or given.
async fn apologise(
    http: &Http,
    command: Option<&CommandInteraction>,
    press: Option<&ComponentInteraction>,
) {
    let (id, token, locale) = match (command, press) {
        (Some(c), _) => (c.id, c.token.as_str(), c.locale.as_str()),
        (_, Some(p)) => (p.id, p.token.as_str(), p.locale.as_str()),
        _ => return,
    };
    let language = Language::from_code(locale).unwrap_or_default();
    let text = Text::new("service-trouble").write(language);
    let answer = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text.clone())
            .ephemeral(true),
    );
    if answer.execute(http, (id, token)).await.is_err() {
        let followup = serenity::all::CreateInteractionResponseFollowup::new()
            .content(text)
            .ephemeral(true);
        logged(followup.execute(http, (None, token)).await, "apologising");
    }
}

/// The service's work, finished in time or not.
enum Timed {
    /// Done before `defer_after`.
    InTime(Reply),
    /// Deferred; the reply came later.
    Late(Reply),
}

impl Handler {
    /// Runs `work`; when it is not done within `defer_after`, sends
    /// `defer` first so that Discord knows an answer is coming.
    async fn timed(
        &self,
        http: &Http,
        id: InteractionId,
        token: &str,
        defer: CreateInteractionResponse,
        work: impl Future<Output = Reply>,
    ) -> Timed {
        let mut work = pin!(work);
        // Zero defers every answer. (A timer of zero may still let fast
        // work finish first: timers fire on the next millisecond tick.)
        if !self.defer_after.is_zero()
            && let Ok(reply) = tokio::time::timeout(self.defer_after, &mut work).await
        {
            return Timed::InTime(reply);
        }
        logged(defer.execute(http, (id, token)).await, "deferring");
        Timed::Late(work.await)
    }

    /// A slash command: its text is handled as a message.
    async fn on_command(&self, http: &Http, command: &CommandInteraction) {
        let who = actor(&command.user, command.member.as_deref()).speaking(Some(&command.locale));
        // A bot's user id is its application's id; READY says it too.
        let mut me = vec![UserId::new(command.application_id.get())];
        me.extend(self.me.get().copied());
        let mut message =
            message_of(&command.data, &me).from_a_manager(manages(command.member.as_deref()));
        if message.asks_about_threads() {
            message =
                message.with_threads(thread_ability(command.guild_id, command.app_permissions));
        }
        let here = place(
            command.channel_id,
            command.guild_id,
            command.channel.as_ref(),
        );
        message =
            message.where_boards_may_be_posted(may_post_boards(&here, command.app_permissions));
        let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
        let work = self.service.handle(&who, &here, &message);
        let timed = self
            .timed(http, command.id, &command.token, defer, work)
            .await;
        // A replay was answered when it was first handled.
        if Delivery::current_replayed() {
            return;
        }
        let posted = match timed {
            Timed::InTime(reply) => {
                if let Some((thread, line)) = self.open_thread(http, &here, &reply).await {
                    let answer = CreateInteractionResponse::Message(Parts::of(&line).response());
                    logged(
                        answer.execute(http, (command.id, &command.token)).await,
                        "answering a command",
                    );
                    self.post_in_thread(http, &thread, reply).await;
                    return;
                }
                let answer = CreateInteractionResponse::Message(Parts::of(&reply).response());
                let posted = match answer.execute(http, (command.id, &command.token)).await {
                    Ok(()) if reply.live_board().is_some() => http
                        .get_original_interaction_response(&command.token)
                        .await
                        .map(|message| Some(message.id)),
                    Ok(()) => Ok(None),
                    Err(error) => Err(error),
                };
                (reply, posted)
            }
            Timed::Late(reply) => {
                if let Some((thread, line)) = self.open_thread(http, &here, &reply).await {
                    logged(
                        Parts::of(&line).edit().execute(http, &command.token).await,
                        "answering a command",
                    );
                    self.post_in_thread(http, &thread, reply).await;
                    return;
                }
                let parts = Parts::of(&reply);
                // The deferred answer is public, a refusal is not; and an
                // edit notifies no one, so an answer that calls on someone
                // comes as a new message.
                let posted = if parts.is_ephemeral() || !reply.pings.is_empty() {
                    logged(
                        http.delete_original_interaction_response(&command.token)
                            .await,
                        "removing a deferred answer",
                    );
                    parts
                        .followup()
                        .execute(http, (None, &command.token))
                        .await
                        .map(|message| Some(message.id))
                } else {
                    parts
                        .edit()
                        .execute(http, &command.token)
                        .await
                        .map(|message| Some(message.id))
                };
                (reply, posted)
            }
        };
        let posted = in_channel_if_unanswered(http, command.channel_id, posted).await;
        self.retire_previous_board(http, &here, posted, None).await;
    }

    /// When a reply starts a game in a thread of its own: opens the thread
    /// in the channel (a thread's parent, when asked from a thread) and
    /// moves the game there; the thread, and the line the channel gets
    /// instead of the reply. `None` (logged) when Discord or the store
    /// would not: the reply then goes to the channel, as does the game.
    async fn open_thread(
        &self,
        http: &Http,
        here: &Place,
        reply: &Reply,
    ) -> Option<(Place, Reply)> {
        let thread: &NewThread = reply.thread.as_ref()?;
        let home = here
            .home()
            .channel_id
            .parse::<u64>()
            .ok()
            .filter(|&id| id != 0)?;
        let builder = CreateThread::new(thread.name.clone())
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(archive_after(thread.quiet_minutes));
        let opened = match ChannelId::new(home).create_thread(http, builder).await {
            Ok(opened) => opened,
            Err(error) => {
                tracing::error!(%error, "Discord: opening a game's thread failed");
                return None;
            }
        };
        let mut place = Place::new(Platform::Discord, opened.id.get().to_string())
            .in_thread_of(home.to_string());
        if let Some(community) = &here.community {
            place = place.in_community(community.clone());
        }
        let link = format!("<#{}>", opened.id.get());
        let line = self
            .service
            .thread_opened(thread, here, &place, &link)
            .await?;
        Some((place, line))
    }

    /// Posts a game's first reply in the thread opened for it.
    async fn post_in_thread(&self, http: &Http, thread: &Place, reply: Reply) {
        let Ok(id) = thread.channel_id.parse::<u64>() else {
            return;
        };
        let posted = ChannelId::new(id)
            .send_message(http, Parts::of(&reply).message())
            .await
            .map(|message| Some(message.id));
        self.retire_previous_board(http, thread, (reply, posted), None)
            .await;
    }

    /// After a reply was posted as `posted`: when it shows a game's live
    /// board, the service records it, and the game's previous board in the
    /// channel loses its buttons (unless it is `cleared`, whose buttons are
    /// already gone).
    async fn retire_previous_board(
        &self,
        http: &Http,
        here: &Place,
        (reply, posted): (Reply, serenity::Result<Option<MessageId>>),
        cleared: Option<MessageId>,
    ) {
        let posted = match posted {
            Ok(posted) => posted,
            Err(error) => {
                tracing::error!(%error, "Discord: posting a reply failed");
                return;
            }
        };
        if let (Some(game), Some(message)) = (reply.live_board(), posted)
            && let Some(previous) = self
                .service
                .board_posted(here, game, &message.get().to_string())
                .await
            && let Ok(previous) = previous.parse::<u64>()
            && previous != 0
            && Some(MessageId::new(previous)) != cleared
            && let Ok(channel) = here.channel_id.parse::<u64>()
        {
            take_buttons_off(http, ChannelId::new(channel), MessageId::new(previous)).await;
        }
    }

    /// A button: its request is judged as if the presser typed it. A
    /// refusal or a question is shown to the presser alone; an answered
    /// question turns into its answer. An answered challenge or an ended
    /// game loses the pressed message's buttons, and what it led to is
    /// posted below it.
    async fn on_press(&self, http: &Http, press: &ComponentInteraction) {
        let who = actor(&press.user, press.member.as_ref()).speaking(Some(&press.locale));
        let here = place(press.channel_id, press.guild_id, press.channel.as_ref());
        let mut message = Message::request(press.data.custom_id.parse());
        if message.asks_about_threads() {
            message = message.with_threads(thread_ability(press.guild_id, press.app_permissions));
        }
        let work = self.service.handle(&who, &here, &message);
        let (id, token) = (press.id, press.token.as_str());
        let cleared = || CreateInteractionResponseMessage::new().components(Vec::new());
        let pressed = press.message.id;
        let timed = self
            .timed(
                http,
                id,
                token,
                CreateInteractionResponse::Acknowledge,
                work,
            )
            .await;
        if Delivery::current_replayed() {
            return;
        }
        let (reply, late) = match timed {
            Timed::InTime(reply) => (reply, false),
            Timed::Late(reply) => (reply, true),
        };
        let parts = Parts::of(&reply);
        if reply.settles == Some(Settled::Question) {
            let answered = cleared().content(reply.text.clone());
            if late {
                let edit = EditInteractionResponse::new()
                    .content(reply.text.clone())
                    .components(Vec::new());
                logged(edit.execute(http, token).await, "answering a question");
            } else {
                let update = CreateInteractionResponse::UpdateMessage(answered);
                logged(
                    update.execute(http, (id, token)).await,
                    "answering a question",
                );
            }
            return;
        }
        let settles = reply.settles.is_some() && !parts.is_ephemeral();
        if settles {
            if late {
                let edit = EditInteractionResponse::new().components(Vec::new());
                logged(edit.execute(http, token).await, "clearing buttons");
            } else {
                let update = CreateInteractionResponse::UpdateMessage(cleared());
                logged(update.execute(http, (id, token)).await, "clearing buttons");
            }
        }
        if let Some((thread, line)) = self.open_thread(http, &here, &reply).await {
            let answer = Parts::of(&line);
            if settles || late {
                logged(
                    answer.followup().execute(http, (None, token)).await,
                    "answering a button",
                );
            } else {
                let answer = CreateInteractionResponse::Message(answer.response());
                logged(
                    answer.execute(http, (id, token)).await,
                    "answering a button",
                );
            }
            self.post_in_thread(http, &thread, reply).await;
            return;
        }
        let posted = if settles || late {
            parts
                .followup()
                .execute(http, (None, token))
                .await
                .map(|message| Some(message.id))
        } else {
            let answer = CreateInteractionResponse::Message(parts.response());
            match answer.execute(http, (id, token)).await {
                Ok(()) if reply.live_board().is_some() => http
                    .get_original_interaction_response(token)
                    .await
                    .map(|message| Some(message.id)),
                Ok(()) => Ok(None),
                Err(error) => Err(error),
            }
        };
        let cleared = settles.then_some(pressed);
        let posted = in_channel_if_unanswered(http, press.channel_id, (reply, posted)).await;
        self.retire_previous_board(http, &here, posted, cleared)
            .await;
    }

    /// Suggestions for the option being typed, as the command table says:
    /// legal moves for a move, the user's games here for a game's number.
    async fn on_autocomplete(&self, http: &Http, request: &CommandInteraction) {
        let Some(focused) = request.data.autocomplete() else {
            return;
        };
        let who = actor(&request.user, request.member.as_deref()).speaking(Some(&request.locale));
        let here = place(
            request.channel_id,
            request.guild_id,
            request.channel.as_ref(),
        );
        let options = Verb::named(&request.data.name).map_or(&[][..], |verb| verb.spec().options);
        let kind_of = |name: &str| options.iter().find(|o| o.name == name).map(|o| o.kind);
        let suggest = async {
            match kind_of(focused.name) {
                Some(OptionKind::Text { .. }) => {
                    // The game another option of the command names, if any.
                    let game = request
                        .data
                        .options
                        .iter()
                        .filter(|o| {
                            kind_of(&o.name) == Some(OptionKind::Number { suggested: true })
                        })
                        .find_map(|o| o.value.as_i64());
                    self.service
                        .suggest_moves(&who, &here, game, focused.value)
                        .await
                }
                Some(OptionKind::Number { suggested: true }) => {
                    self.service.suggest_games(&who, &here).await
                }
                Some(OptionKind::Topic) => suggest_topics(focused.value),
                _ => Vec::new(),
            }
        };
        // Suggestions cannot be deferred: late ones are not sent at all.
        let Ok(suggestions) = tokio::time::timeout(AUTOCOMPLETE_WINDOW, suggest).await else {
            tracing::warn!("Discord: suggestions took too long; none sent");
            return;
        };
        let choices = suggestions
            .into_iter()
            .map(|s| match s.value {
                Suggested::Game(n) => AutocompleteChoice::new(s.label, n),
                Suggested::Move(text) | Suggested::Word(text) => {
                    AutocompleteChoice::new(s.label, text)
                }
            })
            .collect();
        let answer = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        logged(
            answer.execute(http, (request.id, &request.token)).await,
            "answering autocomplete",
        );
    }
}
