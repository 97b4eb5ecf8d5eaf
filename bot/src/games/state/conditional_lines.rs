//! Conditional moves: the lines a player leaves while the opponent is to
//! move ("if they play Nf6, I play e5; then if Nd5, Nxd5"). Each reply of
//! the opponent that a line foresees plays the owner's next move at once,
//! in the same change as the reply; any other reply drops every line.
//!
//! Lines are kept as UCI from the position the game has, the opponent's
//! move first, in the game row (so the version guard that orders every
//! change to a game orders them too): moves separated by spaces, lines by
//! `;`.

use kibitz_rules::{Color, CompactString, Game, MoveError};

use crate::games::state::numbering::numbered_from;

/// The most lines a side may keep in one game.
pub(crate) const MAX_LINES: usize = 16;

/// The most moves (both sides') one line may hold.
pub(crate) const MAX_LINE_PLIES: usize = 24;

/// One move of a line: its UCI, and the side that makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ply {
    uci: CompactString,
    by: Color,
}

/// Why lines were not kept.
#[derive(Debug)]
pub(crate) enum LineError {
    /// No move was given.
    Empty,
    /// More lines or longer ones than a side may keep.
    TooMany,
    /// A move of a line cannot be played where it stands: its line's
    /// number (from 1), the move as written, and why.
    Illegal {
        line: usize,
        word: String,
        error: MoveError,
    },
    /// A line goes on after the game would be over (its line's number and
    /// the first move too many).
    PastTheEnd { line: usize, word: String },
    /// A line ends with a move of the opponent's, which asks for nothing.
    EndsWithTheirs { line: usize },
    /// Two lines answer the same moves differently: the moves they share,
    /// numbered, and the two answers.
    Contradict {
        after: String,
        first: String,
        second: String,
    },
}

/// The stored lines, each a list of UCI moves.
fn read(stored: &str) -> Vec<Vec<CompactString>> {
    stored
        .split(';')
        .map(|line| line.split_whitespace().map(CompactString::from).collect())
        .filter(|line: &Vec<CompactString>| !line.is_empty())
        .collect()
}

/// Lines as stored.
fn write(lines: &[Vec<CompactString>]) -> String {
    lines
        .iter()
        .map(|line| line.join(" "))
        .collect::<Vec<_>>()
        .join(";")
}

/// How many lines are stored.
pub(crate) fn count(stored: &str) -> usize {
    read(stored).len()
}

/// Plays a line of written moves (SAN or UCI) from `game`: each move with
/// its UCI and side; `line` is the line's number, for refusals.
fn play_written(game: &Game, words: &[&str], line: usize) -> Result<Vec<Ply>, LineError> {
    let mut game = game.clone();
    let mut plies = Vec::with_capacity(words.len());
    for word in words {
        if game.is_over() {
            return Err(LineError::PastTheEnd {
                line,
                word: (*word).to_owned(),
            });
        }
        let by = game.turn();
        let played = game.play_text(word).map_err(|error| LineError::Illegal {
            line,
            word: (*word).to_owned(),
            error,
        })?;
        plies.push(Ply {
            uci: played.uci.clone(),
            by,
        });
    }
    Ok(plies)
}

/// Replays a stored line (UCI) from `game`; `None` if it no longer plays.
fn play_stored(game: &Game, line: &[CompactString]) -> Option<(Vec<Ply>, Game)> {
    let mut game = game.clone();
    let mut plies = Vec::with_capacity(line.len());
    for uci in line {
        let by = game.turn();
        game.play_text(uci).ok()?;
        plies.push(Ply {
            uci: uci.clone(),
            by,
        });
    }
    Some((plies, game))
}

