//! How a game starts: a challenge posted and answered (`challenge`), a
//! rematch (`rematch`), the position it starts from (`set_up`), the
//! thread or topic it is played in (`game_threads`), and the private
//! message to someone challenged from the other platform (`told`), and
//! the lobby shared by every chat (`seek`).

pub(super) mod challenge;
pub(super) mod game_threads;
pub(super) mod rematch;
mod seek;
pub(in crate::service) mod set_up;
mod told;
