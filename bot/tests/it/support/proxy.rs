//! A TCP proxy on 127.0.0.1 in front of a real server, which a test can cut
//! (every connection dropped, new ones refused, as when the server stops),
//! make hang (new connections answered by silence, as in a network
//! partition), freeze (every connection kept open and silent, new ones too,
//! as when the server's process is stopped with SIGSTOP or a network
//! drops packets) and restore: a database outage without stopping the shared
//! server. In front of Postgres without TLS, it also counts what clients
//! send: the statements run (each one round trip once prepared), and the
//! bare checks a pool makes of its connections.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::task::JoinHandle;

const UP: u8 = 0;
const CUT: u8 = 1;
const HUNG: u8 = 2;
const FROZEN: u8 = 3;

/// The proxy.
pub struct Proxy {
    /// Where it listens.
    pub address: SocketAddr,
    mode: Arc<AtomicU8>,
    /// Tells the connections passed through when they may pass bytes.
    thaw: tokio::sync::watch::Sender<bool>,
    links: Arc<Mutex<Vec<JoinHandle<()>>>>,
    counts: Arc<Counts>,
}

/// What clients sent through the proxy, in Postgres's protocol.
#[derive(Debug, Default)]
pub struct Counts {
    /// Statements run: simple queries and executions of prepared ones.
    pub statements: AtomicUsize,
    /// Bare synchronisations: a pool checking that a connection is alive.
    pub checks: AtomicUsize,
}

impl Counts {
    /// The statements and checks counted so far.
    pub fn read(&self) -> (usize, usize) {
        (
            self.statements.load(Ordering::SeqCst),
            self.checks.load(Ordering::SeqCst),
        )
    }
}

/// Reads the messages a Postgres client sends, as they pass, and counts
/// them: the start-up message (and a request for TLS before it) has no
/// type byte; every later message is a type byte and a length. After TLS
/// begins nothing can be read, and nothing is counted.
#[derive(Default)]
struct FrontendReader {
    buffer: Vec<u8>,
    started: bool,
    opaque: bool,
    since_sync: bool,
}

impl FrontendReader {
    fn feed(&mut self, bytes: &[u8], counts: &Counts) {
        if self.opaque {
            return;
        }
        self.buffer.extend_from_slice(bytes);
        loop {
            let header = if self.started { 5 } else { 4 };
            if self.buffer.len() < header {
                return;
            }
            let at = header - 4;
            let length = u32::from_be_bytes(self.buffer[at..at + 4].try_into().expect("4 bytes"));
            let Some(total) = usize::try_from(length).ok().map(|l| l + at) else {
                self.opaque = true;
                return;
            };
            if total < header || total > 1 << 30 {
                self.opaque = true;
                return;
            }
            if self.buffer.len() < total {
                return;
            }
            let message: Vec<u8> = self.buffer.drain(..total).collect();
            if !self.started {
                // 3.0 start-up; anything else (a TLS or encryption
                // request) waits for a start-up after it.
                let code = u32::from_be_bytes(message[4..8].try_into().unwrap_or_default());
                if code == 196_608 {
                    self.started = true;
                }
                continue;
            }
            match message[0] {
                b'Q' => {
                    counts.statements.fetch_add(1, Ordering::SeqCst);
                }
                b'E' => {
                    counts.statements.fetch_add(1, Ordering::SeqCst);
                    self.since_sync = true;
                }
                b'P' | b'B' | b'D' => self.since_sync = true,
                b'S' => {
                    if !self.since_sync {
                        counts.checks.fetch_add(1, Ordering::SeqCst);
                    }
                    self.since_sync = false;
                }
                _ => {}
            }
        }
    }
}

/// Waits while the proxy is frozen.
async fn unfrozen(thaw: &mut tokio::sync::watch::Receiver<bool>) {
    let _ = thaw.wait_for(|passing| *passing).await;
}

