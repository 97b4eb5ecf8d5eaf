//! Gateway events into service calls: slash commands and button presses
//! are judged by the service as the text they stand for; autocomplete
//! requests are answered with the user's games and legal moves. Every
//! interaction is answered within Discord's three seconds: when the
//! service takes longer than `defer_after`, the answer is deferred and
//! filled in when the service is done.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use serenity::all::{
    AutocompleteChoice, ChannelId, ChannelType, CommandInteraction, ComponentInteraction, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, EventHandler, GuildId, Http,
    Interaction, Member, PartialChannel, Permissions, Ready, User, UserId,
};
use serenity::async_trait;
use serenity::builder::Builder;
use tokio_util::task::TaskTracker;

use super::answer::{Answer, AnswerTo, FirstAnswer, logged};
use super::commands::{message_of, register};
use super::outbox::DiscordOutbox;
use crate::chat::{Actor, Message, Outbox, Place, ThreadLack, Threads};
use crate::command::OptionKind;
use crate::i18n::Text;
use crate::model::{GameId, Language, Platform};
use crate::service::commands::COMMANDS;
use crate::service::intake::{Arrival, Event, Incoming};
use crate::service::suggest::{Suggested, suggest_topics};
use crate::service::{Asked, Service};

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

/// Whether a server member manages the channel (Manage Server, Manage
/// Threads or Administrator, as the interaction computes them there).
fn manages(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.administrator() || p.manage_guild() || p.manage_threads())
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
        let registered = register(&ctx.http, self.guild).await;
        match registered {
            Ok(commands) => tracing::info!(count = commands.len(), "slash commands registered"),
            Err(error) => {
                self.registered.store(false, Ordering::SeqCst);
                tracing::error!(%error, "Discord: registering the slash commands failed");
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        self.take(ctx.http.clone(), interaction, None).await;
    }
}

impl Handler {
    /// Handles one interaction, however it came (over the gateway or
    /// posted to the interactions endpoint), answering it through `http`;
    /// `first` hears when its first answer (or its deferral) was sent, or
    /// is dropped when none is.
    pub(super) async fn take(
        &self,
        http: Arc<Http>,
        interaction: Interaction,
        first: Option<FirstAnswer>,
    ) {
        // A stop waits for the interactions being handled.
        let _working = self.work.token();
        let (command, press) = match &interaction {
            Interaction::Autocomplete(request) => {
                // Suggestions change nothing, and have no time to spare.
                return self.on_autocomplete(&http, request).await;
            }
            Interaction::Command(command) => (Some(command), None),
            Interaction::Component(press) => (None, Some(press)),
            _ => return,
        };
        let id = interaction.id().get().to_string();
        // Interactions are answered with the client's own REST client,
        // which knows the application they are for.
        let outbox = DiscordOutbox::new(http);
        let (who, here, message, mut answer) = match (command, press) {
            (Some(command), _) => self.read_command(command, outbox),
            (_, Some(press)) => self.read_press(press, outbox),
            _ => return,
        };
        if let Some(first) = first {
            answer = answer.telling(first);
        }
        let answer = answer.patient_for(self.defer_after);
        let asked = match press {
            Some(press) => Asked::Pressed {
                message_id: press.message.id.get().to_string(),
            },
            None => Asked::Typed,
        };
        let arrival = Arrived {
            id,
            language: who.locale.unwrap_or_default(),
            incoming: std::sync::Mutex::new(Some(Incoming {
                actor: who,
                place: here,
                message,
                asked,
                answers: Box::new(answer.clone()),
            })),
            answer,
        };
        self.service.take_at_once(&arrival, UPDATE_LEASE).await;
    }
}

/// An interaction, as the service takes it: read once, answered through
/// its one [`Answer`] (the copy the service publishes through shares how
/// far it is answered).
struct Arrived {
    id: String,
    /// The user's language, for a refusal before their settings are read.
    language: Language,
    /// What it asks, given to the service once (an interaction is taken at
    /// once and never again).
    incoming: std::sync::Mutex<Option<Incoming>>,
    answer: Answer,
}

#[async_trait]
impl Arrival for Arrived {
    fn platform(&self) -> Platform {
        Platform::Discord
    }

    fn id(&self) -> String {
        self.id.clone()
    }

    fn outbox(&self) -> &dyn Outbox {
        &self.answer
    }

    async fn event(&self) -> Event {
        let incoming = self
            .incoming
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take();
        match incoming {
            Some(incoming) => Event::Message(Box::new(incoming)),
            None => Event::Left(None),
        }
    }

    async fn tell(&self, text: Text) {
        self.answer.apologise(text.write(self.language)).await;
    }
}

/// How long this process has to handle an interaction it took.
const UPDATE_LEASE: Duration = Duration::from_secs(60);

impl Handler {
    /// A slash command: who asks, where, what, and the outbox that answers it.
    fn read_command(
        &self,
        command: &CommandInteraction,
        outbox: DiscordOutbox,
    ) -> (Actor, Place, Message, Answer) {
        let who = actor(&command.user, command.member.as_deref()).speaking(Some(&command.locale));
        // A bot's user id is its application's id; READY says it too.
        let mut me = vec![UserId::new(command.application_id.get())];
        me.extend(self.me.get().copied());
        let mut message =
            message_of(&command.data, &me).from_a_manager(manages(command.member.as_deref()));
        if message.asks_about_threads(&COMMANDS) {
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
        let answer = Answer::new(
            outbox,
            (command.id, &command.token),
            AnswerTo::Command,
            command.channel_id,
        );
        (who, here, message, answer)
    }

    /// A button: its request is judged as if the presser typed it.
    fn read_press(
        &self,
        press: &ComponentInteraction,
        outbox: DiscordOutbox,
    ) -> (Actor, Place, Message, Answer) {
        let who = actor(&press.user, press.member.as_ref()).speaking(Some(&press.locale));
        let here = place(press.channel_id, press.guild_id, press.channel.as_ref());
        let mut message = Message::request(COMMANDS.parse(&press.data.custom_id));
        if message.asks_about_threads(&COMMANDS) {
            message = message.with_threads(thread_ability(press.guild_id, press.app_permissions));
        }
        let answer = Answer::new(
            outbox,
            (press.id, &press.token),
            AnswerTo::Press(press.message.id),
            press.channel_id,
        );
        (who, here, message, answer)
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
        let options = COMMANDS
            .named(&request.data.name)
            .map_or(&[][..], |spec| spec.options);
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
                        .find_map(|o| o.value.as_i64())
                        .map(GameId);
                    self.service
                        .suggest_moves(&who, &here, game, focused.value)
                        .await
                }
                Some(OptionKind::Number { suggested: true }) => {
                    self.service.suggest_games(&who, &here).await
                }
                Some(OptionKind::Topic) => Ok(suggest_topics(focused.value)),
                _ => Ok(Vec::new()),
            }
        };
        // Suggestions cannot be deferred: late ones are not sent at all,
        // nor are none for a store that could not say (Discord then tells
        // the user that loading them failed).
        let suggestions = match tokio::time::timeout(AUTOCOMPLETE_WINDOW, suggest).await {
            Ok(Ok(suggestions)) => suggestions,
            Ok(Err(error)) => {
                tracing::warn!(%error, "Discord: no suggestions, the store could not say");
                return;
            }
            Err(_) => {
                tracing::warn!("Discord: suggestions took too long; none sent");
                return;
            }
        };
        let choices = suggestions
            .into_iter()
            .map(|s| match s.value {
                Suggested::Game(n) => AutocompleteChoice::new(s.label, n.get()),
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
