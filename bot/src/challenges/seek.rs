//! `seek`: the lobby shared by every chat of both platforms. A seek is
//! made from a private chat with the bot; the first seek in the pool it
//! pairs with (see [`crate::store::Store::place_seek`]) starts a game
//! played in the two seekers' private chats (and on the page); else it
//! waits in the pool until someone's pairs with it, it expires, or it is
//! withdrawn. `accept #N` from a private chat takes up a seek of the pool
//! too, when the seeker's range allows.

use chrono::{DateTime, TimeDelta, Utc};

use crate::challenges::Challenges;
use crate::challenges::challenge::{agreed_terms, platform_name, terms_text};
use crate::challenges::store::challenges::{ChallengeRow, NewChallenge};
use crate::challenges::store::seeks::Placed;
use crate::challenges::store::seeks::within_range;
use crate::chat::{Button, ButtonRole, Reply, ReplyKind};
use crate::command::{Command, Request, SeekStep, Sought, TimeControl};
use crate::context::{Ctx, Failure};
use crate::games::new_game::usual_start;
use crate::games::state::live_clock::to_stored;
use crate::games::state::loaded::Loaded;
use crate::i18n::Text;
use crate::model::{ColorChoice, PlayerId};
use crate::perf::variant_text;
use crate::perf::{Perf, Speed};
use crate::rating::START_RATING;

/// How long a live seek waits in the pool.
pub const LIVE_SEEK_MINUTES: i64 = 10;

/// How long a seek of a correspondence game (or one without a limit)
/// waits in the pool.
pub const CORRESPONDENCE_SEEK_DAYS: i64 = 3;

/// The most seeks of the pool `seek` shows, and tries to pair with.
const POOL_SHOWN: i64 = 15;

/// How many times a seek looks again for one to pair with when the pool
/// changed under it.
const MOST_TRIES: usize = 3;

/// How long a seek of `time` waits in the pool.
fn seek_lasts(time: TimeControl) -> TimeDelta {
    match time {
        TimeControl::Live(_) => TimeDelta::minutes(LIVE_SEEK_MINUTES),
        TimeControl::DaysPerMove(_) | TimeControl::Unlimited => {
            TimeDelta::days(CORRESPONDENCE_SEEK_DAYS)
        }
    }
}

/// How long a seek waits, in minutes or in days.
fn lasts_text(lasts: TimeDelta) -> Text {
    match lasts.num_days() {
        0 => Text::new("seek-lasts-minutes").number("minutes", lasts.num_minutes() as f64),
        days => Text::new("seek-lasts-days").number("days", days as f64),
    }
}

/// A seek's number as players write it.
fn seek_id(row: &ChallengeRow) -> String {
    row.id.to_string()
}

/// The kind of rating a seek's game counts for.
fn perf_of(row: &ChallengeRow) -> Perf {
    Perf::of(
        row.variant,
        Speed::of_stored(row.clock_base, row.clock_increment),
    )
}

/// A seek's game and terms, as the pool and its answers word them.
fn seek_terms(row: &ChallengeRow) -> Text {
    Text::new("seek-terms")
        .text("variant", variant_text(row.variant))
        .text("terms", terms_text(row, ""))
}

/// The ratings a seek will play, as written: `1400–1800`, or `any`.
fn range_text(row: &ChallengeRow) -> Text {
    match (row.seek_min, row.seek_max) {
        (Some(low), Some(high)) => Text::new("seek-range")
            .number("low", low)
            .number("high", high),
        _ => Text::new("seek-range-any"),
    }
}

impl Challenges {
    /// `seek`: the pool, a seek withdrawn, or a game sought.
    pub(crate) async fn seek(&self, ctx: &Ctx<'_>, step: SeekStep) -> Result<Reply, Failure> {
        match step {
            SeekStep::Pool => self.seek_pool(ctx).await,
            SeekStep::Cancel => self.withdraw_seek(ctx).await,
            SeekStep::Seek(sought) => self.place_seek(ctx, sought).await,
        }
    }