/// The lines `owner` keeps after adding the ones written in `text` (lines
/// separated by `;`, moves by spaces, the opponent's move first) to those
/// stored, with how many there are. The opponent is to move in `game`.
pub(crate) fn add(
    game: &Game,
    owner: Color,
    stored: &str,
    text: &str,
) -> Result<(String, usize), LineError> {
    let mut lines: Vec<Vec<Ply>> = read(stored)
        .iter()
        .filter_map(|line| play_stored(game, line).map(|(plies, _)| plies))
        .collect();
    let written: Vec<Vec<&str>> = text
        .split(';')
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|words| !words.is_empty())
        .collect();
    if written.is_empty() {
        return Err(LineError::Empty);
    }
    for (i, words) in written.iter().enumerate() {
        let number = i + 1;
        if words.len() > MAX_LINE_PLIES {
            return Err(LineError::TooMany);
        }
        let new = play_written(game, words, number)?;
        if new.last().is_some_and(|last| last.by != owner) {
            return Err(LineError::EndsWithTheirs { line: number });
        }
        // A line another one holds whole adds nothing; one it extends
        // takes its place.
        if lines.iter().any(|line| line.starts_with(&new)) {
            continue;
        }
        lines.retain(|line| !new.starts_with(line));
        for line in &lines {
            contradiction(game, owner, line, &new)?;
        }
        lines.push(new);
    }
    if lines.len() > MAX_LINES {
        return Err(LineError::TooMany);
    }
    let uci: Vec<Vec<CompactString>> = lines
        .iter()
        .map(|line| line.iter().map(|ply| ply.uci.clone()).collect())
        .collect();
    Ok((write(&uci), lines.len()))
}

/// Refuses two lines that part where `owner` is to move: the owner's
/// answer to the same moves must be one.
fn contradiction(game: &Game, owner: Color, a: &[Ply], b: &[Ply]) -> Result<(), LineError> {
    let Some(split) = a.iter().zip(b).position(|(x, y)| x != y) else {
        return Ok(());
    };
    if a[split].by != owner {
        return Ok(());
    }
    let shared: Vec<CompactString> = a[..split].iter().map(|p| p.uci.clone()).collect();
    let (_, at) = play_stored(game, &shared).expect("a played line's start plays");
    let san = |ply: &Ply| {
        let mut after = at.clone();
        after
            .play_text(&ply.uci)
            .map(|played| played.san.to_string())
            .unwrap_or_else(|_| ply.uci.to_string())
    };
    Err(LineError::Contradict {
        after: numbered_from(&at, game.history().len()),
        first: san(&a[split]),
        second: san(&b[split]),
    })
}

/// The stored lines, each numbered as a record writes it, one per line.
pub(crate) fn listed(game: &Game, stored: &str) -> Vec<String> {
    read(stored)
        .iter()
        .filter_map(|line| play_stored(game, line))
        .map(|(_, after)| numbered_from(&after, game.history().len()))
        .collect()
}

/// What is left of the lines that begin with `played`, once it is played.
fn follow(lines: Vec<Vec<CompactString>>, played: &str) -> Vec<Vec<CompactString>> {
    lines
        .into_iter()
        .filter(|line| line.first().is_some_and(|first| first == played))
        .map(|mut line| {
            line.remove(0);
            line
        })
        .filter(|line| !line.is_empty())
        .collect()
}

/// After the opponent's move (the last of `game`), plays `owner`'s answers
/// that the stored lines foresee, for as long as it is the owner's turn
/// and they go on; keeps what is left of the lines that foresaw the move,
/// drops the others (all, if none did). The answers played, in SAN.
pub(crate) fn answer(game: &mut Game, owner: Color, stored: &mut String) -> Vec<String> {
    let mut answered = Vec::new();
    if stored.is_empty() {
        return answered;
    }
    let Some(last) = game.last_move().filter(|m| m.by != owner) else {
        return answered;
    };
    let last = last.uci.clone();
    let mut lines = follow(read(stored), &last);
    if lines.is_empty() {
        stored.clear();
        return answered;
    }
    while !game.is_over() && game.turn() == owner {
        let Some(next) = lines.first().and_then(|line| line.first()).cloned() else {
            break;
        };
        match game.play_text(&next) {
            Ok(played) => answered.push(played.san.to_string()),
            // Lines are checked as they are left, and the game moves only
            // along them: a move that no longer plays ends them all.
            Err(_) => {
                lines.clear();
                break;
            }
        }
        lines = follow(lines, &next);
    }
    if game.is_over() {
        lines.clear();
    }
    *stored = write(&lines);
    answered
}

#[cfg(test)]
mod tests {
    use super::*;
    use kibitz_rules::Variant;

    fn after(moves: &str) -> Game {
        let moves: Vec<&str> = moves.split_whitespace().collect();
        Game::replay(
            Variant::Standard,
            &Game::new(Variant::Standard).state(),
            &moves,
        )
        .expect("the moves play")
    }

