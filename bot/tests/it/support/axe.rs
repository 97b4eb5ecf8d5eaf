//! axe-core, the accessibility rules Lighthouse scores with, run on a page
//! in the test's browser: fetched once from the npm registry (`npm pack`)
//! into the target folder the first time a test needs it, as the suite
//! installs Chromium from Debian's packages; otherwise the tests that need
//! it fail and say what to install. It is only read by the tests, never
//! served (it is under the MPL-2.0).

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

/// The version of axe-core checked with.
const VERSION: &str = "4.10.3";

/// axe-core's script, `axe.min.js`.
fn script() -> &'static str {
    static SCRIPT: OnceLock<String> = OnceLock::new();
    SCRIPT.get_or_init(|| {
        let home = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/axe-core");
        let file = home.join(VERSION).join("package/axe.min.js");
        if let Ok(script) = std::fs::read_to_string(&file) {
            return script;
        }
        // Unpacked beside, then moved into place at once, so that two test
        // processes fetching it together never read half a file.
        let scratch = home.join(format!("{VERSION}.{}", std::process::id()));
        let _ = std::fs::create_dir_all(&scratch);
        let packed = Command::new("npm")
            .args(["pack", "--silent", &format!("axe-core@{VERSION}")])
            .current_dir(&scratch)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .and_then(|out| String::from_utf8(out.stdout).ok())
            .map(|name| name.trim().to_owned());
        let unpacked = packed.is_some_and(|name| {
            Command::new("tar")
                .args(["xzf", &name])
                .current_dir(&scratch)
                .status()
                .is_ok_and(|s| s.success())
        });
        if unpacked {
            let _ = std::fs::rename(&scratch, home.join(VERSION));
        }
        let _ = std::fs::remove_dir_all(&scratch);
        std::fs::read_to_string(&file).unwrap_or_else(|_| {
            panic!(
                "these tests need axe-core from the npm registry: Node.js's `npm` \
                 (`npm pack axe-core@{VERSION}` into target/axe-core/{VERSION})"
            )
        })
    })
}

/// The rules axe-core finds broken on the page the browser shows (WCAG
/// 2.0, 2.1 and 2.2, A and AA, and best practices), each with the
/// elements that break it; empty when none is.
pub async fn violations(client: &fantoccini::Client) -> Vec<String> {
    let run = format!(
        "{}\n;const done = arguments[arguments.length - 1];\
         axe.run(document, {{ resultTypes: ['violations'] }}).then((r) => done(r.violations.map(\
         (v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))))\
         .catch((e) => done(['axe failed: ' + e]));",
        script()
    );
    let found = client
        .execute_async(&run, vec![])
        .await
        .expect("axe-core runs in the page");
    serde_json::from_value(found).expect("a list of violations")
}