    /// The seeks waiting in the pool, oldest first, the user's own marked;
    /// how to seek or withdraw.
    async fn seek_pool(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        let now = self.clock.now();
        let pool = self.challenge_store.seek_pool(now, POOL_SHOWN).await?;
        let mut lines = vec![ctx.say(Text::new("seek-pool-title"))];
        if pool.is_empty() {
            lines.push(ctx.say(Text::new("seek-pool-empty")));
        }
        for row in &pool {
            let seeker = self.store.player_by_id(row.challenger_id).await?;
            let name = seeker.map_or_else(|| "?".to_owned(), |p| p.display_name);
            let left = (row.seek_until.unwrap_or(now) - now).max(TimeDelta::minutes(1));
            lines.push(
                ctx.say(
                    Text::new("seek-pool-line")
                        .arg("seek", seek_id(row))
                        .text("terms", seek_terms(row))
                        .arg("player", name)
                        .number("rating", row.seek_rating.unwrap_or_default())
                        .text("range", range_text(row))
                        .text("left", lasts_text(left))
                        .arg(
                            "own",
                            if row.challenger_id == ctx.player.id {
                                "yes"
                            } else {
                                "no"
                            },
                        ),
                ),
            );
        }
        lines.push(ctx.say(Text::new("seek-pool-how")));
        Ok(Reply::info(lines.join("\n")))
    }

    /// `seek cancel`: the user's seek leaves the pool.
    async fn withdraw_seek(&self, ctx: &Ctx<'_>) -> Result<Reply, Failure> {
        let now = self.clock.now();
        let Some(row) = self.challenge_store.seek_of(ctx.player.id, now).await? else {
            return Ok(ctx.refuse(Text::new("seek-none")));
        };
        self.challenge_store
            .withdraw_seeks(ctx.player.id, ctx.delivery)
            .await?;
        Ok(Reply::done(
            ctx.say(
                Text::new("seek-withdrawn")
                    .arg("seek", seek_id(&row))
                    .text("terms", seek_terms(&row)),
            ),
        ))
    }

    /// The seek `sought` as the user would place it: their rating in its
    /// kind now, the range they gave around it, how long it waits.
    async fn new_seek(
        &self,
        ctx: &Ctx<'_>,
        sought: Sought,
        now: DateTime<Utc>,
    ) -> Result<NewChallenge, Failure> {
        let (clock_base, clock_increment) = to_stored(sought.time.clock());
        let perf = Perf::of(sought.variant, sought.time.clock().map(|c| c.speed()));
        let rating = self.rating_in(ctx.player.id, perf).await?;
        let (seek_min, seek_max) = match sought.range {
            Some(range) => {
                let (low, high) = range.bounds(rating);
                (Some(low), Some(high))
            }
            None => (None, None),
        };
        Ok(NewChallenge {
            channel_id: ctx.channel_id,
            challenger_id: ctx.player.id,
            challenged_id: None,
            variant: sought.variant,
            color: ColorChoice::Random,
            days_per_move: sought.time.days().map(i32::from),
            clock_base,
            clock_increment,
            start_state: None,
            start_moves: String::new(),
            rated: sought.rated,
            notice_at: None,
            seek_until: Some(now + seek_lasts(sought.time)),
            seek_rating: Some(rating),
            seek_min,
            seek_max,
            by_link: false,
        })
    }

    /// A player's rating in `perf`, rounded; the starting rating when they
    /// have none yet.
    async fn rating_in(&self, player: PlayerId, perf: Perf) -> Result<i32, Failure> {
        let rating = self
            .standing_store
            .ratings_of(player)
            .await?
            .into_iter()
            .find(|r| r.perf == perf)
            .map_or(START_RATING, |r| r.rating.rating);
        Ok(rating.round() as i32)
    }

