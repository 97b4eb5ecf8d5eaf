//! The games' commands: a move and its kin (`playing`), the games being
//! played (`listing`), notifications and vacations (`settings`), and the
//! commands that take nothing but a game's number, declared here; with
//! the games' table of them and which part of the games carries each out.

pub mod listing;
pub mod playing;
pub mod settings;

use kibitz_rules::Variant;

use crate::command::error::CommandError;
use crate::command::error::{cut, unexpected};
use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{
    Choices, Family, Form, GAME, OptionKind, OptionSpec, Reads, Spec, Term,
};

/// The games' commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 18] = [
    &playing::MOVE,
    &BOARD,
    &DRAW,
    &playing::RESIGN,
    &TAKEBACK,
    &ABORT,
    &MORETIME,
    &PAGE,
    &playing::PREMOVE,
    &settings::VACATION,
    &CLAIM,
    &listing::GAMES,
    &REMATCH,
    &GIF,
    &PGN,
    &FEN,
    &RULES,
    &settings::NOTIFY,
];

/// `board`: the game's board.
pub static BOARD: Spec = Spec::numbered(
    ("board", &["доска"]),
    &[GAME],
    "help-board",
    Some("telegram-command-board"),
    "discord-command-board",
);

/// `draw`: offer a draw, or accept the opponent's offer.
pub static DRAW: Spec = Spec::numbered(
    ("draw", &["ничья"]),
    &[GAME],
    "help-draw",
    Some("telegram-command-draw"),
    "discord-command-draw",
);

/// `takeback`: ask to take back the last move, or agree to the opponent's request.
pub static TAKEBACK: Spec = Spec::numbered(
    ("takeback", &["возврат"]),
    &[GAME],
    "help-takeback",
    Some("telegram-command-takeback"),
    "discord-command-takeback",
);

/// `abort`: call a game off before both sides have moved.
pub static ABORT: Spec = Spec::numbered(
    ("abort", &["прервать"]),
    &[GAME],
    "help-abort",
    None,
    "discord-command-abort",
);

/// `moretime`: give the opponent more time.
pub static MORETIME: Spec = Spec::numbered(
    ("moretime", &["время"]),
    &[GAME],
    "help-moretime",
    None,
    "discord-command-moretime",
);

/// `page`: the player's own link to the game's page, given privately.
pub static PAGE: Spec = Spec::numbered(
    ("page", &["ссылка"]),
    &[GAME],
    "help-page",
    None,
    "discord-command-page",
);

/// `claim`: a draw by threefold repetition or the fifty-move rule.
pub static CLAIM: Spec = Spec::numbered(
    ("claim", &["требую"]),
    &[GAME],
    "help-claim",
    None,
    "discord-command-claim",
);

/// `rematch`: offer or agree to the same game again, colours swapped.
pub static REMATCH: Spec = Spec::numbered(
    ("rematch", &["реванш"]),
    &[GAME],
    "help-rematch",
    None,
    "discord-command-rematch",
)
.starting_games();

/// `gif`: the game as an animation.
pub static GIF: Spec = Spec::numbered(
    ("gif", &["гиф"]),
    &[GAME],
    "help-pgn",
    None,
    "discord-command-gif",
);

/// `pgn`: the game's record, with its analysis once done.
pub static PGN: Spec = Spec::numbered(
    ("pgn", &["запись"]),
    &[GAME],
    "help-pgn",
    Some("telegram-command-pgn"),
    "discord-command-pgn",
);

/// `fen`: the game's position as text.
pub static FEN: Spec = Spec::numbered(
    ("fen", &["фен"]),
    &[GAME],
    "help-pgn",
    None,
    "discord-command-fen",
);

/// Reads `rules`.
static VARIANT_RULES: Family = Family {
    read: |spec, words| {
        Ok(Command::Rules(match words.args {
            [] => None,
            [name] => {
                Some(
                    Variant::from_name(name).ok_or_else(|| CommandError::UnexpectedWord {
                        command: spec.name,
                        word: cut(name),
                        expected: Some("a variant, for example `rules crazyhouse`"),
                    })?,
                )
            }
            [_, extra, ..] => return Err(unexpected(spec.name, extra, None)),
        }))
    },
    options: |spec, given| {
        let mut variant = None;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Variant, OptionValue::Text(text)) => {
                    variant = Some(
                        Variant::from_name(text)
                            .ok_or_else(|| unexpected(spec.name, text, None))?,
                    );
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(Command::Rules(variant))
    },
};

/// `rules`: the variants, or how one is played.
pub static RULES: Spec = Spec {
    name: "rules",
    words: &["правила"],
    alias_of: None,
    help: "help-rules",
    telegram: Some("telegram-command-rules"),
    discord: Some("discord-command-rules"),
    options: &[OptionSpec {
        name: "variant",
        description: "discord-option-rules",
        kind: OptionKind::Choice {
            choices: Choices::Variants,
            required: false,
        },
        term: Term::Variant,
    }],
    form: Form::Family {
        family: &VARIANT_RULES,
        owns: |command| matches!(command, Command::Rules(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};
