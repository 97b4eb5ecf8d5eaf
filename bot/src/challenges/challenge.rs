//! Challenges: posting one (to a user or to anyone in the chat), and
//! accepting, declining or cancelling it.

use kibitz_rules::{Game, Variant};

use crate::challenges::Challenges;
use crate::challenges::commands::{ACCEPT, CANCEL};
use crate::challenges::store::challenges::{
    ChallengeEnd, ChallengeRow, ChallengeStatus, NewChallenge,
};
use crate::chat::{Actor, Button, ButtonRole, Mentioned, Reply, ReplyKind, Settled};
use crate::command::Numbered;
use crate::command::{Command, Mention, Request, StartFrom, TimeControl};
use crate::context::{Ctx, Failure, Judged};
use crate::games::new_game::{Terms, starting_game, uci_moves, usual_start};
use crate::games::state::live_clock::{stored_clock, to_stored};
use crate::games::state::loaded::Loaded;
use crate::games::state::numbering::numbered_line;
use crate::games::views::mention;
use crate::i18n::Text;
use crate::model::{ChallengeId, ColorChoice, Platform};
use crate::perf::variant_text;
use crate::store::PlayerRow;

/// Whom a challenge addresses.
enum Addressee<'a> {
    /// The user a mention names.
    Named(&'a Mention),
    /// The author of the message the challenge answers.
    Replied(&'a Actor),
}

/// A challenge as judged, before it is posted: whom it is for, and the
/// position it starts from when one was given.
struct Asked {
    opponent: Option<PlayerRow>,
    set_up: Option<Game>,
}

/// A challenge's number as players write it.
fn challenge_id(row: &ChallengeRow) -> String {
    row.id.to_string()
}

/// Why a challenge is no longer open.
fn no_longer_open(ctx: &Ctx<'_>, row: &ChallengeRow) -> Reply {
    ctx.refuse(
        Text::new("challenge-closed")
            .arg("challenge", challenge_id(row))
            .arg("status", row.status.name()),
    )
}

impl Challenges {
    /// Carries out `row`, when it answers a challenge by its number
    /// (`accept`, `cancel`).
    pub(crate) async fn numbered(
        &self,
        ctx: &Ctx<'_>,
        row: Numbered,
        challenge: Option<ChallengeId>,
    ) -> Option<Result<Reply, Failure>> {
        Some(match row {
            r if r == ACCEPT => self.accept(ctx, challenge).await,
            r if r == CANCEL => self.cancel(ctx, challenge).await,
            _ => return None,
        })
    }

    /// The player a challenge addresses: the author of the message it
    /// answers; or the one a mention names, as the platform resolved it in
    /// the message, or else the one user of this platform with that name;
    /// never another bot.
    async fn opponent(
        &self,
        ctx: &Ctx<'_>,
        addressee: Addressee<'_>,
    ) -> Result<Judged<PlayerRow>, Failure> {
        let written = match addressee {
            Addressee::Replied(author) => return Ok(Ok(self.store.player(author).await?)),
            Addressee::Named(mention) => mention.as_str(),
        };
        match ctx.message.mentioned(written) {
            Some(Mentioned::Person(user)) => return Ok(Ok(self.store.player(user).await?)),
            Some(Mentioned::OtherBot | Mentioned::Me) => {
                return Ok(Err(
                    ctx.refusal(Text::new("challenge-other-bot").arg("user", written))
                ));
            }
            None => {}
        }
        let name = written.trim_start_matches('@');
        let mut found = self.store.players_named(ctx.actor.platform, name).await?;
        // Someone who plays only on the other platform, named by their
        // name there.
        if found.is_empty() {
            for platform in [Platform::Discord, Platform::Telegram] {
                if platform != ctx.actor.platform {
                    found.extend(self.store.players_named(platform, name).await?);
                }
            }
        }
        Ok(match found.len() {
            1 => Ok(found.remove(0)),
            0 => Err(ctx.refusal(Text::new("challenge-unknown-user").arg("user", written))),
            _ => Err(ctx.refusal(Text::new("challenge-ambiguous-user").arg("user", written))),
        })
    }

    /// `challenge [@user] [variant] [colour] [time]`. A challenge that
    /// names no one, sent in answer to a person's message, is for them.
    pub(crate) async fn challenge(
        &self,
        ctx: &Ctx<'_>,
        opponent: Option<&Mention>,
        (variant, color, time): (Variant, ColorChoice, TimeControl),
        start: Option<&StartFrom>,
        (rated, link): (bool, bool),
    ) -> Result<Reply, Failure> {
        let asked = self
            .judge_challenge(ctx, opponent, (variant, link), start)
            .await??;
        let row = self
            .challenge_store
            .create_challenge(
                &NewChallenge {
                    channel_id: ctx.channel_id,
                    challenger_id: ctx.player.id,
                    challenged_id: asked.opponent.as_ref().map(|o| o.id),
                    variant,
                    color,
                    days_per_move: time.days().map(i32::from),
                    clock_base: to_stored(time.clock()).0,
                    clock_increment: to_stored(time.clock()).1,
                    start_state: asked.set_up.as_ref().map(Game::start_state),
                    start_moves: asked.set_up.as_ref().map(uci_moves).unwrap_or_default(),
                    rated,
                    // Someone who does not play on this platform is told
                    // on theirs, privately, by the scheduler.
                    notice_at: asked
                        .opponent
                        .as_ref()
                        .filter(|o| !o.plays_on(ctx.actor.platform))
                        .map(|_| self.clock.now()),
                    seek_until: None,
                    seek_rating: None,
                    seek_min: None,
                    seek_max: None,
                    by_link: link,
                },
                ctx.delivery,
            )
            .await?;
        if asked
            .opponent
            .as_ref()
            .is_some_and(|o| !o.plays_on(ctx.actor.platform))
        {
            self.wake.notify_one();
        }
        let mut posted = challenge_posted(ctx, &row, &asked);
        if link {
            let telegram = self.store.bot_account(Platform::Telegram).await?;
            posted.text.push('\n');
            posted
                .text
                .push_str(&ctx.say(link_text(&row, telegram.as_deref())));
        }
        Ok(posted)
    }

    /// Whether a challenge may be posted: not in a direct chat, not where
    /// its game's notices cannot be posted, not to oneself, not twice to
    /// the same opponent; a set position or line that begins a game (checked
    /// now, so that no one accepts a game that cannot begin). Reads, and
    /// changes nothing.
    async fn judge_challenge(
        &self,
        ctx: &Ctx<'_>,
        opponent: Option<&Mention>,
        (variant, link): (Variant, bool),
        start: Option<&StartFrom>,
    ) -> Result<Judged<Asked>, Failure> {
        // No one but the bot can see a challenge in a direct chat with it,
        // unless it is shared as a link.
        if ctx.direct && !link {
            return Ok(Err(ctx.refusal(Text::new("challenge-in-direct-chat"))));
        }
        // Its game's reminders and time-outs are posted here unasked.
        if !ctx.message.may_post_boards {
            return Ok(Err(ctx.refusal(Text::new("challenge-cannot-post"))));
        }
        let set_up = match start {
            Some(_) => match starting_game(variant, start) {
                Ok(game) => Some(game),
                Err(reason) => return Ok(Err(ctx.refusal(reason))),
            },
            None => None,
        };
        let addressee = match opponent {
            Some(mention) => Some(Addressee::Named(mention)),
            None => ctx
                .message
                .reply_to
                .as_ref()
                .filter(|author| !author.is(ctx.actor))
                .map(Addressee::Replied),
        };
        let opponent = match addressee {
            Some(addressee) => match self.opponent(ctx, addressee).await? {
                Ok(player) => Some(player),
                Err(refusal) => return Ok(Err(refusal)),
            },
            None => None,
        };
        if opponent.as_ref().is_some_and(|o| o.id == ctx.player.id) {
            return Ok(Err(ctx.refusal(Text::new("challenge-self"))));
        }
        let open = self.challenge_store.open_challenges(ctx.channel_id).await?;
        let opponent_id = opponent.as_ref().map(|o| o.id);
        if let Some(same) = open
            .iter()
            .find(|c| c.challenger_id == ctx.player.id && c.challenged_id == opponent_id)
        {
            return Ok(Err(ctx.refusal(
                Text::new("challenge-exists").arg("challenge", challenge_id(same)),
            )));
        }
        Ok(Ok(Asked { opponent, set_up }))
    }

    /// The open challenge in this chat a command is about: the one named
    /// (refused if it is no longer open), or the only open one that `fits`.
    async fn select_challenge(
        &self,
        ctx: &Ctx<'_>,
        named: Option<ChallengeId>,
        fits: impl Fn(&ChallengeRow) -> bool,
        none: Text,
    ) -> Result<Judged<ChallengeRow>, Failure> {
        if let Some(id) = named {
            let row = self.challenge_store.challenge(id).await?;
            return Ok(match row {
                // From a direct chat (a deep link's `accept-12`), a
                // challenge of a chat of this platform may be taken up; the
                // game is played in its chat. From any chat of the other
                // platform too, and a challenge shared as a link from any
                // chat: the game is played in both chats. A seek of the
                // pool is judged as a seek (it is taken from private chats).
                Some(row)
                    if row.channel_id == ctx.channel_id
                        || ctx.direct
                        || row.by_link
                        || row.seek_until.is_some()
                        || !self.games.on_this_platform_id(ctx, row.channel_id).await? =>
                {
                    if row.status == ChallengeStatus::Open {
                        Ok(row)
                    } else {
                        Err(Box::new(no_longer_open(ctx, &row)))
                    }
                }
                _ => {
                    Err(ctx
                        .refusal(Text::new("challenge-not-found").arg("challenge", id.to_string())))
                }
            });
        }
        let mut candidates: Vec<ChallengeRow> = self
            .challenge_store
            .open_challenges(ctx.channel_id)
            .await?
            .into_iter()
            .filter(|c| fits(c))
            .collect();
        Ok(match candidates.len() {
            1 => Ok(candidates.remove(0)),
            0 => Err(ctx.refusal(none)),
            _ => {
                let ids: Vec<String> = candidates.iter().map(challenge_id).collect();
                Err(ctx.refusal(
                    Text::new("challenge-which")
                        .arg("choices", ids.join(", "))
                        .arg("example", &ids[0]),
                ))
            }
        })
    }

    /// `accept`: the challenged user, or anyone but the challenger for an
    /// open challenge. Creates the game in the same transaction.
    pub(crate) async fn accept(
        &self,
        ctx: &Ctx<'_>,
        named: Option<ChallengeId>,
    ) -> Result<Reply, Failure> {
        let me = ctx.player.id;
        let fits =
            |c: &ChallengeRow| c.challenger_id != me && c.challenged_id.is_none_or(|id| id == me);
        let row = self
            .select_challenge(ctx, named, fits, Text::new("challenge-none-for-you"))
            .await??;
        if row.challenger_id == me {
            return Ok(ctx.refuse(Text::new("challenge-accept-own")));
        }
        // A seek of the lobby's pool is taken up as a seek is paired.
        if row.seek_until.is_some() {
            return self.take_up_seek(ctx, row).await;
        }
        if let Some(challenged) = row.challenged_id
            && challenged != me
        {
            let name = self
                .store
                .player_by_id(challenged)
                .await?
                .map_or_else(|| "?".to_owned(), |p| p.display_name);
            return Ok(ctx.refuse(
                Text::new("challenge-not-yours")
                    .arg("challenge", challenge_id(&row))
                    .arg("opponent", name),
            ));
        }
        // Everything the reply needs is read before the commit, so that
        // nothing after it can fail.
        let (white, black) = self.sides(ctx, &row).await?;
        let game = match &row.start_state {
            None => usual_start(row.variant),
            Some(state) => {
                let moves: Vec<&str> = row.start_moves.split_whitespace().collect();
                Game::replay(row.variant, state, &moves).map_err(|error| Failure::Damaged {
                    kind: "challenge",
                    id: row.id.get(),
                    detail: error.to_string(),
                })?
            }
        };
        let set_up = row.start_state.is_some();
        let mut new = self.games.new_game(
            row.channel_id,
            (&game, set_up),
            (&white, &black),
            agreed_terms(&row),
        );
        // Taken up from a chat of the other platform, the game is played
        // in both chats: here, and in the challenge's, which is owed the
        // first board.
        let across = row.channel_id != ctx.channel_id
            && (row.by_link || !self.games.on_this_platform_id(ctx, row.channel_id).await?);
        if across {
            if !ctx.message.may_post_boards {
                return Ok(ctx.refuse(Text::new("challenge-cannot-post")));
            }
            new.also_channel_id = Some(ctx.channel_id);
            new.also_for = Some(ctx.player.id);
            new.board_owed_in = Some(row.channel_id);
        }
        let label = challenge_id(&row);
        let Some(game_row) = self
            .challenge_store
            .accept_challenge(&row, &new, ctx.delivery)
            .await?
        else {
            let current = self.challenge_store.challenge(row.id).await?.unwrap_or(row);
            return Ok(no_longer_open(ctx, &current));
        };
        let loaded = Loaded {
            row: game_row,
            game,
            white,
            black,
            results: Vec::new(),
        };
        let headline = Text::new("challenge-accepted")
            .arg("challenge", label)
            .arg("player", &ctx.player.display_name);
        if across {
            self.wake.notify_one();
            // In a thread or topic of its own here, where the chat wants one.
            let reply = self
                .games
                .board_reply(ctx, &loaded, ReplyKind::Done, Some(headline));
            return Ok(self.games.in_its_place(ctx, &loaded, reply));
        }
        if row.channel_id != ctx.channel_id {
            let label = challenge_id(&row);
            return self
                .accepted_elsewhere(ctx, &loaded, (headline, label))
                .await;
        }
        let reply = self
            .games
            .board_reply(ctx, &loaded, ReplyKind::Done, Some(headline));
        Ok(self
            .games
            .in_its_place(ctx, &loaded, reply)
            .settling(Settled::Challenge))
    }

    /// The sides of challenge `row`'s game, White's first: its challenger
    /// and the user who takes it up, colours as the challenger chose (by
    /// lot, unless they chose).
    pub(crate) async fn sides(
        &self,
        ctx: &Ctx<'_>,
        row: &ChallengeRow,
    ) -> Result<(PlayerRow, PlayerRow), Failure> {
        let Some(challenger) = self.store.player_by_id(row.challenger_id).await? else {
            return Err(Failure::Damaged {
                kind: "challenge",
                id: row.id.get(),
                detail: "the challenger is missing".into(),
            });
        };
        Ok(match row.color.toss() {
            kibitz_rules::Color::White => (challenger, ctx.player.clone()),
            kibitz_rules::Color::Black => (ctx.player.clone(), challenger),
        })
    }

    /// A challenge accepted from a direct chat: the game's board goes to
    /// its chat, shared there as any board is (that chat's language, the
    /// side to move at the bottom); the direct chat is told where.
    async fn accepted_elsewhere(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        (headline, challenge): (Text, String),
    ) -> Result<Reply, Failure> {
        let id = loaded.row.channel_id;
        let damaged = || Failure::Damaged {
            kind: "game",
            id: loaded.row.id.get(),
            detail: "its chat is missing".into(),
        };
        let place = self.store.channel_by_id(id).await?.ok_or_else(damaged)?;
        let channel = self
            .store
            .channel_row_by_id(id)
            .await?
            .ok_or_else(damaged)?;
        let there = Ctx {
            channel_id: id,
            channel,
            language: channel.language.unwrap_or(ctx.own_language),
            direct: false,
            player: ctx.player.clone(),
            games: None,
            ..*ctx
        };
        let board = self
            .games
            .board_reply(&there, loaded, ReplyKind::Done, Some(headline));
        Ok(Reply::done(
            ctx.say(
                Text::new("challenge-accepted-elsewhere")
                    .arg("challenge", challenge)
                    .arg("game", loaded.id()),
            ),
        )
        .also_in(place, board))
    }

    /// `decline`: the challenged user only.
    pub(crate) async fn decline(
        &self,
        ctx: &Ctx<'_>,
        named: Option<ChallengeId>,
    ) -> Result<Reply, Failure> {
        let me = ctx.player.id;
        let fits = |c: &ChallengeRow| c.challenged_id == Some(me);
        let row = self
            .select_challenge(ctx, named, fits, Text::new("challenge-none-to-decline"))
            .await??;
        if row.challenged_id != Some(me) {
            let text = if row.challenger_id == me {
                Text::new("challenge-decline-own")
            } else {
                Text::new("challenge-decline-not-yours")
            };
            return Ok(ctx.refuse(text.arg("challenge", challenge_id(&row))));
        }
        self.end_challenge(ctx, row, ChallengeEnd::Declined).await
    }

    /// `cancel`: the challenger only.
    pub(crate) async fn cancel(
        &self,
        ctx: &Ctx<'_>,
        named: Option<ChallengeId>,
    ) -> Result<Reply, Failure> {
        let me = ctx.player.id;
        let fits = |c: &ChallengeRow| c.challenger_id == me;
        let row = self
            .select_challenge(ctx, named, fits, Text::new("challenge-none-to-cancel"))
            .await??;
        if row.challenger_id != me {
            return Ok(ctx.refuse(
                Text::new("challenge-cancel-not-yours").arg("challenge", challenge_id(&row)),
            ));
        }
        self.end_challenge(ctx, row, ChallengeEnd::Cancelled).await
    }

    async fn end_challenge(
        &self,
        ctx: &Ctx<'_>,
        row: ChallengeRow,
        end: ChallengeEnd,
    ) -> Result<Reply, Failure> {
        let Some(ended) = self.challenge_store.end_challenge(&row, end).await? else {
            let current = self.challenge_store.challenge(row.id).await?.unwrap_or(row);
            return Ok(no_longer_open(ctx, &current));
        };
        Ok(Reply::done(
            ctx.say(
                Text::new("challenge-ended")
                    .arg("challenge", challenge_id(&ended))
                    .arg("status", ended.status.name())
                    .arg("player", &ctx.player.display_name),
            ),
        )
        .settling(Settled::Challenge))
    }
}

/// How challenge `row`, made to be shared, is taken up: its Telegram
/// deep link (when the bot's name there is known), Discord's command,
/// and the words for any chat.
fn link_text(row: &ChallengeRow, telegram: Option<&str>) -> Text {
    let number = row.id.get();
    let deep_link = telegram.map_or_else(
        || "none".to_owned(),
        |bot| format!("https://t.me/{bot}?start=accept-{number}"),
    );
    Text::new("challenge-link")
        .arg("telegram", deep_link)
        .arg("number", number.to_string())
        .arg("challenge", challenge_id(row))
}

/// How the game of challenge `row` is played, as agreed in it.
pub(crate) fn agreed_terms(row: &ChallengeRow) -> Terms {
    Terms {
        days_per_move: row.days_per_move,
        clock: stored_clock(row.clock_base, row.clock_increment),
        bot_level: None,
        rated: row.rated,
    }
}

/// A platform's name as players know it.
pub(crate) fn platform_name(platform: Platform) -> &'static str {
    match platform {
        Platform::Console => "the console",
        Platform::Discord => "Discord",
        Platform::Telegram => "Telegram",
    }
}

