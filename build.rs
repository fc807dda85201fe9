// Embedded migrations are read with include_str!; rebuild when the folder changes.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
