//! Running things for the adapter tests: a stand-in server on a free
//! loopback port, and the `kibitz` binary in a folder of its own with
//! only the platform settings a test gives it.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::Stdio;

use axum::Router;

/// Every variable that picks a platform or a store; none is inherited.
const PLATFORM_VARS: [&str; 9] = [
    "DATABASE_URL",
    "TELEGRAM_TOKEN",
    "TELEGRAM_API_URL",
    "TELOXIDE_API_URL",
    "TELEGRAM_WEBHOOK_URL",
    "DISCORD_TOKEN",
    "DISCORD_API_URL",
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

/// A running `kibitz` binary and the folder it runs in.
pub struct Kibitz {
    child: tokio::process::Child,
    /// Its working folder (where its default SQLite file goes).
    pub folder: PathBuf,
}

impl Kibitz {
    /// Starts plain `kibitz` in a new folder named after `name`, with
    /// `vars` set and every other platform variable unset.
    pub fn start(name: &str, vars: &[(&str, &str)]) -> Kibitz {
        let folder = std::env::temp_dir().join(format!("kibitz-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_kibitz"));
        command.current_dir(&folder);
        for var in PLATFORM_VARS {
            command.env_remove(var);
        }
        command.envs(vars.iter().copied());
        let child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("kibitz starts");
        Kibitz { child, folder }
    }

    /// Stops it; what it logged. Checks that it kept its store in its
    /// folder, and removes the folder.
    pub async fn stop(mut self) -> String {
        self.child.kill().await.expect("kibitz stops");
        let output = self.child.wait_with_output().await.expect("kibitz ended");
        assert!(self.folder.join("kibitz.sqlite").exists());
        std::fs::remove_dir_all(&self.folder).ok();
        String::from_utf8_lossy(&output.stderr).into_owned()
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
