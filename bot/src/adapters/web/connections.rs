//! The pages' share of the process's connections. Every connection to the
//! pages holds a file descriptor for as long as it is open (a page that
//! follows a game holds one for as long as it is shown), and the webhook,
//! the platforms' connections and the database draw on the same
//! descriptors: so the pages take at most their share, in total and from
//! any one address, and a connection beyond it is answered `503` with a
//! `Retry-After` and closed. A reserve of descriptors always stays for the
//! rest of the process.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// The descriptors kept for everything but the pages: the webhook's
/// connections (Telegram opens up to 100), the platforms' and the
/// database's, engines' pipes, files.
pub const RESERVE: u64 = 256;

/// The most connections the pages take, however many descriptors there
/// are.
const MOST: usize = 20_000;

/// The fewest connections the pages take, however few descriptors there
/// are (a process so limited serves a handful of readers).
const FEWEST: usize = 16;

/// The most connections the pages take from one address (a person's
/// browser opens a few per page; a household or a school shares one
/// address). The machine's own address is not held to it: a reverse proxy
/// on the same machine brings every reader from there.
const PER_ADDRESS: usize = 64;

/// The most connections being refused at once; beyond it an excess
/// connection is closed without an answer.
const REFUSING_AT_ONCE: usize = 64;

/// How long a refused connection is given to send its request and take
/// the answer.
const REFUSAL_TIME: Duration = Duration::from_secs(2);

/// How long a client refused is asked to wait, in seconds.
const RETRY_AFTER_SECONDS: u32 = 10;

/// How many connections the pages may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// In total.
    pub total: usize,
    /// From one address.
    pub per_address: usize,
}

impl Caps {
    /// The caps of a process that may open `open_files` descriptors: all
    /// but [`RESERVE`], within bounds.
    pub fn for_open_files(open_files: u64) -> Caps {
        let total = usize::try_from(open_files.saturating_sub(RESERVE))
            .unwrap_or(MOST)
            .clamp(FEWEST, MOST);
        Caps {
            total,
            per_address: PER_ADDRESS.min(total),
        }
    }

    /// The caps of this process, from its open-file limit as it stands.
    pub fn of_this_process() -> Caps {
        let soft = rlimit::getrlimit(rlimit::Resource::NOFILE)
            .map(|(soft, _)| soft)
            .unwrap_or(1024);
        Caps::for_open_files(soft)
    }
}

/// The connections open, by address.
#[derive(Debug, Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// A listener that counts its connections and refuses those beyond its
/// caps.
pub struct CappedListener {
    tcp: TcpListener,
    caps: Caps,
    open: Arc<Mutex<Open>>,
    refusing: Arc<AtomicUsize>,
}

impl CappedListener {
    /// Counts the connections `tcp` accepts against `caps`.
    pub fn new(tcp: TcpListener, caps: Caps) -> CappedListener {
        CappedListener {
            tcp,
            caps,
            open: Arc::default(),
            refusing: Arc::default(),
        }
    }

    /// A slot for a connection from `address`, if the caps leave one.
    fn take(&self, address: IpAddr) -> Option<Slot> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let from_there = open.by_address.get(&address).copied().unwrap_or(0);
        let proxied = address == IpAddr::from([127, 0, 0, 1])
            || address == IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1]);
        if open.total >= self.caps.total || (from_there >= self.caps.per_address && !proxied) {
            return None;
        }
        open.total += 1;
        open.by_address.insert(address, from_there + 1);
        Some(Slot {
            open: self.open.clone(),
            address,
        })
    }

    /// Answers a connection beyond the caps with `503` and closes it, or
    /// closes it at once when too many are being answered already.
    fn refuse(&self, stream: TcpStream, peer: SocketAddr) {
        if self.refusing.fetch_add(1, Ordering::SeqCst) >= REFUSING_AT_ONCE {
            self.refusing.fetch_sub(1, Ordering::SeqCst);
            return;
        }
        tracing::debug!(%peer, "a page connection beyond the cap is refused");
        let refusing = self.refusing.clone();
        tokio::spawn(async move {
            let _ = tokio::time::timeout(REFUSAL_TIME, answer_busy(stream)).await;
            refusing.fetch_sub(1, Ordering::SeqCst);
        });
    }
}

/// Reads the request's head (so that closing does not reset the
/// connection before the client reads the answer), then answers `503`.
async fn answer_busy(mut stream: TcpStream) -> io::Result<()> {
    let mut head = [0u8; 4096];
    let mut read = 0;
    while read < head.len() {
        let n = stream.read(&mut head[read..]).await?;
        if n == 0 {
            break;
        }
        read += n;
        if head[..read].windows(4).any(|w| w == b"\r\n\r\n") {
            break;
        }
    }
    let body = "Too many connections just now; please try again in a few seconds.\n";
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: {RETRY_AFTER_SECONDS}\r\n\
         Content-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(answer.as_bytes()).await?;
    stream.shutdown().await
}

