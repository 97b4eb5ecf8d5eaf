//! A TCP proxy on 127.0.0.1 in front of a real server, which a test can cut
//! (every connection dropped, new ones refused, as when the server stops),
//! make hang (new connections answered by silence, as in a network
//! partition) and restore: a database outage without stopping the shared
//! server.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};

use tokio::task::JoinHandle;

const UP: u8 = 0;
const CUT: u8 = 1;
const HUNG: u8 = 2;

/// The proxy.
pub struct Proxy {
    /// Where it listens.
    pub address: SocketAddr,
    mode: Arc<AtomicU8>,
    links: Arc<Mutex<Vec<JoinHandle<()>>>>,
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
        let (accept_mode, accept_links) = (mode.clone(), links.clone());
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let link = match accept_mode.load(Ordering::SeqCst) {
                    UP => tokio::spawn(async move {
                        if let Ok(mut server) = tokio::net::TcpStream::connect(target).await {
                            let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
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
            links,
        }
    }

    /// Drops every connection and refuses new ones.
    pub fn cut(&self) {
        self.set(CUT);
    }

    /// Drops every connection and answers new ones with silence.
    pub fn hang(&self) {
        self.set(HUNG);
    }

    /// Passes connections through again.
    pub fn restore(&self) {
        self.set(UP);
    }

    fn set(&self, mode: u8) {
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
