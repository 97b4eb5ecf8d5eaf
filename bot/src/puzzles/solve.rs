//! A move for the chat's open puzzle: right (the bot answers with the
//! opponent's reply, or the puzzle is solved and everyone still in it is
//! rated), or missed (the mover is rated and out; alone with the bot, the
//! round ends and its solution is told). As on lichess, any mate is right
//! where the solution mates. An illegal move is told why and counts for
//! nothing; a player with a game in the chat moves in the game instead.

use kibitz_rules::{EndReason, Game};

use super::put::Put;
use super::rating::{first_rating, rate_attempt};
use super::round::{ROUND_LASTS, lasts, line_from, position};
use crate::chat::Reply;
use crate::command::{MoveWords, Solve};
use crate::context::{Ctx, Failure};
use crate::games::views::move_error_text;
use crate::i18n::Text;
use crate::model::PlayerId;
use crate::puzzles::Puzzles;
use crate::puzzles::proof::{Goal, wins_with};
use crate::puzzles::set::Puzzle;
use crate::puzzles::store::puzzles::{PuzzleRound, Rated, RoundStep};
use crate::rating::Rating;
use crate::rating::{shown, shown_change};

/// Whether `played` (UCI), made in `before`, is the solution's `expected`
/// move or, as lichess accepts, another move that mates; in our own
/// games, another that still scores (or completes the set-up) within the
/// solver's `moves_left`, as our search proves it (where the solution
/// leaves a choice, only at its last move).
fn is_right(before: &Game, played: &str, expected: &str, moves_left: u32) -> bool {
    if played == expected {
        return true;
    }
    if let Some(goal) = Goal::of(before.variant()) {
        return before
            .parse_move(played)
            .is_ok_and(|mv| wins_with(goal, &before.position(), before.turn(), mv, moves_left));
    }
    let mut after = before.clone();
    after
        .parse_move(played)
        .ok()
        .and_then(|mv| after.play(mv).ok().map(|_| ()))
        .is_some()
        && after
            .outcome()
            .is_some_and(|o| o.reason == EndReason::Checkmate)
}

impl Puzzles {
    /// A move for the chat's open puzzle, when there is one and the mover
    /// has no game in this chat; `None` (the move is a game's) otherwise.
    pub(crate) async fn puzzle_move(
        &self,
        ctx: &Ctx<'_>,
        words: &MoveWords,
    ) -> Result<Option<Reply>, Failure> {
        // The mover's games here, as read with the message when they were:
        // a move in a game costs no look at the puzzles.
        let plays_here = match &ctx.games {
            Some(games) => !games.is_empty(),
            None => !self
                .games
                .table()
                .active_games(ctx.channel_id, ctx.player.id)
                .await?
                .is_empty(),
        };
        if plays_here {
            return Ok(None);
        }
        let Some(round) = self.puzzle_store.open_puzzle_round(ctx.channel_id).await? else {
            return self.after_the_puzzle(ctx).await;
        };
        self.answer_puzzle(ctx, round, words).await
    }

    /// `solve`: the asker's link to the chat's open puzzle's page, or a
    /// move for that puzzle (whether or not the mover has a game here);
    /// with `round:N`, only if round `N` is the one open, and with
    /// `ply:N` only if its solution has come as far as the page showed.
    pub(crate) async fn solve(&self, ctx: &Ctx<'_>, asked: Solve) -> Result<Reply, Failure> {
        let (words, wanted) = match asked {
            Solve::Page => return self.puzzle_page_link(ctx).await,
            Solve::Move { words, round } => (words, round),
        };
        let Some(round) = self.puzzle_store.open_puzzle_round(ctx.channel_id).await? else {
            return Ok(match self.after_the_puzzle(ctx).await? {
                Some(over) => over,
                None => ctx.refuse(Text::new("puzzle-none-open")),
            });
        };
        if wanted.is_some_and(|wanted| wanted != round.id) {
            return Ok(ctx.refuse(Text::new("puzzle-not-this-one")));
        }
        if ctx
            .ply
            .is_some_and(|ply| i64::from(ply) != i64::from(round.progress))
        {
            return Ok(ctx.refuse(Text::new("puzzle-moved-on")));
        }
        Ok(self
            .answer_puzzle(ctx, round, &words)
            .await?
            .unwrap_or_else(|| ctx.refuse(Text::new("puzzle-none-open"))))
    }

