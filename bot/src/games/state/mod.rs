//! A game as the service holds it: found for a command and changed under
//! optimistic locking (`access`), rebuilt from its row (`loaded`, kept in
//! `cache`), the row a change writes (`next_row`), and which post shows its
//! live board (`live_board`).

pub mod cache;
pub mod conditional_lines;
pub mod live_clock;
pub mod loaded;
pub mod next_row;
pub mod numbering;
pub mod record_tags;
