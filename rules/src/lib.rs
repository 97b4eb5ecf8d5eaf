//! The games Kibitz plays, behind one API for every variant.
//!
//! A [`Game`] is created from a [`Variant`] and an optional [`Start`]; it
//! reads moves as people type them ([`Game::parse_move`]), plays them, tells
//! the [`Outcome`] and the draws a player may claim, writes its whole state
//! as a string and reads it back, exports and imports PGN, and says what a
//! picture of it must mark ([`Game::marks`]).
//!
//! Reading a move goes in two steps, each with its own error: text to
//! notation ([`MoveText::parse`], [`NotationError`]), then notation to a legal
//! move in the game ([`MoveError`], which says which rule a move breaks).
//!
//! The classic family sits on the `shakmaty` crate. This crate is pure: no
//! I/O, no clocks, no randomness of its own; callers bring those.

pub mod chess960;
mod classic;
mod dispatch;
pub mod error;
mod family;
mod football;
mod game;
mod grid;
mod immortal;
pub mod marks;
pub mod notation;
pub mod outcome;
mod perft;
pub mod pgn;
pub mod position;
pub mod reach;
mod resolve;
pub mod variant;

pub use compact_str::CompactString;
pub use dispatch::Move;
pub use error::{CastlingRefusal, Illegal, MoveError, StateError};
pub use family::Repetition;
pub use game::{Game, MAX_STATE_CHARS, PlayedMove, Start};
pub use marks::{Marks, MatchPhase, Stage};
pub use notation::{MovePattern, MoveText, NotationError};
pub use outcome::{DrawClaim, EndReason, Outcome, VariantEnd};
pub use pgn::{PgnError, PgnGame, PgnTags};
pub use position::Position;
pub use variant::{UnknownVariant, Variant};

/// Re-exported board vocabulary, so callers need not depend on shakmaty.
pub use shakmaty::{
    Bitboard, ByColor, ByRole, CastlingSide, Color, File, Piece, Rank, Role, Square,
};
