//! The analyses' tables.

pub mod analyses;
pub mod imports;

/// The analyses' tables: the queue of analyses and the games pasted to be analysed.
#[derive(Clone, Debug)]
pub struct AnalysisStore {
    store: crate::store::Store,
}

impl AnalysisStore {
    /// The tables on `store`.
    pub fn new(store: crate::store::Store) -> AnalysisStore {
        AnalysisStore { store }
    }
}
