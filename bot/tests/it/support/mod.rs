//! Real databases for the tests: a fresh SQLite file, and a fresh database
//! on a Postgres server: the one at `DATABASE_URL`, or at 127.0.0.1:5432,
//! or, when none answers, one this code starts from the machine's
//! PostgreSQL installation (`initdb` into a folder under the temp dir).

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use kibitz::store::Store;
use sqlx::Connection;
use sqlx::postgres::PgConnection;

pub mod axe;
pub mod browser;
#[path = "../../../../engine/tests/engine/support/debian.rs"]
pub mod debian;
pub mod discord;
pub mod discord_interactions;
pub mod process;
pub mod proxy;
pub mod python_chess;
pub mod recorder;
pub mod room;
pub mod self_play;
pub mod stage;
#[path = "../../../../engine/tests/engine/support/stockfish.rs"]
pub mod stockfish;
pub mod tables;
pub mod telegram;
pub mod telegram_updates;

/// Runs the scenario `async fn $scenario(db: TestDb)` as two tests,
/// `$scenario::on_sqlite` and `$scenario::on_postgres`, each on a fresh
/// database of its kind, so that a failure names its database. Arguments
/// after the name are `tokio::test`'s (`flavor = "multi_thread"`).
#[allow(unused_macros)]
macro_rules! on_each_database {
    ($scenario:ident $(, $($test:tt)+)?) => {
        mod $scenario {
            #[tokio::test$(($($test)+))?]
            async fn on_sqlite() {
                super::$scenario($crate::support::TestDb::sqlite().await).await;
            }

            #[tokio::test$(($($test)+))?]
            async fn on_postgres() {
                super::$scenario($crate::support::TestDb::postgres().await).await;
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use on_each_database;

/// A loopback address free now, for a server that must be named before it
/// starts (a webhook's address is told to the stand-in first). Its port
/// lies below Linux's range for ports the system hands out (32768 up), so
/// that no test binding port 0 can take it before the server does; each
/// call gives another.
pub fn unused_address() -> std::net::SocketAddr {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let start = 20_000 + std::process::id() % 10_000;
    for _ in 0..2_000 {
        let offset = NEXT.fetch_add(1, Ordering::SeqCst) % 2_700;
        let port = u16::try_from(start + offset).unwrap_or(20_000);
        if let Ok(probe) = std::net::TcpListener::bind(("127.0.0.1", port)) {
            return probe.local_addr().expect("an address");
        }
    }
    panic!("no free port between 20000 and 32767");
}

/// The PNG's width and height, from its header.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("four bytes"));
    (be(16), be(20))
}

/// Where the tests' own Postgres server lives, when one must be started.
const OWN_PORT: u16 = 55432;

/// A store on a fresh database, and how to drop it afterwards.
pub struct TestDb {
    /// The store.
    pub store: Store,
    /// The URL it was opened with (to open it again, as a restart does).
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    File(PathBuf),
    Database { admin: String, name: String },
}

fn unique(prefix: &str) -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{prefix}_{}_{n}_{nanos}", std::process::id())
}

impl TestDb {
    /// A store on a new SQLite file.
    pub async fn sqlite() -> TestDb {
        let path = std::env::temp_dir().join(format!("{}.sqlite", unique("kibitz_test")));
        let url = format!("sqlite:{}", path.display());
        // Shown with a failure's output: which database it ran on.
        println!("on SQLite at {url}");
        let store = Store::connect(&url).await.expect("SQLite opens");
        TestDb {
            store,
            url,
            cleanup: Cleanup::File(path),
        }
    }

    /// A store on a new database of a real Postgres server.
    pub async fn postgres() -> TestDb {
        let admin = postgres_admin_url().await;
        let name = unique("kibitz_test");
        let mut conn = PgConnection::connect(&admin)
            .await
            .expect("the Postgres server answers");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .expect("a test database can be created");
        conn.close().await.ok();
        let url = with_database(&admin, &name);
        println!("on Postgres database {name}");
        let store = Store::connect(&url).await.expect("Postgres opens");
        TestDb {
            store,
            url,
            cleanup: Cleanup::Database { admin, name },
        }
    }

    /// Which database this is, for messages.
    pub fn kind(&self) -> &'static str {
        match self.store {
            Store::Postgres(_) => "postgres",
            Store::Sqlite(_) => "sqlite",
        }
    }

    /// The same database opened by another store (after a restart).
    pub fn with_store(mut self, store: Store) -> TestDb {
        self.store = store;
        self
    }

    /// Closes the store and removes the database.
    pub async fn drop_db(self) {
        self.store.close().await;
        match self.cleanup {
            Cleanup::File(path) => {
                for suffix in ["", "-wal", "-shm"] {
                    let mut p = path.clone().into_os_string();
                    p.push(suffix);
                    std::fs::remove_file(p).ok();
                }
            }
            Cleanup::Database { admin, name } => {
                if let Ok(mut conn) = PgConnection::connect(&admin).await {
                    let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .execute(&mut conn)
                        .await;
                }
            }
        }
    }
}

/// `url` with its database name replaced.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let cut = base
        .rfind('/')
        .filter(|&i| i > "postgres://".len())
        .unwrap_or(base.len());
    let mut out = format!("{}/{name}", &base[..cut]);
    if let Some(q) = query {
        out.push('?');
        out.push_str(q);
    }
    out
}

