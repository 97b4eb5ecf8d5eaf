//! A real headless browser for the page tests: Debian's `chromium` driven
//! through `chromedriver` (WebDriver), found on this machine or installed
//! from Debian's packages when the tests may (as root, with `apt-get`), as
//! the suite does for Postgres and Stockfish; otherwise the tests that
//! need it fail and say what to install.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use fantoccini::{Client, ClientBuilder};

/// Where Debian puts the browser and its driver.
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The browser and its driver, found or installed once.
fn programs() -> (PathBuf, PathBuf) {
    static FOUND: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    FOUND
        .get_or_init(|| {
            let found = || Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
            if !found() {
                install();
            }
            assert!(
                found(),
                "these tests need a headless browser: install Debian's `chromium` and \
                 `chromium-driver` packages (`apt-get install chromium chromium-driver`)"
            );
            (PathBuf::from(CHROMIUM), PathBuf::from(CHROMEDRIVER))
        })
        .clone()
}

/// Reads the driver's output up to the line naming its port (`ChromeDriver
/// was started successfully on port 41235.`); the rest is read and dropped
/// on a thread of its own, so that the driver never blocks on a full pipe.
fn driver_port(output: std::process::ChildStdout) -> Option<u16> {
    use std::io::BufRead;
    let mut lines = std::io::BufReader::new(output).lines();
    let port = lines.by_ref().map_while(Result::ok).find_map(|line| {
        let (_, rest) = line.split_once("started successfully on port ")?;
        rest.trim_end_matches('.').trim().parse().ok()
    });
    std::thread::spawn(move || lines.for_each(drop));
    port
}

/// Installs the two packages, if this process may.
fn install() {
    super::debian::install_debian_packages(&["chromium", "chromium-driver"]);
}

/// A headless browser session; its driver and its browser stop with it,
/// also when a test fails before closing it.
pub struct Browser {
    /// The WebDriver session.
    pub client: Client,
    driver: Child,
    /// The browser's own profile folder, which names its processes.
    profile: PathBuf,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        // A driver killed leaves its browser running: its processes are
        // the ones started with this profile.
        let _ = Command::new("pkill")
            .arg("-f")
            .arg(self.profile.as_os_str())
            .status();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Browser {
    /// Starts the driver on a loopback port of its own choosing (told on
    /// its output, so that no other test can take the port between a
    /// probe and the driver's bind) and opens a session in a window of a
    /// phone's width.
    pub async fn start() -> Browser {
        Browser::start_with(true).await
    }

    /// Starts a browser as [`Browser::start`] does, with its scripts
    /// turned off, as a reader who blocks them has it.
    pub async fn without_scripts() -> Browser {
        Browser::start_with(false).await
    }

    /// Starts the driver and a session, scripts on or off.
    async fn start_with(scripts: bool) -> Browser {
        let (chromium, chromedriver) = programs();
        // A driver that exits before it says its port (seen once in a
        // while when several browsers start at once on two cores) is
        // started again, up to three times.
        let mut started = None;
        for _ in 0..3 {
            let mut driver = Command::new(&chromedriver)
                .arg("--port=0")
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("chromedriver starts");
            let output = driver.stdout.take().expect("the driver's output");
            let port = tokio::task::spawn_blocking(move || driver_port(output))
                .await
                .expect("the driver's output is read");
            match port {
                Some(port) => {
                    started = Some((driver, port));
                    break;
                }
                None => {
                    let _ = driver.kill();
                    let _ = driver.wait();
                    tokio::time::sleep(Duration::from_millis(300)).await;
                }
            }
        }
        let (driver, port) = started.expect("chromedriver says the port it listens on");
        let profile =
            std::env::temp_dir().join(format!("kibitz-browser-{}-{port}", std::process::id()));
        // Chromium's content setting for scripts: 1 allows, 2 blocks.
        let javascript = if scripts { 1 } else { 2 };
        let capabilities = serde_json::json!({
            "goog:chromeOptions": {
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=480,1400",
                         format!("--user-data-dir={}", profile.display())],
                "prefs": {"profile.managed_default_content_settings.javascript": javascript},
            }
        });
        let capabilities = match capabilities {
            serde_json::Value::Object(map) => map,
            _ => unreachable!("an object"),
        };
        let url = format!("http://127.0.0.1:{port}");
        let mut last = None;
        for _ in 0..100 {
            let connector = hyper_util::client::legacy::connect::HttpConnector::new();
            match ClientBuilder::new(connector)
                .capabilities(capabilities.clone())
                .connect(&url)
                .await
            {
                Ok(client) => {
                    return Browser {
                        client,
                        driver,
                        profile,
                    };
                }
                Err(error) => last = Some(error),
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("chromedriver did not answer: {last:?}");
    }

    /// Saves a screenshot under `target/test-output/web/<name>.png`; its
    /// path.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let png = self.client.screenshot().await.expect("a screenshot");
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/test-output/web");
        std::fs::create_dir_all(&dir).expect("the output folder");
        let path = dir.join(format!("{name}.png"));
        std::fs::write(&path, png).expect("the screenshot written");
        path
    }

    /// Saves the page as a desktop (1280×800) and a phone (390×844) show
    /// it, as `<name>-desktop.png` and `<name>-phone.png`, and puts the
    /// window back as it was.
    pub async fn screenshots(&self, name: &str) {
        let (width, height) = self.client.get_window_size().await.expect("its size");
        for (suffix, w, h) in [("desktop", 1280, 800), ("phone", 390, 844)] {
            self.client
                .set_window_size(w, h)
                .await
                .expect("the window resized");
            // The page lays itself out again before it is shot.
            tokio::time::sleep(Duration::from_millis(300)).await;
            self.screenshot(&format!("{name}-{suffix}")).await;
        }
        self.client
            .set_window_size(width as u32, height as u32)
            .await
            .expect("the window resized back");
    }

    /// Ends the session; the driver stops as the browser is dropped.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}
