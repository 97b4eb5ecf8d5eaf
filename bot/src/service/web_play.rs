//! A game as the page's board component draws it, and what a player does
//! on the page: the position with its variant's marks, the legal moves of
//! the side to move for its player, and actions that go through the same
//! path as typed commands ([`Service::handle`] in the game's own chat), so
//! the checks, the version guard and the announcements are the same.

use kibitz_rules::{Color, Game};

use super::Service;
use crate::chat::{Actor, Message, Place, Reply};
use crate::command::{Command, GameId, MoveWords, Offer, Request, ResignStep};

/// The position a page's board shows, with every mark of its variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    /// The game's version when read.
    pub version: i64,
    /// The moves the game has.
    pub plies: usize,
    /// The moves played in the position shown.
    pub shown: usize,
    /// The pieces, as the first field of a FEN.
    pub placement: String,
    /// The side to move.
    pub turn: Color,
    /// The squares of the last move.
    pub last_move: Option<(String, String)>,
    /// The king in check.
    pub check: Option<String>,
    /// Immortal chess: the two squares of the last swap.
    pub swap: Option<(String, String)>,
    /// Chess football: the ball's square.
    pub ball: Option<String>,
    /// Chess football: the goal squares White defends, then Black's.
    pub goals: [Vec<String>; 2],
    /// Crazyhouse: the pieces in hand, White's then Black's, as letters.
    pub pockets: Option<[String; 2]>,
    /// Whether the game is over.
    pub over: bool,
}

/// What one player may do on the page now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Their side.
    pub color: Color,
    /// The moves they may make, in UCI (`e2e4`, `e7e8q`, `P@e4`, `K@d1`,
    /// `0000`); none when it is not their turn or the game is over.
    pub legal: Vec<String>,
    /// Whether the opponent offers a draw.
    pub draw_offered: bool,
}

/// An action a player takes on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageAction {
    /// A move: UCI from the board, or as typed in the page's form.
    Move(MoveWords),
    /// Offer a draw, or accept the opponent's offer.
    Draw,
    /// Decline the opponent's draw offer.
    DeclineDraw,
    /// Resign (the page asked first).
    Resign,
}

/// The longest move a page may send (UCI from the board, or any notation
/// typed in its form: `exd8=Q+`).
const MAX_MOVE_CHARS: usize = 10;

impl PageAction {
    /// The action named by the page's `do` and `uci`, if it is one.
    pub fn read(name: &str, uci: Option<&str>) -> Option<PageAction> {
        match (name, uci) {
            ("move", Some(uci))
                if !uci.is_empty()
                    && uci.len() <= MAX_MOVE_CHARS
                    && uci
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"@=+#-".contains(&b)) =>
            {
                MoveWords::new(uci).map(PageAction::Move)
            }
            ("draw", None) => Some(PageAction::Draw),
            ("decline-draw", None) => Some(PageAction::DeclineDraw),
            ("resign", None) => Some(PageAction::Resign),
            _ => None,
        }
    }

    fn command(&self) -> Command {
        match self {
            PageAction::Move(words) => Command::Move(words.clone()),
            PageAction::Draw => Command::Draw,
            PageAction::DeclineDraw => Command::DeclineOffer(Offer::Draw),
            PageAction::Resign => Command::Resign(ResignStep::Now),
        }
    }
}

/// What came of an action on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Acted {
    /// No such game.
    NoGame,
    /// The identity plays no side of this game.
    NotAPlayer,
    /// Handled: the reply, and the game's chat where it is to be posted
    /// when it changed something.
    Handled(Box<Reply>, Place),
}

/// The board state of `game`, whose whole game has `plies` moves.
fn board_state(game: &Game, version: i64, plies: usize) -> BoardState {
    let marks = game.marks();
    let pair =
        |(a, b): (kibitz_rules::Square, kibitz_rules::Square)| (a.to_string(), b.to_string());
    let squares = |set: kibitz_rules::Bitboard| set.into_iter().map(|s| s.to_string()).collect();
    let pockets = marks.pockets.map(|pockets| {
        let written = |color: Color| {
            let hand = pockets.get(color);
            let mut letters = String::new();
            for role in kibitz_rules::Role::ALL {
                for _ in 0..*hand.get(role) {
                    letters.push(role.upper_char());
                }
            }
            letters
        };
        [written(Color::White), written(Color::Black)]
    });
    BoardState {
        version,
        plies,
        shown: game.history().len(),
        placement: game.placement(),
        turn: game.turn(),
        last_move: marks.last_move.map(pair),
        check: marks.check.map(|s| s.to_string()),
        swap: marks.swap.map(pair),
        ball: marks.ball.map(|s| s.to_string()),
        goals: [squares(marks.goals.white), squares(marks.goals.black)],
        pockets,
        over: game.is_over(),
    }
}

