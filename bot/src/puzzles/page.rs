//! A puzzle round's page, `/puzzle/<round>`: the round as it stands for
//! anyone (the board from the solver's side, who solved or missed it, the
//! solution once it is over), the seat of a proven solver with the moves
//! they may answer with, a move sent from the page (judged as `solve
//! <move> round:N ply:P` typed in the round's chat), and the solver's own
//! link to the page (`solve`, given where no one else reads it).

use kibitz_rules::Color;

use super::put::Put;
use super::round::{lasts, line_from, position, round_view, solver_side};
use crate::chat::{Actor, Message, Place, Reply};
use crate::command::{Command, MoveWords, Request, Solve};
use crate::context::{Ctx, Failure};
use crate::games::page::{
    BoardState, LinkSubject, PAGE_LINK_LIFETIME, PageError, board_state, page_style,
};
use crate::games::views::side_name;
use crate::i18n::Text;
use crate::model::{Language, Platform};
use crate::perf::variant_text;
use crate::puzzles::Puzzles;
use crate::puzzles::page_view::{PuzzleProof, PuzzleSeat, PuzzleView};
use crate::puzzles::set::Puzzle;
use crate::puzzles::store::puzzles::PuzzleRound;

/// The page's version of a round: it changes with each step of the
/// solution, each try decided, and the round's end.
fn version(round: &PuzzleRound, tries: &[(crate::model::PlayerId, Option<bool>)]) -> i64 {
    let decided = tries.iter().filter(|(_, solved)| solved.is_some()).count();
    let decided = i64::try_from(decided).unwrap_or(i64::MAX >> 2);
    i64::from(round.progress)
        .saturating_mul(1 << 40)
        .saturating_add(decided.saturating_mul(2))
        .saturating_add(i64::from(round.finished_at.is_some()))
}

/// The solution's moves from the start up to `progress`, numbered as a
/// record numbers them (`24. Rxe8+`, `24... Kh7`).
fn played(puzzle: &Puzzle<'_>, progress: i32) -> Vec<String> {
    let Some(mut game) = puzzle.start() else {
        return Vec::new();
    };
    let done = usize::try_from(progress).unwrap_or(0);
    let mut lines = Vec::with_capacity(done);
    for uci in puzzle.solution().into_iter().take(done) {
        let number = game.fullmove_number();
        let white = game.turn() == Color::White;
        let Ok(mv) = game.parse_move(uci) else { break };
        let Ok(move_played) = game.play(mv) else {
            break;
        };
        let dots = if white { "." } else { "..." };
        lines.push(format!("{number}{dots} {}", move_played.san));
    }
    lines
}

impl Puzzles {
    /// A round with its puzzle; `NoPuzzle` when either is unknown.
    async fn page_round(&self, round_id: i64) -> Result<(PuzzleRound, Put), PageError> {
        let round = self
            .puzzle_store
            .puzzle_round(round_id)
            .await?
            .ok_or(PageError::NoPuzzle)?;
        let put = self
            .puzzle_by_id(&round.puzzle_id)
            .await?
            .ok_or(PageError::NoPuzzle)?;
        Ok((round, put))
    }

    /// Whether a round takes moves now: not ended, and not past its time.
    fn takes_moves(&self, round: &PuzzleRound) -> bool {
        round.finished_at.is_none() && self.clock.now() - round.started_at < lasts(round)
    }

    /// A player's name, or `?` for one gone.
    async fn name_of(&self, id: crate::model::PlayerId) -> Result<String, PageError> {
        Ok(self
            .store
            .player_by_id(id)
            .await?
            .map_or_else(|| "?".to_owned(), |p| p.display_name))
    }

