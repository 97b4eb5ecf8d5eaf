//! Running things for the adapter tests: a stand-in server on a free
//! loopback port, and the `kibitz` binary in a folder of its own with
//! only the platform settings a test gives it.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;

/// Every variable that picks a platform or a store; none is inherited.
const PLATFORM_VARS: [&str; 12] = [
    "DATABASE_URL",
    "TELEGRAM_TOKEN",
    "TELEGRAM_API_URL",
    "TELOXIDE_API_URL",
    "TELEGRAM_WEBHOOK_URL",
    "TELEGRAM_WEBHOOK_LISTEN",
    "TELEGRAM_WEBHOOK_SECRET",
    "DISCORD_TOKEN",
    "DISCORD_API_ADDRESS",
    "DISCORD_API_ROOT_CERT",
    "DISCORD_GUILD_ID",
    "DISCORD_SHARDS",
];

/// Serves `app` on 127.0.0.1 at a free port; the address.
pub async fn serve(app: Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a free port");
    let address = listener.local_addr().expect("an address");
    tokio::spawn(async move {
        axum::serve(listener, app)
            .await
            .expect("the stand-in serves");
    });
    address
}

/// Serves `app` over TLS on 127.0.0.1 at a free port, as `host`: the
/// address, and the PEM of the root certificate that signed the server's.
pub async fn serve_tls(app: Router, host: &str) -> (SocketAddr, String) {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, KeyPair};
    use tokio_rustls::rustls;
    let root_key = KeyPair::generate().expect("a key");
    let mut root = CertificateParams::new(Vec::<String>::new()).expect("root parameters");
    root.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let root = root.self_signed(&root_key).expect("a root certificate");
    let leaf_key = KeyPair::generate().expect("a key");
    let leaf = CertificateParams::new(vec![host.to_owned()])
        .expect("server parameters")
        .signed_by(&leaf_key, &root, &root_key)
        .expect("a server certificate");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(
            vec![leaf.der().clone()],
            rustls::pki_types::PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into()),
        )
        .expect("a TLS configuration");
    let tcp = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a free port");
    let address = tcp.local_addr().expect("an address");
    let listener = TlsListener {
        tcp,
        acceptor: tokio_rustls::TlsAcceptor::from(Arc::new(config)),
    };
    tokio::spawn(async move {
        axum::serve(listener, app)
            .await
            .expect("the stand-in serves");
    });
    (address, root.pem())
}

/// Accepts TCP connections and completes their TLS handshakes.
struct TlsListener {
    tcp: tokio::net::TcpListener,
    acceptor: tokio_rustls::TlsAcceptor,
}

impl axum::serve::Listener for TlsListener {
    type Io = tokio_rustls::server::TlsStream<tokio::net::TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            let Ok((stream, peer)) = self.tcp.accept().await else {
                continue;
            };
            let handshake = self.acceptor.accept(stream);
            if let Ok(Ok(tls)) = tokio::time::timeout(Duration::from_secs(5), handshake).await {
                return (tls, peer);
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        self.tcp.local_addr()
    }
}

/// A running `kibitz` binary and the folder it runs in.
pub struct Kibitz {
    child: tokio::process::Child,
    /// What it has logged so far (read as it writes, so that it never
    /// waits on a full pipe).
    log: tokio::task::JoinHandle<String>,
    /// Its working folder (where its default SQLite file goes).
    pub folder: PathBuf,
}

impl Kibitz {
    /// Starts plain `kibitz` in a new folder named after `name`, with
    /// `vars` set and every other platform variable unset.
    pub fn start(name: &str, vars: &[(&str, &str)]) -> Kibitz {
        Kibitz::start_with_open_files(name, vars, None)
    }

