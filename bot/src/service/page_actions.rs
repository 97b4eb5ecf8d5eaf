//! What a player does on a game's page: a [`Request`] in the command
//! language every chat speaks (`move e2e4 #12 ply:3`), handled as the same
//! command typed in the game's own chat, so that the checks, the version
//! guard and the announcements are the same. A page may ask only what a
//! page shows: a move, a draw offer or its answer, a resignation, a
//! finished game's analysis or rematch; each about its own game, at the
//! position it showed (`ply:`).

use crate::chat::{Actor, Message, Place, Reply};
use crate::command::{Command, Offer, Request, ResignStep};
use crate::games::commands::{DRAW, REMATCH};
use crate::games::page::board::plays;
use crate::games::page::{Acted, PageError};
use crate::model::{GameId, Platform, PlayerId};
use crate::puzzles::page_view::{PuzzleActed, PuzzleProof};
use crate::service::Service;
use crate::service::commands::COMMANDS;

/// What a page may send, as its refusal of anything else says.
const PAGE_SENDS: &str = "move, draw, decline draw, resign, analyse, rematch";

/// Whether a page may ask `command`: a move, a draw offer (or accepting
/// one), declining a draw, resigning at once (the page asked first),
/// asking for the finished game's analysis or offering (or agreeing to)
/// a rematch of it.
fn page_may(command: &Command) -> bool {
    match command {
        Command::Move(_)
        | Command::DeclineOffer(Offer::Draw)
        | Command::Resign(ResignStep::Now)
        | Command::Analyse => true,
        Command::Numbered(row) => *row == DRAW || *row == REMATCH,
        _ => false,
    }
}

impl Service {
    /// `actor` sends `request` from game `id`'s page: judged and answered
    /// as the same command typed in the game's chat. The request must be
    /// one a page may send, about this game (or none), at the position the
    /// page showed (`ply:`).
    pub async fn act_on_page(
        &self,
        id: GameId,
        actor: &Actor,
        request: Request,
    ) -> Result<Acted, PageError> {
        if !page_may(&request.command) {
            return Err(PageError::NotForThisPage(format!(
                "a page sends only {PAGE_SENDS}"
            )));
        }
        if request.game.is_some_and(|game| game != id) {
            return Err(PageError::NotForThisPage(
                "the request names another game".to_owned(),
            ));
        }
        if request.ply.is_none() {
            return Err(PageError::NotForThisPage(
                "the request needs the position the page showed (`ply:N`)".to_owned(),
            ));
        }
        let Some(row) = self.config.store.game(id).await? else {
            return Err(PageError::NoGame);
        };
        let seated = self.games.seat(row).await?;
        if !plays(&seated.white, actor) && !plays(&seated.black, actor) {
            return Err(PageError::NotAPlayer);
        }
        let Some(place) = self
            .config
            .store
            .channel_by_id(seated.row.channel_id)
            .await?
        else {
            return Err(PageError::NoGame);
        };
        let message = Message::request(Ok(request.about(id)));
        let reply = self
            .handle(None, actor, &place, &message)
            .await
            .reply()
            .ok_or_else(|| PageError::Trouble("the move made no answer".to_owned()))?;
        Ok(Acted {
            reply,
            place,
            players: [seated.white, seated.black],
        })
    }

    /// A Telegram user starts a game against the bot from the Mini App's
    /// home: `request` (`play bot crazyhouse 5+3 level 3`) is handled as
    /// typed in their own private chat with the bot, where the game is
    /// played and its board posted. Only `play bot` may be sent.
    pub async fn play_from_app(
        &self,
        actor: &Actor,
        request: Request,
    ) -> Result<(Reply, Place), PageError> {
        if !matches!(request.command, Command::PlayBot { .. }) || request.game.is_some() {
            return Err(PageError::NotForThisPage(
                "the app starts only a game against the bot (`play bot`)".to_owned(),
            ));
        }
        if actor.platform != Platform::Telegram {
            return Err(PageError::NotAPlayer);
        }
        let mut place = Place::new(Platform::Telegram, actor.user_id.clone());
        place.direct = true;
        let message = Message::request(Ok(request));
        let reply = self
            .handle(None, actor, &place, &message)
            .await
            .reply()
            .ok_or_else(|| PageError::Trouble("the game made no answer".to_owned()))?;
        Ok((reply, place))
    }

    /// A Telegram user challenges someone they have played from the Mini
    /// App's home: `terms` (`crazyhouse 5+3 white`) as the chat's
    /// `challenge` reads them, sent as typed by them in the chat of their
    /// latest game together, naming the opponent. Only someone the home
    /// offers may be challenged.
    pub async fn challenge_from_app(
        &self,
        actor: &Actor,
        opponent: PlayerId,
        terms: &str,
    ) -> Result<(Reply, Place), PageError> {
        let offered = self.pages.app_opponents(actor).await?;
        let Some((_, channel)) = offered.iter().find(|(o, _)| o.id == opponent) else {
            return Err(PageError::NotForThisPage(
                "the app challenges only someone you have played".to_owned(),
            ));
        };
        let Some(place) = self.config.store.channel_by_id(*channel).await? else {
            return Err(PageError::NoGame);
        };
        let Some(row) = self.config.store.player_by_id(opponent).await? else {
            return Err(PageError::NoGame);
        };
        // The opponent is named as the platform would have resolved a
        // mention of them; the terms must read as a challenge's.
        let written = "@opponent";
        let text = format!("challenge {written} {terms}");
        let request: Request =
            COMMANDS
                .parse(&text)
                .map_err(|error: crate::command::CommandError| {
                    PageError::NotForThisPage(error.to_string())
                })?;
        if !matches!(request.command, Command::Challenge { .. }) || request.game.is_some() {
            return Err(PageError::NotForThisPage(
                "the terms must be a challenge's: a variant, a colour, a time".to_owned(),
            ));
        }
        let message = Message::request(Ok(request)).mentioning(written, row.actor());
        let reply = self
            .handle(None, actor, &place, &message)
            .await
            .reply()
            .ok_or_else(|| PageError::Trouble("the challenge made no answer".to_owned()))?;
        Ok((reply, place))
    }

    /// `actor` (proven by `proof`) answers round `round_id` with `uci`
    /// from its page, which showed the solution `progress` half-moves in:
    /// judged as `solve <move> round:N ply:P` typed in the round's chat.
    pub async fn act_on_puzzle_page(
        &self,
        round_id: i64,
        (actor, proof): (&Actor, PuzzleProof),
        uci: &str,
        progress: u32,
    ) -> Result<PuzzleActed, PageError> {
        let (place, message) = self
            .puzzles
            .page_answer(round_id, (actor, proof), uci, progress)
            .await?;
        let reply = self
            .handle(None, actor, &place, &message)
            .await
            .reply()
            .ok_or_else(|| PageError::Trouble("the move made no answer".to_owned()))?;
        Ok(PuzzleActed { reply, place })
    }
}