impl Service {
    /// The board of game `id` for the page: as it stands, or after its
    /// first `ply` moves; with the seat of `actor` when they play in it.
    /// `None` when there is no such game or move.
    pub async fn page_board(
        &self,
        id: i64,
        ply: Option<usize>,
        actor: Option<&Actor>,
    ) -> Result<Option<(BoardState, Option<Seat>)>, String> {
        let Some(loaded) = self.web_game(id).await.map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let plies = loaded.game.history().len();
        let shown = match ply {
            None => None,
            Some(ply) if ply <= plies => Some(loaded.game.after_plies(ply)),
            Some(_) => return Ok(None),
        };
        let game = shown.as_ref().unwrap_or(&loaded.game);
        let state = board_state(game, loaded.row.version, plies);
        let seat = actor.and_then(|actor| {
            let color = [Color::White, Color::Black]
                .into_iter()
                .find(|&c| plays(loaded.player(c), actor))?;
            let over = loaded.outcome().is_some();
            let legal = if !over && loaded.game.turn() == color {
                loaded
                    .game
                    .legal_moves()
                    .into_iter()
                    .map(|mv| loaded.game.uci(mv))
                    .collect()
            } else {
                Vec::new()
            };
            Some(Seat {
                color,
                legal,
                draw_offered: !over && loaded.row.draw_offer == Some(!color),
            })
        });
        Ok(Some((state, seat)))
    }

    /// `actor` takes `action` on game `id`'s page, as it stood after `ply`
    /// moves: judged and answered as the same command typed in the game's
    /// chat.
    pub async fn act_on_page(
        &self,
        id: i64,
        actor: &Actor,
        action: &PageAction,
        ply: u32,
    ) -> Result<Acted, String> {
        let Some(row) = self.store.game(id).await.map_err(|e| e.to_string())? else {
            return Ok(Acted::NoGame);
        };
        let seated = self.seat(row).await.map_err(|e| e.to_string())?;
        if !plays(&seated.white, actor) && !plays(&seated.black, actor) {
            return Ok(Acted::NotAPlayer);
        }
        let Some(place) = self
            .store
            .channel_by_id(seated.row.channel_id)
            .await
            .map_err(|e| e.to_string())?
        else {
            return Ok(Acted::NoGame);
        };
        let id = u64::try_from(id).map_err(|e| e.to_string())?;
        let mut request = Request::new(action.command()).about(GameId(id));
        request.ply = Some(ply);
        let message = Message {
            body: crate::chat::Body::Request(Ok(request)),
            ..Message::default()
        };
        let reply = self.handle(actor, &place, &message).await;
        Ok(Acted::Handled(Box::new(reply), place))
    }
}

/// One of a player's games, as the Mini App's home lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnGame {
    /// The game's number.
    pub id: i64,
    /// The opponent's name.
    pub opponent: String,
    /// The game played, as a chat names it.
    pub variant: String,
    /// Whether it is the player's move.
    pub my_move: bool,
}

impl Service {
    /// The active games of `actor` on their platform, those waiting for
    /// their move first: the Mini App's home.
    pub async fn own_games(&self, actor: &Actor) -> Result<Vec<OwnGame>, String> {
        let Some(player) = self
            .store
            .find_player(actor)
            .await
            .map_err(|e| e.to_string())?
        else {
            return Ok(Vec::new());
        };
        let rows = self
            .store
            .games_of_player(player.id)
            .await
            .map_err(|e| e.to_string())?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let seated = self.seat(row).await.map_err(|e| e.to_string())?;
            let color = if seated.white.id == player.id {
                Color::White
            } else {
                Color::Black
            };
            let opponent = match color {
                Color::White => seated.black.display_name.clone(),
                Color::Black => seated.white.display_name.clone(),
            };
            let loaded = self.load(seated).await.map_err(|e| e.to_string())?;
            games.push(OwnGame {
                id: loaded.row.id,
                opponent,
                variant: super::present::variant_text(loaded.row.variant)
                    .write(crate::i18n::Language::En),
                my_move: loaded.game.turn() == color,
            });
        }
        games.sort_by_key(|game| !game.my_move);
        Ok(games)
    }
}

/// Whether `actor` is this player.
fn plays(player: &crate::store::PlayerRow, actor: &Actor) -> bool {
    player.platform == actor.platform && player.platform_user_id == actor.user_id
}
