//! Rebuilds the crate when a migration is added: `sqlx::migrate!` embeds
//! the migrations folder's files, and Cargo would not otherwise look at a
//! new file in it.

fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
