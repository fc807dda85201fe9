//! Embeds the migrations and the translations (locales/) at build time.
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Embedded migrations are read with include_str!; rebuild when the folder changes.
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
    languages();
}

/// `$OUT_DIR/languages.rs`: one `Language` per line of locales/languages.txt, with every
/// `.ftl` file of its folder (sorted by name) embedded.
fn languages() {
    // Read at run time, not baked in with env!(): a target folder copied from another
    // checkout reruns this script with its old binary, which must still find this
    // checkout's files, not embed the other one's.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    let list = std::fs::read_to_string(root.join("languages.txt")).expect("locales/languages.txt");
    let mut out = String::from("&[\n");
    for line in list.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split_whitespace();
        let code = parts.next().expect("a code");
        let discord: Vec<&str> = parts.next().expect("Discord locales").split(',').collect();
        let name = parts.collect::<Vec<_>>().join(" ");
        let dir = root.join(code);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("locales/{code}: {e}"))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let _ = write!(
            out,
            "    Language {{ code: {code:?}, discord: &{discord:?}, name: {name:?}, files: &["
        );
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            let file = f.file_name().unwrap().to_string_lossy().to_string();
            let _ = write!(
                out,
                "({file:?}, include_str!({:?})), ",
                f.display().to_string()
            );
        }
        out.push_str("] },\n");
    }
    out.push(']');
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("languages.rs");
    std::fs::write(dest, out).unwrap();
}