    /// `words` judged as a move for the open `round`; `None` when its
    /// puzzle is no longer known.
    async fn answer_puzzle(
        &self,
        ctx: &Ctx<'_>,
        round: PuzzleRound,
        words: &MoveWords,
    ) -> Result<Option<Reply>, Failure> {
        let Some(put) = self.puzzle_by_id(&round.puzzle_id).await? else {
            return Ok(None);
        };
        let puzzle = &put.puzzle();
        let now = self.clock.now();
        if now - round.started_at >= lasts(&round) {
            self.puzzle_store.end_puzzle_round(round.id, now).await?;
            return Ok(Some(ctx.refuse(
                Text::new("puzzle-expired-move").arg("line", line_from(puzzle, round.progress)),
            )));
        }
        if self
            .puzzle_store
            .puzzle_attempt(round.id, ctx.player.id)
            .await?
            == Some(Some(false))
        {
            return Ok(Some(ctx.refuse(Text::new("puzzle-already-missed"))));
        }
        let damaged = || Failure::Damaged {
            kind: "puzzle round",
            id: round.id,
            detail: format!("puzzle {} does not replay", puzzle.id),
        };
        let before = position(puzzle, round.progress).ok_or_else(damaged)?;
        let mut after = before.clone();
        let played = match after.play_text(words.as_str()) {
            Ok(played) => played.clone(),
            Err(error) => {
                let (reason, _) = move_error_text(&error);
                return Ok(Some(ctx.refuse(reason)));
            }
        };
        let progress = usize::try_from(round.progress).map_err(|_| damaged())?;
        let expected = *puzzle.solution().get(progress).ok_or_else(damaged)?;
        let me = ctx.player.id;
        let name = ctx.player.display_name.clone();
        let mut lines = Vec::new();
        // The solver's moves left, this one with them.
        let moves_left =
            u32::try_from(puzzle.solution().len().saturating_sub(progress).div_ceil(2))
                .unwrap_or(1);
        // Our own games' answers are judged by searching every line:
        // engine work, done off the async runtime.
        let right = {
            let (before, played, expected) =
                (before.clone(), played.uci.to_string(), expected.to_owned());
            tokio::task::spawn_blocking(move || is_right(&before, &played, &expected, moves_left))
                .await
                .map_err(|_| damaged())?
        };
        let step = if right {
            let last = progress + 1 == puzzle.solution().len();
            if last {
                let mut solvers = self.puzzle_store.open_puzzle_attempts(round.id).await?;
                if !solvers.contains(&me) {
                    solvers.push(me);
                }
                let (rated, rating) = self.rate_all(&round, &solvers, &put, true).await?;
                lines.push(
                    Text::new("puzzle-solved")
                        .arg("player", &name)
                        .arg("move", played.san.to_string())
                        .arg("id", puzzle.id),
                );
                lines.extend(self.rating_lines(&rated).await?);
                self.step(
                    &round,
                    puzzle,
                    (progress + 1, None),
                    (rated, rating),
                    Some(Some(me)),
                )
            } else {
                let reply_uci = *puzzle.solution().get(progress + 1).ok_or_else(damaged)?;
                let mv = after.parse_move(reply_uci).map_err(|_| damaged())?;
                let reply = after.play(mv).map_err(|_| damaged())?.san.to_string();
                lines.push(
                    Text::new("puzzle-right")
                        .arg("player", &name)
                        .arg("move", played.san.to_string())
                        .arg("reply", reply),
                );
                self.step(
                    &round,
                    puzzle,
                    (progress + 2, Some(me)),
                    (Vec::new(), None),
                    None,
                )
            }
        } else {
            let (rated, rating) = self.rate_all(&round, &[me], &put, false).await?;
            lines.push(
                Text::new("puzzle-missed")
                    .arg("player", &name)
                    .arg("move", played.san.to_string()),
            );
            lines.extend(self.rating_lines(&rated).await?);
            // Alone with the bot the round ends with its solution; in a
            // group the others may still find it.
            let ends = ctx.direct.then_some(None);
            lines.push(match ends {
                Some(_) => {
                    Text::new("puzzle-solution").arg("line", line_from(puzzle, round.progress))
                }
                None => Text::new("puzzle-still-open"),
            });
            self.step(&round, puzzle, (progress, None), (rated, rating), ends)
        };
        if !self
            .puzzle_store
            .take_puzzle_step(&step, ctx.delivery)
            .await?
        {
            return Ok(Some(ctx.refuse(Text::new("puzzle-moved-on"))));
        }
        let shown_round = PuzzleRound {
            progress: step.to,
            finished_at: step.ends.map(|_| step.at),
            solved_by: step.ends.flatten(),
            ..round
        };
        Ok(Some(self.round_reply(ctx, &shown_round, puzzle, lines)))
    }

