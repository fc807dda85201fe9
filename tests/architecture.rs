//! The layering rules of ARCHITECTURE.md, checked on `src/` so they hold without review
//! (the layers are read from its table, so the page and the check are one):
//! no import goes up a layer, no SQL (rusqlite) outside `store/`, no Discord types
//! (serenity, poise) or Discord markup below the adapters, no wall-clock read outside
//! the clock, and no row read by position in `store/`. The checker is a small lexer over
//! the source text (comments and string contents do not count as code); it is tested on
//! synthetic files below.

use std::collections::BTreeMap;
use std::path::Path;

/// Which top-level modules each top-level module may import (`crate::x`), besides
/// itself: read from the layer table of ARCHITECTURE.md, the one place it is written.
/// A module missing there is a failure: add it to its layer first.
struct Layers(BTreeMap<String, Vec<String>>);

impl Layers {
    /// What `module` may import; `None` for a module the table does not place.
    fn may_import(&self, module: &str) -> Option<&[String]> {
        self.0.get(module).map(Vec::as_slice)
    }
}

/// Marker for "anything".
const ANY: &str = "*";

/// `store/` or `config.rs` as a module's name (`store`, `config`).
fn module_name(path: &str) -> String {
    let path = path.trim_end_matches('/');
    path.strip_suffix(".rs").unwrap_or(path).to_string()
}

/// The words in backticks in `cell`.
fn quoted(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// The layer table of `markdown` (ARCHITECTURE.md): the rows after the line
/// `| modules | may import (`crate::…`) |`. In the first column the modules (`store/`,
/// `config.rs`); in the second what they may import: `nothing`, `anything`, modules by
/// name (`games`), and all that a row above may (`what store/ may`).
fn layers(markdown: &str) -> Result<Layers, String> {
    let mut lines = markdown
        .lines()
        .skip_while(|l| !l.starts_with("| modules | may import"));
    if lines.next().is_none() {
        return Err("ARCHITECTURE.md has no `| modules | may import` table".into());
    }
    let mut table: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for row in lines.skip(1).take_while(|l| l.starts_with('|')) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').collect();
        let [modules, imports] = cells[..] else {
            return Err(format!("a layer row of two cells: {row}"));
        };
        let mut allowed = Vec::new();
        if imports.contains("anything") {
            allowed.push(ANY.to_string());
        }
        for word in quoted(imports) {
            if word.ends_with('/') || word.ends_with(".rs") {
                // `what store/ may`: a row above.
                let above = table
                    .get(&module_name(word))
                    .ok_or_else(|| format!("`{word}` is not placed above: {row}"))?;
                allowed.extend(above.iter().cloned());
            } else if !word.starts_with("crate::") {
                allowed.push(word.to_string());
            }
        }
        for module in quoted(modules) {
            table.insert(module_name(module), allowed.clone());
        }
    }
    if table.is_empty() {
        return Err("the layer table of ARCHITECTURE.md has no rows".into());
    }
    Ok(Layers(table))
}

/// The layers as ARCHITECTURE.md writes them.
fn documented() -> Layers {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md");
    let text = std::fs::read_to_string(path).expect("ARCHITECTURE.md is readable");
    layers(&text).unwrap_or_else(|e| panic!("{e}"))
}

/// Files (relative to `src/`) that may read the wall clock, and why.
const WALL_CLOCK: &[&str] = &[
    "service/clock.rs", // the clock itself (SystemClock)
    "discord/start.rs", // start-up: which id block to use, before the service exists
    "store/reshard.rs", // offline `breaker reshard`: a stamp on the output files
];

/// Modules that may measure elapsed time (`Instant::now`): search budgets and timeouts.
const ELAPSED: &[&str] = &["ai", "discord", "cli"];

/// The top-level module a file under `src/` belongs to: `store/games.rs` → `store`,
/// `config.rs` → `config`.
fn module_of(path: &str) -> &str {
    let first = path.split('/').next().unwrap_or(path);
    first.strip_suffix(".rs").unwrap_or(first)
}

