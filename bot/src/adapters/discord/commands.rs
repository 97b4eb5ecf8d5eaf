//! The slash commands: their definitions for registration (names, options,
//! choices and descriptions in English and Russian), and a used command
//! back into the text of the command language, which the service reads as
//! it reads any chat message.

use kibitz_rules::Variant;
use serenity::all::{
    CommandData, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, UserId,
};

use crate::chat::{Actor, Message, Platform};
use crate::command::DAYS_PER_MOVE;
use crate::i18n::{Language, Text};

/// Discord's code for each language the bot speaks besides English.
const LOCALES: [(Language, &str); 1] = [(Language::Ru, "ru")];

/// The commands that act on one game, and take an optional `game`.
const GAME_COMMANDS: [(&str, &str); 9] = [
    ("board", "discord-command-board"),
    ("draw", "discord-command-draw"),
    ("resign", "discord-command-resign"),
    ("takeback", "discord-command-takeback"),
    ("abort", "discord-command-abort"),
    ("claim", "discord-command-claim"),
    ("pgn", "discord-command-pgn"),
    ("fen", "discord-command-fen"),
    ("games", "discord-command-games"),
];

/// A command with its description (message `id`) in every language.
fn command(name: &str, id: &'static str) -> CreateCommand {
    let mut command = CreateCommand::new(name).description(Text::new(id).write(Language::En));
    for (language, locale) in LOCALES {
        command = command.description_localized(locale, Text::new(id).write(language));
    }
    command
}

/// An option with its description (message `id`) in every language.
fn option(kind: CommandOptionType, name: &str, id: &'static str) -> CreateCommandOption {
    let mut option =
        CreateCommandOption::new(kind, name, Text::new(id).write(Language::En)).required(false);
    for (language, locale) in LOCALES {
        option = option.description_localized(locale, Text::new(id).write(language));
    }
    option
}

/// A string choice whose name is a message in every language.
fn choice(option: CreateCommandOption, text: Text, value: &str) -> CreateCommandOption {
    let localized = LOCALES.map(|(language, locale)| (locale, text.write(language)));
    option.add_string_choice_localized(text.write(Language::En), value, localized)
}

/// `game`: one of the user's games here, suggested as they type.
fn game_option() -> CreateCommandOption {
    option(CommandOptionType::Integer, "game", "discord-option-game")
        .min_int_value(1)
        .set_autocomplete(true)
}

fn variant_option(id: &'static str) -> CreateCommandOption {
    Variant::ALL.into_iter().fold(
        option(CommandOptionType::String, "variant", id),
        |option, variant| {
            choice(
                option,
                Text::new("variant-name").arg("variant", variant.name()),
                variant.name(),
            )
        },
    )
}

fn challenge_command() -> CreateCommand {
    let color = [
        ("white", "discord-choice-white"),
        ("black", "discord-choice-black"),
        ("random", "discord-choice-random"),
    ]
    .into_iter()
    .fold(
        option(CommandOptionType::String, "color", "discord-option-color"),
        |o, (value, id)| choice(o, Text::new(id), value),
    );
    let days = DAYS_PER_MOVE.into_iter().fold(
        option(CommandOptionType::Integer, "days", "discord-option-days"),
        |option, days| {
            let text = Text::new("discord-choice-days").number("days", f64::from(days));
            let localized = LOCALES.map(|(language, locale)| (locale, text.write(language)));
            option.add_int_choice_localized(text.write(Language::En), i32::from(days), localized)
        },
    );
    command("challenge", "discord-command-challenge")
        .add_option(option(
            CommandOptionType::User,
            "opponent",
            "discord-option-opponent",
        ))
        .add_option(variant_option("discord-option-variant"))
        .add_option(color)
        .add_option(days)
        .add_option(
            option(CommandOptionType::Integer, "level", "discord-option-level")
                .min_int_value(1)
                .max_int_value(8),
        )
}

fn set_command() -> CreateCommand {
    let sub = |name: &str, id: &'static str, values: &[(&str, Text)]| {
        let value = values.iter().fold(
            option(CommandOptionType::String, "value", id).required(true),
            |o, (value, text)| choice(o, text.clone(), value),
        );
        option(CommandOptionType::SubCommand, name, id).add_sub_option(value)
    };
    let word = Text::new;
    command("set", "discord-command-set")
        .add_option(sub(
            "board",
            "discord-option-set-board",
            &[
                ("mine", word("discord-choice-board-mine")),
                ("turn", word("discord-choice-board-turn")),
                ("white", word("discord-choice-board-white")),
            ],
        ))
        .add_option(sub(
            "theme",
            "discord-option-set-theme",
            &[
                ("brown", word("discord-choice-theme-brown")),
                ("blue", word("discord-choice-theme-blue")),
                ("contrast", word("discord-choice-theme-contrast")),
            ],
        ))
        .add_option(sub(
            "language",
            "discord-option-set-language",
            &[
                ("en", word("discord-choice-language-en")),
                ("ru", word("discord-choice-language-ru")),
            ],
        ))
}