/// Passes a connection through both ways, reading what the client sends;
/// while the proxy is frozen, bytes wait (unread beyond one chunk each
/// way), as on a connection to a stopped process.
async fn pass_counting(
    client: tokio::net::TcpStream,
    server: tokio::net::TcpStream,
    counts: Arc<Counts>,
    thaw: tokio::sync::watch::Receiver<bool>,
) {
    let (mut client_in, mut client_out) = client.into_split();
    let (mut server_in, mut server_out) = server.into_split();
    // Both ways in this one task, so that aborting it drops the connection.
    let mut back_thaw = thaw.clone();
    let back = async {
        let mut chunk = vec![0u8; 64 * 1024];
        while let Ok(n) = server_in.read(&mut chunk).await {
            if n == 0 {
                break;
            }
            unfrozen(&mut back_thaw).await;
            if client_out.write_all(&chunk[..n]).await.is_err() {
                break;
            }
        }
    };
    let mut forth_thaw = thaw;
    let forth = async {
        let mut reader = FrontendReader::default();
        let mut chunk = vec![0u8; 64 * 1024];
        while let Ok(n) = client_in.read(&mut chunk).await {
            if n == 0 {
                break;
            }
            unfrozen(&mut forth_thaw).await;
            reader.feed(&chunk[..n], &counts);
            if server_out.write_all(&chunk[..n]).await.is_err() {
                break;
            }
        }
    };
    tokio::select! {
        () = back => {}
        () = forth => {}
    }
}

impl Proxy {
    /// A proxy to `target`, passing connections through until cut.
    pub async fn to(target: SocketAddr) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a free port");
        let address = listener.local_addr().expect("an address");
        let mode = Arc::new(AtomicU8::new(UP));
        let links: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let counts: Arc<Counts> = Arc::default();
        let (thaw, _) = tokio::sync::watch::channel(true);
        let (accept_mode, accept_links, accept_counts, accept_thaw) =
            (mode.clone(), links.clone(), counts.clone(), thaw.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let counts = accept_counts.clone();
                let thaw = accept_thaw.subscribe();
                let link = match accept_mode.load(Ordering::SeqCst) {
                    // A new connection while frozen is made, and waits.
                    UP | FROZEN => tokio::spawn(async move {
                        if let Ok(server) = tokio::net::TcpStream::connect(target).await {
                            pass_counting(client, server, counts, thaw).await;
                        }
                    }),
                    HUNG => tokio::spawn(async move {
                        // Held open, never answered.
                        tokio::time::sleep(std::time::Duration::from_secs(600)).await;
                        drop(client);
                    }),
                    _ => continue,
                };
                accept_links.lock().expect("lock").push(link);
            }
        });
        Proxy {
            address,
            mode,
            thaw,
            links,
            counts,
        }
    }

    /// What clients sent through the proxy so far.
    pub fn counts(&self) -> &Counts {
        &self.counts
    }

    /// Drops every connection and refuses new ones.
    pub fn cut(&self) {
        self.set(CUT);
    }

    /// Drops every connection and answers new ones with silence.
    pub fn hang(&self) {
        self.set(HUNG);
    }

    /// Keeps every connection open, old and new, and passes no byte on
    /// them until restored: a server that hangs rather than refuses.
    pub fn freeze(&self) {
        self.mode.store(FROZEN, Ordering::SeqCst);
        self.thaw.send_replace(false);
    }

    /// Passes connections through again; connections frozen go on where
    /// they stopped.
    pub fn restore(&self) {
        let frozen = self.mode.load(Ordering::SeqCst) == FROZEN;
        self.thaw.send_replace(true);
        if frozen {
            self.mode.store(UP, Ordering::SeqCst);
        } else {
            self.set(UP);
        }
    }

    fn set(&self, mode: u8) {
        self.thaw.send_replace(true);
        self.mode.store(mode, Ordering::SeqCst);
        for link in self.links.lock().expect("lock").drain(..) {
            link.abort();
        }
    }
}

/// A proxy in front of the database at `url`, and the URL that reaches the
/// database through it.
pub async fn in_front_of(url: &str) -> (Proxy, String) {
    let mut url: url::Url = url.parse().expect("a URL");
    let target = format!(
        "{}:{}",
        url.host_str().expect("a host"),
        url.port().unwrap_or(5432)
    );
    let target = tokio::net::lookup_host(target)
        .await
        .expect("the host resolves")
        .next()
        .expect("an address");
    let proxy = Proxy::to(target).await;
    url.set_host(Some("127.0.0.1")).expect("a host");
    url.set_port(Some(proxy.address.port())).expect("a port");
    (proxy, url.to_string())
}