    /// Round `round_id` as its page shows it, in `language`.
    pub async fn puzzle_view(
        &self,
        round_id: i64,
        language: Language,
    ) -> Result<PuzzleView, PageError> {
        let (round, put) = self.page_round(round_id).await?;
        let puzzle = put.puzzle();
        let tries = self.puzzle_store.puzzle_round_tries(round.id).await?;
        let en = |text: Text| text.write(language);
        let solver = solver_side(&puzzle);
        let open = self.takes_moves(&round);
        let status = match (open, round.solved_by) {
            (_, Some(solver)) => en(Text::new("puzzle-page-solved")
                .arg("player", self.name_of(solver).await?)
                .arg("id", puzzle.id)),
            (true, None) => en(Text::new("puzzle-page-find").arg("color", side_name(solver))),
            (false, None) => en(Text::new("puzzle-page-over")),
        };
        let mut lines = Vec::new();
        let themes = {
            let listed = puzzle
                .themes
                .iter()
                .map(|theme| en(Text::new("puzzle-theme").arg("theme", theme.name())))
                .collect::<Vec<_>>()
                .join(", ");
            if listed.is_empty() {
                listed
            } else {
                format!("; {listed}")
            }
        };
        lines.push(en(Text::new("puzzle-page-about")
            .number("rating", f64::from(puzzle.rating))
            .arg("themes", themes)));
        if let Some(credit) = self.credit(&put).await? {
            lines.push(en(credit));
        }
        let mut missed = Vec::new();
        for (player, solved) in &tries {
            if *solved == Some(false) {
                missed.push(self.name_of(*player).await?);
            }
        }
        if !missed.is_empty() {
            lines.push(en(
                Text::new("puzzle-page-missed-by").arg("players", missed.join(", "))
            ));
        }
        if !open {
            lines.push(en(
                Text::new("puzzle-solution").arg("line", line_from(&puzzle, 0))
            ));
        }
        let game = position(&puzzle, round.progress);
        let lichess = matches!(put, Put::Shipped(_))
            .then_some(puzzle.variant)
            .filter(|variant| *variant == kibitz_rules::Variant::Standard)
            .map(|_| format!("https://lichess.org/training/{}", puzzle.id));
        Ok(PuzzleView {
            round: round.id,
            version: version(&round, &tries),
            puzzle_id: puzzle.id.to_owned(),
            variant: en(variant_text(puzzle.variant)),
            solver,
            open,
            status,
            lines,
            played: played(&puzzle, round.progress),
            position: game.map(|g| g.state()).unwrap_or_default(),
            lichess,
        })
    }

    /// Round `round_id`'s board as a PNG, from the solver's side, the last
    /// move marked, its bars in `language`: the page's picture for a
    /// reader without scripts.
    pub async fn puzzle_png(
        &self,
        round_id: i64,
        language: Language,
    ) -> Result<Vec<u8>, PageError> {
        let (round, put) = self.page_round(round_id).await?;
        let puzzle = put.puzzle();
        let view = round_view(&puzzle, round.progress, language)
            .ok_or_else(|| PageError::Trouble(format!("puzzle {} does not replay", puzzle.id)))?;
        kibitz_render::png(&view, &page_style()).map_err(|e| PageError::Trouble(e.to_string()))
    }

    /// The page's version of round `round_id` (see [`PuzzleView::version`]).
    pub async fn puzzle_page_version(&self, round_id: i64) -> Result<i64, PageError> {
        let round = self
            .puzzle_store
            .puzzle_round(round_id)
            .await?
            .ok_or(PageError::NoPuzzle)?;
        let tries = self.puzzle_store.puzzle_round_tries(round.id).await?;
        Ok(version(&round, &tries))
    }

    /// The chat of `round`, as `actor` answers in it: marked as their own
    /// private chat with the bot when it is (on Telegram, whose private
    /// chats have their user's id). `Forbidden` when Mini App data is all
    /// that proves them and the chat is not theirs alone: it says who they
    /// are, not that they are in the group.
    /// What `actor` (proven by `proof`) answering round `round_id` with
    /// `uci` from its page, which showed the solution `progress`
    /// half-moves in, says: `solve <move> round:N ply:P`, in the round's
    /// chat (a Mini App's answer only from the solver's own chat with the
    /// bot).
    pub(crate) async fn page_answer(
        &self,
        round_id: i64,
        (actor, proof): (&Actor, PuzzleProof),
        uci: &str,
        progress: u32,
    ) -> Result<(Place, Message), PageError> {
        let round = self
            .puzzle_store
            .puzzle_round(round_id)
            .await?
            .ok_or(PageError::NoPuzzle)?;
        let words = MoveWords::new(uci).ok_or_else(|| {
            PageError::NotForThisPage("`move` must be one move, such as `e2e4`".to_owned())
        })?;
        let language = crate::context::reader_language_of(&self.store, actor).await?;
        let place = self.answering_place(&round, actor, proof, language).await?;
        let request = Request::new(Command::Solve(Solve::Move {
            words,
            round: Some(round.id),
        }));
        let request = Request {
            ply: Some(progress),
            ..request
        };
        Ok((place, Message::request(Ok(request))))
    }

