//! Puzzles in the chat, as lichess runs them: `puzzle` puts one to the
//! chat ([`round`]), moves answer it ([`solve`]), and each attempt is
//! rated ([`rating`]); a chat may have one posted every day ([`daily`]);
//! each round has a page where it is solved by tapping ([`page`]).

mod daily;
mod page;
mod put;
mod rating;
mod round;
mod solve;
