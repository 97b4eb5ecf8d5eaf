//! The slash commands: their definitions for registration, made from the
//! one command table (names, options, choices and descriptions in English
//! and Russian), and a used command's typed options handed to the command
//! language as they are.

use crate::model::Language;
use crate::model::Platform;
use serenity::all::{
    CommandData, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, InstallationContext, InteractionContext, UserId,
};

use crate::chat::{Actor, Message};
use crate::command::{
    Choice, ChoiceValue, MAX_SET_UP_CHARS, OptionKind, OptionSpec, OptionValue, Spec, UserOption,
};
use crate::i18n::Text;
use crate::service::commands::COMMANDS;

/// Discord's code for each language the bot speaks besides English.
const LOCALES: [(Language, &str); 1] = [(Language::Ru, "ru")];

/// A command with its description in every language, and its Russian
/// word as the name Russian clients show (`/ход`, `/сдаюсь`); Discord sends
/// the command's own name whichever a user picked.
fn command(spec: &Spec, description: &Text) -> CreateCommand {
    let mut command = CreateCommand::new(spec.name).description(description.write(Language::En));
    for (language, locale) in LOCALES {
        command = command.description_localized(locale, description.write(language));
    }
    match spec.words.first() {
        Some(russian) => command.name_localized("ru", *russian),
        None => command,
    }
}

/// An option as the table describes it.
fn option(spec: &OptionSpec) -> CreateCommandOption {
    let kind = match spec.kind {
        OptionKind::User => CommandOptionType::User,
        OptionKind::Number { .. } | OptionKind::Level => CommandOptionType::Integer,
        OptionKind::Text { .. }
        | OptionKind::SetUp
        | OptionKind::Lines { .. }
        | OptionKind::Record { .. }
        | OptionKind::Topic => CommandOptionType::String,
        OptionKind::Choice { choices, .. } => match choices.list().first().map(|c| &c.value) {
            Some(ChoiceValue::Number(_)) => CommandOptionType::Integer,
            _ => CommandOptionType::String,
        },
        OptionKind::Sub(_) => CommandOptionType::SubCommand,
        OptionKind::Flag => CommandOptionType::Boolean,
    };
    let description = Text::new(spec.description);
    let mut option =
        CreateCommandOption::new(kind, spec.name, description.write(Language::En)).required(false);
    for (language, locale) in LOCALES {
        option = option.description_localized(locale, description.write(language));
    }
    match spec.kind {
        OptionKind::User | OptionKind::Flag => option,
        OptionKind::Number { suggested } => option.min_int_value(1).set_autocomplete(suggested),
        OptionKind::Level => option.min_int_value(1).max_int_value(8),
        OptionKind::Text { max } => option.required(true).max_length(max).set_autocomplete(true),
        OptionKind::SetUp => option.max_length(u16::try_from(MAX_SET_UP_CHARS).unwrap_or(u16::MAX)),
        OptionKind::Lines { max } | OptionKind::Record { max } => option.max_length(max),
        OptionKind::Topic => option.max_length(32).set_autocomplete(true),
        OptionKind::Choice { choices, required } => choices
            .list()
            .into_iter()
            .fold(option.required(required), with_choice),
        OptionKind::Sub(inner) => inner.iter().fold(option, |option, spec| {
            option.add_sub_option(self::option(spec))
        }),
    }
}

/// Adds a choice, its label in every language.
fn with_choice(option: CreateCommandOption, choice: Choice) -> CreateCommandOption {
    let Some(label) = choice.label else {
        return match choice.value {
            ChoiceValue::Word(word) => option.add_string_choice(word, word),
            ChoiceValue::Number(n) => option.add_int_choice(n.to_string(), n as i32),
        };
    };
    let localized = LOCALES.map(|(language, locale)| (locale, label.write(language)));
    let name = label.write(Language::En);
    match choice.value {
        ChoiceValue::Word(word) => option.add_string_choice_localized(name, word, localized),
        ChoiceValue::Number(n) => {
            option.add_int_choice_localized(name, i32::try_from(n).unwrap_or(i32::MAX), localized)
        }
    }
}

/// Where a command may be used: every command in a server and in the
/// direct chat with the bot (where challenges of the other platform and
/// seeks of the lobby are answered, and games sought are played). Never in
/// other direct messages or group chats, where the bot cannot post.
fn contexts(_: &Spec) -> Vec<InteractionContext> {
    vec![InteractionContext::Guild, InteractionContext::BotDm]
}

/// Every slash command, as registered at start-up: installed with the bot
/// in servers (not to users' accounts), each with where it may be used.
pub fn definitions() -> Vec<CreateCommand> {
    COMMANDS
        .rows()
        .filter_map(|spec| {
            let description = Text::new(spec.discord?);
            let command = command(spec, &description)
                .integration_types(vec![InstallationContext::Guild])
                .contexts(contexts(spec));
            Some(spec.options.iter().fold(command, |command, option_spec| {
                command.add_option(option(option_spec))
            }))
        })
        .collect()
}

