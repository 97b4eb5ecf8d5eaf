//! What players do in a game: moves and the other game commands
//! (`commands`), resigning (`resign`), the bot's answers in games against
//! Kibitz (`against_kibitz`), and the finished game's replay (`replay`).

pub(super) mod against_kibitz;
pub(super) mod commands;
pub(super) mod replay;
pub(super) mod resign;
