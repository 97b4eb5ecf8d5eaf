//! The commands that list: `games [mine]`, `profile [@user]`, `history
//! [@user] [variant|speed] [page N]`, `top [variant|speed] [global] [page
//! N]`; their words in any order, each at most once, or their slash options.
//! A speed (`blitz`, `correspondence`) names one of standard chess's
//! ratings; it is read before the variant names, one of which
//! (`classical`) is an old name of standard chess.

use kibitz_rules::Variant;

use crate::command::error::CommandError;
use crate::command::error::{cut, unexpected};
use crate::command::given::{OptionValue, UserOption};
use crate::command::request::Command;
use crate::command::spec::{Family, Form, OptionKind, OptionSpec, Reads, Spec, Term, VARIANT};
use crate::command::values::{Mention, Page, is_bot_name};
use crate::perf::{Finished, Perf};

/// The standing's commands, in the order menus and `help` list them.
pub static COMMANDS: [&Spec; 3] = [&PROFILE, &HISTORY, &TOP];

/// `user`: the player a command is about (the caller when not given).
const USER: OptionSpec = OptionSpec {
    name: "user",
    description: "discord-option-user",
    kind: OptionKind::User,
    term: Term::Player,
};

/// `speed`: one of standard chess's ratings.
const SPEED: OptionSpec = OptionSpec {
    name: "speed",
    description: "discord-option-speed",
    kind: OptionKind::Choice {
        choices: crate::command::spec::Choices::Speeds,
        required: false,
    },
    term: Term::Speed,
};

/// `page`: a page of a list.
const PAGE: OptionSpec = OptionSpec {
    name: "page",
    description: "discord-option-page",
    kind: OptionKind::Number { suggested: false },
    term: Term::Page,
};

