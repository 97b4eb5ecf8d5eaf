//! What the game pages and the Telegram Mini App ask of the service: a game
//! as its page shows it, the board its component draws, what a proven
//! player may do there and doing it, a player's own link to a page, a
//! player's games, and a puzzle round as its page shows it. Each answer is typed; what cannot be answered is a
//! [`PageError`].

pub mod answer;
pub mod board;
pub mod own;
pub mod own_link;
pub mod pages;
pub mod signed_link;
pub mod view;

pub use crate::games::page::signed_link::{
    LinkError, LinkSubject, PAGE_LINK_LIFETIME, PageHolder, PageKey,
};
pub use crate::games::reviews::PageAnalysis;
pub use answer::{Acted, PageError};
pub(crate) use board::board_state;
pub use board::{BoardState, Seat};
pub use own::{AppOpponent, OwnGame};
pub use pages::GamePages;
pub(crate) use view::page_style;
pub use view::{GameView, Legend, MoveLine, PageClocks, StandingLine};
