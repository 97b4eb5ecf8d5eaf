//! A game as loaded from the store: its row, the game rebuilt from it,
//! its players; and what a change to it did.

use crate::model::{GameId, PlayerId};
use kibitz_rules::{Color, Game, Outcome};

use crate::command::{Command, Offer, Request};
use crate::context::Failure;
use crate::standing::store::ResultRow;
use crate::store::{GameRow, GameStatus, PlayerRow};

/// A game as stored, rebuilt, with its players.
#[derive(Clone, Debug)]
pub(crate) struct Loaded {
    /// The row as read.
    pub row: GameRow,
    /// The game replayed from its start and moves, ended as stored.
    pub game: Game,
    /// White.
    pub white: PlayerRow,
    /// Black.
    pub black: PlayerRow,
    /// Each player's line of history once the game is over (White's
    /// first; none for an aborted game), with the rating change of a rated
    /// game.
    pub results: Vec<ResultRow>,
}

impl Loaded {
    /// The colour a player has in this game, if they play in it.
    pub fn color_of(&self, player_id: PlayerId) -> Option<Color> {
        if self.white.id == player_id {
            Some(Color::White)
        } else if self.black.id == player_id {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The player of a colour.
    pub fn player(&self, color: Color) -> &PlayerRow {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The game's number as players write it.
    pub fn id(&self) -> String {
        self.number().to_string()
    }

    /// The game's number.
    pub fn number(&self) -> GameId {
        self.row.id
    }

    /// A request about this game in the position it now has: a button's,
    /// refused once the game has moved on.
    pub fn request(&self, command: Command) -> Request {
        Request::new(command)
            .about(self.number())
            .at_ply(self.game.history().len())
    }
}

/// What a change did, for the reply that reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// A move was played; `declined_draw` when it declined the opponent's
    /// offer; `dropped`, a placement sent ahead for a football line-up that
    /// was no longer possible in its turn (its side's others went with it);
    /// `answered`, the opponent's moves its conditional lines played at
    /// once after it (SAN), with the opponent's colour.
    Moved {
        declined_draw: bool,
        dropped: Option<(Color, String)>,
        answered: Option<(Color, Vec<String>)>,
    },
    /// A player resigned.
    Resigned(Color),
    /// A player gave the opponent one more day on their move.
    MoreTime(Color),
    /// A player offered a draw.
    DrawOffered(Color),
    /// The players agreed a draw.
    DrawAgreed,
    /// A player asked to take back.
    TakebackAsked(Color),
    /// Moves were taken back.
    TakenBack { plies: usize },
    /// A player aborted the game.
    Aborted(Color),
    /// A player claimed a draw.
    Claimed,
    /// A player declined the opponent's offer.
    Declined(Offer, Color),
    /// A player went berserk in an arena game: half their clock.
    Berserk(Color),
}

/// A change judged allowed: the row to write, the game it describes, and
/// what happened.
pub(crate) type Change = (GameRow, Game, Event);

/// Rebuilds a game from its row: replays the moves from the start state and
/// ends it as the row records.
pub(crate) fn rebuild(row: &GameRow) -> Result<Game, Failure> {
    let damaged = |detail: String| Failure::Damaged {
        kind: "game",
        id: row.id.get(),
        detail,
    };
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    let mut game =
        Game::replay(row.variant, &row.start_state, &moves).map_err(|e| damaged(e.to_string()))?;
    if let GameStatus::Finished(outcome) = row.status
        && !game.is_over()
    {
        game.end(outcome).map_err(|e| damaged(e.to_string()))?;
    }
    Ok(game)
}
