//! `forget me`: a player's personal data deleted at their asking, as
//! Discord requires of a bot and privacy law of anyone. The question comes
//! first, to the player alone, saying what goes and what stays; its
//! Confirm button names the player, so only they can confirm it. Their
//! names, platform id and settings go, and their places on the
//! leaderboards; their games stay, shown under `ghost-N`, so that their
//! opponents' records and ratings stay whole. Refused while a game,
//! challenge or tournament still needs them.

use crate::chat::{Button, ButtonRole, Reply, Settled};
use crate::command::{Command, ForgetStep, Request};
use crate::context::{Ctx, Failure};
use crate::i18n::Text;
use crate::identity::Identity;
use crate::identity::store::forgetting::{Busy, ghost_name};
use crate::model::PlayerId;

/// The numbers of what stands in the way, as a list (`#3, #5`).
fn listed<T: ToString>(ids: &[T]) -> String {
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The refusal that names what stands in the way.
fn busy_refusal(ctx: &Ctx<'_>, busy: &Busy) -> Reply {
    let text = if !busy.games.is_empty() {
        Text::new("forget-busy-games").arg("games", listed(&busy.games))
    } else if !busy.challenges.is_empty() {
        let numbers: Vec<String> = busy
            .challenges
            .iter()
            .map(|c| format!("#{}", c.get()))
            .collect();
        Text::new("forget-busy-challenges").arg("challenges", numbers.join(", "))
    } else {
        Text::new("forget-busy-tournaments").arg("tournaments", listed(&busy.tournaments))
    };
    ctx.refuse(text)
}

impl Identity {
    /// `forget me` and its steps.
    pub(crate) async fn forget(&self, ctx: &Ctx<'_>, step: ForgetStep) -> Result<Reply, Failure> {
        match step {
            ForgetStep::Ask => {
                let busy = self.identity_store.what_needs(ctx.player.id).await?;
                if busy.is_empty() {
                    Ok(self.ask_to_forget(ctx))
                } else {
                    Ok(busy_refusal(ctx, &busy))
                }
            }
            ForgetStep::Confirm(player) => self.forget_now(ctx, PlayerId(player)).await,
            ForgetStep::Cancel => Ok(Reply::private(
                ctx.say_privately(Text::new("forget-cancelled")),
            )
            .settling(Settled::Question)),
        }
    }

    /// The question: what goes, what stays, Confirm and Cancel.
    fn ask_to_forget(&self, ctx: &Ctx<'_>) -> Reply {
        let player = ctx.player.id;
        let button = |label: Text, step: ForgetStep, role: ButtonRole| {
            Button::new(
                ctx.say_privately(label),
                Request::new(Command::Forget(step)),
                role,
            )
        };
        Reply::private(
            ctx.say_privately(
                Text::new("forget-ask")
                    .arg("player", &ctx.player.display_name)
                    .arg("ghost", ghost_name(player)),
            ),
        )
        .with_buttons(vec![
            button(
                Text::new("button-forget-confirm"),
                ForgetStep::Confirm(player.get()),
                ButtonRole::Danger,
            ),
            button(
                Text::new("button-forget-cancel"),
                ForgetStep::Cancel,
                ButtonRole::Secondary,
            ),
        ])
    }

    /// Confirm: forgets the player the question was put to, when it is the
    /// one who confirms and nothing needs them any more.
    async fn forget_now(&self, ctx: &Ctx<'_>, asked: PlayerId) -> Result<Reply, Failure> {
        if asked != ctx.player.id {
            return Ok(ctx.refuse(Text::new("forget-not-yours")));
        }
        match self
            .identity_store
            .forget_player(asked, ctx.delivery)
            .await?
        {
            Some(busy) => Ok(busy_refusal(ctx, &busy)),
            None => {
                tracing::info!(
                    player = asked.get(),
                    "a player was forgotten at their asking"
                );
                Ok(Reply::private(
                    ctx.say_privately(Text::new("forget-done").arg("ghost", ghost_name(asked))),
                )
                .settling(Settled::Question))
            }
        }
    }
}