    #[test]
    fn lines_are_kept_as_uci_and_listed_as_a_record_numbers_them() {
        let game = after("e4");
        let (stored, n) = add(&game, Color::White, "", "Nf6 e5 Nd5 Nc3; d5 exd5").unwrap();
        assert_eq!(n, 2);
        assert_eq!(stored, "g8f6 e4e5 f6d5 b1c3;d7d5 e4d5");
        assert_eq!(
            listed(&game, &stored),
            ["1… Nf6 2. e5 Nd5 3. Nc3", "1… d5 2. exd5"]
        );
    }

    #[test]
    fn a_foreseen_reply_plays_the_answer_and_keeps_the_rest_of_the_line() {
        let mut game = after("e4");
        let (mut stored, _) = add(&game, Color::White, "", "Nf6 e5 Nd5 Nc3; d5 exd5").unwrap();
        game.play_text("Nf6").unwrap();
        assert_eq!(answer(&mut game, Color::White, &mut stored), ["e5"]);
        assert_eq!(stored, "f6d5 b1c3");
        game.play_text("Nd5").unwrap();
        assert_eq!(answer(&mut game, Color::White, &mut stored), ["Nc3"]);
        assert_eq!(stored, "");
    }

    #[test]
    fn a_reply_no_line_foresaw_drops_every_line() {
        let mut game = after("e4");
        let (mut stored, _) = add(&game, Color::White, "", "Nf6 e5").unwrap();
        game.play_text("e5").unwrap();
        assert!(answer(&mut game, Color::White, &mut stored).is_empty());
        assert_eq!(stored, "");
    }

    #[test]
    fn lines_that_answer_the_same_moves_differently_are_refused() {
        let game = after("e4");
        let (stored, _) = add(&game, Color::White, "", "Nf6 e5").unwrap();
        match add(&game, Color::White, &stored, "Nf6 Nc3") {
            Err(LineError::Contradict {
                after,
                first,
                second,
            }) => {
                assert_eq!(
                    (after.as_str(), first.as_str(), second.as_str()),
                    ("1… Nf6", "e5", "Nc3")
                );
            }
            other => panic!("not refused as contradicting: {other:?}"),
        }
        // Parting at the opponent's move is a tree, not a contradiction.
        assert!(add(&game, Color::White, &stored, "Nc6 Nf3").is_ok());
    }

    #[test]
    fn a_line_held_by_another_adds_nothing_and_one_that_extends_it_replaces_it() {
        let game = after("e4");
        let (stored, _) = add(&game, Color::White, "", "Nf6 e5").unwrap();
        let (longer, n) = add(&game, Color::White, &stored, "Nf6 e5 Nd5 c4").unwrap();
        assert_eq!((longer.as_str(), n), ("g8f6 e4e5 f6d5 c2c4", 1));
        let (same, n) = add(&game, Color::White, &longer, "Nf6 e5").unwrap();
        assert_eq!((same.as_str(), n), ("g8f6 e4e5 f6d5 c2c4", 1));
    }

    #[test]
    fn bad_lines_are_refused_with_the_move_and_the_reason() {
        let game = after("e4");
        assert!(matches!(
            add(&game, Color::White, "", "Nf6 e5 Nd5"),
            Err(LineError::EndsWithTheirs { line: 1 })
        ));
        assert!(matches!(
            add(&game, Color::White, "", "Nf6 e5; Nf6 Ke3"),
            Err(LineError::Illegal { line: 2, ref word, .. }) if word == "Ke3"
        ));
        assert!(matches!(
            add(&game, Color::White, "", " ; "),
            Err(LineError::Empty)
        ));
        let long = ["Nf3 Nf6", "Ng1 Ng8"].repeat(7).join(" ");
        assert!(matches!(
            add(&after("e4 e5"), Color::Black, "", &long),
            Err(LineError::TooMany)
        ));
        // Fool's mate ends the game: nothing may follow it.
        let game = after("f3 e5");
        assert!(matches!(
            add(&game, Color::Black, "", "g4 Qh4# a3"),
            Err(LineError::PastTheEnd { line: 1, ref word }) if word == "a3"
        ));
    }

    #[test]
    fn an_answer_that_ends_the_game_leaves_no_lines() {
        let mut game = after("f3 e5");
        let (mut stored, _) = add(&game, Color::Black, "", "g4 Qh4#").unwrap();
        game.play_text("g4").unwrap();
        assert_eq!(answer(&mut game, Color::Black, &mut stored), ["Qh4#"]);
        assert!(game.is_over());
        assert_eq!(stored, "");
    }
}
