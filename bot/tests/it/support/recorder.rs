//! An outbox that delivers by writing down: the chat platform's side of
//! the interface, for tests of what the scheduler posts unasked.

use std::sync::Mutex;

use async_trait::async_trait;
use kibitz::chat::{DeliveryError, Notice, Outbox};

/// Delivers by writing down.
#[derive(Default)]
pub struct Recorder {
    notices: Mutex<Vec<Notice>>,
}

#[async_trait]
impl Outbox for Recorder {
    async fn deliver(&self, notice: &Notice) -> Result<(), DeliveryError> {
        self.notices.lock().expect("lock").push(notice.clone());
        Ok(())
    }
}

impl Recorder {
    /// The notices delivered since the last take.
    pub fn take(&self) -> Vec<Notice> {
        std::mem::take(&mut *self.notices.lock().expect("lock"))
    }
}
