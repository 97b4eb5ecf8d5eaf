//! A slash command's options as a platform gives them: numbers, words,
//! users and subcommands, never text to read.

/// The value of one option, as the platform gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A number.
    Number(i64),
    /// A word or text, typed or chosen.
    Text(String),
    /// A user.
    User(UserOption),
    /// A subcommand, with its own options.
    Sub(Vec<(String, OptionValue)>),
    /// True or false.
    Flag(bool),
    /// A kind of value no command takes (a role, an attachment...).
    Other,
}

/// A user given as an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UserOption {
    /// This bot itself.
    Me,
    /// Someone else, as a command mentions them (`<@123>`); the message's
    /// mentions say who.
    Mentioned(String),
}