    /// A move from someone with no game here just after the chat's puzzle
    /// ended (within [`ROUND_LASTS`]): told it is over, and how; `None`
    /// (the move is refused as any move without a game) otherwise.
    async fn after_the_puzzle(&self, ctx: &Ctx<'_>) -> Result<Option<Reply>, Failure> {
        let Some(round) = self
            .puzzle_store
            .latest_puzzle_round(ctx.channel_id)
            .await?
        else {
            return Ok(None);
        };
        let recent = round
            .finished_at
            .is_some_and(|ended| self.clock.now() - ended < ROUND_LASTS);
        if !recent {
            return Ok(None);
        }
        let over = match round.solved_by {
            Some(solver) => {
                let name = self
                    .store
                    .player_by_id(solver)
                    .await?
                    .map_or_else(|| "?".to_owned(), |p| p.display_name);
                Text::new("puzzle-over-solved").arg("player", name)
            }
            None => Text::new("puzzle-over"),
        };
        Ok(Some(ctx.refuse(over)))
    }

    /// A step of `round` to `to` half-moves, `joined` by a player whose
    /// move was right, with the tries it rates and a mined puzzle's rating
    /// after them.
    fn step(
        &self,
        round: &PuzzleRound,
        puzzle: &Puzzle<'_>,
        (to, joined): (usize, Option<PlayerId>),
        (rated, puzzle_rating): (Vec<Rated>, Option<Rating>),
        ends: Option<Option<PlayerId>>,
    ) -> RoundStep {
        RoundStep {
            round: round.id,
            puzzle_id: puzzle.id.to_owned(),
            from: round.progress,
            to: i32::try_from(to).unwrap_or(i32::MAX),
            joined,
            rated,
            ends,
            puzzle_rating,
            at: self.clock.now(),
        }
    }

    /// Each player's attempt at the puzzle `put` in `round` rated,
    /// `solved` or not, one game after another, and (for a mined puzzle)
    /// the puzzle's rating after them; a player who tried the puzzle
    /// before (put to another chat, or the puzzle of the day in two) is
    /// not rated on it again.
    async fn rate_all(
        &self,
        round: &PuzzleRound,
        players: &[PlayerId],
        put: &Put,
        solved: bool,
    ) -> Result<(Vec<Rated>, Option<Rating>), Failure> {
        let now = self.clock.now();
        let before = self
            .puzzle_store
            .tried_elsewhere(put.puzzle().id, round.id, players)
            .await?;
        let mut puzzle_rating = put.rating(now);
        let mut rated = Vec::with_capacity(players.len());
        for &player in players.iter().filter(|p| !before.contains(p)) {
            let before = self
                .standing_store
                .puzzle_rating(player)
                .await?
                .unwrap_or_else(|| first_rating(now));
            let (after, puzzle_after) = rate_attempt(&before, &puzzle_rating, solved, now);
            puzzle_rating = puzzle_after;
            rated.push(Rated {
                player,
                solved,
                before,
                after,
            });
        }
        let moved = put.is_rated() && !rated.is_empty();
        Ok((rated, moved.then_some(puzzle_rating)))
    }

    /// A line per rated attempt: the player's puzzle rating and its change.
    async fn rating_lines(&self, rated: &[Rated]) -> Result<Vec<Text>, Failure> {
        let now = self.clock.now();
        let mut lines = Vec::with_capacity(rated.len());
        for attempt in rated {
            let name = self
                .store
                .player_by_id(attempt.player)
                .await?
                .map_or_else(|| "?".to_owned(), |p| p.display_name);
            let after = &attempt.after.rating;
            lines.push(
                Text::new("puzzle-rating")
                    .arg("player", name)
                    .arg("rating", shown(after.rating, after.is_provisional_at(now)))
                    .arg(
                        "change",
                        shown_change(attempt.before.rating.rating, after.rating),
                    ),
            );
        }
        Ok(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::set::PuzzleSet;

    #[test]
    fn the_solutions_move_or_any_other_mate_is_right() {
        let puzzle = PuzzleSet::shipped().by_id("0YtJI").expect("shipped");
        let start = position(puzzle, 0).expect("a start");
        assert!(is_right(&start, "c8e8", "c8e8", 1));
        assert!(!is_right(&start, "c8c7", "c8e8", 1));
        // Fool's mate's last move is a mate, whatever the solution says.
        let mut fools = Game::new(kibitz_rules::Variant::Standard);
        for mv in ["f3", "e5", "g4"] {
            fools.play_text(mv).expect("legal");
        }
        assert!(is_right(&fools, "d8h4", "e7e6", 1));
    }

    #[test]
    fn in_chess_football_any_move_that_still_scores_in_time_is_right() {
        // The queen on d6 scores on d8 or on f8.
        let two = Game::from_state(
            kibitz_rules::Variant::Football,
            "k7/8/3Q4/8/8/8/8/4K3 w d6 play 1 30/30 0-0 0/0",
        )
        .expect("a position");
        assert!(is_right(&two, "d6f8", "d6d8", 1));
        assert!(!is_right(&two, "d6d5", "d6d8", 1));
    }
}
