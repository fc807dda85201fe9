//! The console in process (`breaker::console::run`) fed a script, and what it printed
//! after a line: the one helper of the console tests that need no binary.
//!
//! A test that needs nothing else of the support includes this file alone
//! (`#[path = "support/session.rs"] mod console_session;`).
#![allow(dead_code)] // each test binary uses part of it

use breaker::console::{self, Options};

/// Runs `script` (one `USER: /command …` a line) with `options`; everything printed.
pub fn run(options: &Options, script: &str) -> String {
    let mut out = Vec::new();
    console::run(options, script.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// What the session printed after echoing `line` (`> {line}`), up to the next echo.
pub fn reply_to<'a>(out: &'a str, line: &str) -> &'a str {
    let echo = format!("> {line}\n");
    let at = out
        .find(&echo)
        .unwrap_or_else(|| panic!("`{line}` was not run:\n{out}"));
    let rest = &out[at + echo.len()..];
    &rest[..rest.find("\n> ").unwrap_or(rest.len())]
}
