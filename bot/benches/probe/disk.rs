//! The disk's own flush times beside a measure: a thread writes 4 KB to a
//! file in the bench's scratch directory and flushes it to the disk, once
//! every `EVERY`, for as long as the measure runs. A database's commit
//! waits for such a flush; when a measure's moves stall together, the
//! probe tells whether the disk under them stalled too, or only the
//! service.

use std::fs::{File, OpenOptions};
use std::io;
use std::os::unix::fs::FileExt;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How often the probe flushes: rarely enough to add little to the
/// disk's work (a move's commit flushes too, a thousand times a second).
pub const EVERY: Duration = Duration::from_millis(20);

/// How much the probe writes before each flush, in bytes: one page.
pub const WRITTEN: usize = 4096;

/// A probe running beside a measure.
pub struct DiskProbe {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Result<Vec<(Duration, Duration)>, String>>,
}

impl DiskProbe {
    /// Starts flushing; each flush's moment is counted from `start` (the
    /// measure's start: a flush before it counts as at its start).
    pub fn start(start: Instant) -> io::Result<Self> {
        let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("disk-probe");
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(path)?;
        // The first flush allocates the page: it is not a sample.
        flush(&file)?;
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        let thread = std::thread::spawn(move || {
            let mut flushes = Vec::new();
            while !stopped.load(Ordering::Relaxed) {
                let began = Instant::now();
                flush(&file).map_err(|e| format!("a flush failed: {e}"))?;
                flushes.push((began.saturating_duration_since(start), began.elapsed()));
                std::thread::sleep(EVERY.saturating_sub(began.elapsed()));
            }
            Ok(flushes)
        });
        Ok(DiskProbe { stop, thread })
    }

    /// Stops the probe: each flush as (when it began, counted from the
    /// measure's start; how long it took), or why the probe stopped early.
    pub fn finish(self) -> Result<Vec<(Duration, Duration)>, String> {
        self.stop.store(true, Ordering::Relaxed);
        self.thread
            .join()
            .unwrap_or_else(|_| Err("the probe's thread panicked".to_owned()))
    }
}

/// Writes one page at the file's start and waits for the disk to hold it.
fn flush(file: &File) -> io::Result<()> {
    file.write_all_at(&[0x5a; WRITTEN], 0)?;
    file.sync_data()
}
