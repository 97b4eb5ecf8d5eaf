//! `games [mine]`: the games being played in this chat, or one's own
//! everywhere.

use crate::command::error::unexpected;
use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{Family, Form, OptionKind, OptionSpec, Reads, Spec, Term};

/// `games`: the games being played here, or one's own.
pub static GAMES: Spec = Spec {
    name: "games",
    words: &["партии"],
    alias_of: None,
    help: "help-games",
    telegram: Some("telegram-command-games"),
    discord: Some("discord-command-games"),
    options: &[OptionSpec {
        name: "mine",
        description: "discord-option-mine",
        kind: OptionKind::Flag,
        term: Term::Mine,
    }],
    form: Form::Family {
        family: &GAME_LISTS,
        owns: |command| matches!(command, Command::Games { .. }),
    },
    reads: Reads::Words,
    starts_games: false,
};
/// Reads and writes `games`.
static GAME_LISTS: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Games { mine: false }),
        [word] if word.eq_ignore_ascii_case("mine") => Ok(Command::Games { mine: true }),
        [extra, ..] => Err(unexpected(spec.name, extra, Some("mine"))),
    },
    options: |spec, given| {
        let mut mine = false;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Mine, OptionValue::Flag(on)) => mine = *on,
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(Command::Games { mine })
    },
};