fn notify_command() -> CreateCommand {
    let sub = |name: &str, id: &'static str| {
        let value = option(CommandOptionType::String, "value", id).required(true);
        let value = choice(value, Text::new("discord-choice-on"), "on");
        let value = choice(value, Text::new("discord-choice-off"), "off");
        option(CommandOptionType::SubCommand, name, id).add_sub_option(value)
    };
    command("notify", "discord-command-notify")
        .add_option(sub("dm", "discord-option-notify-dm"))
        .add_option(sub("digest", "discord-option-notify-digest"))
}

/// Every slash command, as registered at start-up.
pub fn definitions() -> Vec<CreateCommand> {
    let mut all = vec![challenge_command()];
    for (name, id) in [
        ("accept", "discord-command-accept"),
        ("decline", "discord-command-decline"),
        ("cancel", "discord-command-cancel"),
    ] {
        all.push(
            command(name, id).add_option(
                option(
                    CommandOptionType::Integer,
                    "challenge",
                    "discord-option-challenge",
                )
                .min_int_value(1),
            ),
        );
    }
    all.push(
        command("move", "discord-command-move")
            .add_option(
                option(CommandOptionType::String, "move", "discord-option-move")
                    .required(true)
                    .max_length(40)
                    .set_autocomplete(true),
            )
            .add_option(game_option()),
    );
    for (name, id) in GAME_COMMANDS {
        let command = command(name, id);
        all.push(if name == "games" {
            command
        } else {
            command.add_option(game_option())
        });
    }
    // Every command has help; `play` is another word for `challenge`.
    let topics = crate::command::COMMAND_WORDS
        .into_iter()
        .filter(|word| *word != "play");
    all.push(
        command("help", "discord-command-help").add_option(topics.fold(
            option(CommandOptionType::String, "command", "discord-option-help"),
            |o, topic| o.add_string_choice(topic, topic),
        )),
    );
    all.push(
        command("rules", "discord-command-rules")
            .add_option(variant_option("discord-option-rules")),
    );
    all.push(set_command());
    all.push(notify_command());
    all
}

/// A used slash command as the message a user would have typed: `/move
/// move:Nf3 game:12` is `move Nf3 #12`; a user option is the mention
/// `<@id>`, resolved to that user, or the word `bot` when it is this bot
/// (one of the ids `me`); another bot's mention is marked as a bot's.
pub fn message_of(data: &CommandData, me: &[UserId]) -> Message {
    let mut words = vec![data.name.clone()];
    let mut message = Message::default();
    push_options(&data.options, data, me, &mut words, &mut message);
    message.text = words.join(" ");
    message
}

fn push_options(
    options: &[CommandDataOption],
    data: &CommandData,
    me: &[UserId],
    words: &mut Vec<String>,
    message: &mut Message,
) {
    for option in options {
        match &option.value {
            CommandDataOptionValue::User(id) if me.contains(id) => {
                words.push("bot".to_owned());
            }
            CommandDataOptionValue::User(id) => {
                let written = format!("<@{id}>");
                let user = data.resolved.users.get(id);
                if user.is_some_and(|u| u.bot) {
                    message.bots.push(written.clone());
                } else {
                    let name = user.map_or_else(
                        || id.to_string(),
                        |user| {
                            user.global_name
                                .clone()
                                .unwrap_or_else(|| user.name.clone())
                        },
                    );
                    message.mentions.push((
                        written.clone(),
                        Actor::new(Platform::Discord, id.to_string(), name),
                    ));
                }
                words.push(written);
            }
            CommandDataOptionValue::Integer(n) => match option.name.as_str() {
                "game" | "challenge" => words.push(format!("#{n}")),
                "days" => words.push(format!("days {n}")),
                "level" => words.push(format!("level {n}")),
                _ => words.push(n.to_string()),
            },
            CommandDataOptionValue::String(text)
            | CommandDataOptionValue::Autocomplete { value: text, .. } => {
                words.push(text.clone());
            }
            CommandDataOptionValue::SubCommand(inner)
            | CommandDataOptionValue::SubCommandGroup(inner) => {
                words.push(option.name.clone());
                push_options(inner, data, me, words, message);
            }
            other => words.push(format!("{other:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_descriptions_within_discord_limits() {
        let all = definitions();
        assert_eq!(all.len(), 18);
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
            // Every slash command is a word the core parser knows; some need
            // arguments, so only an unknown command is a failure here.
            assert!(
                !matches!(
                    crate::command::parse(name),
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
}