async fn answers(url: &str) -> bool {
    matches!(
        tokio::time::timeout(Duration::from_secs(3), PgConnection::connect(url)).await,
        Ok(Ok(_))
    )
}

/// The URL of a Postgres database the tests may create databases from.
async fn postgres_admin_url() -> String {
    let mut candidates: Vec<String> = std::env::var("DATABASE_URL")
        .ok()
        .filter(|u| u.starts_with("postgres"))
        .into_iter()
        .collect();
    candidates.push("postgres://postgres@127.0.0.1:5432/postgres".to_owned());
    candidates.push(format!("postgres://postgres@127.0.0.1:{OWN_PORT}/postgres"));
    for url in &candidates {
        if answers(url).await {
            return url.clone();
        }
    }
    let own = candidates.last().expect("a candidate").clone();
    tokio::task::spawn_blocking(start_own_server)
        .await
        .expect("the start-up task runs")
        .unwrap_or_else(|why| panic!("{why}"));
    for _ in 0..60 {
        if answers(&own).await {
            return own;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    panic!("the Postgres server started for the tests does not answer at {own}");
}

/// One of PostgreSQL's programs (`pgbench`, `psql`): on the `PATH`, or
/// in the folder of the newest installed version.
pub fn postgres_program(name: &str) -> Option<PathBuf> {
    let on_path = Command::new("sh")
        .args(["-c", &format!("command -v {name}")])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| PathBuf::from(s.trim()));
    on_path.or_else(|| {
        postgres_bin()
            .map(|bin| bin.join(name))
            .filter(|p| p.exists())
    })
}

/// The folder of PostgreSQL's programs (`initdb`, `pg_ctl`).
fn postgres_bin() -> Option<PathBuf> {
    let on_path = Command::new("sh")
        .args(["-c", "command -v initdb"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| PathBuf::from(s.trim()));
    if let Some(initdb) = on_path {
        return initdb.parent().map(Path::to_path_buf);
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    versions.sort();
    versions.pop()
}

/// Starts a Postgres server for the tests on [`OWN_PORT`], with its data
/// under the temp dir (reused by later runs), as the `postgres` user when
/// run as root.
fn start_own_server() -> Result<(), String> {
    let bin = postgres_bin().ok_or(
        "no Postgres server answers at DATABASE_URL or 127.0.0.1:5432, and PostgreSQL is not installed \
         to start one: install it (Debian/Ubuntu: `apt install postgresql`) or set DATABASE_URL to a \
         server where user postgres may create databases",
    )?;
    let dir = std::env::temp_dir().join("kibitz-test-postgres");
    let as_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0"));
    let run = |program: &Path, args: &[&str]| -> Result<(), String> {
        let mut command = if as_root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        };
        let output = command
            .args(args)
            .output()
            .map_err(|e| format!("{}: {e}", program.display()))?;
        if output.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{} failed: {}",
                program.display(),
                String::from_utf8_lossy(&output.stderr)
            ))
        }
    };
    let data = dir.join("data");
    if !data.join("PG_VERSION").exists() {
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        if as_root {
            Command::new("chown")
                .args(["postgres:postgres"])
                .arg(&dir)
                .status()
                .map_err(|e| e.to_string())?;
        }
        let data = data.to_string_lossy().into_owned();
        run(
            &bin.join("initdb"),
            &["-D", &data, "-U", "postgres", "--auth=trust"],
        )?;
    }
    let data = data.to_string_lossy().into_owned();
    let log = dir.join("server.log").to_string_lossy().into_owned();
    let options = format!(
        "-p {OWN_PORT} -c listen_addresses=127.0.0.1 -k {}",
        dir.display()
    );
    run(
        &bin.join("pg_ctl"),
        &["-D", &data, "-l", &log, "-o", &options, "-w", "start"],
    )
}

