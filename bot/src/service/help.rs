//! `help`: the commands, listed from the table of every domain's rows, or
//! how one is used; its own row, which reads `help <word>`.

use crate::chat::Reply;
use crate::command::{Spec, Topic};
use crate::context::Ctx;
use crate::i18n::Text;
use crate::service::Service;
use crate::service::commands::{COMMANDS, HELP};

/// Commands the overview leaves out, to stay one message (Discord's 2,000
/// characters), each used once if ever: `forget`, which its own `help
/// forget`, Discord's command list and the pages' `/privacy` tell of;
/// `link` and `unlink`, which `help link`, `help profile` and the command
/// lists tell of.
const NOT_IN_OVERVIEW: [&str; 3] = ["forget", "link", "unlink"];

/// `help`'s list of the commands, made from the command table: each one
/// (other words for one aside) with its Russian word and what it does;
/// commands `help` explains together share the first one's line
/// (`/accept, /decline, /cancel`), so that the list fits one message.
fn overview(ctx: &Ctx<'_>) -> String {
    let mut groups: Vec<(&'static Spec, Vec<&'static str>)> = Vec::new();
    for spec in COMMANDS.rows() {
        if spec.alias_of.is_some()
            || spec.discord.or(spec.telegram).is_none()
            || NOT_IN_OVERVIEW.contains(&spec.name)
        {
            continue;
        }
        match groups.iter_mut().find(|(first, _)| first.help == spec.help) {
            Some((_, also)) => also.push(spec.name),
            None => groups.push((spec, Vec::new())),
        }
    }
    let lines = groups.into_iter().filter_map(|(spec, also)| {
        let does = match group_description(spec.help).filter(|_| !also.is_empty()) {
            Some(text) => ctx.say(text),
            None => ctx.say(Text::new(spec.discord.or(spec.telegram)?)),
        };
        Some(
            ctx.say(
                Text::new("help-overview-line")
                    .arg("name", spec.name)
                    .arg("word", spec.words.first().copied().unwrap_or(spec.name))
                    .arg(
                        "also",
                        also.iter()
                            .map(|name| format!(", /{name}"))
                            .collect::<String>(),
                    )
                    .arg("description", does),
            ),
        )
    });
    std::iter::once(ctx.say(Text::new("help-overview")))
        .chain(lines)
        .chain([
            ctx.say(Text::new("help-overview-games")),
            ctx.say(Text::new("help-overview-end")),
        ])
        .collect::<Vec<_>>()
        .join("\n")
}

/// What the commands `help` explains together do, for their shared line
/// in the overview.
fn group_description(help: &str) -> Option<Text> {
    match help {
        "help-accept" => Some(Text::new("help-overview-accept")),
        "help-pgn" => Some(Text::new("help-overview-pgn")),
        "help-join" => Some(Text::new("help-overview-join")),
        "help-standings" => Some(Text::new("help-overview-standings")),
        _ => None,
    }
}

impl Service {
    /// `help` and `help <command>`.
    pub(crate) fn help(&self, ctx: &Ctx<'_>, topic: Option<Topic>) -> Reply {
        let direct_start = ctx.direct && topic.is_none();
        let text = match topic {
            None => overview(ctx),
            Some(topic) => {
                let spec = COMMANDS.named(topic.name()).unwrap_or(&HELP);
                ctx.say(Text::new(spec.help))
            }
        };
        // A direct chat begins with it (Telegram's Start): say hello first.
        if direct_start {
            return Reply::info(format!("{}\n\n{text}", ctx.say(Text::new("welcome"))));
        }
        Reply::info(text)
    }
}