/// A file's code with comments removed and string/char literals emptied, and the
/// literals' contents separately. Line breaks inside what is removed are kept, so a
/// position in the code is on the same line as in the source.
fn lex(src: &str) -> (String, Vec<String>) {
    let b = src.as_bytes();
    let mut code = String::with_capacity(src.len());
    let mut strings = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let from = i;
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code.push(' ');
            code.extend(breaks(&src[from..i.min(b.len())]));
        } else if c == b'r'
            && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#'))
            && (i == 0 || !is_ident(b[i - 1]))
            && raw_start(&b[i + 1..]).is_some()
        {
            let hashes = raw_start(&b[i + 1..]).unwrap_or(0);
            let start = i + 2 + hashes;
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let end = find(&b[start..], &close).map_or(b.len(), |k| start + k);
            strings.push(String::from_utf8_lossy(&b[start..end]).into_owned());
            code.push_str("\"\"");
            code.extend(breaks(&src[start..end]));
            i = (end + close.len()).min(b.len());
        } else if c == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let end = j.min(b.len());
            strings.push(String::from_utf8_lossy(&b[i + 1..end]).into_owned());
            code.push_str("\"\"");
            code.extend(breaks(&src[i + 1..end]));
            i = end + 1;
        } else if c == b'\'' {
            // A char literal ('a', '\n', '\u{1F}') or a lifetime ('a).
            let close = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..]
                    .iter()
                    .position(|&x| x == b'\'')
                    .map(|k| i + 2 + k)
            } else {
                let width = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + width) == Some(&b'\'')).then_some(i + 1 + width)
            };
            match close {
                Some(end) => {
                    code.push_str("' '");
                    i = end + 1;
                }
                None => {
                    code.push('\'');
                    i += 1;
                }
            }
        } else {
            let width = src[i..].chars().next().map_or(1, char::len_utf8);
            code.push_str(&src[i..i + width]);
            i += width;
        }
    }
    (code, strings)
}

/// The line breaks in `removed` (a comment or a literal's contents).
fn breaks(removed: &str) -> impl Iterator<Item = char> + '_ {
    removed.chars().filter(|&c| c == '\n')
}

