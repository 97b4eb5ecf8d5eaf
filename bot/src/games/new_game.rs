//! Where a new game starts: the variant's usual position (a random one in
//! Chess960), a position given as its state string, or a line of moves
//! from the usual position; refused with the reason when the rules refuse
//! it.

use kibitz_rules::notation::is_move_number;
use kibitz_rules::{ByColor, Color, Game, Start, Variant};

use crate::command::{LiveClock, StartFrom};
use crate::games::GameAccess;
use crate::games::state::live_clock::{starting_clocks, to_stored};
use crate::games::state::next_row::next_deadline;
use crate::games::views::move_error_text;
use crate::i18n::Text;
use crate::model::ChannelId;
use crate::perf::variant_text;
use crate::store::{NewGame, PlayerRow};

/// How a new game is played, as its players agreed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Terms {
    /// Days per move, for a correspondence game.
    pub days_per_move: Option<i32>,
    /// The clock, for a live game.
    pub clock: Option<LiveClock>,
    /// The bot's level, in a game against it.
    pub bot_level: Option<i32>,
    /// Whether they asked for a rated game.
    pub rated: bool,
}

impl GameAccess {
    /// The row of a game about to begin in chat `channel_id` from `game`
    /// (with the moves it was set up with), `set_up` when a position or a
    /// line was given: the one place a new game is made. Its first
    /// deadline is a whole move's time from now (from the end of the
    /// vacation of a first mover who is away); a game set up from a
    /// position or a line is never rated.
    pub(crate) fn new_game(
        &self,
        channel_id: ChannelId,
        (game, set_up): (&Game, bool),
        (white, black): (&PlayerRow, &PlayerRow),
        terms: Terms,
    ) -> NewGame {
        let first = if game.turn() == Color::White {
            white
        } else {
            black
        };
        let now = self.clock.now();
        let (clock_base, clock_increment) = to_stored(terms.clock);
        let (clock_ms, turn_started_at, clock_deadline) = match terms.clock {
            Some(clock) => {
                let (left, started, deadline) = starting_clocks(clock, now);
                (left, Some(started), Some(deadline))
            }
            None => (ByColor::default(), None, None),
        };
        NewGame {
            channel_id,
            also_channel_id: None,
            also_for: None,
            board_owed_in: None,
            variant: game.variant(),
            white_id: white.id,
            black_id: black.id,
            start_state: game.start_state(),
            moves: uci_moves(game),
            state: game.state(),
            days_per_move: terms.days_per_move,
            clock_base,
            clock_increment,
            clock_ms,
            turn_started_at,
            deadline: clock_deadline.or(next_deadline(terms.days_per_move, first, now)),
            bot_level: terms.bot_level,
            rated: terms.rated && !set_up,
            set_up_plies: i32::try_from(game.history().len()).unwrap_or(i32::MAX),
            created_at: now,
        }
    }

    /// The row of a game played elsewhere and pasted whole (`analyse` of a
    /// record), kept in chat `channel_id` between the platform's record
    /// players: made as every new game is, never rated, with no clock and
    /// no deadline, its moves its players' own (none the line of a set-up).
    pub(crate) fn imported_game(
        &self,
        channel_id: ChannelId,
        game: &Game,
        (white, black): (&PlayerRow, &PlayerRow),
    ) -> NewGame {
        let terms = Terms {
            days_per_move: None,
            clock: None,
            bot_level: None,
            rated: false,
        };
        NewGame {
            set_up_plies: 0,
            ..self.new_game(channel_id, (game, true), (white, black), terms)
        }
    }
}

/// The game a challenge or a game against the bot begins with, or why it
/// cannot begin so.
pub(crate) fn starting_game(variant: Variant, start: Option<&StartFrom>) -> Result<Game, Text> {
    let game = match start {
        None => return Ok(usual_start(variant)),
        Some(StartFrom::Position(text)) => {
            Game::from_state(variant, text.as_str()).map_err(|error| {
                Text::new("set-up-position")
                    .text("variant", variant_text(variant))
                    .arg("detail", error.to_string())
            })?
        }
        Some(StartFrom::Moves(text)) => {
            let mut game = Game::new(variant);
            let moves = text
                .as_str()
                .split_whitespace()
                .filter(|word| !is_move_number(word));
            for (i, word) in moves.enumerate() {
                if let Err(error) = game.play_text(word) {
                    let (reason, _) = move_error_text(&error);
                    return Err(Text::new("set-up-move")
                        .number("number", (i + 1) as f64)
                        .arg("move", word)
                        .text("reason", reason));
                }
            }
            game
        }
    };
    match game.outcome() {
        Some(outcome) => Err(Text::new("set-up-over").arg("result", outcome.result())),
        None => Ok(game),
    }
}

/// The variant's usual start: a random one where it has several.
pub(crate) fn usual_start(variant: Variant) -> Game {
    Game::from_start(variant, Start::random(variant, &mut rand::rng()))
        .unwrap_or_else(|_| Game::new(variant))
}

/// The moves of a game in UCI, separated by spaces, as the store keeps them.
pub(crate) fn uci_moves(game: &Game) -> String {
    game.history()
        .iter()
        .map(|m| m.uci.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::SetUpText;
    use crate::model::Language;

    fn start(text: &str, moves: bool) -> StartFrom {
        let text = SetUpText::new(text).expect("a text");
        if moves {
            StartFrom::Moves(text)
        } else {
            StartFrom::Position(text)
        }
    }

    fn refusal(variant: Variant, from: &StartFrom) -> String {
        match starting_game(variant, Some(from)) {
            Ok(game) => panic!("accepted: {}", game.state()),
            Err(text) => text.write(Language::En),
        }
    }

    #[test]
    fn a_position_or_a_line_of_moves_starts_the_game() {
        let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30";
        let game = starting_game(Variant::Standard, Some(&start(fen, false))).expect("legal");
        assert_eq!(game.state(), fen);
        let line =
            starting_game(Variant::Standard, Some(&start("1. e4 e5 2. Nf3", true))).expect("legal");
        assert_eq!(uci_moves(&line), "e2e4 e7e5 g1f3");
        assert!(line.has_usual_start());
    }

    #[test]
    fn a_position_the_rules_refuse_is_refused_with_the_reason() {
        let no_king = refusal(
            Variant::Standard,
            &start("8/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
        );
        assert!(
            no_king.starts_with("That position cannot start a game of standard chess"),
            "{no_king}"
        );
        let bad_move = refusal(Variant::Standard, &start("e4 e5 Ke3", true));
        assert!(
            bad_move.starts_with("Move 3 of the line, `Ke3`, cannot be played"),
            "{bad_move}"
        );
        let over = refusal(Variant::Standard, &start("f3 e5 g4 Qh4#", true));
        assert!(over.contains("0-1"), "{over}");
    }
}
