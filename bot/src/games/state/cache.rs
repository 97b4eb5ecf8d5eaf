//! Games rebuilt from their rows, kept by id so that a move need not
//! replay the whole game from its start (a few microseconds a ply: parse,
//! legality, notation, repetition keys).
//!
//! A game is a pure function of its row's variant, start, moves and
//! status, and an entry is used only when all four are exactly the row's:
//! a game changed by another process (or by anything else) is rebuilt
//! afresh, never taken from an older entry. So the cache needs no
//! invalidation and holds nothing another process would need; whether a
//! change may be written is still decided by the row's version.

use std::sync::Arc;

use kibitz_rules::{Game, Variant};
use quick_cache::Weighter;
use quick_cache::sync::Cache;

use crate::model::GameId;
use crate::store::{GameRow, GameStatus};

/// What the cache may hold, in (estimated) bytes of rebuilt games.
const CAPACITY_BYTES: u64 = 16 << 20;

/// The bytes a game takes besides its moves, and each move's, roughly:
/// what the cache weighs entries by.
const GAME_BYTES: u64 = 1024;
const PLY_BYTES: u64 = 160;

/// A game as rebuilt from a row, with what it was rebuilt from.
#[derive(Debug)]
struct Rebuilt {
    variant: Variant,
    start_state: String,
    moves: String,
    status: GameStatus,
    game: Game,
}

impl Rebuilt {
    /// Whether this is the game `row` holds.
    fn is_of(&self, row: &GameRow) -> bool {
        self.variant == row.variant
            && self.status == row.status
            && self.moves == row.moves
            && self.start_state == row.start_state
    }
}

/// Weighs an entry by its game's length.
#[derive(Clone, Copy, Debug)]
struct ByLength;

impl Weighter<GameId, Arc<Rebuilt>> for ByLength {
    fn weight(&self, _id: &GameId, rebuilt: &Arc<Rebuilt>) -> u64 {
        GAME_BYTES + PLY_BYTES * rebuilt.game.history().len() as u64
    }
}

/// Rebuilt games by id, the least recently used dropped first.
pub(crate) struct GameCache {
    games: Cache<GameId, Arc<Rebuilt>, ByLength>,
}

impl std::fmt::Debug for GameCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameCache")
            .field("games", &self.games.len())
            .field("bytes", &self.games.weight())
            .finish()
    }
}

impl Default for GameCache {
    fn default() -> GameCache {
        let estimated_games = (CAPACITY_BYTES / (GAME_BYTES + 60 * PLY_BYTES)) as usize;
        GameCache {
            games: Cache::with_weighter(estimated_games, CAPACITY_BYTES, ByLength),
        }
    }
}

impl GameCache {
    /// The game `row` holds, if it is kept.
    pub fn get(&self, row: &GameRow) -> Option<Game> {
        let rebuilt = self.games.get(&row.id)?;
        rebuilt.is_of(row).then(|| rebuilt.game.clone())
    }

    /// Keeps `game` as the one `row` holds.
    pub fn keep(&self, row: &GameRow, game: &Game) {
        let rebuilt = Rebuilt {
            variant: row.variant,
            start_state: row.start_state.clone(),
            moves: row.moves.clone(),
            status: row.status,
            game: game.clone(),
        };
        self.games.insert(row.id, Arc::new(rebuilt));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::DateTime;
    use kibitz_rules::ByColor;

    fn row(moves: &str) -> GameRow {
        let game = Game::new(Variant::Standard);
        GameRow {
            id: GameId(7),
            channel_id: crate::model::ChannelId(1),
            also_channel_id: None,
            also_for: None,
            board_owed_in: None,
            variant: Variant::Standard,
            white_id: crate::model::PlayerId(1),
            black_id: crate::model::PlayerId(2),
            start_state: game.state(),
            moves: moves.to_owned(),
            state: String::new(),
            status: GameStatus::Active,
            draw_offer: None,
            takeback_offer: None,
            days_per_move: None,
            clock_base: None,
            clock_increment: None,
            clock_ms: ByColor::default(),
            turn_started_at: None,
            move_clocks: String::new(),
            deadline: None,
            remind_at: None,
            notice: None,
            dm_for: None,
            vacation_news: None,
            bot_level: None,
            queued: ByColor::default(),
            conditional: ByColor::default(),
            rated: false,
            ended_at: None,
            rematch_offer: None,
            rematch_id: None,
            set_up_plies: 0,
            imported_by: None,
            record_tags: None,
            version: 1,
            created_at: DateTime::UNIX_EPOCH,
        }
    }

    #[test]
    fn a_kept_game_is_given_only_for_the_row_it_was_kept_for() {
        let cache = GameCache::default();
        let kept = row("e2e4");
        let mut game = Game::new(Variant::Standard);
        game.play_text("e4").expect("legal");
        cache.keep(&kept, &game);
        let found = cache.get(&kept).expect("kept");
        assert_eq!(found.state(), game.state());
        // Another process moved on: the row says more than the entry.
        assert!(cache.get(&row("e2e4 e7e5")).is_none());
        // The same moves from elsewhere, or a game that ended meanwhile.
        let mut elsewhere = kept.clone();
        elsewhere.start_state = "8/8/8/8/8/8/8/K6k w - - 0 1".into();
        assert!(cache.get(&elsewhere).is_none());
        let mut ended = kept.clone();
        ended.status = GameStatus::Finished(kibitz_rules::Outcome::draw(
            kibitz_rules::EndReason::Agreement,
        ));
        assert!(cache.get(&ended).is_none());
    }

    #[test]
    fn the_cache_holds_no_more_than_its_capacity() {
        let cache = GameCache::default();
        let game = Game::new(Variant::Standard);
        for id in 0..100_000 {
            let mut kept = row("");
            kept.id = GameId(id);
            cache.keep(&kept, &game);
        }
        assert!(cache.games.weight() <= CAPACITY_BYTES);
        assert!(cache.games.len() < 100_000);
    }
}