/// `profile`: a player's ratings and results.
pub static PROFILE: Spec = Spec {
    name: "profile",
    words: &["профиль"],
    alias_of: None,
    help: "help-profile",
    telegram: Some("telegram-command-profile"),
    discord: Some("discord-command-profile"),
    options: &[USER],
    form: Form::Family {
        family: &PROFILES,
        owns: |command| matches!(command, Command::Profile(_)),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// `history`: a player's finished games.
pub static HISTORY: Spec = Spec {
    name: "history",
    words: &["история"],
    alias_of: None,
    help: "help-history",
    telegram: Some("telegram-command-history"),
    discord: Some("discord-command-history"),
    options: &[USER, VARIANT, SPEED, PAGE],
    form: Form::Family {
        family: &LISTINGS,
        owns: |command| matches!(command, Command::History { .. }),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// `top`: the leaderboard.
pub static TOP: Spec = Spec {
    name: "top",
    words: &["топ"],
    alias_of: None,
    help: "help-top",
    telegram: Some("telegram-command-top"),
    discord: Some("discord-command-top"),
    options: &[
        VARIANT,
        SPEED,
        OptionSpec {
            name: "global",
            description: "discord-option-global",
            kind: OptionKind::Flag,
            term: Term::Global,
        },
        PAGE,
        OptionSpec {
            name: "puzzles",
            description: "discord-option-top-puzzles",
            kind: OptionKind::Flag,
            term: Term::Puzzles,
        },
    ],
    form: Form::Family {
        family: &LISTINGS,
        owns: |command| matches!(command, Command::Top { .. } | Command::TopPuzzles { .. }),
    },
    reads: Reads::Words,
    starts_games: false,
};

/// Reads and writes `profile`.
static PROFILES: Family = Family {
    read: |spec, words| match words.args {
        [] => Ok(Command::Profile(None)),
        [word] if is_bot_name(word) => Err(CommandError::BotHasNoProfile),
        [word] => Ok(Command::Profile(Some(
            Mention::new(word).ok_or_else(|| unexpected(spec.name, word, Some("@user")))?,
        ))),
        [_, extra, ..] => Err(unexpected(spec.name, extra, None)),
    },
    options: |spec, given| {
        let mut player = None;
        for (option, value) in given {
            player = Some(player_of(spec, option, value)?);
        }
        Ok(Command::Profile(player))
    },
};

/// Reads and writes `history` and `top`.
static LISTINGS: Family = Family {
    read: |spec, words| listing(spec, words.args),
    options: |spec, given| {
        let mut player = None;
        let mut variant = None;
        let mut speed = None;
        let mut global = false;
        let mut puzzles = false;
        let mut at = Page::FIRST;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Puzzles, OptionValue::Flag(on)) => puzzles = *on,
                (Term::Player, _) => player = Some(player_of(spec, option, value)?),
                (Term::Variant, OptionValue::Text(text)) => {
                    variant = Some((
                        Variant::from_name(text)
                            .ok_or_else(|| unexpected(spec.name, text, None))?,
                        text.as_str(),
                    ));
                }
                (Term::Speed, OptionValue::Text(text)) => {
                    speed = Some((
                        Perf::speed_word(text).ok_or_else(|| unexpected(spec.name, text, None))?,
                        text.as_str(),
                    ));
                }
                (Term::Global, OptionValue::Flag(on)) => global = *on,
                (Term::Page, OptionValue::Number(n)) => at = page(&n.to_string())?,
                _ => return Err(spec.unknown(option.name)),
            }
        }
        if puzzles {
            return top_puzzles(
                spec,
                variant.map(|(_, w)| w).or(speed.map(|(_, w)| w)),
                global,
                at,
            );
        }
        let listed = Listed::of(spec.name, variant, speed)?;
        Ok(if spec == &HISTORY {
            Command::History {
                player,
                of: listed.finished(),
                page: at,
            }
        } else {
            Command::Top {
                perf: listed.ranked(),
                global,
                page: at,
            }
        })
    },
};

/// The player a user option names; the bot has no profile.
fn player_of(
    spec: &Spec,
    option: &OptionSpec,
    value: &OptionValue,
) -> Result<Mention, CommandError> {
    match value {
        OptionValue::User(UserOption::Mentioned(written)) => {
            Mention::new(written).ok_or_else(|| unexpected(spec.name, written, None))
        }
        OptionValue::User(UserOption::Me) => Err(CommandError::BotHasNoProfile),
        _ => Err(spec.unknown(option.name)),
    }
}

/// `page N`'s number.
fn page(number: &str) -> Result<Page, CommandError> {
    number
        .parse::<u32>()
        .ok()
        .and_then(Page::new)
        .ok_or_else(|| CommandError::Page(cut(number)))
}

/// What a listing lists: a variant's games, a speed of standard chess's,
/// or (neither) all.
struct Listed {
    variant: Option<Variant>,
    speed: Option<Perf>,
}

impl Listed {
    /// A variant and a speed as written; a speed goes with standard chess
    /// only.
    fn of(
        command: &'static str,
        variant: Option<(Variant, &str)>,
        speed: Option<(Perf, &str)>,
    ) -> Result<Listed, CommandError> {
        if let (Some((variant, named)), Some((_, speed))) = (variant, speed)
            && variant != Variant::Standard
        {
            return Err(CommandError::SpeedOfOtherVariant {
                command,
                variant: cut(named),
                speed: cut(speed),
            });
        }
        Ok(Listed {
            variant: variant.map(|(variant, _)| variant),
            speed: speed.map(|(speed, _)| speed),
        })
    }

    /// The games a history lists.
    fn finished(&self) -> Finished {
        match (self.speed, self.variant) {
            (Some(perf), _) => Finished::RatedAs(perf),
            (None, Some(variant)) => Finished::Variant(variant),
            (None, None) => Finished::All,
        }
    }

    /// The rating a leaderboard ranks (`None`: standard chess, at the
    /// speed most played).
    fn ranked(&self) -> Option<Perf> {
        match (self.speed, self.variant) {
            (Some(perf), _) => Some(perf),
            (None, Some(Variant::Standard) | None) => None,
            (None, Some(variant)) => Some(Perf::Variant(variant)),
        }
    }
}

/// `history [@user] [variant|speed] [page N]` and `top [variant|speed]
/// [global] [page N]`, their words in any order, each at most once.
fn listing(spec: &Spec, args: &[&str]) -> Result<Command, CommandError> {
    let name = spec.name;
    let history = spec == &HISTORY;
    let mut player: Option<Mention> = None;
    let mut variant: Option<(Variant, &str)> = None;
    let mut speed: Option<(Perf, &str)> = None;
    let mut global = false;
    let mut puzzles = false;
    let mut at: Option<Page> = None;
    let twice = |what, first: String, second: &str| CommandError::Twice {
        command: name,
        what,
        first,
        second: cut(second),
    };
    let mut words = args.iter();
    while let Some(&word) = words.next() {
        let lower = word.to_lowercase();
        if lower == "page" {
            let n = page(words.next().copied().unwrap_or_default())?;
            if let Some(first) = at {
                return Err(twice(
                    "pages",
                    first.get().to_string(),
                    &n.get().to_string(),
                ));
            }
            at = Some(n);
        } else if let Some(perf) = Perf::speed_word(word) {
            if let Some((_, first)) = speed {
                return Err(twice("speeds", cut(first), word));
            }
            speed = Some((perf, word));
        } else if let Some(v) = Variant::from_name(word) {
            if let Some((_, first)) = variant {
                return Err(twice("variants", cut(first), word));
            }
            variant = Some((v, word));
        } else if history && is_bot_name(word) {
            return Err(CommandError::BotHasNoProfile);
        } else if !history && (lower == "global" || lower == "all") {
            global = true;
        } else if !history && ["puzzles", "puzzle", "задачи"].contains(&lower.as_str()) {
            puzzles = true;
        } else if let (true, Some(mention)) = (history, Mention::new(word)) {
            if let Some(first) = &player {
                return Err(twice("players", first.as_str().to_owned(), word));
            }
            player = Some(mention);
        } else {
            let expected = if history {
                "@user, a variant or speed and page N"
            } else {
                "a variant or speed, global and page N"
            };
            return Err(unexpected(name, word, Some(expected)));
        }
    }
    let page = at.unwrap_or_default();
    if puzzles {
        return top_puzzles(
            spec,
            variant.map(|(_, w)| w).or(speed.map(|(_, w)| w)),
            global,
            page,
        );
    }
    let listed = Listed::of(name, variant, speed)?;
    Ok(if history {
        Command::History {
            player,
            of: listed.finished(),
            page,
        }
    } else {
        Command::Top {
            perf: listed.ranked(),
            global,
            page,
        }
    })
}

/// `top puzzles [global] [page N]`: refused with a variant or a speed,
/// which puzzles are not ranked by.
fn top_puzzles(
    spec: &Spec,
    rated_as: Option<&str>,
    global: bool,
    page: Page,
) -> Result<Command, CommandError> {
    match rated_as {
        Some(word) => Err(unexpected(
            spec.name,
            word,
            Some("puzzles, global and page N"),
        )),
        None => Ok(Command::TopPuzzles { global, page }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{CommandError, Mention, Page, Speed, Table};
    use crate::perf::{Finished, Perf};
    use kibitz_rules::Variant;

    /// The table of these rows alone.
    static TABLE: Table = Table::new(&[&COMMANDS]);

    /// A mention.
    fn at(written: &str) -> Option<Mention> {
        Some(Mention::new(written).expect("a mention"))
    }

    #[test]
    fn profiles_histories_and_leaderboards_take_their_words_in_any_order() {
        assert_eq!(TABLE.command("profile"), Command::Profile(None));
        assert_eq!(TABLE.command("profile @ann"), Command::Profile(at("@ann")));
        assert_eq!(
            TABLE.command("history crazyhouse page 3 <@42>"),
            Command::History {
                player: at("<@42>"),
                of: Finished::Variant(Variant::Crazyhouse),
                page: Page::new(3).expect("a page"),
            }
        );
        assert_eq!(
            TABLE.command("history blitz"),
            Command::History {
                player: None,
                of: Finished::RatedAs(Perf::Live(Speed::Blitz)),
                page: Page::FIRST,
            }
        );
        assert_eq!(
            TABLE.command("top global atomic"),
            Command::Top {
                perf: Some(Perf::Variant(Variant::Atomic)),
                global: true,
                page: Page::FIRST,
            }
        );
        assert_eq!(
            TABLE.command("top"),
            Command::Top {
                perf: None,
                global: false,
                page: Page::FIRST,
            }
        );
        assert_eq!(TABLE.command("top chess"), TABLE.command("top"));
        for (word, perf) in [
            ("bullet", Perf::Live(Speed::Bullet)),
            ("Blitz", Perf::Live(Speed::Blitz)),
            ("rapid", Perf::Live(Speed::Rapid)),
            ("classical", Perf::Live(Speed::Classical)),
            ("correspondence", Perf::Correspondence),
        ] {
            assert_eq!(
                TABLE.command(&format!("top {word} global")),
                Command::Top {
                    perf: Some(perf),
                    global: true,
                    page: Page::FIRST,
                },
                "{word}"
            );
        }
        assert_eq!(TABLE.command("top chess blitz"), TABLE.command("top blitz"));
        assert_eq!(
            TABLE.parse("top atomic blitz"),
            Err(CommandError::SpeedOfOtherVariant {
                command: "top",
                variant: "atomic".into(),
                speed: "blitz".into(),
            })
        );
        assert!(matches!(
            TABLE.parse("history blitz rapid"),
            Err(CommandError::Twice { what: "speeds", .. })
        ));
        assert_eq!(
            TABLE.parse("top page 0"),
            Err(CommandError::Page("0".into()))
        );
        assert_eq!(
            TABLE.parse("history page"),
            Err(CommandError::Page(String::new()))
        );
        assert!(matches!(
            TABLE.parse("top @ann"),
            Err(CommandError::UnexpectedWord { command: "top", .. })
        ));
        assert!(matches!(
            TABLE.parse("history @ann @bob"),
            Err(CommandError::Twice {
                what: "players",
                ..
            })
        ));
        assert_eq!(
            TABLE.parse("profile @Kibitz"),
            Err(CommandError::BotHasNoProfile)
        );
        assert_eq!(
            TABLE.parse("history bot"),
            Err(CommandError::BotHasNoProfile)
        );
    }
}
