//! A game as the service holds it: found for a command and changed under
//! optimistic locking (`access`), rebuilt from its row (`loaded`, kept in
//! `cache`), the row a change writes (`next_row`), and which post shows its
//! live board (`live_board`).

pub(super) mod access;
pub(super) mod cache;
pub(super) mod live_board;
pub(super) mod live_clock;
pub(super) mod loaded;
pub(super) mod next_row;
