//! The values of the most recently used keys, up to a number: what each
//! theme and size has prepared (sprites, PNG codes) is kept so.

use std::sync::{Arc, Mutex};

/// Values by key, the least recently used dropped past `most`.
pub(crate) struct Recent<K, V> {
    entries: Mutex<Vec<(K, Arc<V>)>>,
    most: usize,
}

impl<K: PartialEq + Copy, V> Recent<K, V> {
    /// An empty store of up to `most` values.
    pub(crate) const fn new(most: usize) -> Recent<K, V> {
        Recent {
            entries: Mutex::new(Vec::new()),
            most,
        }
    }

    /// The value of `key`, made by `make` (outside the lock, so that other
    /// keys stay available meanwhile) when it is not kept.
    pub(crate) fn get_or_make(&self, key: K, make: impl FnOnce() -> V) -> Arc<V> {
        {
            let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(i) = entries.iter().position(|(k, _)| *k == key) {
                let entry = entries.remove(i);
                let value = entry.1.clone();
                entries.push(entry);
                return value;
            }
        }
        let made = Arc::new(make());
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, existing)) = entries.iter().find(|(k, _)| *k == key) {
            return existing.clone();
        }
        if entries.len() >= self.most {
            entries.remove(0);
        }
        entries.push((key, made.clone()));
        made
    }

    /// The values kept for these keys.
    pub(crate) fn kept(&self, keys: &[K]) -> Vec<Arc<V>> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries
            .iter()
            .filter(|(k, _)| keys.contains(k))
            .map(|(_, v)| v.clone())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_value_goes_first() {
        let recent: Recent<u8, u8> = Recent::new(2);
        recent.get_or_make(1, || 10);
        recent.get_or_make(2, || 20);
        // 1 is used again, so 2 goes when 3 comes.
        assert_eq!(*recent.get_or_make(1, || 0), 10);
        recent.get_or_make(3, || 30);
        assert_eq!(recent.kept(&[1, 2, 3]).len(), 2);
        assert_eq!(*recent.get_or_make(2, || 21), 21);
    }
}
