//! A player's own link to a game's page: the `page` command hands it out
//! privately, and a page's action proves its player with it (see
//! [`crate::games::page::signed_link`] for how it is signed).

use crate::chat::{Actor, Reply};
use crate::command::Numbered;
use crate::context::{Ctx, Failure};
use crate::games::access::Unnamed;
use crate::games::commands::PAGE;
use crate::games::judge::playing;
use crate::games::page::answer::PageError;
use crate::games::page::pages::GamePages;
use crate::games::page::signed_link::{LinkError, LinkSubject, PAGE_LINK_LIFETIME, PageHolder};
use crate::i18n::Text;
use crate::model::{GameId, Platform};

impl GamePages {
    /// Carries out `row`, when it is `page`.
    pub(crate) async fn numbered(
        &self,
        ctx: &Ctx<'_>,
        row: Numbered,
        game: Option<GameId>,
    ) -> Option<Result<Reply, Failure>> {
        (row == PAGE).then_some(self.page_link(ctx, game).await)
    }

    /// Who a page link lets act, read at the service's clock.
    pub fn read_page_link(&self, token: &str) -> Result<PageHolder, LinkError> {
        self.page_key.read(token, self.clock.now())
    }

    /// The player a page link of `subject` (a game or a puzzle round)
    /// lets act, as a user of their platform; `Unknown` (with why) for a
    /// link that is not good for it now.
    pub async fn page_player(&self, token: &str, subject: LinkSubject) -> Result<Actor, PageError> {
        let holder = self
            .read_page_link(token)
            .map_err(|error| PageError::Unknown(error.to_string()))?;
        if holder.subject != subject {
            return Err(PageError::Unknown(match subject {
                LinkSubject::Game(_) => "the link is for another game or puzzle".to_owned(),
                LinkSubject::PuzzleRound(_) => "the link is for another puzzle or game".to_owned(),
            }));
        }
        let player = self.store.player_by_id(holder.player_id).await?;
        player
            .map(|player| player.actor())
            .ok_or_else(|| PageError::Unknown("the link's player is gone".to_owned()))
    }

    /// `page #N`: the player's own link to the game's page, where they
    /// can move by tapping, given where no one else reads it (Discord's
    /// private replies, a direct chat with the bot, the console).
    pub(crate) async fn page_link(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
    ) -> Result<Reply, Failure> {
        let Some(url) = self.games.web_url().cloned() else {
            return Ok(ctx.refuse(Text::new("page-not-served")));
        };
        let private =
            ctx.direct || matches!(ctx.actor.platform, Platform::Discord | Platform::Console);
        if !private {
            return Ok(ctx.refuse(Text::new("page-ask-directly")));
        }
        let seated = self.games.select_game(ctx, named, Unnamed::Own).await??;
        let loaded = self.games.load(seated).await?;
        playing(ctx, &loaded)?;
        let expires = self.clock.now() + PAGE_LINK_LIFETIME;
        let token = self.page_key.issue(loaded.row.id, ctx.player.id, expires);
        Ok(Reply::private(
            ctx.say_privately(
                Text::new("page-link")
                    .arg("game", loaded.id())
                    .arg(
                        "link",
                        format!("{url}/game/{}#key={token}", loaded.row.id.get()),
                    )
                    .number("minutes", PAGE_LINK_LIFETIME.num_minutes() as f64),
            ),
        ))
    }
}
