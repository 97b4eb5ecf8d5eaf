//! Kibitz, a chess bot for Discord and Telegram: the command language, the
//! messages in every language, the service that holds the bot's rules, the
//! store, and the chat adapters.

pub mod adapters;
pub mod analysis;
pub mod challenges;
pub mod chat;
pub mod clock;
pub mod command;
pub mod context;
pub mod games;
pub mod i18n;
pub mod identity;
pub mod model;
pub mod openings;
pub mod perf;
pub mod puzzles;
pub mod rating;
pub mod service;
pub mod settings;
pub mod standing;
pub mod store;
pub mod telemetry;
pub mod tournaments;

/// Property-based fuzzing of what comes from outside: how many cases each
/// property tries. A short run in `cargo test`; a long one with
/// `PROPTEST_CASES=50000 cargo test --release -p kibitz --lib fuzz`.
#[cfg(test)]
pub(crate) mod fuzzing {
    use proptest::test_runner::Config;

    /// The configuration of a fuzzing property: proptest's own (256
    /// cases, or `PROPTEST_CASES`), with no failure files written.
    pub fn config() -> Config {
        Config {
            failure_persistence: None,
            ..Config::default()
        }
    }

    /// Checks that a refusal says specifically what was wrong: a message
    /// with every placeholder filled, in every language.
    pub fn assert_specific(
        text: &crate::i18n::Text,
    ) -> Result<(), proptest::test_runner::TestCaseError> {
        for language in crate::model::Language::ALL {
            let written = text
                .check(language)
                .map_err(proptest::test_runner::TestCaseError::fail)?;
            proptest::prop_assert!(!written.trim().is_empty(), "an empty refusal");
            proptest::prop_assert!(
                !written.contains("Something went wrong on my side"),
                "a generic refusal: {}",
                written
            );
        }
        Ok(())
    }
}
