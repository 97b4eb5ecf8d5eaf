//! Debian's packages for the tests: installed when this process may (as
//! root, with `apt-get`), the package lists fetched first when the machine
//! has none.

use std::path::Path;
use std::process::Command;

/// Installs Debian's `packages`, if this process may (as root, with
/// `apt-get`): the package lists are fetched first when the machine has
/// none (a fresh image ships without them, and an install then finds
/// nothing), and what was installed is said. Whether it installed them.
pub fn install_debian_packages(packages: &[&str]) -> bool {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0");
    let apt = Path::new("/usr/bin/apt-get").exists();
    if !(root && apt) {
        return false;
    }
    let apt_get = |args: &[&str]| {
        Command::new("/usr/bin/apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .is_ok_and(|s| s.success())
    };
    if no_package_lists(Path::new(LISTS)) {
        eprintln!("the package lists are empty: running apt-get update");
        if !apt_get(&["update"]) {
            eprintln!("apt-get update failed");
        }
    }
    eprintln!("installing Debian's {}", packages.join(", "));
    let mut args = vec!["install", "-y", "--no-install-recommends"];
    args.extend_from_slice(packages);
    if !apt_get(&args) {
        eprintln!("apt-get could not install {}", packages.join(", "));
        return false;
    }
    let versions = Command::new("dpkg-query")
        .args(["-W", "-f", "${Package} ${Version}\n"])
        .args(packages)
        .output()
        .map(|out| {
            String::from_utf8_lossy(&out.stdout)
                .trim()
                .replace('\n', ", ")
        })
        .unwrap_or_default();
    eprintln!("installed: {versions}");
    true
}

/// Where apt keeps the package lists it fetched.
const LISTS: &str = "/var/lib/apt/lists";

/// Whether `lists` (apt's folder of fetched package lists) holds none.
pub fn no_package_lists(lists: &Path) -> bool {
    std::fs::read_dir(lists).map_or(true, |entries| {
        !entries
            .filter_map(Result::ok)
            .any(|entry| entry.file_name().to_string_lossy().contains("_Packages"))
    })
}

#[test]
fn a_folder_without_package_lists_is_seen_as_empty() {
    let folder = std::env::temp_dir().join(format!("kibitz-lists-{}", std::process::id()));
    std::fs::create_dir_all(folder.join("partial")).expect("a folder");
    std::fs::write(folder.join("lock"), b"").expect("a file");
    assert!(no_package_lists(&folder));
    std::fs::write(
        folder.join("deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages.lz4"),
        b"",
    )
    .expect("a list");
    assert!(!no_package_lists(&folder));
    assert!(no_package_lists(&folder.join("missing")));
    std::fs::remove_dir_all(&folder).ok();
}
