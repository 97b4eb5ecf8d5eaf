//! An engine's judgement of a position, as analysis keeps it: from
//! White's side, in centipawns or as a forced mate.

use kibitz_rules::Color;

/// How a position stands, from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// An advantage in centipawns: positive when White is better.
    Cp(i32),
    /// A forced mate by `winner` in `moves` moves; `moves` is 0 when the
    /// side to move is mated already.
    Mate {
        /// The side that mates.
        winner: Color,
        /// Moves until mate.
        moves: u32,
    },
}

impl Score {
    /// A UCI `score` (`cp 34`, `mate -3`) given from the side to move's
    /// view, as White's; `None` for anything else. `mate 0` is the side to
    /// move mated.
    pub fn from_uci(words: &[&str], to_move: Color) -> Option<Score> {
        let sign = match to_move {
            Color::White => 1,
            Color::Black => -1,
        };
        match words {
            ["cp", value, ..] => Some(Score::Cp(value.parse::<i32>().ok()?.checked_mul(sign)?)),
            ["mate", value, ..] => {
                let moves = value.parse::<i32>().ok()?;
                let winner = if moves > 0 { to_move } else { !to_move };
                Some(Score::Mate {
                    winner,
                    moves: moves.unsigned_abs(),
                })
            }
            _ => None,
        }
    }

    /// The score as the side `color` sees it: White's as it is, Black's
    /// turned round (a mate for Black reads as a mate for "us").
    pub fn for_side(self, color: Color) -> Score {
        match (self, color) {
            (score, Color::White) => score,
            (Score::Cp(cp), Color::Black) => Score::Cp(cp.saturating_neg()),
            (Score::Mate { winner, moves }, Color::Black) => Score::Mate {
                winner: !winner,
                moves,
            },
        }
    }

    /// The score as PGN's `[%eval]` writes it: `0.32`, `-1.05`, `#3`,
    /// `#-2` (White's side; a mate already given is `#0` or `#-0`).
    pub fn pgn(self) -> String {
        match self {
            Score::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let cp = cp.unsigned_abs();
                format!("{sign}{}.{:02}", cp / 100, cp % 100)
            }
            Score::Mate {
                winner: Color::White,
                moves,
            } => format!("#{moves}"),
            Score::Mate {
                winner: Color::Black,
                moves,
            } => format!("#-{moves}"),
        }
    }
}

impl Score {
    /// A score as [`Score::pgn`] writes it.
    pub fn from_pgn(text: &str) -> Option<Score> {
        if let Some(mate) = text.strip_prefix('#') {
            let (winner, moves) = match mate.strip_prefix('-') {
                Some(moves) => (Color::Black, moves),
                None => (Color::White, mate),
            };
            if moves.is_empty() || !moves.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            return Some(Score::Mate {
                winner,
                moves: moves.parse().ok()?,
            });
        }
        let (negative, rest) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, hundredths) = rest.split_once('.')?;
        if whole.is_empty()
            || hundredths.len() != 2
            || !whole
                .bytes()
                .chain(hundredths.bytes())
                .all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let cp = whole
            .parse::<i32>()
            .ok()?
            .checked_mul(100)?
            .checked_add(hundredths.parse::<i32>().ok()?)?;
        Some(Score::Cp(if negative { -cp } else { cp }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uci_score_is_read_from_the_side_to_move_as_whites() {
        assert_eq!(
            Score::from_uci(&["cp", "34"], Color::White),
            Some(Score::Cp(34))
        );
        assert_eq!(
            Score::from_uci(&["cp", "34", "upperbound"], Color::Black),
            Some(Score::Cp(-34))
        );
        assert_eq!(
            Score::from_uci(&["mate", "-3"], Color::White),
            Some(Score::Mate {
                winner: Color::Black,
                moves: 3
            })
        );
        assert_eq!(
            Score::from_uci(&["mate", "0"], Color::Black),
            Some(Score::Mate {
                winner: Color::White,
                moves: 0
            }),
            "the side to move mated"
        );
        assert_eq!(Score::from_uci(&["wdl", "1"], Color::White), None);
        assert_eq!(Score::from_uci(&["cp", "x"], Color::White), None);
    }

    #[test]
    fn a_score_written_reads_back() {
        for score in [
            Score::Cp(0),
            Score::Cp(32),
            Score::Cp(-105),
            Score::Cp(-5),
            Score::Cp(12_345),
            Score::Mate {
                winner: Color::White,
                moves: 0,
            },
            Score::Mate {
                winner: Color::Black,
                moves: 0,
            },
            Score::Mate {
                winner: Color::Black,
                moves: 7,
            },
        ] {
            assert_eq!(Score::from_pgn(&score.pgn()), Some(score), "{score:?}");
        }
        for bad in ["", "#", "#-", "1.2", "x.00", "1.234", "--1.00", "#+1"] {
            assert_eq!(Score::from_pgn(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_score_is_written_as_lichess_exports_it() {
        assert_eq!(Score::Cp(32).pgn(), "0.32");
        assert_eq!(Score::Cp(-105).pgn(), "-1.05");
        assert_eq!(Score::Cp(-5).pgn(), "-0.05");
        assert_eq!(
            Score::Mate {
                winner: Color::White,
                moves: 3
            }
            .pgn(),
            "#3"
        );
        assert_eq!(
            Score::Mate {
                winner: Color::Black,
                moves: 2
            }
            .pgn(),
            "#-2"
        );
    }
}
