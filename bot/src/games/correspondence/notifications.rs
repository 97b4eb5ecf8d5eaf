//! `notify`: whether a user hears of their games by direct message, and
//! whether they get a daily digest of the games where it is their turn.

use chrono::TimeDelta;

use crate::chat::Reply;
use crate::command::NotifySetting;
use crate::context::{Ctx, Failure};
use crate::games::correspondence::Correspondence;
use crate::i18n::Text;

impl Correspondence {
    /// `notify`, `notify dm on|off`, `notify digest on|off`.
    pub(crate) async fn notify(
        &self,
        ctx: &Ctx<'_>,
        setting: Option<NotifySetting>,
    ) -> Result<Reply, Failure> {
        let player = &ctx.player;
        let text = match setting {
            None => {
                let status = Text::new("notify-status")
                    .arg("dm", if player.notify_dm { "on" } else { "off" });
                match player.digest_at {
                    Some(at) => status
                        .arg("digest", "on")
                        .arg("time", at.format("%H:%M").to_string()),
                    None => status.arg("digest", "off").arg("time", ""),
                }
            }
            Some(NotifySetting::DirectMessages(on)) => {
                self.store.set_notify_dm(player.id, on).await?;
                if on {
                    // Telegram lets a bot write only to people who have opened
                    // a chat with it; Discord, to members who allow messages
                    // from their servers.
                    Text::new("notify-dm-on").arg("platform", ctx.actor.platform.name())
                } else {
                    Text::new("notify-dm-off")
                }
            }
            Some(NotifySetting::Digest(on)) => {
                let at = on.then(|| self.clock.now() + TimeDelta::days(1));
                self.store.set_digest(player.id, at).await?;
                match at {
                    Some(at) => {
                        Text::new("notify-digest-on").arg("time", at.format("%H:%M").to_string())
                    }
                    None => Text::new("notify-digest-off"),
                }
            }
        };
        Ok(match setting {
            None => Reply::info(ctx.say(text)),
            Some(_) => Reply::done(ctx.say(text)),
        })
    }
}
