//! The one way the tests run the `breaker` binary as a command: arguments, optional
//! stdin and environment in; status, stdout and stderr out.
//!
//! ```ignore
//! let out = cli::breaker(["perft", "--depth", "2"]).run();
//! assert!(out.status.success(), "{}", out.stderr);
//! let session = cli::breaker(["play", "--db"]).arg(&db).stdin(script).in_dir(dir).run();
//! ```
//!
//! A test that needs nothing else of the support includes this file alone
//! (`#[path = "support/cli.rs"] mod cli;`), so it does not compile the fake Discord.
#![allow(dead_code)] // each test binary uses part of it

use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

/// `breaker` with `args`, ready to run. By default it inherits the test's environment
/// and working directory and reads nothing on stdin.
pub fn breaker<I, S>(args: I) -> Cli
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut command = Command::new(env!("CARGO_BIN_EXE_breaker"));
    command.args(args);
    Cli {
        command,
        stdin: None,
    }
}

/// A `breaker` command being put together; [`Cli::run`] runs it.
pub struct Cli {
    command: Command,
    stdin: Option<String>,
}

impl Cli {
    /// One more argument (e.g. a path).
    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Cli {
        self.command.arg(arg);
        self
    }

    /// More arguments.
    pub fn args<I, S>(mut self, args: I) -> Cli
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.command.args(args);
        self
    }

    /// Runs in `dir` (where no developer `.env` is).
    pub fn in_dir(mut self, dir: &Path) -> Cli {
        self.command.current_dir(dir);
        self
    }

    /// Starts from an empty environment (then [`Cli::env`] adds to it).
    pub fn env_clear(mut self) -> Cli {
        self.command.env_clear();
        self
    }

    /// Sets one variable.
    pub fn env(mut self, key: &str, value: impl AsRef<OsStr>) -> Cli {
        self.command.env(key, value);
        self
    }

    /// Removes the variables `keys` (e.g. `DATABASE_PATH`, `DISCORD_TOKEN`).
    pub fn env_remove(mut self, keys: &[&str]) -> Cli {
        for key in keys {
            self.command.env_remove(key);
        }
        self
    }

    /// Writes `text` to its stdin, then closes it.
    pub fn stdin(mut self, text: &str) -> Cli {
        self.stdin = Some(text.to_string());
        self
    }

    /// Runs the command to its end.
    pub fn run(mut self) -> Run {
        let piped = if self.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        };
        let mut child = self
            .command
            .stdin(piped)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the breaker binary runs");
        if let Some(text) = &self.stdin {
            child
                .stdin
                .take()
                .unwrap()
                .write_all(text.as_bytes())
                .unwrap();
        }
        let out = child.wait_with_output().unwrap();
        Run {
            status: out.status,
            stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
            stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        }
    }
}

/// How a run ended and what it wrote.
#[derive(Debug)]
pub struct Run {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// The exit code (`None` if killed by a signal).
    pub fn code(&self) -> Option<i32> {
        self.status.code()
    }

    /// Whether it exited with 0.
    pub fn success(&self) -> bool {
        self.status.success()
    }

    /// Its stdout, after checking it exited with 0 (else fails with the status and stderr).
    pub fn ok(self) -> String {
        assert!(
            self.status.success(),
            "exit {:?}; stderr: {}",
            self.status,
            self.stderr
        );
        self.stdout
    }
}

/// `breaker play` with `args`, its database `console.db` and its boards in `dir`, fed
/// `script`, run in `dir` with no database, token or language from the environment;
/// its stdout, after checking it exited with 0.
pub fn console(dir: &Path, args: &[&str], script: &str) -> String {
    breaker(["play"])
        .args(args)
        .arg("--db")
        .arg(dir.join("console.db"))
        .arg("--out")
        .arg(dir.join("boards"))
        .env_remove(&["DATABASE_PATH", "DISCORD_TOKEN", "BREAKER_LOCALE"])
        .in_dir(dir) // no .env there
        .stdin(script)
        .run()
        .ok()
}

/// What a console session printed after the line `> {line}`, up to the next command.
pub fn after<'a>(out: &'a str, line: &str) -> &'a str {
    let start = out
        .find(&format!("> {line}\n"))
        .unwrap_or_else(|| panic!("no `{line}` in:\n{out}"));
    let rest = &out[start + line.len() + 3..];
    &rest[..rest.find("\n> ").unwrap_or(rest.len())]
}
