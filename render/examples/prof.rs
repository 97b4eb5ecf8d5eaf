//! Profiling aid.
#[path = "../tests/common/mod.rs"]
mod common;
fn main() {
    let game = common::long_game(100);
    let views = kibitz_render::game_views(&game, "Alice", "Bob", kibitz_rules::Color::White);
    let style = kibitz_render::Style::default();
    for _ in 0..5 {
        let b = kibitz_render::gif(&views, &style, kibitz_render::Timing::default()).unwrap();
        std::hint::black_box(b);
    }
}
