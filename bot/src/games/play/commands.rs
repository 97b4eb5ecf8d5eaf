//! Commands that change a game: move, resign, draw, takeback, abort,
//! moretime, claim.

use crate::model::GameId;
use chrono::{DateTime, TimeDelta, Utc};
use kibitz_rules::{Color, EndReason, Game, Outcome};

use crate::chat::{Button, ButtonRole, Reply};
use crate::command::Numbered;
use crate::command::{Command, MoveWords, Offer as DeclinedOffer};
use crate::context::{Ctx, Failure, Judged};
use crate::games::access::Unnamed;
use crate::games::commands::{
    ABORT, BOARD, CLAIM, DRAW, FEN, GIF, MORETIME, PGN, REMATCH, TAKEBACK,
};
use crate::games::judge::{before_the_flag, ended, playing};
use crate::games::play::Play;
use crate::games::play::against_kibitz::bot_text;
use crate::games::state::conditional_lines;
use crate::games::state::live_clock::clock_of;
use crate::games::state::loaded::{Change, Event, Loaded};
use crate::games::state::next_row::{finish, play_queued, with_game};
use crate::games::views::move_error_text;
use crate::i18n::Text;

/// The most days beyond its usual time per move a side may be given.
const MOST_EXTRA_DAYS: i64 = 7;

/// Where a two-sided agreement (a draw, a takeback) stands for one side.
enum Offer {
    /// The opponent has asked: this side agrees by asking too.
    FromOpponent,
    /// This side has already asked.
    Mine,
    /// Nobody has asked.
    Nobody,
}

/// How the stored offer (the asking side's colour) stands for `color`.
fn offer(stored: Option<Color>, color: Color) -> Offer {
    match stored {
        Some(side) if side == color => Offer::Mine,
        Some(_) => Offer::FromOpponent,
        None => Offer::Nobody,
    }
}

/// `moretime` in a live game: `color`'s opponent gets 15 seconds more, as
/// on lichess, whoever is to move (the flag moves with it when the
/// opponent is).
fn live_more_time(
    ctx: &Ctx<'_>,
    loaded: &Loaded,
    color: Color,
    now: DateTime<Utc>,
) -> Judged<Change> {
    before_the_flag(ctx, loaded, now)?;
    let mut row = loaded.row.clone();
    let left = row.clock_ms.get_mut(!color);
    *left = Some(left.unwrap_or(0).saturating_add(LIVE_MORE_TIME_MS));
    if loaded.game.turn() == !color {
        let later = |at: DateTime<Utc>| at + TimeDelta::milliseconds(LIVE_MORE_TIME_MS);
        row.deadline = row.deadline.map(later);
        // Its low-time warning, if one is to come, comes as much later.
        row.remind_at = row.remind_at.map(later);
    }
    Ok((row, loaded.game.clone(), Event::MoreTime(color)))
}

/// What `moretime` gives in a live game, as on lichess: 15 seconds.
const LIVE_MORE_TIME_MS: i64 = 15_000;

impl Play {
    /// Carries out `row`, when it is one of the games' commands that take
    /// nothing but a game's number and play carries out.
    pub(crate) async fn numbered(
        &self,
        ctx: &Ctx<'_>,
        row: Numbered,
        game: Option<GameId>,
    ) -> Option<Result<Reply, Failure>> {
        Some(match row {
            r if r == DRAW => self.draw(ctx, game).await,
            r if r == TAKEBACK => self.takeback(ctx, game).await,
            r if r == ABORT => self.abort(ctx, game).await,
            r if r == MORETIME => self.more_time(ctx, game).await,
            r if r == CLAIM => self.claim(ctx, game).await,
            r if r == BOARD => self.board(ctx, game).await,
            r if r == REMATCH => self.rematch(ctx, game).await,
            r if r == GIF => self.gif(ctx, game).await,
            r if r == PGN => self.pgn(ctx, game).await,
            r if r == FEN => self.fen(ctx, game).await,
            _ => return None,
        })
    }

