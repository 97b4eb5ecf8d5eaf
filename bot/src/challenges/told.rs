//! A challenge to someone who plays only on the other platform (named by
//! their name there) is told them there, privately: the scheduler sends
//! it once, through a process that serves their platform, and they take
//! it up from their own chat with `accept #N`, which starts a game played
//! in both chats.

use crate::challenges::Challenges;
use crate::challenges::challenge::{platform_name, terms_text};
use crate::challenges::store::challenges::ChallengeStatus;
use crate::chat::{NoticeKind, Outbox, Reply, Sent, deliver_privately};
use crate::i18n::Text;
use crate::model::ChallengeId;
use crate::perf::variant_text;
use crate::store::StoreError;

impl Challenges {
    /// Claims up to `limit` challenges owing their challenged a message
    /// on one of the platforms `served`, by `now`, until `until`.
    pub(crate) async fn claim_due_notices(
        &self,
        now: chrono::DateTime<chrono::Utc>,
        until: chrono::DateTime<chrono::Utc>,
        limit: i64,
        served: &[crate::model::Platform],
    ) -> Result<Vec<ChallengeId>, StoreError> {
        self.challenge_store
            .claim_due_challenge_notices(now, until, limit, served)
            .await
    }

    /// Tells the challenged player of challenge `id`, privately on their
    /// platform, while it is open; at most once (a message that cannot be
    /// delivered is dropped, as direct messages about games are). The
    /// challenge owes nothing more either way.
    pub(crate) async fn tell_challenged(
        &self,
        id: ChallengeId,
        outbox: &dyn Outbox,
    ) -> Result<Sent, StoreError> {
        let Some(row) = self.challenge_store.challenge(id).await? else {
            return Ok(Sent::default());
        };
        let mut sent = Sent::default();
        let challenged = match row.challenged_id {
            Some(player) => self.store.player_by_id(player).await?,
            None => None,
        };
        let challenger = self.store.player_by_id(row.challenger_id).await?;
        let place = self.store.channel_by_id(row.channel_id).await?;
        if let (Some(challenged), Some(challenger), Some(place), ChallengeStatus::Open) =
            (challenged, challenger, place, row.status)
        {
            let text = Text::new("challenge-told")
                .arg("challenger", &challenger.display_name)
                .arg("platform", platform_name(place.platform))
                .text("variant", variant_text(row.variant))
                .text("terms", terms_text(&row, &challenger.display_name))
                .arg("challenge", row.id.to_string());
            let reply = Reply::info(text.write(challenged.language));
            sent = deliver_privately(
                outbox,
                (challenged.id, challenged.actor()),
                NoticeKind::Challenge,
                None,
                reply,
            )
            .await;
        }
        self.challenge_store.challenge_told(id).await?;
        Ok(sent)
    }
}
