//! The real bot, started as `breaker run` with the environment a deployment would give it,
//! except that `DISCORD_PROXY_URL` points at the fake Discord.

use super::fake_discord::FakeDiscord;
use super::interactions::GUILD_ID;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// A running `breaker run`; killed when dropped. Its log goes to a file, printed if the
/// test fails.
pub struct Bot {
    child: Child,
    log: PathBuf,
}

impl Bot {
    /// Starts `breaker run` in `dir` (so no developer `.env` is read) with only the
    /// variables set here: nothing from the test's environment (no HTTP proxies, no real
    /// token) can send the bot anywhere but 127.0.0.1.
    pub fn start(fake: &FakeDiscord, dir: &Path, database: &Path, name: &str) -> Bot {
        Bot::start_with(fake, dir, database, name, &[])
    }

    /// As [`Bot::start`], with extra environment variables (e.g. `AI_MOVE_TIME_MS`).
    pub fn start_with(
        fake: &FakeDiscord,
        dir: &Path,
        database: &Path,
        name: &str,
        extra: &[(&str, &str)],
    ) -> Bot {
        let log = dir.join(format!("{name}.log"));
        let log_file = std::fs::File::create(&log).expect("create the bot log");
        let rust_log =
            std::env::var("RUST_LOG").unwrap_or_else(|_| "warn,breaker=info".to_string());
        // `BREAKER_BIN`: a copy of this worktree's binary, when several worktrees share
        // one target folder and another build may have replaced `target/debug/breaker`.
        let program =
            std::env::var_os("BREAKER_BIN").unwrap_or_else(|| env!("CARGO_BIN_EXE_breaker").into());
        let child = Command::new(program)
            .arg("run")
            .current_dir(dir)
            .env_clear()
            .env("DISCORD_TOKEN", "fake-token-for-tests")
            .env("DATABASE_PATH", database)
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("DISCORD_PROXY_URL", fake.url())
            .env("NO_PROXY", "127.0.0.1,localhost")
            .env("RUST_LOG", rust_log)
            .envs(extra.iter().copied())
            .stdin(Stdio::null())
            .stdout(log_file.try_clone().expect("share the bot log"))
            .stderr(log_file)
            .spawn()
            .expect("start `breaker run`");
        Bot { child, log }
    }

    /// The process id (e.g. to read its CPU time from `/proc`).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// What the bot wrote so far (stdout and stderr).
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Stops the process at once, as a crash or `kill -9` would.
    pub fn kill(mut self) {
        self.stop();
    }

    /// Asks the bot to stop as a service manager would (SIGTERM) and waits for its exit.
    pub fn terminate(mut self) -> ExitStatus {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("run kill");
        assert!(sent.success(), "kill -TERM {pid}");
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for the bot") {
                return status;
            }
            assert!(Instant::now() < deadline, "the bot did not stop on SIGTERM");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.stop();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("---- bot log ({}) ----\n{log}", self.log.display());
        }
    }
}
