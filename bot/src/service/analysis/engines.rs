//! The engines that analyse finished games, each a process of its own:
//! Stockfish for chess and Chess960, Fairy-Stockfish for the lichess
//! variants it plays.

use std::sync::Arc;

use kibitz_engine::uci::Uci;
use kibitz_rules::Variant;

/// An engine that analyses some variants' games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::service) enum AnalysisEngine {
    /// Stockfish (Debian's `stockfish`): chess and Chess960.
    Stockfish,
    /// Fairy-Stockfish (Debian's `fairy-stockfish`): the lichess variants.
    FairyStockfish,
}

impl AnalysisEngine {
    /// The engine that analyses `variant`'s games; `None` for our own
    /// games, which no UCI engine plays.
    pub(in crate::service) fn of(variant: Variant) -> Option<AnalysisEngine> {
        match variant {
            Variant::Standard | Variant::Chess960 => Some(AnalysisEngine::Stockfish),
            Variant::Immortal | Variant::Football => None,
            _ => Some(AnalysisEngine::FairyStockfish),
        }
    }

    /// Its name, as results credit it.
    pub(in crate::service) fn name(self) -> &'static str {
        match self {
            AnalysisEngine::Stockfish => "Stockfish",
            AnalysisEngine::FairyStockfish => "Fairy-Stockfish",
        }
    }

    /// Debian's package of it, for whoever runs the bot.
    pub(in crate::service) fn package(self) -> &'static str {
        match self {
            AnalysisEngine::Stockfish => "stockfish",
            AnalysisEngine::FairyStockfish => "fairy-stockfish",
        }
    }
}

/// The analysis engines this process runs.
#[derive(Clone, Debug, Default)]
pub(in crate::service) struct Analysts {
    /// Stockfish, when installed.
    pub(in crate::service) chess: Option<Arc<Uci>>,
    /// Fairy-Stockfish, when installed.
    pub(in crate::service) variants: Option<Arc<Uci>>,
}

impl Analysts {
    /// Whether `engine` runs here.
    pub(in crate::service) fn any_of(&self, engine: AnalysisEngine) -> bool {
        match engine {
            AnalysisEngine::Stockfish => self.chess.is_some(),
            AnalysisEngine::FairyStockfish => self.variants.is_some(),
        }
    }

    /// Whether any engine analyses here.
    pub(in crate::service) fn any(&self) -> bool {
        self.chess.is_some() || self.variants.is_some()
    }

    /// The engine that analyses `variant`'s games, if there is one here
    /// and, once it has said which variants it plays, it plays this one.
    pub(in crate::service) fn for_variant(&self, variant: Variant) -> Option<&Arc<Uci>> {
        let engine = match AnalysisEngine::of(variant)? {
            AnalysisEngine::Stockfish => self.chess.as_ref(),
            AnalysisEngine::FairyStockfish => self.variants.as_ref(),
        }?;
        match (variant.uci_variant(), engine.known_variants()) {
            (Some(name), Some(known)) if !known.iter().any(|v| v == name) => None,
            _ => Some(engine),
        }
    }

    /// Whether `variant`'s games are analysed here: [`Self::for_variant`],
    /// with the engine started if it has not said yet which variants it
    /// plays (an engine that does not start is taken to play its
    /// variants: the worker tries again later and says why in the log).
    pub(in crate::service) async fn plays(&self, variant: Variant) -> bool {
        let Some(engine) = self.for_variant(variant) else {
            return false;
        };
        let Some(name) = variant.uci_variant() else {
            return true;
        };
        match engine.variants().await {
            Ok(known) => known.iter().any(|v| v == name),
            Err(error) => {
                tracing::warn!(%error, "an analysis engine does not start");
                true
            }
        }
    }

    /// Starts the engines, so that what each plays is known before anyone
    /// asks (a board offers analysis only where it can be had).
    pub(in crate::service) async fn start(&self) {
        for engine in [&self.chess, &self.variants].into_iter().flatten() {
            match engine.variants().await {
                Ok(variants) => tracing::info!(
                    engine = %engine.path().display(),
                    variants = variants.join(" "),
                    "an analysis engine is ready"
                ),
                Err(error) => tracing::warn!(%error, "an analysis engine does not start"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_goes_to_stockfish_the_lichess_variants_to_fairy_stockfish_ours_to_none() {
        assert_eq!(
            AnalysisEngine::of(Variant::Chess960),
            Some(AnalysisEngine::Stockfish)
        );
        for variant in Variant::ALL {
            let engine = AnalysisEngine::of(variant);
            match variant {
                Variant::Standard | Variant::Chess960 => {
                    assert_eq!(engine, Some(AnalysisEngine::Stockfish));
                }
                Variant::Immortal | Variant::Football => assert_eq!(engine, None),
                _ => {
                    assert!(variant.uci_variant().is_some(), "{variant}");
                    assert_eq!(engine, Some(AnalysisEngine::FairyStockfish));
                }
            }
        }
    }
}