/// A stored game's result (`1-0`, `0-1`, `1/2-1/2`, `*`), once it has one.
#[allow(dead_code)]
pub fn result(row: &kibitz::store::GameRow) -> Option<&'static str> {
    row.status.outcome().map(kibitz_rules::Outcome::result)
}

/// Publishes a game's board in a chat through a platform's outbox, as that
/// platform's adapter posts it unasked, which records it as the game's live
/// board (the first there); the message's id.
#[allow(dead_code)]
pub async fn post_live_board(
    outbox: &dyn kibitz::chat::Outbox,
    service: &kibitz::service::Service,
    place: &kibitz::chat::Place,
    reply: kibitz::chat::Reply,
) -> String {
    use kibitz::chat::{NoticeKind, Outbox};
    use kibitz::service::Asked;
    let live = reply.live_board().expect("a live board");
    let posted = Posted {
        outbox,
        id: std::sync::Mutex::new(None),
    };
    let asked = Asked::Unasked {
        kind: NoticeKind::Update,
        game_id: Some(live.0),
    };
    service
        .publish(reply, place, &posted as &dyn Outbox, asked)
        .await
        .expect("posted");
    let id = posted.id.lock().expect("not poisoned").take();
    id.expect("a message")
}

/// An outbox that notes the id of what it posts.
struct Posted<'a> {
    outbox: &'a dyn kibitz::chat::Outbox,
    id: std::sync::Mutex<Option<String>>,
}

#[async_trait::async_trait]
impl kibitz::chat::Outbox for Posted<'_> {
    async fn deliver(
        &self,
        notice: &kibitz::chat::Notice,
    ) -> Result<(), kibitz::chat::DeliveryError> {
        self.post(notice).await.map(|_| ())
    }

    async fn post(
        &self,
        notice: &kibitz::chat::Notice,
    ) -> Result<Option<String>, kibitz::chat::DeliveryError> {
        let posted = self.outbox.post(notice).await?;
        *self.id.lock().expect("not poisoned") = posted.clone();
        Ok(posted)
    }

    async fn take_buttons_off(&self, place: &kibitz::chat::Place, message_id: &str) {
        self.outbox.take_buttons_off(place, message_id).await;
    }
}

/// Black's answer to 1. e4 and the knights' dance after it: at its last
/// move the position after 1… e5 stands for the third time.
#[allow(dead_code)]
pub const THIRD_REPETITION: [&str; 9] =
    ["e5", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

/// Why a stored game ended (`checkmate`, `resignation`...), once it has.
#[allow(dead_code)]
pub fn end_reason(row: &kibitz::store::GameRow) -> Option<&'static str> {
    row.status.outcome().map(|outcome| outcome.reason.name())
}

/// The system's clock, made to fail on demand: armed, reading it panics,
/// as any part of handling might. Accepting a challenge and every move
/// read it.
#[derive(Debug, Default)]
pub struct FaultyClock {
    armed: std::sync::atomic::AtomicBool,
}

impl FaultyClock {
    /// Makes the next readings panic (`true`) or work again (`false`).
    pub fn arm(&self, armed: bool) {
        self.armed.store(armed, Ordering::SeqCst);
    }
}

impl kibitz::clock::Clock for FaultyClock {
    fn now(&self) -> chrono::DateTime<chrono::Utc> {
        assert!(
            !self.armed.load(Ordering::SeqCst),
            "the clock fails: a fault the test injected"
        );
        chrono::Utc::now()
    }
}
