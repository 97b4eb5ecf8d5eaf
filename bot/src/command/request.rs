//! What a command asks, typed: [`Request`], the command ([`Command`]) and
//! the game, challenge or tournament it is about. Its `Display` is the one
//! writer of commands as text (the payload of a button); reading that text
//! back gives the same request.

use super::error::{CommandError, unexpected};
use super::values::*;
use crate::command::puzzle_theme::PuzzleTheme;
use crate::model::{ChallengeId, ColorChoice, GameId, TournamentId};
use crate::perf::{Finished, Perf};
use std::fmt;

use kibitz_engine::Level;
use kibitz_rules::Variant;

/// A command `help` tells of: its word (the table's own word for it, once
/// a table has read it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Topic(String);

impl Topic {
    /// The command `word` names (`/Move` is `move`).
    pub fn new(word: &str) -> Topic {
        Topic(word.trim_start_matches('/').to_lowercase())
    }

    /// The command's word.
    pub fn name(&self) -> &str {
        &self.0
    }
}

/// What a message asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge a user or, with no opponent, anyone in the channel.
    Challenge {
        /// The challenged user, if any.
        opponent: Option<Mention>,
        /// The variant.
        variant: Variant,
        /// The challenger's colour.
        color: ColorChoice,
        /// Time per move.
        time: TimeControl,
        /// Where the game starts, if not from the usual position.
        start: Option<StartFrom>,
        /// Whether the result changes ratings (`casual` says no; a game
        /// from a set position never does).
        rated: bool,
        /// An open challenge made to be shared as a link (`challenge
        /// link`), which anyone may take up from any chat of either
        /// platform.
        link: bool,
    },
    /// Start a game against the bot at once: `challenge bot`, `play bot`,
    /// `challenge @kibitz`, or any challenge with a `level`.
    PlayBot {
        /// The variant.
        variant: Variant,
        /// The player's colour.
        color: ColorChoice,
        /// Time per move (for the player; the bot answers at once).
        time: TimeControl,
        /// The bot's level.
        level: Level,
        /// Where the game starts, if not from the usual position.
        start: Option<StartFrom>,
    },
    /// Decline a challenge.
    Decline,
    /// Decline the opponent's draw offer or takeback request.
    DeclineOffer(Offer),
    /// Play a move, in any notation the rules crate reads.
    Move(MoveWords),
    /// Resign, or one step of a resignation asked for by a button.
    Resign(ResignStep),
    /// Leave, show or clear conditional moves.
    Conditional(Conditional),
    /// Go on vacation (`Some(true)`), come back (`Some(false)`), or see
    /// how much is left (`None`).
    Vacation(Option<bool>),
    /// Delete the player's personal data (a step of it).
    Forget(ForgetStep),
    /// Join this account and one on another platform into one player (a
    /// step of it).
    Link(LinkStep),
    /// Part the accounts `link` joined.
    Unlink,
    /// The lobby across chats: seek a game, withdraw, or see the pool.
    Seek(SeekStep),
    /// The games being played in this chat, or (`mine`) the user's own
    /// everywhere on the platform.
    Games {
        /// Only the user's own.
        mine: bool,
    },
    /// A player's ratings, results and streak: the user's, or another's.
    Profile(Option<Mention>),
    /// A page of a player's finished games, newest first.
    History {
        /// Whose: the user's when `None`.
        player: Option<Mention>,
        /// Which: all, one variant's, or one rating's.
        of: Finished,
        /// The page, from 1.
        page: Page,
    },
    /// A page of the leaderboard of this community or of everywhere.
    Top {
        /// The rating ranked; `None` for standard chess at the speed most
        /// played here.
        perf: Option<Perf>,
        /// Everywhere (every platform) rather than this server or chat.
        global: bool,
        /// The page, from 1.
        page: Page,
    },
    /// A page of the puzzle leaderboard of this community or the whole
    /// platform.
    TopPuzzles {
        /// Everywhere (every platform) rather than this server or chat.
        global: bool,
        /// The page, from 1.
        page: Page,
    },
    /// A finished game's computer analysis: queued, or shown once done.
    Analyse,
    /// A game played elsewhere (its record) or a position, pasted: drawn,
    /// kept as a finished game and queued for analysis.
    AnalyseRecord(RecordText),
    /// A puzzle put to the chat, of a theme if one is named.
    Puzzle(Option<PuzzleTheme>),
    /// The chat's open puzzle: a move for it (even from a player with a
    /// game in the chat), or the asker's own link to solve it on its page.
    Solve(Solve),
    /// Help, on one command or in general.
    Help(Option<Topic>),
    /// The rules of a variant, or the list of variants.
    Rules(Option<Variant>),
    /// Change a setting.
    Set(Setting),
    /// Show the notifications (`None`) or turn one on or off.
    Notify(Option<NotifySetting>),
    /// The chat's tournaments (or one, named), or a manager's change to
    /// one: created, started early, called off.
    Tournament(TournamentAsk),
    /// A command that takes nothing but the number of its game, challenge
    /// or tournament (`draw`, `accept #4`, `join`), known by its row's
    /// name: the domain whose row it is carries it out.
    Numbered(Numbered),
}

