//! `premove`: a player leaves, sees or clears conditional moves in a game
//! while the opponent is to move. Only the owner ever sees the lines: the
//! replies about them are the owner's alone, and they are listed only in
//! a direct chat with the bot.

use crate::model::GameId;
use kibitz_rules::Color;

use crate::chat::Reply;
use crate::command::Conditional;
use crate::context::{Ctx, Failure, Judged, MAX_ATTEMPTS};
use crate::games::access::Unnamed;
use crate::games::correspondence::Correspondence;
use crate::games::judge::playing;
use crate::games::state::conditional_lines::{
    self as conditional_lines, LineError, MAX_LINE_PLIES, MAX_LINES,
};
use crate::games::state::loaded::Loaded;
use crate::games::views::move_error_text;
use crate::i18n::Text;
use crate::store::SeatedGame;

/// A refusal of lines, told as the owner reads it.
fn line_refusal(error: LineError) -> Text {
    match error {
        LineError::Empty => Text::new("premove-empty"),
        LineError::TooMany => Text::new("premove-too-many")
            .number("lines", MAX_LINES as f64)
            .number("plies", MAX_LINE_PLIES as f64),
        LineError::Illegal { line, word, error } => Text::new("premove-illegal")
            .number("line", line as f64)
            .arg("word", word)
            .text("why", move_error_text(&error).0),
        LineError::PastTheEnd { line, word } => Text::new("premove-past-the-end")
            .number("line", line as f64)
            .arg("word", word),
        LineError::EndsWithTheirs { line } => {
            Text::new("premove-ends-with-theirs").number("line", line as f64)
        }
        LineError::Contradict {
            after,
            first,
            second,
        } => Text::new("premove-contradict")
            .arg("after", after)
            .arg("first", first)
            .arg("second", second),
    }
}

/// The owner's lines written out, under a headline, for a direct chat.
fn listing(loaded: &Loaded, color: Color, headline: Text, ctx: &Ctx<'_>) -> Reply {
    let lines = conditional_lines::listed(&loaded.game, loaded.row.conditional.get(color));
    let mut text = vec![ctx.say_privately(headline)];
    text.extend(lines.iter().map(|line| format!("• {line}")));
    Reply::private(text.join("\n"))
}

impl Correspondence {
    /// `premove`: adds lines (`premove #12 Nf6 e5 Nd5 Nxd5; d5 exd5`),
    /// shows them (`premove #12`, in a direct chat only) or clears them.
    /// From a direct chat a game of the user's in any chat of the platform
    /// may be named, so that the opponent never reads the lines.
    pub(crate) async fn premove(
        &self,
        ctx: &Ctx<'_>,
        named: Option<GameId>,
        premove: &Conditional,
    ) -> Result<Reply, Failure> {
        if ctx.direct && named.is_none() {
            return Ok(ctx.refuse(Text::new("premove-name-game")));
        }
        let seated = self.games.select_game(ctx, named, Unnamed::Own).await??;
        match premove {
            Conditional::List => {
                let loaded = self.games.load(seated).await?;
                let color = playing(ctx, &loaded)?;
                let lines = conditional_lines::count(loaded.row.conditional.get(color));
                let game = loaded.id();
                Ok(if lines == 0 {
                    Reply::private(ctx.say_privately(Text::new("premove-none").arg("game", game)))
                } else if ctx.direct {
                    let headline = Text::new("premove-list").arg("game", game);
                    listing(&loaded, color, headline, ctx)
                } else {
                    Reply::private(
                        ctx.say_privately(
                            Text::new("premove-secret")
                                .arg("game", game)
                                .number("lines", lines as f64),
                        ),
                    )
                })
            }
            Conditional::Clear => {
                self.keep_lines(ctx, seated, |loaded, color| {
                    if loaded.row.conditional.get(color).is_empty() {
                        return Err(ctx.refusal(Text::new("premove-none").arg("game", loaded.id())));
                    }
                    Ok(String::new())
                })
                .await
            }
            Conditional::Add(lines) => {
                self.keep_lines(ctx, seated, |loaded, color| {
                    let opponent = loaded.player(!color);
                    if opponent.is_bot() {
                        return Err(ctx.refusal(Text::new("premove-bot")));
                    }
                    if loaded.game.is_lining_up() {
                        return Err(ctx.refusal(Text::new("premove-line-up")));
                    }
                    if loaded.game.turn() == color {
                        return Err(ctx.refusal(
                            Text::new("premove-your-move")
                                .arg("game", loaded.id())
                                .arg("opponent", &opponent.display_name),
                        ));
                    }
                    conditional_lines::add(
                        &loaded.game,
                        color,
                        loaded.row.conditional.get(color),
                        lines.as_str(),
                    )
                    .map(|(stored, _)| stored)
                    .map_err(|error| ctx.refusal(line_refusal(error)))
                })
                .await
            }
        }
    }

    /// Writes the lines `judge` gives the user's side (at the version
    /// read, judged again if the game changed first) and tells the user
    /// alone how they stand.
    async fn keep_lines<F>(
        &self,
        ctx: &Ctx<'_>,
        seated: SeatedGame,
        judge: F,
    ) -> Result<Reply, Failure>
    where
        F: Fn(&Loaded, Color) -> Judged<String>,
    {
        let mut loaded = self.games.load(seated).await?;
        for _ in 0..MAX_ATTEMPTS {
            let color = playing(ctx, &loaded)?;
            let stored = judge(&loaded, color)?;
            let mut row = loaded.row.clone();
            *row.conditional.get_mut(color) = stored;
            if let Some(saved) = self.games.save(ctx.delivery, &row, &loaded.game).await? {
                let game = loaded.id();
                let lines = conditional_lines::count(saved.conditional.get(color));
                let after = Loaded {
                    row: saved,
                    ..loaded
                };
                return Ok(if lines == 0 {
                    Reply::private(
                        ctx.say_privately(Text::new("premove-cleared").arg("game", game)),
                    )
                } else if ctx.direct {
                    let headline = Text::new("premove-kept")
                        .arg("game", game)
                        .number("lines", lines as f64);
                    listing(&after, color, headline, ctx)
                } else {
                    Reply::private(
                        ctx.say_privately(
                            Text::new("premove-kept-secret")
                                .arg("game", game)
                                .number("lines", lines as f64),
                        ),
                    )
                });
            }
            loaded = self.games.reread(ctx, loaded).await??;
        }
        Ok(ctx.refuse(Text::new("service-busy")))
    }
}
