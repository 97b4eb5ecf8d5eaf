//! Resigning: typed, at once; from the board's button, after a question
//! that only the player who pressed it may answer.

use crate::model::GameId;
use kibitz_rules::{Color, EndReason, Outcome};

use crate::chat::{Button, ButtonRole, Reply, Settled};
use crate::command::{Command, Request, ResignStep};
use crate::context::{Ctx, Failure, Judged};
use crate::games::access::{Unnamed, still_as_shown};
use crate::games::judge::{before_the_flag, ended, playing};
use crate::games::play::Play;
use crate::games::state::loaded::{Event, Loaded};
use crate::i18n::Text;

/// The player's colour, when the question was put to them; the refusal
/// otherwise (a question put to the opponent is not theirs to answer).
fn asked(ctx: &Ctx<'_>, loaded: &Loaded, to: Color) -> Judged<Color> {
    let color = playing(ctx, loaded)?;
    if color == to {
        Ok(color)
    } else {
        Err(ctx.refusal(
            Text::new("resign-not-yours")
                .arg("game", loaded.id())
                .arg("player", &loaded.player(to).display_name),
        ))
    }
}

impl Play {
    /// `resign` and its steps: at once (typed), the question (the
    /// board's button), the confirmation and the change of mind.
    pub(crate) async fn resign(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        step: ResignStep,
    ) -> Result<Reply, Failure> {
        match step {
            ResignStep::Now => self.resign_now(ctx, named, None).await,
            ResignStep::Confirm(to) => self.resign_now(ctx, named, Some(to)).await,
            ResignStep::Ask => self.ask_to_resign(ctx, named).await,
            ResignStep::Cancel(to) => self.keep_playing(ctx, named, to).await,
        }
    }

    /// Ends the game with the player's resignation; `to` is the side a
    /// confirmed question was put to.
    async fn resign_now(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        to: Option<Color>,
    ) -> Result<Reply, Failure> {
        let now = self.clock.now();
        self.games
            .change_game(ctx, named, Unnamed::Only, |loaded| {
                let color = match to {
                    Some(to) => asked(ctx, loaded, to)?,
                    None => playing(ctx, loaded)?,
                };
                // After the flag the game is over on time, not resigned.
                before_the_flag(ctx, loaded, now)?;
                let outcome = Outcome::win(!color, EndReason::Resignation);
                Ok(ended(loaded, outcome, now, Event::Resigned(color)))
            })
            .await
    }

    /// The Resign button: "Resign game #N?" with Confirm and Cancel, for
    /// the presser alone. Nothing changes.
    async fn ask_to_resign(&self, ctx: &Ctx<'_>, named: Option<GameId>) -> Result<Reply, Failure> {
        let row = self.games.select_game(ctx, named, Unnamed::Only).await??;
        let loaded = self.games.load(row).await?;
        let color = playing(ctx, &loaded)?;
        still_as_shown(ctx, &loaded)?;
        let id = loaded.row.id;
        let answer = |label: Text, step: ResignStep, role: ButtonRole| {
            Button::new(
                ctx.say_privately(label),
                Request::new(Command::Resign(step)).about(id),
                role,
            )
        };
        Ok(Reply::private(
            ctx.say_privately(
                Text::new("resign-ask")
                    .arg("player", &ctx.player.display_name)
                    .arg("game", loaded.id())
                    .arg("opponent", &loaded.player(!color).display_name),
            ),
        )
        .with_buttons(vec![
            answer(
                Text::new("button-resign-confirm"),
                ResignStep::Confirm(color),
                ButtonRole::Danger,
            ),
            answer(
                Text::new("button-resign-cancel"),
                ResignStep::Cancel(color),
                ButtonRole::Secondary,
            ),
        ]))
    }

    /// Cancel: the question is answered, the game goes on.
    async fn keep_playing(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        to: Color,
    ) -> Result<Reply, Failure> {
        let row = self.games.select_game(ctx, named, Unnamed::Only).await??;
        let loaded = self.games.load(row).await?;
        asked(ctx, &loaded, to)?;
        Ok(Reply::private(
            ctx.say_privately(Text::new("resign-cancelled").arg("game", loaded.id())),
        )
        .settling(Settled::Question))
    }
}