    /// `seek 5+3 …`: paired with the oldest seek of the pool it pairs
    /// with, the game begins; else the seek waits in the pool (replacing
    /// the user's earlier one).
    async fn place_seek(&self, ctx: &Ctx<'_>, sought: Sought) -> Result<Reply, Failure> {
        if !ctx.direct {
            return Ok(ctx.refuse(Text::new("seek-in-private").arg("seek", seek_words(sought))));
        }
        if !ctx.message.may_post_boards {
            return Ok(ctx.refuse(Text::new("challenge-cannot-post")));
        }
        for _ in 0..MOST_TRIES {
            let now = self.clock.now();
            let new = self.new_seek(ctx, sought, now).await?;
            for row in self
                .challenge_store
                .seeks_pairing_with(&new, now, POOL_SHOWN)
                .await?
            {
                if let Some(reply) = self.start_sought(ctx, &row).await? {
                    return Ok(reply);
                }
            }
            match self
                .challenge_store
                .place_seek(&new, now, ctx.delivery)
                .await?
            {
                Placed::Raced => continue,
                Placed::Waiting(row, replaced) => {
                    let mut said = vec![
                        ctx.say(
                            Text::new("seek-placed")
                                .arg("seek", seek_id(&row))
                                .text("terms", seek_terms(&row))
                                .number("rating", new.seek_rating.unwrap_or_default())
                                .text("range", range_text(&row))
                                .text("lasts", lasts_text(seek_lasts(sought.time))),
                        ),
                    ];
                    if replaced > 0 {
                        said.push(ctx.say(Text::new("seek-replaced")));
                    }
                    let withdraw = Button::new(
                        ctx.say(Text::new("button-withdraw-seek")),
                        Request::new(Command::Seek(SeekStep::Cancel)),
                        ButtonRole::Danger,
                    );
                    return Ok(Reply::done(said.join("\n")).with_buttons(vec![withdraw]));
                }
            }
        }
        // The pool kept changing under the seek: so busy it is not left
        // waiting unseen, the user is asked to try again.
        Ok(ctx.refuse(Text::new("seek-busy")))
    }

    /// `accept #N` of a seek: from a private chat, by someone the seeker's
    /// range allows (and whose own range allows the seeker), while it is
    /// in the pool.
    pub(crate) async fn take_up_seek(
        &self,
        ctx: &Ctx<'_>,
        row: ChallengeRow,
    ) -> Result<Reply, Failure> {
        let id = seek_id(&row);
        if !ctx.direct {
            return Ok(ctx.refuse(Text::new("seek-take-in-private").arg("seek", id)));
        }
        if row.seek_until.is_none_or(|until| until <= self.clock.now()) {
            return Ok(ctx.refuse(Text::new("seek-expired").arg("seek", id)));
        }
        let rating = self.rating_in(ctx.player.id, perf_of(&row)).await?;
        if !within_range(rating, (row.seek_min, row.seek_max)) {
            return Ok(ctx.refuse(
                Text::new("seek-out-of-range")
                    .arg("seek", id)
                    .number("rating", rating)
                    .text("range", range_text(&row)),
            ));
        }
        Ok(match self.start_sought(ctx, &row).await? {
            Some(reply) => reply,
            None => ctx.refuse(Text::new("seek-taken").arg("seek", id)),
        })
    }

    /// Starts the game of seek `row` with the user, played in the seeker's
    /// chat and this one (owed its first board there), colours by lot;
    /// the user's own seeks leave the pool with it. `None` when someone
    /// took the seek first.
    async fn start_sought(
        &self,
        ctx: &Ctx<'_>,
        row: &ChallengeRow,
    ) -> Result<Option<Reply>, Failure> {
        let (white, black) = self.sides(ctx, row).await?;
        let game = usual_start(row.variant);
        let mut new = self.games.new_game(
            row.channel_id,
            (&game, false),
            (&white, &black),
            agreed_terms(row),
        );
        new.also_channel_id = Some(ctx.channel_id);
        new.also_for = Some(ctx.player.id);
        new.board_owed_in = Some(row.channel_id);
        let Some(game_row) = self
            .challenge_store
            .take_seek(row, ctx.player.id, &new, ctx.delivery)
            .await?
        else {
            return Ok(None);
        };
        self.wake.notify_one();
        let opponent = if white.id == ctx.player.id {
            &black
        } else {
            &white
        };
        let headline = Text::new("seek-paired")
            .arg("seek", seek_id(row))
            .arg("opponent", &opponent.display_name)
            .arg("platform", platform_name(opponent.platform));
        let loaded = Loaded {
            row: game_row,
            game,
            white,
            black,
            results: Vec::new(),
        };
        Ok(Some(self.games.board_reply(
            ctx,
            &loaded,
            ReplyKind::Done,
            Some(headline),
        )))
    }
}

/// How a seek is typed, for a refusal that shows the user where to type
/// it instead.
fn seek_words(sought: Sought) -> String {
    Request::new(Command::Seek(SeekStep::Seek(sought))).to_string()
}
