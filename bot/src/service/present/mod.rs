//! How the service shows things: a game's board and lines, the view of it
//! that is drawn, its text diagram, how it ended, why a move was refused, and the
//! suggestions offered while a user types.

mod board;
mod diagram;
mod ending;
mod line_up;
mod match_news;
mod move_errors;
mod record;
mod suggest;
mod view;

pub use board::prepare_pictures;
pub use diagram::diagram;
pub use ending::outcome_text;
pub use move_errors::MAX_CANDIDATES;
pub use suggest::{MAX_SUGGESTIONS, Suggested, Suggestion, suggest_topics};
pub use view::{game_views, view_of_game};

pub(in crate::service) use board::{
    mention, palette, perf_game_text, perf_text, reader_style, time_left, variant_text,
    with_replay_clocks,
};
pub(in crate::service) use ending::side_name;
pub(in crate::service) use match_news::match_news;
pub(in crate::service) use move_errors::move_error_text;
pub(in crate::service) use record::{pgn_file, pgn_file_analysed};
pub(in crate::service) use view::{phase_text, result_written};
