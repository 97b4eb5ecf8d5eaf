//! What the latest moves of a chess football game did besides moving: a
//! goal, the line-up complete, a restart, half-time and the final whistle,
//! told in the reply that reports them.

use kibitz_rules::{ByColor, Color, Game, Marks, Stage};

use crate::i18n::Text;

/// The news of the moves of `game` from ply `from` on (none outside chess
/// football), naming the players `white` and `black`.
pub fn match_news(game: &Game, from: usize, white: &str, black: &str) -> Vec<Text> {
    if game.marks().phase.is_none() {
        return Vec::new();
    }
    let name = |color: Color| match color {
        Color::White => white,
        Color::Black => black,
    };
    let mut news = Vec::new();
    let mut replay = game.after_plies(from);
    for played in game.history().iter().skip(from) {
        let before = replay.marks();
        if replay.play(played.mv).is_err() {
            break;
        }
        let after = replay.marks();
        let (Some(was), Some(now)) = (before.phase, after.phase) else {
            continue;
        };
        let scored = goals(&after) != goals(&before);
        let kicker = replay.turn();
        if scored {
            news.push(with_score(
                Text::new("football-goal").arg("player", name(played.by)),
                &after,
                white,
                black,
            ));
        }
        if replay.is_over() {
            news.push(with_score(
                Text::new("football-full-time"),
                &after,
                white,
                black,
            ));
        } else if now.half > was.half {
            news.push(with_score(
                Text::new("football-half-time").arg("player", name(kicker)),
                &after,
                white,
                black,
            ));
        } else if now.stage == Stage::LineUp && was.stage != Stage::LineUp {
            let restart = if scored {
                Text::new("football-line-up-after-goal")
            } else {
                Text::new("football-line-up-kings-only")
            };
            news.push(restart.arg("player", name(kicker)));
        } else if now.stage == Stage::KickOff && was.stage == Stage::LineUp {
            let square = after.kickoff.into_iter().next();
            news.push(
                Text::new("football-kick-off")
                    .arg("player", name(kicker))
                    .arg("square", square.map_or_else(String::new, |s| s.to_string())),
            );
        }
    }
    news
}

/// The goals of each side.
fn goals(marks: &Marks) -> Option<ByColor<u32>> {
    marks.score
}

/// A text with the score and both names.
fn with_score(text: Text, marks: &Marks, white: &str, black: &str) -> Text {
    let score = marks.score.unwrap_or_default();
    text.arg("white", white)
        .arg("black", black)
        .number("white_goals", f64::from(score.white))
        .number("black_goals", f64::from(score.black))
}

#[cfg(test)]
mod tests {
    use kibitz_rules::Variant;

    use super::*;
    use crate::model::Language;

    fn news_after(state: &str, moves: &[&str]) -> Vec<String> {
        let mut game = Game::from_state(Variant::Football, state).expect("a state");
        for m in moves {
            game.play_text(m).expect("legal");
        }
        match_news(&game, 0, "ann", "ben")
            .into_iter()
            .map(|t| t.write(Language::En))
            .collect()
    }

    #[test]
    fn the_last_move_of_the_first_half_calls_half_time() {
        let news = news_after("4k3/8/8/8/8/8/8/2R1K3 b c1 play 1 0/1 1-0 0/0", &["e8d8"]);
        assert_eq!(
            news,
            [
                "Half-time: ann 1–0 ben. Line-up for the second half: ben places first and kicks off."
            ]
        );
    }

    #[test]
    fn the_last_move_of_the_game_blows_the_final_whistle() {
        let news = news_after("4k3/8/8/8/8/8/8/2R1K3 b c1 play 2 0/1 0-2 0/0", &["e8d8"]);
        assert_eq!(news, ["Full time: ann 0–2 ben."]);
    }

    #[test]
    fn only_kings_left_restarts_with_no_goal() {
        let news = news_after("8/8/8/8/8/8/3n4/3K3k w d2 play 1 30/30 0-0 0/0", &["d1d2"]);
        assert_eq!(
            news,
            [
                "Only the kings are left: the board is cleared for a new line-up, with no goal; ben places first and kicks off."
            ]
        );
    }

    #[test]
    fn other_games_have_no_match_news() {
        let mut game = Game::new(Variant::Standard);
        game.play_text("e4").expect("legal");
        assert!(match_news(&game, 0, "ann", "ben").is_empty());
    }
}