/// A used slash command as a message to the service: its options, typed,
/// become the request; a user option is this bot (one of the ids `me`)
/// or a mention `<@id>` resolved to that user, or to another bot.
pub fn message_of(data: &CommandData, me: &[UserId]) -> Message {
    let mut mentions = Vec::new();
    let options = options_of(&data.options, data, me, &mut mentions);
    mentions.into_iter().fold(
        Message::request(COMMANDS.from_options(&data.name, &options)),
        |message, (written, user): (String, Option<Actor>)| match user {
            Some(user) => message.mentioning(written, user),
            None => message.mentioning_other_bot(written),
        },
    )
}

/// The options of a command or subcommand, typed; the users named are
/// collected in `mentions` (`None` for another bot).
fn options_of(
    options: &[CommandDataOption],
    data: &CommandData,
    me: &[UserId],
    mentions: &mut Vec<(String, Option<Actor>)>,
) -> Vec<(String, OptionValue)> {
    options
        .iter()
        .map(|option| {
            let value = match &option.value {
                CommandDataOptionValue::User(id) if me.contains(id) => {
                    OptionValue::User(UserOption::Me)
                }
                CommandDataOptionValue::User(id) => {
                    let written =
                        crate::chat::mention_on(Platform::Discord, &id.to_string(), "", None);
                    // A user Discord did not resolve is taken as a person,
                    // known by id.
                    let person = match data.resolved.users.get(id) {
                        Some(user) if user.bot => None,
                        Some(user) => {
                            // As the invoker's: the server nickname first.
                            let name = data
                                .resolved
                                .members
                                .get(id)
                                .and_then(|member| member.nick.clone())
                                .or_else(|| user.global_name.clone())
                                .unwrap_or_else(|| user.name.clone());
                            Some(
                                Actor::new(Platform::Discord, id.to_string(), name)
                                    .known_as(Some(&user.name)),
                            )
                        }
                        None => Some(Actor::new(
                            Platform::Discord,
                            id.to_string(),
                            id.to_string(),
                        )),
                    };
                    mentions.push((written.clone(), person));
                    OptionValue::User(UserOption::Mentioned(written))
                }
                CommandDataOptionValue::Integer(n) => OptionValue::Number(*n),
                CommandDataOptionValue::Boolean(on) => OptionValue::Flag(*on),
                CommandDataOptionValue::String(text)
                | CommandDataOptionValue::Autocomplete { value: text, .. } => {
                    OptionValue::Text(text.clone())
                }
                CommandDataOptionValue::SubCommand(inner)
                | CommandDataOptionValue::SubCommandGroup(inner) => {
                    OptionValue::Sub(options_of(inner, data, me, mentions))
                }
                _ => OptionValue::Other,
            };
            (option.name.clone(), value)
        })
        .collect()
}