fn raw_start(rest: &[u8]) -> Option<usize> {
    let hashes = rest.iter().take_while(|&&x| x == b'#').count();
    (rest.get(hashes) == Some(&b'"')).then_some(hashes)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The identifiers in `code`, in order.
fn idents(code: &str) -> Vec<&str> {
    code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

/// The top-level names a file reaches through `crate::`: `crate::store::Db` gives
/// `store`, `use crate::{games::Color, store}` gives `games` and `store`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(k) = rest.find("crate::") {
        let before_ok = k == 0 || !is_ident(rest.as_bytes()[k - 1]);
        rest = &rest[k + "crate::".len()..];
        if !before_ok {
            continue;
        }
        let t = rest.trim_start();
        if let Some(group) = t.strip_prefix('{') {
            // Top-level names of the group: split on commas at brace depth 0.
            let mut depth = 0;
            let mut item = String::new();
            for ch in group.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.extend(first_ident(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(ch);
            }
            out.extend(first_ident(&item));
        } else {
            out.extend(first_ident(t));
        }
    }
    out
}

fn first_ident(s: &str) -> Option<String> {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    (end > 0).then(|| s[..end].to_string())
}

/// Macros exported at the crate root (`crate::text!`), by the module that defines them.
fn root_macros(files: &[(String, String)]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (path, src) in files {
        let (code, _) = lex(src);
        let words = idents(&code);
        for (k, w) in words.iter().enumerate() {
            if *w == "macro_export" {
                if let Some(pos) = words[k..].iter().position(|x| *x == "macro_rules") {
                    if let Some(name) = words.get(k + pos + 1) {
                        out.insert(name.to_string(), module_of(path).to_string());
                    }
                }
            }
        }
    }
    out
}

/// Every broken rule in `files` (path relative to `src/`, source), one line each.
fn violations(files: &[(String, String)], layers: &Layers) -> Vec<String> {
    let macros = root_macros(files);
    let mut out = Vec::new();
    for (path, src) in files {
        let module = module_of(path);
        let Some(allowed) = layers.may_import(module) else {
            out.push(format!(
                "{path}: module `{module}` has no layer: add it to ARCHITECTURE.md and tests/architecture.rs"
            ));
            continue;
        };
        let (code, strings) = lex(src);
        for name in crate_paths(&code) {
            let target = macros.get(&name).map_or(name.as_str(), String::as_str);
            let known = layers.may_import(target).is_some();
            if target == module || allowed.iter().any(|a| a == ANY) || !known {
                continue;
            }
            if !allowed.iter().any(|a| a == target) {
                out.push(format!(
                    "{path}: `{module}` imports `crate::{name}` from a layer above or beside it"
                ));
            }
        }
        let words = idents(&code);
        if module != "store" && words.contains(&"rusqlite") {
            out.push(format!("{path}: SQL (rusqlite) outside store/"));
        }
        let adapter = matches!(module, "discord" | "cli" | "lib" | "main");
        if !adapter && words.iter().any(|w| *w == "serenity" || *w == "poise") {
            out.push(format!(
                "{path}: a Discord type (serenity/poise) below the adapters"
            ));
        }
        let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        let wall = ["SystemTime::now", "Utc::now", "Local::now"];
        if wall.iter().any(|w| compact.contains(w))
            && module != "cli"
            && !WALL_CLOCK.contains(&path.as_str())
        {
            out.push(format!(
                "{path}: reads the wall clock outside the clock (service::Clock)"
            ));
        }
        if compact.contains("Instant::now") && !ELAPSED.contains(&module) {
            out.push(format!(
                "{path}: reads Instant::now outside ai/, discord/, cli/"
            ));
        }
        // The reference Display of i18n::Text is the one non-adapter place that writes
        // `<@id>` (logs and tests; front ends format spans themselves).
        let markup = ["<@", "<#", "<t:"];
        if !adapter
            && path != "i18n/text.rs"
            && strings.iter().any(|s| markup.iter().any(|m| s.contains(m)))
        {
            out.push(format!(
                "{path}: Discord markup (<@id>, <#id>, <t:…>) below the adapters"
            ));
        }
    }
    out
}

/// The methods that read a row's value (`rusqlite::Row`); `get` is also a map's and a
/// slice's, which [`by_name`] tells apart by their argument.
const ROW_READS: &[&str] = &[
    "get",
    "get_ref",
    "get_unwrap",
    "get_ref_unwrap",
    "get_raw",
    "get_raw_checked",
];

/// Every row read by position in `store/` (`r.get(0)`, `r.get::<_, i64>(at + 1)`,
/// `r.get_ref(i)`), one line each with its file and line: a row is read by column name,
/// so a column added to a SELECT or a query reordered cannot shift what is read.
fn positional_reads(files: &[(String, String)]) -> Vec<Positional> {
    let mut out = Vec::new();
    for (path, src) in files {
        if module_of(path) != "store" {
            continue;
        }
        let (code, _) = lex(src);
        let names = str_names(&code);
        for (at, method, arg) in method_calls(&code, ROW_READS) {
            // `rows::Named::get`: the one place a column's name becomes its position.
            let named = path == "store/rows.rs" && arg.trim() == "at";
            if !by_name(arg, &names) && !named {
                let line = code[..at].matches('\n').count() + 1;
                out.push(Positional {
                    path: path.clone(),
                    line,
                    read: format!(
                        ".{method}({})",
                        arg.split_whitespace().collect::<Vec<_>>().join(" ")
                    ),
                });
            }
        }
    }
    out
}

/// A row read by position: where, and the call.
struct Positional {
    path: String,
    line: usize,
    read: String,
}

impl std::fmt::Display for Positional {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: `{}` reads a row by position: name the column (SELECT … AS name, r.get(\"name\"))",
            self.path, self.line, self.read
        )
    }
}

/// Each `.method(…)` or `.method::<…>(…)` of `methods` in `code`: where it starts, the
/// method and its argument text.
fn method_calls<'a>(code: &'a str, methods: &[&str]) -> Vec<(usize, &'a str, &'a str)> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    for (dot, _) in code.match_indices('.') {
        let name_end = code[dot + 1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(code.len(), |k| dot + 1 + k);
        let name = &code[dot + 1..name_end];
        if !methods.contains(&name) {
            continue;
        }
        let mut i = skip_space(b, name_end);
        if code[i..].starts_with("::") {
            i = skip_space(b, i + 2);
            if b.get(i) != Some(&b'<') {
                continue;
            }
            let Some(close) = matching(b, i, b'<', b'>') else {
                continue;
            };
            i = skip_space(b, close + 1);
        }
        if b.get(i) != Some(&b'(') {
            continue;
        }
        let Some(close) = matching(b, i, b'(', b')') else {
            continue;
        };
        out.push((dot, name, &code[i + 1..close]));
    }
    out
}

