//! The values of the fixed lists options choose from, each with its label
//! in every language.

use crate::model::{ColorChoice, Language, Orientation, Theme, TournamentFormat};
use crate::perf::Perf;
use kibitz_rules::Variant;

use super::spec::Choices;
use super::values::DAYS_PER_MOVE;
use crate::i18n::Text;

/// A value to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceValue {
    /// A word.
    Word(&'static str),
    /// A number.
    Number(i64),
}

/// One choice: the value it sets, and how it is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The value.
    pub value: ChoiceValue,
    /// The label, a message in every language; `None` when the value is
    /// shown as it is.
    pub label: Option<Text>,
}

/// The clocks lichess's lobby offers, in its order: a Discord option's
/// choices (any other is written in the custom option).
const LOBBY_CLOCKS: [&str; 11] = [
    "1+0", "2+1", "3+0", "3+2", "5+0", "5+3", "10+0", "10+5", "15+10", "30+0", "30+20",
];

impl Choices {
    /// The choices, in the order they are offered.
    pub fn list(self) -> Vec<Choice> {
        let word = |value, label| Choice {
            value: ChoiceValue::Word(value),
            label: Some(label),
        };
        match self {
            Choices::Variants => Variant::ALL
                .into_iter()
                .map(|v| word(v.name(), Text::new("variant-name").arg("variant", v.name())))
                .collect(),
            Choices::Colors => ColorChoice::ALL
                .into_iter()
                .map(|c| word(c.name(), color_label(c)))
                .collect(),
            Choices::Days => DAYS_PER_MOVE
                .into_iter()
                .map(|days| Choice {
                    value: ChoiceValue::Number(i64::from(days)),
                    label: Some(Text::new("discord-choice-days").number("days", days)),
                })
                .collect(),
            Choices::Clocks => LOBBY_CLOCKS
                .into_iter()
                .map(|clock| Choice {
                    value: ChoiceValue::Word(clock),
                    label: None,
                })
                .collect(),
            Choices::Speeds => Perf::STANDARD
                .into_iter()
                .map(|perf| word(perf.name(), perf_label(perf)))
                .collect(),
            Choices::Orientations => Orientation::ALL
                .into_iter()
                .map(|o| word(o.name(), orientation_label(o)))
                .collect(),
            Choices::Themes => Theme::ALL
                .into_iter()
                .map(|t| word(t.name(), theme_label(t)))
                .collect(),
            Choices::Languages => Language::ALL
                .into_iter()
                .map(|l| word(l.code(), language_label(l)))
                .collect(),
            Choices::Offers => vec![
                word("draw", Text::new("discord-choice-draw")),
                word("takeback", Text::new("discord-choice-takeback")),
            ],
            Choices::ChatLanguages => Language::ALL
                .into_iter()
                .map(|l| word(l.code(), language_label(l)))
                .chain([word("off", Text::new("discord-choice-each-reader"))])
                .collect(),
            Choices::GamesPlaces => vec![
                word("thread", Text::new("discord-choice-games-thread")),
                word("here", Text::new("discord-choice-games-here")),
            ],
            Choices::Switch => vec![
                word("on", Text::new("discord-choice-on")),
                word("off", Text::new("discord-choice-off")),
            ],
            Choices::TournamentFormats => TournamentFormat::ALL
                .into_iter()
                .map(|f| {
                    word(
                        f.name(),
                        Text::new("tournament-format").arg("format", f.name()),
                    )
                })
                .collect(),
        }
    }
}

fn perf_label(perf: Perf) -> Text {
    Text::new("perf-name").arg("perf", perf.name())
}

fn color_label(color: ColorChoice) -> Text {
    match color {
        ColorChoice::White => Text::new("discord-choice-white"),
        ColorChoice::Black => Text::new("discord-choice-black"),
        ColorChoice::Random => Text::new("discord-choice-random"),
    }
}

fn orientation_label(orientation: Orientation) -> Text {
    match orientation {
        Orientation::Mine => Text::new("discord-choice-board-mine"),
        Orientation::SideToMove => Text::new("discord-choice-board-turn"),
        Orientation::White => Text::new("discord-choice-board-white"),
    }
}

fn theme_label(theme: Theme) -> Text {
    match theme {
        Theme::Brown => Text::new("discord-choice-theme-brown"),
        Theme::Blue => Text::new("discord-choice-theme-blue"),
        Theme::Contrast => Text::new("discord-choice-theme-contrast"),
    }
}

fn language_label(language: Language) -> Text {
    match language {
        Language::En => Text::new("discord-choice-language-en"),
        Language::Ru => Text::new("discord-choice-language-ru"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fixed_list_offers_choices_discord_can_show() {
        for choices in [
            Choices::Variants,
            Choices::Colors,
            Choices::Days,
            Choices::Orientations,
            Choices::Themes,
            Choices::Languages,
            Choices::ChatLanguages,
            Choices::GamesPlaces,
            Choices::Switch,
            Choices::TournamentFormats,
        ] {
            let list = choices.list();
            assert!((2..=25).contains(&list.len()), "{choices:?}");
        }
    }
}
