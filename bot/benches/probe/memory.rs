//! The bench process's resident memory, read from `/proc/self/statm`
//! before and after what a bench builds, for the memory it holds.

/// The process's resident memory, in kilobytes (0 where `/proc` cannot
/// be read).
pub fn resident_kb() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4
}
