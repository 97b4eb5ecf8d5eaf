//! What players do in a game: moves and the other game commands
//! (`commands`), resigning (`resign`), the bot's answers in games against
//! Kibitz (`against_kibitz`), and the finished game's replay (`replay`).

pub mod against_kibitz;
pub mod commands;
pub mod replay;
pub mod resign;