/// Registers every command (in `guild` alone when one is given, where they
/// show at once; else globally): Discord's answer, the commands it holds.
pub(super) async fn register(
    http: &serenity::all::Http,
    guild: Option<serenity::all::GuildId>,
) -> serenity::Result<Vec<serenity::all::Command>> {
    match guild {
        Some(guild) => guild.set_commands(http, definitions()).await,
        None => serenity::all::Command::set_global_commands(http, definitions()).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_offered_in_servers_and_the_bots_direct_chat_only() {
        let json = serde_json::to_value(definitions()).expect("commands serialize");
        for command in json.as_array().expect("a list") {
            let name = command["name"].as_str().expect("a name");
            assert_eq!(
                command["integration_types"],
                serde_json::json!([0]),
                "{name}"
            );
            assert_eq!(command["contexts"], serde_json::json!([0, 1]), "{name}");
        }
    }

    #[test]
    fn every_command_has_descriptions_within_discord_limits() {
        let all = definitions();
        assert_eq!(all.len(), 40);
        let json = serde_json::to_value(&all).expect("commands serialize");
        for command in json.as_array().expect("a list") {
            let description = command["description"].as_str().expect("a description");
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{command}"
            );
            let ru = command["description_localizations"]["ru"]
                .as_str()
                .expect("a Russian description");
            assert!((1..=100).contains(&ru.chars().count()), "{command}");
            let name = command["name"].as_str().expect("a name");
            // The Russian name is a word the parser knows as the same
            // command, and one Discord takes: 1-32 lower-case letters.
            let russian = command["name_localizations"]["ru"]
                .as_str()
                .expect("a Russian name");
            assert!((1..=32).contains(&russian.chars().count()), "{russian}");
            assert!(
                russian
                    .chars()
                    .all(|c| c.is_alphabetic() && !c.is_uppercase()),
                "{russian}"
            );
            assert_eq!(
                COMMANDS.named(russian).map(|spec| spec.name),
                COMMANDS.named(name).map(|spec| spec.name)
            );
            // Every slash command is a word the core parser knows; some need
            // arguments, so only an unknown command is a failure here.
            assert!(
                !matches!(
                    COMMANDS.parse(name),
                    Err(crate::command::CommandError::Unknown { .. })
                ),
                "{name}"
            );
            for option in command["options"].as_array().into_iter().flatten() {
                let text = option["description"]
                    .as_str()
                    .expect("an option description");
                assert!((1..=100).contains(&text.chars().count()), "{option}");
                assert!(option["choices"].as_array().is_none_or(|c| c.len() <= 25));
            }
        }
    }

    use proptest::prelude::*;
    use serde_json::{Value, json};

    /// A value for an option of Discord type `kind`, often an odd one.
    fn any_value(kind: u64) -> BoxedStrategy<Value> {
        match kind {
            4 => prop_oneof![
                any::<i64>().prop_map(|n| json!(n)),
                (0i64..40).prop_map(|n| json!(n))
            ]
            .boxed(),
            5 => any::<bool>().prop_map(|b| json!(b)).boxed(),
            6 => prop_oneof![
                any::<u64>().prop_map(|n| json!(n.to_string())),
                Just(json!("4000000000000042")),
                Just(json!("41")),
            ]
            .boxed(),
            10 => any::<f64>().prop_map(|n| json!(n)).boxed(),
            _ => prop_oneof![
                "\\PC{0,40}",
                "[a-h][1-8]|[NBRQK][a-h][1-8]|#[0-9]{1,25}|@[a-z]{0,8}"
            ]
            .prop_map(|t| json!(t))
            .boxed(),
        }
    }

    /// A used slash command as Discord could send it: one of ours with
    /// any of its options (sub-commands included) given any values, or
    /// options it does not have.
    fn any_command_data() -> impl Strategy<Value = Value> {
        let defined = serde_json::to_value(definitions()).expect("commands serialize");
        let commands: Vec<Value> = defined.as_array().expect("a list").clone();
        (proptest::sample::select(commands), any::<u64>(), proptest::collection::vec((any::<prop::sample::Index>(), any::<bool>()), 0..5))
            .prop_flat_map(|(command, _, picks)| {
                let offered: Vec<Value> = command["options"].as_array().cloned().unwrap_or_default();
                let chosen: Vec<(Value, bool)> = picks
                    .into_iter()
                    .filter(|_| !offered.is_empty())
                    .map(|(index, stray)| (index.get(&offered).clone(), stray))
                    .collect();
                let options: Vec<BoxedStrategy<Value>> = chosen
                    .into_iter()
                    .map(|(option, stray)| {
                        let name = option["name"].as_str().unwrap_or("x").to_owned();
                        let kind = option["type"].as_u64().unwrap_or(3);
                        if kind == 1 {
                            // A sub-command with options of its own.
                            let inner: Vec<Value> = option["options"].as_array().cloned().unwrap_or_default();
                            let values: Vec<BoxedStrategy<Value>> = inner
                                .into_iter()
                                .map(|o| {
                                    let n = o["name"].as_str().unwrap_or("x").to_owned();
                                    let k = o["type"].as_u64().unwrap_or(3);
                                    any_value(k).prop_map(move |v| json!({"name": n, "type": k, "value": v})).boxed()
                                })
                                .collect();
                            values
                                .prop_map(move |opts| json!({"name": name, "type": 1, "options": opts}))
                                .boxed()
                        } else if stray {
                            any_value(3).prop_map(move |v| json!({"name": format!("{name}x"), "type": 3, "value": v})).boxed()
                        } else {
                            any_value(kind).prop_map(move |v| json!({"name": name, "type": kind, "value": v})).boxed()
                        }
                    })
                    .collect();
                let name = command["name"].clone();
                options.prop_map(move |options| {
                    let users: serde_json::Map<String, Value> = options
                        .iter()
                        .filter(|o| o["type"] == 6)
                        .filter_map(|o| o["value"].as_str())
                        .map(|id| {
                            (id.to_owned(), json!({"id": id, "username": "u", "discriminator": "0",
                                                   "global_name": null, "avatar": null}))
                        })
                        .collect();
                    json!({"id": "1100", "name": name, "type": 1, "options": options,
                           "resolved": {"users": users}})
                })
            })
    }

    proptest! {
        #![proptest_config(crate::fuzzing::config())]

        /// Any slash command Discord could send is read without panicking,
        /// and what it asks is done or refused specifically.
        #[test]
        fn fuzz_any_slash_command_is_read_or_refused_specifically(data in any_command_data()) {
            let Ok(data) = serde_json::from_str::<CommandData>(&data.to_string()) else {
                return Ok(());
            };
            let message = message_of(&data, &[UserId::new(4_000_000_000_000_042)]);
            if let Err(error) = message.read(&COMMANDS) {
                crate::fuzzing::assert_specific(&error.text())?;
            }
        }
    }
}
