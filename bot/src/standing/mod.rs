//! A community's standing: ratings, results, histories, leaderboards.

pub mod profiles;
pub mod store;