fn skip_space(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// The index of the bracket closing the one `open` at `from`.
fn matching(b: &[u8], from: usize, open: u8, close: u8) -> Option<usize> {
    let mut depth = 0;
    for (k, &c) in b.iter().enumerate().skip(from) {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

/// Whether a read's argument names its column: a string literal (`""` once lexed), a
/// name declared as text in the file (`col: &str`, `let col = "…"`), or a reference
/// (`map.get(&key)`: a map's lookup, not a row's).
fn by_name(arg: &str, names: &[&str]) -> bool {
    let arg = arg.trim();
    arg == "\"\"" || arg.starts_with('&') || names.contains(&arg)
}

/// The names `code` declares as text: `name: &str` (any lifetime) and `name = "…"`.
fn str_names(code: &str) -> Vec<&str> {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    for (k, sign) in code.match_indices([':', '=']) {
        let rest = code[k + 1..].trim_start();
        let text = if sign == ":" {
            // `&str`, `&'a str`, `&'static str`; not a path's `::`.
            let path = rest.starts_with(':') || code[..k].ends_with(':');
            let ty = rest.strip_prefix('&').map(|t| {
                let t = t.trim_start();
                match t.strip_prefix('\'') {
                    Some(lifetime) => lifetime.trim_start_matches(ident).trim_start(),
                    None => t,
                }
            });
            let is_str = |t: &str| t.strip_prefix("str").is_some_and(|a| !a.starts_with(ident));
            !path && ty.is_some_and(is_str)
        } else {
            rest.starts_with("\"\"") && !code[..k].ends_with(['=', '!', '<', '>'])
        };
        let before = code[..k].trim_end();
        let start = before.rfind(|c: char| !ident(c)).map_or(0, |s| s + 1);
        if text && start < before.len() {
            out.push(&before[start..]);
        }
    }
    out
}

fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_tree(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).expect("under src/");
            let rel = rel.to_string_lossy().replace('\\', "/");
            out.push((
                rel,
                std::fs::read_to_string(&path).expect("source is UTF-8"),
            ));
        }
    }
}

/// The broken rules in synthetic files, by the documented layers.
fn violations_in(list: &[(&str, &str)]) -> Vec<String> {
    violations(&files(list), &documented())
}

fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(p, s)| (p.to_string(), s.to_string()))
        .collect()
}

#[test]
fn src_keeps_the_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    read_tree(&root, &root, &mut all);
    assert!(all.len() > 100, "read src/: {} files", all.len());
    let layers = documented();
    let found = violations(&all, &layers);
    assert!(found.is_empty(), "layering broken:\n{}", found.join("\n"));
    // And the table names no module that is gone.
    let modules: Vec<&str> = all.iter().map(|(p, _)| module_of(p)).collect();
    for placed in layers.0.keys() {
        assert!(
            modules.contains(&placed.as_str()),
            "ARCHITECTURE.md places `{placed}`, which src/ does not have"
        );
    }
}

#[test]
fn the_table_reads_as_written() {
    let table = documented();
    let may = |m: &str| table.may_import(m).map(|v| v.join(" "));
    assert_eq!(may("games").as_deref(), Some(""));
    assert_eq!(may("ai").as_deref(), Some("games"));
    // Each layer may import what the one below may, and that layer.
    let store = table.may_import("store").unwrap();
    let service = table.may_import("service").unwrap();
    assert!(store.iter().all(|m| service.contains(m)), "{service:?}");
    assert!(service.iter().any(|m| m == "store"));
    assert_eq!(table.may_import("config"), table.may_import("console"));
    assert_eq!(may("main").as_deref(), Some(ANY));
    assert!(table.may_import("newthing").is_none());
    let bad =
        layers("| modules | may import (`crate::…`) |\n| --- | --- |\n| `a/` | what `b/` may |\n");
    assert!(bad.is_err_and(|e| e.contains("`b/` is not placed above")));
}

#[test]
fn an_upward_import_is_caught() {
    let found = violations_in(&[
        ("games/mod.rs", "use crate::store::Db;\n"),
        (
            "store/games.rs",
            "use crate::{games::Color, service::Service};\n",
        ),
        ("render/mod.rs", "fn f() { crate::ai::search(); }\n"),
        (
            "time/mod.rs",
            "use crate::games::Color; use crate::rating::Rating;\n",
        ),
    ]);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert!(found[0].starts_with("games/mod.rs: `games` imports `crate::store`"));
    assert!(found[1].starts_with("store/games.rs: `store` imports `crate::service`"));
    assert!(found[2].starts_with("render/mod.rs: `render` imports `crate::ai`"));
}

