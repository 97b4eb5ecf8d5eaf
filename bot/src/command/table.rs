//! The command table: every row of every domain (each declares its own,
//! see [`Spec`]), in the order menus and `help` list them. Telegram's
//! menu, Discord's command definitions, `help`, the text reader and the
//! options reader all read it; a command is written back without it (see
//! [`super::written`]).

use super::error::CommandError;
use super::request::{Command, Topic};
use super::spec::Spec;

/// Every command, its domains' rows one after another.
#[derive(Debug)]
pub struct Table {
    domains: &'static [&'static [&'static Spec]],
}

impl Table {
    /// The table of these domains' rows, in this order.
    pub const fn new(domains: &'static [&'static [&'static Spec]]) -> Table {
        Table { domains }
    }

    /// Every row, in order.
    pub fn rows(&self) -> impl Iterator<Item = &'static Spec> + '_ {
        self.domains.iter().flat_map(|rows| rows.iter().copied())
    }

    /// The row a word names (in lower case): a row's word or one of the
    /// other words for it.
    pub fn named(&self, word: &str) -> Option<&'static Spec> {
        self.rows()
            .find(|spec| spec.name == word || spec.words.contains(&word))
    }

    /// The row whose command `spec` is: its own, or the one it is another
    /// word for.
    pub fn main(&self, spec: &'static Spec) -> &'static Spec {
        spec.alias_of
            .and_then(|main| self.named(main))
            .unwrap_or(spec)
    }

    /// The row that reads a command, if the table has it.
    pub fn row_of(&self, command: &Command) -> Option<&'static Spec> {
        self.rows().find(|spec| spec.owns(command))
    }

    /// A command as read, with the command `help` asks about named by its
    /// row's own word (`help ход` asks about `move`); refused when no row
    /// has that word.
    pub(super) fn with_topic_named(&self, mut command: Command) -> Result<Command, CommandError> {
        if let Command::Help(Some(topic)) = &mut command {
            match self.named(topic.name()) {
                Some(spec) => *topic = Topic::new(spec.name),
                None => {
                    return Err(CommandError::HelpTopic(
                        topic.name().chars().take(40).collect(),
                    ));
                }
            }
        }
        Ok(command)
    }
}

#[cfg(test)]
impl Table {
    /// The command `text` reads as, for tests (a text that does not read
    /// fails the test, naming the text and its refusal).
    pub(crate) fn command(&self, text: &str) -> Command {
        self.parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .command
    }
}
