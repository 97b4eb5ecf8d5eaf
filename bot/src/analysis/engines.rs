//! The engines that analyse finished games: Stockfish for chess and
//! Chess960 and Fairy-Stockfish for the lichess variants it plays, each a
//! process of its own; our own search for Immortal chess and chess
//! football, which no UCI engine plays.

use std::sync::Arc;

use kibitz_engine::uci::Uci;
use kibitz_rules::Variant;

/// An engine that analyses some variants' games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AnalysisEngine {
    /// Stockfish (Debian's `stockfish`): chess and Chess960.
    Stockfish,
    /// Fairy-Stockfish (Debian's `fairy-stockfish`): the lichess variants.
    FairyStockfish,
    /// Our own search: Immortal chess and chess football.
    Kibitz,
}

impl AnalysisEngine {
    /// The engine that analyses `variant`'s games.
    pub(crate) fn of(variant: Variant) -> AnalysisEngine {
        match variant {
            Variant::Standard | Variant::Chess960 => AnalysisEngine::Stockfish,
            Variant::Immortal | Variant::Football => AnalysisEngine::Kibitz,
            _ => AnalysisEngine::FairyStockfish,
        }
    }

    /// Its name, as results credit it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            AnalysisEngine::Stockfish => "Stockfish",
            AnalysisEngine::FairyStockfish => "Fairy-Stockfish",
            AnalysisEngine::Kibitz => "Kibitz",
        }
    }

    /// Debian's package of it, for whoever runs the bot (none for ours).
    pub(crate) fn package(self) -> &'static str {
        match self {
            AnalysisEngine::Stockfish => "stockfish",
            AnalysisEngine::FairyStockfish => "fairy-stockfish",
            AnalysisEngine::Kibitz => "",
        }
    }
}

/// What analyses one game.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Analyst<'a> {
    /// A UCI engine, at a fixed node count.
    Uci(&'a Arc<Uci>),
    /// Our own search, at a fixed depth.
    Ours,
}

/// The analysis engines this process runs.
#[derive(Clone, Debug, Default)]
pub(crate) struct Analysts {
    /// Stockfish, when installed.
    pub(crate) chess: Option<Arc<Uci>>,
    /// Fairy-Stockfish, when installed.
    pub(crate) variants: Option<Arc<Uci>>,
}

impl Analysts {
    /// Whether `engine` runs here (ours always does).
    pub(crate) fn any_of(&self, engine: AnalysisEngine) -> bool {
        match engine {
            AnalysisEngine::Stockfish => self.chess.is_some(),
            AnalysisEngine::FairyStockfish => self.variants.is_some(),
            AnalysisEngine::Kibitz => true,
        }
    }

    /// What analyses `variant`'s games here, if anything: our search for
    /// our games; the variant's engine where it runs and, once it has
    /// said which variants it plays, plays this one.
    pub(crate) fn for_variant(&self, variant: Variant) -> Option<Analyst<'_>> {
        let engine = match AnalysisEngine::of(variant) {
            AnalysisEngine::Kibitz => return Some(Analyst::Ours),
            AnalysisEngine::Stockfish => self.chess.as_ref(),
            AnalysisEngine::FairyStockfish => self.variants.as_ref(),
        }?;
        match (variant.uci_variant(), engine.known_variants()) {
            (Some(name), Some(known)) if !known.iter().any(|v| v == name) => None,
            _ => Some(Analyst::Uci(engine)),
        }
    }

    /// Whether `variant`'s games are analysed here: [`Self::for_variant`],
    /// with the engine started if it has not said yet which variants it
    /// plays (an engine that does not start is taken to play its
    /// variants: the worker tries again later and says why in the log).
    pub(crate) async fn plays(&self, variant: Variant) -> bool {
        let engine = match self.for_variant(variant) {
            Some(Analyst::Uci(engine)) => engine,
            Some(Analyst::Ours) => return true,
            None => return false,
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
    pub(crate) async fn start(&self) {
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
    fn chess_goes_to_stockfish_the_lichess_variants_to_fairy_stockfish_ours_to_our_search() {
        for variant in Variant::ALL {
            let engine = AnalysisEngine::of(variant);
            match variant {
                Variant::Standard | Variant::Chess960 => {
                    assert_eq!(engine, AnalysisEngine::Stockfish);
                }
                Variant::Immortal | Variant::Football => {
                    assert_eq!(engine, AnalysisEngine::Kibitz);
                }
                _ => {
                    assert!(variant.uci_variant().is_some(), "{variant}");
                    assert_eq!(engine, AnalysisEngine::FairyStockfish);
                }
            }
        }
        // Ours needs nothing installed.
        assert!(matches!(
            Analysts::default().for_variant(Variant::Football),
            Some(Analyst::Ours)
        ));
        assert!(Analysts::default().for_variant(Variant::Standard).is_none());
    }
}
