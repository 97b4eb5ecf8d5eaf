//! A player forgotten at their asking (`forget me`): their names, platform
//! ids (of every account linked) and settings replaced or cleared in their
//! rows, which stays so that
//! their opponents' games, results and ratings stay whole (a game shows
//! them as `ghost-N`); their places on every leaderboard deleted. Refused,
//! changing nothing, while they have a game in progress, an open
//! challenge, or a tournament they are still in: those need them.

use crate::model::{ChallengeId, GameId, PlayerId, TournamentId};

use super::IdentityStore;
use crate::store::updates::{commit_delivered, unmarked};
use crate::store::{Delivery, Store, StoreError};
use crate::store::{on_reader, on_writer};

/// What stands in the way of forgetting a player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Busy {
    /// Their games in progress.
    pub games: Vec<GameId>,
    /// The open challenges they made or were sent.
    pub challenges: Vec<ChallengeId>,
    /// The tournaments not over that they are still in.
    pub tournaments: Vec<TournamentId>,
}

impl Busy {
    /// What the three queries found: games, challenges, tournaments.
    pub(crate) fn of(games: Vec<i64>, challenges: Vec<i64>, tournaments: Vec<i64>) -> Busy {
        Busy {
            games: games.into_iter().map(GameId).collect(),
            challenges: challenges.into_iter().map(ChallengeId).collect(),
            tournaments: tournaments.into_iter().map(TournamentId).collect(),
        }
    }

    /// Whether nothing stands in the way.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty() && self.challenges.is_empty() && self.tournaments.is_empty()
    }
}

/// The name a forgotten player's games show them by.
pub fn ghost_name(player: PlayerId) -> String {
    format!("ghost-{}", player.get())
}

/// A player's games in progress (`$1` the player).
pub(crate) const GAMES: &str = "SELECT id FROM games WHERE status = 'active' \
                     AND (white_id = $1 OR black_id = $1) ORDER BY id";
/// The open challenges a player made or was sent.
pub(crate) const CHALLENGES: &str = "SELECT id FROM challenges WHERE status = 'open' \
                          AND (challenger_id = $1 OR challenged_id = $1) ORDER BY id";
/// The tournaments not over that a player is still in.
pub(crate) const TOURNAMENTS: &str = "SELECT t.id FROM tournaments t \
                           JOIN tournament_players e ON e.tournament_id = t.id \
                           WHERE e.player_id = $1 AND e.withdrawn_round IS NULL \
                           AND t.status IN ('open', 'started') ORDER BY t.id";
const FORGET: &str = "UPDATE players SET platform_user_id = $2, display_name = $3, username = NULL, \
                      language = 'en', language_chosen = FALSE, theme = 'brown', \
                      orientation = 'mine', notify_dm = FALSE, digest_at = NULL, \
                      digest_claimed_until = NULL, vacation_from = NULL, vacation_until = NULL, \
                      vacation_year = 0, vacation_used = 0, linked_to = NULL, also_platform = NULL, \
                      also_user_id = NULL, also_name = NULL, also_username = NULL WHERE id = $1";
const JOINED: &str = "SELECT id FROM players WHERE linked_to = $1";
const LEADERBOARDS: &str = "DELETE FROM standings WHERE player_id = $1";

/// What stands in the way of `player` (forgetting or unlinking them), read
/// in the transaction `tx`.
macro_rules! busy_in {
    ($tx:expr, $player:expr) => {{
        let games: Vec<i64> = sqlx::query_scalar($crate::identity::store::forgetting::GAMES)
            .bind($player)
            .fetch_all(&mut *$tx)
            .await?;
        let challenges: Vec<i64> =
            sqlx::query_scalar($crate::identity::store::forgetting::CHALLENGES)
                .bind($player)
                .fetch_all(&mut *$tx)
                .await?;
        let tournaments: Vec<i64> =
            sqlx::query_scalar($crate::identity::store::forgetting::TOURNAMENTS)
                .bind($player)
                .fetch_all(&mut *$tx)
                .await?;
        $crate::identity::store::forgetting::Busy::of(games, challenges, tournaments)
    }};
}
pub(crate) use busy_in;

impl IdentityStore {
    /// What stands in the way of forgetting `player` now.
    pub async fn what_needs(&self, player: PlayerId) -> Result<Busy, StoreError> {
        let games: Vec<i64> = on_reader!(&self.store, pool => sqlx::query_scalar(GAMES).bind(player).fetch_all(pool).await?);
        let challenges: Vec<i64> = on_reader!(&self.store, pool =>
            sqlx::query_scalar(CHALLENGES).bind(player).fetch_all(pool).await?);
        let tournaments: Vec<i64> = on_reader!(&self.store, pool =>
            sqlx::query_scalar(TOURNAMENTS).bind(player).fetch_all(pool).await?);
        Ok(Busy::of(games, challenges, tournaments))
    }

    /// Forgets `player` in one transaction (with `delivery`'s mark):
    /// `Ok(None)` once done, `Ok(Some(busy))` with what stands in the way
    /// (nothing changed).
    pub async fn forget_player(
        &self,
        player: PlayerId,
        delivery: Option<&Delivery>,
    ) -> Result<Option<Busy>, StoreError> {
        let delivery = unmarked(delivery);
        on_writer!(&self.store, pool => {
            let mut tx = pool.begin().await?;
            let busy = busy_in!(tx, player);
            if busy.is_empty() {
                // An account linked to the player is theirs too.
                let joined: Vec<i64> =
                    sqlx::query_scalar(JOINED).bind(player).fetch_all(&mut *tx).await?;
                for id in joined.into_iter().map(PlayerId).chain([player]) {
                    sqlx::query(FORGET)
                        .bind(id)
                        .bind(format!("forgotten-{}", id.get()))
                        .bind(ghost_name(id))
                        .execute(&mut *tx)
                        .await?;
                }
                sqlx::query(LEADERBOARDS).bind(player).execute(&mut *tx).await?;
                commit_delivered!(tx, delivery);
                Ok(None)
            } else {
                tx.rollback().await?;
                Ok(Some(busy))
            }
        })
    }
}
