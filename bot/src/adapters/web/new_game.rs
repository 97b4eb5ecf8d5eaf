//! The terms the Mini App's home offers for a game against the bot, each
//! as the chat's `play bot` command reads it, with its label.

use crate::i18n::Text;
use kibitz_rules::Variant;

/// The games the home offers against the bot: each variant, as `play bot`
/// names it, with its name in the reader's language.
pub(super) fn variants() -> Vec<(&'static str, Text)> {
    Variant::ALL
        .into_iter()
        .map(|variant| {
            (
                variant.name(),
                Text::new("variant-name").arg("variant", variant.name()),
            )
        })
        .collect()
}

/// The times the home offers, as `play bot` reads them: none, days a move,
/// or a live clock.
pub(super) fn times() -> Vec<(&'static str, Text)> {
    let live = |clock: &'static str, speed: &'static str| {
        (
            clock,
            Text::new("site-time-live")
                .arg("clock", clock)
                .text("speed", Text::new("perf-name").arg("perf", speed)),
        )
    };
    vec![
        ("unlimited", Text::new("site-time-unlimited")),
        ("days 1", Text::new("site-time-days").number("days", 1)),
        ("days 3", Text::new("site-time-days").number("days", 3)),
        live("3+2", "blitz"),
        live("5+3", "blitz"),
        live("10+5", "rapid"),
        live("15+10", "rapid"),
    ]
}

/// The colours the home offers.
pub(super) fn colors() -> Vec<(&'static str, Text)> {
    vec![
        ("random", Text::new("site-color-random")),
        ("white", Text::new("site-color-white")),
        ("black", Text::new("site-color-black")),
    ]
}
