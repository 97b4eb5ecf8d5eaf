//! The analysis worker: takes the queue's next game (or a result not yet
//! posted), analyses it with the analysis engine, keeps it, posts it.

use std::sync::Arc;
use std::time::Duration;

use chrono::TimeDelta;

use crate::analysis::Analyses;
use crate::analysis::game::{Analysis, analyse, analyse_ours};
use crate::analysis::graph::eval_graph;
use crate::analysis::mining::mine;
use crate::analysis::store::analyses::AnalysisRow;
use crate::chat::{Attachment, Fate, Notice, NoticeKind, Outbox, Recipient, Reply, deliver_once};
use crate::games::state::loaded::Loaded;
use crate::puzzles::store::community_puzzles::{NewCommunityPuzzle, community_puzzle_id};
use crate::store::StoreError;
use kibitz_engine::uci::UciError;
use kibitz_rules::Variant;

use super::result::result_text;
use crate::analysis::engines::Analyst;

/// The engine's nodes a position by default: Debian's Stockfish searches
/// about 330,000 nodes a second on one core of the machines this was
/// measured on (`cargo bench -p kibitz --bench analysis`: a 40-move game,
/// 81 positions, took 45 s at 250,000 nodes and 41 s at 150,000), so
/// 100,000 keeps such a game within 30 seconds of one core.
pub const ANALYSIS_NODES: i64 = 100_000;

/// The most analyses that wait at once: a request beyond it is refused
/// and told when to try again (at the default node count, about half an
/// hour of one engine's work).
pub(crate) const ANALYSIS_QUEUE_LIMIT: i64 = 60;

/// About how many seconds one analysis takes at `nodes` a position: the
/// 30 seconds [`ANALYSIS_NODES`] was chosen for, in proportion.
fn seconds_per_analysis(nodes: i64) -> i64 {
    (30 * nodes / ANALYSIS_NODES).max(1)
}

/// About how many minutes `waiting` analyses at `nodes` a position take
/// one worker, at least one.
pub(crate) fn queue_minutes(waiting: i64, nodes: i64) -> i64 {
    (waiting.saturating_mul(seconds_per_analysis(nodes)) + 59) / 60
}

/// How many times an analysis's nodes a position a puzzle's steps are
/// searched with (two lines each): a puzzle's only move is weighed more
/// carefully than a move is scored. Lichess's generator searches far
/// deeper (25 million nodes); a game's probes stay within about a minute
/// of one core here.
pub const MINING_NODES: u64 = 3;

/// The puzzle mined from an analysed game of standard chess, ready to be
/// kept with its analysis, rated as a new player is at `now`; `None` when it has none, or the engine failed
/// (the analysis is kept without: a puzzle is a bonus).
async fn mined_puzzle(
    engine: &kibitz_engine::uci::Uci,
    loaded: &Loaded,
    analysed: &Analysis,
    nodes: u64,
    now: chrono::DateTime<chrono::Utc>,
) -> Option<NewCommunityPuzzle> {
    let game = &loaded.game;
    let mined = match mine(engine, game, analysed, nodes).await {
        Ok(mined) => mined?,
        Err(error) => {
            tracing::warn!(game = loaded.row.id.get(), %error, "no puzzle mined: the engine failed");
            return None;
        }
    };
    let (fen, moves) = mined.record(game)?;
    Some(NewCommunityPuzzle {
        id: community_puzzle_id(loaded.row.id, mined.ply),
        fen,
        moves,
        themes: mined.themes().join(" "),
        rating: crate::rating::Rating::start(now),
    })
}

/// How much lower the analysis engines run than the bot (`nice -n`):
/// play comes before analysis when the cores are busy.
pub const ANALYSIS_NICENESS: u8 = 10;

/// How long a process holds the analysis it works on: one that dies
/// leaves it to another this much later.
const ANALYSIS_LEASE: TimeDelta = TimeDelta::minutes(10);

/// How long an analysis that failed (the engine, the game, a chat that
/// asked to wait) waits before it is tried again.
const RETRY_AFTER: TimeDelta = TimeDelta::minutes(1);

