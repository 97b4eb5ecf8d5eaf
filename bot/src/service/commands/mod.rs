//! The one command table: every domain's rows, the challenges' first and
//! the help last, in the order menus and `help` list them. The text
//! reader, the options reader, `help`, Telegram's menu and Discord's
//! command definitions all read it.

use kibitz_rules::Variant;

use crate::command::{
    Command, Family, Form, OptionKind, OptionSpec, OptionValue, Reads, Spec, Table, Term, Topic,
};

/// Every command of every domain.
pub static COMMANDS: Table = Table::new(&[
    &crate::challenges::commands::COMMANDS,
    &crate::games::commands::COMMANDS,
    &crate::standing::commands::COMMANDS,
    &crate::analysis::commands::COMMANDS,
    &crate::puzzles::commands::COMMANDS,
    &crate::tournaments::commands::COMMANDS,
    &crate::settings::commands::COMMANDS,
    &crate::identity::commands::COMMANDS,
    &[&HELP],
]);

/// Reads `help`: `help <game>` is that game's rules.
static HELP_TOPICS: Family = Family {
    read: |_, words| match words.args {
        [] => Ok(Command::Help(None)),
        [topic, ..] => Ok(help_about(topic)),
    },
    options: |spec, given| {
        let mut asked = Command::Help(None);
        for (option, value) in given {
            match (option.term, value) {
                (Term::Topic, OptionValue::Text(text)) => asked = help_about(text),
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(asked)
    },
};

/// `help`: the commands, or how one is used.
pub static HELP: Spec = Spec {
    name: "help",
    words: &["помощь"],
    alias_of: None,
    help: "help-help",
    telegram: Some("telegram-command-help"),
    discord: Some("discord-command-help"),
    options: &[OptionSpec {
        name: "command",
        description: "discord-option-help",
        kind: OptionKind::Topic,
        term: Term::Topic,
    }],
    form: Form::Family {
        family: &HELP_TOPICS,
        owns: |command| matches!(command, Command::Help(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// What `help <word>` asks: how a game is played (`football`, as `rules
/// football`), or how a command is used (`move`, `/Move`: the table that
/// reads it names the command, or refuses a word that names none).
fn help_about(word: &str) -> Command {
    match Variant::from_name(word.trim_start_matches('/')) {
        Some(variant) => Command::Rules(Some(variant)),
        None => Command::Help(Some(Topic::new(word))),
    }
}

#[cfg(test)]
mod options_tests;
#[cfg(test)]
mod reading_tests;
