//! The analyses' tables.

pub mod analyses;
pub mod imports;
