//! The checks a change to a game makes before it is judged on its own
//! terms: the user plays in it and it is not over ([`playing`]), a live
//! game's flag has not fallen ([`before_the_flag`]); and a game ended from
//! outside its rules ([`ended`]).

use chrono::{DateTime, Utc};
use kibitz_rules::{Color, Outcome};

use crate::context::{Ctx, Judged};
use crate::games::state::live_clock::clock_of;
use crate::games::state::loaded::{Change, Event, Loaded};
use crate::games::state::next_row::finish;
use crate::games::views::outcome_text;
use crate::i18n::Text;

/// The colour the user plays in an active game, or the refusal.
pub(crate) fn playing(ctx: &Ctx<'_>, loaded: &Loaded) -> Judged<Color> {
    if let Some(outcome) = loaded.outcome() {
        return Err(ctx.refusal(
            Text::new("game-over")
                .arg("game", loaded.id())
                .text("result", outcome_text(outcome)),
        ));
    }
    loaded.color_of(ctx.player.id).ok_or_else(|| {
        ctx.refusal(
            Text::new("not-a-player")
                .arg("game", loaded.id())
                .arg("white", &loaded.white.display_name)
                .arg("black", &loaded.black.display_name),
        )
    })
}

/// Ends a game from outside its rules.
pub(crate) fn ended(loaded: &Loaded, outcome: Outcome, now: DateTime<Utc>, event: Event) -> Change {
    let mut game = loaded.game.clone();
    game.end(outcome)
        .expect("only an active game is ended from outside");
    let mut row = loaded.row.clone();
    finish(&mut row, outcome, now);
    (row, game, event)
}

/// Refuses a change to a live game whose side to move ran out of time by
/// `now`: the flag fell then, and the game is over on time, whether or not
/// the scheduler has committed its end yet (it does within a second).
pub(crate) fn before_the_flag(ctx: &Ctx<'_>, loaded: &Loaded, now: DateTime<Utc>) -> Judged<()> {
    let fallen = clock_of(&loaded.row).is_some()
        && loaded.outcome().is_none()
        && loaded.row.deadline.is_some_and(|flag| flag <= now);
    if fallen {
        return Err(ctx.refusal(
            Text::new("flag-fallen")
                .arg("game", loaded.id())
                .arg("player", &loaded.player(loaded.game.turn()).display_name),
        ));
    }
    Ok(())
}