/// Whether an accept error concerns one connection only (the next accept
/// may succeed at once).
fn concerns_one_connection(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

impl axum::serve::Listener for CappedListener {
    type Io = Counted;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Counted, SocketAddr) {
        loop {
            let (stream, peer) = match self.tcp.accept().await {
                Ok(accepted) => accepted,
                Err(error) if concerns_one_connection(&error) => continue,
                Err(error) => {
                    // Out of descriptors, most likely: the reserve is
                    // spent elsewhere; wait rather than spin.
                    tracing::error!(%error, "the pages cannot accept a connection");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
            match self.take(peer.ip()) {
                Some(slot) => {
                    return (
                        Counted {
                            stream,
                            _slot: slot,
                        },
                        peer,
                    );
                }
                None => self.refuse(stream, peer),
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.tcp.local_addr()
    }
}

/// A connection's place in the count, given up when it closes.
struct Slot {
    open: Arc<Mutex<Open>>,
    address: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.total = open.total.saturating_sub(1);
        if let Some(count) = open.by_address.get_mut(&self.address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.by_address.remove(&self.address);
            }
        }
    }
}

/// A connection counted against the caps.
pub struct Counted {
    stream: TcpStream,
    _slot: Slot,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_machines_own_address_is_held_to_the_total_alone() {
        let tcp = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let listener = CappedListener::new(
            tcp,
            Caps {
                total: 3,
                per_address: 1,
            },
        );
        let own = IpAddr::from([127, 0, 0, 1]);
        let slots: Vec<Slot> = (0..3).filter_map(|_| listener.take(own)).collect();
        assert_eq!(slots.len(), 3);
        assert!(listener.take(own).is_none(), "the total holds");
        drop(slots);
        let other = IpAddr::from([127, 0, 0, 9]);
        let held = listener.take(other);
        assert!(held.is_some());
        assert!(listener.take(other).is_none(), "one from any other address");
    }

    #[test]
    fn the_pages_leave_the_reserve_of_descriptors_to_the_rest() {
        assert_eq!(
            Caps::for_open_files(1024),
            Caps {
                total: 768,
                per_address: 64
            }
        );
        assert_eq!(Caps::for_open_files(100).total, FEWEST);
        assert_eq!(Caps::for_open_files(100).per_address, FEWEST);
        assert_eq!(Caps::for_open_files(u64::MAX).total, MOST);
    }

    #[tokio::test]
    async fn a_connection_beyond_the_cap_from_one_address_is_answered_503_and_others_pass() {
        let tcp = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let address = tcp.local_addr().expect("an address");
        let mut listener = CappedListener::new(
            tcp,
            Caps {
                total: 3,
                per_address: 2,
            },
        );
        let connect_from = |from: &'static str| async move {
            let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
            socket
                .bind(format!("{from}:0").parse().expect("an address"))
                .expect("bound");
            socket.connect(address).await.expect("connected")
        };
        use axum::serve::Listener;
        let _first = connect_from("127.0.0.2").await;
        let (held_first, _) = listener.accept().await;
        let _second = connect_from("127.0.0.2").await;
        let (_held_second, _) = listener.accept().await;
        let mut third = connect_from("127.0.0.2").await;
        let _other = connect_from("127.0.0.3").await;
        // The third from 127.0.0.2 is refused while the one from
        // 127.0.0.3 is accepted.
        let (_held_other, peer) = listener.accept().await;
        assert_eq!(
            peer.ip(),
            "127.0.0.3".parse::<IpAddr>().expect("an address")
        );
        third
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .expect("sent");
        let mut answer = String::new();
        third.read_to_string(&mut answer).await.expect("read");
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        assert!(answer.contains("Retry-After: 10\r\n"), "{answer}");
        // The total is reached: a fourth address is refused too, until a
        // connection closes.
        let mut fourth = connect_from("127.0.0.4").await;
        fourth
            .write_all(b"GET / HTTP/1.1\r\n\r\n")
            .await
            .expect("sent");
        let accepting = tokio::spawn(async move { (listener.accept().await, listener) });
        let mut answer = String::new();
        fourth.read_to_string(&mut answer).await.expect("read");
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
        drop(held_first);
        let _fifth = connect_from("127.0.0.4").await;
        let ((_, peer), _) = accepting.await.expect("accepted");
        assert_eq!(
            peer.ip(),
            "127.0.0.4".parse::<IpAddr>().expect("an address")
        );
    }
}