    async fn answering_place(
        &self,
        round: &PuzzleRound,
        actor: &Actor,
        proof: PuzzleProof,
        language: Language,
    ) -> Result<Place, PageError> {
        let Some(mut place) = self.store.channel_by_id(round.channel_id).await? else {
            return Err(PageError::NoPuzzle);
        };
        place.direct = place.platform == Platform::Telegram
            && actor.platform == Platform::Telegram
            && place.channel_id == actor.user_id;
        if proof == PuzzleProof::MiniApp && !place.direct {
            return Err(PageError::Forbidden(
                Text::new("puzzle-page-answer-in-chat").write(language),
            ));
        }
        Ok(place)
    }

    /// The board of round `round_id` as it stands, with the seat of
    /// `actor` when one proved who they are (and how).
    pub async fn puzzle_board(
        &self,
        round_id: i64,
        actor: Option<(&Actor, PuzzleProof)>,
    ) -> Result<(BoardState, Option<PuzzleSeat>), PageError> {
        let (round, put) = self.page_round(round_id).await?;
        let puzzle = put.puzzle();
        let game = position(&puzzle, round.progress)
            .ok_or_else(|| PageError::Trouble(format!("puzzle {} does not replay", puzzle.id)))?;
        let tries = self.puzzle_store.puzzle_round_tries(round.id).await?;
        let progress = usize::try_from(round.progress).unwrap_or(0);
        let mut board = board_state(&game, version(&round, &tries), progress);
        // The solution's moves made, as the page counts them (the
        // opponent's first move is the puzzle's own).
        board.shown = progress;
        let open = self.takes_moves(&round);
        board.over = !open;
        let Some((actor, proof)) = actor else {
            return Ok((board, None));
        };
        let language = crate::context::reader_language_of(&self.store, actor).await?;
        let en = |text: Text| text.write(language);
        let elsewhere = match self.answering_place(&round, actor, proof, language).await {
            Ok(_) => None,
            Err(PageError::Forbidden(why)) => Some(why),
            Err(error) => return Err(error),
        };
        let player = self.store.find_player(actor).await?;
        let missed = match &player {
            Some(player) => tries
                .iter()
                .any(|(who, solved)| *who == player.id && *solved == Some(false)),
            None => false,
        };
        let note = if !open {
            Some(en(Text::new("puzzle-page-closed")))
        } else if let Some(why) = elsewhere {
            Some(why)
        } else if missed {
            Some(en(Text::new("puzzle-already-missed")))
        } else {
            None
        };
        let legal = if note.is_none() {
            game.legal_moves()
                .into_iter()
                .map(|mv| game.uci(mv))
                .collect()
        } else {
            Vec::new()
        };
        Ok((
            board,
            Some(PuzzleSeat {
                color: solver_side(&puzzle),
                legal,
                note,
            }),
        ))
    }

    /// `solve`: the asker's own link to the chat's open puzzle's page,
    /// where they answer by tapping, given where no one else reads it
    /// (Discord's private replies, a direct chat with the bot, the console).
    pub(crate) async fn puzzle_page_link(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        let Some(url) = self.games.web_url().cloned() else {
            return Ok(ctx.refuse(Text::new("page-not-served")));
        };
        let private =
            ctx.direct || matches!(ctx.actor.platform, Platform::Discord | Platform::Console);
        if !private {
            return Ok(ctx.refuse(Text::new("solve-ask-directly")));
        }
        let Some(round) = self.puzzle_store.open_puzzle_round(ctx.channel_id).await? else {
            return Ok(ctx.refuse(Text::new("puzzle-none-open")));
        };
        if !self.takes_moves(&round) {
            return Ok(ctx.refuse(Text::new("puzzle-none-open")));
        }
        let expires = self.clock.now() + PAGE_LINK_LIFETIME;
        let token =
            self.page_key
                .issue_for(LinkSubject::PuzzleRound(round.id), ctx.player.id, expires);
        Ok(Reply::private(
            ctx.say_privately(
                Text::new("solve-link")
                    .arg("link", format!("{url}/puzzle/{}#key={token}", round.id))
                    .number("minutes", PAGE_LINK_LIFETIME.num_minutes() as f64),
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::set::PuzzleSet;

    #[test]
    fn the_moves_played_are_numbered_as_a_record_numbers_them() {
        let puzzle = PuzzleSet::shipped().by_id("0YtJI").expect("shipped");
        let start = puzzle.start().expect("a start");
        let first = start.fullmove_number();
        let shown = played(puzzle, 1);
        assert_eq!(shown.len(), 1);
        let dots = if start.turn() == Color::White {
            "."
        } else {
            "..."
        };
        assert!(
            shown[0].starts_with(&format!("{first}{dots} ")),
            "{shown:?}"
        );
        assert!(played(puzzle, 0).is_empty());
    }
}
