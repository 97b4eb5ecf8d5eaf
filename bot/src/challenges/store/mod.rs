//! The challenges' tables.

pub mod challenges;
pub mod seeks;
