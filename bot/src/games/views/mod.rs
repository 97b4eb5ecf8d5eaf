//! How the service shows things: a game's board and lines, the view of it
//! that is drawn, its text diagram, how it ended, why a move was refused, and the
//! suggestions offered while a user types.

pub mod board;
pub mod buttons;
pub mod diagram;
pub mod ending;
pub mod line_up;
pub mod match_news;
pub mod move_errors;
pub mod record;
pub mod view;

pub use board::prepare_pictures;
pub use diagram::diagram;
pub use ending::outcome_text;
pub use move_errors::MAX_CANDIDATES;
pub use view::{game_views, view_of_game};

pub(crate) use board::{mention, palette, reader_style, time_left, with_replay_clocks};
pub(crate) use ending::side_name;
pub(crate) use match_news::match_news;
pub(crate) use move_errors::move_error_text;
pub(crate) use record::{pgn_file, pgn_file_analysed};
pub(crate) use view::{phase_text, result_written};