/// Which command of those that take nothing but a number a request
/// carries (a row's [`super::spec::Spec::command`]), and what it needs to be
/// read and checked before its domain sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Numbered {
    /// Its row's name (names are unique in a table).
    pub name: &'static str,
    /// What its number names.
    pub number: NumberOf,
    /// Whether it may start a game.
    pub starts_games: bool,
}

/// What the number a command is given names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumberOf {
    /// A game: `draw #4`.
    Game,
    /// A challenge it answers: `accept #4`.
    Challenge,
    /// A tournament: `join #3`.
    Tournament,
}

impl Command {
    /// Whether the number it is given names a tournament.
    pub fn names_a_tournament(&self) -> bool {
        match self {
            Command::Tournament(ask) => {
                matches!(
                    ask,
                    TournamentAsk::Show | TournamentAsk::Start | TournamentAsk::Cancel
                )
            }
            Command::Numbered(row) => row.number == NumberOf::Tournament,
            _ => false,
        }
    }
}

/// A command and the game or challenge it is about, if it names one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The game named with `#12` or `game:12`.
    pub game: Option<GameId>,
    /// The challenge named with `#12`, by a command that answers one
    /// (see [`Command::answers_a_challenge`]).
    pub challenge: Option<ChallengeId>,
    /// The tournament named with `#3`, by a command about one (see
    /// [`Command::names_a_tournament`]).
    pub tournament: Option<TournamentId>,
    /// `ply:N`, which buttons carry: the number of half-moves the game had
    /// when the button was shown, so that a late or repeated press is
    /// refused instead of acting on a position its presser never saw.
    pub ply: Option<u32>,
    /// The command.
    pub command: Command,
}

impl Request {
    /// A command about no game in particular.
    pub fn new(command: Command) -> Request {
        Request {
            game: None,
            challenge: None,
            tournament: None,
            ply: None,
            command,
        }
    }

    /// The same request about game `id`.
    pub fn about(mut self, id: GameId) -> Request {
        self.game = Some(id);
        self
    }

    /// The same request about challenge `id`.
    pub fn about_challenge(mut self, id: ChallengeId) -> Request {
        self.challenge = Some(id);
        self
    }

    /// The same request about tournament `id`.
    pub fn about_tournament(mut self, id: TournamentId) -> Request {
        self.tournament = Some(id);
        self
    }

    /// Whether it asks what only the chat's managers may: to change the
    /// chat's own settings, or to create, start or call off a tournament.
    pub fn changes_chat_settings(&self) -> bool {
        matches!(
            self.command,
            Command::Set(Setting::ChatLanguage(_) | Setting::Games(_) | Setting::DailyPuzzle(_))
                | Command::Tournament(
                    TournamentAsk::Create(_) | TournamentAsk::Start | TournamentAsk::Cancel
                )
        )
    }

    /// Whether it may start a game (a challenge, its acceptance, a rematch,
    /// a game against the bot) or asks for games in threads: where the
    /// platform must say whether a thread or topic can be opened.
    pub fn may_open_a_thread(&self) -> bool {
        match &self.command {
            Command::Challenge { .. }
            | Command::PlayBot { .. }
            | Command::Set(Setting::Games(GamesPlace::Thread)) => true,
            Command::Numbered(row) => row.starts_games,
            _ => false,
        }
    }

    /// The same request, valid only while the game has had `ply` half-moves.
    pub fn at_ply(mut self, ply: usize) -> Request {
        self.ply = u32::try_from(ply).ok();
        self
    }
}

impl Command {
    /// Whether the number the command is given names a challenge (it
    /// answers one) rather than a game.
    pub fn answers_a_challenge(&self) -> bool {
        match self {
            Command::Decline => true,
            Command::Numbered(row) => row.number == NumberOf::Challenge,
            _ => false,
        }
    }
}

impl fmt::Display for Request {
    /// The request as a command's text, the payload of a button: `accept
    /// #4`, `move Nbd2 #7 ply:12`. [`super::table::Table::parse`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.command)?;
        if let Some(game) = self.game {
            write!(f, " {game}")?;
        }
        if let Some(challenge) = self.challenge {
            write!(f, " {challenge}")?;
        }
        if let Some(tournament) = self.tournament {
            write!(f, " {tournament}")?;
        }
        if let Some(ply) = self.ply {
            write!(f, " ply:{ply}")?;
        }
        Ok(())
    }
}

impl Request {
    /// The same request about the game or challenge numbered `number`,
    /// as its command says which it names; a number too big to be any is
    /// refused as the one that does not exist.
    pub(crate) fn numbered(self, number: Option<u64>) -> Result<Request, CommandError> {
        let Some(number) = number else {
            return Ok(self);
        };
        let challenge = self.command.answers_a_challenge();
        if self.command.names_a_tournament() {
            return match i64::try_from(number) {
                Ok(n) => Ok(self.about_tournament(TournamentId(n))),
                Err(_) => Err(CommandError::NoSuchTournament(number)),
            };
        }
        if matches!(self.command, Command::Tournament(_)) {
            return Err(unexpected("tournament", &format!("#{number}"), None));
        }
        match i64::try_from(number) {
            Ok(n) if challenge => Ok(self.about_challenge(ChallengeId(n))),
            Ok(n) => Ok(self.about(GameId(n))),
            Err(_) => Err(CommandError::NoSuch { challenge, number }),
        }
    }
}
