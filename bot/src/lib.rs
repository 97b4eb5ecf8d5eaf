//! Kibitz, the chess bot: the platform-neutral core (commands, and soon the
//! service, storage and adapters) behind the `kibitz` binary.

pub mod command;
pub mod i18n;
pub mod store;