/// The longest pause between looks at the queue when nothing wakes the
/// worker (another process's `analyse`, or a restart's leftovers).
const LOOK_EVERY: Duration = Duration::from_secs(5);

impl Analyses {
    /// Does the analysis most worth doing now, if there is one: posts a
    /// result done but not yet posted, or analyses the longest waiting
    /// game, keeps it, then posts it. Whether one was done (one that
    /// failed waits [`RETRY_AFTER`], and the worker with it).
    pub async fn analyse_next(&self, outbox: &dyn Outbox) -> Result<bool, StoreError> {
        let now = self.clock.now();
        let until = now + ANALYSIS_LEASE;
        let variants: Vec<Variant> = Variant::ALL
            .into_iter()
            .filter(|v| self.analysts.for_variant(*v).is_some())
            .collect();
        let Some(mut row) = self
            .analysis_store
            .claim_analysis(now, until, &variants)
            .await?
        else {
            return Ok(false);
        };
        let retry = |game| async move {
            let at = self.clock.now() + RETRY_AFTER;
            self.analysis_store
                .retry_analysis_at(game, at)
                .await
                .map(|()| false)
        };
        let Some(game) = self.store.game(row.game_id).await? else {
            // Nothing to analyse or to tell: off the queue.
            tracing::warn!(
                game = row.game_id.get(),
                "an analysis of a game that is gone"
            );
            self.analysis_store.analysis_posted(row.game_id).await?;
            return Ok(true);
        };
        let seated = async { self.games.load(self.games.seat(game).await?).await };
        let loaded = match seated.await {
            Ok(loaded) => loaded,
            Err(error) => {
                tracing::warn!(game = row.game_id.get(), %error, "a game to analyse does not load");
                return retry(row.game_id).await;
            }
        };
        if row.moves.is_none() {
            let Some(engine) = self.analysts.for_variant(loaded.row.variant) else {
                // Queued by a process with the engine this one lacks.
                tracing::warn!(
                    game = row.game_id.get(),
                    "no engine here analyses this game's variant"
                );
                return retry(row.game_id).await;
            };
            let nodes = u64::try_from(row.nodes).unwrap_or(1);
            let analysed = match engine {
                Analyst::Uci(engine) => analyse(engine, &loaded.game, nodes).await,
                Analyst::Ours => {
                    let game = loaded.game.clone();
                    tokio::task::spawn_blocking(move || analyse_ours(&game))
                        .await
                        .map_err(|e| UciError::Failed(e.to_string()))
                }
            };
            let analysed = match analysed {
                Ok(analysed) => analysed,
                Err(error) => {
                    tracing::warn!(game = row.game_id.get(), %error, "the analysis failed; tried again later");
                    return retry(row.game_id).await;
                }
            };
            let moves = analysed.stored();
            let mined = match engine {
                Analyst::Uci(engine) => {
                    let nodes = nodes.saturating_mul(MINING_NODES);
                    mined_puzzle(engine, &loaded, &analysed, nodes, self.clock.now()).await
                }
                Analyst::Ours => None,
            };
            if !self
                .analysis_store
                .finish_analysis(row.game_id, until, &moves, self.clock.now(), mined.as_ref())
                .await?
            {
                // Its claim ran out and another process took it up.
                return Ok(true);
            }
            row.moves = Some(moves);
        }
        if self.post_analysis(&row, &loaded, outbox).await? {
            Ok(true)
        } else {
            retry(row.game_id).await
        }
    }

