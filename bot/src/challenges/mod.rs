//! How a game starts: a challenge posted and answered (`challenge`), a
//! rematch (`rematch`), the position it starts from (`set_up`), the
//! thread or topic it is played in (`game_threads`), and the private
//! message to someone challenged from the other platform (`told`), and
//! the lobby shared by every chat (`seek`).

pub mod challenge;
pub mod seek;
pub mod store;
pub mod told;
