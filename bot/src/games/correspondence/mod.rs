//! What correspondence play has beside the clock: conditional moves left
//! while the opponent thinks (`conditional`, the `premove` command; the
//! lines themselves in `conditional_lines`),
//! vacations (`vacation`), and how a player hears of their games
//! (`notifications`). The clock itself runs in `schedule`.

pub mod conditional;
pub mod conditional_lines;
pub mod digest;
pub mod notifications;
pub mod vacation;