#[test]
fn a_macro_counts_as_its_modules() {
    let src = [
        (
            "service/text.rs",
            "#[macro_export]\nmacro_rules! text { () => {} }\n",
        ),
        ("store/a.rs", "use crate::text;\n"),
        ("discord/b.rs", "use crate::text;\n"),
    ];
    let found = violations(&files(&src), &documented());
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].starts_with("store/a.rs: `store` imports `crate::text`"));
}

#[test]
fn sql_discord_and_clock_reads_are_caught_in_code_only() {
    let found = violations_in(&[
        ("service/a.rs", "use rusqlite::Connection;\n"),
        ("service/b.rs", "fn f(c: serenity::Context) {}\n"),
        ("store/c.rs", "let t = std::time::SystemTime :: now();\n"),
        ("render/d.rs", "let t = Instant::now();\n"),
        ("games/e.rs", "const M: &str = \"<@{}> wins\";\n"),
        ("config.rs", "fn f() { poise::say(); }\n"),
        // Comments and strings are not code; adapters and the clock are allowed.
        ("service/ok.rs", "// rusqlite, serenity::X, SystemTime::now()\nconst S: &str = \"poise Instant::now\";\n/* crate::discord */\n"),
        ("service/clock.rs", "SystemTime::now()"),
        ("discord/ok.rs", "use poise::serenity_prelude as serenity; let m = \"<@1>\"; Instant::now();"),
        ("store/ok.rs", "fn serenity_range() {} let r = r#\"crate::service\"#; let c = '\"'; fn f<'a>(x: &'a str) {}"),
    ]);
    let paths: Vec<&str> = found.iter().map(|v| v.split(':').next().unwrap()).collect();
    assert_eq!(
        paths,
        [
            "service/a.rs",
            "service/b.rs",
            "store/c.rs",
            "render/d.rs",
            "games/e.rs",
            "config.rs"
        ],
        "{found:#?}"
    );
}

#[test]
fn a_module_without_a_layer_fails() {
    let found = violations_in(&[("newthing/mod.rs", "pub fn f() {}\n")]);
    assert_eq!(found.len(), 1);
    assert!(found[0].contains("has no layer"), "{found:?}");
}

#[test]
fn store_reads_rows_by_column_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    read_tree(&root, &root, &mut all);
    let found = positional_reads(&all);
    let flagged: Vec<String> = found.iter().map(ToString::to_string).collect();
    assert!(
        flagged.is_empty(),
        "rows read by position:\n{}",
        flagged.join("\n")
    );
}

#[test]
fn a_read_by_position_is_caught_with_its_line() {
    let store = "fn f(r: &Row, col: &str, at: usize, m: &HashMap<u64, u64>, k: u64) {
        let a: i64 = r.get(0)?;
        let b = r.get::<_, Option<Vec<u8>>>(at + 1)?;
        let c = r
            .get_ref(
                2,
            )?;
        r.get_unwrap::<_, i64>(at); r.get_raw(3);
        // r.get(4) in a comment, \"r.get(5)\" in a string: not code
        let s = \"SELECT x
            FROM t\";
        let d: i64 = r.get(\"n\")?;
        let e = r.get::<_, String>(col)?;
        let name = \"kind\";
        let f: String = r.get(name)?;
        let g = m.get(&k);
        let h = r.get::<_, i64>(\"at\")?;
    }";
    let found = positional_reads(&files(&[
        ("store/a.rs", store),
        ("service/b.rs", "let x = v.get(0);"),
    ]));
    let lines: Vec<String> = found
        .iter()
        .map(|p| format!("{}:{}", p.path, p.line))
        .collect();
    assert_eq!(
        lines,
        [
            "store/a.rs:2",
            "store/a.rs:3",
            "store/a.rs:5",
            "store/a.rs:8",
            "store/a.rs:8"
        ],
        "{}",
        found
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(found[1].read, ".get(at + 1)");
    assert_eq!(found[2].read, ".get_ref(2,)");
    assert!(found[0]
        .to_string()
        .starts_with("store/a.rs:2: `.get(0)` reads a row by position"));
}
