//! `kibitz rules legal|play|perft`: the rules crate from the command line.

use std::io::Write as _;

use clap::{Args, Subcommand};
use kibitz_rules::notation::is_move_number;
use kibitz_rules::{Game, PgnTags, Start, Variant, chess960};

/// A rules check.
#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// Print the legal moves after the given moves: UCI, sorted, one line.
    Legal {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Play the moves; print their SAN, the final state and the outcome.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Also print the game as PGN.
        #[arg(long)]
        pgn: bool,
    },
    /// Count the move paths of the given depth (perft).
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// How many plies deep.
        #[arg(long)]
        depth: u32,
    },
}

/// Which game: variant, start and moves.
#[derive(Debug, Args)]
pub struct GameArgs {
    /// The variant (standard, chess960, crazyhouse, atomic, antichess,
    /// kingofthehill, threecheck, horde, racingkings).
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// Start from this position (FEN) instead of the usual one.
    #[arg(long, conflicts_with = "chess960")]
    fen: Option<String>,
    /// Chess960 start position: a number 0-959, or `random`.
    #[arg(long)]
    chess960: Option<String>,
    /// Moves to play first, separated by spaces, in any notation Kibitz reads.
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    moves: String,
}

/// Runs a rules check.
pub fn run(command: RulesCommand) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    let result = match command {
        RulesCommand::Legal { game } => {
            let game = game.build()?;
            let mut moves: Vec<String> = game
                .legal_moves()
                .into_iter()
                .map(|m| game.uci(m))
                .collect();
            moves.sort();
            writeln!(out, "{}", moves.join(" "))
        }
        RulesCommand::Play { game, pgn } => {
            let game = game.build()?;
            let sans: Vec<&str> = game.history().iter().map(|m| m.san.as_str()).collect();
            let outcome = match game.outcome() {
                Some(outcome) => format!("{outcome} ({})", outcome.result()),
                None => format!("in progress, {} to move", color_name(game.turn())),
            };
            let mut text = format!(
                "moves: {}\nstate: {}\noutcome: {outcome}\n",
                sans.join(" "),
                game.state()
            );
            if pgn {
                text.push('\n');
                text.push_str(&game.to_pgn(&PgnTags::default()));
            }
            out.write_all(text.as_bytes())
        }
        RulesCommand::Perft { game, depth } => {
            let game = game.build()?;
            writeln!(out, "{}", game.perft(depth))
        }
    };
    result.map_err(|e| format!("cannot write the output: {e}"))
}

impl GameArgs {
    pub(crate) fn build(self) -> Result<Game, String> {
        let start = match (self.fen, self.chess960) {
            (Some(fen), _) => Start::State(fen),
            (None, Some(n)) if n == "random" => {
                Start::Chess960(rand::random_range(0..chess960::COUNT))
            }
            (None, Some(n)) => Start::Chess960(
                n.parse()
                    .map_err(|_| format!("--chess960 takes a number 0-959 or random, not {n:?}"))?,
            ),
            (None, None) => Start::Initial,
        };
        let mut game = Game::from_start(self.variant, start).map_err(|e| e.to_string())?;
        for token in self.moves.split([' ', ',', '\n', '\t']) {
            if token.is_empty() || is_move_number(token) {
                continue;
            }
            let number = game.fullmove_number();
            let dots = if game.turn() == kibitz_rules::Color::White {
                "."
            } else {
                "..."
            };
            game.play_text(token)
                .map_err(|e| format!("move {number}{dots} {token}: {e}"))?;
        }
        Ok(game)
    }
}

fn color_name(color: kibitz_rules::Color) -> &'static str {
    match color {
        kibitz_rules::Color::White => "White",
        kibitz_rules::Color::Black => "Black",
    }
}
