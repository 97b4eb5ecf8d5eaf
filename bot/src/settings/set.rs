//! `set`: a player's own settings (board, theme, language) and a chat's,
//! which its managers change (its language, where new games are played,
//! its daily puzzle).

use crate::chat::Reply;
use crate::command::Setting;
use crate::context::{Ctx, Failure};
use crate::i18n::Text;
use crate::model::Language;
use crate::settings::Settings;

impl Settings {
    /// `set chat`: the language of the bot's posts in this chat, for its
    /// managers to change; refused in a direct chat and to anyone else.
    async fn set_chat_language(
        &self,
        ctx: &Ctx<'_>,
        language: Option<Language>,
    ) -> Result<Reply, Failure> {
        if ctx.direct {
            return Ok(ctx.refuse(Text::new("set-chat-direct")));
        }
        if !ctx.message.from_manager {
            return Ok(ctx.refuse(Text::new("set-chat-managers")));
        }
        self.store
            .set_channel_language(ctx.channel.home, language)
            .await?;
        Ok(Reply::done(match language {
            Some(language) => Text::new("set-chat-language").write(language),
            None => Text::new("set-chat-language-off").write(ctx.own_language),
        }))
    }
    /// `set`: board orientation, theme or language.
    pub(crate) async fn set(&self, ctx: &Ctx<'_>, setting: Setting) -> Result<Reply, Failure> {
        let mut player = ctx.player.clone();
        let text = match setting {
            Setting::Orientation(orientation) => {
                player.orientation = orientation;
                Text::new("set-orientation").arg("orientation", orientation.name())
            }
            Setting::Theme(theme) => {
                player.theme = theme;
                Text::new("set-theme").arg("theme", theme.name())
            }
            Setting::Language(language) => {
                player.language = language;
                player.language_chosen = true;
                Text::new("set-language")
            }
            Setting::ChatLanguage(language) => return self.set_chat_language(ctx, language).await,
            Setting::Games(place) => return self.games.set_games_place(ctx, place).await,
            Setting::DailyPuzzle(daily) => return self.puzzles.set_daily_puzzle(ctx, daily).await,
        };
        self.store.save_settings(&player).await?;
        Ok(Reply::done(text.write(player.language)))
    }
}
