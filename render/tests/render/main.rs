//! The render crate's tests, one binary: pictures compared with the golden
//! files in `tests/golden/`, and pixels checked where they must be.

mod common;

mod golden;
mod pixels;
