//! `kibitz render`: draw a position as a PNG, or a whole game as a GIF.

use kibitz::model::Language;
use std::path::PathBuf;

use clap::Args;

use kibitz::games::views::{game_views, view_of_game};
use kibitz_render::{Style, Theme, Timing};
use kibitz_rules::Color;

use super::rules::GameArgs;

/// What to draw and how.
#[derive(Debug, Args)]
pub struct RenderArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Show the board from Black's side.
    #[arg(long)]
    flip: bool,
    /// The board theme: brown, blue or contrast.
    #[arg(long, default_value = "brown")]
    theme: Theme,
    /// The board's side in pixels (128-2048).
    #[arg(long, default_value_t = kibitz_render::view::DEFAULT_SIZE)]
    size: u32,
    /// Leave out the file letters and rank numbers.
    #[arg(long)]
    no_coordinates: bool,
    /// White's name in the bar.
    #[arg(long, default_value = "White")]
    white: String,
    /// Black's name in the bar.
    #[arg(long, default_value = "Black")]
    black: String,
    /// Draw every position of the game as an animated GIF instead.
    #[arg(long)]
    gif: bool,
    /// Where to write the picture.
    #[arg(long)]
    out: PathBuf,
}

/// Draws the picture and writes it.
pub fn run(args: RenderArgs) -> Result<(), String> {
    let game = args.game.build()?;
    let orientation = if args.flip {
        Color::Black
    } else {
        Color::White
    };
    let style = Style {
        theme: args.theme,
        size: args.size,
        coordinates: !args.no_coordinates,
    };
    let bytes = if args.gif {
        let views = game_views(&game, &args.white, &args.black, orientation, Language::En);
        kibitz_render::gif(&views, &style, Timing::default())
    } else {
        let view = view_of_game(&game, &args.white, &args.black, orientation, Language::En);
        kibitz_render::png(&view, &style)
    }
    .map_err(|e| e.to_string())?;
    std::fs::write(&args.out, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    println!("{} ({} bytes)", args.out.display(), bytes.len());
    Ok(())
}