    /// Starts `kibitz` as [`Kibitz::start`] does, with its open-file limit
    /// (soft and hard, so that it cannot raise it) set to `open_files`
    /// when one is given, as a service manager may set it.
    pub fn start_with_open_files(
        name: &str,
        vars: &[(&str, &str)],
        open_files: Option<u64>,
    ) -> Kibitz {
        let folder = std::env::temp_dir().join(format!("kibitz-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let program = env!("CARGO_BIN_EXE_kibitz");
        let mut command = match open_files {
            // `prlimit` (util-linux) sets the limit and becomes the program.
            Some(limit) => {
                let mut command = tokio::process::Command::new("prlimit");
                command
                    .arg(format!("--nofile={limit}:{limit}"))
                    .arg("--")
                    .arg(program);
                command
            }
            None => tokio::process::Command::new(program),
        };
        command.current_dir(&folder);
        for var in PLATFORM_VARS {
            command.env_remove(var);
        }
        command.envs(vars.iter().copied());
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("kibitz starts");
        let mut stderr = child.stderr.take().expect("its standard error");
        let log = tokio::spawn(async move {
            use tokio::io::AsyncReadExt;
            let mut bytes = Vec::new();
            let _ = stderr.read_to_end(&mut bytes).await;
            String::from_utf8_lossy(&bytes).into_owned()
        });
        Kibitz { child, log, folder }
    }

    /// Stops it; what it logged. Checks that it kept its store in its
    /// folder, and removes the folder.
    pub async fn stop(mut self) -> String {
        self.child.kill().await.expect("kibitz stops");
        let _ = self.child.wait().await;
        assert!(self.folder.join("kibitz.sqlite").exists());
        std::fs::remove_dir_all(&self.folder).ok();
        self.log.await.unwrap_or_default()
    }

    /// Its resident memory in KiB, from `/proc` (Linux).
    pub fn rss_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()?)).ok()?;
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kib| kib.parse().ok())
    }

    /// How many file descriptors it holds, from `/proc` (Linux).
    pub fn open_descriptors(&self) -> Option<usize> {
        let fds = std::fs::read_dir(format!("/proc/{}/fd", self.child.id()?)).ok()?;
        Some(fds.count())
    }

    /// Kills it (SIGKILL), as a crash does; what it logged. Its folder
    /// goes.
    pub async fn kill(mut self) -> String {
        self.child.kill().await.expect("kibitz is killed");
        std::fs::remove_dir_all(&self.folder).ok();
        self.log.await.unwrap_or_default()
    }

    /// Stops it with SIGTERM, as a service manager does; how it ended (at
    /// most 40 s later) and what it logged. Its folder stays.
    pub async fn terminate(mut self) -> (std::process::ExitStatus, String) {
        let pid = self.child.id().expect("kibitz runs");
        let sent = std::process::Command::new("kill")
            .args(["-TERM", &pid.to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "SIGTERM sent");
        let status = tokio::time::timeout(Duration::from_secs(40), self.child.wait())
            .await
            .expect("kibitz stops within 40 s of SIGTERM")
            .expect("kibitz ended");
        (status, self.log.await.unwrap_or_default())
    }
}

/// Files uploaded with a request: field name to (file name, bytes).
pub type Files = std::collections::HashMap<String, (String, Vec<u8>)>;

/// A request's body: a multipart form's text fields and files, or a JSON
/// body as the single field named `""`.
pub async fn read_body(request: axum::extract::Request) -> (Vec<(String, String)>, Files) {
    use axum::extract::{FromRequest, Multipart};
    let multipart = request
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let mut fields = Vec::new();
    let mut files = Files::new();
    if multipart {
        let mut form = Multipart::from_request(request, &())
            .await
            .expect("a multipart body");
        while let Some(field) = form.next_field().await.expect("a field") {
            let name = field.name().unwrap_or_default().to_owned();
            let file_name = field.file_name().map(str::to_owned);
            let bytes = field.bytes().await.expect("field bytes").to_vec();
            match file_name {
                Some(file) => {
                    files.insert(name, (file, bytes));
                }
                None => fields.push((name, String::from_utf8_lossy(&bytes).into_owned())),
            }
        }
    } else {
        let bytes = axum::body::Bytes::from_request(request, &())
            .await
            .expect("a body");
        if !bytes.is_empty() {
            fields.push((String::new(), String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    (fields, files)
}
