//! The games' tables.

pub mod batch_updates;
pub mod boards;
pub mod games;
pub mod scene;