/// The other chat platform, from which a challenge may be taken up too.
fn other_platform(platform: Platform) -> Option<&'static str> {
    match platform {
        Platform::Discord => Some(Platform::Telegram),
        Platform::Telegram => Some(Platform::Discord),
        Platform::Console => None,
    }
    .map(platform_name)
}

/// A challenge's terms as its post words them: colours, speed or days a
/// move, rated or casual.
pub(crate) fn terms_text(row: &ChallengeRow, challenger: &str) -> Text {
    let clock = stored_clock(row.clock_base, row.clock_increment);
    Text::new("challenge-terms")
        .arg("color", row.color.name())
        .arg("challenger", challenger)
        .number("days", row.days_per_move.unwrap_or(0))
        .arg("clock", clock.map_or("none".to_owned(), |c| c.to_string()))
        .arg("speed", clock.map_or("none", |c| c.speed().name()))
        .arg("mode", if row.rated { "rated" } else { "casual" })
}

/// The challenge as the chat sees it once posted: who challenges whom (or
/// anyone) to what, on which terms, from which position; buttons to
/// accept, decline and withdraw it; the one challenged called on.
fn challenge_posted(ctx: &Ctx<'_>, row: &ChallengeRow, asked: &Asked) -> Reply {
    let id = challenge_id(row);
    let terms = terms_text(row, &ctx.player.display_name);
    let button = |label: Text, command: Command, role: ButtonRole| {
        Button::new(
            ctx.say(label),
            Request::new(command).about_challenge(row.id),
            role,
        )
    };
    let starts = asked.set_up.as_ref().map(|game| {
        if game.history().is_empty() {
            Text::new("challenge-starts-at").arg("position", game.start_state())
        } else {
            Text::new("challenge-starts-after").arg("moves", numbered_line(game))
        }
    });
    let accept = button(
        Text::new("button-accept"),
        crate::challenges::commands::ACCEPT.command(),
        ButtonRole::Confirm,
    );
    let (text, mut buttons) = match &asked.opponent {
        Some(opponent) => (
            Text::new("challenge-direct")
                .arg("challenger", &ctx.player.display_name)
                .arg("opponent", mention(opponent, ctx.actor.platform))
                .text("variant", variant_text(row.variant))
                .text("terms", terms)
                .arg("challenge", &id),
            vec![
                accept,
                button(
                    Text::new("button-decline"),
                    Command::Decline,
                    ButtonRole::Danger,
                ),
            ],
        ),
        None => (
            Text::new("challenge-open")
                .arg("challenger", &ctx.player.display_name)
                .text("variant", variant_text(row.variant))
                .text("terms", terms)
                .arg("challenge", &id),
            vec![accept],
        ),
    };
    buttons.push(button(
        Text::new("button-cancel"),
        crate::challenges::commands::CANCEL.command(),
        ButtonRole::Danger,
    ));
    let mut said = ctx.say(text);
    if let Some(starts) = starts {
        said.push('\n');
        said.push_str(&ctx.say(starts));
    }
    // An open challenge may be taken up from the other platform; one to
    // someone there is told them there.
    match &asked.opponent {
        None => {
            if let Some(platform) = other_platform(ctx.actor.platform) {
                said.push('\n');
                said.push_str(
                    &ctx.say(
                        Text::new("challenge-open-across")
                            .arg("platform", platform)
                            .arg("challenge", &id),
                    ),
                );
            }
        }
        Some(opponent) if !opponent.plays_on(ctx.actor.platform) => {
            said.push('\n');
            said.push_str(
                &ctx.say(
                    Text::new("challenge-told-there")
                        .arg("opponent", &opponent.display_name)
                        .arg("platform", platform_name(opponent.platform))
                        .arg("challenge", &id),
                ),
            );
        }
        Some(_) => {}
    }
    if let Some(warning) = ctx.thread_warning() {
        said.push('\n');
        said.push_str(&warning);
    }
    Reply::done(said)
        .with_buttons(buttons)
        .pinging(asked.opponent.as_ref().map(PlayerRow::actor))
}