    /// `move`: only the side to move, in an active game, a legal move.
    pub(crate) async fn play_move(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        words: &MoveWords,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::WaitingForMe, |loaded| {
                let color = playing(ctx, loaded)?;
                before_the_flag(ctx, loaded, now)?;
                if loaded.game.turn() != color {
                    let opponent = loaded.player(!color);
                    return Err(ctx.refusal(
                        Text::new("not-your-turn")
                            .arg("game", loaded.id())
                            .arg("opponent", &opponent.display_name),
                    ));
                }
                // Placements for a football line-up may be sent several at once:
                // the first is played now, the others in their turns.
                let series: Vec<&str> = words.as_str().split(' ').collect();
                let (first, ahead) = match series.as_slice() {
                    [first, ahead @ ..]
                        if !ahead.is_empty() && series.iter().all(|w| w.contains('@')) =>
                    {
                        (*first, ahead)
                    }
                    _ => (words.as_str(), &[][..]),
                };
                if !ahead.is_empty() && !loaded.game.is_lining_up() {
                    return Err(ctx.refusal(Text::new("move-one-at-a-time")));
                }
                let mv = loaded.game.parse_move(first).map_err(|error| {
                    let (message, candidates) = move_error_text(&error);
                    // Each candidate a button that plays it (a move's SAN is
                    // always a move a command holds).
                    let buttons = candidates
                        .into_iter()
                        .filter_map(|san| {
                            let request = loaded.request(Command::Move(MoveWords::new(&san)?));
                            Some(Button::new(san, request, ButtonRole::Primary))
                        })
                        .collect();
                    Box::new(ctx.refuse(message).with_buttons(buttons))
                })?;
                let mut game = loaded.game.clone();
                game.play(mv).expect("a move the game read is legal");
                let mut queued = loaded.row.queued.clone();
                *queued.get_mut(color) = ahead.join(" ");
                let dropped = play_queued(&mut game, &mut queued);
                // The opponent's conditional lines answer at once, when they
                // foresaw this move (and go, when they did not).
                let mut lines = loaded.row.conditional.clone();
                lines.get_mut(color).clear();
                let answered = conditional_lines::answer(&mut game, !color, lines.get_mut(!color));
                let declined_draw = loaded.row.draw_offer == Some(!color);
                let mut row = with_game(loaded, &game, now);
                row.queued = queued;
                if !game.is_over() {
                    row.conditional = lines;
                }
                if declined_draw {
                    row.draw_offer = None;
                }
                Ok((
                    row,
                    game,
                    Event::Moved {
                        declined_draw,
                        dropped,
                        answered: (!answered.is_empty()).then_some((!color, answered)),
                    },
                ))
            })
            .await
    }

    /// `draw`: offers a draw, or accepts the opponent's standing offer.
    pub(crate) async fn draw(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                let color = playing(ctx, loaded)?;
                before_the_flag(ctx, loaded, now)?;
                if loaded.player(!color).is_bot() {
                    return Err(
                        ctx.refusal(Text::new("bot-draw-declined").text("bot", bot_text(loaded)))
                    );
                }
                match offer(loaded.row.draw_offer, color) {
                    Offer::FromOpponent => Ok(ended(
                        loaded,
                        Outcome::draw(EndReason::Agreement),
                        now,
                        Event::DrawAgreed,
                    )),
                    Offer::Mine => Err(ctx.refusal(
                        Text::new("draw-already-offered")
                            .arg("opponent", &loaded.player(!color).display_name),
                    )),
                    Offer::Nobody => {
                        let mut row = loaded.row.clone();
                        row.draw_offer = Some(color);
                        Ok((row, loaded.game.clone(), Event::DrawOffered(color)))
                    }
                }
            })
            .await
    }

    /// `takeback`: asks to take back one's last move, or agrees to the
    /// opponent's request (which undoes their last move and any reply).
    pub(crate) async fn takeback(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                let color = playing(ctx, loaded)?;
                before_the_flag(ctx, loaded, now)?;
                // Taking back `side`'s last move undoes the reply to it too.
                let plies_for = |side: Color| if loaded.game.turn() == side { 2 } else { 1 };
                let played = loaded.game.history().len();
                // The bot grants a takeback at once: the player's last move and
                // its answer go.
                let against_bot = loaded.player(!color).is_bot();
                let stored = if against_bot {
                    Some(!color)
                } else {
                    loaded.row.takeback_offer
                };
                match offer(stored, color) {
                    Offer::FromOpponent => {
                        let plies = if against_bot {
                            plies_for(color)
                        } else {
                            plies_for(!color)
                        };
                        if plies > played {
                            return Err(ctx.refusal(Text::new("takeback-nothing")));
                        }
                        let moves: Vec<&str> = loaded.game.history()[..played - plies]
                            .iter()
                            .map(|m| m.uci.as_str())
                            .collect();
                        let game =
                            Game::replay(loaded.game.variant(), &loaded.row.start_state, &moves)
                                .expect("a prefix of a played game replays");
                        let mut row = with_game(loaded, &game, now);
                        row.draw_offer = None;
                        Ok((row, game, Event::TakenBack { plies }))
                    }
                    Offer::Mine => Err(ctx.refusal(
                        Text::new("takeback-already-asked")
                            .arg("opponent", &loaded.player(!color).display_name),
                    )),
                    Offer::Nobody => {
                        if plies_for(color) > played {
                            return Err(ctx.refusal(Text::new("takeback-nothing")));
                        }
                        let mut row = loaded.row.clone();
                        row.takeback_offer = Some(color);
                        Ok((row, loaded.game.clone(), Event::TakebackAsked(color)))
                    }
                }
            })
            .await
    }

    /// `abort`: a player, before both sides have moved.
    pub(crate) async fn abort(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                let color = playing(ctx, loaded)?;
                if loaded.row.both_sides_moved(loaded.game.history().len()) {
                    return Err(ctx.refusal(Text::new("abort-too-late")));
                }
                let outcome = Outcome::draw(EndReason::Aborted);
                Ok(ended(loaded, outcome, now, Event::Aborted(color)))
            })
            .await
    }

    /// `moretime`: a player gives the opponent one more day on the move
    /// they are to make, in a correspondence game (lichess's "give more
    /// time"). The reminder moves with the deadline; a side may hold at
    /// most [`MOST_EXTRA_DAYS`] days beyond its usual time.
    pub(crate) async fn more_time(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                let color = playing(ctx, loaded)?;
                if clock_of(&loaded.row).is_some() {
                    return live_more_time(ctx, loaded, color, now);
                }
                let opponent = &loaded.player(!color).display_name;
                let (Some(days), Some(deadline)) = (loaded.row.days_per_move, loaded.row.deadline)
                else {
                    return Err(ctx.refusal(Text::new("more-time-not-correspondence")));
                };
                if loaded.game.turn() == color {
                    return Err(
                        ctx.refusal(Text::new("more-time-your-move").arg("opponent", opponent))
                    );
                }
                let usual = TimeDelta::days(i64::from(days));
                // Counted from the end of a vacation the opponent is on.
                let most = loaded
                    .player(!color)
                    .vacation
                    .back_by(now)
                    .checked_add_signed(usual + TimeDelta::days(MOST_EXTRA_DAYS));
                let extended = deadline
                    .checked_add_signed(TimeDelta::days(1))
                    .filter(|extended| most.is_some_and(|most| *extended <= most));
                let Some(extended) = extended else {
                    return Err(ctx.refusal(
                        Text::new("more-time-enough")
                            .arg("opponent", opponent)
                            .number("days", MOST_EXTRA_DAYS as f64),
                    ));
                };
                let mut row = loaded.row.clone();
                row.deadline = Some(extended);
                // Reminded again at 80% of the usual time before the new
                // deadline, unless that moment has passed.
                row.remind_at = extended
                    .checked_sub_signed(usual / 5)
                    .filter(|remind| *remind > now);
                Ok((row, loaded.game.clone(), Event::MoreTime(color)))
            })
            .await
    }

    /// `decline draw`, `decline takeback`: the opponent's offer is turned
    /// down and the game goes on as it stands.
    pub(crate) async fn decline_offer(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        declined: DeclinedOffer,
    ) -> Result<Reply, Failure> {
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                let color = playing(ctx, loaded)?;
                let stored = match declined {
                    DeclinedOffer::Draw => loaded.row.draw_offer,
                    DeclinedOffer::Takeback => loaded.row.takeback_offer,
                };
                match offer(stored, color) {
                    Offer::FromOpponent => {
                        let mut row = loaded.row.clone();
                        match declined {
                            DeclinedOffer::Draw => row.draw_offer = None,
                            DeclinedOffer::Takeback => row.takeback_offer = None,
                        }
                        Ok((row, loaded.game.clone(), Event::Declined(declined, color)))
                    }
                    Offer::Mine => Err(ctx.refusal(
                        Text::new("offer-decline-own")
                            .arg("offer", declined.name())
                            .arg("opponent", &loaded.player(!color).display_name),
                    )),
                    Offer::Nobody => Err(ctx.refusal(
                        Text::new("offer-decline-none")
                            .arg("offer", declined.name())
                            .arg("game", loaded.id()),
                    )),
                }
            })
            .await
    }

    /// `claim`: a draw by threefold repetition or the fifty-move rule.
    pub(crate) async fn claim(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                playing(ctx, loaded)?;
                let claims = loaded.game.claimable_draws();
                let Some(&claim) = claims.first() else {
                    return Err(ctx.refusal(
                        Text::new("claim-nothing")
                            .arg("game", loaded.id())
                            .number("repetitions", loaded.game.repetitions() as f64),
                    ));
                };
                let mut game = loaded.game.clone();
                let outcome = game
                    .claim_draw(claim)
                    .expect("a claimable draw can be claimed");
                let mut row = loaded.row.clone();
                finish(&mut row, outcome, now);
                Ok((row, game, Event::Claimed))
            })
            .await
    }
}