    /// Posts an analysis's result in the chat it was asked in, in the
    /// chat's language or the asker's, then notes it posted; `false` when
    /// the chat's failure may pass, and the post is to be tried again.
    async fn post_analysis(
        &self,
        row: &AnalysisRow,
        loaded: &Loaded,
        outbox: &dyn Outbox,
    ) -> Result<bool, StoreError> {
        let (Some(place), Some(channel)) = (
            self.store.channel_by_id(row.channel_id).await?,
            self.store.channel_row_by_id(row.channel_id).await?,
        ) else {
            self.analysis_store.analysis_posted(row.game_id).await?;
            return Ok(true);
        };
        // The asker may be a player or anyone in the chat.
        let asker = match [&loaded.white, &loaded.black]
            .into_iter()
            .find(|p| p.id == row.requested_by)
        {
            Some(player) => Some(player.language),
            None => self
                .store
                .player_by_id(row.requested_by)
                .await?
                .map(|p| p.language),
        };
        let language = channel.language.or(asker).unwrap_or_default();
        let moves = row.moves.as_deref().unwrap_or_default();
        let Some(text) = result_text(loaded, moves, row.nodes, language) else {
            tracing::error!(game = row.game_id.get(), "a kept analysis does not read");
            self.analysis_store.analysis_posted(row.game_id).await?;
            return Ok(true);
        };
        let mut reply = Reply::info(text);
        reply.files.extend(graph_file(loaded, moves).await);
        let notice = Notice {
            kind: NoticeKind::Analysis,
            game_id: Some(row.game_id),
            to: Recipient::Channel(place),
            reply,
        };
        match deliver_once(outbox, &notice).await {
            Fate::Delivered => self
                .analysis_store
                .analysis_posted(row.game_id)
                .await
                .map(|()| true),
            Fate::GivenUp(error) => {
                tracing::warn!(game = row.game_id.get(), %error, "an analysis cannot be posted");
                self.analysis_store
                    .analysis_posted(row.game_id)
                    .await
                    .map(|()| true)
            }
            Fate::Later(error) => {
                tracing::warn!(game = row.game_id.get(), %error, "an analysis's post left for later");
                Ok(false)
            }
        }
    }

    /// Waits until an `analyse` here queued a game, or [`LOOK_EVERY`].
    async fn analysis_waiting(&self) {
        let _ = tokio::time::timeout(LOOK_EVERY, self.analysis_wake.notified()).await;
    }
}

/// The evaluation graph of a game's kept analysis as a PNG to post with
/// its result, drawn off the async runtime; `None` (the text goes alone)
/// for a position alone, which has no moves to graph, or when it cannot
/// be drawn.
pub(crate) async fn graph_file(loaded: &Loaded, moves: &str) -> Option<Attachment> {
    if loaded.game.history().is_empty() {
        return None;
    }
    let game = loaded.game.clone();
    let moves = moves.to_owned();
    let id = loaded.number();
    let drawn = tokio::task::spawn_blocking(move || {
        let analysis = Analysis::from_stored(&game, &moves)?;
        Some(kibitz_render::eval_graph(&eval_graph(&game, &analysis)))
    })
    .await;
    match drawn {
        Ok(Some(Ok(png))) => Some(Attachment {
            name: format!("analysis-{}.png", id.get()),
            mime: "image/png",
            bytes: png,
        }),
        Ok(Some(Err(error))) => {
            tracing::error!(game = id.get(), %error, "an evaluation graph could not be drawn");
            None
        }
        Ok(None) | Err(_) => None,
    }
}

impl Analyses {
    /// Analyses the queue until the process stops, one game at a time (the
    /// analysis engine is one process): the worker beside the scheduler.
    pub async fn run(self, outbox: Arc<dyn Outbox>) {
        // Our own games are analysed by our search, which every process
        // has: every process runs the worker.
        self.analysts.start().await;
        loop {
            match self.analyse_next(outbox.as_ref()).await {
                Ok(true) => continue,
                Ok(false) => {}
                Err(error) => tracing::warn!(%error, "the analysis queue could not be read"),
            }
            self.analysis_waiting().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_queue_waits_about_half_a_minute_a_game_at_the_default_nodes() {
        assert_eq!(queue_minutes(ANALYSIS_QUEUE_LIMIT, ANALYSIS_NODES), 30);
        assert_eq!(queue_minutes(1, ANALYSIS_NODES), 1);
        assert_eq!(queue_minutes(60, 1_000), 1, "a second a game at least");
        assert_eq!(queue_minutes(10, 1_000_000), 50);
    }
}
